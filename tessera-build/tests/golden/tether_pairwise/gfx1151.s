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
	s_cbranch_vccnz .LBB0_31
	v_lshrrev_b32_e32 v7, 2, v0
	s_mov_b32 s3, 0
	s_load_b64 s[6:7], s[0:1], 0x20
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s20, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s21, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_le_u64_e64 s2, s[20:21], v[1:2]
	v_mov_b32_e32 v2, s5
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
	s_cmp_lg_u64 s[6:7], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc0 .LBB0_28
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v5, vcc_lo, s18, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s19, v6, vcc_lo
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_add_co_ci_u32_e64 v13, null, 0, v4, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v19, v12 :: v_dual_and_b32 v8, 0xfc, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v3, 0
	v_lshl_or_b32 v0, v7, 2, 0x400
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v5, vcc_lo, v5, v11
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_add_co_ci_u32_e64 v6, null, 0, v6, vcc_lo
	v_xor_b32_e32 v3, v17, v13
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s11, 0
	v_lshlrev_b32_e32 v13, 2, v8
	s_cselect_b32 s33, -1, 0
	s_add_u32 s18, s22, -1
	s_addc_u32 s19, s23, -1
	v_xor_b32_e32 v3, s25, v3
	s_clz_i32_u64 s1, s[18:19]
	v_or_b32_e32 v14, v13, v11
	s_min_u32 s1, s1, 64
	v_mov_b32_e32 v18, s9
	s_sub_u32 s20, 64, s1
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_subb_u32 s21, 0, 0
	s_cmp_lg_u64 s[18:19], 0
	s_mov_b32 s22, 0x1d8e78af
	s_cselect_b32 s86, -1, 0
	s_cmp_lg_u32 s10, 0
	v_cmp_gt_u64_e64 s10, s[20:21], 1
	s_cselect_b32 s87, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	s_or_b32 s15, s2, s3
	s_add_u32 s5, s25, 0xbb67ae85
	v_xor_b32_e32 v15, s1, v8
	s_add_u32 s1, s24, 0x3c6ef372
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
	v_xor_b32_e32 v16, s5, v16
	v_xor_b32_e32 v17, s1, v7
	s_and_b32 s10, s10, exec_lo
	s_cselect_b32 s11, s21, 0
	s_cselect_b32 s10, s20, 1
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s28, 0x9997fa04
	s_mov_b32 s30, 0xdf3e5244
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
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s23, 0x3fcc71c5
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
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v3, v19
.LBB0_6:
	s_add_u32 s16, s16, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v19, v3
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[16:17], s[6:7]
	s_cbranch_scc1 .LBB0_26
.LBB0_7:
	s_and_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_25
	s_and_saveexec_b32 s1, s4
.LBB0_9:
	v_mul_f32_e32 v3, v19, v19
	ds_store_b32 v14, v3
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_16
	s_mov_b64 s[80:81], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB0_13
	.p2align	6
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[80:81], s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_16
.LBB0_13:
	s_lshl_b64 s[82:83], 1, s80
	s_add_u32 s80, s80, 1
	s_addc_u32 s81, s81, 0
	s_add_u32 s84, s82, s18
	s_addc_u32 s85, s83, s19
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s80
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[1:2]
	s_cbranch_execz .LBB0_12
	v_dual_mov_b32 v8, v2 :: v_dual_mov_b32 v7, v1
	s_mov_b32 s5, 0
	.p2align	6
.LBB0_15:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[20:21], s80, v[7:8]
	v_add_co_u32 v7, vcc_lo, v7, 4
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v3, s82, v20
	v_lshl_add_u32 v20, v20, 2, v13
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u32 v3, v3, 2, v13
	ds_load_b32 v21, v20
	ds_load_b32 v3, v3
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v3, v21, v3
	ds_store_b32 v20, v3
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB0_15
	s_branch .LBB0_12
