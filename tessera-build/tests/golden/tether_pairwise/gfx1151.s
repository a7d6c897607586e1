	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_tether_pairwise_w4x64
	.p2align	8
	.type	tessera_tether_pairwise_w4x64,@function
tessera_tether_pairwise_w4x64:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[22:23], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_29
	v_lshrrev_b32_e32 v7, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s21, -1
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[20:21], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s23
	v_mad_u64_u32 v[3:4], null, v1, s22, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s22
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[22:23], v[1:2]
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v10, null, s17, v6, vcc_lo
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
	s_cbranch_scc0 .LBB0_26
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s19, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_add_co_ci_u32_e64 v13, null, 0, v4, vcc_lo
	v_and_b32_e32 v8, 0xfc, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v3, 0
	v_lshl_or_b32 v0, v7, 2, 0x400
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v5, vcc_lo, v5, v11
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_add_co_ci_u32_e64 v6, null, 0, v6, vcc_lo
	v_xor_b32_e32 v3, v17, v13
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_lshlrev_b32_e32 v13, 2, v8
	s_cselect_b32 s33, -1, 0
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_xor_b32_e32 v3, s25, v3
	s_clz_i32_u64 s1, s[18:19]
	v_or_b32_e32 v14, v13, v11
	s_min_u32 s1, s1, 64
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v18, v12
	s_sub_u32 s6, 64, s1
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_subb_u32 s7, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b32 s22, 0xd078c69f
	s_cselect_b32 s86, -1, 0
	s_cmp_lg_u32 s10, 0
	v_cmp_gt_u64_e64 s10, s[6:7], 1
	s_cselect_b32 s87, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v15, s1, v8
	s_add_u32 s1, s24, 0x3c6ef372
	s_or_b32 s15, s2, s3
	v_xor_b32_e32 v16, s5, v16
	v_xor_b32_e32 v17, s1, v7
	s_xor_b32 s88, s15, -1
	s_add_u32 s89, s25, 0x76cf5d0a
	s_add_u32 s90, s24, 0xdaa66d2b
	s_add_u32 s91, s25, 0x32370b8f
	s_add_u32 s92, s24, 0x78dde6e4
	s_add_u32 s93, s25, 0xed9eba14
	s_add_u32 s94, s24, 0x1715609d
	s_add_u32 s95, s25, 0xa9066899
	s_add_u32 s96, s24, 0xb54cda56
	s_add_u32 s97, s25, 0x646e171e
	s_add_u32 s98, s24, 0x5384540f
	s_add_u32 s99, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s100, s24, 0x8ff34781
	s_and_b32 s10, s10, exec_lo
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
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
	s_cselect_b32 s11, s7, 0
	s_cselect_b32 s10, s6, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
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
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v3, v18
.LBB0_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v18, v3
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB0_24
.LBB0_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v3, v18, v18
	ds_store_b32 v14, v3
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_15
	s_mov_b64 s[6:7], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB0_12
	.p2align	6
.LBB0_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[6:7], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_15
.LBB0_12:
	s_lshl_b64 s[82:83], 1, s6
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[1:2]
	s_cbranch_execz .LBB0_11
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s5, 0
	.p2align	6
.LBB0_14:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[19:20], s6, v[7:8]
	v_add_co_u32 v7, vcc_lo, v7, 4
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v3, s82, v19
	v_lshl_add_u32 v19, v19, 2, v13
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v3, v3, 2, v13
	ds_load_b32 v20, v19
	ds_load_b32 v3, v3
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v20, v3
	ds_store_b32 v19, v3
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB0_14
	s_branch .LBB0_11
.LBB0_15:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_17
	ds_load_b32 v3, v13
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v3
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s87
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_21
	v_mov_b32_e32 v3, v18
	s_and_saveexec_b32 s7, s88
	s_cbranch_execz .LBB0_20
	s_mul_f32 s82, s14, s12
	global_load_b32 v47, v[5:6], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s5, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v46, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s16, s26
	s_addc_u32 s83, s17, s27
	s_mul_i32 s84, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v3, s84, v15
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s83, s6
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	s_mul_hi_u32 s83, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v3, s83, v16
	v_xor3_b32 v8, s6, s89, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v20, v17
	v_xor3_b32 v8, v22, s90, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s91, v20, v7
	v_xor3_b32 v19, v23, s93, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s92, v8, v21
	v_xor3_b32 v20, v20, s94, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s95, v8, v22
	v_xor3_b32 v21, v21, s97, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s96, v8, v19
	v_xor3_b32 v3, v3, s98, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v8, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s99, v8, v20
	v_xor3_b32 v3, v3, s25, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v19, 0xcd9e8d57, v8
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v3, s100, v8, v19
	v_cvt_f64_u32_e32 v[19:20], v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x95f62, v20
	v_and_b32_e32 v8, 0xfffff, v3
	v_lshrrev_b32_e32 v3, 20, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v8
	v_cvt_f64_u32_e32 v[7:8], v7
	v_add_co_u32 v3, s6, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v36, null, 0, -1, s6
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[36:37], v36
	v_add_f64 v[7:8], v[7:8], 0.5
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[38:39], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[36:37], v[36:37], 32
	v_ldexp_f64 v[7:8], v[7:8], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[38:39], v[19:20], v[38:39]
	v_mul_f64 v[7:8], v[7:8], s[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_mul_f64 v[31:32], v[7:8], s[48:49]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[7:8], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[38:39], v[23:24]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[40:41], v[21:22]
	v_add_f64 v[36:37], v[29:30], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v4
	v_add_f64 v[21:22], v[21:22], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 20, v37
	v_and_b32_e32 v7, 0x7ff, v3
	v_bfe_u32 v3, v8, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v7
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[3:4]
	v_dual_cndmask_b32 v24, v24, v28 :: v_dual_cndmask_b32 v23, v23, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v8, v30, v26 :: v_dual_cndmask_b32 v7, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[7:8], -v[23:24]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[25:26], v[25:26]
	v_add_f64 v[7:8], v[7:8], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[27:28], v[19:20]
	v_mul_f64 v[27:28], v[21:22], s[70:71]
	v_mul_f64 v[29:30], v[21:22], s[58:59]
	v_mul_f64 v[32:33], v[21:22], s[64:65]
	v_mul_f64 v[34:35], v[21:22], s[76:77]
	v_mul_f64 v[36:37], v[21:22], v[21:22]
	v_add_f64 v[7:8], v[7:8], -v[23:24]
	v_mul_f64 v[42:43], v[21:22], 0.5
	v_mul_f64 v[19:20], v[19:20], -2.0
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[21:22], v[36:37]
	v_mul_f64 v[23:24], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[25:26], v[21:22]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[27:28], v[21:22], v[27:28]
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	v_mul_f64 v[32:33], v[21:22], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], v3
	v_cndmask_b32_e64 v3, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[29:30], v[29:30], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_rsq_f64_e32 v[40:41], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[32:33]
	v_mul_f64 v[32:33], v[7:8], 0.5
	v_mul_f64 v[38:39], v[19:20], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[23:24], v[29:30], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[29:30], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[7:8]
	v_add_f64 v[40:41], -v[44:45], 1.0
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_fma_f64 v[32:33], -v[38:39], v[38:39], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[34:35]
	v_mul_f64 v[34:35], v[36:37], s[80:81]
	v_add_f64 v[7:8], v[21:22], -v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], v[32:33], v[29:30], v[38:39]
	v_add_f64 v[32:33], v[40:41], -v[42:43]
	v_add_f64 v[7:8], v[7:8], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[27:28], v[27:28], v[19:20]
	v_add_f64 v[23:24], v[32:33], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[25:26], -v[7:8]
	v_dual_mov_b32 v26, v4 :: v_dual_and_b32 v25, 2, v31
	v_cmp_eq_u64_e64 s6, 0, v[25:26]
	v_fma_f64 v[21:22], v[21:22], v[29:30], v[27:28]
	v_add_f64 v[23:24], v[44:45], v[23:24]
	v_xor_b32_e32 v25, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v8, v25, s6
	v_ldexp_f64 v[21:22], v[21:22], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v3, 1, v31
	v_cndmask_b32_e64 v24, v27, v24, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v20, v22, v20, vcc_lo
	v_cmp_eq_u64_e64 s6, 0, v[3:4]
	v_cndmask_b32_e32 v19, v21, v19, vcc_lo
	v_cndmask_b32_e64 v3, s82, v46, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v8, v8, v24, s6
	v_cndmask_b32_e64 v7, v7, v23, s6
	v_mul_f64 v[7:8], v[7:8], v[19:20]
	ds_load_b32 v20, v0
	v_sqrt_f32_e32 v19, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, -4.0, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, 1, v19
	v_add_nc_u32_e32 v21, -1, v19
	v_xor_b32_e32 v24, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v23, v23, v19, v3
	v_cvt_f32_f64_e32 v7, v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v8, v24, v19, v3
	v_cmp_ge_f32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e32 v19, v19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v19, v22 :: v_dual_add_f32 v19, v20, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v18, v47
	v_add_f32_e32 v22, v18, v18
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	v_mul_f32_e32 v21, 0x37800000, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v19, 0x3c23d70a, v19 :: v_dual_add_f32 v20, v20, v20
	v_cndmask_b32_e64 v8, v8, v21, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, v22, v19 :: v_dual_mul_f32 v20, 0.5, v20
	v_dual_cndmask_b32 v3, v8, v3 :: v_dual_add_f32 v8, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 0, v3, s1
	v_cndmask_b32_e64 v3, v3, s9, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, s8, v8 :: v_dual_mul_f32 v3, v3, v7
	v_sub_f32_e32 v8, v18, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v8
	v_and_b32_e32 v7, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_22
.LBB0_21:
.LBB0_22:
	s_and_saveexec_b32 s1, s88
	s_cbranch_execz .LBB0_5
	global_load_b32 v3, v[5:6], off
	ds_load_b32 v7, v0
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v8, v18, v18 :: v_dual_add_f32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v7
	v_mul_f32_e32 v7, 0x3c23d70a, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v18, v3
	v_add_f32_e32 v3, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0.5, v3
	v_add_f32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s8, v3
	v_sub_f32_e32 v3, v18, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v18, 0x7fc00000, v3, vcc_lo
	s_branch .LBB0_5
.LBB0_24:
	s_branch .LBB0_27
.LBB0_25:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s15, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s1, s0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_28
	s_branch .LBB0_29
.LBB0_26:
	s_cbranch_execnz .LBB0_25
.LBB0_27:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v3
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_29
.LBB0_28:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB0_29:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w4x64
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 101
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
	.size	tessera_tether_pairwise_w4x64, .Lfunc_end0-tessera_tether_pairwise_w4x64

	.set tessera_tether_pairwise_w4x64.num_vgpr, 48
	.set tessera_tether_pairwise_w4x64.num_agpr, 0
	.set tessera_tether_pairwise_w4x64.numbered_sgpr, 101
	.set tessera_tether_pairwise_w4x64.num_named_barrier, 0
	.set tessera_tether_pairwise_w4x64.private_seg_size, 0
	.set tessera_tether_pairwise_w4x64.uses_vcc, 1
	.set tessera_tether_pairwise_w4x64.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w4x64.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w4x64.has_recursion, 0
	.set tessera_tether_pairwise_w4x64.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w32x8
	.p2align	8
	.type	tessera_tether_pairwise_w32x8,@function
tessera_tether_pairwise_w32x8:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[22:23], 32
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_29
	v_lshrrev_b32_e32 v7, 5, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s21, -1
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[20:21], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s23
	v_mad_u64_u32 v[3:4], null, v1, s22, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s22
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[22:23], v[1:2]
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v10, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v12, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	global_load_b32 v12, v[12:13], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB1_26
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s19, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_add_co_ci_u32_e64 v13, null, 0, v4, vcc_lo
	v_and_b32_e32 v8, 0xe0, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v3, 0
	v_lshl_or_b32 v0, v7, 2, 0x400
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v5, vcc_lo, v5, v11
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_add_co_ci_u32_e64 v6, null, 0, v6, vcc_lo
	v_xor_b32_e32 v3, v17, v13
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_lshlrev_b32_e32 v13, 2, v8
	s_cselect_b32 s33, -1, 0
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_xor_b32_e32 v3, s25, v3
	s_clz_i32_u64 s1, s[18:19]
	v_or_b32_e32 v14, v13, v11
	s_min_u32 s1, s1, 64
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v18, v12
	s_sub_u32 s6, 64, s1
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_subb_u32 s7, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b32 s22, 0xd078c69f
	s_cselect_b32 s86, -1, 0
	s_cmp_lg_u32 s10, 0
	v_cmp_gt_u64_e64 s10, s[6:7], 1
	s_cselect_b32 s87, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v15, s1, v8
	s_add_u32 s1, s24, 0x3c6ef372
	s_or_b32 s15, s2, s3
	v_xor_b32_e32 v16, s5, v16
	v_xor_b32_e32 v17, s1, v7
	s_xor_b32 s88, s15, -1
	s_add_u32 s89, s25, 0x76cf5d0a
	s_add_u32 s90, s24, 0xdaa66d2b
	s_add_u32 s91, s25, 0x32370b8f
	s_add_u32 s92, s24, 0x78dde6e4
	s_add_u32 s93, s25, 0xed9eba14
	s_add_u32 s94, s24, 0x1715609d
	s_add_u32 s95, s25, 0xa9066899
	s_add_u32 s96, s24, 0xb54cda56
	s_add_u32 s97, s25, 0x646e171e
	s_add_u32 s98, s24, 0x5384540f
	s_add_u32 s99, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s100, s24, 0x8ff34781
	s_and_b32 s10, s10, exec_lo
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
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
	s_cselect_b32 s11, s7, 0
	s_cselect_b32 s10, s6, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
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
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v3, v18
.LBB1_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v18, v3
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB1_24
.LBB1_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v3, v18, v18
	ds_store_b32 v14, v3
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_15
	s_mov_b64 s[6:7], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB1_12
	.p2align	6
.LBB1_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[6:7], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB1_15
.LBB1_12:
	s_lshl_b64 s[82:83], 1, s6
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[1:2]
	s_cbranch_execz .LBB1_11
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s5, 0
	.p2align	6
.LBB1_14:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[19:20], s6, v[7:8]
	v_add_co_u32 v7, vcc_lo, v7, 32
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v3, s82, v19
	v_lshl_add_u32 v19, v19, 2, v13
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v3, v3, 2, v13
	ds_load_b32 v20, v19
	ds_load_b32 v3, v3
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v20, v3
	ds_store_b32 v19, v3
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB1_14
	s_branch .LBB1_11
.LBB1_15:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_17
	ds_load_b32 v3, v13
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v3
.LBB1_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s87
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_21
	v_mov_b32_e32 v3, v18
	s_and_saveexec_b32 s7, s88
	s_cbranch_execz .LBB1_20
	s_mul_f32 s82, s14, s12
	global_load_b32 v47, v[5:6], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s5, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v46, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s16, s26
	s_addc_u32 s83, s17, s27
	s_mul_i32 s84, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v3, s84, v15
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s83, s6
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	s_mul_hi_u32 s83, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v3, s83, v16
	v_xor3_b32 v8, s6, s89, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v20, v17
	v_xor3_b32 v8, v22, s90, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s91, v20, v7
	v_xor3_b32 v19, v23, s93, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s92, v8, v21
	v_xor3_b32 v20, v20, s94, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s95, v8, v22
	v_xor3_b32 v21, v21, s97, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s96, v8, v19
	v_xor3_b32 v3, v3, s98, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v8, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s99, v8, v20
	v_xor3_b32 v3, v3, s25, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v19, 0xcd9e8d57, v8
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v3, s100, v8, v19
	v_cvt_f64_u32_e32 v[19:20], v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x95f62, v20
	v_and_b32_e32 v8, 0xfffff, v3
	v_lshrrev_b32_e32 v3, 20, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v8
	v_cvt_f64_u32_e32 v[7:8], v7
	v_add_co_u32 v3, s6, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v36, null, 0, -1, s6
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[36:37], v36
	v_add_f64 v[7:8], v[7:8], 0.5
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[38:39], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[36:37], v[36:37], 32
	v_ldexp_f64 v[7:8], v[7:8], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[38:39], v[19:20], v[38:39]
	v_mul_f64 v[7:8], v[7:8], s[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_mul_f64 v[31:32], v[7:8], s[48:49]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[7:8], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[38:39], v[23:24]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[40:41], v[21:22]
	v_add_f64 v[36:37], v[29:30], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v4
	v_add_f64 v[21:22], v[21:22], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 20, v37
	v_and_b32_e32 v7, 0x7ff, v3
	v_bfe_u32 v3, v8, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v7
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[3:4]
	v_dual_cndmask_b32 v24, v24, v28 :: v_dual_cndmask_b32 v23, v23, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v8, v30, v26 :: v_dual_cndmask_b32 v7, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[7:8], -v[23:24]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[25:26], v[25:26]
	v_add_f64 v[7:8], v[7:8], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[27:28], v[19:20]
	v_mul_f64 v[27:28], v[21:22], s[70:71]
	v_mul_f64 v[29:30], v[21:22], s[58:59]
	v_mul_f64 v[32:33], v[21:22], s[64:65]
	v_mul_f64 v[34:35], v[21:22], s[76:77]
	v_mul_f64 v[36:37], v[21:22], v[21:22]
	v_add_f64 v[7:8], v[7:8], -v[23:24]
	v_mul_f64 v[42:43], v[21:22], 0.5
	v_mul_f64 v[19:20], v[19:20], -2.0
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[21:22], v[36:37]
	v_mul_f64 v[23:24], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[25:26], v[21:22]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[27:28], v[21:22], v[27:28]
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	v_mul_f64 v[32:33], v[21:22], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], v3
	v_cndmask_b32_e64 v3, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[29:30], v[29:30], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_rsq_f64_e32 v[40:41], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[32:33]
	v_mul_f64 v[32:33], v[7:8], 0.5
	v_mul_f64 v[38:39], v[19:20], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[23:24], v[29:30], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[29:30], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[7:8]
	v_add_f64 v[40:41], -v[44:45], 1.0
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_fma_f64 v[32:33], -v[38:39], v[38:39], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[34:35]
	v_mul_f64 v[34:35], v[36:37], s[80:81]
	v_add_f64 v[7:8], v[21:22], -v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], v[32:33], v[29:30], v[38:39]
	v_add_f64 v[32:33], v[40:41], -v[42:43]
	v_add_f64 v[7:8], v[7:8], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[27:28], v[27:28], v[19:20]
	v_add_f64 v[23:24], v[32:33], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[25:26], -v[7:8]
	v_dual_mov_b32 v26, v4 :: v_dual_and_b32 v25, 2, v31
	v_cmp_eq_u64_e64 s6, 0, v[25:26]
	v_fma_f64 v[21:22], v[21:22], v[29:30], v[27:28]
	v_add_f64 v[23:24], v[44:45], v[23:24]
	v_xor_b32_e32 v25, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v8, v25, s6
	v_ldexp_f64 v[21:22], v[21:22], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v3, 1, v31
	v_cndmask_b32_e64 v24, v27, v24, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v20, v22, v20, vcc_lo
	v_cmp_eq_u64_e64 s6, 0, v[3:4]
	v_cndmask_b32_e32 v19, v21, v19, vcc_lo
	v_cndmask_b32_e64 v3, s82, v46, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v8, v8, v24, s6
	v_cndmask_b32_e64 v7, v7, v23, s6
	v_mul_f64 v[7:8], v[7:8], v[19:20]
	ds_load_b32 v20, v0
	v_sqrt_f32_e32 v19, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, -4.0, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, 1, v19
	v_add_nc_u32_e32 v21, -1, v19
	v_xor_b32_e32 v24, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v23, v23, v19, v3
	v_cvt_f32_f64_e32 v7, v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v8, v24, v19, v3
	v_cmp_ge_f32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e32 v19, v19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v19, v22 :: v_dual_add_f32 v19, v20, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v18, v47
	v_add_f32_e32 v22, v18, v18
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	v_mul_f32_e32 v21, 0x37800000, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v19, 0x3c23d70a, v19 :: v_dual_add_f32 v20, v20, v20
	v_cndmask_b32_e64 v8, v8, v21, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, v22, v19 :: v_dual_mul_f32 v20, 0.5, v20
	v_dual_cndmask_b32 v3, v8, v3 :: v_dual_add_f32 v8, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 0, v3, s1
	v_cndmask_b32_e64 v3, v3, s9, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, s8, v8 :: v_dual_mul_f32 v3, v3, v7
	v_sub_f32_e32 v8, v18, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v8
	v_and_b32_e32 v7, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
.LBB1_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_22
.LBB1_21:
.LBB1_22:
	s_and_saveexec_b32 s1, s88
	s_cbranch_execz .LBB1_5
	global_load_b32 v3, v[5:6], off
	ds_load_b32 v7, v0
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v8, v18, v18 :: v_dual_add_f32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v7
	v_mul_f32_e32 v7, 0x3c23d70a, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v18, v3
	v_add_f32_e32 v3, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0.5, v3
	v_add_f32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s8, v3
	v_sub_f32_e32 v3, v18, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v18, 0x7fc00000, v3, vcc_lo
	s_branch .LBB1_5
.LBB1_24:
	s_branch .LBB1_27
.LBB1_25:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s15, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s1, s0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB1_28
	s_branch .LBB1_29
.LBB1_26:
	s_cbranch_execnz .LBB1_25
.LBB1_27:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v3
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_29
.LBB1_28:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB1_29:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w32x8
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 101
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
.Lfunc_end1:
	.size	tessera_tether_pairwise_w32x8, .Lfunc_end1-tessera_tether_pairwise_w32x8

	.set tessera_tether_pairwise_w32x8.num_vgpr, 48
	.set tessera_tether_pairwise_w32x8.num_agpr, 0
	.set tessera_tether_pairwise_w32x8.numbered_sgpr, 101
	.set tessera_tether_pairwise_w32x8.num_named_barrier, 0
	.set tessera_tether_pairwise_w32x8.private_seg_size, 0
	.set tessera_tether_pairwise_w32x8.uses_vcc, 1
	.set tessera_tether_pairwise_w32x8.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w32x8.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w32x8.has_recursion, 0
	.set tessera_tether_pairwise_w32x8.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w64x4
	.p2align	8
	.type	tessera_tether_pairwise_w64x4,@function
tessera_tether_pairwise_w64x4:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[22:23], 64
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_29
	v_lshrrev_b32_e32 v7, 6, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s21, -1
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[20:21], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s23
	v_mad_u64_u32 v[3:4], null, v1, s22, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s22
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 63, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[22:23], v[1:2]
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v10, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v12, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	global_load_b32 v12, v[12:13], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB2_26
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s19, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_add_co_ci_u32_e64 v13, null, 0, v4, vcc_lo
	v_and_b32_e32 v8, 0xc0, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v3, 0
	v_lshl_or_b32 v0, v7, 2, 0x400
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v5, vcc_lo, v5, v11
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_add_co_ci_u32_e64 v6, null, 0, v6, vcc_lo
	v_xor_b32_e32 v3, v17, v13
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_lshlrev_b32_e32 v13, 2, v8
	s_cselect_b32 s33, -1, 0
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_xor_b32_e32 v3, s25, v3
	s_clz_i32_u64 s1, s[18:19]
	v_or_b32_e32 v14, v13, v11
	s_min_u32 s1, s1, 64
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v18, v12
	s_sub_u32 s6, 64, s1
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_subb_u32 s7, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b32 s22, 0xd078c69f
	s_cselect_b32 s86, -1, 0
	s_cmp_lg_u32 s10, 0
	v_cmp_gt_u64_e64 s10, s[6:7], 1
	s_cselect_b32 s87, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v15, s1, v8
	s_add_u32 s1, s24, 0x3c6ef372
	s_or_b32 s15, s2, s3
	v_xor_b32_e32 v16, s5, v16
	v_xor_b32_e32 v17, s1, v7
	s_xor_b32 s88, s15, -1
	s_add_u32 s89, s25, 0x76cf5d0a
	s_add_u32 s90, s24, 0xdaa66d2b
	s_add_u32 s91, s25, 0x32370b8f
	s_add_u32 s92, s24, 0x78dde6e4
	s_add_u32 s93, s25, 0xed9eba14
	s_add_u32 s94, s24, 0x1715609d
	s_add_u32 s95, s25, 0xa9066899
	s_add_u32 s96, s24, 0xb54cda56
	s_add_u32 s97, s25, 0x646e171e
	s_add_u32 s98, s24, 0x5384540f
	s_add_u32 s99, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s100, s24, 0x8ff34781
	s_and_b32 s10, s10, exec_lo
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
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
	s_cselect_b32 s11, s7, 0
	s_cselect_b32 s10, s6, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
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
	s_branch .LBB2_7
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v3, v18
.LBB2_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v18, v3
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB2_24
.LBB2_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v3, v18, v18
	ds_store_b32 v14, v3
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_15
	s_mov_b64 s[6:7], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB2_12
	.p2align	6
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[6:7], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB2_15
.LBB2_12:
	s_lshl_b64 s[82:83], 1, s6
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[1:2]
	s_cbranch_execz .LBB2_11
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s5, 0
	.p2align	6
.LBB2_14:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[19:20], s6, v[7:8]
	v_add_co_u32 v7, vcc_lo, v7, 64
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v3, s82, v19
	v_lshl_add_u32 v19, v19, 2, v13
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v3, v3, 2, v13
	ds_load_b32 v20, v19
	ds_load_b32 v3, v3
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v20, v3
	ds_store_b32 v19, v3
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB2_14
	s_branch .LBB2_11
.LBB2_15:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_17
	ds_load_b32 v3, v13
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v3
.LBB2_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s87
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_21
	v_mov_b32_e32 v3, v18
	s_and_saveexec_b32 s7, s88
	s_cbranch_execz .LBB2_20
	s_mul_f32 s82, s14, s12
	global_load_b32 v47, v[5:6], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s5, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v46, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s16, s26
	s_addc_u32 s83, s17, s27
	s_mul_i32 s84, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v3, s84, v15
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s83, s6
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	s_mul_hi_u32 s83, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v3, s83, v16
	v_xor3_b32 v8, s6, s89, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v20, v17
	v_xor3_b32 v8, v22, s90, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s91, v20, v7
	v_xor3_b32 v19, v23, s93, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s92, v8, v21
	v_xor3_b32 v20, v20, s94, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s95, v8, v22
	v_xor3_b32 v21, v21, s97, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s96, v8, v19
	v_xor3_b32 v3, v3, s98, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v8, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s99, v8, v20
	v_xor3_b32 v3, v3, s25, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v19, 0xcd9e8d57, v8
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v3, s100, v8, v19
	v_cvt_f64_u32_e32 v[19:20], v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x95f62, v20
	v_and_b32_e32 v8, 0xfffff, v3
	v_lshrrev_b32_e32 v3, 20, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v8
	v_cvt_f64_u32_e32 v[7:8], v7
	v_add_co_u32 v3, s6, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v36, null, 0, -1, s6
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[36:37], v36
	v_add_f64 v[7:8], v[7:8], 0.5
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[38:39], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[36:37], v[36:37], 32
	v_ldexp_f64 v[7:8], v[7:8], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[38:39], v[19:20], v[38:39]
	v_mul_f64 v[7:8], v[7:8], s[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_mul_f64 v[31:32], v[7:8], s[48:49]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[7:8], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[38:39], v[23:24]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[40:41], v[21:22]
	v_add_f64 v[36:37], v[29:30], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v4
	v_add_f64 v[21:22], v[21:22], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 20, v37
	v_and_b32_e32 v7, 0x7ff, v3
	v_bfe_u32 v3, v8, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v7
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[3:4]
	v_dual_cndmask_b32 v24, v24, v28 :: v_dual_cndmask_b32 v23, v23, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v8, v30, v26 :: v_dual_cndmask_b32 v7, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[7:8], -v[23:24]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[25:26], v[25:26]
	v_add_f64 v[7:8], v[7:8], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[27:28], v[19:20]
	v_mul_f64 v[27:28], v[21:22], s[70:71]
	v_mul_f64 v[29:30], v[21:22], s[58:59]
	v_mul_f64 v[32:33], v[21:22], s[64:65]
	v_mul_f64 v[34:35], v[21:22], s[76:77]
	v_mul_f64 v[36:37], v[21:22], v[21:22]
	v_add_f64 v[7:8], v[7:8], -v[23:24]
	v_mul_f64 v[42:43], v[21:22], 0.5
	v_mul_f64 v[19:20], v[19:20], -2.0
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[21:22], v[36:37]
	v_mul_f64 v[23:24], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[25:26], v[21:22]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[27:28], v[21:22], v[27:28]
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	v_mul_f64 v[32:33], v[21:22], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], v3
	v_cndmask_b32_e64 v3, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[29:30], v[29:30], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_rsq_f64_e32 v[40:41], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[32:33]
	v_mul_f64 v[32:33], v[7:8], 0.5
	v_mul_f64 v[38:39], v[19:20], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[23:24], v[29:30], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[29:30], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[7:8]
	v_add_f64 v[40:41], -v[44:45], 1.0
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_fma_f64 v[32:33], -v[38:39], v[38:39], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[34:35]
	v_mul_f64 v[34:35], v[36:37], s[80:81]
	v_add_f64 v[7:8], v[21:22], -v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], v[32:33], v[29:30], v[38:39]
	v_add_f64 v[32:33], v[40:41], -v[42:43]
	v_add_f64 v[7:8], v[7:8], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[27:28], v[27:28], v[19:20]
	v_add_f64 v[23:24], v[32:33], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[25:26], -v[7:8]
	v_dual_mov_b32 v26, v4 :: v_dual_and_b32 v25, 2, v31
	v_cmp_eq_u64_e64 s6, 0, v[25:26]
	v_fma_f64 v[21:22], v[21:22], v[29:30], v[27:28]
	v_add_f64 v[23:24], v[44:45], v[23:24]
	v_xor_b32_e32 v25, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v8, v25, s6
	v_ldexp_f64 v[21:22], v[21:22], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v3, 1, v31
	v_cndmask_b32_e64 v24, v27, v24, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v20, v22, v20, vcc_lo
	v_cmp_eq_u64_e64 s6, 0, v[3:4]
	v_cndmask_b32_e32 v19, v21, v19, vcc_lo
	v_cndmask_b32_e64 v3, s82, v46, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v8, v8, v24, s6
	v_cndmask_b32_e64 v7, v7, v23, s6
	v_mul_f64 v[7:8], v[7:8], v[19:20]
	ds_load_b32 v20, v0
	v_sqrt_f32_e32 v19, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, -4.0, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, 1, v19
	v_add_nc_u32_e32 v21, -1, v19
	v_xor_b32_e32 v24, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v23, v23, v19, v3
	v_cvt_f32_f64_e32 v7, v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v8, v24, v19, v3
	v_cmp_ge_f32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e32 v19, v19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v19, v22 :: v_dual_add_f32 v19, v20, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v18, v47
	v_add_f32_e32 v22, v18, v18
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	v_mul_f32_e32 v21, 0x37800000, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v19, 0x3c23d70a, v19 :: v_dual_add_f32 v20, v20, v20
	v_cndmask_b32_e64 v8, v8, v21, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, v22, v19 :: v_dual_mul_f32 v20, 0.5, v20
	v_dual_cndmask_b32 v3, v8, v3 :: v_dual_add_f32 v8, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 0, v3, s1
	v_cndmask_b32_e64 v3, v3, s9, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, s8, v8 :: v_dual_mul_f32 v3, v3, v7
	v_sub_f32_e32 v8, v18, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v8
	v_and_b32_e32 v7, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
