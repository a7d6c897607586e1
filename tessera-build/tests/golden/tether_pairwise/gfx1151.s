	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_tether_pairwise_w4x64
	.p2align	8
	.type	tessera_tether_pairwise_w4x64,@function
tessera_tether_pairwise_w4x64:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 4
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_55
	v_lshrrev_b32_e32 v7, 2, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 6
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s13, -1
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[12:13], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s15
	v_mad_u64_u32 v[3:4], null, v1, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s14
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v14, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v13, null, s9, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_3
	v_add_co_u32 v8, vcc_lo, v12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v13, vcc_lo
	global_load_b32 v15, v[8:9], off
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[12:13], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc0 .LBB0_52
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_and_b32_e32 v0, 0xfc, v0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v3, 0
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v22, v15 :: v_dual_lshlrev_b32 v17, 2, v0
	v_add_co_u32 v3, vcc_lo, s10, v5
	v_xor_b32_e32 v0, v9, v4
	v_add_co_ci_u32_e64 v5, null, s11, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v2, vcc_lo, v3, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v0, s25, v0
	v_add_co_ci_u32_e64 v3, null, 0, v5, vcc_lo
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s84, -1, 0
	s_or_b32 s23, s2, s3
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	s_add_u32 s6, s24, 0x3c6ef372
	v_lshl_or_b32 v16, v7, 2, 0x400
	v_or_b32_e32 v18, v17, v14
	s_xor_b32 s85, s23, -1
	s_add_u32 s86, s25, 0x76cf5d0a
	s_add_u32 s87, s24, 0xdaa66d2b
	s_add_u32 s88, s25, 0x32370b8f
	s_add_u32 s89, s24, 0x78dde6e4
	s_add_u32 s90, s25, 0xed9eba14
	s_add_u32 s91, s24, 0x1715609d
	s_add_u32 s92, s25, 0xa9066899
	s_add_u32 s93, s24, 0xb54cda56
	s_add_u32 s94, s25, 0x646e171e
	s_add_u32 s95, s24, 0x5384540f
	s_add_u32 s96, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s97, s24, 0x8ff34781
	s_and_b32 s28, s14, 6
	v_xor_b32_e32 v19, s1, v5
	v_xor_b32_e32 v20, s5, v8
	v_xor_b32_e32 v21, s6, v4
	s_bitcmp1_b32 s14, 0
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
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
	s_mov_b32 s29, 0
	s_cselect_b32 s98, -1, 0
	s_movk_i32 s99, 0x1fc
	s_mov_b32 s100, -8
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
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
	v_mov_b32_e32 v0, v22
.LBB0_6:
	s_add_u32 s8, s8, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v22, v0
	s_addc_u32 s9, s9, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[8:9], s[12:13]
	s_cbranch_scc1 .LBB0_50
.LBB0_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, v22, v22
	ds_store_b32 v18, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s101, s0
	s_cbranch_execz .LBB0_43
	v_cmp_lt_i64_e64 s1, s[14:15], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_12
	s_cmp_lg_u64 s[14:15], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s5, -1, 0
	s_cbranch_execz .LBB0_13
	s_branch .LBB0_14
.LBB0_12:
	s_mov_b32 s1, 0
	s_mov_b32 s5, 0
.LBB0_13:
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s5, -1, 0
.LBB0_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB0_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[6:7], 0
	s_branch .LBB0_18
.LBB0_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB0_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s6, s6, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s7, s7, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v23, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[6:7], s[28:29]
	s_cbranch_scc1 .LBB0_30
.LBB0_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v23, s6, 2, v17
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	ds_load_b32 v0, v23
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v6, vcc_lo, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB0_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v24, v4, 2, s99
	v_lshl_add_u32 v25, v4, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v25, v6
	v_add_nc_u32_e32 v25, -8, v25
	scratch_load_b64 v[26:27], v6, off
	scratch_load_b32 v28, v24, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v24, -4, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s5, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s5
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v28
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s103, s1, s103
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB0_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB0_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v8, v4, 3, 0
	ds_load_b32 v23, v23 offset:4
	v_lshl_add_u32 v4, v4, 2, 0x200
	scratch_store_b64 v8, v[10:11], off
	v_subrev_co_ci_u32_e64 v5, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_waitcnt lgkmcnt(1)
	scratch_store_b32 v4, v0, off
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[8:9], v5, off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB0_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s99
	v_lshl_add_u32 v24, v6, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_28:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v24, v4
	v_add_nc_u32_e32 v24, -8, v24
	scratch_load_b64 v[25:26], v4, off
	scratch_load_b32 v27, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v23, v23, v27
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v6, s5, v4, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v7, null, -1, v5, s5
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s103, s1, s103
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB0_28
	s_branch .LBB0_16
.LBB0_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s14 :: v_dual_mov_b32 v5, s15
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[6:7], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_31
	s_branch .LBB0_38
.LBB0_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[6:7], s[28:29]
	s_mov_b32 s1, s98
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_38
.LBB0_31:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[4:5], v0, off
	v_lshl_add_u32 v0, s6, 2, v17
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[4:5]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s82, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s82
	s_cbranch_execz .LBB0_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v23, v6, 2, s99
	v_lshl_add_u32 v24, v6, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[6:7], 0
	s_mov_b32 s83, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_35:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, s7 :: v_dual_mov_b32 v10, s6
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v24, v4
	v_add_nc_u32_e32 v24, -8, v24
	scratch_load_b64 v[25:26], v4, off
	scratch_load_b32 v27, v23, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v23, -4, v23
	v_mov_b32_e32 v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s5, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s5
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[6:7], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v27
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s83, s1, s83
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s83
	s_cbranch_execnz .LBB0_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s83
.LBB0_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s82
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB0_38:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b32 s5, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v6, s1, v4, v0
	v_subrev_co_ci_u32_e64 v7, null, 0, v5, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v6, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[4:5]
	s_cbranch_execz .LBB0_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s99, -4
.LBB0_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[6:7], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB0_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB0_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s5
	ds_store_b32 v16, v0
.LBB0_43:
	s_or_b32 exec_lo, exec_lo, s101
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s84
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_47
	v_mov_b32_e32 v0, v22
	s_and_saveexec_b32 s7, s85
	s_cbranch_execz .LBB0_46
	s_mul_f32 s82, s22, s20
	global_load_b32 v45, v[2:3], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s5, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v44, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s8, s26
	s_addc_u32 s83, s9, s27
	s_mul_i32 s101, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v0, s101, v19
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s83, s6
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s83, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s83, v20
	v_xor3_b32 v7, s6, s86, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v6, v21
	v_xor3_b32 v8, v8, s87, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v6, v4
	v_xor3_b32 v6, v9, s90, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v5, v7
	v_xor3_b32 v6, v10, s91, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s92, v5, v8
	v_xor3_b32 v7, v7, s94, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s93, v5, v9
	v_xor3_b32 v0, v0, s95, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s96, v5, v6
	v_xor3_b32 v0, v0, s25, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v5
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s97, v5, v6
	v_cvt_f64_u32_e32 v[5:6], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], 0.5
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v6
	v_and_b32_e32 v6, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	v_add_co_u32 v0, s6, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[7:8], v[5:6], 2.0
	v_mul_f64 v[38:39], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[5:6]
	v_div_scale_f64 v[27:28], vcc_lo, v[5:6], v[7:8], v[5:6]
	v_mul_f64 v[38:39], v[5:6], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[9:10]
	v_fma_f64 v[25:26], -v[9:10], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[9:10], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[9:10], v[25:26], v[27:28]
	v_div_fmas_f64 v[9:10], v[9:10], v[23:24], v[25:26]
	v_cvt_f64_u32_e32 v[23:24], v4
	v_add_co_ci_u32_e64 v4, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[36:37], v4
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[9:10], v[9:10]
	v_mul_f64 v[23:24], v[23:24], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[10:11]
	v_mul_f64 v[31:32], v[23:24], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[23:24], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[9:10], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[25:26], v[9:10]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[38:39], v[9:10]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[40:41], v[7:8]
	v_add_f64 v[36:37], v[29:30], -v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[7:8], v[7:8], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v37
	v_and_b32_e32 v4, 0x7ff, v0
	v_bfe_u32 v0, v24, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v4
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_dual_cndmask_b32 v10, v10, v28 :: v_dual_cndmask_b32 v9, v9, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v24, v30, v26 :: v_dual_cndmask_b32 v23, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], -v[9:10]
	v_add_f64 v[4:5], v[5:6], v[7:8]
	v_mul_f64 v[6:7], v[25:26], v[25:26]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[27:28], v[4:5]
	v_mul_f64 v[27:28], v[6:7], s[70:71]
	v_mul_f64 v[29:30], v[6:7], s[58:59]
	v_mul_f64 v[32:33], v[6:7], s[64:65]
	v_mul_f64 v[34:35], v[6:7], s[76:77]
	v_mul_f64 v[36:37], v[6:7], v[6:7]
	v_add_f64 v[8:9], v[23:24], -v[9:10]
	v_mul_f64 v[4:5], v[4:5], -2.0
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[6:7], v[36:37]
	v_mul_f64 v[10:11], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[6:7], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[4:5]
	v_mul_f64 v[27:28], v[6:7], v[27:28]
	v_mul_f64 v[29:30], v[6:7], v[29:30]
	v_mul_f64 v[32:33], v[6:7], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_add_f64 v[42:43], -v[36:37], 1.0
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[23:24], v[29:30], s[62:63]
	v_add_f64 v[29:30], v[32:33], s[68:69]
	v_mul_f64 v[32:33], v[25:26], v[6:7]
	v_rsq_f64_e32 v[40:41], v[4:5]
	v_cmp_class_f64_e64 vcc_lo, v[4:5], 0x260
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[23:24], v[6:7], v[23:24]
	v_mul_f64 v[10:11], v[10:11], v[29:30]
	v_mul_f64 v[29:30], v[8:9], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[4:5], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[32:33], v[27:28]
	v_mul_f64 v[32:33], v[32:33], s[80:81]
	v_add_f64 v[10:11], v[23:24], v[10:11]
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[29:30], -v[27:28]
	v_mul_f64 v[10:11], v[6:7], v[10:11]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[27:28], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[8:9]
	v_add_f64 v[40:41], -v[42:43], 1.0
	v_mul_f64 v[6:7], v[6:7], v[23:24]
	v_fma_f64 v[29:30], -v[38:39], v[38:39], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], -v[34:35]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[23:24], v[29:30], v[27:28], v[38:39]
	v_add_f64 v[29:30], v[40:41], -v[36:37]
	v_add_f64 v[6:7], v[6:7], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[8:9], -v[23:24], v[23:24], v[4:5]
	v_add_f64 v[10:11], v[29:30], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[6:7], v[25:26], -v[6:7]
	v_fma_f64 v[8:9], v[8:9], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[42:43], v[10:11]
	v_dual_mov_b32 v24, v1 :: v_dual_and_b32 v23, 2, v31
	v_cmp_eq_u64_e64 s6, 0, v[23:24]
	v_xor_b32_e32 v23, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v7, v7, v23, s6
	v_ldexp_f64 v[8:9], v[8:9], v0
	v_xor_b32_e32 v25, 0x80000000, v11
	v_and_b32_e32 v0, 1, v31
	v_cndmask_b32_e64 v11, v25, v11, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, s82, v44, s5
	v_cndmask_b32_e64 v7, v7, v11, s6
	v_cndmask_b32_e64 v6, v6, v10, s6
	v_dual_cndmask_b32 v5, v9, v5 :: v_dual_cndmask_b32 v4, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[4:5], v[6:7], v[4:5]
	v_sqrt_f32_e32 v6, v0
	ds_load_b32 v7, v16
	v_add_nc_u32_e32 v8, -1, v6
	v_add_nc_u32_e32 v9, 1, v6
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v11, 0x80000000, v9
	v_fma_f32 v10, v10, v6, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_fma_f32 v5, v11, v6, v0
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v5, v6, v9 :: v_dual_add_f32 v6, v7, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v22, v45
	v_add_f32_e32 v9, v22, v22
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v6, 0x3c23d70a, v6 :: v_dual_add_f32 v7, v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v9, v6 :: v_dual_mul_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v8, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v5, v0 :: v_dual_add_f32 v5, v6, v7
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, s16, v5
	v_cndmask_b32_e64 v0, v0, s17, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v5, v22, v5 :: v_dual_mul_f32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_48
.LBB0_47:
.LBB0_48:
	s_and_saveexec_b32 s1, s85
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v4, v16
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v22, v22 :: v_dual_add_f32 v4, -4.0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v4
	v_mul_f32_e32 v4, 0x3c23d70a, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v5, v4
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v22, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v22, v22, v0
	s_branch .LBB0_5
.LBB0_50:
	s_branch .LBB0_53
.LBB0_51:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB0_54
	s_branch .LBB0_55
.LBB0_52:
	s_cbranch_execnz .LBB0_51
.LBB0_53:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, v0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_55
.LBB0_54:
	v_add_co_u32 v0, vcc_lo, v12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v13, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v15, off
.LBB0_55:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w4x64
		.amdhsa_group_segment_fixed_size 1280
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
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
		.amdhsa_inst_pref_size 38
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

	.set tessera_tether_pairwise_w4x64.num_vgpr, 46
	.set tessera_tether_pairwise_w4x64.num_agpr, 0
	.set tessera_tether_pairwise_w4x64.numbered_sgpr, 104
	.set tessera_tether_pairwise_w4x64.num_named_barrier, 0
	.set tessera_tether_pairwise_w4x64.private_seg_size, 776
	.set tessera_tether_pairwise_w4x64.uses_vcc, 1
	.set tessera_tether_pairwise_w4x64.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w4x64.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w4x64.has_recursion, 0
	.set tessera_tether_pairwise_w4x64.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w32x8
	.p2align	8
	.type	tessera_tether_pairwise_w32x8,@function
tessera_tether_pairwise_w32x8:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 32
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_55
	v_lshrrev_b32_e32 v7, 5, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s13, -1
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[12:13], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s15
	v_mad_u64_u32 v[3:4], null, v1, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s14
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v14, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v13, null, s9, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB1_3
	v_add_co_u32 v8, vcc_lo, v12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v13, vcc_lo
	global_load_b32 v15, v[8:9], off
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[12:13], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc0 .LBB1_52
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_and_b32_e32 v0, 0xe0, v0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v3, 0
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v22, v15 :: v_dual_lshlrev_b32 v17, 2, v0
	v_add_co_u32 v3, vcc_lo, s10, v5
	v_xor_b32_e32 v0, v9, v4
	v_add_co_ci_u32_e64 v5, null, s11, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v2, vcc_lo, v3, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v0, s25, v0
	v_add_co_ci_u32_e64 v3, null, 0, v5, vcc_lo
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s84, -1, 0
	s_or_b32 s23, s2, s3
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	s_add_u32 s6, s24, 0x3c6ef372
	v_lshl_or_b32 v16, v7, 2, 0x400
	v_or_b32_e32 v18, v17, v14
	s_xor_b32 s85, s23, -1
	s_add_u32 s86, s25, 0x76cf5d0a
	s_add_u32 s87, s24, 0xdaa66d2b
	s_add_u32 s88, s25, 0x32370b8f
	s_add_u32 s89, s24, 0x78dde6e4
	s_add_u32 s90, s25, 0xed9eba14
	s_add_u32 s91, s24, 0x1715609d
	s_add_u32 s92, s25, 0xa9066899
	s_add_u32 s93, s24, 0xb54cda56
	s_add_u32 s94, s25, 0x646e171e
	s_add_u32 s95, s24, 0x5384540f
	s_add_u32 s96, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s97, s24, 0x8ff34781
	s_and_b32 s28, s14, 62
	v_xor_b32_e32 v19, s1, v5
	v_xor_b32_e32 v20, s5, v8
	v_xor_b32_e32 v21, s6, v4
	s_bitcmp1_b32 s14, 0
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
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
	s_mov_b32 s29, 0
	s_cselect_b32 s98, -1, 0
	s_movk_i32 s99, 0x1fc
	s_mov_b32 s100, -8
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
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
	v_mov_b32_e32 v0, v22
.LBB1_6:
	s_add_u32 s8, s8, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v22, v0
	s_addc_u32 s9, s9, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[8:9], s[12:13]
	s_cbranch_scc1 .LBB1_50
.LBB1_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, v22, v22
	ds_store_b32 v18, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s101, s0
	s_cbranch_execz .LBB1_43
	v_cmp_lt_i64_e64 s1, s[14:15], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_12
	s_cmp_lg_u64 s[14:15], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s5, -1, 0
	s_cbranch_execz .LBB1_13
	s_branch .LBB1_14
.LBB1_12:
	s_mov_b32 s1, 0
	s_mov_b32 s5, 0
.LBB1_13:
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s5, -1, 0
.LBB1_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB1_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[6:7], 0
	s_branch .LBB1_18
.LBB1_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB1_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s6, s6, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s7, s7, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v23, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[6:7], s[28:29]
	s_cbranch_scc1 .LBB1_30
.LBB1_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v23, s6, 2, v17
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	ds_load_b32 v0, v23
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v6, vcc_lo, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB1_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v24, v4, 2, s99
	v_lshl_add_u32 v25, v4, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB1_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v25, v6
	v_add_nc_u32_e32 v25, -8, v25
	scratch_load_b64 v[26:27], v6, off
	scratch_load_b32 v28, v24, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v24, -4, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s5, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s5
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v28
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s103, s1, s103
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB1_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB1_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v8, v4, 3, 0
	ds_load_b32 v23, v23 offset:4
	v_lshl_add_u32 v4, v4, 2, 0x200
	scratch_store_b64 v8, v[10:11], off
	v_subrev_co_ci_u32_e64 v5, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_waitcnt lgkmcnt(1)
	scratch_store_b32 v4, v0, off
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[8:9], v5, off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB1_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s99
	v_lshl_add_u32 v24, v6, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB1_28:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v24, v4
	v_add_nc_u32_e32 v24, -8, v24
	scratch_load_b64 v[25:26], v4, off
	scratch_load_b32 v27, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v23, v23, v27
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v6, s5, v4, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v7, null, -1, v5, s5
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s103, s1, s103
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB1_28
	s_branch .LBB1_16
.LBB1_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s14 :: v_dual_mov_b32 v5, s15
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[6:7], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_31
	s_branch .LBB1_38
.LBB1_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[6:7], s[28:29]
	s_mov_b32 s1, s98
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_38
.LBB1_31:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[4:5], v0, off
	v_lshl_add_u32 v0, s6, 2, v17
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[4:5]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s82, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s82
	s_cbranch_execz .LBB1_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v23, v6, 2, s99
	v_lshl_add_u32 v24, v6, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[6:7], 0
	s_mov_b32 s83, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB1_35:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, s7 :: v_dual_mov_b32 v10, s6
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v24, v4
	v_add_nc_u32_e32 v24, -8, v24
	scratch_load_b64 v[25:26], v4, off
	scratch_load_b32 v27, v23, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v23, -4, v23
	v_mov_b32_e32 v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s5, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s5
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[6:7], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v27
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s83, s1, s83
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s83
	s_cbranch_execnz .LBB1_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s83
.LBB1_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s82
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB1_38:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b32 s5, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v6, s1, v4, v0
	v_subrev_co_ci_u32_e64 v7, null, 0, v5, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v6, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[4:5]
	s_cbranch_execz .LBB1_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s99, -4
.LBB1_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[6:7], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s5
	ds_store_b32 v16, v0
.LBB1_43:
	s_or_b32 exec_lo, exec_lo, s101
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s84
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_47
	v_mov_b32_e32 v0, v22
	s_and_saveexec_b32 s7, s85
	s_cbranch_execz .LBB1_46
	s_mul_f32 s82, s22, s20
	global_load_b32 v45, v[2:3], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s5, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v44, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s8, s26
	s_addc_u32 s83, s9, s27
	s_mul_i32 s101, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v0, s101, v19
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s83, s6
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s83, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s83, v20
	v_xor3_b32 v7, s6, s86, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v6, v21
	v_xor3_b32 v8, v8, s87, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v6, v4
	v_xor3_b32 v6, v9, s90, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v5, v7
	v_xor3_b32 v6, v10, s91, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s92, v5, v8
	v_xor3_b32 v7, v7, s94, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s93, v5, v9
	v_xor3_b32 v0, v0, s95, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s96, v5, v6
	v_xor3_b32 v0, v0, s25, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v5
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s97, v5, v6
	v_cvt_f64_u32_e32 v[5:6], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], 0.5
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v6
	v_and_b32_e32 v6, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	v_add_co_u32 v0, s6, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[7:8], v[5:6], 2.0
	v_mul_f64 v[38:39], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[5:6]
	v_div_scale_f64 v[27:28], vcc_lo, v[5:6], v[7:8], v[5:6]
	v_mul_f64 v[38:39], v[5:6], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[9:10]
	v_fma_f64 v[25:26], -v[9:10], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[9:10], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[9:10], v[25:26], v[27:28]
	v_div_fmas_f64 v[9:10], v[9:10], v[23:24], v[25:26]
	v_cvt_f64_u32_e32 v[23:24], v4
	v_add_co_ci_u32_e64 v4, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[36:37], v4
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[9:10], v[9:10]
	v_mul_f64 v[23:24], v[23:24], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[10:11]
	v_mul_f64 v[31:32], v[23:24], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[23:24], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[9:10], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[25:26], v[9:10]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[38:39], v[9:10]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[40:41], v[7:8]
	v_add_f64 v[36:37], v[29:30], -v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[7:8], v[7:8], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v37
	v_and_b32_e32 v4, 0x7ff, v0
	v_bfe_u32 v0, v24, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v4
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_dual_cndmask_b32 v10, v10, v28 :: v_dual_cndmask_b32 v9, v9, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v24, v30, v26 :: v_dual_cndmask_b32 v23, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], -v[9:10]
	v_add_f64 v[4:5], v[5:6], v[7:8]
	v_mul_f64 v[6:7], v[25:26], v[25:26]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[27:28], v[4:5]
	v_mul_f64 v[27:28], v[6:7], s[70:71]
	v_mul_f64 v[29:30], v[6:7], s[58:59]
	v_mul_f64 v[32:33], v[6:7], s[64:65]
	v_mul_f64 v[34:35], v[6:7], s[76:77]
	v_mul_f64 v[36:37], v[6:7], v[6:7]
	v_add_f64 v[8:9], v[23:24], -v[9:10]
	v_mul_f64 v[4:5], v[4:5], -2.0
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[6:7], v[36:37]
	v_mul_f64 v[10:11], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[6:7], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[4:5]
	v_mul_f64 v[27:28], v[6:7], v[27:28]
	v_mul_f64 v[29:30], v[6:7], v[29:30]
	v_mul_f64 v[32:33], v[6:7], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_add_f64 v[42:43], -v[36:37], 1.0
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[23:24], v[29:30], s[62:63]
	v_add_f64 v[29:30], v[32:33], s[68:69]
	v_mul_f64 v[32:33], v[25:26], v[6:7]
	v_rsq_f64_e32 v[40:41], v[4:5]
	v_cmp_class_f64_e64 vcc_lo, v[4:5], 0x260
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[23:24], v[6:7], v[23:24]
	v_mul_f64 v[10:11], v[10:11], v[29:30]
	v_mul_f64 v[29:30], v[8:9], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[4:5], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[32:33], v[27:28]
	v_mul_f64 v[32:33], v[32:33], s[80:81]
	v_add_f64 v[10:11], v[23:24], v[10:11]
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[29:30], -v[27:28]
	v_mul_f64 v[10:11], v[6:7], v[10:11]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[27:28], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[8:9]
	v_add_f64 v[40:41], -v[42:43], 1.0
	v_mul_f64 v[6:7], v[6:7], v[23:24]
	v_fma_f64 v[29:30], -v[38:39], v[38:39], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], -v[34:35]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[23:24], v[29:30], v[27:28], v[38:39]
	v_add_f64 v[29:30], v[40:41], -v[36:37]
	v_add_f64 v[6:7], v[6:7], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[8:9], -v[23:24], v[23:24], v[4:5]
	v_add_f64 v[10:11], v[29:30], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[6:7], v[25:26], -v[6:7]
	v_fma_f64 v[8:9], v[8:9], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[42:43], v[10:11]
	v_dual_mov_b32 v24, v1 :: v_dual_and_b32 v23, 2, v31
	v_cmp_eq_u64_e64 s6, 0, v[23:24]
	v_xor_b32_e32 v23, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v7, v7, v23, s6
	v_ldexp_f64 v[8:9], v[8:9], v0
	v_xor_b32_e32 v25, 0x80000000, v11
	v_and_b32_e32 v0, 1, v31
	v_cndmask_b32_e64 v11, v25, v11, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, s82, v44, s5
	v_cndmask_b32_e64 v7, v7, v11, s6
	v_cndmask_b32_e64 v6, v6, v10, s6
	v_dual_cndmask_b32 v5, v9, v5 :: v_dual_cndmask_b32 v4, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[4:5], v[6:7], v[4:5]
	v_sqrt_f32_e32 v6, v0
	ds_load_b32 v7, v16
	v_add_nc_u32_e32 v8, -1, v6
	v_add_nc_u32_e32 v9, 1, v6
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v11, 0x80000000, v9
	v_fma_f32 v10, v10, v6, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_fma_f32 v5, v11, v6, v0
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v5, v6, v9 :: v_dual_add_f32 v6, v7, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v22, v45
	v_add_f32_e32 v9, v22, v22
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v6, 0x3c23d70a, v6 :: v_dual_add_f32 v7, v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v9, v6 :: v_dual_mul_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v8, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v5, v0 :: v_dual_add_f32 v5, v6, v7
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, s16, v5
	v_cndmask_b32_e64 v0, v0, s17, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v5, v22, v5 :: v_dual_mul_f32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
.LBB1_46:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_48
.LBB1_47:
.LBB1_48:
	s_and_saveexec_b32 s1, s85
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v4, v16
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v22, v22 :: v_dual_add_f32 v4, -4.0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v4
	v_mul_f32_e32 v4, 0x3c23d70a, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v5, v4
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v22, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v22, v22, v0
	s_branch .LBB1_5
.LBB1_50:
	s_branch .LBB1_53
.LBB1_51:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB1_54
	s_branch .LBB1_55
.LBB1_52:
	s_cbranch_execnz .LBB1_51
.LBB1_53:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, v0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_55
.LBB1_54:
	v_add_co_u32 v0, vcc_lo, v12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v13, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v15, off
.LBB1_55:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w32x8
		.amdhsa_group_segment_fixed_size 1056
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
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
		.amdhsa_inst_pref_size 38
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

	.set tessera_tether_pairwise_w32x8.num_vgpr, 46
	.set tessera_tether_pairwise_w32x8.num_agpr, 0
	.set tessera_tether_pairwise_w32x8.numbered_sgpr, 104
	.set tessera_tether_pairwise_w32x8.num_named_barrier, 0
	.set tessera_tether_pairwise_w32x8.private_seg_size, 776
	.set tessera_tether_pairwise_w32x8.uses_vcc, 1
	.set tessera_tether_pairwise_w32x8.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w32x8.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w32x8.has_recursion, 0
	.set tessera_tether_pairwise_w32x8.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w64x4
	.p2align	8
	.type	tessera_tether_pairwise_w64x4,@function
tessera_tether_pairwise_w64x4:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s3, s[14:15], 64
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_55
	v_lshrrev_b32_e32 v7, 6, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s13, -1
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[12:13], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s15
	v_mad_u64_u32 v[3:4], null, v1, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s14
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 63, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v14, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v13, null, s9, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB2_3
	v_add_co_u32 v8, vcc_lo, v12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v13, vcc_lo
	global_load_b32 v15, v[8:9], off
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[12:13], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc0 .LBB2_52
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_and_b32_e32 v0, 0xc0, v0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v3, 0
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v22, v15 :: v_dual_lshlrev_b32 v17, 2, v0
	v_add_co_u32 v3, vcc_lo, s10, v5
	v_xor_b32_e32 v0, v9, v4
	v_add_co_ci_u32_e64 v5, null, s11, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v2, vcc_lo, v3, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v0, s25, v0
	v_add_co_ci_u32_e64 v3, null, 0, v5, vcc_lo
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s84, -1, 0
	s_or_b32 s23, s2, s3
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	s_add_u32 s6, s24, 0x3c6ef372
	v_lshl_or_b32 v16, v7, 2, 0x400
	v_or_b32_e32 v18, v17, v14
	s_xor_b32 s85, s23, -1
	s_add_u32 s86, s25, 0x76cf5d0a
	s_add_u32 s87, s24, 0xdaa66d2b
	s_add_u32 s88, s25, 0x32370b8f
	s_add_u32 s89, s24, 0x78dde6e4
	s_add_u32 s90, s25, 0xed9eba14
	s_add_u32 s91, s24, 0x1715609d
	s_add_u32 s92, s25, 0xa9066899
	s_add_u32 s93, s24, 0xb54cda56
	s_add_u32 s94, s25, 0x646e171e
	s_add_u32 s95, s24, 0x5384540f
	s_add_u32 s96, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s97, s24, 0x8ff34781
	s_and_b32 s28, s14, 0x7e
	v_xor_b32_e32 v19, s1, v5
	v_xor_b32_e32 v20, s5, v8
	v_xor_b32_e32 v21, s6, v4
	s_bitcmp1_b32 s14, 0
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
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
	s_mov_b32 s29, 0
	s_cselect_b32 s98, -1, 0
	s_movk_i32 s99, 0x1fc
	s_mov_b32 s100, -8
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
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
	v_mov_b32_e32 v0, v22
.LBB2_6:
	s_add_u32 s8, s8, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v22, v0
	s_addc_u32 s9, s9, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[8:9], s[12:13]
	s_cbranch_scc1 .LBB2_50
.LBB2_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, v22, v22
	ds_store_b32 v18, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s101, s0
	s_cbranch_execz .LBB2_43
	v_cmp_lt_i64_e64 s1, s[14:15], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_12
	s_cmp_lg_u64 s[14:15], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s5, -1, 0
	s_cbranch_execz .LBB2_13
	s_branch .LBB2_14
.LBB2_12:
	s_mov_b32 s1, 0
	s_mov_b32 s5, 0
.LBB2_13:
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s5, -1, 0
.LBB2_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB2_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[6:7], 0
	s_branch .LBB2_18
.LBB2_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB2_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s6, s6, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s7, s7, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v23, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[6:7], s[28:29]
	s_cbranch_scc1 .LBB2_30
.LBB2_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v23, s6, 2, v17
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	ds_load_b32 v0, v23
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v6, vcc_lo, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB2_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v24, v4, 2, s99
	v_lshl_add_u32 v25, v4, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v25, v6
	v_add_nc_u32_e32 v25, -8, v25
	scratch_load_b64 v[26:27], v6, off
	scratch_load_b32 v28, v24, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v24, -4, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s5, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s5
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v28
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s103, s1, s103
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB2_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB2_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v8, v4, 3, 0
	ds_load_b32 v23, v23 offset:4
	v_lshl_add_u32 v4, v4, 2, 0x200
	scratch_store_b64 v8, v[10:11], off
	v_subrev_co_ci_u32_e64 v5, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_waitcnt lgkmcnt(1)
	scratch_store_b32 v4, v0, off
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[8:9], v5, off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB2_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s99
	v_lshl_add_u32 v24, v6, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_28:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v24, v4
	v_add_nc_u32_e32 v24, -8, v24
	scratch_load_b64 v[25:26], v4, off
	scratch_load_b32 v27, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v23, v23, v27
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v6, s5, v4, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v7, null, -1, v5, s5
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s103, s1, s103
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB2_28
	s_branch .LBB2_16
.LBB2_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s14 :: v_dual_mov_b32 v5, s15
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[6:7], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_31
	s_branch .LBB2_38
.LBB2_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[6:7], s[28:29]
	s_mov_b32 s1, s98
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_38
.LBB2_31:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[4:5], v0, off
	v_lshl_add_u32 v0, s6, 2, v17
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[4:5]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s82, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s82
	s_cbranch_execz .LBB2_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v23, v6, 2, s99
	v_lshl_add_u32 v24, v6, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[6:7], 0
	s_mov_b32 s83, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_35:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, s7 :: v_dual_mov_b32 v10, s6
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v24, v4
	v_add_nc_u32_e32 v24, -8, v24
	scratch_load_b64 v[25:26], v4, off
	scratch_load_b32 v27, v23, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v23, -4, v23
	v_mov_b32_e32 v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s5, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s5
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[6:7], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v27
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s83, s1, s83
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s83
	s_cbranch_execnz .LBB2_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s83
.LBB2_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s82
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB2_38:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b32 s5, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v6, s1, v4, v0
	v_subrev_co_ci_u32_e64 v7, null, 0, v5, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v6, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[4:5]
	s_cbranch_execz .LBB2_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s99, -4
.LBB2_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[6:7], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB2_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB2_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s5
	ds_store_b32 v16, v0
