	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
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
	s_cbranch_vccnz .LBB0_53
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
	s_cbranch_execz .LBB0_3
	global_load_b32 v13, v12, s[24:25]
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[8:9], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB0_50
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v1, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v17, 0xfffffbcb
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v5, v2
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
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
	s_add_u32 s90, s21, 0x76cf5d0a
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
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s101, s20, 0x8ff34781
	s_and_b32 s28, s10, 0x1fe
	v_xor_b32_e32 v14, s1, v6
	v_xor_b32_e32 v15, s3, v4
	v_xor_b32_e32 v16, s4, v5
	s_bitcmp1_b32 s10, 0
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x2e000000
	s_mov_b32 s60, 0x252049c1
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
	s_mov_b32 s29, 0
	s_cselect_b32 s102, -1, 0
	s_movk_i32 s103, 0x1fc
	s_mov_b32 s104, -8
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
	s_mov_b32 s59, 0xbba3198a
	s_mov_b32 s61, 0x397b839a
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
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v13
.LBB0_6:
	s_add_u32 s26, s26, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v13, v0
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[8:9]
	s_cbranch_scc1 .LBB0_51
.LBB0_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v13, v13
	ds_store_b32 v12, v0
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s0
	s_cbranch_execz .LBB0_43
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_12
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s3, -1, 0
	s_cbranch_execz .LBB0_13
	s_branch .LBB0_14
.LBB0_12:
	s_mov_b32 s1, 0
	s_mov_b32 s3, 0
.LBB0_13:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s3, -1, 0
.LBB0_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[86:87], 0
	s_branch .LBB0_18
.LBB0_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s86, s86, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s87, s87, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v18, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[86:87], s[28:29]
	s_cbranch_scc1 .LBB0_30
.LBB0_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b32 s5, s86, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	v_mov_b32_e32 v0, s5
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
	s_or_saveexec_b32 s6, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v18, v4, 2, s103
	v_lshl_add_u32 v19, v4, 3, s104
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[88:89], 0
	s_mov_b32 s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s88, s88, 1
	s_addc_u32 s89, s89, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s88 :: v_dual_mov_b32 v11, s89
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, s4, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v19, v6
	v_add_nc_u32_e32 v19, -8, v19
	scratch_load_b64 v[20:21], v6, off
	scratch_load_b32 v22, v18, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v18, -4, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s3, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[88:89], v[20:21]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v22
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s7, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
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
	v_mov_b32_e32 v5, s5
	ds_load_b32 v18, v5 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s6, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s103
	v_lshl_add_u32 v19, v6, 3, s104
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[4:5], 0
	s_mov_b32 s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_28:
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
	v_sub_nc_u32_e32 v4, v19, v4
	scratch_load_b64 v[20:21], v4, off
	scratch_load_b32 v22, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v19, -8, v19
	v_dual_mov_b32 v5, v7 :: v_dual_add_nc_u32 v0, -4, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s3, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[4:5], v[20:21]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v18, v18, v22
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s7, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_28
	s_branch .LBB0_16
.LBB0_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s10 :: v_dual_mov_b32 v5, s11
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[4:5], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_31
	s_branch .LBB0_38
.LBB0_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[4:5], s[28:29]
	s_mov_b32 s1, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_38
.LBB0_31:
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
	s_or_saveexec_b32 s6, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB0_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v18, v6, 2, s103
	v_lshl_add_u32 v19, v6, 3, s104
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[4:5], 0
	s_mov_b32 s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB0_35:
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
	v_sub_nc_u32_e32 v4, v19, v4
	scratch_load_b64 v[20:21], v4, off
	scratch_load_b32 v22, v18, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v19, -8, v19
	v_dual_mov_b32 v5, v7 :: v_dual_add_nc_u32 v18, -4, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s3, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[4:5], v[20:21]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v22
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s7, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB0_38:
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
	s_cbranch_execz .LBB0_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[4:5], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s103, -4
.LBB0_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[4:5], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB0_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB0_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
	ds_store_b32 v1, v0 offset:1024
.LBB0_43:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_47
	v_mov_b32_e32 v0, v13
	s_and_saveexec_b32 s86, s2
	s_cbranch_execz .LBB0_46
	s_mul_f32 s87, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s87, 0
	s_mul_f32 s3, s87, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s87, 0xf800000
	v_mov_b32_e32 v46, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s26, s22
	s_addc_u32 s5, s27, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s6, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, s6, v14
	s_xor_b32 s5, s20, s5
	s_mov_b32 s6, 0xd078c69f
	s_xor_b32 s4, s5, s4
	s_mov_b32 s7, 0x3fc39a09
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s5, v15
	v_xor3_b32 v7, s4, s90, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v6, v16
	v_xor3_b32 v8, v8, s91, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s92, v6, v4
	v_xor3_b32 v6, v9, s94, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v5, v7
	v_xor3_b32 v6, v10, s95, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s96, v5, v8
	v_xor3_b32 v7, v7, s98, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s97, v5, v9
	v_xor3_b32 v0, v0, s99, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s100, v5, v6
	v_xor3_b32 v0, v0, s21, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v5
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s101, v5, v6
	v_cvt_f64_u32_e32 v[5:6], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], 0.5
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[7:8], v[5:6], 54
	v_cmp_gt_f64_e64 s4, 0x100000, v[5:6]
	v_cndmask_b32_e64 v0, v6, v8, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v7, v5, v7, s4
	v_add_co_u32 v9, s5, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v10, null, 0, 0, s5
	v_and_b32_e32 v0, 0xfffff, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[9:10], 20, v[9:10]
	v_add_nc_u32_e32 v8, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v17, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[7:8], -1.0
	v_add_f64 v[18:19], v[7:8], 2.0
	v_mul_f64 v[38:39], v[7:8], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[7:8]
	v_div_scale_f64 v[26:27], vcc_lo, v[7:8], v[18:19], v[7:8]
	v_mul_f64 v[38:39], v[7:8], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[22:23], v[20:21]
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_mul_f64 v[24:25], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[20:21], v[24:25], v[26:27]
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[24:25]
	v_add_co_u32 v0, vcc_lo, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[40:41], v0
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[7:8]
	v_cvt_f64_u32_e32 v[20:21], v4
	v_add_co_ci_u32_e64 v4, null, -1, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[9:10], v4
	v_mul_f64 v[22:23], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], 0.5
	v_ldexp_f64 v[9:10], v[9:10], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[9:10], v[40:41]
	v_mul_f64 v[26:27], v[24:25], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[20:21], s[46:47]
	v_mul_f64 v[30:31], v[24:25], s[6:7]
	v_mul_f64 v[44:45], v[9:10], s[42:43]
	v_mul_f64 v[9:10], v[9:10], s[44:45]
	v_add_f64 v[26:27], v[26:27], s[36:37]
	v_mul_f64 v[28:29], v[20:21], s[48:49]
	v_add_f64 v[30:31], v[30:31], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[38:39]
	v_add_f64 v[32:33], 0xc3380000, v[28:29]
	v_mul_f64 v[29:30], v[24:25], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[30:31]
	v_mul_f64 v[36:37], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[32:33], s[56:57]
	v_add_f64 v[26:27], v[26:27], s[40:41]
	v_add_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[24:25], v[24:25], v[29:30]
	v_mul_f64 v[29:30], v[32:33], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_add_f64 v[24:25], v[34:35], -v[26:27]
	v_add_f64 v[42:43], v[26:27], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[38:39], v[22:23]
	v_add_f64 v[24:25], v[24:25], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[26:27], -v[42:43]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[22:23], v[40:41], -v[24:25]
	v_mul_f64 v[24:25], v[32:33], s[52:53]
	v_mul_f64 v[31:32], v[32:33], s[60:61]
	v_add_f64 v[29:30], v[36:37], v[29:30]
	v_add_f64 v[18:19], v[44:45], v[18:19]
	v_add_f64 v[36:37], v[26:27], -v[22:23]
	v_add_f64 v[40:41], v[34:35], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[31:32], -v[29:30]
	v_add_f64 v[18:19], v[18:19], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v0, 20, v37
	v_lshrrev_b32_e32 v11, 20, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0x7ff, v0
	v_bfe_u32 v0, v21, 20, 11
	v_add_nc_u32_e32 v31, 49, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_and_b32_e32 v4, 0x7ff, v11
	v_mov_b32_e32 v32, v1
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 16, v4
	v_cmp_lt_u64_e64 s4, v[31:32], v[0:1]
	v_dual_cndmask_b32 v4, v26, v42 :: v_dual_cndmask_b32 v11, v27, v43
	v_cndmask_b32_e32 v0, v23, v30, vcc_lo
	v_cndmask_b32_e32 v26, v22, v29, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[5:6]
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v22, v34, v4, s4
	v_cndmask_b32_e64 v23, v35, v11, s4
	v_cndmask_b32_e64 v25, v25, v0, s4
	v_cndmask_b32_e64 v24, v24, v26, s4
	v_cmp_neq_f64_e64 s4, 0, v[5:6]
	global_load_b32 v43, v[2:3], off
	v_add_f64 v[7:8], v[7:8], v[18:19]
	v_add_f64 v[18:19], v[22:23], -v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[9:10], v[7:8]
	v_mul_f64 v[9:10], v[18:19], v[18:19]
	v_add_f64 v[22:23], v[22:23], -v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[7:8], v[7:8], -2.0
	v_mul_f64 v[26:27], v[9:10], s[74:75]
	v_mul_f64 v[29:30], v[9:10], s[62:63]
	v_mul_f64 v[31:32], v[9:10], s[68:69]
	v_mul_f64 v[4:5], v[9:10], s[80:81]
	v_mul_f64 v[33:34], v[9:10], v[9:10]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_mul_f64 v[37:38], v[9:10], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v8, vcc_lo
	s_and_b32 vcc_lo, s4, vcc_lo
	v_add_f64 v[26:27], v[26:27], s[76:77]
	v_cndmask_b32_e32 v7, 0, v7, vcc_lo
	v_add_f64 v[29:30], v[29:30], s[64:65]
	v_cndmask_b32_e64 v8, 0x7ff00000, v0, s4
	v_add_f64 v[31:32], v[31:32], s[70:71]
	v_add_f64 v[4:5], v[4:5], s[82:83]
	v_mul_f64 v[35:36], v[9:10], v[33:34]
	v_mul_f64 v[24:25], v[33:34], v[33:34]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[7:8]
	v_mul_f64 v[33:34], v[18:19], v[9:10]
	v_add_f64 v[41:42], -v[37:38], 1.0
	v_mul_f64 v[26:27], v[9:10], v[26:27]
	v_mul_f64 v[29:30], v[9:10], v[29:30]
	v_mul_f64 v[31:32], v[9:10], v[31:32]
	v_mul_f64 v[4:5], v[35:36], v[4:5]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[6:7], v[7:8], v0
	v_and_b32_e32 v0, 1, v28
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_add_f64 v[26:27], v[26:27], s[78:79]
	v_add_f64 v[29:30], v[29:30], s[66:67]
	v_add_f64 v[31:32], v[31:32], s[72:73]
	v_rsq_f64_e32 v[35:36], v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[4:5], v[26:27]
	v_mul_f64 v[29:30], v[9:10], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[24:25], v[24:25], v[31:32]
	v_mul_f64 v[31:32], v[22:23], 0.5
	v_mul_f64 v[26:27], v[6:7], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[4:5], v[33:34], v[4:5]
	v_add_f64 v[24:25], v[29:30], v[24:25]
	v_mul_f64 v[29:30], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[39:40], -v[35:36], v[26:27], 0.5
	v_add_f64 v[4:5], v[31:32], -v[4:5]
	v_add_f64 v[31:32], -v[41:42], 1.0
	v_mul_f64 v[24:25], v[9:10], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[26:27], v[26:27], v[39:40], v[26:27]
	v_mul_f64 v[4:5], v[9:10], v[4:5]
	v_fma_f64 v[8:9], v[35:36], v[39:40], v[35:36]
	v_add_f64 v[31:32], v[31:32], -v[37:38]
	v_add_f64 v[24:25], v[24:25], -v[29:30]
	v_mul_f64 v[29:30], v[33:34], s[84:85]
	v_fma_f64 v[10:11], -v[26:27], v[26:27], v[6:7]
	v_add_f64 v[4:5], v[4:5], -v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[31:32], v[24:25]
	v_fma_f64 v[10:11], v[10:11], v[8:9], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[4:5], v[4:5], v[29:30]
	v_add_f64 v[22:23], v[41:42], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[24:25], -v[10:11], v[10:11], v[6:7]
	v_add_f64 v[4:5], v[18:19], -v[4:5]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v18, 0x80000000, v23
	v_fma_f64 v[8:9], v[24:25], v[8:9], v[10:11]
	v_dual_mov_b32 v11, v1 :: v_dual_and_b32 v10, 2, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s4, 0, v[10:11]
	v_cndmask_b32_e64 v0, v18, v23, s4
	v_xor_b32_e32 v10, 0x80000000, v5
	v_cndmask_b32_e64 v11, v4, v22, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v5, v5, v10, s4
	v_cndmask_b32_e64 v10, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[6:7], 0x260
	v_cmp_gt_f64_e64 s4, 0x413921fb, v[20:21]
	v_cndmask_b32_e64 v0, v5, v0, s5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[4:5], v[8:9], v10
	v_cndmask_b32_e64 v8, 0x7ff80000, v0, s4
	v_cndmask_b32_e64 v0, s87, v46, s3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v5, v5, v7 :: v_dual_cndmask_b32 v4, v4, v6
	v_cndmask_b32_e64 v7, 0, v11, s4
	v_sqrt_f32_e32 v6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[4:5], v[7:8], v[4:5]
	ds_load_b32 v7, v1 offset:1024
	v_add_nc_u32_e32 v8, -1, v6
	v_add_nc_u32_e32 v9, 1, v6
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v11, 0x80000000, v9
	v_fma_f32 v10, v10, v6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_fma_f32 v5, v11, v6, v0
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	v_dual_cndmask_b32 v5, v6, v9 :: v_dual_add_f32 v6, v7, v7
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v7, v13, v43
	v_add_f32_e32 v9, v13, v13
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_mul_f32_e32 v8, 0x37800000, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v6, 0x3c23d70a, v6 :: v_dual_add_f32 v7, v7, v7
	v_cndmask_b32_e64 v5, v5, v8, s3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v9, v6 :: v_dual_mul_f32 v7, 0.5, v7
	v_dual_cndmask_b32 v0, v5, v0 :: v_dual_add_f32 v5, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, 0, v0, s1
	v_mul_f32_e32 v5, s12, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v0, s13, s19
	v_dual_sub_f32 v5, v13, v5 :: v_dual_mul_f32 v0, v0, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v5
.LBB0_46:
	s_or_b32 exec_lo, exec_lo, s86
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_48
.LBB0_47:
.LBB0_48:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_5
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
	s_branch .LBB0_5
.LBB0_50:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v13
.LBB0_51:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_53
	global_store_b32 v12, v0, s[24:25]
.LBB0_53:
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
		.amdhsa_next_free_vgpr 47
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
.Lfunc_end0:
	.size	tessera_tether_pairwise_w256, .Lfunc_end0-tessera_tether_pairwise_w256

	.set tessera_tether_pairwise_w256.num_vgpr, 47
	.set tessera_tether_pairwise_w256.num_agpr, 0
	.set tessera_tether_pairwise_w256.numbered_sgpr, 105
	.set tessera_tether_pairwise_w256.num_named_barrier, 0
	.set tessera_tether_pairwise_w256.private_seg_size, 776
	.set tessera_tether_pairwise_w256.uses_vcc, 1
	.set tessera_tether_pairwise_w256.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w256.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w256.has_recursion, 0
	.set tessera_tether_pairwise_w256.has_indirect_call, 0
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
	s_cbranch_vccnz .LBB1_53
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
	s_cbranch_execz .LBB1_3
	global_load_b32 v13, v12, s[24:25]
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[8:9], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB1_50
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v1, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v17, 0xfffffbcb
	s_mov_b32 s34, 0xdf3e5244
	s_mov_b32 s36, 0x96cb03de
	s_mov_b32 s38, 0x94229359
	s_mov_b32 s40, 0x55555593
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v5, v2
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s46, 0x54442d18
	s_mov_b32 s48, 0x6dc9c883
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
	s_add_u32 s90, s21, 0x76cf5d0a
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
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s101, s20, 0x8ff34781
	s_and_b32 s28, s10, 0x7fe
	v_xor_b32_e32 v14, s1, v6
	v_xor_b32_e32 v15, s3, v4
	v_xor_b32_e32 v16, s4, v5
	s_bitcmp1_b32 s10, 0
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s50, 0x54400000
	s_mov_b32 s52, 0x1a626331
	s_mov_b32 s54, 0x1a600000
	s_mov_b32 s56, 0x2e037073
	s_mov_b32 s58, 0x2e000000
	s_mov_b32 s60, 0x252049c1
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
	s_mov_b32 s29, 0
	s_cselect_b32 s102, -1, 0
	s_movk_i32 s103, 0x1fc
	s_mov_b32 s104, -8
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
	s_mov_b32 s59, 0xbba3198a
	s_mov_b32 s61, 0x397b839a
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
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v13
.LBB1_6:
	s_add_u32 s26, s26, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v13, v0
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[8:9]
	s_cbranch_scc1 .LBB1_51
.LBB1_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v13, v13
	ds_store_b32 v12, v0
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s0
	s_cbranch_execz .LBB1_43
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_12
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s3, -1, 0
	s_cbranch_execz .LBB1_13
	s_branch .LBB1_14
.LBB1_12:
	s_mov_b32 s1, 0
	s_mov_b32 s3, 0
.LBB1_13:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s3, -1, 0
.LBB1_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_29
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_mov_b64 s[86:87], 0
	s_branch .LBB1_18
.LBB1_16:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s7
.LBB1_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
	v_lshl_add_u32 v0, v6, 2, 0x200
	s_add_u32 s86, s86, 2
	v_lshl_add_u32 v6, v6, 3, 0
	s_addc_u32 s87, s87, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v18, off
	scratch_store_b64 v6, v[10:11], off
	s_cmp_eq_u64 s[86:87], s[28:29]
	s_cbranch_scc1 .LBB1_30
.LBB1_18:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b32 s5, s86, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[6:7], v0, off
	v_mov_b32_e32 v0, s5
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
	s_or_saveexec_b32 s6, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB1_24
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v18, v4, 2, s103
	v_lshl_add_u32 v19, v4, 3, s104
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[88:89], 0
	s_mov_b32 s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB1_22:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s88, s88, 1
	s_addc_u32 s89, s89, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s88 :: v_dual_mov_b32 v11, s89
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, s4, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v19, v6
	v_add_nc_u32_e32 v19, -8, v19
	scratch_load_b64 v[20:21], v6, off
	scratch_load_b32 v22, v18, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v18, -4, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s3, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[88:89], v[20:21]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v22
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s7, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB1_22
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s7
.LBB1_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
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
	v_mov_b32_e32 v5, s5
	ds_load_b32 v18, v5 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s1
	s_xor_b32 s1, exec_lo, s3
	v_add_co_u32 v4, vcc_lo, v6, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v7, vcc_lo
	s_or_saveexec_b32 s6, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB1_17
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v0, v6, 2, s103
	v_lshl_add_u32 v19, v6, 3, s104
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[4:5], 0
	s_mov_b32 s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB1_28:
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
	v_sub_nc_u32_e32 v4, v19, v4
	scratch_load_b64 v[20:21], v4, off
	scratch_load_b32 v22, v0, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v19, -8, v19
	v_dual_mov_b32 v5, v7 :: v_dual_add_nc_u32 v0, -4, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s3, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[4:5], v[20:21]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v18, v18, v22
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s7, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB1_28
	s_branch .LBB1_16
.LBB1_29:
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v4, s10 :: v_dual_mov_b32 v5, s11
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[4:5], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_31
	s_branch .LBB1_38
.LBB1_30:
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	s_mov_b64 s[4:5], s[28:29]
	s_mov_b32 s1, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_38
.LBB1_31:
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
	s_or_saveexec_b32 s6, s1
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_xor_b32 exec_lo, exec_lo, s6
	s_cbranch_execz .LBB1_37
	v_add_co_u32 v8, vcc_lo, v6, -1
	v_lshl_add_u32 v18, v6, 2, s103
	v_lshl_add_u32 v19, v6, 3, s104
	v_add_co_ci_u32_e64 v9, null, -1, v7, vcc_lo
	s_mov_b64 s[4:5], 0
	s_mov_b32 s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB1_35:
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
	v_sub_nc_u32_e32 v4, v19, v4
	scratch_load_b64 v[20:21], v4, off
	scratch_load_b32 v22, v18, off
	v_dual_mov_b32 v4, v6 :: v_dual_add_nc_u32 v19, -8, v19
	v_dual_mov_b32 v5, v7 :: v_dual_add_nc_u32 v18, -4, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s3, v4, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_ci_u32_e64 v7, null, -1, v5, s3
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[4:5], v[20:21]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v22
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s7, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB1_35
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s7
.LBB1_37:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
	v_lshl_add_u32 v7, v6, 2, 0x200
	v_lshl_add_u32 v6, v6, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v7, v0, off
	scratch_store_b64 v6, v[10:11], off
.LBB1_38:
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
	s_cbranch_execz .LBB1_42
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[4:5], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v4, s103, -4
.LBB1_40:
	scratch_load_b32 v5, v4, off
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[4:5], v[6:7]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_40
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
	ds_store_b32 v1, v0 offset:4096
