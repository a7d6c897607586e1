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
	s_cbranch_vccnz .LBB0_32
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
	s_cbranch_scc1 .LBB0_29
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
	s_cmp_eq_u32 s11, 0
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
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v13, v2
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB0_30
.LBB0_8:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v9, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v13, v2
	v_mul_f32_e32 v2, v2, v2
	ds_store_b32 v8, v2
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_15
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_14
	v_mov_b32_e32 v17, v7
	s_mov_b64 s[6:7], s[24:25]
.LBB0_13:
	ds_load_b32 v18, v17
	v_add_nc_u32_e32 v17, 4, v17
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v18
	s_cbranch_scc1 .LBB0_13
.LBB0_14:
	ds_store_b32 v6, v2
.LBB0_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s80
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_23
	v_mov_b32_e32 v2, v13
	s_and_saveexec_b32 s93, s5
	s_cbranch_execz .LBB0_22
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_19
	global_load_b32 v2, v[0:1], off
	ds_load_b32 v17, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v17
	v_cndmask_b32_e64 v17, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v17, v17
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v2, v2, v17
	global_store_b32 v[0:1], v2, off
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v2, v13
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s94, exec_lo, s1
	s_cbranch_execz .LBB0_21
	s_mul_f32 s95, s14, s12
	global_load_b32 v48, v[4:5], off
	s_cmp_gt_f32 s95, 0
	s_mul_f32 s6, s95, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s95, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v47, s6
	s_cselect_b32 s6, -1, 0
	s_add_u32 s7, s16, s30
	s_addc_u32 s96, s17, s31
	s_mul_i32 s97, s96, 0xcd9e8d57
	s_mul_hi_u32 s96, s96, 0xcd9e8d57
	v_xor_b32_e32 v2, s97, v14
	s_xor_b32 s96, s28, s96
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s7, s96, s7
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s96, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v2, s96, v15
	v_xor3_b32 v20, s7, s81, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v19, v16
	v_xor3_b32 v21, v21, s82, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s83, v19, v17
	v_xor3_b32 v19, v22, s85, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s84, v18, v20
	v_xor3_b32 v19, v23, s86, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s87, v18, v21
	v_xor3_b32 v20, v20, s89, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s88, v18, v22
	v_xor3_b32 v2, v2, s90, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, s91, v18, v19
	v_xor3_b32 v2, v2, s29, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v19, 0xcd9e8d57, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, s92, v18, v19
	v_cvt_f64_u32_e32 v[18:19], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v19
	v_and_b32_e32 v19, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v19
	v_add_co_u32 v2, s7, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], -1.0
	v_add_f64 v[20:21], v[18:19], 2.0
	v_mul_f64 v[39:40], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
	v_div_scale_f64 v[28:29], vcc_lo, v[18:19], v[20:21], v[18:19]
	v_mul_f64 v[39:40], v[18:19], v[39:40]
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
	v_cvt_f64_u32_e32 v[24:25], v17
	v_add_co_ci_u32_e64 v17, null, 0, -1, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[37:38], v17
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	v_mul_f64 v[24:25], v[24:25], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], s[22:23]
	v_mul_f64 v[30:31], v[26:27], s[10:11]
	v_mul_f64 v[32:33], v[24:25], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[34:35]
	v_add_f64 v[30:31], v[30:31], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[28:29], s[36:37]
	v_add_f64 v[30:31], v[30:31], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[33:34], s[48:49]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[38:39]
	v_add_f64 v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[52:53]
	v_mul_f64 v[41:42], v[35:36], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[26:27], v[22:23]
	v_add_f64 v[26:27], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[39:40], v[22:23]
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[50:51]
	v_mul_f64 v[33:34], v[33:34], s[54:55]
	v_add_f64 v[28:29], v[37:38], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[41:42], v[20:21]
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v3
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v38
	v_and_b32_e32 v17, 0x7ff, v2
	v_bfe_u32 v2, v25, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v33, 16, v17
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[2:3]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[42:43]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[17:18], v[18:19], v[20:21]
	v_mul_f64 v[19:20], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[28:29], v[17:18]
	v_mul_f64 v[28:29], v[19:20], s[68:69]
	v_mul_f64 v[30:31], v[19:20], s[56:57]
	v_mul_f64 v[33:34], v[19:20], s[62:63]
	v_mul_f64 v[35:36], v[19:20], s[74:75]
	v_mul_f64 v[37:38], v[19:20], v[19:20]
	v_add_f64 v[21:22], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[19:20], 0.5
	v_mul_f64 v[17:18], v[17:18], -2.0
	v_and_b32_e32 v25, 2, v32
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[26:27], -v[19:20]
	v_mov_b32_e32 v26, v3
	v_cmp_eq_u64_e64 s7, 0, v[25:26]
	v_fma_f64 v[21:22], v[21:22], v[30:31], v[28:29]
	v_add_f64 v[23:24], v[45:46], v[23:24]
	v_xor_b32_e32 v25, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v20, v20, v25, s7
	v_ldexp_f64 v[21:22], v[21:22], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v2, 1, v32
	v_cndmask_b32_e64 v24, v27, v24, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s7, 0, v[2:3]
	v_cndmask_b32_e64 v2, s95, v47, s6
	v_cndmask_b32_e64 v20, v20, v24, s7
	v_cndmask_b32_e64 v19, v19, v23, s7
	v_dual_cndmask_b32 v18, v22, v18 :: v_dual_cndmask_b32 v17, v21, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[17:18]
	v_sqrt_f32_e32 v19, v2
	v_add_nc_u32_e32 v20, -1, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v22, 0x80000000, v20
	v_cvt_f32_f64_e32 v17, v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, v22, v19, v2
	v_cmp_ge_f32_e32 vcc_lo, 0, v18
	v_dual_cndmask_b32 v18, v19, v20 :: v_dual_add_nc_u32 v21, 1, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v21
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v13, v48
	v_fma_f32 v22, v23, v19, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v22
	v_cndmask_b32_e32 v18, v18, v21, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	v_mul_f32_e32 v19, 0x37800000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v18, v19, s6
	v_add_f32_e32 v19, v20, v20
	v_dual_mul_f32 v17, v9, v17 :: v_dual_cndmask_b32 v2, v18, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, -0.5, v19
	v_cndmask_b32_e64 v2, 0, v2, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, v9, v18
	v_cndmask_b32_e64 v2, v2, s9, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, s8, v18
	v_mul_f32_e32 v2, v2, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v13, v18
	v_add_f32_e32 v2, v2, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v9, v2
	v_and_b32_e32 v17, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB0_21:
	s_or_b32 exec_lo, exec_lo, s94
.LBB0_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s93
	s_cbranch_execnz .LBB0_7
	s_branch .LBB0_24
.LBB0_23:
.LBB0_24:
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB0_6
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB0_27
	global_load_b32 v2, v[0:1], off
	ds_load_b32 v17, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v17
	v_cndmask_b32_e64 v17, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v17, v17
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v2, v2, v17
	global_store_b32 v[0:1], v2, off
.LBB0_27:
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
.LBB0_29:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v13
.LBB0_30:
	s_nor_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_32
	v_add_co_u32 v0, vcc_lo, v10, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v11, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB0_32:
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
		.amdhsa_next_free_sgpr 98
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
	.size	tessera_bivector_pull_w4x64, .Lfunc_end0-tessera_bivector_pull_w4x64

	.set tessera_bivector_pull_w4x64.num_vgpr, 49
	.set tessera_bivector_pull_w4x64.num_agpr, 0
	.set tessera_bivector_pull_w4x64.numbered_sgpr, 98
	.set tessera_bivector_pull_w4x64.num_named_barrier, 0
	.set tessera_bivector_pull_w4x64.private_seg_size, 0
	.set tessera_bivector_pull_w4x64.uses_vcc, 1
	.set tessera_bivector_pull_w4x64.uses_flat_scratch, 0
	.set tessera_bivector_pull_w4x64.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w4x64.has_recursion, 0
	.set tessera_bivector_pull_w4x64.has_indirect_call, 0
	.globl	tessera_bivector_pull_w32x8
	.p2align	8
	.type	tessera_bivector_pull_w32x8,@function
tessera_bivector_pull_w32x8:
	s_load_b128 s[24:27], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[24:25], 32
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_38
	s_load_b256 s[16:23], s[0:1], 0x0
	v_lshrrev_b32_e32 v13, 5, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 3
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v9, s2, v13
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s22, -1
	s_addc_u32 s5, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s3 :: v_dual_mov_b32 v1, s5
	v_cmp_le_u64_e64 s2, s[22:23], v[9:10]
	v_cmp_gt_u64_e64 s5, s[22:23], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v9, s4, s2
	v_cndmask_b32_e64 v6, s3, v1, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v3, v5, s25
	v_mad_u64_u32 v[1:2], null, v5, s24, 0
	v_mul_lo_u32 v4, v6, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v3, 31, v0
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_le_u64_e64 s3, s[24:25], v[3:4]
	v_cmp_gt_u64_e64 s4, s[24:25], v[3:4]
	v_lshlrev_b32_e32 v11, 2, v3
	v_add_co_u32 v9, vcc_lo, s16, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s17, v8, vcc_lo
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v14, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v10, vcc_lo
	global_load_b32 v12, v[14:15], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s6
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB1_35
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v15, vcc_lo, s20, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v19, null, s21, v8, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v3
	v_cmp_eq_u64_e64 s0, 0, v[3:4]
	v_and_b32_e32 v4, 0xe0, v0
	v_add_co_ci_u32_e64 v14, null, 0, v2, vcc_lo
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b32_e32 v7, 2, v4
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_bcnt_u32_b32 v3, v3, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s96, s[24:25], 7
	v_lshl_or_b32 v8, v13, 2, 0x400
	v_xor_b32_e32 v4, v17, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_add_co_u32 v1, vcc_lo, s18, v5
	s_cselect_b32 s15, -1, 0
	v_xor_b32_e32 v4, s29, v4
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v2, null, s19, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v4, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_lshlrev_b32_e32 v3, 2, v0
	s_cselect_b32 s82, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	v_cndmask_b32_e64 v14, 0, 1.0, vcc_lo
	v_add_co_u32 v5, vcc_lo, v15, v11
	s_add_u32 s6, s29, 0xbb67ae85
	v_xor_b32_e32 v15, s1, v18
	s_add_u32 s1, s28, 0x3c6ef372
	s_and_b32 s22, s24, 7
	v_mov_b32_e32 v4, 0
	v_or_b32_e32 v13, v7, v11
	v_add_co_ci_u32_e64 v6, null, 0, v19, vcc_lo
	s_add_u32 s83, s29, 0x76cf5d0a
	s_add_u32 s84, s28, 0xdaa66d2b
	s_add_u32 s85, s29, 0x32370b8f
	s_add_u32 s86, s28, 0x78dde6e4
	s_add_u32 s87, s29, 0xed9eba14
	s_add_u32 s88, s28, 0x1715609d
	s_add_u32 s89, s29, 0xa9066899
	s_add_u32 s90, s28, 0xb54cda56
	s_add_u32 s91, s29, 0x646e171e
	s_add_u32 s92, s28, 0x5384540f
	s_add_u32 s93, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s94, s28, 0x8ff34781
	s_and_b32 s10, s24, 56
	v_xor_b32_e32 v0, s6, v16
	v_xor_b32_e32 v16, s1, v17
	v_and_b32_e32 v17, 0x380, v3
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s20, 0x1d8e78af
	s_mov_b32 s24, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x19cb1590
	s_mov_b32 s60, 0x16c15177
	s_mov_b32 s62, 0x5555554c
	s_mov_b32 s64, 0xbe8838d4
	s_mov_b32 s66, 0xbdb4b1c4
	s_mov_b32 s68, 0x809c52ad
	s_mov_b32 s70, 0x57b1fe7d
	s_mov_b32 s72, 0x19c161d5
	s_mov_b32 s74, 0x1110f8a6
	s_mov_b32 s76, 0x5acfd57c
	s_mov_b32 s78, 0x8a2b9ceb
	s_mov_b32 s80, 0x55555549
	s_mov_b32 s11, s23
	s_cselect_b32 s95, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s21, 0x3fcc71c5
	s_mov_b32 s25, 0x3fd99999
	s_mov_b32 s35, 0x3fc2f112
	s_mov_b32 s37, 0x3fc74664
	s_mov_b32 s39, 0x3fd24924
	s_mov_b32 s41, 0x3fe55555
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
	s_mov_b32 s47, 0x401921fb
	s_mov_b32 s49, 0x3fe45f30
	s_mov_b32 s51, 0xbff921fb
	s_mov_b32 s53, 0x3dd0b461
	s_mov_b32 s55, 0xbdd0b461
	s_mov_b32 s57, 0x3ba3198a
	s_mov_b32 s59, 0x3efa01a0
	s_mov_b32 s61, 0xbf56c16c
	s_mov_b32 s63, 0x3fa55555
	s_mov_b32 s65, 0xbda8fae9
	s_mov_b32 s67, 0x3e21ee9e
	s_mov_b32 s69, 0xbe927e4f
	s_mov_b32 s71, 0x3ec71de3
	s_mov_b32 s73, 0xbf2a01a0
	s_mov_b32 s75, 0x3f811111
	s_mov_b32 s77, 0x3de5d93a
	s_mov_b32 s79, 0xbe5ae5e6
	s_mov_b32 s81, 0x3fc55555
	s_branch .LBB1_8
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s6
.LBB1_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v3, v12
.LBB1_7:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v12, v3
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB1_36
.LBB1_8:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v12, v3
	v_mul_f32_e32 v3, v3, v3
	ds_store_b32 v13, v3
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_20
	v_mov_b32_e32 v3, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_19
	s_and_not1_b32 vcc_lo, exec_lo, s96
	s_cbranch_vccnz .LBB1_16
	v_mov_b32_e32 v18, v7
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB1_14:
	ds_load_2addr_b32 v[19:20], v18 offset1:1
	ds_load_2addr_b32 v[21:22], v18 offset0:2 offset1:3
	ds_load_2addr_b32 v[23:24], v18 offset0:4 offset1:5
	ds_load_2addr_b32 v[25:26], v18 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v18, 32, v18
	s_cmp_lg_u64 s[10:11], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v3, v3, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v20
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v3, v3, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v24
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v26
	s_cbranch_scc1 .LBB1_14
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s97, s95
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s97
	s_cbranch_vccnz .LBB1_17
	s_branch .LBB1_19
.LBB1_16:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB1_19
.LBB1_17:
	v_lshl_add_u32 v18, s6, 2, v17
	s_mov_b64 s[6:7], s[22:23]
.LBB1_18:
	ds_load_b32 v19, v18
	v_add_nc_u32_e32 v18, 4, v18
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v19
	s_cbranch_scc1 .LBB1_18
.LBB1_19:
	ds_store_b32 v8, v3
.LBB1_20:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s82
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_29
	v_mov_b32_e32 v3, v12
	s_and_saveexec_b32 s97, s5
	s_cbranch_execz .LBB1_28
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_25
	global_load_b32 v3, v[1:2], off
	ds_load_b32 v18, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v18
	global_store_b32 v[1:2], v3, off
.LBB1_25:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v3, v12
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s98, exec_lo, s1
	s_cbranch_execz .LBB1_27
	s_mul_f32 s99, s14, s12
	global_load_b32 v49, v[5:6], off
	s_cmp_gt_f32 s99, 0
	s_mul_f32 s6, s99, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s99, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v48, s6
	s_cselect_b32 s6, -1, 0
	s_add_u32 s7, s16, s30
	s_addc_u32 s100, s17, s31
	s_mul_i32 s101, s100, 0xcd9e8d57
	s_mul_hi_u32 s100, s100, 0xcd9e8d57
	v_xor_b32_e32 v3, s101, v15
	s_xor_b32 s100, s28, s100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s7, s100, s7
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v3, 0
	s_mul_hi_u32 s100, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v3, s100, v0
	v_xor3_b32 v21, s7, s83, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v20, v16
	v_xor3_b32 v22, v22, s84, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s85, v20, v18
	v_xor3_b32 v20, v23, s87, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s86, v19, v21
	v_xor3_b32 v20, v24, s88, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s89, v19, v22
	v_xor3_b32 v21, v21, s91, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s90, v19, v23
	v_xor3_b32 v3, v3, s92, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s93, v19, v20
	v_xor3_b32 v3, v3, s29, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v20, 0xcd9e8d57, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v3, s94, v19, v20
	v_cvt_f64_u32_e32 v[19:20], v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x95f62, v20
	v_and_b32_e32 v20, 0xfffff, v3
	v_lshrrev_b32_e32 v3, 20, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v20
	v_add_co_u32 v3, s7, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], -1.0
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_add_co_ci_u32_e64 v18, null, 0, -1, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[38:39], v18
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[38:39], v[38:39], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	v_mul_f64 v[25:26], v[25:26], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[34:35]
	v_mul_f64 v[31:32], v[27:28], s[18:19]
	v_mul_f64 v[33:34], v[25:26], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[36:37]
	v_add_f64 v[31:32], v[31:32], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[38:39]
	v_add_f64 v[31:32], v[31:32], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[50:51]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[40:41]
	v_add_f64 v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[54:55]
	v_mul_f64 v[42:43], v[36:37], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[27:28], v[23:24]
	v_add_f64 v[27:28], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[40:41], v[23:24]
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[52:53]
	v_mul_f64 v[34:35], v[34:35], s[56:57]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[42:43], v[21:22]
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v4
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 20, v39
	v_and_b32_e32 v18, 0x7ff, v3
	v_bfe_u32 v3, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v34, 16, v18
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[3:4]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[44:45]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[29:30], v[18:19]
	v_mul_f64 v[29:30], v[20:21], s[70:71]
	v_mul_f64 v[31:32], v[20:21], s[58:59]
	v_mul_f64 v[34:35], v[20:21], s[64:65]
	v_mul_f64 v[36:37], v[20:21], s[76:77]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[72:73]
	v_add_f64 v[31:32], v[31:32], s[60:61]
	v_add_f64 v[34:35], v[34:35], s[66:67]
	v_add_f64 v[36:37], v[36:37], s[78:79]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v3
	v_cndmask_b32_e64 v3, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[74:75]
	v_add_f64 v[31:32], v[31:32], s[62:63]
	v_add_f64 v[34:35], v[34:35], s[68:69]
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
	v_mul_f64 v[36:37], v[38:39], s[80:81]
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
	v_mov_b32_e32 v27, v4
	v_cmp_eq_u64_e64 s7, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s7
	v_ldexp_f64 v[22:23], v[22:23], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v3, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s7, 0, v[3:4]
	v_cndmask_b32_e64 v3, s99, v48, s6
	v_cndmask_b32_e64 v21, v21, v25, s7
	v_cndmask_b32_e64 v20, v20, v24, s7
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_sqrt_f32_e32 v20, v3
	v_add_nc_u32_e32 v21, -1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_cvt_f32_f64_e32 v18, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, v23, v20, v3
	v_cmp_ge_f32_e32 vcc_lo, 0, v19
	v_dual_cndmask_b32 v19, v20, v21 :: v_dual_add_nc_u32 v22, 1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v22
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v21, v12, v49
	v_fma_f32 v23, v24, v20, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e32 v19, v19, v22, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	v_mul_f32_e32 v20, 0x37800000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v19, v19, v20, s6
	v_add_f32_e32 v20, v21, v21
	v_dual_mul_f32 v18, v14, v18 :: v_dual_cndmask_b32 v3, v19, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, -0.5, v20
	v_cndmask_b32_e64 v3, 0, v3, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, v14, v19
	v_cndmask_b32_e64 v3, v3, s9, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, s8, v19
	v_mul_f32_e32 v3, v3, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v12, v19
	v_add_f32_e32 v3, v3, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v14, v3
	v_and_b32_e32 v18, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
.LBB1_27:
	s_or_b32 exec_lo, exec_lo, s98
.LBB1_28:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s97
	s_cbranch_execnz .LBB1_7
	s_branch .LBB1_30
.LBB1_29:
.LBB1_30:
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB1_6
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB1_33
	global_load_b32 v3, v[1:2], off
	ds_load_b32 v18, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v18
	global_store_b32 v[1:2], v3, off
.LBB1_33:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB1_5
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v12, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v3
	v_mul_f32_e32 v3, -0.5, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v14, v3
	v_mul_f32_e32 v3, s8, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v12, v3
	v_mul_f32_e32 v3, v14, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v12, 0x7fc00000, v3, vcc_lo
	s_branch .LBB1_5
.LBB1_35:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v12
.LBB1_36:
	s_nor_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_38
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	global_store_b32 v[0:1], v3, off
.LBB1_38:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w32x8
		.amdhsa_group_segment_fixed_size 1056
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
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 102
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
.Lfunc_end1:
	.size	tessera_bivector_pull_w32x8, .Lfunc_end1-tessera_bivector_pull_w32x8

	.set tessera_bivector_pull_w32x8.num_vgpr, 50
	.set tessera_bivector_pull_w32x8.num_agpr, 0
	.set tessera_bivector_pull_w32x8.numbered_sgpr, 102
	.set tessera_bivector_pull_w32x8.num_named_barrier, 0
	.set tessera_bivector_pull_w32x8.private_seg_size, 0
	.set tessera_bivector_pull_w32x8.uses_vcc, 1
	.set tessera_bivector_pull_w32x8.uses_flat_scratch, 0
	.set tessera_bivector_pull_w32x8.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w32x8.has_recursion, 0
	.set tessera_bivector_pull_w32x8.has_indirect_call, 0
	.globl	tessera_bivector_pull_w64x4
	.p2align	8
	.type	tessera_bivector_pull_w64x4,@function
tessera_bivector_pull_w64x4:
	s_load_b128 s[24:27], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[24:25], 64
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_38
	s_load_b256 s[16:23], s[0:1], 0x0
	v_lshrrev_b32_e32 v13, 6, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v9, s2, v13
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s22, -1
	s_addc_u32 s5, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s3 :: v_dual_mov_b32 v1, s5
	v_cmp_le_u64_e64 s2, s[22:23], v[9:10]
	v_cmp_gt_u64_e64 s5, s[22:23], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v9, s4, s2
	v_cndmask_b32_e64 v6, s3, v1, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v3, v5, s25
	v_mad_u64_u32 v[1:2], null, v5, s24, 0
	v_mul_lo_u32 v4, v6, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v3, 63, v0
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_le_u64_e64 s3, s[24:25], v[3:4]
	v_cmp_gt_u64_e64 s4, s[24:25], v[3:4]
	v_lshlrev_b32_e32 v11, 2, v3
	v_add_co_u32 v9, vcc_lo, s16, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s17, v8, vcc_lo
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v14, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v10, vcc_lo
	global_load_b32 v12, v[14:15], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s6
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_35
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v15, vcc_lo, s20, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v19, null, s21, v8, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v3
	v_cmp_eq_u64_e64 s0, 0, v[3:4]
	v_and_b32_e32 v4, 0xc0, v0
	v_add_co_ci_u32_e64 v14, null, 0, v2, vcc_lo
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b32_e32 v7, 2, v4
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_bcnt_u32_b32 v3, v3, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s96, s[24:25], 7
	v_lshl_or_b32 v8, v13, 2, 0x400
	v_xor_b32_e32 v4, v17, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_add_co_u32 v1, vcc_lo, s18, v5
	s_cselect_b32 s15, -1, 0
	v_xor_b32_e32 v4, s29, v4
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v2, null, s19, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v4, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_lshlrev_b32_e32 v3, 2, v0
	s_cselect_b32 s82, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	v_cndmask_b32_e64 v14, 0, 1.0, vcc_lo
	v_add_co_u32 v5, vcc_lo, v15, v11
	s_add_u32 s6, s29, 0xbb67ae85
	v_xor_b32_e32 v15, s1, v18
	s_add_u32 s1, s28, 0x3c6ef372
	s_and_b32 s22, s24, 7
	v_mov_b32_e32 v4, 0
	v_or_b32_e32 v13, v7, v11
	v_add_co_ci_u32_e64 v6, null, 0, v19, vcc_lo
	s_add_u32 s83, s29, 0x76cf5d0a
	s_add_u32 s84, s28, 0xdaa66d2b
	s_add_u32 s85, s29, 0x32370b8f
	s_add_u32 s86, s28, 0x78dde6e4
	s_add_u32 s87, s29, 0xed9eba14
	s_add_u32 s88, s28, 0x1715609d
	s_add_u32 s89, s29, 0xa9066899
	s_add_u32 s90, s28, 0xb54cda56
	s_add_u32 s91, s29, 0x646e171e
	s_add_u32 s92, s28, 0x5384540f
	s_add_u32 s93, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s94, s28, 0x8ff34781
	s_and_b32 s10, s24, 0x78
	v_xor_b32_e32 v0, s6, v16
	v_xor_b32_e32 v16, s1, v17
	v_and_b32_e32 v17, 0x300, v3
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s20, 0x1d8e78af
	s_mov_b32 s24, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x19cb1590
	s_mov_b32 s60, 0x16c15177
	s_mov_b32 s62, 0x5555554c
	s_mov_b32 s64, 0xbe8838d4
	s_mov_b32 s66, 0xbdb4b1c4
	s_mov_b32 s68, 0x809c52ad
	s_mov_b32 s70, 0x57b1fe7d
	s_mov_b32 s72, 0x19c161d5
	s_mov_b32 s74, 0x1110f8a6
	s_mov_b32 s76, 0x5acfd57c
	s_mov_b32 s78, 0x8a2b9ceb
	s_mov_b32 s80, 0x55555549
	s_mov_b32 s11, s23
	s_cselect_b32 s95, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s21, 0x3fcc71c5
	s_mov_b32 s25, 0x3fd99999
	s_mov_b32 s35, 0x3fc2f112
	s_mov_b32 s37, 0x3fc74664
	s_mov_b32 s39, 0x3fd24924
	s_mov_b32 s41, 0x3fe55555
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
	s_mov_b32 s47, 0x401921fb
	s_mov_b32 s49, 0x3fe45f30
	s_mov_b32 s51, 0xbff921fb
	s_mov_b32 s53, 0x3dd0b461
	s_mov_b32 s55, 0xbdd0b461
	s_mov_b32 s57, 0x3ba3198a
	s_mov_b32 s59, 0x3efa01a0
	s_mov_b32 s61, 0xbf56c16c
	s_mov_b32 s63, 0x3fa55555
	s_mov_b32 s65, 0xbda8fae9
	s_mov_b32 s67, 0x3e21ee9e
	s_mov_b32 s69, 0xbe927e4f
	s_mov_b32 s71, 0x3ec71de3
	s_mov_b32 s73, 0xbf2a01a0
	s_mov_b32 s75, 0x3f811111
	s_mov_b32 s77, 0x3de5d93a
	s_mov_b32 s79, 0xbe5ae5e6
	s_mov_b32 s81, 0x3fc55555
	s_branch .LBB2_8
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s6
.LBB2_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v3, v12
.LBB2_7:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v12, v3
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB2_36
.LBB2_8:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v12, v3
	v_mul_f32_e32 v3, v3, v3
	ds_store_b32 v13, v3
.LBB2_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_20
	v_mov_b32_e32 v3, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB2_19
	s_and_not1_b32 vcc_lo, exec_lo, s96
	s_cbranch_vccnz .LBB2_16
	v_mov_b32_e32 v18, v7
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB2_14:
	ds_load_2addr_b32 v[19:20], v18 offset1:1
	ds_load_2addr_b32 v[21:22], v18 offset0:2 offset1:3
	ds_load_2addr_b32 v[23:24], v18 offset0:4 offset1:5
	ds_load_2addr_b32 v[25:26], v18 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v18, 32, v18
	s_cmp_lg_u64 s[10:11], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v3, v3, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v20
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v3, v3, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v24
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v26
	s_cbranch_scc1 .LBB2_14
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s97, s95
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s97
	s_cbranch_vccnz .LBB2_17
	s_branch .LBB2_19
.LBB2_16:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB2_19
.LBB2_17:
	v_lshl_add_u32 v18, s6, 2, v17
	s_mov_b64 s[6:7], s[22:23]
.LBB2_18:
	ds_load_b32 v19, v18
	v_add_nc_u32_e32 v18, 4, v18
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v19
	s_cbranch_scc1 .LBB2_18
.LBB2_19:
	ds_store_b32 v8, v3
.LBB2_20:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s82
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_29
	v_mov_b32_e32 v3, v12
	s_and_saveexec_b32 s97, s5
	s_cbranch_execz .LBB2_28
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_25
	global_load_b32 v3, v[1:2], off
	ds_load_b32 v18, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v18
	global_store_b32 v[1:2], v3, off
.LBB2_25:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v3, v12
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s98, exec_lo, s1
	s_cbranch_execz .LBB2_27
	s_mul_f32 s99, s14, s12
	global_load_b32 v49, v[5:6], off
	s_cmp_gt_f32 s99, 0
	s_mul_f32 s6, s99, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s99, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v48, s6
	s_cselect_b32 s6, -1, 0
	s_add_u32 s7, s16, s30
	s_addc_u32 s100, s17, s31
	s_mul_i32 s101, s100, 0xcd9e8d57
	s_mul_hi_u32 s100, s100, 0xcd9e8d57
	v_xor_b32_e32 v3, s101, v15
	s_xor_b32 s100, s28, s100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s7, s100, s7
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v3, 0
	s_mul_hi_u32 s100, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v3, s100, v0
	v_xor3_b32 v21, s7, s83, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v20, v16
	v_xor3_b32 v22, v22, s84, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s85, v20, v18
	v_xor3_b32 v20, v23, s87, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s86, v19, v21
	v_xor3_b32 v20, v24, s88, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s89, v19, v22
	v_xor3_b32 v21, v21, s91, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s90, v19, v23
	v_xor3_b32 v3, v3, s92, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s93, v19, v20
	v_xor3_b32 v3, v3, s29, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v20, 0xcd9e8d57, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v3, s94, v19, v20
	v_cvt_f64_u32_e32 v[19:20], v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x95f62, v20
	v_and_b32_e32 v20, 0xfffff, v3
	v_lshrrev_b32_e32 v3, 20, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v20
	v_add_co_u32 v3, s7, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], -1.0
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_add_co_ci_u32_e64 v18, null, 0, -1, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[38:39], v18
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[38:39], v[38:39], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	v_mul_f64 v[25:26], v[25:26], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[34:35]
	v_mul_f64 v[31:32], v[27:28], s[18:19]
	v_mul_f64 v[33:34], v[25:26], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[36:37]
	v_add_f64 v[31:32], v[31:32], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[38:39]
	v_add_f64 v[31:32], v[31:32], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[50:51]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[40:41]
	v_add_f64 v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[54:55]
	v_mul_f64 v[42:43], v[36:37], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[27:28], v[23:24]
	v_add_f64 v[27:28], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[40:41], v[23:24]
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[52:53]
	v_mul_f64 v[34:35], v[34:35], s[56:57]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[42:43], v[21:22]
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v4
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 20, v39
	v_and_b32_e32 v18, 0x7ff, v3
	v_bfe_u32 v3, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v34, 16, v18
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[3:4]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[44:45]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[29:30], v[18:19]
	v_mul_f64 v[29:30], v[20:21], s[70:71]
	v_mul_f64 v[31:32], v[20:21], s[58:59]
	v_mul_f64 v[34:35], v[20:21], s[64:65]
	v_mul_f64 v[36:37], v[20:21], s[76:77]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[72:73]
	v_add_f64 v[31:32], v[31:32], s[60:61]
	v_add_f64 v[34:35], v[34:35], s[66:67]
	v_add_f64 v[36:37], v[36:37], s[78:79]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v3
	v_cndmask_b32_e64 v3, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[74:75]
	v_add_f64 v[31:32], v[31:32], s[62:63]
	v_add_f64 v[34:35], v[34:35], s[68:69]
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
	v_mul_f64 v[36:37], v[38:39], s[80:81]
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
	v_mov_b32_e32 v27, v4
	v_cmp_eq_u64_e64 s7, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s7
	v_ldexp_f64 v[22:23], v[22:23], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v3, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s7, 0, v[3:4]
	v_cndmask_b32_e64 v3, s99, v48, s6
	v_cndmask_b32_e64 v21, v21, v25, s7
	v_cndmask_b32_e64 v20, v20, v24, s7
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_sqrt_f32_e32 v20, v3
	v_add_nc_u32_e32 v21, -1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_cvt_f32_f64_e32 v18, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, v23, v20, v3
	v_cmp_ge_f32_e32 vcc_lo, 0, v19
	v_dual_cndmask_b32 v19, v20, v21 :: v_dual_add_nc_u32 v22, 1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v22
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v21, v12, v49
	v_fma_f32 v23, v24, v20, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e32 v19, v19, v22, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	v_mul_f32_e32 v20, 0x37800000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v19, v19, v20, s6
	v_add_f32_e32 v20, v21, v21
	v_dual_mul_f32 v18, v14, v18 :: v_dual_cndmask_b32 v3, v19, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, -0.5, v20
	v_cndmask_b32_e64 v3, 0, v3, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, v14, v19
	v_cndmask_b32_e64 v3, v3, s9, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, s8, v19
	v_mul_f32_e32 v3, v3, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v12, v19
	v_add_f32_e32 v3, v3, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v14, v3
	v_and_b32_e32 v18, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
.LBB2_27:
	s_or_b32 exec_lo, exec_lo, s98
.LBB2_28:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s97
	s_cbranch_execnz .LBB2_7
	s_branch .LBB2_30
.LBB2_29:
.LBB2_30:
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB2_6
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB2_33
	global_load_b32 v3, v[1:2], off
	ds_load_b32 v18, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v18
	global_store_b32 v[1:2], v3, off
.LBB2_33:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB2_5
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v12, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v3
	v_mul_f32_e32 v3, -0.5, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v14, v3
	v_mul_f32_e32 v3, s8, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v12, v3
	v_mul_f32_e32 v3, v14, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v12, 0x7fc00000, v3, vcc_lo
	s_branch .LBB2_5
.LBB2_35:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v12
.LBB2_36:
	s_nor_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_38
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	global_store_b32 v[0:1], v3, off
.LBB2_38:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w64x4
		.amdhsa_group_segment_fixed_size 1040
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
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 102
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
.Lfunc_end2:
	.size	tessera_bivector_pull_w64x4, .Lfunc_end2-tessera_bivector_pull_w64x4

	.set tessera_bivector_pull_w64x4.num_vgpr, 50
	.set tessera_bivector_pull_w64x4.num_agpr, 0
	.set tessera_bivector_pull_w64x4.numbered_sgpr, 102
	.set tessera_bivector_pull_w64x4.num_named_barrier, 0
	.set tessera_bivector_pull_w64x4.private_seg_size, 0
	.set tessera_bivector_pull_w64x4.uses_vcc, 1
	.set tessera_bivector_pull_w64x4.uses_flat_scratch, 0
	.set tessera_bivector_pull_w64x4.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w64x4.has_recursion, 0
	.set tessera_bivector_pull_w64x4.has_indirect_call, 0
	.globl	tessera_bivector_pull_w128x2
	.p2align	8
	.type	tessera_bivector_pull_w128x2,@function