.LBB2_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_22
.LBB2_21:
.LBB2_22:
	s_and_saveexec_b32 s1, s88
	s_cbranch_execz .LBB2_5
	global_load_b32 v3, v[5:6], off
	ds_load_b32 v7, v0
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v8, v18, v18 :: v_dual_add_f32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v7
	v_mul_f32_e32 v7, 0x3c23d70a, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v18, v3
	v_add_f32_e32 v3, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0.5, v3
	v_add_f32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s8, v3
	v_sub_f32_e32 v3, v18, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v18, 0x7fc00000, v3, vcc_lo
	s_branch .LBB2_5
.LBB2_24:
	s_branch .LBB2_27
.LBB2_25:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s15, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s1, s0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB2_28
	s_branch .LBB2_29
.LBB2_26:
	s_cbranch_execnz .LBB2_25
.LBB2_27:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v3
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_29
.LBB2_28:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB2_29:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w64x4
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 101
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
.Lfunc_end2:
	.size	tessera_tether_pairwise_w64x4, .Lfunc_end2-tessera_tether_pairwise_w64x4

	.set tessera_tether_pairwise_w64x4.num_vgpr, 48
	.set tessera_tether_pairwise_w64x4.num_agpr, 0
	.set tessera_tether_pairwise_w64x4.numbered_sgpr, 101
	.set tessera_tether_pairwise_w64x4.num_named_barrier, 0
	.set tessera_tether_pairwise_w64x4.private_seg_size, 0
	.set tessera_tether_pairwise_w64x4.uses_vcc, 1
	.set tessera_tether_pairwise_w64x4.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w64x4.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w64x4.has_recursion, 0
	.set tessera_tether_pairwise_w64x4.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w128x2
	.p2align	8
	.type	tessera_tether_pairwise_w128x2,@function
tessera_tether_pairwise_w128x2:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s3, 0x80, s[22:23]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_29
	v_lshrrev_b32_e32 v7, 7, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s21, -1
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[20:21], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s23
	v_mad_u64_u32 v[3:4], null, v1, s22, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s22
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[22:23], v[1:2]
	v_cmp_gt_u64_e64 s4, s[22:23], v[1:2]
	v_lshlrev_b32_e32 v11, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v10, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v12, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v10, vcc_lo
	global_load_b32 v12, v[12:13], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB3_26
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s19, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_add_co_ci_u32_e64 v13, null, 0, v4, vcc_lo
	v_and_b32_e32 v8, 0x80, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v3, 0
	v_lshl_or_b32 v0, v7, 2, 0x400
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v5, vcc_lo, v5, v11
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_add_co_ci_u32_e64 v6, null, 0, v6, vcc_lo
	v_xor_b32_e32 v3, v17, v13
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_lshlrev_b32_e32 v13, 2, v8
	s_cselect_b32 s33, -1, 0
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_xor_b32_e32 v3, s25, v3
	s_clz_i32_u64 s1, s[18:19]
	v_or_b32_e32 v14, v13, v11
	s_min_u32 s1, s1, 64
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v18, v12
	s_sub_u32 s6, 64, s1
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_subb_u32 s7, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b32 s22, 0xd078c69f
	s_cselect_b32 s86, -1, 0
	s_cmp_lg_u32 s10, 0
	v_cmp_gt_u64_e64 s10, s[6:7], 1
	s_cselect_b32 s87, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v15, s1, v8
	s_add_u32 s1, s24, 0x3c6ef372
	s_or_b32 s15, s2, s3
	v_xor_b32_e32 v16, s5, v16
	v_xor_b32_e32 v17, s1, v7
	s_xor_b32 s88, s15, -1
	s_add_u32 s89, s25, 0x76cf5d0a
	s_add_u32 s90, s24, 0xdaa66d2b
	s_add_u32 s91, s25, 0x32370b8f
	s_add_u32 s92, s24, 0x78dde6e4
	s_add_u32 s93, s25, 0xed9eba14
	s_add_u32 s94, s24, 0x1715609d
	s_add_u32 s95, s25, 0xa9066899
	s_add_u32 s96, s24, 0xb54cda56
	s_add_u32 s97, s25, 0x646e171e
	s_add_u32 s98, s24, 0x5384540f
	s_add_u32 s99, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s100, s24, 0x8ff34781
	s_and_b32 s10, s10, exec_lo
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
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
	s_cselect_b32 s11, s7, 0
	s_cselect_b32 s10, s6, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
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
	s_branch .LBB3_7
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v3, v18
.LBB3_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v18, v3
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB3_24
.LBB3_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v3, v18, v18
	ds_store_b32 v14, v3
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_15
	s_mov_b64 s[6:7], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB3_12
	.p2align	6
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[6:7], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB3_15
.LBB3_12:
	s_lshl_b64 s[82:83], 1, s6
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[1:2]
	s_cbranch_execz .LBB3_11
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s5, 0
	.p2align	6
.LBB3_14:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[19:20], s6, v[7:8]
	v_add_co_u32 v7, vcc_lo, 0x80, v7
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v3, s82, v19
	v_lshl_add_u32 v19, v19, 2, v13
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v3, v3, 2, v13
	ds_load_b32 v20, v19
	ds_load_b32 v3, v3
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v20, v3
	ds_store_b32 v19, v3
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB3_14
	s_branch .LBB3_11
.LBB3_15:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_17
	ds_load_b32 v3, v13
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v3
.LBB3_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s87
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_21
	v_mov_b32_e32 v3, v18
	s_and_saveexec_b32 s7, s88
	s_cbranch_execz .LBB3_20
	s_mul_f32 s82, s14, s12
	global_load_b32 v47, v[5:6], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s5, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v46, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s16, s26
	s_addc_u32 s83, s17, s27
	s_mul_i32 s84, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v3, s84, v15
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s83, s6
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	s_mul_hi_u32 s83, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v3, s83, v16
	v_xor3_b32 v8, s6, s89, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v3, v20, v17
	v_xor3_b32 v8, v22, s90, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s91, v20, v7
	v_xor3_b32 v19, v23, s93, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s92, v8, v21
	v_xor3_b32 v20, v20, s94, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s95, v8, v22
	v_xor3_b32 v21, v21, s97, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s96, v8, v19
	v_xor3_b32 v3, v3, s98, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v8, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s99, v8, v20
	v_xor3_b32 v3, v3, s25, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v19, 0xcd9e8d57, v8
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v3, s100, v8, v19
	v_cvt_f64_u32_e32 v[19:20], v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], 0.5
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x95f62, v20
	v_and_b32_e32 v8, 0xfffff, v3
	v_lshrrev_b32_e32 v3, 20, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v8
	v_cvt_f64_u32_e32 v[7:8], v7
	v_add_co_u32 v3, s6, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v36, null, 0, -1, s6
	v_add_f64 v[19:20], v[19:20], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[36:37], v36
	v_add_f64 v[7:8], v[7:8], 0.5
	v_add_f64 v[21:22], v[19:20], 2.0
	v_mul_f64 v[38:39], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[36:37], v[36:37], 32
	v_ldexp_f64 v[7:8], v[7:8], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[23:24], null, v[21:22], v[21:22], v[19:20]
	v_div_scale_f64 v[29:30], vcc_lo, v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[38:39], v[19:20], v[38:39]
	v_mul_f64 v[7:8], v[7:8], s[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[25:26], v[23:24]
	v_mul_f64 v[31:32], v[7:8], s[48:49]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[27:28], -v[23:24], v[25:26], 1.0
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], v[25:26], v[27:28], v[25:26]
	v_mul_f64 v[27:28], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[23:24], v[27:28], v[29:30]
	v_div_fmas_f64 v[23:24], v[23:24], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[21:22], v[23:24], v[21:22], v[19:20]
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[7:8], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[25:26], v[23:24]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[38:39], v[23:24]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[40:41], v[21:22]
	v_add_f64 v[36:37], v[29:30], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v4
	v_add_f64 v[21:22], v[21:22], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v3, 20, v37
	v_and_b32_e32 v7, 0x7ff, v3
	v_bfe_u32 v3, v8, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v7
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[3:4]
	v_dual_cndmask_b32 v24, v24, v28 :: v_dual_cndmask_b32 v23, v23, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v8, v30, v26 :: v_dual_cndmask_b32 v7, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[7:8], -v[23:24]
	v_add_f64 v[19:20], v[19:20], v[21:22]
	v_mul_f64 v[21:22], v[25:26], v[25:26]
	v_add_f64 v[7:8], v[7:8], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[27:28], v[19:20]
	v_mul_f64 v[27:28], v[21:22], s[70:71]
	v_mul_f64 v[29:30], v[21:22], s[58:59]
	v_mul_f64 v[32:33], v[21:22], s[64:65]
	v_mul_f64 v[34:35], v[21:22], s[76:77]
	v_mul_f64 v[36:37], v[21:22], v[21:22]
	v_add_f64 v[7:8], v[7:8], -v[23:24]
	v_mul_f64 v[42:43], v[21:22], 0.5
	v_mul_f64 v[19:20], v[19:20], -2.0
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[21:22], v[36:37]
	v_mul_f64 v[23:24], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[25:26], v[21:22]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_add_f64 v[44:45], -v[42:43], 1.0
	v_mul_f64 v[27:28], v[21:22], v[27:28]
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	v_mul_f64 v[32:33], v[21:22], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], v3
	v_cndmask_b32_e64 v3, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[29:30], v[29:30], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_rsq_f64_e32 v[40:41], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[23:24], v[23:24], v[32:33]
	v_mul_f64 v[32:33], v[7:8], 0.5
	v_mul_f64 v[38:39], v[19:20], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[36:37], v[27:28]
	v_add_f64 v[23:24], v[29:30], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[29:30], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[7:8]
	v_add_f64 v[40:41], -v[44:45], 1.0
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_fma_f64 v[32:33], -v[38:39], v[38:39], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[34:35]
	v_mul_f64 v[34:35], v[36:37], s[80:81]
	v_add_f64 v[7:8], v[21:22], -v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], v[32:33], v[29:30], v[38:39]
	v_add_f64 v[32:33], v[40:41], -v[42:43]
	v_add_f64 v[7:8], v[7:8], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], -v[27:28], v[27:28], v[19:20]
	v_add_f64 v[23:24], v[32:33], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[25:26], -v[7:8]
	v_dual_mov_b32 v26, v4 :: v_dual_and_b32 v25, 2, v31
	v_cmp_eq_u64_e64 s6, 0, v[25:26]
	v_fma_f64 v[21:22], v[21:22], v[29:30], v[27:28]
	v_add_f64 v[23:24], v[44:45], v[23:24]
	v_xor_b32_e32 v25, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v8, v25, s6
	v_ldexp_f64 v[21:22], v[21:22], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v27, 0x80000000, v24
	v_and_b32_e32 v3, 1, v31
	v_cndmask_b32_e64 v24, v27, v24, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v20, v22, v20, vcc_lo
	v_cmp_eq_u64_e64 s6, 0, v[3:4]
	v_cndmask_b32_e32 v19, v21, v19, vcc_lo
	v_cndmask_b32_e64 v3, s82, v46, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v8, v8, v24, s6
	v_cndmask_b32_e64 v7, v7, v23, s6
	v_mul_f64 v[7:8], v[7:8], v[19:20]
	ds_load_b32 v20, v0
	v_sqrt_f32_e32 v19, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, -4.0, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v22, 1, v19
	v_add_nc_u32_e32 v21, -1, v19
	v_xor_b32_e32 v24, 0x80000000, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v23, 0x80000000, v21
	v_fma_f32 v23, v23, v19, v3
	v_cvt_f32_f64_e32 v7, v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v8, v24, v19, v3
	v_cmp_ge_f32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e32 v19, v19, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v19, v22 :: v_dual_add_f32 v19, v20, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v20, v18, v47
	v_add_f32_e32 v22, v18, v18
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	v_mul_f32_e32 v21, 0x37800000, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v19, 0x3c23d70a, v19 :: v_dual_add_f32 v20, v20, v20
	v_cndmask_b32_e64 v8, v8, v21, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, v22, v19 :: v_dual_mul_f32 v20, 0.5, v20
	v_dual_cndmask_b32 v3, v8, v3 :: v_dual_add_f32 v8, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 0, v3, s1
	v_cndmask_b32_e64 v3, v3, s9, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, s8, v8 :: v_dual_mul_f32 v3, v3, v7
	v_sub_f32_e32 v8, v18, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v3, v8
	v_and_b32_e32 v7, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
.LBB3_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB3_6
	s_branch .LBB3_22
.LBB3_21:
.LBB3_22:
	s_and_saveexec_b32 s1, s88
	s_cbranch_execz .LBB3_5
	global_load_b32 v3, v[5:6], off
	ds_load_b32 v7, v0
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v8, v18, v18 :: v_dual_add_f32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v7
	v_mul_f32_e32 v7, 0x3c23d70a, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v18, v3
	v_add_f32_e32 v3, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0.5, v3
	v_add_f32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s8, v3
	v_sub_f32_e32 v3, v18, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v18, 0x7fc00000, v3, vcc_lo
	s_branch .LBB3_5
.LBB3_24:
	s_branch .LBB3_27
.LBB3_25:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s15, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s1, s0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB3_28
	s_branch .LBB3_29
.LBB3_26:
	s_cbranch_execnz .LBB3_25
.LBB3_27:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v3
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_29
.LBB3_28:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB3_29:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w128x2
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
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 101
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
.Lfunc_end3:
	.size	tessera_tether_pairwise_w128x2, .Lfunc_end3-tessera_tether_pairwise_w128x2

	.set tessera_tether_pairwise_w128x2.num_vgpr, 48
	.set tessera_tether_pairwise_w128x2.num_agpr, 0
	.set tessera_tether_pairwise_w128x2.numbered_sgpr, 101
	.set tessera_tether_pairwise_w128x2.num_named_barrier, 0
	.set tessera_tether_pairwise_w128x2.private_seg_size, 0
	.set tessera_tether_pairwise_w128x2.uses_vcc, 1
	.set tessera_tether_pairwise_w128x2.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w128x2.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w128x2.has_recursion, 0
	.set tessera_tether_pairwise_w128x2.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w256
	.p2align	8
	.type	tessera_tether_pairwise_w256,@function
tessera_tether_pairwise_w256:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x100, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_27
	s_load_b64 s[6:7], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s28, s22, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[4:5], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s4
	s_addc_u32 s17, s17, s5
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v9, v8, s[16:17]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB4_24
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v2, s3, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s29, 0, s3
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	v_xor_b32_e32 v4, v3, v4
	v_mov_b32_e32 v3, 0
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v6, s25, v4
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s4
	s_addc_u32 s3, s19, s5
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_clz_i32_u64 s4, s[18:19]
	v_add_co_u32 v4, s1, s1, v8
	s_min_u32 s4, s4, 64
	v_add_co_ci_u32_e64 v5, null, s3, 0, s1
	s_sub_u32 s4, 64, s4
	s_subb_u32 s5, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b32 s48, 0x6dc9c883
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s50, 0x54400000
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s3, s25, 0xbb67ae85
	v_xor_b32_e32 v10, s1, v7
	v_cmp_gt_u64_e64 s1, s[4:5], 1
	s_add_u32 s22, s24, 0x3c6ef372
	v_xor_b32_e32 v11, s3, v2
	v_xor_b32_e32 v12, s22, v6
	s_add_u32 s87, s25, 0x76cf5d0a
	s_add_u32 s88, s24, 0xdaa66d2b
	s_add_u32 s89, s25, 0x32370b8f
	s_add_u32 s90, s24, 0x78dde6e4
	s_add_u32 s91, s25, 0xed9eba14
	s_add_u32 s92, s24, 0x1715609d
	s_add_u32 s93, s25, 0xa9066899
	s_add_u32 s94, s24, 0xb54cda56
	s_add_u32 s95, s25, 0x646e171e
	s_add_u32 s96, s24, 0x5384540f
	s_add_u32 s97, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s98, s24, 0x8ff34781
	s_and_b32 s1, s1, exec_lo
	s_mov_b32 s22, 0xd078c69f
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
	s_cselect_b32 s11, s5, 0
	s_cselect_b32 s10, s4, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
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
	s_branch .LBB4_7
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v9
.LBB4_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v2
	s_addc_u32 s21, s21, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[20:21], s[6:7]
	s_cbranch_scc1 .LBB4_25
.LBB4_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB4_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v9, v9
	ds_store_b32 v8, v2
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_15
	s_mov_b64 s[4:5], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB4_12
	.p2align	6
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[4:5], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB4_15
.LBB4_12:
	s_lshl_b64 s[82:83], 1, s4
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[0:1]
	s_cbranch_execz .LBB4_11
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_mov_b32 s3, 0
	.p2align	6
.LBB4_14:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[13:14], s4, v[6:7]
	v_add_co_u32 v6, vcc_lo, 0x100, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v2, 2, v13
	v_add_lshl_u32 v13, v13, s82, 2
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[6:7]
	ds_load_b32 v14, v2
	ds_load_b32 v13, v13
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, v14, v13
	ds_store_b32 v2, v13
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB4_14
	s_branch .LBB4_11
.LBB4_15:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_17
	ds_load_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v2 offset:1024
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_21
	v_mov_b32_e32 v2, v9
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB4_20
	s_mul_f32 s82, s14, s12
	global_load_b32 v41, v[4:5], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s3, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v40, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s20, s26
	s_addc_u32 s83, s21, s27
	s_mul_i32 s84, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v2, s84, v10
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s4, s83, s4
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s83, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v2, s83, v11
	v_xor3_b32 v7, s4, s87, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v14, v12
	v_xor3_b32 v7, v16, s88, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s89, v14, v6
	v_xor3_b32 v13, v17, s91, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s90, v7, v15
	v_xor3_b32 v14, v14, s92, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s93, v7, v16
	v_xor3_b32 v15, v15, s95, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s94, v7, v13
	v_xor3_b32 v2, v2, s96, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s97, v7, v14
	v_xor3_b32 v2, v2, s25, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v13, 0xcd9e8d57, v7
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, s98, v7, v13
	v_cvt_f64_u32_e32 v[13:14], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], 0.5
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v14
	v_and_b32_e32 v7, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v14, 0x3fe6a09e, v7
	v_cvt_f64_u32_e32 v[6:7], v6
	v_add_co_u32 v2, s4, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v30, null, 0, -1, s4
	v_add_f64 v[13:14], v[13:14], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[30:31], v30
	v_add_f64 v[6:7], v[6:7], 0.5
	v_add_f64 v[15:16], v[13:14], 2.0
	v_mul_f64 v[32:33], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[17:18], null, v[15:16], v[15:16], v[13:14]
	v_div_scale_f64 v[23:24], vcc_lo, v[13:14], v[15:16], v[13:14]
	v_mul_f64 v[32:33], v[13:14], v[32:33]
	v_mul_f64 v[6:7], v[6:7], s[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_mul_f64 v[25:26], v[6:7], s[48:49]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_mul_f64 v[28:29], v[26:27], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[21:22], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[17:18], v[21:22], v[23:24]
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[15:16], v[17:18], v[15:16], v[13:14]
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[21:22], v[19:20], s[34:35]
	v_mul_f64 v[23:24], v[19:20], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[36:37]
	v_add_f64 v[23:24], v[23:24], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[38:39]
	v_add_f64 v[23:24], v[23:24], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[23:24], v[6:7], v[28:29]
	v_cvt_f64_u32_e32 v[28:29], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[40:41]
	v_add_f64 v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_mul_f64 v[21:22], v[26:27], s[54:55]
	v_mul_f64 v[34:35], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_add_f64 v[19:20], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[32:33], v[17:18]
	v_add_f64 v[30:31], v[23:24], -v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[15:16], v[15:16], v[17:18]
	v_mul_f64 v[17:18], v[26:27], s[52:53]
	v_mul_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[21:22], v[30:31], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[15:16], v[34:35], v[15:16]
	v_add_f64 v[30:31], v[23:24], -v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	v_mov_b32_e32 v27, v3
	v_add_f64 v[15:16], v[15:16], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v31
	v_and_b32_e32 v6, 0x7ff, v2
	v_bfe_u32 v2, v7, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, 16, v6
	v_cmp_lt_u64_e32 vcc_lo, v[26:27], v[2:3]
	v_dual_cndmask_b32 v18, v18, v22 :: v_dual_cndmask_b32 v17, v17, v21
	v_mul_f64 v[21:22], v[28:29], s[44:45]
	v_dual_cndmask_b32 v7, v24, v20 :: v_dual_cndmask_b32 v6, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[6:7], -v[17:18]
	v_add_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[15:16], v[19:20], v[19:20]
	v_add_f64 v[6:7], v[6:7], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[13:14], v[21:22], v[13:14]
	v_mul_f64 v[21:22], v[15:16], s[70:71]
	v_mul_f64 v[23:24], v[15:16], s[58:59]
	v_mul_f64 v[26:27], v[15:16], s[64:65]
	v_mul_f64 v[28:29], v[15:16], s[76:77]
	v_mul_f64 v[30:31], v[15:16], v[15:16]
	v_add_f64 v[6:7], v[6:7], -v[17:18]
	v_mul_f64 v[36:37], v[15:16], 0.5
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_add_f64 v[21:22], v[21:22], s[72:73]
	v_add_f64 v[23:24], v[23:24], s[60:61]
	v_add_f64 v[26:27], v[26:27], s[66:67]
	v_add_f64 v[28:29], v[28:29], s[78:79]
	v_mul_f64 v[32:33], v[15:16], v[30:31]
	v_mul_f64 v[17:18], v[30:31], v[30:31]
	v_mul_f64 v[30:31], v[19:20], v[15:16]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[21:22], v[15:16], v[21:22]
	v_mul_f64 v[23:24], v[15:16], v[23:24]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[23:24], v[23:24], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[68:69]
	v_rsq_f64_e32 v[34:35], v[13:14]
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[28:29], v[21:22]
	v_mul_f64 v[23:24], v[15:16], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[26:27]
	v_mul_f64 v[26:27], v[6:7], 0.5
	v_mul_f64 v[32:33], v[13:14], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[21:22], v[30:31], v[21:22]
	v_add_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], -v[34:35], v[32:33], 0.5
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	v_fma_f64 v[32:33], v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[23:24], v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[28:29], v[19:20], v[6:7]
	v_add_f64 v[34:35], -v[38:39], 1.0
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_fma_f64 v[26:27], -v[32:33], v[32:33], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[28:29]
	v_mul_f64 v[28:29], v[30:31], s[80:81]
	v_add_f64 v[6:7], v[15:16], -v[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], v[26:27], v[23:24], v[32:33]
	v_add_f64 v[26:27], v[34:35], -v[36:37]
	v_add_f64 v[6:7], v[6:7], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[21:22], v[21:22], v[13:14]
	v_add_f64 v[17:18], v[26:27], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[19:20], -v[6:7]
	v_dual_mov_b32 v20, v3 :: v_dual_and_b32 v19, 2, v25
	v_cmp_eq_u64_e64 s4, 0, v[19:20]
	v_fma_f64 v[15:16], v[15:16], v[23:24], v[21:22]
	v_add_f64 v[17:18], v[38:39], v[17:18]
	v_xor_b32_e32 v19, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v7, v7, v19, s4
	v_ldexp_f64 v[15:16], v[15:16], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v2, 1, v25
	v_cndmask_b32_e64 v18, v21, v18, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s4, 0, v[2:3]
	v_cndmask_b32_e64 v2, s82, v40, s3
	v_cndmask_b32_e64 v7, v7, v18, s4
	v_cndmask_b32_e64 v6, v6, v17, s4
	v_dual_cndmask_b32 v14, v16, v14 :: v_dual_cndmask_b32 v13, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[6:7], v[6:7], v[13:14]
	ds_load_b32 v14, v3 offset:1024
	v_sqrt_f32_e32 v13, v2
	v_add_nc_u32_e32 v15, -1, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v17, 0x80000000, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, -4.0, v14
	v_add_nc_u32_e32 v16, 1, v13
	v_fma_f32 v17, v17, v13, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v16
	v_cmp_ge_f32_e32 vcc_lo, 0, v17
	v_cvt_f32_f64_e32 v6, v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v7, v18, v13, v2
	v_cndmask_b32_e32 v13, v13, v15, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v7, v13, v16, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v13, v14, v14 :: v_dual_sub_f32 v14, v9, v41
	v_add_f32_e32 v16, v9, v9
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	v_mul_f32_e32 v15, 0x37800000, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, 0x3c23d70a, v13 :: v_dual_add_f32 v14, v14, v14
	v_cndmask_b32_e64 v7, v7, v15, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, v16, v13 :: v_dual_mul_f32 v14, 0.5, v14
	v_cndmask_b32_e32 v2, v7, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, v13, v14
	v_cndmask_b32_e64 v2, 0, v2, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, s8, v7
	v_cndmask_b32_e64 v2, v2, s9, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v7, v9, v7 :: v_dual_mul_f32 v2, v2, v6
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB4_20:
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB4_6
	s_branch .LBB4_22
.LBB4_21:
.LBB4_22:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB4_5
	global_load_b32 v2, v[4:5], off
	ds_load_b32 v6, v3 offset:1024
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v9, v9 :: v_dual_add_f32 v6, -4.0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v6
	v_mul_f32_e32 v6, 0x3c23d70a, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v9, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v9, 0x7fc00000, v2, vcc_lo
	s_branch .LBB4_5
.LBB4_24:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v9
.LBB4_25:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_27
	global_store_b32 v8, v2, s[16:17]
.LBB4_27:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w256
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 99
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
		.amdhsa_inst_pref_size 28
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
	.size	tessera_tether_pairwise_w256, .Lfunc_end4-tessera_tether_pairwise_w256

	.set tessera_tether_pairwise_w256.num_vgpr, 42
	.set tessera_tether_pairwise_w256.num_agpr, 0
	.set tessera_tether_pairwise_w256.numbered_sgpr, 99
	.set tessera_tether_pairwise_w256.num_named_barrier, 0
	.set tessera_tether_pairwise_w256.private_seg_size, 0
	.set tessera_tether_pairwise_w256.uses_vcc, 1
	.set tessera_tether_pairwise_w256.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w256.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w256.has_recursion, 0
	.set tessera_tether_pairwise_w256.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w512
	.p2align	8
	.type	tessera_tether_pairwise_w512,@function
tessera_tether_pairwise_w512:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x200, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_27
	s_load_b64 s[6:7], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s28, s22, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[4:5], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s4
	s_addc_u32 s17, s17, s5
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB5_3
	global_load_b32 v9, v8, s[16:17]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB5_24
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v2, s3, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s29, 0, s3
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	v_xor_b32_e32 v4, v3, v4
	v_mov_b32_e32 v3, 0
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v6, s25, v4
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s4
	s_addc_u32 s3, s19, s5
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_clz_i32_u64 s4, s[18:19]
	v_add_co_u32 v4, s1, s1, v8
	s_min_u32 s4, s4, 64
	v_add_co_ci_u32_e64 v5, null, s3, 0, s1
	s_sub_u32 s4, 64, s4
	s_subb_u32 s5, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b32 s48, 0x6dc9c883
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s50, 0x54400000
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s3, s25, 0xbb67ae85
	v_xor_b32_e32 v10, s1, v7
	v_cmp_gt_u64_e64 s1, s[4:5], 1
	s_add_u32 s22, s24, 0x3c6ef372
	v_xor_b32_e32 v11, s3, v2
	v_xor_b32_e32 v12, s22, v6
	s_add_u32 s87, s25, 0x76cf5d0a
	s_add_u32 s88, s24, 0xdaa66d2b
	s_add_u32 s89, s25, 0x32370b8f
	s_add_u32 s90, s24, 0x78dde6e4
	s_add_u32 s91, s25, 0xed9eba14
	s_add_u32 s92, s24, 0x1715609d
	s_add_u32 s93, s25, 0xa9066899
	s_add_u32 s94, s24, 0xb54cda56
	s_add_u32 s95, s25, 0x646e171e
	s_add_u32 s96, s24, 0x5384540f
	s_add_u32 s97, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s98, s24, 0x8ff34781
	s_and_b32 s1, s1, exec_lo
	s_mov_b32 s22, 0xd078c69f
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
	s_cselect_b32 s11, s5, 0
	s_cselect_b32 s10, s4, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
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
	s_branch .LBB5_7
.LBB5_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v9
.LBB5_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v2
	s_addc_u32 s21, s21, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[20:21], s[6:7]
	s_cbranch_scc1 .LBB5_25
.LBB5_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v9, v9
	ds_store_b32 v8, v2
.LBB5_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB5_15
	s_mov_b64 s[4:5], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB5_12
	.p2align	6
.LBB5_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[4:5], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB5_15
.LBB5_12:
	s_lshl_b64 s[82:83], 1, s4
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[0:1]
	s_cbranch_execz .LBB5_11
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_mov_b32 s3, 0
	.p2align	6
.LBB5_14:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[13:14], s4, v[6:7]
	v_add_co_u32 v6, vcc_lo, 0x200, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v2, 2, v13
	v_add_lshl_u32 v13, v13, s82, 2
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[6:7]
	ds_load_b32 v14, v2
	ds_load_b32 v13, v13
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, v14, v13
	ds_store_b32 v2, v13
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB5_14
	s_branch .LBB5_11
.LBB5_15:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB5_17
	ds_load_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v2 offset:2048