.LBB1_43:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_47
	v_mov_b32_e32 v0, v13
	s_and_saveexec_b32 s86, s2
	s_cbranch_execz .LBB1_46
	s_mul_f32 s87, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s87, 0
	s_mul_f32 s3, s87, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s87, 0xf800000
	v_mov_b32_e32 v4, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s26, s22
	s_addc_u32 s5, s27, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mul_i32 s6, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, s6, v14
	s_xor_b32 s5, s20, s5
	s_mov_b32 s6, 0xd078c69f
	s_xor_b32 s4, s5, s4
	s_mov_b32 s7, 0x3fc39a09
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s5, v15
	v_xor3_b32 v8, s4, s90, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v7, v16
	v_xor3_b32 v9, v9, s91, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s92, v7, v5
	v_xor3_b32 v7, v10, s94, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s93, v6, v8
	v_xor3_b32 v7, v11, s95, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s96, v6, v9
	v_xor3_b32 v8, v8, s98, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s97, v6, v10
	v_xor3_b32 v0, v0, s99, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v6, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s100, v6, v7
	v_xor3_b32 v0, v0, s21, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, 0xcd9e8d57, v6
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s101, v6, v7
	v_cvt_f64_u32_e32 v[6:7], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], 0.5
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[6:7], 54
	v_cmp_gt_f64_e64 s4, 0x100000, v[6:7]
	v_cndmask_b32_e64 v0, v7, v9, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v6, v8, s4
	v_add_co_u32 v10, s5, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v11, null, 0, 0, s5
	v_and_b32_e32 v0, 0xfffff, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v17, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], -1.0
	v_add_f64 v[18:19], v[8:9], 2.0
	v_mul_f64 v[38:39], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[8:9]
	v_div_scale_f64 v[26:27], vcc_lo, v[8:9], v[18:19], v[8:9]
	v_mul_f64 v[38:39], v[8:9], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[22:23], v[20:21]
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	v_mul_f64 v[24:25], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[20:21], v[24:25], v[26:27]
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[24:25]
	v_add_co_u32 v0, vcc_lo, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[40:41], v0
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[8:9]
	v_cvt_f64_u32_e32 v[20:21], v5
	v_add_co_ci_u32_e64 v5, null, -1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[10:11], v5
	v_mul_f64 v[22:23], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[20:21], v[20:21], 0.5
	v_ldexp_f64 v[10:11], v[10:11], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[10:11], v[10:11], v[40:41]
	v_mul_f64 v[26:27], v[24:25], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[20:21], s[46:47]
	v_mul_f64 v[30:31], v[24:25], s[6:7]
	v_mul_f64 v[44:45], v[10:11], s[42:43]
	v_mul_f64 v[10:11], v[10:11], s[44:45]
	v_add_f64 v[26:27], v[26:27], s[36:37]
	v_mul_f64 v[28:29], v[20:21], s[48:49]
	v_add_f64 v[30:31], v[30:31], s[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_add_f64 v[28:29], 0x43380000, v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[38:39]
	v_add_f64 v[32:33], 0xc3380000, v[28:29]
	v_mul_f64 v[29:30], v[24:25], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[34:35], v[32:33], s[50:51]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], s[30:31]
	v_mul_f64 v[36:37], v[32:33], s[54:55]
	v_mul_f64 v[40:41], v[32:33], s[56:57]
	v_add_f64 v[26:27], v[26:27], s[40:41]
	v_add_f64 v[34:35], v[20:21], v[34:35]
	v_mul_f64 v[24:25], v[24:25], v[29:30]
	v_mul_f64 v[29:30], v[32:33], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_add_f64 v[26:27], v[34:35], v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[24:25], v[22:23]
	v_add_f64 v[24:25], v[34:35], -v[26:27]
	v_add_f64 v[42:43], v[26:27], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[38:39], v[22:23]
	v_add_f64 v[24:25], v[24:25], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[26:27], -v[42:43]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[22:23], v[40:41], -v[24:25]
	v_mul_f64 v[24:25], v[32:33], s[52:53]
	v_mul_f64 v[31:32], v[32:33], s[60:61]
	v_add_f64 v[29:30], v[36:37], v[29:30]
	v_add_f64 v[18:19], v[44:45], v[18:19]
	v_add_f64 v[36:37], v[26:27], -v[22:23]
	v_add_f64 v[40:41], v[34:35], -v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], -v[29:30]
	v_mov_b32_e32 v32, v1
	v_add_f64 v[18:19], v[18:19], -v[38:39]
	v_lshrrev_b32_e32 v0, 20, v37
	v_lshrrev_b32_e32 v33, 20, v41
	v_and_b32_e32 v5, 0x7ff, v0
	v_bfe_u32 v0, v21, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v31, 49, v5
	v_cmp_lt_u64_e32 vcc_lo, v[31:32], v[0:1]
	v_and_b32_e32 v5, 0x7ff, v33
	v_add_f64 v[8:9], v[8:9], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_mul_f64 v[8:9], v[8:9], -2.0
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v31, 16, v5
	v_dual_cndmask_b32 v5, v26, v42 :: v_dual_cndmask_b32 v26, v27, v43
	v_cndmask_b32_e32 v27, v22, v29, vcc_lo
	global_load_b32 v43, v[2:3], off
	v_cmp_lt_u64_e64 s4, v[31:32], v[0:1]
	v_cndmask_b32_e32 v0, v23, v30, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v23, v35, v26, s4
	v_cndmask_b32_e64 v22, v34, v5, s4
	v_cndmask_b32_e64 v25, v25, v0, s4
	v_cndmask_b32_e64 v24, v24, v27, s4
	v_cmp_neq_f64_e64 s4, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[22:23], -v[24:25]
	v_cndmask_b32_e32 v0, 0xfff00000, v9, vcc_lo
	s_and_b32 vcc_lo, s4, vcc_lo
	v_cndmask_b32_e32 v8, 0, v8, vcc_lo
	v_mul_f64 v[10:11], v[18:19], v[18:19]
	v_add_f64 v[22:23], v[22:23], -v[18:19]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[26:27], v[10:11], s[74:75]
	v_mul_f64 v[29:30], v[10:11], s[62:63]
	v_mul_f64 v[31:32], v[10:11], s[68:69]
	v_mul_f64 v[5:6], v[10:11], s[80:81]
	v_mul_f64 v[33:34], v[10:11], v[10:11]
	v_add_f64 v[22:23], v[22:23], -v[24:25]
	v_mul_f64 v[37:38], v[10:11], 0.5
	v_add_f64 v[26:27], v[26:27], s[76:77]
	v_add_f64 v[29:30], v[29:30], s[64:65]
	v_add_f64 v[31:32], v[31:32], s[70:71]
	v_add_f64 v[5:6], v[5:6], s[82:83]
	v_mul_f64 v[35:36], v[10:11], v[33:34]
	v_mul_f64 v[24:25], v[33:34], v[33:34]
	v_mul_f64 v[33:34], v[18:19], v[10:11]
	v_add_f64 v[41:42], -v[37:38], 1.0
	v_mul_f64 v[26:27], v[10:11], v[26:27]
	v_mul_f64 v[29:30], v[10:11], v[29:30]
	v_mul_f64 v[31:32], v[10:11], v[31:32]
	v_mul_f64 v[5:6], v[35:36], v[5:6]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[26:27], s[78:79]
	v_add_f64 v[29:30], v[29:30], s[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[31:32], s[72:73]
	v_add_f64 v[5:6], v[5:6], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[10:11], v[29:30]
	v_mul_f64 v[24:25], v[24:25], v[31:32]
	v_mul_f64 v[31:32], v[22:23], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[5:6], v[33:34], v[5:6]
	v_add_f64 v[24:25], v[29:30], v[24:25]
	v_mul_f64 v[29:30], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[5:6], v[31:32], -v[5:6]
	v_add_f64 v[31:32], -v[41:42], 1.0
	v_mul_f64 v[24:25], v[10:11], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[5:6], v[10:11], v[5:6]
	v_add_f64 v[31:32], v[31:32], -v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[24:25], v[24:25], -v[29:30]
	v_mul_f64 v[29:30], v[33:34], s[84:85]
	v_add_f64 v[5:6], v[5:6], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[31:32], v[24:25]
	v_add_f64 v[5:6], v[5:6], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[41:42], v[24:25]
	v_add_f64 v[5:6], v[18:19], -v[5:6]
	v_mov_b32_e32 v19, v1
	v_cndmask_b32_e64 v9, 0x7ff00000, v0, s4
	v_and_b32_e32 v18, 2, v28
	v_xor_b32_e32 v11, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[8:9]
	v_cmp_eq_u64_e64 s4, 0, v[18:19]
	v_xor_b32_e32 v18, 0x80000000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v6, v6, v18, s4
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[7:8], v[8:9], v0
	v_and_b32_e32 v0, 1, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_cndmask_b32_e64 v0, v11, v25, s4
	v_cndmask_b32_e64 v11, 0, 0xffffff80, vcc_lo
	v_cmp_gt_f64_e64 s4, 0x413921fb, v[20:21]
	v_cndmask_b32_e64 v18, v5, v24, s5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v0, v6, v0, s5
	v_rsq_f64_e32 v[35:36], v[7:8]
	v_cmp_class_f64_e64 vcc_lo, v[7:8], 0x260
	v_mul_f64 v[26:27], v[7:8], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[39:40], -v[35:36], v[26:27], 0.5
	v_fma_f64 v[26:27], v[26:27], v[39:40], v[26:27]
	v_fma_f64 v[9:10], v[35:36], v[39:40], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[35:36], -v[26:27], v[26:27], v[7:8]
	v_fma_f64 v[22:23], v[35:36], v[9:10], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[22:23], v[22:23], v[7:8]
	v_fma_f64 v[9:10], v[26:27], v[9:10], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[5:6], v[9:10], v11
	v_cndmask_b32_e64 v9, 0x7ff80000, v0, s4
	v_cndmask_b32_e64 v0, s87, v4, s3
	v_sqrt_f32_e32 v4, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e32 v5, v5, v7, vcc_lo
	ds_load_b32 v7, v1 offset:4096
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cndmask_b32_e64 v8, 0, v18, s4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, -4.0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f64 v[5:6], v[8:9], v[5:6]
	v_add_nc_u32_e32 v8, -1, v4
	v_add_nc_u32_e32 v9, 1, v4
	v_xor_b32_e32 v10, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v11, 0x80000000, v9
	v_fma_f32 v10, v10, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_ge_f32_e32 vcc_lo, 0, v10
	v_cvt_f32_f64_e32 v5, v[5:6]
	v_fma_f32 v6, v11, v4, v0
	v_cndmask_b32_e32 v4, v4, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_lt_f32_e32 vcc_lo, 0, v6
	v_add_f32_e32 v6, v7, v7
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v7, v13, v43 :: v_dual_cndmask_b32 v4, v4, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v6, 0x3c23d70a, v6 :: v_dual_add_f32 v7, v7, v7
	v_add_f32_e32 v9, v13, v13
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	v_dual_mul_f32 v8, 0x37800000, v4 :: v_dual_mul_f32 v7, 0.5, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, v9, v6
	v_cndmask_b32_e64 v4, v4, v8, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v0, v4, v0, vcc_lo
	v_add_f32_e32 v4, v6, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, 0, v0, s1
	v_mul_f32_e32 v4, s12, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, s13, s19
	v_sub_f32_e32 v4, v13, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v5
	v_add_f32_e32 v0, v0, v4
.LBB1_46:
	s_or_b32 exec_lo, exec_lo, s86
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_48
.LBB1_47:
.LBB1_48:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_5
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
	s_branch .LBB1_5
.LBB1_50:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v13
.LBB1_51:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_53
	global_store_b32 v12, v0, s[24:25]
.LBB1_53:
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
.Lfunc_end1:
	.size	tessera_tether_pairwise_w1024, .Lfunc_end1-tessera_tether_pairwise_w1024

	.set tessera_tether_pairwise_w1024.num_vgpr, 46
	.set tessera_tether_pairwise_w1024.num_agpr, 0
	.set tessera_tether_pairwise_w1024.numbered_sgpr, 105
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
	s_cbranch_vccnz .LBB2_63
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
	s_cbranch_execz .LBB2_3
	global_load_b32 v15, v14, s[8:9]
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v16, 2, v2
	v_cmp_gt_u64_e64 s3, s[10:11], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB2_5
	global_load_b32 v17, v16, s[8:9]
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB2_59
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v2, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v2, 0
	v_add_co_u32 v0, vcc_lo, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v4, null, 0, v3, vcc_lo
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v24, 0xfffffbcb
	v_xor_b32_e32 v2, v7, v3
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v0, 0
	v_writelane_b32 v55, s8, 0
	s_mov_b32 s34, 0xdf3e5244
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
	v_writelane_b32 v55, s9, 1
	s_add_u32 s90, s21, 0x76cf5d0a
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
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s101, s20, 0x8ff34781
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
	s_mov_b32 s58, 0x2e000000
	s_mov_b32 s60, 0x252049c1
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
	s_mov_b32 s29, 0
	s_cselect_b32 s1, -1, 0
	s_movk_i32 s103, 0x1fc
	s_mov_b32 s104, -8
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
	s_mov_b32 s59, 0xbba3198a
	s_mov_b32 s61, 0x397b839a
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
	v_writelane_b32 v55, s1, 2
	s_branch .LBB2_9
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v7, v15 :: v_dual_mov_b32 v0, v17
.LBB2_8:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v17, v0
	v_mov_b32_e32 v15, v7
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[24:25]
	s_cbranch_scc1 .LBB2_58
.LBB2_9:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB2_11
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v15, v15
	ds_store_b32 v14, v0
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB2_13
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v17, v17
	ds_store_b32 v14, v0 offset:4096
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 vcc_hi, s0
	s_cbranch_execz .LBB2_47
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_16
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s4, -1, 0
	s_cbranch_execz .LBB2_17
	s_branch .LBB2_18
.LBB2_16:
	s_mov_b32 s1, 0
	s_mov_b32 s4, 0
.LBB2_17:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s4, -1, 0
.LBB2_18:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB2_33
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[86:87], 0
	s_branch .LBB2_21
.LBB2_20:
	s_or_b32 exec_lo, exec_lo, s8
	v_lshl_add_u32 v0, v8, 2, 0x200
	s_add_u32 s86, s86, 2
	v_lshl_add_u32 v8, v8, 3, 0
	s_addc_u32 s87, s87, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v25, off
	scratch_store_b64 v8, v[12:13], off
	s_cmp_eq_u64 s[86:87], s[28:29]
	s_cbranch_scc1 .LBB2_34
.LBB2_21:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_lshl_b32 s8, s86, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v6, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[8:9], v0, off
	v_mov_b32_e32 v0, s8
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
	s_or_saveexec_b32 s9, s1
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_xor_b32 exec_lo, exec_lo, s9
	s_cbranch_execz .LBB2_27
	v_add_co_u32 v10, vcc_lo, v6, -1
	v_lshl_add_u32 v25, v6, 2, s103
	v_lshl_add_u32 v26, v6, 3, s104
	v_add_co_ci_u32_e64 v11, null, -1, v7, vcc_lo
	s_mov_b64 s[88:89], 0
	s_mov_b32 s102, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_25:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[10:11]
	s_add_u32 s88, s88, 1
	s_addc_u32 s89, s89, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v12, s88 :: v_dual_mov_b32 v13, s89
	v_cndmask_b32_e32 v8, 1, v10, vcc_lo
	v_add_co_u32 v10, s5, v10, -1
	v_add_co_ci_u32_e64 v11, null, -1, v11, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v8, 3, v8
	v_sub_nc_u32_e32 v8, v26, v8
	v_add_nc_u32_e32 v26, -8, v26
	scratch_load_b64 v[27:28], v8, off
	scratch_load_b32 v29, v25, off
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v6
	v_add_nc_u32_e32 v25, -4, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[8:9]
	v_add_co_u32 v6, s4, v8, -1
	v_add_co_ci_u32_e64 v7, null, -1, v9, s4
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[88:89], v[27:28]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v29
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s102, s1, s102
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s102
	s_cbranch_execnz .LBB2_25
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s102
.LBB2_27:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
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
	v_mov_b32_e32 v7, s8
	ds_load_b32 v25, v7 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[10:11]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s4, s1
	s_xor_b32 s1, exec_lo, s4
	v_add_co_u32 v6, vcc_lo, v8, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v9, vcc_lo
	s_or_saveexec_b32 s8, s1
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	s_xor_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB2_20
	v_add_co_u32 v10, vcc_lo, v8, -1
	v_lshl_add_u32 v0, v8, 2, s103
	v_lshl_add_u32 v26, v8, 3, s104
	v_add_co_ci_u32_e64 v11, null, -1, v9, vcc_lo
	s_mov_b64 s[88:89], 0
	s_mov_b32 s9, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_31:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[10:11]
	s_add_u32 s88, s88, 1
	s_addc_u32 s89, s89, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v12, s88 :: v_dual_mov_b32 v13, s89
	v_cndmask_b32_e32 v6, 1, v10, vcc_lo
	v_add_co_u32 v10, s5, v10, -1
	v_add_co_ci_u32_e64 v11, null, -1, v11, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v26, v6
	v_add_nc_u32_e32 v26, -8, v26
	scratch_load_b64 v[27:28], v6, off
	scratch_load_b32 v29, v0, off
	v_dual_mov_b32 v6, v8 :: v_dual_mov_b32 v7, v9
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[88:89], v[27:28]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v25, v25, v29
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v8, s4, v6, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v9, null, -1, v7, s4
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s1, s9
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB2_31
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s9
	s_branch .LBB2_20
.LBB2_33:
	v_mov_b32_e32 v8, 0
	v_dual_mov_b32 v6, s10 :: v_dual_mov_b32 v7, s11
	v_mov_b32_e32 v9, 0
	s_mov_b64 s[4:5], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_35
	s_branch .LBB2_42
.LBB2_34:
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v8, v6
	s_mov_b64 s[4:5], s[28:29]
	v_readlane_b32 s1, v55, 2
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_42
.LBB2_35:
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
	s_cbranch_execz .LBB2_41
	v_add_co_u32 v10, vcc_lo, v8, -1
	v_lshl_add_u32 v25, v8, 2, s103
	v_lshl_add_u32 v26, v8, 3, s104
	v_add_co_ci_u32_e64 v11, null, -1, v9, vcc_lo
	s_mov_b64 s[86:87], 0
	s_mov_b32 s8, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB2_39:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[10:11]
	s_add_u32 s86, s86, 1
	s_addc_u32 s87, s87, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v12, s86 :: v_dual_mov_b32 v13, s87
	v_cndmask_b32_e32 v6, 1, v10, vcc_lo
	v_add_co_u32 v10, vcc_lo, v10, -1
	v_add_co_ci_u32_e64 v11, null, -1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v26, v6
	v_add_nc_u32_e32 v26, -8, v26
	scratch_load_b64 v[27:28], v6, off
	scratch_load_b32 v29, v25, off
	v_dual_mov_b32 v6, v8 :: v_dual_add_nc_u32 v25, -4, v25
	v_mov_b32_e32 v7, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, s4, v6, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_ci_u32_e64 v9, null, -1, v7, s4
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[86:87], v[27:28]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v29
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s8, s1, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB2_39
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s8
.LBB2_41:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s5
	v_lshl_add_u32 v9, v8, 2, 0x200
	v_lshl_add_u32 v8, v8, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v9, v0, off
	scratch_store_b64 v8, v[12:13], off
.LBB2_42:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_mov_b32 s8, exec_lo
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
	s_cbranch_execz .LBB2_46
	v_lshlrev_b32_e32 v6, 2, v6
	s_mov_b64 s[4:5], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v6, v6, s103, -4
.LBB2_44:
	scratch_load_b32 v7, v6, off
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	v_add_nc_u32_e32 v6, -4, v6
	v_cmp_ge_u64_e32 vcc_lo, s[4:5], v[8:9]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v7
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB2_44
	s_or_b32 exec_lo, exec_lo, s1
.LBB2_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s8
	ds_store_b32 v1, v0 offset:8192
.LBB2_47:
	s_or_b32 exec_lo, exec_lo, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_53
	s_mul_f32 s4, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s4, 0
	s_mul_f32 s1, s4, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s4, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s5, s26, s22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s4, v0, s1
	v_sqrt_f32_e32 v6, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v7, -1, v6
	v_add_nc_u32_e32 v8, 1, v6
	v_xor_b32_e32 v9, 0x80000000, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v10, 0x80000000, v8
	v_fma_f32 v9, v9, v6, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v10, v10, v6, v0
	v_cmp_ge_f32_e64 s4, 0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v6, v6, v7, s4
	v_cmp_lt_f32_e64 s4, 0, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v6, v6, v8, s4
	v_mul_f32_e32 v7, 0x37800000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v6, v6, v7, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v7, v15
	v_cndmask_b32_e64 v0, v6, v0, s1
	s_addc_u32 s1, s27, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s86, s1, 0xcd9e8d57
	s_mul_hi_u32 s87, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v6, v0, s13, s19
	s_and_saveexec_b32 s88, s2
	s_cbranch_execz .LBB2_50
	v_xor_b32_e32 v0, s86, v18
	s_xor_b32 s1, s20, s87
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s5
	s_mul_hi_u32 s4, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s4, v20
	v_xor3_b32 v10, s1, s90, v8
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	v_xor_b32_e32 v0, v9, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, v11, s91, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	v_xor3_b32 v0, s92, v9, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v12, s94, v8
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v9, 0
	v_xor3_b32 v0, s93, v8, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, v13, s95, v7
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	v_xor3_b32 v0, s96, v8, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, v10, s98, v7
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v10
	v_xor3_b32 v8, s97, v8, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s99, v7
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v8, s100, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s21, v7
	v_mul_lo_u32 v9, 0xcd9e8d57, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v9, v8, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[8:9], v0
	v_add_f64 v[8:9], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	v_ldexp_f64 v[10:11], v[8:9], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v9, v11, s1
	v_cndmask_b32_e64 v10, v8, v10, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s4, 0x95f62, v0
	v_add_co_ci_u32_e64 v13, null, 0, 0, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v12
	v_lshrrev_b64 v[12:13], 20, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v24, s1
	v_add_f64 v[10:11], v[10:11], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[10:11], 2.0
	v_mul_f64 v[45:46], v[10:11], 0.5
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[10:11]
	v_div_scale_f64 v[33:34], vcc_lo, v[10:11], v[25:26], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[10:11], v[45:46]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_add_co_u32 v0, vcc_lo, v12, v0
	v_cvt_f64_u32_e32 v[47:48], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[25:26], v[27:28], v[25:26], v[10:11]
	v_cvt_f64_u32_e32 v[27:28], v7
	v_add_co_ci_u32_e64 v7, null, -1, v13, vcc_lo
	v_cvt_f64_i32_e32 v[12:13], v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[29:30], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[27:28], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[12:13], v[12:13], 32
	v_mul_f64 v[31:32], v[29:30], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	v_add_f64 v[12:13], v[12:13], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[34:35]
	v_mul_f64 v[27:28], v[27:28], s[46:47]
	v_mul_f64 v[37:38], v[31:32], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[12:13], s[42:43]
	v_mul_f64 v[12:13], v[12:13], s[44:45]
	v_add_f64 v[33:34], v[33:34], s[36:37]
	v_mul_f64 v[35:36], v[27:28], s[48:49]
	v_add_f64 v[37:38], v[37:38], s[14:15]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[35:36], 0x43380000, v[35:36]
	v_add_f64 v[33:34], v[33:34], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], 0xc3380000, v[35:36]
	v_mul_f64 v[36:37], v[31:32], v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[39:40], s[50:51]
	v_add_f64 v[36:37], v[36:37], s[30:31]
	v_mul_f64 v[43:44], v[39:40], s[54:55]
	v_mul_f64 v[47:48], v[39:40], s[56:57]
	v_add_f64 v[33:34], v[33:34], s[40:41]
	v_add_f64 v[41:42], v[27:28], v[41:42]
	v_mul_f64 v[31:32], v[31:32], v[36:37]
	v_mul_f64 v[36:37], v[39:40], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[29:30], v[29:30], v[33:34]
	v_add_f64 v[33:34], v[41:42], v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[31:32], v[29:30]
	v_add_f64 v[31:32], v[41:42], -v[33:34]
	v_add_f64 v[49:50], v[33:34], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[45:46], v[29:30]
	v_add_f64 v[31:32], v[31:32], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[33:34], -v[49:50]
	v_mul_f64 v[25:26], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[29:30], v[47:48], -v[31:32]
	v_mul_f64 v[31:32], v[39:40], s[52:53]
	v_mul_f64 v[38:39], v[39:40], s[60:61]
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_add_f64 v[25:26], v[51:52], v[25:26]
	v_add_f64 v[43:44], v[33:34], -v[29:30]
	v_add_f64 v[47:48], v[41:42], -v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[38:39], -v[36:37]
	v_mov_b32_e32 v39, v1
	v_add_f64 v[25:26], v[25:26], -v[45:46]
	v_lshrrev_b32_e32 v0, 20, v44
	v_lshrrev_b32_e32 v40, 20, v48
	v_add_f64 v[10:11], v[10:11], v[25:26]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_mul_f64 v[10:11], v[10:11], -2.0
	v_and_b32_e32 v7, 0x7ff, v0
	v_bfe_u32 v0, v28, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v38, 49, v7
	v_and_b32_e32 v7, 0x7ff, v40
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v7, v33, v49 :: v_dual_add_nc_u32 v38, 16, v7
	v_cndmask_b32_e32 v33, v34, v50, vcc_lo
	v_cmp_lt_u64_e64 s1, v[38:39], v[0:1]
	v_cndmask_b32_e32 v0, v30, v37, vcc_lo
	v_cndmask_b32_e32 v34, v29, v36, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[8:9]
	global_load_b32 v50, v[2:3], off
	v_cndmask_b32_e64 v30, v42, v33, s1
	v_cndmask_b32_e64 v29, v41, v7, s1
	v_cndmask_b32_e64 v32, v32, v0, s1
	v_cndmask_b32_e64 v31, v31, v34, s1
	v_cmp_neq_f64_e64 s1, 0, v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[29:30], -v[31:32]
	v_cndmask_b32_e32 v0, 0xfff00000, v11, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e64 v11, 0x7ff00000, v0, s1
	v_cndmask_b32_e32 v10, 0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[12:13], v[25:26], v[25:26]
	v_add_f64 v[29:30], v[29:30], -v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[10:11]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[33:34], v[12:13], s[74:75]
	v_mul_f64 v[36:37], v[12:13], s[62:63]
	v_mul_f64 v[38:39], v[12:13], s[68:69]
	v_mul_f64 v[7:8], v[12:13], s[80:81]
	v_mul_f64 v[40:41], v[12:13], v[12:13]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	v_mul_f64 v[44:45], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[9:10], v[10:11], v0
	v_and_b32_e32 v0, 1, v35
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_add_f64 v[33:34], v[33:34], s[76:77]
	v_add_f64 v[36:37], v[36:37], s[64:65]
	v_add_f64 v[38:39], v[38:39], s[70:71]
	v_add_f64 v[7:8], v[7:8], s[82:83]
	v_mul_f64 v[42:43], v[12:13], v[40:41]
	v_mul_f64 v[31:32], v[40:41], v[40:41]
	v_mul_f64 v[40:41], v[25:26], v[12:13]
	v_add_f64 v[48:49], -v[44:45], 1.0
	v_mul_f64 v[33:34], v[12:13], v[33:34]
	v_mul_f64 v[36:37], v[12:13], v[36:37]
	v_mul_f64 v[38:39], v[12:13], v[38:39]
	v_mul_f64 v[7:8], v[42:43], v[7:8]
	v_rsq_f64_e32 v[42:43], v[9:10]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[36:37], v[36:37], s[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_add_f64 v[7:8], v[7:8], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[33:34], v[9:10], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_mul_f64 v[36:37], v[12:13], v[36:37]
	v_mul_f64 v[31:32], v[31:32], v[38:39]
	v_mul_f64 v[38:39], v[29:30], 0.5
	v_mul_f64 v[7:8], v[40:41], v[7:8]
	v_fma_f64 v[46:47], -v[42:43], v[33:34], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[31:32], v[36:37], v[31:32]
	v_mul_f64 v[36:37], v[25:26], v[29:30]
	v_add_f64 v[7:8], v[38:39], -v[7:8]
	v_add_f64 v[38:39], -v[48:49], 1.0
	v_fma_f64 v[33:34], v[33:34], v[46:47], v[33:34]
	v_mul_f64 v[31:32], v[12:13], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[12:13], v[7:8]
	v_fma_f64 v[11:12], v[42:43], v[46:47], v[42:43]
	v_fma_f64 v[42:43], -v[33:34], v[33:34], v[9:10]
	v_add_f64 v[38:39], v[38:39], -v[44:45]
	v_add_f64 v[31:32], v[31:32], -v[36:37]
	v_mul_f64 v[36:37], v[40:41], s[84:85]
	v_add_f64 v[7:8], v[7:8], -v[29:30]
	v_fma_f64 v[29:30], v[42:43], v[11:12], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[38:39], v[31:32]
	v_add_f64 v[7:8], v[7:8], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], -v[29:30], v[29:30], v[9:10]
	v_add_f64 v[31:32], v[48:49], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[7:8], v[25:26], -v[7:8]
	v_mov_b32_e32 v26, v1
	v_fma_f64 v[11:12], v[33:34], v[11:12], v[29:30]
	v_and_b32_e32 v25, 2, v35
	v_xor_b32_e32 v13, 0x80000000, v32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_cndmask_b32_e64 v0, v13, v32, s1
	v_cndmask_b32_e64 v13, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[9:10], 0x260
	v_xor_b32_e32 v25, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v8, v8, v25, s1
	v_cndmask_b32_e64 v25, v7, v31, s4
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[27:28]
	v_cndmask_b32_e64 v0, v8, v0, s4
	v_ldexp_f64 v[7:8], v[11:12], v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v11, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:8192
	v_dual_cndmask_b32 v8, v8, v10 :: v_dual_cndmask_b32 v7, v7, v9
	v_cndmask_b32_e64 v10, 0, v25, s1
	v_add_f32_e32 v9, v15, v15
	v_mul_f64 v[7:8], v[10:11], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v7, v[7:8]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v8, v15, v50
	v_add_f32_e32 v8, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0.5, v8 :: v_dual_mul_f32 v7, v6, v7
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v9, v0
	v_add_f32_e32 v0, v0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v0, v15, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v0