tessera_bivector_pull_w128x2:
	s_load_b128 s[24:27], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s3, 0x80, s[24:25]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_38
	s_load_b256 s[16:23], s[0:1], 0x0
	v_lshrrev_b32_e32 v13, 7, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v9, s2, v13
	s_waitcnt lgkmcnt(0)
	s_add_u32 s4, s22, -1
	s_addc_u32 s5, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s3 :: v_dual_mov_b32 v1, s5
	v_cmp_le_u64_e64 s2, s[22:23], v[9:10]
	v_cmp_gt_u64_e64 s5, s[22:23], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v9, s4, s2
	v_cndmask_b32_e64 v6, s3, v1, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v3, v5, s25
	v_mad_u64_u32 v[1:2], null, v5, s24, 0
	v_mul_lo_u32 v4, v6, s24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v2, v2, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v3, 0x7f, v0
	v_lshlrev_b64 v[7:8], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_le_u64_e64 s3, s[24:25], v[3:4]
	v_cmp_gt_u64_e64 s4, s[24:25], v[3:4]
	v_lshlrev_b32_e32 v11, 2, v3
	v_add_co_u32 v9, vcc_lo, s16, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s17, v8, vcc_lo
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v14, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v10, vcc_lo
	global_load_b32 v12, v[14:15], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s6
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB3_35
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v15, vcc_lo, s20, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v19, null, s21, v8, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v3
	v_cmp_eq_u64_e64 s0, 0, v[3:4]
	v_and_b32_e32 v4, 0x80, v0
	v_add_co_ci_u32_e64 v14, null, 0, v2, vcc_lo
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b32_e32 v7, 2, v4
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_bcnt_u32_b32 v3, v3, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s96, s[24:25], 7
	v_lshl_or_b32 v8, v13, 2, 0x400
	v_xor_b32_e32 v4, v17, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_add_co_u32 v1, vcc_lo, s18, v5
	s_cselect_b32 s15, -1, 0
	v_xor_b32_e32 v4, s29, v4
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v2, null, s19, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v4, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_lshlrev_b32_e32 v3, 2, v0
	s_cselect_b32 s82, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	v_cndmask_b32_e64 v14, 0, 1.0, vcc_lo
	v_add_co_u32 v5, vcc_lo, v15, v11
	s_add_u32 s6, s29, 0xbb67ae85
	v_xor_b32_e32 v15, s1, v18
	s_add_u32 s1, s28, 0x3c6ef372
	s_and_b32 s22, s24, 7
	v_mov_b32_e32 v4, 0
	v_or_b32_e32 v13, v7, v11
	v_add_co_ci_u32_e64 v6, null, 0, v19, vcc_lo
	s_add_u32 s83, s29, 0x76cf5d0a
	s_add_u32 s84, s28, 0xdaa66d2b
	s_add_u32 s85, s29, 0x32370b8f
	s_add_u32 s86, s28, 0x78dde6e4
	s_add_u32 s87, s29, 0xed9eba14
	s_add_u32 s88, s28, 0x1715609d
	s_add_u32 s89, s29, 0xa9066899
	s_add_u32 s90, s28, 0xb54cda56
	s_add_u32 s91, s29, 0x646e171e
	s_add_u32 s92, s28, 0x5384540f
	s_add_u32 s93, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s94, s28, 0x8ff34781
	s_and_b32 s10, s24, 0xf8
	v_xor_b32_e32 v0, s6, v16
	v_xor_b32_e32 v16, s1, v17
	v_and_b32_e32 v17, 0x200, v3
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s20, 0x1d8e78af
	s_mov_b32 s24, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x19cb1590
	s_mov_b32 s60, 0x16c15177
	s_mov_b32 s62, 0x5555554c
	s_mov_b32 s64, 0xbe8838d4
	s_mov_b32 s66, 0xbdb4b1c4
	s_mov_b32 s68, 0x809c52ad
	s_mov_b32 s70, 0x57b1fe7d
	s_mov_b32 s72, 0x19c161d5
	s_mov_b32 s74, 0x1110f8a6
	s_mov_b32 s76, 0x5acfd57c
	s_mov_b32 s78, 0x8a2b9ceb
	s_mov_b32 s80, 0x55555549
	s_mov_b32 s11, s23
	s_cselect_b32 s95, -1, 0
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s21, 0x3fcc71c5
	s_mov_b32 s25, 0x3fd99999
	s_mov_b32 s35, 0x3fc2f112
	s_mov_b32 s37, 0x3fc74664
	s_mov_b32 s39, 0x3fd24924
	s_mov_b32 s41, 0x3fe55555
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
	s_mov_b32 s47, 0x401921fb
	s_mov_b32 s49, 0x3fe45f30
	s_mov_b32 s51, 0xbff921fb
	s_mov_b32 s53, 0x3dd0b461
	s_mov_b32 s55, 0xbdd0b461
	s_mov_b32 s57, 0x3ba3198a
	s_mov_b32 s59, 0x3efa01a0
	s_mov_b32 s61, 0xbf56c16c
	s_mov_b32 s63, 0x3fa55555
	s_mov_b32 s65, 0xbda8fae9
	s_mov_b32 s67, 0x3e21ee9e
	s_mov_b32 s69, 0xbe927e4f
	s_mov_b32 s71, 0x3ec71de3
	s_mov_b32 s73, 0xbf2a01a0
	s_mov_b32 s75, 0x3f811111
	s_mov_b32 s77, 0x3de5d93a
	s_mov_b32 s79, 0xbe5ae5e6
	s_mov_b32 s81, 0x3fc55555
	s_branch .LBB3_8
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s6
.LBB3_6:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v3, v12
.LBB3_7:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v12, v3
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB3_36
.LBB3_8:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_10
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v12, v3
	v_mul_f32_e32 v3, v3, v3
	ds_store_b32 v13, v3
.LBB3_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_20
	v_mov_b32_e32 v3, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB3_19
	s_and_not1_b32 vcc_lo, exec_lo, s96
	s_cbranch_vccnz .LBB3_16
	v_mov_b32_e32 v18, v7
	s_mov_b64 s[6:7], 0
	.p2align	6
.LBB3_14:
	ds_load_2addr_b32 v[19:20], v18 offset1:1
	ds_load_2addr_b32 v[21:22], v18 offset0:2 offset1:3
	ds_load_2addr_b32 v[23:24], v18 offset0:4 offset1:5
	ds_load_2addr_b32 v[25:26], v18 offset0:6 offset1:7
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v18, 32, v18
	s_cmp_lg_u64 s[10:11], s[6:7]
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v3, v3, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v20
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v3, v3, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v22
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v3, v3, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v24
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v26
	s_cbranch_scc1 .LBB3_14
	s_mov_b64 s[6:7], s[10:11]
	s_mov_b32 s97, s95
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s97
	s_cbranch_vccnz .LBB3_17
	s_branch .LBB3_19
.LBB3_16:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB3_19
.LBB3_17:
	v_lshl_add_u32 v18, s6, 2, v17
	s_mov_b64 s[6:7], s[22:23]
.LBB3_18:
	ds_load_b32 v19, v18
	v_add_nc_u32_e32 v18, 4, v18
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v3, v19
	s_cbranch_scc1 .LBB3_18
.LBB3_19:
	ds_store_b32 v8, v3
.LBB3_20:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s82
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_29
	v_mov_b32_e32 v3, v12
	s_and_saveexec_b32 s97, s5
	s_cbranch_execz .LBB3_28
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_25
	global_load_b32 v3, v[1:2], off
	ds_load_b32 v18, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v18
	global_store_b32 v[1:2], v3, off
.LBB3_25:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v3, v12
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s98, exec_lo, s1
	s_cbranch_execz .LBB3_27
	s_mul_f32 s99, s14, s12
	global_load_b32 v49, v[5:6], off
	s_cmp_gt_f32 s99, 0
	s_mul_f32 s6, s99, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s99, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v48, s6
	s_cselect_b32 s6, -1, 0
	s_add_u32 s7, s16, s30
	s_addc_u32 s100, s17, s31
	s_mul_i32 s101, s100, 0xcd9e8d57
	s_mul_hi_u32 s100, s100, 0xcd9e8d57
	v_xor_b32_e32 v3, s101, v15
	s_xor_b32 s100, s28, s100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s7, s100, s7
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v3, 0
	s_mul_hi_u32 s100, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor_b32_e32 v3, s100, v0
	v_xor3_b32 v21, s7, s83, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v20, v16
	v_xor3_b32 v22, v22, s84, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s85, v20, v18
	v_xor3_b32 v20, v23, s87, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s86, v19, v21
	v_xor3_b32 v20, v24, s88, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s89, v19, v22
	v_xor3_b32 v21, v21, s91, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s90, v19, v23
	v_xor3_b32 v3, v3, s92, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, s93, v19, v20
	v_xor3_b32 v3, v3, s29, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v20, 0xcd9e8d57, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v3, s94, v19, v20
	v_cvt_f64_u32_e32 v[19:20], v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x95f62, v20
	v_and_b32_e32 v20, 0xfffff, v3
	v_lshrrev_b32_e32 v3, 20, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v20
	v_add_co_u32 v3, s7, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], -1.0
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[40:41], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[40:41], v[19:20], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	v_cvt_f64_u32_e32 v[25:26], v18
	v_add_co_ci_u32_e64 v18, null, 0, -1, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[38:39], v18
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], 0.5
	v_ldexp_f64 v[38:39], v[38:39], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_ldexp_f64 v[25:26], v[25:26], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[23:24]
	v_mul_f64 v[25:26], v[25:26], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], s[34:35]
	v_mul_f64 v[31:32], v[27:28], s[18:19]
	v_mul_f64 v[33:34], v[25:26], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[36:37]
	v_add_f64 v[31:32], v[31:32], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[38:39]
	v_add_f64 v[31:32], v[31:32], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[34:35], s[50:51]
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[40:41]
	v_add_f64 v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[54:55]
	v_mul_f64 v[42:43], v[36:37], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[27:28], v[23:24]
	v_add_f64 v[27:28], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[40:41], v[23:24]
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[52:53]
	v_mul_f64 v[34:35], v[34:35], s[56:57]
	v_add_f64 v[29:30], v[38:39], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[42:43], v[21:22]
	v_add_f64 v[38:39], v[31:32], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[34:35], -v[29:30]
	v_mov_b32_e32 v35, v4
	v_add_f64 v[21:22], v[21:22], -v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 20, v39
	v_and_b32_e32 v18, 0x7ff, v3
	v_bfe_u32 v3, v26, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v34, 16, v18
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[3:4]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[44:45]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[19:20], v[21:22]
	v_mul_f64 v[20:21], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[29:30], v[18:19]
	v_mul_f64 v[29:30], v[20:21], s[70:71]
	v_mul_f64 v[31:32], v[20:21], s[58:59]
	v_mul_f64 v[34:35], v[20:21], s[64:65]
	v_mul_f64 v[36:37], v[20:21], s[76:77]
	v_mul_f64 v[38:39], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_and_b32_e32 v26, 2, v33
	v_add_f64 v[29:30], v[29:30], s[72:73]
	v_add_f64 v[31:32], v[31:32], s[60:61]
	v_add_f64 v[34:35], v[34:35], s[66:67]
	v_add_f64 v[36:37], v[36:37], s[78:79]
	v_mul_f64 v[40:41], v[20:21], v[38:39]
	v_mul_f64 v[24:25], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[20:21], v[29:30]
	v_mul_f64 v[31:32], v[20:21], v[31:32]
	v_mul_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v3
	v_cndmask_b32_e64 v3, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[74:75]
	v_add_f64 v[31:32], v[31:32], s[62:63]
	v_add_f64 v[34:35], v[34:35], s[68:69]
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
	v_mul_f64 v[36:37], v[38:39], s[80:81]
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
	v_mov_b32_e32 v27, v4
	v_cmp_eq_u64_e64 s7, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[31:32], v[29:30]
	v_add_f64 v[24:25], v[46:47], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v21, v21, v26, s7
	v_ldexp_f64 v[22:23], v[22:23], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v3, 1, v33
	v_cndmask_b32_e64 v25, v28, v25, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s7, 0, v[3:4]
	v_cndmask_b32_e64 v3, s99, v48, s6
	v_cndmask_b32_e64 v21, v21, v25, s7
	v_cndmask_b32_e64 v20, v20, v24, s7
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_cndmask_b32 v18, v22, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[18:19]
	v_sqrt_f32_e32 v20, v3
	v_add_nc_u32_e32 v21, -1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_cvt_f32_f64_e32 v18, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, v23, v20, v3
	v_cmp_ge_f32_e32 vcc_lo, 0, v19
	v_dual_cndmask_b32 v19, v20, v21 :: v_dual_add_nc_u32 v22, 1, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v24, 0x80000000, v22
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v21, v12, v49
	v_fma_f32 v23, v24, v20, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e32 v19, v19, v22, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	v_mul_f32_e32 v20, 0x37800000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v19, v19, v20, s6
	v_add_f32_e32 v20, v21, v21
	v_dual_mul_f32 v18, v14, v18 :: v_dual_cndmask_b32 v3, v19, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, -0.5, v20
	v_cndmask_b32_e64 v3, 0, v3, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, v14, v19
	v_cndmask_b32_e64 v3, v3, s9, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, s8, v19
	v_mul_f32_e32 v3, v3, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v12, v19
	v_add_f32_e32 v3, v3, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v14, v3
	v_and_b32_e32 v18, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
.LBB3_27:
	s_or_b32 exec_lo, exec_lo, s98
.LBB3_28:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s97
	s_cbranch_execnz .LBB3_7
	s_branch .LBB3_30
.LBB3_29:
.LBB3_30:
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_6
	s_and_saveexec_b32 s6, s0
	s_cbranch_execz .LBB3_33
	global_load_b32 v3, v[1:2], off
	ds_load_b32 v18, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v18
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v18, v18
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v3, v3, v18
	global_store_b32 v[1:2], v3, off
.LBB3_33:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB3_5
	global_load_b32 v3, v[5:6], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v12, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v3
	v_mul_f32_e32 v3, -0.5, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v14, v3
	v_mul_f32_e32 v3, s8, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v12, v3
	v_mul_f32_e32 v3, v14, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v12, 0x7fc00000, v3, vcc_lo
	s_branch .LBB3_5
.LBB3_35:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v12
.LBB3_36:
	s_nor_b32 s0, s2, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_38
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	global_store_b32 v[0:1], v3, off
.LBB3_38:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w128x2
		.amdhsa_group_segment_fixed_size 1032
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
		.amdhsa_next_free_vgpr 50
		.amdhsa_next_free_sgpr 102
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
.Lfunc_end3:
	.size	tessera_bivector_pull_w128x2, .Lfunc_end3-tessera_bivector_pull_w128x2

	.set tessera_bivector_pull_w128x2.num_vgpr, 50
	.set tessera_bivector_pull_w128x2.num_agpr, 0
	.set tessera_bivector_pull_w128x2.numbered_sgpr, 102
	.set tessera_bivector_pull_w128x2.num_named_barrier, 0
	.set tessera_bivector_pull_w128x2.private_seg_size, 0
	.set tessera_bivector_pull_w128x2.uses_vcc, 1
	.set tessera_bivector_pull_w128x2.uses_flat_scratch, 0
	.set tessera_bivector_pull_w128x2.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w128x2.has_recursion, 0
	.set tessera_bivector_pull_w128x2.has_indirect_call, 0
	.globl	tessera_bivector_pull_w256
	.p2align	8
	.type	tessera_bivector_pull_w256,@function
tessera_bivector_pull_w256:
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x100, s[24:25]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB4_33
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s22, s24, s2
	s_add_i32 s23, s5, s4
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_lshl_b64 s[34:35], s[22:23], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s16, s34
	s_addc_u32 s7, s17, s35
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_3
	global_load_b32 v5, v4, s[6:7]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB4_31
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v1, s0, s22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s23, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_bcnt_u32_b32 v0, v0, 0
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s97, s[24:25], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s36, 0xdf3e5244
	v_cmp_eq_u32_e32 vcc_lo, 2, v0
	v_xor_b32_e32 v2, v9, v2
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	v_cndmask_b32_e64 v6, 0, 1.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v2, s29, v2
	s_cselect_b32 s5, -1, 0
	s_add_u32 s1, s20, s34
	s_addc_u32 s11, s21, s35
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v2, 0
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_u32 v2, s1, s1, v4
	s_cselect_b32 s15, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_ci_u32_e64 v3, null, s11, 0, s1
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s2, s29, 0xbb67ae85
	v_xor_b32_e32 v7, s1, v10
	s_add_u32 s1, s28, 0x3c6ef372
	s_and_b32 s22, s24, 7
	s_add_u32 s84, s29, 0x76cf5d0a
	s_add_u32 s85, s28, 0xdaa66d2b
	s_add_u32 s86, s29, 0x32370b8f
	s_add_u32 s87, s28, 0x78dde6e4
	s_add_u32 s88, s29, 0xed9eba14
	s_add_u32 s89, s28, 0x1715609d
	s_add_u32 s90, s29, 0xa9066899
	s_add_u32 s91, s28, 0xb54cda56
	s_add_u32 s92, s29, 0x646e171e
	s_add_u32 s93, s28, 0x5384540f
	s_add_u32 s94, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s95, s28, 0x8ff34781
	s_and_b32 s10, s24, 0x1f8
	v_xor_b32_e32 v8, s2, v8
	v_xor_b32_e32 v9, s1, v9
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_mov_b32 s50, 0x6dc9c883
	s_mov_b32 s52, 0x54400000
	s_mov_b32 s54, 0x1a626331
	s_mov_b32 s56, 0x1a600000
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
	s_mov_b32 s11, s23
	s_cselect_b32 s96, -1, 0
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s35, 0x3fd99999
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
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB4_6:
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB4_31
.LBB4_7:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_19
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB4_18
	s_and_not1_b32 vcc_lo, exec_lo, s97
	s_cbranch_vccnz .LBB4_15
	s_mov_b64 s[2:3], 0
	s_mov_b32 s98, 0
	.p2align	6
.LBB4_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s98
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s98, s98, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v11
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v13
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v17
	s_cbranch_scc1 .LBB4_13
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s98, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB4_16
	s_branch .LBB4_18
.LBB4_15:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB4_18
.LBB4_16:
	s_lshl_b32 s98, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB4_17:
	v_mov_b32_e32 v10, s98
	s_add_i32 s98, s98, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB4_17
.LBB4_18:
	ds_store_b32 v1, v0 offset:1024
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_26
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_23
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v10, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v10
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v10, v10
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v10
	global_store_b32 v1, v0, s[18:19]
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s98, exec_lo, s1
	s_cbranch_execz .LBB4_25
	s_mul_f32 s99, s14, s12
	global_load_b32 v41, v[2:3], off
	s_cmp_gt_f32 s99, 0
	s_mul_f32 s2, s99, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s99, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v40, s2
	s_cselect_b32 s2, -1, 0
	s_add_u32 s3, s16, s30
	s_addc_u32 s100, s17, s31
	s_mul_i32 s101, s100, 0xcd9e8d57
	s_mul_hi_u32 s100, s100, 0xcd9e8d57
	v_xor_b32_e32 v0, s101, v7
	s_xor_b32 s100, s28, s100
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s3, s100, s3
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s100, s3, 0xd2511f53
	s_mul_i32 s3, s3, 0xd2511f53
	v_xor_b32_e32 v0, s100, v8
	v_xor3_b32 v13, s3, s84, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v12, v9
	v_xor3_b32 v14, v14, s85, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v12, v10
	v_xor3_b32 v12, v15, s88, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v11, v13
	v_xor3_b32 v12, v16, s89, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v11, v14
	v_xor3_b32 v13, v13, s92, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s91, v11, v15
	v_xor3_b32 v0, v0, s93, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v11, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s94, v11, v12
	v_xor3_b32 v0, v0, s29, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v12, 0xcd9e8d57, v11
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s95, v11, v12
	v_cvt_f64_u32_e32 v[11:12], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], 0.5
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v12
	v_and_b32_e32 v12, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v12
	v_add_co_u32 v0, s3, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -1.0
	v_add_f64 v[13:14], v[11:12], 2.0
	v_mul_f64 v[32:33], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[11:12]
	v_div_scale_f64 v[21:22], vcc_lo, v[11:12], v[13:14], v[11:12]
	v_mul_f64 v[32:33], v[11:12], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[17:18], v[15:16]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[15:16], v[19:20], v[21:22]
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[19:20]
	v_cvt_f64_u32_e32 v[17:18], v10
	v_add_co_ci_u32_e64 v10, null, 0, -1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[30:31], v10
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[30:31], v[30:31], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[15:16]
	v_mul_f64 v[17:18], v[17:18], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], s[36:37]
	v_mul_f64 v[23:24], v[19:20], s[20:21]
	v_mul_f64 v[25:26], v[17:18], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[38:39]
	v_add_f64 v[23:24], v[23:24], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[40:41]
	v_add_f64 v[23:24], v[23:24], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], s[52:53]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[23:24], v[17:18], v[28:29]
	v_cvt_f64_u32_e32 v[28:29], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[42:43]
	v_add_f64 v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_mul_f64 v[21:22], v[26:27], s[56:57]
	v_mul_f64 v[34:35], v[28:29], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[19:20], v[15:16]
	v_add_f64 v[19:20], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[32:33], v[15:16]
	v_add_f64 v[30:31], v[23:24], -v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[15:16], v[26:27], s[54:55]
	v_mul_f64 v[26:27], v[26:27], s[58:59]
	v_add_f64 v[21:22], v[30:31], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[34:35], v[13:14]
	v_add_f64 v[30:31], v[23:24], -v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	v_mov_b32_e32 v27, v1
	v_add_f64 v[13:14], v[13:14], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v31
	v_and_b32_e32 v10, 0x7ff, v0
	v_bfe_u32 v0, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, 16, v10
	v_cmp_lt_u64_e32 vcc_lo, v[26:27], v[0:1]
	v_dual_cndmask_b32 v16, v16, v22 :: v_dual_cndmask_b32 v15, v15, v21
	v_mul_f64 v[21:22], v[28:29], s[46:47]
	v_dual_cndmask_b32 v18, v24, v20 :: v_dual_cndmask_b32 v17, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[17:18], -v[15:16]
	v_add_f64 v[10:11], v[11:12], v[13:14]
	v_mul_f64 v[12:13], v[19:20], v[19:20]
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[21:22], v[10:11]
	v_mul_f64 v[21:22], v[12:13], s[72:73]
	v_mul_f64 v[23:24], v[12:13], s[60:61]
	v_mul_f64 v[26:27], v[12:13], s[66:67]
	v_mul_f64 v[28:29], v[12:13], s[78:79]
	v_mul_f64 v[30:31], v[12:13], v[12:13]
	v_add_f64 v[14:15], v[17:18], -v[15:16]
	v_mul_f64 v[36:37], v[12:13], 0.5
	v_mul_f64 v[10:11], v[10:11], -2.0
	v_and_b32_e32 v18, 2, v25
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[23:24], v[23:24], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[68:69]
	v_add_f64 v[28:29], v[28:29], s[80:81]
	v_mul_f64 v[32:33], v[12:13], v[30:31]
	v_mul_f64 v[16:17], v[30:31], v[30:31]
	v_mul_f64 v[30:31], v[19:20], v[12:13]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[10:11]
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[21:22], v[12:13], v[21:22]
	v_mul_f64 v[23:24], v[12:13], v[23:24]
	v_mul_f64 v[26:27], v[12:13], v[26:27]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[10:11], v[10:11], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[21:22], v[21:22], s[76:77]
	v_add_f64 v[23:24], v[23:24], s[64:65]
	v_add_f64 v[26:27], v[26:27], s[70:71]
	v_rsq_f64_e32 v[34:35], v[10:11]
	v_cmp_class_f64_e64 vcc_lo, v[10:11], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[28:29], v[21:22]
	v_mul_f64 v[23:24], v[12:13], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[16:17], v[16:17], v[26:27]
	v_mul_f64 v[26:27], v[14:15], 0.5
	v_mul_f64 v[32:33], v[10:11], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[21:22], v[30:31], v[21:22]
	v_add_f64 v[16:17], v[23:24], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], -v[34:35], v[32:33], 0.5
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_fma_f64 v[32:33], v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[23:24], v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[28:29], v[19:20], v[14:15]
	v_add_f64 v[34:35], -v[38:39], 1.0
	v_mul_f64 v[12:13], v[12:13], v[21:22]
	v_fma_f64 v[26:27], -v[32:33], v[32:33], v[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[16:17], -v[28:29]
	v_mul_f64 v[28:29], v[30:31], s[82:83]
	v_add_f64 v[12:13], v[12:13], -v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], v[26:27], v[23:24], v[32:33]
	v_add_f64 v[26:27], v[34:35], -v[36:37]
	v_add_f64 v[12:13], v[12:13], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[14:15], -v[21:22], v[21:22], v[10:11]
	v_add_f64 v[16:17], v[26:27], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[19:20], -v[12:13]
	v_mov_b32_e32 v19, v1
	v_cmp_eq_u64_e64 s3, 0, v[18:19]
	v_fma_f64 v[14:15], v[14:15], v[23:24], v[21:22]
	v_add_f64 v[16:17], v[38:39], v[16:17]
	v_xor_b32_e32 v18, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v13, v13, v18, s3
	v_ldexp_f64 v[14:15], v[14:15], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, 0x80000000, v17
	v_and_b32_e32 v0, 1, v25
	v_cndmask_b32_e64 v17, v20, v17, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s3, 0, v[0:1]
	v_cndmask_b32_e64 v0, s99, v40, s2
	v_cndmask_b32_e64 v13, v13, v17, s3
	v_cndmask_b32_e64 v12, v12, v16, s3
	v_dual_cndmask_b32 v11, v15, v11 :: v_dual_cndmask_b32 v10, v14, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[10:11], v[12:13], v[10:11]
	v_sqrt_f32_e32 v12, v0
	v_add_nc_u32_e32 v13, -1, v12
	v_add_nc_u32_e32 v14, 1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, 0x80000000, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	v_cvt_f32_f64_e32 v10, v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v11, v15, v12, v0
	v_fma_f32 v15, v16, v12, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_ge_f32_e32 vcc_lo, 0, v11
	v_cndmask_b32_e32 v11, v12, v13, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v15
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v5, v41
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v11, v11, v14, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v12, 0x37800000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v11, v11, v12, s2
	v_add_f32_e32 v12, v13, v13
	v_cndmask_b32_e32 v0, v11, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, -0.5, v12
	v_mul_f32_e32 v11, v6, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v10, v6, v10 :: v_dual_mul_f32 v11, s8, v11
	v_add_f32_e32 v11, v5, v11
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v0, s9, s5
	v_mul_f32_e32 v0, v0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v11
	v_mul_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v10, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v10
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s98
	s_branch .LBB4_6
.LBB4_26:
	s_cbranch_execz .LBB4_6
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_29
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v10, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v10
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v10, v10
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v10
	global_store_b32 v1, v0, s[18:19]
.LBB4_29:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB4_5
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v6, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v5
	v_cndmask_b32_e32 v5, 0x7fc00000, v0, vcc_lo
	s_branch .LBB4_5
.LBB4_31:
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_33
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v5, s[6:7]
.LBB4_33:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w256
		.amdhsa_group_segment_fixed_size 1028
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 102
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
.Lfunc_end4:
	.size	tessera_bivector_pull_w256, .Lfunc_end4-tessera_bivector_pull_w256

	.set tessera_bivector_pull_w256.num_vgpr, 42
	.set tessera_bivector_pull_w256.num_agpr, 0
	.set tessera_bivector_pull_w256.numbered_sgpr, 102
	.set tessera_bivector_pull_w256.num_named_barrier, 0
	.set tessera_bivector_pull_w256.private_seg_size, 0
	.set tessera_bivector_pull_w256.uses_vcc, 1
	.set tessera_bivector_pull_w256.uses_flat_scratch, 0
	.set tessera_bivector_pull_w256.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w256.has_recursion, 0
	.set tessera_bivector_pull_w256.has_indirect_call, 0
	.globl	tessera_bivector_pull_w512
	.p2align	8
	.type	tessera_bivector_pull_w512,@function
tessera_bivector_pull_w512:
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x200, s[24:25]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB5_43
	v_mov_b32_e32 v2, 0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s22, s24, s2
	s_add_i32 s23, s5, s4
	v_dual_mov_b32 v1, v2 :: v_dual_lshlrev_b32 v4, 2, v0
	s_lshl_b64 s[34:35], s[22:23], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_add_u32 s6, s16, s34
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_addc_u32 s7, s17, s35
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB5_3
	global_load_b32 v5, v4, s[6:7]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v1, 0x100, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[24:25], v[1:2]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB5_5
	global_load_b32 v6, v4, s[6:7] offset:1024
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s8
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB5_39
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_add_co_u32 v2, s0, s22, v0
	v_bcnt_u32_b32 v3, v0, 0
	v_add_co_ci_u32_e64 v9, null, s23, 0, s0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v2, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_bcnt_u32_b32 v0, v1, 0
	v_cmp_eq_u32_e32 vcc_lo, 2, v3
	s_mov_b32 s23, 0
	v_cmp_gt_u64_e64 s98, s[24:25], 7
	v_mov_b32_e32 v1, 0
	v_xor_b32_e32 v3, v12, v9
	v_cndmask_b32_e64 v7, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v0
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s38, 0x96cb03de
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v0, s29, v3
	v_cndmask_b32_e64 v8, 0, 1.0, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_cselect_b32 s15, -1, 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v2, 0
	v_add_co_ci_u32_e64 v0, null, 0, v9, vcc_lo
	s_add_u32 s1, s20, s34
	s_addc_u32 s11, s21, s35
	s_lshl_b64 s[2:3], s[2:3], 2
	v_add_co_u32 v2, s1, s1, v4
	v_xor_b32_e32 v0, v15, v0
	s_add_u32 s18, s18, s2
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u64 s[24:25], 0
	v_add_co_ci_u32_e64 v3, null, s11, 0, s1
	v_xor_b32_e32 v0, s29, v0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s20, 0xd078c69f
	s_cselect_b32 s84, -1, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s2, s29, 0xbb67ae85
	s_add_u32 s3, s28, 0x3c6ef372
	s_and_b32 s22, s24, 7
	v_xor_b32_e32 v9, s1, v13
	s_add_u32 s85, s29, 0x76cf5d0a
	s_add_u32 s86, s28, 0xdaa66d2b
	s_add_u32 s87, s29, 0x32370b8f
	s_add_u32 s88, s28, 0x78dde6e4
	s_add_u32 s89, s29, 0xed9eba14
	s_add_u32 s90, s28, 0x1715609d
	s_add_u32 s91, s29, 0xa9066899
	s_add_u32 s92, s28, 0xb54cda56
	s_add_u32 s93, s29, 0x646e171e
	s_add_u32 s94, s28, 0x5384540f
	s_add_u32 s95, s29, 0x1fd5c5a3
	s_add_u32 s29, s29, 0xdb3d7428
	s_add_i32 s96, s28, 0x8ff34781
	v_xor_b32_e32 v10, s1, v16
	s_and_b32 s10, s24, 0x3f8
	v_xor_b32_e32 v11, s2, v11
	v_xor_b32_e32 v12, s3, v12
	v_xor_b32_e32 v13, s2, v14
	v_xor_b32_e32 v14, s3, v15
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_mov_b32 s50, 0x6dc9c883
	s_mov_b32 s52, 0x54400000
	s_mov_b32 s54, 0x1a626331
	s_mov_b32 s56, 0x1a600000
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
	s_mov_b32 s11, s23
	s_cselect_b32 s97, -1, 0
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s35, 0x3fd99999
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
	s_branch .LBB5_9
.LBB5_7:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v16, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_mov_b32_e32 v0, v6
.LBB5_8:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v6, v0
	v_mov_b32_e32 v5, v16
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[26:27]
	s_cbranch_scc1 .LBB5_39
.LBB5_9:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB5_11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0
.LBB5_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB5_13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v8, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v6, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v4, v0 offset:1024
.LBB5_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB5_23
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB5_22
	s_and_not1_b32 vcc_lo, exec_lo, s98
	s_cbranch_vccnz .LBB5_19
	s_mov_b64 s[2:3], 0
	s_mov_b32 s99, 0
	.p2align	6
.LBB5_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v21, s99
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s99, s99, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[15:16], v21 offset1:1
	ds_load_2addr_b32 v[17:18], v21 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v21 offset0:4 offset1:5
	ds_load_2addr_b32 v[21:22], v21 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v22
	s_cbranch_scc1 .LBB5_17
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s99, s97
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s99
	s_cbranch_vccnz .LBB5_20
	s_branch .LBB5_22
.LBB5_19:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB5_22
.LBB5_20:
	s_lshl_b32 s99, s2, 2
	s_mov_b64 s[2:3], s[22:23]
.LBB5_21:
	v_mov_b32_e32 v15, s99
	s_add_i32 s99, s99, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v15, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v15
	s_cbranch_scc1 .LBB5_21
.LBB5_22:
	ds_store_b32 v1, v0 offset:2048
.LBB5_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s84
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB5_32
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB5_27
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v15, v1 offset:2048
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v15
	v_cndmask_b32_e64 v15, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v15, v15
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v15
	global_store_b32 v1, v0, s[18:19]
.LBB5_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_mul_f32 s2, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v15, v0
	v_add_nc_u32_e32 v16, -1, v15
	v_add_nc_u32_e32 v17, 1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v16
	v_xor_b32_e32 v19, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v18, v18, v15, v0
	v_fma_f32 v19, v19, v15, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v18
	v_cndmask_b32_e64 v15, v15, v16, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v19
	v_cndmask_b32_e64 v15, v15, v17, s2
	s_add_u32 s2, s16, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x37800000, v15
	v_cndmask_b32_e64 v15, v15, v16, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v16, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v15, v0, s1
	s_addc_u32 s1, s17, s31
	s_mul_i32 s3, s1, 0xcd9e8d57
	s_mul_hi_u32 s99, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v15, v0, s9, s15
	s_and_saveexec_b32 s100, s4
	s_cbranch_execz .LBB5_29
	v_xor_b32_e32 v0, s3, v9
	s_xor_b32 s1, s28, s99
	global_load_b32 v46, v[2:3], off
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s101, s1, 0xd2511f53
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s101, v11
	v_xor3_b32 v19, s1, s85, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	v_xor_b32_e32 v0, v18, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s86, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	v_xor3_b32 v0, s87, v18, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v21, s89, v17
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v18, 0
	v_xor3_b32 v0, s88, v17, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v22, s90, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_xor3_b32 v0, s91, v17, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s93, v16
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v19
	v_xor3_b32 v17, s92, v17, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v17, s95, v17, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v16
	v_mul_lo_u32 v18, 0xcd9e8d57, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v18, v17, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[17:18], v0
	v_add_f64 v[17:18], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v18, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v18, 0x3fe6a09e, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[17:18], v[17:18], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[17:18], 2.0
	v_mul_f64 v[38:39], v[17:18], 0.5
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[17:18]
	v_div_scale_f64 v[27:28], vcc_lo, v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[17:18], v[38:39]
	v_rcp_f64_e32 v[23:24], v[21:22]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	v_fma_f64 v[21:22], -v[21:22], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[25:26]
	v_cvt_f64_u32_e32 v[23:24], v16
	v_add_co_ci_u32_e64 v16, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[36:37], v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[17:18]
	v_add_f64 v[23:24], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[36:37], v[36:37], 32
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	v_mul_f64 v[25:26], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[23:24], s[48:49]
	v_mul_f64 v[27:28], v[25:26], s[36:37]
	v_mul_f64 v[29:30], v[25:26], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[23:24], s[50:51]
	v_add_f64 v[27:28], v[27:28], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[24:25]
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	v_add_f64 v[27:28], v[27:28], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[34:35]
	v_mul_f64 v[34:35], v[32:33], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[23:24], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	v_add_f64 v[27:28], v[27:28], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[36:37], v[34:35]
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[34:35], s[44:45]
	v_add_f64 v[21:22], v[25:26], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[29:30], v[27:28]
	v_add_f64 v[21:22], v[38:39], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[32:33], s[54:55]
	v_mul_f64 v[32:33], v[32:33], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[19:20], v[40:41], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[29:30], -v[21:22]
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], -v[38:39]
	v_lshrrev_b32_e32 v0, 20, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v16, 0x7ff, v0
	v_bfe_u32 v0, v24, 20, 11
	v_add_nc_u32_e32 v32, 16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_dual_cndmask_b32 v22, v22, v28 :: v_dual_cndmask_b32 v21, v21, v27
	v_mul_f64 v[27:28], v[34:35], s[46:47]
	v_dual_cndmask_b32 v24, v30, v26 :: v_dual_cndmask_b32 v23, v29, v25
	v_add_f64 v[25:26], v[23:24], -v[21:22]
	v_add_f64 v[16:17], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[25:26], v[25:26]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	v_add_f64 v[16:17], v[27:28], v[16:17]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[27:28], v[18:19], s[72:73]
	v_mul_f64 v[29:30], v[18:19], s[60:61]
	v_mul_f64 v[32:33], v[18:19], s[66:67]
	v_mul_f64 v[34:35], v[18:19], s[78:79]
	v_mul_f64 v[36:37], v[18:19], v[18:19]
	v_add_f64 v[20:21], v[23:24], -v[21:22]
	v_mul_f64 v[42:43], v[18:19], 0.5
	v_mul_f64 v[16:17], v[16:17], -2.0
	v_and_b32_e32 v24, 2, v31
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[29:30], v[29:30], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_add_f64 v[34:35], v[34:35], s[80:81]
	v_mul_f64 v[38:39], v[18:19], v[36:37]
	v_mul_f64 v[22:23], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[25:26], v[18:19]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[27:28], v[18:19], v[27:28]
	v_mul_f64 v[29:30], v[18:19], v[29:30]
	v_mul_f64 v[32:33], v[18:19], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[76:77]
	v_add_f64 v[29:30], v[29:30], s[64:65]
	v_add_f64 v[32:33], v[32:33], s[70:71]
	v_rsq_f64_e32 v[40:41], v[16:17]
	v_cmp_class_f64_e64 vcc_lo, v[16:17], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[29:30], v[18:19], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[22:23], v[22:23], v[32:33]
	v_mul_f64 v[32:33], v[20:21], 0.5
	v_mul_f64 v[38:39], v[16:17], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[22:23], v[29:30], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[29:30], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[20:21]
	v_add_f64 v[40:41], -v[44:45], 1.0
	v_mul_f64 v[18:19], v[18:19], v[27:28]
	v_fma_f64 v[32:33], -v[38:39], v[38:39], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], -v[34:35]
	v_mul_f64 v[34:35], v[36:37], s[82:83]
	v_add_f64 v[18:19], v[18:19], -v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], v[32:33], v[29:30], v[38:39]
	v_add_f64 v[32:33], v[40:41], -v[42:43]
	v_add_f64 v[18:19], v[18:19], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[20:21], -v[27:28], v[27:28], v[16:17]
	v_add_f64 v[22:23], v[32:33], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[25:26], -v[18:19]
	v_mov_b32_e32 v25, v1
	v_cmp_eq_u64_e64 s1, 0, v[24:25]
	v_fma_f64 v[20:21], v[20:21], v[29:30], v[27:28]
	v_add_f64 v[22:23], v[44:45], v[22:23]
	v_xor_b32_e32 v24, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v19, v19, v24, s1
	v_ldexp_f64 v[20:21], v[20:21], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v26, 0x80000000, v23
	v_and_b32_e32 v0, 1, v31
	v_cndmask_b32_e64 v23, v26, v23, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v19, v19, v23, s1
	v_cndmask_b32_e64 v18, v18, v22, s1
	v_dual_cndmask_b32 v17, v21, v17 :: v_dual_cndmask_b32 v16, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[18:19], v[16:17]
	v_cvt_f32_f64_e32 v0, v[16:17]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v16, v5, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v16, v16
	v_mul_f32_e32 v16, -0.5, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v7, v16
	v_mul_f32_e32 v16, s8, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, v5, v16
	v_mul_f32_e32 v0, v7, v0
	v_mul_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	v_mul_f32_e32 v0, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v16, 0x7fc00000, v0, vcc_lo