.LBB2_43:
	s_or_b32 exec_lo, exec_lo, s101
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s84
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_47
	v_mov_b32_e32 v0, v22
	s_and_saveexec_b32 s7, s85
	s_cbranch_execz .LBB2_46
	s_mul_f32 s82, s22, s20
	global_load_b32 v45, v[2:3], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s5, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v44, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s8, s26
	s_addc_u32 s83, s9, s27
	s_mul_i32 s101, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v0, s101, v19
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s83, s6
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s83, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s83, v20
	v_xor3_b32 v7, s6, s86, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v6, v21
	v_xor3_b32 v8, v8, s87, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v6, v4
	v_xor3_b32 v6, v9, s90, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v5, v7
	v_xor3_b32 v6, v10, s91, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s92, v5, v8
	v_xor3_b32 v7, v7, s94, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s93, v5, v9
	v_xor3_b32 v0, v0, s95, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s96, v5, v6
	v_xor3_b32 v0, v0, s25, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v5
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s97, v5, v6
	v_cvt_f64_u32_e32 v[5:6], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], 0.5
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v6
	v_and_b32_e32 v6, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	v_add_co_u32 v0, s6, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[7:8], v[5:6], 2.0
	v_mul_f64 v[38:39], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[5:6]
	v_div_scale_f64 v[27:28], vcc_lo, v[5:6], v[7:8], v[5:6]
	v_mul_f64 v[38:39], v[5:6], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[9:10]
	v_fma_f64 v[25:26], -v[9:10], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[9:10], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[9:10], v[25:26], v[27:28]
	v_div_fmas_f64 v[9:10], v[9:10], v[23:24], v[25:26]
	v_cvt_f64_u32_e32 v[23:24], v4
	v_add_co_ci_u32_e64 v4, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[36:37], v4
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[9:10], v[9:10]
	v_mul_f64 v[23:24], v[23:24], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[10:11]
	v_mul_f64 v[31:32], v[23:24], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[23:24], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[9:10], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[25:26], v[9:10]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[38:39], v[9:10]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[40:41], v[7:8]
	v_add_f64 v[36:37], v[29:30], -v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[7:8], v[7:8], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v37
	v_and_b32_e32 v4, 0x7ff, v0
	v_bfe_u32 v0, v24, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v4
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_dual_cndmask_b32 v10, v10, v28 :: v_dual_cndmask_b32 v9, v9, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v24, v30, v26 :: v_dual_cndmask_b32 v23, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], -v[9:10]
	v_add_f64 v[4:5], v[5:6], v[7:8]
	v_mul_f64 v[6:7], v[25:26], v[25:26]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[27:28], v[4:5]
	v_mul_f64 v[27:28], v[6:7], s[70:71]
	v_mul_f64 v[29:30], v[6:7], s[58:59]
	v_mul_f64 v[32:33], v[6:7], s[64:65]
	v_mul_f64 v[34:35], v[6:7], s[76:77]
	v_mul_f64 v[36:37], v[6:7], v[6:7]
	v_add_f64 v[8:9], v[23:24], -v[9:10]
	v_mul_f64 v[4:5], v[4:5], -2.0
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[6:7], v[36:37]
	v_mul_f64 v[10:11], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[6:7], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[4:5]
	v_mul_f64 v[27:28], v[6:7], v[27:28]
	v_mul_f64 v[29:30], v[6:7], v[29:30]
	v_mul_f64 v[32:33], v[6:7], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_add_f64 v[42:43], -v[36:37], 1.0
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[23:24], v[29:30], s[62:63]
	v_add_f64 v[29:30], v[32:33], s[68:69]
	v_mul_f64 v[32:33], v[25:26], v[6:7]
	v_rsq_f64_e32 v[40:41], v[4:5]
	v_cmp_class_f64_e64 vcc_lo, v[4:5], 0x260
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[23:24], v[6:7], v[23:24]
	v_mul_f64 v[10:11], v[10:11], v[29:30]
	v_mul_f64 v[29:30], v[8:9], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[4:5], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[32:33], v[27:28]
	v_mul_f64 v[32:33], v[32:33], s[80:81]
	v_add_f64 v[10:11], v[23:24], v[10:11]
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[29:30], -v[27:28]
	v_mul_f64 v[10:11], v[6:7], v[10:11]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[27:28], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[8:9]
	v_add_f64 v[40:41], -v[42:43], 1.0
	v_mul_f64 v[6:7], v[6:7], v[23:24]
	v_fma_f64 v[29:30], -v[38:39], v[38:39], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], -v[34:35]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[23:24], v[29:30], v[27:28], v[38:39]
	v_add_f64 v[29:30], v[40:41], -v[36:37]
	v_add_f64 v[6:7], v[6:7], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[8:9], -v[23:24], v[23:24], v[4:5]
	v_add_f64 v[10:11], v[29:30], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[6:7], v[25:26], -v[6:7]
	v_fma_f64 v[8:9], v[8:9], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[42:43], v[10:11]
	v_dual_mov_b32 v24, v1 :: v_dual_and_b32 v23, 2, v31
	v_cmp_eq_u64_e64 s6, 0, v[23:24]
	v_xor_b32_e32 v23, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v7, v7, v23, s6
	v_ldexp_f64 v[8:9], v[8:9], v0
	v_xor_b32_e32 v25, 0x80000000, v11
	v_and_b32_e32 v0, 1, v31
	v_cndmask_b32_e64 v11, v25, v11, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, s82, v44, s5
	v_cndmask_b32_e64 v7, v7, v11, s6
	v_cndmask_b32_e64 v6, v6, v10, s6
	v_dual_cndmask_b32 v5, v9, v5 :: v_dual_cndmask_b32 v4, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[4:5], v[6:7], v[4:5]
	v_sqrt_f32_e32 v6, v0
	ds_load_b32 v7, v16
	v_add_nc_u32_e32 v8, -1, v6
	v_add_nc_u32_e32 v9, 1, v6
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v11, 0x80000000, v9
	v_fma_f32 v10, v10, v6, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_fma_f32 v5, v11, v6, v0
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v5, v6, v9 :: v_dual_add_f32 v6, v7, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v22, v45
	v_add_f32_e32 v9, v22, v22
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v6, 0x3c23d70a, v6 :: v_dual_add_f32 v7, v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v9, v6 :: v_dual_mul_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v8, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v5, v0 :: v_dual_add_f32 v5, v6, v7
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, s16, v5
	v_cndmask_b32_e64 v0, v0, s17, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v5, v22, v5 :: v_dual_mul_f32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
.LBB2_46:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB2_6
	s_branch .LBB2_48
.LBB2_47:
.LBB2_48:
	s_and_saveexec_b32 s1, s85
	s_cbranch_execz .LBB2_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v4, v16
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v22, v22 :: v_dual_add_f32 v4, -4.0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v4
	v_mul_f32_e32 v4, 0x3c23d70a, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v5, v4
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v22, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v22, v22, v0
	s_branch .LBB2_5
.LBB2_50:
	s_branch .LBB2_53
.LBB2_51:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB2_54
	s_branch .LBB2_55
.LBB2_52:
	s_cbranch_execnz .LBB2_51
.LBB2_53:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, v0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_55
.LBB2_54:
	v_add_co_u32 v0, vcc_lo, v12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v13, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v15, off
.LBB2_55:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w64x4
		.amdhsa_group_segment_fixed_size 1040
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
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
.Lfunc_end2:
	.size	tessera_tether_pairwise_w64x4, .Lfunc_end2-tessera_tether_pairwise_w64x4

	.set tessera_tether_pairwise_w64x4.num_vgpr, 46
	.set tessera_tether_pairwise_w64x4.num_agpr, 0
	.set tessera_tether_pairwise_w64x4.numbered_sgpr, 104
	.set tessera_tether_pairwise_w64x4.num_named_barrier, 0
	.set tessera_tether_pairwise_w64x4.private_seg_size, 776
	.set tessera_tether_pairwise_w64x4.uses_vcc, 1
	.set tessera_tether_pairwise_w64x4.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w64x4.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w64x4.has_recursion, 0
	.set tessera_tether_pairwise_w64x4.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w128x2
	.p2align	8
	.type	tessera_tether_pairwise_w128x2,@function
tessera_tether_pairwise_w128x2:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s3, 0x80, s[14:15]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_55
	v_lshrrev_b32_e32 v7, 7, v0
	s_mov_b32 s3, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_lshl_b64 s[2:3], s[2:3], 1
	s_add_u32 s4, s12, -1
	v_mov_b32_e32 v2, s3
	v_or_b32_e32 v1, s2, v7
	s_addc_u32 s5, s13, -1
	v_cmp_le_u64_e64 s2, s[12:13], v[1:2]
	v_mov_b32_e32 v2, s5
	s_load_b64 s[12:13], s[0:1], 0x20
	v_cndmask_b32_e64 v1, v1, s4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s3, v2, s2
	v_mul_lo_u32 v5, v1, s15
	v_mad_u64_u32 v[3:4], null, v1, s14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, v2, s14
	v_mov_b32_e32 v2, 0
	v_add3_u32 v4, v4, v5, v1
	v_and_b32_e32 v1, 0x7f, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_cmp_le_u64_e64 s3, s[14:15], v[1:2]
	v_cmp_gt_u64_e64 s4, s[14:15], v[1:2]
	v_lshlrev_b32_e32 v14, 2, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, vcc_lo, s8, v5
	v_add_co_ci_u32_e64 v13, null, s9, v6, vcc_lo
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_3
	v_add_co_u32 v8, vcc_lo, v12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v13, vcc_lo
	global_load_b32 v15, v[8:9], off
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_cmp_lg_u64 s[12:13], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc0 .LBB3_52
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v3, vcc_lo, v3, v1
	v_and_b32_e32 v0, 0x80, v0
	v_add_co_ci_u32_e64 v4, null, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v3, 0
	v_cmp_eq_u64_e64 s0, 0, v[1:2]
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v22, v15 :: v_dual_lshlrev_b32 v17, 2, v0
	v_add_co_u32 v3, vcc_lo, s10, v5
	v_xor_b32_e32 v0, v9, v4
	v_add_co_ci_u32_e64 v5, null, s11, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v2, vcc_lo, v3, v14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v0, s25, v0
	v_add_co_ci_u32_e64 v3, null, 0, v5, vcc_lo
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s84, -1, 0
	s_or_b32 s23, s2, s3
	s_add_u32 s1, s24, 0x9e3779b9
	s_add_u32 s5, s25, 0xbb67ae85
	s_add_u32 s6, s24, 0x3c6ef372
	v_lshl_or_b32 v16, v7, 2, 0x400
	v_or_b32_e32 v18, v17, v14
	s_xor_b32 s85, s23, -1
	s_add_u32 s86, s25, 0x76cf5d0a
	s_add_u32 s87, s24, 0xdaa66d2b
	s_add_u32 s88, s25, 0x32370b8f
	s_add_u32 s89, s24, 0x78dde6e4
	s_add_u32 s90, s25, 0xed9eba14
	s_add_u32 s91, s24, 0x1715609d
	s_add_u32 s92, s25, 0xa9066899
	s_add_u32 s93, s24, 0xb54cda56
	s_add_u32 s94, s25, 0x646e171e
	s_add_u32 s95, s24, 0x5384540f
	s_add_u32 s96, s25, 0x1fd5c5a3
	s_add_u32 s25, s25, 0xdb3d7428
	s_add_i32 s97, s24, 0x8ff34781
	s_and_b32 s28, s14, 0xfe
	v_xor_b32_e32 v19, s1, v5
	v_xor_b32_e32 v20, s5, v8
	v_xor_b32_e32 v21, s6, v4
	s_bitcmp1_b32 s14, 0
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
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
	s_mov_b32 s29, 0
	s_cselect_b32 s98, -1, 0
	s_movk_i32 s99, 0x1fc
	s_mov_b32 s100, -8
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
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
	v_mov_b32_e32 v0, v22
.LBB3_6:
	s_add_u32 s8, s8, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v22, v0
	s_addc_u32 s9, s9, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[8:9], s[12:13]
	s_cbranch_scc1 .LBB3_50
.LBB3_7:
	s_and_saveexec_b32 s1, s4
	v_mul_f32_e32 v0, v22, v22
	ds_store_b32 v18, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s101, s0
	s_cbranch_execz .LBB3_43
	v_cmp_lt_i64_e64 s1, s[14:15], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_12
	s_cmp_lg_u64 s[14:15], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s5, -1, 0
	s_cbranch_execz .LBB3_13
	s_branch .LBB3_14
.LBB3_12:
	s_mov_b32 s1, 0
	s_mov_b32 s5, 0
.LBB3_13:
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s5, -1, 0
.LBB3_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB3_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[6:7], 0
	s_branch .LBB3_18
.LBB3_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB3_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s6, s6, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s7, s7, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v23, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[6:7], s[28:29]
	s_cbranch_scc1 .LBB3_30
.LBB3_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v23, s6, 2, v17
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	ds_load_b32 v0, v23
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v6, vcc_lo, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB3_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v24, v4, 2, s99
	v_lshl_add_u32 v25, v4, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v25, v6
	v_add_nc_u32_e32 v25, -8, v25
	scratch_load_b64 v[26:27], v6, off
	scratch_load_b32 v28, v24, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v24, -4, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s5, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s5
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v28
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s103, s1, s103
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB3_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB3_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v8, v4, 3, 0
	ds_load_b32 v23, v23 offset:4
	v_lshl_add_u32 v4, v4, 2, 0x200
	scratch_store_b64 v8, v[10:11], off
	v_subrev_co_ci_u32_e64 v5, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_waitcnt lgkmcnt(1)
	scratch_store_b32 v4, v0, off
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[8:9], v5, off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB3_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s99
	v_lshl_add_u32 v24, v6, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_28:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v24, v4
	v_add_nc_u32_e32 v24, -8, v24
	scratch_load_b64 v[25:26], v4, off
	scratch_load_b32 v27, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v23, v23, v27
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v6, s5, v4, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v7, null, -1, v5, s5
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s103, s1, s103
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB3_28
	s_branch .LBB3_16
.LBB3_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s14 :: v_dual_mov_b32 v5, s15
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[6:7], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_31
	s_branch .LBB3_38
.LBB3_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[6:7], s[28:29]
	s_mov_b32 s1, s98
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_38
.LBB3_31:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[4:5], v0, off
	v_lshl_add_u32 v0, s6, 2, v17
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[4:5]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s5, s1
	s_xor_b32 s1, exec_lo, s5
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s82, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s82
	s_cbranch_execz .LBB3_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v23, v6, 2, s99
	v_lshl_add_u32 v24, v6, 3, s100
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[6:7], 0
	s_mov_b32 s83, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_35:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, s7 :: v_dual_mov_b32 v10, s6
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v24, v4
	v_add_nc_u32_e32 v24, -8, v24
	scratch_load_b64 v[25:26], v4, off
	scratch_load_b32 v27, v23, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v23, -4, v23
	v_mov_b32_e32 v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s5, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s5
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[6:7], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v27
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s83, s1, s83
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s83
	s_cbranch_execnz .LBB3_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s83
.LBB3_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s82
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB3_38:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b32 s5, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v6, s1, v4, v0
	v_subrev_co_ci_u32_e64 v7, null, 0, v5, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v6, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[4:5]
	s_cbranch_execz .LBB3_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[6:7], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s99, -4
.LBB3_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[6:7], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s5
	ds_store_b32 v16, v0
.LBB3_43:
	s_or_b32 exec_lo, exec_lo, s101
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s84
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_47
	v_mov_b32_e32 v0, v22
	s_and_saveexec_b32 s7, s85
	s_cbranch_execz .LBB3_46
	s_mul_f32 s82, s22, s20
	global_load_b32 v45, v[2:3], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s5, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v44, s5
	s_cselect_b32 s5, -1, 0
	s_add_u32 s6, s8, s26
	s_addc_u32 s83, s9, s27
	s_mul_i32 s101, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v0, s101, v19
	s_xor_b32 s83, s24, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s6, s83, s6
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s83, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor_b32_e32 v0, s83, v20
	v_xor3_b32 v7, s6, s86, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v6, v21
	v_xor3_b32 v8, v8, s87, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s88, v6, v4
	v_xor3_b32 v6, v9, s90, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s89, v5, v7
	v_xor3_b32 v6, v10, s91, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s92, v5, v8
	v_xor3_b32 v7, v7, s94, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s93, v5, v9
	v_xor3_b32 v0, v0, s95, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s96, v5, v6
	v_xor3_b32 v0, v0, s25, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v5
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s97, v5, v6
	v_cvt_f64_u32_e32 v[5:6], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], 0.5
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v6
	v_and_b32_e32 v6, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	v_add_co_u32 v0, s6, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[7:8], v[5:6], 2.0
	v_mul_f64 v[38:39], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[5:6]
	v_div_scale_f64 v[27:28], vcc_lo, v[5:6], v[7:8], v[5:6]
	v_mul_f64 v[38:39], v[5:6], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[9:10]
	v_fma_f64 v[25:26], -v[9:10], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[9:10], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[9:10], v[25:26], v[27:28]
	v_div_fmas_f64 v[9:10], v[9:10], v[23:24], v[25:26]
	v_cvt_f64_u32_e32 v[23:24], v4
	v_add_co_ci_u32_e64 v4, null, 0, -1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[36:37], v4
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[9:10], v[9:10]
	v_mul_f64 v[23:24], v[23:24], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], s[34:35]
	v_mul_f64 v[29:30], v[25:26], s[10:11]
	v_mul_f64 v[31:32], v[23:24], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[36:37]
	v_add_f64 v[29:30], v[29:30], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], 0x43380000, v[31:32]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_add_f64 v[32:33], 0xc3380000, v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[38:39]
	v_add_f64 v[29:30], v[29:30], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	v_mul_f64 v[27:28], v[25:26], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	v_add_f64 v[29:30], v[23:24], v[34:35]
	v_cvt_f64_u32_e32 v[34:35], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[40:41]
	v_add_f64 v[34:35], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[9:10], v[27:28]
	v_mul_f64 v[27:28], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[34:35], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[25:26], v[9:10]
	v_add_f64 v[25:26], v[29:30], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[38:39], v[9:10]
	v_add_f64 v[36:37], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[32:33], s[52:53]
	v_mul_f64 v[32:33], v[32:33], s[56:57]
	v_add_f64 v[27:28], v[36:37], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[40:41], v[7:8]
	v_add_f64 v[36:37], v[29:30], -v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[27:28], v[32:33], -v[27:28]
	v_mov_b32_e32 v33, v1
	v_add_f64 v[7:8], v[7:8], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v37
	v_and_b32_e32 v4, 0x7ff, v0
	v_bfe_u32 v0, v24, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v32, 16, v4
	v_cmp_lt_u64_e32 vcc_lo, v[32:33], v[0:1]
	v_dual_cndmask_b32 v10, v10, v28 :: v_dual_cndmask_b32 v9, v9, v27
	v_mul_f64 v[27:28], v[34:35], s[44:45]
	v_dual_cndmask_b32 v24, v30, v26 :: v_dual_cndmask_b32 v23, v29, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], -v[9:10]
	v_add_f64 v[4:5], v[5:6], v[7:8]
	v_mul_f64 v[6:7], v[25:26], v[25:26]
	v_add_f64 v[23:24], v[23:24], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[27:28], v[4:5]
	v_mul_f64 v[27:28], v[6:7], s[70:71]
	v_mul_f64 v[29:30], v[6:7], s[58:59]
	v_mul_f64 v[32:33], v[6:7], s[64:65]
	v_mul_f64 v[34:35], v[6:7], s[76:77]
	v_mul_f64 v[36:37], v[6:7], v[6:7]
	v_add_f64 v[8:9], v[23:24], -v[9:10]
	v_mul_f64 v[4:5], v[4:5], -2.0
	v_add_f64 v[27:28], v[27:28], s[72:73]
	v_add_f64 v[29:30], v[29:30], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_mul_f64 v[38:39], v[6:7], v[36:37]
	v_mul_f64 v[10:11], v[36:37], v[36:37]
	v_mul_f64 v[36:37], v[6:7], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[4:5]
	v_mul_f64 v[27:28], v[6:7], v[27:28]
	v_mul_f64 v[29:30], v[6:7], v[29:30]
	v_mul_f64 v[32:33], v[6:7], v[32:33]
	v_mul_f64 v[34:35], v[38:39], v[34:35]
	v_add_f64 v[42:43], -v[36:37], 1.0
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[27:28], v[27:28], s[74:75]
	v_add_f64 v[23:24], v[29:30], s[62:63]
	v_add_f64 v[29:30], v[32:33], s[68:69]
	v_mul_f64 v[32:33], v[25:26], v[6:7]
	v_rsq_f64_e32 v[40:41], v[4:5]
	v_cmp_class_f64_e64 vcc_lo, v[4:5], 0x260
	v_add_f64 v[27:28], v[34:35], v[27:28]
	v_mul_f64 v[23:24], v[6:7], v[23:24]
	v_mul_f64 v[10:11], v[10:11], v[29:30]
	v_mul_f64 v[29:30], v[8:9], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[4:5], v[40:41]
	v_mul_f64 v[40:41], v[40:41], 0.5
	v_mul_f64 v[27:28], v[32:33], v[27:28]
	v_mul_f64 v[32:33], v[32:33], s[80:81]
	v_add_f64 v[10:11], v[23:24], v[10:11]
	v_fma_f64 v[34:35], -v[40:41], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[29:30], -v[27:28]
	v_mul_f64 v[10:11], v[6:7], v[10:11]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[38:39], v[38:39], v[34:35], v[38:39]
	v_fma_f64 v[27:28], v[40:41], v[34:35], v[40:41]
	v_mul_f64 v[34:35], v[25:26], v[8:9]
	v_add_f64 v[40:41], -v[42:43], 1.0
	v_mul_f64 v[6:7], v[6:7], v[23:24]
	v_fma_f64 v[29:30], -v[38:39], v[38:39], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], -v[34:35]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[23:24], v[29:30], v[27:28], v[38:39]
	v_add_f64 v[29:30], v[40:41], -v[36:37]
	v_add_f64 v[6:7], v[6:7], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[8:9], -v[23:24], v[23:24], v[4:5]
	v_add_f64 v[10:11], v[29:30], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[6:7], v[25:26], -v[6:7]
	v_fma_f64 v[8:9], v[8:9], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[42:43], v[10:11]
	v_dual_mov_b32 v24, v1 :: v_dual_and_b32 v23, 2, v31
	v_cmp_eq_u64_e64 s6, 0, v[23:24]
	v_xor_b32_e32 v23, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v7, v7, v23, s6
	v_ldexp_f64 v[8:9], v[8:9], v0
	v_xor_b32_e32 v25, 0x80000000, v11
	v_and_b32_e32 v0, 1, v31
	v_cndmask_b32_e64 v11, v25, v11, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, s82, v44, s5
	v_cndmask_b32_e64 v7, v7, v11, s6
	v_cndmask_b32_e64 v6, v6, v10, s6
	v_dual_cndmask_b32 v5, v9, v5 :: v_dual_cndmask_b32 v4, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[4:5], v[6:7], v[4:5]
	v_sqrt_f32_e32 v6, v0
	ds_load_b32 v7, v16
	v_add_nc_u32_e32 v8, -1, v6
	v_add_nc_u32_e32 v9, 1, v6
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v11, 0x80000000, v9
	v_fma_f32 v10, v10, v6, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_fma_f32 v5, v11, v6, v0
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v5, v6, v9 :: v_dual_add_f32 v6, v7, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v22, v45
	v_add_f32_e32 v9, v22, v22
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v6, 0x3c23d70a, v6 :: v_dual_add_f32 v7, v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v9, v6 :: v_dual_mul_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v8, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v5, v0 :: v_dual_add_f32 v5, v6, v7
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, s16, v5
	v_cndmask_b32_e64 v0, v0, s17, s33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v5, v22, v5 :: v_dual_mul_f32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
.LBB3_46:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB3_6
	s_branch .LBB3_48
.LBB3_47:
.LBB3_48:
	s_and_saveexec_b32 s1, s85
	s_cbranch_execz .LBB3_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v4, v16
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v22, v22 :: v_dual_add_f32 v4, -4.0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v4
	v_mul_f32_e32 v4, 0x3c23d70a, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v5, v4
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v22, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v22, v22, v0
	s_branch .LBB3_5
.LBB3_50:
	s_branch .LBB3_53
.LBB3_51:
	s_or_b32 s0, s2, s3
	s_and_not1_b32 s1, s23, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s23, s1, s0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execnz .LBB3_54
	s_branch .LBB3_55
.LBB3_52:
	s_cbranch_execnz .LBB3_51
.LBB3_53:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v15, v0
	s_xor_b32 s0, s23, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_55
.LBB3_54:
	v_add_co_u32 v0, vcc_lo, v12, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, 0, v13, vcc_lo
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v15, off
.LBB3_55:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w128x2
		.amdhsa_group_segment_fixed_size 1032
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
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
.Lfunc_end3:
	.size	tessera_tether_pairwise_w128x2, .Lfunc_end3-tessera_tether_pairwise_w128x2

	.set tessera_tether_pairwise_w128x2.num_vgpr, 46
	.set tessera_tether_pairwise_w128x2.num_agpr, 0
	.set tessera_tether_pairwise_w128x2.numbered_sgpr, 104
	.set tessera_tether_pairwise_w128x2.num_named_barrier, 0
	.set tessera_tether_pairwise_w128x2.private_seg_size, 776
	.set tessera_tether_pairwise_w128x2.uses_vcc, 1
	.set tessera_tether_pairwise_w128x2.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w128x2.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w128x2.has_recursion, 0
	.set tessera_tether_pairwise_w128x2.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w256
	.p2align	8
	.type	tessera_tether_pairwise_w256,@function
tessera_tether_pairwise_w256:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x100, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_53
	s_load_b64 s[8:9], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v12, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s12, s10, s2
	s_mul_i32 s28, s10, s2
	s_add_i32 s29, s12, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[30:31], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s24, s4, s30
	s_addc_u32 s25, s5, s31
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v13, v12, s[24:25]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[8:9], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB4_50
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v1, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v2, v5, v2
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s30
	s_addc_u32 s3, s7, s31
	s_cmp_lg_u32 s14, 0
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v2, s1, s1, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, 0, s1
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s3, s21, 0xbb67ae85
	s_add_u32 s4, s20, 0x3c6ef372
	s_add_u32 s84, s21, 0x76cf5d0a
	s_add_u32 s85, s20, 0xdaa66d2b
	s_add_u32 s86, s21, 0x32370b8f
	s_add_u32 s87, s20, 0x78dde6e4
	s_add_u32 s88, s21, 0xed9eba14
	s_add_u32 s89, s20, 0x1715609d
	s_add_u32 s90, s21, 0xa9066899
	s_add_u32 s91, s20, 0xb54cda56
	s_add_u32 s92, s21, 0x646e171e
	s_add_u32 s93, s20, 0x5384540f
	s_add_u32 s94, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s95, s20, 0x8ff34781
	s_and_b32 s28, s10, 0x1fe
	v_xor_b32_e32 v14, s1, v6
	v_xor_b32_e32 v15, s3, v4
	v_xor_b32_e32 v16, s4, v5
	s_bitcmp1_b32 s10, 0
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
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
	s_mov_b32 s29, 0
	s_cselect_b32 s96, -1, 0
	s_movk_i32 s97, 0x1fc
	s_mov_b32 s98, -8
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s15, 0x3fcc71c5
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
	v_mov_b32_e32 v0, v13
.LBB4_6:
	s_add_u32 s26, s26, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v13, v0
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[8:9]
	s_cbranch_scc1 .LBB4_51
.LBB4_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB4_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v13, v13
	ds_store_b32 v12, v0
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s99, s0
	s_cbranch_execz .LBB4_43
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_12
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s3, -1, 0
	s_cbranch_execz .LBB4_13
	s_branch .LBB4_14
.LBB4_12:
	s_mov_b32 s1, 0
	s_mov_b32 s3, 0
.LBB4_13:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s3, -1, 0
.LBB4_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[4:5], 0
	s_branch .LBB4_18
.LBB4_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s101
.LBB4_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s100
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s4, s4, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s5, s5, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v17, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[4:5], s[28:29]
	s_cbranch_scc1 .LBB4_30
.LBB4_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b32 s100, s4, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	v_mov_b32_e32 v0, s100
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v6, vcc_lo, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	s_or_saveexec_b32 s101, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s101
	s_cbranch_execz .LBB4_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v17, v4, 2, s97
	v_lshl_add_u32 v18, v4, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s102, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v18, v6
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v6, off
	scratch_load_b32 v21, v17, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v17, -4, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s3, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s102, s1, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s102
	s_cbranch_execnz .LBB4_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s102
.LBB4_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s101
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v8, v4, 3, 0
	v_lshl_add_u32 v4, v4, 2, 0x200
	scratch_store_b64 v8, v[10:11], off
	v_subrev_co_ci_u32_e64 v5, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v4, v0, off
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[8:9], v5, off
	v_mov_b32_e32 v5, s100
	ds_load_b32 v17, v5 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s100, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s100
	s_cbranch_execz .LBB4_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s97
	v_lshl_add_u32 v18, v6, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s101, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_28:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v18, v4
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v4, off
	scratch_load_b32 v21, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v17, v17, v21
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v6, s3, v4, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s101, s1, s101
	s_and_not1_b32 exec_lo, exec_lo, s101
	s_cbranch_execnz .LBB4_28
	s_branch .LBB4_16
.LBB4_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s10 :: v_dual_mov_b32 v5, s11
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[4:5], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_31
	s_branch .LBB4_38
.LBB4_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[4:5], s[28:29]
	s_mov_b32 s1, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB4_38
.LBB4_31:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_lshl_b32 s1, s4, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[4:5], v0, off
	v_mov_b32_e32 v0, s1
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[4:5]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s82, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s82
	s_cbranch_execz .LBB4_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v17, v6, 2, s97
	v_lshl_add_u32 v18, v6, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[4:5], 0
	s_mov_b32 s83, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_35:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, s5 :: v_dual_mov_b32 v10, s4
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v18, v4
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v4, off
	scratch_load_b32 v21, v17, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v17, -4, v17
	v_mov_b32_e32 v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s3, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[4:5], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s83, s1, s83
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s83
	s_cbranch_execnz .LBB4_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s83
.LBB4_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s82
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB4_38:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b32 s3, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v6, s1, v4, v0
	v_subrev_co_ci_u32_e64 v7, null, 0, v5, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v6, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[4:5]
	s_cbranch_execz .LBB4_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[4:5], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s97, -4
.LBB4_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[4:5], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB4_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB4_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
	ds_store_b32 v1, v0 offset:1024
.LBB4_43:
	s_or_b32 exec_lo, exec_lo, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_47
	v_mov_b32_e32 v0, v13
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB4_46
	s_mul_f32 s82, s18, s16
	global_load_b32 v39, v[2:3], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s3, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v38, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s26, s22
	s_addc_u32 s83, s27, s23
	s_mul_i32 s99, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v0, s99, v14
	s_xor_b32 s83, s20, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s4, s83, s4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s83, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s83, v15
	v_xor3_b32 v7, s4, s84, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v6, v16
	v_xor3_b32 v8, v8, s85, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v6, v4
	v_xor3_b32 v6, v9, s88, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v5, v7
	v_xor3_b32 v6, v10, s89, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v5, v8
	v_xor3_b32 v7, v7, s92, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s91, v5, v9
	v_xor3_b32 v0, v0, s93, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s94, v5, v6
	v_xor3_b32 v0, v0, s21, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v5
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s95, v5, v6
	v_cvt_f64_u32_e32 v[5:6], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], 0.5
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v6
	v_and_b32_e32 v6, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	v_add_co_u32 v0, s4, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[7:8], v[5:6], 2.0
	v_mul_f64 v[32:33], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[5:6]
	v_div_scale_f64 v[21:22], vcc_lo, v[5:6], v[7:8], v[5:6]
	v_mul_f64 v[32:33], v[5:6], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[17:18], v[9:10]
	v_fma_f64 v[19:20], -v[9:10], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[19:20], -v[9:10], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[9:10], v[19:20], v[21:22]
	v_div_fmas_f64 v[9:10], v[9:10], v[17:18], v[19:20]
	v_cvt_f64_u32_e32 v[17:18], v4
	v_add_co_ci_u32_e64 v4, null, 0, -1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[30:31], v4
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[30:31], v[30:31], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[9:10], v[9:10]
	v_mul_f64 v[17:18], v[17:18], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], s[34:35]
	v_mul_f64 v[23:24], v[19:20], s[6:7]
	v_mul_f64 v[25:26], v[17:18], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[36:37]
	v_add_f64 v[23:24], v[23:24], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[38:39]
	v_add_f64 v[23:24], v[23:24], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], s[50:51]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[23:24], v[17:18], v[28:29]
	v_cvt_f64_u32_e32 v[28:29], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[40:41]
	v_add_f64 v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[9:10], v[21:22]
	v_mul_f64 v[21:22], v[26:27], s[54:55]
	v_mul_f64 v[34:35], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[19:20], v[9:10]
	v_add_f64 v[19:20], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[32:33], v[9:10]
	v_add_f64 v[30:31], v[23:24], -v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[26:27], s[52:53]
	v_mul_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[21:22], v[30:31], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[34:35], v[7:8]
	v_add_f64 v[30:31], v[23:24], -v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	v_mov_b32_e32 v27, v1
	v_add_f64 v[7:8], v[7:8], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v31
	v_and_b32_e32 v4, 0x7ff, v0
	v_bfe_u32 v0, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, 16, v4
	v_cmp_lt_u64_e32 vcc_lo, v[26:27], v[0:1]
	v_dual_cndmask_b32 v10, v10, v22 :: v_dual_cndmask_b32 v9, v9, v21
	v_mul_f64 v[21:22], v[28:29], s[44:45]
	v_dual_cndmask_b32 v18, v24, v20 :: v_dual_cndmask_b32 v17, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[17:18], -v[9:10]
	v_add_f64 v[4:5], v[5:6], v[7:8]
	v_mul_f64 v[6:7], v[19:20], v[19:20]
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[21:22], v[4:5]
	v_mul_f64 v[21:22], v[6:7], s[70:71]
	v_mul_f64 v[23:24], v[6:7], s[58:59]
	v_mul_f64 v[26:27], v[6:7], s[64:65]
	v_mul_f64 v[28:29], v[6:7], s[76:77]
	v_mul_f64 v[30:31], v[6:7], v[6:7]
	v_add_f64 v[8:9], v[17:18], -v[9:10]
	v_mul_f64 v[4:5], v[4:5], -2.0
	v_add_f64 v[21:22], v[21:22], s[72:73]
	v_add_f64 v[23:24], v[23:24], s[60:61]
	v_add_f64 v[26:27], v[26:27], s[66:67]
	v_add_f64 v[28:29], v[28:29], s[78:79]
	v_mul_f64 v[32:33], v[6:7], v[30:31]
	v_mul_f64 v[10:11], v[30:31], v[30:31]
	v_mul_f64 v[30:31], v[6:7], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[4:5]
	v_mul_f64 v[21:22], v[6:7], v[21:22]
	v_mul_f64 v[23:24], v[6:7], v[23:24]
	v_mul_f64 v[26:27], v[6:7], v[26:27]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_add_f64 v[36:37], -v[30:31], 1.0
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[17:18], v[23:24], s[62:63]
	v_add_f64 v[23:24], v[26:27], s[68:69]
	v_mul_f64 v[26:27], v[19:20], v[6:7]
	v_rsq_f64_e32 v[34:35], v[4:5]
	v_cmp_class_f64_e64 vcc_lo, v[4:5], 0x260
	v_add_f64 v[21:22], v[28:29], v[21:22]
	v_mul_f64 v[17:18], v[6:7], v[17:18]
	v_mul_f64 v[10:11], v[10:11], v[23:24]
	v_mul_f64 v[23:24], v[8:9], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[32:33], v[4:5], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[21:22], v[26:27], v[21:22]
	v_mul_f64 v[26:27], v[26:27], s[80:81]
	v_add_f64 v[10:11], v[17:18], v[10:11]
	v_fma_f64 v[28:29], -v[34:35], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[23:24], -v[21:22]
	v_mul_f64 v[10:11], v[6:7], v[10:11]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[32:33], v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[21:22], v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[28:29], v[19:20], v[8:9]
	v_add_f64 v[34:35], -v[36:37], 1.0
	v_mul_f64 v[6:7], v[6:7], v[17:18]
	v_fma_f64 v[23:24], -v[32:33], v[32:33], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], -v[28:29]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[17:18], v[23:24], v[21:22], v[32:33]
	v_add_f64 v[23:24], v[34:35], -v[30:31]
	v_add_f64 v[6:7], v[6:7], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[8:9], -v[17:18], v[17:18], v[4:5]
	v_add_f64 v[10:11], v[23:24], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[6:7], v[19:20], -v[6:7]
	v_fma_f64 v[8:9], v[8:9], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[36:37], v[10:11]
	v_dual_mov_b32 v18, v1 :: v_dual_and_b32 v17, 2, v25
	v_cmp_eq_u64_e64 s4, 0, v[17:18]
	v_xor_b32_e32 v17, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v7, v7, v17, s4
	v_ldexp_f64 v[8:9], v[8:9], v0
	v_xor_b32_e32 v19, 0x80000000, v11
	v_and_b32_e32 v0, 1, v25
	v_cndmask_b32_e64 v11, v19, v11, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_cndmask_b32_e64 v0, s82, v38, s3
	v_cndmask_b32_e64 v7, v7, v11, s4
	v_cndmask_b32_e64 v6, v6, v10, s4
	v_dual_cndmask_b32 v5, v9, v5 :: v_dual_cndmask_b32 v4, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[4:5], v[6:7], v[4:5]
	v_sqrt_f32_e32 v6, v0
	ds_load_b32 v7, v1 offset:1024
	v_add_nc_u32_e32 v8, -1, v6
	v_add_nc_u32_e32 v9, 1, v6
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v11, 0x80000000, v9
	v_fma_f32 v10, v10, v6, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_fma_f32 v5, v11, v6, v0
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v5, v6, v9 :: v_dual_add_f32 v6, v7, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v13, v39
	v_add_f32_e32 v9, v13, v13
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v6, 0x3c23d70a, v6 :: v_dual_add_f32 v7, v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v9, v6 :: v_dual_mul_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v8, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v5, v0 :: v_dual_add_f32 v5, v6, v7
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, s12, v5
	v_cndmask_b32_e64 v0, v0, s13, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v5, v13, v5 :: v_dual_mul_f32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