.LBB5_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB5_21
	v_mov_b32_e32 v2, v9
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB5_20
	s_mul_f32 s82, s14, s12
	global_load_b32 v41, v[4:5], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s3, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v40, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s20, s26
	s_addc_u32 s83, s21, s27
	s_mul_i32 s84, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v2, s84, v10
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s4, s83, s4
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s83, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v2, s83, v11
	v_xor3_b32 v7, s4, s87, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v14, v12
	v_xor3_b32 v7, v16, s88, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s89, v14, v6
	v_xor3_b32 v13, v17, s91, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s90, v7, v15
	v_xor3_b32 v14, v14, s92, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s93, v7, v16
	v_xor3_b32 v15, v15, s95, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s94, v7, v13
	v_xor3_b32 v2, v2, s96, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s97, v7, v14
	v_xor3_b32 v2, v2, s25, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v13, 0xcd9e8d57, v7
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, s98, v7, v13
	v_cvt_f64_u32_e32 v[13:14], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], 0.5
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v14
	v_and_b32_e32 v7, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v14, 0x3fe6a09e, v7
	v_cvt_f64_u32_e32 v[6:7], v6
	v_add_co_u32 v2, s4, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v30, null, 0, -1, s4
	v_add_f64 v[13:14], v[13:14], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[30:31], v30
	v_add_f64 v[6:7], v[6:7], 0.5
	v_add_f64 v[15:16], v[13:14], 2.0
	v_mul_f64 v[32:33], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[17:18], null, v[15:16], v[15:16], v[13:14]
	v_div_scale_f64 v[23:24], vcc_lo, v[13:14], v[15:16], v[13:14]
	v_mul_f64 v[32:33], v[13:14], v[32:33]
	v_mul_f64 v[6:7], v[6:7], s[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_mul_f64 v[25:26], v[6:7], s[48:49]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_mul_f64 v[28:29], v[26:27], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	v_mul_f64 v[21:22], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[17:18], v[21:22], v[23:24]
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[15:16], v[17:18], v[15:16], v[13:14]
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[21:22], v[19:20], s[34:35]
	v_mul_f64 v[23:24], v[19:20], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[36:37]
	v_add_f64 v[23:24], v[23:24], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[38:39]
	v_add_f64 v[23:24], v[23:24], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[23:24], v[6:7], v[28:29]
	v_cvt_f64_u32_e32 v[28:29], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[40:41]
	v_add_f64 v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_mul_f64 v[21:22], v[26:27], s[54:55]
	v_mul_f64 v[34:35], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_add_f64 v[19:20], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[32:33], v[17:18]
	v_add_f64 v[30:31], v[23:24], -v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[15:16], v[15:16], v[17:18]
	v_mul_f64 v[17:18], v[26:27], s[52:53]
	v_mul_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[21:22], v[30:31], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[15:16], v[34:35], v[15:16]
	v_add_f64 v[30:31], v[23:24], -v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	v_mov_b32_e32 v27, v3
	v_add_f64 v[15:16], v[15:16], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v31
	v_and_b32_e32 v6, 0x7ff, v2
	v_bfe_u32 v2, v7, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, 16, v6
	v_cmp_lt_u64_e32 vcc_lo, v[26:27], v[2:3]
	v_dual_cndmask_b32 v18, v18, v22 :: v_dual_cndmask_b32 v17, v17, v21
	v_mul_f64 v[21:22], v[28:29], s[44:45]
	v_dual_cndmask_b32 v7, v24, v20 :: v_dual_cndmask_b32 v6, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[6:7], -v[17:18]
	v_add_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[15:16], v[19:20], v[19:20]
	v_add_f64 v[6:7], v[6:7], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[13:14], v[21:22], v[13:14]
	v_mul_f64 v[21:22], v[15:16], s[70:71]
	v_mul_f64 v[23:24], v[15:16], s[58:59]
	v_mul_f64 v[26:27], v[15:16], s[64:65]
	v_mul_f64 v[28:29], v[15:16], s[76:77]
	v_mul_f64 v[30:31], v[15:16], v[15:16]
	v_add_f64 v[6:7], v[6:7], -v[17:18]
	v_mul_f64 v[36:37], v[15:16], 0.5
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_add_f64 v[21:22], v[21:22], s[72:73]
	v_add_f64 v[23:24], v[23:24], s[60:61]
	v_add_f64 v[26:27], v[26:27], s[66:67]
	v_add_f64 v[28:29], v[28:29], s[78:79]
	v_mul_f64 v[32:33], v[15:16], v[30:31]
	v_mul_f64 v[17:18], v[30:31], v[30:31]
	v_mul_f64 v[30:31], v[19:20], v[15:16]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[21:22], v[15:16], v[21:22]
	v_mul_f64 v[23:24], v[15:16], v[23:24]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[23:24], v[23:24], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[68:69]
	v_rsq_f64_e32 v[34:35], v[13:14]
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[28:29], v[21:22]
	v_mul_f64 v[23:24], v[15:16], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[26:27]
	v_mul_f64 v[26:27], v[6:7], 0.5
	v_mul_f64 v[32:33], v[13:14], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[21:22], v[30:31], v[21:22]
	v_add_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], -v[34:35], v[32:33], 0.5
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	v_fma_f64 v[32:33], v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[23:24], v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[28:29], v[19:20], v[6:7]
	v_add_f64 v[34:35], -v[38:39], 1.0
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_fma_f64 v[26:27], -v[32:33], v[32:33], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[28:29]
	v_mul_f64 v[28:29], v[30:31], s[80:81]
	v_add_f64 v[6:7], v[15:16], -v[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], v[26:27], v[23:24], v[32:33]
	v_add_f64 v[26:27], v[34:35], -v[36:37]
	v_add_f64 v[6:7], v[6:7], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[21:22], v[21:22], v[13:14]
	v_add_f64 v[17:18], v[26:27], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[19:20], -v[6:7]
	v_dual_mov_b32 v20, v3 :: v_dual_and_b32 v19, 2, v25
	v_cmp_eq_u64_e64 s4, 0, v[19:20]
	v_fma_f64 v[15:16], v[15:16], v[23:24], v[21:22]
	v_add_f64 v[17:18], v[38:39], v[17:18]
	v_xor_b32_e32 v19, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v7, v7, v19, s4
	v_ldexp_f64 v[15:16], v[15:16], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v2, 1, v25
	v_cndmask_b32_e64 v18, v21, v18, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s4, 0, v[2:3]
	v_cndmask_b32_e64 v2, s82, v40, s3
	v_cndmask_b32_e64 v7, v7, v18, s4
	v_cndmask_b32_e64 v6, v6, v17, s4
	v_dual_cndmask_b32 v14, v16, v14 :: v_dual_cndmask_b32 v13, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[6:7], v[6:7], v[13:14]
	ds_load_b32 v14, v3 offset:2048
	v_sqrt_f32_e32 v13, v2
	v_add_nc_u32_e32 v15, -1, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v17, 0x80000000, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, -4.0, v14
	v_add_nc_u32_e32 v16, 1, v13
	v_fma_f32 v17, v17, v13, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v18, 0x80000000, v16
	v_cmp_ge_f32_e32 vcc_lo, 0, v17
	v_cvt_f32_f64_e32 v6, v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v7, v18, v13, v2
	v_cndmask_b32_e32 v13, v13, v15, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v7
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v7, v13, v16, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v13, v14, v14 :: v_dual_sub_f32 v14, v9, v41
	v_add_f32_e32 v16, v9, v9
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	v_mul_f32_e32 v15, 0x37800000, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, 0x3c23d70a, v13 :: v_dual_add_f32 v14, v14, v14
	v_cndmask_b32_e64 v7, v7, v15, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v13, v16, v13 :: v_dual_mul_f32 v14, 0.5, v14
	v_cndmask_b32_e32 v2, v7, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, v13, v14
	v_cndmask_b32_e64 v2, 0, v2, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v7, s8, v7
	v_cndmask_b32_e64 v2, v2, s9, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v7, v9, v7 :: v_dual_mul_f32 v2, v2, v6
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB5_20:
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB5_6
	s_branch .LBB5_22
.LBB5_21:
.LBB5_22:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_5
	global_load_b32 v2, v[4:5], off
	ds_load_b32 v6, v3 offset:2048
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v9, v9 :: v_dual_add_f32 v6, -4.0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v6
	v_mul_f32_e32 v6, 0x3c23d70a, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v9, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v9, 0x7fc00000, v2, vcc_lo
	s_branch .LBB5_5
.LBB5_24:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v9
.LBB5_25:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_27
	global_store_b32 v8, v2, s[16:17]
.LBB5_27:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w512
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
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 99
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
		.amdhsa_inst_pref_size 28
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
	.size	tessera_tether_pairwise_w512, .Lfunc_end5-tessera_tether_pairwise_w512

	.set tessera_tether_pairwise_w512.num_vgpr, 42
	.set tessera_tether_pairwise_w512.num_agpr, 0
	.set tessera_tether_pairwise_w512.numbered_sgpr, 99
	.set tessera_tether_pairwise_w512.num_named_barrier, 0
	.set tessera_tether_pairwise_w512.private_seg_size, 0
	.set tessera_tether_pairwise_w512.uses_vcc, 1
	.set tessera_tether_pairwise_w512.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w512.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w512.has_recursion, 0
	.set tessera_tether_pairwise_w512.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w1024
	.p2align	8
	.type	tessera_tether_pairwise_w1024,@function
tessera_tether_pairwise_w1024:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_27
	s_load_b64 s[6:7], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s28, s22, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[4:5], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s4
	s_addc_u32 s17, s17, s5
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_3
	global_load_b32 v9, v8, s[16:17]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[6:7], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB6_24
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v2, s3, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s29, 0, s3
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	v_xor_b32_e32 v4, v3, v4
	v_mov_b32_e32 v3, 0
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v6, s25, v4
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s4
	s_addc_u32 s3, s19, s5
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_clz_i32_u64 s4, s[18:19]
	v_add_co_u32 v4, s1, s1, v8
	s_min_u32 s4, s4, 64
	v_add_co_ci_u32_e64 v5, null, s3, 0, s1
	s_sub_u32 s4, 64, s4
	s_subb_u32 s5, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b32 s48, 0x6dc9c883
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	s_mov_b32 s50, 0x54400000
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s3, s25, 0xbb67ae85
	v_xor_b32_e32 v10, s1, v7
	v_cmp_gt_u64_e64 s1, s[4:5], 1
	s_add_u32 s22, s24, 0x3c6ef372
	v_xor_b32_e32 v11, s3, v2
	v_xor_b32_e32 v12, s22, v6
	s_add_u32 s87, s25, 0x76cf5d0a
	s_add_u32 s88, s24, 0xdaa66d2b
	s_add_u32 s89, s25, 0x32370b8f
	s_add_u32 s90, s24, 0x78dde6e4
	s_add_u32 s91, s25, 0xed9eba14
	s_add_u32 s92, s24, 0x1715609d
	s_add_u32 s93, s25, 0xa9066899
	s_add_u32 s94, s24, 0xb54cda56
	s_add_u32 s95, s25, 0x646e171e
	s_add_u32 s96, s24, 0x5384540f
	s_add_u32 s97, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s98, s24, 0x8ff34781
	s_and_b32 s1, s1, exec_lo
	s_mov_b32 s22, 0xd078c69f
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
	s_cselect_b32 s11, s5, 0
	s_cselect_b32 s10, s4, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
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
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v9
.LBB6_6:
	s_add_u32 s20, s20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v9, v2
	s_addc_u32 s21, s21, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[20:21], s[6:7]
	s_cbranch_scc1 .LBB6_25
.LBB6_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB6_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v9, v9
	ds_store_b32 v8, v2
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_15
	s_mov_b64 s[4:5], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB6_12
	.p2align	6
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[4:5], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB6_15
.LBB6_12:
	s_lshl_b64 s[82:83], 1, s4
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[0:1]
	s_cbranch_execz .LBB6_11
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_mov_b32 s3, 0
	.p2align	6
.LBB6_14:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[13:14], s4, v[6:7]
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v2, 2, v13
	v_add_lshl_u32 v13, v13, s82, 2
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[6:7]
	ds_load_b32 v14, v2
	ds_load_b32 v13, v13
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, v14, v13
	ds_store_b32 v2, v13
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB6_14
	s_branch .LBB6_11
.LBB6_15:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_17
	ds_load_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v2 offset:4096
.LBB6_17:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_21
	v_mov_b32_e32 v2, v9
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB6_20
	s_mul_f32 s82, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s3, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	v_mov_b32_e32 v6, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s20, s26
	s_addc_u32 s83, s21, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_i32 s84, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v2, s84, v10
	s_xor_b32 s83, s24, s83
	s_xor_b32 s4, s83, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v2, 0
	s_mul_hi_u32 s83, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v2, s83, v11
	v_xor3_b32 v7, s4, s87, v14
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v7, 0
	v_xor_b32_e32 v2, v15, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, v17, s88, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v7, 0
	v_xor3_b32 v2, s89, v15, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, v18, s91, v14
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v7, 0
	v_xor3_b32 v2, s90, v14, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, v19, s92, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v7, 0
	v_xor3_b32 v2, s93, v14, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, v16, s95, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v7
	v_xor3_b32 v7, s94, v14, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s96, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v7, s97, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s25, v13
	v_mul_lo_u32 v7, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s98, v14, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[14:15], v2
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s4, 0xfffffc01, v2
	v_add_co_ci_u32_e64 v7, null, 0, -1, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], -1.0
	v_cvt_f64_i32_e32 v[33:34], v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[14:15], 2.0
	v_mul_f64 v[35:36], v[14:15], 0.5
	v_ldexp_f64 v[33:34], v[33:34], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[14:15]
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[18:19]
	v_mul_f64 v[20:21], v[20:21], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], s[34:35]
	v_mul_f64 v[26:27], v[22:23], s[22:23]
	v_mul_f64 v[28:29], v[20:21], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[36:37]
	v_add_f64 v[26:27], v[26:27], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_add_f64 v[29:30], 0xc3380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], s[38:39]
	v_add_f64 v[26:27], v[26:27], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], s[50:51]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[20:21], v[31:32]
	v_cvt_f64_u32_e32 v[31:32], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[40:41]
	v_add_f64 v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], v[24:25]
	v_mul_f64 v[24:25], v[29:30], s[54:55]
	v_mul_f64 v[37:38], v[31:32], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[22:23], v[18:19]
	v_add_f64 v[22:23], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[35:36], v[18:19]
	v_add_f64 v[33:34], v[26:27], -v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_mul_f64 v[18:19], v[29:30], s[52:53]
	v_mul_f64 v[29:30], v[29:30], s[56:57]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[37:38], v[16:17]
	v_add_f64 v[33:34], v[26:27], -v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	v_mov_b32_e32 v30, v3
	v_add_f64 v[16:17], v[16:17], -v[35:36]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v34
	v_and_b32_e32 v7, 0x7ff, v2
	v_bfe_u32 v2, v21, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v29, 16, v7
	global_load_b32 v7, v[4:5], off
	v_cmp_lt_u64_e32 vcc_lo, v[29:30], v[2:3]
	v_dual_cndmask_b32 v19, v19, v25 :: v_dual_cndmask_b32 v18, v18, v24
	v_mul_f64 v[24:25], v[31:32], s[44:45]
	v_dual_cndmask_b32 v21, v27, v23 :: v_dual_cndmask_b32 v20, v26, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[20:21], -v[18:19]
	v_add_f64 v[13:14], v[14:15], v[16:17]
	v_mul_f64 v[15:16], v[22:23], v[22:23]
	v_add_f64 v[20:21], v[20:21], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[13:14], v[24:25], v[13:14]
	v_mul_f64 v[24:25], v[15:16], s[70:71]
	v_mul_f64 v[26:27], v[15:16], s[58:59]
	v_mul_f64 v[29:30], v[15:16], s[64:65]
	v_mul_f64 v[31:32], v[15:16], s[76:77]
	v_mul_f64 v[33:34], v[15:16], v[15:16]
	v_add_f64 v[17:18], v[20:21], -v[18:19]
	v_mul_f64 v[39:40], v[15:16], 0.5
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_and_b32_e32 v21, 2, v28
	v_add_f64 v[24:25], v[24:25], s[72:73]
	v_add_f64 v[26:27], v[26:27], s[60:61]
	v_add_f64 v[29:30], v[29:30], s[66:67]
	v_add_f64 v[31:32], v[31:32], s[78:79]
	v_mul_f64 v[35:36], v[15:16], v[33:34]
	v_mul_f64 v[19:20], v[33:34], v[33:34]
	v_mul_f64 v[33:34], v[22:23], v[15:16]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_add_f64 v[41:42], -v[39:40], 1.0
	v_mul_f64 v[24:25], v[15:16], v[24:25]
	v_mul_f64 v[26:27], v[15:16], v[26:27]
	v_mul_f64 v[29:30], v[15:16], v[29:30]
	v_mul_f64 v[31:32], v[35:36], v[31:32]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[24:25], v[24:25], s[74:75]
	v_add_f64 v[26:27], v[26:27], s[62:63]
	v_add_f64 v[29:30], v[29:30], s[68:69]
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f64 v[31:32], -v[37:38], v[35:36], 0.5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v9, v7
	v_add_f64 v[24:25], v[29:30], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_add_f32_e32 v7, v7, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v7, 0.5, v7
	v_fma_f64 v[35:36], v[35:36], v[31:32], v[35:36]
	v_fma_f64 v[26:27], v[37:38], v[31:32], v[37:38]
	v_mul_f64 v[31:32], v[22:23], v[17:18]
	v_add_f64 v[37:38], -v[41:42], 1.0
	v_mul_f64 v[15:16], v[15:16], v[24:25]
	v_fma_f64 v[29:30], -v[35:36], v[35:36], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[19:20], v[19:20], -v[31:32]
	v_mul_f64 v[31:32], v[33:34], s[80:81]
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
	v_mov_b32_e32 v22, v3
	v_cmp_eq_u64_e64 s4, 0, v[21:22]
	v_fma_f64 v[17:18], v[17:18], v[26:27], v[24:25]
	v_add_f64 v[19:20], v[41:42], v[19:20]
	v_xor_b32_e32 v21, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v16, v16, v21, s4
	v_ldexp_f64 v[17:18], v[17:18], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v20
	v_and_b32_e32 v2, 1, v28
	v_cndmask_b32_e64 v20, v23, v20, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s4, 0, v[2:3]
	v_cndmask_b32_e64 v2, s82, v6, s3
	v_cndmask_b32_e64 v16, v16, v20, s4
	v_cndmask_b32_e64 v15, v15, v19, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v6, v2
	v_dual_cndmask_b32 v14, v18, v14 :: v_dual_cndmask_b32 v13, v17, v13
	v_mul_f64 v[13:14], v[15:16], v[13:14]
	ds_load_b32 v15, v3 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v15, -4.0, v15 :: v_dual_add_nc_u32 v16, -1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v18, 0x80000000, v16
	v_fma_f32 v18, v18, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0, v18
	v_add_nc_u32_e32 v17, 1, v6
	v_xor_b32_e32 v19, 0x80000000, v17
	v_cvt_f32_f64_e32 v13, v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v14, v19, v6, v2
	v_cndmask_b32_e32 v6, v6, v16, vcc_lo
	v_add_f32_e32 v16, v9, v9
	v_cmp_lt_f32_e32 vcc_lo, 0, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v6, v6, v17, vcc_lo
	v_add_f32_e32 v14, v15, v15
	v_cmp_class_f32_e64 vcc_lo, v2, 0x260
	v_mul_f32_e32 v15, 0x37800000, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, 0x3c23d70a, v14
	v_cndmask_b32_e64 v6, v6, v15, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, v16, v14
	v_cndmask_b32_e32 v2, v6, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v6, v14, v7
	v_cndmask_b32_e64 v2, 0, v2, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, s8, v6
	v_cndmask_b32_e64 v2, v2, s9, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v6, v9, v6
	v_mul_f32_e32 v2, v2, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v6
	v_and_b32_e32 v6, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB6_20:
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB6_6
	s_branch .LBB6_22
.LBB6_21:
.LBB6_22:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB6_5
	global_load_b32 v2, v[4:5], off
	ds_load_b32 v6, v3 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v9, v9 :: v_dual_add_f32 v6, -4.0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v6
	v_mul_f32_e32 v6, 0x3c23d70a, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v9, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v9, 0x7fc00000, v2, vcc_lo
	s_branch .LBB6_5
.LBB6_24:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v9
.LBB6_25:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_27
	global_store_b32 v8, v2, s[16:17]
.LBB6_27:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w1024
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
		.amdhsa_next_free_vgpr 43
		.amdhsa_next_free_sgpr 99
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
		.amdhsa_inst_pref_size 28
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
	.size	tessera_tether_pairwise_w1024, .Lfunc_end6-tessera_tether_pairwise_w1024

	.set tessera_tether_pairwise_w1024.num_vgpr, 43
	.set tessera_tether_pairwise_w1024.num_agpr, 0
	.set tessera_tether_pairwise_w1024.numbered_sgpr, 99
	.set tessera_tether_pairwise_w1024.num_named_barrier, 0
	.set tessera_tether_pairwise_w1024.private_seg_size, 0
	.set tessera_tether_pairwise_w1024.uses_vcc, 1
	.set tessera_tether_pairwise_w1024.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w1024.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w1024.has_recursion, 0
	.set tessera_tether_pairwise_w1024.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w2048
	.p2align	8
	.type	tessera_tether_pairwise_w2048,@function
tessera_tether_pairwise_w2048:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x800, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_36
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v10, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s28, s22, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[4:5], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s16, s4
	s_addc_u32 s7, s17, s5
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB7_3
	global_load_b32 v12, v10, s[6:7]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v11, 2, v2
	v_cmp_gt_u64_e64 s3, s[22:23], v[2:3]
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB7_5
	global_load_b32 v13, v11, s[6:7]
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB7_32
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v2, s1, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s29, 0, s1
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v2, 0
	v_add_co_u32 v2, vcc_lo, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	v_mov_b32_e32 v3, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v5, v9, v4
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s34, 0xdf3e5244
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s11, 0
	v_xor_b32_e32 v4, s25, v5
	v_xor_b32_e32 v2, v20, v6
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s4
	s_addc_u32 s11, s19, s5
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_xor_b32_e32 v2, s25, v2
	s_clz_i32_u64 s4, s[18:19]
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v4, 0
	s_min_u32 s4, s4, 64
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	s_sub_u32 s4, 64, s4
	s_subb_u32 s5, 0, 0
	v_add_co_u32 v4, s1, s1, v10
	s_cmp_lg_u64 s[18:19], 0
	v_add_co_ci_u32_e64 v5, null, s11, 0, s1
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_cmp_gt_u64_e64 s10, s[4:5], 1
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s22, s25, 0xbb67ae85
	s_add_u32 s23, s24, 0x3c6ef372
	v_add_co_u32 v6, vcc_lo, 0x1000, v4
	v_xor_b32_e32 v14, s1, v18
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	v_xor_b32_e32 v15, s1, v21
	v_xor_b32_e32 v16, s22, v8
	v_xor_b32_e32 v17, s23, v17
	v_xor_b32_e32 v18, s22, v19
	v_xor_b32_e32 v19, s23, v20
	s_add_u32 s87, s25, 0x76cf5d0a
	s_add_u32 s88, s24, 0xdaa66d2b
	s_add_u32 s89, s25, 0x32370b8f
	s_add_u32 s90, s24, 0x78dde6e4
	s_add_u32 s91, s25, 0xed9eba14
	s_add_u32 s92, s24, 0x1715609d
	s_add_u32 s93, s25, 0xa9066899
	s_add_u32 s94, s24, 0xb54cda56
	s_add_u32 s95, s25, 0x646e171e
	s_add_u32 s96, s24, 0x5384540f
	s_add_u32 s97, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s98, s24, 0x8ff34781
	s_and_b32 s1, s10, exec_lo
	s_mov_b32 s22, 0xd078c69f
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
	s_cselect_b32 s11, s5, 0
	s_cselect_b32 s10, s4, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
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
	s_branch .LBB7_9
.LBB7_7:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v9, v12 :: v_dual_mov_b32 v2, v13
.LBB7_8:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v13, v2 :: v_dual_mov_b32 v12, v9
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB7_32
.LBB7_9:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB7_11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v12, v12
	ds_store_b32 v10, v2
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB7_13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v13, v13
	ds_store_b32 v10, v2 offset:4096
.LBB7_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB7_19
	s_mov_b64 s[4:5], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB7_16
	.p2align	6
.LBB7_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[4:5], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB7_19
.LBB7_16:
	s_lshl_b64 s[82:83], 1, s4
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s4
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[0:1]
	s_cbranch_execz .LBB7_15
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v8, v0
	s_mov_b32 s83, 0
	.p2align	6
.LBB7_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[20:21], s4, v[8:9]
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v2, 2, v20
	v_add_lshl_u32 v20, v20, s82, 2
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[8:9]
	ds_load_b32 v21, v2
	ds_load_b32 v20, v20
	s_or_b32 s83, vcc_lo, s83
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, v21, v20
	ds_store_b32 v2, v20
	s_and_not1_b32 exec_lo, exec_lo, s83
	s_cbranch_execnz .LBB7_18
	s_branch .LBB7_15
.LBB7_19:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB7_21
	ds_load_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v2 offset:8192
.LBB7_21:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB7_27
	s_mul_f32 s4, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s4, 0
	s_mul_f32 s1, s4, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s4, 0xf800000
	v_mov_b32_e32 v2, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s4, v2, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v8, v2
	v_add_nc_u32_e32 v9, -1, v8
	v_add_nc_u32_e32 v20, 1, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v9
	v_xor_b32_e32 v22, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v21, v8, v2
	v_fma_f32 v22, v22, v8, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s4, 0, v21
	v_cndmask_b32_e64 v8, v8, v9, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s4, 0, v22
	v_cndmask_b32_e64 v8, v8, v20, s4
	s_add_u32 s4, s16, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x37800000, v8
	v_cndmask_b32_e64 v8, v8, v9, s1
	v_cmp_class_f32_e64 s1, v2, 0x260
	v_mov_b32_e32 v9, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, v8, v2, s1
	s_addc_u32 s1, s17, s27
	s_mul_i32 s5, s1, 0xcd9e8d57
	s_mul_hi_u32 s82, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_cndmask_b32_e64 v8, v2, s9, s15
	s_and_saveexec_b32 s83, s2
	s_cbranch_execz .LBB7_24
	v_xor_b32_e32 v2, s5, v14
	s_xor_b32 s1, s24, s82
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s4
	s_mul_hi_u32 s84, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s84, v16
	v_xor3_b32 v9, s1, s87, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v9, 0
	v_xor_b32_e32 v2, v22, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v24, s88, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v9, 0
	v_xor3_b32 v2, s89, v22, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v25, s91, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v9, 0
	v_xor3_b32 v2, s90, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v26, s92, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v9, 0
	v_xor3_b32 v2, s93, v21, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v23, s95, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v9
	v_xor3_b32 v9, s94, v21, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s96, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v9, s97, v21, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s25, v20
	v_mul_lo_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v9, v21, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[21:22], v2
	v_add_f64 v[21:22], v[21:22], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v22, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_co_ci_u32_e64 v9, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], -1.0
	v_cvt_f64_i32_e32 v[40:41], v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[21:22], 2.0
	v_mul_f64 v[42:43], v[21:22], 0.5
	v_ldexp_f64 v[40:41], v[40:41], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[25:26], null, v[23:24], v[23:24], v[21:22]
	v_div_scale_f64 v[31:32], vcc_lo, v[21:22], v[23:24], v[21:22]
	v_mul_f64 v[42:43], v[21:22], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[27:28], v[25:26]
	v_fma_f64 v[29:30], -v[25:26], v[27:28], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], v[27:28], v[29:30], v[27:28]
	v_fma_f64 v[29:30], -v[25:26], v[27:28], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], v[27:28], v[29:30], v[27:28]
	v_mul_f64 v[29:30], v[31:32], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[25:26], -v[25:26], v[29:30], v[31:32]
	v_div_fmas_f64 v[25:26], v[25:26], v[27:28], v[29:30]
	v_cvt_f64_u32_e32 v[27:28], v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[23:24], v[25:26], v[23:24], v[21:22]
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[25:26], v[25:26]
	v_mul_f64 v[27:28], v[27:28], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], s[34:35]
	v_mul_f64 v[33:34], v[29:30], s[22:23]
	v_mul_f64 v[35:36], v[27:28], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[36:37]
	v_add_f64 v[33:34], v[33:34], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], 0x43380000, v[35:36]
	v_mul_f64 v[31:32], v[29:30], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[29:30], v[33:34]
	v_add_f64 v[36:37], 0xc3380000, v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[38:39]
	v_add_f64 v[33:34], v[33:34], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[36:37], s[50:51]
	v_mul_f64 v[31:32], v[29:30], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[29:30], v[33:34]
	v_add_f64 v[33:34], v[27:28], v[38:39]
	v_cvt_f64_u32_e32 v[38:39], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[31:32], s[40:41]
	v_add_f64 v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[25:26], v[31:32]
	v_mul_f64 v[31:32], v[36:37], s[54:55]
	v_mul_f64 v[44:45], v[38:39], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[29:30], v[25:26]
	v_add_f64 v[29:30], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[42:43], v[25:26]
	v_add_f64 v[40:41], v[33:34], -v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[23:24], v[23:24], v[25:26]
	v_mul_f64 v[25:26], v[36:37], s[52:53]
	v_mul_f64 v[36:37], v[36:37], s[56:57]
	v_add_f64 v[31:32], v[40:41], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[44:45], v[23:24]
	v_add_f64 v[40:41], v[33:34], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[36:37], -v[31:32]
	v_mov_b32_e32 v37, v3
	v_add_f64 v[23:24], v[23:24], -v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v41
	v_and_b32_e32 v9, 0x7ff, v2
	v_bfe_u32 v2, v28, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v36, 16, v9
	global_load_b32 v9, v[4:5], off
	v_cmp_lt_u64_e32 vcc_lo, v[36:37], v[2:3]
	v_dual_cndmask_b32 v26, v26, v32 :: v_dual_cndmask_b32 v25, v25, v31
	v_mul_f64 v[31:32], v[38:39], s[44:45]
	v_dual_cndmask_b32 v28, v34, v30 :: v_dual_cndmask_b32 v27, v33, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[27:28], -v[25:26]
	v_add_f64 v[20:21], v[21:22], v[23:24]
	v_mul_f64 v[22:23], v[29:30], v[29:30]
	v_add_f64 v[27:28], v[27:28], -v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[31:32], v[20:21]
	v_mul_f64 v[31:32], v[22:23], s[70:71]
	v_mul_f64 v[33:34], v[22:23], s[58:59]
	v_mul_f64 v[36:37], v[22:23], s[64:65]
	v_mul_f64 v[38:39], v[22:23], s[76:77]
	v_mul_f64 v[40:41], v[22:23], v[22:23]
	v_add_f64 v[24:25], v[27:28], -v[25:26]
	v_mul_f64 v[46:47], v[22:23], 0.5
	v_mul_f64 v[20:21], v[20:21], -2.0
	v_add_f64 v[31:32], v[31:32], s[72:73]
	v_add_f64 v[33:34], v[33:34], s[60:61]
	v_add_f64 v[36:37], v[36:37], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[78:79]
	v_mul_f64 v[42:43], v[22:23], v[40:41]
	v_mul_f64 v[26:27], v[40:41], v[40:41]
	v_mul_f64 v[40:41], v[29:30], v[22:23]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[20:21]
	v_add_f64 v[48:49], -v[46:47], 1.0
	v_mul_f64 v[31:32], v[22:23], v[31:32]
	v_mul_f64 v[33:34], v[22:23], v[33:34]
	v_mul_f64 v[36:37], v[22:23], v[36:37]
	v_mul_f64 v[38:39], v[42:43], v[38:39]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[31:32], v[31:32], s[74:75]
	v_add_f64 v[33:34], v[33:34], s[62:63]
	v_add_f64 v[36:37], v[36:37], s[68:69]
	v_rsq_f64_e32 v[44:45], v[20:21]
	v_cmp_class_f64_e64 vcc_lo, v[20:21], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[38:39], v[31:32]
	v_mul_f64 v[33:34], v[22:23], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[36:37]
	v_mul_f64 v[36:37], v[24:25], 0.5
	v_mul_f64 v[42:43], v[20:21], v[44:45]
	v_mul_f64 v[44:45], v[44:45], 0.5
	v_mul_f64 v[31:32], v[40:41], v[31:32]
	v_add_f64 v[26:27], v[33:34], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f64 v[38:39], -v[44:45], v[42:43], 0.5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v9, v12, v9
	v_add_f64 v[31:32], v[36:37], -v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_add_f32_e32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v9, 0.5, v9
	v_fma_f64 v[42:43], v[42:43], v[38:39], v[42:43]
	v_fma_f64 v[33:34], v[44:45], v[38:39], v[44:45]
	v_mul_f64 v[38:39], v[29:30], v[24:25]
	v_add_f64 v[44:45], -v[48:49], 1.0
	v_mul_f64 v[22:23], v[22:23], v[31:32]
	v_fma_f64 v[36:37], -v[42:43], v[42:43], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[26:27], -v[38:39]
	v_mul_f64 v[38:39], v[40:41], s[80:81]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], v[36:37], v[33:34], v[42:43]
	v_add_f64 v[36:37], v[44:45], -v[46:47]
	v_add_f64 v[22:23], v[22:23], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], -v[31:32], v[31:32], v[20:21]
	v_add_f64 v[26:27], v[36:37], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], -v[22:23]
	v_mov_b32_e32 v29, v3
	v_fma_f64 v[24:25], v[24:25], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[48:49], v[26:27]
	v_ldexp_f64 v[24:25], v[24:25], v2
	v_and_b32_e32 v28, 2, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v30, 0x80000000, v27
	v_dual_cndmask_b32 v21, v25, v21 :: v_dual_and_b32 v2, 1, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[28:29]
	v_xor_b32_e32 v28, 0x80000000, v23
	v_cndmask_b32_e32 v20, v24, v20, vcc_lo
	v_cndmask_b32_e64 v27, v30, v27, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v23, v23, v28, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:8192
	v_cndmask_b32_e64 v23, v23, v27, s1
	v_cndmask_b32_e64 v22, v22, v26, s1
	v_mul_f64 v[20:21], v[22:23], v[20:21]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v20, v[20:21]
	v_dual_add_f32 v21, v12, v12 :: v_dual_add_f32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	v_mul_f32_e32 v2, v21, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v9
	v_mul_f32_e32 v2, s8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v12, v2
	v_mul_f32_e32 v9, v8, v20
	v_add_f32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v9
	v_cndmask_b32_e32 v9, 0x7fc00000, v2, vcc_lo
