	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_bivector_pull_w4x64
	.p2align	8
	.type	tessera_bivector_pull_w4x64,@function
tessera_bivector_pull_w4x64:
	s_load_b128 s[24:27], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[24:25], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_34
	s_load_b256 s[16:23], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v10, s2, v1
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s22, -1
	s_addc_u32 s5, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, s3 :: v_dual_mov_b32 v2, s5
	v_cmp_le_u64_e64 s2, s[22:23], v[10:11]
	v_cmp_gt_u64_e64 s5, s[22:23], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v6, v10, s4, s2
	v_cndmask_b32_e64 v7, s3, v2, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v2, v6, s25
	v_mad_u64_u32 v[4:5], null, v6, s24, 0
	v_mul_lo_u32 v3, v7, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v5, v5, v2, v3
	v_dual_mov_b32 v3, 0 :: v_dual_and_b32 v2, 3, v0
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_le_u64_e64 s3, s[24:25], v[2:3]
	v_cmp_gt_u64_e64 s4, s[24:25], v[2:3]
	v_lshlrev_b32_e32 v12, 2, v2
	v_add_co_u32 v10, vcc_lo, s16, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s17, v9, vcc_lo
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v13, vcc_lo, v10, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v11, vcc_lo
	global_load_b32 v13, v[13:14], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s6
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB0_31
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v14, vcc_lo, s20, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, s21, v9, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_lshl_or_b32 v6, v1, 2, 0x400
	v_add_co_u32 v1, vcc_lo, v4, v2
	v_cmp_eq_u64_e64 s0, 0, v[2:3]
	v_add_co_ci_u32_e64 v3, null, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	v_and_b32_e32 v0, 0xfc, v0
	v_bcnt_u32_b32 v2, v2, 0
	s_mov_b32 s20, 0x9997fa04
	s_mov_b32 s22, 0xdf3e5244
	s_mov_b32 s34, 0x96cb03de
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s11, 0
	v_xor_b32_e32 v3, v16, v3
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b32 s36, 0x94229359
	s_cselect_b32 s33, -1, 0
	v_xor_b32_e32 v3, s29, v3
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s10, 0xd078c69f
	s_cselect_b32 s80, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v3, 0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b32_e32 v7, 2, v0
	v_add_co_u32 v0, vcc_lo, s18, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s19, v9, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v2
	s_add_u32 s6, s29, 0xbb67ae85
	v_or_b32_e32 v8, v7, v12
	v_xor_b32_e32 v15, s6, v15
	s_mov_b32 s18, 0x1d8e78af
	v_cndmask_b32_e64 v9, 0, 1.0, vcc_lo
	v_add_co_u32 v4, vcc_lo, v14, v12
	v_xor_b32_e32 v14, s1, v17
	s_add_u32 s1, s28, 0x3c6ef372
	v_add_co_ci_u32_e64 v5, null, 0, v18, vcc_lo
	v_xor_b32_e32 v16, s1, v16
	v_mov_b32_e32 v17, s9
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
	s_add_u32 s81, s29, 0x76cf5d0a
	s_add_u32 s82, s28, 0xdaa66d2b
	s_add_u32 s83, s29, 0x32370b8f
	s_add_u32 s84, s28, 0x78dde6e4
	s_add_u32 s85, s29, 0xed9eba14
	s_add_u32 s86, s28, 0x1715609d
	s_add_u32 s87, s29, 0xa9066899
	s_add_u32 s88, s28, 0xb54cda56
	s_add_u32 s89, s29, 0x646e171e
	s_add_u32 s90, s28, 0x5384540f
	s_add_u32 s91, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s92, s28, 0x8ff34781
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
	s_or_b32 exec_lo, exec_lo, s6
.LBB0_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v2, v13
.LBB0_7:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v13, v2
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB0_32
.LBB0_8:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB0_30
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_11
.LBB0_10:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v9, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v13, v2
	v_mul_f32_e32 v2, v2, v2
	ds_store_b32 v8, v2
.LBB0_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_16
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_15
	v_mov_b32_e32 v18, v7
	s_mov_b64 s[6:7], s[24:25]
.LBB0_14:
	ds_load_b32 v19, v18
	v_add_nc_u32_e32 v18, 4, v18
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v19
	s_cbranch_scc1 .LBB0_14
.LBB0_15:
	ds_store_b32 v6, v2
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s80
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_24
	v_mov_b32_e32 v2, v13
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_23
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_20
	global_load_b32 v2, v[0:1], off
	ds_load_b32 v18, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v2, v2, v18
	global_store_b32 v[0:1], v2, off
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v2, v13
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s7, exec_lo, s1
	s_cbranch_execz .LBB0_22
	s_add_u32 s1, s16, s30
	s_addc_u32 s9, s17, s31
	global_load_b32 v48, v[4:5], off
	s_mul_i32 s93, s9, 0xcd9e8d57
	s_mul_hi_u32 s9, s9, 0xcd9e8d57
	v_xor_b32_e32 v2, s93, v14
	s_xor_b32 s9, s28, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s9, s1
	s_mul_hi_u32 s9, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s9, v15
	v_xor3_b32 v21, s1, s81, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v2, v20, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s82, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v2, s83, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v23, s85, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v2, s84, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v24, s86, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v2, s87, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s89, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v21
	v_xor3_b32 v19, s88, v19, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s90, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v19, s91, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s29, v18
	v_mul_lo_u32 v20, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s92, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[19:20], v2
	v_add_f64 v[19:20], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v20, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	v_rcp_f64_e32 v[25:26], v[23:24]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_add_co_ci_u32_e64 v18, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[38:39], v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_add_f64 v[25:26], v[25:26], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[38:39], v[38:39], 32
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[25:26], s[44:45]
	v_mul_f64 v[29:30], v[27:28], s[22:23]
	v_mul_f64 v[31:32], v[27:28], s[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[25:26], s[46:47]
	v_add_f64 v[29:30], v[29:30], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[18:19]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_add_f64 v[29:30], v[29:30], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[20:21]
	v_mul_f64 v[36:37], v[34:35], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v2
	v_add_f64 v[29:30], v[29:30], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[36:37], s[40:41]
	v_add_f64 v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[31:32], v[29:30]
	v_add_f64 v[23:24], v[40:41], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[50:51]
	v_mul_f64 v[34:35], v[34:35], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[21:22], v[42:43], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	v_lshrrev_b32_e32 v2, 20, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 0x7ff, v2
	v_bfe_u32 v2, v26, 20, 11
	v_add_nc_u32_e32 v34, 16, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[2:3]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[42:43]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	v_add_f64 v[18:19], v[29:30], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[29:30], v[20:21], s[68:69]
	v_mul_f64 v[31:32], v[20:21], s[56:57]
	v_mul_f64 v[34:35], v[20:21], s[62:63]
	v_mul_f64 v[36:37], v[20:21], s[74:75]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[70:71]
	v_add_f64 v[31:32], v[31:32], s[58:59]
	v_add_f64 v[34:35], v[34:35], s[64:65]
	v_add_f64 v[36:37], v[36:37], s[76:77]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[72:73]
	v_add_f64 v[31:32], v[31:32], s[60:61]
	v_add_f64 v[34:35], v[34:35], s[66:67]
	v_rsq_f64_e32 v[42:43], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[36:37], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[34:35]
	v_mul_f64 v[34:35], v[22:23], 0.5
	v_mul_f64 v[40:41], v[18:19], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_mul_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[24:25], v[31:32], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], -v[42:43], v[40:41], 0.5
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_fma_f64 v[40:41], v[40:41], v[36:37], v[40:41]
	v_fma_f64 v[31:32], v[42:43], v[36:37], v[42:43]
	v_mul_f64 v[36:37], v[27:28], v[22:23]
	v_add_f64 v[42:43], -v[46:47], 1.0
	v_mul_f64 v[20:21], v[20:21], v[29:30]
	v_fma_f64 v[34:35], -v[40:41], v[40:41], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[36:37]
	v_mul_f64 v[36:37], v[38:39], s[78:79]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], v[34:35], v[31:32], v[40:41]
	v_add_f64 v[34:35], v[42:43], -v[44:45]
	v_add_f64 v[20:21], v[20:21], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], -v[29:30], v[29:30], v[18:19]
	v_add_f64 v[24:25], v[34:35], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[27:28], -v[20:21]
	v_mov_b32_e32 v27, v3
	v_cmp_eq_u64_e64 s1, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s1
	v_ldexp_f64 v[22:23], v[22:23], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v2, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	v_cndmask_b32_e64 v21, v21, v25, s1
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_cvt_f32_f64_e32 v2, v[18:19]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v18, v13, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, -0.5, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v9, v18
	v_mul_f32_e32 v18, s8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v13, v18
	v_mul_f32_e32 v2, v9, v2
	v_mul_f32_e32 v2, v2, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v18
	v_mul_f32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v18, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB0_22:
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_23:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_25
.LBB0_24:
.LBB0_25:
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB0_6
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB0_28
	global_load_b32 v2, v[0:1], off
	ds_load_b32 v18, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v2, v2, v18
	global_store_b32 v[0:1], v2, off