.LBB4_46:
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB4_6
	s_branch .LBB4_48
.LBB4_47:
.LBB4_48:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB4_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v4, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v13, v13 :: v_dual_add_f32 v4, -4.0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v4
	v_mul_f32_e32 v4, 0x3c23d70a, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v5, v4
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v13, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v13, v13, v0
	s_branch .LBB4_5
.LBB4_50:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v13
.LBB4_51:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_53
	global_store_b32 v12, v0, s[24:25]
.LBB4_53:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w256
		.amdhsa_group_segment_fixed_size 1028
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
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
		.amdhsa_inst_pref_size 37
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

	.set tessera_tether_pairwise_w256.num_vgpr, 40
	.set tessera_tether_pairwise_w256.num_agpr, 0
	.set tessera_tether_pairwise_w256.numbered_sgpr, 103
	.set tessera_tether_pairwise_w256.num_named_barrier, 0
	.set tessera_tether_pairwise_w256.private_seg_size, 776
	.set tessera_tether_pairwise_w256.uses_vcc, 1
	.set tessera_tether_pairwise_w256.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w256.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w256.has_recursion, 0
	.set tessera_tether_pairwise_w256.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w512
	.p2align	8
	.type	tessera_tether_pairwise_w512,@function
tessera_tether_pairwise_w512:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x200, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_53
	s_load_b64 s[8:9], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v12, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s12, s10, s2
	s_mul_i32 s28, s10, s2
	s_add_i32 s29, s12, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[30:31], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s24, s4, s30
	s_addc_u32 s25, s5, s31
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB5_3
	global_load_b32 v13, v12, s[24:25]
.LBB5_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[8:9], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB5_50
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v1, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v2, v5, v2
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s30
	s_addc_u32 s3, s7, s31
	s_cmp_lg_u32 s14, 0
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v2, s1, s1, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, 0, s1
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s3, s21, 0xbb67ae85
	s_add_u32 s4, s20, 0x3c6ef372
	s_add_u32 s84, s21, 0x76cf5d0a
	s_add_u32 s85, s20, 0xdaa66d2b
	s_add_u32 s86, s21, 0x32370b8f
	s_add_u32 s87, s20, 0x78dde6e4
	s_add_u32 s88, s21, 0xed9eba14
	s_add_u32 s89, s20, 0x1715609d
	s_add_u32 s90, s21, 0xa9066899
	s_add_u32 s91, s20, 0xb54cda56
	s_add_u32 s92, s21, 0x646e171e
	s_add_u32 s93, s20, 0x5384540f
	s_add_u32 s94, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s95, s20, 0x8ff34781
	s_and_b32 s28, s10, 0x3fe
	v_xor_b32_e32 v14, s1, v6
	v_xor_b32_e32 v15, s3, v4
	v_xor_b32_e32 v16, s4, v5
	s_bitcmp1_b32 s10, 0
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
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
	s_mov_b32 s29, 0
	s_cselect_b32 s96, -1, 0
	s_movk_i32 s97, 0x1fc
	s_mov_b32 s98, -8
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s15, 0x3fcc71c5
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
	v_mov_b32_e32 v0, v13
.LBB5_6:
	s_add_u32 s26, s26, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v13, v0
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[8:9]
	s_cbranch_scc1 .LBB5_51
.LBB5_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v13, v13
	ds_store_b32 v12, v0
.LBB5_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s99, s0
	s_cbranch_execz .LBB5_43
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB5_12
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s3, -1, 0
	s_cbranch_execz .LBB5_13
	s_branch .LBB5_14
.LBB5_12:
	s_mov_b32 s1, 0
	s_mov_b32 s3, 0
.LBB5_13:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s3, -1, 0
.LBB5_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB5_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[4:5], 0
	s_branch .LBB5_18
.LBB5_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s101
.LBB5_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s100
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s4, s4, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s5, s5, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v17, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[4:5], s[28:29]
	s_cbranch_scc1 .LBB5_30
.LBB5_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b32 s100, s4, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	v_mov_b32_e32 v0, s100
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v6, vcc_lo, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	s_or_saveexec_b32 s101, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s101
	s_cbranch_execz .LBB5_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v17, v4, 2, s97
	v_lshl_add_u32 v18, v4, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s102, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB5_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v18, v6
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v6, off
	scratch_load_b32 v21, v17, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v17, -4, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s3, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s102, s1, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s102
	s_cbranch_execnz .LBB5_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s102
.LBB5_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s101
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v8, v4, 3, 0
	v_lshl_add_u32 v4, v4, 2, 0x200
	scratch_store_b64 v8, v[10:11], off
	v_subrev_co_ci_u32_e64 v5, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v4, v0, off
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[8:9], v5, off
	v_mov_b32_e32 v5, s100
	ds_load_b32 v17, v5 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s100, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s100
	s_cbranch_execz .LBB5_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s97
	v_lshl_add_u32 v18, v6, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s101, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB5_28:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v18, v4
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v4, off
	scratch_load_b32 v21, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v17, v17, v21
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v6, s3, v4, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s101, s1, s101
	s_and_not1_b32 exec_lo, exec_lo, s101
	s_cbranch_execnz .LBB5_28
	s_branch .LBB5_16
.LBB5_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s10 :: v_dual_mov_b32 v5, s11
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[4:5], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB5_31
	s_branch .LBB5_38
.LBB5_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[4:5], s[28:29]
	s_mov_b32 s1, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB5_38
.LBB5_31:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_lshl_b32 s1, s4, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[4:5], v0, off
	v_mov_b32_e32 v0, s1
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[4:5]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s82, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s82
	s_cbranch_execz .LBB5_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v17, v6, 2, s97
	v_lshl_add_u32 v18, v6, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[4:5], 0
	s_mov_b32 s83, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB5_35:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, s5 :: v_dual_mov_b32 v10, s4
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v18, v4
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v4, off
	scratch_load_b32 v21, v17, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v17, -4, v17
	v_mov_b32_e32 v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s3, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[4:5], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s83, s1, s83
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s83
	s_cbranch_execnz .LBB5_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s83
.LBB5_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s82
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB5_38:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b32 s3, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v6, s1, v4, v0
	v_subrev_co_ci_u32_e64 v7, null, 0, v5, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v6, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[4:5]
	s_cbranch_execz .LBB5_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[4:5], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s97, -4
.LBB5_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[4:5], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB5_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB5_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
	ds_store_b32 v1, v0 offset:2048
.LBB5_43:
	s_or_b32 exec_lo, exec_lo, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB5_47
	v_mov_b32_e32 v0, v13
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB5_46
	s_mul_f32 s82, s18, s16
	global_load_b32 v39, v[2:3], off
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s3, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v38, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s26, s22
	s_addc_u32 s83, s27, s23
	s_mul_i32 s99, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v0, s99, v14
	s_xor_b32 s83, s20, s83
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s4, s83, s4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s83, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s83, v15
	v_xor3_b32 v7, s4, s84, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v6, v16
	v_xor3_b32 v8, v8, s85, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s86, v6, v4
	v_xor3_b32 v6, v9, s88, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s87, v5, v7
	v_xor3_b32 v6, v10, s89, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s90, v5, v8
	v_xor3_b32 v7, v7, s92, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s91, v5, v9
	v_xor3_b32 v0, v0, s93, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s94, v5, v6
	v_xor3_b32 v0, v0, s21, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v5
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s95, v5, v6
	v_cvt_f64_u32_e32 v[5:6], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], 0.5
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v6
	v_and_b32_e32 v6, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	v_add_co_u32 v0, s4, 0xfffffc01, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[7:8], v[5:6], 2.0
	v_mul_f64 v[32:33], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[5:6]
	v_div_scale_f64 v[21:22], vcc_lo, v[5:6], v[7:8], v[5:6]
	v_mul_f64 v[32:33], v[5:6], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[17:18], v[9:10]
	v_fma_f64 v[19:20], -v[9:10], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_fma_f64 v[19:20], -v[9:10], v[17:18], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[9:10], v[19:20], v[21:22]
	v_div_fmas_f64 v[9:10], v[9:10], v[17:18], v[19:20]
	v_cvt_f64_u32_e32 v[17:18], v4
	v_add_co_ci_u32_e64 v4, null, 0, -1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[30:31], v4
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[17:18], 0.5
	v_ldexp_f64 v[30:31], v[30:31], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[9:10], v[9:10]
	v_mul_f64 v[17:18], v[17:18], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], s[34:35]
	v_mul_f64 v[23:24], v[19:20], s[6:7]
	v_mul_f64 v[25:26], v[17:18], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[36:37]
	v_add_f64 v[23:24], v[23:24], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[38:39]
	v_add_f64 v[23:24], v[23:24], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], s[50:51]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_add_f64 v[23:24], v[17:18], v[28:29]
	v_cvt_f64_u32_e32 v[28:29], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[40:41]
	v_add_f64 v[28:29], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[9:10], v[21:22]
	v_mul_f64 v[21:22], v[26:27], s[54:55]
	v_mul_f64 v[34:35], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[19:20], v[9:10]
	v_add_f64 v[19:20], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[32:33], v[9:10]
	v_add_f64 v[30:31], v[23:24], -v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[26:27], s[52:53]
	v_mul_f64 v[26:27], v[26:27], s[56:57]
	v_add_f64 v[21:22], v[30:31], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[34:35], v[7:8]
	v_add_f64 v[30:31], v[23:24], -v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	v_mov_b32_e32 v27, v1
	v_add_f64 v[7:8], v[7:8], -v[32:33]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v31
	v_and_b32_e32 v4, 0x7ff, v0
	v_bfe_u32 v0, v18, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v26, 16, v4
	v_cmp_lt_u64_e32 vcc_lo, v[26:27], v[0:1]
	v_dual_cndmask_b32 v10, v10, v22 :: v_dual_cndmask_b32 v9, v9, v21
	v_mul_f64 v[21:22], v[28:29], s[44:45]
	v_dual_cndmask_b32 v18, v24, v20 :: v_dual_cndmask_b32 v17, v23, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[17:18], -v[9:10]
	v_add_f64 v[4:5], v[5:6], v[7:8]
	v_mul_f64 v[6:7], v[19:20], v[19:20]
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[21:22], v[4:5]
	v_mul_f64 v[21:22], v[6:7], s[70:71]
	v_mul_f64 v[23:24], v[6:7], s[58:59]
	v_mul_f64 v[26:27], v[6:7], s[64:65]
	v_mul_f64 v[28:29], v[6:7], s[76:77]
	v_mul_f64 v[30:31], v[6:7], v[6:7]
	v_add_f64 v[8:9], v[17:18], -v[9:10]
	v_mul_f64 v[4:5], v[4:5], -2.0
	v_add_f64 v[21:22], v[21:22], s[72:73]
	v_add_f64 v[23:24], v[23:24], s[60:61]
	v_add_f64 v[26:27], v[26:27], s[66:67]
	v_add_f64 v[28:29], v[28:29], s[78:79]
	v_mul_f64 v[32:33], v[6:7], v[30:31]
	v_mul_f64 v[10:11], v[30:31], v[30:31]
	v_mul_f64 v[30:31], v[6:7], 0.5
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[4:5]
	v_mul_f64 v[21:22], v[6:7], v[21:22]
	v_mul_f64 v[23:24], v[6:7], v[23:24]
	v_mul_f64 v[26:27], v[6:7], v[26:27]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_add_f64 v[36:37], -v[30:31], 1.0
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[17:18], v[23:24], s[62:63]
	v_add_f64 v[23:24], v[26:27], s[68:69]
	v_mul_f64 v[26:27], v[19:20], v[6:7]
	v_rsq_f64_e32 v[34:35], v[4:5]
	v_cmp_class_f64_e64 vcc_lo, v[4:5], 0x260
	v_add_f64 v[21:22], v[28:29], v[21:22]
	v_mul_f64 v[17:18], v[6:7], v[17:18]
	v_mul_f64 v[10:11], v[10:11], v[23:24]
	v_mul_f64 v[23:24], v[8:9], 0.5
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_mul_f64 v[32:33], v[4:5], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[21:22], v[26:27], v[21:22]
	v_mul_f64 v[26:27], v[26:27], s[80:81]
	v_add_f64 v[10:11], v[17:18], v[10:11]
	v_fma_f64 v[28:29], -v[34:35], v[32:33], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[17:18], v[23:24], -v[21:22]
	v_mul_f64 v[10:11], v[6:7], v[10:11]
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f64 v[32:33], v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[21:22], v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[28:29], v[19:20], v[8:9]
	v_add_f64 v[34:35], -v[36:37], 1.0
	v_mul_f64 v[6:7], v[6:7], v[17:18]
	v_fma_f64 v[23:24], -v[32:33], v[32:33], v[4:5]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], -v[28:29]
	v_add_f64 v[6:7], v[6:7], -v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[17:18], v[23:24], v[21:22], v[32:33]
	v_add_f64 v[23:24], v[34:35], -v[30:31]
	v_add_f64 v[6:7], v[6:7], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[8:9], -v[17:18], v[17:18], v[4:5]
	v_add_f64 v[10:11], v[23:24], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[6:7], v[19:20], -v[6:7]
	v_fma_f64 v[8:9], v[8:9], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[36:37], v[10:11]
	v_dual_mov_b32 v18, v1 :: v_dual_and_b32 v17, 2, v25
	v_cmp_eq_u64_e64 s4, 0, v[17:18]
	v_xor_b32_e32 v17, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v7, v7, v17, s4
	v_ldexp_f64 v[8:9], v[8:9], v0
	v_xor_b32_e32 v19, 0x80000000, v11
	v_and_b32_e32 v0, 1, v25
	v_cndmask_b32_e64 v11, v19, v11, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_cndmask_b32_e64 v0, s82, v38, s3
	v_cndmask_b32_e64 v7, v7, v11, s4
	v_cndmask_b32_e64 v6, v6, v10, s4
	v_dual_cndmask_b32 v5, v9, v5 :: v_dual_cndmask_b32 v4, v8, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[4:5], v[6:7], v[4:5]
	v_sqrt_f32_e32 v6, v0
	ds_load_b32 v7, v1 offset:2048
	v_add_nc_u32_e32 v8, -1, v6
	v_add_nc_u32_e32 v9, 1, v6
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v11, 0x80000000, v9
	v_fma_f32 v10, v10, v6, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_fma_f32 v5, v11, v6, v0
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v5, v6, v9 :: v_dual_add_f32 v6, v7, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v13, v39
	v_add_f32_e32 v9, v13, v13
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v6, 0x3c23d70a, v6 :: v_dual_add_f32 v7, v7, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v9, v6 :: v_dual_mul_f32 v7, 0.5, v7
	v_mul_f32_e32 v8, 0x37800000, v5
	v_cndmask_b32_e64 v5, v5, v8, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v0, v5, v0 :: v_dual_add_f32 v5, v6, v7
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, s12, v5
	v_cndmask_b32_e64 v0, v0, s13, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v5, v13, v5 :: v_dual_mul_f32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
.LBB5_46:
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB5_6
	s_branch .LBB5_48
.LBB5_47:
.LBB5_48:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB5_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v4, v1 offset:2048
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v13, v13 :: v_dual_add_f32 v4, -4.0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v4
	v_mul_f32_e32 v4, 0x3c23d70a, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v5, v4
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v13, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v13, v13, v0
	s_branch .LBB5_5
.LBB5_50:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v13
.LBB5_51:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB5_53
	global_store_b32 v12, v0, s[24:25]
.LBB5_53:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w512
		.amdhsa_group_segment_fixed_size 2052
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
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
		.amdhsa_inst_pref_size 37
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

	.set tessera_tether_pairwise_w512.num_vgpr, 40
	.set tessera_tether_pairwise_w512.num_agpr, 0
	.set tessera_tether_pairwise_w512.numbered_sgpr, 103
	.set tessera_tether_pairwise_w512.num_named_barrier, 0
	.set tessera_tether_pairwise_w512.private_seg_size, 776
	.set tessera_tether_pairwise_w512.uses_vcc, 1
	.set tessera_tether_pairwise_w512.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w512.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w512.has_recursion, 0
	.set tessera_tether_pairwise_w512.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w1024
	.p2align	8
	.type	tessera_tether_pairwise_w1024,@function
tessera_tether_pairwise_w1024:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x400, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_53
	s_load_b64 s[8:9], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v12, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s12, s10, s2
	s_mul_i32 s28, s10, s2
	s_add_i32 s29, s12, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[30:31], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s24, s4, s30
	s_addc_u32 s25, s5, s31
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_3
	global_load_b32 v13, v12, s[24:25]
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[8:9], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB6_50
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v1, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_mov_b32 s42, 0x35793c76
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v2, v5, v2
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
	s_mov_b32 s50, 0x54400000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s30
	s_addc_u32 s3, s7, s31
	s_cmp_lg_u32 s14, 0
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v2, s1, s1, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, 0, s1
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s3, s21, 0xbb67ae85
	s_add_u32 s4, s20, 0x3c6ef372
	s_add_u32 s84, s21, 0x76cf5d0a
	s_add_u32 s85, s20, 0xdaa66d2b
	s_add_u32 s86, s21, 0x32370b8f
	s_add_u32 s87, s20, 0x78dde6e4
	s_add_u32 s88, s21, 0xed9eba14
	s_add_u32 s89, s20, 0x1715609d
	s_add_u32 s90, s21, 0xa9066899
	s_add_u32 s91, s20, 0xb54cda56
	s_add_u32 s92, s21, 0x646e171e
	s_add_u32 s93, s20, 0x5384540f
	s_add_u32 s94, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s95, s20, 0x8ff34781
	s_and_b32 s28, s10, 0x7fe
	v_xor_b32_e32 v14, s1, v6
	v_xor_b32_e32 v15, s3, v4
	v_xor_b32_e32 v16, s4, v5
	s_bitcmp1_b32 s10, 0
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
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
	s_mov_b32 s29, 0
	s_cselect_b32 s96, -1, 0
	s_movk_i32 s97, 0x1fc
	s_mov_b32 s98, -8
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s15, 0x3fcc71c5
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
	v_mov_b32_e32 v0, v13
.LBB6_6:
	s_add_u32 s26, s26, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v13, v0
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[8:9]
	s_cbranch_scc1 .LBB6_51
.LBB6_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB6_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v13, v13
	ds_store_b32 v12, v0
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s99, s0
	s_cbranch_execz .LBB6_43
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB6_12
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s3, -1, 0
	s_cbranch_execz .LBB6_13
	s_branch .LBB6_14
.LBB6_12:
	s_mov_b32 s1, 0
	s_mov_b32 s3, 0
.LBB6_13:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s3, -1, 0
.LBB6_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB6_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[4:5], 0
	s_branch .LBB6_18
.LBB6_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s101
.LBB6_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s100
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s4, s4, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s5, s5, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v17, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[4:5], s[28:29]
	s_cbranch_scc1 .LBB6_30
.LBB6_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b32 s100, s4, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	v_mov_b32_e32 v0, s100
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v6, vcc_lo, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	s_or_saveexec_b32 s101, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s101
	s_cbranch_execz .LBB6_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v17, v4, 2, s97
	v_lshl_add_u32 v18, v4, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s102, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v18, v6
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v6, off
	scratch_load_b32 v21, v17, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v17, -4, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s3, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s102, s1, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s102
	s_cbranch_execnz .LBB6_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s102
.LBB6_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s101
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v8, v4, 3, 0
	v_lshl_add_u32 v4, v4, 2, 0x200
	scratch_store_b64 v8, v[10:11], off
	v_subrev_co_ci_u32_e64 v5, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v4, v0, off
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[8:9], v5, off
	v_mov_b32_e32 v5, s100
	ds_load_b32 v17, v5 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s100, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s100
	s_cbranch_execz .LBB6_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s97
	v_lshl_add_u32 v18, v6, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s101, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_28:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s82 :: v_dual_mov_b32 v11, s83
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v18, v4
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v4, off
	scratch_load_b32 v21, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v17, v17, v21
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v6, s3, v4, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s101, s1, s101
	s_and_not1_b32 exec_lo, exec_lo, s101
	s_cbranch_execnz .LBB6_28
	s_branch .LBB6_16
.LBB6_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s10 :: v_dual_mov_b32 v5, s11
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[4:5], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB6_31
	s_branch .LBB6_38
.LBB6_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[4:5], s[28:29]
	s_mov_b32 s1, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB6_38
.LBB6_31:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_lshl_b32 s1, s4, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[4:5], v0, off
	v_mov_b32_e32 v0, s1
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[4:5]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s82, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s82
	s_cbranch_execz .LBB6_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v17, v6, 2, s97
	v_lshl_add_u32 v18, v6, 3, s98
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[4:5], 0
	s_mov_b32 s83, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_35:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v11, s5 :: v_dual_mov_b32 v10, s4
	v_cndmask_b32_e32 v4, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v18, v4
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v4, off
	scratch_load_b32 v21, v17, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v17, -4, v17
	v_mov_b32_e32 v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s3, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[4:5], v[19:20]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v21
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s83, s1, s83
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s83
	s_cbranch_execnz .LBB6_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s83
.LBB6_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s82
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB6_38:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b32 s3, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v6, s1, v4, v0
	v_subrev_co_ci_u32_e64 v7, null, 0, v5, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v6, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[4:5]
	s_cbranch_execz .LBB6_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[4:5], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s97, -4
.LBB6_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[4:5], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB6_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB6_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
	ds_store_b32 v1, v0 offset:4096
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s99
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_47
	v_mov_b32_e32 v0, v13
	s_and_saveexec_b32 s5, s2
	s_cbranch_execz .LBB6_46
	s_mul_f32 s82, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s82, 0
	s_mul_f32 s3, s82, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s82, 0xf800000
	v_mov_b32_e32 v4, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s26, s22
	s_addc_u32 s83, s27, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_i32 s99, s83, 0xcd9e8d57
	s_mul_hi_u32 s83, s83, 0xcd9e8d57
	v_xor_b32_e32 v0, s99, v14
	s_xor_b32 s83, s20, s83
	s_xor_b32 s4, s83, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s83, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s83, v15
	v_xor3_b32 v8, s4, s84, v6
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v8, 0
	v_xor_b32_e32 v0, v7, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v9, s85, v6
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	v_xor3_b32 v0, s86, v7, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, v10, s88, v6
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v7, 0
	v_xor3_b32 v0, s87, v6, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, v11, s89, v5
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	v_xor3_b32 v0, s90, v6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, v8, s92, v5
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v8
	v_xor3_b32 v6, s91, v6, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s93, v5
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v6, s94, v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s21, v5
	v_mul_lo_u32 v7, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s95, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[6:7], v0
	v_add_f64 v[6:7], v[6:7], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s4, 0xfffffc01, v0
	v_add_f64 v[6:7], v[6:7], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[6:7], 2.0
	v_mul_f64 v[32:33], v[6:7], 0.5
	v_div_scale_f64 v[10:11], null, v[8:9], v[8:9], v[6:7]
	v_div_scale_f64 v[21:22], vcc_lo, v[6:7], v[8:9], v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[6:7], v[32:33]
	v_rcp_f64_e32 v[17:18], v[10:11]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[10:11], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[10:11], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	v_fma_f64 v[10:11], -v[10:11], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[10:11], v[10:11], v[17:18], v[19:20]
	v_cvt_f64_u32_e32 v[17:18], v5
	v_add_co_ci_u32_e64 v5, null, 0, -1, s4
	v_cvt_f64_i32_e32 v[30:31], v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[8:9], v[10:11], v[8:9], v[6:7]
	v_add_f64 v[17:18], v[17:18], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[30:31], v[30:31], 32
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[17:18], v[17:18], 0xffffffe0
	v_mul_f64 v[19:20], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[17:18], s[46:47]
	v_mul_f64 v[21:22], v[19:20], s[34:35]
	v_mul_f64 v[23:24], v[19:20], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[17:18], s[48:49]
	v_add_f64 v[21:22], v[21:22], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], s[14:15]
	v_add_f64 v[25:26], 0x43380000, v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], 0xc3380000, v[25:26]
	v_add_f64 v[21:22], v[21:22], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], s[30:31]
	v_mul_f64 v[28:29], v[26:27], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[17:18], v[28:29]
	v_cvt_f64_u32_e32 v[28:29], v0
	v_add_f64 v[21:22], v[21:22], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[30:31], v[28:29]
	v_mul_f64 v[10:11], v[10:11], v[21:22]
	v_mul_f64 v[21:22], v[26:27], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[28:29], s[42:43]
	v_add_f64 v[10:11], v[19:20], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[23:24], v[21:22]
	v_add_f64 v[10:11], v[32:33], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[23:24], -v[19:20]
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	v_mul_f64 v[10:11], v[26:27], s[52:53]
	v_mul_f64 v[26:27], v[26:27], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[30:31], v[21:22]
	v_add_f64 v[8:9], v[34:35], v[8:9]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[23:24], -v[10:11]
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	v_mov_b32_e32 v27, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[8:9], v[8:9], -v[32:33]
	v_lshrrev_b32_e32 v0, 20, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v5, 0x7ff, v0
	v_bfe_u32 v0, v18, 20, 11
	v_add_nc_u32_e32 v26, 16, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[26:27], v[0:1]
	v_dual_cndmask_b32 v11, v11, v22 :: v_dual_cndmask_b32 v10, v10, v21
	v_mul_f64 v[21:22], v[28:29], s[44:45]
	v_dual_cndmask_b32 v18, v24, v20 :: v_dual_cndmask_b32 v17, v23, v19
	v_add_f64 v[19:20], v[17:18], -v[10:11]
	v_add_f64 v[5:6], v[6:7], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[7:8], v[19:20], v[19:20]
	v_add_f64 v[17:18], v[17:18], -v[19:20]
	v_add_f64 v[5:6], v[21:22], v[5:6]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[21:22], v[7:8], s[70:71]
	v_mul_f64 v[23:24], v[7:8], s[58:59]
	v_mul_f64 v[26:27], v[7:8], s[64:65]
	v_mul_f64 v[28:29], v[7:8], s[76:77]
	v_mul_f64 v[30:31], v[7:8], v[7:8]
	v_add_f64 v[9:10], v[17:18], -v[10:11]
	global_load_b32 v11, v[2:3], off
	v_mul_f64 v[5:6], v[5:6], -2.0
	v_mul_f64 v[36:37], v[7:8], 0.5
	v_add_f64 v[21:22], v[21:22], s[72:73]
	v_add_f64 v[23:24], v[23:24], s[60:61]
	v_add_f64 v[26:27], v[26:27], s[66:67]
	v_add_f64 v[28:29], v[28:29], s[78:79]
	v_mul_f64 v[32:33], v[7:8], v[30:31]
	v_mul_f64 v[17:18], v[30:31], v[30:31]
	v_mul_f64 v[30:31], v[19:20], v[7:8]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[5:6]
	v_add_f64 v[38:39], -v[36:37], 1.0
	v_mul_f64 v[21:22], v[7:8], v[21:22]
	v_mul_f64 v[23:24], v[7:8], v[23:24]
	v_mul_f64 v[26:27], v[7:8], v[26:27]
	v_mul_f64 v[28:29], v[32:33], v[28:29]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[5:6], v[5:6], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[21:22], v[21:22], s[74:75]
	v_add_f64 v[23:24], v[23:24], s[62:63]
	v_add_f64 v[26:27], v[26:27], s[68:69]
	v_rsq_f64_e32 v[34:35], v[5:6]
	v_cmp_class_f64_e64 vcc_lo, v[5:6], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[28:29], v[21:22]
	v_mul_f64 v[23:24], v[7:8], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[26:27]
	v_mul_f64 v[26:27], v[9:10], 0.5
	v_mul_f64 v[32:33], v[5:6], v[34:35]
	v_mul_f64 v[34:35], v[34:35], 0.5
	v_mul_f64 v[21:22], v[30:31], v[21:22]
	v_add_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], -v[34:35], v[32:33], 0.5
	v_add_f64 v[21:22], v[26:27], -v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[7:8], v[17:18]
	v_fma_f64 v[32:33], v[32:33], v[28:29], v[32:33]
	v_fma_f64 v[23:24], v[34:35], v[28:29], v[34:35]
	v_mul_f64 v[28:29], v[19:20], v[9:10]
	v_add_f64 v[34:35], -v[38:39], 1.0
	v_mul_f64 v[7:8], v[7:8], v[21:22]
	v_fma_f64 v[26:27], -v[32:33], v[32:33], v[5:6]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[17:18], -v[28:29]
	v_mul_f64 v[28:29], v[30:31], s[80:81]
	v_add_f64 v[7:8], v[7:8], -v[9:10]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[21:22], v[26:27], v[23:24], v[32:33]
	v_add_f64 v[26:27], v[34:35], -v[36:37]
	v_add_f64 v[7:8], v[7:8], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[9:10], -v[21:22], v[21:22], v[5:6]
	v_add_f64 v[17:18], v[26:27], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[19:20], -v[7:8]
	v_mov_b32_e32 v20, v1
	v_fma_f64 v[9:10], v[9:10], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[38:39], v[17:18]
	v_ldexp_f64 v[9:10], v[9:10], v0
	v_and_b32_e32 v19, 2, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v21, 0x80000000, v18
	v_and_b32_e32 v0, 1, v25
	v_cndmask_b32_e32 v6, v10, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s4, 0, v[19:20]
	v_xor_b32_e32 v19, 0x80000000, v8
	v_cndmask_b32_e64 v18, v21, v18, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v8, v19, s4
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_cndmask_b32_e64 v0, s82, v4, s3
	v_cndmask_b32_e64 v8, v8, v18, s4
	v_cndmask_b32_e64 v7, v7, v17, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v4, v0
	v_cndmask_b32_e32 v5, v9, v5, vcc_lo
	v_mul_f64 v[5:6], v[7:8], v[5:6]
	ds_load_b32 v7, v1 offset:4096
	v_add_nc_u32_e32 v8, -1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v10, 0x80000000, v8
	v_fma_f32 v10, v10, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	v_add_nc_u32_e32 v9, 1, v4
	v_xor_b32_e32 v17, 0x80000000, v9
	v_cvt_f32_f64_e32 v5, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v6, v17, v4, v0
	v_cndmask_b32_e32 v4, v4, v8, vcc_lo
	v_cmp_lt_f32_e32 vcc_lo, 0, v6
	v_add_f32_e32 v6, v7, v7
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v7, v13, v11 :: v_dual_cndmask_b32 v4, v4, v9
	v_add_f32_e32 v9, v13, v13
	v_dual_add_f32 v7, v7, v7 :: v_dual_mul_f32 v6, 0x3c23d70a, v6
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v8, 0x37800000, v4 :: v_dual_mul_f32 v7, 0.5, v7
	v_mul_f32_e32 v6, v9, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v4, v4, v8, s3
	v_cndmask_b32_e32 v0, v4, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v4, v6, v7
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, s12, v4
	v_cndmask_b32_e64 v0, v0, s13, s19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v4, v13, v4
	v_mul_f32_e32 v0, v0, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v4
.LBB6_46:
	s_or_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB6_6
	s_branch .LBB6_48
.LBB6_47:
.LBB6_48:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB6_5
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v4, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v13, v13 :: v_dual_add_f32 v4, -4.0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v4
	v_mul_f32_e32 v4, 0x3c23d70a, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v5, v4
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v13, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v13, v13, v0
	s_branch .LBB6_5
.LBB6_50:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v13
.LBB6_51:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB6_53
	global_store_b32 v12, v0, s[24:25]