.LBB5_29:
	s_or_b32 exec_lo, exec_lo, s100
	v_mov_b32_e32 v0, v6
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s100, exec_lo, s1
	s_cbranch_execz .LBB5_31
	v_xor_b32_e32 v0, s3, v10
	s_xor_b32 s1, s28, s99
	global_load_b32 v47, v[2:3], off offset:1024
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s2, s1, 0xd2511f53
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v13
	v_xor3_b32 v20, s1, s85, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v0, v19, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s86, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s87, v19, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v22, s89, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v0, s88, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v23, s90, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	v_xor3_b32 v0, s91, v18, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s93, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v20
	v_xor3_b32 v18, s92, v18, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s94, v17
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v18, s95, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s29, v17
	v_mul_lo_u32 v19, 0xcd9e8d57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v19, v18, s96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[18:19], v0
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v19, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v19, 0x3fe6a09e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
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
	v_mul_f64 v[24:25], v[24:25], s[48:49]
	v_mul_f64 v[28:29], v[26:27], s[36:37]
	v_mul_f64 v[30:31], v[26:27], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[50:51]
	v_add_f64 v[28:29], v[28:29], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[24:25]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[34:35]
	v_mul_f64 v[35:36], v[33:34], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v0
	v_add_f64 v[28:29], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[44:45]
	v_add_f64 v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[22:23], v[39:40], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[54:55]
	v_mul_f64 v[33:34], v[33:34], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[20:21], v[41:42], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	v_lshrrev_b32_e32 v0, 20, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v17, 0x7ff, v0
	v_bfe_u32 v0, v25, 20, 11
	v_add_nc_u32_e32 v33, 16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[0:1]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[46:47]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[17:18], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[17:18], v[28:29], v[17:18]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[19:20], s[72:73]
	v_mul_f64 v[30:31], v[19:20], s[60:61]
	v_mul_f64 v[33:34], v[19:20], s[66:67]
	v_mul_f64 v[35:36], v[19:20], s[78:79]
	v_mul_f64 v[37:38], v[19:20], v[19:20]
	v_add_f64 v[21:22], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[19:20], 0.5
	v_mul_f64 v[17:18], v[17:18], -2.0
	v_add_f64 v[28:29], v[28:29], s[74:75]
	v_add_f64 v[30:31], v[30:31], s[62:63]
	v_add_f64 v[33:34], v[33:34], s[68:69]
	v_add_f64 v[35:36], v[35:36], s[80:81]
	v_mul_f64 v[39:40], v[19:20], v[37:38]
	v_mul_f64 v[23:24], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[19:20]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[17:18]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[19:20], v[28:29]
	v_mul_f64 v[30:31], v[19:20], v[30:31]
	v_mul_f64 v[33:34], v[19:20], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[17:18], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[76:77]
	v_add_f64 v[30:31], v[30:31], s[64:65]
	v_add_f64 v[33:34], v[33:34], s[70:71]
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
	v_mul_f64 v[35:36], v[37:38], s[82:83]
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
	v_mov_b32_e32 v26, v1
	v_fma_f64 v[21:22], v[21:22], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[45:46], v[23:24]
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_and_b32_e32 v25, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v0, 1, v32
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_xor_b32_e32 v25, 0x80000000, v20
	v_cndmask_b32_e32 v17, v21, v17, vcc_lo
	v_cndmask_b32_e64 v24, v27, v24, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v25, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v20, v20, v24, s1
	v_cndmask_b32_e64 v19, v19, v23, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[17:18]
	v_cvt_f32_f64_e32 v0, v[17:18]
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v8, v0 :: v_dual_sub_f32 v17, v6, v47
	v_dual_mul_f32 v0, v15, v0 :: v_dual_add_f32 v17, v17, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, -0.5, v17
	v_mul_f32_e32 v17, v8, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, s8, v17
	v_add_f32_e32 v17, v6, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v17
	v_mul_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB5_31:
	s_or_b32 exec_lo, exec_lo, s100
	s_branch .LBB5_8
.LBB5_32:
	s_cbranch_execz .LBB5_8
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB5_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB5_37
.LBB5_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB5_7
	s_branch .LBB5_38
.LBB5_36:
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v15, v1 offset:2048
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v15
	v_cndmask_b32_e64 v15, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v15, v15
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v15
	global_store_b32 v1, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB5_35
.LBB5_37:
	global_load_b32 v0, v[2:3], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v7, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v7, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v5
	v_cndmask_b32_e32 v5, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB5_7
.LBB5_38:
	global_load_b32 v0, v[2:3], off offset:1024
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v8, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v6, v0
	v_mul_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v6, 0x7fc00000, v0, vcc_lo
	s_branch .LBB5_7
.LBB5_39:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB5_41
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v5, s[6:7]
.LBB5_41:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_43
	s_waitcnt vmcnt(0)
	global_store_b32 v4, v6, s[6:7] offset:1024
.LBB5_43:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w512
		.amdhsa_group_segment_fixed_size 2052
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
		.amdhsa_next_free_sgpr 102
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
.Lfunc_end5:
	.size	tessera_bivector_pull_w512, .Lfunc_end5-tessera_bivector_pull_w512

	.set tessera_bivector_pull_w512.num_vgpr, 48
	.set tessera_bivector_pull_w512.num_agpr, 0
	.set tessera_bivector_pull_w512.numbered_sgpr, 102
	.set tessera_bivector_pull_w512.num_named_barrier, 0
	.set tessera_bivector_pull_w512.private_seg_size, 0
	.set tessera_bivector_pull_w512.uses_vcc, 1
	.set tessera_bivector_pull_w512.uses_flat_scratch, 0
	.set tessera_bivector_pull_w512.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w512.has_recursion, 0
	.set tessera_bivector_pull_w512.has_indirect_call, 0
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
	s_cbranch_vccnz .LBB6_60
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
	s_cbranch_scc1 .LBB6_55
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
	v_cmp_gt_u64_e64 s100, s[24:25], 7
	s_mov_b32 s38, 0x9997fa04
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v2
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
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
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s36, 0x1d8e78af
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	s_mov_b32 s46, 0x55555593
	s_mov_b32 s48, 0x35793c76
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
	s_mov_b32 s24, 0x55555549
	s_mov_b32 s11, s35
	s_cselect_b32 s99, -1, 0
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s37, 0x3fcc71c5
	s_mov_b32 s39, 0x3fd99999
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
	s_mov_b32 s25, 0x3fc55555
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
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[22:23], s[26:27]
	s_cbranch_scc1 .LBB6_55
.LBB6_13:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_24
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_25
.LBB6_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB6_26
.LBB6_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB6_18
.LBB6_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v12, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v5, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:3072
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_31
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB6_30
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB6_27
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB6_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v31, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[25:26], v31 offset1:1
	ds_load_2addr_b32 v[27:28], v31 offset0:2 offset1:3
	ds_load_2addr_b32 v[29:30], v31 offset0:4 offset1:5
	ds_load_2addr_b32 v[31:32], v31 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v28
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v31
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v32
	s_cbranch_scc1 .LBB6_22
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB6_28
	s_branch .LBB6_30
.LBB6_24:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v7, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB6_15
.LBB6_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v8, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB6_16
.LBB6_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v11, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v9, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v6, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB6_17
	s_branch .LBB6_18
.LBB6_27:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB6_30
.LBB6_28:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB6_29:
	v_mov_b32_e32 v25, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB6_29
.LBB6_30:
	ds_store_b32 v1, v0 offset:4096
.LBB6_31:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_42
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_35
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v25, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v25
	v_cndmask_b32_e64 v25, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v25, v25
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v25
	global_store_b32 v1, v0, s[18:19]
.LBB6_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_mul_f32 s2, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
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
	s_add_u32 s2, s22, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x37800000, v25
	v_cndmask_b32_e64 v25, v25, v26, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v26, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v25, v0, s1
	s_addc_u32 s1, s23, s31
	s_mul_i32 s3, s1, 0xcd9e8d57
	s_mul_hi_u32 s101, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v25, v0, s9, s15
	s_and_saveexec_b32 s102, s4
	s_cbranch_execnz .LBB6_48
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v27, v8
	s_and_saveexec_b32 s102, s5
	s_cbranch_execnz .LBB6_49
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v28, v9
	s_and_saveexec_b32 s102, s6
	s_cbranch_execz .LBB6_39
.LBB6_38:
	v_xor_b32_e32 v0, s3, v15
	s_xor_b32 s1, s28, s101
	global_load_b32 v58, v[2:3], off offset:2048
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v21
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
	v_mul_f64 v[35:36], v[35:36], s[52:53]
	v_mul_f64 v[39:40], v[37:38], s[40:41]
	v_mul_f64 v[41:42], v[37:38], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[35:36], s[54:55]
	v_add_f64 v[39:40], v[39:40], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[41:42], s[36:37]
	v_add_f64 v[43:44], 0x43380000, v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[37:38], v[39:40]
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], 0xc3380000, v[43:44]
	v_add_f64 v[39:40], v[39:40], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[41:42], s[38:39]
	v_mul_f64 v[46:47], v[44:45], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[37:38], v[39:40]
	v_mul_f64 v[37:38], v[37:38], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[35:36], v[46:47]
	v_cvt_f64_u32_e32 v[46:47], v0
	v_add_f64 v[39:40], v[39:40], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[48:49], v[46:47]
	v_mul_f64 v[33:34], v[33:34], v[39:40]
	v_mul_f64 v[39:40], v[44:45], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[46:47], s[48:49]
	v_add_f64 v[33:34], v[37:38], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[41:42], v[39:40]
	v_add_f64 v[33:34], v[50:51], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[41:42], -v[37:38]
	v_mul_f64 v[31:32], v[31:32], v[33:34]
	v_mul_f64 v[33:34], v[44:45], s[58:59]
	v_mul_f64 v[44:45], v[44:45], s[62:63]
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
	v_mul_f64 v[39:40], v[46:47], s[50:51]
	v_dual_cndmask_b32 v36, v42, v38 :: v_dual_cndmask_b32 v35, v41, v37
	v_add_f64 v[37:38], v[35:36], -v[33:34]
	v_add_f64 v[28:29], v[29:30], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[37:38], v[37:38]
	v_add_f64 v[35:36], v[35:36], -v[37:38]
	v_add_f64 v[28:29], v[39:40], v[28:29]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[39:40], v[30:31], s[76:77]
	v_mul_f64 v[41:42], v[30:31], s[64:65]
	v_mul_f64 v[44:45], v[30:31], s[70:71]
	v_mul_f64 v[46:47], v[30:31], s[82:83]
	v_mul_f64 v[48:49], v[30:31], v[30:31]
	v_add_f64 v[32:33], v[35:36], -v[33:34]
	v_mul_f64 v[54:55], v[30:31], 0.5
	v_mul_f64 v[28:29], v[28:29], -2.0
	v_and_b32_e32 v36, 2, v43
	v_add_f64 v[39:40], v[39:40], s[78:79]
	v_add_f64 v[41:42], v[41:42], s[66:67]
	v_add_f64 v[44:45], v[44:45], s[72:73]
	v_add_f64 v[46:47], v[46:47], s[84:85]
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
	v_add_f64 v[39:40], v[39:40], s[80:81]
	v_add_f64 v[41:42], v[41:42], s[68:69]
	v_add_f64 v[44:45], v[44:45], s[74:75]
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
	v_mul_f64 v[46:47], v[48:49], s[24:25]
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
	v_mul_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v28
	v_mul_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v28, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v28
	v_cndmask_b32_e32 v28, 0x7fc00000, v0, vcc_lo
.LBB6_39:
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s102, exec_lo, s1
	s_cbranch_execz .LBB6_41
	v_xor_b32_e32 v0, s3, v16
	s_xor_b32 s1, s28, s101
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
	v_mul_f64 v[36:37], v[36:37], s[52:53]
	v_mul_f64 v[40:41], v[38:39], s[40:41]
	v_mul_f64 v[42:43], v[38:39], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[36:37], s[54:55]
	v_add_f64 v[40:41], v[40:41], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[36:37]
	v_add_f64 v[44:45], 0x43380000, v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], v[40:41]
	v_mul_f64 v[42:43], v[38:39], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], 0xc3380000, v[44:45]
	v_add_f64 v[40:41], v[40:41], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], v[42:43], s[38:39]
	v_mul_f64 v[47:48], v[45:46], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], v[40:41]
	v_mul_f64 v[38:39], v[38:39], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[36:37], v[47:48]
	v_cvt_f64_u32_e32 v[47:48], v0
	v_add_f64 v[40:41], v[40:41], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[49:50], v[47:48]
	v_mul_f64 v[34:35], v[34:35], v[40:41]
	v_mul_f64 v[40:41], v[45:46], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[47:48], s[48:49]
	v_add_f64 v[34:35], v[38:39], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[42:43], v[40:41]
	v_add_f64 v[34:35], v[51:52], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[42:43], -v[38:39]
	v_mul_f64 v[32:33], v[32:33], v[34:35]
	v_mul_f64 v[34:35], v[45:46], s[58:59]
	v_mul_f64 v[45:46], v[45:46], s[62:63]
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
	v_mul_f64 v[40:41], v[47:48], s[50:51]
	v_dual_cndmask_b32 v37, v43, v39 :: v_dual_cndmask_b32 v36, v42, v38
	v_add_f64 v[38:39], v[36:37], -v[34:35]
	v_add_f64 v[29:30], v[30:31], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[38:39], v[38:39]
	v_add_f64 v[36:37], v[36:37], -v[38:39]
	v_add_f64 v[29:30], v[40:41], v[29:30]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[40:41], v[31:32], s[76:77]
	v_mul_f64 v[42:43], v[31:32], s[64:65]
	v_mul_f64 v[45:46], v[31:32], s[70:71]
	v_mul_f64 v[47:48], v[31:32], s[82:83]
	v_mul_f64 v[49:50], v[31:32], v[31:32]
	v_add_f64 v[33:34], v[36:37], -v[34:35]
	v_mul_f64 v[55:56], v[31:32], 0.5
	v_mul_f64 v[29:30], v[29:30], -2.0
	v_add_f64 v[40:41], v[40:41], s[78:79]
	v_add_f64 v[42:43], v[42:43], s[66:67]
	v_add_f64 v[45:46], v[45:46], s[72:73]
	v_add_f64 v[47:48], v[47:48], s[84:85]
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
	v_add_f64 v[40:41], v[40:41], s[80:81]
	v_add_f64 v[42:43], v[42:43], s[68:69]
	v_add_f64 v[45:46], v[45:46], s[74:75]
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
	v_mul_f64 v[47:48], v[49:50], s[24:25]
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
	v_sub_f32_e32 v29, v5, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v29, v29, v29 :: v_dual_mul_f32 v0, v12, v0
	v_dual_mul_f32 v29, -0.5, v29 :: v_dual_mul_f32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v12, v29
	v_mul_f32_e32 v29, s8, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, v5, v29
	v_add_f32_e32 v0, v0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v12, v0
	v_and_b32_e32 v25, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v25
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB6_41:
	s_or_b32 exec_lo, exec_lo, s102
	s_branch .LBB6_12
.LBB6_42:
	s_cbranch_execz .LBB6_12
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB6_50
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB6_51
.LBB6_45:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB6_52
.LBB6_46:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB6_53
.LBB6_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB6_11
	s_branch .LBB6_54
.LBB6_48:
	v_xor_b32_e32 v0, s3, v13
	s_xor_b32 s1, s28, s101
	global_load_b32 v56, v[2:3], off
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v17
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
	v_mul_f64 v[33:34], v[33:34], s[52:53]
	v_mul_f64 v[37:38], v[35:36], s[40:41]
	v_mul_f64 v[39:40], v[35:36], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[33:34], s[54:55]
	v_add_f64 v[37:38], v[37:38], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[39:40], s[36:37]
	v_add_f64 v[41:42], 0x43380000, v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[35:36], v[37:38]
	v_mul_f64 v[39:40], v[35:36], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[42:43], 0xc3380000, v[41:42]
	v_add_f64 v[37:38], v[37:38], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[39:40], s[38:39]
	v_mul_f64 v[44:45], v[42:43], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[35:36], v[37:38]
	v_mul_f64 v[35:36], v[35:36], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[33:34], v[44:45]
	v_cvt_f64_u32_e32 v[44:45], v0
	v_add_f64 v[37:38], v[37:38], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[46:47], v[44:45]
	v_mul_f64 v[31:32], v[31:32], v[37:38]
	v_mul_f64 v[37:38], v[42:43], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[44:45], s[48:49]
	v_add_f64 v[31:32], v[35:36], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[39:40], v[37:38]
	v_add_f64 v[31:32], v[48:49], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[39:40], -v[35:36]
	v_mul_f64 v[29:30], v[29:30], v[31:32]
	v_mul_f64 v[31:32], v[42:43], s[58:59]
	v_mul_f64 v[42:43], v[42:43], s[62:63]
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
	v_mul_f64 v[37:38], v[44:45], s[50:51]
	v_dual_cndmask_b32 v34, v40, v36 :: v_dual_cndmask_b32 v33, v39, v35
	v_add_f64 v[35:36], v[33:34], -v[31:32]
	v_add_f64 v[26:27], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[35:36], v[35:36]
	v_add_f64 v[33:34], v[33:34], -v[35:36]
	v_add_f64 v[26:27], v[37:38], v[26:27]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[37:38], v[28:29], s[76:77]
	v_mul_f64 v[39:40], v[28:29], s[64:65]
	v_mul_f64 v[42:43], v[28:29], s[70:71]
	v_mul_f64 v[44:45], v[28:29], s[82:83]
	v_mul_f64 v[46:47], v[28:29], v[28:29]
	v_add_f64 v[30:31], v[33:34], -v[31:32]
	v_mul_f64 v[52:53], v[28:29], 0.5
	v_mul_f64 v[26:27], v[26:27], -2.0
	v_and_b32_e32 v34, 2, v41
	v_add_f64 v[37:38], v[37:38], s[78:79]
	v_add_f64 v[39:40], v[39:40], s[66:67]
	v_add_f64 v[42:43], v[42:43], s[72:73]
	v_add_f64 v[44:45], v[44:45], s[84:85]
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
	v_add_f64 v[37:38], v[37:38], s[80:81]
	v_add_f64 v[39:40], v[39:40], s[68:69]
	v_add_f64 v[42:43], v[42:43], s[74:75]
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
	v_mul_f64 v[44:45], v[46:47], s[24:25]
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
	v_mul_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v26
	v_mul_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v26, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v27, v8
	s_and_saveexec_b32 s102, s5
	s_cbranch_execz .LBB6_37
.LBB6_49:
	v_xor_b32_e32 v0, s3, v14
	s_xor_b32 s1, s28, s101
	global_load_b32 v57, v[2:3], off offset:1024
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v19
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
	v_mul_f64 v[34:35], v[34:35], s[52:53]
	v_mul_f64 v[38:39], v[36:37], s[40:41]
	v_mul_f64 v[40:41], v[36:37], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[34:35], s[54:55]
	v_add_f64 v[38:39], v[38:39], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[40:41], s[36:37]
	v_add_f64 v[42:43], 0x43380000, v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[36:37], v[38:39]
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], 0xc3380000, v[42:43]
	v_add_f64 v[38:39], v[38:39], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[40:41], s[38:39]
	v_mul_f64 v[45:46], v[43:44], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[36:37], v[38:39]
	v_mul_f64 v[36:37], v[36:37], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[34:35], v[45:46]
	v_cvt_f64_u32_e32 v[45:46], v0
	v_add_f64 v[38:39], v[38:39], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[47:48], v[45:46]
	v_mul_f64 v[32:33], v[32:33], v[38:39]
	v_mul_f64 v[38:39], v[43:44], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[45:46], s[48:49]
	v_add_f64 v[32:33], v[36:37], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[40:41], v[38:39]
	v_add_f64 v[32:33], v[49:50], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[40:41], -v[36:37]
	v_mul_f64 v[30:31], v[30:31], v[32:33]
	v_mul_f64 v[32:33], v[43:44], s[58:59]
	v_mul_f64 v[43:44], v[43:44], s[62:63]
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
	v_mul_f64 v[38:39], v[45:46], s[50:51]
	v_dual_cndmask_b32 v35, v41, v37 :: v_dual_cndmask_b32 v34, v40, v36
	v_add_f64 v[36:37], v[34:35], -v[32:33]
	v_add_f64 v[27:28], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[36:37], v[36:37]
	v_add_f64 v[34:35], v[34:35], -v[36:37]
	v_add_f64 v[27:28], v[38:39], v[27:28]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[38:39], v[29:30], s[76:77]
	v_mul_f64 v[40:41], v[29:30], s[64:65]
	v_mul_f64 v[43:44], v[29:30], s[70:71]
	v_mul_f64 v[45:46], v[29:30], s[82:83]
	v_mul_f64 v[47:48], v[29:30], v[29:30]
	v_add_f64 v[31:32], v[34:35], -v[32:33]
	v_mul_f64 v[53:54], v[29:30], 0.5
	v_mul_f64 v[27:28], v[27:28], -2.0
	v_add_f64 v[38:39], v[38:39], s[78:79]
	v_add_f64 v[40:41], v[40:41], s[66:67]
	v_add_f64 v[43:44], v[43:44], s[72:73]
	v_add_f64 v[45:46], v[45:46], s[84:85]
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
	v_add_f64 v[38:39], v[38:39], s[80:81]
	v_add_f64 v[40:41], v[40:41], s[68:69]
	v_add_f64 v[43:44], v[43:44], s[74:75]
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
	v_mul_f64 v[45:46], v[47:48], s[24:25]
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
	v_dual_mul_f32 v0, v10, v0 :: v_dual_sub_f32 v27, v8, v57
	v_dual_mul_f32 v0, v25, v0 :: v_dual_add_f32 v27, v27, v27
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
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v28, v9
	s_and_saveexec_b32 s102, s6
	s_cbranch_execnz .LBB6_38
	s_branch .LBB6_39
.LBB6_50:
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v25, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v25
	v_cndmask_b32_e64 v25, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v25, v25
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v25
	global_store_b32 v1, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_45
.LBB6_51:
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
	s_cbranch_execz .LBB6_46
.LBB6_52:
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
	s_cbranch_execz .LBB6_47
.LBB6_53:
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
.LBB6_54:
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
.LBB6_55:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB6_61
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB6_62
.LBB6_57:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB6_63
.LBB6_58:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_60
.LBB6_59:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v5, s[16:17] offset:3072
.LBB6_60:
	s_endpgm
.LBB6_61:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v7, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB6_57
.LBB6_62:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v8, s[16:17] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB6_58
.LBB6_63:
	s_waitcnt vmcnt(0)
	global_store_b32 v6, v9, s[16:17] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB6_59
	s_branch .LBB6_60
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
	.set tessera_bivector_pull_w1024.numbered_sgpr, 104
	.set tessera_bivector_pull_w1024.num_named_barrier, 0
	.set tessera_bivector_pull_w1024.private_seg_size, 0
	.set tessera_bivector_pull_w1024.uses_vcc, 1
	.set tessera_bivector_pull_w1024.uses_flat_scratch, 0
	.set tessera_bivector_pull_w1024.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w1024.has_recursion, 0
	.set tessera_bivector_pull_w1024.has_indirect_call, 0
	.globl	tessera_bivector_pull_w2048
	.p2align	8
	.type	tessera_bivector_pull_w2048,@function
tessera_bivector_pull_w2048:
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[26:27], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x800, s[28:29]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB7_96
	v_mov_b32_e32 v9, 0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	s_mul_i32 s40, s28, s2
	s_add_i32 s41, s5, s4
	v_mov_b32_e32 v1, v9
	s_lshl_b64 s[42:43], s[40:41], 2
	v_lshlrev_b32_e32 v17, 2, v0
	s_add_u32 s20, s20, s42
	s_addc_u32 s21, s21, s43
	v_cmp_gt_u64_e64 s4, s[28:29], v[0:1]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB7_3
	global_load_b32 v18, v17, s[20:21]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v8, 0x100, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[28:29], v[8:9]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB7_5
	global_load_b32 v19, v17, s[20:21] offset:1024
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v9, 0x200, v0
	v_mov_b32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[28:29], v[9:10]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB7_7
	global_load_b32 v20, v17, s[20:21] offset:2048
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v11, 0x300, v0
	v_mov_b32_e32 v12, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[28:29], v[11:12]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB7_9
	global_load_b32 v21, v17, s[20:21] offset:3072
.LBB7_9:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[28:29], v[2:3]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB7_11
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v22, v1, s[20:21]
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v3, 0x500, v0
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[28:29], v[3:4]
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB7_13
	v_lshlrev_b32_e32 v1, 2, v3
	global_load_b32 v23, v1, s[20:21]
.LBB7_13:
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v5, 0x600, v0
	v_mov_b32_e32 v6, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s10, s[28:29], v[5:6]
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB7_15
	v_lshlrev_b32_e32 v1, 2, v5
	global_load_b32 v4, v1, s[20:21]
.LBB7_15:
	s_or_b32 exec_lo, exec_lo, s11
	v_or_b32_e32 v6, 0x700, v0
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s11, s[28:29], v[6:7]
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB7_17
	v_lshlrev_b32_e32 v1, 2, v6
	global_load_b32 v24, v1, s[20:21]
.LBB7_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_cmp_eq_u64 s[30:31], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB7_87
	v_bcnt_u32_b32 v1, v0, 0
	v_bcnt_u32_b32 v7, v8, 0
	v_bcnt_u32_b32 v8, v9, 0
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x30
	s_load_b128 s[36:39], s[0:1], 0x50
	v_bcnt_u32_b32 v9, v11, 0
	v_cmp_eq_u32_e32 vcc_lo, 2, v1
	v_add_co_u32 v12, s1, s40, v0
	v_bcnt_u32_b32 v10, v2, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_cndmask_b32_e64 v25, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v7
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v12, 0
	v_bcnt_u32_b32 v11, v3, 0
	v_bcnt_u32_b32 v7, v5, 0
	v_cndmask_b32_e64 v26, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v8
	s_mov_b32 s35, 0
	s_mov_b32 s44, 0x96cb03de
	s_mov_b32 s46, 0x94229359
	s_mov_b32 s48, 0x55555593
	v_cndmask_b32_e64 v27, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v9
	v_add_co_ci_u32_e64 v9, null, s41, 0, s1
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	s_mov_b32 s40, 0x9997fa04
	v_cndmask_b32_e64 v28, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v10
	v_xor_b32_e32 v8, v1, v9
	s_cselect_b32 s19, -1, 0
	s_add_u32 s15, s24, s42
	s_addc_u32 s24, s25, s43
	v_cndmask_b32_e64 v29, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v11
	v_xor_b32_e32 v10, s37, v8
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mov_b32_e32 v1, 0
	s_add_u32 s22, s22, s2
	v_cndmask_b32_e64 v30, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v7
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v10, 0
	v_add_co_u32 v7, s1, s15, v17
	v_cndmask_b32_e64 v31, 0, 1.0, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x100, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, v9, vcc_lo
	v_add_co_ci_u32_e64 v8, null, s24, 0, s1
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v10, 0
	s_addc_u32 s23, s23, s3
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s24, 0xd078c69f
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	s_mov_b32 s42, 0xdf3e5244
	v_xor_b32_e32 v10, v44, v11
	v_add_co_u32 v11, vcc_lo, 0x200, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v13, null, 0, v9, vcc_lo
	v_xor_b32_e32 v10, s37, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v11, 0
	v_add_co_u32 v14, vcc_lo, 0x300, v12
	v_add_co_ci_u32_e64 v11, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[48:49], null, 0xcd9e8d57, v10, 0
	v_xor_b32_e32 v10, v45, v13
	v_add_co_u32 v13, vcc_lo, 0x400, v12
	v_mad_u64_u32 v[46:47], null, 0xd2511f53, v14, 0
	v_add_co_ci_u32_e64 v14, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v13, 0
	v_xor_b32_e32 v10, s37, v10
	v_add_co_u32 v13, vcc_lo, 0x500, v12
	v_xor_b32_e32 v11, v47, v11
	v_add_co_ci_u32_e64 v15, null, 0, v9, vcc_lo
	v_xor_b32_e32 v14, v51, v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v13, 0
	v_xor_b32_e32 v11, s37, v11
	v_mad_u64_u32 v[53:54], null, 0xcd9e8d57, v10, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v10, s37, v14
	s_cselect_b32 s90, -1, 0
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x600, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, 0, v9, vcc_lo
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v10, 0
	v_add_co_u32 v10, vcc_lo, 0x700, v12
	v_xor_b32_e32 v13, v52, v15
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v11, 0
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v11, s37, v13
	v_add_co_ci_u32_e64 v13, null, 0, v9, vcc_lo
	v_add_co_u32 v9, vcc_lo, 0x1000, v7
	v_xor_b32_e32 v12, v58, v14
	v_xor_b32_e32 v13, v62, v13
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v11, 0
	v_add_co_ci_u32_e64 v10, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v14, s37, v12
	v_xor_b32_e32 v13, s37, v13
	v_add_co_u32 v11, vcc_lo, 0x1400, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v12, null, 0, v8, vcc_lo
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x1800, v7
	s_add_u32 s1, s36, 0x9e3779b9
	s_add_u32 s2, s37, 0xbb67ae85
	s_add_u32 s3, s36, 0x3c6ef372
	v_add_co_ci_u32_e64 v14, null, 0, v8, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x1c00, v7
	s_add_u32 s91, s37, 0x76cf5d0a
	s_add_u32 s93, s37, 0x32370b8f
	s_add_u32 s95, s37, 0xed9eba14
	s_add_u32 s97, s37, 0xa9066899
	s_add_u32 s99, s37, 0x646e171e
	s_add_u32 s101, s37, 0x1fd5c5a3
	s_add_u32 s102, s37, 0xdb3d7428
	s_and_b32 s34, s28, 7
	v_cmp_gt_u64_e64 s37, s[28:29], 7
	v_xor_b32_e32 v32, s1, v42
	s_add_u32 s92, s36, 0xdaa66d2b
	s_add_u32 s94, s36, 0x78dde6e4
	s_add_u32 s96, s36, 0x1715609d
	s_add_u32 s98, s36, 0xb54cda56
	s_add_u32 s100, s36, 0x5384540f
	s_add_i32 s103, s36, 0x8ff34781
	v_xor_b32_e32 v33, s1, v49
	v_xor_b32_e32 v34, s1, v54
	v_xor_b32_e32 v35, s1, v56
	v_xor_b32_e32 v36, s1, v60
	v_xor_b32_e32 v37, s1, v64
	v_xor_b32_e32 v38, s1, v66
	v_add_co_ci_u32_e64 v16, null, 0, v8, vcc_lo
	v_xor_b32_e32 v39, s1, v68
	s_and_b32 s14, s28, 0xff8
	v_xor_b32_e32 v40, s2, v0
	v_xor_b32_e32 v41, s3, v41
	v_xor_b32_e32 v42, s2, v43
	v_xor_b32_e32 v43, s3, v48
	v_xor_b32_e32 v44, s2, v44
	v_xor_b32_e32 v45, s3, v53
	v_xor_b32_e32 v46, s2, v46
	v_xor_b32_e32 v47, s3, v55
	v_xor_b32_e32 v48, s2, v50
	v_xor_b32_e32 v49, s3, v59
	v_xor_b32_e32 v50, s2, v51
	v_xor_b32_e32 v51, s3, v63
	v_xor_b32_e32 v52, s2, v57
	v_xor_b32_e32 v53, s3, v65
	v_xor_b32_e32 v54, s2, v61
	v_xor_b32_e32 v55, s3, v67
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s50, 0x35793c76
	s_mov_b32 s52, 0xfee00000
	s_mov_b32 s54, 0x54442d18
	s_mov_b32 s56, 0x6dc9c883
	s_mov_b32 s58, 0x54400000
	s_mov_b32 s60, 0x1a626331
	s_mov_b32 s62, 0x1a600000
	s_mov_b32 s64, 0x2e037073
	s_mov_b32 s66, 0x19cb1590
	s_mov_b32 s68, 0x16c15177
	s_mov_b32 s70, 0x5555554c
	s_mov_b32 s72, 0xbe8838d4
	s_mov_b32 s74, 0xbdb4b1c4
	s_mov_b32 s76, 0x809c52ad
	s_mov_b32 s78, 0x57b1fe7d
	s_mov_b32 s80, 0x19c161d5
	s_mov_b32 s82, 0x1110f8a6
	s_mov_b32 s84, 0x5acfd57c
	s_mov_b32 s86, 0x8a2b9ceb
	s_mov_b32 s88, 0x55555549
	s_mov_b32 s15, s35
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s41, 0x3fd99999
	s_mov_b32 s43, 0x3fc2f112
	s_mov_b32 s45, 0x3fc74664
	s_mov_b32 s47, 0x3fd24924
	s_mov_b32 s49, 0x3fe55555
	s_mov_b32 s51, 0x3dea39ef
	s_mov_b32 s53, 0x3fe62e42
	s_mov_b32 s55, 0x401921fb
	s_mov_b32 s57, 0x3fe45f30
	s_mov_b32 s59, 0xbff921fb
	s_mov_b32 s61, 0x3dd0b461
	s_mov_b32 s63, 0xbdd0b461
	s_mov_b32 s65, 0x3ba3198a
	s_mov_b32 s67, 0x3efa01a0
	s_mov_b32 s69, 0xbf56c16c
	s_mov_b32 s71, 0x3fa55555
	s_mov_b32 s73, 0xbda8fae9
	s_mov_b32 s75, 0x3e21ee9e
	s_mov_b32 s77, 0xbe927e4f
	s_mov_b32 s79, 0x3ec71de3
	s_mov_b32 s81, 0xbf2a01a0
	s_mov_b32 s83, 0x3f811111
	s_mov_b32 s85, 0x3de5d93a
	s_mov_b32 s87, 0xbe5ae5e6
	s_mov_b32 s89, 0x3fc55555
	v_writelane_b32 v95, s1, 0
	s_branch .LBB7_21
.LBB7_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v57, v18 :: v_dual_mov_b32 v58, v19
	v_dual_mov_b32 v59, v20 :: v_dual_mov_b32 v60, v21
	v_dual_mov_b32 v61, v22 :: v_dual_mov_b32 v62, v23
	v_mov_b32_e32 v63, v4
	v_mov_b32_e32 v0, v24
.LBB7_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v24, v0 :: v_dual_mov_b32 v23, v62
	v_dual_mov_b32 v4, v63 :: v_dual_mov_b32 v21, v60
	v_dual_mov_b32 v22, v61 :: v_dual_mov_b32 v19, v58
	v_mov_b32_e32 v20, v59
	v_mov_b32_e32 v18, v57
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[30:31]
	s_cbranch_scc1 .LBB7_87
.LBB7_21:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB7_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB7_37
.LBB7_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB7_38
.LBB7_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB7_39
.LBB7_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB7_40
.LBB7_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB7_41
.LBB7_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB7_42
.LBB7_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB7_30
.LBB7_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x80000000, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v24, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v17, v0 offset:7168
.LBB7_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB7_47
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB7_46
	s_and_not1_b32 vcc_lo, exec_lo, s37
	s_cbranch_vccnz .LBB7_43
	s_mov_b64 s[2:3], 0
	s_mov_b32 s104, 0
	.p2align	6
.LBB7_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v62, s104
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s104, s104, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
	ds_load_2addr_b32 v[56:57], v62 offset1:1
	ds_load_2addr_b32 v[58:59], v62 offset0:2 offset1:3
	ds_load_2addr_b32 v[60:61], v62 offset0:4 offset1:5
	ds_load_2addr_b32 v[62:63], v62 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v57
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v59
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v62
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v63
	s_cbranch_scc1 .LBB7_34
	v_readlane_b32 s104, v95, 0
	s_mov_b64 s[2:3], s[14:15]
	s_and_b32 vcc_lo, exec_lo, s104
	s_cbranch_vccnz .LBB7_44
	s_branch .LBB7_46
.LBB7_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v25, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v17, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB7_23
.LBB7_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v26, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v19, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v17, v0 offset:1024
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB7_24
.LBB7_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v27, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v20, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v17, v0 offset:2048
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB7_25
.LBB7_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v28, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v21, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v17, v0 offset:3072
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB7_26
.LBB7_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v29, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v22, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v17, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB7_27
.LBB7_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v30, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v23, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v17, v0 offset:5120
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB7_28
.LBB7_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v4, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v17, v0 offset:6144
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB7_29
	s_branch .LBB7_30
.LBB7_43:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB7_46
.LBB7_44:
	s_lshl_b32 s104, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB7_45:
	v_mov_b32_e32 v56, s104
	s_add_i32 s104, s104, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v56, v56
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v56
	s_cbranch_scc1 .LBB7_45
.LBB7_46:
	ds_store_b32 v1, v0 offset:8192
.LBB7_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s90
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB7_62
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB7_51
	global_load_b32 v0, v1, s[22:23]
	ds_load_b32 v56, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v56
	v_cndmask_b32_e64 v56, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v56, v56
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v56
	global_store_b32 v1, v0, s[22:23]