.LBB0_16:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_18
	ds_load_b32 v3, v13
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v0, v3
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s87
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_22
	v_mov_b32_e32 v3, v19
	s_and_saveexec_b32 s5, s88
	s_cbranch_execz .LBB0_21
	s_add_u32 s1, s16, s26
	s_addc_u32 s9, s17, s27
	global_load_b32 v47, v[5:6], off
	s_mul_i32 s80, s9, 0xcd9e8d57
	s_mul_hi_u32 s9, s9, 0xcd9e8d57
	v_xor_b32_e32 v3, s80, v15
	s_xor_b32 s9, s24, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s9, s1
	s_mul_hi_u32 s9, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v3, s9, v16
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v8, s1, s89, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v8, 0
	v_xor_b32_e32 v3, v21, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, v23, s90, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v8, 0
	v_xor3_b32 v3, s91, v21, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v20, v24, s93, v20
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor3_b32 v3, s92, v8, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s94, v7
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v3, s95, v8, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s97, v7
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v3, 0xcd9e8d57, v22
	v_xor3_b32 v8, s96, v8, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v3, s98, v7
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v3, 0xd2511f53, v3
	v_xor3_b32 v8, s99, v8, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v3, s25, v7
	v_mul_lo_u32 v20, 0xcd9e8d57, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, s100, v8, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[20:21], v3
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	v_add_nc_u32_e32 v3, 0x95f62, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v8, 0xfffff, v3
	v_lshrrev_b32_e32 v3, 20, v3
	v_add_nc_u32_e32 v21, 0x3fe6a09e, v8
	v_cvt_f64_u32_e32 v[7:8], v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s1, 0xfffffc01, v3
	v_add_co_ci_u32_e64 v37, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], -1.0
	v_cvt_f64_i32_e32 v[37:38], v37
	v_add_f64 v[7:8], v[7:8], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[20:21], 2.0
	v_mul_f64 v[39:40], v[20:21], 0.5
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[7:8], v[7:8], 0xffffffe0
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[20:21]
	v_div_scale_f64 v[30:31], vcc_lo, v[20:21], v[22:23], v[20:21]
	v_mul_f64 v[39:40], v[20:21], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[7:8], s[44:45]
	v_rcp_f64_e32 v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[32:33], v[7:8], s[46:47]
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[35:36], v[33:34], s[48:49]
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[28:29], v[30:31], v[26:27]
	v_fma_f64 v[24:25], -v[24:25], v[28:29], v[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[28:29]
	v_div_fixup_f64 v[22:23], v[24:25], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_mul_f64 v[26:27], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[26:27], s[30:31]
	v_mul_f64 v[30:31], v[26:27], s[20:21]
	v_add_f64 v[28:29], v[28:29], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[30:31], s[22:23]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	v_add_f64 v[28:29], v[28:29], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[30:31], s[28:29]
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	v_add_f64 v[30:31], v[7:8], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v3
	v_add_f64 v[28:29], v[28:29], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[40:41]
	v_add_f64 v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[24:25], v[39:40], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[22:23], v[22:23], v[24:25]
	v_mul_f64 v[24:25], v[33:34], s[50:51]
	v_mul_f64 v[33:34], v[33:34], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[22:23], v[41:42], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[30:31], -v[24:25]
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], -v[39:40]
	v_lshrrev_b32_e32 v3, 20, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0x7ff, v3
	v_bfe_u32 v3, v8, 20, 11
	v_add_nc_u32_e32 v33, 16, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[3:4]
	v_dual_cndmask_b32 v25, v25, v29 :: v_dual_cndmask_b32 v24, v24, v28
	v_mul_f64 v[28:29], v[35:36], s[42:43]
	v_dual_cndmask_b32 v8, v31, v27 :: v_dual_cndmask_b32 v7, v30, v26
	v_add_f64 v[26:27], v[7:8], -v[24:25]
	v_add_f64 v[20:21], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[26:27], v[26:27]
	v_add_f64 v[7:8], v[7:8], -v[26:27]
	v_add_f64 v[20:21], v[28:29], v[20:21]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[22:23], s[68:69]
	v_mul_f64 v[30:31], v[22:23], s[56:57]
	v_mul_f64 v[33:34], v[22:23], s[62:63]
	v_mul_f64 v[35:36], v[22:23], s[74:75]
	v_mul_f64 v[37:38], v[22:23], v[22:23]
	v_add_f64 v[7:8], v[7:8], -v[24:25]
	v_mul_f64 v[43:44], v[22:23], 0.5
	v_mul_f64 v[20:21], v[20:21], -2.0
	v_add_f64 v[28:29], v[28:29], s[70:71]
	v_add_f64 v[30:31], v[30:31], s[58:59]
	v_add_f64 v[33:34], v[33:34], s[64:65]
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_mul_f64 v[39:40], v[22:23], v[37:38]
	v_mul_f64 v[24:25], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[22:23]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[20:21]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[22:23], v[28:29]
	v_mul_f64 v[30:31], v[22:23], v[30:31]
	v_mul_f64 v[33:34], v[22:23], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v3
	v_cndmask_b32_e64 v3, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[72:73]
	v_add_f64 v[30:31], v[30:31], s[60:61]
	v_add_f64 v[33:34], v[33:34], s[66:67]
	v_rsq_f64_e32 v[41:42], v[20:21]
	v_cmp_class_f64_e64 vcc_lo, v[20:21], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[22:23], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[33:34]
	v_mul_f64 v[33:34], v[7:8], 0.5
	v_mul_f64 v[39:40], v[20:21], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[24:25], v[30:31], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[7:8]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[78:79]
	v_add_f64 v[7:8], v[22:23], -v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[7:8], v[7:8], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], -v[28:29], v[28:29], v[20:21]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[26:27], -v[7:8]
	v_dual_mov_b32 v27, v4 :: v_dual_and_b32 v26, 2, v32
	v_cmp_eq_u64_e64 s1, 0, v[26:27]
	v_fma_f64 v[22:23], v[22:23], v[30:31], v[28:29]
	v_add_f64 v[24:25], v[45:46], v[24:25]
	v_xor_b32_e32 v26, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v8, v26, s1
	v_ldexp_f64 v[22:23], v[22:23], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v3, 1, v32
	v_cndmask_b32_e64 v25, v28, v25, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[3:4]
	ds_load_b32 v3, v0
	v_cndmask_b32_e64 v8, v8, v25, s1
	v_cndmask_b32_e64 v7, v7, v24, s1
	v_dual_cndmask_b32 v21, v23, v21 :: v_dual_cndmask_b32 v20, v22, v20
	v_mul_f64 v[7:8], v[7:8], v[20:21]
	v_add_f32_e32 v20, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v7, v[7:8]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v8, v19, v47
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v8, v8, v8 :: v_dual_add_f32 v3, -4.0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0.5, v8 :: v_dual_add_f32 v3, v3, v3
	v_mul_f32_e32 v3, 0x3c23d70a, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v20, v3
	v_add_f32_e32 v3, v3, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s8, v3
	v_sub_f32_e32 v3, v19, v3
	v_mul_f32_e32 v7, v18, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v7, v3
	v_and_b32_e32 v7, 0x7fffffff, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