.LBB6_53:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w1024
		.amdhsa_group_segment_fixed_size 4100
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 40
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
		.amdhsa_inst_pref_size 37
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

	.set tessera_tether_pairwise_w1024.num_vgpr, 40
	.set tessera_tether_pairwise_w1024.num_agpr, 0
	.set tessera_tether_pairwise_w1024.numbered_sgpr, 103
	.set tessera_tether_pairwise_w1024.num_named_barrier, 0
	.set tessera_tether_pairwise_w1024.private_seg_size, 776
	.set tessera_tether_pairwise_w1024.uses_vcc, 1
	.set tessera_tether_pairwise_w1024.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w1024.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w1024.has_recursion, 0
	.set tessera_tether_pairwise_w1024.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w2048
	.p2align	8
	.type	tessera_tether_pairwise_w2048,@function
tessera_tether_pairwise_w2048:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x800, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB7_62
	s_load_b64 s[24:25], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v14, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s28, s10, s2
	s_add_i32 s29, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[30:31], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s8, s4, s30
	s_addc_u32 s9, s5, s31
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB7_3
	global_load_b32 v15, v14, s[8:9]
.LBB7_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v16, 2, v2
	v_cmp_gt_u64_e64 s3, s[10:11], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB7_5
	global_load_b32 v17, v16, s[8:9]
.LBB7_5:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB7_58
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v2, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_add_co_u32 v0, vcc_lo, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v4, null, 0, v3, vcc_lo
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, 0xdf3e5244
	v_xor_b32_e32 v2, v7, v3
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v0, 0
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s30
	s_addc_u32 s4, s7, s31
	s_cmp_lg_u32 s14, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, v8, v4
	v_add_co_u32 v2, s1, s1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s4, 0, s1
	v_xor_b32_e32 v0, s21, v0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s4, s21, 0xbb67ae85
	v_xor_b32_e32 v18, s1, v10
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_add_u32 s5, s20, 0x3c6ef372
	v_add_co_u32 v4, vcc_lo, 0x1000, v2
	s_add_u32 s86, s21, 0x76cf5d0a
	s_add_u32 s87, s20, 0xdaa66d2b
	s_add_u32 s88, s21, 0x32370b8f
	s_add_u32 s89, s20, 0x78dde6e4
	s_add_u32 s90, s21, 0xed9eba14
	s_add_u32 s91, s20, 0x1715609d
	s_add_u32 s92, s21, 0xa9066899
	s_add_u32 s93, s20, 0xb54cda56
	s_add_u32 s94, s21, 0x646e171e
	s_add_u32 s95, s20, 0x5384540f
	s_add_u32 s96, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s97, s20, 0x8ff34781
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_and_b32 s28, s10, 0xffe
	v_xor_b32_e32 v19, s1, v11
	v_xor_b32_e32 v20, s4, v6
	v_xor_b32_e32 v21, s5, v9
	v_xor_b32_e32 v22, s4, v7
	v_xor_b32_e32 v23, s5, v10
	s_bitcmp1_b32 s10, 0
	s_mov_b32 s6, 0xd078c69f
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
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
	s_mov_b32 s29, 0
	s_cselect_b32 s98, -1, 0
	s_movk_i32 s99, 0x1fc
	s_mov_b32 s100, -8
	s_mov_b32 s7, 0x3fc39a09
	s_mov_b32 s15, 0x3fcc71c5
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
	v_dual_mov_b32 v7, v15 :: v_dual_mov_b32 v0, v17
.LBB7_8:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v15, v7
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[24:25]
	s_cbranch_scc1 .LBB7_58
.LBB7_9:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB7_11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v14, v0
.LBB7_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB7_13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v17, v17
	ds_store_b32 v14, v0 offset:4096
.LBB7_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s101, s0
	s_cbranch_execz .LBB7_47
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB7_16
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s4, -1, 0
	s_cbranch_execz .LBB7_17
	s_branch .LBB7_18
.LBB7_16:
	s_mov_b32 s1, 0
	s_mov_b32 s4, 0
.LBB7_17:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s4, -1, 0
.LBB7_18:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB7_33
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[82:83], 0
	s_branch .LBB7_21
.LBB7_20:
	s_or_b32 exec_lo, exec_lo, s5
	v_lshl_add_u32 v0, v8, 2, 0x200
	s_add_u32 s82, s82, 2
	v_lshl_add_u32 v8, v8, 3, 0
	s_addc_u32 s83, s83, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v24, off
	scratch_store_b64 v8, v[12:13], off
	s_cmp_eq_u64 s[82:83], s[28:29]
	s_cbranch_scc1 .LBB7_34
.LBB7_21:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_lshl_b32 s5, s82, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[8:9], v0, off
	v_mov_b32_e32 v0, s5
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s4, s1
	s_xor_b32 s1, exec_lo, s4
	v_add_co_u32 v8, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s102, s1
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_xor_b32 exec_lo, exec_lo, s102
	s_cbranch_execz .LBB7_27
	v_add_co_u32 v10, vcc_lo, v6, -1
	v_lshl_add_u32 v24, v6, 2, s99
	v_lshl_add_u32 v25, v6, 3, s100
	v_add_co_ci_u32_e64 v11, null, -1, v7, vcc_lo
	s_mov_b64 s[84:85], 0
	s_mov_b32 s103, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB7_25:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[10:11]
	s_add_u32 s84, s84, 1
	s_addc_u32 s85, s85, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v12, s84 :: v_dual_mov_b32 v13, s85
	v_cndmask_b32_e32 v8, 1, v10, vcc_lo
	v_add_co_u32 v10, vcc_lo, v10, -1
	v_add_co_ci_u32_e64 v11, null, -1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v8, 3, v8
	v_sub_nc_u32_e32 v8, v25, v8
	v_add_nc_u32_e32 v25, -8, v25
	scratch_load_b64 v[26:27], v8, off
	scratch_load_b32 v28, v24, off
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v6
	v_add_nc_u32_e32 v24, -4, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[8:9]
	v_add_co_u32 v6, s4, v8, -1
	v_add_co_ci_u32_e64 v7, null, -1, v9, s4
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[84:85], v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v28
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s103, s1, s103
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s103
	s_cbranch_execnz .LBB7_25
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s103
.LBB7_27:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s102
	v_cmp_ne_u64_e32 vcc_lo, 0, v[8:9]
	v_lshl_add_u32 v10, v6, 3, 0
	v_lshl_add_u32 v6, v6, 2, 0x200
	scratch_store_b64 v10, v[12:13], off
	v_subrev_co_ci_u32_e64 v7, null, 0, v8, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v6, v0, off
	v_lshl_add_u32 v7, v7, 3, 0
	scratch_load_b64 v[10:11], v7, off
	v_mov_b32_e32 v7, s5
	ds_load_b32 v24, v7 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[10:11]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s4, s1
	s_xor_b32 s1, exec_lo, s4
	v_add_co_u32 v6, vcc_lo, v8, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v9, vcc_lo
	s_or_saveexec_b32 s5, s1
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB7_20
	v_add_co_u32 v10, vcc_lo, v8, -1
	v_lshl_add_u32 v0, v8, 2, s99
	v_lshl_add_u32 v25, v8, 3, s100
	v_add_co_ci_u32_e64 v11, null, -1, v9, vcc_lo
	s_mov_b64 s[84:85], 0
	s_mov_b32 s102, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB7_31:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[10:11]
	s_add_u32 s84, s84, 1
	s_addc_u32 s85, s85, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v12, s84 :: v_dual_mov_b32 v13, s85
	v_cndmask_b32_e32 v6, 1, v10, vcc_lo
	v_add_co_u32 v10, vcc_lo, v10, -1
	v_add_co_ci_u32_e64 v11, null, -1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v25, v6
	scratch_load_b64 v[26:27], v6, off
	scratch_load_b32 v28, v0, off
	v_dual_mov_b32 v6, v8 :: v_dual_add_nc_u32 v25, -8, v25
	v_dual_mov_b32 v7, v9 :: v_dual_add_nc_u32 v0, -4, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, s4, v6, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_ci_u32_e64 v9, null, -1, v7, s4
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[84:85], v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v24, v24, v28
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s102, s1, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s102
	s_cbranch_execnz .LBB7_31
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s102
	s_branch .LBB7_20
.LBB7_33:
	v_mov_b32_e32 v8, 0
	v_dual_mov_b32 v6, s10 :: v_dual_mov_b32 v7, s11
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[4:5], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB7_35
	s_branch .LBB7_42
.LBB7_34:
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v6
	s_mov_b64 s[4:5], s[28:29]
	s_mov_b32 s1, s98
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB7_42
.LBB7_35:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[8:9]
	s_lshl_b32 s1, s4, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v8, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	v_mov_b32_e32 v0, s1
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s4, s1
	s_xor_b32 s1, exec_lo, s4
	v_add_co_u32 v6, vcc_lo, v8, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v9, vcc_lo
	s_or_saveexec_b32 s5, s1
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_xor_b32 exec_lo, exec_lo, s5
	s_cbranch_execz .LBB7_41
	v_add_co_u32 v10, vcc_lo, v8, -1
	v_lshl_add_u32 v24, v8, 2, s99
	v_lshl_add_u32 v25, v8, 3, s100
	v_add_co_ci_u32_e64 v11, null, -1, v9, vcc_lo
	s_mov_b64 s[82:83], 0
	s_mov_b32 s84, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB7_39:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[10:11]
	s_add_u32 s82, s82, 1
	s_addc_u32 s83, s83, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v12, s82 :: v_dual_mov_b32 v13, s83
	v_cndmask_b32_e32 v6, 1, v10, vcc_lo
	v_add_co_u32 v10, vcc_lo, v10, -1
	v_add_co_ci_u32_e64 v11, null, -1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v25, v6
	scratch_load_b64 v[26:27], v6, off
	scratch_load_b32 v28, v24, off
	v_dual_mov_b32 v6, v8 :: v_dual_add_nc_u32 v25, -8, v25
	v_dual_mov_b32 v7, v9 :: v_dual_add_nc_u32 v24, -4, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, s4, v6, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_ci_u32_e64 v9, null, -1, v7, s4
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[82:83], v[26:27]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v28
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s84, s1, s84
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s84
	s_cbranch_execnz .LBB7_39
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s84
.LBB7_41:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s5
	v_lshl_add_u32 v9, v8, 2, 0x200
	v_lshl_add_u32 v8, v8, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v9, v0, off
	scratch_store_b64 v8, v[12:13], off
.LBB7_42:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_mov_b32 s82, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v8, s1, v6, v0
	v_subrev_co_ci_u32_e64 v9, null, 0, v7, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v8, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[6:7]
	s_cbranch_execz .LBB7_46
	v_lshlrev_b32_e32 v6, 2, v6
	s_mov_b64 s[4:5], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v6, v6, s99, -4
.LBB7_44:
	scratch_load_b32 v7, v6, off
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	v_add_nc_u32_e32 v6, -4, v6
	v_cmp_ge_u64_e32 vcc_lo, s[4:5], v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v7
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB7_44
	s_or_b32 exec_lo, exec_lo, s1
.LBB7_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s82
	ds_store_b32 v1, v0 offset:8192
.LBB7_47:
	s_or_b32 exec_lo, exec_lo, s101
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB7_53
	s_mul_f32 s4, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s4, 0
	s_mul_f32 s1, s4, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s4, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s4, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v6, v0
	v_add_nc_u32_e32 v7, -1, v6
	v_add_nc_u32_e32 v8, 1, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v9, 0x80000000, v7
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v9, v9, v6, v0
	v_fma_f32 v10, v10, v6, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s4, 0, v9
	v_cndmask_b32_e64 v6, v6, v7, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s4, 0, v10
	v_cndmask_b32_e64 v6, v6, v8, s4
	s_add_u32 s4, s26, s22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, 0x37800000, v6
	v_cndmask_b32_e64 v6, v6, v7, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v7, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v6, v0, s1
	s_addc_u32 s1, s27, s23
	s_mul_i32 s5, s1, 0xcd9e8d57
	s_mul_hi_u32 s82, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v6, v0, s13, s19
	s_and_saveexec_b32 s83, s2
	s_cbranch_execz .LBB7_50
	v_xor_b32_e32 v0, s5, v18
	s_xor_b32 s1, s20, s82
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s4
	s_mul_hi_u32 s84, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s84, v20
	v_xor3_b32 v10, s1, s86, v8
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	v_xor_b32_e32 v0, v9, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, v11, s87, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	v_xor3_b32 v0, s88, v9, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v12, s90, v8
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v9, 0
	v_xor3_b32 v0, s89, v8, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v13, s91, v7
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	v_xor3_b32 v0, s92, v8, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, v10, s94, v7
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v10
	v_xor3_b32 v8, s93, v8, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s95, v7
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v8, s96, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s21, v7
	v_mul_lo_u32 v9, 0xcd9e8d57, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v9, v8, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[8:9], v0
	v_add_f64 v[8:9], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[8:9], v[8:9], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[8:9], 2.0
	v_mul_f64 v[39:40], v[8:9], 0.5
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[8:9]
	v_div_scale_f64 v[28:29], vcc_lo, v[8:9], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[8:9], v[39:40]
	v_rcp_f64_e32 v[24:25], v[12:13]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[12:13], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[12:13], v[24:25], 1.0
	v_fma_f64 v[24:25], v[24:25], v[26:27], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[24:25]
	v_fma_f64 v[12:13], -v[12:13], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[12:13], v[12:13], v[24:25], v[26:27]
	v_cvt_f64_u32_e32 v[24:25], v7
	v_add_co_ci_u32_e64 v7, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[37:38], v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[37:38], v[37:38], 32
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_mul_f64 v[26:27], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], s[46:47]
	v_mul_f64 v[28:29], v[26:27], s[34:35]
	v_mul_f64 v[30:31], v[26:27], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[48:49]
	v_add_f64 v[28:29], v[28:29], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[14:15]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[30:31]
	v_mul_f64 v[35:36], v[33:34], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v0
	v_add_f64 v[28:29], v[28:29], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[12:13], v[12:13], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[42:43]
	v_add_f64 v[12:13], v[26:27], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[12:13], v[39:40], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[33:34], s[52:53]
	v_mul_f64 v[33:34], v[33:34], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[10:11], v[41:42], v[10:11]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[30:31], -v[12:13]
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	v_mov_b32_e32 v34, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[10:11], v[10:11], -v[39:40]
	v_lshrrev_b32_e32 v0, 20, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v7, 0x7ff, v0
	v_bfe_u32 v0, v25, 20, 11
	v_add_nc_u32_e32 v33, 16, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[33:34], v[0:1]
	v_dual_cndmask_b32 v13, v13, v29 :: v_dual_cndmask_b32 v12, v12, v28
	v_mul_f64 v[28:29], v[35:36], s[44:45]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[12:13]
	v_add_f64 v[7:8], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[7:8], v[28:29], v[7:8]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[9:10], s[70:71]
	v_mul_f64 v[30:31], v[9:10], s[58:59]
	v_mul_f64 v[33:34], v[9:10], s[64:65]
	v_mul_f64 v[35:36], v[9:10], s[76:77]
	v_mul_f64 v[37:38], v[9:10], v[9:10]
	v_add_f64 v[11:12], v[24:25], -v[12:13]
	global_load_b32 v13, v[2:3], off
	v_mul_f64 v[7:8], v[7:8], -2.0
	v_mul_f64 v[43:44], v[9:10], 0.5
	v_add_f64 v[28:29], v[28:29], s[72:73]
	v_add_f64 v[30:31], v[30:31], s[60:61]
	v_add_f64 v[33:34], v[33:34], s[66:67]
	v_add_f64 v[35:36], v[35:36], s[78:79]
	v_mul_f64 v[39:40], v[9:10], v[37:38]
	v_mul_f64 v[24:25], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[26:27], v[9:10]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[7:8]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[28:29], v[9:10], v[28:29]
	v_mul_f64 v[30:31], v[9:10], v[30:31]
	v_mul_f64 v[33:34], v[9:10], v[33:34]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[7:8], v[7:8], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[28:29], v[28:29], s[74:75]
	v_add_f64 v[30:31], v[30:31], s[62:63]
	v_add_f64 v[33:34], v[33:34], s[68:69]
	v_rsq_f64_e32 v[41:42], v[7:8]
	v_cmp_class_f64_e64 vcc_lo, v[7:8], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_mul_f64 v[30:31], v[9:10], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[33:34]
	v_mul_f64 v[33:34], v[11:12], 0.5
	v_mul_f64 v[39:40], v[7:8], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[28:29], v[37:38], v[28:29]
	v_add_f64 v[24:25], v[30:31], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[28:29], v[33:34], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[9:10], v[24:25]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[26:27], v[11:12]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[9:10], v[9:10], v[28:29]
	v_fma_f64 v[33:34], -v[39:40], v[39:40], v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[80:81]
	v_add_f64 v[9:10], v[9:10], -v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[28:29], v[33:34], v[30:31], v[39:40]
	v_add_f64 v[33:34], v[41:42], -v[43:44]
	v_add_f64 v[9:10], v[9:10], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[11:12], -v[28:29], v[28:29], v[7:8]
	v_add_f64 v[24:25], v[33:34], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[9:10], v[26:27], -v[9:10]
	v_dual_mov_b32 v27, v1 :: v_dual_and_b32 v26, 2, v32
	v_fma_f64 v[11:12], v[11:12], v[30:31], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[45:46], v[24:25]
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_and_b32_e32 v0, 1, v32
	v_cmp_eq_u64_e64 s1, 0, v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v28, 0x80000000, v25
	v_xor_b32_e32 v26, 0x80000000, v10
	v_cndmask_b32_e64 v25, v28, v25, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v10, v10, v26, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e64 v10, v10, v25, s1
	v_cndmask_b32_e64 v9, v9, v24, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_dual_cndmask_b32 v8, v12, v8 :: v_dual_cndmask_b32 v7, v11, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[9:10], v[7:8]
	v_add_f32_e32 v9, v15, v15
	v_cvt_f32_f64_e32 v7, v[7:8]
	v_add_f32_e32 v0, v0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v8, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v8
	v_dual_mul_f32 v8, 0.5, v8 :: v_dual_mul_f32 v7, v6, v7
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v9, v0
	v_add_f32_e32 v0, v0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v0
.LBB7_50:
	s_or_b32 exec_lo, exec_lo, s83
	v_mov_b32_e32 v0, v17
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s83, exec_lo, s1
	s_cbranch_execz .LBB7_52
	v_xor_b32_e32 v0, s5, v19
	s_xor_b32 s1, s20, s82
	global_load_b32 v47, v[4:5], off
	s_xor_b32 s1, s1, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s4, s1, 0xd2511f53
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s4, v22
	v_xor3_b32 v11, s1, s86, v9
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	v_xor_b32_e32 v0, v10, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, v12, s87, v9
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	v_xor3_b32 v0, s88, v10, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, v13, s90, v9
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v0, s89, v9, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, v25, s91, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	v_xor3_b32 v0, s92, v9, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, v11, s94, v8
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v11
	v_xor3_b32 v9, s93, v9, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s95, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v9, s96, v9, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s21, v8
	v_mul_lo_u32 v10, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v10, v9, s97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[9:10], v0
	v_add_f64 v[9:10], v[9:10], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[9:10], v[9:10], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v10, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v10, 0x3fe6a09e, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[9:10], v[9:10], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[9:10], 2.0
	v_mul_f64 v[41:42], v[9:10], 0.5
	v_div_scale_f64 v[24:25], null, v[11:12], v[11:12], v[9:10]
	v_div_scale_f64 v[30:31], vcc_lo, v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[9:10], v[41:42]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[28:29]
	v_cvt_f64_u32_e32 v[26:27], v8
	v_add_co_ci_u32_e64 v8, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[39:40], v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[11:12], v[24:25], v[11:12], v[9:10]
	v_add_f64 v[26:27], v[26:27], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[39:40], v[39:40], 32
	v_mul_f64 v[24:25], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[26:27], v[26:27], 0xffffffe0
	v_mul_f64 v[28:29], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[26:27], s[46:47]
	v_mul_f64 v[30:31], v[28:29], s[34:35]
	v_mul_f64 v[32:33], v[28:29], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[26:27], s[48:49]
	v_add_f64 v[30:31], v[30:31], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[14:15]
	v_add_f64 v[34:35], 0x43380000, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[32:33], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], 0xc3380000, v[34:35]
	v_add_f64 v[30:31], v[30:31], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[32:33], v[32:33], s[30:31]
	v_mul_f64 v[37:38], v[35:36], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[28:29], v[28:29], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[32:33], v[26:27], v[37:38]
	v_cvt_f64_u32_e32 v[37:38], v0
	v_add_f64 v[30:31], v[30:31], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[39:40], v[37:38]
	v_mul_f64 v[24:25], v[24:25], v[30:31]
	v_mul_f64 v[30:31], v[35:36], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[37:38], s[42:43]
	v_add_f64 v[24:25], v[28:29], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[32:33], v[30:31]
	v_add_f64 v[24:25], v[41:42], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[39:40], v[32:33], -v[28:29]
	v_mul_f64 v[11:12], v[11:12], v[24:25]
	v_mul_f64 v[24:25], v[35:36], s[52:53]
	v_mul_f64 v[35:36], v[35:36], s[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[39:40], v[30:31]
	v_add_f64 v[11:12], v[43:44], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[32:33], -v[24:25]
	v_add_f64 v[30:31], v[35:36], -v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[11:12], -v[41:42]
	v_lshrrev_b32_e32 v0, 20, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v8, 0x7ff, v0
	v_mov_b32_e32 v36, v1
	v_bfe_u32 v0, v27, 20, 11
	v_add_nc_u32_e32 v35, 16, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[35:36], v[0:1]
	v_dual_cndmask_b32 v25, v25, v31 :: v_dual_cndmask_b32 v24, v24, v30
	v_mul_f64 v[30:31], v[37:38], s[44:45]
	v_dual_cndmask_b32 v27, v33, v29 :: v_dual_cndmask_b32 v26, v32, v28
	v_add_f64 v[28:29], v[26:27], -v[24:25]
	v_add_f64 v[8:9], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[10:11], v[28:29], v[28:29]
	v_add_f64 v[26:27], v[26:27], -v[28:29]
	v_add_f64 v[8:9], v[30:31], v[8:9]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[12:13], v[10:11], s[70:71]
	v_mul_f64 v[30:31], v[10:11], s[58:59]
	v_mul_f64 v[32:33], v[10:11], s[64:65]
	v_mul_f64 v[35:36], v[10:11], s[76:77]
	v_mul_f64 v[37:38], v[10:11], v[10:11]
	v_add_f64 v[24:25], v[26:27], -v[24:25]
	v_mul_f64 v[43:44], v[10:11], 0.5
	v_mul_f64 v[8:9], v[8:9], -2.0
	v_add_f64 v[12:13], v[12:13], s[72:73]
	v_add_f64 v[30:31], v[30:31], s[60:61]
	v_add_f64 v[32:33], v[32:33], s[66:67]
	v_add_f64 v[35:36], v[35:36], s[78:79]
	v_mul_f64 v[39:40], v[10:11], v[37:38]
	v_mul_f64 v[26:27], v[37:38], v[37:38]
	v_mul_f64 v[37:38], v[28:29], v[10:11]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[8:9]
	v_add_f64 v[45:46], -v[43:44], 1.0
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_mul_f64 v[30:31], v[10:11], v[30:31]
	v_mul_f64 v[32:33], v[10:11], v[32:33]
	v_mul_f64 v[35:36], v[39:40], v[35:36]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[12:13], v[12:13], s[74:75]
	v_add_f64 v[30:31], v[30:31], s[62:63]
	v_add_f64 v[32:33], v[32:33], s[68:69]
	v_rsq_f64_e32 v[41:42], v[8:9]
	v_cmp_class_f64_e64 vcc_lo, v[8:9], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[12:13], v[35:36], v[12:13]
	v_mul_f64 v[30:31], v[10:11], v[30:31]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[26:27], v[26:27], v[32:33]
	v_mul_f64 v[32:33], v[24:25], 0.5
	v_mul_f64 v[39:40], v[8:9], v[41:42]
	v_mul_f64 v[41:42], v[41:42], 0.5
	v_mul_f64 v[12:13], v[37:38], v[12:13]
	v_add_f64 v[26:27], v[30:31], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[35:36], -v[41:42], v[39:40], 0.5
	v_add_f64 v[12:13], v[32:33], -v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[10:11], v[26:27]
	v_fma_f64 v[39:40], v[39:40], v[35:36], v[39:40]
	v_fma_f64 v[30:31], v[41:42], v[35:36], v[41:42]
	v_mul_f64 v[35:36], v[28:29], v[24:25]
	v_add_f64 v[41:42], -v[45:46], 1.0
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_fma_f64 v[32:33], -v[39:40], v[39:40], v[8:9]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[26:27], -v[35:36]
	v_mul_f64 v[35:36], v[37:38], s[80:81]
	v_add_f64 v[10:11], v[10:11], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[12:13], v[32:33], v[30:31], v[39:40]
	v_add_f64 v[32:33], v[41:42], -v[43:44]
	v_add_f64 v[10:11], v[10:11], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], -v[12:13], v[12:13], v[8:9]
	v_add_f64 v[26:27], v[32:33], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[28:29], -v[10:11]
	v_fma_f64 v[12:13], v[24:25], v[30:31], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[45:46], v[26:27]
	v_dual_mov_b32 v27, v1 :: v_dual_and_b32 v26, 2, v34
	v_cmp_eq_u64_e64 s1, 0, v[26:27]
	v_xor_b32_e32 v26, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v11, v11, v26, s1
	v_ldexp_f64 v[12:13], v[12:13], v0
	v_xor_b32_e32 v28, 0x80000000, v25
	v_and_b32_e32 v0, 1, v34
	v_cndmask_b32_e64 v25, v28, v25, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:8192
	v_cndmask_b32_e64 v11, v11, v25, s1
	v_cndmask_b32_e64 v10, v10, v24, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v9, v13, v9
	v_cndmask_b32_e32 v8, v12, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[8:9], v[10:11], v[8:9]
	v_add_f32_e32 v10, v17, v17
	v_mul_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v8, v[8:9]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v9, v17, v47
	v_add_f32_e32 v9, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0.5, v9
	v_add_f32_e32 v0, v0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v17, v0
	v_mul_f32_e32 v6, v6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v6, v0
.LBB7_52:
	s_or_b32 exec_lo, exec_lo, s83
	s_branch .LBB7_8
.LBB7_53:
	s_cbranch_execz .LBB7_8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB7_56
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v6, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v15, v15 :: v_dual_add_f32 v6, -4.0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v6
	v_mul_f32_e32 v6, 0x3c23d70a, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v15, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v15, v15, v0
.LBB7_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB7_7
	global_load_b32 v0, v[4:5], off
	ds_load_b32 v6, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v17, v17 :: v_dual_add_f32 v6, -4.0, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v6
	v_mul_f32_e32 v6, 0x3c23d70a, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v7, v6
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v17, v17, v0
	s_branch .LBB7_7
.LBB7_58:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB7_60
	s_waitcnt vmcnt(0)
	global_store_b32 v14, v15, s[8:9]
.LBB7_60:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB7_62
	s_waitcnt vmcnt(0)
	global_store_b32 v16, v17, s[8:9]
.LBB7_62:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w2048
		.amdhsa_group_segment_fixed_size 8196
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
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
		.amdhsa_inst_pref_size 54
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

	.set tessera_tether_pairwise_w2048.num_vgpr, 48
	.set tessera_tether_pairwise_w2048.num_agpr, 0
	.set tessera_tether_pairwise_w2048.numbered_sgpr, 104
	.set tessera_tether_pairwise_w2048.num_named_barrier, 0
	.set tessera_tether_pairwise_w2048.private_seg_size, 776
	.set tessera_tether_pairwise_w2048.uses_vcc, 1
	.set tessera_tether_pairwise_w2048.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w2048.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w2048.has_recursion, 0
	.set tessera_tether_pairwise_w2048.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w4096
	.p2align	8
	.type	tessera_tether_pairwise_w4096,@function
tessera_tether_pairwise_w4096:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x1000, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB8_79
	s_load_b64 s[24:25], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v18, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s28, s10, s2
	s_add_i32 s29, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[30:31], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s8, s4, s30
	s_addc_u32 s9, s5, s31
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB8_3
	global_load_b32 v20, v18, s[8:9]
.LBB8_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v19, 2, v2
	v_cmp_gt_u64_e64 s3, s[10:11], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB8_5
	global_load_b32 v22, v19, s[8:9]
.LBB8_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v21, 2, v2
	v_cmp_gt_u64_e64 s4, s[10:11], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB8_7
	global_load_b32 v24, v21, s[8:9]
.LBB8_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v23, 2, v2
	v_cmp_gt_u64_e64 s5, s[10:11], v[2:3]
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB8_9
	global_load_b32 v25, v23, s[8:9]
.LBB8_9:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB8_74
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v4, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v4, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	s_delay_alu instid0(VALU_DEP_2)
	v_xor_b32_e32 v2, v11, v5
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_mov_b32 s50, 0x6dc9c883
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s30
	s_addc_u32 s6, s7, s31
	s_cmp_lg_u32 s14, 0
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x400, v4
	v_add_co_u32 v2, s1, s1, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s6, 0, s1
	s_cselect_b32 s33, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	v_add_co_ci_u32_e64 v6, null, 0, v5, vcc_lo
	v_xor_b32_e32 v26, s1, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, vcc_lo, 0x800, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	s_add_u32 s6, s21, 0xbb67ae85
	s_add_u32 s7, s20, 0x3c6ef372
	v_xor_b32_e32 v6, v13, v6
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_add_co_u32 v0, vcc_lo, 0xc00, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_xor_b32_e32 v4, s21, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v14, v7
	s_add_u32 s88, s21, 0x76cf5d0a
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v4, 0
	v_add_co_u32 v4, vcc_lo, 0x1000, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v0, s21, v0
	v_xor_b32_e32 v6, v16, v5
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_add_u32 s89, s20, 0xdaa66d2b
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s21, v6
	v_add_co_u32 v6, vcc_lo, 0x2000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v8, vcc_lo, 0x3000, v2
	s_add_u32 s90, s21, 0x32370b8f
	s_add_u32 s91, s20, 0x78dde6e4
	s_add_u32 s92, s21, 0xed9eba14
	s_add_u32 s93, s20, 0x1715609d
	s_add_u32 s94, s21, 0xa9066899
	s_add_u32 s95, s20, 0xb54cda56
	s_add_u32 s96, s21, 0x646e171e
	s_add_u32 s97, s20, 0x5384540f
	s_add_u32 s98, s21, 0x1fd5c5a3
	s_add_u32 s99, s21, 0xdb3d7428
	s_add_i32 s100, s20, 0x8ff34781
	v_xor_b32_e32 v27, s1, v34
	v_xor_b32_e32 v28, s1, v17
	v_add_co_ci_u32_e64 v9, null, 0, v3, vcc_lo
	s_and_b32 s28, s10, 0x1ffe
	v_xor_b32_e32 v29, s1, v38
	v_xor_b32_e32 v30, s6, v10
	v_xor_b32_e32 v31, s7, v11
	v_xor_b32_e32 v32, s6, v12
	v_xor_b32_e32 v33, s7, v33
	v_xor_b32_e32 v34, s6, v13
	v_xor_b32_e32 v35, s7, v16
	v_xor_b32_e32 v36, s6, v15
	v_xor_b32_e32 v37, s7, v37
	s_bitcmp1_b32 s10, 0
	s_mov_b32 s14, 0xd078c69f
	s_mov_b32 s30, 0x1d8e78af
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
	s_mov_b32 s29, 0
	s_cselect_b32 s21, -1, 0
	s_movk_i32 s101, 0x1fc
	s_mov_b32 s102, -8
	s_mov_b32 s15, 0x3fc39a09
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
	v_dual_mov_b32 v11, v20 :: v_dual_mov_b32 v12, v22
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v13, v24 :: v_dual_mov_b32 v0, v25
.LBB8_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v25, v0 :: v_dual_mov_b32 v24, v13
	v_mov_b32_e32 v22, v12
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b32_e32 v20, v11
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[24:25]
	s_cbranch_scc1 .LBB8_74
.LBB8_13:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB8_21
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB8_22
.LBB8_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB8_23
.LBB8_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB8_18
.LBB8_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v25, v25
	ds_store_b32 v18, v0 offset:12288
.LBB8_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s103, s0
	s_cbranch_execz .LBB8_55
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB8_24
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s6, -1, 0
	s_cbranch_execz .LBB8_25
	s_branch .LBB8_26
.LBB8_21:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v20, v20
	ds_store_b32 v18, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB8_15
.LBB8_22:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v22, v22
	ds_store_b32 v18, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB8_16
.LBB8_23:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v24, v24
	ds_store_b32 v18, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB8_17
	s_branch .LBB8_18
.LBB8_24:
	s_mov_b32 s1, 0
	s_mov_b32 s6, 0
.LBB8_25:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s6, -1, 0
.LBB8_26:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB8_41
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_mov_b64 s[84:85], 0
	s_branch .LBB8_29
.LBB8_28:
	s_or_b32 exec_lo, exec_lo, s7
	v_lshl_add_u32 v0, v12, 2, 0x200
	s_add_u32 s84, s84, 2
	v_lshl_add_u32 v12, v12, 3, 0
	s_addc_u32 s85, s85, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v38, off
	scratch_store_b64 v12, v[16:17], off
	s_cmp_eq_u64 s[84:85], s[28:29]
	s_cbranch_scc1 .LBB8_42