.LBB0_28:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB0_5
	global_load_b32 v2, v[4:5], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v13, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_mul_f32_e32 v2, -0.5, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v9, v2
	v_mul_f32_e32 v2, s8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v13, v2
	v_mul_f32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v13, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v13, 0x7fc00000, v2, vcc_lo
	s_branch .LBB0_5
.LBB0_30:
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
	v_sqrt_f32_e32 v17, v2
	v_add_nc_u32_e32 v18, -1, v17
	v_add_nc_u32_e32 v19, 1, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, 0x80000000, v18
	v_xor_b32_e32 v21, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v20, v17, v2
	v_fma_f32 v21, v21, v17, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v20
	v_cndmask_b32_e64 v17, v17, v18, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s6, 0, v21
	v_cndmask_b32_e64 v17, v17, v19, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x37800000, v17
	v_cndmask_b32_e64 v17, v17, v18, s1
	v_cmp_class_f32_e64 s1, v2, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v17, v2, s1
	v_cndmask_b32_e32 v17, 0, v2, vcc_lo
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB0_10
	s_branch .LBB0_11
.LBB0_31:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v13
.LBB0_32:
	s_nor_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_34
	v_add_co_u32 v0, vcc_lo, v10, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v11, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB0_34:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w4x64
		.amdhsa_group_segment_fixed_size 1280
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
		.amdhsa_next_free_vgpr 49
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
		.amdhsa_inst_pref_size 30
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
	.size	tessera_bivector_pull_w4x64, .Lfunc_end0-tessera_bivector_pull_w4x64

	.set tessera_bivector_pull_w4x64.num_vgpr, 49
	.set tessera_bivector_pull_w4x64.num_agpr, 0
	.set tessera_bivector_pull_w4x64.numbered_sgpr, 94
	.set tessera_bivector_pull_w4x64.num_named_barrier, 0
	.set tessera_bivector_pull_w4x64.private_seg_size, 0
	.set tessera_bivector_pull_w4x64.uses_vcc, 1
	.set tessera_bivector_pull_w4x64.uses_flat_scratch, 0
	.set tessera_bivector_pull_w4x64.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w4x64.has_recursion, 0
	.set tessera_bivector_pull_w4x64.has_indirect_call, 0
	.globl	tessera_bivector_pull_w1024
	.p2align	8
	.type	tessera_bivector_pull_w1024,@function
tessera_bivector_pull_w1024:
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
	s_cbranch_vccnz .LBB6_62
	v_mov_b32_e32 v2, 0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s38, s24, s2
	s_add_i32 s39, s5, s4
	v_dual_mov_b32 v1, v2 :: v_dual_lshlrev_b32 v6, 2, v0
	s_lshl_b64 s[36:37], s[38:39], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_u32 s16, s16, s36
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_addc_u32 s17, s17, s37
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB6_3
	global_load_b32 v7, v6, s[16:17]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v1, 0x100, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[24:25], v[1:2]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB6_5
	global_load_b32 v8, v6, s[16:17] offset:1024
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v2, 0x200, v0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[24:25], v[2:3]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB6_7
	global_load_b32 v9, v6, s[16:17] offset:2048
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v4, 0x300, v0
	v_mov_b32_e32 v5, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[24:25], v[4:5]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB6_9
	global_load_b32 v5, v6, s[16:17] offset:3072
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB6_57
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v14, s1, s38, v0
	v_bcnt_u32_b32 v3, v0, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_bcnt_u32_b32 v10, v1, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v14, 0
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	v_add_co_ci_u32_e64 v15, null, s39, 0, s1
	v_bcnt_u32_b32 v2, v2, 0
	v_bcnt_u32_b32 v12, v4, 0
	v_cndmask_b32_e64 v4, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v10
	v_xor_b32_e32 v1, v1, v15
	s_mov_b32 s35, 0
	v_cmp_gt_u64_e64 s99, s[24:25], 7
	s_mov_b32 s38, 0xdf3e5244
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s11, 0
	v_xor_b32_e32 v1, s29, v1
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s36
	s_addc_u32 s11, s21, s37
	s_lshl_b64 s[2:3], s[2:3], 2
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v12
	s_add_u32 s18, s18, s2
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v1, 0
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u64 s[24:25], 0
	v_cndmask_b32_e64 v12, 0, 1.0, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v14
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v2, s1, s1, v6
	s_cselect_b32 s86, -1, 0
	v_add_co_ci_u32_e64 v3, null, s11, 0, s1
	s_add_u32 s1, s28, 0x9e3779b9
	v_add_co_ci_u32_e64 v17, null, 0, v15, vcc_lo
	v_xor_b32_e32 v13, s1, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v16, 0
	v_add_co_u32 v16, vcc_lo, 0x200, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v25, null, 0, v15, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x300, v14
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v16, 0
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v14, 0
	v_xor_b32_e32 v14, v20, v17
	s_add_u32 s2, s29, 0xbb67ae85
	v_xor_b32_e32 v16, v22, v25
	s_add_u32 s3, s28, 0x3c6ef372
	s_and_b32 s34, s24, 7
	v_xor_b32_e32 v14, s29, v14
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v15, v24, v15
	v_xor_b32_e32 v16, s29, v16
	v_mov_b32_e32 v1, 0
	s_add_u32 s87, s29, 0x76cf5d0a
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v15, s29, v15
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v16, 0
	s_add_u32 s88, s28, 0xdaa66d2b
	s_add_u32 s89, s29, 0x32370b8f
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v15, 0
	s_add_u32 s90, s28, 0x78dde6e4
	s_add_u32 s91, s29, 0xed9eba14
	s_add_u32 s92, s28, 0x1715609d
	s_add_u32 s93, s29, 0xa9066899
	s_add_u32 s94, s28, 0xb54cda56
	s_add_u32 s95, s29, 0x646e171e
	s_add_u32 s96, s28, 0x5384540f
	s_add_u32 s97, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s98, s28, 0x8ff34781
	v_xor_b32_e32 v14, s1, v25
	v_xor_b32_e32 v15, s1, v27
	v_xor_b32_e32 v16, s1, v29
	s_and_b32 s10, s24, 0x7f8
	v_xor_b32_e32 v17, s2, v0
	v_xor_b32_e32 v18, s3, v18
	v_xor_b32_e32 v19, s2, v19
	v_xor_b32_e32 v20, s3, v24
	v_xor_b32_e32 v21, s2, v21
	v_xor_b32_e32 v22, s3, v26
	v_xor_b32_e32 v23, s2, v23
	v_xor_b32_e32 v24, s3, v28
	v_mov_b32_e32 v25, s9
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s36, 0x9997fa04
	s_mov_b32 s40, 0x96cb03de
	s_mov_b32 s42, 0x94229359
	s_mov_b32 s44, 0x55555593
	s_mov_b32 s46, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s50, 0x54442d18
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
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v26, v7 :: v_dual_mov_b32 v27, v8
	v_mov_b32_e32 v28, v9
	v_mov_b32_e32 v0, v5
.LBB6_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v5, v0 :: v_dual_mov_b32 v8, v27
	v_mov_b32_e32 v9, v28
	v_mov_b32_e32 v7, v26
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[22:23], s[26:27]
	s_cbranch_scc1 .LBB6_57
.LBB6_13:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_53
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_54
.LBB6_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_55
.LBB6_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB6_56
.LBB6_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB6_19
.LBB6_18:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v12, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:3072
.LBB6_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_29
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_28
	s_and_not1_b32 vcc_lo, exec_lo, s99
	s_cbranch_vccnz .LBB6_25
	s_mov_b64 s[2:3], 0
	s_mov_b32 s9, 0
	.p2align	6
.LBB6_23:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v32, s9
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s9, s9, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[26:27], v32 offset1:1
	ds_load_2addr_b32 v[28:29], v32 offset0:2 offset1:3
	ds_load_2addr_b32 v[30:31], v32 offset0:4 offset1:5
	ds_load_2addr_b32 v[32:33], v32 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v27
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v29
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v31
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v33
	s_cbranch_scc1 .LBB6_23
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s9, s100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB6_26
	s_branch .LBB6_28