.LBB7_24:
	s_or_b32 exec_lo, exec_lo, s83
	v_mov_b32_e32 v2, v13
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s83, exec_lo, s1
	s_cbranch_execz .LBB7_26
	v_xor_b32_e32 v2, s5, v15
	s_xor_b32 s1, s24, s82
	global_load_b32 v50, v[6:7], off
	s_xor_b32 s1, s1, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s4, s1, 0xd2511f53
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s4, v18
	v_xor3_b32 v23, s1, s87, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v23, 0
	v_xor_b32_e32 v2, v22, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s88, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v24, 0
	v_xor3_b32 v2, s89, v22, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v25, s91, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v2, s90, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v26, s92, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v2, s93, v21, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s95, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v23
	v_xor3_b32 v21, s94, v21, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s96, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v21, s97, v21, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s25, v20
	v_mul_lo_u32 v22, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v22, v21, s98
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[21:22], v2
	v_add_f64 v[21:22], v[21:22], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v22, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v22, 0x3fe6a09e, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[21:22], v[21:22], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[21:22], 2.0
	v_mul_f64 v[42:43], v[21:22], 0.5
	v_div_scale_f64 v[25:26], null, v[23:24], v[23:24], v[21:22]
	v_div_scale_f64 v[31:32], vcc_lo, v[21:22], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[21:22], v[42:43]
	v_rcp_f64_e32 v[27:28], v[25:26]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], -v[25:26], v[27:28], 1.0
	v_fma_f64 v[27:28], v[27:28], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[29:30], -v[25:26], v[27:28], 1.0
	v_fma_f64 v[27:28], v[27:28], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[29:30], v[31:32], v[27:28]
	v_fma_f64 v[25:26], -v[25:26], v[29:30], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[25:26], v[25:26], v[27:28], v[29:30]
	v_cvt_f64_u32_e32 v[27:28], v20
	v_add_co_ci_u32_e64 v20, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[40:41], v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[23:24], v[25:26], v[23:24], v[21:22]
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[40:41], v[40:41], 32
	v_mul_f64 v[25:26], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_mul_f64 v[29:30], v[25:26], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[27:28], s[46:47]
	v_mul_f64 v[31:32], v[29:30], s[34:35]
	v_mul_f64 v[33:34], v[29:30], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[27:28], s[48:49]
	v_add_f64 v[31:32], v[31:32], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[28:29]
	v_add_f64 v[35:36], 0x43380000, v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], v[31:32]
	v_mul_f64 v[33:34], v[29:30], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], 0xc3380000, v[35:36]
	v_add_f64 v[31:32], v[31:32], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[30:31]
	v_mul_f64 v[38:39], v[36:37], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], v[31:32]
	v_mul_f64 v[29:30], v[29:30], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[27:28], v[38:39]
	v_cvt_f64_u32_e32 v[38:39], v2
	v_add_f64 v[31:32], v[31:32], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[40:41], v[38:39]
	v_mul_f64 v[25:26], v[25:26], v[31:32]
	v_mul_f64 v[31:32], v[36:37], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[38:39], s[42:43]
	v_add_f64 v[25:26], v[29:30], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[33:34], v[31:32]
	v_add_f64 v[25:26], v[42:43], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[33:34], -v[29:30]
	v_mul_f64 v[23:24], v[23:24], v[25:26]
	v_mul_f64 v[25:26], v[36:37], s[52:53]
	v_mul_f64 v[36:37], v[36:37], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[40:41], v[31:32]
	v_add_f64 v[23:24], v[44:45], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[33:34], -v[25:26]
	v_add_f64 v[31:32], v[36:37], -v[31:32]
	v_mov_b32_e32 v37, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[23:24], -v[42:43]
	v_lshrrev_b32_e32 v2, 20, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v20, 0x7ff, v2
	v_bfe_u32 v2, v28, 20, 11
	v_add_nc_u32_e32 v36, 16, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[36:37], v[2:3]
	v_dual_cndmask_b32 v26, v26, v32 :: v_dual_cndmask_b32 v25, v25, v31
	v_mul_f64 v[31:32], v[38:39], s[44:45]
	v_dual_cndmask_b32 v28, v34, v30 :: v_dual_cndmask_b32 v27, v33, v29
	v_add_f64 v[29:30], v[27:28], -v[25:26]
	v_add_f64 v[20:21], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[29:30], v[29:30]
	v_add_f64 v[27:28], v[27:28], -v[29:30]
	v_add_f64 v[20:21], v[31:32], v[20:21]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[31:32], v[22:23], s[70:71]
	v_mul_f64 v[33:34], v[22:23], s[58:59]
	v_mul_f64 v[36:37], v[22:23], s[64:65]
	v_mul_f64 v[38:39], v[22:23], s[76:77]
	v_mul_f64 v[40:41], v[22:23], v[22:23]
	v_add_f64 v[24:25], v[27:28], -v[25:26]
	v_mul_f64 v[46:47], v[22:23], 0.5
	v_mul_f64 v[20:21], v[20:21], -2.0
	v_and_b32_e32 v28, 2, v35
	v_add_f64 v[31:32], v[31:32], s[72:73]
	v_add_f64 v[33:34], v[33:34], s[60:61]
	v_add_f64 v[36:37], v[36:37], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[78:79]
	v_mul_f64 v[42:43], v[22:23], v[40:41]
	v_mul_f64 v[26:27], v[40:41], v[40:41]
	v_mul_f64 v[40:41], v[29:30], v[22:23]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[20:21]
	v_add_f64 v[48:49], -v[46:47], 1.0
	v_mul_f64 v[31:32], v[22:23], v[31:32]
	v_mul_f64 v[33:34], v[22:23], v[33:34]
	v_mul_f64 v[36:37], v[22:23], v[36:37]
	v_mul_f64 v[38:39], v[42:43], v[38:39]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[31:32], v[31:32], s[74:75]
	v_add_f64 v[33:34], v[33:34], s[62:63]
	v_add_f64 v[36:37], v[36:37], s[68:69]
	v_rsq_f64_e32 v[44:45], v[20:21]
	v_cmp_class_f64_e64 vcc_lo, v[20:21], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[38:39], v[31:32]
	v_mul_f64 v[33:34], v[22:23], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[36:37]
	v_mul_f64 v[36:37], v[24:25], 0.5
	v_mul_f64 v[42:43], v[20:21], v[44:45]
	v_mul_f64 v[44:45], v[44:45], 0.5
	v_mul_f64 v[31:32], v[40:41], v[31:32]
	v_add_f64 v[26:27], v[33:34], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[38:39], -v[44:45], v[42:43], 0.5
	v_add_f64 v[31:32], v[36:37], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_fma_f64 v[42:43], v[42:43], v[38:39], v[42:43]
	v_fma_f64 v[33:34], v[44:45], v[38:39], v[44:45]
	v_mul_f64 v[38:39], v[29:30], v[24:25]
	v_add_f64 v[44:45], -v[48:49], 1.0
	v_mul_f64 v[22:23], v[22:23], v[31:32]
	v_fma_f64 v[36:37], -v[42:43], v[42:43], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[26:27], -v[38:39]
	v_mul_f64 v[38:39], v[40:41], s[80:81]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], v[36:37], v[33:34], v[42:43]
	v_add_f64 v[36:37], v[44:45], -v[46:47]
	v_add_f64 v[22:23], v[22:23], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], -v[31:32], v[31:32], v[20:21]
	v_add_f64 v[26:27], v[36:37], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[29:30], -v[22:23]
	v_mov_b32_e32 v29, v3
	v_cmp_eq_u64_e64 s1, 0, v[28:29]
	v_fma_f64 v[24:25], v[24:25], v[33:34], v[31:32]
	v_add_f64 v[26:27], v[48:49], v[26:27]
	v_xor_b32_e32 v28, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, v23, v28, s1
	v_ldexp_f64 v[24:25], v[24:25], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v30, 0x80000000, v27
	v_and_b32_e32 v2, 1, v35
	v_cndmask_b32_e64 v27, v30, v27, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:8192
	v_cndmask_b32_e64 v23, v23, v27, s1
	v_cndmask_b32_e64 v22, v22, v26, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_dual_mul_f32 v2, 0x3c23d70a, v2 :: v_dual_cndmask_b32 v21, v25, v21
	v_cndmask_b32_e32 v20, v24, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[22:23], v[20:21]
	v_add_f32_e32 v22, v13, v13
	v_mul_f32_e32 v2, v22, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v20, v[20:21]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v21, v13, v50
	v_add_f32_e32 v21, v21, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0.5, v21
	v_add_f32_e32 v2, v2, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v13, v2
	v_mul_f32_e32 v8, v8, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v8, v2
	v_and_b32_e32 v8, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB7_26:
	s_or_b32 exec_lo, exec_lo, s83
	s_branch .LBB7_8
.LBB7_27:
	s_cbranch_execz .LBB7_8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB7_30
	global_load_b32 v2, v[4:5], off
	ds_load_b32 v8, v3 offset:8192
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, -4.0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v8
	v_mul_f32_e32 v8, 0x3c23d70a, v8
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v9, v12, v12 :: v_dual_add_f32 v2, v2, v2
	v_mul_f32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v12, 0x7fc00000, v2, vcc_lo
.LBB7_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB7_7
	global_load_b32 v2, v[6:7], off
	ds_load_b32 v8, v3 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v9, v13, v13 :: v_dual_add_f32 v8, -4.0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v8
	v_mul_f32_e32 v8, 0x3c23d70a, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v9, v8
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v13, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v13, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v8, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v8
	v_cndmask_b32_e32 v13, 0x7fc00000, v2, vcc_lo
	s_branch .LBB7_7
.LBB7_32:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB7_34
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v12, s[6:7]
.LBB7_34:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_36
	s_waitcnt vmcnt(0)
	global_store_b32 v11, v13, s[6:7]
.LBB7_36:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w2048
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
		.amdhsa_next_free_vgpr 51
		.amdhsa_next_free_sgpr 99
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
		.amdhsa_inst_pref_size 45
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
	.size	tessera_tether_pairwise_w2048, .Lfunc_end7-tessera_tether_pairwise_w2048

	.set tessera_tether_pairwise_w2048.num_vgpr, 51
	.set tessera_tether_pairwise_w2048.num_agpr, 0
	.set tessera_tether_pairwise_w2048.numbered_sgpr, 99
	.set tessera_tether_pairwise_w2048.num_named_barrier, 0
	.set tessera_tether_pairwise_w2048.private_seg_size, 0
	.set tessera_tether_pairwise_w2048.uses_vcc, 1
	.set tessera_tether_pairwise_w2048.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w2048.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w2048.has_recursion, 0
	.set tessera_tether_pairwise_w2048.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w4096
	.p2align	8
	.type	tessera_tether_pairwise_w4096,@function
tessera_tether_pairwise_w4096:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[20:21], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x1000, s[22:23]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_53
	s_load_b64 s[20:21], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v14, 2, v0
	s_mul_i32 s3, s23, s2
	s_mul_hi_u32 s4, s22, s2
	s_mul_i32 s30, s22, s2
	s_add_i32 s31, s4, s3
	v_cmp_gt_u64_e64 s2, s[22:23], v[0:1]
	s_lshl_b64 s[6:7], s[30:31], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s16, s6
	s_addc_u32 s17, s17, s7
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB8_3
	global_load_b32 v16, v14, s[16:17]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v15, 2, v2
	v_cmp_gt_u64_e64 s3, s[22:23], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_5
	global_load_b32 v18, v15, s[16:17]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v17, 2, v2
	v_cmp_gt_u64_e64 s4, s[22:23], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_7
	global_load_b32 v20, v17, s[16:17]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v19, 2, v2
	v_cmp_gt_u64_e64 s5, s[22:23], v[2:3]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB8_9
	global_load_b32 v21, v19, s[16:17]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB8_48
	s_clause 0x1
	s_load_b128 s[24:27], s[0:1], 0x48
	s_load_b256 s[8:15], s[0:1], 0x28
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, s15, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, s31, 0, s15
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v6, 0
	s_mov_b32 s30, 0x1d8e78af
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	v_xor_b32_e32 v4, v3, v7
	v_mov_b32_e32 v3, 0
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	v_xor_b32_e32 v8, s25, v4
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s50, 0x6dc9c883
	s_cselect_b32 s15, -1, 0
	s_add_u32 s1, s18, s6
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v8, 0
	v_add_co_u32 v8, vcc_lo, 0x400, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v7, vcc_lo
	s_addc_u32 s11, s19, s7
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v8, 0
	v_add_co_u32 v8, vcc_lo, 0x800, v6
	v_add_co_ci_u32_e64 v10, null, 0, v7, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0xc00, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v8, 0
	v_xor_b32_e32 v8, v29, v9
	v_mad_u64_u32 v[32:33], null, 0xd2511f53, v6, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v6, s25, v8
	v_xor_b32_e32 v8, v31, v10
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_xor_b32_e32 v9, v33, v7
	s_clz_i32_u64 s6, s[18:19]
	v_xor_b32_e32 v8, s25, v8
	v_add_co_u32 v4, s1, s1, v14
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v9, s25, v9
	s_min_u32 s6, s6, 64
	v_add_co_ci_u32_e64 v5, null, s11, 0, s1
	s_sub_u32 s6, 64, s6
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v6, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v8, 0
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v9, 0
	s_subb_u32 s7, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	v_add_co_u32 v6, vcc_lo, 0x1000, v4
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s10, 0
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x2000, v4
	v_cmp_gt_u64_e64 s10, s[6:7], 1
	s_cselect_b32 s88, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s22, s25, 0xbb67ae85
	s_add_u32 s23, s24, 0x3c6ef372
	v_add_co_ci_u32_e64 v9, null, 0, v5, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x3000, v4
	v_xor_b32_e32 v22, s1, v13
	v_xor_b32_e32 v23, s1, v35
	v_xor_b32_e32 v24, s1, v37
	v_add_co_ci_u32_e64 v11, null, 0, v5, vcc_lo
	v_xor_b32_e32 v25, s1, v39
	v_xor_b32_e32 v26, s22, v2
	v_xor_b32_e32 v27, s23, v12
	v_xor_b32_e32 v28, s22, v28
	v_xor_b32_e32 v29, s23, v34
	v_xor_b32_e32 v30, s22, v30
	v_xor_b32_e32 v31, s23, v36
	v_xor_b32_e32 v32, s22, v32
	v_xor_b32_e32 v33, s23, v38
	s_add_u32 s89, s25, 0x76cf5d0a
	s_add_u32 s90, s24, 0xdaa66d2b
	s_add_u32 s91, s25, 0x32370b8f
	s_add_u32 s92, s24, 0x78dde6e4
	s_add_u32 s93, s25, 0xed9eba14
	s_add_u32 s94, s24, 0x1715609d
	s_add_u32 s95, s25, 0xa9066899
	s_add_u32 s96, s24, 0xb54cda56
	s_add_u32 s97, s25, 0x646e171e
	s_add_u32 s98, s24, 0x5384540f
	s_add_u32 s99, s25, 0x1fd5c5a3
	s_add_u32 s100, s25, 0xdb3d7428
	s_add_i32 s101, s24, 0x8ff34781
	s_and_b32 s1, s10, exec_lo
	s_mov_b32 s22, 0xd078c69f
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
	s_cselect_b32 s11, s7, 0
	s_cselect_b32 s10, s6, 1
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s31, 0x3fcc71c5
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
	s_branch .LBB8_13
.LBB8_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v13, v16 :: v_dual_mov_b32 v34, v18
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v35, v20 :: v_dual_mov_b32 v2, v21
.LBB8_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v21, v2 :: v_dual_mov_b32 v20, v35
	v_mov_b32_e32 v18, v34
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b32_e32 v16, v13
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[28:29], s[20:21]
	s_cbranch_scc1 .LBB8_48
.LBB8_13:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB8_34
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB8_35
.LBB8_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB8_36
.LBB8_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB8_18
.LBB8_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v21, v21
	ds_store_b32 v14, v2 offset:12288
.LBB8_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB8_24
	s_mov_b64 s[6:7], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB8_21
	.p2align	6
.LBB8_20:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[6:7], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB8_24
.LBB8_21:
	s_lshl_b64 s[84:85], 1, s6
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_u32 s86, s84, s18
	s_addc_u32 s87, s85, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[86:87], s[86:87], s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[86:87], v[0:1]
	s_cbranch_execz .LBB8_20
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v12, v0
	s_mov_b32 s25, 0
	.p2align	6
.LBB8_23:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[34:35], s6, v[12:13]
	v_add_co_u32 v12, vcc_lo, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v2, 2, v34
	v_add_lshl_u32 v34, v34, s84, 2
	v_cmp_le_u64_e32 vcc_lo, s[86:87], v[12:13]
	ds_load_b32 v35, v2
	ds_load_b32 v34, v34
	s_or_b32 s25, vcc_lo, s25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v34, v35, v34
	ds_store_b32 v2, v34
	s_and_not1_b32 exec_lo, exec_lo, s25
	s_cbranch_execnz .LBB8_23
	s_branch .LBB8_20
.LBB8_24:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB8_26
	ds_load_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v2 offset:16384
.LBB8_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s88
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB8_37
	s_mul_f32 s6, s14, s12
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v2, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s6, v2, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v12, v2
	v_add_nc_u32_e32 v13, -1, v12
	v_add_nc_u32_e32 v34, 1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, 0x80000000, v13
	v_xor_b32_e32 v36, 0x80000000, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v35, v35, v12, v2
	v_fma_f32 v36, v36, v12, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v35
	v_cndmask_b32_e64 v12, v12, v13, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s6, 0, v36
	v_cndmask_b32_e64 v12, v12, v34, s6
	s_add_u32 s6, s28, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s1
	v_cmp_class_f32_e64 s1, v2, 0x260
	v_mov_b32_e32 v13, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, v12, v2, s1
	s_addc_u32 s1, s29, s27
	s_mul_i32 s7, s1, 0xcd9e8d57
	s_mul_hi_u32 s25, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_cndmask_b32_e64 v12, v2, s9, s15
	s_and_saveexec_b32 s84, s2
	s_cbranch_execnz .LBB8_42
	s_or_b32 exec_lo, exec_lo, s84
	v_mov_b32_e32 v34, v18
	s_and_saveexec_b32 s84, s3
	s_cbranch_execnz .LBB8_43
.LBB8_29:
	s_or_b32 exec_lo, exec_lo, s84
	v_mov_b32_e32 v35, v20
	s_and_saveexec_b32 s84, s4
	s_cbranch_execz .LBB8_31
.LBB8_30:
	v_xor_b32_e32 v2, s7, v24
	s_xor_b32 s1, s24, s25
	global_load_b32 v65, v[8:9], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s85, s1, 0xd2511f53
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s85, v30
	v_xor3_b32 v38, s1, s89, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v38, 0
	v_xor_b32_e32 v2, v37, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s90, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v39, 0
	v_xor3_b32 v2, s91, v37, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v40, s93, v36
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v37, 0
	v_xor3_b32 v2, s92, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v41, s94, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v2, s95, v36, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s97, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v38
	v_xor3_b32 v36, s96, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s98, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v36, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v36, s99, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s100, v35
	v_mul_lo_u32 v37, 0xcd9e8d57, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v37, v36, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[36:37], v2
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v37, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v37, 0x3fe6a09e, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
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
	v_mul_f64 v[42:43], v[42:43], s[48:49]
	v_mul_f64 v[46:47], v[44:45], s[36:37]
	v_mul_f64 v[48:49], v[44:45], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[42:43], s[50:51]
	v_add_f64 v[46:47], v[46:47], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[48:49], s[30:31]
	v_add_f64 v[50:51], 0x43380000, v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[48:49], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], 0xc3380000, v[50:51]
	v_add_f64 v[46:47], v[46:47], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[48:49], s[34:35]
	v_mul_f64 v[53:54], v[51:52], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[44:45], v[46:47]
	v_mul_f64 v[44:45], v[44:45], v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[48:49], v[42:43], v[53:54]
	v_cvt_f64_u32_e32 v[53:54], v2
	v_add_f64 v[46:47], v[46:47], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[55:56], v[53:54]
	v_mul_f64 v[40:41], v[40:41], v[46:47]
	v_mul_f64 v[46:47], v[51:52], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[53:54], s[44:45]
	v_add_f64 v[40:41], v[44:45], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[48:49], v[46:47]
	v_add_f64 v[40:41], v[57:58], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[48:49], -v[44:45]
	v_mul_f64 v[38:39], v[38:39], v[40:41]
	v_mul_f64 v[40:41], v[51:52], s[54:55]
	v_mul_f64 v[51:52], v[51:52], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[55:56], v[46:47]
	v_add_f64 v[38:39], v[59:60], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], v[48:49], -v[40:41]
	v_add_f64 v[46:47], v[51:52], -v[46:47]
	v_mov_b32_e32 v52, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[38:39], -v[57:58]
	v_lshrrev_b32_e32 v2, 20, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v35, 0x7ff, v2
	v_bfe_u32 v2, v43, 20, 11
	v_add_nc_u32_e32 v51, 16, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[51:52], v[2:3]
	v_dual_cndmask_b32 v41, v41, v47 :: v_dual_cndmask_b32 v40, v40, v46
	v_mul_f64 v[46:47], v[53:54], s[46:47]
	v_dual_cndmask_b32 v43, v49, v45 :: v_dual_cndmask_b32 v42, v48, v44
	v_add_f64 v[44:45], v[42:43], -v[40:41]
	v_add_f64 v[35:36], v[36:37], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[37:38], v[44:45], v[44:45]
	v_add_f64 v[42:43], v[42:43], -v[44:45]
	v_add_f64 v[35:36], v[46:47], v[35:36]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[46:47], v[37:38], s[72:73]
	v_mul_f64 v[48:49], v[37:38], s[60:61]
	v_mul_f64 v[51:52], v[37:38], s[66:67]
	v_mul_f64 v[53:54], v[37:38], s[78:79]
	v_mul_f64 v[55:56], v[37:38], v[37:38]
	v_add_f64 v[39:40], v[42:43], -v[40:41]
	v_mul_f64 v[61:62], v[37:38], 0.5
	v_mul_f64 v[35:36], v[35:36], -2.0
	v_add_f64 v[46:47], v[46:47], s[74:75]
	v_add_f64 v[48:49], v[48:49], s[62:63]
	v_add_f64 v[51:52], v[51:52], s[68:69]
	v_add_f64 v[53:54], v[53:54], s[80:81]
	v_mul_f64 v[57:58], v[37:38], v[55:56]
	v_mul_f64 v[41:42], v[55:56], v[55:56]
	v_mul_f64 v[55:56], v[44:45], v[37:38]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_add_f64 v[63:64], -v[61:62], 1.0
	v_mul_f64 v[46:47], v[37:38], v[46:47]
	v_mul_f64 v[48:49], v[37:38], v[48:49]
	v_mul_f64 v[51:52], v[37:38], v[51:52]
	v_mul_f64 v[53:54], v[57:58], v[53:54]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[46:47], v[46:47], s[76:77]
	v_add_f64 v[48:49], v[48:49], s[64:65]
	v_add_f64 v[51:52], v[51:52], s[70:71]
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
	v_mul_f64 v[53:54], v[55:56], s[82:83]
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
	v_mov_b32_e32 v44, v3
	v_fma_f64 v[39:40], v[39:40], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[63:64], v[41:42]
	v_ldexp_f64 v[39:40], v[39:40], v2
	v_and_b32_e32 v43, 2, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v45, 0x80000000, v42
	v_and_b32_e32 v2, 1, v50
	v_cndmask_b32_e32 v36, v40, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[43:44]
	v_xor_b32_e32 v43, 0x80000000, v38
	v_cndmask_b32_e64 v42, v45, v42, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v38, v38, v43, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:16384
	v_cndmask_b32_e32 v35, v39, v35, vcc_lo
	v_cndmask_b32_e64 v38, v38, v42, s1
	v_cndmask_b32_e64 v37, v37, v41, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[37:38], v[35:36]
	v_dual_add_f32 v37, v20, v20 :: v_dual_add_f32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v35, v[35:36]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v36, v20, v65
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, v36, v36
	v_dual_mul_f32 v36, 0.5, v36 :: v_dual_mul_f32 v35, v12, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v37, v2
	v_add_f32_e32 v2, v2, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v35, v2
	v_and_b32_e32 v35, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v35
	v_cndmask_b32_e32 v35, 0x7fc00000, v2, vcc_lo