.LBB7_51:
	s_or_b32 exec_lo, exec_lo, s1
	s_mul_f32 s2, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v56, v0
	v_add_nc_u32_e32 v57, -1, v56
	v_add_nc_u32_e32 v58, 1, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v59, 0x80000000, v57
	v_xor_b32_e32 v60, 0x80000000, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v59, v59, v56, v0
	v_fma_f32 v60, v60, v56, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v59
	v_cndmask_b32_e64 v56, v56, v57, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v60
	v_cndmask_b32_e64 v56, v56, v58, s2
	s_add_u32 s2, s26, s38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v57, 0x37800000, v56
	v_cndmask_b32_e64 v56, v56, v57, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v56, v0, s1
	s_addc_u32 s1, s27, s39
	s_mul_i32 s3, s1, 0xcd9e8d57
	s_mul_hi_u32 vcc_hi, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v56, v0, s13, s19
	s_and_saveexec_b32 s104, s4
	s_cbranch_execnz .LBB7_72
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v58, v19
	s_and_saveexec_b32 s104, s5
	s_cbranch_execnz .LBB7_73
.LBB7_53:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v59, v20
	s_and_saveexec_b32 s104, s6
	s_cbranch_execnz .LBB7_74
.LBB7_54:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v60, v21
	s_and_saveexec_b32 s104, s7
	s_cbranch_execnz .LBB7_75
.LBB7_55:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v61, v22
	s_and_saveexec_b32 s104, s8
	s_cbranch_execnz .LBB7_76
.LBB7_56:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v62, v23
	s_and_saveexec_b32 s104, s9
	s_cbranch_execnz .LBB7_77
.LBB7_57:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v63, v4
	s_and_saveexec_b32 s104, s10
	s_cbranch_execz .LBB7_59
.LBB7_58:
	v_xor_b32_e32 v0, s3, v38
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s2
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v52
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v66, s1, s91, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v66, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v65, v53
	v_xor3_b32 v67, v67, s92, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v65, v63
	v_xor3_b32 v65, v68, s95, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v64, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v63, v65, s96, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v66, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v63, 0
	v_xor3_b32 v63, v67, s99, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v63, 0xcd9e8d57, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v68, v64
	v_xor3_b32 v65, v63, s100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v64, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v64, 0xd2511f53, v65
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v63, v64, s102, v63
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v63, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v64, s103
	v_cvt_f64_u32_e32 v[64:65], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], 0.5
	v_ldexp_f64 v[64:65], v[64:65], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v65
	v_and_b32_e32 v65, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v65, 0x3fe6a09e, v65
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -1.0
	v_add_f64 v[66:67], v[64:65], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[68:69], null, v[66:67], v[66:67], v[64:65]
	v_rcp_f64_e32 v[70:71], v[68:69]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 1.0
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 1.0
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_div_scale_f64 v[72:73], vcc_lo, v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[72:73], v[70:71]
	v_fma_f64 v[68:69], -v[68:69], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[68:69], v[68:69], v[70:71], v[74:75]
	v_div_fixup_f64 v[66:67], v[68:69], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	v_mul_f64 v[70:71], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], s[42:43]
	v_mul_f64 v[74:75], v[70:71], s[24:25]
	v_add_f64 v[72:73], v[72:73], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[28:29]
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	v_add_f64 v[72:73], v[72:73], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[40:41]
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	v_cvt_f64_u32_e32 v[74:75], v0
	v_add_f64 v[72:73], v[72:73], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_add_co_ci_u32_e64 v72, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[72:73], v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[70:71], v[64:65], 0.5
	v_ldexp_f64 v[72:73], v[72:73], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[64:65], v[70:71]
	v_add_f64 v[72:73], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], s[50:51]
	v_add_f64 v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], -v[70:71]
	v_add_f64 v[64:65], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[72:73], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[66:67], v[64:65]
	v_mul_f64 v[64:65], v[64:65], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[64:65]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[64:65], v[64:65], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[66:67], v[64:65]
	v_mul_f64 v[68:69], v[64:65], v[66:67]
	v_mul_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 0.5
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_fma_f64 v[66:67], v[66:67], v[70:71], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[68:69], v[68:69], v[64:65]
	v_fma_f64 v[68:69], v[70:71], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[68:69], v[68:69], v[64:65]
	v_fma_f64 v[66:67], v[70:71], v[66:67], v[68:69]
	v_cvt_f64_u32_e32 v[68:69], v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], 0.5
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[68:69], s[54:55]
	v_mul_f64 v[70:71], v[68:69], s[56:57]
	v_bfe_u32 v0, v69, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], 0x43380000, v[70:71]
	v_add_f64 v[71:72], 0xc3380000, v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[71:72], s[58:59]
	v_add_f64 v[68:69], v[68:69], v[73:74]
	v_mul_f64 v[73:74], v[71:72], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[68:69], -v[73:74]
	v_lshrrev_b32_e32 v63, 20, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v76, v1 :: v_dual_and_b32 v63, 0x7ff, v63
	v_add_nc_u32_e32 v75, 16, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[75:76], v[0:1]
	v_mul_f64 v[75:76], v[71:72], s[62:63]
	v_mul_f64 v[71:72], v[71:72], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[64:65], 0x260
	v_ldexp_f64 v[66:67], v[66:67], v0
	v_and_b32_e32 v0, 1, v70
	v_add_f64 v[77:78], v[68:69], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v65, v67, v65 :: v_dual_cndmask_b32 v64, v66, v64
	v_cndmask_b32_e64 v80, v69, v78, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v79, v68, v77, s1
	v_add_f64 v[68:69], v[68:69], -v[77:78]
	v_add_f64 v[68:69], v[68:69], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[71:72], -v[68:69]
	v_cndmask_b32_e64 v69, v74, v69, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v68, v73, v68, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[66:67], v[79:80], -v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[79:80], -v[66:67]
	v_add_f64 v[68:69], v[71:72], -v[68:69]
	v_mul_f64 v[71:72], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[68:69], 0.5
	v_mul_f64 v[73:74], v[71:72], s[84:85]
	v_mul_f64 v[75:76], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[86:87]
	v_mul_f64 v[77:78], v[71:72], v[75:76]
	v_mul_f64 v[75:76], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	v_mul_f64 v[77:78], v[71:72], s[78:79]
	v_add_f64 v[77:78], v[77:78], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], v[77:78]
	v_mul_f64 v[77:78], v[71:72], s[72:73]
	v_add_f64 v[77:78], v[77:78], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[71:72], s[66:67]
	v_add_f64 v[77:78], v[77:78], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[77:78], v[66:67], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[79:80], -v[73:74]
	v_mul_f64 v[79:80], v[71:72], 0.5
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_mul_f64 v[73:74], v[66:67], v[68:69]
	v_add_f64 v[68:69], v[71:72], -v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_add_f64 v[71:72], v[79:80], v[73:74]
	v_mul_f64 v[73:74], v[77:78], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[81:82], v[71:72]
	v_add_f64 v[68:69], v[68:69], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v72
	v_add_f64 v[66:67], v[66:67], -v[68:69]
	v_mov_b32_e32 v69, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v63, 0x80000000, v67
	v_and_b32_e32 v68, 2, v70
	v_cndmask_b32_e64 v66, v66, v71, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[68:69]
	v_dual_cndmask_b32 v0, v0, v72 :: v_dual_cndmask_b32 v63, v67, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v67, v63, v0, s1
	global_load_b32 v0, v[13:14], off
	v_mul_f64 v[63:64], v[66:67], v[64:65]
	v_cvt_f32_f64_e32 v63, v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v63, v31, v63
	v_mul_f32_e32 v63, v56, v63
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v31, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v4, v0
	v_add_f32_e32 v0, v63, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v31, v0
	v_and_b32_e32 v63, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v63
	v_cndmask_b32_e32 v63, 0x7fc00000, v0, vcc_lo
.LBB7_59:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v0, v24
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s104, exec_lo, s1
	s_cbranch_execz .LBB7_61
	v_xor_b32_e32 v0, s3, v39
	s_xor_b32 s1, s36, vcc_hi
	global_load_b32 v94, v[15:16], off
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s2, s1, 0xd2511f53
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v54
	v_xor3_b32 v67, s1, s91, v65
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v67, 0
	v_xor_b32_e32 v0, v66, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, v68, s92, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v68, 0
	v_xor3_b32 v0, s93, v66, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v69, s95, v65
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, s94, v65, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v70, s96, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v0, s97, v65, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v67, s99, v64
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v67
	v_xor3_b32 v65, s98, v65, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v65, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v65, s101, v65, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s102, v64
	v_mul_lo_u32 v66, 0xcd9e8d57, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v66, v65, s103
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[65:66], v0
	v_add_f64 v[65:66], v[65:66], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[65:66], v[65:66], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v66, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v66, 0x3fe6a09e, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[65:66], v[65:66], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[65:66], 2.0
	v_mul_f64 v[86:87], v[65:66], 0.5
	v_div_scale_f64 v[69:70], null, v[67:68], v[67:68], v[65:66]
	v_div_scale_f64 v[75:76], vcc_lo, v[65:66], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[86:87], v[65:66], v[86:87]
	v_rcp_f64_e32 v[71:72], v[69:70]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 1.0
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 1.0
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[75:76], v[71:72]
	v_fma_f64 v[69:70], -v[69:70], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[69:70], v[69:70], v[71:72], v[73:74]
	v_cvt_f64_u32_e32 v[71:72], v64
	v_add_co_ci_u32_e64 v64, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[84:85], v64
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[67:68], v[69:70], v[67:68], v[65:66]
	v_add_f64 v[71:72], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[84:85], v[84:85], 32
	v_mul_f64 v[69:70], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	v_mul_f64 v[73:74], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[71:72], s[54:55]
	v_mul_f64 v[75:76], v[73:74], s[42:43]
	v_mul_f64 v[77:78], v[73:74], s[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[71:72], s[56:57]
	v_add_f64 v[75:76], v[75:76], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[28:29]
	v_add_f64 v[79:80], 0x43380000, v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], 0xc3380000, v[79:80]
	v_add_f64 v[75:76], v[75:76], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[40:41]
	v_mul_f64 v[82:83], v[80:81], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[77:78], v[71:72], v[82:83]
	v_cvt_f64_u32_e32 v[82:83], v0
	v_add_f64 v[75:76], v[75:76], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[84:85], v[82:83]
	v_mul_f64 v[69:70], v[69:70], v[75:76]
	v_mul_f64 v[75:76], v[80:81], s[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[88:89], v[82:83], s[50:51]
	v_add_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[77:78], v[75:76]
	v_add_f64 v[69:70], v[86:87], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[77:78], -v[73:74]
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[80:81], s[60:61]
	v_mul_f64 v[80:81], v[80:81], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[75:76], v[84:85], v[75:76]
	v_add_f64 v[67:68], v[88:89], v[67:68]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], v[77:78], -v[69:70]
	v_add_f64 v[75:76], v[80:81], -v[75:76]
	v_mov_b32_e32 v81, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[67:68], -v[86:87]
	v_lshrrev_b32_e32 v0, 20, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v64, 0x7ff, v0
	v_bfe_u32 v0, v72, 20, 11
	v_add_nc_u32_e32 v80, 16, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[80:81], v[0:1]
	v_dual_cndmask_b32 v70, v70, v76 :: v_dual_cndmask_b32 v69, v69, v75
	v_mul_f64 v[75:76], v[82:83], s[52:53]
	v_dual_cndmask_b32 v72, v78, v74 :: v_dual_cndmask_b32 v71, v77, v73
	v_add_f64 v[73:74], v[71:72], -v[69:70]
	v_add_f64 v[64:65], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[73:74], v[73:74]
	v_add_f64 v[71:72], v[71:72], -v[73:74]
	v_add_f64 v[64:65], v[75:76], v[64:65]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[75:76], v[66:67], s[78:79]
	v_mul_f64 v[77:78], v[66:67], s[66:67]
	v_mul_f64 v[80:81], v[66:67], s[72:73]
	v_mul_f64 v[82:83], v[66:67], s[84:85]
	v_mul_f64 v[84:85], v[66:67], v[66:67]
	v_add_f64 v[68:69], v[71:72], -v[69:70]
	v_mul_f64 v[90:91], v[66:67], 0.5
	v_mul_f64 v[64:65], v[64:65], -2.0
	v_and_b32_e32 v72, 2, v79
	v_add_f64 v[75:76], v[75:76], s[80:81]
	v_add_f64 v[77:78], v[77:78], s[68:69]
	v_add_f64 v[80:81], v[80:81], s[74:75]
	v_add_f64 v[82:83], v[82:83], s[86:87]
	v_mul_f64 v[86:87], v[66:67], v[84:85]
	v_mul_f64 v[70:71], v[84:85], v[84:85]
	v_mul_f64 v[84:85], v[73:74], v[66:67]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[64:65]
	v_add_f64 v[92:93], -v[90:91], 1.0
	v_mul_f64 v[75:76], v[66:67], v[75:76]
	v_mul_f64 v[77:78], v[66:67], v[77:78]
	v_mul_f64 v[80:81], v[66:67], v[80:81]
	v_mul_f64 v[82:83], v[86:87], v[82:83]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[75:76], v[75:76], s[82:83]
	v_add_f64 v[77:78], v[77:78], s[70:71]
	v_add_f64 v[80:81], v[80:81], s[76:77]
	v_rsq_f64_e32 v[88:89], v[64:65]
	v_cmp_class_f64_e64 vcc_lo, v[64:65], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[75:76], v[82:83], v[75:76]
	v_mul_f64 v[77:78], v[66:67], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[80:81]
	v_mul_f64 v[80:81], v[68:69], 0.5
	v_mul_f64 v[86:87], v[64:65], v[88:89]
	v_mul_f64 v[88:89], v[88:89], 0.5
	v_mul_f64 v[75:76], v[84:85], v[75:76]
	v_add_f64 v[70:71], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[82:83], -v[88:89], v[86:87], 0.5
	v_add_f64 v[75:76], v[80:81], -v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_fma_f64 v[86:87], v[86:87], v[82:83], v[86:87]
	v_fma_f64 v[77:78], v[88:89], v[82:83], v[88:89]
	v_mul_f64 v[82:83], v[73:74], v[68:69]
	v_add_f64 v[88:89], -v[92:93], 1.0
	v_mul_f64 v[66:67], v[66:67], v[75:76]
	v_fma_f64 v[80:81], -v[86:87], v[86:87], v[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[70:71], -v[82:83]
	v_mul_f64 v[82:83], v[84:85], s[88:89]
	v_add_f64 v[66:67], v[66:67], -v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[75:76], v[80:81], v[77:78], v[86:87]
	v_add_f64 v[80:81], v[88:89], -v[90:91]
	v_add_f64 v[66:67], v[66:67], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[68:69], -v[75:76], v[75:76], v[64:65]
	v_add_f64 v[70:71], v[80:81], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[73:74], -v[66:67]
	v_mov_b32_e32 v73, v1
	v_cmp_eq_u64_e64 s1, 0, v[72:73]
	v_fma_f64 v[68:69], v[68:69], v[77:78], v[75:76]
	v_add_f64 v[70:71], v[92:93], v[70:71]
	v_xor_b32_e32 v72, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v67, v67, v72, s1
	v_ldexp_f64 v[68:69], v[68:69], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v74, 0x80000000, v71
	v_and_b32_e32 v0, 1, v79
	v_cndmask_b32_e64 v71, v74, v71, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v67, v67, v71, s1
	v_cndmask_b32_e64 v66, v66, v70, s1
	v_dual_cndmask_b32 v65, v69, v65 :: v_dual_cndmask_b32 v64, v68, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[66:67], v[64:65]
	v_cvt_f32_f64_e32 v0, v[64:65]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v64, v24, v94
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, v64, v64
	v_mul_f32_e32 v64, -0.5, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v64, 0, v64
	v_mul_f32_e32 v64, s12, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, v24, v64
	v_mul_f32_e32 v0, 0, v0
	v_mul_f32_e32 v0, v56, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v64
	v_mul_f32_e32 v0, 0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v56, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v56
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB7_61:
	s_or_b32 exec_lo, exec_lo, s104
	s_branch .LBB7_20
.LBB7_62:
	s_cbranch_execz .LBB7_20
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB7_78
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB7_79
.LBB7_65:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB7_80
.LBB7_66:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB7_81
.LBB7_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB7_82
.LBB7_68:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB7_83
.LBB7_69:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB7_84
.LBB7_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB7_85
.LBB7_71:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB7_19
	s_branch .LBB7_86
.LBB7_72:
	v_xor_b32_e32 v0, s3, v32
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s2
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v40
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v60, s1, s91, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v60, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v59, v41
	v_xor3_b32 v61, v61, s92, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v61, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v59, v57
	v_xor3_b32 v59, v62, s95, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v58, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v59, 0
	v_xor3_b32 v57, v59, s96, v57
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v60, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v57, 0
	v_xor3_b32 v57, v61, s99, v59
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v57, 0xcd9e8d57, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v62, v58
	v_xor3_b32 v59, v57, s100, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[57:58], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v58, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v58, 0xd2511f53, v59
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v57, v58, s102, v57
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v57, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v58, s103
	v_cvt_f64_u32_e32 v[58:59], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[58:59], 0.5
	v_ldexp_f64 v[58:59], v[58:59], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v59
	v_and_b32_e32 v59, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v59, 0x3fe6a09e, v59
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[58:59], -1.0
	v_add_f64 v[60:61], v[58:59], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[62:63], null, v[60:61], v[60:61], v[58:59]
	v_rcp_f64_e32 v[64:65], v[62:63]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[62:63], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[62:63], v[64:65], 1.0
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_div_scale_f64 v[66:67], vcc_lo, v[58:59], v[60:61], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], v[64:65]
	v_fma_f64 v[62:63], -v[62:63], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[62:63], v[62:63], v[64:65], v[68:69]
	v_div_fixup_f64 v[60:61], v[62:63], v[60:61], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[60:61], v[60:61]
	v_mul_f64 v[64:65], v[62:63], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[64:65], s[42:43]
	v_mul_f64 v[68:69], v[64:65], s[24:25]
	v_add_f64 v[66:67], v[66:67], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[28:29]
	v_mul_f64 v[66:67], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[64:65], v[68:69]
	v_add_f64 v[66:67], v[66:67], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[40:41]
	v_mul_f64 v[66:67], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[64:65], v[64:65], v[68:69]
	v_cvt_f64_u32_e32 v[68:69], v0
	v_add_f64 v[66:67], v[66:67], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[62:63], v[66:67]
	v_add_co_ci_u32_e64 v66, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[66:67], v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[64:65], v[58:59], 0.5
	v_ldexp_f64 v[66:67], v[66:67], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[64:65], v[58:59], v[64:65]
	v_add_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[60:61], v[60:61], v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[66:67], s[50:51]
	v_add_f64 v[60:61], v[62:63], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], -v[64:65]
	v_add_f64 v[58:59], v[58:59], v[60:61]
	v_mul_f64 v[60:61], v[66:67], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[60:61], v[58:59]
	v_mul_f64 v[58:59], v[58:59], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[58:59]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[58:59], v[58:59], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[60:61], v[58:59]
	v_mul_f64 v[62:63], v[58:59], v[60:61]
	v_mul_f64 v[60:61], v[60:61], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[64:65], -v[60:61], v[62:63], 0.5
	v_fma_f64 v[62:63], v[62:63], v[64:65], v[62:63]
	v_fma_f64 v[60:61], v[60:61], v[64:65], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[64:65], -v[62:63], v[62:63], v[58:59]
	v_fma_f64 v[62:63], v[64:65], v[60:61], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[64:65], -v[62:63], v[62:63], v[58:59]
	v_fma_f64 v[60:61], v[64:65], v[60:61], v[62:63]
	v_cvt_f64_u32_e32 v[62:63], v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[62:63], s[54:55]
	v_mul_f64 v[64:65], v[62:63], s[56:57]
	v_bfe_u32 v0, v63, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], 0x43380000, v[64:65]
	v_add_f64 v[65:66], 0xc3380000, v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], s[58:59]
	v_add_f64 v[62:63], v[62:63], v[67:68]
	v_mul_f64 v[67:68], v[65:66], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[62:63], -v[67:68]
	v_lshrrev_b32_e32 v57, 20, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v70, v1 :: v_dual_and_b32 v57, 0x7ff, v57
	v_add_nc_u32_e32 v69, 16, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[69:70], v[0:1]
	v_mul_f64 v[69:70], v[65:66], s[62:63]
	v_mul_f64 v[65:66], v[65:66], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[58:59], 0x260
	v_ldexp_f64 v[60:61], v[60:61], v0
	v_and_b32_e32 v0, 1, v64
	v_add_f64 v[71:72], v[62:63], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v59, v61, v59 :: v_dual_cndmask_b32 v58, v60, v58
	v_cndmask_b32_e64 v74, v63, v72, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v73, v62, v71, s1
	v_add_f64 v[62:63], v[62:63], -v[71:72]
	v_add_f64 v[62:63], v[62:63], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[65:66], -v[62:63]
	v_cndmask_b32_e64 v63, v68, v63, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v62, v67, v62, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[60:61], v[73:74], -v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[73:74], -v[60:61]
	v_add_f64 v[62:63], v[65:66], -v[62:63]
	v_mul_f64 v[65:66], v[60:61], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[62:63], 0.5
	v_mul_f64 v[67:68], v[65:66], s[84:85]
	v_mul_f64 v[69:70], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[67:68], s[86:87]
	v_mul_f64 v[71:72], v[65:66], v[69:70]
	v_mul_f64 v[69:70], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[71:72], v[67:68]
	v_mul_f64 v[71:72], v[65:66], s[78:79]
	v_add_f64 v[71:72], v[71:72], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[65:66], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[65:66], s[72:73]
	v_add_f64 v[71:72], v[71:72], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[65:66], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[65:66], s[66:67]
	v_add_f64 v[71:72], v[71:72], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[65:66], v[71:72]
	v_add_f64 v[71:72], v[71:72], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[65:66], v[71:72]
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_mul_f64 v[71:72], v[60:61], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[65:66], v[69:70]
	v_mul_f64 v[67:68], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[73:74], -v[67:68]
	v_mul_f64 v[73:74], v[65:66], 0.5
	v_mul_f64 v[65:66], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], -v[73:74], 1.0
	v_mul_f64 v[67:68], v[60:61], v[62:63]
	v_add_f64 v[62:63], v[65:66], -v[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_add_f64 v[67:68], v[69:70], -v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[77:78], -v[73:74]
	v_add_f64 v[65:66], v[73:74], v[67:68]
	v_mul_f64 v[67:68], v[71:72], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[75:76], v[65:66]
	v_add_f64 v[62:63], v[62:63], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v66
	v_add_f64 v[60:61], v[60:61], -v[62:63]
	v_mov_b32_e32 v63, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v57, 0x80000000, v61
	v_and_b32_e32 v62, 2, v64
	v_cndmask_b32_e64 v60, v60, v65, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[62:63]
	v_dual_cndmask_b32 v0, v0, v66 :: v_dual_cndmask_b32 v57, v61, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v61, v57, v0, s1
	global_load_b32 v0, v[7:8], off
	v_mul_f64 v[57:58], v[60:61], v[58:59]
	v_cvt_f32_f64_e32 v57, v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v57, v25, v57
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v57, v56, v57 :: v_dual_sub_f32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v25, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v18, v0
	v_add_f32_e32 v0, v57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v25, v0
	v_and_b32_e32 v57, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v57
	v_cndmask_b32_e32 v57, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v58, v19
	s_and_saveexec_b32 s104, s5
	s_cbranch_execz .LBB7_53
.LBB7_73:
	v_xor_b32_e32 v0, s3, v33
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s2
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v42
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v61, s1, s91, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v61, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v60, v43
	v_xor3_b32 v62, v62, s92, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v62, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v60, v58
	v_xor3_b32 v60, v63, s95, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v59, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v60, 0
	v_xor3_b32 v58, v60, s96, v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v61, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v58, 0
	v_xor3_b32 v58, v62, s99, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v58, 0xcd9e8d57, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v63, v59
	v_xor3_b32 v60, v58, s100, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v59, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v59, 0xd2511f53, v60
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v58, v59, s102, v58
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v58, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v59, s103
	v_cvt_f64_u32_e32 v[59:60], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[59:60], v[59:60], 0.5
	v_ldexp_f64 v[59:60], v[59:60], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v60
	v_and_b32_e32 v60, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v60, 0x3fe6a09e, v60
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[59:60], v[59:60], -1.0
	v_add_f64 v[61:62], v[59:60], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[63:64], null, v[61:62], v[61:62], v[59:60]
	v_rcp_f64_e32 v[65:66], v[63:64]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 1.0
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 1.0
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_div_scale_f64 v[67:68], vcc_lo, v[59:60], v[61:62], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], v[65:66]
	v_fma_f64 v[63:64], -v[63:64], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[63:64], v[63:64], v[65:66], v[69:70]
	v_div_fixup_f64 v[61:62], v[63:64], v[61:62], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[61:62], v[61:62]
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[65:66], s[42:43]
	v_mul_f64 v[69:70], v[65:66], s[24:25]
	v_add_f64 v[67:68], v[67:68], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[28:29]
	v_mul_f64 v[67:68], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[65:66], v[69:70]
	v_add_f64 v[67:68], v[67:68], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[40:41]
	v_mul_f64 v[67:68], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_cvt_f64_u32_e32 v[69:70], v0
	v_add_f64 v[67:68], v[67:68], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], v[67:68]
	v_add_co_ci_u32_e64 v67, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[67:68], v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[63:64], v[65:66], v[63:64]
	v_mul_f64 v[65:66], v[59:60], 0.5
	v_ldexp_f64 v[67:68], v[67:68], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[65:66], v[59:60], v[65:66]
	v_add_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[65:66], v[63:64]
	v_mul_f64 v[61:62], v[61:62], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[67:68], s[50:51]
	v_add_f64 v[61:62], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], -v[65:66]
	v_add_f64 v[59:60], v[59:60], v[61:62]
	v_mul_f64 v[61:62], v[67:68], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[59:60], v[61:62], v[59:60]
	v_mul_f64 v[59:60], v[59:60], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[59:60]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[59:60], v[59:60], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[61:62], v[59:60]
	v_mul_f64 v[63:64], v[59:60], v[61:62]
	v_mul_f64 v[61:62], v[61:62], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[61:62], v[63:64], 0.5
	v_fma_f64 v[63:64], v[63:64], v[65:66], v[63:64]
	v_fma_f64 v[61:62], v[61:62], v[65:66], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[63:64], v[63:64], v[59:60]
	v_fma_f64 v[63:64], v[65:66], v[61:62], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[65:66], -v[63:64], v[63:64], v[59:60]
	v_fma_f64 v[61:62], v[65:66], v[61:62], v[63:64]
	v_cvt_f64_u32_e32 v[63:64], v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], 0.5
	v_ldexp_f64 v[63:64], v[63:64], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[63:64], v[63:64], s[54:55]
	v_mul_f64 v[65:66], v[63:64], s[56:57]
	v_bfe_u32 v0, v64, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], 0x43380000, v[65:66]
	v_add_f64 v[66:67], 0xc3380000, v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	v_add_f64 v[63:64], v[63:64], v[68:69]
	v_mul_f64 v[68:69], v[66:67], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[63:64], -v[68:69]
	v_lshrrev_b32_e32 v58, 20, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v58, 0x7ff, v58
	v_add_nc_u32_e32 v70, 16, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[70:71], v[0:1]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[66:67], v[66:67], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[59:60], 0x260
	v_ldexp_f64 v[61:62], v[61:62], v0
	v_and_b32_e32 v0, 1, v65
	v_add_f64 v[72:73], v[63:64], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v60, v62, v60 :: v_dual_cndmask_b32 v59, v61, v59
	v_cndmask_b32_e64 v75, v64, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v74, v63, v72, s1
	v_add_f64 v[63:64], v[63:64], -v[72:73]
	v_add_f64 v[63:64], v[63:64], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[66:67], -v[63:64]
	v_cndmask_b32_e64 v64, v69, v64, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v63, v68, v63, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[61:62], v[74:75], -v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[74:75], -v[61:62]
	v_add_f64 v[63:64], v[66:67], -v[63:64]
	v_mul_f64 v[66:67], v[61:62], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[63:64], 0.5
	v_mul_f64 v[68:69], v[66:67], s[84:85]
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], s[86:87]
	v_mul_f64 v[72:73], v[66:67], v[70:71]
	v_mul_f64 v[70:71], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	v_mul_f64 v[72:73], v[66:67], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[72:73]
	v_add_f64 v[72:73], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[66:67], s[66:67]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[72:73], v[72:73], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[66:67], v[72:73]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[72:73], v[61:62], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_mul_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[74:75], -v[68:69]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], -v[74:75], 1.0
	v_mul_f64 v[68:69], v[61:62], v[63:64]
	v_add_f64 v[63:64], v[66:67], -v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	v_add_f64 v[66:67], v[74:75], v[68:69]
	v_mul_f64 v[68:69], v[72:73], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[76:77], v[66:67]
	v_add_f64 v[63:64], v[63:64], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v67
	v_add_f64 v[61:62], v[61:62], -v[63:64]
	v_dual_mov_b32 v64, v1 :: v_dual_and_b32 v63, 2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[63:64]
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v58, 0x80000000, v62
	v_cndmask_b32_e64 v61, v61, v66, s1
	v_cndmask_b32_e32 v58, v62, v58, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v62, v58, v0, s1
	global_load_b32 v0, v[7:8], off offset:1024
	v_mul_f64 v[58:59], v[61:62], v[59:60]
	v_cvt_f32_f64_e32 v58, v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v58, v26, v58
	v_mul_f32_e32 v58, v56, v58
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v19, v0
	v_add_f32_e32 v0, v58, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v26, v0
	v_and_b32_e32 v58, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v58
	v_cndmask_b32_e32 v58, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v59, v20
	s_and_saveexec_b32 s104, s6
	s_cbranch_execz .LBB7_54
.LBB7_74:
	v_xor_b32_e32 v0, s3, v34
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s2
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v44
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v62, s1, s91, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v62, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v61, v45
	v_xor3_b32 v63, v63, s92, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v63, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v61, v59
	v_xor3_b32 v61, v64, s95, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v60, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v61, 0
	v_xor3_b32 v59, v61, s96, v59
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v62, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v59, 0
	v_xor3_b32 v59, v63, s99, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v59, 0xcd9e8d57, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v64, v60
	v_xor3_b32 v61, v59, s100, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v60, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v60, 0xd2511f53, v61
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v59, v60, s102, v59
	v_mad_u64_u32 v[59:60], null, 0xcd9e8d57, v59, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v60, s103
	v_cvt_f64_u32_e32 v[60:61], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], 0.5
	v_ldexp_f64 v[60:61], v[60:61], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v61
	v_and_b32_e32 v61, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v61, 0x3fe6a09e, v61
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], -1.0
	v_add_f64 v[62:63], v[60:61], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[64:65], null, v[62:63], v[62:63], v[60:61]
	v_rcp_f64_e32 v[66:67], v[64:65]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[64:65], v[66:67], 1.0
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[64:65], v[66:67], 1.0
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	v_div_scale_f64 v[68:69], vcc_lo, v[60:61], v[62:63], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[68:69], v[66:67]
	v_fma_f64 v[64:65], -v[64:65], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[64:65], v[64:65], v[66:67], v[70:71]
	v_div_fixup_f64 v[62:63], v[64:65], v[62:63], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[62:63], v[62:63]
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[66:67], s[42:43]
	v_mul_f64 v[70:71], v[66:67], s[24:25]
	v_add_f64 v[68:69], v[68:69], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[28:29]
	v_mul_f64 v[68:69], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_add_f64 v[68:69], v[68:69], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[40:41]
	v_mul_f64 v[68:69], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_cvt_f64_u32_e32 v[70:71], v0
	v_add_f64 v[68:69], v[68:69], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], v[68:69]
	v_add_co_ci_u32_e64 v68, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[68:69], v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[64:65], v[66:67], v[64:65]
	v_mul_f64 v[66:67], v[60:61], 0.5
	v_ldexp_f64 v[68:69], v[68:69], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[60:61], v[66:67]
	v_add_f64 v[68:69], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[66:67], v[64:65]
	v_mul_f64 v[62:63], v[62:63], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[68:69], s[50:51]
	v_add_f64 v[62:63], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], -v[66:67]
	v_add_f64 v[60:61], v[60:61], v[62:63]
	v_mul_f64 v[62:63], v[68:69], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[62:63], v[60:61]
	v_mul_f64 v[60:61], v[60:61], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[60:61]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[60:61], v[60:61], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[62:63], v[60:61]
	v_mul_f64 v[64:65], v[60:61], v[62:63]
	v_mul_f64 v[62:63], v[62:63], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[62:63], v[64:65], 0.5
	v_fma_f64 v[64:65], v[64:65], v[66:67], v[64:65]
	v_fma_f64 v[62:63], v[62:63], v[66:67], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[64:65], v[64:65], v[60:61]
	v_fma_f64 v[64:65], v[66:67], v[62:63], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[66:67], -v[64:65], v[64:65], v[60:61]
	v_fma_f64 v[62:63], v[66:67], v[62:63], v[64:65]
	v_cvt_f64_u32_e32 v[64:65], v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], 0.5
	v_ldexp_f64 v[64:65], v[64:65], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[64:65], s[54:55]
	v_mul_f64 v[66:67], v[64:65], s[56:57]
	v_bfe_u32 v0, v65, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], 0x43380000, v[66:67]
	v_add_f64 v[67:68], 0xc3380000, v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[67:68], s[58:59]
	v_add_f64 v[64:65], v[64:65], v[69:70]
	v_mul_f64 v[69:70], v[67:68], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[64:65], -v[69:70]
	v_lshrrev_b32_e32 v59, 20, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v59, 0x7ff, v59
	v_add_nc_u32_e32 v71, 16, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[71:72], v[0:1]
	v_mul_f64 v[71:72], v[67:68], s[62:63]
	v_mul_f64 v[67:68], v[67:68], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[60:61], 0x260
	v_ldexp_f64 v[62:63], v[62:63], v0
	v_and_b32_e32 v0, 1, v66
	v_add_f64 v[73:74], v[64:65], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v61, v63, v61 :: v_dual_cndmask_b32 v60, v62, v60
	v_cndmask_b32_e64 v76, v65, v74, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v75, v64, v73, s1
	v_add_f64 v[64:65], v[64:65], -v[73:74]
	v_add_f64 v[64:65], v[64:65], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[67:68], -v[64:65]
	v_cndmask_b32_e64 v65, v70, v65, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v64, v69, v64, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[62:63], v[75:76], -v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[75:76], -v[62:63]
	v_add_f64 v[64:65], v[67:68], -v[64:65]
	v_mul_f64 v[67:68], v[62:63], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[64:65], 0.5
	v_mul_f64 v[69:70], v[67:68], s[84:85]
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[71:72]
	v_mul_f64 v[71:72], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[67:68], s[78:79]
	v_add_f64 v[73:74], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[72:73]
	v_add_f64 v[73:74], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[67:68], s[66:67]
	v_add_f64 v[73:74], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[73:74], v[73:74], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[62:63], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_mul_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[75:76], -v[69:70]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], -v[75:76], 1.0
	v_mul_f64 v[69:70], v[62:63], v[64:65]
	v_add_f64 v[64:65], v[67:68], -v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_add_f64 v[69:70], v[71:72], -v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[67:68], v[75:76], v[69:70]
	v_mul_f64 v[69:70], v[73:74], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[77:78], v[67:68]
	v_add_f64 v[64:65], v[64:65], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[62:63], v[62:63], -v[64:65]
	v_mov_b32_e32 v65, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v59, 0x80000000, v63
	v_and_b32_e32 v64, 2, v66
	v_cndmask_b32_e64 v62, v62, v67, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[64:65]
	v_dual_cndmask_b32 v0, v0, v68 :: v_dual_cndmask_b32 v59, v63, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v63, v59, v0, s1
	global_load_b32 v0, v[7:8], off offset:2048
	v_mul_f64 v[59:60], v[62:63], v[60:61]
	v_cvt_f32_f64_e32 v59, v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v59, v27, v59
	v_mul_f32_e32 v59, v56, v59
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v27, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v20, v0
	v_add_f32_e32 v0, v59, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v27, v0
	v_and_b32_e32 v59, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v59
	v_cndmask_b32_e32 v59, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v60, v21
	s_and_saveexec_b32 s104, s7
	s_cbranch_execz .LBB7_55