.LBB6_25:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB6_28
.LBB6_26:
	s_lshl_b32 s9, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB6_27:
	v_mov_b32_e32 v26, s9
	s_add_i32 s9, s9, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v26, v26
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v26
	s_cbranch_scc1 .LBB6_27
.LBB6_28:
	ds_store_b32 v1, v0 offset:4096
.LBB6_29:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_40
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_33
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v26, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_cndmask_b32_e64 v26, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v26, v26
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v26
	global_store_b32 v1, v0, s[18:19]
.LBB6_33:
	s_or_b32 exec_lo, exec_lo, s1
	s_add_u32 s2, s22, s30
	v_mov_b32_e32 v26, v7
	s_addc_u32 s1, s23, s31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s3, s1, 0xcd9e8d57
	s_mul_hi_u32 s9, s1, 0xcd9e8d57
	s_and_saveexec_b32 s101, s4
	s_cbranch_execnz .LBB6_46
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v27, v8
	s_and_saveexec_b32 s101, s5
	s_cbranch_execnz .LBB6_47
.LBB6_35:
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v28, v9
	s_and_saveexec_b32 s101, s6
	s_cbranch_execz .LBB6_37
.LBB6_36:
	v_xor_b32_e32 v0, s3, v15
	s_xor_b32 s1, s28, s9
	global_load_b32 v58, v[2:3], off offset:2048
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s102, s1, 0xd2511f53
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s102, v21
	v_xor3_b32 v31, s1, s87, v29
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v31, 0
	v_xor_b32_e32 v0, v30, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, v32, s88, v29
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v32, 0
	v_xor3_b32 v0, s89, v30, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v30, v33, s91, v29
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v30, 0
	v_xor3_b32 v0, s90, v29, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v30, v34, s92, v28
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v30, 0
	v_xor3_b32 v0, s93, v29, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, v31, s95, v28
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v31
	v_xor3_b32 v29, s94, v29, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v28
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v29, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v29, s97, v29, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v28
	v_mul_lo_u32 v30, 0xcd9e8d57, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v30, v29, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[29:30], v0
	v_add_f64 v[29:30], v[29:30], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v30, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v30, 0x3fe6a09e, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[29:30], v[29:30], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], 2.0
	v_mul_f64 v[50:51], v[29:30], 0.5
	v_div_scale_f64 v[33:34], null, v[31:32], v[31:32], v[29:30]
	v_div_scale_f64 v[39:40], vcc_lo, v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[29:30], v[50:51]
	v_rcp_f64_e32 v[35:36], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[37:38], -v[33:34], v[35:36], 1.0
	v_fma_f64 v[35:36], v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[39:40], v[35:36]
	v_fma_f64 v[33:34], -v[33:34], v[37:38], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[33:34], v[33:34], v[35:36], v[37:38]
	v_cvt_f64_u32_e32 v[35:36], v28
	v_add_co_ci_u32_e64 v28, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[48:49], v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[31:32], v[33:34], v[31:32], v[29:30]
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[48:49], v[48:49], 32
	v_mul_f64 v[33:34], v[31:32], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	v_mul_f64 v[37:38], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[35:36], s[50:51]
	v_mul_f64 v[39:40], v[37:38], s[38:39]
	v_mul_f64 v[41:42], v[37:38], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[35:36], s[52:53]
	v_add_f64 v[39:40], v[39:40], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[41:42], s[24:25]
	v_add_f64 v[43:44], 0x43380000, v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[37:38], v[39:40]
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], 0xc3380000, v[43:44]
	v_add_f64 v[39:40], v[39:40], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[41:42], s[36:37]
	v_mul_f64 v[46:47], v[44:45], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[37:38], v[39:40]
	v_mul_f64 v[37:38], v[37:38], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[35:36], v[46:47]
	v_cvt_f64_u32_e32 v[46:47], v0
	v_add_f64 v[39:40], v[39:40], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[48:49], v[46:47]
	v_mul_f64 v[33:34], v[33:34], v[39:40]
	v_mul_f64 v[39:40], v[44:45], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[46:47], s[46:47]
	v_add_f64 v[33:34], v[37:38], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[41:42], v[39:40]
	v_add_f64 v[33:34], v[50:51], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[41:42], -v[37:38]
	v_mul_f64 v[31:32], v[31:32], v[33:34]
	v_mul_f64 v[33:34], v[44:45], s[56:57]
	v_mul_f64 v[44:45], v[44:45], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[48:49], v[39:40]
	v_add_f64 v[31:32], v[52:53], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[41:42], -v[33:34]
	v_add_f64 v[39:40], v[44:45], -v[39:40]
	v_mov_b32_e32 v45, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[31:32], -v[50:51]
	v_lshrrev_b32_e32 v0, 20, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v28, 0x7ff, v0
	v_bfe_u32 v0, v36, 20, 11
	v_add_nc_u32_e32 v44, 16, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[44:45], v[0:1]
	v_dual_cndmask_b32 v34, v34, v40 :: v_dual_cndmask_b32 v33, v33, v39
	v_mul_f64 v[39:40], v[46:47], s[48:49]
	v_dual_cndmask_b32 v36, v42, v38 :: v_dual_cndmask_b32 v35, v41, v37
	v_add_f64 v[37:38], v[35:36], -v[33:34]
	v_add_f64 v[28:29], v[29:30], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[37:38], v[37:38]
	v_add_f64 v[35:36], v[35:36], -v[37:38]
	v_add_f64 v[28:29], v[39:40], v[28:29]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[39:40], v[30:31], s[74:75]
	v_mul_f64 v[41:42], v[30:31], s[62:63]
	v_mul_f64 v[44:45], v[30:31], s[68:69]
	v_mul_f64 v[46:47], v[30:31], s[80:81]
	v_mul_f64 v[48:49], v[30:31], v[30:31]
	v_add_f64 v[32:33], v[35:36], -v[33:34]
	v_mul_f64 v[54:55], v[30:31], 0.5
	v_mul_f64 v[28:29], v[28:29], -2.0
	v_and_b32_e32 v36, 2, v43
	v_add_f64 v[39:40], v[39:40], s[76:77]
	v_add_f64 v[41:42], v[41:42], s[64:65]
	v_add_f64 v[44:45], v[44:45], s[70:71]
	v_add_f64 v[46:47], v[46:47], s[82:83]
	v_mul_f64 v[50:51], v[30:31], v[48:49]
	v_mul_f64 v[34:35], v[48:49], v[48:49]
	v_mul_f64 v[48:49], v[37:38], v[30:31]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[28:29]
	v_add_f64 v[56:57], -v[54:55], 1.0
	v_mul_f64 v[39:40], v[30:31], v[39:40]
	v_mul_f64 v[41:42], v[30:31], v[41:42]
	v_mul_f64 v[44:45], v[30:31], v[44:45]
	v_mul_f64 v[46:47], v[50:51], v[46:47]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[39:40], v[39:40], s[78:79]
	v_add_f64 v[41:42], v[41:42], s[66:67]
	v_add_f64 v[44:45], v[44:45], s[72:73]
	v_rsq_f64_e32 v[52:53], v[28:29]
	v_cmp_class_f64_e64 vcc_lo, v[28:29], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[46:47], v[39:40]
	v_mul_f64 v[41:42], v[30:31], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[34:35], v[34:35], v[44:45]
	v_mul_f64 v[44:45], v[32:33], 0.5
	v_mul_f64 v[50:51], v[28:29], v[52:53]
	v_mul_f64 v[52:53], v[52:53], 0.5
	v_mul_f64 v[39:40], v[48:49], v[39:40]
	v_add_f64 v[34:35], v[41:42], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[46:47], -v[52:53], v[50:51], 0.5
	v_add_f64 v[39:40], v[44:45], -v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[30:31], v[34:35]
	v_fma_f64 v[50:51], v[50:51], v[46:47], v[50:51]
	v_fma_f64 v[41:42], v[52:53], v[46:47], v[52:53]
	v_mul_f64 v[46:47], v[37:38], v[32:33]
	v_add_f64 v[52:53], -v[56:57], 1.0
	v_mul_f64 v[30:31], v[30:31], v[39:40]
	v_fma_f64 v[44:45], -v[50:51], v[50:51], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[34:35], -v[46:47]
	v_mul_f64 v[46:47], v[48:49], s[84:85]
	v_add_f64 v[30:31], v[30:31], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[39:40], v[44:45], v[41:42], v[50:51]
	v_add_f64 v[44:45], v[52:53], -v[54:55]
	v_add_f64 v[30:31], v[30:31], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[32:33], -v[39:40], v[39:40], v[28:29]
	v_add_f64 v[34:35], v[44:45], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[30:31], v[37:38], -v[30:31]
	v_mov_b32_e32 v37, v1
	v_cmp_eq_u64_e64 s1, 0, v[36:37]
	v_fma_f64 v[32:33], v[32:33], v[41:42], v[39:40]
	v_add_f64 v[34:35], v[56:57], v[34:35]
	v_xor_b32_e32 v36, 0x80000000, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v31, v31, v36, s1
	v_ldexp_f64 v[32:33], v[32:33], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v38, 0x80000000, v35
	v_and_b32_e32 v0, 1, v43
	v_cndmask_b32_e64 v35, v38, v35, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v31, v31, v35, s1
	v_cndmask_b32_e64 v30, v30, v34, s1
	v_dual_cndmask_b32 v29, v33, v29 :: v_dual_cndmask_b32 v28, v32, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[30:31], v[28:29]
	v_cvt_f32_f64_e32 v0, v[28:29]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v28, v9, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, v28, v28
	v_mul_f32_e32 v28, -0.5, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v11, v28
	v_mul_f32_e32 v28, s8, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, v9, v28
	v_mul_f32_e32 v0, v11, v0
	v_mul_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v28
	v_mul_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v28, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v28
	v_cndmask_b32_e32 v28, 0x7fc00000, v0, vcc_lo
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s101, exec_lo, s1
	s_cbranch_execz .LBB6_39
	v_xor_b32_e32 v0, s3, v16
	s_xor_b32 s1, s28, s9
	global_load_b32 v59, v[2:3], off offset:3072
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s2, s1, 0xd2511f53
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v23
	v_xor3_b32 v32, s1, s87, v30
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v32, 0
	v_xor_b32_e32 v0, v31, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v33, v33, s88, v30
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[33:34], null, 0xd2511f53, v33, 0
	v_xor3_b32 v0, s89, v31, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, v34, s91, v30
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v31, 0
	v_xor3_b32 v0, s90, v30, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, v35, s92, v29
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v31, 0
	v_xor3_b32 v0, s93, v30, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v32, v32, s95, v29
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v32
	v_xor3_b32 v30, s94, v30, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v29
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v30, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v30, s97, v30, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v29
	v_mul_lo_u32 v31, 0xcd9e8d57, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v31, v30, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[30:31], v0
	v_add_f64 v[30:31], v[30:31], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[30:31], v[30:31], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v31, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v31, 0x3fe6a09e, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[30:31], v[30:31], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[30:31], 2.0
	v_mul_f64 v[51:52], v[30:31], 0.5
	v_div_scale_f64 v[34:35], null, v[32:33], v[32:33], v[30:31]
	v_div_scale_f64 v[40:41], vcc_lo, v[30:31], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[30:31], v[51:52]
	v_rcp_f64_e32 v[36:37], v[34:35]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[34:35], v[36:37], 1.0
	v_fma_f64 v[36:37], v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[40:41], v[36:37]
	v_fma_f64 v[34:35], -v[34:35], v[38:39], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[34:35], v[34:35], v[36:37], v[38:39]
	v_cvt_f64_u32_e32 v[36:37], v29
	v_add_co_ci_u32_e64 v29, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[49:50], v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[32:33], v[34:35], v[32:33], v[30:31]
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[49:50], v[49:50], 32
	v_mul_f64 v[34:35], v[32:33], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_mul_f64 v[38:39], v[34:35], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[36:37], s[50:51]
	v_mul_f64 v[40:41], v[38:39], s[38:39]
	v_mul_f64 v[42:43], v[38:39], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[36:37], s[52:53]
	v_add_f64 v[40:41], v[40:41], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[24:25]
	v_add_f64 v[44:45], 0x43380000, v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], v[40:41]
	v_mul_f64 v[42:43], v[38:39], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], 0xc3380000, v[44:45]
	v_add_f64 v[40:41], v[40:41], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[36:37]
	v_mul_f64 v[47:48], v[45:46], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], v[40:41]
	v_mul_f64 v[38:39], v[38:39], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[36:37], v[47:48]
	v_cvt_f64_u32_e32 v[47:48], v0
	v_add_f64 v[40:41], v[40:41], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[49:50], v[47:48]
	v_mul_f64 v[34:35], v[34:35], v[40:41]
	v_mul_f64 v[40:41], v[45:46], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[47:48], s[46:47]
	v_add_f64 v[34:35], v[38:39], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[42:43], v[40:41]
	v_add_f64 v[34:35], v[51:52], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[42:43], -v[38:39]
	v_mul_f64 v[32:33], v[32:33], v[34:35]
	v_mul_f64 v[34:35], v[45:46], s[56:57]
	v_mul_f64 v[45:46], v[45:46], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[49:50], v[40:41]
	v_add_f64 v[32:33], v[53:54], v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[42:43], -v[34:35]
	v_add_f64 v[40:41], v[45:46], -v[40:41]
	v_mov_b32_e32 v46, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[32:33], -v[51:52]
	v_lshrrev_b32_e32 v0, 20, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v29, 0x7ff, v0
	v_bfe_u32 v0, v37, 20, 11
	v_add_nc_u32_e32 v45, 16, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[45:46], v[0:1]
	v_dual_cndmask_b32 v35, v35, v41 :: v_dual_cndmask_b32 v34, v34, v40
	v_mul_f64 v[40:41], v[47:48], s[48:49]
	v_dual_cndmask_b32 v37, v43, v39 :: v_dual_cndmask_b32 v36, v42, v38
	v_add_f64 v[38:39], v[36:37], -v[34:35]
	v_add_f64 v[29:30], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[38:39], v[38:39]
	v_add_f64 v[36:37], v[36:37], -v[38:39]
	v_add_f64 v[29:30], v[40:41], v[29:30]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[40:41], v[31:32], s[74:75]
	v_mul_f64 v[42:43], v[31:32], s[62:63]
	v_mul_f64 v[45:46], v[31:32], s[68:69]
	v_mul_f64 v[47:48], v[31:32], s[80:81]
	v_mul_f64 v[49:50], v[31:32], v[31:32]
	v_add_f64 v[33:34], v[36:37], -v[34:35]
	v_mul_f64 v[55:56], v[31:32], 0.5
	v_mul_f64 v[29:30], v[29:30], -2.0
	v_add_f64 v[40:41], v[40:41], s[76:77]
	v_add_f64 v[42:43], v[42:43], s[64:65]
	v_add_f64 v[45:46], v[45:46], s[70:71]
	v_add_f64 v[47:48], v[47:48], s[82:83]
	v_mul_f64 v[51:52], v[31:32], v[49:50]
	v_mul_f64 v[35:36], v[49:50], v[49:50]
	v_mul_f64 v[49:50], v[38:39], v[31:32]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[29:30]
	v_add_f64 v[57:58], -v[55:56], 1.0
	v_mul_f64 v[40:41], v[31:32], v[40:41]
	v_mul_f64 v[42:43], v[31:32], v[42:43]
	v_mul_f64 v[45:46], v[31:32], v[45:46]
	v_mul_f64 v[47:48], v[51:52], v[47:48]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[29:30], v[29:30], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[40:41], v[40:41], s[78:79]
	v_add_f64 v[42:43], v[42:43], s[66:67]
	v_add_f64 v[45:46], v[45:46], s[72:73]
	v_rsq_f64_e32 v[53:54], v[29:30]
	v_cmp_class_f64_e64 vcc_lo, v[29:30], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[47:48], v[40:41]
	v_mul_f64 v[42:43], v[31:32], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[35:36], v[35:36], v[45:46]
	v_mul_f64 v[45:46], v[33:34], 0.5
	v_mul_f64 v[51:52], v[29:30], v[53:54]
	v_mul_f64 v[53:54], v[53:54], 0.5
	v_mul_f64 v[40:41], v[49:50], v[40:41]
	v_add_f64 v[35:36], v[42:43], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[47:48], -v[53:54], v[51:52], 0.5
	v_add_f64 v[40:41], v[45:46], -v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_fma_f64 v[51:52], v[51:52], v[47:48], v[51:52]
	v_fma_f64 v[42:43], v[53:54], v[47:48], v[53:54]
	v_mul_f64 v[47:48], v[38:39], v[33:34]
	v_add_f64 v[53:54], -v[57:58], 1.0
	v_mul_f64 v[31:32], v[31:32], v[40:41]
	v_fma_f64 v[45:46], -v[51:52], v[51:52], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[35:36], v[35:36], -v[47:48]
	v_mul_f64 v[47:48], v[49:50], s[84:85]
	v_add_f64 v[31:32], v[31:32], -v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], v[45:46], v[42:43], v[51:52]
	v_add_f64 v[45:46], v[53:54], -v[55:56]
	v_add_f64 v[31:32], v[31:32], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], -v[40:41], v[40:41], v[29:30]
	v_add_f64 v[35:36], v[45:46], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[38:39], -v[31:32]
	v_mov_b32_e32 v38, v1
	v_fma_f64 v[33:34], v[33:34], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[57:58], v[35:36]
	v_ldexp_f64 v[33:34], v[33:34], v0
	v_and_b32_e32 v37, 2, v44
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v39, 0x80000000, v36
	v_and_b32_e32 v0, 1, v44
	v_cndmask_b32_e32 v30, v34, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[37:38]
	v_xor_b32_e32 v37, 0x80000000, v32
	v_cndmask_b32_e32 v29, v33, v29, vcc_lo
	v_cndmask_b32_e64 v36, v39, v36, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v32, v32, v37, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v32, v32, v36, s1
	v_cndmask_b32_e64 v31, v31, v35, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[31:32], v[29:30]
	v_cvt_f32_f64_e32 v0, v[29:30]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v12, v0 :: v_dual_sub_f32 v29, v5, v59
	v_mul_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, v29, v29
	v_mul_f32_e32 v29, -0.5, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v12, v29
	v_mul_f32_e32 v29, s8, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, v5, v29
	v_add_f32_e32 v0, v0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v12, v0
	v_and_b32_e32 v29, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v29
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB6_39:
	s_or_b32 exec_lo, exec_lo, s101
	s_branch .LBB6_12