.LBB8_31:
	s_or_b32 exec_lo, exec_lo, s84
	v_mov_b32_e32 v2, v21
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s84, exec_lo, s1
	s_cbranch_execz .LBB8_33
	v_xor_b32_e32 v2, s7, v25
	s_xor_b32 s1, s24, s25
	global_load_b32 v66, v[10:11], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s6, s1, 0xd2511f53
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s6, v32
	v_xor3_b32 v39, s1, s89, v37
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v39, 0
	v_xor_b32_e32 v2, v38, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v40, s90, v37
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v40, 0
	v_xor3_b32 v2, s91, v38, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v41, s93, v37
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v38, 0
	v_xor3_b32 v2, s92, v37, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v42, s94, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v38, 0
	v_xor3_b32 v2, s95, v37, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s97, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v39
	v_xor3_b32 v37, s96, v37, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s98, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v37, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v37, s99, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s100, v36
	v_mul_lo_u32 v38, 0xcd9e8d57, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v38, v37, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[37:38], v2
	v_add_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v38, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v38, 0x3fe6a09e, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
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
	v_mul_f64 v[43:44], v[43:44], s[48:49]
	v_mul_f64 v[47:48], v[45:46], s[36:37]
	v_mul_f64 v[49:50], v[45:46], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[43:44], s[50:51]
	v_add_f64 v[47:48], v[47:48], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[30:31]
	v_add_f64 v[51:52], 0x43380000, v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	v_mul_f64 v[49:50], v[45:46], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], 0xc3380000, v[51:52]
	v_add_f64 v[47:48], v[47:48], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[34:35]
	v_mul_f64 v[54:55], v[52:53], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	v_mul_f64 v[45:46], v[45:46], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[49:50], v[43:44], v[54:55]
	v_cvt_f64_u32_e32 v[54:55], v2
	v_add_f64 v[47:48], v[47:48], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[56:57], v[54:55]
	v_mul_f64 v[41:42], v[41:42], v[47:48]
	v_mul_f64 v[47:48], v[52:53], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[60:61], v[54:55], s[44:45]
	v_add_f64 v[41:42], v[45:46], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[49:50], v[47:48]
	v_add_f64 v[41:42], v[58:59], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[49:50], -v[45:46]
	v_mul_f64 v[39:40], v[39:40], v[41:42]
	v_mul_f64 v[41:42], v[52:53], s[54:55]
	v_mul_f64 v[52:53], v[52:53], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[56:57], v[47:48]
	v_add_f64 v[39:40], v[60:61], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[56:57], v[49:50], -v[41:42]
	v_add_f64 v[47:48], v[52:53], -v[47:48]
	v_mov_b32_e32 v53, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[39:40], -v[58:59]
	v_lshrrev_b32_e32 v2, 20, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v36, 0x7ff, v2
	v_bfe_u32 v2, v44, 20, 11
	v_add_nc_u32_e32 v52, 16, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[52:53], v[2:3]
	v_dual_cndmask_b32 v42, v42, v48 :: v_dual_cndmask_b32 v41, v41, v47
	v_mul_f64 v[47:48], v[54:55], s[46:47]
	v_dual_cndmask_b32 v44, v50, v46 :: v_dual_cndmask_b32 v43, v49, v45
	v_add_f64 v[45:46], v[43:44], -v[41:42]
	v_add_f64 v[36:37], v[37:38], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[45:46], v[45:46]
	v_add_f64 v[43:44], v[43:44], -v[45:46]
	v_add_f64 v[36:37], v[47:48], v[36:37]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[47:48], v[38:39], s[72:73]
	v_mul_f64 v[49:50], v[38:39], s[60:61]
	v_mul_f64 v[52:53], v[38:39], s[66:67]
	v_mul_f64 v[54:55], v[38:39], s[78:79]
	v_mul_f64 v[56:57], v[38:39], v[38:39]
	v_add_f64 v[40:41], v[43:44], -v[41:42]
	v_mul_f64 v[62:63], v[38:39], 0.5
	v_mul_f64 v[36:37], v[36:37], -2.0
	v_and_b32_e32 v44, 2, v51
	v_add_f64 v[47:48], v[47:48], s[74:75]
	v_add_f64 v[49:50], v[49:50], s[62:63]
	v_add_f64 v[52:53], v[52:53], s[68:69]
	v_add_f64 v[54:55], v[54:55], s[80:81]
	v_mul_f64 v[58:59], v[38:39], v[56:57]
	v_mul_f64 v[42:43], v[56:57], v[56:57]
	v_mul_f64 v[56:57], v[45:46], v[38:39]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[36:37]
	v_add_f64 v[64:65], -v[62:63], 1.0
	v_mul_f64 v[47:48], v[38:39], v[47:48]
	v_mul_f64 v[49:50], v[38:39], v[49:50]
	v_mul_f64 v[52:53], v[38:39], v[52:53]
	v_mul_f64 v[54:55], v[58:59], v[54:55]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[47:48], v[47:48], s[76:77]
	v_add_f64 v[49:50], v[49:50], s[64:65]
	v_add_f64 v[52:53], v[52:53], s[70:71]
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
	v_mul_f64 v[54:55], v[56:57], s[82:83]
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
	v_mov_b32_e32 v45, v3
	v_cmp_eq_u64_e64 s1, 0, v[44:45]
	v_fma_f64 v[40:41], v[40:41], v[49:50], v[47:48]
	v_add_f64 v[42:43], v[64:65], v[42:43]
	v_xor_b32_e32 v44, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v39, v39, v44, s1
	v_ldexp_f64 v[40:41], v[40:41], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v46, 0x80000000, v43
	v_and_b32_e32 v2, 1, v51
	v_cndmask_b32_e64 v43, v46, v43, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:16384
	v_cndmask_b32_e64 v39, v39, v43, s1
	v_cndmask_b32_e64 v38, v38, v42, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_dual_mul_f32 v2, 0x3c23d70a, v2 :: v_dual_cndmask_b32 v37, v41, v37
	v_cndmask_b32_e32 v36, v40, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[38:39], v[36:37]
	v_add_f32_e32 v38, v21, v21
	v_mul_f32_e32 v2, v38, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v36, v[36:37]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v37, v21, v66
	v_add_f32_e32 v37, v37, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, 0.5, v37
	v_add_f32_e32 v2, v2, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v21, v2
	v_mul_f32_e32 v12, v12, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v12, v2
	v_and_b32_e32 v12, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB8_33:
	s_or_b32 exec_lo, exec_lo, s84
	s_branch .LBB8_12
.LBB8_34:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v16, v16
	ds_store_b32 v14, v2
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB8_15
.LBB8_35:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v18, v18
	ds_store_b32 v14, v2 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB8_16
.LBB8_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v20, v20
	ds_store_b32 v14, v2 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB8_17
	s_branch .LBB8_18
.LBB8_37:
	s_cbranch_execz .LBB8_12
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB8_44
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB8_45
.LBB8_40:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB8_46
.LBB8_41:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_47
.LBB8_42:
	v_xor_b32_e32 v2, s7, v22
	s_xor_b32 s1, s24, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s6
	s_mul_hi_u32 s85, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s85, v26
	v_xor3_b32 v13, s1, s89, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v13, 0
	v_xor_b32_e32 v2, v36, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v38, s90, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v13, 0
	v_xor3_b32 v2, s91, v36, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v39, s93, v35
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v2, s92, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v40, s94, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v13, 0
	v_xor3_b32 v2, s95, v35, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v37, s97, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v13
	v_xor3_b32 v13, s96, v35, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s98, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v13, s99, v35, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s100, v34
	v_mul_lo_u32 v13, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v13, v35, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[35:36], v2
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v36, 0x3fe6a09e, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_co_ci_u32_e64 v13, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[35:36], -1.0
	v_cvt_f64_i32_e32 v[54:55], v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_mul_f64 v[56:57], v[35:36], 0.5
	v_ldexp_f64 v[54:55], v[54:55], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[39:40], null, v[37:38], v[37:38], v[35:36]
	v_div_scale_f64 v[45:46], vcc_lo, v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[56:57], v[35:36], v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[41:42], v[39:40]
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	v_mul_f64 v[43:44], v[45:46], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], -v[39:40], v[43:44], v[45:46]
	v_div_fmas_f64 v[39:40], v[39:40], v[41:42], v[43:44]
	v_cvt_f64_u32_e32 v[41:42], v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[37:38], v[39:40], v[37:38], v[35:36]
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[39:40], v[37:38], v[37:38]
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[43:44], v[39:40], v[39:40]
	v_mul_f64 v[41:42], v[41:42], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[43:44], s[36:37]
	v_mul_f64 v[47:48], v[43:44], s[22:23]
	v_mul_f64 v[49:50], v[41:42], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[38:39]
	v_add_f64 v[47:48], v[47:48], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], 0x43380000, v[49:50]
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[43:44], v[47:48]
	v_add_f64 v[50:51], 0xc3380000, v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[40:41]
	v_add_f64 v[47:48], v[47:48], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[50:51], s[52:53]
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[43:44], v[47:48]
	v_add_f64 v[47:48], v[41:42], v[52:53]
	v_cvt_f64_u32_e32 v[52:53], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[45:46], s[42:43]
	v_add_f64 v[52:53], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[39:40], v[45:46]
	v_mul_f64 v[45:46], v[50:51], s[56:57]
	v_mul_f64 v[58:59], v[52:53], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[43:44], v[39:40]
	v_add_f64 v[43:44], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[56:57], v[39:40]
	v_add_f64 v[54:55], v[47:48], -v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[37:38], v[37:38], v[39:40]
	v_mul_f64 v[39:40], v[50:51], s[54:55]
	v_mul_f64 v[50:51], v[50:51], s[58:59]
	v_add_f64 v[45:46], v[54:55], v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[58:59], v[37:38]
	v_add_f64 v[54:55], v[47:48], -v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[50:51], -v[45:46]
	v_mov_b32_e32 v51, v3
	v_add_f64 v[37:38], v[37:38], -v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v55
	v_and_b32_e32 v13, 0x7ff, v2
	v_bfe_u32 v2, v42, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v50, 16, v13
	global_load_b32 v13, v[4:5], off
	v_cmp_lt_u64_e32 vcc_lo, v[50:51], v[2:3]
	v_dual_cndmask_b32 v40, v40, v46 :: v_dual_cndmask_b32 v39, v39, v45
	v_mul_f64 v[45:46], v[52:53], s[46:47]
	v_dual_cndmask_b32 v42, v48, v44 :: v_dual_cndmask_b32 v41, v47, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[41:42], -v[39:40]
	v_add_f64 v[34:35], v[35:36], v[37:38]
	v_mul_f64 v[36:37], v[43:44], v[43:44]
	v_add_f64 v[41:42], v[41:42], -v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[45:46], v[34:35]
	v_mul_f64 v[45:46], v[36:37], s[72:73]
	v_mul_f64 v[47:48], v[36:37], s[60:61]
	v_mul_f64 v[50:51], v[36:37], s[66:67]
	v_mul_f64 v[52:53], v[36:37], s[78:79]
	v_mul_f64 v[54:55], v[36:37], v[36:37]
	v_add_f64 v[38:39], v[41:42], -v[39:40]
	v_mul_f64 v[60:61], v[36:37], 0.5
	v_mul_f64 v[34:35], v[34:35], -2.0
	v_add_f64 v[45:46], v[45:46], s[74:75]
	v_add_f64 v[47:48], v[47:48], s[62:63]
	v_add_f64 v[50:51], v[50:51], s[68:69]
	v_add_f64 v[52:53], v[52:53], s[80:81]
	v_mul_f64 v[56:57], v[36:37], v[54:55]
	v_mul_f64 v[40:41], v[54:55], v[54:55]
	v_mul_f64 v[54:55], v[43:44], v[36:37]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_add_f64 v[62:63], -v[60:61], 1.0
	v_mul_f64 v[45:46], v[36:37], v[45:46]
	v_mul_f64 v[47:48], v[36:37], v[47:48]
	v_mul_f64 v[50:51], v[36:37], v[50:51]
	v_mul_f64 v[52:53], v[56:57], v[52:53]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[34:35], v[34:35], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[45:46], v[45:46], s[76:77]
	v_add_f64 v[47:48], v[47:48], s[64:65]
	v_add_f64 v[50:51], v[50:51], s[70:71]
	v_rsq_f64_e32 v[58:59], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[52:53], v[45:46]
	v_mul_f64 v[47:48], v[36:37], v[47:48]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[40:41], v[40:41], v[50:51]
	v_mul_f64 v[50:51], v[38:39], 0.5
	v_mul_f64 v[56:57], v[34:35], v[58:59]
	v_mul_f64 v[58:59], v[58:59], 0.5
	v_mul_f64 v[45:46], v[54:55], v[45:46]
	v_add_f64 v[40:41], v[47:48], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f64 v[52:53], -v[58:59], v[56:57], 0.5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v16, v13
	v_add_f64 v[45:46], v[50:51], -v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_add_f32_e32 v13, v13, v13
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v13, 0.5, v13
	v_fma_f64 v[56:57], v[56:57], v[52:53], v[56:57]
	v_fma_f64 v[47:48], v[58:59], v[52:53], v[58:59]
	v_mul_f64 v[52:53], v[43:44], v[38:39]
	v_add_f64 v[58:59], -v[62:63], 1.0
	v_mul_f64 v[36:37], v[36:37], v[45:46]
	v_fma_f64 v[50:51], -v[56:57], v[56:57], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[40:41], -v[52:53]
	v_mul_f64 v[52:53], v[54:55], s[82:83]
	v_add_f64 v[36:37], v[36:37], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[45:46], v[50:51], v[47:48], v[56:57]
	v_add_f64 v[50:51], v[58:59], -v[60:61]
	v_add_f64 v[36:37], v[36:37], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[38:39], -v[45:46], v[45:46], v[34:35]
	v_add_f64 v[40:41], v[50:51], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[36:37], v[43:44], -v[36:37]
	v_mov_b32_e32 v43, v3
	v_fma_f64 v[38:39], v[38:39], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[62:63], v[40:41]
	v_ldexp_f64 v[38:39], v[38:39], v2
	v_and_b32_e32 v42, 2, v49
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v44, 0x80000000, v41
	v_dual_cndmask_b32 v35, v39, v35 :: v_dual_and_b32 v2, 1, v49
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[42:43]
	v_xor_b32_e32 v42, 0x80000000, v37
	v_cndmask_b32_e32 v34, v38, v34, vcc_lo
	v_cndmask_b32_e64 v41, v44, v41, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v37, v37, v42, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:16384
	v_cndmask_b32_e64 v37, v37, v41, s1
	v_cndmask_b32_e64 v36, v36, v40, s1
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v34, v[34:35]
	v_add_f32_e32 v35, v16, v16
	v_mul_f32_e32 v2, v35, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v2, v2, v13 :: v_dual_mul_f32 v13, v12, v34
	v_mul_f32_e32 v2, s8, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v16, v2
	v_add_f32_e32 v2, v13, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v13, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v13
	v_cndmask_b32_e32 v13, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s84
	v_mov_b32_e32 v34, v18
	s_and_saveexec_b32 s84, s3
	s_cbranch_execz .LBB8_29
.LBB8_43:
	v_xor_b32_e32 v2, s7, v23
	s_xor_b32 s1, s24, s25
	global_load_b32 v64, v[6:7], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s85, s1, 0xd2511f53
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s85, v28
	v_xor3_b32 v37, s1, s89, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v37, 0
	v_xor_b32_e32 v2, v36, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s90, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v38, 0
	v_xor3_b32 v2, s91, v36, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v39, s93, v35
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v36, 0
	v_xor3_b32 v2, s92, v35, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v36, v40, s94, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v36, 0
	v_xor3_b32 v2, s95, v35, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v37, s97, v34
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v37
	v_xor3_b32 v35, s96, v35, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s98, v34
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v35, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v35, s99, v35, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s100, v34
	v_mul_lo_u32 v36, 0xcd9e8d57, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v36, v35, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[35:36], v2
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v36, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v36, 0x3fe6a09e, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[35:36], v[35:36], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[35:36], 2.0
	v_mul_f64 v[56:57], v[35:36], 0.5
	v_div_scale_f64 v[39:40], null, v[37:38], v[37:38], v[35:36]
	v_div_scale_f64 v[45:46], vcc_lo, v[35:36], v[37:38], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[35:36], v[56:57]
	v_rcp_f64_e32 v[41:42], v[39:40]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 1.0
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[39:40], v[41:42], 1.0
	v_fma_f64 v[41:42], v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[43:44], v[45:46], v[41:42]
	v_fma_f64 v[39:40], -v[39:40], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[39:40], v[39:40], v[41:42], v[43:44]
	v_cvt_f64_u32_e32 v[41:42], v34
	v_add_co_ci_u32_e64 v34, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[54:55], v34
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[37:38], v[39:40], v[37:38], v[35:36]
	v_add_f64 v[41:42], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[54:55], v[54:55], 32
	v_mul_f64 v[39:40], v[37:38], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	v_mul_f64 v[43:44], v[39:40], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[41:42], v[41:42], s[48:49]
	v_mul_f64 v[45:46], v[43:44], s[36:37]
	v_mul_f64 v[47:48], v[43:44], s[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[41:42], s[50:51]
	v_add_f64 v[45:46], v[45:46], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[47:48], s[30:31]
	v_add_f64 v[49:50], 0x43380000, v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	v_mul_f64 v[47:48], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], 0xc3380000, v[49:50]
	v_add_f64 v[45:46], v[45:46], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[47:48], s[34:35]
	v_mul_f64 v[52:53], v[50:51], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[43:44], v[45:46]
	v_mul_f64 v[43:44], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[41:42], v[52:53]
	v_cvt_f64_u32_e32 v[52:53], v2
	v_add_f64 v[45:46], v[45:46], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[54:55], v[52:53]
	v_mul_f64 v[39:40], v[39:40], v[45:46]
	v_mul_f64 v[45:46], v[50:51], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[52:53], s[44:45]
	v_add_f64 v[39:40], v[43:44], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[47:48], v[45:46]
	v_add_f64 v[39:40], v[56:57], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[47:48], -v[43:44]
	v_mul_f64 v[37:38], v[37:38], v[39:40]
	v_mul_f64 v[39:40], v[50:51], s[54:55]
	v_mul_f64 v[50:51], v[50:51], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[54:55], v[45:46]
	v_add_f64 v[37:38], v[58:59], v[37:38]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[47:48], -v[39:40]
	v_add_f64 v[45:46], v[50:51], -v[45:46]
	v_mov_b32_e32 v51, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[37:38], v[37:38], -v[56:57]
	v_lshrrev_b32_e32 v2, 20, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v34, 0x7ff, v2
	v_bfe_u32 v2, v42, 20, 11
	v_add_nc_u32_e32 v50, 16, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[50:51], v[2:3]
	v_dual_cndmask_b32 v40, v40, v46 :: v_dual_cndmask_b32 v39, v39, v45
	v_mul_f64 v[45:46], v[52:53], s[46:47]
	v_dual_cndmask_b32 v42, v48, v44 :: v_dual_cndmask_b32 v41, v47, v43
	v_add_f64 v[43:44], v[41:42], -v[39:40]
	v_add_f64 v[34:35], v[35:36], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[43:44], v[43:44]
	v_add_f64 v[41:42], v[41:42], -v[43:44]
	v_add_f64 v[34:35], v[45:46], v[34:35]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[45:46], v[36:37], s[72:73]
	v_mul_f64 v[47:48], v[36:37], s[60:61]
	v_mul_f64 v[50:51], v[36:37], s[66:67]
	v_mul_f64 v[52:53], v[36:37], s[78:79]
	v_mul_f64 v[54:55], v[36:37], v[36:37]
	v_add_f64 v[38:39], v[41:42], -v[39:40]
	v_mul_f64 v[60:61], v[36:37], 0.5
	v_mul_f64 v[34:35], v[34:35], -2.0
	v_and_b32_e32 v42, 2, v49
	v_add_f64 v[45:46], v[45:46], s[74:75]
	v_add_f64 v[47:48], v[47:48], s[62:63]
	v_add_f64 v[50:51], v[50:51], s[68:69]
	v_add_f64 v[52:53], v[52:53], s[80:81]
	v_mul_f64 v[56:57], v[36:37], v[54:55]
	v_mul_f64 v[40:41], v[54:55], v[54:55]
	v_mul_f64 v[54:55], v[43:44], v[36:37]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_add_f64 v[62:63], -v[60:61], 1.0
	v_mul_f64 v[45:46], v[36:37], v[45:46]
	v_mul_f64 v[47:48], v[36:37], v[47:48]
	v_mul_f64 v[50:51], v[36:37], v[50:51]
	v_mul_f64 v[52:53], v[56:57], v[52:53]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[34:35], v[34:35], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[45:46], v[45:46], s[76:77]
	v_add_f64 v[47:48], v[47:48], s[64:65]
	v_add_f64 v[50:51], v[50:51], s[70:71]
	v_rsq_f64_e32 v[58:59], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[52:53], v[45:46]
	v_mul_f64 v[47:48], v[36:37], v[47:48]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[40:41], v[40:41], v[50:51]
	v_mul_f64 v[50:51], v[38:39], 0.5
	v_mul_f64 v[56:57], v[34:35], v[58:59]
	v_mul_f64 v[58:59], v[58:59], 0.5
	v_mul_f64 v[45:46], v[54:55], v[45:46]
	v_add_f64 v[40:41], v[47:48], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[52:53], -v[58:59], v[56:57], 0.5
	v_add_f64 v[45:46], v[50:51], -v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[36:37], v[40:41]
	v_fma_f64 v[56:57], v[56:57], v[52:53], v[56:57]
	v_fma_f64 v[47:48], v[58:59], v[52:53], v[58:59]
	v_mul_f64 v[52:53], v[43:44], v[38:39]
	v_add_f64 v[58:59], -v[62:63], 1.0
	v_mul_f64 v[36:37], v[36:37], v[45:46]
	v_fma_f64 v[50:51], -v[56:57], v[56:57], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[40:41], -v[52:53]
	v_mul_f64 v[52:53], v[54:55], s[82:83]
	v_add_f64 v[36:37], v[36:37], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[45:46], v[50:51], v[47:48], v[56:57]
	v_add_f64 v[50:51], v[58:59], -v[60:61]
	v_add_f64 v[36:37], v[36:37], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[38:39], -v[45:46], v[45:46], v[34:35]
	v_add_f64 v[40:41], v[50:51], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[43:44], -v[36:37]
	v_mov_b32_e32 v43, v3
	v_cmp_eq_u64_e64 s1, 0, v[42:43]
	v_fma_f64 v[38:39], v[38:39], v[47:48], v[45:46]
	v_add_f64 v[40:41], v[62:63], v[40:41]
	v_xor_b32_e32 v42, 0x80000000, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v37, v37, v42, s1
	v_ldexp_f64 v[38:39], v[38:39], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v44, 0x80000000, v41
	v_and_b32_e32 v2, 1, v49
	v_cndmask_b32_e64 v41, v44, v41, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:16384
	v_cndmask_b32_e64 v37, v37, v41, s1
	v_cndmask_b32_e64 v36, v36, v40, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_dual_mul_f32 v2, 0x3c23d70a, v2 :: v_dual_cndmask_b32 v35, v39, v35
	v_cndmask_b32_e32 v34, v38, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	v_add_f32_e32 v36, v18, v18
	v_mul_f32_e32 v2, v36, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v34, v[34:35]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v35, v18, v64
	v_add_f32_e32 v35, v35, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0.5, v35
	v_add_f32_e32 v2, v2, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v18, v2
	v_mul_f32_e32 v34, v12, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v34, v2
	v_and_b32_e32 v34, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v34
	v_cndmask_b32_e32 v34, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s84
	v_mov_b32_e32 v35, v20
	s_and_saveexec_b32 s84, s4
	s_cbranch_execnz .LBB8_30
	s_branch .LBB8_31
.LBB8_44:
	global_load_b32 v2, v[4:5], off
	ds_load_b32 v12, v3 offset:16384
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v12, -4.0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v12
	v_mul_f32_e32 v12, 0x3c23d70a, v12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v13, v16, v16 :: v_dual_add_f32 v2, v2, v2
	v_mul_f32_e32 v12, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v16, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v16, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB8_40
.LBB8_45:
	global_load_b32 v2, v[6:7], off
	ds_load_b32 v12, v3 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v13, v18, v18 :: v_dual_add_f32 v12, -4.0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v12
	v_mul_f32_e32 v12, 0x3c23d70a, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v13, v12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v18, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v18, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v18, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB8_41
.LBB8_46:
	global_load_b32 v2, v[8:9], off
	ds_load_b32 v12, v3 offset:16384
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v12, -4.0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v12
	v_mul_f32_e32 v12, 0x3c23d70a, v12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v13, v20, v20 :: v_dual_add_f32 v2, v2, v2
	v_mul_f32_e32 v12, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v20, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB8_11
.LBB8_47:
	global_load_b32 v2, v[10:11], off
	ds_load_b32 v12, v3 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v13, v21, v21 :: v_dual_add_f32 v12, -4.0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v12
	v_mul_f32_e32 v12, 0x3c23d70a, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v13, v12
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v21, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s8, v2
	v_sub_f32_e32 v2, v21, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v12, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v12
	v_cndmask_b32_e32 v21, 0x7fc00000, v2, vcc_lo
	s_branch .LBB8_11
.LBB8_48:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB8_54
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_55
.LBB8_50:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_56
.LBB8_51:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_53
.LBB8_52:
	s_waitcnt vmcnt(0)
	global_store_b32 v19, v21, s[16:17]
.LBB8_53:
	s_endpgm
.LBB8_54:
	s_waitcnt vmcnt(0)
	global_store_b32 v14, v16, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB8_50
.LBB8_55:
	s_waitcnt vmcnt(0)
	global_store_b32 v15, v18, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_51
.LBB8_56:
	s_waitcnt vmcnt(0)
	global_store_b32 v17, v20, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_52
	s_branch .LBB8_53
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w4096
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
		.amdhsa_next_free_vgpr 67
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
	.size	tessera_tether_pairwise_w4096, .Lfunc_end8-tessera_tether_pairwise_w4096

	.set tessera_tether_pairwise_w4096.num_vgpr, 67
	.set tessera_tether_pairwise_w4096.num_agpr, 0
	.set tessera_tether_pairwise_w4096.numbered_sgpr, 102
	.set tessera_tether_pairwise_w4096.num_named_barrier, 0
	.set tessera_tether_pairwise_w4096.private_seg_size, 0
	.set tessera_tether_pairwise_w4096.uses_vcc, 1
	.set tessera_tether_pairwise_w4096.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w4096.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w4096.has_recursion, 0
	.set tessera_tether_pairwise_w4096.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w8192
	.p2align	8
	.type	tessera_tether_pairwise_w8192,@function
tessera_tether_pairwise_w8192:
	s_load_b256 s[20:27], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[24:25], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[26:27]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB9_89
	s_load_b64 s[24:25], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v22, 2, v0
	s_mul_i32 s3, s27, s2
	s_mul_hi_u32 s4, s26, s2
	s_mul_i32 s36, s26, s2
	s_add_i32 s37, s4, s3
	v_cmp_gt_u64_e64 s2, s[26:27], v[0:1]
	s_lshl_b64 s[10:11], s[36:37], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s20, s20, s10
	s_addc_u32 s21, s21, s11
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB9_3
	global_load_b32 v25, v22, s[20:21]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v23, 2, v2
	v_cmp_gt_u64_e64 s3, s[26:27], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB9_5
	global_load_b32 v27, v23, s[20:21]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v24, 2, v2
	v_cmp_gt_u64_e64 s4, s[26:27], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_7
	global_load_b32 v29, v24, s[20:21]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v26, 2, v2
	v_cmp_gt_u64_e64 s5, s[26:27], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_9
	global_load_b32 v31, v26, s[20:21]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v2, 0x1000, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v28, 2, v2
	v_cmp_gt_u64_e64 s6, s[26:27], v[2:3]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_11
	global_load_b32 v32, v28, s[20:21]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v2, 0x1400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v30, 2, v2
	v_cmp_gt_u64_e64 s7, s[26:27], v[2:3]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_13
	global_load_b32 v34, v30, s[20:21]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v2, 0x1800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v33, 2, v2
	v_cmp_gt_u64_e64 s8, s[26:27], v[2:3]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_15
	global_load_b32 v36, v33, s[20:21]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v2, 0x1c00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v35, 2, v2
	v_cmp_gt_u64_e64 s9, s[26:27], v[2:3]
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB9_17
	global_load_b32 v37, v35, s[20:21]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[34:35], 0
	s_cbranch_scc1 .LBB9_80
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v2, s1, s36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, s37, 0, s1
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v2, 0
	v_add_co_u32 v6, vcc_lo, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v7, null, 0, v12, vcc_lo
	v_mov_b32_e32 v3, 0
	s_mov_b32 s36, 0x1d8e78af
	v_xor_b32_e32 v4, v21, v12
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v4, s29, v4
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s22, s10
	s_addc_u32 s15, s23, s11
	s_add_u32 s22, s26, -1
	s_addc_u32 s23, s27, -1
	v_mad_u64_u32 v[47:48], null, 0xcd9e8d57, v4, 0
	s_clz_i32_u64 s10, s[22:23]
	v_add_co_u32 v4, s1, s1, v22
	s_min_u32 s10, s10, 64
	v_add_co_ci_u32_e64 v5, null, s15, 0, s1
	s_sub_u32 s10, 64, s10
	s_subb_u32 s11, 0, 0
	s_cmp_lg_u64 s[22:23], 0
	s_mov_b32 s46, 0x55555593
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_cmp_gt_u64_e64 s14, s[10:11], 1
	s_cselect_b32 s92, -1, 0
	s_add_u32 s1, s28, 0x9e3779b9
	s_add_u32 s26, s29, 0xbb67ae85
	v_xor_b32_e32 v38, s1, v48
	v_mad_u64_u32 v[48:49], null, 0xd2511f53, v6, 0
	v_add_co_u32 v6, vcc_lo, 0x800, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v12, vcc_lo
	s_add_u32 s27, s28, 0x3c6ef372
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v6, 0
	v_xor_b32_e32 v7, v49, v7
	v_xor_b32_e32 v46, s26, v20
	v_xor_b32_e32 v47, s27, v47
	v_xor_b32_e32 v48, s26, v48
	s_add_u32 s93, s29, 0x76cf5d0a
	v_xor_b32_e32 v6, s29, v7
	v_add_co_u32 v7, vcc_lo, 0xc00, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v12, vcc_lo
	v_mad_u64_u32 v[54:55], null, 0xcd9e8d57, v6, 0
	v_add_co_u32 v6, vcc_lo, 0x1000, v2
	v_xor_b32_e32 v8, v51, v8
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[56:57], null, 0xd2511f53, v6, 0
	v_xor_b32_e32 v8, s29, v8
	v_add_co_ci_u32_e64 v10, null, 0, v12, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x1000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	v_mad_u64_u32 v[58:59], null, 0xcd9e8d57, v8, 0
	v_add_co_u32 v8, vcc_lo, 0x1400, v2
	v_xor_b32_e32 v9, v53, v9
	v_xor_b32_e32 v10, v57, v10
	v_add_co_ci_u32_e64 v13, null, 0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v8, 0
	v_add_co_u32 v8, vcc_lo, 0x2000, v4
	v_xor_b32_e32 v11, s29, v9
	v_add_co_ci_u32_e64 v9, null, 0, v5, vcc_lo
	v_xor_b32_e32 v14, s29, v10
	v_add_co_u32 v10, vcc_lo, 0x1800, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, 0, v12, vcc_lo
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v11, 0
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v10, 0
	v_add_co_u32 v10, vcc_lo, 0x3000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v5, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x1c00, v2
	v_add_co_ci_u32_e64 v16, null, 0, v12, vcc_lo
	v_xor_b32_e32 v13, v61, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v15, v65, v15
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v14, s29, v13
	v_add_co_u32 v12, vcc_lo, 0x4000, v4
	v_xor_b32_e32 v16, v69, v16
	v_xor_b32_e32 v2, s29, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v14, 0
	v_add_co_ci_u32_e64 v13, null, 0, v5, vcc_lo
	v_xor_b32_e32 v16, s29, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v14, vcc_lo, 0x5000, v4
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v16, 0
	v_add_co_ci_u32_e64 v15, null, 0, v5, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x6000, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v5, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x7000, v4
	v_xor_b32_e32 v39, s1, v55
	v_xor_b32_e32 v40, s1, v59
	v_xor_b32_e32 v41, s1, v63
	v_xor_b32_e32 v42, s1, v67
	v_xor_b32_e32 v43, s1, v71
	v_xor_b32_e32 v44, s1, v73
	v_add_co_ci_u32_e64 v19, null, 0, v5, vcc_lo
	v_xor_b32_e32 v45, s1, v75
	v_xor_b32_e32 v49, s27, v54
	v_xor_b32_e32 v50, s26, v50
	v_xor_b32_e32 v51, s27, v58
	v_xor_b32_e32 v52, s26, v52
	v_xor_b32_e32 v53, s27, v62
	v_xor_b32_e32 v54, s26, v56
	v_xor_b32_e32 v55, s27, v66
	v_xor_b32_e32 v56, s26, v60
	v_xor_b32_e32 v57, s27, v70
	v_xor_b32_e32 v58, s26, v64
	v_xor_b32_e32 v59, s27, v72
	v_xor_b32_e32 v60, s26, v68
	v_xor_b32_e32 v61, s27, v74
	s_add_u32 s94, s28, 0xdaa66d2b
	s_add_u32 s95, s29, 0x32370b8f
	s_add_u32 s96, s28, 0x78dde6e4
	s_add_u32 s97, s29, 0xed9eba14
	s_add_u32 s98, s28, 0x1715609d
	s_add_u32 s99, s29, 0xa9066899
	s_add_u32 s100, s28, 0xb54cda56
	s_add_u32 s101, s29, 0x646e171e
	s_add_u32 s102, s28, 0x5384540f
	s_add_u32 s103, s29, 0x1fd5c5a3
	s_add_u32 s104, s29, 0xdb3d7428
	s_add_i32 vcc_hi, s28, 0x8ff34781
	s_and_b32 s1, s14, exec_lo
	s_mov_b32 s26, 0xd078c69f
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
	s_cselect_b32 s15, s11, 0
	s_cselect_b32 s14, s10, 1
	s_mov_b32 s27, 0x3fc39a09
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
	s_mov_b32 s87, 0x3fc55555
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v21, v25 :: v_dual_mov_b32 v62, v27
	v_dual_mov_b32 v63, v29 :: v_dual_mov_b32 v64, v31
	v_dual_mov_b32 v65, v32 :: v_dual_mov_b32 v66, v34
	v_dual_mov_b32 v67, v36 :: v_dual_mov_b32 v2, v37