.LBB7_75:
	v_xor_b32_e32 v0, s3, v35
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s2
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v46
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v63, s1, s91, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v63, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v62, v47
	v_xor3_b32 v64, v64, s92, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v64, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v62, v60
	v_xor3_b32 v62, v65, s95, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v61, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v62, 0
	v_xor3_b32 v60, v62, s96, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v63, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v60, 0
	v_xor3_b32 v60, v64, s99, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v60, 0xcd9e8d57, v60
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v65, v61
	v_xor3_b32 v62, v60, s100, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v61, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v61, 0xd2511f53, v62
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v60, v61, s102, v60
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v60, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v61, s103
	v_cvt_f64_u32_e32 v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v62
	v_and_b32_e32 v62, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v62, 0x3fe6a09e, v62
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], -1.0
	v_add_f64 v[63:64], v[61:62], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[65:66], null, v[63:64], v[63:64], v[61:62]
	v_rcp_f64_e32 v[67:68], v[65:66]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 1.0
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_div_scale_f64 v[69:70], vcc_lo, v[61:62], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[69:70], v[67:68]
	v_fma_f64 v[65:66], -v[65:66], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[65:66], v[65:66], v[67:68], v[71:72]
	v_div_fixup_f64 v[63:64], v[65:66], v[63:64], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[63:64], v[63:64]
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], s[42:43]
	v_mul_f64 v[71:72], v[67:68], s[24:25]
	v_add_f64 v[69:70], v[69:70], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[28:29]
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_add_f64 v[69:70], v[69:70], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[40:41]
	v_mul_f64 v[69:70], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v0
	v_add_f64 v[69:70], v[69:70], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[65:66], v[69:70]
	v_add_co_ci_u32_e64 v69, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[69:70], v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[67:68], v[61:62], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[61:62], v[67:68]
	v_add_f64 v[69:70], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[67:68], v[65:66]
	v_mul_f64 v[63:64], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[69:70], s[50:51]
	v_add_f64 v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -v[67:68]
	v_add_f64 v[61:62], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[63:64], v[61:62]
	v_mul_f64 v[61:62], v[61:62], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[61:62]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[61:62], v[61:62], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[63:64], v[61:62]
	v_mul_f64 v[65:66], v[61:62], v[63:64]
	v_mul_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[63:64], v[65:66], 0.5
	v_fma_f64 v[65:66], v[65:66], v[67:68], v[65:66]
	v_fma_f64 v[63:64], v[63:64], v[67:68], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[65:66], v[67:68], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[65:66], v[65:66], v[61:62]
	v_fma_f64 v[63:64], v[67:68], v[63:64], v[65:66]
	v_cvt_f64_u32_e32 v[65:66], v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[65:66], 0.5
	v_ldexp_f64 v[65:66], v[65:66], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[65:66], v[65:66], s[54:55]
	v_mul_f64 v[67:68], v[65:66], s[56:57]
	v_bfe_u32 v0, v66, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], 0x43380000, v[67:68]
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[68:69], s[58:59]
	v_add_f64 v[65:66], v[65:66], v[70:71]
	v_mul_f64 v[70:71], v[68:69], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[65:66], -v[70:71]
	v_lshrrev_b32_e32 v60, 20, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v73, v1 :: v_dual_and_b32 v60, 0x7ff, v60
	v_add_nc_u32_e32 v72, 16, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[72:73], v[0:1]
	v_mul_f64 v[72:73], v[68:69], s[62:63]
	v_mul_f64 v[68:69], v[68:69], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[61:62], 0x260
	v_ldexp_f64 v[63:64], v[63:64], v0
	v_and_b32_e32 v0, 1, v67
	v_add_f64 v[74:75], v[65:66], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v62, v64, v62 :: v_dual_cndmask_b32 v61, v63, v61
	v_cndmask_b32_e64 v77, v66, v75, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v76, v65, v74, s1
	v_add_f64 v[65:66], v[65:66], -v[74:75]
	v_add_f64 v[65:66], v[65:66], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[68:69], -v[65:66]
	v_cndmask_b32_e64 v66, v71, v66, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v65, v70, v65, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[63:64], v[76:77], -v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[76:77], -v[63:64]
	v_add_f64 v[65:66], v[68:69], -v[65:66]
	v_mul_f64 v[68:69], v[63:64], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[65:66], 0.5
	v_mul_f64 v[70:71], v[68:69], s[84:85]
	v_mul_f64 v[72:73], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], s[86:87]
	v_mul_f64 v[74:75], v[68:69], v[72:73]
	v_mul_f64 v[72:73], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[74:75], v[70:71]
	v_mul_f64 v[74:75], v[68:69], s[78:79]
	v_add_f64 v[74:75], v[74:75], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], v[74:75]
	v_mul_f64 v[74:75], v[68:69], s[72:73]
	v_add_f64 v[74:75], v[74:75], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	v_mul_f64 v[74:75], v[68:69], s[66:67]
	v_add_f64 v[74:75], v[74:75], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[74:75], v[74:75], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[74:75], v[63:64], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	v_mul_f64 v[70:71], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[76:77], -v[70:71]
	v_mul_f64 v[76:77], v[68:69], 0.5
	v_mul_f64 v[68:69], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], -v[76:77], 1.0
	v_mul_f64 v[70:71], v[63:64], v[65:66]
	v_add_f64 v[65:66], v[68:69], -v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], -v[78:79], 1.0
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[80:81], -v[76:77]
	v_add_f64 v[68:69], v[76:77], v[70:71]
	v_mul_f64 v[70:71], v[74:75], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[78:79], v[68:69]
	v_add_f64 v[65:66], v[65:66], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v69
	v_add_f64 v[63:64], v[63:64], -v[65:66]
	v_dual_mov_b32 v66, v1 :: v_dual_and_b32 v65, 2, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[65:66]
	v_cndmask_b32_e32 v0, v0, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v60, 0x80000000, v64
	v_cndmask_b32_e64 v63, v63, v68, s1
	v_cndmask_b32_e32 v60, v64, v60, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v64, v60, v0, s1
	global_load_b32 v0, v[7:8], off offset:3072
	v_mul_f64 v[60:61], v[63:64], v[61:62]
	v_cvt_f32_f64_e32 v60, v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v60, v28, v60
	v_mul_f32_e32 v60, v56, v60
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v28, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v21, v0
	v_add_f32_e32 v0, v60, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v28, v0
	v_and_b32_e32 v60, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v60
	v_cndmask_b32_e32 v60, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v61, v22
	s_and_saveexec_b32 s104, s8
	s_cbranch_execz .LBB7_56
.LBB7_76:
	v_xor_b32_e32 v0, s3, v36
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s2
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v48
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v64, s1, s91, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v64, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v63, v49
	v_xor3_b32 v65, v65, s92, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v65, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v63, v61
	v_xor3_b32 v63, v66, s95, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v62, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v63, 0
	v_xor3_b32 v61, v63, s96, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v64, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v61, 0
	v_xor3_b32 v61, v65, s99, v63
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v61, 0xcd9e8d57, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v66, v62
	v_xor3_b32 v63, v61, s100, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[61:62], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v62, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v62, 0xd2511f53, v63
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v61, v62, s102, v61
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v61, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v62, s103
	v_cvt_f64_u32_e32 v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], 0.5
	v_ldexp_f64 v[62:63], v[62:63], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v63
	v_and_b32_e32 v63, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v63, 0x3fe6a09e, v63
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], -1.0
	v_add_f64 v[64:65], v[62:63], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[66:67], null, v[64:65], v[64:65], v[62:63]
	v_rcp_f64_e32 v[68:69], v[66:67]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	v_div_scale_f64 v[70:71], vcc_lo, v[62:63], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[70:71], v[68:69]
	v_fma_f64 v[66:67], -v[66:67], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[72:73]
	v_div_fixup_f64 v[64:65], v[66:67], v[64:65], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[64:65], v[64:65]
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], s[42:43]
	v_mul_f64 v[72:73], v[68:69], s[24:25]
	v_add_f64 v[70:71], v[70:71], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[28:29]
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	v_add_f64 v[70:71], v[70:71], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[40:41]
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v0
	v_add_f64 v[70:71], v[70:71], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[66:67], v[70:71]
	v_add_co_ci_u32_e64 v70, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[70:71], v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[68:69], v[62:63], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[62:63], v[68:69]
	v_add_f64 v[70:71], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[64:65], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[70:71], s[50:51]
	v_add_f64 v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[64:65], -v[68:69]
	v_add_f64 v[62:63], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[64:65], v[62:63]
	v_mul_f64 v[62:63], v[62:63], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[62:63], v[62:63], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[64:65], v[62:63]
	v_mul_f64 v[66:67], v[62:63], v[64:65]
	v_mul_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[64:65], v[66:67], 0.5
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	v_fma_f64 v[64:65], v[64:65], v[68:69], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[66:67], v[66:67], v[62:63]
	v_fma_f64 v[66:67], v[68:69], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[66:67], v[66:67], v[62:63]
	v_fma_f64 v[64:65], v[68:69], v[64:65], v[66:67]
	v_cvt_f64_u32_e32 v[66:67], v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[66:67], 0.5
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[66:67], v[66:67], s[54:55]
	v_mul_f64 v[68:69], v[66:67], s[56:57]
	v_bfe_u32 v0, v67, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], 0x43380000, v[68:69]
	v_add_f64 v[69:70], 0xc3380000, v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[69:70], s[58:59]
	v_add_f64 v[66:67], v[66:67], v[71:72]
	v_mul_f64 v[71:72], v[69:70], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[66:67], -v[71:72]
	v_lshrrev_b32_e32 v61, 20, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v74, v1 :: v_dual_and_b32 v61, 0x7ff, v61
	v_add_nc_u32_e32 v73, 16, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[73:74], v[0:1]
	v_mul_f64 v[73:74], v[69:70], s[62:63]
	v_mul_f64 v[69:70], v[69:70], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	v_ldexp_f64 v[64:65], v[64:65], v0
	v_and_b32_e32 v0, 1, v68
	v_add_f64 v[75:76], v[66:67], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v63, v65, v63 :: v_dual_cndmask_b32 v62, v64, v62
	v_cndmask_b32_e64 v78, v67, v76, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v77, v66, v75, s1
	v_add_f64 v[66:67], v[66:67], -v[75:76]
	v_add_f64 v[66:67], v[66:67], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[69:70], -v[66:67]
	v_cndmask_b32_e64 v67, v72, v67, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v71, v66, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[64:65], v[77:78], -v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[77:78], -v[64:65]
	v_add_f64 v[66:67], v[69:70], -v[66:67]
	v_mul_f64 v[69:70], v[64:65], v[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[66:67], 0.5
	v_mul_f64 v[71:72], v[69:70], s[84:85]
	v_mul_f64 v[73:74], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[86:87]
	v_mul_f64 v[75:76], v[69:70], v[73:74]
	v_mul_f64 v[73:74], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	v_mul_f64 v[75:76], v[69:70], s[78:79]
	v_add_f64 v[75:76], v[75:76], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], v[75:76]
	v_mul_f64 v[75:76], v[69:70], s[72:73]
	v_add_f64 v[75:76], v[75:76], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[69:70], s[66:67]
	v_add_f64 v[75:76], v[75:76], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[64:65], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[69:70], v[73:74]
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[77:78], -v[71:72]
	v_mul_f64 v[77:78], v[69:70], 0.5
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_mul_f64 v[71:72], v[64:65], v[66:67]
	v_add_f64 v[66:67], v[69:70], -v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[81:82], -v[77:78]
	v_add_f64 v[69:70], v[77:78], v[71:72]
	v_mul_f64 v[71:72], v[75:76], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[79:80], v[69:70]
	v_add_f64 v[66:67], v[66:67], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v70
	v_add_f64 v[64:65], v[64:65], -v[66:67]
	v_mov_b32_e32 v67, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v61, 0x80000000, v65
	v_and_b32_e32 v66, 2, v68
	v_cndmask_b32_e64 v64, v64, v69, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[66:67]
	v_dual_cndmask_b32 v0, v0, v70 :: v_dual_cndmask_b32 v61, v65, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v65, v61, v0, s1
	global_load_b32 v0, v[9:10], off
	v_mul_f64 v[61:62], v[64:65], v[62:63]
	v_cvt_f32_f64_e32 v61, v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v61, v29, v61
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v61, v56, v61 :: v_dual_sub_f32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v29, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v22, v0
	v_add_f32_e32 v0, v61, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v29, v0
	v_and_b32_e32 v61, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v61
	v_cndmask_b32_e32 v61, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v62, v23
	s_and_saveexec_b32 s104, s9
	s_cbranch_execz .LBB7_57
.LBB7_77:
	v_xor_b32_e32 v0, s3, v37
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s2
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v50
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v65, s1, s91, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v65, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v64, v51
	v_xor3_b32 v66, v66, s92, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v64, v62
	v_xor3_b32 v64, v67, s95, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v63, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v62, v64, s96, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v65, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v62, 0
	v_xor3_b32 v62, v66, s99, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v62, 0xcd9e8d57, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v67, v63
	v_xor3_b32 v64, v62, s100, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v63, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v63, 0xd2511f53, v64
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v62, v63, s102, v62
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v62, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v63, s103
	v_cvt_f64_u32_e32 v[63:64], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], 0.5
	v_ldexp_f64 v[63:64], v[63:64], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v64
	v_and_b32_e32 v64, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v64, 0x3fe6a09e, v64
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[63:64], -1.0
	v_add_f64 v[65:66], v[63:64], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[67:68], null, v[65:66], v[65:66], v[63:64]
	v_rcp_f64_e32 v[69:70], v[67:68]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_div_scale_f64 v[71:72], vcc_lo, v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[71:72], v[69:70]
	v_fma_f64 v[67:68], -v[67:68], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[67:68], v[67:68], v[69:70], v[73:74]
	v_div_fixup_f64 v[65:66], v[67:68], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_mul_f64 v[69:70], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[69:70], s[42:43]
	v_mul_f64 v[73:74], v[69:70], s[24:25]
	v_add_f64 v[71:72], v[71:72], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[28:29]
	v_mul_f64 v[71:72], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[69:70], v[73:74]
	v_add_f64 v[71:72], v[71:72], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[40:41]
	v_mul_f64 v[71:72], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[69:70], v[69:70], v[73:74]
	v_cvt_f64_u32_e32 v[73:74], v0
	v_add_f64 v[71:72], v[71:72], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	v_add_co_ci_u32_e64 v71, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[71:72], v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[69:70], v[63:64], 0.5
	v_ldexp_f64 v[71:72], v[71:72], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[63:64], v[69:70]
	v_add_f64 v[71:72], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[65:66], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[71:72], s[50:51]
	v_add_f64 v[65:66], v[67:68], v[65:66]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[65:66], v[65:66], -v[69:70]
	v_add_f64 v[63:64], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[71:72], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[65:66], v[63:64]
	v_mul_f64 v[63:64], v[63:64], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[63:64]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[63:64], v[63:64], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[65:66], v[63:64]
	v_mul_f64 v[67:68], v[63:64], v[65:66]
	v_mul_f64 v[65:66], v[65:66], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[65:66], v[67:68], 0.5
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[65:66], v[65:66], v[69:70], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[63:64]
	v_fma_f64 v[67:68], v[69:70], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[63:64]
	v_fma_f64 v[65:66], v[69:70], v[65:66], v[67:68]
	v_cvt_f64_u32_e32 v[67:68], v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], 0.5
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[67:68], s[54:55]
	v_mul_f64 v[69:70], v[67:68], s[56:57]
	v_bfe_u32 v0, v68, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], 0x43380000, v[69:70]
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[70:71], s[58:59]
	v_add_f64 v[67:68], v[67:68], v[72:73]
	v_mul_f64 v[72:73], v[70:71], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[67:68], -v[72:73]
	v_lshrrev_b32_e32 v62, 20, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v75, v1 :: v_dual_and_b32 v62, 0x7ff, v62
	v_add_nc_u32_e32 v74, 16, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[74:75], v[0:1]
	v_mul_f64 v[74:75], v[70:71], s[62:63]
	v_mul_f64 v[70:71], v[70:71], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[63:64], 0x260
	v_ldexp_f64 v[65:66], v[65:66], v0
	v_and_b32_e32 v0, 1, v69
	v_add_f64 v[76:77], v[67:68], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v64, v66, v64 :: v_dual_cndmask_b32 v63, v65, v63
	v_cndmask_b32_e64 v79, v68, v77, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v78, v67, v76, s1
	v_add_f64 v[67:68], v[67:68], -v[76:77]
	v_add_f64 v[67:68], v[67:68], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[70:71], -v[67:68]
	v_cndmask_b32_e64 v68, v73, v68, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v67, v72, v67, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[65:66], v[78:79], -v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[78:79], -v[65:66]
	v_add_f64 v[67:68], v[70:71], -v[67:68]
	v_mul_f64 v[70:71], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[67:68], 0.5
	v_mul_f64 v[72:73], v[70:71], s[84:85]
	v_mul_f64 v[74:75], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], s[86:87]
	v_mul_f64 v[76:77], v[70:71], v[74:75]
	v_mul_f64 v[74:75], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[76:77], v[72:73]
	v_mul_f64 v[76:77], v[70:71], s[78:79]
	v_add_f64 v[76:77], v[76:77], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], v[76:77]
	v_mul_f64 v[76:77], v[70:71], s[72:73]
	v_add_f64 v[76:77], v[76:77], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[70:71], s[66:67]
	v_add_f64 v[76:77], v[76:77], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[76:77], v[76:77], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[65:66], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	v_mul_f64 v[72:73], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[78:79], -v[72:73]
	v_mul_f64 v[78:79], v[70:71], 0.5
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], -v[78:79], 1.0
	v_mul_f64 v[72:73], v[65:66], v[67:68]
	v_add_f64 v[67:68], v[70:71], -v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[82:83], -v[78:79]
	v_add_f64 v[70:71], v[78:79], v[72:73]
	v_mul_f64 v[72:73], v[76:77], s[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[80:81], v[70:71]
	v_add_f64 v[67:68], v[67:68], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v71
	v_add_f64 v[65:66], v[65:66], -v[67:68]
	v_dual_mov_b32 v68, v1 :: v_dual_and_b32 v67, 2, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[67:68]
	v_cndmask_b32_e32 v0, v0, v71, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v62, 0x80000000, v66
	v_cndmask_b32_e64 v65, v65, v70, s1
	v_cndmask_b32_e32 v62, v66, v62, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v66, v62, v0, s1
	global_load_b32 v0, v[11:12], off
	v_mul_f64 v[62:63], v[65:66], v[63:64]
	v_cvt_f32_f64_e32 v62, v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v62, v30, v62
	v_mul_f32_e32 v62, v56, v62
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v30, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v23, v0
	v_add_f32_e32 v0, v62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v30, v0
	v_and_b32_e32 v62, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v62
	v_cndmask_b32_e32 v62, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v63, v4
	s_and_saveexec_b32 s104, s10
	s_cbranch_execnz .LBB7_58
	s_branch .LBB7_59
.LBB7_78:
	global_load_b32 v0, v1, s[22:23]
	ds_load_b32 v56, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v56
	v_cndmask_b32_e64 v56, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v56, v56
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v56
	global_store_b32 v1, v0, s[22:23]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB7_65
.LBB7_79:
	global_load_b32 v0, v[7:8], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v25, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v18, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v18
	v_cndmask_b32_e32 v18, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB7_66
.LBB7_80:
	global_load_b32 v0, v[7:8], off offset:1024
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v26, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v19, v0
	v_mul_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v19, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v19
	v_cndmask_b32_e32 v19, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB7_67
.LBB7_81:
	global_load_b32 v0, v[7:8], off offset:2048
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v27, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v20, v0
	v_mul_f32_e32 v0, v27, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v20, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB7_68
.LBB7_82:
	global_load_b32 v0, v[7:8], off offset:3072
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v28, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v21, v0
	v_mul_f32_e32 v0, v28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v21, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB7_69
.LBB7_83:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v29, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v22, v0
	v_mul_f32_e32 v0, v29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v22, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v22, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB7_70
.LBB7_84:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v30, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v23, v0
	v_mul_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v23, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v23
	v_cndmask_b32_e32 v23, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB7_71
.LBB7_85:
	global_load_b32 v0, v[13:14], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v31, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v4, v0
	v_mul_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v4
	v_cndmask_b32_e32 v4, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB7_19
.LBB7_86:
	global_load_b32 v0, v[15:16], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v24, v0
	v_mul_f32_e32 v0, 0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v24, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v24
	v_cndmask_b32_e32 v24, 0x7fc00000, v0, vcc_lo
	s_branch .LBB7_19
.LBB7_87:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB7_97
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB7_98
.LBB7_89:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB7_99
.LBB7_90:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB7_100
.LBB7_91:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB7_101
.LBB7_92:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB7_102
.LBB7_93:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_cbranch_execnz .LBB7_103
.LBB7_94:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_96
.LBB7_95:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v24, s[20:21]
.LBB7_96:
	s_endpgm
.LBB7_97:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v18, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB7_89
.LBB7_98:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v19, s[20:21] offset:1024
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB7_90
.LBB7_99:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v20, s[20:21] offset:2048
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB7_91
.LBB7_100:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v21, s[20:21] offset:3072
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB7_92
.LBB7_101:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v22, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB7_93
.LBB7_102:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v23, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_cbranch_execz .LBB7_94
.LBB7_103:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v4, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB7_95
	s_branch .LBB7_96
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w2048
		.amdhsa_group_segment_fixed_size 8196
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
		.amdhsa_next_free_vgpr 96
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
.Lfunc_end7:
	.size	tessera_bivector_pull_w2048, .Lfunc_end7-tessera_bivector_pull_w2048

	.set tessera_bivector_pull_w2048.num_vgpr, 96
	.set tessera_bivector_pull_w2048.num_agpr, 0
	.set tessera_bivector_pull_w2048.numbered_sgpr, 105
	.set tessera_bivector_pull_w2048.num_named_barrier, 0
	.set tessera_bivector_pull_w2048.private_seg_size, 0
	.set tessera_bivector_pull_w2048.uses_vcc, 1
	.set tessera_bivector_pull_w2048.uses_flat_scratch, 0
	.set tessera_bivector_pull_w2048.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w2048.has_recursion, 0
	.set tessera_bivector_pull_w2048.has_indirect_call, 0
	.globl	tessera_bivector_pull_w4096
	.p2align	8
	.type	tessera_bivector_pull_w4096,@function
tessera_bivector_pull_w4096:
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x0
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x1000, s[24:25]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB8_60
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s25, s2
	s_mul_hi_u32 s5, s24, s2
	s_mul_i32 s38, s24, s2
	s_add_i32 s39, s5, s4
	v_cmp_gt_u64_e64 s4, s[24:25], v[0:1]
	s_lshl_b64 s[36:37], s[38:39], 2
	v_lshlrev_b32_e32 v13, 2, v0
	s_add_u32 s16, s16, s36
	s_addc_u32 s17, s17, s37
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_3
	global_load_b32 v14, v13, s[16:17]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[24:25], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB8_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v15, v3, s[16:17]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[24:25], v[3:4]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB8_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v16, v4, s[16:17]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[24:25], v[4:5]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB8_9
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v17, v1, s[16:17]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[22:23], 0
	s_cbranch_scc1 .LBB8_55
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	v_bcnt_u32_b32 v1, v0, 0
	v_add_co_u32 v8, s1, s38, v0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_bcnt_u32_b32 v5, v2, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_eq_u32_e32 vcc_lo, 2, v1
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v8, 0
	v_add_co_ci_u32_e64 v9, null, s39, 0, s1
	v_bcnt_u32_b32 v6, v3, 0
	v_cndmask_b32_e64 v18, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v5
	v_bcnt_u32_b32 v7, v4, 0
	v_xor_b32_e32 v1, v1, v9
	s_mov_b32 s35, 0
	s_mov_b32 s38, 0xdf3e5244
	v_cndmask_b32_e64 v19, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v1, s29, v1
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s20, s36
	s_addc_u32 s11, s21, s37
	s_lshl_b64 s[2:3], s[2:3], 2
	v_cndmask_b32_e64 v20, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v7
	s_add_u32 s18, s18, s2
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v1, 0
	s_addc_u32 s19, s19, s3
	s_cmp_lg_u64 s[24:25], 0
	v_cndmask_b32_e64 v21, 0, 1.0, vcc_lo
	v_add_co_u32 v7, vcc_lo, 0x400, v8
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_u32 v5, s1, s1, v13
	s_cselect_b32 s86, -1, 0
	v_add_co_ci_u32_e64 v6, null, s11, 0, s1
	s_add_u32 s1, s28, 0x9e3779b9
	v_add_co_ci_u32_e64 v10, null, 0, v9, vcc_lo
	v_xor_b32_e32 v22, s1, v28
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v7, 0
	v_add_co_u32 v7, vcc_lo, 0x800, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v9, vcc_lo
	s_add_u32 s2, s29, 0xbb67ae85
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v7, 0
	v_add_co_u32 v7, vcc_lo, 0xc00, v8
	v_xor_b32_e32 v8, v29, v10
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v7, 0
	v_xor_b32_e32 v7, s29, v8
	v_xor_b32_e32 v8, v31, v11
	s_add_u32 s3, s28, 0x3c6ef372
	s_add_u32 s87, s29, 0x76cf5d0a
	s_add_u32 s89, s29, 0x32370b8f
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v9, v33, v9
	v_xor_b32_e32 v10, s29, v8
	v_add_co_u32 v7, vcc_lo, 0x1000, v5
	v_add_co_ci_u32_e64 v8, null, 0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v9, s29, v9
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v10, 0
	s_add_u32 s91, s29, 0xed9eba14
	s_add_u32 s93, s29, 0xa9066899
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v9, 0
	v_add_co_u32 v9, vcc_lo, 0x2000, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v6, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x3000, v5
	s_add_u32 s95, s29, 0x646e171e
	s_add_u32 s97, s29, 0x1fd5c5a3
	s_add_u32 s98, s29, 0xdb3d7428
	s_and_b32 s34, s24, 7
	v_cmp_gt_u64_e64 s29, s[24:25], 7
	v_mov_b32_e32 v1, 0
	s_add_u32 s88, s28, 0xdaa66d2b
	s_add_u32 s90, s28, 0x78dde6e4
	s_add_u32 s92, s28, 0x1715609d
	s_add_u32 s94, s28, 0xb54cda56
	s_add_u32 s96, s28, 0x5384540f
	s_add_i32 s99, s28, 0x8ff34781
	v_xor_b32_e32 v23, s1, v35
	v_xor_b32_e32 v24, s1, v37
	v_add_co_ci_u32_e64 v12, null, 0, v6, vcc_lo
	v_xor_b32_e32 v25, s1, v39
	s_and_b32 s10, s24, 0x1ff8
	v_xor_b32_e32 v26, s2, v0
	v_xor_b32_e32 v27, s3, v27
	v_xor_b32_e32 v28, s2, v28
	v_xor_b32_e32 v29, s3, v34
	v_xor_b32_e32 v30, s2, v30
	v_xor_b32_e32 v31, s3, v36
	v_xor_b32_e32 v32, s2, v32
	v_xor_b32_e32 v33, s3, v38
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
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v35, v14 :: v_dual_mov_b32 v36, v15
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v37, v16 :: v_dual_mov_b32 v0, v17
.LBB8_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v17, v0 :: v_dual_mov_b32 v16, v37
	v_dual_mov_b32 v15, v36 :: v_dual_mov_b32 v14, v35
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[22:23], s[26:27]
	s_cbranch_scc1 .LBB8_55
.LBB8_13:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB8_24
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB8_25
.LBB8_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB8_26
.LBB8_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB8_18
.LBB8_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v21, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v17, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:12288
.LBB8_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB8_31
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB8_30
	s_and_not1_b32 vcc_lo, exec_lo, s29
	s_cbranch_vccnz .LBB8_27
	s_mov_b64 s[2:3], 0
	s_mov_b32 s101, 0
	.p2align	6
.LBB8_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v40, s101
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s101, s101, 32
	s_cmp_lg_u64 s[10:11], s[2:3]
	ds_load_2addr_b32 v[34:35], v40 offset1:1
	ds_load_2addr_b32 v[36:37], v40 offset0:2 offset1:3
	ds_load_2addr_b32 v[38:39], v40 offset0:4 offset1:5
	ds_load_2addr_b32 v[40:41], v40 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v35
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v37
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v40
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v41
	s_cbranch_scc1 .LBB8_22
	s_mov_b64 s[2:3], s[10:11]
	s_mov_b32 s101, s100
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s101
	s_cbranch_vccnz .LBB8_28
	s_branch .LBB8_30
.LBB8_24:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v18, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v14, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB8_15
.LBB8_25:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v19, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v15, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB8_16
.LBB8_26:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v20, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v16, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v13, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB8_17
	s_branch .LBB8_18
.LBB8_27:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB8_30
.LBB8_28:
	s_lshl_b32 s101, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB8_29:
	v_mov_b32_e32 v34, s101
	s_add_i32 s101, s101, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v34, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v34
	s_cbranch_scc1 .LBB8_29
.LBB8_30:
	ds_store_b32 v1, v0 offset:16384
.LBB8_31:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB8_42
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB8_35
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v34, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v34
	v_cndmask_b32_e64 v34, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v34, v34
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v34
	global_store_b32 v1, v0, s[18:19]
.LBB8_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_mul_f32 s2, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v34, v0
	v_add_nc_u32_e32 v35, -1, v34
	v_add_nc_u32_e32 v36, 1, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v37, 0x80000000, v35
	v_xor_b32_e32 v38, 0x80000000, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, v37, v34, v0
	v_fma_f32 v38, v38, v34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s2, 0, v37
	v_cndmask_b32_e64 v34, v34, v35, s2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s2, 0, v38
	v_cndmask_b32_e64 v34, v34, v36, s2
	s_add_u32 s2, s22, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x37800000, v34
	v_cndmask_b32_e64 v34, v34, v35, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v35, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v34, v0, s1
	s_addc_u32 s1, s23, s31
	s_mul_i32 s3, s1, 0xcd9e8d57
	s_mul_hi_u32 s101, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v34, v0, s9, s15
	s_and_saveexec_b32 s102, s4
	s_cbranch_execnz .LBB8_48
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v36, v15
	s_and_saveexec_b32 s102, s5
	s_cbranch_execnz .LBB8_49
.LBB8_37:
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v37, v16
	s_and_saveexec_b32 s102, s6
	s_cbranch_execz .LBB8_39
.LBB8_38:
	v_xor_b32_e32 v0, s3, v24
	s_xor_b32 s1, s28, s101
	global_load_b32 v67, v[9:10], off
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v30
	v_xor3_b32 v40, s1, s87, v38
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v40, 0
	v_xor_b32_e32 v0, v39, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v41, v41, s88, v38
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v41, 0
	v_xor3_b32 v0, s89, v39, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v42, s91, v38
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v39, 0
	v_xor3_b32 v0, s90, v38, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v43, s92, v37
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v39, 0
	v_xor3_b32 v0, s93, v38, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v40, s95, v37
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v40
	v_xor3_b32 v38, s94, v38, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v37
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v38, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v38, s97, v38, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v37
	v_mul_lo_u32 v39, 0xcd9e8d57, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v39, v38, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[38:39], v0
	v_add_f64 v[38:39], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v39, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v39, 0x3fe6a09e, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[38:39], v[38:39], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[38:39], 2.0
	v_mul_f64 v[59:60], v[38:39], 0.5
	v_div_scale_f64 v[42:43], null, v[40:41], v[40:41], v[38:39]
	v_div_scale_f64 v[48:49], vcc_lo, v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[38:39], v[59:60]
	v_rcp_f64_e32 v[44:45], v[42:43]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], -v[42:43], v[44:45], 1.0
	v_fma_f64 v[44:45], v[44:45], v[46:47], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], -v[42:43], v[44:45], 1.0
	v_fma_f64 v[44:45], v[44:45], v[46:47], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[46:47], v[48:49], v[44:45]
	v_fma_f64 v[42:43], -v[42:43], v[46:47], v[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[42:43], v[42:43], v[44:45], v[46:47]
	v_cvt_f64_u32_e32 v[44:45], v37
	v_add_co_ci_u32_e64 v37, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[57:58], v37
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[40:41], v[42:43], v[40:41], v[38:39]
	v_add_f64 v[44:45], v[44:45], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[57:58], v[57:58], 32
	v_mul_f64 v[42:43], v[40:41], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[44:45], v[44:45], 0xffffffe0
	v_mul_f64 v[46:47], v[42:43], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[44:45], v[44:45], s[50:51]
	v_mul_f64 v[48:49], v[46:47], s[38:39]
	v_mul_f64 v[50:51], v[46:47], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[44:45], s[52:53]
	v_add_f64 v[48:49], v[48:49], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], v[50:51], s[24:25]
	v_add_f64 v[52:53], 0x43380000, v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[46:47], v[48:49]
	v_mul_f64 v[50:51], v[46:47], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], 0xc3380000, v[52:53]
	v_add_f64 v[48:49], v[48:49], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], v[50:51], s[36:37]
	v_mul_f64 v[55:56], v[53:54], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[46:47], v[48:49]
	v_mul_f64 v[46:47], v[46:47], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[50:51], v[44:45], v[55:56]
	v_cvt_f64_u32_e32 v[55:56], v0
	v_add_f64 v[48:49], v[48:49], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[57:58], v[55:56]
	v_mul_f64 v[42:43], v[42:43], v[48:49]
	v_mul_f64 v[48:49], v[53:54], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[61:62], v[55:56], s[46:47]
	v_add_f64 v[42:43], v[46:47], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[50:51], v[48:49]
	v_add_f64 v[42:43], v[59:60], v[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[57:58], v[50:51], -v[46:47]
	v_mul_f64 v[40:41], v[40:41], v[42:43]
	v_mul_f64 v[42:43], v[53:54], s[56:57]
	v_mul_f64 v[53:54], v[53:54], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], v[57:58], v[48:49]
	v_add_f64 v[40:41], v[61:62], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[57:58], v[50:51], -v[42:43]
	v_add_f64 v[48:49], v[53:54], -v[48:49]
	v_mov_b32_e32 v54, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[40:41], -v[59:60]
	v_lshrrev_b32_e32 v0, 20, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v37, 0x7ff, v0
	v_bfe_u32 v0, v45, 20, 11
	v_add_nc_u32_e32 v53, 16, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[53:54], v[0:1]
	v_dual_cndmask_b32 v43, v43, v49 :: v_dual_cndmask_b32 v42, v42, v48
	v_mul_f64 v[48:49], v[55:56], s[48:49]
	v_dual_cndmask_b32 v45, v51, v47 :: v_dual_cndmask_b32 v44, v50, v46
	v_add_f64 v[46:47], v[44:45], -v[42:43]
	v_add_f64 v[37:38], v[38:39], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[46:47], v[46:47]
	v_add_f64 v[44:45], v[44:45], -v[46:47]
	v_add_f64 v[37:38], v[48:49], v[37:38]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[48:49], v[39:40], s[74:75]
	v_mul_f64 v[50:51], v[39:40], s[62:63]
	v_mul_f64 v[53:54], v[39:40], s[68:69]
	v_mul_f64 v[55:56], v[39:40], s[80:81]
	v_mul_f64 v[57:58], v[39:40], v[39:40]
	v_add_f64 v[41:42], v[44:45], -v[42:43]
	v_mul_f64 v[63:64], v[39:40], 0.5
	v_mul_f64 v[37:38], v[37:38], -2.0
	v_add_f64 v[48:49], v[48:49], s[76:77]
	v_add_f64 v[50:51], v[50:51], s[64:65]
	v_add_f64 v[53:54], v[53:54], s[70:71]
	v_add_f64 v[55:56], v[55:56], s[82:83]
	v_mul_f64 v[59:60], v[39:40], v[57:58]
	v_mul_f64 v[43:44], v[57:58], v[57:58]
	v_mul_f64 v[57:58], v[46:47], v[39:40]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[37:38]
	v_add_f64 v[65:66], -v[63:64], 1.0
	v_mul_f64 v[48:49], v[39:40], v[48:49]
	v_mul_f64 v[50:51], v[39:40], v[50:51]
	v_mul_f64 v[53:54], v[39:40], v[53:54]
	v_mul_f64 v[55:56], v[59:60], v[55:56]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[48:49], v[48:49], s[78:79]
	v_add_f64 v[50:51], v[50:51], s[66:67]
	v_add_f64 v[53:54], v[53:54], s[72:73]
	v_rsq_f64_e32 v[61:62], v[37:38]
	v_cmp_class_f64_e64 vcc_lo, v[37:38], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], v[55:56], v[48:49]
	v_mul_f64 v[50:51], v[39:40], v[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[43:44], v[43:44], v[53:54]
	v_mul_f64 v[53:54], v[41:42], 0.5
	v_mul_f64 v[59:60], v[37:38], v[61:62]
	v_mul_f64 v[61:62], v[61:62], 0.5
	v_mul_f64 v[48:49], v[57:58], v[48:49]
	v_add_f64 v[43:44], v[50:51], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[55:56], -v[61:62], v[59:60], 0.5
	v_add_f64 v[48:49], v[53:54], -v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[39:40], v[43:44]
	v_fma_f64 v[59:60], v[59:60], v[55:56], v[59:60]
	v_fma_f64 v[50:51], v[61:62], v[55:56], v[61:62]
	v_mul_f64 v[55:56], v[46:47], v[41:42]
	v_add_f64 v[61:62], -v[65:66], 1.0
	v_mul_f64 v[39:40], v[39:40], v[48:49]
	v_fma_f64 v[53:54], -v[59:60], v[59:60], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[43:44], v[43:44], -v[55:56]
	v_mul_f64 v[55:56], v[57:58], s[84:85]
	v_add_f64 v[39:40], v[39:40], -v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[48:49], v[53:54], v[50:51], v[59:60]
	v_add_f64 v[53:54], v[61:62], -v[63:64]
	v_add_f64 v[39:40], v[39:40], v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[41:42], -v[48:49], v[48:49], v[37:38]
	v_add_f64 v[43:44], v[53:54], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[46:47], -v[39:40]
	v_mov_b32_e32 v46, v1
	v_fma_f64 v[41:42], v[41:42], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[65:66], v[43:44]
	v_ldexp_f64 v[41:42], v[41:42], v0
	v_and_b32_e32 v45, 2, v52
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v47, 0x80000000, v44
	v_and_b32_e32 v0, 1, v52
	v_cndmask_b32_e32 v38, v42, v38, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[45:46]
	v_xor_b32_e32 v45, 0x80000000, v40
	v_cndmask_b32_e32 v37, v41, v37, vcc_lo
	v_cndmask_b32_e64 v44, v47, v44, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v40, v40, v45, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v40, v40, v44, s1
	v_cndmask_b32_e64 v39, v39, v43, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[39:40], v[37:38]
	v_cvt_f32_f64_e32 v0, v[37:38]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v20, v0
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v37, v16, v67 :: v_dual_mul_f32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, v37, v37
	v_mul_f32_e32 v37, -0.5, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v20, v37
	v_mul_f32_e32 v37, s8, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, v16, v37
	v_add_f32_e32 v0, v0, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v20, v0
	v_and_b32_e32 v37, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v37
	v_cndmask_b32_e32 v37, 0x7fc00000, v0, vcc_lo
.LBB8_39:
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v0, v17
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s102, exec_lo, s1
	s_cbranch_execz .LBB8_41
	v_xor_b32_e32 v0, s3, v25
	s_xor_b32 s1, s28, s101
	global_load_b32 v68, v[11:12], off
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s2, s1, 0xd2511f53
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s2, v32
	v_xor3_b32 v41, s1, s87, v39
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v41, 0
	v_xor_b32_e32 v0, v40, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v42, v42, s88, v39
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v42, 0
	v_xor3_b32 v0, s89, v40, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v43, s91, v39
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v40, 0
	v_xor3_b32 v0, s90, v39, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v44, s92, v38
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v40, 0
	v_xor3_b32 v0, s93, v39, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v41, v41, s95, v38
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v41
	v_xor3_b32 v39, s94, v39, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v38
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v39, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v39, s97, v39, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v38
	v_mul_lo_u32 v40, 0xcd9e8d57, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v40, v39, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[39:40], v0
	v_add_f64 v[39:40], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[39:40], v[39:40], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v40, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v40, 0x3fe6a09e, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[39:40], v[39:40], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[39:40], 2.0
	v_mul_f64 v[60:61], v[39:40], 0.5
	v_div_scale_f64 v[43:44], null, v[41:42], v[41:42], v[39:40]
	v_div_scale_f64 v[49:50], vcc_lo, v[39:40], v[41:42], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[60:61], v[39:40], v[60:61]
	v_rcp_f64_e32 v[45:46], v[43:44]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[47:48], v[49:50], v[45:46]
	v_fma_f64 v[43:44], -v[43:44], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[43:44], v[43:44], v[45:46], v[47:48]
	v_cvt_f64_u32_e32 v[45:46], v38
	v_add_co_ci_u32_e64 v38, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[58:59], v38
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[41:42], v[43:44], v[41:42], v[39:40]
	v_add_f64 v[45:46], v[45:46], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[58:59], v[58:59], 32
	v_mul_f64 v[43:44], v[41:42], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[45:46], v[45:46], 0xffffffe0
	v_mul_f64 v[47:48], v[43:44], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[45:46], s[50:51]
	v_mul_f64 v[49:50], v[47:48], s[38:39]
	v_mul_f64 v[51:52], v[47:48], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[45:46], s[52:53]
	v_add_f64 v[49:50], v[49:50], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[51:52], s[24:25]
	v_add_f64 v[53:54], 0x43380000, v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	v_mul_f64 v[51:52], v[47:48], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], 0xc3380000, v[53:54]
	v_add_f64 v[49:50], v[49:50], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[51:52], s[36:37]
	v_mul_f64 v[56:57], v[54:55], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	v_mul_f64 v[47:48], v[47:48], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[51:52], v[45:46], v[56:57]
	v_cvt_f64_u32_e32 v[56:57], v0
	v_add_f64 v[49:50], v[49:50], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[58:59], v[56:57]
	v_mul_f64 v[43:44], v[43:44], v[49:50]
	v_mul_f64 v[49:50], v[54:55], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[62:63], v[56:57], s[46:47]
	v_add_f64 v[43:44], v[47:48], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[51:52], v[49:50]
	v_add_f64 v[43:44], v[60:61], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[51:52], -v[47:48]
	v_mul_f64 v[41:42], v[41:42], v[43:44]
	v_mul_f64 v[43:44], v[54:55], s[56:57]
	v_mul_f64 v[54:55], v[54:55], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[49:50], v[58:59], v[49:50]
	v_add_f64 v[41:42], v[62:63], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[58:59], v[51:52], -v[43:44]
	v_add_f64 v[49:50], v[54:55], -v[49:50]
	v_mov_b32_e32 v55, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[41:42], -v[60:61]
	v_lshrrev_b32_e32 v0, 20, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v38, 0x7ff, v0
	v_bfe_u32 v0, v46, 20, 11
	v_add_nc_u32_e32 v54, 16, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[54:55], v[0:1]
	v_dual_cndmask_b32 v44, v44, v50 :: v_dual_cndmask_b32 v43, v43, v49
	v_mul_f64 v[49:50], v[56:57], s[48:49]
	v_dual_cndmask_b32 v46, v52, v48 :: v_dual_cndmask_b32 v45, v51, v47
	v_add_f64 v[47:48], v[45:46], -v[43:44]
	v_add_f64 v[38:39], v[39:40], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[47:48], v[47:48]
	v_add_f64 v[45:46], v[45:46], -v[47:48]
	v_add_f64 v[38:39], v[49:50], v[38:39]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[49:50], v[40:41], s[74:75]
	v_mul_f64 v[51:52], v[40:41], s[62:63]
	v_mul_f64 v[54:55], v[40:41], s[68:69]
	v_mul_f64 v[56:57], v[40:41], s[80:81]
	v_mul_f64 v[58:59], v[40:41], v[40:41]
	v_add_f64 v[42:43], v[45:46], -v[43:44]
	v_mul_f64 v[64:65], v[40:41], 0.5
	v_mul_f64 v[38:39], v[38:39], -2.0
	v_and_b32_e32 v46, 2, v53
	v_add_f64 v[49:50], v[49:50], s[76:77]
	v_add_f64 v[51:52], v[51:52], s[64:65]
	v_add_f64 v[54:55], v[54:55], s[70:71]
	v_add_f64 v[56:57], v[56:57], s[82:83]
	v_mul_f64 v[60:61], v[40:41], v[58:59]
	v_mul_f64 v[44:45], v[58:59], v[58:59]
	v_mul_f64 v[58:59], v[47:48], v[40:41]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[38:39]
	v_add_f64 v[66:67], -v[64:65], 1.0
	v_mul_f64 v[49:50], v[40:41], v[49:50]
	v_mul_f64 v[51:52], v[40:41], v[51:52]
	v_mul_f64 v[54:55], v[40:41], v[54:55]
	v_mul_f64 v[56:57], v[60:61], v[56:57]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[38:39], v[38:39], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[49:50], v[49:50], s[78:79]
	v_add_f64 v[51:52], v[51:52], s[66:67]
	v_add_f64 v[54:55], v[54:55], s[72:73]
	v_rsq_f64_e32 v[62:63], v[38:39]
	v_cmp_class_f64_e64 vcc_lo, v[38:39], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[49:50], v[56:57], v[49:50]
	v_mul_f64 v[51:52], v[40:41], v[51:52]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[44:45], v[44:45], v[54:55]
	v_mul_f64 v[54:55], v[42:43], 0.5
	v_mul_f64 v[60:61], v[38:39], v[62:63]
	v_mul_f64 v[62:63], v[62:63], 0.5
	v_mul_f64 v[49:50], v[58:59], v[49:50]
	v_add_f64 v[44:45], v[51:52], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[56:57], -v[62:63], v[60:61], 0.5
	v_add_f64 v[49:50], v[54:55], -v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[40:41], v[44:45]
	v_fma_f64 v[60:61], v[60:61], v[56:57], v[60:61]
	v_fma_f64 v[51:52], v[62:63], v[56:57], v[62:63]
	v_mul_f64 v[56:57], v[47:48], v[42:43]
	v_add_f64 v[62:63], -v[66:67], 1.0
	v_mul_f64 v[40:41], v[40:41], v[49:50]
	v_fma_f64 v[54:55], -v[60:61], v[60:61], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[44:45], -v[56:57]
	v_mul_f64 v[56:57], v[58:59], s[84:85]
	v_add_f64 v[40:41], v[40:41], -v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[49:50], v[54:55], v[51:52], v[60:61]
	v_add_f64 v[54:55], v[62:63], -v[64:65]
	v_add_f64 v[40:41], v[40:41], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[42:43], -v[49:50], v[49:50], v[38:39]
	v_add_f64 v[44:45], v[54:55], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[47:48], -v[40:41]
	v_mov_b32_e32 v47, v1
	v_cmp_eq_u64_e64 s1, 0, v[46:47]
	v_fma_f64 v[42:43], v[42:43], v[51:52], v[49:50]
	v_add_f64 v[44:45], v[66:67], v[44:45]
	v_xor_b32_e32 v46, 0x80000000, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v41, v41, v46, s1
	v_ldexp_f64 v[42:43], v[42:43], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v48, 0x80000000, v45
	v_and_b32_e32 v0, 1, v53
	v_cndmask_b32_e64 v45, v48, v45, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v41, v41, v45, s1
	v_cndmask_b32_e64 v40, v40, v44, s1
	v_dual_cndmask_b32 v39, v43, v39 :: v_dual_cndmask_b32 v38, v42, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[40:41], v[38:39]
	v_cvt_f32_f64_e32 v0, v[38:39]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v38, v17, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, v38, v38
	v_mul_f32_e32 v38, -0.5, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v21, v38
	v_mul_f32_e32 v38, s8, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v38, v17, v38
	v_mul_f32_e32 v0, v21, v0
	v_mul_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v38
	v_mul_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v34, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v34
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB8_41:
	s_or_b32 exec_lo, exec_lo, s102
	s_branch .LBB8_12