.LBB8_29:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[10:11]
	s_lshl_b32 s7, s84, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v10, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[10:11]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[12:13], v0, off
	v_mov_b32_e32 v0, s7
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[12:13]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s1
	s_xor_b32 s1, exec_lo, s6
	v_add_co_u32 v12, vcc_lo, v10, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v11, vcc_lo
	s_or_saveexec_b32 s104, s1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_xor_b32 exec_lo, exec_lo, s104
	s_cbranch_execz .LBB8_35
	v_add_co_u32 v14, vcc_lo, v10, -1
	v_lshl_add_u32 v38, v10, 2, s101
	v_lshl_add_u32 v39, v10, 3, s102
	v_add_co_ci_u32_e64 v15, null, -1, v11, vcc_lo
	s_mov_b64 s[86:87], 0
	s_mov_b32 vcc_hi, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB8_33:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[14:15]
	s_add_u32 s86, s86, 1
	s_addc_u32 s87, s87, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v16, s86 :: v_dual_mov_b32 v17, s87
	v_cndmask_b32_e32 v12, 1, v14, vcc_lo
	v_add_co_u32 v14, vcc_lo, v14, -1
	v_add_co_ci_u32_e64 v15, null, -1, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v12, 3, v12
	v_sub_nc_u32_e32 v12, v39, v12
	v_add_nc_u32_e32 v39, -8, v39
	scratch_load_b64 v[40:41], v12, off
	scratch_load_b32 v42, v38, off
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v12, v10
	v_add_nc_u32_e32 v38, -4, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[12:13]
	v_add_co_u32 v10, s6, v12, -1
	v_add_co_ci_u32_e64 v11, null, -1, v13, s6
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[86:87], v[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v42
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 vcc_hi, s1, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, vcc_hi
	s_cbranch_execnz .LBB8_33
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, vcc_hi
.LBB8_35:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s104
	v_cmp_ne_u64_e32 vcc_lo, 0, v[12:13]
	v_lshl_add_u32 v14, v10, 3, 0
	v_lshl_add_u32 v10, v10, 2, 0x200
	scratch_store_b64 v14, v[16:17], off
	v_subrev_co_ci_u32_e64 v11, null, 0, v12, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[12:13]
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v10, v0, off
	v_lshl_add_u32 v11, v11, 3, 0
	scratch_load_b64 v[14:15], v11, off
	v_mov_b32_e32 v11, s7
	ds_load_b32 v38, v11 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[14:15]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s1
	s_xor_b32 s1, exec_lo, s6
	v_add_co_u32 v10, vcc_lo, v12, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v13, vcc_lo
	s_or_saveexec_b32 s7, s1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB8_28
	v_add_co_u32 v14, vcc_lo, v12, -1
	v_lshl_add_u32 v0, v12, 2, s101
	v_lshl_add_u32 v39, v12, 3, s102
	v_add_co_ci_u32_e64 v15, null, -1, v13, vcc_lo
	s_mov_b64 s[86:87], 0
	s_mov_b32 s104, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB8_39:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[14:15]
	s_add_u32 s86, s86, 1
	s_addc_u32 s87, s87, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v16, s86 :: v_dual_mov_b32 v17, s87
	v_cndmask_b32_e32 v10, 1, v14, vcc_lo
	v_add_co_u32 v14, vcc_lo, v14, -1
	v_add_co_ci_u32_e64 v15, null, -1, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v10, 3, v10
	v_sub_nc_u32_e32 v10, v39, v10
	scratch_load_b64 v[40:41], v10, off
	scratch_load_b32 v42, v0, off
	v_dual_mov_b32 v10, v12 :: v_dual_add_nc_u32 v39, -8, v39
	v_dual_mov_b32 v11, v13 :: v_dual_add_nc_u32 v0, -4, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v12, s6, v10, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[10:11]
	v_add_co_ci_u32_e64 v13, null, -1, v11, s6
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[86:87], v[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v38, v38, v42
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s104, s1, s104
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s104
	s_cbranch_execnz .LBB8_39
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s104
	s_branch .LBB8_28
.LBB8_41:
	v_mov_b32_e32 v12, 0
	v_dual_mov_b32 v10, s10 :: v_dual_mov_b32 v11, s11
	v_mov_b32_e32 v13, 0
	s_mov_b64 s[6:7], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB8_43
	s_branch .LBB8_50
.LBB8_42:
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v12, v10
	s_mov_b64 s[6:7], s[28:29]
	s_mov_b32 s1, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB8_50
.LBB8_43:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[12:13]
	s_lshl_b32 s1, s6, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v12, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[10:11], v0, off
	v_mov_b32_e32 v0, s1
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[10:11]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s1
	s_xor_b32 s1, exec_lo, s6
	v_add_co_u32 v10, vcc_lo, v12, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v13, vcc_lo
	s_or_saveexec_b32 s7, s1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_xor_b32 exec_lo, exec_lo, s7
	s_cbranch_execz .LBB8_49
	v_add_co_u32 v14, vcc_lo, v12, -1
	v_lshl_add_u32 v38, v12, 2, s101
	v_lshl_add_u32 v39, v12, 3, s102
	v_add_co_ci_u32_e64 v15, null, -1, v13, vcc_lo
	s_mov_b64 s[84:85], 0
	s_mov_b32 s86, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB8_47:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[14:15]
	s_add_u32 s84, s84, 1
	s_addc_u32 s85, s85, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v16, s84 :: v_dual_mov_b32 v17, s85
	v_cndmask_b32_e32 v10, 1, v14, vcc_lo
	v_add_co_u32 v14, vcc_lo, v14, -1
	v_add_co_ci_u32_e64 v15, null, -1, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v10, 3, v10
	v_sub_nc_u32_e32 v10, v39, v10
	scratch_load_b64 v[40:41], v10, off
	scratch_load_b32 v42, v38, off
	v_dual_mov_b32 v10, v12 :: v_dual_add_nc_u32 v39, -8, v39
	v_dual_mov_b32 v11, v13 :: v_dual_add_nc_u32 v38, -4, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v12, s6, v10, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[10:11]
	v_add_co_ci_u32_e64 v13, null, -1, v11, s6
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[84:85], v[40:41]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v42
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s86, s1, s86
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s86
	s_cbranch_execnz .LBB8_47
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s86
.LBB8_49:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s7
	v_lshl_add_u32 v13, v12, 2, 0x200
	v_lshl_add_u32 v12, v12, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v13, v0, off
	scratch_store_b64 v12, v[16:17], off
.LBB8_50:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[10:11]
	s_mov_b32 s84, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v12, s1, v10, v0
	v_subrev_co_ci_u32_e64 v13, null, 0, v11, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v12, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[10:11]
	s_cbranch_execz .LBB8_54
	v_lshlrev_b32_e32 v10, 2, v10
	s_mov_b64 s[6:7], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v10, v10, s101, -4
.LBB8_52:
	scratch_load_b32 v11, v10, off
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v10, -4, v10
	v_cmp_ge_u64_e32 vcc_lo, s[6:7], v[12:13]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB8_52
	s_or_b32 exec_lo, exec_lo, s1
.LBB8_54:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s84
	ds_store_b32 v1, v0 offset:16384
.LBB8_55:
	s_or_b32 exec_lo, exec_lo, s103
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB8_63
	s_mul_f32 s6, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s6, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v10, v0
	v_add_nc_u32_e32 v11, -1, v10
	v_add_nc_u32_e32 v12, 1, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v13, 0x80000000, v11
	v_xor_b32_e32 v14, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v13, v13, v10, v0
	v_fma_f32 v14, v14, v10, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s6, 0, v13
	v_cndmask_b32_e64 v10, v10, v11, s6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s6, 0, v14
	v_cndmask_b32_e64 v10, v10, v12, s6
	s_add_u32 s6, s26, s22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x37800000, v10
	v_cndmask_b32_e64 v10, v10, v11, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v11, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v10, v0, s1
	s_addc_u32 s1, s27, s23
	s_mul_i32 s7, s1, 0xcd9e8d57
	s_mul_hi_u32 s84, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cndmask_b32_e64 v10, v0, s13, s19
	s_and_saveexec_b32 s85, s2
	s_cbranch_execnz .LBB8_68
	s_or_b32 exec_lo, exec_lo, s85
	v_mov_b32_e32 v12, v22
	s_and_saveexec_b32 s85, s3
	s_cbranch_execnz .LBB8_69
.LBB8_58:
	s_or_b32 exec_lo, exec_lo, s85
	v_mov_b32_e32 v13, v24
	s_and_saveexec_b32 s85, s4
	s_cbranch_execz .LBB8_60
.LBB8_59:
	v_xor_b32_e32 v0, s7, v28
	s_xor_b32 s1, s20, s84
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s6
	s_mul_hi_u32 s86, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s86, v34
	v_xor3_b32 v16, s1, s88, v14
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	v_xor_b32_e32 v0, v15, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v17, s89, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v17, 0
	v_xor3_b32 v0, s90, v15, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v39, s92, v14
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v15, 0
	v_xor3_b32 v0, s91, v14, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v40, s93, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v0, s94, v14, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v16, s96, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v16
	v_xor3_b32 v14, s95, v14, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s97, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v14, s98, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s99, v13
	v_mul_lo_u32 v15, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v15, v14, s100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[14:15], v0
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v15, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[14:15], v[14:15], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[14:15], 2.0
	v_mul_f64 v[55:56], v[14:15], 0.5
	v_div_scale_f64 v[38:39], null, v[16:17], v[16:17], v[14:15]
	v_div_scale_f64 v[44:45], vcc_lo, v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[14:15], v[55:56]
	v_rcp_f64_e32 v[40:41], v[38:39]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[44:45], v[40:41]
	v_fma_f64 v[38:39], -v[38:39], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[38:39], v[38:39], v[40:41], v[42:43]
	v_cvt_f64_u32_e32 v[40:41], v13
	v_add_co_ci_u32_e64 v13, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[53:54], v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[16:17], v[38:39], v[16:17], v[14:15]
	v_add_f64 v[40:41], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[53:54], v[53:54], 32
	v_mul_f64 v[38:39], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[40:41], v[40:41], 0xffffffe0
	v_mul_f64 v[42:43], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[40:41], s[48:49]
	v_mul_f64 v[44:45], v[42:43], s[36:37]
	v_mul_f64 v[46:47], v[42:43], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[40:41], s[50:51]
	v_add_f64 v[44:45], v[44:45], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[30:31]
	v_add_f64 v[48:49], 0x43380000, v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], 0xc3380000, v[48:49]
	v_add_f64 v[44:45], v[44:45], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[34:35]
	v_mul_f64 v[51:52], v[49:50], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[42:43], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[40:41], v[51:52]
	v_cvt_f64_u32_e32 v[51:52], v0
	v_add_f64 v[44:45], v[44:45], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[53:54], v[51:52]
	v_mul_f64 v[38:39], v[38:39], v[44:45]
	v_mul_f64 v[44:45], v[49:50], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[51:52], s[44:45]
	v_add_f64 v[38:39], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[46:47], v[44:45]
	v_add_f64 v[38:39], v[55:56], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[46:47], -v[42:43]
	v_mul_f64 v[16:17], v[16:17], v[38:39]
	v_mul_f64 v[38:39], v[49:50], s[54:55]
	v_mul_f64 v[49:50], v[49:50], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[53:54], v[44:45]
	v_add_f64 v[16:17], v[57:58], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[46:47], -v[38:39]
	v_add_f64 v[44:45], v[49:50], -v[44:45]
	v_mov_b32_e32 v50, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[16:17], -v[55:56]
	v_lshrrev_b32_e32 v0, 20, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0x7ff, v0
	v_bfe_u32 v0, v41, 20, 11
	v_add_nc_u32_e32 v49, 16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[49:50], v[0:1]
	v_dual_cndmask_b32 v39, v39, v45 :: v_dual_cndmask_b32 v38, v38, v44
	v_mul_f64 v[44:45], v[51:52], s[46:47]
	v_dual_cndmask_b32 v41, v47, v43 :: v_dual_cndmask_b32 v40, v46, v42
	v_add_f64 v[42:43], v[40:41], -v[38:39]
	v_add_f64 v[13:14], v[14:15], v[16:17]
	global_load_b32 v17, v[6:7], off
	v_mul_f64 v[15:16], v[42:43], v[42:43]
	v_add_f64 v[40:41], v[40:41], -v[42:43]
	v_add_f64 v[13:14], v[44:45], v[13:14]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[44:45], v[15:16], s[72:73]
	v_mul_f64 v[46:47], v[15:16], s[60:61]
	v_mul_f64 v[49:50], v[15:16], s[66:67]
	v_mul_f64 v[51:52], v[15:16], s[78:79]
	v_mul_f64 v[53:54], v[15:16], v[15:16]
	v_add_f64 v[38:39], v[40:41], -v[38:39]
	v_mul_f64 v[59:60], v[15:16], 0.5
	v_mul_f64 v[13:14], v[13:14], -2.0
	v_add_f64 v[44:45], v[44:45], s[74:75]
	v_add_f64 v[46:47], v[46:47], s[62:63]
	v_add_f64 v[49:50], v[49:50], s[68:69]
	v_add_f64 v[51:52], v[51:52], s[80:81]
	v_mul_f64 v[55:56], v[15:16], v[53:54]
	v_mul_f64 v[40:41], v[53:54], v[53:54]
	v_mul_f64 v[53:54], v[42:43], v[15:16]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[13:14]
	v_add_f64 v[61:62], -v[59:60], 1.0
	v_mul_f64 v[44:45], v[15:16], v[44:45]
	v_mul_f64 v[46:47], v[15:16], v[46:47]
	v_mul_f64 v[49:50], v[15:16], v[49:50]
	v_mul_f64 v[51:52], v[55:56], v[51:52]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[44:45], v[44:45], s[76:77]
	v_add_f64 v[46:47], v[46:47], s[64:65]
	v_add_f64 v[49:50], v[49:50], s[70:71]
	v_rsq_f64_e32 v[57:58], v[13:14]
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[51:52], v[44:45]
	v_mul_f64 v[46:47], v[15:16], v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[40:41], v[40:41], v[49:50]
	v_mul_f64 v[49:50], v[38:39], 0.5
	v_mul_f64 v[55:56], v[13:14], v[57:58]
	v_mul_f64 v[57:58], v[57:58], 0.5
	v_mul_f64 v[44:45], v[53:54], v[44:45]
	v_add_f64 v[40:41], v[46:47], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[51:52], -v[57:58], v[55:56], 0.5
	v_add_f64 v[44:45], v[49:50], -v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[15:16], v[40:41]
	v_fma_f64 v[55:56], v[55:56], v[51:52], v[55:56]
	v_fma_f64 v[46:47], v[57:58], v[51:52], v[57:58]
	v_mul_f64 v[51:52], v[42:43], v[38:39]
	v_add_f64 v[57:58], -v[61:62], 1.0
	v_mul_f64 v[15:16], v[15:16], v[44:45]
	v_fma_f64 v[49:50], -v[55:56], v[55:56], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[40:41], -v[51:52]
	v_mul_f64 v[51:52], v[53:54], s[82:83]
	v_add_f64 v[15:16], v[15:16], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[44:45], v[49:50], v[46:47], v[55:56]
	v_add_f64 v[49:50], v[57:58], -v[59:60]
	v_add_f64 v[15:16], v[15:16], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[38:39], -v[44:45], v[44:45], v[13:14]
	v_add_f64 v[40:41], v[49:50], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[15:16], v[42:43], -v[15:16]
	v_dual_mov_b32 v43, v1 :: v_dual_and_b32 v42, 2, v48
	v_fma_f64 v[38:39], v[38:39], v[46:47], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[61:62], v[40:41]
	v_ldexp_f64 v[38:39], v[38:39], v0
	v_and_b32_e32 v0, 1, v48
	v_cmp_eq_u64_e64 s1, 0, v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v44, 0x80000000, v41
	v_xor_b32_e32 v42, 0x80000000, v16
	v_cndmask_b32_e64 v41, v44, v41, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v16, v42, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:16384
	v_cndmask_b32_e64 v16, v16, v41, s1
	v_cndmask_b32_e64 v15, v15, v40, s1
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, -4.0, v0 :: v_dual_cndmask_b32 v13, v38, v13
	v_cndmask_b32_e32 v14, v39, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[13:14]
	v_cvt_f32_f64_e32 v13, v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v13, v10, v13
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v14, v24, v17
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v15, v24, v24 :: v_dual_add_f32 v14, v14, v14
	v_mul_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0.5, v14
	v_add_f32_e32 v0, v0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v0
.LBB8_60:
	s_or_b32 exec_lo, exec_lo, s85
	v_mov_b32_e32 v0, v25
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s85, exec_lo, s1
	s_cbranch_execz .LBB8_62
	v_xor_b32_e32 v0, s7, v29
	s_xor_b32 s1, s20, s84
	global_load_b32 v63, v[8:9], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s6, s1, 0xd2511f53
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v36
	v_xor3_b32 v17, s1, s88, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v17, 0
	v_xor_b32_e32 v0, v16, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v39, s89, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v17, 0
	v_xor3_b32 v0, s90, v16, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v40, s92, v15
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v0, s91, v15, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v17, s93, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v17, 0
	v_xor3_b32 v0, s94, v15, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v41, s96, v14
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v17
	v_xor3_b32 v15, s95, v15, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s97, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v15, s98, v15, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s99, v14
	v_mul_lo_u32 v16, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v16, v15, s100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[15:16], v0
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v16, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[15:16], v[15:16], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[15:16], 2.0
	v_mul_f64 v[57:58], v[15:16], 0.5
	v_div_scale_f64 v[40:41], null, v[38:39], v[38:39], v[15:16]
	v_div_scale_f64 v[46:47], vcc_lo, v[15:16], v[38:39], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[15:16], v[57:58]
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
	v_cvt_f64_u32_e32 v[42:43], v14
	v_add_co_ci_u32_e64 v14, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[55:56], v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[38:39], v[40:41], v[38:39], v[15:16]
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
	v_mul_f64 v[48:49], v[44:45], s[14:15]
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
	v_cvt_f64_u32_e32 v[53:54], v0
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], -v[57:58]
	v_lshrrev_b32_e32 v0, 20, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v14, 0x7ff, v0
	v_mov_b32_e32 v52, v1
	v_bfe_u32 v0, v43, 20, 11
	v_add_nc_u32_e32 v51, 16, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[51:52], v[0:1]
	v_dual_cndmask_b32 v41, v41, v47 :: v_dual_cndmask_b32 v40, v40, v46
	v_mul_f64 v[46:47], v[53:54], s[46:47]
	v_dual_cndmask_b32 v43, v49, v45 :: v_dual_cndmask_b32 v42, v48, v44
	v_add_f64 v[44:45], v[42:43], -v[40:41]
	v_add_f64 v[14:15], v[15:16], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[44:45], v[44:45]
	v_add_f64 v[42:43], v[42:43], -v[44:45]
	v_add_f64 v[14:15], v[46:47], v[14:15]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[38:39], v[16:17], s[72:73]
	v_mul_f64 v[46:47], v[16:17], s[60:61]
	v_mul_f64 v[48:49], v[16:17], s[66:67]
	v_mul_f64 v[51:52], v[16:17], s[78:79]
	v_mul_f64 v[53:54], v[16:17], v[16:17]
	v_add_f64 v[40:41], v[42:43], -v[40:41]
	v_mul_f64 v[59:60], v[16:17], 0.5
	v_mul_f64 v[14:15], v[14:15], -2.0
	v_add_f64 v[38:39], v[38:39], s[74:75]
	v_add_f64 v[46:47], v[46:47], s[62:63]
	v_add_f64 v[48:49], v[48:49], s[68:69]
	v_add_f64 v[51:52], v[51:52], s[80:81]
	v_mul_f64 v[55:56], v[16:17], v[53:54]
	v_mul_f64 v[42:43], v[53:54], v[53:54]
	v_mul_f64 v[53:54], v[44:45], v[16:17]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_add_f64 v[61:62], -v[59:60], 1.0
	v_mul_f64 v[38:39], v[16:17], v[38:39]
	v_mul_f64 v[46:47], v[16:17], v[46:47]
	v_mul_f64 v[48:49], v[16:17], v[48:49]
	v_mul_f64 v[51:52], v[55:56], v[51:52]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[38:39], v[38:39], s[76:77]
	v_add_f64 v[46:47], v[46:47], s[64:65]
	v_add_f64 v[48:49], v[48:49], s[70:71]
	v_rsq_f64_e32 v[57:58], v[14:15]
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[51:52], v[38:39]
	v_mul_f64 v[46:47], v[16:17], v[46:47]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[42:43], v[42:43], v[48:49]
	v_mul_f64 v[48:49], v[40:41], 0.5
	v_mul_f64 v[55:56], v[14:15], v[57:58]
	v_mul_f64 v[57:58], v[57:58], 0.5
	v_mul_f64 v[38:39], v[53:54], v[38:39]
	v_add_f64 v[42:43], v[46:47], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[51:52], -v[57:58], v[55:56], 0.5
	v_add_f64 v[38:39], v[48:49], -v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[16:17], v[42:43]
	v_fma_f64 v[55:56], v[55:56], v[51:52], v[55:56]
	v_fma_f64 v[46:47], v[57:58], v[51:52], v[57:58]
	v_mul_f64 v[51:52], v[44:45], v[40:41]
	v_add_f64 v[57:58], -v[61:62], 1.0
	v_mul_f64 v[16:17], v[16:17], v[38:39]
	v_fma_f64 v[48:49], -v[55:56], v[55:56], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[42:43], -v[51:52]
	v_mul_f64 v[51:52], v[53:54], s[82:83]
	v_add_f64 v[16:17], v[16:17], -v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[38:39], v[48:49], v[46:47], v[55:56]
	v_add_f64 v[48:49], v[57:58], -v[59:60]
	v_add_f64 v[16:17], v[16:17], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[40:41], -v[38:39], v[38:39], v[14:15]
	v_add_f64 v[42:43], v[48:49], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[44:45], -v[16:17]
	v_fma_f64 v[38:39], v[40:41], v[46:47], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[61:62], v[42:43]
	v_dual_mov_b32 v43, v1 :: v_dual_and_b32 v42, 2, v50
	v_cmp_eq_u64_e64 s1, 0, v[42:43]
	v_xor_b32_e32 v42, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v17, v17, v42, s1
	v_ldexp_f64 v[38:39], v[38:39], v0
	v_xor_b32_e32 v44, 0x80000000, v41
	v_and_b32_e32 v0, 1, v50
	v_cndmask_b32_e64 v41, v44, v41, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:16384
	v_cndmask_b32_e64 v17, v17, v41, s1
	v_cndmask_b32_e64 v16, v16, v40, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v15, v39, v15
	v_cndmask_b32_e32 v14, v38, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[16:17], v[14:15]
	v_add_f32_e32 v16, v25, v25
	v_mul_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v14, v[14:15]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v15, v25, v63
	v_add_f32_e32 v15, v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0.5, v15
	v_add_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v25, v0
	v_mul_f32_e32 v10, v10, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v10, v0
.LBB8_62:
	s_or_b32 exec_lo, exec_lo, s85
	s_branch .LBB8_12
.LBB8_63:
	s_cbranch_execz .LBB8_12
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB8_70
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB8_71
.LBB8_66:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB8_72
.LBB8_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB8_11
	s_branch .LBB8_73
.LBB8_68:
	v_xor_b32_e32 v0, s7, v26
	s_xor_b32 s1, s20, s84
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s6
	s_mul_hi_u32 s86, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s86, v30
	v_xor3_b32 v14, s1, s88, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor_b32_e32 v0, v13, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s89, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v0, s90, v13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v16, s92, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v0, s91, v12, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s93, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v0, s94, v12, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v14, s96, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	v_xor3_b32 v12, s95, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s97, v11
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v12, s98, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s99, v11
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v13, v12, s100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[12:13], v0
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[53:54], v[12:13], 0.5
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[42:43], vcc_lo, v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[12:13], v[53:54]
	v_rcp_f64_e32 v[38:39], v[16:17]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[40:41], -v[16:17], v[38:39], 1.0
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[40:41], -v[16:17], v[38:39], 1.0
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[40:41], v[42:43], v[38:39]
	v_fma_f64 v[16:17], -v[16:17], v[40:41], v[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[16:17], v[16:17], v[38:39], v[40:41]
	v_cvt_f64_u32_e32 v[38:39], v11
	v_add_co_ci_u32_e64 v11, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[51:52], v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	v_add_f64 v[38:39], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[51:52], v[51:52], 32
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	v_mul_f64 v[40:41], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[38:39], v[38:39], s[48:49]
	v_mul_f64 v[42:43], v[40:41], s[36:37]
	v_mul_f64 v[44:45], v[40:41], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[38:39], s[50:51]
	v_add_f64 v[42:43], v[42:43], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[44:45], s[30:31]
	v_add_f64 v[46:47], 0x43380000, v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	v_mul_f64 v[44:45], v[40:41], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], 0xc3380000, v[46:47]
	v_add_f64 v[42:43], v[42:43], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[44:45], s[34:35]
	v_mul_f64 v[49:50], v[47:48], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	v_mul_f64 v[40:41], v[40:41], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[38:39], v[49:50]
	v_cvt_f64_u32_e32 v[49:50], v0
	v_add_f64 v[42:43], v[42:43], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[51:52], v[49:50]
	v_mul_f64 v[16:17], v[16:17], v[42:43]
	v_mul_f64 v[42:43], v[47:48], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[49:50], s[44:45]
	v_add_f64 v[16:17], v[40:41], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[40:41], v[44:45], v[42:43]
	v_add_f64 v[16:17], v[53:54], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[44:45], -v[40:41]
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[47:48], s[54:55]
	v_mul_f64 v[47:48], v[47:48], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[51:52], v[42:43]
	v_add_f64 v[14:15], v[55:56], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[44:45], -v[16:17]
	v_add_f64 v[42:43], v[47:48], -v[42:43]
	v_mov_b32_e32 v48, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[14:15], -v[53:54]
	v_lshrrev_b32_e32 v0, 20, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v39, 20, 11
	v_add_nc_u32_e32 v47, 16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[0:1]
	v_dual_cndmask_b32 v17, v17, v43 :: v_dual_cndmask_b32 v16, v16, v42
	v_mul_f64 v[42:43], v[49:50], s[46:47]
	v_dual_cndmask_b32 v39, v45, v41 :: v_dual_cndmask_b32 v38, v44, v40
	v_add_f64 v[40:41], v[38:39], -v[16:17]
	v_add_f64 v[11:12], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[40:41], v[40:41]
	v_add_f64 v[38:39], v[38:39], -v[40:41]
	v_add_f64 v[11:12], v[42:43], v[11:12]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[42:43], v[13:14], s[72:73]
	v_mul_f64 v[44:45], v[13:14], s[60:61]
	v_mul_f64 v[47:48], v[13:14], s[66:67]
	v_mul_f64 v[49:50], v[13:14], s[78:79]
	v_mul_f64 v[51:52], v[13:14], v[13:14]
	v_add_f64 v[15:16], v[38:39], -v[16:17]
	v_mul_f64 v[57:58], v[13:14], 0.5
	v_mul_f64 v[11:12], v[11:12], -2.0
	global_load_b32 v17, v[2:3], off
	v_add_f64 v[42:43], v[42:43], s[74:75]
	v_add_f64 v[44:45], v[44:45], s[62:63]
	v_add_f64 v[47:48], v[47:48], s[68:69]
	v_add_f64 v[49:50], v[49:50], s[80:81]
	v_mul_f64 v[53:54], v[13:14], v[51:52]
	v_mul_f64 v[38:39], v[51:52], v[51:52]
	v_mul_f64 v[51:52], v[40:41], v[13:14]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[11:12]
	v_add_f64 v[59:60], -v[57:58], 1.0
	v_mul_f64 v[42:43], v[13:14], v[42:43]
	v_mul_f64 v[44:45], v[13:14], v[44:45]
	v_mul_f64 v[47:48], v[13:14], v[47:48]
	v_mul_f64 v[49:50], v[53:54], v[49:50]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[11:12], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[42:43], v[42:43], s[76:77]
	v_add_f64 v[44:45], v[44:45], s[64:65]
	v_add_f64 v[47:48], v[47:48], s[70:71]
	v_rsq_f64_e32 v[55:56], v[11:12]
	v_cmp_class_f64_e64 vcc_lo, v[11:12], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[49:50], v[42:43]
	v_mul_f64 v[44:45], v[13:14], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[38:39], v[38:39], v[47:48]
	v_mul_f64 v[47:48], v[15:16], 0.5
	v_mul_f64 v[53:54], v[11:12], v[55:56]
	v_mul_f64 v[55:56], v[55:56], 0.5
	v_mul_f64 v[42:43], v[51:52], v[42:43]
	v_add_f64 v[38:39], v[44:45], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[49:50], -v[55:56], v[53:54], 0.5
	v_add_f64 v[42:43], v[47:48], -v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[38:39], v[13:14], v[38:39]
	v_fma_f64 v[53:54], v[53:54], v[49:50], v[53:54]
	v_fma_f64 v[44:45], v[55:56], v[49:50], v[55:56]
	v_mul_f64 v[49:50], v[40:41], v[15:16]
	v_add_f64 v[55:56], -v[59:60], 1.0
	v_mul_f64 v[13:14], v[13:14], v[42:43]
	v_fma_f64 v[47:48], -v[53:54], v[53:54], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[38:39], v[38:39], -v[49:50]
	v_mul_f64 v[49:50], v[51:52], s[82:83]
	v_add_f64 v[13:14], v[13:14], -v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[42:43], v[47:48], v[44:45], v[53:54]
	v_add_f64 v[47:48], v[55:56], -v[57:58]
	v_add_f64 v[13:14], v[13:14], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[15:16], -v[42:43], v[42:43], v[11:12]
	v_add_f64 v[38:39], v[47:48], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[40:41], -v[13:14]
	v_dual_mov_b32 v41, v1 :: v_dual_and_b32 v40, 2, v46
	v_fma_f64 v[15:16], v[15:16], v[44:45], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[59:60], v[38:39]
	v_ldexp_f64 v[15:16], v[15:16], v0
	v_and_b32_e32 v0, 1, v46
	v_cmp_eq_u64_e64 s1, 0, v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v42, 0x80000000, v39
	v_xor_b32_e32 v40, 0x80000000, v14
	v_cndmask_b32_e64 v39, v42, v39, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v14, v14, v40, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:16384
	v_cndmask_b32_e64 v14, v14, v39, s1
	v_cndmask_b32_e64 v13, v13, v38, s1
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, -4.0, v0 :: v_dual_cndmask_b32 v11, v15, v11
	v_cndmask_b32_e32 v12, v16, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[13:14], v[11:12]
	v_add_f32_e32 v13, v20, v20
	v_cvt_f32_f64_e32 v11, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v11, v10, v11
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v12, v20, v17
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v12, v12, v12
	v_mul_f32_e32 v0, v13, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0.5, v12
	v_add_f32_e32 v0, v0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v11, v11, v0
	s_or_b32 exec_lo, exec_lo, s85
	v_mov_b32_e32 v12, v22
	s_and_saveexec_b32 s85, s3
	s_cbranch_execz .LBB8_58
.LBB8_69:
	v_xor_b32_e32 v0, s7, v27
	s_xor_b32 s1, s20, s84
	global_load_b32 v61, v[4:5], off
	s_xor_b32 s1, s1, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s86, s1, 0xd2511f53
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s86, v32
	v_xor3_b32 v15, s1, s88, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_xor_b32_e32 v0, v14, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v16, s89, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	v_xor3_b32 v0, s90, v14, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v17, s92, v13
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v0, s91, v13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v39, s93, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v0, s94, v13, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, s96, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v15
	v_xor3_b32 v13, s95, v13, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s97, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v13, s98, v13, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s99, v12
	v_mul_lo_u32 v14, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v14, v13, s100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[13:14], v0
	v_add_f64 v[13:14], v[13:14], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v14, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v14, 0x3fe6a09e, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_add_f64 v[13:14], v[13:14], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[13:14], 2.0
	v_mul_f64 v[55:56], v[13:14], 0.5
	v_div_scale_f64 v[38:39], null, v[15:16], v[15:16], v[13:14]
	v_div_scale_f64 v[44:45], vcc_lo, v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[55:56], v[13:14], v[55:56]
	v_rcp_f64_e32 v[40:41], v[38:39]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[42:43], -v[38:39], v[40:41], 1.0
	v_fma_f64 v[40:41], v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[42:43], v[44:45], v[40:41]
	v_fma_f64 v[38:39], -v[38:39], v[42:43], v[44:45]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[38:39], v[38:39], v[40:41], v[42:43]
	v_cvt_f64_u32_e32 v[40:41], v12
	v_add_co_ci_u32_e64 v12, null, 0, -1, s1
	v_cvt_f64_i32_e32 v[53:54], v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[15:16], v[38:39], v[15:16], v[13:14]
	v_add_f64 v[40:41], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[53:54], v[53:54], 32
	v_mul_f64 v[38:39], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[40:41], v[40:41], 0xffffffe0
	v_mul_f64 v[42:43], v[38:39], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[40:41], v[40:41], s[48:49]
	v_mul_f64 v[44:45], v[42:43], s[36:37]
	v_mul_f64 v[46:47], v[42:43], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[40:41], s[50:51]
	v_add_f64 v[44:45], v[44:45], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[30:31]
	v_add_f64 v[48:49], 0x43380000, v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[46:47], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], 0xc3380000, v[48:49]
	v_add_f64 v[44:45], v[44:45], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[34:35]
	v_mul_f64 v[51:52], v[49:50], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[42:43], v[44:45]
	v_mul_f64 v[42:43], v[42:43], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[46:47], v[40:41], v[51:52]
	v_cvt_f64_u32_e32 v[51:52], v0
	v_add_f64 v[44:45], v[44:45], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[53:54], v[51:52]
	v_mul_f64 v[38:39], v[38:39], v[44:45]
	v_mul_f64 v[44:45], v[49:50], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[51:52], s[44:45]
	v_add_f64 v[38:39], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[46:47], v[44:45]
	v_add_f64 v[38:39], v[55:56], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[46:47], -v[42:43]
	v_mul_f64 v[15:16], v[15:16], v[38:39]
	v_mul_f64 v[38:39], v[49:50], s[54:55]
	v_mul_f64 v[49:50], v[49:50], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[53:54], v[44:45]
	v_add_f64 v[15:16], v[57:58], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[46:47], -v[38:39]
	v_add_f64 v[44:45], v[49:50], -v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[15:16], -v[55:56]
	v_lshrrev_b32_e32 v0, 20, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v12, 0x7ff, v0
	v_mov_b32_e32 v50, v1
	v_bfe_u32 v0, v41, 20, 11
	v_add_nc_u32_e32 v49, 16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[49:50], v[0:1]
	v_dual_cndmask_b32 v39, v39, v45 :: v_dual_cndmask_b32 v38, v38, v44
	v_mul_f64 v[44:45], v[51:52], s[46:47]
	v_dual_cndmask_b32 v41, v47, v43 :: v_dual_cndmask_b32 v40, v46, v42
	v_add_f64 v[42:43], v[40:41], -v[38:39]
	v_add_f64 v[12:13], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[14:15], v[42:43], v[42:43]
	v_add_f64 v[40:41], v[40:41], -v[42:43]
	v_add_f64 v[12:13], v[44:45], v[12:13]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[16:17], v[14:15], s[72:73]
	v_mul_f64 v[44:45], v[14:15], s[60:61]
	v_mul_f64 v[46:47], v[14:15], s[66:67]
	v_mul_f64 v[49:50], v[14:15], s[78:79]
	v_mul_f64 v[51:52], v[14:15], v[14:15]
	v_add_f64 v[38:39], v[40:41], -v[38:39]
	v_mul_f64 v[57:58], v[14:15], 0.5
	v_mul_f64 v[12:13], v[12:13], -2.0
	v_add_f64 v[16:17], v[16:17], s[74:75]
	v_add_f64 v[44:45], v[44:45], s[62:63]
	v_add_f64 v[46:47], v[46:47], s[68:69]
	v_add_f64 v[49:50], v[49:50], s[80:81]
	v_mul_f64 v[53:54], v[14:15], v[51:52]
	v_mul_f64 v[40:41], v[51:52], v[51:52]
	v_mul_f64 v[51:52], v[42:43], v[14:15]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[12:13]
	v_add_f64 v[59:60], -v[57:58], 1.0
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	v_mul_f64 v[44:45], v[14:15], v[44:45]
	v_mul_f64 v[46:47], v[14:15], v[46:47]
	v_mul_f64 v[49:50], v[53:54], v[49:50]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[12:13], v[12:13], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[16:17], v[16:17], s[76:77]
	v_add_f64 v[44:45], v[44:45], s[64:65]
	v_add_f64 v[46:47], v[46:47], s[70:71]
	v_rsq_f64_e32 v[55:56], v[12:13]
	v_cmp_class_f64_e64 vcc_lo, v[12:13], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[49:50], v[16:17]
	v_mul_f64 v[44:45], v[14:15], v[44:45]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[40:41], v[40:41], v[46:47]
	v_mul_f64 v[46:47], v[38:39], 0.5
	v_mul_f64 v[53:54], v[12:13], v[55:56]
	v_mul_f64 v[55:56], v[55:56], 0.5
	v_mul_f64 v[16:17], v[51:52], v[16:17]
	v_add_f64 v[40:41], v[44:45], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[49:50], -v[55:56], v[53:54], 0.5
	v_add_f64 v[16:17], v[46:47], -v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[14:15], v[40:41]
	v_fma_f64 v[53:54], v[53:54], v[49:50], v[53:54]
	v_fma_f64 v[44:45], v[55:56], v[49:50], v[55:56]
	v_mul_f64 v[49:50], v[42:43], v[38:39]
	v_add_f64 v[55:56], -v[59:60], 1.0
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_fma_f64 v[46:47], -v[53:54], v[53:54], v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[40:41], v[40:41], -v[49:50]
	v_mul_f64 v[49:50], v[51:52], s[82:83]
	v_add_f64 v[14:15], v[14:15], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[16:17], v[46:47], v[44:45], v[53:54]
	v_add_f64 v[46:47], v[55:56], -v[57:58]
	v_add_f64 v[14:15], v[14:15], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[38:39], -v[16:17], v[16:17], v[12:13]
	v_add_f64 v[40:41], v[46:47], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[14:15], v[42:43], -v[14:15]
	v_fma_f64 v[16:17], v[38:39], v[44:45], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], v[59:60], v[40:41]
	v_dual_mov_b32 v41, v1 :: v_dual_and_b32 v40, 2, v48
	v_cmp_eq_u64_e64 s1, 0, v[40:41]
	v_xor_b32_e32 v40, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v15, v15, v40, s1
	v_ldexp_f64 v[16:17], v[16:17], v0
	v_xor_b32_e32 v42, 0x80000000, v39
	v_and_b32_e32 v0, 1, v48
	v_cndmask_b32_e64 v39, v42, v39, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:16384
	v_cndmask_b32_e64 v15, v15, v39, s1
	v_cndmask_b32_e64 v14, v14, v38, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v13, v17, v13
	v_cndmask_b32_e32 v12, v16, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[14:15], v[12:13]
	v_add_f32_e32 v14, v22, v22
	v_mul_f32_e32 v0, v14, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v12, v[12:13]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v22, v61
	v_add_f32_e32 v13, v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0.5, v13
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v22, v0
	v_mul_f32_e32 v12, v10, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v0
	s_or_b32 exec_lo, exec_lo, s85
	v_mov_b32_e32 v13, v24
	s_and_saveexec_b32 s85, s4
	s_cbranch_execnz .LBB8_59
	s_branch .LBB8_60