.LBB9_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v37, v2 :: v_dual_mov_b32 v36, v67
	v_dual_mov_b32 v34, v66 :: v_dual_mov_b32 v31, v64
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v32, v65 :: v_dual_mov_b32 v29, v63
	v_mov_b32_e32 v27, v62
	v_mov_b32_e32 v25, v21
	s_add_u32 s34, s34, 1
	s_addc_u32 s35, s35, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[34:35], s[24:25]
	s_cbranch_scc1 .LBB9_80
.LBB9_21:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB9_50
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB9_51
.LBB9_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB9_52
.LBB9_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB9_53
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB9_54
.LBB9_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB9_55
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB9_56
.LBB9_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB9_30
.LBB9_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v37, v37
	ds_store_b32 v22, v2 offset:28672
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_36
	s_mov_b64 s[10:11], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB9_33
	.p2align	6
.LBB9_32:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[10:11], s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_36
.LBB9_33:
	s_lshl_b64 s[88:89], 1, s10
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_add_u32 s90, s88, s22
	s_addc_u32 s91, s89, s23
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[90:91], s[90:91], s10
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[90:91], v[0:1]
	s_cbranch_execz .LBB9_32
	v_dual_mov_b32 v21, v1 :: v_dual_mov_b32 v20, v0
	s_mov_b32 s29, 0
	.p2align	6
.LBB9_35:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[62:63], s10, v[20:21]
	v_add_co_u32 v20, vcc_lo, 0x400, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v2, 2, v62
	v_add_lshl_u32 v62, v62, s88, 2
	v_cmp_le_u64_e32 vcc_lo, s[90:91], v[20:21]
	ds_load_b32 v63, v2
	ds_load_b32 v62, v62
	s_or_b32 s29, vcc_lo, s29
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v62, v63, v62
	ds_store_b32 v2, v62
	s_and_not1_b32 exec_lo, exec_lo, s29
	s_cbranch_execnz .LBB9_35
	s_branch .LBB9_32
.LBB9_36:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB9_38
	ds_load_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v2 offset:32768
.LBB9_38:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s92
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_57
	s_mul_f32 s10, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s10, 0
	s_mul_f32 s1, s10, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v2, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s11, s34, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, s10, v2, s1
	v_sqrt_f32_e32 v20, v2
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v21, -1, v20
	v_add_nc_u32_e32 v62, 1, v20
	v_xor_b32_e32 v63, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v64, 0x80000000, v62
	v_fma_f32 v63, v63, v20, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v64, v64, v20, v2
	v_cmp_ge_f32_e64 s10, 0, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v20, v21, s10
	v_cmp_lt_f32_e64 s10, 0, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v20, v62, s10
	v_mul_f32_e32 v21, 0x37800000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v20, v20, v21, s1
	v_cmp_class_f32_e64 s1, v2, 0x260
	v_mov_b32_e32 v21, v25
	v_cndmask_b32_e64 v2, v20, v2, s1
	s_addc_u32 s1, s35, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s10, s1, 0xcd9e8d57
	s_mul_hi_u32 s29, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v2, s13, s19
	s_and_saveexec_b32 s88, s2
	s_cbranch_execnz .LBB9_66
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v62, v27
	s_and_saveexec_b32 s88, s3
	s_cbranch_execnz .LBB9_67
.LBB9_41:
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v63, v29
	s_and_saveexec_b32 s88, s4
	s_cbranch_execnz .LBB9_68
.LBB9_42:
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v64, v31
	s_and_saveexec_b32 s88, s5
	s_cbranch_execnz .LBB9_69
.LBB9_43:
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v65, v32
	s_and_saveexec_b32 s88, s6
	s_cbranch_execnz .LBB9_70
.LBB9_44:
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v66, v34
	s_and_saveexec_b32 s88, s7
	s_cbranch_execnz .LBB9_71
.LBB9_45:
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v67, v36
	s_and_saveexec_b32 s88, s8
	s_cbranch_execz .LBB9_47
.LBB9_46:
	ds_load_b32 v2, v3 offset:32768
	s_xor_b32 s1, s28, s29
	v_add_f32_e32 v67, v36, v36
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_mul_i32 s89, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v70, s1, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v70, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	v_mul_f32_e32 v2, v67, v2
	global_load_b32 v67, v[16:17], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v67, v36, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v67, v67, v67
	v_mul_f32_e32 v67, 0.5, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v67
	v_mul_f32_e32 v2, s12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v67, v36, v2
	v_xor_b32_e32 v2, s10, v44
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v2, v71, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v2, 0
	v_xor3_b32 v69, s89, s93, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v69, 0
	v_xor3_b32 v2, v74, s94, v70
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v70, s95, v72, v68
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v70, 0
	v_xor3_b32 v71, v69, s97, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s96, v75, v73
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v71, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v2, 0
	v_xor3_b32 v2, v72, s98, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s99, v70, v68
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v68, 0
	v_xor3_b32 v70, v73, s101, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, s100, v75, v71
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v70
	v_xor3_b32 v69, s103, v69, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s102, v74
	v_mul_lo_u32 v70, 0xcd9e8d57, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v2, v2, s104, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v70, v69, vcc_hi
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[71:72], v68
	v_cvt_f64_u32_e32 v[69:70], v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], 0.5
	v_add_f64 v[69:70], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x95f62, v70
	v_lshrrev_b32_e32 v68, 20, v2
	v_and_b32_e32 v2, 0xfffff, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v85, s1, 0xfffffc01, v68
	v_add_nc_u32_e32 v70, 0x3fe6a09e, v2
	v_add_co_ci_u32_e64 v86, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[69:70], -1.0
	v_mul_f64 v[70:71], v[71:72], s[52:53]
	v_add_f64 v[75:76], v[68:69], 2.0
	v_mul_f64 v[73:74], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[77:78], null, v[75:76], v[75:76], v[68:69]
	v_mul_f64 v[73:74], v[68:69], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[79:80], v[77:78]
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_div_scale_f64 v[81:82], vcc_lo, v[68:69], v[75:76], v[68:69]
	v_mul_f64 v[83:84], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[77:78], v[83:84], v[81:82]
	v_div_fmas_f64 v[77:78], v[77:78], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[75:76], v[77:78], v[75:76], v[68:69]
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	v_mul_f64 v[81:82], v[79:80], s[26:27]
	v_mul_f64 v[83:84], v[79:80], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[36:37]
	v_add_f64 v[83:84], v[83:84], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[38:39]
	v_add_f64 v[83:84], v[83:84], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	v_mul_f64 v[79:80], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[79:80], s[46:47]
	v_mul_f64 v[77:78], v[77:78], v[79:80]
	v_cvt_f64_i32_e32 v[79:80], v86
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[81:82], v[77:78]
	v_ldexp_f64 v[79:80], v[79:80], 32
	v_cvt_f64_u32_e32 v[81:82], v85
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[73:74], v[77:78]
	v_add_f64 v[79:80], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[79:80], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[73:74]
	v_mul_f64 v[73:74], v[79:80], s[50:51]
	v_add_f64 v[68:69], v[73:74], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[68:69], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[68:69]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[68:69], v[68:69], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[73:74], v[68:69]
	v_cmp_class_f64_e64 vcc_lo, v[68:69], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[68:69], v[73:74]
	v_mul_f64 v[73:74], v[73:74], 0.5
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_fma_f64 v[73:74], v[73:74], v[77:78], v[73:74]
	v_fma_f64 v[79:80], -v[75:76], v[75:76], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], v[79:80], v[73:74], v[75:76]
	v_fma_f64 v[77:78], -v[75:76], v[75:76], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], v[77:78], v[73:74], v[75:76]
	v_ldexp_f64 v[73:74], v[73:74], v2
	v_bfe_u32 v2, v71, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v68, v73, v68, vcc_lo
	v_mul_f64 v[72:73], v[70:71], s[54:55]
	v_cndmask_b32_e32 v69, v74, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], 0x43380000, v[72:73]
	v_add_f64 v[73:74], 0xc3380000, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[75:76], v[73:74], s[56:57]
	v_mul_f64 v[79:80], v[73:74], s[60:61]
	v_mul_f64 v[77:78], v[73:74], s[58:59]
	v_mul_f64 v[73:74], v[73:74], s[62:63]
	v_add_f64 v[75:76], v[70:71], v[75:76]
	v_mov_b32_e32 v71, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[75:76], v[79:80]
	v_add_f64 v[83:84], v[75:76], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_add_f64 v[73:74], v[73:74], -v[79:80]
	v_add_f64 v[79:80], v[75:76], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v70, 20, v80
	v_and_b32_e32 v70, 0x7ff, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v70, 16, v70
	v_cmp_lt_u64_e32 vcc_lo, v[70:71], v[2:3]
	v_dual_cndmask_b32 v71, v76, v82 :: v_dual_and_b32 v2, 1, v72
	v_cndmask_b32_e32 v70, v75, v81, vcc_lo
	v_dual_cndmask_b32 v74, v78, v74 :: v_dual_cndmask_b32 v73, v77, v73
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	v_and_b32_e32 v72, 2, v72
	v_add_f64 v[75:76], v[70:71], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[75:76]
	v_add_f64 v[70:71], v[70:71], -v[73:74]
	v_mul_f64 v[73:74], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[73:74], s[64:65]
	v_mul_f64 v[81:82], v[73:74], s[70:71]
	v_mul_f64 v[77:78], v[73:74], v[73:74]
	v_add_f64 v[79:80], v[79:80], s[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[81:82], s[72:73]
	v_mul_f64 v[83:84], v[77:78], v[77:78]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	v_mul_f64 v[81:82], v[73:74], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[68:69]
	v_add_f64 v[81:82], v[81:82], s[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	v_mul_f64 v[81:82], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], v[81:82]
	v_mul_f64 v[81:82], v[73:74], 0.5
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_add_f64 v[85:86], -v[83:84], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[85:86], -v[81:82]
	v_mul_f64 v[85:86], v[75:76], v[70:71]
	v_add_f64 v[79:80], v[79:80], -v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_mul_f64 v[81:82], v[73:74], s[76:77]
	v_add_f64 v[79:80], v[83:84], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[78:79]
	v_mul_f64 v[83:84], v[73:74], s[82:83]
	v_mul_f64 v[81:82], v[73:74], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[84:85]
	v_add_f64 v[81:82], v[81:82], s[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[83:84]
	v_mul_f64 v[83:84], v[70:71], 0.5
	v_add_f64 v[77:78], v[77:78], v[81:82]
	v_mul_f64 v[81:82], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	v_add_f64 v[77:78], v[83:84], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_add_f64 v[70:71], v[73:74], -v[70:71]
	v_mul_f64 v[73:74], v[81:82], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[73:74]
	v_mov_b32_e32 v73, v3
	v_xor_b32_e32 v74, 0x80000000, v80
	v_cmp_eq_u64_e64 s1, 0, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v74, v80, s1
	v_add_f64 v[70:71], v[75:76], -v[70:71]
	v_xor_b32_e32 v75, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v70, v70, v79, vcc_lo
	v_cndmask_b32_e64 v71, v71, v75, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v71, v71, v2, vcc_lo
	v_mul_f64 v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[68:69]
	v_mul_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v67
	v_and_b32_e32 v67, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v67
	v_cndmask_b32_e32 v67, 0x7fc00000, v2, vcc_lo
.LBB9_47:
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v2, v37
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s88, exec_lo, s1
	s_cbranch_execz .LBB9_49
	ds_load_b32 v2, v3 offset:32768
	v_add_f32_e32 v68, v37, v37
	s_xor_b32 s1, s28, s29
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_i32 s11, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v71, s1, v60
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v71, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v68, v2
	global_load_b32 v68, v[18:19], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v68, v37, v68
	v_add_f32_e32 v68, v68, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v68, 0.5, v68
	v_add_f32_e32 v2, v2, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v68, v37, v2
	v_xor_b32_e32 v2, s10, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v2, v72, v61
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v70, s11, s93, v70
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v70, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v2, v75, s94, v71
	v_xor3_b32 v71, s95, v73, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v71, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v72, v70, s97, v72
	v_xor3_b32 v2, s96, v76, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v72, 0
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v73, s98, v75
	v_xor3_b32 v69, s99, v71, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v69, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v71, v74, s101, v70
	v_xor3_b32 v2, s100, v76, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v70, s103, v70, v73
	v_xor3_b32 v2, v2, s102, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v71, 0xcd9e8d57, v70
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, s104, v69
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v71, v70, vcc_hi
	v_cvt_f64_u32_e32 v[72:73], v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[70:71], v2
	v_add_f64 v[72:73], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], 0.5
	v_ldexp_f64 v[72:73], v[72:73], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v69, 20, v2
	v_and_b32_e32 v2, 0xfffff, v2
	v_add_co_u32 v86, s1, 0xfffffc01, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v71, 0x3fe6a09e, v2
	v_add_co_ci_u32_e64 v87, null, 0, -1, s1
	v_add_f64 v[69:70], v[70:71], -1.0
	v_mul_f64 v[71:72], v[72:73], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[69:70], 2.0
	v_mul_f64 v[74:75], v[69:70], 0.5
	v_div_scale_f64 v[78:79], null, v[76:77], v[76:77], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[69:70], v[74:75]
	v_rcp_f64_e32 v[80:81], v[78:79]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_div_scale_f64 v[82:83], vcc_lo, v[69:70], v[76:77], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[82:83], v[80:81]
	v_fma_f64 v[78:79], -v[78:79], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[78:79], v[78:79], v[80:81], v[84:85]
	v_div_fixup_f64 v[76:77], v[78:79], v[76:77], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	v_mul_f64 v[80:81], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[80:81], s[26:27]
	v_mul_f64 v[84:85], v[80:81], s[40:41]
	v_add_f64 v[82:83], v[82:83], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[42:43]
	v_mul_f64 v[82:83], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[80:81], v[84:85]
	v_add_f64 v[82:83], v[82:83], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[44:45]
	v_mul_f64 v[82:83], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[80:81], v[84:85]
	v_add_f64 v[80:81], v[80:81], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_cvt_f64_i32_e32 v[80:81], v87
	v_add_f64 v[78:79], v[82:83], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[80:81], v[80:81], 32
	v_cvt_f64_u32_e32 v[82:83], v86
	v_add_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[80:81], s[48:49]
	v_add_f64 v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], -v[74:75]
	v_add_f64 v[69:70], v[69:70], v[74:75]
	v_mul_f64 v[74:75], v[80:81], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[74:75], v[69:70]
	v_mul_f64 v[69:70], v[69:70], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[69:70]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_ldexp_f64 v[69:70], v[69:70], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[74:75], v[69:70]
	v_cmp_class_f64_e64 vcc_lo, v[69:70], 0x260
	v_mul_f64 v[76:77], v[69:70], v[74:75]
	v_mul_f64 v[74:75], v[74:75], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 0.5
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_fma_f64 v[74:75], v[74:75], v[78:79], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[76:77], v[69:70]
	v_fma_f64 v[76:77], v[80:81], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[76:77], v[76:77], v[69:70]
	v_fma_f64 v[74:75], v[78:79], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[74:75], v[74:75], v2
	v_bfe_u32 v2, v72, 20, 11
	v_cndmask_b32_e32 v69, v74, v69, vcc_lo
	v_mul_f64 v[73:74], v[71:72], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v70, v75, v70, vcc_lo
	v_add_f64 v[73:74], 0x43380000, v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], 0xc3380000, v[73:74]
	v_mul_f64 v[76:77], v[74:75], s[56:57]
	v_mul_f64 v[80:81], v[74:75], s[60:61]
	v_mul_f64 v[78:79], v[74:75], s[58:59]
	v_mul_f64 v[74:75], v[74:75], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[71:72], v[76:77]
	v_mov_b32_e32 v72, v3
	v_add_f64 v[82:83], v[76:77], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[76:77], -v[82:83]
	v_add_f64 v[80:81], v[84:85], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[80:81]
	v_add_f64 v[80:81], v[76:77], -v[78:79]
	v_lshrrev_b32_e32 v71, 20, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v71, 0x7ff, v71
	v_add_nc_u32_e32 v71, 16, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[71:72], v[2:3]
	v_and_b32_e32 v2, 1, v73
	v_dual_cndmask_b32 v72, v77, v83 :: v_dual_and_b32 v73, 2, v73
	v_cndmask_b32_e32 v71, v76, v82, vcc_lo
	v_dual_cndmask_b32 v75, v79, v75 :: v_dual_cndmask_b32 v74, v78, v74
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[71:72], -v[74:75]
	v_add_f64 v[71:72], v[71:72], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[74:75]
	v_mul_f64 v[74:75], v[76:77], v[76:77]
	v_mul_f64 v[80:81], v[74:75], s[64:65]
	v_mul_f64 v[82:83], v[74:75], s[70:71]
	v_mul_f64 v[78:79], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], v[80:81], s[66:67]
	v_add_f64 v[82:83], v[82:83], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[84:85], v[78:79], v[78:79]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[74:75], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[74:75]
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[84:85], v[82:83]
	v_add_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[82:83], v[74:75], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	v_add_f64 v[84:85], -v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], -v[84:85], 1.0
	v_add_f64 v[82:83], v[86:87], -v[82:83]
	v_mul_f64 v[86:87], v[76:77], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], -v[86:87]
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[82:83], v[74:75], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[84:85], v[80:81]
	v_add_f64 v[82:83], v[82:83], s[78:79]
	v_mul_f64 v[84:85], v[74:75], s[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[74:75], v[82:83]
	v_add_f64 v[84:85], v[84:85], s[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[80:81]
	v_mul_f64 v[78:79], v[78:79], v[84:85]
	v_mul_f64 v[84:85], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[78:79], v[82:83]
	v_mul_f64 v[82:83], v[76:77], v[74:75]
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[84:85], -v[78:79]
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[74:75], -v[71:72]
	v_mul_f64 v[74:75], v[82:83], s[86:87]
	v_add_f64 v[71:72], v[71:72], v[74:75]
	v_mov_b32_e32 v74, v3
	v_xor_b32_e32 v75, 0x80000000, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[73:74]
	v_cndmask_b32_e64 v2, v75, v81, s1
	v_add_f64 v[71:72], v[76:77], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v76, 0x80000000, v72
	v_cndmask_b32_e32 v71, v71, v80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v72, v72, v76, s1
	v_cndmask_b32_e32 v72, v72, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[71:72], v[69:70]
	v_cvt_f32_f64_e32 v2, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v20, v2
	v_add_f32_e32 v2, v2, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB9_49:
	s_or_b32 exec_lo, exec_lo, s88
	s_branch .LBB9_20
.LBB9_50:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v25, v25
	ds_store_b32 v22, v2
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB9_23
.LBB9_51:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v27, v27
	ds_store_b32 v22, v2 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB9_24
.LBB9_52:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v29, v29
	ds_store_b32 v22, v2 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB9_25
.LBB9_53:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v31, v31
	ds_store_b32 v22, v2 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB9_26
.LBB9_54:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v32, v32
	ds_store_b32 v22, v2 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB9_27
.LBB9_55:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v34, v34
	ds_store_b32 v22, v2 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB9_28
.LBB9_56:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v36, v36
	ds_store_b32 v22, v2 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB9_29
	s_branch .LBB9_30
.LBB9_57:
	s_cbranch_execz .LBB9_20
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB9_72
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB9_73
.LBB9_60:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB9_74
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB9_75
.LBB9_62:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB9_76
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB9_77
.LBB9_64:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB9_78
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_79
.LBB9_66:
	v_xor_b32_e32 v2, s10, v38
	s_xor_b32 s1, s28, s29
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s89, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s89, v46
	v_xor3_b32 v21, s1, s93, v63
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v2, v64, v47
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v66, s94, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v21, 0
	v_xor3_b32 v2, s95, v64, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v67, s97, v63
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v2, s96, v63, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v68, s98, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v21, 0
	v_xor3_b32 v2, s99, v63, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v65, s101, v62
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v21
	v_xor3_b32 v21, s100, v63, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s102, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v21, s103, v63, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s104, v62
	v_mul_lo_u32 v21, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v21, v63, vcc_hi
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[63:64], v2
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[63:64], v[63:64], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v21, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v64, 0x3fe6a09e, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_co_ci_u32_e64 v21, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], v[63:64], -1.0
	v_cvt_f64_i32_e32 v[82:83], v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[65:66], v[63:64], 2.0
	v_mul_f64 v[84:85], v[63:64], 0.5
	v_ldexp_f64 v[82:83], v[82:83], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[67:68], null, v[65:66], v[65:66], v[63:64]
	v_div_scale_f64 v[73:74], vcc_lo, v[63:64], v[65:66], v[63:64]
	v_mul_f64 v[84:85], v[63:64], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[69:70], v[67:68]
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_mul_f64 v[71:72], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[67:68], -v[67:68], v[71:72], v[73:74]
	v_div_fmas_f64 v[67:68], v[67:68], v[69:70], v[71:72]
	v_cvt_f64_u32_e32 v[69:70], v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[65:66], v[67:68], v[65:66], v[63:64]
	v_add_f64 v[69:70], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	v_mul_f64 v[69:70], v[69:70], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[73:74], v[71:72], s[40:41]
	v_mul_f64 v[75:76], v[71:72], s[26:27]
	v_mul_f64 v[77:78], v[69:70], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[73:74], s[42:43]
	v_add_f64 v[75:76], v[75:76], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], 0x43380000, v[77:78]
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	v_add_f64 v[78:79], 0xc3380000, v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[73:74], s[44:45]
	v_add_f64 v[75:76], v[75:76], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[80:81], v[78:79], s[56:57]
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	v_add_f64 v[75:76], v[69:70], v[80:81]
	v_cvt_f64_u32_e32 v[80:81], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[46:47]
	v_add_f64 v[80:81], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[67:68], v[73:74]
	v_mul_f64 v[73:74], v[78:79], s[60:61]
	v_mul_f64 v[86:87], v[80:81], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[67:68], v[71:72], v[67:68]
	v_add_f64 v[71:72], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[84:85], v[67:68]
	v_add_f64 v[82:83], v[75:76], -v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[65:66], v[65:66], v[67:68]
	v_mul_f64 v[67:68], v[78:79], s[58:59]
	v_mul_f64 v[78:79], v[78:79], s[62:63]
	v_add_f64 v[73:74], v[82:83], v[73:74]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[86:87], v[65:66]
	v_add_f64 v[82:83], v[75:76], -v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[73:74], v[78:79], -v[73:74]
	v_mov_b32_e32 v79, v3
	v_add_f64 v[65:66], v[65:66], -v[84:85]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v2, 20, v83
	v_and_b32_e32 v21, 0x7ff, v2
	v_bfe_u32 v2, v70, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v78, 16, v21
	global_load_b32 v21, v[4:5], off
	v_cmp_lt_u64_e32 vcc_lo, v[78:79], v[2:3]
	v_dual_cndmask_b32 v68, v68, v74 :: v_dual_cndmask_b32 v67, v67, v73
	v_mul_f64 v[73:74], v[80:81], s[50:51]
	v_dual_cndmask_b32 v70, v76, v72 :: v_dual_cndmask_b32 v69, v75, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[69:70], -v[67:68]
	v_add_f64 v[62:63], v[63:64], v[65:66]
	v_mul_f64 v[64:65], v[71:72], v[71:72]
	v_add_f64 v[69:70], v[69:70], -v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[62:63], v[73:74], v[62:63]
	v_mul_f64 v[73:74], v[64:65], s[76:77]
	v_mul_f64 v[75:76], v[64:65], s[64:65]
	v_mul_f64 v[78:79], v[64:65], s[70:71]
	v_mul_f64 v[80:81], v[64:65], s[82:83]
	v_mul_f64 v[82:83], v[64:65], v[64:65]
	v_add_f64 v[66:67], v[69:70], -v[67:68]
	v_mul_f64 v[88:89], v[64:65], 0.5
	v_mul_f64 v[62:63], v[62:63], -2.0
	v_add_f64 v[73:74], v[73:74], s[78:79]
	v_add_f64 v[75:76], v[75:76], s[66:67]
	v_add_f64 v[78:79], v[78:79], s[72:73]
	v_add_f64 v[80:81], v[80:81], s[84:85]
	v_mul_f64 v[84:85], v[64:65], v[82:83]
	v_mul_f64 v[68:69], v[82:83], v[82:83]
	v_mul_f64 v[82:83], v[71:72], v[64:65]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_add_f64 v[90:91], -v[88:89], 1.0
	v_mul_f64 v[73:74], v[64:65], v[73:74]
	v_mul_f64 v[75:76], v[64:65], v[75:76]
	v_mul_f64 v[78:79], v[64:65], v[78:79]
	v_mul_f64 v[80:81], v[84:85], v[80:81]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[62:63], v[62:63], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[73:74], v[73:74], s[80:81]
	v_add_f64 v[75:76], v[75:76], s[68:69]
	v_add_f64 v[78:79], v[78:79], s[74:75]
	v_rsq_f64_e32 v[86:87], v[62:63]
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[73:74], v[80:81], v[73:74]
	v_mul_f64 v[75:76], v[64:65], v[75:76]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[68:69], v[68:69], v[78:79]
	v_mul_f64 v[78:79], v[66:67], 0.5
	v_mul_f64 v[84:85], v[62:63], v[86:87]
	v_mul_f64 v[86:87], v[86:87], 0.5
	v_mul_f64 v[73:74], v[82:83], v[73:74]
	v_add_f64 v[68:69], v[75:76], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f64 v[80:81], -v[86:87], v[84:85], 0.5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v21, v25, v21
	v_add_f64 v[73:74], v[78:79], -v[73:74]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[64:65], v[68:69]
	v_add_f32_e32 v21, v21, v21
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v21, 0.5, v21
	v_fma_f64 v[84:85], v[84:85], v[80:81], v[84:85]
	v_fma_f64 v[75:76], v[86:87], v[80:81], v[86:87]
	v_mul_f64 v[80:81], v[71:72], v[66:67]
	v_add_f64 v[86:87], -v[90:91], 1.0
	v_mul_f64 v[64:65], v[64:65], v[73:74]
	v_fma_f64 v[78:79], -v[84:85], v[84:85], v[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[68:69], -v[80:81]
	v_mul_f64 v[80:81], v[82:83], s[86:87]
	v_add_f64 v[64:65], v[64:65], -v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[73:74], v[78:79], v[75:76], v[84:85]
	v_add_f64 v[78:79], v[86:87], -v[88:89]
	v_add_f64 v[64:65], v[64:65], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[66:67], -v[73:74], v[73:74], v[62:63]
	v_add_f64 v[68:69], v[78:79], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[64:65], v[71:72], -v[64:65]
	v_mov_b32_e32 v71, v3
	v_fma_f64 v[66:67], v[66:67], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[90:91], v[68:69]
	v_ldexp_f64 v[66:67], v[66:67], v2
	v_and_b32_e32 v70, 2, v77
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v72, 0x80000000, v69
	v_dual_cndmask_b32 v63, v67, v63 :: v_dual_and_b32 v2, 1, v77
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[70:71]
	v_xor_b32_e32 v70, 0x80000000, v65
	v_cndmask_b32_e32 v62, v66, v62, vcc_lo
	v_cndmask_b32_e64 v69, v72, v69, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v65, v65, v70, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:32768
	v_cndmask_b32_e64 v65, v65, v69, s1
	v_cndmask_b32_e64 v64, v64, v68, s1
	v_mul_f64 v[62:63], v[64:65], v[62:63]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v62, v[62:63]
	v_dual_add_f32 v63, v25, v25 :: v_dual_add_f32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	v_mul_f32_e32 v2, v63, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v21
	v_mul_f32_e32 v2, s12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v25, v2
	v_mul_f32_e32 v21, v20, v62
	v_add_f32_e32 v2, v21, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v21, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v21
	v_cndmask_b32_e32 v21, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v62, v27
	s_and_saveexec_b32 s88, s3
	s_cbranch_execz .LBB9_41
.LBB9_67:
	v_xor_b32_e32 v2, s10, v39
	s_xor_b32 s1, s28, s29
	global_load_b32 v92, v[6:7], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s89, s1, 0xd2511f53
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s89, v48
	v_xor3_b32 v65, s1, s93, v63
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v65, 0
	v_xor_b32_e32 v2, v64, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v66, s94, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v2, s95, v64, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, v67, s97, v63
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v64, 0
	v_xor3_b32 v2, s96, v63, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v64, v68, s98, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v64, 0
	v_xor3_b32 v2, s99, v63, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v65, s101, v62
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v65
	v_xor3_b32 v63, s100, v63, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s102, v62
	v_mad_u64_u32 v[62:63], null, 0xd2511f53, v63, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v63, s103, v63, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s104, v62
	v_mul_lo_u32 v64, 0xcd9e8d57, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v64, v63, vcc_hi
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[63:64], v2
	v_add_f64 v[63:64], v[63:64], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[63:64], v[63:64], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v64, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v64, 0x3fe6a09e, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[63:64], v[63:64], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[65:66], v[63:64], 2.0
	v_mul_f64 v[84:85], v[63:64], 0.5
	v_div_scale_f64 v[67:68], null, v[65:66], v[65:66], v[63:64]
	v_div_scale_f64 v[73:74], vcc_lo, v[63:64], v[65:66], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[84:85], v[63:64], v[84:85]
	v_rcp_f64_e32 v[69:70], v[67:68]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 1.0
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[73:74], v[69:70]
	v_fma_f64 v[67:68], -v[67:68], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[67:68], v[67:68], v[69:70], v[71:72]
	v_cvt_f64_u32_e32 v[69:70], v62
	v_add_co_ci_u32_e64 v62, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[82:83], v62
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[65:66], v[67:68], v[65:66], v[63:64]
	v_add_f64 v[69:70], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[82:83], v[82:83], 32
	v_mul_f64 v[67:68], v[65:66], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	v_mul_f64 v[71:72], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[69:70], s[52:53]
	v_mul_f64 v[73:74], v[71:72], s[40:41]
	v_mul_f64 v[75:76], v[71:72], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[69:70], s[54:55]
	v_add_f64 v[73:74], v[73:74], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], s[36:37]
	v_add_f64 v[77:78], 0x43380000, v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	v_mul_f64 v[75:76], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], 0xc3380000, v[77:78]
	v_add_f64 v[73:74], v[73:74], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], s[38:39]
	v_mul_f64 v[80:81], v[78:79], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[73:74], v[71:72], v[73:74]
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[75:76], v[69:70], v[80:81]
	v_cvt_f64_u32_e32 v[80:81], v2
	v_add_f64 v[73:74], v[73:74], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[67:68], v[67:68], v[73:74]
	v_mul_f64 v[73:74], v[78:79], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[86:87], v[80:81], s[48:49]
	v_add_f64 v[67:68], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[75:76], v[73:74]
	v_add_f64 v[67:68], v[84:85], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[75:76], -v[71:72]
	v_mul_f64 v[65:66], v[65:66], v[67:68]
	v_mul_f64 v[67:68], v[78:79], s[58:59]
	v_mul_f64 v[78:79], v[78:79], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[73:74], v[82:83], v[73:74]
	v_add_f64 v[65:66], v[86:87], v[65:66]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], v[75:76], -v[67:68]
	v_add_f64 v[73:74], v[78:79], -v[73:74]
	v_mov_b32_e32 v79, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[65:66], -v[84:85]
	v_lshrrev_b32_e32 v2, 20, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v62, 0x7ff, v2
	v_bfe_u32 v2, v70, 20, 11
	v_add_nc_u32_e32 v78, 16, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[78:79], v[2:3]
	v_dual_cndmask_b32 v68, v68, v74 :: v_dual_cndmask_b32 v67, v67, v73
	v_mul_f64 v[73:74], v[80:81], s[50:51]
	v_dual_cndmask_b32 v70, v76, v72 :: v_dual_cndmask_b32 v69, v75, v71
	v_add_f64 v[71:72], v[69:70], -v[67:68]
	v_add_f64 v[62:63], v[63:64], v[65:66]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[64:65], v[71:72], v[71:72]
	v_add_f64 v[69:70], v[69:70], -v[71:72]
	v_add_f64 v[62:63], v[73:74], v[62:63]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[73:74], v[64:65], s[76:77]
	v_mul_f64 v[75:76], v[64:65], s[64:65]
	v_mul_f64 v[78:79], v[64:65], s[70:71]
	v_mul_f64 v[80:81], v[64:65], s[82:83]
	v_mul_f64 v[82:83], v[64:65], v[64:65]
	v_add_f64 v[66:67], v[69:70], -v[67:68]
	v_mul_f64 v[88:89], v[64:65], 0.5
	v_mul_f64 v[62:63], v[62:63], -2.0
	v_and_b32_e32 v70, 2, v77
	v_add_f64 v[73:74], v[73:74], s[78:79]
	v_add_f64 v[75:76], v[75:76], s[66:67]
	v_add_f64 v[78:79], v[78:79], s[72:73]
	v_add_f64 v[80:81], v[80:81], s[84:85]
	v_mul_f64 v[84:85], v[64:65], v[82:83]
	v_mul_f64 v[68:69], v[82:83], v[82:83]
	v_mul_f64 v[82:83], v[71:72], v[64:65]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[62:63]
	v_add_f64 v[90:91], -v[88:89], 1.0
	v_mul_f64 v[73:74], v[64:65], v[73:74]
	v_mul_f64 v[75:76], v[64:65], v[75:76]
	v_mul_f64 v[78:79], v[64:65], v[78:79]
	v_mul_f64 v[80:81], v[84:85], v[80:81]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[62:63], v[62:63], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[73:74], v[73:74], s[80:81]
	v_add_f64 v[75:76], v[75:76], s[68:69]
	v_add_f64 v[78:79], v[78:79], s[74:75]
	v_rsq_f64_e32 v[86:87], v[62:63]
	v_cmp_class_f64_e64 vcc_lo, v[62:63], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[73:74], v[80:81], v[73:74]
	v_mul_f64 v[75:76], v[64:65], v[75:76]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[68:69], v[68:69], v[78:79]
	v_mul_f64 v[78:79], v[66:67], 0.5
	v_mul_f64 v[84:85], v[62:63], v[86:87]
	v_mul_f64 v[86:87], v[86:87], 0.5
	v_mul_f64 v[73:74], v[82:83], v[73:74]
	v_add_f64 v[68:69], v[75:76], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[80:81], -v[86:87], v[84:85], 0.5
	v_add_f64 v[73:74], v[78:79], -v[73:74]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[64:65], v[68:69]
	v_fma_f64 v[84:85], v[84:85], v[80:81], v[84:85]
	v_fma_f64 v[75:76], v[86:87], v[80:81], v[86:87]
	v_mul_f64 v[80:81], v[71:72], v[66:67]
	v_add_f64 v[86:87], -v[90:91], 1.0
	v_mul_f64 v[64:65], v[64:65], v[73:74]
	v_fma_f64 v[78:79], -v[84:85], v[84:85], v[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[68:69], -v[80:81]
	v_mul_f64 v[80:81], v[82:83], s[86:87]
	v_add_f64 v[64:65], v[64:65], -v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[73:74], v[78:79], v[75:76], v[84:85]
	v_add_f64 v[78:79], v[86:87], -v[88:89]
	v_add_f64 v[64:65], v[64:65], v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[66:67], -v[73:74], v[73:74], v[62:63]
	v_add_f64 v[68:69], v[78:79], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[71:72], -v[64:65]
	v_mov_b32_e32 v71, v3
	v_cmp_eq_u64_e64 s1, 0, v[70:71]
	v_fma_f64 v[66:67], v[66:67], v[75:76], v[73:74]
	v_add_f64 v[68:69], v[90:91], v[68:69]
	v_xor_b32_e32 v70, 0x80000000, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v65, v65, v70, s1
	v_ldexp_f64 v[66:67], v[66:67], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v72, 0x80000000, v69
	v_and_b32_e32 v2, 1, v77
	v_cndmask_b32_e64 v69, v72, v69, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:32768
	v_cndmask_b32_e64 v65, v65, v69, s1
	v_cndmask_b32_e64 v64, v64, v68, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_dual_mul_f32 v2, 0x3c23d70a, v2 :: v_dual_cndmask_b32 v63, v67, v63
	v_cndmask_b32_e32 v62, v66, v62, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[62:63], v[64:65], v[62:63]
	v_add_f32_e32 v64, v27, v27
	v_mul_f32_e32 v2, v64, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v62, v[62:63]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v63, v27, v92
	v_add_f32_e32 v63, v63, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v63, 0.5, v63
	v_add_f32_e32 v2, v2, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v27, v2
	v_mul_f32_e32 v62, v20, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v62, v2
	v_and_b32_e32 v62, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v62
	v_cndmask_b32_e32 v62, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v63, v29
	s_and_saveexec_b32 s88, s4
	s_cbranch_execz .LBB9_42
.LBB9_68:
	v_xor_b32_e32 v2, s10, v40
	s_xor_b32 s1, s28, s29
	global_load_b32 v93, v[8:9], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s89, s1, 0xd2511f53
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s89, v50
	v_xor3_b32 v66, s1, s93, v64
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v66, 0
	v_xor_b32_e32 v2, v65, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v67, s94, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v2, s95, v65, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v68, s97, v64
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v65, 0
	v_xor3_b32 v2, s96, v64, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v65, v69, s98, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v65, 0
	v_xor3_b32 v2, s99, v64, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v66, s101, v63
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v66
	v_xor3_b32 v64, s100, v64, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s102, v63
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v64, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v64, s103, v64, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s104, v63
	v_mul_lo_u32 v65, 0xcd9e8d57, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v65, v64, vcc_hi
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[64:65], v2
	v_add_f64 v[64:65], v[64:65], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[64:65], v[64:65], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v65, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v65, 0x3fe6a09e, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[64:65], v[64:65], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[64:65], 2.0
	v_mul_f64 v[85:86], v[64:65], 0.5
	v_div_scale_f64 v[68:69], null, v[66:67], v[66:67], v[64:65]
	v_div_scale_f64 v[74:75], vcc_lo, v[64:65], v[66:67], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[64:65], v[85:86]
	v_rcp_f64_e32 v[70:71], v[68:69]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 1.0
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 1.0
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[74:75], v[70:71]
	v_fma_f64 v[68:69], -v[68:69], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[68:69], v[68:69], v[70:71], v[72:73]
	v_cvt_f64_u32_e32 v[70:71], v63
	v_add_co_ci_u32_e64 v63, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[83:84], v63
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[66:67], v[68:69], v[66:67], v[64:65]
	v_add_f64 v[70:71], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[83:84], v[83:84], 32
	v_mul_f64 v[68:69], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	v_mul_f64 v[72:73], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[70:71], s[52:53]
	v_mul_f64 v[74:75], v[72:73], s[40:41]
	v_mul_f64 v[76:77], v[72:73], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[78:79], v[70:71], s[54:55]
	v_add_f64 v[74:75], v[74:75], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[36:37]
	v_add_f64 v[78:79], 0x43380000, v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], 0xc3380000, v[78:79]
	v_add_f64 v[74:75], v[74:75], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[76:77], s[38:39]
	v_mul_f64 v[81:82], v[79:80], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[76:77], v[70:71], v[81:82]
	v_cvt_f64_u32_e32 v[81:82], v2
	v_add_f64 v[74:75], v[74:75], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[68:69], v[68:69], v[74:75]
	v_mul_f64 v[74:75], v[79:80], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[81:82], s[48:49]
	v_add_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[76:77], v[74:75]
	v_add_f64 v[68:69], v[85:86], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[76:77], -v[72:73]
	v_mul_f64 v[66:67], v[66:67], v[68:69]
	v_mul_f64 v[68:69], v[79:80], s[58:59]
	v_mul_f64 v[79:80], v[79:80], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[83:84], v[74:75]
	v_add_f64 v[66:67], v[87:88], v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[76:77], -v[68:69]
	v_add_f64 v[74:75], v[79:80], -v[74:75]
	v_mov_b32_e32 v80, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[66:67], -v[85:86]
	v_lshrrev_b32_e32 v2, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v63, 0x7ff, v2
	v_bfe_u32 v2, v71, 20, 11
	v_add_nc_u32_e32 v79, 16, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[79:80], v[2:3]
	v_dual_cndmask_b32 v69, v69, v75 :: v_dual_cndmask_b32 v68, v68, v74
	v_mul_f64 v[74:75], v[81:82], s[50:51]
	v_dual_cndmask_b32 v71, v77, v73 :: v_dual_cndmask_b32 v70, v76, v72
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_add_f64 v[63:64], v[64:65], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[65:66], v[72:73], v[72:73]
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_add_f64 v[63:64], v[74:75], v[63:64]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[74:75], v[65:66], s[76:77]
	v_mul_f64 v[76:77], v[65:66], s[64:65]
	v_mul_f64 v[79:80], v[65:66], s[70:71]
	v_mul_f64 v[81:82], v[65:66], s[82:83]
	v_mul_f64 v[83:84], v[65:66], v[65:66]
	v_add_f64 v[67:68], v[70:71], -v[68:69]
	v_mul_f64 v[89:90], v[65:66], 0.5
	v_mul_f64 v[63:64], v[63:64], -2.0
	v_add_f64 v[74:75], v[74:75], s[78:79]
	v_add_f64 v[76:77], v[76:77], s[66:67]
	v_add_f64 v[79:80], v[79:80], s[72:73]
	v_add_f64 v[81:82], v[81:82], s[84:85]
	v_mul_f64 v[85:86], v[65:66], v[83:84]
	v_mul_f64 v[69:70], v[83:84], v[83:84]
	v_mul_f64 v[83:84], v[72:73], v[65:66]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[63:64]
	v_add_f64 v[91:92], -v[89:90], 1.0
	v_mul_f64 v[74:75], v[65:66], v[74:75]
	v_mul_f64 v[76:77], v[65:66], v[76:77]
	v_mul_f64 v[79:80], v[65:66], v[79:80]
	v_mul_f64 v[81:82], v[85:86], v[81:82]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[63:64], v[63:64], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[74:75], v[74:75], s[80:81]
	v_add_f64 v[76:77], v[76:77], s[68:69]
	v_add_f64 v[79:80], v[79:80], s[74:75]
	v_rsq_f64_e32 v[87:88], v[63:64]
	v_cmp_class_f64_e64 vcc_lo, v[63:64], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[81:82], v[74:75]
	v_mul_f64 v[76:77], v[65:66], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[69:70], v[69:70], v[79:80]
	v_mul_f64 v[79:80], v[67:68], 0.5
	v_mul_f64 v[85:86], v[63:64], v[87:88]
	v_mul_f64 v[87:88], v[87:88], 0.5
	v_mul_f64 v[74:75], v[83:84], v[74:75]
	v_add_f64 v[69:70], v[76:77], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[81:82], -v[87:88], v[85:86], 0.5
	v_add_f64 v[74:75], v[79:80], -v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[69:70], v[65:66], v[69:70]
	v_fma_f64 v[85:86], v[85:86], v[81:82], v[85:86]
	v_fma_f64 v[76:77], v[87:88], v[81:82], v[87:88]
	v_mul_f64 v[81:82], v[72:73], v[67:68]
	v_add_f64 v[87:88], -v[91:92], 1.0
	v_mul_f64 v[65:66], v[65:66], v[74:75]
	v_fma_f64 v[79:80], -v[85:86], v[85:86], v[63:64]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[69:70], v[69:70], -v[81:82]
	v_mul_f64 v[81:82], v[83:84], s[86:87]
	v_add_f64 v[65:66], v[65:66], -v[67:68]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[74:75], v[79:80], v[76:77], v[85:86]
	v_add_f64 v[79:80], v[87:88], -v[89:90]
	v_add_f64 v[65:66], v[65:66], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[67:68], -v[74:75], v[74:75], v[63:64]
	v_add_f64 v[69:70], v[79:80], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[65:66], v[72:73], -v[65:66]
	v_mov_b32_e32 v72, v3
	v_fma_f64 v[67:68], v[67:68], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[91:92], v[69:70]
	v_ldexp_f64 v[67:68], v[67:68], v2
	v_and_b32_e32 v71, 2, v78
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v73, 0x80000000, v70
	v_and_b32_e32 v2, 1, v78
	v_cndmask_b32_e32 v64, v68, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[71:72]
	v_xor_b32_e32 v71, 0x80000000, v66
	v_cndmask_b32_e64 v70, v73, v70, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v66, v71, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:32768
	v_cndmask_b32_e32 v63, v67, v63, vcc_lo
	v_cndmask_b32_e64 v66, v66, v70, s1
	v_cndmask_b32_e64 v65, v65, v69, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[63:64], v[65:66], v[63:64]
	v_dual_add_f32 v65, v29, v29 :: v_dual_add_f32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	v_mul_f32_e32 v2, v65, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v63, v[63:64]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v64, v29, v93 :: v_dual_mul_f32 v63, v20, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v64, v64, v64
	v_mul_f32_e32 v64, 0.5, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v64
	v_mul_f32_e32 v2, s12, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v29, v2
	v_add_f32_e32 v2, v63, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v63, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v63
	v_cndmask_b32_e32 v63, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v64, v31
	s_and_saveexec_b32 s88, s5
	s_cbranch_execz .LBB9_43