.LBB8_42:
	s_cbranch_execz .LBB8_12
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB8_50
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB8_51
.LBB8_45:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB8_52
.LBB8_46:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB8_53
.LBB8_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_54
.LBB8_48:
	v_xor_b32_e32 v0, s3, v22
	s_xor_b32 s1, s28, s101
	global_load_b32 v65, v[5:6], off
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v26
	v_xor3_b32 v38, s1, s87, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v38, 0
	v_xor_b32_e32 v0, v37, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s88, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v39, 0
	v_xor3_b32 v0, s89, v37, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v40, s91, v36
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v37, 0
	v_xor3_b32 v0, s90, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v41, s92, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, s93, v36, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s95, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v38
	v_xor3_b32 v36, s94, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v36, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v36, s97, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v35
	v_mul_lo_u32 v37, 0xcd9e8d57, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v37, v36, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[36:37], v0
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v37, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v37, 0x3fe6a09e, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[36:37], v[36:37], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[36:37], 2.0
	v_mul_f64 v[57:58], v[36:37], 0.5
	v_div_scale_f64 v[40:41], null, v[38:39], v[38:39], v[36:37]
	v_div_scale_f64 v[46:47], vcc_lo, v[36:37], v[38:39], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[36:37], v[57:58]
	v_rcp_f64_e32 v[42:43], v[40:41]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[40:41], v[42:43], 1.0
	v_fma_f64 v[42:43], v[42:43], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[40:41], v[42:43], 1.0
	v_fma_f64 v[42:43], v[42:43], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[44:45], v[46:47], v[42:43]
	v_fma_f64 v[40:41], -v[40:41], v[44:45], v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[40:41], v[40:41], v[42:43], v[44:45]
	v_cvt_f64_u32_e32 v[42:43], v35
	v_add_co_ci_u32_e64 v35, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[55:56], v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[38:39], v[40:41], v[38:39], v[36:37]
	v_add_f64 v[42:43], v[42:43], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[55:56], v[55:56], 32
	v_mul_f64 v[40:41], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[42:43], v[42:43], 0xffffffe0
	v_mul_f64 v[44:45], v[40:41], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[42:43], v[42:43], s[50:51]
	v_mul_f64 v[46:47], v[44:45], s[38:39]
	v_mul_f64 v[48:49], v[44:45], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[42:43], s[52:53]
	v_add_f64 v[46:47], v[46:47], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[48:49], s[24:25]
	v_add_f64 v[50:51], 0x43380000, v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[48:49], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], 0xc3380000, v[50:51]
	v_add_f64 v[46:47], v[46:47], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[48:49], s[36:37]
	v_mul_f64 v[53:54], v[51:52], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[44:45], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], v[42:43], v[53:54]
	v_cvt_f64_u32_e32 v[53:54], v0
	v_add_f64 v[46:47], v[46:47], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[55:56], v[53:54]
	v_mul_f64 v[40:41], v[40:41], v[46:47]
	v_mul_f64 v[46:47], v[51:52], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[53:54], s[46:47]
	v_add_f64 v[40:41], v[44:45], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[48:49], v[46:47]
	v_add_f64 v[40:41], v[57:58], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[48:49], -v[44:45]
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[51:52], s[56:57]
	v_mul_f64 v[51:52], v[51:52], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[55:56], v[46:47]
	v_add_f64 v[38:39], v[59:60], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], v[48:49], -v[40:41]
	v_add_f64 v[46:47], v[51:52], -v[46:47]
	v_mov_b32_e32 v52, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[38:39], -v[57:58]
	v_lshrrev_b32_e32 v0, 20, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v35, 0x7ff, v0
	v_bfe_u32 v0, v43, 20, 11
	v_add_nc_u32_e32 v51, 16, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[51:52], v[0:1]
	v_dual_cndmask_b32 v41, v41, v47 :: v_dual_cndmask_b32 v40, v40, v46
	v_mul_f64 v[46:47], v[53:54], s[48:49]
	v_dual_cndmask_b32 v43, v49, v45 :: v_dual_cndmask_b32 v42, v48, v44
	v_add_f64 v[44:45], v[42:43], -v[40:41]
	v_add_f64 v[35:36], v[36:37], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[44:45], v[44:45]
	v_add_f64 v[42:43], v[42:43], -v[44:45]
	v_add_f64 v[35:36], v[46:47], v[35:36]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[46:47], v[37:38], s[74:75]
	v_mul_f64 v[48:49], v[37:38], s[62:63]
	v_mul_f64 v[51:52], v[37:38], s[68:69]
	v_mul_f64 v[53:54], v[37:38], s[80:81]
	v_mul_f64 v[55:56], v[37:38], v[37:38]
	v_add_f64 v[39:40], v[42:43], -v[40:41]
	v_mul_f64 v[61:62], v[37:38], 0.5
	v_mul_f64 v[35:36], v[35:36], -2.0
	v_add_f64 v[46:47], v[46:47], s[76:77]
	v_add_f64 v[48:49], v[48:49], s[64:65]
	v_add_f64 v[51:52], v[51:52], s[70:71]
	v_add_f64 v[53:54], v[53:54], s[82:83]
	v_mul_f64 v[57:58], v[37:38], v[55:56]
	v_mul_f64 v[41:42], v[55:56], v[55:56]
	v_mul_f64 v[55:56], v[44:45], v[37:38]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_add_f64 v[63:64], -v[61:62], 1.0
	v_mul_f64 v[46:47], v[37:38], v[46:47]
	v_mul_f64 v[48:49], v[37:38], v[48:49]
	v_mul_f64 v[51:52], v[37:38], v[51:52]
	v_mul_f64 v[53:54], v[57:58], v[53:54]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[46:47], v[46:47], s[78:79]
	v_add_f64 v[48:49], v[48:49], s[66:67]
	v_add_f64 v[51:52], v[51:52], s[72:73]
	v_rsq_f64_e32 v[59:60], v[35:36]
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[53:54], v[46:47]
	v_mul_f64 v[48:49], v[37:38], v[48:49]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[41:42], v[41:42], v[51:52]
	v_mul_f64 v[51:52], v[39:40], 0.5
	v_mul_f64 v[57:58], v[35:36], v[59:60]
	v_mul_f64 v[59:60], v[59:60], 0.5
	v_mul_f64 v[46:47], v[55:56], v[46:47]
	v_add_f64 v[41:42], v[48:49], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[53:54], -v[59:60], v[57:58], 0.5
	v_add_f64 v[46:47], v[51:52], -v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[37:38], v[41:42]
	v_fma_f64 v[57:58], v[57:58], v[53:54], v[57:58]
	v_fma_f64 v[48:49], v[59:60], v[53:54], v[59:60]
	v_mul_f64 v[53:54], v[44:45], v[39:40]
	v_add_f64 v[59:60], -v[63:64], 1.0
	v_mul_f64 v[37:38], v[37:38], v[46:47]
	v_fma_f64 v[51:52], -v[57:58], v[57:58], v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[41:42], -v[53:54]
	v_mul_f64 v[53:54], v[55:56], s[84:85]
	v_add_f64 v[37:38], v[37:38], -v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[46:47], v[51:52], v[48:49], v[57:58]
	v_add_f64 v[51:52], v[59:60], -v[61:62]
	v_add_f64 v[37:38], v[37:38], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[39:40], -v[46:47], v[46:47], v[35:36]
	v_add_f64 v[41:42], v[51:52], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[44:45], -v[37:38]
	v_mov_b32_e32 v44, v1
	v_fma_f64 v[39:40], v[39:40], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[63:64], v[41:42]
	v_ldexp_f64 v[39:40], v[39:40], v0
	v_and_b32_e32 v43, 2, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v45, 0x80000000, v42
	v_and_b32_e32 v0, 1, v50
	v_cndmask_b32_e32 v36, v40, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[43:44]
	v_xor_b32_e32 v43, 0x80000000, v38
	v_cndmask_b32_e32 v35, v39, v35, vcc_lo
	v_cndmask_b32_e64 v42, v45, v42, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v38, v38, v43, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v38, v38, v42, s1
	v_cndmask_b32_e64 v37, v37, v41, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[35:36], v[37:38], v[35:36]
	v_cvt_f32_f64_e32 v0, v[35:36]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v35, v14, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v0, v18, v0 :: v_dual_add_f32 v35, v35, v35
	v_dual_mul_f32 v0, v34, v0 :: v_dual_mul_f32 v35, -0.5, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v18, v35
	v_mul_f32_e32 v35, s8, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v35, v14, v35
	v_add_f32_e32 v0, v0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v18, v0
	v_and_b32_e32 v35, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v35
	v_cndmask_b32_e32 v35, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v36, v15
	s_and_saveexec_b32 s102, s5
	s_cbranch_execz .LBB8_37
.LBB8_49:
	v_xor_b32_e32 v0, s3, v23
	s_xor_b32 s1, s28, s101
	global_load_b32 v66, v[7:8], off
	s_xor_b32 s1, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s103, s1, 0xd2511f53
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s103, v28
	v_xor3_b32 v39, s1, s87, v37
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v39, 0
	v_xor_b32_e32 v0, v38, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v40, s88, v37
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v40, 0
	v_xor3_b32 v0, s89, v38, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v41, s91, v37
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v38, 0
	v_xor3_b32 v0, s90, v37, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v42, s92, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v38, 0
	v_xor3_b32 v0, s93, v37, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s95, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v39
	v_xor3_b32 v37, s94, v37, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s96, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v37, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v37, s97, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s98, v36
	v_mul_lo_u32 v38, 0xcd9e8d57, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v38, v37, s99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[37:38], v0
	v_add_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v38, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v38, 0x3fe6a09e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[37:38], v[37:38], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[37:38], 2.0
	v_mul_f64 v[58:59], v[37:38], 0.5
	v_div_scale_f64 v[41:42], null, v[39:40], v[39:40], v[37:38]
	v_div_scale_f64 v[47:48], vcc_lo, v[37:38], v[39:40], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[37:38], v[58:59]
	v_rcp_f64_e32 v[43:44], v[41:42]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[41:42], v[43:44], 1.0
	v_fma_f64 v[43:44], v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[41:42], v[43:44], 1.0
	v_fma_f64 v[43:44], v[43:44], v[45:46], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[45:46], v[47:48], v[43:44]
	v_fma_f64 v[41:42], -v[41:42], v[45:46], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[41:42], v[41:42], v[43:44], v[45:46]
	v_cvt_f64_u32_e32 v[43:44], v36
	v_add_co_ci_u32_e64 v36, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[56:57], v36
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[39:40], v[41:42], v[39:40], v[37:38]
	v_add_f64 v[43:44], v[43:44], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[56:57], v[56:57], 32
	v_mul_f64 v[41:42], v[39:40], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[43:44], v[43:44], 0xffffffe0
	v_mul_f64 v[45:46], v[41:42], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[43:44], v[43:44], s[50:51]
	v_mul_f64 v[47:48], v[45:46], s[38:39]
	v_mul_f64 v[49:50], v[45:46], s[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[43:44], s[52:53]
	v_add_f64 v[47:48], v[47:48], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[24:25]
	v_add_f64 v[51:52], 0x43380000, v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	v_mul_f64 v[49:50], v[45:46], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], 0xc3380000, v[51:52]
	v_add_f64 v[47:48], v[47:48], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[36:37]
	v_mul_f64 v[54:55], v[52:53], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	v_mul_f64 v[45:46], v[45:46], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[49:50], v[43:44], v[54:55]
	v_cvt_f64_u32_e32 v[54:55], v0
	v_add_f64 v[47:48], v[47:48], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[56:57], v[54:55]
	v_mul_f64 v[41:42], v[41:42], v[47:48]
	v_mul_f64 v[47:48], v[52:53], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[60:61], v[54:55], s[46:47]
	v_add_f64 v[41:42], v[45:46], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[49:50], v[47:48]
	v_add_f64 v[41:42], v[58:59], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[49:50], -v[45:46]
	v_mul_f64 v[39:40], v[39:40], v[41:42]
	v_mul_f64 v[41:42], v[52:53], s[56:57]
	v_mul_f64 v[52:53], v[52:53], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[56:57], v[47:48]
	v_add_f64 v[39:40], v[60:61], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[56:57], v[49:50], -v[41:42]
	v_add_f64 v[47:48], v[52:53], -v[47:48]
	v_mov_b32_e32 v53, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[39:40], -v[58:59]
	v_lshrrev_b32_e32 v0, 20, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v36, 0x7ff, v0
	v_bfe_u32 v0, v44, 20, 11
	v_add_nc_u32_e32 v52, 16, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[52:53], v[0:1]
	v_dual_cndmask_b32 v42, v42, v48 :: v_dual_cndmask_b32 v41, v41, v47
	v_mul_f64 v[47:48], v[54:55], s[48:49]
	v_dual_cndmask_b32 v44, v50, v46 :: v_dual_cndmask_b32 v43, v49, v45
	v_add_f64 v[45:46], v[43:44], -v[41:42]
	v_add_f64 v[36:37], v[37:38], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[45:46], v[45:46]
	v_add_f64 v[43:44], v[43:44], -v[45:46]
	v_add_f64 v[36:37], v[47:48], v[36:37]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[47:48], v[38:39], s[74:75]
	v_mul_f64 v[49:50], v[38:39], s[62:63]
	v_mul_f64 v[52:53], v[38:39], s[68:69]
	v_mul_f64 v[54:55], v[38:39], s[80:81]
	v_mul_f64 v[56:57], v[38:39], v[38:39]
	v_add_f64 v[40:41], v[43:44], -v[41:42]
	v_mul_f64 v[62:63], v[38:39], 0.5
	v_mul_f64 v[36:37], v[36:37], -2.0
	v_and_b32_e32 v44, 2, v51
	v_add_f64 v[47:48], v[47:48], s[76:77]
	v_add_f64 v[49:50], v[49:50], s[64:65]
	v_add_f64 v[52:53], v[52:53], s[70:71]
	v_add_f64 v[54:55], v[54:55], s[82:83]
	v_mul_f64 v[58:59], v[38:39], v[56:57]
	v_mul_f64 v[42:43], v[56:57], v[56:57]
	v_mul_f64 v[56:57], v[45:46], v[38:39]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[36:37]
	v_add_f64 v[64:65], -v[62:63], 1.0
	v_mul_f64 v[47:48], v[38:39], v[47:48]
	v_mul_f64 v[49:50], v[38:39], v[49:50]
	v_mul_f64 v[52:53], v[38:39], v[52:53]
	v_mul_f64 v[54:55], v[58:59], v[54:55]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[47:48], v[47:48], s[78:79]
	v_add_f64 v[49:50], v[49:50], s[66:67]
	v_add_f64 v[52:53], v[52:53], s[72:73]
	v_rsq_f64_e32 v[60:61], v[36:37]
	v_cmp_class_f64_e64 vcc_lo, v[36:37], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[54:55], v[47:48]
	v_mul_f64 v[49:50], v[38:39], v[49:50]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[42:43], v[42:43], v[52:53]
	v_mul_f64 v[52:53], v[40:41], 0.5
	v_mul_f64 v[58:59], v[36:37], v[60:61]
	v_mul_f64 v[60:61], v[60:61], 0.5
	v_mul_f64 v[47:48], v[56:57], v[47:48]
	v_add_f64 v[42:43], v[49:50], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[54:55], -v[60:61], v[58:59], 0.5
	v_add_f64 v[47:48], v[52:53], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[38:39], v[42:43]
	v_fma_f64 v[58:59], v[58:59], v[54:55], v[58:59]
	v_fma_f64 v[49:50], v[60:61], v[54:55], v[60:61]
	v_mul_f64 v[54:55], v[45:46], v[40:41]
	v_add_f64 v[60:61], -v[64:65], 1.0
	v_mul_f64 v[38:39], v[38:39], v[47:48]
	v_fma_f64 v[52:53], -v[58:59], v[58:59], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[42:43], -v[54:55]
	v_mul_f64 v[54:55], v[56:57], s[84:85]
	v_add_f64 v[38:39], v[38:39], -v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[47:48], v[52:53], v[49:50], v[58:59]
	v_add_f64 v[52:53], v[60:61], -v[62:63]
	v_add_f64 v[38:39], v[38:39], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[47:48], v[47:48], v[36:37]
	v_add_f64 v[42:43], v[52:53], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[45:46], -v[38:39]
	v_mov_b32_e32 v45, v1
	v_cmp_eq_u64_e64 s1, 0, v[44:45]
	v_fma_f64 v[40:41], v[40:41], v[49:50], v[47:48]
	v_add_f64 v[42:43], v[64:65], v[42:43]
	v_xor_b32_e32 v44, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v39, v39, v44, s1
	v_ldexp_f64 v[40:41], v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v46, 0x80000000, v43
	v_and_b32_e32 v0, 1, v51
	v_cndmask_b32_e64 v43, v46, v43, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e64 v39, v39, v43, s1
	v_cndmask_b32_e64 v38, v38, v42, s1
	v_dual_cndmask_b32 v37, v41, v37 :: v_dual_cndmask_b32 v36, v40, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[38:39], v[36:37]
	v_cvt_f32_f64_e32 v0, v[36:37]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v36, v15, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v36
	v_mul_f32_e32 v36, -0.5, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v19, v36
	v_mul_f32_e32 v36, s8, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v15, v36
	v_mul_f32_e32 v0, v19, v0
	v_mul_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v36
	v_mul_f32_e32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v36, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v36
	v_cndmask_b32_e32 v36, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s102
	v_mov_b32_e32 v37, v16
	s_and_saveexec_b32 s102, s6
	s_cbranch_execnz .LBB8_38
	s_branch .LBB8_39
.LBB8_50:
	global_load_b32 v0, v1, s[18:19]
	ds_load_b32 v34, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v34
	v_cndmask_b32_e64 v34, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v34, v34
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v34
	global_store_b32 v1, v0, s[18:19]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB8_45
.LBB8_51:
	global_load_b32 v0, v[5:6], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v14, v0
	v_mul_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v14, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v14
	v_cndmask_b32_e32 v14, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB8_46
.LBB8_52:
	global_load_b32 v0, v[7:8], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v19, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v15, v0
	v_mul_f32_e32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v15, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v15
	v_cndmask_b32_e32 v15, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB8_47
.LBB8_53:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v20, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v16, v0
	v_mul_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v16
	v_cndmask_b32_e32 v16, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB8_11
.LBB8_54:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v21, v0
	v_mul_f32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v17, v0
	v_mul_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v17, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v17
	v_cndmask_b32_e32 v17, 0x7fc00000, v0, vcc_lo
	s_branch .LBB8_11
.LBB8_55:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_61
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB8_62
.LBB8_57:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB8_63
.LBB8_58:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_60
.LBB8_59:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v17, s[16:17]
.LBB8_60:
	s_endpgm
.LBB8_61:
	s_waitcnt vmcnt(0)
	global_store_b32 v13, v14, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB8_57
.LBB8_62:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v15, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB8_58
.LBB8_63:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v16, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_59
	s_branch .LBB8_60
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w4096
		.amdhsa_group_segment_fixed_size 16388
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
		.amdhsa_next_free_vgpr 69
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
	.size	tessera_bivector_pull_w4096, .Lfunc_end8-tessera_bivector_pull_w4096

	.set tessera_bivector_pull_w4096.num_vgpr, 69
	.set tessera_bivector_pull_w4096.num_agpr, 0
	.set tessera_bivector_pull_w4096.numbered_sgpr, 104
	.set tessera_bivector_pull_w4096.num_named_barrier, 0
	.set tessera_bivector_pull_w4096.private_seg_size, 0
	.set tessera_bivector_pull_w4096.uses_vcc, 1
	.set tessera_bivector_pull_w4096.uses_flat_scratch, 0
	.set tessera_bivector_pull_w4096.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w4096.has_recursion, 0
	.set tessera_bivector_pull_w4096.has_indirect_call, 0
	.globl	tessera_bivector_pull_w8192
	.p2align	8
	.type	tessera_bivector_pull_w8192,@function
tessera_bivector_pull_w8192:
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[26:27], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x2000, s[28:29]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB9_96
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	s_mul_i32 s42, s28, s2
	s_add_i32 s43, s5, s4
	v_cmp_gt_u64_e64 s4, s[28:29], v[0:1]
	s_lshl_b64 s[40:41], s[42:43], 2
	v_lshlrev_b32_e32 v25, 2, v0
	s_add_u32 s20, s20, s40
	s_addc_u32 s21, s21, s41
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_3
	global_load_b32 v26, v25, s[20:21]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[28:29], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_5
	v_lshlrev_b32_e32 v3, 2, v2
	global_load_b32 v27, v3, s[20:21]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v3, 0x800, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[28:29], v[3:4]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_7
	v_lshlrev_b32_e32 v4, 2, v3
	global_load_b32 v28, v4, s[20:21]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v4, 0xc00, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[28:29], v[4:5]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_9
	v_lshlrev_b32_e32 v5, 2, v4
	global_load_b32 v29, v5, s[20:21]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v5, 0x1000, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[28:29], v[5:6]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_11
	v_lshlrev_b32_e32 v6, 2, v5
	global_load_b32 v30, v6, s[20:21]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v6, 0x1400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[28:29], v[6:7]
	s_and_saveexec_b32 s10, s9
	s_cbranch_execz .LBB9_13
	v_lshlrev_b32_e32 v7, 2, v6
	global_load_b32 v31, v7, s[20:21]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s10
	v_or_b32_e32 v7, 0x1800, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s10, s[28:29], v[7:8]
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB9_15
	v_lshlrev_b32_e32 v8, 2, v7
	global_load_b32 v32, v8, s[20:21]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s11
	v_or_b32_e32 v8, 0x1c00, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s11, s[28:29], v[8:9]
	s_and_saveexec_b32 s12, s11
	s_cbranch_execz .LBB9_17
	v_lshlrev_b32_e32 v1, 2, v8
	global_load_b32 v33, v1, s[20:21]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_cmp_eq_u64 s[30:31], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB9_87
	v_bcnt_u32_b32 v1, v0, 0
	v_bcnt_u32_b32 v9, v2, 0
	v_bcnt_u32_b32 v10, v3, 0
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x30
	s_load_b128 s[36:39], s[0:1], 0x50
	v_add_co_u32 v17, s1, s42, v0
	v_cmp_eq_u32_e32 vcc_lo, 2, v1
	v_bcnt_u32_b32 v11, v4, 0
	v_cmp_eq_u32_e64 s0, 0, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v17, 0
	v_cndmask_b32_e64 v34, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v9
	v_bcnt_u32_b32 v12, v5, 0
	v_add_co_ci_u32_e64 v18, null, s43, 0, s1
	v_bcnt_u32_b32 v9, v6, 0
	v_cndmask_b32_e64 v35, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v10
	s_delay_alu instid0(VALU_DEP_4)
	v_xor_b32_e32 v1, v1, v18
	v_bcnt_u32_b32 v10, v7, 0
	s_mov_b32 s35, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_cndmask_b32_e64 v36, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v11
	v_xor_b32_e32 v1, s37, v1
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s24, s40
	s_addc_u32 s15, s25, s41
	v_cndmask_b32_e64 v37, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v12
	s_lshl_b64 s[2:3], s[2:3], 2
	v_mad_u64_u32 v[50:51], null, 0xcd9e8d57, v1, 0
	s_add_u32 s22, s22, s2
	v_cndmask_b32_e64 v38, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v9
	s_addc_u32 s23, s23, s3
	s_cmp_lg_u64 s[28:29], 0
	v_add_co_u32 v9, s1, s1, v25
	v_cndmask_b32_e64 v39, 0, 1.0, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v10
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_ci_u32_e64 v10, null, s15, 0, s1
	v_cndmask_b32_e64 v40, 0, 1.0, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x400, v17
	s_cselect_b32 s90, -1, 0
	s_add_u32 s1, s36, 0x9e3779b9
	v_add_co_ci_u32_e64 v12, null, 0, v18, vcc_lo
	v_xor_b32_e32 v41, s1, v51
	v_mad_u64_u32 v[51:52], null, 0xd2511f53, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x800, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v18, vcc_lo
	s_add_u32 s2, s37, 0xbb67ae85
	v_mad_u64_u32 v[53:54], null, 0xd2511f53, v11, 0
	v_xor_b32_e32 v12, v52, v12
	s_add_u32 s3, s36, 0x3c6ef372
	s_add_u32 s91, s37, 0x76cf5d0a
	s_add_u32 s93, s37, 0x32370b8f
	s_add_u32 s95, s37, 0xed9eba14
	v_xor_b32_e32 v11, s37, v12
	v_add_co_u32 v12, vcc_lo, 0xc00, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, 0, v18, vcc_lo
	v_mad_u64_u32 v[57:58], null, 0xcd9e8d57, v11, 0
	v_add_co_u32 v11, vcc_lo, 0x1000, v17
	v_xor_b32_e32 v13, v54, v13
	v_mad_u64_u32 v[55:56], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[59:60], null, 0xd2511f53, v11, 0
	v_xor_b32_e32 v13, s37, v13
	v_add_co_ci_u32_e64 v15, null, 0, v18, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0x1000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x1400, v17
	v_xor_b32_e32 v14, v56, v14
	v_xor_b32_e32 v15, v60, v15
	v_add_co_ci_u32_e64 v19, null, 0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v13, 0
	v_add_co_u32 v13, vcc_lo, 0x2000, v9
	v_xor_b32_e32 v16, s37, v14
	v_add_co_ci_u32_e64 v14, null, 0, v10, vcc_lo
	v_xor_b32_e32 v20, s37, v15
	v_add_co_u32 v15, vcc_lo, 0x1800, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v21, null, 0, v18, vcc_lo
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v16, 0
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v15, 0
	v_add_co_u32 v15, vcc_lo, 0x3000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, 0, v10, vcc_lo
	v_add_co_u32 v17, vcc_lo, 0x1c00, v17
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v20, v68, v21
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v17, 0
	v_add_co_ci_u32_e64 v21, null, 0, v18, vcc_lo
	v_xor_b32_e32 v19, v64, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v22, s37, v20
	v_add_co_u32 v17, vcc_lo, 0x4000, v9
	v_xor_b32_e32 v21, v72, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v19, s37, v19
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v22, 0
	v_add_co_ci_u32_e64 v18, null, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v21, s37, v21
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v19, 0
	v_add_co_u32 v19, vcc_lo, 0x5000, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v21, 0
	v_add_co_ci_u32_e64 v20, null, 0, v10, vcc_lo
	v_add_co_u32 v21, vcc_lo, 0x6000, v9
	v_add_co_ci_u32_e64 v22, null, 0, v10, vcc_lo
	v_add_co_u32 v23, vcc_lo, 0x7000, v9
	s_add_u32 s97, s37, 0xa9066899
	s_add_u32 s99, s37, 0x646e171e
	s_add_u32 s101, s37, 0x1fd5c5a3
	s_add_u32 s102, s37, 0xdb3d7428
	s_and_b32 s34, s28, 7
	v_cmp_gt_u64_e64 s37, s[28:29], 7
	v_mov_b32_e32 v1, 0
	s_add_u32 s92, s36, 0xdaa66d2b
	s_add_u32 s94, s36, 0x78dde6e4
	s_add_u32 s96, s36, 0x1715609d
	s_add_u32 s98, s36, 0xb54cda56
	s_add_u32 s100, s36, 0x5384540f
	s_add_i32 s103, s36, 0x8ff34781
	v_xor_b32_e32 v42, s1, v58
	v_xor_b32_e32 v43, s1, v62
	v_xor_b32_e32 v44, s1, v66
	v_xor_b32_e32 v45, s1, v70
	v_xor_b32_e32 v46, s1, v74
	v_xor_b32_e32 v47, s1, v76
	v_add_co_ci_u32_e64 v24, null, 0, v10, vcc_lo
	v_xor_b32_e32 v48, s1, v78
	s_and_b32 s14, s28, 0x3ff8
	v_xor_b32_e32 v49, s2, v0
	v_xor_b32_e32 v50, s3, v50
	v_xor_b32_e32 v51, s2, v51
	v_xor_b32_e32 v52, s3, v57
	v_xor_b32_e32 v53, s2, v53
	v_xor_b32_e32 v54, s3, v61
	v_xor_b32_e32 v55, s2, v55
	v_xor_b32_e32 v56, s3, v65
	v_xor_b32_e32 v57, s2, v59
	v_xor_b32_e32 v58, s3, v69
	v_xor_b32_e32 v59, s2, v63
	v_xor_b32_e32 v60, s3, v73
	v_xor_b32_e32 v61, s2, v67
	v_xor_b32_e32 v62, s3, v75
	v_xor_b32_e32 v63, s2, v71
	v_xor_b32_e32 v64, s3, v77
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s40, 0x9997fa04
	s_mov_b32 s42, 0xdf3e5244
	s_mov_b32 s44, 0x96cb03de
	s_mov_b32 s46, 0x94229359
	s_mov_b32 s48, 0x55555593
	s_mov_b32 s50, 0x35793c76
	s_mov_b32 s52, 0xfee00000
	s_mov_b32 s54, 0x54442d18
	s_mov_b32 s56, 0x6dc9c883
	s_mov_b32 s58, 0x54400000
	s_mov_b32 s60, 0x1a626331
	s_mov_b32 s62, 0x1a600000
	s_mov_b32 s64, 0x2e037073
	s_mov_b32 s66, 0x19cb1590
	s_mov_b32 s68, 0x16c15177
	s_mov_b32 s70, 0x5555554c
	s_mov_b32 s72, 0xbe8838d4
	s_mov_b32 s74, 0xbdb4b1c4
	s_mov_b32 s76, 0x809c52ad
	s_mov_b32 s78, 0x57b1fe7d
	s_mov_b32 s80, 0x19c161d5
	s_mov_b32 s82, 0x1110f8a6
	s_mov_b32 s84, 0x5acfd57c
	s_mov_b32 s86, 0x8a2b9ceb
	s_mov_b32 s88, 0x55555549
	s_mov_b32 s15, s35
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s41, 0x3fd99999
	s_mov_b32 s43, 0x3fc2f112
	s_mov_b32 s45, 0x3fc74664
	s_mov_b32 s47, 0x3fd24924
	s_mov_b32 s49, 0x3fe55555
	s_mov_b32 s51, 0x3dea39ef
	s_mov_b32 s53, 0x3fe62e42
	s_mov_b32 s55, 0x401921fb
	s_mov_b32 s57, 0x3fe45f30
	s_mov_b32 s59, 0xbff921fb
	s_mov_b32 s61, 0x3dd0b461
	s_mov_b32 s63, 0xbdd0b461
	s_mov_b32 s65, 0x3ba3198a
	s_mov_b32 s67, 0x3efa01a0
	s_mov_b32 s69, 0xbf56c16c
	s_mov_b32 s71, 0x3fa55555
	s_mov_b32 s73, 0xbda8fae9
	s_mov_b32 s75, 0x3e21ee9e
	s_mov_b32 s77, 0xbe927e4f
	s_mov_b32 s79, 0x3ec71de3
	s_mov_b32 s81, 0xbf2a01a0
	s_mov_b32 s83, 0x3f811111
	s_mov_b32 s85, 0x3de5d93a
	s_mov_b32 s87, 0xbe5ae5e6
	s_mov_b32 s89, 0x3fc55555
	v_writelane_b32 v94, s1, 0
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v66, v26 :: v_dual_mov_b32 v67, v27
	v_dual_mov_b32 v68, v28 :: v_dual_mov_b32 v69, v29
	v_dual_mov_b32 v70, v30 :: v_dual_mov_b32 v71, v31
	v_mov_b32_e32 v72, v32
	v_mov_b32_e32 v0, v33