.LBB8_70:
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v10, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v11, v20, v20 :: v_dual_add_f32 v10, -4.0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v10
	v_mul_f32_e32 v10, 0x3c23d70a, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v11, v10
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v20, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v20, v20, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB8_66
.LBB8_71:
	global_load_b32 v0, v[4:5], off
	ds_load_b32 v10, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v10, -4.0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v10
	v_mul_f32_e32 v10, 0x3c23d70a, v10
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v11, v22, v22 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v10, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v22, v22, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB8_67
.LBB8_72:
	global_load_b32 v0, v[6:7], off
	ds_load_b32 v10, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v11, v24, v24 :: v_dual_add_f32 v10, -4.0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v10
	v_mul_f32_e32 v10, 0x3c23d70a, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v11, v10
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v24, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v24, v24, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB8_11
.LBB8_73:
	global_load_b32 v0, v[8:9], off
	ds_load_b32 v10, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v11, v25, v25 :: v_dual_add_f32 v10, -4.0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v10
	v_mul_f32_e32 v10, 0x3c23d70a, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v11, v10
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v25, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v25, v25, v0
	s_branch .LBB8_11
.LBB8_74:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB8_80
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB8_81
.LBB8_76:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB8_82
.LBB8_77:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB8_79
.LBB8_78:
	s_waitcnt vmcnt(0)
	global_store_b32 v23, v25, s[8:9]
.LBB8_79:
	s_endpgm
.LBB8_80:
	s_waitcnt vmcnt(0)
	global_store_b32 v18, v20, s[8:9]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB8_76
.LBB8_81:
	s_waitcnt vmcnt(0)
	global_store_b32 v19, v22, s[8:9]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB8_77
.LBB8_82:
	s_waitcnt vmcnt(0)
	global_store_b32 v21, v24, s[8:9]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB8_78
	s_branch .LBB8_79
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w4096
		.amdhsa_group_segment_fixed_size 16388
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
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
.Lfunc_end8:
	.size	tessera_tether_pairwise_w4096, .Lfunc_end8-tessera_tether_pairwise_w4096

	.set tessera_tether_pairwise_w4096.num_vgpr, 64
	.set tessera_tether_pairwise_w4096.num_agpr, 0
	.set tessera_tether_pairwise_w4096.numbered_sgpr, 105
	.set tessera_tether_pairwise_w4096.num_named_barrier, 0
	.set tessera_tether_pairwise_w4096.private_seg_size, 776
	.set tessera_tether_pairwise_w4096.uses_vcc, 1
	.set tessera_tether_pairwise_w4096.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w4096.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w4096.has_recursion, 0
	.set tessera_tether_pairwise_w4096.has_indirect_call, 0
	.globl	tessera_tether_pairwise_w8192
	.p2align	8
	.type	tessera_tether_pairwise_w8192,@function
tessera_tether_pairwise_w8192:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB9_116
	s_load_b64 s[28:29], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v26, 2, v0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	s_mul_i32 s34, s14, s2
	s_add_i32 s35, s4, s3
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_lshl_b64 s[36:37], s[34:35], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s8, s36
	s_addc_u32 s17, s9, s37
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB9_3
	global_load_b32 v29, v26, s[16:17]
.LBB9_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v27, 2, v2
	v_cmp_gt_u64_e64 s3, s[14:15], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB9_5
	global_load_b32 v31, v27, s[16:17]
.LBB9_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v28, 2, v2
	v_cmp_gt_u64_e64 s4, s[14:15], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_7
	global_load_b32 v32, v28, s[16:17]
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v30, 2, v2
	v_cmp_gt_u64_e64 s5, s[14:15], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB9_9
	global_load_b32 v34, v30, s[16:17]
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v2, 0x1000, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v33, 2, v2
	v_cmp_gt_u64_e64 s6, s[14:15], v[2:3]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB9_11
	global_load_b32 v36, v33, s[16:17]
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v2, 0x1400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v35, 2, v2
	v_cmp_gt_u64_e64 s7, s[14:15], v[2:3]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB9_13
	global_load_b32 v38, v35, s[16:17]
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v2, 0x1800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v37, 2, v2
	v_cmp_gt_u64_e64 s8, s[14:15], v[2:3]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB9_15
	global_load_b32 v40, v37, s[16:17]
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v2, 0x1c00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v39, 2, v2
	v_cmp_gt_u64_e64 s9, s[14:15], v[2:3]
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB9_17
	global_load_b32 v41, v39, s[16:17]
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[30:31], 0
	s_cbranch_scc1 .LBB9_107
	v_mov_b32_e32 v1, 0
	v_writelane_b32 v96, s16, 0
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	v_writelane_b32 v96, s17, 1
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v10, s0, s34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s35, 0, s0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s23, 0, v0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v10, 0
	v_add_co_u32 v4, vcc_lo, 0x400, v10
	s_mov_b32 s46, 0x55555593
	s_mov_b32 s48, 0x35793c76
	s_mov_b32 s50, 0xfee00000
	s_mov_b32 s52, 0x54442d18
	v_xor_b32_e32 v0, v19, v11
	s_mov_b32 s54, 0x6dc9c883
	s_mov_b32 s56, 0x54400000
	s_mov_b32 s58, 0x1a626331
	s_mov_b32 s60, 0x1a600000
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v0, s25, v0
	s_cselect_b32 s0, -1, 0
	s_mov_b32 s62, 0x2e037073
	v_writelane_b32 v96, s0, 2
	s_add_u32 s0, s10, s36
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_addc_u32 s1, s11, s37
	s_cmp_lg_u32 s18, 0
	v_add_co_u32 v2, s0, s0, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	s_cselect_b32 s33, -1, 0
	s_add_u32 s0, s24, 0x9e3779b9
	v_add_co_ci_u32_e64 v0, null, 0, v11, vcc_lo
	v_xor_b32_e32 v42, s0, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v4, 0
	v_add_co_u32 v4, vcc_lo, 0x800, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v11, vcc_lo
	s_add_u32 s1, s25, 0xbb67ae85
	s_add_u32 s10, s24, 0x3c6ef372
	v_xor_b32_e32 v0, v21, v0
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v4, 0
	v_add_co_u32 v4, vcc_lo, 0xc00, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v6, null, 0, v11, vcc_lo
	v_xor_b32_e32 v0, s25, v0
	s_add_u32 s92, s25, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v5, v22, v5
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v4, 0
	v_add_co_u32 v4, vcc_lo, 0x1000, v10
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s25, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v4, 0
	v_xor_b32_e32 v6, v23, v6
	v_add_co_ci_u32_e64 v7, null, 0, v11, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x1000, v2
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	v_mad_u64_u32 v[55:56], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s25, v6
	v_add_co_u32 v6, vcc_lo, 0x1400, v10
	v_xor_b32_e32 v8, v59, v7
	v_add_co_ci_u32_e64 v9, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[60:61], null, 0xd2511f53, v6, 0
	v_add_co_u32 v6, vcc_lo, 0x2000, v2
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	v_mad_u64_u32 v[62:63], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s25, v8
	v_add_co_u32 v8, vcc_lo, 0x1800, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v13, null, 0, v11, vcc_lo
	v_xor_b32_e32 v12, v61, v9
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v8, 0
	v_add_co_u32 v8, vcc_lo, 0x3000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v3, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x1c00, v10
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s25, v12
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v10, 0
	v_xor_b32_e32 v12, v65, v13
	v_add_co_ci_u32_e64 v13, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s25, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, v69, v13
	v_add_co_u32 v10, vcc_lo, 0x4000, v2
	v_add_co_ci_u32_e64 v11, null, 0, v3, vcc_lo
	v_xor_b32_e32 v47, s0, v71
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s25, v14
	v_add_co_u32 v12, vcc_lo, 0x5000, v2
	s_add_u32 s93, s24, 0xdaa66d2b
	s_add_u32 s94, s25, 0x32370b8f
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v0, 0
	s_add_u32 s95, s24, 0x78dde6e4
	s_add_u32 s96, s25, 0xed9eba14
	s_add_u32 s97, s24, 0x1715609d
	s_add_u32 s98, s25, 0xa9066899
	s_add_u32 s99, s24, 0xb54cda56
	s_add_u32 s100, s25, 0x646e171e
	s_add_u32 s101, s24, 0x5384540f
	s_add_u32 s102, s25, 0x1fd5c5a3
	s_add_u32 s103, s25, 0xdb3d7428
	s_add_i32 s104, s24, 0x8ff34781
	s_and_b32 s34, s14, 0x3ffe
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x6000, v2
	s_bitcmp1_b32 s14, 0
	v_xor_b32_e32 v43, s0, v25
	v_xor_b32_e32 v44, s0, v56
	v_xor_b32_e32 v45, s0, v63
	v_xor_b32_e32 v46, s0, v67
	v_add_co_ci_u32_e64 v15, null, 0, v3, vcc_lo
	v_xor_b32_e32 v48, s0, v72
	v_add_co_u32 v16, vcc_lo, 0x7000, v2
	v_xor_b32_e32 v49, s0, v74
	s_cselect_b32 s0, -1, 0
	v_add_co_ci_u32_e64 v17, null, 0, v3, vcc_lo
	v_writelane_b32 v96, s0, 3
	v_xor_b32_e32 v50, s1, v18
	v_xor_b32_e32 v51, s10, v19
	v_xor_b32_e32 v52, s1, v20
	v_xor_b32_e32 v53, s10, v24
	v_xor_b32_e32 v54, s1, v21
	v_xor_b32_e32 v55, s10, v55
	v_xor_b32_e32 v56, s1, v22
	v_xor_b32_e32 v57, s10, v62
	v_xor_b32_e32 v58, s1, v58
	v_xor_b32_e32 v59, s10, v66
	v_xor_b32_e32 v60, s1, v60
	v_xor_b32_e32 v61, s10, v70
	v_xor_b32_e32 v62, s1, v64
	v_xor_b32_e32 v63, s10, v71
	v_xor_b32_e32 v64, s1, v68
	v_xor_b32_e32 v65, s10, v73
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s36, 0x1d8e78af
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
	s_mov_b32 s35, 0
	s_movk_i32 vcc_hi, 0x1fc
	s_mov_b32 s25, -8
	s_mov_b32 s19, 0x3fc39a09
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
	v_writelane_b32 v96, s23, 4
	s_branch .LBB9_21
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v19, v29 :: v_dual_mov_b32 v20, v31
	v_dual_mov_b32 v21, v32 :: v_dual_mov_b32 v22, v34
	v_dual_mov_b32 v23, v36 :: v_dual_mov_b32 v24, v38
	v_dual_mov_b32 v25, v40 :: v_dual_mov_b32 v0, v41
.LBB9_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v41, v0 :: v_dual_mov_b32 v40, v25
	v_dual_mov_b32 v38, v24 :: v_dual_mov_b32 v29, v19
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v36, v23 :: v_dual_mov_b32 v31, v20
	v_mov_b32_e32 v34, v22
	v_mov_b32_e32 v32, v21
	s_add_u32 s30, s30, 1
	s_addc_u32 s31, s31, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[30:31], s[28:29]
	s_cbranch_scc1 .LBB9_106
.LBB9_21:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB9_33
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_34
.LBB9_23:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_35
.LBB9_24:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_36
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_37
.LBB9_26:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_38
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_39
.LBB9_28:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB9_30
.LBB9_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v41, v41
	ds_store_b32 v26, v0 offset:28672
.LBB9_30:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s23
	s_cbranch_execz .LBB9_71
	v_cmp_lt_i64_e64 s0, s[14:15], 1
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB9_40
	s_cmp_lg_u64 s[14:15], 1
	s_mov_b32 s0, -1
	s_cselect_b32 s1, -1, 0
	s_cbranch_execz .LBB9_41
	s_branch .LBB9_42
.LBB9_33:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v29, v29
	ds_store_b32 v26, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_23
.LBB9_34:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v31, v31
	ds_store_b32 v26, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_24
.LBB9_35:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v32, v32
	ds_store_b32 v26, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_25
.LBB9_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v34, v34
	ds_store_b32 v26, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_26
.LBB9_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v36, v36
	ds_store_b32 v26, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_27
.LBB9_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v38, v38
	ds_store_b32 v26, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_28
.LBB9_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v40, v40
	ds_store_b32 v26, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB9_29
	s_branch .LBB9_30
.LBB9_40:
	s_mov_b32 s0, 0
	s_mov_b32 s1, 0
.LBB9_41:
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s1, -1, 0
.LBB9_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB9_57
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	s_mov_b64 s[88:89], 0
	s_branch .LBB9_45
.LBB9_44:
	s_or_b32 exec_lo, exec_lo, s13
	v_lshl_add_u32 v0, v20, 2, 0x200
	s_add_u32 s88, s88, 2
	v_lshl_add_u32 v20, v20, 3, 0
	s_addc_u32 s89, s89, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v66, off
	scratch_store_b64 v20, v[24:25], off
	s_cmp_eq_u64 s[88:89], s[34:35]
	s_cbranch_scc1 .LBB9_58
.LBB9_45:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[18:19]
	s_lshl_b32 s13, s88, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v18, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[18:19]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[20:21], v0, off
	v_mov_b32_e32 v0, s13
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[20:21]
	s_or_b32 s0, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
	v_add_co_u32 v20, vcc_lo, v18, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, 0, v19, vcc_lo
	s_or_saveexec_b32 s23, s0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_xor_b32 exec_lo, exec_lo, s23
	s_cbranch_execz .LBB9_51
	v_add_co_u32 v22, vcc_lo, v18, -1
	v_lshl_add_u32 v66, v18, 2, vcc_hi
	v_lshl_add_u32 v67, v18, 3, s25
	v_add_co_ci_u32_e64 v23, null, -1, v19, vcc_lo
	s_mov_b64 s[90:91], 0
	s_mov_b32 s0, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_49:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	s_add_u32 s90, s90, 1
	s_addc_u32 s91, s91, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v24, s90 :: v_dual_mov_b32 v25, s91
	v_cndmask_b32_e32 v20, 1, v22, vcc_lo
	v_add_co_u32 v22, s11, v22, -1
	v_add_co_ci_u32_e64 v23, null, -1, v23, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v20, 3, v20
	v_sub_nc_u32_e32 v20, v67, v20
	v_add_nc_u32_e32 v67, -8, v67
	scratch_load_b64 v[68:69], v20, off
	scratch_load_b32 v70, v66, off
	v_dual_mov_b32 v21, v19 :: v_dual_mov_b32 v20, v18
	v_add_nc_u32_e32 v66, -4, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[20:21]
	v_add_co_u32 v18, s10, v20, -1
	v_add_co_ci_u32_e64 v19, null, -1, v21, s10
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[90:91], v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v70
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s0, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB9_49
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s0
.LBB9_51:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s23
	v_cmp_ne_u64_e32 vcc_lo, 0, v[20:21]
	v_lshl_add_u32 v22, v18, 3, 0
	v_lshl_add_u32 v18, v18, 2, 0x200
	scratch_store_b64 v22, v[24:25], off
	v_subrev_co_ci_u32_e64 v19, null, 0, v20, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v18, v0, off
	v_lshl_add_u32 v19, v19, 3, 0
	scratch_load_b64 v[22:23], v19, off
	v_mov_b32_e32 v19, s13
	ds_load_b32 v66, v19 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[22:23]
	s_or_b32 s0, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
	v_add_co_u32 v18, vcc_lo, v20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v21, vcc_lo
	s_or_saveexec_b32 s13, s0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_xor_b32 exec_lo, exec_lo, s13
	s_cbranch_execz .LBB9_44
	v_add_co_u32 v22, vcc_lo, v20, -1
	v_lshl_add_u32 v0, v20, 2, vcc_hi
	v_lshl_add_u32 v67, v20, 3, s25
	v_add_co_ci_u32_e64 v23, null, -1, v21, vcc_lo
	s_mov_b64 s[90:91], 0
	s_mov_b32 s0, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_55:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	s_add_u32 s90, s90, 1
	s_addc_u32 s91, s91, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v24, s90 :: v_dual_mov_b32 v25, s91
	v_cndmask_b32_e32 v18, 1, v22, vcc_lo
	v_add_co_u32 v22, s11, v22, -1
	v_add_co_ci_u32_e64 v23, null, -1, v23, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v18, 3, v18
	v_sub_nc_u32_e32 v18, v67, v18
	scratch_load_b64 v[68:69], v18, off
	scratch_load_b32 v70, v0, off
	v_dual_mov_b32 v18, v20 :: v_dual_add_nc_u32 v67, -8, v67
	v_dual_mov_b32 v19, v21 :: v_dual_add_nc_u32 v0, -4, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v20, s10, v18, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[18:19]
	v_add_co_ci_u32_e64 v21, null, -1, v19, s10
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[90:91], v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v66, v66, v70
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s0, s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB9_55
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s0
	s_branch .LBB9_44
.LBB9_57:
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v19, s15
	v_dual_mov_b32 v18, s14 :: v_dual_mov_b32 v21, 0
	s_mov_b64 s[10:11], 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB9_59
	s_branch .LBB9_66
.LBB9_58:
	v_dual_mov_b32 v21, v19 :: v_dual_mov_b32 v20, v18
	s_mov_b64 s[10:11], s[34:35]
	v_readlane_b32 s0, v96, 3
	v_readlane_b32 s23, v96, 4
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB9_66
.LBB9_59:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[20:21]
	s_lshl_b32 s0, s10, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v20, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[18:19], v0, off
	v_mov_b32_e32 v0, s0
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[18:19]
	s_or_b32 s0, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s1, s0
	s_xor_b32 s0, exec_lo, s1
	v_add_co_u32 v18, vcc_lo, v20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v21, vcc_lo
	s_or_saveexec_b32 s13, s0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_xor_b32 exec_lo, exec_lo, s13
	s_cbranch_execz .LBB9_65
	v_add_co_u32 v22, vcc_lo, v20, -1
	v_lshl_add_u32 v66, v20, 2, vcc_hi
	v_lshl_add_u32 v67, v20, 3, s25
	v_add_co_ci_u32_e64 v23, null, -1, v21, vcc_lo
	s_mov_b64 s[88:89], 0
	s_mov_b32 s23, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_63:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	s_add_u32 s88, s88, 1
	s_addc_u32 s89, s89, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v24, s88 :: v_dual_mov_b32 v25, s89
	v_cndmask_b32_e32 v18, 1, v22, vcc_lo
	v_add_co_u32 v22, s11, v22, -1
	v_add_co_ci_u32_e64 v23, null, -1, v23, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v18, 3, v18
	v_sub_nc_u32_e32 v18, v67, v18
	scratch_load_b64 v[68:69], v18, off
	scratch_load_b32 v70, v66, off
	v_dual_mov_b32 v18, v20 :: v_dual_add_nc_u32 v67, -8, v67
	v_dual_mov_b32 v19, v21 :: v_dual_add_nc_u32 v66, -4, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v20, s10, v18, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[18:19]
	v_add_co_ci_u32_e64 v21, null, -1, v19, s10
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[88:89], v[68:69]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v70
	s_or_b32 s0, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s23, s0, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s23
	s_cbranch_execnz .LBB9_63
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s23
	v_readlane_b32 s23, v96, 4
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s13
	v_lshl_add_u32 v21, v20, 2, 0x200
	v_lshl_add_u32 v20, v20, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v21, v0, off
	scratch_store_b64 v20, v[24:25], off
.LBB9_66:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[18:19]
	s_mov_b32 s0, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v20, s1, v18, v0
	v_subrev_co_ci_u32_e64 v21, null, 0, v19, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v20, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[18:19]
	s_cbranch_execz .LBB9_70
	v_lshlrev_b32_e32 v18, 2, v18
	s_mov_b64 s[10:11], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v18, v18, vcc_hi, -4
.LBB9_68:
	scratch_load_b32 v19, v18, off
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	v_add_nc_u32_e32 v18, -4, v18
	v_cmp_ge_u64_e32 vcc_lo, s[10:11], v[20:21]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v19
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB9_68
	s_or_b32 exec_lo, exec_lo, s1
.LBB9_70:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	ds_store_b32 v1, v0 offset:32768
.LBB9_71:
	s_or_b32 exec_lo, exec_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB9_83
	s_mul_f32 s0, s22, s20
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s0, 0
	s_mul_f32 s1, s0, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s0, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s11, s30, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s0, v0, s1
	s_addc_u32 s0, s31, s27
	s_mul_hi_u32 s88, s0, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v18, v0
	v_add_nc_u32_e32 v19, -1, v18
	v_add_nc_u32_e32 v20, 1, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v21, 0x80000000, v19
	v_xor_b32_e32 v22, 0x80000000, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, v21, v18, v0
	v_fma_f32 v22, v22, v18, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s10, 0, v21
	v_cndmask_b32_e64 v18, v18, v19, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_lt_f32_e64 s10, 0, v22
	v_cndmask_b32_e64 v18, v18, v20, s10
	s_mul_i32 s10, s0, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x37800000, v18
	v_cndmask_b32_e64 v18, v18, v19, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v19, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v18, v0, s1
	v_readlane_b32 s1, v96, 2
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v0, s17, s1
	s_and_saveexec_b32 s12, s2
	s_cbranch_execnz .LBB9_92
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v20, v31
	s_and_saveexec_b32 s12, s3
	s_cbranch_execnz .LBB9_93
.LBB9_74:
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v21, v32
	s_and_saveexec_b32 s12, s4
	s_cbranch_execnz .LBB9_94
.LBB9_75:
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v22, v34
	s_and_saveexec_b32 s12, s5
	s_cbranch_execnz .LBB9_95
.LBB9_76:
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v23, v36
	s_and_saveexec_b32 s12, s6
	s_cbranch_execnz .LBB9_96
.LBB9_77:
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v24, v38
	s_and_saveexec_b32 s12, s7
	s_cbranch_execnz .LBB9_97
.LBB9_78:
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v25, v40
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB9_80
.LBB9_79:
	v_xor_b32_e32 v0, s10, v48
	s_xor_b32 s0, s24, s88
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s11
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v62
	v_xor3_b32 v25, s0, s92, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v0, v68, v63
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v70, s93, v67
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s94, v68, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v71, s96, v67
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, s95, v67, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v72, s97, v66
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s98, v67, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v69, s100, v66
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v25
	v_xor3_b32 v25, s99, v67, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s101, v66
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v25, s102, v67, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s103, v66
	v_mul_lo_u32 v25, 0xcd9e8d57, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v67, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[67:68], v0
	v_add_f64 v[67:68], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v25, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v68, 0x3fe6a09e, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v25, null, 0, -1, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[67:68], -1.0
	v_cvt_f64_i32_e32 v[86:87], v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[67:68], 2.0
	v_mul_f64 v[88:89], v[67:68], 0.5
	v_ldexp_f64 v[86:87], v[86:87], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_div_scale_f64 v[71:72], null, v[69:70], v[69:70], v[67:68]
	v_div_scale_f64 v[77:78], vcc_lo, v[67:68], v[69:70], v[67:68]
	v_mul_f64 v[88:89], v[67:68], v[88:89]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[73:74], v[71:72]
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_fma_f64 v[75:76], -v[71:72], v[73:74], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[73:74], v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[71:72], v[75:76], v[77:78]
	v_div_fmas_f64 v[71:72], v[71:72], v[73:74], v[75:76]
	v_cvt_f64_u32_e32 v[73:74], v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[69:70], v[71:72], v[69:70], v[67:68]
	v_add_f64 v[73:74], v[73:74], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[71:72], v[69:70], v[69:70]
	v_ldexp_f64 v[73:74], v[73:74], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[71:72], v[71:72]
	v_mul_f64 v[73:74], v[73:74], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[75:76], s[40:41]
	v_mul_f64 v[79:80], v[75:76], s[18:19]
	v_mul_f64 v[81:82], v[73:74], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[42:43]
	v_add_f64 v[79:80], v[79:80], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], 0x43380000, v[81:82]
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	v_add_f64 v[82:83], 0xc3380000, v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[44:45]
	v_add_f64 v[79:80], v[79:80], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[84:85], v[82:83], s[56:57]
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	v_add_f64 v[79:80], v[73:74], v[84:85]
	v_cvt_f64_u32_e32 v[84:85], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[46:47]
	v_add_f64 v[84:85], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[71:72], v[71:72], v[77:78]
	v_mul_f64 v[77:78], v[82:83], s[60:61]
	v_mul_f64 v[90:91], v[84:85], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[75:76], v[71:72]
	v_add_f64 v[75:76], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[88:89], v[71:72]
	v_add_f64 v[86:87], v[79:80], -v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[82:83], s[58:59]
	v_mul_f64 v[82:83], v[82:83], s[62:63]
	v_add_f64 v[77:78], v[86:87], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[69:70], v[90:91], v[69:70]
	v_add_f64 v[86:87], v[79:80], -v[71:72]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[77:78], v[82:83], -v[77:78]
	v_mov_b32_e32 v83, v1
	v_add_f64 v[69:70], v[69:70], -v[88:89]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v87
	v_and_b32_e32 v25, 0x7ff, v0
	v_bfe_u32 v0, v74, 20, 11
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v82, 16, v25
	global_load_b32 v25, v[14:15], off
	v_cmp_lt_u64_e32 vcc_lo, v[82:83], v[0:1]
	v_dual_cndmask_b32 v74, v80, v76 :: v_dual_cndmask_b32 v71, v71, v77
	v_cndmask_b32_e32 v72, v72, v78, vcc_lo
	v_mul_f64 v[77:78], v[84:85], s[50:51]
	v_cndmask_b32_e32 v73, v79, v75, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[73:74], -v[71:72]
	v_add_f64 v[66:67], v[67:68], v[69:70]
	v_mul_f64 v[68:69], v[75:76], v[75:76]
	v_add_f64 v[73:74], v[73:74], -v[75:76]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], v[77:78], v[66:67]
	v_mul_f64 v[77:78], v[68:69], s[76:77]
	v_mul_f64 v[79:80], v[68:69], s[64:65]
	v_mul_f64 v[82:83], v[68:69], s[70:71]
	v_mul_f64 v[84:85], v[68:69], s[82:83]
	v_mul_f64 v[86:87], v[68:69], v[68:69]
	v_add_f64 v[70:71], v[73:74], -v[71:72]
	v_mul_f64 v[92:93], v[68:69], 0.5
	v_mul_f64 v[66:67], v[66:67], -2.0
	v_add_f64 v[77:78], v[77:78], s[78:79]
	v_add_f64 v[79:80], v[79:80], s[66:67]
	v_add_f64 v[82:83], v[82:83], s[72:73]
	v_add_f64 v[84:85], v[84:85], s[84:85]
	v_mul_f64 v[88:89], v[68:69], v[86:87]
	v_mul_f64 v[72:73], v[86:87], v[86:87]
	v_mul_f64 v[86:87], v[75:76], v[68:69]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[66:67]
	v_add_f64 v[94:95], -v[92:93], 1.0
	v_mul_f64 v[77:78], v[68:69], v[77:78]
	v_mul_f64 v[79:80], v[68:69], v[79:80]
	v_mul_f64 v[82:83], v[68:69], v[82:83]
	v_mul_f64 v[84:85], v[88:89], v[84:85]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[66:67], v[66:67], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[77:78], v[77:78], s[80:81]
	v_add_f64 v[79:80], v[79:80], s[68:69]
	v_add_f64 v[82:83], v[82:83], s[74:75]
	v_rsq_f64_e32 v[90:91], v[66:67]
	v_cmp_class_f64_e64 vcc_lo, v[66:67], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[77:78], v[84:85], v[77:78]
	v_mul_f64 v[79:80], v[68:69], v[79:80]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[72:73], v[72:73], v[82:83]
	v_mul_f64 v[82:83], v[70:71], 0.5
	v_mul_f64 v[88:89], v[66:67], v[90:91]
	v_mul_f64 v[90:91], v[90:91], 0.5
	v_mul_f64 v[77:78], v[86:87], v[77:78]
	v_add_f64 v[72:73], v[79:80], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f64 v[84:85], -v[90:91], v[88:89], 0.5
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v25, v40, v25
	v_add_f64 v[77:78], v[82:83], -v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	v_add_f32_e32 v25, v25, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v25, 0.5, v25
	v_fma_f64 v[88:89], v[88:89], v[84:85], v[88:89]
	v_fma_f64 v[79:80], v[90:91], v[84:85], v[90:91]
	v_mul_f64 v[84:85], v[75:76], v[70:71]
	v_add_f64 v[90:91], -v[94:95], 1.0
	v_mul_f64 v[68:69], v[68:69], v[77:78]
	v_fma_f64 v[82:83], -v[88:89], v[88:89], v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[72:73], -v[84:85]
	v_mul_f64 v[84:85], v[86:87], s[86:87]
	v_add_f64 v[68:69], v[68:69], -v[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[77:78], v[82:83], v[79:80], v[88:89]
	v_add_f64 v[82:83], v[90:91], -v[92:93]
	v_add_f64 v[68:69], v[68:69], v[84:85]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[70:71], -v[77:78], v[77:78], v[66:67]
	v_add_f64 v[72:73], v[82:83], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[75:76], -v[68:69]
	v_mov_b32_e32 v75, v1
	v_fma_f64 v[70:71], v[70:71], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[94:95], v[72:73]
	v_ldexp_f64 v[70:71], v[70:71], v0
	v_and_b32_e32 v74, 2, v81
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v76, 0x80000000, v73
	v_dual_cndmask_b32 v67, v71, v67 :: v_dual_and_b32 v0, 1, v81
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s1, 0, v[74:75]
	v_xor_b32_e32 v74, 0x80000000, v69
	v_cndmask_b32_e32 v66, v70, v66, vcc_lo
	v_cndmask_b32_e64 v73, v76, v73, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v69, v69, v74, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v69, v69, v73, s1
	v_cndmask_b32_e64 v68, v68, v72, s1
	v_mul_f64 v[66:67], v[68:69], v[66:67]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v66, v[66:67]
	v_add_f32_e32 v67, v40, v40
	v_mul_f32_e32 v0, v67, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v40, v0 :: v_dual_mul_f32 v25, v18, v66
	v_add_f32_e32 v25, v25, v0
.LBB9_80:
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v0, v41
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s12, exec_lo, s0
	s_cbranch_execz .LBB9_82
	ds_load_b32 v0, v1 offset:32768
	v_add_f32_e32 v66, v41, v41
	s_xor_b32 s0, s24, s88
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s11
	s_mul_i32 s1, s0, 0xd2511f53
	s_mul_hi_u32 s0, s0, 0xd2511f53
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v69, s0, v64
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v69, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v66, v0
	global_load_b32 v66, v[16:17], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v66, v41, v66
	v_add_f32_e32 v66, v66, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, 0.5, v66
	v_add_f32_e32 v0, v0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v66, v41, v0
	v_xor_b32_e32 v0, s10, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v70, v65
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v68, s1, s92, v68
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v68, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v73, s93, v69
	v_xor3_b32 v69, s94, v71, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v69, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v70, v68, s96, v70
	v_xor3_b32 v0, s95, v74, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v70, 0
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v71, s97, v73
	v_xor3_b32 v67, s98, v69, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v67, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v69, v72, s100, v68
	v_xor3_b32 v0, s99, v74, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, s102, v68, v71
	v_xor3_b32 v0, v0, s101, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v69, 0xcd9e8d57, v68
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s103, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v69, v68, s104
	v_cvt_f64_u32_e32 v[70:71], v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[68:69], v0
	v_add_f64 v[70:71], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], 0.5
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v67, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v84, s0, 0xfffffc01, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v85, null, 0, -1, s0
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
	v_mul_f64 v[80:81], v[78:79], s[18:19]
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
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[67:68], v[67:68], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
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
	v_ldexp_f64 v[72:73], v[72:73], v0
	v_bfe_u32 v0, v70, 20, 11
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
	v_mov_b32_e32 v70, v1
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
	v_cmp_lt_u64_e32 vcc_lo, v[69:70], v[0:1]
	v_and_b32_e32 v0, 1, v71
	v_dual_cndmask_b32 v70, v75, v81 :: v_dual_and_b32 v71, 2, v71
	v_cndmask_b32_e32 v69, v74, v80, vcc_lo
	v_dual_cndmask_b32 v73, v77, v73 :: v_dual_cndmask_b32 v72, v76, v72
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
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
	v_mov_b32_e32 v72, v1
	v_xor_b32_e32 v73, 0x80000000, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[71:72]
	v_cndmask_b32_e64 v0, v73, v79, s1
	v_add_f64 v[69:70], v[74:75], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v74, 0x80000000, v70
	v_cndmask_b32_e32 v69, v69, v78, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v70, v70, v74, s1
	v_cndmask_b32_e32 v70, v70, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[69:70], v[67:68]
	v_cvt_f32_f64_e32 v0, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v18, v0
	v_add_f32_e32 v0, v0, v66