.LBB6_40:
	s_cbranch_execz .LBB6_12
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB6_48
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_49
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_50
.LBB6_44:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB6_51
.LBB6_45:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB6_11
	s_branch .LBB6_52
.LBB6_46:
	v_xor_b32_e32 v0, s3, v13
	s_xor_b32 s1, s28, s9
	global_load_b32 v56, v[2:3], off
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s102, s1, 0xd2511f53
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s102, v17
	v_xor3_b32 v29, s1, s87, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xcd9e8d57, v29, 0
	v_xor_b32_e32 v0, v28, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v30, v30, s88, v27
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v30, 0
	v_xor3_b32 v0, s89, v28, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v31, s91, v27
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xcd9e8d57, v28, 0
	v_xor3_b32 v0, s90, v27, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v28, v32, s92, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v28, 0
	v_xor3_b32 v0, s93, v27, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v29, s95, v26
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v29
	v_xor3_b32 v27, s94, v27, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v26
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v27, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v27, s97, v27, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v26
	v_mul_lo_u32 v28, 0xcd9e8d57, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v28, v27, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[27:28], v0
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v28, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v28, 0x3fe6a09e, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
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
	v_cvt_f64_u32_e32 v[44:45], v0
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
	v_mov_b32_e32 v43, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[48:49]
	v_lshrrev_b32_e32 v0, 20, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v26, 0x7ff, v0
	v_bfe_u32 v0, v34, 20, 11
	v_add_nc_u32_e32 v42, 16, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[42:43], v[0:1]
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
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[26:27], v[26:27], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
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
	v_mov_b32_e32 v35, v1
	v_cmp_eq_u64_e64 s1, 0, v[34:35]
	v_fma_f64 v[30:31], v[30:31], v[39:40], v[37:38]
	v_add_f64 v[32:33], v[54:55], v[32:33]
	v_xor_b32_e32 v34, 0x80000000, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v29, v29, v34, s1
	v_ldexp_f64 v[30:31], v[30:31], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v36, 0x80000000, v33
	v_and_b32_e32 v0, 1, v41
	v_cndmask_b32_e64 v33, v36, v33, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v29, v29, v33, s1
	v_cndmask_b32_e64 v28, v28, v32, s1
	v_dual_cndmask_b32 v27, v31, v27 :: v_dual_cndmask_b32 v26, v30, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[26:27]
	v_cvt_f32_f64_e32 v0, v[26:27]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v26, v7, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v26, v26
	v_mul_f32_e32 v26, -0.5, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v4, v26
	v_mul_f32_e32 v26, s8, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, v7, v26
	v_mul_f32_e32 v0, v4, v0
	v_mul_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	v_mul_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v26, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v27, v8
	s_and_saveexec_b32 s101, s5
	s_cbranch_execz .LBB6_35