.LBB0_21:
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_23
.LBB0_22:
.LBB0_23:
	s_and_saveexec_b32 s1, s88
	s_cbranch_execz .LBB0_5
	global_load_b32 v3, v[5:6], off
	ds_load_b32 v7, v0
	v_add_f32_e32 v8, v19, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v7
	v_mul_f32_e32 v7, 0x3c23d70a, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v8, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v3, v19, v3
	v_add_f32_e32 v3, v3, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0.5, v3
	v_add_f32_e32 v3, v7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, s8, v3
	v_sub_f32_e32 v3, v19, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v7, 0x7fffffff, v3
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v7
	v_cndmask_b32_e32 v19, 0x7fc00000, v3, vcc_lo
	s_branch .LBB0_5
.LBB0_25:
	s_mul_f32 s5, s14, s12
	s_mul_f32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s5, 0
	s_mul_f32 s1, s5, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s5, 0xf800000
	v_mov_b32_e32 v3, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, s5, v3, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v7, v3
	v_add_nc_u32_e32 v8, -1, v7
	v_add_nc_u32_e32 v18, 1, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v20, 0x80000000, v8
	v_xor_b32_e32 v21, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v20, v20, v7, v3
	v_fma_f32 v21, v21, v7, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s5, 0, v20
	v_cndmask_b32_e64 v7, v7, v8, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s5, 0, v21
	v_cndmask_b32_e64 v7, v7, v18, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0x37800000, v7
	v_cndmask_b32_e64 v7, v7, v8, s1
	v_cmp_class_f32_e64 s1, v3, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, v7, v3, s1
	v_cndmask_b32_e32 v18, 0, v3, vcc_lo
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB0_9
	s_branch .LBB0_10
.LBB0_26:
	s_branch .LBB0_29
.LBB0_27:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s15, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s1, s0
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_30
	s_branch .LBB0_31
.LBB0_28:
	s_cbranch_execnz .LBB0_27
.LBB0_29:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v12, v3
	s_xor_b32 s0, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_31
.LBB0_30:
	v_add_co_u32 v0, vcc_lo, v9, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v10, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v12, off
.LBB0_31:
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
	.globl	tessera_tether_pairwise_w1024
	.p2align	8
	.type	tessera_tether_pairwise_w1024,@function
tessera_tether_pairwise_w1024:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[16:17], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x400, s[18:19]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_29
	s_load_b64 s[16:17], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s19, s2
	s_mul_hi_u32 s4, s18, s2
	s_mul_i32 s28, s18, s2
	s_add_i32 s29, s4, s3
	v_cmp_gt_u64_e64 s2, s[18:19], v[0:1]
	s_lshl_b64 s[26:27], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s12, s26
	s_addc_u32 s13, s13, s27
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_3
	global_load_b32 v9, v8, s[12:13]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[16:17], 0
	s_mov_b64 s[24:25], 0
	s_cbranch_scc1 .LBB6_26
	s_clause 0x1
	s_load_b256 s[4:11], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v2, s3, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v4, null, s29, 0, s3
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_mov_b32 s28, 0x9997fa04
	s_mov_b32 s30, 0xdf3e5244
	s_mov_b32 s34, 0x96cb03de
	s_mov_b32 s36, 0x94229359
	s_mov_b32 s38, 0x55555593
	s_mov_b32 s40, 0x35793c76
	v_xor_b32_e32 v4, v3, v4
	v_mov_b32_e32 v3, 0
	s_mov_b32 s42, 0xfee00000
	s_mov_b32 s44, 0x54442d18
	s_mov_b32 s46, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u32 s7, 0
	v_xor_b32_e32 v6, s21, v4
	s_cselect_b32 s11, -1, 0
	s_add_u32 s1, s14, s26
	s_addc_u32 s3, s15, s27
	s_add_u32 s14, s18, -1
	s_addc_u32 s15, s19, -1
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_clz_i32_u64 s7, s[14:15]
	v_add_co_u32 v4, s1, s1, v8
	s_min_u32 s7, s7, 64
	v_add_co_ci_u32_e64 v5, null, s3, 0, s1
	s_sub_u32 s18, 64, s7
	s_subb_u32 s19, 0, 0
	s_cmp_lg_u64 s[14:15], 0
	v_mov_b32_e32 v13, s5
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s6, 0
	s_mov_b32 s48, 0x54400000
	s_cselect_b32 s86, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s3, s21, 0xbb67ae85
	v_xor_b32_e32 v10, s1, v7
	v_cmp_gt_u64_e64 s1, s[18:19], 1
	s_add_u32 s26, s20, 0x3c6ef372
	s_add_u32 s87, s21, 0x76cf5d0a
	s_add_u32 s88, s20, 0xdaa66d2b
	s_add_u32 s89, s21, 0x32370b8f
	s_add_u32 s90, s20, 0x78dde6e4
	s_add_u32 s91, s21, 0xed9eba14
	s_add_u32 s92, s20, 0x1715609d
	s_add_u32 s93, s21, 0xa9066899
	s_add_u32 s94, s20, 0xb54cda56
	s_add_u32 s95, s21, 0x646e171e
	s_add_u32 s96, s20, 0x5384540f
	s_add_u32 s97, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s98, s20, 0x8ff34781
	v_xor_b32_e32 v11, s3, v2
	v_xor_b32_e32 v12, s26, v6
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s7, s19, 0
	s_cselect_b32 s6, s18, 1
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s26, 0x1d8e78af
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
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s27, 0x3fcc71c5
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
	s_branch .LBB6_7
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v2, v9
.LBB6_6:
	s_add_u32 s24, s24, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v9, v2
	s_addc_u32 s25, s25, 0
	s_cmp_eq_u64 s[24:25], s[16:17]
	s_cbranch_scc1 .LBB6_27