.LBB2_50:
	s_or_b32 exec_lo, exec_lo, s88
	v_mov_b32_e32 v0, v17
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s88, exec_lo, s1
	s_cbranch_execz .LBB2_52
	v_xor_b32_e32 v0, s86, v19
	s_xor_b32 s1, s20, s87
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s5
	s_mul_hi_u32 s4, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s4, v22
	v_xor3_b32 v11, s1, s90, v9
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	v_xor_b32_e32 v0, v10, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, v12, s91, v9
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	v_xor3_b32 v0, s92, v10, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, v13, s94, v9
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v0, s93, v9, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, v26, s95, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	v_xor3_b32 v0, s96, v9, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, v11, s98, v8
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v11
	v_xor3_b32 v9, s97, v9, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s99, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v9, s100, v9, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s21, v8
	v_mul_lo_u32 v10, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v10, v9, s101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[9:10], v0
	v_add_f64 v[9:10], v[9:10], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[9:10], v[9:10], 0xffffffe0
	v_ldexp_f64 v[11:12], v[9:10], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v10, v12, s1
	v_cndmask_b32_e64 v11, v9, v11, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v25, s4, 0x95f62, v0
	v_add_co_ci_u32_e64 v26, null, 0, 0, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v25
	v_lshrrev_b64 v[25:26], 20, v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v24, s1
	v_add_f64 v[11:12], v[11:12], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[11:12], 2.0
	v_mul_f64 v[47:48], v[11:12], 0.5
	v_div_scale_f64 v[29:30], null, v[27:28], v[27:28], v[11:12]
	v_div_scale_f64 v[35:36], vcc_lo, v[11:12], v[27:28], v[11:12]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[11:12], v[47:48]
	v_rcp_f64_e32 v[31:32], v[29:30]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[33:34], -v[29:30], v[31:32], 1.0
	v_fma_f64 v[31:32], v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[33:34], -v[29:30], v[31:32], 1.0
	v_fma_f64 v[31:32], v[31:32], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[33:34], v[35:36], v[31:32]
	v_fma_f64 v[29:30], -v[29:30], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[29:30], v[29:30], v[31:32], v[33:34]
	v_add_co_u32 v0, vcc_lo, v25, v0
	v_cvt_f64_u32_e32 v[49:50], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[27:28], v[29:30], v[27:28], v[11:12]
	v_cvt_f64_u32_e32 v[29:30], v8
	v_add_co_ci_u32_e64 v8, null, -1, v26, vcc_lo
	v_cvt_f64_i32_e32 v[25:26], v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_add_f64 v[29:30], v[29:30], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[25:26], v[25:26], 32
	v_mul_f64 v[33:34], v[31:32], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	v_add_f64 v[25:26], v[25:26], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[33:34], s[34:35]
	v_mul_f64 v[29:30], v[29:30], s[46:47]
	v_mul_f64 v[39:40], v[33:34], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[25:26], s[42:43]
	v_mul_f64 v[25:26], v[25:26], s[44:45]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	v_mul_f64 v[37:38], v[29:30], s[48:49]
	v_add_f64 v[39:40], v[39:40], s[14:15]
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_add_f64 v[35:36], v[35:36], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], 0xc3380000, v[37:38]
	v_mul_f64 v[38:39], v[33:34], v[39:40]
	v_mul_f64 v[35:36], v[33:34], v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], s[50:51]
	v_add_f64 v[38:39], v[38:39], s[30:31]
	v_mul_f64 v[45:46], v[41:42], s[54:55]
	v_mul_f64 v[49:50], v[41:42], s[56:57]
	v_add_f64 v[35:36], v[35:36], s[40:41]
	v_add_f64 v[43:44], v[29:30], v[43:44]
	v_mul_f64 v[33:34], v[33:34], v[38:39]
	v_mul_f64 v[38:39], v[41:42], s[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[43:44], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[33:34], v[31:32]
	v_add_f64 v[33:34], v[43:44], -v[35:36]
	v_add_f64 v[51:52], v[35:36], v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[47:48], v[31:32]
	v_add_f64 v[33:34], v[33:34], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[35:36], -v[51:52]
	v_mul_f64 v[27:28], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[31:32], v[49:50], -v[33:34]
	v_mul_f64 v[33:34], v[41:42], s[52:53]
	v_mul_f64 v[40:41], v[41:42], s[60:61]
	v_add_f64 v[38:39], v[45:46], v[38:39]
	v_add_f64 v[27:28], v[53:54], v[27:28]
	v_add_f64 v[45:46], v[35:36], -v[31:32]
	v_add_f64 v[49:50], v[43:44], -v[33:34]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f64 v[38:39], v[40:41], -v[38:39]
	v_mov_b32_e32 v41, v1
	v_add_f64 v[27:28], v[27:28], -v[47:48]
	v_lshrrev_b32_e32 v0, 20, v46
	v_lshrrev_b32_e32 v13, 20, v50
	global_load_b32 v50, v[4:5], off
	v_and_b32_e32 v8, 0x7ff, v0
	v_bfe_u32 v0, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v40, 49, v8
	v_cmp_lt_u64_e32 vcc_lo, v[40:41], v[0:1]
	v_dual_cndmask_b32 v13, v36, v52 :: v_dual_and_b32 v8, 0x7ff, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v40, 16, v8
	v_cndmask_b32_e32 v8, v35, v51, vcc_lo
	v_cndmask_b32_e32 v35, v31, v38, vcc_lo
	v_cmp_lt_u64_e64 s1, v[40:41], v[0:1]
	v_cndmask_b32_e32 v0, v32, v39, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v32, v44, v13, s1
	v_cndmask_b32_e64 v31, v43, v8, s1
	v_cndmask_b32_e64 v34, v34, v0, s1
	v_cndmask_b32_e64 v33, v33, v35, s1
	v_add_f64 v[11:12], v[11:12], v[27:28]
	v_cmp_neq_f64_e64 s1, 0, v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], -v[33:34]
	v_add_f64 v[11:12], v[25:26], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[27:28], v[27:28]
	v_add_f64 v[31:32], v[31:32], -v[27:28]
	v_mul_f64 v[11:12], v[11:12], -2.0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[35:36], v[25:26], s[74:75]
	v_mul_f64 v[38:39], v[25:26], s[62:63]
	v_mul_f64 v[40:41], v[25:26], s[68:69]
	v_mul_f64 v[8:9], v[25:26], s[80:81]
	v_add_f64 v[31:32], v[31:32], -v[33:34]
	v_mul_f64 v[44:45], v[25:26], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v12, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_mul_f64 v[12:13], v[25:26], v[25:26]
	v_cndmask_b32_e32 v42, 0, v11, vcc_lo
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_cndmask_b32_e64 v43, 0x7ff00000, v0, s1
	v_add_f64 v[38:39], v[38:39], s[64:65]
	v_add_f64 v[40:41], v[40:41], s[70:71]
	v_add_f64 v[8:9], v[8:9], s[82:83]
	v_add_f64 v[48:49], -v[44:45], 1.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[42:43]
	v_mul_f64 v[10:11], v[25:26], v[12:13]
	v_mul_f64 v[12:13], v[12:13], v[12:13]
	v_mul_f64 v[35:36], v[25:26], v[35:36]
	v_mul_f64 v[38:39], v[25:26], v[38:39]
	v_mul_f64 v[40:41], v[25:26], v[40:41]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[42:43], v[42:43], v0
	v_and_b32_e32 v0, 1, v37
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_mul_f64 v[8:9], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[35:36], s[78:79]
	v_add_f64 v[33:34], v[38:39], s[66:67]
	v_add_f64 v[38:39], v[40:41], s[72:73]
	v_mul_f64 v[40:41], v[27:28], v[25:26]
	v_rsq_f64_e32 v[35:36], v[42:43]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_mul_f64 v[33:34], v[25:26], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[38:39]
	v_mul_f64 v[38:39], v[31:32], 0.5
	v_mul_f64 v[10:11], v[42:43], v[35:36]
	v_mul_f64 v[35:36], v[35:36], 0.5
	v_mul_f64 v[8:9], v[40:41], v[8:9]
	v_add_f64 v[12:13], v[33:34], v[12:13]
	v_mul_f64 v[33:34], v[27:28], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[46:47], -v[35:36], v[10:11], 0.5
	v_add_f64 v[8:9], v[38:39], -v[8:9]
	v_add_f64 v[38:39], -v[48:49], 1.0
	v_mul_f64 v[12:13], v[25:26], v[12:13]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[10:11], v[10:11], v[46:47], v[10:11]
	v_mul_f64 v[8:9], v[25:26], v[8:9]
	v_fma_f64 v[25:26], v[35:36], v[46:47], v[35:36]
	v_add_f64 v[38:39], v[38:39], -v[44:45]
	v_add_f64 v[12:13], v[12:13], -v[33:34]
	v_mul_f64 v[33:34], v[40:41], s[84:85]
	v_fma_f64 v[35:36], -v[10:11], v[10:11], v[42:43]
	v_add_f64 v[8:9], v[8:9], -v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[12:13], v[38:39], v[12:13]
	v_fma_f64 v[10:11], v[35:36], v[25:26], v[10:11]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[8:9], v[8:9], v[33:34]
	v_add_f64 v[12:13], v[48:49], v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[31:32], -v[10:11], v[10:11], v[42:43]
	v_add_f64 v[8:9], v[27:28], -v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v27, 0x80000000, v13
	v_fma_f64 v[10:11], v[31:32], v[25:26], v[10:11]
	v_dual_mov_b32 v26, v1 :: v_dual_and_b32 v25, 2, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[25:26]
	v_cndmask_b32_e64 v0, v27, v13, s1
	v_cndmask_b32_e64 v13, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[42:43], 0x260
	v_xor_b32_e32 v25, 0x80000000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v9, v9, v25, s1
	v_cndmask_b32_e64 v25, v8, v12, s4
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[29:30]
	v_cndmask_b32_e64 v0, v9, v0, s4
	v_ldexp_f64 v[8:9], v[10:11], v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v10, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:8192
	v_dual_cndmask_b32 v12, v9, v43 :: v_dual_cndmask_b32 v11, v8, v42
	v_cndmask_b32_e64 v9, 0, v25, s1
	v_mul_f64 v[8:9], v[9:10], v[11:12]
	v_add_f32_e32 v10, v17, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v10, v0
	v_cvt_f32_f64_e32 v8, v[8:9]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v9, v17, v50
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
.LBB2_52:
	s_or_b32 exec_lo, exec_lo, s88
	s_branch .LBB2_8
.LBB2_53:
	s_cbranch_execz .LBB2_8
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB2_56
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
.LBB2_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_7
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
	s_branch .LBB2_7
.LBB2_58:
	v_readlane_b32 s8, v55, 0
	v_readlane_b32 s9, v55, 1
.LBB2_59:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_61
	s_waitcnt vmcnt(0)
	global_store_b32 v14, v15, s[8:9]
.LBB2_61:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_63
	s_waitcnt vmcnt(0)
	global_store_b32 v16, v17, s[8:9]
.LBB2_63:
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
		.amdhsa_next_free_vgpr 56
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
		.amdhsa_inst_pref_size 59
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
	.size	tessera_tether_pairwise_w2048, .Lfunc_end2-tessera_tether_pairwise_w2048

	.set tessera_tether_pairwise_w2048.num_vgpr, 56
	.set tessera_tether_pairwise_w2048.num_agpr, 0
	.set tessera_tether_pairwise_w2048.numbered_sgpr, 105
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
	s_cbranch_vccnz .LBB3_80
	s_load_b64 s[24:25], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v18, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s28, s10, s2
	s_add_i32 s29, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[30:31], s[28:29], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s4, s30
	s_addc_u32 s13, s5, s31
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_3
	global_load_b32 v20, v18, s[12:13]
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v19, 2, v2
	v_cmp_gt_u64_e64 s3, s[10:11], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB3_5
	global_load_b32 v22, v19, s[12:13]
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v21, 2, v2
	v_cmp_gt_u64_e64 s4, s[10:11], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_7
	global_load_b32 v24, v21, s[12:13]
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v23, 2, v2
	v_cmp_gt_u64_e64 s5, s[10:11], v[2:3]
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB3_9
	global_load_b32 v25, v23, s[12:13]
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[26:27], 0
	s_cbranch_scc1 .LBB3_75
	v_mov_b32_e32 v1, 0
	v_writelane_b32 v71, s12, 0
	s_mov_b32 s34, 0x9997fa04
	s_mov_b32 s36, 0xdf3e5244
	s_mov_b32 s38, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	v_writelane_b32 v71, s13, 1
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v4, s0, s28, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s29, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v4, 0
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s46, 0xfee00000
	s_mov_b32 s48, 0x54442d18
	s_mov_b32 s50, 0x6dc9c883
	s_mov_b32 s52, 0x54400000
	v_xor_b32_e32 v2, v11, v5
	s_mov_b32 s54, 0x1a626331
	s_mov_b32 s56, 0x1a600000
	s_mov_b32 s58, 0x2e037073
	s_mov_b32 s60, 0x2e000000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s15, -1, 0
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
	s_add_u32 s92, s21, 0x76cf5d0a
	v_mad_u64_u32 v[33:34], null, 0xcd9e8d57, v4, 0
	v_add_co_u32 v4, vcc_lo, 0x1000, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v0, s21, v0
	v_xor_b32_e32 v6, v16, v5
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_add_u32 s93, s20, 0xdaa66d2b
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	v_xor_b32_e32 v0, s21, v6
	v_add_co_u32 v6, vcc_lo, 0x2000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, 0, v3, vcc_lo
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v8, vcc_lo, 0x3000, v2
	s_add_u32 s94, s21, 0x32370b8f
	s_add_u32 s95, s20, 0x78dde6e4
	s_add_u32 s96, s21, 0xed9eba14
	s_add_u32 s97, s20, 0x1715609d
	s_add_u32 s98, s21, 0xa9066899
	s_add_u32 s99, s20, 0xb54cda56
	s_add_u32 s100, s21, 0x646e171e
	s_add_u32 s101, s20, 0x5384540f
	s_add_u32 s102, s21, 0x1fd5c5a3
	s_add_u32 s103, s21, 0xdb3d7428
	s_add_i32 s104, s20, 0x8ff34781
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
	v_mov_b32_e32 v38, 0xfffffbcb
	s_bitcmp1_b32 s10, 0
	s_mov_b32 s30, 0x1d8e78af
	s_mov_b32 s62, 0x252049c1
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
	s_mov_b32 s29, 0
	s_cselect_b32 s1, -1, 0
	s_movk_i32 vcc_hi, 0x1fc
	s_mov_b32 s21, -8
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
	s_mov_b32 s61, 0xbba3198a
	s_mov_b32 s63, 0x397b839a
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
	v_writelane_b32 v71, s1, 2
	s_branch .LBB3_13
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v11, v20 :: v_dual_mov_b32 v12, v22
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v13, v24 :: v_dual_mov_b32 v0, v25
.LBB3_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v25, v0 :: v_dual_mov_b32 v24, v13
	v_mov_b32_e32 v22, v12
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b32_e32 v20, v11
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[26:27], s[24:25]
	s_cbranch_scc1 .LBB3_74
.LBB3_13:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB3_21
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB3_22
.LBB3_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_23
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_18
.LBB3_17:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v25, v25
	ds_store_b32 v18, v0 offset:12288
.LBB3_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB3_55
	v_cmp_lt_i64_e64 s1, s[10:11], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_24
	s_cmp_lg_u64 s[10:11], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s6, -1, 0
	s_cbranch_execz .LBB3_25
	s_branch .LBB3_26
.LBB3_21:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v20, v20
	ds_store_b32 v18, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_15
.LBB3_22:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v22, v22
	ds_store_b32 v18, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_16
.LBB3_23:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v24, v24
	ds_store_b32 v18, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_17
	s_branch .LBB3_18
.LBB3_24:
	s_mov_b32 s1, 0
	s_mov_b32 s6, 0
.LBB3_25:
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s6, -1, 0
.LBB3_26:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB3_41
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	s_mov_b64 s[88:89], 0
	s_branch .LBB3_29
.LBB3_28:
	s_or_b32 exec_lo, exec_lo, s9
	v_lshl_add_u32 v0, v12, 2, 0x200
	s_add_u32 s88, s88, 2
	v_lshl_add_u32 v12, v12, 3, 0
	s_addc_u32 s89, s89, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v39, off
	scratch_store_b64 v12, v[16:17], off
	s_cmp_eq_u64 s[88:89], s[28:29]
	s_cbranch_scc1 .LBB3_42
.LBB3_29:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[10:11]
	s_lshl_b32 s9, s88, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v10, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[10:11]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[12:13], v0, off
	v_mov_b32_e32 v0, s9
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
	s_or_saveexec_b32 s19, s1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_xor_b32 exec_lo, exec_lo, s19
	s_cbranch_execz .LBB3_35
	v_add_co_u32 v14, vcc_lo, v10, -1
	v_lshl_add_u32 v39, v10, 2, vcc_hi
	v_lshl_add_u32 v40, v10, 3, s21
	v_add_co_ci_u32_e64 v15, null, -1, v11, vcc_lo
	s_mov_b64 s[90:91], 0
	s_mov_b32 s14, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_33:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[14:15]
	s_add_u32 s90, s90, 1
	s_addc_u32 s91, s91, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v16, s90 :: v_dual_mov_b32 v17, s91
	v_cndmask_b32_e32 v12, 1, v14, vcc_lo
	v_add_co_u32 v14, s7, v14, -1
	v_add_co_ci_u32_e64 v15, null, -1, v15, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v12, 3, v12
	v_sub_nc_u32_e32 v12, v40, v12
	v_add_nc_u32_e32 v40, -8, v40
	scratch_load_b64 v[41:42], v12, off
	scratch_load_b32 v43, v39, off
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v12, v10
	v_add_nc_u32_e32 v39, -4, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[12:13]
	v_add_co_u32 v10, s6, v12, -1
	v_add_co_ci_u32_e64 v11, null, -1, v13, s6
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[90:91], v[41:42]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v43
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s14, s1, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB3_33
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s14
.LBB3_35:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s19
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
	v_mov_b32_e32 v11, s9
	ds_load_b32 v39, v11 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[14:15]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s1
	s_xor_b32 s1, exec_lo, s6
	v_add_co_u32 v10, vcc_lo, v12, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v13, vcc_lo
	s_or_saveexec_b32 s9, s1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_xor_b32 exec_lo, exec_lo, s9
	s_cbranch_execz .LBB3_28
	v_add_co_u32 v14, vcc_lo, v12, -1
	v_lshl_add_u32 v0, v12, 2, vcc_hi
	v_lshl_add_u32 v40, v12, 3, s21
	v_add_co_ci_u32_e64 v15, null, -1, v13, vcc_lo
	s_mov_b64 s[90:91], 0
	s_mov_b32 s14, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_39:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[14:15]
	s_add_u32 s90, s90, 1
	s_addc_u32 s91, s91, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v16, s90 :: v_dual_mov_b32 v17, s91
	v_cndmask_b32_e32 v10, 1, v14, vcc_lo
	v_add_co_u32 v14, s7, v14, -1
	v_add_co_ci_u32_e64 v15, null, -1, v15, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v10, 3, v10
	v_sub_nc_u32_e32 v10, v40, v10
	v_add_nc_u32_e32 v40, -8, v40
	scratch_load_b64 v[41:42], v10, off
	scratch_load_b32 v43, v0, off
	v_dual_mov_b32 v10, v12 :: v_dual_mov_b32 v11, v13
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[90:91], v[41:42]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v39, v39, v43
	v_cmp_eq_u64_e32 vcc_lo, 1, v[10:11]
	v_add_co_u32 v12, s6, v10, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v13, null, -1, v11, s6
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s14, s1, s14
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB3_39
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s14
	s_branch .LBB3_28
.LBB3_41:
	v_mov_b32_e32 v12, 0
	v_dual_mov_b32 v10, s10 :: v_dual_mov_b32 v11, s11
	v_mov_b32_e32 v13, 0
	s_mov_b64 s[6:7], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_43
	s_branch .LBB3_50
.LBB3_42:
	v_dual_mov_b32 v13, v11 :: v_dual_mov_b32 v12, v10
	s_mov_b64 s[6:7], s[28:29]
	v_readlane_b32 s1, v71, 2
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_50
.LBB3_43:
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
	s_or_saveexec_b32 s9, s1
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	s_xor_b32 exec_lo, exec_lo, s9
	s_cbranch_execz .LBB3_49
	v_add_co_u32 v14, vcc_lo, v12, -1
	v_lshl_add_u32 v39, v12, 2, vcc_hi
	v_lshl_add_u32 v40, v12, 3, s21
	v_add_co_ci_u32_e64 v15, null, -1, v13, vcc_lo
	s_mov_b64 s[88:89], 0
	s_mov_b32 s19, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB3_47:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[14:15]
	s_add_u32 s88, s88, 1
	s_addc_u32 s89, s89, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v16, s88 :: v_dual_mov_b32 v17, s89
	v_cndmask_b32_e32 v10, 1, v14, vcc_lo
	v_add_co_u32 v14, s7, v14, -1
	v_add_co_ci_u32_e64 v15, null, -1, v15, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v10, 3, v10
	v_sub_nc_u32_e32 v10, v40, v10
	v_add_nc_u32_e32 v40, -8, v40
	scratch_load_b64 v[41:42], v10, off
	scratch_load_b32 v43, v39, off
	v_dual_mov_b32 v10, v12 :: v_dual_add_nc_u32 v39, -4, v39
	v_mov_b32_e32 v11, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v12, s6, v10, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[10:11]
	v_add_co_ci_u32_e64 v13, null, -1, v11, s6
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[88:89], v[41:42]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v43
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s19, s1, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s19
	s_cbranch_execnz .LBB3_47
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s19
.LBB3_49:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
	v_lshl_add_u32 v13, v12, 2, 0x200
	v_lshl_add_u32 v12, v12, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v13, v0, off
	scratch_store_b64 v12, v[16:17], off
.LBB3_50:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[10:11]
	s_mov_b32 s9, exec_lo
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
	s_cbranch_execz .LBB3_54
	v_lshlrev_b32_e32 v10, 2, v10
	s_mov_b64 s[6:7], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v10, v10, vcc_hi, -4
.LBB3_52:
	scratch_load_b32 v11, v10, off
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_add_nc_u32_e32 v10, -4, v10
	v_cmp_ge_u64_e32 vcc_lo, s[6:7], v[12:13]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_52
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_54:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
	ds_store_b32 v1, v0 offset:16384
.LBB3_55:
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_63
	s_mul_f32 s6, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s7, s26, s22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s6, v0, s1
	v_sqrt_f32_e32 v10, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v11, -1, v10
	v_add_nc_u32_e32 v12, 1, v10
	v_xor_b32_e32 v13, 0x80000000, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v14, 0x80000000, v12
	v_fma_f32 v13, v13, v10, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v14, v14, v10, v0
	v_cmp_ge_f32_e64 s6, 0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v10, v10, v11, s6
	v_cmp_lt_f32_e64 s6, 0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v10, v10, v12, s6
	v_mul_f32_e32 v11, 0x37800000, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v10, v10, v11, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v11, v20
	v_cndmask_b32_e64 v0, v10, v0, s1
	s_addc_u32 s1, s27, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s88, s1, 0xcd9e8d57
	s_mul_hi_u32 s89, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v10, v0, s13, s15
	s_and_saveexec_b32 s8, s2
	s_cbranch_execnz .LBB3_68
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v12, v22
	s_and_saveexec_b32 s8, s3
	s_cbranch_execnz .LBB3_69