.LBB9_69:
	v_xor_b32_e32 v2, s10, v41
	s_xor_b32 s1, s28, s29
	global_load_b32 v94, v[10:11], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s89, s1, 0xd2511f53
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s89, v52
	v_xor3_b32 v67, s1, s93, v65
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v67, 0
	v_xor_b32_e32 v2, v66, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, v68, s94, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v68, 0
	v_xor3_b32 v2, s95, v66, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v69, s97, v65
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v2, s96, v65, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v70, s98, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v66, 0
	v_xor3_b32 v2, s99, v65, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v67, s101, v64
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v67
	v_xor3_b32 v65, s100, v65, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s102, v64
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v65, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v65, s103, v65, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s104, v64
	v_mul_lo_u32 v66, 0xcd9e8d57, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[64:65], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v66, v65, vcc_hi
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[65:66], v2
	v_add_f64 v[65:66], v[65:66], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[65:66], v[65:66], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v66, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v66, 0x3fe6a09e, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
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
	v_mul_f64 v[71:72], v[71:72], s[52:53]
	v_mul_f64 v[75:76], v[73:74], s[40:41]
	v_mul_f64 v[77:78], v[73:74], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[71:72], s[54:55]
	v_add_f64 v[75:76], v[75:76], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[36:37]
	v_add_f64 v[79:80], 0x43380000, v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[80:81], 0xc3380000, v[79:80]
	v_add_f64 v[75:76], v[75:76], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[38:39]
	v_mul_f64 v[82:83], v[80:81], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[77:78], v[71:72], v[82:83]
	v_cvt_f64_u32_e32 v[82:83], v2
	v_add_f64 v[75:76], v[75:76], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[84:85], v[82:83]
	v_mul_f64 v[69:70], v[69:70], v[75:76]
	v_mul_f64 v[75:76], v[80:81], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[88:89], v[82:83], s[48:49]
	v_add_f64 v[69:70], v[73:74], v[69:70]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[77:78], v[75:76]
	v_add_f64 v[69:70], v[86:87], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[77:78], -v[73:74]
	v_mul_f64 v[67:68], v[67:68], v[69:70]
	v_mul_f64 v[69:70], v[80:81], s[58:59]
	v_mul_f64 v[80:81], v[80:81], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[75:76], v[84:85], v[75:76]
	v_add_f64 v[67:68], v[88:89], v[67:68]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], v[77:78], -v[69:70]
	v_add_f64 v[75:76], v[80:81], -v[75:76]
	v_mov_b32_e32 v81, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[67:68], -v[86:87]
	v_lshrrev_b32_e32 v2, 20, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v64, 0x7ff, v2
	v_bfe_u32 v2, v72, 20, 11
	v_add_nc_u32_e32 v80, 16, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[80:81], v[2:3]
	v_dual_cndmask_b32 v70, v70, v76 :: v_dual_cndmask_b32 v69, v69, v75
	v_mul_f64 v[75:76], v[82:83], s[50:51]
	v_dual_cndmask_b32 v72, v78, v74 :: v_dual_cndmask_b32 v71, v77, v73
	v_add_f64 v[73:74], v[71:72], -v[69:70]
	v_add_f64 v[64:65], v[65:66], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[73:74], v[73:74]
	v_add_f64 v[71:72], v[71:72], -v[73:74]
	v_add_f64 v[64:65], v[75:76], v[64:65]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[75:76], v[66:67], s[76:77]
	v_mul_f64 v[77:78], v[66:67], s[64:65]
	v_mul_f64 v[80:81], v[66:67], s[70:71]
	v_mul_f64 v[82:83], v[66:67], s[82:83]
	v_mul_f64 v[84:85], v[66:67], v[66:67]
	v_add_f64 v[68:69], v[71:72], -v[69:70]
	v_mul_f64 v[90:91], v[66:67], 0.5
	v_mul_f64 v[64:65], v[64:65], -2.0
	v_and_b32_e32 v72, 2, v79
	v_add_f64 v[75:76], v[75:76], s[78:79]
	v_add_f64 v[77:78], v[77:78], s[66:67]
	v_add_f64 v[80:81], v[80:81], s[72:73]
	v_add_f64 v[82:83], v[82:83], s[84:85]
	v_mul_f64 v[86:87], v[66:67], v[84:85]
	v_mul_f64 v[70:71], v[84:85], v[84:85]
	v_mul_f64 v[84:85], v[73:74], v[66:67]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[64:65]
	v_add_f64 v[92:93], -v[90:91], 1.0
	v_mul_f64 v[75:76], v[66:67], v[75:76]
	v_mul_f64 v[77:78], v[66:67], v[77:78]
	v_mul_f64 v[80:81], v[66:67], v[80:81]
	v_mul_f64 v[82:83], v[86:87], v[82:83]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[64:65], v[64:65], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[75:76], v[75:76], s[80:81]
	v_add_f64 v[77:78], v[77:78], s[68:69]
	v_add_f64 v[80:81], v[80:81], s[74:75]
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
	v_mul_f64 v[82:83], v[84:85], s[86:87]
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
	v_mov_b32_e32 v73, v3
	v_cmp_eq_u64_e64 s1, 0, v[72:73]
	v_fma_f64 v[68:69], v[68:69], v[77:78], v[75:76]
	v_add_f64 v[70:71], v[92:93], v[70:71]
	v_xor_b32_e32 v72, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v67, v67, v72, s1
	v_ldexp_f64 v[68:69], v[68:69], v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v74, 0x80000000, v71
	v_and_b32_e32 v2, 1, v79
	v_cndmask_b32_e64 v71, v74, v71, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:32768
	v_cndmask_b32_e64 v67, v67, v71, s1
	v_cndmask_b32_e64 v66, v66, v70, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_dual_mul_f32 v2, 0x3c23d70a, v2 :: v_dual_cndmask_b32 v65, v69, v65
	v_cndmask_b32_e32 v64, v68, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[64:65], v[66:67], v[64:65]
	v_add_f32_e32 v66, v31, v31
	v_mul_f32_e32 v2, v66, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v64, v[64:65]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v65, v31, v94
	v_add_f32_e32 v65, v65, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v65, 0.5, v65
	v_add_f32_e32 v2, v2, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v31, v2
	v_mul_f32_e32 v64, v20, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v64, v2
	v_and_b32_e32 v64, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v64
	v_cndmask_b32_e32 v64, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v65, v32
	s_and_saveexec_b32 s88, s6
	s_cbranch_execz .LBB9_44