.LBB6_7:
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB6_25
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB6_10
.LBB6_9:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v9, v9
	ds_store_b32 v8, v2
.LBB6_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_16
	s_mov_b64 s[80:81], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB6_13
	.p2align	6
.LBB6_12:
	s_or_b32 exec_lo, exec_lo, s1
	s_cmp_eq_u64 s[80:81], s[6:7]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB6_16
.LBB6_13:
	s_lshl_b64 s[82:83], 1, s80
	s_add_u32 s80, s80, 1
	s_addc_u32 s81, s81, 0
	s_add_u32 s84, s82, s14
	s_addc_u32 s85, s83, s15
	s_mov_b32 s1, exec_lo
	s_lshr_b64 s[84:85], s[84:85], s80
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[84:85], v[0:1]
	s_cbranch_execz .LBB6_12
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_mov_b32 s3, 0
	.p2align	6
.LBB6_15:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[14:15], s80, v[6:7]
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v2, 2, v14
	v_add_lshl_u32 v14, v14, s82, 2
	v_cmp_le_u64_e32 vcc_lo, s[84:85], v[6:7]
	ds_load_b32 v15, v2
	ds_load_b32 v14, v14
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v14, v15, v14
	ds_store_b32 v2, v14
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB6_15
	s_branch .LBB6_12