.LBB6_47:
	v_xor_b32_e32 v0, s3, v14
	s_xor_b32 s1, s28, s9
	global_load_b32 v57, v[2:3], off offset:1024
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s102, s1, 0xd2511f53
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s102, v19
	v_xor3_b32 v30, s1, s87, v28
	v_mad_u64_u32 v[28:29], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xcd9e8d57, v30, 0
	v_xor_b32_e32 v0, v29, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v31, v31, s88, v28
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[31:32], null, 0xd2511f53, v31, 0
	v_xor3_b32 v0, s89, v29, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v32, s91, v28
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v29, 0
	v_xor3_b32 v0, s90, v28, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v29, v33, s92, v27
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[29:30], null, 0xd2511f53, v29, 0
	v_xor3_b32 v0, s93, v28, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v30, v30, s95, v27
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v30
	v_xor3_b32 v28, s94, v28, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v27
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v28, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v28, s97, v28, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v27
	v_mul_lo_u32 v29, 0xcd9e8d57, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v29, v28, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[28:29], v0
	v_add_f64 v[28:29], v[28:29], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[28:29], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v29, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v29, 0x3fe6a09e, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[28:29], v[28:29], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[28:29], 2.0
	v_mul_f64 v[49:50], v[28:29], 0.5
	v_div_scale_f64 v[32:33], null, v[30:31], v[30:31], v[28:29]
	v_div_scale_f64 v[38:39], vcc_lo, v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[28:29], v[49:50]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[32:33], v[32:33], v[34:35], v[36:37]
	v_cvt_f64_u32_e32 v[34:35], v27
	v_add_co_ci_u32_e64 v27, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[47:48], v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[30:31], v[32:33], v[30:31], v[28:29]
	v_add_f64 v[34:35], v[34:35], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[47:48], v[47:48], 32
	v_mul_f64 v[32:33], v[30:31], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[34:35], v[34:35], 0xffffffe0
	v_mul_f64 v[36:37], v[32:33], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[34:35], v[34:35], s[50:51]
	v_mul_f64 v[38:39], v[36:37], s[38:39]
	v_mul_f64 v[40:41], v[36:37], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[34:35], s[52:53]
	v_add_f64 v[38:39], v[38:39], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[40:41], s[24:25]
	v_add_f64 v[42:43], 0x43380000, v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[36:37], v[38:39]
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], 0xc3380000, v[42:43]
	v_add_f64 v[38:39], v[38:39], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[40:41], s[36:37]
	v_mul_f64 v[45:46], v[43:44], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[36:37], v[38:39]
	v_mul_f64 v[36:37], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[34:35], v[45:46]
	v_cvt_f64_u32_e32 v[45:46], v0
	v_add_f64 v[38:39], v[38:39], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[47:48], v[45:46]
	v_mul_f64 v[32:33], v[32:33], v[38:39]
	v_mul_f64 v[38:39], v[43:44], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[45:46], s[46:47]
	v_add_f64 v[32:33], v[36:37], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[40:41], v[38:39]
	v_add_f64 v[32:33], v[49:50], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[40:41], -v[36:37]
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	v_mul_f64 v[32:33], v[43:44], s[56:57]
	v_mul_f64 v[43:44], v[43:44], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[47:48], v[38:39]
	v_add_f64 v[30:31], v[51:52], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[40:41], -v[32:33]
	v_add_f64 v[38:39], v[43:44], -v[38:39]
	v_mov_b32_e32 v44, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[30:31], -v[49:50]
	v_lshrrev_b32_e32 v0, 20, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v27, 0x7ff, v0
	v_bfe_u32 v0, v35, 20, 11
	v_add_nc_u32_e32 v43, 16, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[43:44], v[0:1]
	v_dual_cndmask_b32 v33, v33, v39 :: v_dual_cndmask_b32 v32, v32, v38
	v_mul_f64 v[38:39], v[45:46], s[48:49]
	v_dual_cndmask_b32 v35, v41, v37 :: v_dual_cndmask_b32 v34, v40, v36
	v_add_f64 v[36:37], v[34:35], -v[32:33]
	v_add_f64 v[27:28], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[36:37], v[36:37]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	v_add_f64 v[27:28], v[38:39], v[27:28]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[38:39], v[29:30], s[74:75]
	v_mul_f64 v[40:41], v[29:30], s[62:63]
	v_mul_f64 v[43:44], v[29:30], s[68:69]
	v_mul_f64 v[45:46], v[29:30], s[80:81]
	v_mul_f64 v[47:48], v[29:30], v[29:30]
	v_add_f64 v[31:32], v[34:35], -v[32:33]
	v_mul_f64 v[53:54], v[29:30], 0.5
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_add_f64 v[38:39], v[38:39], s[76:77]
	v_add_f64 v[40:41], v[40:41], s[64:65]
	v_add_f64 v[43:44], v[43:44], s[70:71]
	v_add_f64 v[45:46], v[45:46], s[82:83]
	v_mul_f64 v[49:50], v[29:30], v[47:48]
	v_mul_f64 v[33:34], v[47:48], v[47:48]
	v_mul_f64 v[47:48], v[36:37], v[29:30]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[27:28]
	v_add_f64 v[55:56], -v[53:54], 1.0
	v_mul_f64 v[38:39], v[29:30], v[38:39]
	v_mul_f64 v[40:41], v[29:30], v[40:41]
	v_mul_f64 v[43:44], v[29:30], v[43:44]
	v_mul_f64 v[45:46], v[49:50], v[45:46]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[27:28], v[27:28], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[38:39], v[38:39], s[78:79]
	v_add_f64 v[40:41], v[40:41], s[66:67]
	v_add_f64 v[43:44], v[43:44], s[72:73]
	v_rsq_f64_e32 v[51:52], v[27:28]
	v_cmp_class_f64_e64 vcc_lo, v[27:28], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[45:46], v[38:39]
	v_mul_f64 v[40:41], v[29:30], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[33:34], v[33:34], v[43:44]
	v_mul_f64 v[43:44], v[31:32], 0.5
	v_mul_f64 v[49:50], v[27:28], v[51:52]
	v_mul_f64 v[51:52], v[51:52], 0.5
	v_mul_f64 v[38:39], v[47:48], v[38:39]
	v_add_f64 v[33:34], v[40:41], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[45:46], -v[51:52], v[49:50], 0.5
	v_add_f64 v[38:39], v[43:44], -v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[49:50], v[49:50], v[45:46], v[49:50]
	v_fma_f64 v[40:41], v[51:52], v[45:46], v[51:52]
	v_mul_f64 v[45:46], v[36:37], v[31:32]
	v_add_f64 v[51:52], -v[55:56], 1.0
	v_mul_f64 v[29:30], v[29:30], v[38:39]
	v_fma_f64 v[43:44], -v[49:50], v[49:50], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[33:34], -v[45:46]
	v_mul_f64 v[45:46], v[47:48], s[84:85]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[38:39], v[43:44], v[40:41], v[49:50]
	v_add_f64 v[43:44], v[51:52], -v[53:54]
	v_add_f64 v[29:30], v[29:30], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], -v[38:39], v[38:39], v[27:28]
	v_add_f64 v[33:34], v[43:44], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[36:37], -v[29:30]
	v_mov_b32_e32 v36, v1
	v_fma_f64 v[31:32], v[31:32], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[55:56], v[33:34]
	v_ldexp_f64 v[31:32], v[31:32], v0
	v_and_b32_e32 v35, 2, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v37, 0x80000000, v34
	v_and_b32_e32 v0, 1, v42
	v_cndmask_b32_e32 v28, v32, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[35:36]
	v_xor_b32_e32 v35, 0x80000000, v30
	v_cndmask_b32_e32 v27, v31, v27, vcc_lo
	v_cndmask_b32_e64 v34, v37, v34, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v30, v30, v35, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v30, v30, v34, s1
	v_cndmask_b32_e64 v29, v29, v33, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[29:30], v[27:28]
	v_cvt_f32_f64_e32 v0, v[27:28]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v27, v8, v57 :: v_dual_mul_f32 v0, v10, v0
	v_dual_add_f32 v27, v27, v27 :: v_dual_mul_f32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, -0.5, v27
	v_mul_f32_e32 v27, v10, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, s8, v27
	v_add_f32_e32 v27, v8, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v27
	v_mul_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v27, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v27
	v_cndmask_b32_e32 v27, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s101
	v_mov_b32_e32 v28, v9
	s_and_saveexec_b32 s101, s6
	s_cbranch_execnz .LBB6_36
	s_branch .LBB6_37