.LBB9_70:
	v_xor_b32_e32 v2, s10, v42
	s_xor_b32 s1, s28, s29
	global_load_b32 v95, v[12:13], off
	s_xor_b32 s1, s1, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s89, s1, 0xd2511f53
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s89, v54
	v_xor3_b32 v68, s1, s93, v66
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v68, 0
	v_xor_b32_e32 v2, v67, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v69, v69, s94, v66
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v69, 0
	v_xor3_b32 v2, s95, v67, v65
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v70, s97, v66
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v67, 0
	v_xor3_b32 v2, s96, v66, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v71, s98, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v2, s99, v66, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, v68, s101, v65
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v68
	v_xor3_b32 v66, s100, v66, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s102, v65
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v66, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v66, s103, v66, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s104, v65
	v_mul_lo_u32 v67, 0xcd9e8d57, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v67, v66, vcc_hi
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[66:67], v2
	v_add_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v67, 0xfffff, v2
	v_lshrrev_b32_e32 v2, 20, v2
	v_add_nc_u32_e32 v67, 0x3fe6a09e, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_f64 v[66:67], v[66:67], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[66:67], 2.0
	v_mul_f64 v[87:88], v[66:67], 0.5
	v_div_scale_f64 v[70:71], null, v[68:69], v[68:69], v[66:67]
	v_div_scale_f64 v[76:77], vcc_lo, v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[66:67], v[87:88]
	v_rcp_f64_e32 v[72:73], v[70:71]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[76:77], v[72:73]
	v_fma_f64 v[70:71], -v[70:71], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[70:71], v[70:71], v[72:73], v[74:75]
	v_cvt_f64_u32_e32 v[72:73], v65
	v_add_co_ci_u32_e64 v65, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[85:86], v65
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[68:69], v[70:71], v[68:69], v[66:67]
	v_add_f64 v[72:73], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[85:86], v[85:86], 32
	v_mul_f64 v[70:71], v[68:69], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[72:73], v[72:73], 0xffffffe0
	v_mul_f64 v[74:75], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[72:73], s[52:53]
	v_mul_f64 v[76:77], v[74:75], s[40:41]
	v_mul_f64 v[78:79], v[74:75], s[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[80:81], v[72:73], s[54:55]
	v_add_f64 v[76:77], v[76:77], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[36:37]
	v_add_f64 v[80:81], 0x43380000, v[80:81]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], 0xc3380000, v[80:81]
	v_add_f64 v[76:77], v[76:77], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[38:39]
	v_mul_f64 v[83:84], v[81:82], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[74:75], v[76:77]
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[78:79], v[72:73], v[83:84]
	v_cvt_f64_u32_e32 v[83:84], v2
	v_add_f64 v[76:77], v[76:77], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[85:86], v[83:84]
	v_mul_f64 v[70:71], v[70:71], v[76:77]
	v_mul_f64 v[76:77], v[81:82], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[89:90], v[83:84], s[48:49]
	v_add_f64 v[70:71], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[78:79], v[76:77]
	v_add_f64 v[70:71], v[87:88], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[78:79], -v[74:75]
	v_mul_f64 v[68:69], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[81:82], s[58:59]
	v_mul_f64 v[81:82], v[81:82], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[76:77], v[85:86], v[76:77]
	v_add_f64 v[68:69], v[89:90], v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[85:86], v[78:79], -v[70:71]
	v_add_f64 v[76:77], v[81:82], -v[76:77]
	v_mov_b32_e32 v82, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[68:69], -v[87:88]
	v_lshrrev_b32_e32 v2, 20, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v65, 0x7ff, v2
	v_bfe_u32 v2, v73, 20, 11
	v_add_nc_u32_e32 v81, 16, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[81:82], v[2:3]
	v_dual_cndmask_b32 v71, v71, v77 :: v_dual_cndmask_b32 v70, v70, v76
	v_mul_f64 v[76:77], v[83:84], s[50:51]
	v_dual_cndmask_b32 v73, v79, v75 :: v_dual_cndmask_b32 v72, v78, v74
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_add_f64 v[65:66], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[67:68], v[74:75], v[74:75]
	v_add_f64 v[72:73], v[72:73], -v[74:75]
	v_add_f64 v[65:66], v[76:77], v[65:66]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[76:77], v[67:68], s[76:77]
	v_mul_f64 v[78:79], v[67:68], s[64:65]
	v_mul_f64 v[81:82], v[67:68], s[70:71]
	v_mul_f64 v[83:84], v[67:68], s[82:83]
	v_mul_f64 v[85:86], v[67:68], v[67:68]
	v_add_f64 v[69:70], v[72:73], -v[70:71]
	v_mul_f64 v[91:92], v[67:68], 0.5
	v_mul_f64 v[65:66], v[65:66], -2.0
	v_add_f64 v[76:77], v[76:77], s[78:79]
	v_add_f64 v[78:79], v[78:79], s[66:67]
	v_add_f64 v[81:82], v[81:82], s[72:73]
	v_add_f64 v[83:84], v[83:84], s[84:85]
	v_mul_f64 v[87:88], v[67:68], v[85:86]
	v_mul_f64 v[71:72], v[85:86], v[85:86]
	v_mul_f64 v[85:86], v[74:75], v[67:68]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[65:66]
	v_add_f64 v[93:94], -v[91:92], 1.0
	v_mul_f64 v[76:77], v[67:68], v[76:77]
	v_mul_f64 v[78:79], v[67:68], v[78:79]
	v_mul_f64 v[81:82], v[67:68], v[81:82]
	v_mul_f64 v[83:84], v[87:88], v[83:84]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[65:66], v[65:66], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[76:77], v[76:77], s[80:81]
	v_add_f64 v[78:79], v[78:79], s[68:69]
	v_add_f64 v[81:82], v[81:82], s[74:75]
	v_rsq_f64_e32 v[89:90], v[65:66]
	v_cmp_class_f64_e64 vcc_lo, v[65:66], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[76:77], v[83:84], v[76:77]
	v_mul_f64 v[78:79], v[67:68], v[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[71:72], v[71:72], v[81:82]
	v_mul_f64 v[81:82], v[69:70], 0.5
	v_mul_f64 v[87:88], v[65:66], v[89:90]
	v_mul_f64 v[89:90], v[89:90], 0.5
	v_mul_f64 v[76:77], v[85:86], v[76:77]
	v_add_f64 v[71:72], v[78:79], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[83:84], -v[89:90], v[87:88], 0.5
	v_add_f64 v[76:77], v[81:82], -v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[71:72], v[67:68], v[71:72]
	v_fma_f64 v[87:88], v[87:88], v[83:84], v[87:88]
	v_fma_f64 v[78:79], v[89:90], v[83:84], v[89:90]
	v_mul_f64 v[83:84], v[74:75], v[69:70]
	v_add_f64 v[89:90], -v[93:94], 1.0
	v_mul_f64 v[67:68], v[67:68], v[76:77]
	v_fma_f64 v[81:82], -v[87:88], v[87:88], v[65:66]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[71:72], v[71:72], -v[83:84]
	v_mul_f64 v[83:84], v[85:86], s[86:87]
	v_add_f64 v[67:68], v[67:68], -v[69:70]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[76:77], v[81:82], v[78:79], v[87:88]
	v_add_f64 v[81:82], v[89:90], -v[91:92]
	v_add_f64 v[67:68], v[67:68], v[83:84]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[69:70], -v[76:77], v[76:77], v[65:66]
	v_add_f64 v[71:72], v[81:82], v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[67:68], v[74:75], -v[67:68]
	v_mov_b32_e32 v74, v3
	v_fma_f64 v[69:70], v[69:70], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[93:94], v[71:72]
	v_ldexp_f64 v[69:70], v[69:70], v2
	v_and_b32_e32 v73, 2, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v75, 0x80000000, v72
	v_and_b32_e32 v2, 1, v80
	v_cndmask_b32_e32 v66, v70, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[73:74]
	v_xor_b32_e32 v73, 0x80000000, v68
	v_cndmask_b32_e64 v72, v75, v72, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v68, v68, v73, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:32768
	v_cndmask_b32_e32 v65, v69, v65, vcc_lo
	v_cndmask_b32_e64 v68, v68, v72, s1
	v_cndmask_b32_e64 v67, v67, v71, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[65:66], v[67:68], v[65:66]
	v_dual_add_f32 v67, v32, v32 :: v_dual_add_f32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f32_f64_e32 v65, v[65:66]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v66, v32, v95
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v66
	v_dual_mul_f32 v66, 0.5, v66 :: v_dual_mul_f32 v65, v20, v65
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v67, v2
	v_add_f32_e32 v2, v2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v32, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v65, v2
	v_and_b32_e32 v65, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v65
	v_cndmask_b32_e32 v65, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v66, v34
	s_and_saveexec_b32 s88, s7
	s_cbranch_execz .LBB9_45
.LBB9_71:
	ds_load_b32 v2, v3 offset:32768
	v_add_f32_e32 v66, v34, v34
	s_xor_b32 s1, s28, s29
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_i32 s89, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v69, s1, v56
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v69, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v66, v2
	global_load_b32 v66, v[14:15], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v66, v34, v66
	v_add_f32_e32 v66, v66, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, 0.5, v66
	v_add_f32_e32 v2, v2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v66, v34, v2
	v_xor_b32_e32 v2, s10, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v2, v70, v57
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v68, s89, s93, v68
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v68, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v2, v73, s94, v69
	v_xor3_b32 v69, s95, v71, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v69, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v70, v68, s97, v70
	v_xor3_b32 v2, s96, v74, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v70, 0
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v71, s98, v73
	v_xor3_b32 v67, s99, v69, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v67, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v69, v72, s101, v68
	v_xor3_b32 v2, s100, v74, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s103, v68, v71
	v_xor3_b32 v2, v2, s102, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v69, 0xcd9e8d57, v68
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v2, s104, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v69, v68, vcc_hi
	v_cvt_f64_u32_e32 v[70:71], v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[68:69], v2
	v_add_f64 v[70:71], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	v_add_nc_u32_e32 v2, 0x95f62, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v67, 20, v2
	v_and_b32_e32 v2, 0xfffff, v2
	v_add_co_u32 v84, s1, 0xfffffc01, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v2
	v_add_co_ci_u32_e64 v85, null, 0, -1, s1
	v_add_f64 v[67:68], v[68:69], -1.0
	v_mul_f64 v[69:70], v[70:71], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[67:68], 2.0
	v_mul_f64 v[72:73], v[67:68], 0.5
	v_div_scale_f64 v[76:77], null, v[74:75], v[74:75], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[67:68], v[72:73]
	v_rcp_f64_e32 v[78:79], v[76:77]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 1.0
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_div_scale_f64 v[80:81], vcc_lo, v[67:68], v[74:75], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[78:79]
	v_fma_f64 v[76:77], -v[76:77], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[76:77], v[76:77], v[78:79], v[82:83]
	v_div_fixup_f64 v[74:75], v[76:77], v[74:75], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[78:79], s[26:27]
	v_mul_f64 v[82:83], v[78:79], s[40:41]
	v_add_f64 v[80:81], v[80:81], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[42:43]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[44:45]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	v_add_f64 v[78:79], v[78:79], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_cvt_f64_i32_e32 v[78:79], v85
	v_add_f64 v[76:77], v[80:81], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[78:79], v[78:79], 32
	v_cvt_f64_u32_e32 v[80:81], v84
	v_add_f64 v[76:77], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[78:79], s[48:49]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	v_add_f64 v[67:68], v[67:68], v[72:73]
	v_mul_f64 v[72:73], v[78:79], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[72:73], v[67:68]
	v_mul_f64 v[67:68], v[67:68], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[67:68]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_ldexp_f64 v[67:68], v[67:68], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[72:73], v[67:68]
	v_cmp_class_f64_e64 vcc_lo, v[67:68], 0x260
	v_mul_f64 v[74:75], v[67:68], v[72:73]
	v_mul_f64 v[72:73], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 0.5
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_fma_f64 v[72:73], v[72:73], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[74:75], v[67:68]
	v_fma_f64 v[74:75], v[78:79], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[74:75], v[74:75], v[67:68]
	v_fma_f64 v[72:73], v[76:77], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[72:73], v[72:73], v2
	v_bfe_u32 v2, v70, 20, 11
	v_cndmask_b32_e32 v67, v72, v67, vcc_lo
	v_mul_f64 v[71:72], v[69:70], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v68, v73, v68, vcc_lo
	v_add_f64 v[71:72], 0x43380000, v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], 0xc3380000, v[71:72]
	v_mul_f64 v[74:75], v[72:73], s[56:57]
	v_mul_f64 v[78:79], v[72:73], s[60:61]
	v_mul_f64 v[76:77], v[72:73], s[58:59]
	v_mul_f64 v[72:73], v[72:73], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[69:70], v[74:75]
	v_mov_b32_e32 v70, v3
	v_add_f64 v[80:81], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[74:75], -v[80:81]
	v_add_f64 v[78:79], v[82:83], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[78:79]
	v_add_f64 v[78:79], v[74:75], -v[76:77]
	v_lshrrev_b32_e32 v69, 20, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v69, 0x7ff, v69
	v_add_nc_u32_e32 v69, 16, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[69:70], v[2:3]
	v_and_b32_e32 v2, 1, v71
	v_dual_cndmask_b32 v70, v75, v81 :: v_dual_and_b32 v71, 2, v71
	v_cndmask_b32_e32 v69, v74, v80, vcc_lo
	v_dual_cndmask_b32 v73, v77, v73 :: v_dual_cndmask_b32 v72, v76, v72
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[69:70], -v[72:73]
	v_add_f64 v[69:70], v[69:70], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -v[72:73]
	v_mul_f64 v[72:73], v[74:75], v[74:75]
	v_mul_f64 v[78:79], v[72:73], s[64:65]
	v_mul_f64 v[80:81], v[72:73], s[70:71]
	v_mul_f64 v[76:77], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[78:79], v[78:79], s[66:67]
	v_add_f64 v[80:81], v[80:81], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[82:83], v[76:77], v[76:77]
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[72:73], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[74:75]
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[82:83], v[80:81]
	v_add_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	v_add_f64 v[82:83], -v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_mul_f64 v[84:85], v[74:75], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[78:79], -v[84:85]
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_mul_f64 v[80:81], v[72:73], s[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_add_f64 v[80:81], v[80:81], s[78:79]
	v_mul_f64 v[82:83], v[72:73], s[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[72:73], v[80:81]
	v_add_f64 v[82:83], v[82:83], s[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[80:81]
	v_mul_f64 v[76:77], v[76:77], v[82:83]
	v_mul_f64 v[82:83], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], v[80:81]
	v_mul_f64 v[80:81], v[74:75], v[72:73]
	v_mul_f64 v[76:77], v[80:81], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[82:83], -v[76:77]
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[72:73], -v[69:70]
	v_mul_f64 v[72:73], v[80:81], s[86:87]
	v_add_f64 v[69:70], v[69:70], v[72:73]
	v_mov_b32_e32 v72, v3
	v_xor_b32_e32 v73, 0x80000000, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[71:72]
	v_cndmask_b32_e64 v2, v73, v79, s1
	v_add_f64 v[69:70], v[74:75], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v74, 0x80000000, v70
	v_cndmask_b32_e32 v69, v69, v78, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v70, v70, v74, s1
	v_cndmask_b32_e32 v70, v70, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[69:70], v[67:68]
	v_cvt_f32_f64_e32 v2, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v20, v2
	v_add_f32_e32 v2, v2, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v66, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v66
	v_cndmask_b32_e32 v66, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v67, v36
	s_and_saveexec_b32 s88, s8
	s_cbranch_execnz .LBB9_46
	s_branch .LBB9_47
.LBB9_72:
	global_load_b32 v2, v[4:5], off
	ds_load_b32 v20, v3 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v21, v25, v25 :: v_dual_add_f32 v20, -4.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0x3c23d70a, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v21, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v25, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v25, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v25, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB9_60
.LBB9_73:
	global_load_b32 v2, v[6:7], off
	ds_load_b32 v20, v3 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v21, v27, v27 :: v_dual_add_f32 v20, -4.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0x3c23d70a, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v21, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v27, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v27, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v27, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB9_61
.LBB9_74:
	global_load_b32 v2, v[8:9], off
	ds_load_b32 v20, v3 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v21, v29, v29 :: v_dual_add_f32 v20, -4.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0x3c23d70a, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v21, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v29, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v29, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v29, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB9_62
.LBB9_75:
	global_load_b32 v2, v[10:11], off
	ds_load_b32 v20, v3 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v21, v31, v31 :: v_dual_add_f32 v20, -4.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0x3c23d70a, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v21, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v31, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v31, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB9_63
.LBB9_76:
	global_load_b32 v2, v[12:13], off
	ds_load_b32 v20, v3 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, -4.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0x3c23d70a, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v32, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v21, v32, v32 :: v_dual_add_f32 v2, v2, v2
	v_mul_f32_e32 v20, v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v32, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v32, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB9_64
.LBB9_77:
	global_load_b32 v2, v[14:15], off
	ds_load_b32 v20, v3 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v21, v34, v34 :: v_dual_add_f32 v20, -4.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0x3c23d70a, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v21, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v34, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v34, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v34, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB9_65
.LBB9_78:
	global_load_b32 v2, v[16:17], off
	ds_load_b32 v20, v3 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v20, -4.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0x3c23d70a, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v36, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v21, v36, v36 :: v_dual_add_f32 v2, v2, v2
	v_mul_f32_e32 v20, v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v36, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v36, 0x7fc00000, v2, vcc_lo
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB9_19
.LBB9_79:
	global_load_b32 v2, v[18:19], off
	ds_load_b32 v20, v3 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v21, v37, v37 :: v_dual_add_f32 v20, -4.0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0x3c23d70a, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v21, v20
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v37, v2
	v_add_f32_e32 v2, v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0.5, v2
	v_add_f32_e32 v2, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s12, v2
	v_sub_f32_e32 v2, v37, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v20
	v_cndmask_b32_e32 v37, 0x7fc00000, v2, vcc_lo
	s_branch .LBB9_19
.LBB9_80:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB9_90
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_91
.LBB9_82:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_92
.LBB9_83:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_93
.LBB9_84:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_94
.LBB9_85:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_95
.LBB9_86:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_96
.LBB9_87:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_89
.LBB9_88:
	s_waitcnt vmcnt(0)
	global_store_b32 v35, v37, s[20:21]
.LBB9_89:
	s_endpgm
.LBB9_90:
	s_waitcnt vmcnt(0)
	global_store_b32 v22, v25, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_82
.LBB9_91:
	s_waitcnt vmcnt(0)
	global_store_b32 v23, v27, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_83
.LBB9_92:
	s_waitcnt vmcnt(0)
	global_store_b32 v24, v29, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_84
.LBB9_93:
	s_waitcnt vmcnt(0)
	global_store_b32 v26, v31, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_85
.LBB9_94:
	s_waitcnt vmcnt(0)
	global_store_b32 v28, v32, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_86
.LBB9_95:
	s_waitcnt vmcnt(0)
	global_store_b32 v30, v34, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_87
.LBB9_96:
	s_waitcnt vmcnt(0)
	global_store_b32 v33, v36, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_88
	s_branch .LBB9_89
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w8192
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
.Lfunc_end9:
	.size	tessera_tether_pairwise_w8192, .Lfunc_end9-tessera_tether_pairwise_w8192

	.set tessera_tether_pairwise_w8192.num_vgpr, 96
	.set tessera_tether_pairwise_w8192.num_agpr, 0
	.set tessera_tether_pairwise_w8192.numbered_sgpr, 105
	.set tessera_tether_pairwise_w8192.num_named_barrier, 0
	.set tessera_tether_pairwise_w8192.private_seg_size, 0
	.set tessera_tether_pairwise_w8192.uses_vcc, 1
	.set tessera_tether_pairwise_w8192.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w8192.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w8192.has_recursion, 0
	.set tessera_tether_pairwise_w8192.has_indirect_call, 0
	.globl	tessera_tether_pairwise_wide
	.p2align	8
	.type	tessera_tether_pairwise_wide,@function
tessera_tether_pairwise_wide:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[18:19], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_30
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB10_30
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x30
	s_load_b128 s[24:27], s[0:1], 0x50
	s_mul_i32 s0, s21, s2
	s_mul_hi_u32 s1, s20, s2
	s_mul_i32 s28, s20, s2
	s_add_i32 s29, s1, s0
	v_dual_mov_b32 v3, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	s_lshl_b64 s[0:1], s[28:29], 3
	s_mov_b32 s42, 0xdf3e5244
	s_add_u32 s30, s16, s0
	s_addc_u32 s31, s17, s1
	v_mov_b32_e32 v1, v3
	s_mov_b32 s44, 0x96cb03de
	s_mov_b32 s46, 0x94229359
	s_mov_b32 s48, 0x55555593
	s_mov_b32 s50, 0x35793c76
	s_mov_b32 s52, 0xfee00000
	s_mov_b32 s54, 0x54442d18
	s_mov_b32 s56, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_mov_b32 s58, 0x54400000
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s6, 0
	v_writelane_b32 v47, s0, 0
	s_cselect_b32 s34, -1, 0
	s_add_u32 s0, s24, 0x9e3779b9
	s_addc_u32 s1, s25, 0
	s_mov_b32 s60, 0x1a626331
	v_writelane_b32 v47, s0, 1
	s_mov_b32 s62, 0x1a600000
	s_mov_b32 s64, 0x2e037073
	s_mov_b32 s66, 0x19cb1590
	s_mov_b32 s68, 0x16c15177
	v_writelane_b32 v47, s1, 2
	s_add_u32 s0, s25, 0xbb67ae85
	s_addc_u32 s1, 0, 0
	s_add_u32 s96, s24, 0x3c6ef372
	s_mov_b32 s70, 0x5555554c
	v_writelane_b32 v47, s0, 3
	s_mov_b32 s72, 0xbe8838d4
	s_mov_b32 s74, 0xbdb4b1c4
	s_mov_b32 s76, 0x809c52ad
	s_mov_b32 s78, 0x57b1fe7d
	v_writelane_b32 v47, s1, 4
	s_add_u32 s0, s25, 0x76cf5d0a
	s_addc_u32 s1, 0, 0
	s_add_u32 s97, s24, 0xdaa66d2b
	s_add_u32 s98, s25, 0x32370b8f
	v_writelane_b32 v47, s0, 5
	s_add_u32 s99, s24, 0x78dde6e4
	s_add_u32 s100, s25, 0xed9eba14
	s_add_u32 s101, s24, 0x1715609d
	s_add_u32 s102, s25, 0xa9066899
	s_add_u32 s103, s24, 0xb54cda56
	s_add_u32 s104, s25, 0x646e171e
	s_add_u32 vcc_hi, s24, 0x5384540f
	s_add_u32 s11, s25, 0x1fd5c5a3
	s_add_u32 s6, s25, 0xdb3d7428
	s_add_i32 s7, s24, 0x8ff34781
	s_add_u32 s38, s20, -1
	s_addc_u32 s39, s21, -1
	v_writelane_b32 v47, s1, 6
	s_clz_i32_u64 s0, s[38:39]
	s_mov_b32 s80, 0x19c161d5
	s_min_u32 s0, s0, 64
	s_mov_b32 s82, 0x1110f8a6
	s_sub_u32 s36, 64, s0
	s_subb_u32 s37, 0, 0
	s_cmp_lg_u64 s[38:39], 0
	v_cmp_gt_u64_e64 s1, s[36:37], 1
	v_cmp_gt_u64_e64 s0, s[20:21], v[0:1]
	s_cselect_b32 s33, -1, 0
	s_mov_b32 s84, 0x5acfd57c
	v_writelane_b32 v47, s33, 7
	s_mov_b32 s86, 0x8a2b9ceb
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s41, s37, 0
	s_cselect_b32 s40, s36, 1
	s_and_b32 s1, s34, s0
	s_lshl_b64 s[2:3], s[2:3], 3
	v_writelane_b32 v47, s1, 8
	s_or_b32 s1, s2, 4
	s_mul_i32 s2, s20, s3
	s_mul_hi_u32 s3, s20, s1
	v_add_co_u32 v4, s36, s30, v2
	s_add_i32 s2, s3, s2
	s_mul_i32 s3, s21, s1
	s_mul_i32 s1, s20, s1
	s_add_i32 s2, s2, s3
	s_add_u32 s1, s16, s1
	s_addc_u32 s16, s17, s2
	s_lshl_b64 s[2:3], s[28:29], 2
	v_add_co_u32 v6, s1, s1, v2
	v_add_co_u32 v10, s2, s2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s3, 0, s2
	v_add_co_ci_u32_e64 v5, null, s31, 0, s36
	v_add_co_u32 v8, vcc_lo, s12, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s13, v11, vcc_lo
	v_add_co_u32 v10, vcc_lo, s14, v10
	v_add_co_ci_u32_e64 v7, null, s16, 0, s1
	v_add_co_ci_u32_e64 v11, null, s15, v11, vcc_lo
	v_cmp_eq_u32_e64 s1, 0, v0
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x9997fa04
	s_mov_b32 s88, 0x55555549
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd99999
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
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_4:
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_mul_f32 s8, s9, s8
	s_cmp_eq_u64 s[18:19], s[22:23]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_30
.LBB10_5:
	s_mov_b32 s36, exec_lo
	v_readlane_b32 s2, v47, 8
	s_and_b32 s2, s36, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 exec_lo, s2
	s_cbranch_execz .LBB10_10
	s_add_u32 s2, s18, s26
	s_addc_u32 s37, s19, s27
	s_mov_b32 s33, s34
	s_mul_hi_u32 s93, s37, 0xcd9e8d57
	v_readlane_b32 s34, v47, 3
	s_xor_b32 s90, s24, s93
	v_readlane_b32 s35, v47, 4
	s_xor_b32 s90, s90, s2
	s_mov_b32 s3, 0
	s_mul_hi_u32 s95, s90, 0xd2511f53
	s_mul_i32 s94, s90, 0xd2511f53
	s_mov_b32 s2, s95
	s_mul_i32 s92, s37, 0xcd9e8d57
	s_xor_b64 s[90:91], s[2:3], s[34:35]
	v_readlane_b32 s34, v47, 1
	v_readlane_b32 s35, v47, 2
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	s_xor_b64 s[92:93], s[34:35], s[92:93]
	v_readlane_b32 s34, v47, 5
	v_readlane_b32 s35, v47, 6
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_xor_b64 s[94:95], s[34:35], s[94:95]
.LBB10_7:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s28, v16
	v_add_co_ci_u32_e64 v20, null, s29, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_xor_b32_e32 v2, s25, v20
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	v_xor_b32_e32 v2, v2, v19
	v_xor_b32_e32 v20, s90, v18
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, s92, v19
	v_xor3_b32 v21, v21, s96, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, s94, v19
	v_xor3_b32 v22, v22, s98, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s97, v19, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v22, 0
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v20, s99, v18
	v_xor3_b32 v2, s100, v23, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v18, 0
	v_xor3_b32 v23, v21, s102, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s101, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	v_xor3_b32 v2, s104, v19, v20
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v23, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v20, v20, s103, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, vcc_hi, v2, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v18, v20, s11, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v19
	v_mul_lo_u32 v20, 0xcd9e8d57, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, v20, s7, v19
	global_store_b32 v[14:15], v18, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	global_store_b32 v[12:13], v2, off
	v_add_co_u32 v12, s2, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_7
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_mov_b32 s3, 0
	s_mov_b32 s34, s33
.LBB10_9:
	global_load_b32 v2, v[12:13], off
	global_load_b32 v30, v[14:15], off
	s_waitcnt vmcnt(1)
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
	v_add_co_u32 v2, s2, 0xfffffc01, v2
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
	v_mul_f64 v[24:25], v[24:25], s[54:55]
	v_mul_f64 v[28:29], v[26:27], s[42:43]
	v_mul_f64 v[30:31], v[26:27], s[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[56:57]
	v_add_f64 v[28:29], v[28:29], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[14:15]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[16:17]
	v_mul_f64 v[35:36], v[33:34], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v2
	v_add_f64 v[28:29], v[28:29], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[50:51]
	v_add_f64 v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[22:23], v[39:40], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[60:61]
	v_mul_f64 v[33:34], v[33:34], s[64:65]
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
	v_and_b32_e32 v24, 0x7ff, v2
	v_bfe_u32 v2, v25, 20, 11
	v_add_nc_u32_e32 v33, 16, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[2:3]
	v_dual_cndmask_b32 v23, v23, v29 :: v_dual_cndmask_b32 v22, v22, v28
	v_mul_f64 v[28:29], v[35:36], s[52:53]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[18:19], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[18:19], v[28:29], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[20:21], s[78:79]
	v_mul_f64 v[30:31], v[20:21], s[66:67]
	v_mul_f64 v[33:34], v[20:21], s[72:73]
	v_mul_f64 v[35:36], v[20:21], s[84:85]
	v_mul_f64 v[37:38], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_add_f64 v[28:29], v[28:29], s[80:81]
	v_add_f64 v[30:31], v[30:31], s[68:69]
	v_add_f64 v[33:34], v[33:34], s[74:75]
	v_add_f64 v[35:36], v[35:36], s[86:87]
	v_mul_f64 v[39:40], v[20:21], v[37:38]
	v_mul_f64 v[24:25], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[20:21]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[20:21], v[28:29]
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	v_mul_f64 v[33:34], v[20:21], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[82:83]
	v_add_f64 v[30:31], v[30:31], s[70:71]
	v_add_f64 v[33:34], v[33:34], s[76:77]
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
	v_mul_f64 v[35:36], v[37:38], s[88:89]
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
	v_mov_b32_e32 v27, v3
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[45:46], v[24:25]
	v_ldexp_f64 v[22:23], v[22:23], v2
	v_and_b32_e32 v26, 2, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_dual_cndmask_b32 v19, v23, v19 :: v_dual_and_b32 v2, 1, v32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s2, 0, v[26:27]
	v_xor_b32_e32 v26, 0x80000000, v21
	v_cndmask_b32_e32 v18, v22, v18, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cndmask_b32_e64 v25, v28, v25, s2
	v_cndmask_b32_e64 v21, v21, v26, s2
	v_cmp_eq_u64_e64 s2, 0, v[2:3]
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	v_cndmask_b32_e64 v21, v21, v25, s2
	v_cndmask_b32_e64 v20, v20, v24, s2
	s_or_b32 s3, vcc_lo, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_cvt_f32_f64_e32 v2, v[18:19]
	global_store_b32 v[12:13], v2, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_9
.LBB10_10:
	s_or_b32 exec_lo, exec_lo, s36
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_13
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_mov_b32 s36, 0
	.p2align	6
.LBB10_12:
	global_load_b32 v2, v[12:13], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	s_or_b32 s36, vcc_lo, s36
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v2
	global_store_b32 v[14:15], v2, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_and_not1_b32 exec_lo, exec_lo, s36
	s_cbranch_execnz .LBB10_12
.LBB10_13:
	s_or_b32 exec_lo, exec_lo, s3
	v_readlane_b32 s2, v47, 7
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_19
	s_mov_b64 s[2:3], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB10_16
	.p2align	6
.LBB10_15:
	s_or_b32 exec_lo, exec_lo, s36
	s_cmp_eq_u64 s[2:3], s[40:41]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_19
.LBB10_16:
	s_lshl_b64 s[90:91], 1, s2
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_add_u32 s36, s90, s38
	s_addc_u32 s37, s91, s39
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshr_b64 s[92:93], s[36:37], s2
	s_mov_b32 s36, exec_lo
	v_cmpx_gt_u64_e64 s[92:93], v[0:1]
	s_cbranch_execz .LBB10_15
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v12, v0
	s_mov_b32 s37, 0
	.p2align	6
.LBB10_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[14:15], s2, v[12:13]
	s_lshl_b64 s[94:95], s[90:91], 2
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, vcc_lo, s30, v14
	v_add_co_ci_u32_e64 v15, null, s31, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v14, s94
	v_add_co_ci_u32_e64 v17, null, s95, v15, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	s_clause 0x1
	global_load_b32 v2, v[14:15], off
	global_load_b32 v16, v[16:17], off
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[92:93], v[12:13]
	s_or_b32 s37, vcc_lo, s37
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v16
	global_store_b32 v[14:15], v2, off
	s_and_not1_b32 exec_lo, exec_lo, s37
	s_cbranch_execnz .LBB10_18
	s_branch .LBB10_15
.LBB10_19:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB10_21
	global_load_b32 v2, v3, s[30:31]
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v2
.LBB10_21:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s34
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_26
	s_and_saveexec_b32 s36, s0
	s_cbranch_execz .LBB10_25
	s_mul_f32 s3, s10, s8
	ds_load_b32 v17, v3
	s_cmp_gt_f32 s3, 0
	s_mul_f32 s2, s3, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s3, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s2
	s_cselect_b32 s2, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s3, v2, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v12, v2
	v_add_nc_u32_e32 v13, -1, v12
	v_add_nc_u32_e32 v14, 1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, 0x80000000, v13
	v_xor_b32_e32 v16, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v15, v15, v12, v2
	v_fma_f32 v16, v16, v12, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s3, 0, v15
	v_cndmask_b32_e64 v12, v12, v13, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s3, 0, v16
	v_cndmask_b32_e64 v12, v12, v14, s3
	v_mov_b32_e32 v15, v11
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v14, v10 :: v_dual_mul_f32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s2
	v_cmp_class_f32_e64 s2, v2, 0x260
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, -4.0, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v12, v2, s2
	v_add_f32_e32 v18, v13, v13
	v_readlane_b32 s2, v47, 0
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v17, v7
	v_dual_cndmask_b32 v19, 0, v2 :: v_dual_mov_b32 v12, v8
	v_mov_b32_e32 v16, v6
	v_mul_f32_e32 v2, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v19, s5, s2
	v_dual_mov_b32 v19, v1 :: v_dual_mov_b32 v18, v0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_24:
	global_load_b32 v21, v[12:13], off
	global_load_b32 v22, v[14:15], off
	global_load_b32 v23, v[16:17], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v24, v21, v21
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v22, v21, v22 :: v_dual_mul_f32 v23, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v24, v2
	v_add_f32_e32 v22, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0.5, v22
	v_add_f32_e32 v22, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, s4, v22
	v_sub_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v23, v21
	v_and_b32_e32 v22, 0x7fffffff, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v22
	v_cndmask_b32_e32 v21, 0x7fc00000, v21, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[18:19]
	global_store_b32 v[12:13], v21, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s3, vcc_lo, s3
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_24
.LBB10_25:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s36
	s_mov_b32 s2, 0
.LBB10_26:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_4
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_3
	ds_load_b32 v2, v3
	s_mov_b32 s36, 0
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v14, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_29:
	global_load_b32 v18, v[12:13], off
	global_load_b32 v19, v[14:15], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v20, v18, v18
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v19, v18, v19 :: v_dual_mul_f32 v20, v20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v20, v19
	v_mul_f32_e32 v19, s4, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v18, v19
	v_and_b32_e32 v19, 0x7fffffff, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v19
	v_cndmask_b32_e32 v18, 0x7fc00000, v18, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	global_store_b32 v[12:13], v18, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_or_b32 s36, vcc_lo, s36
	s_and_not1_b32 exec_lo, exec_lo, s36
	s_cbranch_execnz .LBB10_29
	s_branch .LBB10_3
.LBB10_30:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_wide
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
.Lfunc_end10:
	.size	tessera_tether_pairwise_wide, .Lfunc_end10-tessera_tether_pairwise_wide

	.set tessera_tether_pairwise_wide.num_vgpr, 48
	.set tessera_tether_pairwise_wide.num_agpr, 0
	.set tessera_tether_pairwise_wide.numbered_sgpr, 105
	.set tessera_tether_pairwise_wide.num_named_barrier, 0
	.set tessera_tether_pairwise_wide.private_seg_size, 0
	.set tessera_tether_pairwise_wide.uses_vcc, 1
	.set tessera_tether_pairwise_wide.uses_flat_scratch, 0
	.set tessera_tether_pairwise_wide.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_wide.has_recursion, 0
	.set tessera_tether_pairwise_wide.has_indirect_call, 0
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
    .name:           tessera_tether_pairwise_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     103
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w4x64.kd
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
    .name:           tessera_tether_pairwise_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     103
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w32x8.kd
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
    .name:           tessera_tether_pairwise_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     103
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w64x4.kd
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
    .name:           tessera_tether_pairwise_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     103
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w128x2.kd
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
    .name:           tessera_tether_pairwise_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     101
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w256.kd
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
    .max_flat_workgroup_size: 512
    .name:           tessera_tether_pairwise_w512
    .private_segment_fixed_size: 0
    .sgpr_count:     101
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w512.kd
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
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_pairwise_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     101
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     43
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
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_pairwise_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     101
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     51
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
    .name:           tessera_tether_pairwise_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     67
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
    .name:           tessera_tether_pairwise_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w8192.kd
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
    .name:           tessera_tether_pairwise_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 9
    .symbol:         tessera_tether_pairwise_wide.kd
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