.LBB3_58:
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v13, v24
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB3_60
.LBB3_59:
	v_xor_b32_e32 v0, s88, v28
	s_xor_b32 s1, s20, s89
	s_mov_b32 s90, 0xd078c69f
	s_xor_b32 s1, s1, s7
	s_mov_b32 s91, 0x3fc39a09
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v34
	v_xor3_b32 v16, s1, s92, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v15, v35
	v_xor3_b32 v17, v17, s93, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s94, v15, v13
	v_xor3_b32 v15, v40, s96, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s95, v14, v16
	v_xor3_b32 v15, v41, s97, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v14, v39
	v_xor3_b32 v16, v16, s100, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s99, v14, v40
	v_xor3_b32 v0, v0, s101, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s102, v14, v15
	v_xor3_b32 v0, v0, s103, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v15, 0xcd9e8d57, v14
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v15, v14, s104
	v_cvt_f64_u32_e32 v[14:15], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], 0.5
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[14:15], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[14:15]
	v_cndmask_b32_e64 v0, v15, v17, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v14, v16, s1
	v_add_co_u32 v39, s6, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v40, null, 0, 0, s6
	v_and_b32_e32 v0, 0xfffff, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[39:40], 20, v[39:40]
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v38, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], -1.0
	v_add_f64 v[41:42], v[16:17], 2.0
	v_mul_f64 v[61:62], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[43:44], null, v[41:42], v[41:42], v[16:17]
	v_div_scale_f64 v[49:50], vcc_lo, v[16:17], v[41:42], v[16:17]
	v_mul_f64 v[61:62], v[16:17], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[45:46], v[43:44]
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	v_mul_f64 v[47:48], v[49:50], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[43:44], v[47:48], v[49:50]
	v_div_fmas_f64 v[43:44], v[43:44], v[45:46], v[47:48]
	v_add_co_u32 v0, vcc_lo, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[63:64], v0
	v_div_fixup_f64 v[41:42], v[43:44], v[41:42], v[16:17]
	v_cvt_f64_u32_e32 v[43:44], v13
	v_add_co_ci_u32_e64 v13, null, -1, v40, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[39:40], v13
	v_mul_f64 v[45:46], v[41:42], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[43:44], 0.5
	v_ldexp_f64 v[39:40], v[39:40], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], v[45:46]
	v_ldexp_f64 v[43:44], v[43:44], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[39:40], v[63:64]
	v_mul_f64 v[49:50], v[47:48], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[43:44], v[43:44], s[48:49]
	v_mul_f64 v[53:54], v[47:48], s[90:91]
	v_mul_f64 v[67:68], v[39:40], s[44:45]
	v_mul_f64 v[39:40], v[39:40], s[46:47]
	v_add_f64 v[49:50], v[49:50], s[38:39]
	v_mul_f64 v[51:52], v[43:44], s[50:51]
	v_add_f64 v[53:54], v[53:54], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	v_add_f64 v[51:52], 0x43380000, v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[49:50], s[40:41]
	v_add_f64 v[55:56], 0xc3380000, v[51:52]
	v_mul_f64 v[52:53], v[47:48], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	v_mul_f64 v[57:58], v[55:56], s[52:53]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[52:53], v[52:53], s[34:35]
	v_mul_f64 v[59:60], v[55:56], s[56:57]
	v_mul_f64 v[63:64], v[55:56], s[58:59]
	v_add_f64 v[49:50], v[49:50], s[42:43]
	v_add_f64 v[57:58], v[43:44], v[57:58]
	v_mul_f64 v[47:48], v[47:48], v[52:53]
	v_mul_f64 v[52:53], v[55:56], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[45:46], v[45:46], v[49:50]
	v_add_f64 v[49:50], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[47:48], v[45:46]
	v_add_f64 v[47:48], v[57:58], -v[49:50]
	v_add_f64 v[65:66], v[49:50], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[61:62], v[45:46]
	v_add_f64 v[47:48], v[47:48], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[59:60], v[49:50], -v[65:66]
	v_mul_f64 v[41:42], v[41:42], v[45:46]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[45:46], v[63:64], -v[47:48]
	v_mul_f64 v[47:48], v[55:56], s[54:55]
	v_mul_f64 v[54:55], v[55:56], s[62:63]
	v_add_f64 v[52:53], v[59:60], v[52:53]
	v_add_f64 v[41:42], v[67:68], v[41:42]
	v_add_f64 v[59:60], v[49:50], -v[45:46]
	v_add_f64 v[63:64], v[57:58], -v[47:48]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[54:55], -v[52:53]
	v_mov_b32_e32 v55, v1
	v_add_f64 v[41:42], v[41:42], -v[61:62]
	v_lshrrev_b32_e32 v0, 20, v60
	v_lshrrev_b32_e32 v56, 20, v64
	v_and_b32_e32 v13, 0x7ff, v0
	v_bfe_u32 v0, v44, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v54, 49, v13
	v_and_b32_e32 v13, 0x7ff, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[54:55], v[0:1]
	v_add_nc_u32_e32 v54, 16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[54:55], v[0:1]
	v_cndmask_b32_e32 v0, v46, v53, vcc_lo
	v_cndmask_b32_e64 v48, v48, v0, s1
	v_add_f64 v[16:17], v[16:17], v[41:42]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[39:40], v[16:17]
	v_mul_f64 v[16:17], v[16:17], -2.0
	v_cndmask_b32_e32 v13, v49, v65, vcc_lo
	v_dual_cndmask_b32 v49, v50, v66 :: v_dual_cndmask_b32 v50, v45, v52
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[14:15]
	global_load_b32 v66, v[6:7], off
	v_cndmask_b32_e64 v45, v57, v13, s1
	v_cndmask_b32_e64 v46, v58, v49, s1
	v_cndmask_b32_e64 v47, v47, v50, s1
	v_cmp_neq_f64_e64 s1, 0, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[45:46], -v[47:48]
	v_cndmask_b32_e32 v0, 0xfff00000, v17, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e64 v17, 0x7ff00000, v0, s1
	v_cndmask_b32_e32 v16, 0, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[41:42], v[41:42]
	v_add_f64 v[45:46], v[45:46], -v[41:42]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[16:17]
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[49:50], v[39:40], s[76:77]
	v_mul_f64 v[52:53], v[39:40], s[64:65]
	v_mul_f64 v[54:55], v[39:40], s[70:71]
	v_mul_f64 v[13:14], v[39:40], s[82:83]
	v_mul_f64 v[56:57], v[39:40], v[39:40]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[45:46], v[45:46], -v[47:48]
	v_mul_f64 v[60:61], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[16:17], v0
	v_and_b32_e32 v0, 1, v51
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_add_f64 v[49:50], v[49:50], s[78:79]
	v_add_f64 v[52:53], v[52:53], s[66:67]
	v_add_f64 v[54:55], v[54:55], s[72:73]
	v_add_f64 v[13:14], v[13:14], s[84:85]
	v_mul_f64 v[58:59], v[39:40], v[56:57]
	v_mul_f64 v[47:48], v[56:57], v[56:57]
	v_mul_f64 v[56:57], v[41:42], v[39:40]
	v_add_f64 v[64:65], -v[60:61], 1.0
	v_mul_f64 v[49:50], v[39:40], v[49:50]
	v_mul_f64 v[52:53], v[39:40], v[52:53]
	v_mul_f64 v[54:55], v[39:40], v[54:55]
	v_mul_f64 v[13:14], v[58:59], v[13:14]
	v_rsq_f64_e32 v[58:59], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[49:50], v[49:50], s[80:81]
	v_add_f64 v[52:53], v[52:53], s[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[54:55], s[74:75]
	v_add_f64 v[13:14], v[13:14], v[49:50]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[49:50], v[15:16], v[58:59]
	v_mul_f64 v[58:59], v[58:59], 0.5
	v_mul_f64 v[52:53], v[39:40], v[52:53]
	v_mul_f64 v[47:48], v[47:48], v[54:55]
	v_mul_f64 v[54:55], v[45:46], 0.5
	v_mul_f64 v[13:14], v[56:57], v[13:14]
	v_fma_f64 v[62:63], -v[58:59], v[49:50], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[52:53], v[47:48]
	v_mul_f64 v[52:53], v[41:42], v[45:46]
	v_add_f64 v[13:14], v[54:55], -v[13:14]
	v_add_f64 v[54:55], -v[64:65], 1.0
	v_fma_f64 v[49:50], v[49:50], v[62:63], v[49:50]
	v_mul_f64 v[47:48], v[39:40], v[47:48]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[13:14], v[39:40], v[13:14]
	v_fma_f64 v[39:40], v[58:59], v[62:63], v[58:59]
	v_fma_f64 v[58:59], -v[49:50], v[49:50], v[15:16]
	v_add_f64 v[54:55], v[54:55], -v[60:61]
	v_add_f64 v[47:48], v[47:48], -v[52:53]
	v_mul_f64 v[52:53], v[56:57], s[86:87]
	v_add_f64 v[13:14], v[13:14], -v[45:46]
	v_fma_f64 v[45:46], v[58:59], v[39:40], v[49:50]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[54:55], v[47:48]
	v_add_f64 v[13:14], v[13:14], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[49:50], -v[45:46], v[45:46], v[15:16]
	v_add_f64 v[47:48], v[64:65], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[13:14], v[41:42], -v[13:14]
	v_mov_b32_e32 v42, v1
	v_fma_f64 v[39:40], v[49:50], v[39:40], v[45:46]
	v_and_b32_e32 v41, 2, v51
	v_xor_b32_e32 v17, 0x80000000, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[41:42]
	v_cndmask_b32_e64 v0, v17, v48, s1
	v_cndmask_b32_e64 v17, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[15:16], 0x260
	v_xor_b32_e32 v41, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v14, v14, v41, s1
	v_cndmask_b32_e64 v41, v13, v47, s6
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[43:44]
	v_cndmask_b32_e64 v0, v14, v0, s6
	v_ldexp_f64 v[13:14], v[39:40], v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v17, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:16384
	v_dual_cndmask_b32 v14, v14, v16 :: v_dual_cndmask_b32 v13, v13, v15
	v_cndmask_b32_e64 v16, 0, v41, s1
	v_add_f32_e32 v15, v24, v24
	v_mul_f64 v[13:14], v[16:17], v[13:14]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v15, v0
	v_cvt_f32_f64_e32 v13, v[13:14]
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v14, v24, v66 :: v_dual_mul_f32 v13, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, v14, v14
	v_mul_f32_e32 v14, 0.5, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v24, v0
	v_add_f32_e32 v13, v13, v0
.LBB3_60:
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v0, v25
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s8, exec_lo, s1
	s_cbranch_execz .LBB3_62
	v_xor_b32_e32 v0, s88, v29
	s_xor_b32 s1, s20, s89
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s7
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v36
	v_xor3_b32 v17, s1, s92, v15
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v17, 0
	v_xor_b32_e32 v0, v16, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v40, s93, v15
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v17, 0
	v_xor3_b32 v0, s94, v16, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v41, s96, v15
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v0, s95, v15, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v17, s97, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v17, 0
	v_xor3_b32 v0, s98, v15, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v17, v42, s100, v14
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v17
	v_xor3_b32 v15, s99, v15, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s101, v14
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v15, s102, v15, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s103, v14
	v_mul_lo_u32 v16, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v16, v15, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[15:16], v0
	v_add_f64 v[15:16], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	v_ldexp_f64 v[39:40], v[15:16], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v16, v40, s1
	v_cndmask_b32_e64 v39, v15, v39, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v41, s6, 0x95f62, v0
	v_add_co_ci_u32_e64 v42, null, 0, 0, s6
	s_mov_b32 s6, 0xd078c69f
	v_and_b32_e32 v0, 0xfffff, v41
	s_mov_b32 s7, 0x3fc39a09
	v_lshrrev_b64 v[41:42], 20, v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v40, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v38, s1
	v_add_f64 v[39:40], v[39:40], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[39:40], 2.0
	v_mul_f64 v[63:64], v[39:40], 0.5
	v_div_scale_f64 v[45:46], null, v[43:44], v[43:44], v[39:40]
	v_div_scale_f64 v[51:52], vcc_lo, v[39:40], v[43:44], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[63:64], v[39:40], v[63:64]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[45:46], v[45:46], v[47:48], v[49:50]
	v_add_co_u32 v0, vcc_lo, v41, v0
	v_cvt_f64_u32_e32 v[65:66], v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[43:44], v[45:46], v[43:44], v[39:40]
	v_cvt_f64_u32_e32 v[45:46], v14
	v_add_co_ci_u32_e64 v14, null, -1, v42, vcc_lo
	v_cvt_f64_i32_e32 v[41:42], v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[47:48], v[43:44], v[43:44]
	v_add_f64 v[45:46], v[45:46], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[41:42], v[41:42], 32
	v_mul_f64 v[49:50], v[47:48], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[45:46], v[45:46], 0xffffffe0
	v_add_f64 v[41:42], v[41:42], v[65:66]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[49:50], s[36:37]
	v_mul_f64 v[45:46], v[45:46], s[48:49]
	v_mul_f64 v[55:56], v[49:50], s[6:7]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f64 v[69:70], v[41:42], s[44:45]
	v_mul_f64 v[41:42], v[41:42], s[46:47]
	v_add_f64 v[51:52], v[51:52], s[38:39]
	v_mul_f64 v[53:54], v[45:46], s[50:51]
	v_add_f64 v[55:56], v[55:56], s[30:31]
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], 0x43380000, v[53:54]
	v_add_f64 v[51:52], v[51:52], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[57:58], 0xc3380000, v[53:54]
	v_mul_f64 v[54:55], v[49:50], v[55:56]
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[57:58], s[52:53]
	v_add_f64 v[54:55], v[54:55], s[34:35]
	v_mul_f64 v[61:62], v[57:58], s[56:57]
	v_mul_f64 v[65:66], v[57:58], s[58:59]
	v_add_f64 v[51:52], v[51:52], s[42:43]
	v_add_f64 v[59:60], v[45:46], v[59:60]
	v_mul_f64 v[49:50], v[49:50], v[54:55]
	v_mul_f64 v[54:55], v[57:58], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[47:48], v[47:48], v[51:52]
	v_add_f64 v[51:52], v[59:60], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[49:50], v[47:48]
	v_add_f64 v[49:50], v[59:60], -v[51:52]
	v_add_f64 v[67:68], v[51:52], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[63:64], v[47:48]
	v_add_f64 v[49:50], v[49:50], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[61:62], v[51:52], -v[67:68]
	v_mul_f64 v[43:44], v[43:44], v[47:48]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[47:48], v[65:66], -v[49:50]
	v_mul_f64 v[49:50], v[57:58], s[54:55]
	v_mul_f64 v[56:57], v[57:58], s[62:63]
	v_add_f64 v[54:55], v[61:62], v[54:55]
	v_add_f64 v[43:44], v[69:70], v[43:44]
	v_add_f64 v[61:62], v[51:52], -v[47:48]
	v_add_f64 v[65:66], v[59:60], -v[49:50]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f64 v[54:55], v[56:57], -v[54:55]
	v_mov_b32_e32 v57, v1
	v_add_f64 v[43:44], v[43:44], -v[63:64]
	v_lshrrev_b32_e32 v0, 20, v62
	v_lshrrev_b32_e32 v17, 20, v66
	global_load_b32 v66, v[8:9], off
	v_add_f64 v[39:40], v[39:40], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], v[41:42], v[39:40]
	v_mul_f64 v[39:40], v[39:40], -2.0
	v_and_b32_e32 v14, 0x7ff, v0
	v_bfe_u32 v0, v46, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v56, 49, v14
	v_and_b32_e32 v14, 0x7ff, v17
	v_cmp_lt_u64_e32 vcc_lo, v[56:57], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v56, 16, v14
	v_cmp_lt_u64_e64 s1, v[56:57], v[0:1]
	v_dual_cndmask_b32 v14, v51, v67 :: v_dual_cndmask_b32 v17, v52, v68
	v_dual_cndmask_b32 v0, v48, v55 :: v_dual_cndmask_b32 v51, v47, v54
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v47, v59, v14, s1
	v_cndmask_b32_e64 v48, v60, v17, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v50, v50, v0, s1
	v_cndmask_b32_e64 v49, v49, v51, s1
	v_cmp_neq_f64_e64 s1, 0, v[15:16]
	v_add_f64 v[43:44], v[47:48], -v[49:50]
	v_cndmask_b32_e32 v0, 0xfff00000, v40, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v40, 0x7ff00000, v0, s1
	v_cndmask_b32_e32 v39, 0, v39, vcc_lo
	v_mul_f64 v[41:42], v[43:44], v[43:44]
	v_add_f64 v[47:48], v[47:48], -v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[39:40]
	v_mul_f64 v[51:52], v[41:42], s[76:77]
	v_mul_f64 v[54:55], v[41:42], s[64:65]
	v_mul_f64 v[56:57], v[41:42], s[70:71]
	v_mul_f64 v[14:15], v[41:42], s[82:83]
	v_mul_f64 v[16:17], v[41:42], v[41:42]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_add_f64 v[47:48], v[47:48], -v[49:50]
	v_mul_f64 v[60:61], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[39:40], v[39:40], v0
	v_and_b32_e32 v0, 1, v53
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_add_f64 v[51:52], v[51:52], s[78:79]
	v_add_f64 v[54:55], v[54:55], s[66:67]
	v_add_f64 v[56:57], v[56:57], s[72:73]
	v_add_f64 v[14:15], v[14:15], s[84:85]
	v_mul_f64 v[58:59], v[41:42], v[16:17]
	v_mul_f64 v[16:17], v[16:17], v[16:17]
	v_add_f64 v[64:65], -v[60:61], 1.0
	v_mul_f64 v[51:52], v[41:42], v[51:52]
	v_mul_f64 v[54:55], v[41:42], v[54:55]
	v_mul_f64 v[56:57], v[41:42], v[56:57]
	v_mul_f64 v[14:15], v[58:59], v[14:15]
	v_rsq_f64_e32 v[58:59], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[51:52], v[51:52], s[80:81]
	v_add_f64 v[49:50], v[54:55], s[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[54:55], v[56:57], s[74:75]
	v_mul_f64 v[56:57], v[43:44], v[41:42]
	v_add_f64 v[14:15], v[14:15], v[51:52]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[51:52], v[39:40], v[58:59]
	v_mul_f64 v[58:59], v[58:59], 0.5
	v_mul_f64 v[49:50], v[41:42], v[49:50]
	v_mul_f64 v[16:17], v[16:17], v[54:55]
	v_mul_f64 v[54:55], v[47:48], 0.5
	v_mul_f64 v[14:15], v[56:57], v[14:15]
	v_fma_f64 v[62:63], -v[58:59], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[49:50], v[16:17]
	v_add_f64 v[14:15], v[54:55], -v[14:15]
	v_add_f64 v[54:55], -v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_4)
	v_fma_f64 v[49:50], v[51:52], v[62:63], v[51:52]
	v_mul_f64 v[51:52], v[43:44], v[47:48]
	v_mul_f64 v[16:17], v[41:42], v[16:17]
	v_mul_f64 v[14:15], v[41:42], v[14:15]
	v_fma_f64 v[41:42], v[58:59], v[62:63], v[58:59]
	v_fma_f64 v[58:59], -v[49:50], v[49:50], v[39:40]
	v_add_f64 v[54:55], v[54:55], -v[60:61]
	v_add_f64 v[16:17], v[16:17], -v[51:52]
	v_mul_f64 v[51:52], v[56:57], s[86:87]
	v_add_f64 v[14:15], v[14:15], -v[47:48]
	v_fma_f64 v[47:48], v[58:59], v[41:42], v[49:50]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[54:55], v[16:17]
	v_add_f64 v[14:15], v[14:15], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[49:50], -v[47:48], v[47:48], v[39:40]
	v_add_f64 v[16:17], v[64:65], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[14:15], v[43:44], -v[14:15]
	v_mov_b32_e32 v44, v1
	v_fma_f64 v[41:42], v[49:50], v[41:42], v[47:48]
	v_and_b32_e32 v43, 2, v53
	v_xor_b32_e32 v47, 0x80000000, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[43:44]
	v_cndmask_b32_e64 v0, v47, v17, s1
	v_cndmask_b32_e64 v17, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[39:40], 0x260
	v_xor_b32_e32 v43, 0x80000000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v15, v15, v43, s1
	v_cndmask_b32_e64 v43, v14, v16, s6
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[45:46]
	v_cndmask_b32_e64 v0, v15, v0, s6
	v_ldexp_f64 v[14:15], v[41:42], v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v16, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:16384
	v_dual_cndmask_b32 v40, v15, v40 :: v_dual_cndmask_b32 v39, v14, v39
	v_cndmask_b32_e64 v15, 0, v43, s1
	v_mul_f64 v[14:15], v[15:16], v[39:40]
	v_add_f32_e32 v16, v25, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v16, v0
	v_cvt_f32_f64_e32 v14, v[14:15]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v15, v25, v66
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
.LBB3_62:
	s_or_b32 exec_lo, exec_lo, s8
	s_branch .LBB3_12
.LBB3_63:
	s_cbranch_execz .LBB3_12
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB3_70
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB3_71
.LBB3_66:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_72
.LBB3_67:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_11
	s_branch .LBB3_73
.LBB3_68:
	v_xor_b32_e32 v0, s88, v26
	s_xor_b32 s1, s20, s89
	s_mov_b32 s90, 0xd078c69f
	s_xor_b32 s1, s1, s7
	s_mov_b32 s91, 0x3fc39a09
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v30
	v_xor3_b32 v14, s1, s92, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v13, v31
	v_xor3_b32 v15, v15, s93, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s94, v13, v11
	v_xor3_b32 v13, v16, s96, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s95, v12, v14
	v_xor3_b32 v13, v17, s97, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v12, v15
	v_xor3_b32 v14, v14, s100, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s99, v12, v16
	v_xor3_b32 v0, v0, s101, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s102, v12, v13
	v_xor3_b32 v0, v0, s103, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v13, 0xcd9e8d57, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v13, v12, s104
	v_cvt_f64_u32_e32 v[12:13], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], 0.5
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[12:13], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[12:13]
	v_cndmask_b32_e64 v0, v13, v15, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v14, v12, v14, s1
	v_add_co_u32 v16, s6, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v17, null, 0, 0, s6
	v_and_b32_e32 v0, 0xfffff, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[16:17], 20, v[16:17]
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v38, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -1.0
	v_add_f64 v[39:40], v[14:15], 2.0
	v_mul_f64 v[59:60], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[41:42], null, v[39:40], v[39:40], v[14:15]
	v_div_scale_f64 v[47:48], vcc_lo, v[14:15], v[39:40], v[14:15]
	v_mul_f64 v[59:60], v[14:15], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[43:44], v[41:42]
	v_fma_f64 v[45:46], -v[41:42], v[43:44], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[43:44], v[45:46], v[43:44]
	v_fma_f64 v[45:46], -v[41:42], v[43:44], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], v[43:44], v[45:46], v[43:44]
	v_mul_f64 v[45:46], v[47:48], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[41:42], -v[41:42], v[45:46], v[47:48]
	v_div_fmas_f64 v[41:42], v[41:42], v[43:44], v[45:46]
	v_add_co_u32 v0, vcc_lo, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[61:62], v0
	v_div_fixup_f64 v[39:40], v[41:42], v[39:40], v[14:15]
	v_cvt_f64_u32_e32 v[41:42], v11
	v_add_co_ci_u32_e64 v11, null, -1, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[16:17], v11
	v_mul_f64 v[43:44], v[39:40], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[41:42], 0.5
	v_ldexp_f64 v[16:17], v[16:17], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[43:44], v[43:44]
	v_ldexp_f64 v[41:42], v[41:42], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[16:17], v[61:62]
	v_mul_f64 v[47:48], v[45:46], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[41:42], v[41:42], s[48:49]
	v_mul_f64 v[51:52], v[45:46], s[90:91]
	v_mul_f64 v[65:66], v[16:17], s[44:45]
	v_mul_f64 v[16:17], v[16:17], s[46:47]
	v_add_f64 v[47:48], v[47:48], s[38:39]
	v_mul_f64 v[49:50], v[41:42], s[50:51]
	v_add_f64 v[51:52], v[51:52], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	v_add_f64 v[49:50], 0x43380000, v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[47:48], s[40:41]
	v_add_f64 v[53:54], 0xc3380000, v[49:50]
	v_mul_f64 v[50:51], v[45:46], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], v[47:48]
	v_mul_f64 v[55:56], v[53:54], s[52:53]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[50:51], v[50:51], s[34:35]
	v_mul_f64 v[57:58], v[53:54], s[56:57]
	v_mul_f64 v[61:62], v[53:54], s[58:59]
	v_add_f64 v[47:48], v[47:48], s[42:43]
	v_add_f64 v[55:56], v[41:42], v[55:56]
	v_mul_f64 v[45:46], v[45:46], v[50:51]
	v_mul_f64 v[50:51], v[53:54], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[43:44], v[43:44], v[47:48]
	v_add_f64 v[47:48], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[45:46], v[43:44]
	v_add_f64 v[45:46], v[55:56], -v[47:48]
	v_add_f64 v[63:64], v[47:48], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[59:60], v[43:44]
	v_add_f64 v[45:46], v[45:46], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[57:58], v[47:48], -v[63:64]
	v_mul_f64 v[39:40], v[39:40], v[43:44]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[43:44], v[61:62], -v[45:46]
	v_mul_f64 v[45:46], v[53:54], s[54:55]
	v_mul_f64 v[52:53], v[53:54], s[62:63]
	v_add_f64 v[50:51], v[57:58], v[50:51]
	v_add_f64 v[39:40], v[65:66], v[39:40]
	v_add_f64 v[57:58], v[47:48], -v[43:44]
	v_add_f64 v[61:62], v[55:56], -v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[52:53], -v[50:51]
	v_mov_b32_e32 v53, v1
	v_add_f64 v[39:40], v[39:40], -v[59:60]
	v_lshrrev_b32_e32 v0, 20, v58
	v_lshrrev_b32_e32 v54, 20, v62
	v_and_b32_e32 v11, 0x7ff, v0
	v_bfe_u32 v0, v42, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v52, 49, v11
	v_and_b32_e32 v11, 0x7ff, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[52:53], v[0:1]
	v_add_nc_u32_e32 v52, 16, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[52:53], v[0:1]
	v_cndmask_b32_e32 v0, v44, v51, vcc_lo
	v_cndmask_b32_e64 v46, v46, v0, s1
	v_add_f64 v[14:15], v[14:15], v[39:40]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[16:17], v[14:15]
	v_mul_f64 v[14:15], v[14:15], -2.0
	v_cndmask_b32_e32 v11, v47, v63, vcc_lo
	v_dual_cndmask_b32 v47, v48, v64 :: v_dual_cndmask_b32 v48, v43, v50
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[12:13]
	global_load_b32 v64, v[2:3], off
	v_cndmask_b32_e64 v43, v55, v11, s1
	v_cndmask_b32_e64 v44, v56, v47, s1
	v_cndmask_b32_e64 v45, v45, v48, s1
	v_cmp_neq_f64_e64 s1, 0, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[43:44], -v[45:46]
	v_cndmask_b32_e32 v0, 0xfff00000, v15, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_cndmask_b32_e32 v14, 0, v14, vcc_lo
	v_mul_f64 v[16:17], v[39:40], v[39:40]
	v_add_f64 v[43:44], v[43:44], -v[39:40]
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f64 v[47:48], v[16:17], s[76:77]
	v_mul_f64 v[50:51], v[16:17], s[64:65]
	v_mul_f64 v[52:53], v[16:17], s[70:71]
	v_mul_f64 v[11:12], v[16:17], s[82:83]
	v_mul_f64 v[54:55], v[16:17], v[16:17]
	v_add_f64 v[43:44], v[43:44], -v[45:46]
	v_mul_f64 v[58:59], v[16:17], 0.5
	v_add_f64 v[47:48], v[47:48], s[78:79]
	v_add_f64 v[50:51], v[50:51], s[66:67]
	v_add_f64 v[52:53], v[52:53], s[72:73]
	v_add_f64 v[11:12], v[11:12], s[84:85]
	v_mul_f64 v[56:57], v[16:17], v[54:55]
	v_mul_f64 v[45:46], v[54:55], v[54:55]
	v_mul_f64 v[54:55], v[39:40], v[16:17]
	v_add_f64 v[62:63], -v[58:59], 1.0
	v_mul_f64 v[47:48], v[16:17], v[47:48]
	v_mul_f64 v[50:51], v[16:17], v[50:51]
	v_mul_f64 v[52:53], v[16:17], v[52:53]
	v_mul_f64 v[11:12], v[56:57], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[47:48], v[47:48], s[80:81]
	v_add_f64 v[50:51], v[50:51], s[68:69]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[52:53], s[74:75]
	v_add_f64 v[11:12], v[11:12], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[16:17], v[50:51]
	v_mul_f64 v[45:46], v[45:46], v[52:53]
	v_mul_f64 v[52:53], v[43:44], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[54:55], v[11:12]
	v_add_f64 v[45:46], v[50:51], v[45:46]
	v_mul_f64 v[50:51], v[39:40], v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[11:12], v[52:53], -v[11:12]
	v_add_f64 v[52:53], -v[62:63], 1.0
	v_mul_f64 v[45:46], v[16:17], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[16:17], v[11:12]
	v_add_f64 v[52:53], v[52:53], -v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[45:46], v[45:46], -v[50:51]
	v_mul_f64 v[50:51], v[54:55], s[86:87]
	v_add_f64 v[11:12], v[11:12], -v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[52:53], v[45:46]
	v_add_f64 v[11:12], v[11:12], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[62:63], v[45:46]
	v_add_f64 v[11:12], v[39:40], -v[11:12]
	v_and_b32_e32 v39, 2, v49
	v_cndmask_b32_e64 v15, 0x7ff00000, v0, s1
	v_mov_b32_e32 v40, v1
	v_xor_b32_e32 v17, 0x80000000, v46
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_cmp_eq_u64_e64 s1, 0, v[39:40]
	v_xor_b32_e32 v39, 0x80000000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v12, v12, v39, s1
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[13:14], v[14:15], v0
	v_and_b32_e32 v0, 1, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_cndmask_b32_e64 v0, v17, v46, s1
	v_cndmask_b32_e64 v17, 0, 0xffffff80, vcc_lo
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[41:42]
	v_cndmask_b32_e64 v39, v11, v45, s6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_cndmask_b32_e64 v0, v12, v0, s6
	v_rsq_f64_e32 v[56:57], v[13:14]
	v_cmp_class_f64_e64 vcc_lo, v[13:14], 0x260
	v_mul_f64 v[47:48], v[13:14], v[56:57]
	v_mul_f64 v[56:57], v[56:57], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[60:61], -v[56:57], v[47:48], 0.5
	v_fma_f64 v[47:48], v[47:48], v[60:61], v[47:48]
	v_fma_f64 v[15:16], v[56:57], v[60:61], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[56:57], -v[47:48], v[47:48], v[13:14]
	v_fma_f64 v[43:44], v[56:57], v[15:16], v[47:48]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[47:48], -v[43:44], v[43:44], v[13:14]
	v_fma_f64 v[15:16], v[47:48], v[15:16], v[43:44]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[11:12], v[15:16], v17
	v_cndmask_b32_e64 v15, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_dual_cndmask_b32 v12, v12, v14 :: v_dual_cndmask_b32 v11, v11, v13
	v_cndmask_b32_e64 v14, 0, v39, s1
	v_add_f32_e32 v13, v20, v20
	v_mul_f64 v[11:12], v[14:15], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v13, v0
	v_cvt_f32_f64_e32 v11, v[11:12]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v12, v20, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v12
	v_mul_f32_e32 v12, 0.5, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v0, v20, v0 :: v_dual_mul_f32 v11, v10, v11
	v_add_f32_e32 v11, v11, v0
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v12, v22
	s_and_saveexec_b32 s8, s3
	s_cbranch_execz .LBB3_58