.LBB6_48:
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v26, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v26
	v_cndmask_b32_e64 v26, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v26, v26
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v26
	global_store_b32 v1, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_43
.LBB6_49:
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v4, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v7, v0
	v_mul_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v7, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_44
.LBB6_50:
	global_load_b32 v0, v[2:3], off offset:1024
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v10, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v8, v0
	v_mul_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v8, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB6_45
.LBB6_51:
	global_load_b32 v0, v[2:3], off offset:2048
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v11, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v9, v0
	v_mul_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB6_11
.LBB6_52:
	global_load_b32 v0, v[2:3], off offset:3072
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v12, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v5
	v_cndmask_b32_e32 v5, 0x7fc00000, v0, vcc_lo
	s_branch .LBB6_11
.LBB6_53:
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
	v_sqrt_f32_e32 v25, v0
	v_add_nc_u32_e32 v26, -1, v25
	v_add_nc_u32_e32 v27, 1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v26
	v_xor_b32_e32 v29, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v28, v28, v25, v0
	v_fma_f32 v29, v29, v25, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v28
	v_cndmask_b32_e64 v25, v25, v26, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v29
	v_cndmask_b32_e64 v25, v25, v27, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x37800000, v25
	v_cndmask_b32_e64 v25, v25, v26, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v25, v0, s1
	v_cndmask_b32_e32 v25, 0, v0, vcc_lo
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_15
.LBB6_54:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v7, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_16
.LBB6_55:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v8, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB6_17
.LBB6_56:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v11, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v9, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB6_18
	s_branch .LBB6_19
.LBB6_57:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_63
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB6_64
.LBB6_59:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB6_65
.LBB6_60:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_62
.LBB6_61:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v5, s[16:17] offset:3072
.LBB6_62:
	s_endpgm
.LBB6_63:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v7, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB6_59
.LBB6_64:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v8, s[16:17] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB6_60
.LBB6_65:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v9, s[16:17] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_61
	s_branch .LBB6_62
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w1024
		.amdhsa_group_segment_fixed_size 4100
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
		.amdhsa_next_free_vgpr 60
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
.Lfunc_end6:
	.size	tessera_bivector_pull_w1024, .Lfunc_end6-tessera_bivector_pull_w1024

	.set tessera_bivector_pull_w1024.num_vgpr, 60
	.set tessera_bivector_pull_w1024.num_agpr, 0
	.set tessera_bivector_pull_w1024.numbered_sgpr, 103
	.set tessera_bivector_pull_w1024.num_named_barrier, 0
	.set tessera_bivector_pull_w1024.private_seg_size, 0
	.set tessera_bivector_pull_w1024.uses_vcc, 1
	.set tessera_bivector_pull_w1024.uses_flat_scratch, 0
	.set tessera_bivector_pull_w1024.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w1024.has_recursion, 0
	.set tessera_bivector_pull_w1024.has_indirect_call, 0
	.globl	tessera_bivector_pull_wide
	.p2align	8
	.type	tessera_bivector_pull_wide,@function