.LBB9_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v33, v0 :: v_dual_mov_b32 v30, v70
	v_dual_mov_b32 v32, v72 :: v_dual_mov_b32 v31, v71
	v_dual_mov_b32 v29, v69 :: v_dual_mov_b32 v28, v68
	v_dual_mov_b32 v27, v67 :: v_dual_mov_b32 v26, v66
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[30:31]
	s_cbranch_scc1 .LBB9_87
.LBB9_21:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB9_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB9_37
.LBB9_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB9_38
.LBB9_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB9_39
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB9_40
.LBB9_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB9_41
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB9_42
.LBB9_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execz .LBB9_30
.LBB9_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, 0x80000000, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v33, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v25, v0 offset:28672
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB9_47
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB9_46
	s_and_not1_b32 vcc_lo, exec_lo, s37
	s_cbranch_vccnz .LBB9_43
	s_mov_b64 s[2:3], 0
	s_mov_b32 s104, 0
	.p2align	6
.LBB9_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v71, s104
	s_add_u32 s2, s2, 8
	s_addc_u32 s3, s3, 0
	s_add_i32 s104, s104, 32
	s_cmp_lg_u64 s[14:15], s[2:3]
	ds_load_2addr_b32 v[65:66], v71 offset1:1
	ds_load_2addr_b32 v[67:68], v71 offset0:2 offset1:3
	ds_load_2addr_b32 v[69:70], v71 offset0:4 offset1:5
	ds_load_2addr_b32 v[71:72], v71 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v66
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v68
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v70
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v71
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v72
	s_cbranch_scc1 .LBB9_34
	v_readlane_b32 s104, v94, 0
	s_mov_b64 s[2:3], s[14:15]
	s_and_b32 vcc_lo, exec_lo, s104
	s_cbranch_vccnz .LBB9_44
	s_branch .LBB9_46
.LBB9_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v34, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v26, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v25, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB9_23
.LBB9_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v35, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v27, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v25, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB9_24
.LBB9_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v36, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v28, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v25, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB9_25
.LBB9_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v37, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v29, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v25, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB9_26
.LBB9_40:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v38, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v30, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v25, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB9_27
.LBB9_41:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v39, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v31, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v25, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB9_28
.LBB9_42:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v40, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v32, v0
	v_mul_f32_e32 v0, v0, v0
	ds_store_b32 v25, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_cbranch_execnz .LBB9_29
	s_branch .LBB9_30
.LBB9_43:
	s_mov_b64 s[2:3], 0
	s_cbranch_execz .LBB9_46
.LBB9_44:
	s_lshl_b32 s104, s2, 2
	s_mov_b64 s[2:3], s[34:35]
.LBB9_45:
	v_mov_b32_e32 v65, s104
	s_add_i32 s104, s104, 4
	s_add_u32 s2, s2, -1
	s_addc_u32 s3, s3, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[2:3], 0
	ds_load_b32 v65, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v65
	s_cbranch_scc1 .LBB9_45
.LBB9_46:
	ds_store_b32 v1, v0 offset:32768
.LBB9_47:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s90
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB9_62
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB9_51
	global_load_b32 v0, v1, s[22:23]
	ds_load_b32 v65, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v65
	v_cndmask_b32_e64 v65, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v65, v65
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v65
	global_store_b32 v1, v0, s[22:23]
.LBB9_51:
	s_or_b32 exec_lo, exec_lo, s1
	s_mul_f32 s2, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s2, 0
	s_mul_f32 s1, s2, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s2, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s3, s26, s38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s2, v0, s1
	v_sqrt_f32_e32 v65, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v66, -1, v65
	v_add_nc_u32_e32 v67, 1, v65
	v_xor_b32_e32 v68, 0x80000000, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v69, 0x80000000, v67
	v_fma_f32 v68, v68, v65, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v69, v69, v65, v0
	v_cmp_ge_f32_e64 s2, 0, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v65, v65, v66, s2
	v_cmp_lt_f32_e64 s2, 0, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v65, v65, v67, s2
	v_mul_f32_e32 v66, 0x37800000, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v65, v65, v66, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v66, v26
	v_cndmask_b32_e64 v0, v65, v0, s1
	s_addc_u32 s1, s27, s39
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s2, s1, 0xcd9e8d57
	s_mul_hi_u32 vcc_hi, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v65, v0, s13, s19
	s_and_saveexec_b32 s104, s4
	s_cbranch_execnz .LBB9_72
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v67, v27
	s_and_saveexec_b32 s104, s5
	s_cbranch_execnz .LBB9_73
.LBB9_53:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v68, v28
	s_and_saveexec_b32 s104, s6
	s_cbranch_execnz .LBB9_74
.LBB9_54:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v69, v29
	s_and_saveexec_b32 s104, s7
	s_cbranch_execnz .LBB9_75
.LBB9_55:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v70, v30
	s_and_saveexec_b32 s104, s8
	s_cbranch_execnz .LBB9_76
.LBB9_56:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v71, v31
	s_and_saveexec_b32 s104, s9
	s_cbranch_execnz .LBB9_77
.LBB9_57:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v72, v32
	s_and_saveexec_b32 s104, s10
	s_cbranch_execz .LBB9_59
.LBB9_58:
	v_xor_b32_e32 v0, s2, v47
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v61
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v75, s1, s91, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v75, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v74, v62
	v_xor3_b32 v76, v76, s92, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v76, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v74, v72
	v_xor3_b32 v74, v77, s95, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v73, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v74, 0
	v_xor3_b32 v72, v74, s96, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v75, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v72, 0
	v_xor3_b32 v72, v76, s99, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v72, 0xcd9e8d57, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v77, v73
	v_xor3_b32 v74, v72, s100, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v73, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v73, 0xd2511f53, v74
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v72, v73, s102, v72
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v72, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v73, s103
	v_cvt_f64_u32_e32 v[73:74], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], 0.5
	v_ldexp_f64 v[73:74], v[73:74], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v74
	v_and_b32_e32 v74, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v74, 0x3fe6a09e, v74
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -1.0
	v_add_f64 v[75:76], v[73:74], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[77:78], null, v[75:76], v[75:76], v[73:74]
	v_rcp_f64_e32 v[79:80], v[77:78]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_div_scale_f64 v[81:82], vcc_lo, v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], v[79:80]
	v_fma_f64 v[77:78], -v[77:78], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[77:78], v[77:78], v[79:80], v[83:84]
	v_div_fixup_f64 v[75:76], v[77:78], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[79:80], s[42:43]
	v_mul_f64 v[83:84], v[79:80], s[24:25]
	v_add_f64 v[81:82], v[81:82], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[28:29]
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	v_add_f64 v[81:82], v[81:82], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[40:41]
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[79:80], v[83:84]
	v_cvt_f64_u32_e32 v[83:84], v0
	v_add_f64 v[81:82], v[81:82], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	v_add_co_ci_u32_e64 v81, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[81:82], v81
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_mul_f64 v[79:80], v[73:74], 0.5
	v_ldexp_f64 v[81:82], v[81:82], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	v_add_f64 v[81:82], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[81:82], s[50:51]
	v_add_f64 v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], -v[79:80]
	v_add_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[81:82], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[73:74], v[73:74], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[73:74]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[73:74], v[73:74], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[75:76], v[73:74]
	v_mul_f64 v[77:78], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[75:76], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 0.5
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_fma_f64 v[75:76], v[75:76], v[79:80], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[77:78], v[77:78], v[73:74]
	v_fma_f64 v[77:78], v[79:80], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[77:78], v[77:78], v[73:74]
	v_fma_f64 v[75:76], v[79:80], v[75:76], v[77:78]
	v_cvt_f64_u32_e32 v[77:78], v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[77:78], 0.5
	v_ldexp_f64 v[77:78], v[77:78], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[77:78], s[54:55]
	v_mul_f64 v[79:80], v[77:78], s[56:57]
	v_bfe_u32 v0, v78, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], 0x43380000, v[79:80]
	v_add_f64 v[80:81], 0xc3380000, v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], s[58:59]
	v_add_f64 v[77:78], v[77:78], v[82:83]
	v_mul_f64 v[82:83], v[80:81], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[77:78], -v[82:83]
	v_lshrrev_b32_e32 v72, 20, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v85, v1 :: v_dual_and_b32 v72, 0x7ff, v72
	v_add_nc_u32_e32 v84, 16, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[84:85], v[0:1]
	v_mul_f64 v[84:85], v[80:81], s[62:63]
	v_mul_f64 v[80:81], v[80:81], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[73:74], 0x260
	v_ldexp_f64 v[75:76], v[75:76], v0
	v_and_b32_e32 v0, 1, v79
	v_add_f64 v[86:87], v[77:78], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v74, v76, v74 :: v_dual_cndmask_b32 v73, v75, v73
	v_cndmask_b32_e64 v89, v78, v87, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v88, v77, v86, s1
	v_add_f64 v[77:78], v[77:78], -v[86:87]
	v_add_f64 v[77:78], v[77:78], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[80:81], -v[77:78]
	v_cndmask_b32_e64 v78, v83, v78, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v77, v82, v77, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[75:76], v[88:89], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[88:89], -v[75:76]
	v_add_f64 v[77:78], v[80:81], -v[77:78]
	v_mul_f64 v[80:81], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[92:93], v[77:78], 0.5
	v_mul_f64 v[82:83], v[80:81], s[84:85]
	v_mul_f64 v[84:85], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[86:87]
	v_mul_f64 v[86:87], v[80:81], v[84:85]
	v_mul_f64 v[84:85], v[84:85], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[86:87], v[82:83]
	v_mul_f64 v[86:87], v[80:81], 0.5
	v_add_f64 v[88:89], -v[86:87], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], -v[88:89], 1.0
	v_add_f64 v[86:87], v[90:91], -v[86:87]
	v_mul_f64 v[90:91], v[80:81], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[74:75]
	v_mul_f64 v[90:91], v[80:81], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[76:77]
	v_mul_f64 v[84:85], v[84:85], v[90:91]
	v_mul_f64 v[90:91], v[80:81], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[80:81]
	v_mul_f64 v[90:91], v[80:81], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[82:83]
	v_add_f64 v[82:83], v[82:83], v[90:91]
	v_mul_f64 v[90:91], v[80:81], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[68:69]
	v_mul_f64 v[90:91], v[80:81], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[70:71]
	v_mul_f64 v[90:91], v[80:81], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[90:91], v[84:85]
	v_mul_f64 v[90:91], v[75:76], v[80:81]
	v_mul_f64 v[84:85], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[90:91], v[82:83]
	v_add_f64 v[82:83], v[92:93], -v[82:83]
	v_mul_f64 v[92:93], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[80:81], v[82:83]
	v_add_f64 v[84:85], v[84:85], -v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[80:81], -v[77:78]
	v_mul_f64 v[80:81], v[90:91], s[88:89]
	v_add_f64 v[82:83], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], v[80:81]
	v_add_f64 v[80:81], v[88:89], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], -v[77:78]
	v_dual_mov_b32 v78, v1 :: v_dual_and_b32 v77, 2, v79
	v_xor_b32_e32 v0, 0x80000000, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[77:78]
	v_cndmask_b32_e32 v0, v0, v81, vcc_lo
	v_xor_b32_e32 v72, 0x80000000, v76
	v_cndmask_b32_e64 v75, v75, v80, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v72, v76, v72, vcc_lo
	v_cndmask_b32_e64 v76, v72, v0, s1
	global_load_b32 v0, v[21:22], off
	v_mul_f64 v[72:73], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v72, v[72:73]
	v_mul_f32_e32 v72, v40, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v65, v72
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v32, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -0.5, v0
	v_mul_f32_e32 v0, v40, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v72, v0
	v_mul_f32_e32 v0, v40, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v72, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v72
	v_cndmask_b32_e32 v72, 0x7fc00000, v0, vcc_lo
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v0, v33
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s104, exec_lo, s1
	s_cbranch_execz .LBB9_61
	global_load_b32 v0, v[23:24], off
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_i32 s3, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v76, s1, v63
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v76, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v73, v33, v0
	v_xor_b32_e32 v0, s2, v48
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v77, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	v_xor3_b32 v75, s3, s91, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v75, 0
	v_xor3_b32 v0, v80, s92, v76
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v76, s93, v78, v74
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v76, 0
	v_xor3_b32 v77, v75, s95, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s94, v81, v79
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v77, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v78, s96, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v74, s97, v76, v74
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v74, 0
	v_xor3_b32 v76, v79, s99, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s98, v81, v77
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v76
	v_xor3_b32 v75, s101, v75, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s100, v80
	v_mul_lo_u32 v76, 0xcd9e8d57, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, v0, s102, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v76, v75, s103
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[77:78], v74
	v_cvt_f64_u32_e32 v[75:76], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], 0.5
	v_add_f64 v[75:76], v[75:76], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[77:78], v[77:78], 0xffffffe0
	v_ldexp_f64 v[75:76], v[75:76], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v76
	v_lshrrev_b32_e32 v74, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v91, s1, 0xfffffc01, v74
	v_add_nc_u32_e32 v76, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v92, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[75:76], -1.0
	v_mul_f64 v[76:77], v[77:78], s[54:55]
	v_add_f64 v[81:82], v[74:75], 2.0
	v_mul_f64 v[79:80], v[74:75], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[83:84], null, v[81:82], v[81:82], v[74:75]
	v_mul_f64 v[79:80], v[74:75], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[85:86], v[83:84]
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	v_div_scale_f64 v[87:88], vcc_lo, v[74:75], v[81:82], v[74:75]
	v_mul_f64 v[89:90], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[83:84], v[89:90], v[87:88]
	v_div_fmas_f64 v[83:84], v[83:84], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[81:82], v[83:84], v[81:82], v[74:75]
	v_mul_f64 v[83:84], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[83:84], v[83:84]
	v_mul_f64 v[87:88], v[85:86], s[24:25]
	v_mul_f64 v[89:90], v[85:86], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], s[28:29]
	v_add_f64 v[89:90], v[89:90], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_mul_f64 v[89:90], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], s[40:41]
	v_add_f64 v[89:90], v[89:90], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_mul_f64 v[85:86], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[48:49]
	v_mul_f64 v[83:84], v[83:84], v[85:86]
	v_cvt_f64_i32_e32 v[85:86], v92
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[87:88], v[83:84]
	v_ldexp_f64 v[85:86], v[85:86], 32
	v_cvt_f64_u32_e32 v[87:88], v91
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[79:80], v[83:84]
	v_add_f64 v[85:86], v[85:86], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[81:82], v[83:84]
	v_mul_f64 v[83:84], v[85:86], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_add_f64 v[79:80], v[81:82], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], v[79:80]
	v_mul_f64 v[79:80], v[85:86], s[52:53]
	v_add_f64 v[74:75], v[79:80], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[74:75]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[74:75], v[74:75], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[79:80], v[74:75]
	v_cmp_class_f64_e64 vcc_lo, v[74:75], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[74:75], v[79:80]
	v_mul_f64 v[79:80], v[79:80], 0.5
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_fma_f64 v[79:80], v[79:80], v[83:84], v[79:80]
	v_fma_f64 v[85:86], -v[81:82], v[81:82], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], v[85:86], v[79:80], v[81:82]
	v_fma_f64 v[83:84], -v[81:82], v[81:82], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], v[83:84], v[79:80], v[81:82]
	v_ldexp_f64 v[79:80], v[79:80], v0
	v_bfe_u32 v0, v77, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v74, v79, v74, vcc_lo
	v_mul_f64 v[78:79], v[76:77], s[56:57]
	v_cndmask_b32_e32 v75, v80, v75, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], 0x43380000, v[78:79]
	v_add_f64 v[79:80], 0xc3380000, v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[81:82], v[79:80], s[58:59]
	v_mul_f64 v[85:86], v[79:80], s[62:63]
	v_mul_f64 v[83:84], v[79:80], s[60:61]
	v_mul_f64 v[79:80], v[79:80], s[64:65]
	v_add_f64 v[81:82], v[76:77], v[81:82]
	v_mov_b32_e32 v77, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[81:82], v[85:86]
	v_add_f64 v[89:90], v[81:82], -v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[89:90], v[85:86]
	v_add_f64 v[79:80], v[79:80], -v[85:86]
	v_add_f64 v[85:86], v[81:82], -v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v76, 20, v86
	v_and_b32_e32 v76, 0x7ff, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v76, 16, v76
	v_cmp_lt_u64_e32 vcc_lo, v[76:77], v[0:1]
	v_dual_cndmask_b32 v77, v82, v88 :: v_dual_and_b32 v0, 1, v78
	v_cndmask_b32_e32 v76, v81, v87, vcc_lo
	v_dual_cndmask_b32 v80, v84, v80 :: v_dual_cndmask_b32 v79, v83, v79
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_and_b32_e32 v78, 2, v78
	v_add_f64 v[81:82], v[76:77], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], -v[81:82]
	v_add_f64 v[76:77], v[76:77], -v[79:80]
	v_mul_f64 v[79:80], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[79:80], s[66:67]
	v_mul_f64 v[87:88], v[79:80], s[72:73]
	v_mul_f64 v[83:84], v[79:80], v[79:80]
	v_add_f64 v[85:86], v[85:86], s[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[87:88], v[87:88], s[74:75]
	v_mul_f64 v[89:90], v[83:84], v[83:84]
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[85:86], v[79:80], v[85:86]
	v_mul_f64 v[87:88], v[79:80], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[70:71]
	v_add_f64 v[87:88], v[87:88], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[79:80], v[85:86]
	v_mul_f64 v[87:88], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], v[87:88]
	v_mul_f64 v[87:88], v[79:80], 0.5
	v_mul_f64 v[85:86], v[79:80], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], -v[87:88], 1.0
	v_add_f64 v[91:92], -v[89:90], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[91:92], -v[87:88]
	v_mul_f64 v[91:92], v[81:82], v[76:77]
	v_add_f64 v[85:86], v[85:86], -v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[87:88], v[85:86]
	v_mul_f64 v[87:88], v[79:80], s[78:79]
	v_add_f64 v[85:86], v[89:90], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], s[80:81]
	v_mul_f64 v[89:90], v[79:80], s[84:85]
	v_mul_f64 v[87:88], v[79:80], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[89:90], s[86:87]
	v_add_f64 v[87:88], v[87:88], s[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[83:84], v[89:90]
	v_mul_f64 v[89:90], v[76:77], 0.5
	v_add_f64 v[83:84], v[83:84], v[87:88]
	v_mul_f64 v[87:88], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[87:88], v[83:84]
	v_add_f64 v[83:84], v[89:90], -v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[79:80], v[83:84]
	v_add_f64 v[76:77], v[79:80], -v[76:77]
	v_mul_f64 v[79:80], v[87:88], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], v[79:80]
	v_mov_b32_e32 v79, v1
	v_xor_b32_e32 v80, 0x80000000, v86
	v_cmp_eq_u64_e64 s1, 0, v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v80, v86, s1
	v_add_f64 v[76:77], v[81:82], -v[76:77]
	v_xor_b32_e32 v81, 0x80000000, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v76, v76, v85, vcc_lo
	v_cndmask_b32_e64 v77, v77, v81, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v77, v77, v0, vcc_lo
	v_mul_f64 v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[74:75]
	v_mul_f32_e32 v0, 0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v65, v0
	v_add_f32_e32 v0, v0, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0, v0
	v_and_b32_e32 v65, 0x7fffffff, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v65
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s104
	s_branch .LBB9_20
.LBB9_62:
	s_cbranch_execz .LBB9_20
	s_and_saveexec_b32 s1, s0
	s_cbranch_execnz .LBB9_78
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB9_79
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB9_80
.LBB9_66:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB9_81
.LBB9_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB9_82
.LBB9_68:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB9_83
.LBB9_69:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB9_84
.LBB9_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execnz .LBB9_85
.LBB9_71:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_86
.LBB9_72:
	v_xor_b32_e32 v0, s2, v41
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v49
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v69, s1, s91, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v69, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v68, v50
	v_xor3_b32 v70, v70, s92, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v70, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v68, v66
	v_xor3_b32 v68, v71, s95, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v67, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v68, 0
	v_xor3_b32 v66, v68, s96, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v69, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v66, 0
	v_xor3_b32 v66, v70, s99, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v66, 0xcd9e8d57, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v71, v67
	v_xor3_b32 v68, v66, s100, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v67, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v67, 0xd2511f53, v68
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v66, v67, s102, v66
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v66, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v67, s103
	v_cvt_f64_u32_e32 v[67:68], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], 0.5
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v68
	v_and_b32_e32 v68, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v68, 0x3fe6a09e, v68
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -1.0
	v_add_f64 v[69:70], v[67:68], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[71:72], null, v[69:70], v[69:70], v[67:68]
	v_rcp_f64_e32 v[73:74], v[71:72]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_div_scale_f64 v[75:76], vcc_lo, v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], v[73:74]
	v_fma_f64 v[71:72], -v[71:72], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[71:72], v[71:72], v[73:74], v[77:78]
	v_div_fixup_f64 v[69:70], v[71:72], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[69:70], v[69:70]
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], s[42:43]
	v_mul_f64 v[77:78], v[73:74], s[24:25]
	v_add_f64 v[75:76], v[75:76], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[28:29]
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	v_add_f64 v[75:76], v[75:76], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[40:41]
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_cvt_f64_u32_e32 v[77:78], v0
	v_add_f64 v[75:76], v[75:76], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	v_add_co_ci_u32_e64 v75, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[75:76], v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[67:68], 0.5
	v_ldexp_f64 v[75:76], v[75:76], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_add_f64 v[75:76], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[75:76], s[50:51]
	v_add_f64 v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -v[73:74]
	v_add_f64 v[67:68], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[75:76], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[67:68], v[67:68], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[67:68]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[67:68], v[67:68], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[69:70], v[67:68]
	v_mul_f64 v[71:72], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 0.5
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_fma_f64 v[69:70], v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[67:68]
	v_fma_f64 v[71:72], v[73:74], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[67:68]
	v_fma_f64 v[69:70], v[73:74], v[69:70], v[71:72]
	v_cvt_f64_u32_e32 v[71:72], v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], 0.5
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], s[54:55]
	v_mul_f64 v[73:74], v[71:72], s[56:57]
	v_bfe_u32 v0, v72, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], 0x43380000, v[73:74]
	v_add_f64 v[74:75], 0xc3380000, v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], s[58:59]
	v_add_f64 v[71:72], v[71:72], v[76:77]
	v_mul_f64 v[76:77], v[74:75], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[71:72], -v[76:77]
	v_lshrrev_b32_e32 v66, 20, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v79, v1 :: v_dual_and_b32 v66, 0x7ff, v66
	v_add_nc_u32_e32 v78, 16, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[78:79], v[0:1]
	v_mul_f64 v[78:79], v[74:75], s[62:63]
	v_mul_f64 v[74:75], v[74:75], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[67:68], 0x260
	v_ldexp_f64 v[69:70], v[69:70], v0
	v_and_b32_e32 v0, 1, v73
	v_add_f64 v[80:81], v[71:72], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v68, v70, v68 :: v_dual_cndmask_b32 v67, v69, v67
	v_cndmask_b32_e64 v83, v72, v81, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v82, v71, v80, s1
	v_add_f64 v[71:72], v[71:72], -v[80:81]
	v_add_f64 v[71:72], v[71:72], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[74:75], -v[71:72]
	v_cndmask_b32_e64 v72, v77, v72, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v71, v76, v71, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[69:70], v[82:83], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[82:83], -v[69:70]
	v_add_f64 v[71:72], v[74:75], -v[71:72]
	v_mul_f64 v[74:75], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[71:72], 0.5
	v_mul_f64 v[76:77], v[74:75], s[84:85]
	v_mul_f64 v[78:79], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[86:87]
	v_mul_f64 v[80:81], v[74:75], v[78:79]
	v_mul_f64 v[78:79], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[80:81], v[76:77]
	v_mul_f64 v[80:81], v[74:75], 0.5
	v_add_f64 v[82:83], -v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_mul_f64 v[84:85], v[74:75], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[74:75]
	v_mul_f64 v[84:85], v[74:75], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[76:77]
	v_mul_f64 v[78:79], v[78:79], v[84:85]
	v_mul_f64 v[84:85], v[74:75], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[80:81]
	v_mul_f64 v[84:85], v[74:75], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[82:83]
	v_add_f64 v[76:77], v[76:77], v[84:85]
	v_mul_f64 v[84:85], v[74:75], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[68:69]
	v_mul_f64 v[84:85], v[74:75], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[70:71]
	v_mul_f64 v[84:85], v[74:75], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[84:85], v[78:79]
	v_mul_f64 v[84:85], v[69:70], v[74:75]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[84:85], v[76:77]
	v_add_f64 v[76:77], v[86:87], -v[76:77]
	v_mul_f64 v[86:87], v[69:70], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	v_add_f64 v[78:79], v[78:79], -v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[74:75], -v[71:72]
	v_mul_f64 v[74:75], v[84:85], s[88:89]
	v_add_f64 v[76:77], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], v[74:75]
	v_add_f64 v[74:75], v[82:83], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[69:70], -v[71:72]
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 2, v73
	v_xor_b32_e32 v0, 0x80000000, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[71:72]
	v_cndmask_b32_e32 v0, v0, v75, vcc_lo
	v_xor_b32_e32 v66, 0x80000000, v70
	v_cndmask_b32_e64 v69, v69, v74, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v66, v70, v66, vcc_lo
	v_cndmask_b32_e64 v70, v66, v0, s1
	global_load_b32 v0, v[9:10], off
	v_mul_f64 v[66:67], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v66, v[66:67]
	v_mul_f32_e32 v66, v34, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v65, v66
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v26, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -0.5, v0
	v_mul_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v66, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v66
	v_cndmask_b32_e32 v66, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v67, v27
	s_and_saveexec_b32 s104, s5
	s_cbranch_execz .LBB9_53
.LBB9_73:
	v_xor_b32_e32 v0, s2, v42
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v51
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v70, s1, s91, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v70, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v69, v52
	v_xor3_b32 v71, v71, s92, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v71, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v69, v67
	v_xor3_b32 v69, v72, s95, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v68, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v69, 0
	v_xor3_b32 v67, v69, s96, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v70, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v67, 0
	v_xor3_b32 v67, v71, s99, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v67, 0xcd9e8d57, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v72, v68
	v_xor3_b32 v69, v67, s100, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v68, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v68, 0xd2511f53, v69
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v67, v68, s102, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v67, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v68, s103
	v_cvt_f64_u32_e32 v[68:69], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], 0.5
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v69
	v_and_b32_e32 v69, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v69
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], -1.0
	v_add_f64 v[70:71], v[68:69], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[72:73], null, v[70:71], v[70:71], v[68:69]
	v_rcp_f64_e32 v[74:75], v[72:73]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_div_scale_f64 v[76:77], vcc_lo, v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], v[74:75]
	v_fma_f64 v[72:73], -v[72:73], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[72:73], v[72:73], v[74:75], v[78:79]
	v_div_fixup_f64 v[70:71], v[72:73], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[70:71], v[70:71]
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[74:75], s[42:43]
	v_mul_f64 v[78:79], v[74:75], s[24:25]
	v_add_f64 v[76:77], v[76:77], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[28:29]
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	v_add_f64 v[76:77], v[76:77], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[40:41]
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_cvt_f64_u32_e32 v[78:79], v0
	v_add_f64 v[76:77], v[76:77], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_add_co_ci_u32_e64 v76, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[76:77], v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[74:75], v[68:69], 0.5
	v_ldexp_f64 v[76:77], v[76:77], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_add_f64 v[76:77], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[70:71], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[76:77], s[50:51]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[74:75]
	v_add_f64 v[68:69], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[76:77], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[68:69], v[68:69], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[68:69]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[68:69], v[68:69], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[70:71], v[68:69]
	v_mul_f64 v[72:73], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 0.5
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_fma_f64 v[70:71], v[70:71], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[68:69]
	v_fma_f64 v[72:73], v[74:75], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[68:69]
	v_fma_f64 v[70:71], v[74:75], v[70:71], v[72:73]
	v_cvt_f64_u32_e32 v[72:73], v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], 0.5
	v_ldexp_f64 v[72:73], v[72:73], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], s[54:55]
	v_mul_f64 v[74:75], v[72:73], s[56:57]
	v_bfe_u32 v0, v73, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], 0x43380000, v[74:75]
	v_add_f64 v[75:76], 0xc3380000, v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], s[58:59]
	v_add_f64 v[72:73], v[72:73], v[77:78]
	v_mul_f64 v[77:78], v[75:76], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[72:73], -v[77:78]
	v_lshrrev_b32_e32 v67, 20, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v80, v1 :: v_dual_and_b32 v67, 0x7ff, v67
	v_add_nc_u32_e32 v79, 16, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[79:80], v[0:1]
	v_mul_f64 v[79:80], v[75:76], s[62:63]
	v_mul_f64 v[75:76], v[75:76], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[68:69], 0x260
	v_ldexp_f64 v[70:71], v[70:71], v0
	v_and_b32_e32 v0, 1, v74
	v_add_f64 v[81:82], v[72:73], v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v69, v71, v69 :: v_dual_cndmask_b32 v68, v70, v68
	v_cndmask_b32_e64 v84, v73, v82, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v83, v72, v81, s1
	v_add_f64 v[72:73], v[72:73], -v[81:82]
	v_add_f64 v[72:73], v[72:73], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[75:76], -v[72:73]
	v_cndmask_b32_e64 v73, v78, v73, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v72, v77, v72, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[70:71], v[83:84], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[83:84], -v[70:71]
	v_add_f64 v[72:73], v[75:76], -v[72:73]
	v_mul_f64 v[75:76], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[72:73], 0.5
	v_mul_f64 v[77:78], v[75:76], s[84:85]
	v_mul_f64 v[79:80], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[86:87]
	v_mul_f64 v[81:82], v[75:76], v[79:80]
	v_mul_f64 v[79:80], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	v_mul_f64 v[81:82], v[75:76], 0.5
	v_add_f64 v[83:84], -v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], -v[83:84], 1.0
	v_add_f64 v[81:82], v[85:86], -v[81:82]
	v_mul_f64 v[85:86], v[75:76], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[74:75]
	v_mul_f64 v[85:86], v[75:76], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[76:77]
	v_mul_f64 v[79:80], v[79:80], v[85:86]
	v_mul_f64 v[85:86], v[75:76], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[80:81]
	v_mul_f64 v[85:86], v[75:76], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[82:83]
	v_add_f64 v[77:78], v[77:78], v[85:86]
	v_mul_f64 v[85:86], v[75:76], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[68:69]
	v_mul_f64 v[85:86], v[75:76], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[70:71]
	v_mul_f64 v[85:86], v[75:76], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[85:86], v[79:80]
	v_mul_f64 v[85:86], v[70:71], v[75:76]
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[85:86], v[77:78]
	v_add_f64 v[77:78], v[87:88], -v[77:78]
	v_mul_f64 v[87:88], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_add_f64 v[79:80], v[79:80], -v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[75:76], -v[72:73]
	v_mul_f64 v[75:76], v[85:86], s[88:89]
	v_add_f64 v[77:78], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], v[75:76]
	v_add_f64 v[75:76], v[83:84], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v0, 0x80000000, v76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v67, 0x80000000, v71
	v_and_b32_e32 v72, 2, v74
	v_cndmask_b32_e64 v70, v70, v75, s1
	v_cmp_eq_u64_e32 vcc_lo, 0, v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v0, v76 :: v_dual_cndmask_b32 v67, v71, v67
	v_cndmask_b32_e64 v71, v67, v0, s1
	global_load_b32 v0, v[11:12], off
	v_mul_f64 v[67:68], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v67, v[67:68]
	v_mul_f32_e32 v67, v35, v67
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v67, v65, v67 :: v_dual_sub_f32 v0, v27, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -0.5, v0
	v_mul_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v27, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v67, v0
	v_mul_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v67, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v67
	v_cndmask_b32_e32 v67, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v68, v28
	s_and_saveexec_b32 s104, s6
	s_cbranch_execz .LBB9_54