.LBB9_82:
	s_or_b32 exec_lo, exec_lo, s12
	s_branch .LBB9_20
.LBB9_83:
	s_cbranch_execz .LBB9_20
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB9_98
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_99
.LBB9_86:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_100
.LBB9_87:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_101
.LBB9_88:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_102
.LBB9_89:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_103
.LBB9_90:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_104
.LBB9_91:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_19
	s_branch .LBB9_105
.LBB9_92:
	v_xor_b32_e32 v0, s10, v42
	s_xor_b32 s0, s24, s88
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s11
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v50
	v_xor3_b32 v22, s0, s92, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor_b32_e32 v0, v21, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s93, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s94, v21, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s96, v20
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s95, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v25, s97, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s98, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s100, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v22
	v_xor3_b32 v20, s99, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s101, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v20, s102, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s103, v19
	v_mul_lo_u32 v21, 0xcd9e8d57, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v21, v20, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[20:21], v0
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v21, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v21, 0x3fe6a09e, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[20:21], v[20:21], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[20:21], 2.0
	v_mul_f64 v[81:82], v[20:21], 0.5
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[20:21]
	v_div_scale_f64 v[70:71], vcc_lo, v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[20:21], v[81:82]
	v_rcp_f64_e32 v[66:67], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[24:25], v[66:67], 1.0
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], -v[24:25], v[66:67], 1.0
	v_fma_f64 v[66:67], v[66:67], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[70:71], v[66:67]
	v_fma_f64 v[24:25], -v[24:25], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[24:25], v[24:25], v[66:67], v[68:69]
	v_cvt_f64_u32_e32 v[66:67], v19
	v_add_co_ci_u32_e64 v19, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[79:80], v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[22:23], v[24:25], v[22:23], v[20:21]
	v_add_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[79:80], v[79:80], 32
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	v_mul_f64 v[68:69], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[66:67], v[66:67], s[52:53]
	v_mul_f64 v[70:71], v[68:69], s[40:41]
	v_mul_f64 v[72:73], v[68:69], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[74:75], v[66:67], s[54:55]
	v_add_f64 v[70:71], v[70:71], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], s[36:37]
	v_add_f64 v[74:75], 0x43380000, v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[72:73], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], 0xc3380000, v[74:75]
	v_add_f64 v[70:71], v[70:71], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[72:73], s[38:39]
	v_mul_f64 v[77:78], v[75:76], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_mul_f64 v[68:69], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[66:67], v[77:78]
	v_cvt_f64_u32_e32 v[77:78], v0
	v_add_f64 v[70:71], v[70:71], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_mul_f64 v[24:25], v[24:25], v[70:71]
	v_mul_f64 v[70:71], v[75:76], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[77:78], s[48:49]
	v_add_f64 v[24:25], v[68:69], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[72:73], v[70:71]
	v_add_f64 v[24:25], v[81:82], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[72:73], -v[68:69]
	v_mul_f64 v[22:23], v[22:23], v[24:25]
	v_mul_f64 v[24:25], v[75:76], s[58:59]
	v_mul_f64 v[75:76], v[75:76], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[79:80], v[70:71]
	v_add_f64 v[22:23], v[83:84], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], v[72:73], -v[24:25]
	v_add_f64 v[70:71], v[75:76], -v[70:71]
	v_mov_b32_e32 v76, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], -v[81:82]
	v_lshrrev_b32_e32 v0, 20, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v19, 0x7ff, v0
	v_bfe_u32 v0, v67, 20, 11
	v_add_nc_u32_e32 v75, 16, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[75:76], v[0:1]
	v_dual_cndmask_b32 v25, v25, v71 :: v_dual_cndmask_b32 v24, v24, v70
	v_mul_f64 v[70:71], v[77:78], s[50:51]
	v_dual_cndmask_b32 v67, v73, v69 :: v_dual_cndmask_b32 v66, v72, v68
	v_add_f64 v[68:69], v[66:67], -v[24:25]
	v_add_f64 v[19:20], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[68:69], v[68:69]
	v_add_f64 v[66:67], v[66:67], -v[68:69]
	v_add_f64 v[19:20], v[70:71], v[19:20]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[70:71], v[21:22], s[76:77]
	v_mul_f64 v[72:73], v[21:22], s[64:65]
	v_mul_f64 v[75:76], v[21:22], s[70:71]
	v_mul_f64 v[77:78], v[21:22], s[82:83]
	v_mul_f64 v[79:80], v[21:22], v[21:22]
	v_add_f64 v[23:24], v[66:67], -v[24:25]
	v_mul_f64 v[85:86], v[21:22], 0.5
	v_mul_f64 v[19:20], v[19:20], -2.0
	global_load_b32 v25, v[2:3], off
	v_add_f64 v[70:71], v[70:71], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[66:67]
	v_add_f64 v[75:76], v[75:76], s[72:73]
	v_add_f64 v[77:78], v[77:78], s[84:85]
	v_mul_f64 v[81:82], v[21:22], v[79:80]
	v_mul_f64 v[66:67], v[79:80], v[79:80]
	v_mul_f64 v[79:80], v[68:69], v[21:22]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_add_f64 v[87:88], -v[85:86], 1.0
	v_mul_f64 v[70:71], v[21:22], v[70:71]
	v_mul_f64 v[72:73], v[21:22], v[72:73]
	v_mul_f64 v[75:76], v[21:22], v[75:76]
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[70:71], v[70:71], s[80:81]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	v_add_f64 v[75:76], v[75:76], s[74:75]
	v_rsq_f64_e32 v[83:84], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[77:78], v[70:71]
	v_mul_f64 v[72:73], v[21:22], v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[66:67], v[66:67], v[75:76]
	v_mul_f64 v[75:76], v[23:24], 0.5
	v_mul_f64 v[81:82], v[19:20], v[83:84]
	v_mul_f64 v[83:84], v[83:84], 0.5
	v_mul_f64 v[70:71], v[79:80], v[70:71]
	v_add_f64 v[66:67], v[72:73], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[77:78], -v[83:84], v[81:82], 0.5
	v_add_f64 v[70:71], v[75:76], -v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[21:22], v[66:67]
	v_fma_f64 v[81:82], v[81:82], v[77:78], v[81:82]
	v_fma_f64 v[72:73], v[83:84], v[77:78], v[83:84]
	v_mul_f64 v[77:78], v[68:69], v[23:24]
	v_add_f64 v[83:84], -v[87:88], 1.0
	v_mul_f64 v[21:22], v[21:22], v[70:71]
	v_fma_f64 v[75:76], -v[81:82], v[81:82], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[66:67], -v[77:78]
	v_mul_f64 v[77:78], v[79:80], s[86:87]
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[70:71], v[75:76], v[72:73], v[81:82]
	v_add_f64 v[75:76], v[83:84], -v[85:86]
	v_add_f64 v[21:22], v[21:22], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[23:24], -v[70:71], v[70:71], v[19:20]
	v_add_f64 v[66:67], v[75:76], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[21:22], v[68:69], -v[21:22]
	v_dual_mov_b32 v69, v1 :: v_dual_and_b32 v68, 2, v74
	v_fma_f64 v[23:24], v[23:24], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[87:88], v[66:67]
	v_ldexp_f64 v[23:24], v[23:24], v0
	v_and_b32_e32 v0, 1, v74
	v_cmp_eq_u64_e64 s1, 0, v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v70, 0x80000000, v67
	v_xor_b32_e32 v68, 0x80000000, v22
	v_cndmask_b32_e64 v67, v70, v67, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v22, v22, v68, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v22, v22, v67, s1
	v_cndmask_b32_e64 v21, v21, v66, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_cndmask_b32 v20, v24, v20 :: v_dual_cndmask_b32 v19, v23, v19
	v_mul_f64 v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v21, v29, v29 :: v_dual_mul_f32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v19, v[19:20]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v20, v29, v25 :: v_dual_mul_f32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v20
	v_mul_f32_e32 v20, 0.5, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v20
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v29, v0
	v_add_f32_e32 v19, v19, v0
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v20, v31
	s_and_saveexec_b32 s12, s3
	s_cbranch_execz .LBB9_74