tessera_bivector_pull_wide:
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[20:21], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_33
	s_clause 0x1
	s_load_b128 s[24:27], s[0:1], 0x30
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b64 s[20:21], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_cbranch_scc1 .LBB10_33
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x38
	s_load_b128 s[28:31], s[0:1], 0x58
	s_waitcnt lgkmcnt(0)
	s_mul_i32 s11, s23, s2
	s_mul_hi_u32 s27, s22, s2
	s_lshl_b64 s[0:1], s[2:3], 2
	s_mul_i32 s26, s22, s2
	s_add_i32 s27, s27, s11
	s_add_u32 s14, s14, s0
	s_addc_u32 s15, s15, s1
	s_lshl_b64 s[0:1], s[26:27], 3
	v_mov_b32_e32 v1, 0
	s_add_u32 s42, s18, s0
	s_addc_u32 s43, s19, s1
	v_cmp_eq_u32_e64 s1, 0, v0
	s_mov_b32 s44, 0x94229359
	v_cmp_gt_u64_e64 s0, s[22:23], v[0:1]
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s46, 0x55555593
	s_cmp_lg_u32 s7, 0
	v_mov_b32_e32 v20, s5
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s6, 0
	v_add_co_u32 v4, s41, s42, v0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s6, s28, 0x9e3779b9
	s_addc_u32 s7, s29, 0
	s_add_u32 s36, s29, 0xbb67ae85
	s_addc_u32 s37, 0, 0
	s_add_u32 s94, s28, 0x3c6ef372
	s_add_u32 s38, s29, 0x76cf5d0a
	s_addc_u32 s39, 0, 0
	s_add_u32 s95, s28, 0xdaa66d2b
	s_add_u32 s96, s29, 0x32370b8f
	s_add_u32 s97, s28, 0x78dde6e4
	s_add_u32 s98, s29, 0xed9eba14
	s_add_u32 s99, s28, 0x1715609d
	s_add_u32 s100, s29, 0xa9066899
	s_add_u32 s101, s28, 0xb54cda56
	s_add_u32 s102, s29, 0x646e171e
	s_add_u32 s103, s28, 0x5384540f
	s_add_u32 s104, s29, 0x1fd5c5a3
	s_add_u32 vcc_hi, s29, 0xdb3d7428
	s_add_i32 s34, s28, 0x8ff34781
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s48, 0x35793c76
	s_cselect_b32 s35, -1, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_writelane_b32 v48, s35, 0
	s_or_b32 s2, s2, 4
	s_mul_i32 s3, s22, s3
	s_mul_hi_u32 s40, s22, s2
	s_and_b32 s35, s33, s0
	s_add_i32 s3, s40, s3
	s_mul_i32 s40, s23, s2
	s_mul_i32 s2, s22, s2
	s_add_i32 s3, s3, s40
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_lshl_b64 s[2:3], s[26:27], 2
	v_writelane_b32 v48, s42, 1
	v_add_co_u32 v10, s2, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s3, 0, s2
	v_add_co_u32 v6, s2, s18, v0
	v_add_co_u32 v8, vcc_lo, s12, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s13, v11, vcc_lo
	v_add_co_u32 v10, vcc_lo, s16, v10
	v_add_co_ci_u32_e64 v5, null, s43, 0, s41
	v_add_co_ci_u32_e64 v7, null, s19, 0, s2
	v_add_co_ci_u32_e64 v11, null, s17, v11, vcc_lo
	v_writelane_b32 v48, s43, 2
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s16, 0x1d8e78af
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s50, 0xfee00000
	s_mov_b32 s52, 0x54442d18
	s_mov_b32 s54, 0x6dc9c883
	s_mov_b32 s56, 0x54400000
	s_mov_b32 s58, 0x1a626331
	s_mov_b32 s60, 0x1a600000
	s_mov_b32 s62, 0x2e037073
	s_mov_b32 s64, 0x19cb1590
	s_mov_b32 s66, 0x16c15177
	s_mov_b32 s68, 0x5555554c
	s_mov_b32 s70, 0xbe8838d4
	s_mov_b32 s72, 0xbdb4b1c4
	s_mov_b32 s74, 0x809c52ad
	s_mov_b32 s76, 0x57b1fe7d
	s_mov_b32 s78, 0x19c161d5
	s_mov_b32 s80, 0x1110f8a6
	s_mov_b32 s82, 0x5acfd57c
	s_mov_b32 s84, 0x8a2b9ceb
	s_mov_b32 s86, 0x55555549
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s41, 0x3fc2f112
	s_mov_b32 s43, 0x3fc74664
	s_mov_b32 s45, 0x3fd24924
	s_mov_b32 s47, 0x3fe55555
	s_mov_b32 s49, 0x3dea39ef
	s_mov_b32 s51, 0x3fe62e42
	s_mov_b32 s53, 0x401921fb
	s_mov_b32 s55, 0x3fe45f30
	s_mov_b32 s57, 0xbff921fb
	s_mov_b32 s59, 0x3dd0b461
	s_mov_b32 s61, 0xbdd0b461
	s_mov_b32 s63, 0x3ba3198a
	s_mov_b32 s65, 0x3efa01a0
	s_mov_b32 s67, 0xbf56c16c
	s_mov_b32 s69, 0x3fa55555
	s_mov_b32 s71, 0xbda8fae9
	s_mov_b32 s73, 0x3e21ee9e
	s_mov_b32 s75, 0xbe927e4f
	s_mov_b32 s77, 0x3ec71de3
	s_mov_b32 s79, 0xbf2a01a0
	s_mov_b32 s81, 0x3f811111
	s_mov_b32 s83, 0x3de5d93a
	s_mov_b32 s85, 0xbe5ae5e6
	s_mov_b32 s87, 0x3fc55555
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_4:
	s_add_u32 s20, s20, 1
	s_addc_u32 s21, s21, 0
	s_waitcnt_vscnt null, 0x0
	s_cmp_eq_u64 s[20:21], s[24:25]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_33
.LBB10_5:
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccz .LBB10_32
	s_and_saveexec_b32 s5, s35
	s_cbranch_execz .LBB10_11
.LBB10_7:
	s_add_u32 s2, s20, s30
	s_addc_u32 s88, s21, s31
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	s_mul_hi_u32 s91, s88, 0xcd9e8d57
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	s_xor_b32 s89, s28, s91
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_xor_b32 s89, s89, s2
	s_mov_b32 s3, 0
	s_mul_hi_u32 s93, s89, 0xd2511f53
	s_mul_i32 s90, s88, 0xcd9e8d57
	s_mov_b32 s2, s93
	s_mul_i32 s92, s89, 0xd2511f53
	s_xor_b64 s[88:89], s[2:3], s[36:37]
	s_xor_b64 s[90:91], s[6:7], s[90:91]
	s_xor_b64 s[92:93], s[38:39], s[92:93]