.LBB3_69:
	v_xor_b32_e32 v0, s88, v27
	s_xor_b32 s1, s20, s89
	s_mov_b32 s90, 0xd078c69f
	s_xor_b32 s1, s1, s7
	s_mov_b32 s91, 0x3fc39a09
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v32
	v_xor3_b32 v15, s1, s92, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v14, v33
	v_xor3_b32 v16, v16, s93, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s94, v14, v12
	v_xor3_b32 v14, v17, s96, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s95, v13, v15
	v_xor3_b32 v14, v40, s97, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s98, v13, v16
	v_xor3_b32 v15, v15, s100, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s99, v13, v39
	v_xor3_b32 v0, v0, s101, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v13, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s102, v13, v14
	v_xor3_b32 v0, v0, s103, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v14, 0xcd9e8d57, v13
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v14, v13, s104
	v_cvt_f64_u32_e32 v[13:14], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], 0.5
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[15:16], v[13:14], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[13:14]
	v_cndmask_b32_e64 v0, v14, v16, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v15, v13, v15, s1
	v_add_co_u32 v39, s6, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v40, null, 0, 0, s6
	v_and_b32_e32 v0, 0xfffff, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[39:40], 20, v[39:40]
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v38, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], -1.0
	v_add_f64 v[41:42], v[15:16], 2.0
	v_mul_f64 v[61:62], v[15:16], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_scale_f64 v[43:44], null, v[41:42], v[41:42], v[15:16]
	v_div_scale_f64 v[49:50], vcc_lo, v[15:16], v[41:42], v[15:16]
	v_mul_f64 v[61:62], v[15:16], v[61:62]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[45:46], v[43:44]
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	v_mul_f64 v[47:48], v[49:50], v[45:46]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[43:44], -v[43:44], v[47:48], v[49:50]
	v_div_fmas_f64 v[43:44], v[43:44], v[45:46], v[47:48]
	v_add_co_u32 v0, vcc_lo, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[63:64], v0
	v_div_fixup_f64 v[41:42], v[43:44], v[41:42], v[15:16]
	v_cvt_f64_u32_e32 v[43:44], v12
	v_add_co_ci_u32_e64 v12, null, -1, v40, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[39:40], v12
	v_mul_f64 v[45:46], v[41:42], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[43:44], 0.5
	v_ldexp_f64 v[39:40], v[39:40], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[45:46], v[45:46]
	v_ldexp_f64 v[43:44], v[43:44], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[39:40], v[63:64]
	v_mul_f64 v[49:50], v[47:48], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[43:44], v[43:44], s[48:49]
	v_mul_f64 v[53:54], v[47:48], s[90:91]
	v_mul_f64 v[67:68], v[39:40], s[44:45]
	v_mul_f64 v[39:40], v[39:40], s[46:47]
	v_add_f64 v[49:50], v[49:50], s[38:39]
	v_mul_f64 v[51:52], v[43:44], s[50:51]
	v_add_f64 v[53:54], v[53:54], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	v_add_f64 v[51:52], 0x43380000, v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[49:50], s[40:41]
	v_add_f64 v[55:56], 0xc3380000, v[51:52]
	v_mul_f64 v[52:53], v[47:48], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	v_mul_f64 v[57:58], v[55:56], s[52:53]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[52:53], v[52:53], s[34:35]
	v_mul_f64 v[59:60], v[55:56], s[56:57]
	v_mul_f64 v[63:64], v[55:56], s[58:59]
	v_add_f64 v[49:50], v[49:50], s[42:43]
	v_add_f64 v[57:58], v[43:44], v[57:58]
	v_mul_f64 v[47:48], v[47:48], v[52:53]
	v_mul_f64 v[52:53], v[55:56], s[60:61]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[45:46], v[45:46], v[49:50]
	v_add_f64 v[49:50], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[47:48], v[45:46]
	v_add_f64 v[47:48], v[57:58], -v[49:50]
	v_add_f64 v[65:66], v[49:50], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[61:62], v[45:46]
	v_add_f64 v[47:48], v[47:48], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[59:60], v[49:50], -v[65:66]
	v_mul_f64 v[41:42], v[41:42], v[45:46]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[45:46], v[63:64], -v[47:48]
	v_mul_f64 v[47:48], v[55:56], s[54:55]
	v_mul_f64 v[54:55], v[55:56], s[62:63]
	v_add_f64 v[52:53], v[59:60], v[52:53]
	v_add_f64 v[41:42], v[67:68], v[41:42]
	v_add_f64 v[59:60], v[49:50], -v[45:46]
	v_add_f64 v[63:64], v[57:58], -v[47:48]
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f64 v[52:53], v[54:55], -v[52:53]
	v_mov_b32_e32 v55, v1
	v_add_f64 v[41:42], v[41:42], -v[61:62]
	v_lshrrev_b32_e32 v0, 20, v60
	v_lshrrev_b32_e32 v17, 20, v64
	global_load_b32 v64, v[4:5], off
	v_and_b32_e32 v12, 0x7ff, v0
	v_bfe_u32 v0, v44, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v54, 49, v12
	v_cmp_lt_u64_e32 vcc_lo, v[54:55], v[0:1]
	v_and_b32_e32 v12, 0x7ff, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_nc_u32_e32 v54, 16, v12
	v_dual_cndmask_b32 v12, v49, v65 :: v_dual_cndmask_b32 v17, v50, v66
	v_cndmask_b32_e32 v49, v45, v52, vcc_lo
	v_cmp_lt_u64_e64 s1, v[54:55], v[0:1]
	v_cndmask_b32_e32 v0, v46, v53, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v46, v58, v17, s1
	v_cndmask_b32_e64 v45, v57, v12, s1
	v_cndmask_b32_e64 v48, v48, v0, s1
	v_cndmask_b32_e64 v47, v47, v49, s1
	v_cmp_neq_f64_e64 s1, 0, v[13:14]
	v_add_f64 v[15:16], v[15:16], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[45:46], -v[47:48]
	v_add_f64 v[15:16], v[39:40], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[41:42], v[41:42]
	v_add_f64 v[45:46], v[45:46], -v[41:42]
	v_mul_f64 v[15:16], v[15:16], -2.0
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f64 v[49:50], v[39:40], s[76:77]
	v_mul_f64 v[52:53], v[39:40], s[64:65]
	v_mul_f64 v[54:55], v[39:40], s[70:71]
	v_mul_f64 v[12:13], v[39:40], s[82:83]
	v_add_f64 v[45:46], v[45:46], -v[47:48]
	v_mul_f64 v[58:59], v[39:40], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v16, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_mul_f64 v[16:17], v[39:40], v[39:40]
	v_cndmask_b32_e32 v56, 0, v15, vcc_lo
	v_add_f64 v[49:50], v[49:50], s[78:79]
	v_cndmask_b32_e64 v57, 0x7ff00000, v0, s1
	v_add_f64 v[52:53], v[52:53], s[66:67]
	v_add_f64 v[54:55], v[54:55], s[72:73]
	v_add_f64 v[12:13], v[12:13], s[84:85]
	v_add_f64 v[62:63], -v[58:59], 1.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[56:57]
	v_mul_f64 v[14:15], v[39:40], v[16:17]
	v_mul_f64 v[16:17], v[16:17], v[16:17]
	v_mul_f64 v[49:50], v[39:40], v[49:50]
	v_mul_f64 v[52:53], v[39:40], v[52:53]
	v_mul_f64 v[54:55], v[39:40], v[54:55]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[56:57], v[56:57], v0
	v_and_b32_e32 v0, 1, v51
	v_cmp_eq_u64_e64 s6, 0, v[0:1]
	v_mul_f64 v[12:13], v[14:15], v[12:13]
	v_add_f64 v[14:15], v[49:50], s[80:81]
	v_add_f64 v[47:48], v[52:53], s[68:69]
	v_add_f64 v[52:53], v[54:55], s[74:75]
	v_mul_f64 v[54:55], v[41:42], v[39:40]
	v_rsq_f64_e32 v[49:50], v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_mul_f64 v[47:48], v[39:40], v[47:48]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[16:17], v[16:17], v[52:53]
	v_mul_f64 v[52:53], v[45:46], 0.5
	v_mul_f64 v[14:15], v[56:57], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_mul_f64 v[12:13], v[54:55], v[12:13]
	v_add_f64 v[16:17], v[47:48], v[16:17]
	v_mul_f64 v[47:48], v[41:42], v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[60:61], -v[49:50], v[14:15], 0.5
	v_add_f64 v[12:13], v[52:53], -v[12:13]
	v_add_f64 v[52:53], -v[62:63], 1.0
	v_mul_f64 v[16:17], v[39:40], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[14:15], v[14:15], v[60:61], v[14:15]
	v_mul_f64 v[12:13], v[39:40], v[12:13]
	v_fma_f64 v[39:40], v[49:50], v[60:61], v[49:50]
	v_add_f64 v[52:53], v[52:53], -v[58:59]
	v_add_f64 v[16:17], v[16:17], -v[47:48]
	v_mul_f64 v[47:48], v[54:55], s[86:87]
	v_fma_f64 v[49:50], -v[14:15], v[14:15], v[56:57]
	v_add_f64 v[12:13], v[12:13], -v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[16:17], v[52:53], v[16:17]
	v_fma_f64 v[14:15], v[49:50], v[39:40], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[12:13], v[12:13], v[47:48]
	v_add_f64 v[16:17], v[62:63], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[45:46], -v[14:15], v[14:15], v[56:57]
	v_add_f64 v[12:13], v[41:42], -v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v41, 0x80000000, v17
	v_fma_f64 v[14:15], v[45:46], v[39:40], v[14:15]
	v_dual_mov_b32 v40, v1 :: v_dual_and_b32 v39, 2, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[39:40]
	v_cndmask_b32_e64 v0, v41, v17, s1
	v_cndmask_b32_e64 v17, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[56:57], 0x260
	v_xor_b32_e32 v39, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v13, v13, v39, s1
	v_cndmask_b32_e64 v39, v12, v16, s6
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[43:44]
	v_cndmask_b32_e64 v0, v13, v0, s6
	v_ldexp_f64 v[12:13], v[14:15], v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, 0x7ff80000, v0, s1
	ds_load_b32 v0, v1 offset:16384
	v_dual_cndmask_b32 v16, v13, v57 :: v_dual_cndmask_b32 v15, v12, v56
	v_cndmask_b32_e64 v13, 0, v39, s1
	v_mul_f64 v[12:13], v[13:14], v[15:16]
	v_add_f32_e32 v14, v22, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v14, v0
	v_cvt_f32_f64_e32 v12, v[12:13]
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v13, v22, v64
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
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v13, v24
	s_and_saveexec_b32 s8, s4
	s_cbranch_execnz .LBB3_59
	s_branch .LBB3_60
.LBB3_70:
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
	s_cbranch_execz .LBB3_66
.LBB3_71:
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
	s_cbranch_execz .LBB3_67
.LBB3_72:
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
	s_cbranch_execz .LBB3_11
.LBB3_73:
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
	s_branch .LBB3_11
.LBB3_74:
	v_readlane_b32 s12, v71, 0
	v_readlane_b32 s13, v71, 1
.LBB3_75:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB3_81
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB3_82
.LBB3_77:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_83
.LBB3_78:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_80
.LBB3_79:
	s_waitcnt vmcnt(0)
	global_store_b32 v23, v25, s[12:13]
.LBB3_80:
	s_endpgm
.LBB3_81:
	s_waitcnt vmcnt(0)
	global_store_b32 v18, v20, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_77
.LBB3_82:
	s_waitcnt vmcnt(0)
	global_store_b32 v19, v22, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB3_78
.LBB3_83:
	s_waitcnt vmcnt(0)
	global_store_b32 v21, v24, s[12:13]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB3_79
	s_branch .LBB3_80
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
		.amdhsa_next_free_vgpr 72
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
.Lfunc_end3:
	.size	tessera_tether_pairwise_w4096, .Lfunc_end3-tessera_tether_pairwise_w4096

	.set tessera_tether_pairwise_w4096.num_vgpr, 72
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
	s_cbranch_vccnz .LBB4_116
	s_load_b64 s[4:5], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v26, 2, v0
	s_mul_i32 s3, s15, s2
	s_mul_i32 s34, s14, s2
	s_waitcnt lgkmcnt(0)
	v_writelane_b32 v90, s4, 0
	v_writelane_b32 v90, s5, 1
	s_mul_hi_u32 s4, s14, s2
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_add_i32 s35, s4, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[36:37], s[34:35], 2
	s_add_u32 s16, s8, s36
	s_addc_u32 s17, s9, s37
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v29, v26, s[16:17]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v27, 2, v2
	v_cmp_gt_u64_e64 s3, s[14:15], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB4_5
	global_load_b32 v31, v27, s[16:17]
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v28, 2, v2
	v_cmp_gt_u64_e64 s4, s[14:15], v[2:3]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_7
	global_load_b32 v32, v28, s[16:17]
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v30, 2, v2
	v_cmp_gt_u64_e64 s5, s[14:15], v[2:3]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB4_9
	global_load_b32 v34, v30, s[16:17]
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v2, 0x1000, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v33, 2, v2
	v_cmp_gt_u64_e64 s6, s[14:15], v[2:3]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB4_11
	global_load_b32 v36, v33, s[16:17]
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v2, 0x1400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v35, 2, v2
	v_cmp_gt_u64_e64 s7, s[14:15], v[2:3]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB4_13
	global_load_b32 v38, v35, s[16:17]
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v2, 0x1800, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v37, 2, v2
	v_cmp_gt_u64_e64 s8, s[14:15], v[2:3]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB4_15
	global_load_b32 v40, v37, s[16:17]
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v2, 0x1c00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v39, 2, v2
	v_cmp_gt_u64_e64 s9, s[14:15], v[2:3]
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB4_17
	global_load_b32 v41, v39, s[16:17]
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s12
	s_load_b64 s[12:13], s[0:1], 0x20
	s_mov_b64 s[30:31], 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[12:13], 0
	s_cbranch_scc1 .LBB4_107
	v_writelane_b32 v90, s16, 2
	v_mov_b32_e32 v1, 0
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	v_writelane_b32 v90, s17, 3
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v10, s0, s34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s35, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v10, 0
	v_add_co_u32 v4, vcc_lo, 0x400, v10
	s_mov_b32 s44, 0x94229359
	s_mov_b32 s46, 0x55555593
	s_mov_b32 s48, 0x35793c76
	s_mov_b32 s50, 0xfee00000
	v_xor_b32_e32 v0, v19, v11
	s_mov_b32 s52, 0x54442d18
	s_mov_b32 s54, 0x6dc9c883
	s_mov_b32 s56, 0x54400000
	s_mov_b32 s58, 0x1a626331
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v0, s25, v0
	s_mov_b32 s19, s0
	s_cselect_b32 s0, -1, 0
	s_mov_b32 s60, 0x1a600000
	v_writelane_b32 v90, s0, 4
	s_add_u32 s0, s10, s36
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_addc_u32 s1, s11, s37
	s_cmp_lg_u32 s18, 0
	v_add_co_u32 v2, s0, s0, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, 0, s0
	s_cselect_b32 s0, -1, 0
	v_add_co_ci_u32_e64 v0, null, 0, v11, vcc_lo
	v_writelane_b32 v90, s0, 5
	s_add_u32 s0, s24, 0x9e3779b9
	s_add_u32 s1, s25, 0xbb67ae85
	v_xor_b32_e32 v42, s0, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v4, 0
	v_add_co_u32 v4, vcc_lo, 0x800, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v11, vcc_lo
	s_add_u32 s10, s24, 0x3c6ef372
	s_add_u32 s96, s25, 0x76cf5d0a
	v_xor_b32_e32 v0, v21, v0
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v4, 0
	v_add_co_u32 v4, vcc_lo, 0xc00, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v6, null, 0, v11, vcc_lo
	v_xor_b32_e32 v0, s25, v0
	s_add_u32 s97, s24, 0xdaa66d2b
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v13, null, 0, v3, vcc_lo
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v14, vcc_lo, 0x6000, v2
	s_add_u32 s98, s25, 0x32370b8f
	s_add_u32 s99, s24, 0x78dde6e4
	s_add_u32 s100, s25, 0xed9eba14
	s_add_u32 s101, s24, 0x1715609d
	s_add_u32 s102, s25, 0xa9066899
	s_add_u32 s103, s24, 0xb54cda56
	s_add_u32 s104, s25, 0x646e171e
	s_add_u32 vcc_hi, s24, 0x5384540f
	s_add_u32 s12, s25, 0x1fd5c5a3
	s_add_u32 s13, s25, 0xdb3d7428
	s_add_i32 s23, s24, 0x8ff34781
	v_add_co_ci_u32_e64 v15, null, 0, v3, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x7000, v2
	s_and_b32 s34, s14, 0x3ffe
	s_bitcmp1_b32 s14, 0
	v_xor_b32_e32 v43, s0, v25
	v_xor_b32_e32 v44, s0, v56
	v_xor_b32_e32 v45, s0, v63
	v_xor_b32_e32 v46, s0, v67
	v_xor_b32_e32 v48, s0, v72
	v_add_co_ci_u32_e64 v17, null, 0, v3, vcc_lo
	v_xor_b32_e32 v49, s0, v74
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
	v_mov_b32_e32 v66, 0xfffffbcb
	s_cselect_b32 s0, -1, 0
	s_mov_b32 s36, 0x1d8e78af
	s_mov_b32 s62, 0x2e037073
	s_mov_b32 s64, 0x2e000000
	s_mov_b32 s66, 0x252049c1
	s_mov_b32 s68, 0x19cb1590
	s_mov_b32 s70, 0x16c15177
	s_mov_b32 s72, 0x5555554c
	s_mov_b32 s74, 0xbe8838d4
	s_mov_b32 s76, 0xbdb4b1c4
	s_mov_b32 s78, 0x809c52ad
	s_mov_b32 s80, 0x57b1fe7d
	s_mov_b32 s82, 0x19c161d5
	s_mov_b32 s84, 0x1110f8a6
	s_mov_b32 s86, 0x5acfd57c
	s_mov_b32 s88, 0x8a2b9ceb
	s_mov_b32 s90, 0x55555549
	s_mov_b32 s35, 0
	v_writelane_b32 v90, s0, 6
	s_movk_i32 s25, 0x1fc
	s_mov_b32 s0, -8
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
	s_mov_b32 s65, 0xbba3198a
	s_mov_b32 s67, 0x397b839a
	s_mov_b32 s69, 0x3efa01a0
	s_mov_b32 s71, 0xbf56c16c
	s_mov_b32 s73, 0x3fa55555
	s_mov_b32 s75, 0xbda8fae9
	s_mov_b32 s77, 0x3e21ee9e
	s_mov_b32 s79, 0xbe927e4f
	s_mov_b32 s81, 0x3ec71de3
	s_mov_b32 s83, 0xbf2a01a0
	s_mov_b32 s85, 0x3f811111
	s_mov_b32 s87, 0x3de5d93a
	s_mov_b32 s89, 0xbe5ae5e6
	s_mov_b32 s91, 0x3fc55555
	s_branch .LBB4_21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v21, v29 :: v_dual_mov_b32 v22, v31
	v_dual_mov_b32 v23, v32 :: v_dual_mov_b32 v24, v34
	v_dual_mov_b32 v25, v36 :: v_dual_mov_b32 v0, v41
	v_dual_mov_b32 v67, v38 :: v_dual_mov_b32 v68, v40
.LBB4_20:
	v_readlane_b32 s10, v90, 0
	v_readlane_b32 s11, v90, 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v41, v0 :: v_dual_mov_b32 v38, v67
	v_dual_mov_b32 v40, v68 :: v_dual_mov_b32 v31, v22
	v_mov_b32_e32 v36, v25
	v_dual_mov_b32 v34, v24 :: v_dual_mov_b32 v29, v21
	v_mov_b32_e32 v32, v23
	s_add_u32 s30, s30, 1
	s_addc_u32 s31, s31, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[30:31], s[10:11]
	s_cbranch_scc1 .LBB4_106
.LBB4_21:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB4_33
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB4_34
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_35
.LBB4_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_36
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_37
.LBB4_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_38
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_39
.LBB4_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_30
.LBB4_29:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v41, v41
	ds_store_b32 v26, v0 offset:28672
.LBB4_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s33, s19
	s_cbranch_execz .LBB4_71
	v_cmp_lt_i64_e64 s1, s[14:15], 1
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_40
	s_cmp_lg_u64 s[14:15], 1
	s_mov_b32 s1, -1
	s_cselect_b32 s10, -1, 0
	s_cbranch_execz .LBB4_41
	s_branch .LBB4_42