.LBB9_74:
	v_xor_b32_e32 v0, s2, v43
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v53
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v71, s1, s91, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v71, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v70, v54
	v_xor3_b32 v72, v72, s92, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v72, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v70, v68
	v_xor3_b32 v70, v73, s95, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v69, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v70, 0
	v_xor3_b32 v68, v70, s96, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v71, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v68, 0
	v_xor3_b32 v68, v72, s99, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v68, 0xcd9e8d57, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v73, v69
	v_xor3_b32 v70, v68, s100, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v69, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v69, 0xd2511f53, v70
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v68, v69, s102, v68
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v68, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v69, s103
	v_cvt_f64_u32_e32 v[69:70], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v70
	v_and_b32_e32 v70, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v70, 0x3fe6a09e, v70
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -1.0
	v_add_f64 v[71:72], v[69:70], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[73:74], null, v[71:72], v[71:72], v[69:70]
	v_rcp_f64_e32 v[75:76], v[73:74]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_div_scale_f64 v[77:78], vcc_lo, v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[75:76]
	v_fma_f64 v[73:74], -v[73:74], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[73:74], v[73:74], v[75:76], v[79:80]
	v_div_fixup_f64 v[71:72], v[73:74], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[75:76], s[42:43]
	v_mul_f64 v[79:80], v[75:76], s[24:25]
	v_add_f64 v[77:78], v[77:78], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[28:29]
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	v_add_f64 v[77:78], v[77:78], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[40:41]
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	v_cvt_f64_u32_e32 v[79:80], v0
	v_add_f64 v[77:78], v[77:78], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_add_co_ci_u32_e64 v77, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[77:78], v77
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[69:70], 0.5
	v_ldexp_f64 v[77:78], v[77:78], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_add_f64 v[77:78], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[77:78], s[50:51]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[75:76]
	v_add_f64 v[69:70], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[77:78], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_mul_f64 v[69:70], v[69:70], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[69:70]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[69:70], v[69:70], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[71:72], v[69:70]
	v_mul_f64 v[73:74], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 0.5
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_fma_f64 v[71:72], v[71:72], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[73:74], v[73:74], v[69:70]
	v_fma_f64 v[73:74], v[75:76], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], -v[73:74], v[73:74], v[69:70]
	v_fma_f64 v[71:72], v[75:76], v[71:72], v[73:74]
	v_cvt_f64_u32_e32 v[73:74], v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], 0.5
	v_ldexp_f64 v[73:74], v[73:74], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], s[54:55]
	v_mul_f64 v[75:76], v[73:74], s[56:57]
	v_bfe_u32 v0, v74, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], 0x43380000, v[75:76]
	v_add_f64 v[76:77], 0xc3380000, v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], s[58:59]
	v_add_f64 v[73:74], v[73:74], v[78:79]
	v_mul_f64 v[78:79], v[76:77], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[73:74], -v[78:79]
	v_lshrrev_b32_e32 v68, 20, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v81, v1 :: v_dual_and_b32 v68, 0x7ff, v68
	v_add_nc_u32_e32 v80, 16, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[80:81], v[0:1]
	v_mul_f64 v[80:81], v[76:77], s[62:63]
	v_mul_f64 v[76:77], v[76:77], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[69:70], 0x260
	v_ldexp_f64 v[71:72], v[71:72], v0
	v_and_b32_e32 v0, 1, v75
	v_add_f64 v[82:83], v[73:74], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v70, v72, v70 :: v_dual_cndmask_b32 v69, v71, v69
	v_cndmask_b32_e64 v85, v74, v83, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v84, v73, v82, s1
	v_add_f64 v[73:74], v[73:74], -v[82:83]
	v_add_f64 v[73:74], v[73:74], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[76:77], -v[73:74]
	v_cndmask_b32_e64 v74, v79, v74, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v73, v78, v73, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[71:72], v[84:85], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[84:85], -v[71:72]
	v_add_f64 v[73:74], v[76:77], -v[73:74]
	v_mul_f64 v[76:77], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[73:74], 0.5
	v_mul_f64 v[78:79], v[76:77], s[84:85]
	v_mul_f64 v[80:81], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[86:87]
	v_mul_f64 v[82:83], v[76:77], v[80:81]
	v_mul_f64 v[80:81], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	v_mul_f64 v[82:83], v[76:77], 0.5
	v_add_f64 v[84:85], -v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], -v[84:85], 1.0
	v_add_f64 v[82:83], v[86:87], -v[82:83]
	v_mul_f64 v[86:87], v[76:77], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[74:75]
	v_mul_f64 v[86:87], v[76:77], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[76:77]
	v_mul_f64 v[80:81], v[80:81], v[86:87]
	v_mul_f64 v[86:87], v[76:77], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[80:81]
	v_mul_f64 v[86:87], v[76:77], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[82:83]
	v_add_f64 v[78:79], v[78:79], v[86:87]
	v_mul_f64 v[86:87], v[76:77], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[68:69]
	v_mul_f64 v[86:87], v[76:77], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[70:71]
	v_mul_f64 v[86:87], v[76:77], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[86:87], v[80:81]
	v_mul_f64 v[86:87], v[71:72], v[76:77]
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[86:87], v[78:79]
	v_add_f64 v[78:79], v[88:89], -v[78:79]
	v_mul_f64 v[88:89], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_add_f64 v[80:81], v[80:81], -v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[76:77], -v[73:74]
	v_mul_f64 v[76:77], v[86:87], s[88:89]
	v_add_f64 v[78:79], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], v[76:77]
	v_add_f64 v[76:77], v[84:85], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[71:72], -v[73:74]
	v_dual_mov_b32 v74, v1 :: v_dual_and_b32 v73, 2, v75
	v_xor_b32_e32 v0, 0x80000000, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[73:74]
	v_cndmask_b32_e32 v0, v0, v77, vcc_lo
	v_xor_b32_e32 v68, 0x80000000, v72
	v_cndmask_b32_e64 v71, v71, v76, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v68, v72, v68, vcc_lo
	v_cndmask_b32_e64 v72, v68, v0, s1
	global_load_b32 v0, v[13:14], off
	v_mul_f64 v[68:69], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v68, v[68:69]
	v_mul_f32_e32 v68, v36, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v68, v65, v68
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v28, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -0.5, v0
	v_mul_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v68, v0
	v_mul_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v68, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v68
	v_cndmask_b32_e32 v68, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v69, v29
	s_and_saveexec_b32 s104, s7
	s_cbranch_execz .LBB9_55
.LBB9_75:
	v_xor_b32_e32 v0, s2, v44
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v55
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v72, s1, s91, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v72, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v71, v56
	v_xor3_b32 v73, v73, s92, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v73, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v71, v69
	v_xor3_b32 v71, v74, s95, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v70, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v71, 0
	v_xor3_b32 v69, v71, s96, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v72, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v69, 0
	v_xor3_b32 v69, v73, s99, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v69, 0xcd9e8d57, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v74, v70
	v_xor3_b32 v71, v69, s100, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v70, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v70, 0xd2511f53, v71
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v69, v70, s102, v69
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v69, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v70, s103
	v_cvt_f64_u32_e32 v[70:71], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v71
	v_and_b32_e32 v71, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v71, 0x3fe6a09e, v71
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -1.0
	v_add_f64 v[72:73], v[70:71], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[74:75], null, v[72:73], v[72:73], v[70:71]
	v_rcp_f64_e32 v[76:77], v[74:75]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_div_scale_f64 v[78:79], vcc_lo, v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[76:77]
	v_fma_f64 v[74:75], -v[74:75], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[74:75], v[74:75], v[76:77], v[80:81]
	v_div_fixup_f64 v[72:73], v[74:75], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[76:77], s[42:43]
	v_mul_f64 v[80:81], v[76:77], s[24:25]
	v_add_f64 v[78:79], v[78:79], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[28:29]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[40:41]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_cvt_f64_u32_e32 v[80:81], v0
	v_add_f64 v[78:79], v[78:79], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_add_co_ci_u32_e64 v78, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[78:79], v78
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[70:71], 0.5
	v_ldexp_f64 v[78:79], v[78:79], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_add_f64 v[78:79], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[78:79], s[50:51]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[76:77]
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[78:79], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[70:71], v[70:71], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[70:71]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[70:71], v[70:71], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[72:73], v[70:71]
	v_mul_f64 v[74:75], v[70:71], v[72:73]
	v_mul_f64 v[72:73], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 0.5
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_fma_f64 v[72:73], v[72:73], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[74:75], v[74:75], v[70:71]
	v_fma_f64 v[74:75], v[76:77], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[74:75], v[74:75], v[70:71]
	v_fma_f64 v[72:73], v[76:77], v[72:73], v[74:75]
	v_cvt_f64_u32_e32 v[74:75], v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], 0.5
	v_ldexp_f64 v[74:75], v[74:75], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], s[54:55]
	v_mul_f64 v[76:77], v[74:75], s[56:57]
	v_bfe_u32 v0, v75, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], 0x43380000, v[76:77]
	v_add_f64 v[77:78], 0xc3380000, v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], s[58:59]
	v_add_f64 v[74:75], v[74:75], v[79:80]
	v_mul_f64 v[79:80], v[77:78], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[74:75], -v[79:80]
	v_lshrrev_b32_e32 v69, 20, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v82, v1 :: v_dual_and_b32 v69, 0x7ff, v69
	v_add_nc_u32_e32 v81, 16, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[81:82], v[0:1]
	v_mul_f64 v[81:82], v[77:78], s[62:63]
	v_mul_f64 v[77:78], v[77:78], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[70:71], 0x260
	v_ldexp_f64 v[72:73], v[72:73], v0
	v_and_b32_e32 v0, 1, v76
	v_add_f64 v[83:84], v[74:75], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v71, v73, v71 :: v_dual_cndmask_b32 v70, v72, v70
	v_cndmask_b32_e64 v86, v75, v84, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v85, v74, v83, s1
	v_add_f64 v[74:75], v[74:75], -v[83:84]
	v_add_f64 v[74:75], v[74:75], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[77:78], -v[74:75]
	v_cndmask_b32_e64 v75, v80, v75, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v74, v79, v74, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[72:73], v[85:86], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[85:86], -v[72:73]
	v_add_f64 v[74:75], v[77:78], -v[74:75]
	v_mul_f64 v[77:78], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[74:75], 0.5
	v_mul_f64 v[79:80], v[77:78], s[84:85]
	v_mul_f64 v[81:82], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[86:87]
	v_mul_f64 v[83:84], v[77:78], v[81:82]
	v_mul_f64 v[81:82], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	v_mul_f64 v[83:84], v[77:78], 0.5
	v_add_f64 v[85:86], -v[83:84], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], -v[85:86], 1.0
	v_add_f64 v[83:84], v[87:88], -v[83:84]
	v_mul_f64 v[87:88], v[77:78], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[74:75]
	v_mul_f64 v[87:88], v[77:78], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[76:77]
	v_mul_f64 v[81:82], v[81:82], v[87:88]
	v_mul_f64 v[87:88], v[77:78], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[80:81]
	v_mul_f64 v[87:88], v[77:78], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[82:83]
	v_add_f64 v[79:80], v[79:80], v[87:88]
	v_mul_f64 v[87:88], v[77:78], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[68:69]
	v_mul_f64 v[87:88], v[77:78], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[70:71]
	v_mul_f64 v[87:88], v[77:78], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[87:88], v[81:82]
	v_mul_f64 v[87:88], v[72:73], v[77:78]
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[87:88], v[79:80]
	v_add_f64 v[79:80], v[89:90], -v[79:80]
	v_mul_f64 v[89:90], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[79:80]
	v_add_f64 v[81:82], v[81:82], -v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[77:78], -v[74:75]
	v_mul_f64 v[77:78], v[87:88], s[88:89]
	v_add_f64 v[79:80], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], v[77:78]
	v_add_f64 v[77:78], v[85:86], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], -v[74:75]
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v0, 0x80000000, v78
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v69, 0x80000000, v73
	v_and_b32_e32 v74, 2, v76
	v_cndmask_b32_e64 v72, v72, v77, s1
	v_cmp_eq_u64_e32 vcc_lo, 0, v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v0, v78 :: v_dual_cndmask_b32 v69, v73, v69
	v_cndmask_b32_e64 v73, v69, v0, s1
	global_load_b32 v0, v[15:16], off
	v_mul_f64 v[69:70], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v69, v[69:70]
	v_mul_f32_e32 v69, v37, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v69, v65, v69
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v29, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -0.5, v0
	v_mul_f32_e32 v0, v37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v69, v0
	v_mul_f32_e32 v0, v37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v69, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v69
	v_cndmask_b32_e32 v69, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v70, v30
	s_and_saveexec_b32 s104, s8
	s_cbranch_execz .LBB9_56
.LBB9_76:
	v_xor_b32_e32 v0, s2, v45
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v57
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v73, s1, s91, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v73, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v72, v58
	v_xor3_b32 v74, v74, s92, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v74, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v72, v70
	v_xor3_b32 v72, v75, s95, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v71, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v72, 0
	v_xor3_b32 v70, v72, s96, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v73, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v70, 0
	v_xor3_b32 v70, v74, s99, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v70, 0xcd9e8d57, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v75, v71
	v_xor3_b32 v72, v70, s100, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v71, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v71, 0xd2511f53, v72
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v70, v71, s102, v70
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v70, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v71, s103
	v_cvt_f64_u32_e32 v[71:72], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], 0.5
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v72
	v_and_b32_e32 v72, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v72, 0x3fe6a09e, v72
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -1.0
	v_add_f64 v[73:74], v[71:72], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[75:76], null, v[73:74], v[73:74], v[71:72]
	v_rcp_f64_e32 v[77:78], v[75:76]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_div_scale_f64 v[79:80], vcc_lo, v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[77:78]
	v_fma_f64 v[75:76], -v[75:76], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[75:76], v[75:76], v[77:78], v[81:82]
	v_div_fixup_f64 v[73:74], v[75:76], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[77:78], s[42:43]
	v_mul_f64 v[81:82], v[77:78], s[24:25]
	v_add_f64 v[79:80], v[79:80], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[28:29]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	v_add_f64 v[79:80], v[79:80], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[40:41]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	v_cvt_f64_u32_e32 v[81:82], v0
	v_add_f64 v[79:80], v[79:80], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	v_add_co_ci_u32_e64 v79, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[79:80], v79
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[77:78], v[71:72], 0.5
	v_ldexp_f64 v[79:80], v[79:80], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[71:72], v[77:78]
	v_add_f64 v[79:80], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[79:80], s[50:51]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -v[77:78]
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[79:80], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[71:72], v[71:72], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[71:72]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[71:72], v[71:72], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[73:74], v[71:72]
	v_mul_f64 v[75:76], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[73:74], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 0.5
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_fma_f64 v[73:74], v[73:74], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[75:76], v[75:76], v[71:72]
	v_fma_f64 v[75:76], v[77:78], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[75:76], v[75:76], v[71:72]
	v_fma_f64 v[73:74], v[77:78], v[73:74], v[75:76]
	v_cvt_f64_u32_e32 v[75:76], v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], 0.5
	v_ldexp_f64 v[75:76], v[75:76], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], s[54:55]
	v_mul_f64 v[77:78], v[75:76], s[56:57]
	v_bfe_u32 v0, v76, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], 0x43380000, v[77:78]
	v_add_f64 v[78:79], 0xc3380000, v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], s[58:59]
	v_add_f64 v[75:76], v[75:76], v[80:81]
	v_mul_f64 v[80:81], v[78:79], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[75:76], -v[80:81]
	v_lshrrev_b32_e32 v70, 20, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v83, v1 :: v_dual_and_b32 v70, 0x7ff, v70
	v_add_nc_u32_e32 v82, 16, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[82:83], v[0:1]
	v_mul_f64 v[82:83], v[78:79], s[62:63]
	v_mul_f64 v[78:79], v[78:79], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[71:72], 0x260
	v_ldexp_f64 v[73:74], v[73:74], v0
	v_and_b32_e32 v0, 1, v77
	v_add_f64 v[84:85], v[75:76], v[82:83]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v72, v74, v72 :: v_dual_cndmask_b32 v71, v73, v71
	v_cndmask_b32_e64 v87, v76, v85, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v86, v75, v84, s1
	v_add_f64 v[75:76], v[75:76], -v[84:85]
	v_add_f64 v[75:76], v[75:76], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[78:79], -v[75:76]
	v_cndmask_b32_e64 v76, v81, v76, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v75, v80, v75, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[73:74], v[86:87], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[86:87], -v[73:74]
	v_add_f64 v[75:76], v[78:79], -v[75:76]
	v_mul_f64 v[78:79], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[90:91], v[75:76], 0.5
	v_mul_f64 v[80:81], v[78:79], s[84:85]
	v_mul_f64 v[82:83], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[86:87]
	v_mul_f64 v[84:85], v[78:79], v[82:83]
	v_mul_f64 v[82:83], v[82:83], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[84:85], v[80:81]
	v_mul_f64 v[84:85], v[78:79], 0.5
	v_add_f64 v[86:87], -v[84:85], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], -v[86:87], 1.0
	v_add_f64 v[84:85], v[88:89], -v[84:85]
	v_mul_f64 v[88:89], v[78:79], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[74:75]
	v_mul_f64 v[88:89], v[78:79], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[76:77]
	v_mul_f64 v[82:83], v[82:83], v[88:89]
	v_mul_f64 v[88:89], v[78:79], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[80:81]
	v_mul_f64 v[88:89], v[78:79], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[82:83]
	v_add_f64 v[80:81], v[80:81], v[88:89]
	v_mul_f64 v[88:89], v[78:79], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[68:69]
	v_mul_f64 v[88:89], v[78:79], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[70:71]
	v_mul_f64 v[88:89], v[78:79], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[88:89], v[82:83]
	v_mul_f64 v[88:89], v[73:74], v[78:79]
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[88:89], v[80:81]
	v_add_f64 v[80:81], v[90:91], -v[80:81]
	v_mul_f64 v[90:91], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_add_f64 v[82:83], v[82:83], -v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[78:79], -v[75:76]
	v_mul_f64 v[78:79], v[88:89], s[88:89]
	v_add_f64 v[80:81], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], v[78:79]
	v_add_f64 v[78:79], v[86:87], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[73:74], -v[75:76]
	v_dual_mov_b32 v76, v1 :: v_dual_and_b32 v75, 2, v77
	v_xor_b32_e32 v0, 0x80000000, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[75:76]
	v_cndmask_b32_e32 v0, v0, v79, vcc_lo
	v_xor_b32_e32 v70, 0x80000000, v74
	v_cndmask_b32_e64 v73, v73, v78, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v70, v74, v70, vcc_lo
	v_cndmask_b32_e64 v74, v70, v0, s1
	global_load_b32 v0, v[17:18], off
	v_mul_f64 v[70:71], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v70, v[70:71]
	v_mul_f32_e32 v70, v38, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v65, v70
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v30, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -0.5, v0
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v70, v0
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v70, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v70
	v_cndmask_b32_e32 v70, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v71, v31
	s_and_saveexec_b32 s104, s9
	s_cbranch_execz .LBB9_57
.LBB9_77:
	v_xor_b32_e32 v0, s2, v46
	s_xor_b32 s1, s36, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s3
	s_mul_hi_u32 vcc_lo, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, vcc_lo, v59
	s_mul_i32 s1, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_xor3_b32 v74, s1, s91, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v74, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v73, v60
	v_xor3_b32 v75, v75, s92, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v75, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v73, v71
	v_xor3_b32 v73, v76, s95, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s94, v72, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v73, 0
	v_xor3_b32 v71, v73, s96, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s97, v74, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v71, 0
	v_xor3_b32 v71, v75, s99, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v71, 0xcd9e8d57, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v76, v72
	v_xor3_b32 v73, v71, s100, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s101, v72, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v72, 0xd2511f53, v73
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v71, v72, s102, v71
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v71, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v72, s103
	v_cvt_f64_u32_e32 v[72:73], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], 0.5
	v_ldexp_f64 v[72:73], v[72:73], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v73
	v_and_b32_e32 v73, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v73, 0x3fe6a09e, v73
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -1.0
	v_add_f64 v[74:75], v[72:73], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[76:77], null, v[74:75], v[74:75], v[72:73]
	v_rcp_f64_e32 v[78:79], v[76:77]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_div_scale_f64 v[80:81], vcc_lo, v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[78:79]
	v_fma_f64 v[76:77], -v[76:77], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[76:77], v[76:77], v[78:79], v[82:83]
	v_div_fixup_f64 v[74:75], v[76:77], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[78:79], s[42:43]
	v_mul_f64 v[82:83], v[78:79], s[24:25]
	v_add_f64 v[80:81], v[80:81], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[28:29]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[40:41]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	v_cvt_f64_u32_e32 v[82:83], v0
	v_add_f64 v[80:81], v[80:81], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_add_co_ci_u32_e64 v80, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[80:81], v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[78:79], v[72:73], 0.5
	v_ldexp_f64 v[80:81], v[80:81], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_add_f64 v[80:81], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[80:81], s[50:51]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[78:79]
	v_add_f64 v[72:73], v[72:73], v[74:75]
	v_mul_f64 v[74:75], v[80:81], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[74:75], v[72:73]
	v_mul_f64 v[72:73], v[72:73], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[72:73]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[72:73], v[72:73], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[74:75], v[72:73]
	v_mul_f64 v[76:77], v[72:73], v[74:75]
	v_mul_f64 v[74:75], v[74:75], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 0.5
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_fma_f64 v[74:75], v[74:75], v[78:79], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[76:77], v[76:77], v[72:73]
	v_fma_f64 v[76:77], v[78:79], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[76:77], v[76:77], v[72:73]
	v_fma_f64 v[74:75], v[78:79], v[74:75], v[76:77]
	v_cvt_f64_u32_e32 v[76:77], v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], 0.5
	v_ldexp_f64 v[76:77], v[76:77], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[76:77], s[54:55]
	v_mul_f64 v[78:79], v[76:77], s[56:57]
	v_bfe_u32 v0, v77, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], 0x43380000, v[78:79]
	v_add_f64 v[79:80], 0xc3380000, v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], s[58:59]
	v_add_f64 v[76:77], v[76:77], v[81:82]
	v_mul_f64 v[81:82], v[79:80], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[76:77], -v[81:82]
	v_lshrrev_b32_e32 v71, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v84, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v83, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e64 s1, v[83:84], v[0:1]
	v_mul_f64 v[83:84], v[79:80], s[62:63]
	v_mul_f64 v[79:80], v[79:80], s[64:65]
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[72:73], 0x260
	v_ldexp_f64 v[74:75], v[74:75], v0
	v_and_b32_e32 v0, 1, v78
	v_add_f64 v[85:86], v[76:77], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v73, v75, v73 :: v_dual_cndmask_b32 v72, v74, v72
	v_cndmask_b32_e64 v88, v77, v86, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v87, v76, v85, s1
	v_add_f64 v[76:77], v[76:77], -v[85:86]
	v_add_f64 v[76:77], v[76:77], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[79:80], -v[76:77]
	v_cndmask_b32_e64 v77, v82, v77, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v76, v81, v76, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_add_f64 v[74:75], v[87:88], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[87:88], -v[74:75]
	v_add_f64 v[76:77], v[79:80], -v[76:77]
	v_mul_f64 v[79:80], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[91:92], v[76:77], 0.5
	v_mul_f64 v[81:82], v[79:80], s[84:85]
	v_mul_f64 v[83:84], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[86:87]
	v_mul_f64 v[85:86], v[79:80], v[83:84]
	v_mul_f64 v[83:84], v[83:84], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[85:86], v[81:82]
	v_mul_f64 v[85:86], v[79:80], 0.5
	v_add_f64 v[87:88], -v[85:86], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], -v[87:88], 1.0
	v_add_f64 v[85:86], v[89:90], -v[85:86]
	v_mul_f64 v[89:90], v[79:80], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[74:75]
	v_mul_f64 v[89:90], v[79:80], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[76:77]
	v_mul_f64 v[83:84], v[83:84], v[89:90]
	v_mul_f64 v[89:90], v[79:80], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[80:81]
	v_mul_f64 v[89:90], v[79:80], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[82:83]
	v_add_f64 v[81:82], v[81:82], v[89:90]
	v_mul_f64 v[89:90], v[79:80], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[68:69]
	v_mul_f64 v[89:90], v[79:80], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[70:71]
	v_mul_f64 v[89:90], v[79:80], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[89:90], v[83:84]
	v_mul_f64 v[89:90], v[74:75], v[79:80]
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[89:90], v[81:82]
	v_add_f64 v[81:82], v[91:92], -v[81:82]
	v_mul_f64 v[91:92], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[79:80], v[81:82]
	v_add_f64 v[83:84], v[83:84], -v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[79:80], -v[76:77]
	v_mul_f64 v[79:80], v[89:90], s[88:89]
	v_add_f64 v[81:82], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], v[79:80]
	v_add_f64 v[79:80], v[87:88], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], -v[76:77]
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v0, 0x80000000, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v71, 0x80000000, v75
	v_and_b32_e32 v76, 2, v78
	v_cndmask_b32_e64 v74, v74, v79, s1
	v_cmp_eq_u64_e32 vcc_lo, 0, v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v0, v80 :: v_dual_cndmask_b32 v71, v75, v71
	v_cndmask_b32_e64 v75, v71, v0, s1
	global_load_b32 v0, v[19:20], off
	v_mul_f64 v[71:72], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v71, v[71:72]
	v_mul_f32_e32 v71, v39, v71
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v71, v65, v71 :: v_dual_sub_f32 v0, v31, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, -0.5, v0
	v_mul_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_add_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v71, v0
	v_mul_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v71, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v71
	v_cndmask_b32_e32 v71, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s104
	v_mov_b32_e32 v72, v32
	s_and_saveexec_b32 s104, s10
	s_cbranch_execnz .LBB9_58
	s_branch .LBB9_59
.LBB9_78:
	global_load_b32 v0, v1, s[22:23]
	ds_load_b32 v65, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0x2b8cbccc, v65
	v_cndmask_b32_e64 v65, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v65, v65
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v65
	global_store_b32 v1, v0, s[22:23]
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB9_65
.LBB9_79:
	global_load_b32 v0, v[9:10], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v26, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v34, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v26, v0
	v_mul_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v26, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v26
	v_cndmask_b32_e32 v26, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB9_66
.LBB9_80:
	global_load_b32 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v27, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v35, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v27, v0
	v_mul_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v27, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v27
	v_cndmask_b32_e32 v27, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB9_67
.LBB9_81:
	global_load_b32 v0, v[13:14], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v36, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v28, v0
	v_mul_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v28, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v28
	v_cndmask_b32_e32 v28, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB9_68
.LBB9_82:
	global_load_b32 v0, v[15:16], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v29, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v37, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v29, v0
	v_mul_f32_e32 v0, v37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v29, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v29
	v_cndmask_b32_e32 v29, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB9_69
.LBB9_83:
	global_load_b32 v0, v[17:18], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v38, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v30, v0
	v_mul_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v30, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v30
	v_cndmask_b32_e32 v30, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB9_70
.LBB9_84:
	global_load_b32 v0, v[19:20], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v39, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v31, v0
	v_mul_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v31, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v31
	v_cndmask_b32_e32 v31, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s10
	s_cbranch_execz .LBB9_71
.LBB9_85:
	global_load_b32 v0, v[21:22], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v40, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v32, v0
	v_mul_f32_e32 v0, v40, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v32, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v32
	v_cndmask_b32_e32 v32, 0x7fc00000, v0, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB9_19
.LBB9_86:
	global_load_b32 v0, v[23:24], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, -0.5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v33, v0
	v_mul_f32_e32 v0, 0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v33, 0x7fffffff, v0
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v33
	v_cndmask_b32_e32 v33, 0x7fc00000, v0, vcc_lo
	s_branch .LBB9_19
.LBB9_87:
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_97
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_98
.LBB9_89:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_99
.LBB9_90:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_100
.LBB9_91:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_101
.LBB9_92:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB9_102
.LBB9_93:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_cbranch_execnz .LBB9_103
.LBB9_94:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_96
.LBB9_95:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v33, s[20:21]
.LBB9_96:
	s_endpgm
.LBB9_97:
	s_waitcnt vmcnt(0)
	global_store_b32 v25, v26, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_89
.LBB9_98:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v27, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_90
.LBB9_99:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v28, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_91
.LBB9_100:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v29, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_92
.LBB9_101:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v30, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB9_93
.LBB9_102:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v31, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s10
	s_cbranch_execz .LBB9_94
.LBB9_103:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v32, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_95
	s_branch .LBB9_96
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_bivector_pull_w8192
		.amdhsa_group_segment_fixed_size 32772
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
		.amdhsa_next_free_vgpr 95
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
.Lfunc_end9:
	.size	tessera_bivector_pull_w8192, .Lfunc_end9-tessera_bivector_pull_w8192

	.set tessera_bivector_pull_w8192.num_vgpr, 95
	.set tessera_bivector_pull_w8192.num_agpr, 0
	.set tessera_bivector_pull_w8192.numbered_sgpr, 105
	.set tessera_bivector_pull_w8192.num_named_barrier, 0
	.set tessera_bivector_pull_w8192.private_seg_size, 0
	.set tessera_bivector_pull_w8192.uses_vcc, 1
	.set tessera_bivector_pull_w8192.uses_flat_scratch, 0
	.set tessera_bivector_pull_w8192.has_dyn_sized_stack, 0
	.set tessera_bivector_pull_w8192.has_recursion, 0
	.set tessera_bivector_pull_w8192.has_indirect_call, 0
	.globl	tessera_bivector_pull_wide
	.p2align	8
	.type	tessera_bivector_pull_wide,@function
tessera_bivector_pull_wide:
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[20:21], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_31
	s_clause 0x1
	s_load_b128 s[24:27], s[0:1], 0x30
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b64 s[20:21], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_cbranch_scc1 .LBB10_31
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
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v6, 2, v0
	s_add_u32 s40, s18, s0
	s_addc_u32 s41, s19, s1
	s_mov_b32 s42, 0x96cb03de
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	v_add_co_u32 v4, s34, s40, v6
	s_mov_b32 s44, 0x94229359
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s46, 0x55555593
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s6, 0
	v_writelane_b32 v47, s0, 0
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
	s_add_i32 s11, s28, 0x8ff34781
	s_cmp_lg_u64 s[22:23], 0
	v_cmp_gt_u64_e64 s0, s[22:23], v[0:1]
	s_cselect_b32 s1, -1, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_writelane_b32 v47, s1, 1
	s_or_b32 s1, s2, 4
	s_mul_i32 s2, s22, s3
	s_mul_hi_u32 s3, s22, s1
	s_and_b32 s35, s33, s0
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s23, s1
	s_mul_i32 s1, s22, s1
	s_add_i32 s2, s2, s3
	s_add_u32 s1, s18, s1
	s_addc_u32 s18, s19, s2
	s_lshl_b64 s[2:3], s[26:27], 2
	v_writelane_b32 v47, s40, 2
	v_add_co_u32 v10, s2, s2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s3, 0, s2
	v_add_co_u32 v6, s1, s1, v6
	v_add_co_u32 v8, vcc_lo, s12, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s13, v11, vcc_lo
	v_add_co_u32 v10, vcc_lo, s16, v10
	v_add_co_ci_u32_e64 v5, null, s41, 0, s34
	v_add_co_ci_u32_e64 v7, null, s18, 0, s1
	v_add_co_ci_u32_e64 v11, null, s17, v11, vcc_lo
	v_cmp_eq_u32_e64 s1, 0, v0
	v_writelane_b32 v47, s41, 3
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s16, 0x1d8e78af
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s48, 0x35793c76
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
	s_mul_f32 s8, s9, s8
	s_cmp_eq_u64 s[20:21], s[24:25]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_31
.LBB10_5:
	s_and_saveexec_b32 s34, s35
	s_cbranch_execz .LBB10_10
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
.LBB10_7:
	v_add_co_u32 v0, vcc_lo, s26, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, s27, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v20
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v19
	v_xor_b32_e32 v20, s88, v18
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v0, s90, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v0, s92, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s96, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s95, v19, v20
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v22, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	v_xor3_b32 v18, v20, s97, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v23, v21
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v23, v21, s100, v22
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s99, v22, v19
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s102, v19, v20
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v23, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v20, s101, v21
	v_xor3_b32 v0, s103, v0, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v20, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v20, s104, v18
	v_xor3_b32 v0, vcc_hi, v0, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v20, 0xcd9e8d57, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v20, s11, v19
	global_store_b32 v[14:15], v18, off
	v_add_co_u32 v14, s2, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_7
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s3, 0
.LBB10_9:
	global_load_b32 v0, v[12:13], off
	global_load_b32 v30, v[14:15], off
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
	v_add_co_ci_u32_e64 v37, null, 0, -1, s2
	v_add_f64 v[18:19], v[18:19], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[37:38], v37
	v_add_f64 v[20:21], v[18:19], 2.0
	v_mul_f64 v[39:40], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[37:38], v[37:38], 32
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[18:19]
	v_div_scale_f64 v[28:29], vcc_lo, v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f64_u32_e32 v[24:25], v30
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], s[52:53]
	v_mul_f64 v[28:29], v[26:27], s[40:41]
	v_mul_f64 v[30:31], v[26:27], s[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[54:55]
	v_add_f64 v[28:29], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[16:17]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[18:19]
	v_mul_f64 v[35:36], v[33:34], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v0
	v_add_f64 v[28:29], v[28:29], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[48:49]
	v_add_f64 v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[22:23], v[39:40], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[58:59]
	v_mul_f64 v[33:34], v[33:34], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[20:21], v[41:42], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[30:31], -v[22:23]
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[39:40]
	v_lshrrev_b32_e32 v0, 20, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v24, 0x7ff, v0
	v_bfe_u32 v0, v25, 20, 11
	v_add_nc_u32_e32 v33, 16, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[0:1]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[50:51]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[18:19], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[18:19], v[28:29], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[20:21], s[76:77]
	v_mul_f64 v[30:31], v[20:21], s[64:65]
	v_mul_f64 v[33:34], v[20:21], s[70:71]
	v_mul_f64 v[35:36], v[20:21], s[82:83]
	v_mul_f64 v[37:38], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_add_f64 v[28:29], v[28:29], s[78:79]
	v_add_f64 v[30:31], v[30:31], s[66:67]
	v_add_f64 v[33:34], v[33:34], s[72:73]
	v_add_f64 v[35:36], v[35:36], s[84:85]
	v_mul_f64 v[39:40], v[20:21], v[37:38]
	v_mul_f64 v[24:25], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[20:21], v[28:29]
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	v_mul_f64 v[33:34], v[20:21], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[80:81]
	v_add_f64 v[30:31], v[30:31], s[68:69]
	v_add_f64 v[33:34], v[33:34], s[74:75]
	v_rsq_f64_e32 v[41:42], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[33:34]
	v_mul_f64 v[33:34], v[22:23], 0.5
	v_mul_f64 v[39:40], v[18:19], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[24:25], v[30:31], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[22:23]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[20:21], v[20:21], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[86:87]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[20:21], v[20:21], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], -v[28:29], v[28:29], v[18:19]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[26:27], -v[20:21]
	v_mov_b32_e32 v27, v1
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[45:46], v[24:25]
	v_ldexp_f64 v[22:23], v[22:23], v0
	v_and_b32_e32 v26, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_and_b32 v0, 1, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s2, 0, v[26:27]
	v_xor_b32_e32 v26, 0x80000000, v21
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cndmask_b32_e64 v25, v28, v25, s2
	v_cndmask_b32_e64 v21, v21, v26, s2
	v_cmp_eq_u64_e64 s2, 0, v[0:1]
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[16:17]
	v_cndmask_b32_e64 v21, v21, v25, s2
	v_cndmask_b32_e64 v20, v20, v24, s2
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_cvt_f32_f64_e32 v0, v[18:19]
	global_store_b32 v[12:13], v0, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_9
.LBB10_10:
	s_or_b32 exec_lo, exec_lo, s34
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_13
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s34, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_12:
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
	s_or_b32 s34, vcc_lo, s34
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, v0, v0
	global_store_b32 v[14:15], v0, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_and_not1_b32 exec_lo, exec_lo, s34
	s_cbranch_execnz .LBB10_12
.LBB10_13:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s34, s1
	s_cbranch_execz .LBB10_18
	v_readlane_b32 s2, v47, 1
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_17
	v_readlane_b32 s2, v47, 2
	v_readlane_b32 s3, v47, 3
	s_mov_b64 s[88:89], s[22:23]
.LBB10_16:
	global_load_b32 v12, v1, s[2:3]
	s_add_u32 s88, s88, -1
	s_addc_u32 s89, s89, -1
	s_add_u32 s2, s2, 4
	s_addc_u32 s3, s3, 0
	s_cmp_lg_u64 s[88:89], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v12
	s_cbranch_scc1 .LBB10_16
.LBB10_17:
	ds_store_b32 v1, v0
.LBB10_18:
	s_or_b32 exec_lo, exec_lo, s34
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_25
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB10_21
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
.LBB10_21:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s34, s0
	s_cbranch_execz .LBB10_24
	s_mul_f32 s3, s10, s8
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e64 s3, 0, v16
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v16, v6
	v_cndmask_b32_e64 v12, v12, v14, s3
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v14, v10
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v12, v0, s2
	v_readlane_b32 s2, v47, 0
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v0, s5, s2
.LBB10_23:
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
	s_or_b32 s3, vcc_lo, s3
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_23
.LBB10_24:
	s_or_b32 exec_lo, exec_lo, s34
	s_mov_b32 s2, 0
.LBB10_25:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB10_4
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB10_28
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
.LBB10_28:
	s_or_b32 exec_lo, exec_lo, s2
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_3
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v14, v10
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s34, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_30:
	global_load_b32 v18, v[12:13], off
	global_load_b32 v0, v[14:15], off
	v_bcnt_u32_b32 v19, v16, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v18, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_bcnt_u32_b32 v0, v17, v19
	v_add_f32_e32 v19, v20, v20
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
	s_or_b32 s34, vcc_lo, s34
	s_and_not1_b32 exec_lo, exec_lo, s34
	s_cbranch_execnz .LBB10_30
	s_branch .LBB10_3
.LBB10_31:
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
		.amdhsa_next_free_vgpr 48
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

	.set tessera_bivector_pull_wide.num_vgpr, 48
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
    .sgpr_count:     100
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
    .sgpr_count:     104
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
    .sgpr_count:     104
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
    .sgpr_count:     104
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
    .sgpr_count:     104
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
    .sgpr_count:     104
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
    .sgpr_count:     106
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
    .sgpr_spill_count: 1
    .symbol:         tessera_bivector_pull_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     96
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
    .sgpr_count:     106
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
    .sgpr_spill_count: 1
    .symbol:         tessera_bivector_pull_w8192.kd
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
    .sgpr_spill_count: 4
    .symbol:         tessera_bivector_pull_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