.LBB9_93:
	v_xor_b32_e32 v0, s10, v43
	s_xor_b32 s0, s24, s88
	global_load_b32 v89, v[4:5], off
	s_xor_b32 s0, s0, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s1, s0, 0xd2511f53
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v52
	v_xor3_b32 v23, s0, s92, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v23, 0
	v_xor_b32_e32 v0, v22, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s93, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v24, 0
	v_xor3_b32 v0, s94, v22, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v25, s96, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v0, s95, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v67, s97, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v0, s98, v21, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s100, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v23
	v_xor3_b32 v21, s99, v21, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s101, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v21, s102, v21, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s103, v20
	v_mul_lo_u32 v22, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v22, v21, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[21:22], v0
	v_add_f64 v[21:22], v[21:22], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v22, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v22, 0x3fe6a09e, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[21:22], v[21:22], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[21:22], 2.0
	v_mul_f64 v[83:84], v[21:22], 0.5
	v_div_scale_f64 v[66:67], null, v[23:24], v[23:24], v[21:22]
	v_div_scale_f64 v[72:73], vcc_lo, v[21:22], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[21:22], v[83:84]
	v_rcp_f64_e32 v[68:69], v[66:67]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[72:73], v[68:69]
	v_fma_f64 v[66:67], -v[66:67], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[70:71]
	v_cvt_f64_u32_e32 v[68:69], v20
	v_add_co_ci_u32_e64 v20, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[81:82], v20
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[23:24], v[66:67], v[23:24], v[21:22]
	v_add_f64 v[68:69], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[81:82], v[81:82], 32
	v_mul_f64 v[66:67], v[23:24], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[68:69], s[52:53]
	v_mul_f64 v[72:73], v[70:71], s[40:41]
	v_mul_f64 v[74:75], v[70:71], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[68:69], s[54:55]
	v_add_f64 v[72:73], v[72:73], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[36:37]
	v_add_f64 v[76:77], 0x43380000, v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], 0xc3380000, v[76:77]
	v_add_f64 v[72:73], v[72:73], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[38:39]
	v_mul_f64 v[79:80], v[77:78], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[68:69], v[79:80]
	v_cvt_f64_u32_e32 v[79:80], v0
	v_add_f64 v[72:73], v[72:73], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_mul_f64 v[66:67], v[66:67], v[72:73]
	v_mul_f64 v[72:73], v[77:78], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[79:80], s[48:49]
	v_add_f64 v[66:67], v[70:71], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[74:75], v[72:73]
	v_add_f64 v[66:67], v[83:84], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[74:75], -v[70:71]
	v_mul_f64 v[23:24], v[23:24], v[66:67]
	v_mul_f64 v[66:67], v[77:78], s[58:59]
	v_mul_f64 v[77:78], v[77:78], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[81:82], v[72:73]
	v_add_f64 v[23:24], v[85:86], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[74:75], -v[66:67]
	v_add_f64 v[72:73], v[77:78], -v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[23:24], -v[83:84]
	v_lshrrev_b32_e32 v0, 20, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v20, 0x7ff, v0
	v_mov_b32_e32 v78, v1
	v_bfe_u32 v0, v69, 20, 11
	v_add_nc_u32_e32 v77, 16, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[77:78], v[0:1]
	v_dual_cndmask_b32 v67, v67, v73 :: v_dual_cndmask_b32 v66, v66, v72
	v_mul_f64 v[72:73], v[79:80], s[50:51]
	v_dual_cndmask_b32 v69, v75, v71 :: v_dual_cndmask_b32 v68, v74, v70
	v_add_f64 v[70:71], v[68:69], -v[66:67]
	v_add_f64 v[20:21], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[70:71], v[70:71]
	v_add_f64 v[68:69], v[68:69], -v[70:71]
	v_add_f64 v[20:21], v[72:73], v[20:21]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], s[76:77]
	v_mul_f64 v[72:73], v[22:23], s[64:65]
	v_mul_f64 v[74:75], v[22:23], s[70:71]
	v_mul_f64 v[77:78], v[22:23], s[82:83]
	v_mul_f64 v[79:80], v[22:23], v[22:23]
	v_add_f64 v[66:67], v[68:69], -v[66:67]
	v_mul_f64 v[85:86], v[22:23], 0.5
	v_mul_f64 v[20:21], v[20:21], -2.0
	v_add_f64 v[24:25], v[24:25], s[78:79]
	v_add_f64 v[72:73], v[72:73], s[66:67]
	v_add_f64 v[74:75], v[74:75], s[72:73]
	v_add_f64 v[77:78], v[77:78], s[84:85]
	v_mul_f64 v[81:82], v[22:23], v[79:80]
	v_mul_f64 v[68:69], v[79:80], v[79:80]
	v_mul_f64 v[79:80], v[70:71], v[22:23]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[20:21]
	v_add_f64 v[87:88], -v[85:86], 1.0
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[72:73], v[22:23], v[72:73]
	v_mul_f64 v[74:75], v[22:23], v[74:75]
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[24:25], v[24:25], s[80:81]
	v_add_f64 v[72:73], v[72:73], s[68:69]
	v_add_f64 v[74:75], v[74:75], s[74:75]
	v_rsq_f64_e32 v[83:84], v[20:21]
	v_cmp_class_f64_e64 vcc_lo, v[20:21], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[77:78], v[24:25]
	v_mul_f64 v[72:73], v[22:23], v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[68:69], v[68:69], v[74:75]
	v_mul_f64 v[74:75], v[66:67], 0.5
	v_mul_f64 v[81:82], v[20:21], v[83:84]
	v_mul_f64 v[83:84], v[83:84], 0.5
	v_mul_f64 v[24:25], v[79:80], v[24:25]
	v_add_f64 v[68:69], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[77:78], -v[83:84], v[81:82], 0.5
	v_add_f64 v[24:25], v[74:75], -v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[22:23], v[68:69]
	v_fma_f64 v[81:82], v[81:82], v[77:78], v[81:82]
	v_fma_f64 v[72:73], v[83:84], v[77:78], v[83:84]
	v_mul_f64 v[77:78], v[70:71], v[66:67]
	v_add_f64 v[83:84], -v[87:88], 1.0
	v_mul_f64 v[22:23], v[22:23], v[24:25]
	v_fma_f64 v[74:75], -v[81:82], v[81:82], v[20:21]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[68:69], -v[77:78]
	v_mul_f64 v[77:78], v[79:80], s[86:87]
	v_add_f64 v[22:23], v[22:23], -v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], v[74:75], v[72:73], v[81:82]
	v_add_f64 v[74:75], v[83:84], -v[85:86]
	v_add_f64 v[22:23], v[22:23], v[77:78]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[66:67], -v[24:25], v[24:25], v[20:21]
	v_add_f64 v[68:69], v[74:75], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[70:71], -v[22:23]
	v_fma_f64 v[24:25], v[66:67], v[72:73], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[66:67], v[87:88], v[68:69]
	v_dual_mov_b32 v69, v1 :: v_dual_and_b32 v68, 2, v76
	v_cmp_eq_u64_e64 s1, 0, v[68:69]
	v_xor_b32_e32 v68, 0x80000000, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v23, v23, v68, s1
	v_ldexp_f64 v[24:25], v[24:25], v0
	v_xor_b32_e32 v70, 0x80000000, v67
	v_and_b32_e32 v0, 1, v76
	v_cndmask_b32_e64 v67, v70, v67, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v23, v23, v67, s1
	v_cndmask_b32_e64 v22, v22, v66, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v21, v25, v21
	v_cndmask_b32_e32 v20, v24, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[22:23], v[20:21]
	v_add_f32_e32 v22, v31, v31
	v_mul_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v20, v[20:21]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v21, v31, v89
	v_add_f32_e32 v21, v21, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0.5, v21
	v_add_f32_e32 v0, v0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v31, v0
	v_mul_f32_e32 v20, v18, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v0
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v21, v32
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB9_75
.LBB9_94:
	v_xor_b32_e32 v0, s10, v44
	s_xor_b32 s0, s24, s88
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s0, s0, s11
	s_mul_hi_u32 s1, s0, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v54
	v_xor3_b32 v24, s0, s92, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	v_xor_b32_e32 v0, v23, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s93, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s94, v23, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v67, s96, v22
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v23, 0
	v_xor3_b32 v0, s95, v22, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v68, s97, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s98, v22, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s100, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v24
	v_xor3_b32 v22, s99, v22, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s101, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v22, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v22, s102, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s103, v21
	v_mul_lo_u32 v23, 0xcd9e8d57, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v23, v22, s104
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
	v_mul_f64 v[83:84], v[22:23], 0.5
	v_div_scale_f64 v[66:67], null, v[24:25], v[24:25], v[22:23]
	v_div_scale_f64 v[72:73], vcc_lo, v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[22:23], v[83:84]
	v_rcp_f64_e32 v[68:69], v[66:67]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], -v[66:67], v[68:69], 1.0
	v_fma_f64 v[68:69], v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[72:73], v[68:69]
	v_fma_f64 v[66:67], -v[66:67], v[70:71], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[66:67], v[66:67], v[68:69], v[70:71]
	v_cvt_f64_u32_e32 v[68:69], v21
	v_add_co_ci_u32_e64 v21, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[81:82], v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[24:25], v[66:67], v[24:25], v[22:23]
	v_add_f64 v[68:69], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[81:82], v[81:82], 32
	v_mul_f64 v[66:67], v[24:25], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	v_mul_f64 v[70:71], v[66:67], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[68:69], v[68:69], s[52:53]
	v_mul_f64 v[72:73], v[70:71], s[40:41]
	v_mul_f64 v[74:75], v[70:71], s[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[76:77], v[68:69], s[54:55]
	v_add_f64 v[72:73], v[72:73], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[36:37]
	v_add_f64 v[76:77], 0x43380000, v[76:77]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[74:75], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], 0xc3380000, v[76:77]
	v_add_f64 v[72:73], v[72:73], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[74:75], s[38:39]
	v_mul_f64 v[79:80], v[77:78], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[72:73], v[70:71], v[72:73]
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[68:69], v[79:80]
	v_cvt_f64_u32_e32 v[79:80], v0
	v_add_f64 v[72:73], v[72:73], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_mul_f64 v[66:67], v[66:67], v[72:73]
	v_mul_f64 v[72:73], v[77:78], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[79:80], s[48:49]
	v_add_f64 v[66:67], v[70:71], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[74:75], v[72:73]
	v_add_f64 v[66:67], v[83:84], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[74:75], -v[70:71]
	v_mul_f64 v[24:25], v[24:25], v[66:67]
	v_mul_f64 v[66:67], v[77:78], s[58:59]
	v_mul_f64 v[77:78], v[77:78], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[81:82], v[72:73]
	v_add_f64 v[24:25], v[85:86], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[74:75], -v[66:67]
	v_add_f64 v[72:73], v[77:78], -v[72:73]
	v_mov_b32_e32 v78, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[83:84]
	v_lshrrev_b32_e32 v0, 20, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v21, 0x7ff, v0
	v_bfe_u32 v0, v69, 20, 11
	v_add_nc_u32_e32 v77, 16, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[77:78], v[0:1]
	v_dual_cndmask_b32 v67, v67, v73 :: v_dual_cndmask_b32 v66, v66, v72
	v_mul_f64 v[72:73], v[79:80], s[50:51]
	v_dual_cndmask_b32 v69, v75, v71 :: v_dual_cndmask_b32 v68, v74, v70
	v_add_f64 v[70:71], v[68:69], -v[66:67]
	v_add_f64 v[21:22], v[22:23], v[24:25]
	global_load_b32 v25, v[6:7], off
	v_mul_f64 v[23:24], v[70:71], v[70:71]
	v_add_f64 v[68:69], v[68:69], -v[70:71]
	v_add_f64 v[21:22], v[72:73], v[21:22]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[72:73], v[23:24], s[76:77]
	v_mul_f64 v[74:75], v[23:24], s[64:65]
	v_mul_f64 v[77:78], v[23:24], s[70:71]
	v_mul_f64 v[79:80], v[23:24], s[82:83]
	v_mul_f64 v[81:82], v[23:24], v[23:24]
	v_add_f64 v[66:67], v[68:69], -v[66:67]
	v_mul_f64 v[87:88], v[23:24], 0.5
	v_mul_f64 v[21:22], v[21:22], -2.0
	v_add_f64 v[72:73], v[72:73], s[78:79]
	v_add_f64 v[74:75], v[74:75], s[66:67]
	v_add_f64 v[77:78], v[77:78], s[72:73]
	v_add_f64 v[79:80], v[79:80], s[84:85]
	v_mul_f64 v[83:84], v[23:24], v[81:82]
	v_mul_f64 v[68:69], v[81:82], v[81:82]
	v_mul_f64 v[81:82], v[70:71], v[23:24]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[21:22]
	v_add_f64 v[89:90], -v[87:88], 1.0
	v_mul_f64 v[72:73], v[23:24], v[72:73]
	v_mul_f64 v[74:75], v[23:24], v[74:75]
	v_mul_f64 v[77:78], v[23:24], v[77:78]
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[72:73], v[72:73], s[80:81]
	v_add_f64 v[74:75], v[74:75], s[68:69]
	v_add_f64 v[77:78], v[77:78], s[74:75]
	v_rsq_f64_e32 v[85:86], v[21:22]
	v_cmp_class_f64_e64 vcc_lo, v[21:22], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[72:73], v[79:80], v[72:73]
	v_mul_f64 v[74:75], v[23:24], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[68:69], v[68:69], v[77:78]
	v_mul_f64 v[77:78], v[66:67], 0.5
	v_mul_f64 v[83:84], v[21:22], v[85:86]
	v_mul_f64 v[85:86], v[85:86], 0.5
	v_mul_f64 v[72:73], v[81:82], v[72:73]
	v_add_f64 v[68:69], v[74:75], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[79:80], -v[85:86], v[83:84], 0.5
	v_add_f64 v[72:73], v[77:78], -v[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[23:24], v[68:69]
	v_fma_f64 v[83:84], v[83:84], v[79:80], v[83:84]
	v_fma_f64 v[74:75], v[85:86], v[79:80], v[85:86]
	v_mul_f64 v[79:80], v[70:71], v[66:67]
	v_add_f64 v[85:86], -v[89:90], 1.0
	v_mul_f64 v[23:24], v[23:24], v[72:73]
	v_fma_f64 v[77:78], -v[83:84], v[83:84], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[68:69], -v[79:80]
	v_mul_f64 v[79:80], v[81:82], s[86:87]
	v_add_f64 v[23:24], v[23:24], -v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[72:73], v[77:78], v[74:75], v[83:84]
	v_add_f64 v[77:78], v[85:86], -v[87:88]
	v_add_f64 v[23:24], v[23:24], v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[66:67], -v[72:73], v[72:73], v[21:22]
	v_add_f64 v[68:69], v[77:78], v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[23:24], v[70:71], -v[23:24]
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 2, v76
	v_fma_f64 v[66:67], v[66:67], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[89:90], v[68:69]
	v_ldexp_f64 v[66:67], v[66:67], v0
	v_and_b32_e32 v0, 1, v76
	v_cmp_eq_u64_e64 s1, 0, v[70:71]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v72, 0x80000000, v69
	v_xor_b32_e32 v70, 0x80000000, v24
	v_cndmask_b32_e64 v69, v72, v69, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v24, v24, v70, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v24, v24, v69, s1
	v_cndmask_b32_e64 v23, v23, v68, s1
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v0, -4.0, v0 :: v_dual_cndmask_b32 v21, v66, v21
	v_cndmask_b32_e32 v22, v67, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[23:24], v[21:22]
	v_cvt_f32_f64_e32 v21, v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v21, v18, v21
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v22, v32, v25
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v23, v32, v32 :: v_dual_add_f32 v22, v22, v22
	v_mul_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0.5, v22
	v_add_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v32, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v21, v21, v0
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v22, v34
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB9_76
.LBB9_95:
	v_xor_b32_e32 v0, s10, v45
	s_xor_b32 s0, s24, s88
	global_load_b32 v91, v[8:9], off
	s_xor_b32 s0, s0, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s1, s0, 0xd2511f53
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v56
	v_xor3_b32 v25, s0, s92, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v0, v24, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v67, s93, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s94, v24, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v68, s96, v23
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v24, 0
	v_xor3_b32 v0, s95, v23, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v25, s97, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s98, v23, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v69, s100, v22
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v25
	v_xor3_b32 v23, s99, v23, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s101, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v23, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v23, s102, v23, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s103, v22
	v_mul_lo_u32 v24, 0xcd9e8d57, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v24, v23, s104
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
	v_add_f64 v[66:67], v[23:24], 2.0
	v_mul_f64 v[85:86], v[23:24], 0.5
	v_div_scale_f64 v[68:69], null, v[66:67], v[66:67], v[23:24]
	v_div_scale_f64 v[74:75], vcc_lo, v[23:24], v[66:67], v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[23:24], v[85:86]
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
	v_cvt_f64_u32_e32 v[70:71], v22
	v_add_co_ci_u32_e64 v22, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[83:84], v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[66:67], v[68:69], v[66:67], v[23:24]
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
	v_mul_f64 v[76:77], v[72:73], s[18:19]
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
	v_cvt_f64_u32_e32 v[81:82], v0
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
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[66:67], v[66:67], -v[85:86]
	v_lshrrev_b32_e32 v0, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_and_b32_e32 v22, 0x7ff, v0
	v_mov_b32_e32 v80, v1
	v_bfe_u32 v0, v71, 20, 11
	v_add_nc_u32_e32 v79, 16, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[79:80], v[0:1]
	v_dual_cndmask_b32 v69, v69, v75 :: v_dual_cndmask_b32 v68, v68, v74
	v_mul_f64 v[74:75], v[81:82], s[50:51]
	v_dual_cndmask_b32 v71, v77, v73 :: v_dual_cndmask_b32 v70, v76, v72
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_add_f64 v[22:23], v[23:24], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[72:73], v[72:73]
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_add_f64 v[22:23], v[74:75], v[22:23]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[66:67], v[24:25], s[76:77]
	v_mul_f64 v[74:75], v[24:25], s[64:65]
	v_mul_f64 v[76:77], v[24:25], s[70:71]
	v_mul_f64 v[79:80], v[24:25], s[82:83]
	v_mul_f64 v[81:82], v[24:25], v[24:25]
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	v_mul_f64 v[87:88], v[24:25], 0.5
	v_mul_f64 v[22:23], v[22:23], -2.0
	v_add_f64 v[66:67], v[66:67], s[78:79]
	v_add_f64 v[74:75], v[74:75], s[66:67]
	v_add_f64 v[76:77], v[76:77], s[72:73]
	v_add_f64 v[79:80], v[79:80], s[84:85]
	v_mul_f64 v[83:84], v[24:25], v[81:82]
	v_mul_f64 v[70:71], v[81:82], v[81:82]
	v_mul_f64 v[81:82], v[72:73], v[24:25]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[22:23]
	v_add_f64 v[89:90], -v[87:88], 1.0
	v_mul_f64 v[66:67], v[24:25], v[66:67]
	v_mul_f64 v[74:75], v[24:25], v[74:75]
	v_mul_f64 v[76:77], v[24:25], v[76:77]
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[22:23], v[22:23], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[66:67], v[66:67], s[80:81]
	v_add_f64 v[74:75], v[74:75], s[68:69]
	v_add_f64 v[76:77], v[76:77], s[74:75]
	v_rsq_f64_e32 v[85:86], v[22:23]
	v_cmp_class_f64_e64 vcc_lo, v[22:23], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[79:80], v[66:67]
	v_mul_f64 v[74:75], v[24:25], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[76:77]
	v_mul_f64 v[76:77], v[68:69], 0.5
	v_mul_f64 v[83:84], v[22:23], v[85:86]
	v_mul_f64 v[85:86], v[85:86], 0.5
	v_mul_f64 v[66:67], v[81:82], v[66:67]
	v_add_f64 v[70:71], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[79:80], -v[85:86], v[83:84], 0.5
	v_add_f64 v[66:67], v[76:77], -v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[24:25], v[70:71]
	v_fma_f64 v[83:84], v[83:84], v[79:80], v[83:84]
	v_fma_f64 v[74:75], v[85:86], v[79:80], v[85:86]
	v_mul_f64 v[79:80], v[72:73], v[68:69]
	v_add_f64 v[85:86], -v[89:90], 1.0
	v_mul_f64 v[24:25], v[24:25], v[66:67]
	v_fma_f64 v[76:77], -v[83:84], v[83:84], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[70:71], -v[79:80]
	v_mul_f64 v[79:80], v[81:82], s[86:87]
	v_add_f64 v[24:25], v[24:25], -v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[66:67], v[76:77], v[74:75], v[83:84]
	v_add_f64 v[76:77], v[85:86], -v[87:88]
	v_add_f64 v[24:25], v[24:25], v[79:80]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[68:69], -v[66:67], v[66:67], v[22:23]
	v_add_f64 v[70:71], v[76:77], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[72:73], -v[24:25]
	v_fma_f64 v[66:67], v[68:69], v[74:75], v[66:67]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[89:90], v[70:71]
	v_dual_mov_b32 v71, v1 :: v_dual_and_b32 v70, 2, v78
	v_cmp_eq_u64_e64 s1, 0, v[70:71]
	v_xor_b32_e32 v70, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v25, v70, s1
	v_ldexp_f64 v[66:67], v[66:67], v0
	v_xor_b32_e32 v72, 0x80000000, v69
	v_and_b32_e32 v0, 1, v78
	v_cndmask_b32_e64 v69, v72, v69, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v25, v25, v69, s1
	v_cndmask_b32_e64 v24, v24, v68, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_dual_mul_f32 v0, 0x3c23d70a, v0 :: v_dual_cndmask_b32 v23, v67, v23
	v_cndmask_b32_e32 v22, v66, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[24:25], v[22:23]
	v_add_f32_e32 v24, v34, v34
	v_mul_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v22, v[22:23]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v23, v34, v91
	v_add_f32_e32 v23, v23, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0.5, v23
	v_add_f32_e32 v0, v0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v34, v0
	v_mul_f32_e32 v22, v18, v22
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v22, v22, v0
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v23, v36
	s_and_saveexec_b32 s12, s6
	s_cbranch_execz .LBB9_77
.LBB9_96:
	v_xor_b32_e32 v0, s10, v46
	s_xor_b32 s0, s24, s88
	global_load_b32 v93, v[10:11], off
	s_xor_b32 s0, s0, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s1, s0, 0xd2511f53
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v58
	v_xor3_b32 v66, s0, s92, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v66, 0
	v_xor_b32_e32 v0, v25, v59
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v67, s93, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, s94, v25, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v68, s96, v24
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v25, 0
	v_xor3_b32 v0, s95, v24, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v69, s97, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s98, v24, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v70, s100, v23
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v25
	v_xor3_b32 v24, s99, v24, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s101, v23
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v24, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v24, s102, v24, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s103, v23
	v_mul_lo_u32 v25, 0xcd9e8d57, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v25, v24, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[24:25], v0
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v25, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_f64 v[24:25], v[24:25], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[24:25], 2.0
	v_mul_f64 v[85:86], v[24:25], 0.5
	v_div_scale_f64 v[68:69], null, v[66:67], v[66:67], v[24:25]
	v_div_scale_f64 v[74:75], vcc_lo, v[24:25], v[66:67], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[24:25], v[85:86]
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
	v_cvt_f64_u32_e32 v[70:71], v23
	v_add_co_ci_u32_e64 v23, null, 0, -1, s0
	v_cvt_f64_i32_e32 v[83:84], v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_div_fixup_f64 v[66:67], v[68:69], v[66:67], v[24:25]
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
	v_mul_f64 v[76:77], v[72:73], s[18:19]
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
	v_cvt_f64_u32_e32 v[81:82], v0
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
	v_mov_b32_e32 v80, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[66:67], -v[85:86]
	v_lshrrev_b32_e32 v0, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v23, 0x7ff, v0
	v_bfe_u32 v0, v71, 20, 11
	v_add_nc_u32_e32 v79, 16, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[79:80], v[0:1]
	v_dual_cndmask_b32 v69, v69, v75 :: v_dual_cndmask_b32 v68, v68, v74
	v_mul_f64 v[74:75], v[81:82], s[50:51]
	v_dual_cndmask_b32 v71, v77, v73 :: v_dual_cndmask_b32 v70, v76, v72
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_add_f64 v[23:24], v[24:25], v[66:67]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[66:67], v[72:73], v[72:73]
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_add_f64 v[23:24], v[74:75], v[23:24]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[74:75], v[66:67], s[76:77]
	v_mul_f64 v[76:77], v[66:67], s[64:65]
	v_mul_f64 v[79:80], v[66:67], s[70:71]
	v_mul_f64 v[81:82], v[66:67], s[82:83]
	v_mul_f64 v[83:84], v[66:67], v[66:67]
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	v_mul_f64 v[89:90], v[66:67], 0.5
	v_mul_f64 v[23:24], v[23:24], -2.0
	v_add_f64 v[74:75], v[74:75], s[78:79]
	v_add_f64 v[76:77], v[76:77], s[66:67]
	v_add_f64 v[79:80], v[79:80], s[72:73]
	v_add_f64 v[81:82], v[81:82], s[84:85]
	v_mul_f64 v[85:86], v[66:67], v[83:84]
	v_mul_f64 v[70:71], v[83:84], v[83:84]
	v_mul_f64 v[83:84], v[72:73], v[66:67]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_add_f64 v[91:92], -v[89:90], 1.0
	v_mul_f64 v[74:75], v[66:67], v[74:75]
	v_mul_f64 v[76:77], v[66:67], v[76:77]
	v_mul_f64 v[79:80], v[66:67], v[79:80]
	v_mul_f64 v[81:82], v[85:86], v[81:82]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[74:75], v[74:75], s[80:81]
	v_add_f64 v[76:77], v[76:77], s[68:69]
	v_add_f64 v[79:80], v[79:80], s[74:75]
	v_rsq_f64_e32 v[87:88], v[23:24]
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[81:82], v[74:75]
	v_mul_f64 v[76:77], v[66:67], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[79:80]
	v_mul_f64 v[79:80], v[68:69], 0.5
	v_mul_f64 v[85:86], v[23:24], v[87:88]
	v_mul_f64 v[87:88], v[87:88], 0.5
	v_mul_f64 v[74:75], v[83:84], v[74:75]
	v_add_f64 v[70:71], v[76:77], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[81:82], -v[87:88], v[85:86], 0.5
	v_add_f64 v[74:75], v[79:80], -v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[66:67], v[70:71]
	v_fma_f64 v[85:86], v[85:86], v[81:82], v[85:86]
	v_fma_f64 v[76:77], v[87:88], v[81:82], v[87:88]
	v_mul_f64 v[81:82], v[72:73], v[68:69]
	v_add_f64 v[87:88], -v[91:92], 1.0
	v_mul_f64 v[66:67], v[66:67], v[74:75]
	v_fma_f64 v[79:80], -v[85:86], v[85:86], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[70:71], -v[81:82]
	v_mul_f64 v[81:82], v[83:84], s[86:87]
	v_add_f64 v[66:67], v[66:67], -v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[74:75], v[79:80], v[76:77], v[85:86]
	v_add_f64 v[79:80], v[87:88], -v[89:90]
	v_add_f64 v[66:67], v[66:67], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[68:69], -v[74:75], v[74:75], v[23:24]
	v_add_f64 v[70:71], v[79:80], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[66:67], v[72:73], -v[66:67]
	v_dual_mov_b32 v73, v1 :: v_dual_and_b32 v72, 2, v78
	v_fma_f64 v[68:69], v[68:69], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[91:92], v[70:71]
	v_ldexp_f64 v[68:69], v[68:69], v0
	v_and_b32_e32 v0, 1, v78
	v_cmp_eq_u64_e64 s1, 0, v[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v25, 0x80000000, v71
	v_xor_b32_e32 v72, 0x80000000, v67
	v_cndmask_b32_e64 v25, v25, v71, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v67, v67, v72, s1
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v25, v67, v25, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_dual_cndmask_b32 v69, v69, v24 :: v_dual_cndmask_b32 v68, v68, v23
	v_cndmask_b32_e64 v24, v66, v70, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[24:25], v[68:69]
	v_add_f32_e32 v25, v36, v36
	v_cvt_f32_f64_e32 v23, v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v23, v18, v23
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v24, v36, v93
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v24, v24, v24
	v_mul_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, 0.5, v24
	v_add_f32_e32 v0, v0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v23, v23, v0
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v24, v38
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB9_78
.LBB9_97:
	v_xor_b32_e32 v0, s10, v47
	s_xor_b32 s0, s24, s88
	global_load_b32 v93, v[12:13], off
	s_xor_b32 s0, s0, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mul_hi_u32 s1, s0, 0xd2511f53
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor_b32_e32 v0, s1, v60
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v25, s0, s92, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v25, 0
	v_xor_b32_e32 v0, v67, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v25, v69, s93, v66
	v_mad_u64_u32 v[66:67], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v25, 0
	v_xor3_b32 v0, s94, v67, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v66, v70, s96, v66
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[66:67], null, 0xcd9e8d57, v66, 0
	v_xor3_b32 v0, s95, v25, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v67, v67, s97, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v67, 0
	v_xor3_b32 v0, s98, v25, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v68, v68, s100, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v68
	v_xor3_b32 v25, s99, v25, v66
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s101, v24
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v25, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v25, s102, v25, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s103, v24
	v_mul_lo_u32 v66, 0xcd9e8d57, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v66, v25, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[66:67], v0
	v_add_f64 v[66:67], v[66:67], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[66:67], v[66:67], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v25, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v67, 0x3fe6a09e, v25
	v_cvt_f64_u32_e32 v[24:25], v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s0, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v83, null, 0, -1, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[66:67], v[66:67], -1.0
	v_cvt_f64_i32_e32 v[83:84], v83
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[66:67], 2.0
	v_mul_f64 v[85:86], v[66:67], 0.5
	v_ldexp_f64 v[83:84], v[83:84], 32
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	v_div_scale_f64 v[70:71], null, v[68:69], v[68:69], v[66:67]
	v_div_scale_f64 v[76:77], vcc_lo, v[66:67], v[68:69], v[66:67]
	v_mul_f64 v[85:86], v[66:67], v[85:86]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[24:25], v[24:25], s[52:53]
	v_rcp_f64_e32 v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[78:79], v[24:25], s[54:55]
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], 0x43380000, v[78:79]
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], 0xc3380000, v[78:79]
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[79:80], s[56:57]
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[76:77], v[72:73]
	v_fma_f64 v[70:71], -v[70:71], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[70:71], v[70:71], v[72:73], v[74:75]
	v_div_fixup_f64 v[68:69], v[70:71], v[68:69], v[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[68:69], v[68:69]
	v_mul_f64 v[72:73], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], s[40:41]
	v_mul_f64 v[76:77], v[72:73], s[18:19]
	v_add_f64 v[74:75], v[74:75], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[36:37]
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[72:73], v[76:77]
	v_add_f64 v[74:75], v[74:75], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[38:39]
	v_mul_f64 v[74:75], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_add_f64 v[76:77], v[24:25], v[81:82]
	v_cvt_f64_u32_e32 v[81:82], v0
	v_add_f64 v[74:75], v[74:75], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	v_mul_f64 v[74:75], v[79:80], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[81:82], s[48:49]
	v_add_f64 v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[76:77], v[74:75]
	v_add_f64 v[70:71], v[85:86], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[76:77], -v[72:73]
	v_mul_f64 v[68:69], v[68:69], v[70:71]
	v_mul_f64 v[70:71], v[79:80], s[58:59]
	v_mul_f64 v[79:80], v[79:80], s[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[83:84], v[74:75]
	v_add_f64 v[68:69], v[87:88], v[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[76:77], -v[70:71]
	v_add_f64 v[74:75], v[79:80], -v[74:75]
	v_mov_b32_e32 v80, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[68:69], v[68:69], -v[85:86]
	v_lshrrev_b32_e32 v0, 20, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v24, 0x7ff, v0
	v_bfe_u32 v0, v25, 20, 11
	v_add_nc_u32_e32 v79, 16, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[79:80], v[0:1]
	v_dual_cndmask_b32 v71, v71, v75 :: v_dual_cndmask_b32 v70, v70, v74
	v_mul_f64 v[74:75], v[81:82], s[50:51]
	v_dual_cndmask_b32 v25, v77, v73 :: v_dual_cndmask_b32 v24, v76, v72
	v_add_f64 v[72:73], v[24:25], -v[70:71]
	v_add_f64 v[66:67], v[66:67], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[68:69], v[72:73], v[72:73]
	v_add_f64 v[24:25], v[24:25], -v[72:73]
	v_add_f64 v[66:67], v[74:75], v[66:67]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[74:75], v[68:69], s[76:77]
	v_mul_f64 v[76:77], v[68:69], s[64:65]
	v_mul_f64 v[79:80], v[68:69], s[70:71]
	v_mul_f64 v[81:82], v[68:69], s[82:83]
	v_mul_f64 v[83:84], v[68:69], v[68:69]
	v_add_f64 v[24:25], v[24:25], -v[70:71]
	v_mul_f64 v[89:90], v[68:69], 0.5
	v_mul_f64 v[66:67], v[66:67], -2.0
	v_add_f64 v[74:75], v[74:75], s[78:79]
	v_add_f64 v[76:77], v[76:77], s[66:67]
	v_add_f64 v[79:80], v[79:80], s[72:73]
	v_add_f64 v[81:82], v[81:82], s[84:85]
	v_mul_f64 v[85:86], v[68:69], v[83:84]
	v_mul_f64 v[70:71], v[83:84], v[83:84]
	v_mul_f64 v[83:84], v[72:73], v[68:69]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[66:67]
	v_add_f64 v[91:92], -v[89:90], 1.0
	v_mul_f64 v[74:75], v[68:69], v[74:75]
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	v_mul_f64 v[79:80], v[68:69], v[79:80]
	v_mul_f64 v[81:82], v[85:86], v[81:82]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[66:67], v[66:67], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[74:75], v[74:75], s[80:81]
	v_add_f64 v[76:77], v[76:77], s[68:69]
	v_add_f64 v[79:80], v[79:80], s[74:75]
	v_rsq_f64_e32 v[87:88], v[66:67]
	v_cmp_class_f64_e64 vcc_lo, v[66:67], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[74:75], v[81:82], v[74:75]
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[70:71], v[70:71], v[79:80]
	v_mul_f64 v[79:80], v[24:25], 0.5
	v_mul_f64 v[85:86], v[66:67], v[87:88]
	v_mul_f64 v[87:88], v[87:88], 0.5
	v_mul_f64 v[74:75], v[83:84], v[74:75]
	v_add_f64 v[70:71], v[76:77], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[81:82], -v[87:88], v[85:86], 0.5
	v_add_f64 v[74:75], v[79:80], -v[74:75]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[70:71], v[68:69], v[70:71]
	v_fma_f64 v[85:86], v[85:86], v[81:82], v[85:86]
	v_fma_f64 v[76:77], v[87:88], v[81:82], v[87:88]
	v_mul_f64 v[81:82], v[72:73], v[24:25]
	v_add_f64 v[87:88], -v[91:92], 1.0
	v_mul_f64 v[68:69], v[68:69], v[74:75]
	v_fma_f64 v[79:80], -v[85:86], v[85:86], v[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[70:71], v[70:71], -v[81:82]
	v_mul_f64 v[81:82], v[83:84], s[86:87]
	v_add_f64 v[24:25], v[68:69], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[74:75], v[79:80], v[76:77], v[85:86]
	v_add_f64 v[79:80], v[87:88], -v[89:90]
	v_add_f64 v[24:25], v[24:25], v[81:82]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[68:69], -v[74:75], v[74:75], v[66:67]
	v_add_f64 v[70:71], v[79:80], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[72:73], -v[24:25]
	v_dual_mov_b32 v73, v1 :: v_dual_and_b32 v72, 2, v78
	v_cmp_eq_u64_e64 s1, 0, v[72:73]
	v_fma_f64 v[68:69], v[68:69], v[76:77], v[74:75]
	v_add_f64 v[70:71], v[91:92], v[70:71]
	v_xor_b32_e32 v72, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v25, v25, v72, s1
	v_ldexp_f64 v[68:69], v[68:69], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v74, 0x80000000, v71
	v_and_b32_e32 v0, 1, v78
	v_cndmask_b32_e64 v71, v74, v71, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v67, v69, v67, vcc_lo
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e32 v66, v68, v66, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_cndmask_b32_e64 v25, v25, v71, s1
	v_cndmask_b32_e64 v24, v24, v70, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[24:25], v[66:67]
	v_add_f32_e32 v66, v38, v38
	v_cvt_f32_f64_e32 v24, v[24:25]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_dual_sub_f32 v25, v38, v93 :: v_dual_add_f32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v25, v25, v25 :: v_dual_add_f32 v0, v0, v0
	v_dual_mul_f32 v25, 0.5, v25 :: v_dual_mul_f32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v66, v0
	v_add_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v38, v0
	v_mul_f32_e32 v24, v18, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v24, v24, v0
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v25, v40
	s_and_saveexec_b32 s12, s8
	s_cbranch_execnz .LBB9_79
	s_branch .LBB9_80
.LBB9_98:
	global_load_b32 v0, v[2:3], off
	ds_load_b32 v18, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v29, v29 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v29, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v29, v29, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_86
.LBB9_99:
	global_load_b32 v0, v[4:5], off
	ds_load_b32 v18, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v31, v31 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v31, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v31, v31, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_87
.LBB9_100:
	global_load_b32 v0, v[6:7], off
	ds_load_b32 v18, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v32, v32 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v32, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v32, v32, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_88
.LBB9_101:
	global_load_b32 v0, v[8:9], off
	ds_load_b32 v18, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v19, v34, v34 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v18, v19, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v34, v34, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_89
.LBB9_102:
	global_load_b32 v0, v[10:11], off
	ds_load_b32 v18, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v36, v36 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v36, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v36, v36, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_90
.LBB9_103:
	global_load_b32 v0, v[12:13], off
	ds_load_b32 v18, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v19, v38, v38 :: v_dual_add_f32 v0, v0, v0
	v_mul_f32_e32 v18, v19, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v38, v38, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_91
.LBB9_104:
	global_load_b32 v0, v[14:15], off
	ds_load_b32 v18, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v40, v40 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v40, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v40, v40, v0
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_19
.LBB9_105:
	global_load_b32 v0, v[16:17], off
	ds_load_b32 v18, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v19, v41, v41 :: v_dual_add_f32 v18, -4.0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v18
	v_mul_f32_e32 v18, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v0, v41, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0.5, v0
	v_add_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v41, v41, v0
	s_branch .LBB9_19
.LBB9_106:
	v_readlane_b32 s16, v96, 0
	v_readlane_b32 s17, v96, 1
.LBB9_107:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB9_117
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB9_118
.LBB9_109:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB9_119
.LBB9_110:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB9_120
.LBB9_111:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB9_121
.LBB9_112:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB9_122
.LBB9_113:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB9_123
.LBB9_114:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB9_116
.LBB9_115:
	s_waitcnt vmcnt(0)
	global_store_b32 v39, v41, s[16:17]
.LBB9_116:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB9_117:
	s_waitcnt vmcnt(0)
	global_store_b32 v26, v29, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_109
.LBB9_118:
	s_waitcnt vmcnt(0)
	global_store_b32 v27, v31, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB9_110
.LBB9_119:
	s_waitcnt vmcnt(0)
	global_store_b32 v28, v32, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB9_111
.LBB9_120:
	s_waitcnt vmcnt(0)
	global_store_b32 v30, v34, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB9_112
.LBB9_121:
	s_waitcnt vmcnt(0)
	global_store_b32 v33, v36, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB9_113
.LBB9_122:
	s_waitcnt vmcnt(0)
	global_store_b32 v35, v38, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB9_114
.LBB9_123:
	s_waitcnt vmcnt(0)
	global_store_b32 v37, v40, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB9_115
	s_branch .LBB9_116
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_w8192
		.amdhsa_group_segment_fixed_size 32772
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 97
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

	.set tessera_tether_pairwise_w8192.num_vgpr, 97
	.set tessera_tether_pairwise_w8192.num_agpr, 0
	.set tessera_tether_pairwise_w8192.numbered_sgpr, 105
	.set tessera_tether_pairwise_w8192.num_named_barrier, 0
	.set tessera_tether_pairwise_w8192.private_seg_size, 776
	.set tessera_tether_pairwise_w8192.uses_vcc, 1
	.set tessera_tether_pairwise_w8192.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w8192.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w8192.has_recursion, 0
	.set tessera_tether_pairwise_w8192.has_indirect_call, 0
	.globl	tessera_tether_pairwise_wide
	.p2align	8
	.type	tessera_tether_pairwise_wide,@function
tessera_tether_pairwise_wide:
	s_load_b256 s[16:23], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[22:23], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_38
	s_load_b128 s[24:27], s[0:1], 0x20
	s_mov_b64 s[6:7], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_cbranch_scc1 .LBB10_38
	s_clause 0x1
	s_load_b256 s[8:15], s[0:1], 0x30
	s_load_b128 s[28:31], s[0:1], 0x50
	s_mul_i32 s0, s25, s2
	s_mul_hi_u32 s1, s24, s2
	s_mul_i32 s22, s24, s2
	s_add_i32 s23, s1, s0
	v_mov_b32_e32 v1, 0
	s_lshl_b64 s[0:1], s[22:23], 3
	s_mov_b32 s38, 0xdf3e5244
	s_waitcnt lgkmcnt(0)
	s_add_u32 s15, s20, s0
	s_addc_u32 s33, s21, s1
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	v_cmp_eq_u32_e64 s1, 0, v0
	s_mov_b32 s40, 0x96cb03de
	s_mov_b32 s42, 0x94229359
	s_mov_b32 s44, 0x55555593
	s_mov_b32 s46, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s50, 0x54442d18
	s_cmp_eq_u32 s11, 0
	s_mov_b32 s52, 0x6dc9c883
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s10, 0
	v_writelane_b32 v47, s0, 0
	s_cselect_b32 s93, -1, 0
	s_add_u32 s4, s28, 0x9e3779b9
	s_addc_u32 s5, s29, 0
	v_cmp_gt_u64_e64 s0, s[24:25], v[0:1]
	v_writelane_b32 v47, s4, 1
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 s54, 0x54400000
	s_mov_b32 s56, 0x1a626331
	s_mov_b32 s58, 0x1a600000
	v_writelane_b32 v47, s5, 2
	s_add_u32 s4, s29, 0xbb67ae85
	s_addc_u32 s5, 0, 0
	s_add_u32 s94, s28, 0x3c6ef372
	s_add_u32 s36, s29, 0x76cf5d0a
	v_writelane_b32 v47, s4, 3
	s_addc_u32 s37, 0, 0
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
	s_add_i32 s92, s28, 0x8ff34781
	s_cmp_lg_u64 s[24:25], 0
	v_writelane_b32 v47, s5, 4
	s_cselect_b32 s4, -1, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	s_and_b32 s10, s93, s0
	s_or_b32 s2, s2, 4
	v_writelane_b32 v47, s4, 5
	s_mul_i32 s3, s24, s3
	s_mul_hi_u32 s4, s24, s2
	v_add_co_u32 v4, s5, s15, v0
	s_add_i32 s3, s4, s3
	s_mul_i32 s4, s25, s2
	s_mul_i32 s2, s24, s2
	s_add_i32 s3, s3, s4
	s_add_u32 s4, s20, s2
	v_add_co_ci_u32_e64 v5, null, s33, 0, s5
	s_addc_u32 s5, s21, s3
	s_lshl_b64 s[2:3], s[22:23], 2
	s_mov_b32 s20, 0x9997fa04
	v_add_co_u32 v10, s2, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s3, 0, s2
	v_add_co_u32 v6, s2, s4, v0
	v_add_co_u32 v8, vcc_lo, s16, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s17, v11, vcc_lo
	v_add_co_u32 v10, vcc_lo, s18, v10
	v_add_co_ci_u32_e64 v7, null, s5, 0, s2
	v_add_co_ci_u32_e64 v11, null, s19, v11, vcc_lo
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s18, 0x1d8e78af
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
	s_movk_i32 s11, 0x1fc
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd99999
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
	s_mov_b32 s34, -8
	s_branch .LBB10_5
.LBB10_3:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s3
.LBB10_4:
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_mul_f32 s12, s13, s12
	s_cmp_eq_u64 s[6:7], s[26:27]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_38
.LBB10_5:
	s_and_saveexec_b32 s35, s10
	s_cbranch_execz .LBB10_10
	s_add_u32 s2, s6, s30
	s_addc_u32 s4, s7, s31
	v_readlane_b32 s88, v47, 1
	s_mul_hi_u32 s3, s4, 0xcd9e8d57
	v_readlane_b32 s89, v47, 2
	s_xor_b32 s86, s28, s3
	v_dual_mov_b32 v13, v7 :: v_dual_mov_b32 v12, v6
	s_xor_b32 s86, s86, s2
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	s_mul_hi_u32 s91, s86, 0xd2511f53
	s_mul_i32 s90, s86, 0xd2511f53
	v_readlane_b32 s86, v47, 3
	v_readlane_b32 s87, v47, 4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s5, 0
	s_mul_i32 s2, s4, 0xcd9e8d57
	s_mov_b32 s4, s91
	s_xor_b64 s[88:89], s[88:89], s[2:3]
	s_xor_b64 s[86:87], s[4:5], s[86:87]
	s_xor_b64 s[90:91], s[36:37], s[90:91]
.LBB10_7:
	v_add_co_u32 v0, vcc_lo, s22, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, s23, v17, vcc_lo
	v_add_co_u32 v16, s2, 0x100, v16
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v0, s29, v20
	v_add_co_ci_u32_e64 v17, null, 0, v17, s2
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v0, v19
	v_xor_b32_e32 v20, s86, v18
	s_or_b32 s5, vcc_lo, s5
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v20, 0
	v_xor_b32_e32 v0, s88, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v21, s94, v18
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor_b32_e32 v0, s90, v19
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
	v_xor3_b32 v18, v21, s100, v22
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s99, v22, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v19, v19, s101, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v0, s102, v22, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	v_xor3_b32 v20, v20, s104, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v0, v18
	v_mul_lo_u32 v20, 0xcd9e8d57, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v0, vcc_hi, v0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v20, s92, v19
	global_store_b32 v[12:13], v0, off
	global_store_b32 v[14:15], v18, off
	v_add_co_u32 v14, s2, 0x400, v14
	v_add_co_u32 v12, s3, 0x400, v12
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	v_add_co_ci_u32_e64 v13, null, 0, v13, s3
	s_and_not1_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB10_7
	s_or_b32 exec_lo, exec_lo, s5
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
	v_mul_f64 v[24:25], v[24:25], s[50:51]
	v_mul_f64 v[28:29], v[26:27], s[38:39]
	v_mul_f64 v[30:31], v[26:27], s[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[24:25], s[52:53]
	v_add_f64 v[28:29], v[28:29], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[18:19]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[30:31], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], 0xc3380000, v[32:33]
	v_add_f64 v[28:29], v[28:29], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], s[20:21]
	v_mul_f64 v[35:36], v[33:34], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[28:29]
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[30:31], v[24:25], v[35:36]
	v_cvt_f64_u32_e32 v[35:36], v0
	v_add_f64 v[28:29], v[28:29], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], v[37:38], v[35:36]
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[33:34], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[35:36], s[46:47]
	v_add_f64 v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[30:31], v[28:29]
	v_add_f64 v[22:23], v[39:40], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[30:31], -v[26:27]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	v_mul_f64 v[22:23], v[33:34], s[56:57]
	v_mul_f64 v[33:34], v[33:34], s[60:61]
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
	v_mul_f64 v[28:29], v[35:36], s[48:49]
	v_dual_cndmask_b32 v25, v31, v27 :: v_dual_cndmask_b32 v24, v30, v26
	v_add_f64 v[26:27], v[24:25], -v[22:23]
	v_add_f64 v[18:19], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[26:27], v[26:27]
	v_add_f64 v[24:25], v[24:25], -v[26:27]
	v_add_f64 v[18:19], v[28:29], v[18:19]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[28:29], v[20:21], s[74:75]
	v_mul_f64 v[30:31], v[20:21], s[62:63]
	v_mul_f64 v[33:34], v[20:21], s[68:69]
	v_mul_f64 v[35:36], v[20:21], s[80:81]
	v_mul_f64 v[37:38], v[20:21], v[20:21]
	v_add_f64 v[22:23], v[24:25], -v[22:23]
	v_mul_f64 v[43:44], v[20:21], 0.5
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_add_f64 v[28:29], v[28:29], s[76:77]
	v_add_f64 v[30:31], v[30:31], s[64:65]
	v_add_f64 v[33:34], v[33:34], s[70:71]
	v_add_f64 v[35:36], v[35:36], s[82:83]
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
	v_add_f64 v[28:29], v[28:29], s[78:79]
	v_add_f64 v[30:31], v[30:31], s[66:67]
	v_add_f64 v[33:34], v[33:34], s[72:73]
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
	v_mul_f64 v[35:36], v[37:38], s[84:85]
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
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[16:17]
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
	s_or_b32 exec_lo, exec_lo, s35
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_13
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v15, v5 :: v_dual_mov_b32 v14, v4
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	s_mov_b32 s4, 0
	.p2align	6
.LBB10_12:
	global_load_b32 v0, v[12:13], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[16:17]
	s_or_b32 s4, vcc_lo, s4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v0, v0
	global_store_b32 v[14:15], v0, off
	v_add_co_u32 v14, s2, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, s2
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB10_12
.LBB10_13:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s1
	s_cbranch_execz .LBB10_29
	v_readlane_b32 s2, v47, 5
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_23
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_mov_b64 s[86:87], 0
	s_branch .LBB10_17
.LBB10_16:
	s_or_b32 exec_lo, exec_lo, s35
	v_lshl_add_u32 v16, v12, 2, 0x200
	v_lshl_add_u32 v17, v12, 3, 0
	s_add_u32 s86, s86, 1
	v_dual_mov_b32 v12, v14 :: v_dual_mov_b32 v13, v15
	s_addc_u32 s87, s87, 0
	s_waitcnt vmcnt(0)
	scratch_store_b32 v16, v0, off
	scratch_store_b64 v17, v[18:19], off
	s_cmp_eq_u64 s[86:87], s[24:25]
	s_cbranch_scc1 .LBB10_24
.LBB10_17:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[12:13]
	s_lshl_b64 s[2:3], s[86:87], 2
	s_add_u32 s2, s15, s2
	s_addc_u32 s3, s33, s3
	v_subrev_co_ci_u32_e64 v0, null, 0, v12, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[14:15], v0, off
	global_load_b32 v0, v1, s[2:3]
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s2, 0, v[14:15]
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_xor_b32 s2, exec_lo, s3
	v_add_co_u32 v14, vcc_lo, v12, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v13, vcc_lo
	s_or_saveexec_b32 s35, s2
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	s_xor_b32 exec_lo, exec_lo, s35
	s_cbranch_execz .LBB10_16
	v_add_co_u32 v16, vcc_lo, v12, -1
	v_lshl_add_u32 v20, v12, 2, s11
	v_lshl_add_u32 v21, v12, 3, s34
	v_add_co_ci_u32_e64 v17, null, -1, v13, vcc_lo
	s_mov_b64 s[88:89], 0
	s_mov_b32 s90, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_21:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[16:17]
	s_add_u32 s88, s88, 1
	s_addc_u32 s89, s89, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v18, s88 :: v_dual_mov_b32 v19, s89
	v_cndmask_b32_e32 v14, 1, v16, vcc_lo
	v_add_co_u32 v16, s4, v16, -1
	v_add_co_ci_u32_e64 v17, null, -1, v17, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v14, 3, v14
	v_sub_nc_u32_e32 v14, v21, v14
	v_add_nc_u32_e32 v21, -8, v21
	scratch_load_b64 v[22:23], v14, off
	scratch_load_b32 v24, v20, off
	v_dual_mov_b32 v15, v13 :: v_dual_mov_b32 v14, v12
	v_add_nc_u32_e32 v20, -4, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[14:15]
	v_add_co_u32 v12, s3, v14, -1
	v_add_co_ci_u32_e64 v13, null, -1, v15, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s2, s[88:89], v[22:23]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v24
	s_or_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s2, exec_lo, s2
	s_or_b32 s90, s2, s90
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s90
	s_cbranch_execnz .LBB10_21
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s90
	s_branch .LBB10_16
.LBB10_23:
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
.LBB10_24:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[14:15]
	s_mov_b32 s4, exec_lo
	v_cndmask_b32_e64 v0, 0, 1, vcc_lo
	v_sub_co_u32 v12, s2, v14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_subrev_co_ci_u32_e64 v13, null, 0, v15, s2
	v_lshl_add_u32 v0, v12, 2, 0x200
	scratch_load_b32 v0, v0, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	v_cmpx_lt_u64_e32 1, v[14:15]
	s_cbranch_execz .LBB10_28
	v_lshlrev_b32_e32 v14, 2, v14
	s_mov_b64 s[2:3], 0
	s_mov_b32 s35, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v14, v14, s11, -4
.LBB10_26:
	scratch_load_b32 v15, v14, off
	s_add_u32 s2, s2, 1
	s_addc_u32 s3, s3, 0
	v_add_nc_u32_e32 v14, -4, v14
	v_cmp_ge_u64_e32 vcc_lo, s[2:3], v[12:13]
	s_or_b32 s35, vcc_lo, s35
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v15
	s_and_not1_b32 exec_lo, exec_lo, s35
	s_cbranch_execnz .LBB10_26
	s_or_b32 exec_lo, exec_lo, s35
.LBB10_28:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s4
	ds_store_b32 v1, v0
.LBB10_29:
	s_or_b32 exec_lo, exec_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s93
	s_mov_b32 s2, -1
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_34
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB10_33
	s_mul_f32 s3, s14, s12
	ds_load_b32 v17, v1
	s_cmp_gt_f32 s3, 0
	s_mul_f32 s2, s3, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s3, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1)
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
	v_mov_b32_e32 v15, v11
	s_mov_b32 s3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v14, v10 :: v_dual_mul_f32 v13, 0x37800000, v12
	v_cndmask_b32_e64 v12, v12, v13, s2
	v_cmp_class_f32_e64 s2, v0, 0x260
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v13, -4.0, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v12, v0, s2
	v_add_f32_e32 v18, v13, v13
	v_readlane_b32 s2, v47, 0
	v_mov_b32_e32 v13, v9
	v_mov_b32_e32 v17, v7
	v_dual_cndmask_b32 v19, 0, v0 :: v_dual_mov_b32 v12, v8
	v_mov_b32_e32 v16, v6
	v_mul_f32_e32 v0, 0x3c23d70a, v18
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v20, v19, s9, s2
	v_dual_mov_b32 v19, v3 :: v_dual_mov_b32 v18, v2
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_32:
	global_load_b32 v21, v[12:13], off
	global_load_b32 v22, v[14:15], off
	global_load_b32 v23, v[16:17], off
	v_add_co_u32 v18, vcc_lo, 0x100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x400, v16
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[18:19]
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt vmcnt(2)
	v_add_f32_e32 v24, v21, v21
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v22, v21, v22 :: v_dual_mul_f32 v23, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v24, v0
	v_add_f32_e32 v22, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0.5, v22
	v_add_f32_e32 v22, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, s8, v22
	v_sub_f32_e32 v21, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v23, v21
	global_store_b32 v[12:13], v21, off
	v_add_co_u32 v12, s2, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB10_32
.LBB10_33:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s4
	s_mov_b32 s2, 0
.LBB10_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s2
	s_cbranch_vccnz .LBB10_4
	s_and_saveexec_b32 s3, s0
	s_cbranch_execz .LBB10_3
	ds_load_b32 v0, v1
	s_mov_b32 s4, 0
	v_dual_mov_b32 v13, v9 :: v_dual_mov_b32 v12, v8
	v_dual_mov_b32 v17, v3 :: v_dual_mov_b32 v16, v2
	v_dual_mov_b32 v15, v11 :: v_dual_mov_b32 v14, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_37:
	global_load_b32 v18, v[12:13], off
	global_load_b32 v19, v[14:15], off
	v_add_co_u32 v16, vcc_lo, 0x100, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, 0, v17, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x400, v14
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[16:17]
	s_or_b32 s4, vcc_lo, s4
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v20, v18, v18
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v19, v18, v19 :: v_dual_mul_f32 v20, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v20, v19
	v_mul_f32_e32 v19, s8, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v18, v19
	global_store_b32 v[12:13], v18, off
	v_add_co_u32 v12, s2, 0x400, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, s2
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB10_37
	s_branch .LBB10_3
.LBB10_38:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_tether_pairwise_wide
		.amdhsa_group_segment_fixed_size 4
		.amdhsa_private_segment_fixed_size 776
		.amdhsa_kernarg_size 96
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
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
		.amdhsa_inst_pref_size 37
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
	.set tessera_tether_pairwise_wide.private_seg_size, 776
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
    .private_segment_fixed_size: 776
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w4x64.kd
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
    .private_segment_fixed_size: 776
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w32x8.kd
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
    .private_segment_fixed_size: 776
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w64x4.kd
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
    .private_segment_fixed_size: 776
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w128x2.kd
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
    .private_segment_fixed_size: 776
    .sgpr_count:     105
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
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
    .private_segment_fixed_size: 776
    .sgpr_count:     105
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w512.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
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
    .private_segment_fixed_size: 776
    .sgpr_count:     105
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
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
    .private_segment_fixed_size: 776
    .sgpr_count:     106
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w2048.kd
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
    .group_segment_fixed_size: 16388
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_pairwise_w4096
    .private_segment_fixed_size: 776
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     64
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
    .private_segment_fixed_size: 776
    .sgpr_count:     107
    .sgpr_spill_count: 5
    .symbol:         tessera_tether_pairwise_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     97
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
    .private_segment_fixed_size: 776
    .sgpr_count:     107
    .sgpr_spill_count: 6
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