.LBB4_33:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v29, v29
	ds_store_b32 v26, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_23
.LBB4_34:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v31, v31
	ds_store_b32 v26, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_24
.LBB4_35:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v32, v32
	ds_store_b32 v26, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_25
.LBB4_36:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v34, v34
	ds_store_b32 v26, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_26
.LBB4_37:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v36, v36
	ds_store_b32 v26, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_27
.LBB4_38:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v38, v38
	ds_store_b32 v26, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_28
.LBB4_39:
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, v40, v40
	ds_store_b32 v26, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_29
	s_branch .LBB4_30
.LBB4_40:
	s_mov_b32 s1, 0
	s_mov_b32 s10, 0
.LBB4_41:
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s10, -1, 0
.LBB4_42:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s10
	s_cbranch_vccnz .LBB4_57
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	s_mov_b64 s[92:93], 0
	s_branch .LBB4_45
.LBB4_44:
	s_or_b32 exec_lo, exec_lo, s28
	v_lshl_add_u32 v0, v20, 2, 0x200
	s_add_u32 s92, s92, 2
	v_lshl_add_u32 v20, v20, 3, 0
	s_addc_u32 s93, s93, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v0, v67, off
	scratch_store_b64 v20, v[24:25], off
	s_cmp_eq_u64 s[92:93], s[34:35]
	s_cbranch_scc1 .LBB4_58
.LBB4_45:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[18:19]
	s_lshl_b32 s28, s92, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v18, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[18:19]
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[20:21], v0, off
	v_mov_b32_e32 v0, s28
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[20:21]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s10, s1
	s_xor_b32 s1, exec_lo, s10
	v_add_co_u32 v20, vcc_lo, v18, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, 0, v19, vcc_lo
	s_or_saveexec_b32 s29, s1
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_xor_b32 exec_lo, exec_lo, s29
	s_cbranch_execz .LBB4_51
	v_add_co_u32 v22, vcc_lo, v18, -1
	v_lshl_add_u32 v67, v18, 2, s25
	v_lshl_add_u32 v68, v18, 3, s0
	v_add_co_ci_u32_e64 v23, null, -1, v19, vcc_lo
	s_mov_b64 s[94:95], 0
	s_mov_b32 s18, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_49:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	s_add_u32 s94, s94, 1
	s_addc_u32 s95, s95, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v24, s94 :: v_dual_mov_b32 v25, s95
	v_cndmask_b32_e32 v20, 1, v22, vcc_lo
	v_add_co_u32 v22, s11, v22, -1
	v_add_co_ci_u32_e64 v23, null, -1, v23, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v20, 3, v20
	v_sub_nc_u32_e32 v20, v68, v20
	v_add_nc_u32_e32 v68, -8, v68
	scratch_load_b64 v[69:70], v20, off
	scratch_load_b32 v71, v67, off
	v_dual_mov_b32 v21, v19 :: v_dual_mov_b32 v20, v18
	v_add_nc_u32_e32 v67, -4, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[20:21]
	v_add_co_u32 v18, s10, v20, -1
	v_add_co_ci_u32_e64 v19, null, -1, v21, s10
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[94:95], v[69:70]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v71
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s18, s1, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB4_49
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s18
.LBB4_51:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s29
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
	v_mov_b32_e32 v19, s28
	ds_load_b32 v67, v19 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[22:23]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s10, s1
	s_xor_b32 s1, exec_lo, s10
	v_add_co_u32 v18, vcc_lo, v20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v21, vcc_lo
	s_or_saveexec_b32 s28, s1
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_xor_b32 exec_lo, exec_lo, s28
	s_cbranch_execz .LBB4_44
	v_add_co_u32 v22, vcc_lo, v20, -1
	v_lshl_add_u32 v0, v20, 2, s25
	v_lshl_add_u32 v68, v20, 3, s0
	v_add_co_ci_u32_e64 v23, null, -1, v21, vcc_lo
	s_mov_b64 s[94:95], 0
	s_mov_b32 s18, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_55:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	s_add_u32 s94, s94, 1
	s_addc_u32 s95, s95, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v24, s94 :: v_dual_mov_b32 v25, s95
	v_cndmask_b32_e32 v18, 1, v22, vcc_lo
	v_add_co_u32 v22, s11, v22, -1
	v_add_co_ci_u32_e64 v23, null, -1, v23, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v18, 3, v18
	v_sub_nc_u32_e32 v18, v68, v18
	v_add_nc_u32_e32 v68, -8, v68
	scratch_load_b64 v[69:70], v18, off
	scratch_load_b32 v71, v0, off
	v_dual_mov_b32 v18, v20 :: v_dual_mov_b32 v19, v21
	v_add_nc_u32_e32 v0, -4, v0
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[94:95], v[69:70]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v67, v67, v71
	v_cmp_eq_u64_e32 vcc_lo, 1, v[18:19]
	v_add_co_u32 v20, s10, v18, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v21, null, -1, v19, s10
	s_or_b32 s1, vcc_lo, s1
	s_and_b32 s1, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s1, s18
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB4_55
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s18
	s_branch .LBB4_44
.LBB4_57:
	v_dual_mov_b32 v20, 0 :: v_dual_mov_b32 v19, s15
	v_dual_mov_b32 v18, s14 :: v_dual_mov_b32 v21, 0
	s_mov_b64 s[10:11], 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_59
	s_branch .LBB4_66
.LBB4_58:
	v_dual_mov_b32 v21, v19 :: v_dual_mov_b32 v20, v18
	s_mov_b64 s[10:11], s[34:35]
	v_readlane_b32 s1, v90, 6
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB4_66
.LBB4_59:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[20:21]
	s_lshl_b32 s1, s10, 2
	v_subrev_co_ci_u32_e64 v0, null, 0, v20, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[20:21]
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v0, v0, 3, 0
	scratch_load_b64 v[18:19], v0, off
	v_mov_b32_e32 v0, s1
	ds_load_b32 v0, v0
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s1, 0, v[18:19]
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s10, s1
	s_xor_b32 s1, exec_lo, s10
	v_add_co_u32 v18, vcc_lo, v20, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v21, vcc_lo
	s_or_saveexec_b32 s28, s1
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	s_xor_b32 exec_lo, exec_lo, s28
	s_cbranch_execz .LBB4_65
	v_add_co_u32 v22, vcc_lo, v20, -1
	v_lshl_add_u32 v67, v20, 2, s25
	v_lshl_add_u32 v68, v20, 3, s0
	v_add_co_ci_u32_e64 v23, null, -1, v21, vcc_lo
	s_mov_b64 s[92:93], 0
	s_mov_b32 s29, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_63:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[22:23]
	s_add_u32 s92, s92, 1
	s_addc_u32 s93, s93, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v24, s92 :: v_dual_mov_b32 v25, s93
	v_cndmask_b32_e32 v18, 1, v22, vcc_lo
	v_add_co_u32 v22, s11, v22, -1
	v_add_co_ci_u32_e64 v23, null, -1, v23, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v18, 3, v18
	v_sub_nc_u32_e32 v18, v68, v18
	v_add_nc_u32_e32 v68, -8, v68
	scratch_load_b64 v[69:70], v18, off
	scratch_load_b32 v71, v67, off
	v_dual_mov_b32 v18, v20 :: v_dual_add_nc_u32 v67, -4, v67
	v_mov_b32_e32 v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v20, s10, v18, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[18:19]
	v_add_co_ci_u32_e64 v21, null, -1, v19, s10
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s1, s[92:93], v[69:70]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v0, v0, v71
	s_or_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s1, exec_lo, s1
	s_or_b32 s29, s1, s29
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s29
	s_cbranch_execnz .LBB4_63
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s29
.LBB4_65:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s28
	v_lshl_add_u32 v21, v20, 2, 0x200
	v_lshl_add_u32 v20, v20, 3, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v21, v0, off
	scratch_store_b64 v20, v[24:25], off
.LBB4_66:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[18:19]
	s_mov_b32 s18, exec_lo
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
	s_cbranch_execz .LBB4_70
	v_lshlrev_b32_e32 v18, 2, v18
	s_mov_b64 s[10:11], 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v18, v18, s25, -4
.LBB4_68:
	scratch_load_b32 v19, v18, off
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	v_add_nc_u32_e32 v18, -4, v18
	v_cmp_ge_u64_e32 vcc_lo, s[10:11], v[20:21]
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v19
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB4_68
	s_or_b32 exec_lo, exec_lo, s1
.LBB4_70:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v1, v0 offset:32768
.LBB4_71:
	s_or_b32 exec_lo, exec_lo, s33
	v_readlane_b32 s1, v90, 5
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB4_83
	s_mul_f32 s10, s22, s20
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s10, 0
	s_mul_f32 s1, s10, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, s10, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_sqrt_f32_e32 v18, v0
	v_add_nc_u32_e32 v19, -1, v18
	v_add_nc_u32_e32 v20, 1, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v21, 0x80000000, v19
	v_fma_f32 v21, v21, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e64 s10, 0, v21
	v_mov_b32_e32 v21, v29
	v_xor_b32_e32 v22, 0x80000000, v20
	v_fma_f32 v22, v22, v18, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, v18, v19, s10
	v_cmp_class_f32_e64 s10, v0, 0x260
	v_cmp_lt_f32_e64 s11, 0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v18, v20, s11
	s_add_u32 s11, s30, s26
	v_mul_f32_e32 v19, 0x37800000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v18, v18, v19, s1
	s_addc_u32 s1, s31, s27
	s_mul_i32 s92, s1, 0xcd9e8d57
	s_mul_hi_u32 s93, s1, 0xcd9e8d57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v18, v0, s10
	v_readlane_b32 s10, v90, 4
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v20, v0, s17, s10
	s_and_saveexec_b32 s33, s2
	s_cbranch_execnz .LBB4_92
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v22, v31
	s_and_saveexec_b32 s33, s3
	s_cbranch_execnz .LBB4_93
.LBB4_74:
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v23, v32
	s_and_saveexec_b32 s33, s4
	s_cbranch_execnz .LBB4_94
.LBB4_75:
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v24, v34
	s_and_saveexec_b32 s94, s5
	s_cbranch_execnz .LBB4_95
.LBB4_76:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v25, v36
	s_and_saveexec_b32 s94, s6
	s_cbranch_execnz .LBB4_96
.LBB4_77:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v67, v38
	s_and_saveexec_b32 s94, s7
	s_cbranch_execnz .LBB4_97
.LBB4_78:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v68, v40
	s_and_saveexec_b32 s94, s8
	s_cbranch_execz .LBB4_80
.LBB4_79:
	v_xor_b32_e32 v0, s92, v48
	s_xor_b32 s1, s24, s93
	s_mov_b32 s28, 0xd078c69f
	s_xor_b32 s1, s1, s11
	s_mov_b32 s29, 0x3fc39a09
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v62
	v_xor3_b32 v19, s1, s96, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v69, v63
	v_xor3_b32 v19, v71, s97, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s98, v69, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s100, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s99, v69, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v19, v70, s101, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v71, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s104, v70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v71, v69
	v_xor3_b32 v19, v19, vcc_hi, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s12, v69, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v18, 0xd2511f53, v19
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v18, s13, v68
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v69, s23
	v_cvt_f64_u32_e32 v[18:19], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[18:19]
	v_ldexp_f64 v[69:70], v[18:19], 54
	v_cndmask_b32_e64 v0, v19, v70, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v69, v18, v69, s1
	v_add_co_u32 v71, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v71
	v_add_nc_u32_e32 v70, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v66, s1
	v_cmp_neq_f64_e64 s1, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -1.0
	v_add_f64 v[72:73], v[69:70], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[74:75], null, v[72:73], v[72:73], v[69:70]
	v_rcp_f64_e32 v[76:77], v[74:75]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 1.0
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_div_scale_f64 v[78:79], vcc_lo, v[69:70], v[72:73], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[76:77]
	v_fma_f64 v[74:75], -v[74:75], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[74:75], v[74:75], v[76:77], v[80:81]
	v_div_fixup_f64 v[73:74], v[74:75], v[72:73], v[69:70]
	v_add_co_ci_u32_e64 v72, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[71:72], 20, v[71:72]
	v_add_co_u32 v0, vcc_lo, v71, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v71, null, -1, v72, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[18:19]
	v_cvt_f64_i32_e32 v[71:72], v71
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[71:72], v[71:72], 32
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[77:78], s[40:41]
	v_mul_f64 v[81:82], v[77:78], s[28:29]
	v_add_f64 v[79:80], v[79:80], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[36:37]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	v_add_f64 v[79:80], v[79:80], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[38:39]
	v_mul_f64 v[79:80], v[77:78], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	v_add_f64 v[79:80], v[79:80], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	v_cvt_f64_u32_e32 v[79:80], v0
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[77:78], v[69:70], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], v[79:80]
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[71:72], s[48:49]
	v_mul_f64 v[71:72], v[71:72], s[50:51]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -v[77:78]
	v_add_f64 v[69:70], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_mul_f64 v[18:19], v[69:70], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v19, vcc_lo
	v_cndmask_b32_e64 v18, 0, v18, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v19, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[69:70], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[18:19], v[69:70]
	v_mul_f64 v[69:70], v[69:70], 0.5
	v_fma_f64 v[73:74], -v[69:70], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[71:72], v[71:72], v[73:74], v[71:72]
	v_fma_f64 v[69:70], v[69:70], v[73:74], v[69:70]
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], v[73:74], v[69:70], v[71:72]
	v_fma_f64 v[73:74], -v[71:72], v[71:72], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], v[73:74], v[69:70], v[71:72]
	v_ldexp_f64 v[69:70], v[69:70], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v19, v70, v19 :: v_dual_cndmask_b32 v18, v69, v18
	v_cvt_f64_u32_e32 v[68:69], v68
	v_add_f64 v[68:69], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[68:69], v[68:69], 0xffffffe0
	v_mul_f64 v[68:69], v[68:69], s[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[68:69], s[54:55]
	v_add_f64 v[70:71], 0x43380000, v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], 0xc3380000, v[70:71]
	v_mul_f64 v[73:74], v[71:72], s[56:57]
	v_mul_f64 v[75:76], v[71:72], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[68:69], v[73:74]
	v_add_f64 v[77:78], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[73:74], -v[77:78]
	v_add_f64 v[75:76], v[79:80], v[75:76]
	v_mul_f64 v[79:80], v[71:72], s[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[79:80], -v[75:76]
	v_add_f64 v[79:80], v[77:78], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v0, 20, v80
	v_mov_b32_e32 v80, v1
	v_and_b32_e32 v0, 0x7ff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v79, 49, v0
	v_bfe_u32 v0, v69, 20, 11
	v_cmp_lt_u64_e32 vcc_lo, v[79:80], v[0:1]
	v_mul_f64 v[79:80], v[71:72], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[77:78], v[79:80]
	v_dual_cndmask_b32 v83, v77, v81 :: v_dual_cndmask_b32 v84, v78, v82
	v_add_f64 v[77:78], v[77:78], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], v[79:80]
	v_mul_f64 v[79:80], v[71:72], s[66:67]
	v_mul_f64 v[71:72], v[71:72], s[58:59]
	v_add_f64 v[77:78], v[79:80], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v77, v75, v77 :: v_dual_cndmask_b32 v78, v76, v78
	v_add_f64 v[75:76], v[73:74], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v75, 20, v76
	v_dual_mov_b32 v76, v1 :: v_dual_and_b32 v75, 0x7ff, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v75, 16, v75
	v_cmp_lt_u64_e32 vcc_lo, v[75:76], v[0:1]
	v_and_b32_e32 v0, 1, v70
	v_dual_cndmask_b32 v74, v74, v84 :: v_dual_cndmask_b32 v73, v73, v83
	v_dual_cndmask_b32 v72, v72, v78 :: v_dual_cndmask_b32 v71, v71, v77
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[68:69]
	v_dual_mov_b32 v69, v1 :: v_dual_and_b32 v68, 2, v70
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[73:74], -v[71:72]
	v_cmp_eq_u64_e64 s1, 0, v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -v[75:76]
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_mul_f64 v[73:74], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[71:72], 0.5
	v_mul_f64 v[77:78], v[73:74], s[86:87]
	v_mul_f64 v[79:80], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[88:89]
	v_mul_f64 v[81:82], v[73:74], v[79:80]
	v_mul_f64 v[79:80], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[81:82], v[77:78]
	v_mul_f64 v[81:82], v[73:74], 0.5
	v_add_f64 v[83:84], -v[81:82], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], -v[83:84], 1.0
	v_add_f64 v[81:82], v[85:86], -v[81:82]
	v_mul_f64 v[85:86], v[73:74], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[76:77]
	v_mul_f64 v[85:86], v[73:74], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[78:79]
	v_mul_f64 v[79:80], v[79:80], v[85:86]
	v_mul_f64 v[85:86], v[73:74], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[82:83]
	v_mul_f64 v[85:86], v[73:74], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[84:85]
	v_add_f64 v[77:78], v[77:78], v[85:86]
	v_mul_f64 v[85:86], v[73:74], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[70:71]
	v_mul_f64 v[85:86], v[73:74], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[72:73]
	v_mul_f64 v[85:86], v[73:74], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[85:86], v[79:80]
	v_mul_f64 v[85:86], v[75:76], v[73:74]
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[85:86], v[77:78]
	v_add_f64 v[77:78], v[87:88], -v[77:78]
	v_mul_f64 v[87:88], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_add_f64 v[79:80], v[79:80], -v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_mul_f64 v[73:74], v[85:86], s[90:91]
	v_add_f64 v[77:78], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_add_f64 v[73:74], v[83:84], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[75:76], -v[71:72]
	v_xor_b32_e32 v0, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v74, s1
	v_xor_b32_e32 v69, 0x80000000, v72
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v68, v71, v73, s10
	v_cndmask_b32_e64 v69, v72, v69, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v68, 0, v68, vcc_lo
	v_cndmask_b32_e64 v0, v69, v0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v69, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[18:19], v[68:69], v[18:19]
	v_add_f32_e32 v68, v40, v40
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v68, v0
	v_cvt_f32_f64_e32 v18, v[18:19]
	global_load_b32 v19, v[14:15], off
	v_mul_f32_e32 v18, v20, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v40, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v40, v0
	v_add_f32_e32 v68, v18, v0
.LBB4_80:
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v0, v41
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s94, exec_lo, s1
	s_cbranch_execz .LBB4_82
	v_xor_b32_e32 v0, s92, v49
	s_xor_b32 s1, s24, s93
	s_mov_b32 s28, 0xd078c69f
	s_xor_b32 s1, s1, s11
	s_mov_b32 s29, 0x3fc39a09
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v64
	v_xor3_b32 v19, s1, s96, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v70, v65
	v_xor3_b32 v19, v72, s97, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s98, v70, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s100, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s99, v70, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v19, v71, s101, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v72, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s104, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v72, v70
	v_xor3_b32 v19, v19, vcc_hi, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s12, v70, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v18, 0xd2511f53, v19
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v18, s13, v69
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v70, s23
	v_cvt_f64_u32_e32 v[18:19], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[18:19]
	v_ldexp_f64 v[70:71], v[18:19], 54
	v_cndmask_b32_e64 v0, v19, v71, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v70, v18, v70, s1
	v_add_co_u32 v72, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v72
	v_add_nc_u32_e32 v71, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v66, s1
	v_cmp_neq_f64_e64 s1, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -1.0
	v_add_f64 v[73:74], v[70:71], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[75:76], null, v[73:74], v[73:74], v[70:71]
	v_rcp_f64_e32 v[77:78], v[75:76]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 1.0
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_div_scale_f64 v[79:80], vcc_lo, v[70:71], v[73:74], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[77:78]
	v_fma_f64 v[75:76], -v[75:76], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[75:76], v[75:76], v[77:78], v[81:82]
	v_div_fixup_f64 v[74:75], v[75:76], v[73:74], v[70:71]
	v_add_co_ci_u32_e64 v73, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[72:73], 20, v[72:73]
	v_add_co_u32 v0, vcc_lo, v72, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v72, null, -1, v73, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[18:19]
	v_cvt_f64_i32_e32 v[72:73], v72
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[72:73], v[72:73], 32
	v_mul_f64 v[78:79], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[78:79], s[40:41]
	v_mul_f64 v[82:83], v[78:79], s[28:29]
	v_add_f64 v[80:81], v[80:81], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[36:37]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[38:39]
	v_mul_f64 v[80:81], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	v_add_f64 v[80:81], v[80:81], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_cvt_f64_u32_e32 v[80:81], v0
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[78:79], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], v[80:81]
	v_mul_f64 v[78:79], v[70:71], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[74:75], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[72:73], s[48:49]
	v_mul_f64 v[72:73], v[72:73], s[50:51]
	v_add_f64 v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[78:79]
	v_add_f64 v[70:71], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[72:73], v[70:71]
	v_mul_f64 v[18:19], v[70:71], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v19, vcc_lo
	v_cndmask_b32_e64 v18, 0, v18, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v19, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[70:71], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[18:19], v[70:71]
	v_mul_f64 v[70:71], v[70:71], 0.5
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_fma_f64 v[70:71], v[70:71], v[74:75], v[70:71]
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[72:73], v[74:75], v[70:71], v[72:73]
	v_fma_f64 v[74:75], -v[72:73], v[72:73], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], v[74:75], v[70:71], v[72:73]
	v_ldexp_f64 v[70:71], v[70:71], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v18, v70, v18, vcc_lo
	v_cvt_f64_u32_e32 v[69:70], v69
	v_cndmask_b32_e32 v19, v71, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], 0.5
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[69:70], s[52:53]
	v_mul_f64 v[71:72], v[69:70], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], 0x43380000, v[71:72]
	v_add_f64 v[72:73], 0xc3380000, v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[72:73], s[56:57]
	v_mul_f64 v[76:77], v[72:73], s[60:61]
	v_add_f64 v[74:75], v[69:70], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[74:75], v[76:77]
	v_add_f64 v[80:81], v[74:75], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[80:81], v[76:77]
	v_mul_f64 v[80:81], v[72:73], s[62:63]
	v_add_f64 v[76:77], v[80:81], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[78:79], -v[76:77]
	v_lshrrev_b32_e32 v0, 20, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v81, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v80, 49, v0
	v_bfe_u32 v0, v70, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[80:81], v[0:1]
	v_mul_f64 v[80:81], v[72:73], s[64:65]
	v_add_f64 v[82:83], v[78:79], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v84, v78, v82 :: v_dual_cndmask_b32 v85, v79, v83
	v_add_f64 v[78:79], v[78:79], -v[82:83]
	v_add_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[72:73], s[66:67]
	v_mul_f64 v[72:73], v[72:73], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[80:81], -v[78:79]
	v_dual_cndmask_b32 v78, v76, v78 :: v_dual_cndmask_b32 v79, v77, v79
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[74:75], -v[72:73]
	v_lshrrev_b32_e32 v76, 20, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v77, v1 :: v_dual_and_b32 v76, 0x7ff, v76
	v_add_nc_u32_e32 v76, 16, v76
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[76:77], v[0:1]
	v_dual_cndmask_b32 v75, v75, v85 :: v_dual_and_b32 v0, 1, v71
	v_dual_cndmask_b32 v74, v74, v84 :: v_dual_cndmask_b32 v73, v73, v79
	v_cndmask_b32_e32 v72, v72, v78, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[69:70]
	v_dual_mov_b32 v70, v1 :: v_dual_and_b32 v69, 2, v71
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[76:77], v[74:75], -v[72:73]
	v_cmp_eq_u64_e64 s1, 0, v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[76:77]
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	v_mul_f64 v[74:75], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[72:73], 0.5
	v_mul_f64 v[78:79], v[74:75], s[86:87]
	v_mul_f64 v[80:81], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[78:79], s[88:89]
	v_mul_f64 v[82:83], v[74:75], v[80:81]
	v_mul_f64 v[80:81], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	v_mul_f64 v[82:83], v[74:75], 0.5
	v_add_f64 v[84:85], -v[82:83], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], -v[84:85], 1.0
	v_add_f64 v[82:83], v[86:87], -v[82:83]
	v_mul_f64 v[86:87], v[74:75], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[76:77]
	v_mul_f64 v[86:87], v[74:75], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[78:79]
	v_mul_f64 v[80:81], v[80:81], v[86:87]
	v_mul_f64 v[86:87], v[74:75], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[82:83]
	v_mul_f64 v[86:87], v[74:75], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[84:85]
	v_add_f64 v[78:79], v[78:79], v[86:87]
	v_mul_f64 v[86:87], v[74:75], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[70:71]
	v_mul_f64 v[86:87], v[74:75], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[72:73]
	v_mul_f64 v[86:87], v[74:75], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[86:87], v[80:81]
	v_mul_f64 v[86:87], v[76:77], v[74:75]
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[86:87], v[78:79]
	v_add_f64 v[78:79], v[88:89], -v[78:79]
	v_mul_f64 v[88:89], v[76:77], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_add_f64 v[80:81], v[80:81], -v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[74:75], -v[72:73]
	v_mul_f64 v[74:75], v[86:87], s[90:91]
	v_add_f64 v[78:79], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], v[74:75]
	v_add_f64 v[74:75], v[84:85], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[76:77], -v[72:73]
	v_xor_b32_e32 v0, 0x80000000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v75, s1
	v_xor_b32_e32 v70, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v69, v72, v74, s10
	v_cndmask_b32_e64 v70, v73, v70, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v69, 0, v69, vcc_lo
	v_cndmask_b32_e64 v0, v70, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v70, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[18:19], v[69:70], v[18:19]
	v_add_f32_e32 v69, v41, v41
	v_cvt_f32_f64_e32 v18, v[18:19]
	global_load_b32 v19, v[16:17], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v18, v20, v18 :: v_dual_sub_f32 v19, v41, v19
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v19, v19, v19 :: v_dual_add_f32 v0, -4.0, v0
	v_dual_mul_f32 v19, 0.5, v19 :: v_dual_add_f32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v69, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v41, v0
	v_add_f32_e32 v0, v18, v0