.LBB10_8:
	v_add_co_u32 v0, vcc_lo, s26, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v21, null, s27, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v21
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v19
	v_xor_b32_e32 v21, s88, v18
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v0, s90, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor_b32_e32 v0, s92, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s96, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v23, 0
	v_xor3_b32 v0, s95, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s97, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s98, v19, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s100, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, s99, v19, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v26, s101, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, s102, v22, v24
	v_mul_hi_u32 v22, 0xcd9e8d57, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s103, v22, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s104, v21
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v21, 0xcd9e8d57, v19
	v_xor3_b32 v0, vcc_hi, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v21, s34, v19
	global_store_b32 v[14:15], v18, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_8
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s3, 0
.LBB10_10:
	global_load_b32 v0, v[12:13], off
	global_load_b32 v31, v[14:15], off
	s_waitcnt vmcnt(1)
	v_cvt_f64_u32_e32 v[18:19], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v19
	v_and_b32_e32 v19, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v19
	v_add_co_u32 v0, s2, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v38, null, 0, -1, s2
	v_add_f64 v[18:19], v[18:19], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[38:39], v38
	v_add_f64 v[21:22], v[18:19], 2.0
	v_mul_f64 v[40:41], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[38:39], v[38:39], 32
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[18:19]
	v_div_scale_f64 v[29:30], vcc_lo, v[18:19], v[21:22], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[18:19], v[40:41]
	v_rcp_f64_e32 v[25:26], v[23:24]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[25:26], v31
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[25:26], s[52:53]
	v_mul_f64 v[29:30], v[27:28], s[40:41]
	v_mul_f64 v[31:32], v[27:28], s[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[25:26], s[54:55]
	v_add_f64 v[29:30], v[29:30], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[16:17]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_add_f64 v[29:30], v[29:30], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[18:19]
	v_mul_f64 v[36:37], v[34:35], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v0
	v_add_f64 v[29:30], v[29:30], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[36:37], s[48:49]
	v_add_f64 v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[31:32], v[29:30]
	v_add_f64 v[23:24], v[40:41], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[58:59]
	v_mul_f64 v[34:35], v[34:35], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[21:22], v[42:43], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	v_lshrrev_b32_e32 v0, 20, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v25, 0x7ff, v0
	v_bfe_u32 v0, v26, 20, 11
	v_add_nc_u32_e32 v34, 16, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[0:1]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[50:51]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[18:19], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	v_add_f64 v[18:19], v[29:30], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[29:30], v[21:22], s[76:77]
	v_mul_f64 v[31:32], v[21:22], s[64:65]
	v_mul_f64 v[34:35], v[21:22], s[70:71]
	v_mul_f64 v[36:37], v[21:22], s[82:83]
	v_mul_f64 v[38:39], v[21:22], v[21:22]
	v_add_f64 v[23:24], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[21:22], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_add_f64 v[29:30], v[29:30], s[78:79]
	v_add_f64 v[31:32], v[31:32], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[72:73]
	v_add_f64 v[36:37], v[36:37], s[84:85]
	v_mul_f64 v[40:41], v[21:22], v[38:39]
	v_mul_f64 v[25:26], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[21:22]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	v_mul_f64 v[31:32], v[21:22], v[31:32]
	v_mul_f64 v[34:35], v[21:22], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[80:81]
	v_add_f64 v[31:32], v[31:32], s[68:69]
	v_add_f64 v[34:35], v[34:35], s[74:75]
	v_rsq_f64_e32 v[42:43], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[36:37], v[29:30]
	v_mul_f64 v[31:32], v[21:22], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[25:26], v[25:26], v[34:35]
	v_mul_f64 v[34:35], v[23:24], 0.5
	v_mul_f64 v[40:41], v[18:19], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_mul_f64 v[29:30], v[38:39], v[29:30]
	v_add_f64 v[25:26], v[31:32], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[36:37], -v[42:43], v[40:41], 0.5
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	v_fma_f64 v[40:41], v[40:41], v[36:37], v[40:41]
	v_fma_f64 v[31:32], v[42:43], v[36:37], v[42:43]
	v_mul_f64 v[36:37], v[27:28], v[23:24]
	v_add_f64 v[42:43], -v[46:47], 1.0
	v_mul_f64 v[21:22], v[21:22], v[29:30]
	v_fma_f64 v[34:35], -v[40:41], v[40:41], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[25:26], -v[36:37]
	v_mul_f64 v[36:37], v[38:39], s[86:87]
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], v[34:35], v[31:32], v[40:41]
	v_add_f64 v[34:35], v[42:43], -v[44:45]
	v_add_f64 v[21:22], v[21:22], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[23:24], -v[29:30], v[29:30], v[18:19]
	v_add_f64 v[25:26], v[34:35], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[27:28], -v[21:22]
	v_mov_b32_e32 v28, v1
	v_fma_f64 v[23:24], v[23:24], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[46:47], v[25:26]
	v_ldexp_f64 v[23:24], v[23:24], v0
	v_and_b32_e32 v27, 2, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v29, 0x80000000, v26
	v_dual_cndmask_b32 v19, v24, v19 :: v_dual_and_b32 v0, 1, v33
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v18, v23, v18, vcc_lo
	v_cmp_eq_u64_e64 s2, 0, v[27:28]
	v_xor_b32_e32 v27, 0x80000000, v22
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cndmask_b32_e64 v26, v29, v26, s2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v27, s2
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v26, s2
	v_cndmask_b32_e64 v21, v21, v25, s2
	s_or_b32 s3, vcc_lo, s3
	v_mul_f64 v[18:19], v[18:19], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[18:19]
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_10
.LBB10_11:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_14
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s5, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_13:
	global_load_b32 v18, v[12:13], off
	v_bcnt_u32_b32 v0, v16, 0
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_bcnt_u32_b32 v0, v17, v0
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	v_cmp_eq_u64_e32 vcc_lo, 2, v[0:1]
	v_cndmask_b32_e64 v0, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[16:17]
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, v0, v0
	global_store_b32 v[14:15], v0, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_13
.LBB10_14:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s1
	s_cbranch_execz .LBB10_19
	v_readlane_b32 s2, v48, 0
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_18
	v_readlane_b32 s2, v48, 1
	v_readlane_b32 s3, v48, 2
	s_mov_b64 s[88:89], s[22:23]
.LBB10_17:
	global_load_b32 v12, v1, s[2:3]
	s_add_u32 s88, s88, -1
	s_addc_u32 s89, s89, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[88:89], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v12
	s_cbranch_scc1 .LBB10_17
.LBB10_18:
	ds_store_b32 v1, v0
.LBB10_19:
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_26
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB10_22
	global_load_b32 v0, v1, s[14:15]
	ds_load_b32 v12, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v12
	v_cndmask_b32_e64 v12, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v12, v12
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v12
	global_store_b32 v1, v0, s[14:15]
.LBB10_22:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_25
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v14, v10
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v16, v6
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_mov_b32 s5, 0
.LBB10_24:
	global_load_b32 v21, v[12:13], off
	global_load_b32 v0, v[14:15], off
	global_load_b32 v22, v[16:17], off
	v_bcnt_u32_b32 v23, v18, 0
	s_waitcnt vmcnt(1)
	v_sub_f32_e32 v24, v21, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_bcnt_u32_b32 v0, v19, v23
	v_add_f32_e32 v23, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 2, v[0:1]
	v_mul_f32_e32 v23, -0.5, v23
	v_cndmask_b32_e64 v0, 0, 1.0, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_mul_f32_e32 v23, v0, v23
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v22, v0, v22
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_dual_mul_f32 v23, s4, v23 :: v_dual_mul_f32 v22, v20, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v21, v23
	v_add_f32_e32 v21, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v21
	v_and_b32_e32 v21, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[18:19]
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_24
.LBB10_25:
	s_or_b32 exec_lo, exec_lo, s3
	s_mov_b32 s2, 0
.LBB10_26:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB10_4
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB10_29
	global_load_b32 v0, v1, s[14:15]
	ds_load_b32 v12, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v12
	v_cndmask_b32_e64 v12, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v12, v12
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v12
	global_store_b32 v1, v0, s[14:15]
.LBB10_29:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_3
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v14, v10
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s5, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_31:
	global_load_b32 v18, v[12:13], off
	global_load_b32 v0, v[14:15], off
	v_bcnt_u32_b32 v19, v16, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v21, v18, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_bcnt_u32_b32 v0, v17, v19
	v_add_f32_e32 v19, v21, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 2, v[0:1]
	v_mul_f32_e32 v19, -0.5, v19
	v_cndmask_b32_e64 v0, 0, 1.0, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_mul_f32_e32 v19, v0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, s4, v19
	v_add_f32_e32 v18, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v18
	v_and_b32_e32 v18, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[16:17]
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_31
	s_branch .LBB10_3
.LBB10_32:
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
	s_and_saveexec_b32 s5, s35
	s_cbranch_execnz .LBB10_7
	s_branch .LBB10_11
.LBB10_33:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_wide
		.amdhsa_group_segment_fixed_size 4
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
		.amdhsa_inst_pref_size 35
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
	.size	tessera_bivector_pull_wide, .Lfunc_end10-tessera_bivector_pull_wide

	.set tessera_bivector_pull_wide.num_vgpr, 49
	.set tessera_bivector_pull_wide.num_agpr, 0
	.set tessera_bivector_pull_wide.numbered_sgpr, 105
	.set tessera_bivector_pull_wide.num_named_barrier, 0
	.set tessera_bivector_pull_wide.private_seg_size, 0
	.set tessera_bivector_pull_wide.uses_vcc, 1
	.set tessera_bivector_pull_wide.uses_flat_scratch, 0
	.set tessera_bivector_pull_wide.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_wide.has_recursion, 0
	.set tessera_bivector_pull_wide.has_indirect_call, 0
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
    .group_segment_fixed_size: 1280
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w4x64.kd
    .uses_dynamic_stack: false
    .vgpr_count:     49
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
    .group_segment_fixed_size: 1056
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w32x8.kd
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
    .group_segment_fixed_size: 1040
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w64x4.kd
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
    .group_segment_fixed_size: 1032
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w128x2.kd
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
    .group_segment_fixed_size: 1028
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     100
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
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
    .group_segment_fixed_size: 2052
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     103
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w512.kd
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
    .group_segment_fixed_size: 4100
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     105
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     60
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
    .group_segment_fixed_size: 8196
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     95
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
    .group_segment_fixed_size: 16388
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_bivector_pull_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     105
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     69
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
    .group_segment_fixed_size: 32772
    .kernarg_segment_align: 8
    .kernarg_segment_size: 96
    .max_flat_workgroup_size: 1024
    .name:           tessera_bivector_pull_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_bivector_pull_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     94
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
    .group_segment_fixed_size: 4
    .kernarg_segment_align: 8
    .kernarg_segment_size: 104
    .max_flat_workgroup_size: 256
    .name:           tessera_bivector_pull_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 3
    .symbol:         tessera_bivector_pull_wide.kd
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