.LBB6_16:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB6_18
	ds_load_b32 v2, v3
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v2 offset:4096
.LBB6_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s86
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_22
	v_mov_b32_e32 v2, v9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_21
	s_add_u32 s1, s24, s22
	s_addc_u32 s5, s25, s23
	global_load_b32 v41, v[4:5], off
	s_mul_i32 s80, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v2, s80, v10
	s_xor_b32 s5, s20, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s5, s1
	s_mul_hi_u32 s5, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s5, v11
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v7, s1, s87, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v7, 0
	v_xor_b32_e32 v2, v15, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, v17, s88, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v7, 0
	v_xor3_b32 v2, s89, v15, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v18, s91, v14
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v2, s90, v7, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s92, v6
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v2, s93, v7, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v16, s95, v6
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v16
	v_xor3_b32 v7, s94, v7, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s96, v6
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v7, s97, v7, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s21, v6
	v_mul_lo_u32 v14, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v2, s98, v7, v14
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
	v_cvt_f64_u32_e32 v[6:7], v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s1, 0xfffffc01, v2
	v_add_co_ci_u32_e64 v31, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], -1.0
	v_cvt_f64_i32_e32 v[31:32], v31
	v_add_f64 v[6:7], v[6:7], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[14:15], 2.0
	v_mul_f64 v[33:34], v[14:15], 0.5
	v_ldexp_f64 v[31:32], v[31:32], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[14:15]
	v_div_scale_f64 v[24:25], vcc_lo, v[14:15], v[16:17], v[14:15]
	v_mul_f64 v[33:34], v[14:15], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[6:7], v[6:7], s[44:45]
	v_rcp_f64_e32 v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[26:27], v[6:7], s[46:47]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], 0x43380000, v[26:27]
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], 0xc3380000, v[26:27]
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[27:28], s[48:49]
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[24:25], v[20:21]
	v_fma_f64 v[18:19], -v[18:19], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[18:19], v[18:19], v[20:21], v[22:23]
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], s[30:31]
	v_mul_f64 v[24:25], v[20:21], s[18:19]
	v_add_f64 v[22:23], v[22:23], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[26:27]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[22:23], v[22:23], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[28:29]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_add_f64 v[24:25], v[6:7], v[29:30]
	v_cvt_f64_u32_e32 v[29:30], v2
	v_add_f64 v[22:23], v[22:23], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_mul_f64 v[22:23], v[27:28], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[29:30], s[40:41]
	v_add_f64 v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[24:25], v[22:23]
	v_add_f64 v[18:19], v[33:34], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[24:25], -v[20:21]
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_mul_f64 v[18:19], v[27:28], s[50:51]
	v_mul_f64 v[27:28], v[27:28], s[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[16:17], v[35:36], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[24:25], -v[18:19]
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	v_mov_b32_e32 v28, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[16:17], -v[33:34]
	v_lshrrev_b32_e32 v2, 20, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v6, 0x7ff, v2
	v_bfe_u32 v2, v7, 20, 11
	v_add_nc_u32_e32 v27, 16, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[27:28], v[2:3]
	v_dual_cndmask_b32 v19, v19, v23 :: v_dual_cndmask_b32 v18, v18, v22
	v_mul_f64 v[22:23], v[29:30], s[42:43]
	v_dual_cndmask_b32 v7, v25, v21 :: v_dual_cndmask_b32 v6, v24, v20
	v_add_f64 v[20:21], v[6:7], -v[18:19]
	v_add_f64 v[14:15], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[20:21], v[20:21]
	v_add_f64 v[6:7], v[6:7], -v[20:21]
	v_add_f64 v[14:15], v[22:23], v[14:15]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[22:23], v[16:17], s[68:69]
	v_mul_f64 v[24:25], v[16:17], s[56:57]
	v_mul_f64 v[27:28], v[16:17], s[62:63]
	v_mul_f64 v[29:30], v[16:17], s[74:75]
	v_mul_f64 v[31:32], v[16:17], v[16:17]
	v_add_f64 v[6:7], v[6:7], -v[18:19]
	v_mul_f64 v[37:38], v[16:17], 0.5
	v_mul_f64 v[14:15], v[14:15], -2.0
	v_add_f64 v[22:23], v[22:23], s[70:71]
	v_add_f64 v[24:25], v[24:25], s[58:59]
	v_add_f64 v[27:28], v[27:28], s[64:65]
	v_add_f64 v[29:30], v[29:30], s[76:77]
	v_mul_f64 v[33:34], v[16:17], v[31:32]
	v_mul_f64 v[18:19], v[31:32], v[31:32]
	v_mul_f64 v[31:32], v[20:21], v[16:17]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_add_f64 v[39:40], -v[37:38], 1.0
	v_mul_f64 v[22:23], v[16:17], v[22:23]
	v_mul_f64 v[24:25], v[16:17], v[24:25]
	v_mul_f64 v[27:28], v[16:17], v[27:28]
	v_mul_f64 v[29:30], v[33:34], v[29:30]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[22:23], v[22:23], s[72:73]
	v_add_f64 v[24:25], v[24:25], s[60:61]
	v_add_f64 v[27:28], v[27:28], s[66:67]
	v_rsq_f64_e32 v[35:36], v[14:15]
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[29:30], v[22:23]
	v_mul_f64 v[24:25], v[16:17], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[27:28]
	v_mul_f64 v[27:28], v[6:7], 0.5
	v_mul_f64 v[33:34], v[14:15], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[22:23], v[31:32], v[22:23]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[29:30], -v[35:36], v[33:34], 0.5
	v_add_f64 v[22:23], v[27:28], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_fma_f64 v[33:34], v[33:34], v[29:30], v[33:34]
	v_fma_f64 v[24:25], v[35:36], v[29:30], v[35:36]
	v_mul_f64 v[29:30], v[20:21], v[6:7]
	v_add_f64 v[35:36], -v[39:40], 1.0
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_fma_f64 v[27:28], -v[33:34], v[33:34], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[18:19], -v[29:30]
	v_mul_f64 v[29:30], v[31:32], s[78:79]
	v_add_f64 v[6:7], v[16:17], -v[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[22:23], v[27:28], v[24:25], v[33:34]
	v_add_f64 v[27:28], v[35:36], -v[37:38]
	v_add_f64 v[6:7], v[6:7], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[16:17], -v[22:23], v[22:23], v[14:15]
	v_add_f64 v[18:19], v[27:28], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[6:7], v[20:21], -v[6:7]
	v_mov_b32_e32 v21, v3
	v_fma_f64 v[16:17], v[16:17], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[39:40], v[18:19]
	v_ldexp_f64 v[16:17], v[16:17], v2
	v_and_b32_e32 v20, 2, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v22, 0x80000000, v19
	v_dual_cndmask_b32 v15, v17, v15 :: v_dual_and_b32 v2, 1, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[20:21]
	v_xor_b32_e32 v20, 0x80000000, v7
	v_cndmask_b32_e32 v14, v16, v14, vcc_lo
	v_cndmask_b32_e64 v19, v22, v19, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v7, v7, v20, s1
	v_cmp_eq_u64_e64 s1, 0, v[2:3]
	ds_load_b32 v2, v3 offset:4096
	v_cndmask_b32_e64 v7, v7, v19, s1
	v_cndmask_b32_e64 v6, v6, v18, s1
	v_mul_f64 v[6:7], v[6:7], v[14:15]
	v_add_f32_e32 v14, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v6, v[6:7]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v9, v41
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v7, v7 :: v_dual_add_f32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, 0.5, v7 :: v_dual_add_f32 v2, v2, v2
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v14, v2
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, s4, v2
	v_sub_f32_e32 v2, v9, v2
	v_mul_f32_e32 v6, v13, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v6, v2
	v_and_b32_e32 v6, 0x7fffffff, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
.LBB6_21:
	s_or_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB6_6
	s_branch .LBB6_23
.LBB6_22:
.LBB6_23:
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
	v_mul_f32_e32 v2, s4, v2
	v_sub_f32_e32 v2, v9, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v6, 0x7fffffff, v2
	v_cmp_gt_u32_e32 vcc_lo, 0x7f800001, v6
	v_cndmask_b32_e32 v9, 0x7fc00000, v2, vcc_lo
	s_branch .LBB6_5
.LBB6_25:
	s_mul_f32 s3, s10, s8
	s_mul_f32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s3, 0
	s_mul_f32 s1, s3, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s3, 0xf800000
	v_mov_b32_e32 v2, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, s3, v2, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v6, v2
	v_add_nc_u32_e32 v7, -1, v6
	v_add_nc_u32_e32 v13, 1, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v14, 0x80000000, v7
	v_xor_b32_e32 v15, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v14, v14, v6, v2
	v_fma_f32 v15, v15, v6, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s3, 0, v14
	v_cndmask_b32_e64 v6, v6, v7, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s3, 0, v15
	v_cndmask_b32_e64 v6, v6, v13, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, 0x37800000, v6
	v_cndmask_b32_e64 v6, v6, v7, s1
	v_cmp_class_f32_e64 s1, v2, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v6, v2, s1
	v_cndmask_b32_e32 v13, 0, v2, vcc_lo
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB6_9
	s_branch .LBB6_10
.LBB6_26:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v9
.LBB6_27:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_29
	global_store_b32 v8, v2, s[12:13]
.LBB6_29:
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
.Lfunc_end6:
	.size	tessera_tether_pairwise_w1024, .Lfunc_end6-tessera_tether_pairwise_w1024

	.set tessera_tether_pairwise_w1024.num_vgpr, 42
	.set tessera_tether_pairwise_w1024.num_agpr, 0
	.set tessera_tether_pairwise_w1024.numbered_sgpr, 99
	.set tessera_tether_pairwise_w1024.num_named_barrier, 0
	.set tessera_tether_pairwise_w1024.private_seg_size, 0
	.set tessera_tether_pairwise_w1024.uses_vcc, 1
	.set tessera_tether_pairwise_w1024.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w1024.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w1024.has_recursion, 0
	.set tessera_tether_pairwise_w1024.has_indirect_call, 0
	.globl	tessera_tether_pairwise_wide
	.p2align	8
	.type	tessera_tether_pairwise_wide,@function
tessera_tether_pairwise_wide:
	s_load_b256 s[12:19], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[18:19], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_32
	s_load_b128 s[20:23], s[0:1], 0x20
	s_mov_b64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[22:23], 0
	s_cbranch_scc1 .LBB10_32
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
	s_cmp_lg_u32 s7, 0
	v_mov_b32_e32 v20, s5
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s6, 0
	v_writelane_b32 v48, s0, 0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s24, 0x9e3779b9
	s_addc_u32 s1, s25, 0
	s_mov_b32 s58, 0x54400000
	v_writelane_b32 v48, s0, 1
	s_mov_b32 s60, 0x1a626331
	s_mov_b32 s62, 0x1a600000
	s_mov_b32 s64, 0x2e037073
	s_mov_b32 s66, 0x19cb1590
	v_writelane_b32 v48, s1, 2
	s_add_u32 s0, s25, 0xbb67ae85
	s_addc_u32 s1, 0, 0
	s_add_u32 s96, s24, 0x3c6ef372
	s_mov_b32 s68, 0x16c15177
	v_writelane_b32 v48, s0, 3
	s_mov_b32 s70, 0x5555554c
	s_mov_b32 s72, 0xbe8838d4
	s_mov_b32 s74, 0xbdb4b1c4
	s_mov_b32 s76, 0x809c52ad
	v_writelane_b32 v48, s1, 4
	s_add_u32 s0, s25, 0x76cf5d0a
	s_addc_u32 s1, 0, 0
	s_add_u32 s97, s24, 0xdaa66d2b
	s_add_u32 s98, s25, 0x32370b8f
	v_writelane_b32 v48, s0, 5
	s_add_u32 s99, s24, 0x78dde6e4
	s_add_u32 s100, s25, 0xed9eba14
	s_add_u32 s101, s24, 0x1715609d
	s_add_u32 s102, s25, 0xa9066899
	s_add_u32 s103, s24, 0xb54cda56
	s_add_u32 s104, s25, 0x646e171e
	s_add_u32 vcc_hi, s24, 0x5384540f
	s_add_u32 s6, s25, 0x1fd5c5a3
	s_add_u32 s7, s25, 0xdb3d7428
	s_add_i32 s34, s24, 0x8ff34781
	s_add_u32 s38, s20, -1
	s_addc_u32 s39, s21, -1
	v_writelane_b32 v48, s1, 6
	s_clz_i32_u64 s0, s[38:39]
	s_mov_b32 s78, 0x57b1fe7d
	s_min_u32 s0, s0, 64
	s_mov_b32 s80, 0x19c161d5
	s_sub_u32 s36, 64, s0
	s_subb_u32 s37, 0, 0
	s_cmp_lg_u64 s[38:39], 0
	v_cmp_gt_u64_e64 s1, s[36:37], 1
	s_cselect_b32 s35, -1, 0
	v_cmp_gt_u64_e64 s0, s[20:21], v[0:1]
	s_mov_b32 s82, 0x1110f8a6
	s_mov_b32 s84, 0x5acfd57c
	s_mov_b32 s86, 0x8a2b9ceb
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s41, s37, 0
	s_cselect_b32 s40, s36, 1
	s_lshl_b64 s[2:3], s[2:3], 3
	s_and_b32 s11, s33, s0
	s_or_b32 s1, s2, 4
	s_mul_i32 s2, s20, s3
	s_mul_hi_u32 s3, s20, s1
	v_add_co_u32 v4, s37, s30, v2
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
	v_add_co_ci_u32_e64 v5, null, s31, 0, s37
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
	s_waitcnt_vscnt null, 0x0
	s_cmp_eq_u64 s[18:19], s[22:23]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_32
.LBB10_5:
	v_readlane_b32 s2, v48, 0
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccz .LBB10_31
	s_and_saveexec_b32 s5, s11
	s_cbranch_execz .LBB10_11
.LBB10_7:
	s_add_u32 s2, s18, s26
	s_addc_u32 s37, s19, s27
	s_mov_b32 s3, 0
	s_mul_hi_u32 s93, s37, 0xcd9e8d57
	s_mul_i32 s92, s37, 0xcd9e8d57
	s_xor_b32 s90, s24, s93
	v_readlane_b32 s36, v48, 3
	s_xor_b32 s90, s90, s2
	v_readlane_b32 s37, v48, 4
	s_mul_hi_u32 s95, s90, 0xd2511f53
	s_mul_i32 s94, s90, 0xd2511f53
	s_mov_b32 s2, s95
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	s_xor_b64 s[90:91], s[2:3], s[36:37]
	v_readlane_b32 s36, v48, 1
	v_readlane_b32 s37, v48, 2
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_xor_b64 s[92:93], s[36:37], s[92:93]
	v_readlane_b32 s36, v48, 5
	v_readlane_b32 s37, v48, 6
	s_xor_b64 s[94:95], s[36:37], s[94:95]
.LBB10_8:
	v_add_co_u32 v2, vcc_lo, s28, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v21, null, s29, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, s25, v21
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v19
	v_xor_b32_e32 v21, s90, v18
	s_or_b32 s3, vcc_lo, s3
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v21, 0
	v_xor_b32_e32 v2, s92, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s96, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor_b32_e32 v2, s94, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s98, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v23, 0
	v_xor3_b32 v2, s97, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s99, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v2, s100, v19, v22
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v24, v22, s102, v18
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, s101, v19, v23
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s104, v23, v21
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v24, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v18, v24, s103, v18
	v_xor3_b32 v2, vcc_hi, v2, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v19, s6, v22
	v_xor3_b32 v2, s7, v2, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v21, 0xcd9e8d57, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v21, s34, v19
	global_store_b32 v[14:15], v18, off
	v_add_co_u32 v14, s2, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	global_store_b32 v[12:13], v2, off
	v_add_co_u32 v12, s2, 0x400, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_8
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_mov_b32 s3, 0
.LBB10_10:
	global_load_b32 v2, v[12:13], off
	global_load_b32 v31, v[14:15], off
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
	v_mul_f64 v[25:26], v[25:26], s[54:55]
	v_mul_f64 v[29:30], v[27:28], s[42:43]
	v_mul_f64 v[31:32], v[27:28], s[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[25:26], s[56:57]
	v_add_f64 v[29:30], v[29:30], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[14:15]
	v_add_f64 v[33:34], 0x43380000, v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[31:32], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], 0xc3380000, v[33:34]
	v_add_f64 v[29:30], v[29:30], s[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[16:17]
	v_mul_f64 v[36:37], v[34:35], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[27:28], v[29:30]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[25:26], v[36:37]
	v_cvt_f64_u32_e32 v[36:37], v2
	v_add_f64 v[29:30], v[29:30], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], v[36:37]
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[34:35], s[62:63]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[36:37], s[50:51]
	v_add_f64 v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[31:32], v[29:30]
	v_add_f64 v[23:24], v[40:41], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[31:32], -v[27:28]
	v_mul_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[34:35], s[60:61]
	v_mul_f64 v[34:35], v[34:35], s[64:65]
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
	v_and_b32_e32 v25, 0x7ff, v2
	v_bfe_u32 v2, v26, 20, 11
	v_add_nc_u32_e32 v34, 16, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[34:35], v[2:3]
	v_dual_cndmask_b32 v24, v24, v30 :: v_dual_cndmask_b32 v23, v23, v29
	v_mul_f64 v[29:30], v[36:37], s[52:53]
	v_dual_cndmask_b32 v26, v32, v28 :: v_dual_cndmask_b32 v25, v31, v27
	v_add_f64 v[27:28], v[25:26], -v[23:24]
	v_add_f64 v[18:19], v[18:19], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[27:28], v[27:28]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	v_add_f64 v[18:19], v[29:30], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[29:30], v[21:22], s[78:79]
	v_mul_f64 v[31:32], v[21:22], s[66:67]
	v_mul_f64 v[34:35], v[21:22], s[72:73]
	v_mul_f64 v[36:37], v[21:22], s[84:85]
	v_mul_f64 v[38:39], v[21:22], v[21:22]
	v_add_f64 v[23:24], v[25:26], -v[23:24]
	v_mul_f64 v[44:45], v[21:22], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_add_f64 v[29:30], v[29:30], s[80:81]
	v_add_f64 v[31:32], v[31:32], s[68:69]
	v_add_f64 v[34:35], v[34:35], s[74:75]
	v_add_f64 v[36:37], v[36:37], s[86:87]
	v_mul_f64 v[40:41], v[21:22], v[38:39]
	v_mul_f64 v[25:26], v[38:39], v[38:39]
	v_mul_f64 v[38:39], v[27:28], v[21:22]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_add_f64 v[46:47], -v[44:45], 1.0
	v_mul_f64 v[29:30], v[21:22], v[29:30]
	v_mul_f64 v[31:32], v[21:22], v[31:32]
	v_mul_f64 v[34:35], v[21:22], v[34:35]
	v_mul_f64 v[36:37], v[40:41], v[36:37]
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[18:19], v[18:19], v2
	v_cndmask_b32_e64 v2, 0, 0xffffff80, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[82:83]
	v_add_f64 v[31:32], v[31:32], s[70:71]
	v_add_f64 v[34:35], v[34:35], s[76:77]
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
	v_mul_f64 v[36:37], v[38:39], s[88:89]
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
	v_mov_b32_e32 v28, v3
	v_fma_f64 v[23:24], v[23:24], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[46:47], v[25:26]
	v_ldexp_f64 v[23:24], v[23:24], v2
	v_and_b32_e32 v27, 2, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v29, 0x80000000, v26
	v_dual_cndmask_b32 v19, v24, v19 :: v_dual_and_b32 v2, 1, v33
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
	v_cmp_eq_u64_e64 s2, 0, v[2:3]
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v22, v26, s2
	v_cndmask_b32_e64 v21, v21, v25, s2
	s_or_b32 s3, vcc_lo, s3
	v_mul_f64 v[18:19], v[18:19], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[18:19]
	global_store_b32 v[12:13], v2, off
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
	v_dual_mov_b32 v17, v1 :: v_dual_mov_b32 v16, v0
	s_mov_b32 s5, 0
	.p2align	6
.LBB10_13:
	global_load_b32 v2, v[12:13], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[16:17]
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v2, v2
	global_store_b32 v[14:15], v2, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_13
.LBB10_14:
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s35
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_20
	s_mov_b64 s[2:3], 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB10_17
	.p2align	6
.LBB10_16:
	s_or_b32 exec_lo, exec_lo, s5
	s_cmp_eq_u64 s[2:3], s[40:41]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_20
.LBB10_17:
	s_lshl_b64 s[90:91], 1, s2
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	s_add_u32 s92, s90, s38
	s_addc_u32 s93, s91, s39
	s_mov_b32 s5, exec_lo
	s_lshr_b64 s[92:93], s[92:93], s2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[92:93], v[0:1]
	s_cbranch_execz .LBB10_16
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v12, v0
	s_mov_b32 s37, 0
	.p2align	6
.LBB10_19:
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
	s_cbranch_execnz .LBB10_19
	s_branch .LBB10_16
.LBB10_20:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s2, s1
	s_cbranch_execz .LBB10_22
	global_load_b32 v2, v3, s[30:31]
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v2
.LBB10_22:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_27
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_26
	ds_load_b32 v2, v3
	s_mov_b32 s5, 0
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v17, v7 :: v_dual_mov_b32 v16, v6
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v14, v10
	v_dual_mov_b32 v19, v1 :: v_dual_mov_b32 v18, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, -4.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v2
	v_mul_f32_e32 v2, 0x3c23d70a, v2
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_25:
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
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_25
.LBB10_26:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
	s_mov_b32 s2, 0
.LBB10_27:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_4
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_3
	ds_load_b32 v2, v3
	s_mov_b32 s5, 0
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
.LBB10_30:
	global_load_b32 v18, v[12:13], off
	global_load_b32 v19, v[14:15], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v21, v18, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v18, v19
	v_mul_f32_e32 v21, v21, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v21, v19
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
	s_or_b32 s5, vcc_lo, s5
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_30
	s_branch .LBB10_3
.LBB10_31:
	s_mul_f32 s3, s10, s8
	s_mul_f32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s3, 0
	s_mul_f32 s2, s3, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s3, 0xf800000
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s2
	v_cmp_class_f32_e64 s2, v2, 0x260
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v12, v2, s2
	v_cndmask_b32_e32 v20, 0, v2, vcc_lo
	s_and_saveexec_b32 s5, s11
	s_cbranch_execnz .LBB10_7
	s_branch .LBB10_11
.LBB10_32:
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

	.set tessera_tether_pairwise_wide.num_vgpr, 49
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
    .sgpr_spill_count: 7
    .symbol:         tessera_tether_pairwise_wide.kd
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