.LBB4_82:
	s_or_b32 exec_lo, exec_lo, s94
	s_branch .LBB4_20
.LBB4_83:
	s_cbranch_execz .LBB4_20
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB4_98
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB4_99
.LBB4_86:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_100
.LBB4_87:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_101
.LBB4_88:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_102
.LBB4_89:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_103
.LBB4_90:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_104
.LBB4_91:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB4_19
	s_branch .LBB4_105
.LBB4_92:
	v_xor_b32_e32 v0, s92, v42
	s_xor_b32 s1, s24, s93
	s_mov_b32 s28, 0xd078c69f
	s_xor_b32 s1, s1, s11
	s_mov_b32 s29, 0x3fc39a09
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v50
	v_xor3_b32 v19, s1, s96, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v22, v51
	v_xor3_b32 v19, v24, s97, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s98, v22, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s100, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s99, v22, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v19, v23, s101, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v24, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s104, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v24, v22
	v_xor3_b32 v19, v19, vcc_hi, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s12, v22, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v18, 0xd2511f53, v19
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v18, s13, v21
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v19, s23
	v_cvt_f64_u32_e32 v[21:22], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], 0.5
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[21:22]
	v_ldexp_f64 v[23:24], v[21:22], 54
	v_cndmask_b32_e64 v0, v22, v24, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v23, v21, v23, s1
	v_add_co_u32 v67, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v67
	v_add_nc_u32_e32 v24, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v66, s1
	v_cmp_neq_f64_e64 s1, 0, v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], -1.0
	v_add_f64 v[68:69], v[23:24], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[70:71], null, v[68:69], v[68:69], v[23:24]
	v_rcp_f64_e32 v[72:73], v[70:71]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_div_scale_f64 v[74:75], vcc_lo, v[23:24], v[68:69], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], v[72:73]
	v_fma_f64 v[70:71], -v[70:71], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[70:71], v[70:71], v[72:73], v[76:77]
	v_div_fixup_f64 v[69:70], v[70:71], v[68:69], v[23:24]
	v_add_co_ci_u32_e64 v68, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[67:68], 20, v[67:68]
	v_add_co_u32 v0, vcc_lo, v67, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, -1, v68, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[21:22]
	v_cvt_f64_i32_e32 v[67:68], v19
	v_cvt_f64_u32_e32 v[18:19], v18
	v_mul_f64 v[71:72], v[69:70], v[69:70]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[67:68], v[67:68], 32
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], s[40:41]
	v_mul_f64 v[77:78], v[73:74], s[28:29]
	v_mul_f64 v[18:19], v[18:19], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], s[42:43]
	v_add_f64 v[77:78], v[77:78], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[44:45]
	v_add_f64 v[77:78], v[77:78], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], s[46:47]
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	v_cvt_f64_u32_e32 v[75:76], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[23:24], 0.5
	v_add_f64 v[67:68], v[67:68], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[23:24], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[67:68], s[48:49]
	v_mul_f64 v[67:68], v[67:68], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_add_f64 v[69:70], v[69:70], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], v[69:70]
	v_add_f64 v[23:24], v[67:68], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[23:24], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v21, 0, v21, s10
	v_cndmask_b32_e64 v22, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[21:22]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[21:22], v[21:22], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[23:24], v[21:22]
	v_cmp_class_f64_e64 vcc_lo, v[21:22], 0x260
	v_mul_f64 v[67:68], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[23:24], v[67:68], 0.5
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[23:24], v[23:24], v[69:70], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[21:22]
	v_fma_f64 v[67:68], v[69:70], v[23:24], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[21:22]
	v_fma_f64 v[23:24], v[69:70], v[23:24], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], v0
	v_dual_cndmask_b32 v22, v24, v22 :: v_dual_cndmask_b32 v21, v23, v21
	v_mul_f64 v[23:24], v[18:19], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], 0x43380000, v[23:24]
	v_add_f64 v[24:25], 0xc3380000, v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[67:68], v[24:25], s[56:57]
	v_mul_f64 v[69:70], v[24:25], s[60:61]
	v_add_f64 v[67:68], v[18:19], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[67:68], v[69:70]
	v_add_f64 v[73:74], v[67:68], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[73:74], v[69:70]
	v_mul_f64 v[73:74], v[24:25], s[62:63]
	v_add_f64 v[69:70], v[73:74], -v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[71:72], -v[69:70]
	v_lshrrev_b32_e32 v0, 20, v74
	v_mov_b32_e32 v74, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v73, 49, v0
	v_bfe_u32 v0, v19, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[73:74], v[0:1]
	v_mul_f64 v[73:74], v[24:25], s[64:65]
	v_add_f64 v[75:76], v[71:72], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v77, v71, v75 :: v_dual_cndmask_b32 v78, v72, v76
	v_add_f64 v[71:72], v[71:72], -v[75:76]
	v_add_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[24:25], s[66:67]
	v_mul_f64 v[24:25], v[24:25], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	v_dual_cndmask_b32 v72, v70, v72 :: v_dual_cndmask_b32 v71, v69, v71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[67:68], -v[24:25]
	v_lshrrev_b32_e32 v69, 20, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v70, v1 :: v_dual_and_b32 v69, 0x7ff, v69
	v_add_nc_u32_e32 v69, 16, v69
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[69:70], v[0:1]
	v_dual_cndmask_b32 v67, v67, v77 :: v_dual_and_b32 v0, 1, v23
	v_dual_cndmask_b32 v68, v68, v78 :: v_dual_cndmask_b32 v25, v25, v72
	v_cndmask_b32_e32 v24, v24, v71, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[18:19]
	v_dual_mov_b32 v19, v1 :: v_dual_and_b32 v18, 2, v23
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[69:70], v[67:68], -v[24:25]
	v_cmp_eq_u64_e64 s1, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -v[69:70]
	v_add_f64 v[24:25], v[67:68], -v[24:25]
	v_mul_f64 v[67:68], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[24:25], 0.5
	v_mul_f64 v[71:72], v[67:68], s[86:87]
	v_mul_f64 v[73:74], v[67:68], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], s[88:89]
	v_mul_f64 v[75:76], v[67:68], v[73:74]
	v_mul_f64 v[73:74], v[73:74], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	v_mul_f64 v[75:76], v[67:68], s[80:81]
	v_add_f64 v[75:76], v[75:76], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], v[75:76]
	v_mul_f64 v[75:76], v[67:68], s[74:75]
	v_add_f64 v[75:76], v[75:76], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[67:68], s[68:69]
	v_add_f64 v[75:76], v[75:76], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[75:76], v[75:76], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[67:68], v[73:74]
	v_mul_f64 v[71:72], v[75:76], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[77:78], -v[71:72]
	v_mul_f64 v[77:78], v[67:68], 0.5
	v_mul_f64 v[67:68], v[67:68], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[79:80], -v[77:78], 1.0
	v_mul_f64 v[71:72], v[69:70], v[24:25]
	v_add_f64 v[24:25], v[67:68], -v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_add_f64 v[71:72], v[73:74], -v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[81:82], -v[77:78]
	v_add_f64 v[67:68], v[77:78], v[71:72]
	v_mul_f64 v[71:72], v[75:76], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[67:68], v[79:80], v[67:68]
	v_add_f64 v[24:25], v[24:25], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v68
	v_add_f64 v[24:25], v[69:70], -v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v68, s1
	v_xor_b32_e32 v19, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v24, v67, s10
	v_cndmask_b32_e64 v19, v25, v19, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	v_cndmask_b32_e64 v0, v19, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v19, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[18:19], v[18:19], v[21:22]
	v_add_f32_e32 v21, v29, v29
	v_cvt_f32_f64_e32 v18, v[18:19]
	global_load_b32 v19, v[2:3], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v18, v20, v18 :: v_dual_sub_f32 v19, v29, v19
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, -4.0, v0 :: v_dual_add_f32 v19, v19, v19
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v21, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v29, v0
	v_add_f32_e32 v21, v18, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v22, v31
	s_and_saveexec_b32 s33, s3
	s_cbranch_execz .LBB4_74
.LBB4_93:
	v_xor_b32_e32 v0, s92, v43
	s_xor_b32 s1, s24, s93
	s_mov_b32 s28, 0xd078c69f
	s_xor_b32 s1, s1, s11
	s_mov_b32 s29, 0x3fc39a09
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v52
	v_xor3_b32 v19, s1, s96, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v23, v53
	v_xor3_b32 v19, v25, s97, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s98, v23, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s100, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s99, v23, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v19, v24, s101, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v25, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s104, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v25, v23
	v_xor3_b32 v19, v19, vcc_hi, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s12, v23, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v18, 0xd2511f53, v19
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v18, s13, v22
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v19, s23
	v_cvt_f64_u32_e32 v[22:23], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], 0.5
	v_ldexp_f64 v[22:23], v[22:23], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[22:23]
	v_ldexp_f64 v[24:25], v[22:23], 54
	v_cndmask_b32_e64 v0, v23, v25, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v24, v22, v24, s1
	v_add_co_u32 v67, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v67
	v_add_nc_u32_e32 v25, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v66, s1
	v_cmp_neq_f64_e64 s1, 0, v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], -1.0
	v_add_f64 v[68:69], v[24:25], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[70:71], null, v[68:69], v[68:69], v[24:25]
	v_rcp_f64_e32 v[72:73], v[70:71]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], -v[70:71], v[72:73], 1.0
	v_fma_f64 v[72:73], v[72:73], v[74:75], v[72:73]
	v_div_scale_f64 v[74:75], vcc_lo, v[24:25], v[68:69], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[74:75], v[72:73]
	v_fma_f64 v[70:71], -v[70:71], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[70:71], v[70:71], v[72:73], v[76:77]
	v_div_fixup_f64 v[69:70], v[70:71], v[68:69], v[24:25]
	v_add_co_ci_u32_e64 v68, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[67:68], 20, v[67:68]
	v_add_co_u32 v0, vcc_lo, v67, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, -1, v68, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[22:23]
	v_cvt_f64_i32_e32 v[67:68], v19
	v_cvt_f64_u32_e32 v[18:19], v18
	v_mul_f64 v[71:72], v[69:70], v[69:70]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[67:68], v[67:68], 32
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[75:76], v[73:74], s[40:41]
	v_mul_f64 v[77:78], v[73:74], s[28:29]
	v_mul_f64 v[18:19], v[18:19], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[75:76], v[75:76], s[42:43]
	v_add_f64 v[77:78], v[77:78], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], s[44:45]
	v_add_f64 v[77:78], v[77:78], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[75:76]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], s[46:47]
	v_mul_f64 v[71:72], v[71:72], v[75:76]
	v_cvt_f64_u32_e32 v[75:76], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_mul_f64 v[73:74], v[24:25], 0.5
	v_add_f64 v[67:68], v[67:68], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[24:25], v[73:74]
	v_add_f64 v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[69:70], v[69:70], v[71:72]
	v_mul_f64 v[71:72], v[67:68], s[48:49]
	v_mul_f64 v[67:68], v[67:68], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[71:72], v[69:70]
	v_add_f64 v[69:70], v[69:70], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], v[69:70]
	v_add_f64 v[24:25], v[67:68], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[24:25], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v22, 0, v22, s10
	v_cndmask_b32_e64 v23, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[22:23]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[22:23], v[22:23], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[24:25], v[22:23]
	v_cmp_class_f64_e64 vcc_lo, v[22:23], 0x260
	v_mul_f64 v[67:68], v[22:23], v[24:25]
	v_mul_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[24:25], v[67:68], 0.5
	v_fma_f64 v[67:68], v[67:68], v[69:70], v[67:68]
	v_fma_f64 v[24:25], v[24:25], v[69:70], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[22:23]
	v_fma_f64 v[67:68], v[69:70], v[24:25], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[69:70], -v[67:68], v[67:68], v[22:23]
	v_fma_f64 v[24:25], v[69:70], v[24:25], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[24:25], v[24:25], v0
	v_dual_cndmask_b32 v23, v25, v23 :: v_dual_cndmask_b32 v22, v24, v22
	v_mul_f64 v[24:25], v[18:19], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], 0x43380000, v[24:25]
	v_add_f64 v[67:68], 0xc3380000, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[69:70], v[67:68], s[56:57]
	v_mul_f64 v[71:72], v[67:68], s[60:61]
	v_add_f64 v[69:70], v[18:19], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[69:70], v[71:72]
	v_add_f64 v[75:76], v[69:70], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[75:76], v[71:72]
	v_mul_f64 v[75:76], v[67:68], s[62:63]
	v_add_f64 v[71:72], v[75:76], -v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[73:74], -v[71:72]
	v_lshrrev_b32_e32 v0, 20, v76
	v_mov_b32_e32 v76, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v75, 49, v0
	v_bfe_u32 v0, v19, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[75:76], v[0:1]
	v_mul_f64 v[75:76], v[67:68], s[64:65]
	v_add_f64 v[77:78], v[73:74], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v25, v73, v77, vcc_lo
	v_cndmask_b32_e32 v79, v74, v78, vcc_lo
	v_add_f64 v[73:74], v[73:74], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], v[75:76]
	v_mul_f64 v[75:76], v[67:68], s[66:67]
	v_mul_f64 v[67:68], v[67:68], s[58:59]
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v74, v72, v74 :: v_dual_cndmask_b32 v73, v71, v73
	v_add_f64 v[71:72], v[69:70], -v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v71, 20, v72
	v_dual_mov_b32 v72, v1 :: v_dual_and_b32 v71, 0x7ff, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v71, 16, v71
	v_cmp_lt_u64_e32 vcc_lo, v[71:72], v[0:1]
	v_dual_cndmask_b32 v67, v67, v73 :: v_dual_and_b32 v0, 1, v24
	v_dual_cndmask_b32 v70, v70, v79 :: v_dual_cndmask_b32 v69, v69, v25
	v_cndmask_b32_e32 v68, v68, v74, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[18:19]
	v_dual_mov_b32 v19, v1 :: v_dual_and_b32 v18, 2, v24
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[71:72], v[69:70], -v[67:68]
	v_cmp_eq_u64_e64 s1, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], -v[71:72]
	v_add_f64 v[67:68], v[69:70], -v[67:68]
	v_mul_f64 v[69:70], v[71:72], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[67:68], 0.5
	v_mul_f64 v[73:74], v[69:70], s[86:87]
	v_mul_f64 v[75:76], v[69:70], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], s[88:89]
	v_mul_f64 v[77:78], v[69:70], v[75:76]
	v_mul_f64 v[75:76], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	v_mul_f64 v[77:78], v[69:70], s[80:81]
	v_add_f64 v[77:78], v[77:78], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], v[77:78]
	v_mul_f64 v[77:78], v[69:70], s[74:75]
	v_add_f64 v[77:78], v[77:78], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[77:78]
	v_mul_f64 v[77:78], v[69:70], s[68:69]
	v_add_f64 v[77:78], v[77:78], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[77:78], v[77:78], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[69:70], v[77:78]
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_mul_f64 v[77:78], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[69:70], v[75:76]
	v_mul_f64 v[73:74], v[77:78], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[79:80], -v[73:74]
	v_mul_f64 v[79:80], v[69:70], 0.5
	v_mul_f64 v[69:70], v[69:70], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], -v[79:80], 1.0
	v_mul_f64 v[73:74], v[71:72], v[67:68]
	v_add_f64 v[67:68], v[69:70], -v[67:68]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], -v[81:82], 1.0
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[83:84], -v[79:80]
	v_add_f64 v[69:70], v[79:80], v[73:74]
	v_mul_f64 v[73:74], v[77:78], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[81:82], v[69:70]
	v_add_f64 v[67:68], v[67:68], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v70
	v_add_f64 v[67:68], v[71:72], -v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v70, s1
	v_xor_b32_e32 v19, 0x80000000, v68
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v67, v69, s10
	v_cndmask_b32_e64 v19, v68, v19, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	v_cndmask_b32_e64 v0, v19, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v19, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_add_f32_e32 v22, v31, v31
	v_cvt_f32_f64_e32 v18, v[18:19]
	global_load_b32 v19, v[4:5], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v18, v20, v18 :: v_dual_sub_f32 v19, v31, v19
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, -4.0, v0 :: v_dual_add_f32 v19, v19, v19
	v_dual_add_f32 v0, v0, v0 :: v_dual_mul_f32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v31, v0
	v_add_f32_e32 v22, v18, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v23, v32
	s_and_saveexec_b32 s33, s4
	s_cbranch_execz .LBB4_75
.LBB4_94:
	v_xor_b32_e32 v0, s92, v44
	s_xor_b32 s1, s24, s93
	s_mov_b32 s28, 0xd078c69f
	s_xor_b32 s1, s1, s11
	s_mov_b32 s29, 0x3fc39a09
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v54
	v_xor3_b32 v19, s1, s96, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v24, v55
	v_xor3_b32 v19, v68, s97, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s98, v24, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s100, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s99, v24, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v19, 0
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v19, v25, s101, v23
	v_xor3_b32 v0, s102, v68, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s104, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v68, v24
	v_xor3_b32 v19, v19, vcc_hi, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s12, v24, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v18, 0xd2511f53, v19
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v18, s13, v23
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v19, s23
	v_cvt_f64_u32_e32 v[23:24], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], 0.5
	v_ldexp_f64 v[23:24], v[23:24], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[23:24]
	v_ldexp_f64 v[67:68], v[23:24], 54
	v_cndmask_b32_e64 v0, v24, v68, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v67, v23, v67, s1
	v_add_co_u32 v69, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v69
	v_add_nc_u32_e32 v68, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v66, s1
	v_cmp_neq_f64_e64 s1, 0, v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -1.0
	v_add_f64 v[70:71], v[67:68], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[72:73], null, v[70:71], v[70:71], v[67:68]
	v_rcp_f64_e32 v[74:75], v[72:73]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_div_scale_f64 v[76:77], vcc_lo, v[67:68], v[70:71], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], v[74:75]
	v_fma_f64 v[72:73], -v[72:73], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[72:73], v[72:73], v[74:75], v[78:79]
	v_div_fixup_f64 v[71:72], v[72:73], v[70:71], v[67:68]
	v_add_co_ci_u32_e64 v70, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[69:70], 20, v[69:70]
	v_add_co_u32 v0, vcc_lo, v69, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, -1, v70, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[23:24]
	v_cvt_f64_i32_e32 v[69:70], v19
	v_cvt_f64_u32_e32 v[18:19], v18
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[69:70], v[69:70], 32
	v_add_f64 v[18:19], v[18:19], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[75:76], s[40:41]
	v_mul_f64 v[79:80], v[75:76], s[28:29]
	v_mul_f64 v[18:19], v[18:19], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[42:43]
	v_add_f64 v[79:80], v[79:80], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[44:45]
	v_add_f64 v[79:80], v[79:80], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[77:78], s[46:47]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_cvt_f64_u32_e32 v[77:78], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_add_f64 v[69:70], v[69:70], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[69:70], s[48:49]
	v_mul_f64 v[69:70], v[69:70], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_add_f64 v[71:72], v[71:72], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], v[71:72]
	v_add_f64 v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[67:68], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v24, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v23, 0, v23, s10
	v_cndmask_b32_e64 v24, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[23:24], v[23:24], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[67:68], v[23:24]
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	v_mul_f64 v[69:70], v[23:24], v[67:68]
	v_mul_f64 v[67:68], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 0.5
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_fma_f64 v[67:68], v[67:68], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[23:24]
	v_fma_f64 v[69:70], v[71:72], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[23:24]
	v_fma_f64 v[67:68], v[71:72], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[67:68], v[67:68], v0
	v_dual_cndmask_b32 v24, v68, v24 :: v_dual_cndmask_b32 v23, v67, v23
	v_mul_f64 v[67:68], v[18:19], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], 0x43380000, v[67:68]
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], s[56:57]
	v_mul_f64 v[72:73], v[68:69], s[60:61]
	v_add_f64 v[70:71], v[18:19], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[70:71], v[72:73]
	v_add_f64 v[76:77], v[70:71], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[76:77], v[72:73]
	v_mul_f64 v[76:77], v[68:69], s[62:63]
	v_add_f64 v[72:73], v[76:77], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[74:75], -v[72:73]
	v_lshrrev_b32_e32 v0, 20, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v77, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v76, 49, v0
	v_bfe_u32 v0, v19, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[76:77], v[0:1]
	v_mul_f64 v[76:77], v[68:69], s[64:65]
	v_add_f64 v[78:79], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v25, v74, v78 :: v_dual_cndmask_b32 v80, v75, v79
	v_add_f64 v[74:75], v[74:75], -v[78:79]
	v_add_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[68:69], s[66:67]
	v_mul_f64 v[68:69], v[68:69], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], -v[74:75]
	v_dual_cndmask_b32 v75, v73, v75 :: v_dual_cndmask_b32 v74, v72, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_lshrrev_b32_e32 v72, 20, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v73, v1 :: v_dual_and_b32 v72, 0x7ff, v72
	v_add_nc_u32_e32 v72, 16, v72
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[72:73], v[0:1]
	v_dual_cndmask_b32 v71, v71, v80 :: v_dual_and_b32 v0, 1, v67
	v_dual_cndmask_b32 v70, v70, v25 :: v_dual_cndmask_b32 v69, v69, v75
	v_cndmask_b32_e32 v68, v68, v74, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[18:19]
	v_dual_mov_b32 v19, v1 :: v_dual_and_b32 v18, 2, v67
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_cmp_eq_u64_e64 s1, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	v_mul_f64 v[70:71], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[68:69], 0.5
	v_mul_f64 v[74:75], v[70:71], s[86:87]
	v_mul_f64 v[76:77], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[88:89]
	v_mul_f64 v[78:79], v[70:71], v[76:77]
	v_mul_f64 v[76:77], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[78:79], v[70:71], s[80:81]
	v_add_f64 v[78:79], v[78:79], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[70:71], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], v[78:79]
	v_mul_f64 v[78:79], v[70:71], s[74:75]
	v_add_f64 v[78:79], v[78:79], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[70:71], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[70:71], s[68:69]
	v_add_f64 v[78:79], v[78:79], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[70:71], v[78:79]
	v_add_f64 v[78:79], v[78:79], s[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[70:71], v[78:79]
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_mul_f64 v[78:79], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	v_mul_f64 v[74:75], v[78:79], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[80:81], -v[74:75]
	v_mul_f64 v[80:81], v[70:71], 0.5
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_mul_f64 v[74:75], v[72:73], v[68:69]
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[74:75], v[76:77], -v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_add_f64 v[70:71], v[80:81], v[74:75]
	v_mul_f64 v[74:75], v[78:79], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[82:83], v[70:71]
	v_add_f64 v[68:69], v[68:69], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, 0x80000000, v71
	v_add_f64 v[68:69], v[72:73], -v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, v71, s1
	v_xor_b32_e32 v19, 0x80000000, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v68, v70, s10
	v_cndmask_b32_e64 v19, v69, v19, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	v_cndmask_b32_e64 v0, v19, v0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v19, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[18:19], v[18:19], v[23:24]
	v_add_f32_e32 v23, v32, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, v23, v0
	v_cvt_f32_f64_e32 v18, v[18:19]
	global_load_b32 v19, v[6:7], off
	v_mul_f32_e32 v18, v20, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v32, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v32, v0
	v_add_f32_e32 v23, v18, v0
	s_or_b32 exec_lo, exec_lo, s33
	v_mov_b32_e32 v24, v34
	s_and_saveexec_b32 s94, s5
	s_cbranch_execz .LBB4_76
.LBB4_95:
	v_xor_b32_e32 v0, s92, v45
	s_xor_b32 s1, s24, s93
	s_mov_b32 s28, 0xd078c69f
	s_xor_b32 s1, s1, s11
	s_mov_b32 s29, 0x3fc39a09
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v56
	v_xor3_b32 v19, s1, s96, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v25, v57
	v_xor3_b32 v19, v68, s97, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s98, v25, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s100, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s99, v25, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v19, v68, s101, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v25, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s104, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v25, v67
	v_xor3_b32 v19, v19, vcc_hi, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s12, v25, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v18, 0xd2511f53, v19
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v18, s13, v24
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v25, s23
	v_cvt_f64_u32_e32 v[18:19], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[18:19]
	v_ldexp_f64 v[67:68], v[18:19], 54
	v_cndmask_b32_e64 v0, v19, v68, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v67, v18, v67, s1
	v_add_co_u32 v69, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v69
	v_add_nc_u32_e32 v68, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v66, s1
	v_cmp_neq_f64_e64 s1, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], -1.0
	v_add_f64 v[70:71], v[67:68], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[72:73], null, v[70:71], v[70:71], v[67:68]
	v_rcp_f64_e32 v[74:75], v[72:73]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], -v[72:73], v[74:75], 1.0
	v_fma_f64 v[74:75], v[74:75], v[76:77], v[74:75]
	v_div_scale_f64 v[76:77], vcc_lo, v[67:68], v[70:71], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[76:77], v[74:75]
	v_fma_f64 v[72:73], -v[72:73], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[72:73], v[72:73], v[74:75], v[78:79]
	v_div_fixup_f64 v[71:72], v[72:73], v[70:71], v[67:68]
	v_add_co_ci_u32_e64 v70, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[69:70], 20, v[69:70]
	v_add_co_u32 v0, vcc_lo, v69, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v25, null, -1, v70, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[18:19]
	v_cvt_f64_i32_e32 v[69:70], v25
	v_cvt_f64_u32_e32 v[24:25], v24
	v_mul_f64 v[73:74], v[71:72], v[71:72]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[69:70], v[69:70], 32
	v_add_f64 v[24:25], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[73:74], v[73:74]
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[77:78], v[75:76], s[40:41]
	v_mul_f64 v[79:80], v[75:76], s[28:29]
	v_mul_f64 v[24:25], v[24:25], s[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[77:78], v[77:78], s[42:43]
	v_add_f64 v[79:80], v[79:80], s[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], s[44:45]
	v_add_f64 v[79:80], v[79:80], s[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[75:76], v[77:78]
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[77:78], s[46:47]
	v_mul_f64 v[73:74], v[73:74], v[77:78]
	v_cvt_f64_u32_e32 v[77:78], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[73:74], v[75:76], v[73:74]
	v_mul_f64 v[75:76], v[67:68], 0.5
	v_add_f64 v[69:70], v[69:70], v[77:78]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[67:68], v[75:76]
	v_add_f64 v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[71:72], v[71:72], v[73:74]
	v_mul_f64 v[73:74], v[69:70], s[48:49]
	v_mul_f64 v[69:70], v[69:70], s[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[73:74], v[71:72]
	v_add_f64 v[71:72], v[71:72], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], v[71:72]
	v_add_f64 v[67:68], v[69:70], v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[67:68], -2.0
	v_cndmask_b32_e32 v0, 0xfff00000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, 0, v18, s10
	v_cndmask_b32_e64 v19, 0x7ff00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[67:68], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	v_mul_f64 v[69:70], v[18:19], v[67:68]
	v_mul_f64 v[67:68], v[67:68], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[67:68], v[69:70], 0.5
	v_fma_f64 v[69:70], v[69:70], v[71:72], v[69:70]
	v_fma_f64 v[67:68], v[67:68], v[71:72], v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[18:19]
	v_fma_f64 v[69:70], v[71:72], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[71:72], -v[69:70], v[69:70], v[18:19]
	v_fma_f64 v[67:68], v[71:72], v[67:68], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[67:68], v[67:68], v0
	v_dual_cndmask_b32 v19, v68, v19 :: v_dual_cndmask_b32 v18, v67, v18
	v_mul_f64 v[67:68], v[24:25], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], 0x43380000, v[67:68]
	v_add_f64 v[68:69], 0xc3380000, v[67:68]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[68:69], s[56:57]
	v_mul_f64 v[72:73], v[68:69], s[60:61]
	v_add_f64 v[70:71], v[24:25], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[70:71], v[72:73]
	v_add_f64 v[76:77], v[70:71], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[76:77], v[72:73]
	v_mul_f64 v[76:77], v[68:69], s[62:63]
	v_add_f64 v[72:73], v[76:77], -v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[74:75], -v[72:73]
	v_lshrrev_b32_e32 v0, 20, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v77, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v76, 49, v0
	v_bfe_u32 v0, v25, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[76:77], v[0:1]
	v_mul_f64 v[76:77], v[68:69], s[64:65]
	v_add_f64 v[78:79], v[74:75], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v80, v74, v78 :: v_dual_cndmask_b32 v81, v75, v79
	v_add_f64 v[74:75], v[74:75], -v[78:79]
	v_add_f64 v[74:75], v[74:75], v[76:77]
	v_mul_f64 v[76:77], v[68:69], s[66:67]
	v_mul_f64 v[68:69], v[68:69], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], -v[74:75]
	v_dual_cndmask_b32 v74, v72, v74 :: v_dual_cndmask_b32 v75, v73, v75
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_lshrrev_b32_e32 v72, 20, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v73, v1 :: v_dual_and_b32 v72, 0x7ff, v72
	v_add_nc_u32_e32 v72, 16, v72
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[72:73], v[0:1]
	v_dual_cndmask_b32 v71, v71, v81 :: v_dual_and_b32 v0, 1, v67
	v_dual_cndmask_b32 v69, v69, v75 :: v_dual_cndmask_b32 v70, v70, v80
	v_cndmask_b32_e32 v68, v68, v74, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[24:25]
	v_dual_mov_b32 v25, v1 :: v_dual_and_b32 v24, 2, v67
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[72:73], v[70:71], -v[68:69]
	v_cmp_eq_u64_e64 s1, 0, v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[72:73]
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	v_mul_f64 v[70:71], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[68:69], 0.5
	v_mul_f64 v[74:75], v[70:71], s[86:87]
	v_mul_f64 v[76:77], v[70:71], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], s[88:89]
	v_mul_f64 v[78:79], v[70:71], v[76:77]
	v_mul_f64 v[76:77], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[78:79], v[70:71], 0.5
	v_add_f64 v[80:81], -v[78:79], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], -v[80:81], 1.0
	v_add_f64 v[78:79], v[82:83], -v[78:79]
	v_mul_f64 v[82:83], v[70:71], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[76:77]
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[78:79]
	v_mul_f64 v[76:77], v[76:77], v[82:83]
	v_mul_f64 v[82:83], v[70:71], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[82:83]
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[84:85]
	v_add_f64 v[74:75], v[74:75], v[82:83]
	v_mul_f64 v[82:83], v[70:71], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[70:71]
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[72:73]
	v_mul_f64 v[82:83], v[70:71], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[82:83], v[76:77]
	v_mul_f64 v[82:83], v[72:73], v[70:71]
	v_mul_f64 v[76:77], v[70:71], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[82:83], v[74:75]
	v_add_f64 v[74:75], v[84:85], -v[74:75]
	v_mul_f64 v[84:85], v[72:73], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[70:71], v[70:71], v[74:75]
	v_add_f64 v[76:77], v[76:77], -v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[68:69], v[70:71], -v[68:69]
	v_mul_f64 v[70:71], v[82:83], s[90:91]
	v_add_f64 v[74:75], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[68:69], v[70:71]
	v_add_f64 v[70:71], v[80:81], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[68:69], v[72:73], -v[68:69]
	v_xor_b32_e32 v0, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v71, s1
	v_xor_b32_e32 v25, 0x80000000, v69
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v24, v68, v70, s10
	v_cndmask_b32_e64 v25, v69, v25, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v24, 0, v24, vcc_lo
	v_cndmask_b32_e64 v0, v25, v0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v25, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[18:19], v[24:25], v[18:19]
	v_add_f32_e32 v24, v34, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v0
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v24, v0
	v_cvt_f32_f64_e32 v18, v[18:19]
	global_load_b32 v19, v[8:9], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v18, v20, v18 :: v_dual_sub_f32 v19, v34, v19
	v_add_f32_e32 v19, v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0.5, v19
	v_add_f32_e32 v0, v0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v24, v18, v0
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v25, v36
	s_and_saveexec_b32 s94, s6
	s_cbranch_execz .LBB4_77
.LBB4_96:
	v_xor_b32_e32 v0, s92, v46
	s_xor_b32 s1, s24, s93
	s_mov_b32 s28, 0xd078c69f
	s_xor_b32 s1, s1, s11
	s_mov_b32 s29, 0x3fc39a09
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v58
	v_xor3_b32 v19, s1, s96, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v68, v59
	v_xor3_b32 v19, v70, s97, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s98, v68, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s100, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s99, v68, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v19, v69, s101, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v70, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s104, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v70, v68
	v_xor3_b32 v19, v19, vcc_hi, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s12, v68, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v18, 0xd2511f53, v19
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v18, s13, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v68, s23
	v_cvt_f64_u32_e32 v[18:19], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[18:19]
	v_ldexp_f64 v[68:69], v[18:19], 54
	v_cndmask_b32_e64 v0, v19, v69, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v68, v18, v68, s1
	v_add_co_u32 v70, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v70
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v66, s1
	v_cmp_neq_f64_e64 s1, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], -1.0
	v_add_f64 v[71:72], v[68:69], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[73:74], null, v[71:72], v[71:72], v[68:69]
	v_rcp_f64_e32 v[75:76], v[73:74]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_div_scale_f64 v[77:78], vcc_lo, v[68:69], v[71:72], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[75:76]
	v_fma_f64 v[73:74], -v[73:74], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[73:74], v[73:74], v[75:76], v[79:80]
	v_div_fixup_f64 v[72:73], v[73:74], v[71:72], v[68:69]
	v_add_co_ci_u32_e64 v71, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[70:71], 20, v[70:71]
	v_add_co_u32 v0, vcc_lo, v70, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v25, null, -1, v71, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[18:19]
	v_cvt_f64_i32_e32 v[70:71], v25
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], 32
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[76:77], s[40:41]
	v_mul_f64 v[80:81], v[76:77], s[28:29]
	v_add_f64 v[78:79], v[78:79], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[36:37]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[38:39]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_cvt_f64_u32_e32 v[78:79], v0
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[78:79]
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[70:71], s[48:49]
	v_mul_f64 v[70:71], v[70:71], s[50:51]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[76:77]
	v_add_f64 v[68:69], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[18:19], v[68:69], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v19, vcc_lo
	v_cndmask_b32_e64 v18, 0, v18, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v19, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[68:69], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[18:19], v[68:69]
	v_mul_f64 v[68:69], v[68:69], 0.5
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_fma_f64 v[68:69], v[68:69], v[72:73], v[68:69]
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], v[72:73], v[68:69], v[70:71]
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[72:73], v[68:69], v[70:71]
	v_ldexp_f64 v[68:69], v[68:69], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v18, v68, v18, vcc_lo
	v_cvt_f64_u32_e32 v[67:68], v67
	v_cndmask_b32_e32 v19, v69, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], 0.5
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[67:68], s[52:53]
	v_mul_f64 v[69:70], v[67:68], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], 0x43380000, v[69:70]
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], s[56:57]
	v_mul_f64 v[74:75], v[70:71], s[60:61]
	v_add_f64 v[72:73], v[67:68], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[72:73], v[74:75]
	v_add_f64 v[78:79], v[72:73], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[78:79], v[70:71], s[62:63]
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[76:77], -v[74:75]
	v_lshrrev_b32_e32 v0, 20, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v79, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v78, 49, v0
	v_bfe_u32 v0, v68, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[78:79], v[0:1]
	v_mul_f64 v[78:79], v[70:71], s[64:65]
	v_add_f64 v[80:81], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v25, v76, v80 :: v_dual_cndmask_b32 v82, v77, v81
	v_add_f64 v[76:77], v[76:77], -v[80:81]
	v_add_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[70:71], s[66:67]
	v_mul_f64 v[70:71], v[70:71], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], -v[76:77]
	v_dual_cndmask_b32 v76, v74, v76 :: v_dual_cndmask_b32 v77, v75, v77
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_lshrrev_b32_e32 v74, 20, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v75, v1 :: v_dual_and_b32 v74, 0x7ff, v74
	v_add_nc_u32_e32 v74, 16, v74
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[74:75], v[0:1]
	v_dual_cndmask_b32 v73, v73, v82 :: v_dual_and_b32 v0, 1, v69
	v_cndmask_b32_e32 v72, v72, v25, vcc_lo
	v_dual_cndmask_b32 v71, v71, v77 :: v_dual_cndmask_b32 v70, v70, v76
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[67:68]
	v_dual_mov_b32 v68, v1 :: v_dual_and_b32 v67, 2, v69
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_cmp_eq_u64_e64 s1, 0, v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[74:75]
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[70:71], 0.5
	v_mul_f64 v[76:77], v[72:73], s[86:87]
	v_mul_f64 v[78:79], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[88:89]
	v_mul_f64 v[80:81], v[72:73], v[78:79]
	v_mul_f64 v[78:79], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[80:81], v[76:77]
	v_mul_f64 v[80:81], v[72:73], 0.5
	v_add_f64 v[82:83], -v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_mul_f64 v[84:85], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[76:77]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[78:79]
	v_mul_f64 v[78:79], v[78:79], v[84:85]
	v_mul_f64 v[84:85], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[82:83]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[84:85]
	v_add_f64 v[76:77], v[76:77], v[84:85]
	v_mul_f64 v[84:85], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[70:71]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[72:73]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[84:85], v[78:79]
	v_mul_f64 v[84:85], v[74:75], v[72:73]
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[84:85], v[76:77]
	v_add_f64 v[76:77], v[86:87], -v[76:77]
	v_mul_f64 v[86:87], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_add_f64 v[78:79], v[78:79], -v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[84:85], s[90:91]
	v_add_f64 v[76:77], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_add_f64 v[72:73], v[82:83], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[74:75], -v[70:71]
	v_xor_b32_e32 v0, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v73, s1
	v_xor_b32_e32 v67, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v25, v70, v72, s10
	v_cndmask_b32_e64 v67, v71, v67, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v67, v0, s10
	v_cndmask_b32_e32 v67, 0, v25, vcc_lo
	v_add_f32_e32 v25, v36, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v68, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[18:19], v[67:68], v[18:19]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v25, v0
	v_cvt_f32_f64_e32 v18, v[18:19]
	global_load_b32 v19, v[10:11], off
	v_mul_f32_e32 v18, v20, v18
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v19, v36, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v36, v0
	v_add_f32_e32 v25, v18, v0
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v67, v38
	s_and_saveexec_b32 s94, s7
	s_cbranch_execz .LBB4_78
.LBB4_97:
	v_xor_b32_e32 v0, s92, v47
	s_xor_b32 s1, s24, s93
	s_mov_b32 s28, 0xd078c69f
	s_xor_b32 s1, s1, s11
	s_mov_b32 s29, 0x3fc39a09
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s10, v60
	v_xor3_b32 v19, s1, s96, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v68, v61
	v_xor3_b32 v19, v70, s97, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s98, v68, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s100, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s99, v68, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v19, 0
	v_xor3_b32 v19, v69, s101, v67
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s102, v70, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v19, 0
	v_xor3_b32 v19, v19, s104, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v19, 0xcd9e8d57, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s103, v70, v68
	v_xor3_b32 v19, v19, vcc_hi, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, s12, v68, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v18, 0xd2511f53, v19
	v_mul_lo_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v18, v18, s13, v67
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v18, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, v68, s23
	v_cvt_f64_u32_e32 v[18:19], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[18:19]
	v_ldexp_f64 v[68:69], v[18:19], 54
	v_cndmask_b32_e64 v0, v19, v69, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v68, v18, v68, s1
	v_add_co_u32 v70, s10, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v0, 0xfffff, v70
	v_add_nc_u32_e32 v69, 0x3fe6a09e, v0
	v_cndmask_b32_e64 v0, 0xfffffc01, v66, s1
	v_cmp_neq_f64_e64 s1, 0, v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], -1.0
	v_add_f64 v[71:72], v[68:69], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[73:74], null, v[71:72], v[71:72], v[68:69]
	v_rcp_f64_e32 v[75:76], v[73:74]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], -v[73:74], v[75:76], 1.0
	v_fma_f64 v[75:76], v[75:76], v[77:78], v[75:76]
	v_div_scale_f64 v[77:78], vcc_lo, v[68:69], v[71:72], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[75:76]
	v_fma_f64 v[73:74], -v[73:74], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[73:74], v[73:74], v[75:76], v[79:80]
	v_div_fixup_f64 v[72:73], v[73:74], v[71:72], v[68:69]
	v_add_co_ci_u32_e64 v71, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[70:71], 20, v[70:71]
	v_add_co_u32 v0, vcc_lo, v70, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v70, null, -1, v71, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[18:19]
	v_cvt_f64_i32_e32 v[70:71], v70
	v_mul_f64 v[74:75], v[72:73], v[72:73]
	s_and_b32 s10, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], 32
	v_mul_f64 v[76:77], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[76:77], s[40:41]
	v_mul_f64 v[80:81], v[76:77], s[28:29]
	v_add_f64 v[78:79], v[78:79], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[36:37]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[38:39]
	v_mul_f64 v[78:79], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_add_f64 v[78:79], v[78:79], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_cvt_f64_u32_e32 v[78:79], v0
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[76:77], v[68:69], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[78:79]
	v_mul_f64 v[76:77], v[68:69], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[76:77], v[74:75]
	v_mul_f64 v[72:73], v[72:73], v[74:75]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[74:75], v[70:71], s[48:49]
	v_mul_f64 v[70:71], v[70:71], s[50:51]
	v_add_f64 v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[76:77]
	v_add_f64 v[68:69], v[68:69], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[70:71], v[68:69]
	v_mul_f64 v[18:19], v[68:69], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xfff00000, v19, vcc_lo
	v_cndmask_b32_e64 v18, 0, v18, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v19, 0x7ff00000, v0, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[68:69], v[18:19]
	v_cmp_class_f64_e64 vcc_lo, v[18:19], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[18:19], v[68:69]
	v_mul_f64 v[68:69], v[68:69], 0.5
	v_fma_f64 v[72:73], -v[68:69], v[70:71], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[70:71], v[70:71], v[72:73], v[70:71]
	v_fma_f64 v[68:69], v[68:69], v[72:73], v[68:69]
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[70:71], v[72:73], v[68:69], v[70:71]
	v_fma_f64 v[72:73], -v[70:71], v[70:71], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[68:69], v[72:73], v[68:69], v[70:71]
	v_ldexp_f64 v[68:69], v[68:69], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v18, v68, v18, vcc_lo
	v_cvt_f64_u32_e32 v[67:68], v67
	v_cndmask_b32_e32 v19, v69, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[67:68], v[67:68], 0.5
	v_ldexp_f64 v[67:68], v[67:68], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[67:68], v[67:68], s[52:53]
	v_mul_f64 v[69:70], v[67:68], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], 0x43380000, v[69:70]
	v_add_f64 v[70:71], 0xc3380000, v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[70:71], s[56:57]
	v_mul_f64 v[74:75], v[70:71], s[60:61]
	v_add_f64 v[72:73], v[67:68], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[72:73], v[74:75]
	v_add_f64 v[78:79], v[72:73], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[78:79], v[74:75]
	v_mul_f64 v[78:79], v[70:71], s[62:63]
	v_add_f64 v[74:75], v[78:79], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[76:77], -v[74:75]
	v_lshrrev_b32_e32 v0, 20, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v79, v1 :: v_dual_and_b32 v0, 0x7ff, v0
	v_add_nc_u32_e32 v78, 49, v0
	v_bfe_u32 v0, v68, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[78:79], v[0:1]
	v_mul_f64 v[78:79], v[70:71], s[64:65]
	v_add_f64 v[80:81], v[76:77], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v82, v76, v80 :: v_dual_cndmask_b32 v83, v77, v81
	v_add_f64 v[76:77], v[76:77], -v[80:81]
	v_add_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[70:71], s[66:67]
	v_mul_f64 v[70:71], v[70:71], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], -v[76:77]
	v_dual_cndmask_b32 v76, v74, v76 :: v_dual_cndmask_b32 v77, v75, v77
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_lshrrev_b32_e32 v74, 20, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v75, v1 :: v_dual_and_b32 v74, 0x7ff, v74
	v_add_nc_u32_e32 v74, 16, v74
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[74:75], v[0:1]
	v_dual_cndmask_b32 v73, v73, v83 :: v_dual_and_b32 v0, 1, v69
	v_dual_cndmask_b32 v72, v72, v82 :: v_dual_cndmask_b32 v71, v71, v77
	v_cndmask_b32_e32 v70, v70, v76, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[67:68]
	v_dual_mov_b32 v68, v1 :: v_dual_and_b32 v67, 2, v69
	v_cmp_eq_u64_e64 s10, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[74:75], v[72:73], -v[70:71]
	v_cmp_eq_u64_e64 s1, 0, v[67:68]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[74:75]
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[74:75], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[70:71], 0.5
	v_mul_f64 v[76:77], v[72:73], s[86:87]
	v_mul_f64 v[78:79], v[72:73], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], s[88:89]
	v_mul_f64 v[80:81], v[72:73], v[78:79]
	v_mul_f64 v[78:79], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[80:81], v[76:77]
	v_mul_f64 v[80:81], v[72:73], 0.5
	v_add_f64 v[82:83], -v[80:81], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[80:81], v[84:85], -v[80:81]
	v_mul_f64 v[84:85], v[72:73], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[76:77]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[78:79]
	v_mul_f64 v[78:79], v[78:79], v[84:85]
	v_mul_f64 v[84:85], v[72:73], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[82:83]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[84:85]
	v_add_f64 v[76:77], v[76:77], v[84:85]
	v_mul_f64 v[84:85], v[72:73], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[70:71]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[72:73]
	v_mul_f64 v[84:85], v[72:73], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[84:85], v[78:79]
	v_mul_f64 v[84:85], v[74:75], v[72:73]
	v_mul_f64 v[78:79], v[72:73], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[84:85], v[76:77]
	v_add_f64 v[76:77], v[86:87], -v[76:77]
	v_mul_f64 v[86:87], v[74:75], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[72:73], v[76:77]
	v_add_f64 v[78:79], v[78:79], -v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[72:73], -v[70:71]
	v_mul_f64 v[72:73], v[84:85], s[90:91]
	v_add_f64 v[76:77], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[72:73]
	v_add_f64 v[72:73], v[82:83], v[76:77]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[74:75], -v[70:71]
	v_xor_b32_e32 v0, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v0, v73, s1
	v_xor_b32_e32 v68, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v67, v70, v72, s10
	v_cndmask_b32_e64 v68, v71, v68, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v67, 0, v67, vcc_lo
	v_cndmask_b32_e64 v0, v68, v0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v68, 0x7ff80000, v0, vcc_lo
	ds_load_b32 v0, v1 offset:32768
	v_mul_f64 v[18:19], v[67:68], v[18:19]
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v67, v38, v38 :: v_dual_add_f32 v0, -4.0, v0
	v_add_f32_e32 v0, v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, 0x3c23d70a, v0
	v_mul_f32_e32 v0, v67, v0
	v_cvt_f32_f64_e32 v18, v[18:19]
	global_load_b32 v19, v[12:13], off
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v18, v20, v18 :: v_dual_sub_f32 v19, v38, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, v19, v19
	v_mul_f32_e32 v19, 0.5, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v38, v0
	v_add_f32_e32 v67, v18, v0
	s_or_b32 exec_lo, exec_lo, s94
	v_mov_b32_e32 v68, v40
	s_and_saveexec_b32 s94, s8
	s_cbranch_execnz .LBB4_79
	s_branch .LBB4_80
.LBB4_98:
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
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_86
.LBB4_99:
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
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_87
.LBB4_100:
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
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_88
.LBB4_101:
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
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_89
.LBB4_102:
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
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_90
.LBB4_103:
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
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_91
.LBB4_104:
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
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB4_19
.LBB4_105:
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
	s_branch .LBB4_19
.LBB4_106:
	v_readlane_b32 s16, v90, 2
	v_readlane_b32 s17, v90, 3
.LBB4_107:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB4_117
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB4_118
.LBB4_109:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB4_119
.LBB4_110:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB4_120
.LBB4_111:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB4_121
.LBB4_112:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB4_122
.LBB4_113:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB4_123
.LBB4_114:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_116
.LBB4_115:
	s_waitcnt vmcnt(0)
	global_store_b32 v39, v41, s[16:17]
.LBB4_116:
	s_endpgm
.LBB4_117:
	s_waitcnt vmcnt(0)
	global_store_b32 v26, v29, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB4_109
.LBB4_118:
	s_waitcnt vmcnt(0)
	global_store_b32 v27, v31, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB4_110
.LBB4_119:
	s_waitcnt vmcnt(0)
	global_store_b32 v28, v32, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB4_111
.LBB4_120:
	s_waitcnt vmcnt(0)
	global_store_b32 v30, v34, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB4_112
.LBB4_121:
	s_waitcnt vmcnt(0)
	global_store_b32 v33, v36, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB4_113
.LBB4_122:
	s_waitcnt vmcnt(0)
	global_store_b32 v35, v38, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB4_114
.LBB4_123:
	s_waitcnt vmcnt(0)
	global_store_b32 v37, v40, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB4_115
	s_branch .LBB4_116
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
		.amdhsa_next_free_vgpr 91
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
.Lfunc_end4:
	.size	tessera_tether_pairwise_w8192, .Lfunc_end4-tessera_tether_pairwise_w8192

	.set tessera_tether_pairwise_w8192.num_vgpr, 91
	.set tessera_tether_pairwise_w8192.num_agpr, 0
	.set tessera_tether_pairwise_w8192.numbered_sgpr, 105
	.set tessera_tether_pairwise_w8192.num_named_barrier, 0
	.set tessera_tether_pairwise_w8192.private_seg_size, 776
	.set tessera_tether_pairwise_w8192.uses_vcc, 1
	.set tessera_tether_pairwise_w8192.uses_flat_scratch, 0
	.set tessera_tether_pairwise_w8192.has_dyn_sized_stack, 0
	.set tessera_tether_pairwise_w8192.has_recursion, 0
	.set tessera_tether_pairwise_w8192.has_indirect_call, 0
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
    .group_segment_fixed_size: 1028
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_tether_pairwise_w256
    .private_segment_fixed_size: 776
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     47
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
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_tether_pairwise_w1024.kd
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
    .group_segment_fixed_size: 8196
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_tether_pairwise_w2048
    .private_segment_fixed_size: 776
    .sgpr_count:     107
    .sgpr_spill_count: 3
    .symbol:         tessera_tether_pairwise_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     56
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
    .sgpr_spill_count: 3
    .symbol:         tessera_tether_pairwise_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     72
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
    .sgpr_spill_count: 7
    .symbol:         tessera_tether_pairwise_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     91
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
