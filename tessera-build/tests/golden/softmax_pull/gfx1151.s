	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_softmax_pull_w256
	.p2align	8
	.type	tessera_softmax_pull_w256,@function
tessera_softmax_pull_w256:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x100, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_56
	s_load_b64 s[24:25], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s30, s10, s2
	s_add_i32 s31, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[8:9], s[30:31], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s26, s4, s8
	s_addc_u32 s27, s5, s9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_3
	global_load_b32 v5, v4, s[26:27]
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB0_53
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v1, s0, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s31, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_cvt_f32_ubyte0_e32 v6, v0
	s_mov_b32 s31, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s90, 0xd078c69f
	s_mov_b32 s36, 0x1d8e78af
	s_mov_b32 s38, 0x9997fa04
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v9, v2
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	s_mov_b32 s46, 0x55555593
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s8
	s_addc_u32 s3, s7, s9
	s_cmp_lg_u64 s[10:11], 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v2, s1, s1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, 0, s1
	s_cselect_b32 s92, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s3, s21, 0xbb67ae85
	s_add_u32 s4, s20, 0x3c6ef372
	s_and_b32 s30, s10, 7
	v_cmp_gt_u64_e64 s11, s[10:11], 7
	s_add_u32 s93, s21, 0x76cf5d0a
	s_add_u32 s94, s20, 0xdaa66d2b
	v_xor_b32_e32 v7, s1, v10
	s_add_u32 s95, s21, 0x32370b8f
	s_add_u32 s96, s20, 0x78dde6e4
	s_add_u32 s97, s21, 0xed9eba14
	s_add_u32 s98, s20, 0x1715609d
	s_add_u32 s99, s21, 0xa9066899
	s_add_u32 s100, s20, 0xb54cda56
	s_add_u32 s101, s21, 0x646e171e
	s_add_u32 s102, s20, 0x5384540f
	s_add_u32 s103, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s104, s20, 0x8ff34781
	s_and_b32 s14, s10, 0x1f8
	v_xor_b32_e32 v8, s3, v8
	v_xor_b32_e32 v9, s4, v9
	s_cmp_lg_u64 s[30:31], 0
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
	s_mov_b32 s15, s31
	s_cselect_b32 vcc_hi, -1, 0
	s_mov_b32 s91, 0x3fc39a09
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
	s_branch .LBB0_7
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB0_6:
	s_add_u32 s28, s28, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_addc_u32 s29, s29, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[28:29], s[24:25]
	s_cbranch_scc1 .LBB0_54
.LBB0_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_9
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v5
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB0_19
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_18
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB0_15
	s_mov_b64 s[8:9], 0
	s_mov_b32 s34, 0
.LBB0_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s34
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s3, v10, v10
	v_cmp_gt_f32_e64 s1, v10, v0
	v_cmp_u_f32_e64 s4, v11, v11
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s5, v12, v12
	v_cmp_u_f32_e64 s6, v13, v13
	s_and_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s7, v14, v14
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v11, v0
	s_and_b32 s3, vcc_lo, s4
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v12, v0
	s_and_b32 s3, vcc_lo, s5
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v13, v0
	s_and_b32 s3, vcc_lo, s6
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v14, v0
	s_and_b32 s3, vcc_lo, s7
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v15, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v16, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	v_cndmask_b32_e32 v0, v0, v16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v17, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	s_add_u32 s8, s8, 8
	v_cndmask_b32_e32 v0, v0, v17, vcc_lo
	s_addc_u32 s9, s9, 0
	s_add_i32 s34, s34, 32
	s_cmp_lg_u64 s[14:15], s[8:9]
	s_cbranch_scc1 .LBB0_13
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s1, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_16
	s_branch .LBB0_18
.LBB0_15:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB0_18
.LBB0_16:
	s_lshl_b32 s6, s4, 2
	s_mov_b64 s[4:5], s[30:31]
.LBB0_17:
	v_mov_b32_e32 v10, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s6, s6, 4
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v10, v10
	v_cmp_gt_f32_e64 s3, v10, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s3, s1
	s_add_u32 s4, s4, -1
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_addc_u32 s5, s5, -1
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc1 .LBB0_17
.LBB0_18:
	ds_store_b32 v1, v0 offset:1024
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	ds_store_b32 v4, v5
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s34, s0
	s_cbranch_execz .LBB0_33
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_27
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB0_28
	s_mov_b64 s[4:5], 0
	s_mov_b32 s35, 0
	s_mov_b64 s[88:89], 0
.LBB0_25:
	v_mov_b32_e32 v16, s35
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_mov_b64 s[90:91], s[4:5]
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s3, v10, v10
	v_cmp_gt_f32_e64 s1, v10, v0
	v_cmp_u_f32_e64 s4, v11, v11
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s5, v12, v12
	v_cmp_u_f32_e64 s6, v13, v13
	s_and_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s7, v14, v14
	s_or_b32 vcc_lo, s1, s3
	v_cmp_u_f32_e64 s8, v15, v15
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s3, s90, s88
	s_cselect_b32 s88, s91, s89
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v16, v16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v11, v0
	v_cmp_u_f32_e64 s10, v17, v17
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s4
	s_add_u32 s1, s90, 1
	v_cndmask_b32_e32 v0, v0, v11, vcc_lo
	s_addc_u32 s4, s91, 0
	s_and_b32 s89, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s4, s88
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v12, v0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 2
	v_cndmask_b32_e32 v0, v0, v12, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s88, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v13, v0
	s_and_b32 s5, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 3
	v_cndmask_b32_e32 v0, v0, v13, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v14, v0
	s_and_b32 s5, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 4
	v_cndmask_b32_e32 v0, v0, v14, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v15, v0
	s_and_b32 s5, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 5
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v16, v0
	s_and_b32 s5, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 6
	v_cndmask_b32_e32 v0, v0, v16, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v17, v0
	s_and_b32 s5, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 7
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s89, s5, s4
	s_cselect_b32 s88, s1, s3
	s_add_i32 s35, s35, 32
	v_cndmask_b32_e32 v0, v0, v17, vcc_lo
	s_add_u32 s4, s90, 8
	s_addc_u32 s5, s91, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], s[14:15]
	s_cbranch_scc1 .LBB0_25
	s_add_u32 s4, s90, 8
	s_addc_u32 s5, s91, 0
	s_mov_b32 s90, 0xd078c69f
	s_mov_b32 s1, vcc_hi
	s_mov_b32 s91, 0x3fc39a09
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_29
	s_branch .LBB0_31
.LBB0_27:
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_32
.LBB0_28:
	s_mov_b64 s[88:89], 0
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB0_31
.LBB0_29:
	s_lshl_b32 s8, s4, 2
	s_mov_b64 s[6:7], s[30:31]
	.p2align	6
.LBB0_30:
	v_mov_b32_e32 v10, s8
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v10, v10
	v_cmp_gt_f32_e64 s3, v10, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s3, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s89, s5, s89
	s_cselect_b32 s88, s4, s88
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_add_i32 s8, s8, 4
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc1 .LBB0_30
.LBB0_31:
	s_clz_i32_u32 s1, s89
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[4:5], s[88:89], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s3, s4, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s5, s3
	s_cvt_f32_u32 s3, s3
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s3, s1
.LBB0_32:
	ds_store_b32 v1, v0 offset:1032
.LBB0_33:
	s_or_b32 exec_lo, exec_lo, s34
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_35
	ds_load_b32 v0, v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v10, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	v_add_f32_e32 v11, 0x4b400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0xcb400000, v11
	v_mul_f32_e32 v13, 0xbf317200, v12
	v_mul_f32_e32 v12, 0x35bfbe8e, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v13
	v_sub_f32_e32 v13, v10, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v13
	v_mul_f32_e32 v15, 0x3331bb4c, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0xb5ddea0e, v15
	v_mul_f32_e32 v15, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0x388ab355, v15
	v_mul_f32_e32 v15, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0xbb360b61, v15
	v_mul_f32_e32 v15, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0x3e2aaaab, v15
	v_mul_f32_e32 v14, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v14, v13, v14
	v_mul_f32_e32 v13, v13, v14
	v_sub_f32_e32 v14, 2.0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v15, null, v14, v14, v13
	v_div_scale_f32 v18, vcc_lo, v13, v14, v13
	v_rcp_f32_e32 v16, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v18, v16
	v_fma_f32 v19, -v15, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v19, v16
	v_fma_f32 v15, -v15, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v15, v15, v16, v17
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v13, v15, v14, v13
	v_add_nc_u32_e32 v14, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v13, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v10, v12
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v10, 1.0, v10
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v12
	v_mul_f32_e32 v10, v10, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v10, vcc_lo
	ds_store_b32 v4, v0
.LBB0_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_45
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_44
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB0_41
	s_mov_b64 s[4:5], 0
	s_mov_b32 s3, 0
	.p2align	6
.LBB0_39:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s3, s3, 32
	s_cmp_lg_u64 s[14:15], s[4:5]
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
	s_cbranch_scc1 .LBB0_39
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s3, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB0_42
	s_branch .LBB0_44
.LBB0_41:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB0_44
.LBB0_42:
	s_lshl_b32 s3, s4, 2
	s_mov_b64 s[4:5], s[30:31]
.LBB0_43:
	v_mov_b32_e32 v10, s3
	s_add_i32 s3, s3, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB0_43
.LBB0_44:
	ds_store_b32 v1, v0 offset:1028
.LBB0_45:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s92
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_50
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s6, s2
	s_cbranch_execz .LBB0_49
	s_mul_f32 s7, s18, s16
	global_load_b32 v51, v[2:3], off
	s_cmp_gt_f32 s7, 0
	s_mul_f32 s3, s7, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s7, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s28, s22
	s_addc_u32 s5, s29, s23
	s_mul_i32 s8, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, s8, v7
	s_xor_b32 s5, s20, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s4, s5, s4
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s5, v8
	v_xor3_b32 v14, s4, s93, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v13, v9
	v_xor3_b32 v15, v15, s94, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s95, v13, v11
	v_xor3_b32 v13, v16, s97, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s96, v12, v14
	v_xor3_b32 v13, v17, s98, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s99, v12, v15
	v_xor3_b32 v14, v14, s101, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s100, v12, v16
	v_xor3_b32 v0, v0, s102, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s103, v12, v13
	v_xor3_b32 v0, v0, s21, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v11, 0xcd9e8d57, v12
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s104, v15, v11
	v_cvt_f64_u32_e32 v[11:12], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], 0.5
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v12
	v_and_b32_e32 v12, 0xfffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v12
	v_add_f64 v[15:16], v[11:12], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[15:16], 2.0
	v_mul_f64 v[36:37], v[15:16], 0.5
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[15:16], v[36:37]
	v_rcp_f64_e32 v[11:12], v[19:20]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[19:20], v[11:12], 1.0
	v_fma_f64 v[21:22], v[11:12], v[21:22], v[11:12]
	ds_load_b96 v[11:13], v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v5, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v25, 0xc2d00000, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v25
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_cndmask_b32_e32 v25, 0x42b20000, v25, vcc_lo
	v_div_scale_f32 v31, vcc_lo, 1.0, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x3fb8aa3b, v25
	v_add_f32_e32 v44, 0x4b400000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v44
	v_mul_f32_e32 v27, 0xbf317200, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v45, 0x35bfbe8e, v26 :: v_dual_add_f32 v46, v25, v27
	v_div_scale_f64 v[25:26], s4, v[15:16], v[17:18], v[15:16]
	v_sub_f32_e32 v27, v46, v45
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, v27, v27
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_mul_f32_e32 v23, 0x3331bb4c, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xb5ddea0e, v23
	v_mul_f32_e32 v23, v28, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x388ab355, v23
	v_mul_f32_e32 v23, v28, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xbb360b61, v23
	v_mul_f32_e32 v29, v28, v23
	v_mul_f64 v[23:24], v[25:26], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v28, v27, v28
	v_mul_f32_e32 v47, v27, v28
	v_sub_f32_e32 v48, 2.0, v28
	v_div_scale_f32 v27, null, v12, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v28, null, v48, v48, v47
	v_rcp_f32_e32 v29, v27
	v_xor_b32_e32 v27, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v30, v28
	v_fma_f64 v[19:20], -v[19:20], v[23:24], v[25:26]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v25, v27, v29, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, -v28, v30, 1.0
	v_fmac_f32_e32 v29, v25, v29
	v_div_scale_f32 v25, s5, v47, v48, v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v30, v26, v30
	v_mul_f32_e32 v26, v31, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v32, v25, v30
	v_fma_f32 v33, v27, v26, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v28, v32, v25
	v_fmac_f32_e32 v26, v33, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v32, v34, v30
	v_fmac_f32_e32 v31, v27, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v28, v32, v25
	v_div_fmas_f32 v49, v31, v29, v26
	s_mov_b32 vcc_lo, s5
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v50, v25, v30, v32
	s_mov_b32 vcc_lo, s4
	v_add_co_u32 v0, s4, 0xfffffc01, v0
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[23:24]
	v_cvt_f64_u32_e32 v[21:22], v14
	v_add_co_ci_u32_e64 v14, null, 0, -1, s4
	v_div_fixup_f32 v12, v49, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[34:35], v14
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[15:16]
	v_add_f64 v[21:22], v[21:22], 0.5
	v_ldexp_f64 v[34:35], v[34:35], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[19:20]
	v_mul_f64 v[21:22], v[21:22], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[23:24], s[40:41]
	v_mul_f64 v[27:28], v[23:24], s[90:91]
	v_mul_f64 v[29:30], v[21:22], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], s[42:43]
	v_add_f64 v[27:28], v[27:28], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], 0x43380000, v[29:30]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_add_f64 v[30:31], 0xc3380000, v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], s[44:45]
	v_add_f64 v[27:28], v[27:28], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[30:31], s[56:57]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_add_f64 v[27:28], v[21:22], v[32:33]
	v_cvt_f64_u32_e32 v[32:33], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[46:47]
	v_add_f64 v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_mul_f64 v[25:26], v[30:31], s[60:61]
	v_mul_f64 v[38:39], v[32:33], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[23:24], v[19:20]
	v_add_f64 v[23:24], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[36:37], v[19:20]
	v_add_f64 v[34:35], v[27:28], -v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	v_mul_f64 v[19:20], v[30:31], s[58:59]
	v_mul_f64 v[30:31], v[30:31], s[62:63]
	v_add_f64 v[25:26], v[34:35], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[38:39], v[17:18]
	v_add_f64 v[34:35], v[27:28], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[30:31], -v[25:26]
	v_add_f64 v[17:18], v[17:18], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v35
	v_dual_mov_b32 v31, v1 :: v_dual_and_b32 v14, 0x7ff, v0
	v_bfe_u32 v0, v22, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v30, 16, v14
	v_cmp_lt_u64_e32 vcc_lo, v[30:31], v[0:1]
	v_dual_cndmask_b32 v22, v28, v24 :: v_dual_cndmask_b32 v19, v19, v25
	v_cndmask_b32_e32 v20, v20, v26, vcc_lo
	v_mul_f64 v[25:26], v[32:33], s[50:51]
	v_cndmask_b32_e32 v21, v27, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[21:22], -v[19:20]
	v_add_f64 v[14:15], v[15:16], v[17:18]
	v_mul_f64 v[16:17], v[23:24], v[23:24]
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[14:15], v[25:26], v[14:15]
	v_mul_f64 v[25:26], v[16:17], s[76:77]
	v_mul_f64 v[27:28], v[16:17], s[64:65]
	v_mul_f64 v[30:31], v[16:17], s[70:71]
	v_mul_f64 v[32:33], v[16:17], s[82:83]
	v_mul_f64 v[34:35], v[16:17], v[16:17]
	v_add_f64 v[18:19], v[21:22], -v[19:20]
	v_mul_f64 v[40:41], v[16:17], 0.5
	v_mul_f64 v[14:15], v[14:15], -2.0
	v_add_f64 v[25:26], v[25:26], s[78:79]
	v_add_f64 v[27:28], v[27:28], s[66:67]
	v_add_f64 v[30:31], v[30:31], s[72:73]
	v_add_f64 v[32:33], v[32:33], s[84:85]
	v_mul_f64 v[36:37], v[16:17], v[34:35]
	v_mul_f64 v[20:21], v[34:35], v[34:35]
	v_mul_f64 v[34:35], v[23:24], v[16:17]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_add_f64 v[42:43], -v[40:41], 1.0
	v_mul_f64 v[25:26], v[16:17], v[25:26]
	v_mul_f64 v[27:28], v[16:17], v[27:28]
	v_mul_f64 v[30:31], v[16:17], v[30:31]
	v_mul_f64 v[32:33], v[36:37], v[32:33]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[25:26], v[25:26], s[80:81]
	v_add_f64 v[27:28], v[27:28], s[68:69]
	v_add_f64 v[30:31], v[30:31], s[74:75]
	v_rsq_f64_e32 v[38:39], v[14:15]
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[32:33], v[25:26]
	v_mul_f64 v[27:28], v[16:17], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[20:21], v[20:21], v[30:31]
	v_mul_f64 v[30:31], v[18:19], 0.5
	v_mul_f64 v[36:37], v[14:15], v[38:39]
	v_mul_f64 v[38:39], v[38:39], 0.5
	v_mul_f64 v[25:26], v[34:35], v[25:26]
	v_add_f64 v[20:21], v[27:28], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[32:33], -v[38:39], v[36:37], 0.5
	v_add_f64 v[25:26], v[30:31], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	v_fma_f64 v[36:37], v[36:37], v[32:33], v[36:37]
	v_fma_f64 v[27:28], v[38:39], v[32:33], v[38:39]
	v_mul_f64 v[32:33], v[23:24], v[18:19]
	v_add_f64 v[38:39], -v[42:43], 1.0
	v_mul_f64 v[16:17], v[16:17], v[25:26]
	v_fma_f64 v[30:31], -v[36:37], v[36:37], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[32:33]
	v_mul_f64 v[32:33], v[34:35], s[86:87]
	v_add_f64 v[16:17], v[16:17], -v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[25:26], v[30:31], v[27:28], v[36:37]
	v_add_f64 v[30:31], v[38:39], -v[40:41]
	v_add_f64 v[16:17], v[16:17], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[18:19], -v[25:26], v[25:26], v[14:15]
	v_add_f64 v[20:21], v[30:31], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[23:24], -v[16:17]
	v_mov_b32_e32 v23, v1
	v_fma_f64 v[18:19], v[18:19], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[42:43], v[20:21]
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_and_b32_e32 v22, 2, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v24, 0x80000000, v21
	v_dual_cndmask_b32 v15, v19, v15 :: v_dual_and_b32 v0, 1, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s4, 0, v[22:23]
	v_xor_b32_e32 v22, 0x80000000, v17
	v_cndmask_b32_e32 v14, v18, v14, vcc_lo
	v_cndmask_b32_e64 v21, v24, v21, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v17, v17, v22, s4
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_cndmask_b32_e64 v0, s7, v10, s3
	v_cndmask_b32_e64 v17, v17, v21, s4
	v_cndmask_b32_e64 v16, v16, v20, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v10, v0
	v_mul_f64 v[14:15], v[16:17], v[14:15]
	v_div_fixup_f32 v16, v50, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v16, v45, v16 :: v_dual_add_nc_u32 v17, -1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_fma_f32 v19, v19, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0, v19
	v_dual_cndmask_b32 v17, v10, v17 :: v_dual_add_nc_u32 v18, 0xb4c00100, v44
	v_lshrrev_b32_e32 v18, 1, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v21, v44, v18
	v_lshl_add_u32 v18, v18, 23, 0xff800000
	v_lshl_add_u32 v19, v21, 23, 0x7f800000
	v_cvt_f32_f64_e32 v14, v[14:15]
	v_add_f32_e32 v15, v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v15, 0x3d4ccccd, v15 :: v_dual_sub_f32 v16, v46, v16
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v15, v15, v51 :: v_dual_add_f32 v16, 1.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v18
	v_mul_f32_e32 v16, v16, v19
	v_add_nc_u32_e32 v20, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v22, 0x80000000, v20
	v_fma_f32 v10, v22, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_lt_f32_e32 vcc_lo, 0, v10
	v_cndmask_b32_e32 v10, v17, v20, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	v_cndmask_b32_e32 v11, 0x7fc00000, v16, vcc_lo
	v_mul_f32_e32 v16, 0x37800000, v10
	v_cmp_eq_f32_e32 vcc_lo, v13, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v11, v12, v11
	v_cndmask_b32_e64 v10, v10, v16, s3
	v_cndmask_b32_e64 v12, 0, 0x3dcccccd, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v11, v15, v11 :: v_dual_cndmask_b32 v0, v10, v0
	v_add_f32_e32 v10, v12, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, 0, v0, s1
	v_mul_f32_e32 v10, s12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, s13, s19
	v_sub_f32_e32 v10, v5, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v14
	v_add_f32_e32 v0, v0, v10
.LBB0_49:
	s_or_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_51
.LBB0_50:
.LBB0_51:
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	ds_load_b96 v[10:12], v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v10, v5, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v13, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v13
	v_cndmask_b32_e32 v13, 0x42b20000, v13, vcc_lo
	v_div_scale_f32 v24, vcc_lo, 1.0, v11, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0x3fb8aa3b, v13
	v_add_f32_e32 v14, 0x4b400000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0xcb400000, v14
	v_mul_f32_e32 v16, 0xbf317200, v15
	v_mul_f32_e32 v15, 0x35bfbe8e, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v16
	v_sub_f32_e32 v16, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v16
	v_mul_f32_e32 v18, 0x3331bb4c, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0xb5ddea0e, v18
	v_mul_f32_e32 v18, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0x388ab355, v18
	v_mul_f32_e32 v18, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0xbb360b61, v18
	v_mul_f32_e32 v18, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0x3e2aaaab, v18
	v_mul_f32_e32 v17, v17, v18
	v_div_scale_f32 v18, null, v11, v11, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v17, v16, v17
	v_rcp_f32_e32 v20, v18
	v_xor_b32_e32 v18, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v17
	v_sub_f32_e32 v17, 2.0, v17
	v_div_scale_f32 v19, null, v17, v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v22, v18, v20, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v21, v19
	v_fmac_f32_e32 v20, v22, v20
	v_div_scale_f32 v22, s1, v16, v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v23, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v23, v24, v20
	v_mul_f32_e32 v25, v22, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, v18, v23, v24
	v_fma_f32 v27, -v19, v25, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v26, v20
	v_dual_fmac_f32 v25, v27, v21 :: v_dual_fmac_f32 v24, v18, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v18, -v19, v25, v22
	v_div_fmas_f32 v19, v24, v20, v23
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v18, v18, v21, v25
	v_div_fixup_f32 v11, v19, v11, 1.0
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v16, v18, v17, v16
	v_add_nc_u32_e32 v17, 0xb4c00100, v14
	v_sub_f32_e32 v15, v15, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v16, 1, v17
	v_sub_f32_e32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v14, v14, v16
	v_lshl_add_u32 v15, v16, 23, 0xff800000
	v_add_f32_e32 v13, 1.0, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v14, v14, 23, 0x7f800000
	v_mul_f32_e32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, v13, v14
	v_add_f32_e32 v14, v5, v5
	v_cndmask_b32_e32 v10, 0x7fc00000, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v13, 0x3d4ccccd, v14
	v_cmp_eq_f32_e32 vcc_lo, v12, v6
	v_mul_f32_e32 v10, v11, v10
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v13, v0
	v_add_f32_e32 v0, v0, v10
	v_cndmask_b32_e64 v10, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v10, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v5, v5, v0
	s_branch .LBB0_5
.LBB0_53:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v5
.LBB0_54:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_56
	global_store_b32 v4, v0, s[26:27]
.LBB0_56:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w256
		.amdhsa_group_segment_fixed_size 1036
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
		.amdhsa_next_free_vgpr 52
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
		.amdhsa_inst_pref_size 49
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
	.size	tessera_softmax_pull_w256, .Lfunc_end0-tessera_softmax_pull_w256

	.set tessera_softmax_pull_w256.num_vgpr, 52
	.set tessera_softmax_pull_w256.num_agpr, 0
	.set tessera_softmax_pull_w256.numbered_sgpr, 105
	.set tessera_softmax_pull_w256.num_named_barrier, 0
	.set tessera_softmax_pull_w256.private_seg_size, 0
	.set tessera_softmax_pull_w256.uses_vcc, 1
	.set tessera_softmax_pull_w256.uses_flat_scratch, 0
	.set tessera_softmax_pull_w256.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w256.has_recursion, 0
	.set tessera_softmax_pull_w256.has_indirect_call, 0
	.globl	tessera_softmax_pull_w1024
	.p2align	8
	.type	tessera_softmax_pull_w1024,@function
tessera_softmax_pull_w1024:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x400, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_56
	s_load_b64 s[24:25], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s30, s10, s2
	s_add_i32 s31, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[8:9], s[30:31], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s26, s4, s8
	s_addc_u32 s27, s5, s9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_3
	global_load_b32 v5, v4, s[26:27]
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s3
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[24:25], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB1_53
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v1, s0, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, s31, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_cvt_f32_u32_e32 v6, v0
	s_mov_b32 s31, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s90, 0xd078c69f
	s_mov_b32 s36, 0x1d8e78af
	s_mov_b32 s38, 0x9997fa04
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v9, v2
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	s_mov_b32 s46, 0x55555593
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s8
	s_addc_u32 s3, s7, s9
	s_cmp_lg_u64 s[10:11], 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v2, s1, s1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, 0, s1
	s_cselect_b32 s92, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s3, s21, 0xbb67ae85
	s_add_u32 s4, s20, 0x3c6ef372
	s_and_b32 s30, s10, 7
	v_cmp_gt_u64_e64 s11, s[10:11], 7
	s_add_u32 s93, s21, 0x76cf5d0a
	s_add_u32 s94, s20, 0xdaa66d2b
	v_xor_b32_e32 v7, s1, v10
	s_add_u32 s95, s21, 0x32370b8f
	s_add_u32 s96, s20, 0x78dde6e4
	s_add_u32 s97, s21, 0xed9eba14
	s_add_u32 s98, s20, 0x1715609d
	s_add_u32 s99, s21, 0xa9066899
	s_add_u32 s100, s20, 0xb54cda56
	s_add_u32 s101, s21, 0x646e171e
	s_add_u32 s102, s20, 0x5384540f
	s_add_u32 s103, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s104, s20, 0x8ff34781
	s_and_b32 s14, s10, 0x7f8
	v_xor_b32_e32 v8, s3, v8
	v_xor_b32_e32 v9, s4, v9
	s_cmp_lg_u64 s[30:31], 0
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
	s_mov_b32 s15, s31
	s_cselect_b32 vcc_hi, -1, 0
	s_mov_b32 s91, 0x3fc39a09
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
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v5
.LBB1_6:
	s_add_u32 s28, s28, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v0
	s_addc_u32 s29, s29, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[28:29], s[24:25]
	s_cbranch_scc1 .LBB1_54
.LBB1_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_9
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v5
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB1_19
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_18
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB1_15
	s_mov_b64 s[8:9], 0
	s_mov_b32 s34, 0
.LBB1_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s34
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s3, v10, v10
	v_cmp_gt_f32_e64 s1, v10, v0
	v_cmp_u_f32_e64 s4, v11, v11
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s5, v12, v12
	v_cmp_u_f32_e64 s6, v13, v13
	s_and_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s7, v14, v14
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v11, v0
	s_and_b32 s3, vcc_lo, s4
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v12, v0
	s_and_b32 s3, vcc_lo, s5
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v13, v0
	s_and_b32 s3, vcc_lo, s6
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v14, v0
	s_and_b32 s3, vcc_lo, s7
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v15, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v16, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	v_cndmask_b32_e32 v0, v0, v16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v17, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	s_add_u32 s8, s8, 8
	v_cndmask_b32_e32 v0, v0, v17, vcc_lo
	s_addc_u32 s9, s9, 0
	s_add_i32 s34, s34, 32
	s_cmp_lg_u64 s[14:15], s[8:9]
	s_cbranch_scc1 .LBB1_13
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s1, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_16
	s_branch .LBB1_18
.LBB1_15:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB1_18
.LBB1_16:
	s_lshl_b32 s6, s4, 2
	s_mov_b64 s[4:5], s[30:31]
.LBB1_17:
	v_mov_b32_e32 v10, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s6, s6, 4
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v10, v10
	v_cmp_gt_f32_e64 s3, v10, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s3, s1
	s_add_u32 s4, s4, -1
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_addc_u32 s5, s5, -1
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc1 .LBB1_17
.LBB1_18:
	ds_store_b32 v1, v0 offset:4096
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	ds_store_b32 v4, v5
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s34, s0
	s_cbranch_execz .LBB1_33
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_27
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB1_28
	s_mov_b64 s[4:5], 0
	s_mov_b32 s35, 0
	s_mov_b64 s[88:89], 0
.LBB1_25:
	v_mov_b32_e32 v16, s35
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_mov_b64 s[90:91], s[4:5]
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s3, v10, v10
	v_cmp_gt_f32_e64 s1, v10, v0
	v_cmp_u_f32_e64 s4, v11, v11
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s5, v12, v12
	v_cmp_u_f32_e64 s6, v13, v13
	s_and_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s7, v14, v14
	s_or_b32 vcc_lo, s1, s3
	v_cmp_u_f32_e64 s8, v15, v15
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s3, s90, s88
	s_cselect_b32 s88, s91, s89
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v16, v16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v11, v0
	v_cmp_u_f32_e64 s10, v17, v17
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s4
	s_add_u32 s1, s90, 1
	v_cndmask_b32_e32 v0, v0, v11, vcc_lo
	s_addc_u32 s4, s91, 0
	s_and_b32 s89, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s4, s88
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v12, v0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 2
	v_cndmask_b32_e32 v0, v0, v12, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s88, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v13, v0
	s_and_b32 s5, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 3
	v_cndmask_b32_e32 v0, v0, v13, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v14, v0
	s_and_b32 s5, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 4
	v_cndmask_b32_e32 v0, v0, v14, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v15, v0
	s_and_b32 s5, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 5
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v16, v0
	s_and_b32 s5, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 6
	v_cndmask_b32_e32 v0, v0, v16, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v17, v0
	s_and_b32 s5, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 7
	s_addc_u32 s5, s91, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s89, s5, s4
	s_cselect_b32 s88, s1, s3
	s_add_i32 s35, s35, 32
	v_cndmask_b32_e32 v0, v0, v17, vcc_lo
	s_add_u32 s4, s90, 8
	s_addc_u32 s5, s91, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], s[14:15]
	s_cbranch_scc1 .LBB1_25
	s_add_u32 s4, s90, 8
	s_addc_u32 s5, s91, 0
	s_mov_b32 s90, 0xd078c69f
	s_mov_b32 s1, vcc_hi
	s_mov_b32 s91, 0x3fc39a09
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_29
	s_branch .LBB1_31
.LBB1_27:
	v_mov_b32_e32 v0, 0
	s_branch .LBB1_32
.LBB1_28:
	s_mov_b64 s[88:89], 0
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB1_31
.LBB1_29:
	s_lshl_b32 s8, s4, 2
	s_mov_b64 s[6:7], s[30:31]
	.p2align	6
.LBB1_30:
	v_mov_b32_e32 v10, s8
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v10, v10
	v_cmp_gt_f32_e64 s3, v10, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s3, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s89, s5, s89
	s_cselect_b32 s88, s4, s88
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_add_i32 s8, s8, 4
	v_cndmask_b32_e32 v0, v0, v10, vcc_lo
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc1 .LBB1_30
.LBB1_31:
	s_clz_i32_u32 s1, s89
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[4:5], s[88:89], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s3, s4, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s5, s3
	s_cvt_f32_u32 s3, s3
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s3, s1
.LBB1_32:
	ds_store_b32 v1, v0 offset:4104
.LBB1_33:
	s_or_b32 exec_lo, exec_lo, s34
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_35
	ds_load_b32 v0, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v10, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	v_add_f32_e32 v11, 0x4b400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0xcb400000, v11
	v_mul_f32_e32 v13, 0xbf317200, v12
	v_mul_f32_e32 v12, 0x35bfbe8e, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v13
	v_sub_f32_e32 v13, v10, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v13
	v_mul_f32_e32 v15, 0x3331bb4c, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0xb5ddea0e, v15
	v_mul_f32_e32 v15, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0x388ab355, v15
	v_mul_f32_e32 v15, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0xbb360b61, v15
	v_mul_f32_e32 v15, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0x3e2aaaab, v15
	v_mul_f32_e32 v14, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v14, v13, v14
	v_mul_f32_e32 v13, v13, v14
	v_sub_f32_e32 v14, 2.0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v15, null, v14, v14, v13
	v_div_scale_f32 v18, vcc_lo, v13, v14, v13
	v_rcp_f32_e32 v16, v15
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v15, v16, 1.0
	v_fmac_f32_e32 v16, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v18, v16
	v_fma_f32 v19, -v15, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v19, v16
	v_fma_f32 v15, -v15, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v15, v15, v16, v17
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v13, v15, v14, v13
	v_add_nc_u32_e32 v14, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v12, v13
	v_lshrrev_b32_e32 v13, 1, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v10, v12
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v10, 1.0, v10
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v12
	v_mul_f32_e32 v10, v10, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v10, vcc_lo
	ds_store_b32 v4, v0
.LBB1_35:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB1_45
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_44
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB1_41
	s_mov_b64 s[4:5], 0
	s_mov_b32 s3, 0
	.p2align	6
.LBB1_39:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s3, s3, 32
	s_cmp_lg_u64 s[14:15], s[4:5]
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
	s_cbranch_scc1 .LBB1_39
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s3, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB1_42
	s_branch .LBB1_44
.LBB1_41:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB1_44
.LBB1_42:
	s_lshl_b32 s3, s4, 2
	s_mov_b64 s[4:5], s[30:31]
.LBB1_43:
	v_mov_b32_e32 v10, s3
	s_add_i32 s3, s3, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v10
	s_cbranch_scc1 .LBB1_43
.LBB1_44:
	ds_store_b32 v1, v0 offset:4100
.LBB1_45:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s92
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_50
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s6, s2
	s_cbranch_execz .LBB1_49
	s_mul_f32 s7, s18, s16
	global_load_b32 v51, v[2:3], off
	s_cmp_gt_f32 s7, 0
	s_mul_f32 s3, s7, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s7, 0xf800000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s28, s22
	s_addc_u32 s5, s29, s23
	s_mul_i32 s8, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, s8, v7
	s_xor_b32 s5, s20, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s4, s5, s4
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s5, v8
	v_xor3_b32 v14, s4, s93, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v0, v13, v9
	v_xor3_b32 v15, v15, s94, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s95, v13, v11
	v_xor3_b32 v13, v16, s97, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s96, v12, v14
	v_xor3_b32 v13, v17, s98, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s99, v12, v15
	v_xor3_b32 v14, v14, s101, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s100, v12, v16
	v_xor3_b32 v0, v0, s102, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, s103, v12, v13
	v_xor3_b32 v0, v0, s21, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v11, 0xcd9e8d57, v12
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, s104, v15, v11
	v_cvt_f64_u32_e32 v[11:12], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], 0.5
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, 0x95f62, v12
	v_and_b32_e32 v12, 0xfffff, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v12
	v_add_f64 v[15:16], v[11:12], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[15:16], 2.0
	v_mul_f64 v[36:37], v[15:16], 0.5
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[36:37], v[15:16], v[36:37]
	v_rcp_f64_e32 v[11:12], v[19:20]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[19:20], v[11:12], 1.0
	v_fma_f64 v[21:22], v[11:12], v[21:22], v[11:12]
	ds_load_b96 v[11:13], v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v5, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v25, 0xc2d00000, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v25
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	v_cndmask_b32_e32 v25, 0x42b20000, v25, vcc_lo
	v_div_scale_f32 v31, vcc_lo, 1.0, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0x3fb8aa3b, v25
	v_add_f32_e32 v44, 0x4b400000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xcb400000, v44
	v_mul_f32_e32 v27, 0xbf317200, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v45, 0x35bfbe8e, v26 :: v_dual_add_f32 v46, v25, v27
	v_div_scale_f64 v[25:26], s4, v[15:16], v[17:18], v[15:16]
	v_sub_f32_e32 v27, v46, v45
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v28, v27, v27
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_mul_f32_e32 v23, 0x3331bb4c, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xb5ddea0e, v23
	v_mul_f32_e32 v23, v28, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x388ab355, v23
	v_mul_f32_e32 v23, v28, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xbb360b61, v23
	v_mul_f32_e32 v29, v28, v23
	v_mul_f64 v[23:24], v[25:26], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x3e2aaaab, v29
	v_mul_f32_e32 v28, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v28, v27, v28
	v_mul_f32_e32 v47, v27, v28
	v_sub_f32_e32 v48, 2.0, v28
	v_div_scale_f32 v27, null, v12, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v28, null, v48, v48, v47
	v_rcp_f32_e32 v29, v27
	v_xor_b32_e32 v27, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v30, v28
	v_fma_f64 v[19:20], -v[19:20], v[23:24], v[25:26]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v25, v27, v29, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, -v28, v30, 1.0
	v_fmac_f32_e32 v29, v25, v29
	v_div_scale_f32 v25, s5, v47, v48, v47
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v30, v26, v30
	v_mul_f32_e32 v26, v31, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v32, v25, v30
	v_fma_f32 v33, v27, v26, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v28, v32, v25
	v_fmac_f32_e32 v26, v33, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v32, v34, v30
	v_fmac_f32_e32 v31, v27, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v25, -v28, v32, v25
	v_div_fmas_f32 v49, v31, v29, v26
	s_mov_b32 vcc_lo, s5
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v50, v25, v30, v32
	s_mov_b32 vcc_lo, s4
	v_add_co_u32 v0, s4, 0xfffffc01, v0
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[23:24]
	v_cvt_f64_u32_e32 v[21:22], v14
	v_add_co_ci_u32_e64 v14, null, 0, -1, s4
	v_div_fixup_f32 v12, v49, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[34:35], v14
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[15:16]
	v_add_f64 v[21:22], v[21:22], 0.5
	v_ldexp_f64 v[34:35], v[34:35], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_ldexp_f64 v[21:22], v[21:22], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[19:20]
	v_mul_f64 v[21:22], v[21:22], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[25:26], v[23:24], s[40:41]
	v_mul_f64 v[27:28], v[23:24], s[90:91]
	v_mul_f64 v[29:30], v[21:22], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], s[42:43]
	v_add_f64 v[27:28], v[27:28], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], 0x43380000, v[29:30]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_add_f64 v[30:31], 0xc3380000, v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[25:26], s[44:45]
	v_add_f64 v[27:28], v[27:28], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[30:31], s[56:57]
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_add_f64 v[27:28], v[21:22], v[32:33]
	v_cvt_f64_u32_e32 v[32:33], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[46:47]
	v_add_f64 v[32:33], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[25:26]
	v_mul_f64 v[25:26], v[30:31], s[60:61]
	v_mul_f64 v[38:39], v[32:33], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[19:20], v[23:24], v[19:20]
	v_add_f64 v[23:24], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[36:37], v[19:20]
	v_add_f64 v[34:35], v[27:28], -v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	v_mul_f64 v[19:20], v[30:31], s[58:59]
	v_mul_f64 v[30:31], v[30:31], s[62:63]
	v_add_f64 v[25:26], v[34:35], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[38:39], v[17:18]
	v_add_f64 v[34:35], v[27:28], -v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[25:26], v[30:31], -v[25:26]
	v_add_f64 v[17:18], v[17:18], -v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v35
	v_dual_mov_b32 v31, v1 :: v_dual_and_b32 v14, 0x7ff, v0
	v_bfe_u32 v0, v22, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v30, 16, v14
	v_cmp_lt_u64_e32 vcc_lo, v[30:31], v[0:1]
	v_dual_cndmask_b32 v22, v28, v24 :: v_dual_cndmask_b32 v19, v19, v25
	v_cndmask_b32_e32 v20, v20, v26, vcc_lo
	v_mul_f64 v[25:26], v[32:33], s[50:51]
	v_cndmask_b32_e32 v21, v27, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[21:22], -v[19:20]
	v_add_f64 v[14:15], v[15:16], v[17:18]
	v_mul_f64 v[16:17], v[23:24], v[23:24]
	v_add_f64 v[21:22], v[21:22], -v[23:24]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[14:15], v[25:26], v[14:15]
	v_mul_f64 v[25:26], v[16:17], s[76:77]
	v_mul_f64 v[27:28], v[16:17], s[64:65]
	v_mul_f64 v[30:31], v[16:17], s[70:71]
	v_mul_f64 v[32:33], v[16:17], s[82:83]
	v_mul_f64 v[34:35], v[16:17], v[16:17]
	v_add_f64 v[18:19], v[21:22], -v[19:20]
	v_mul_f64 v[40:41], v[16:17], 0.5
	v_mul_f64 v[14:15], v[14:15], -2.0
	v_add_f64 v[25:26], v[25:26], s[78:79]
	v_add_f64 v[27:28], v[27:28], s[66:67]
	v_add_f64 v[30:31], v[30:31], s[72:73]
	v_add_f64 v[32:33], v[32:33], s[84:85]
	v_mul_f64 v[36:37], v[16:17], v[34:35]
	v_mul_f64 v[20:21], v[34:35], v[34:35]
	v_mul_f64 v[34:35], v[23:24], v[16:17]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[14:15]
	v_add_f64 v[42:43], -v[40:41], 1.0
	v_mul_f64 v[25:26], v[16:17], v[25:26]
	v_mul_f64 v[27:28], v[16:17], v[27:28]
	v_mul_f64 v[30:31], v[16:17], v[30:31]
	v_mul_f64 v[32:33], v[36:37], v[32:33]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[25:26], v[25:26], s[80:81]
	v_add_f64 v[27:28], v[27:28], s[68:69]
	v_add_f64 v[30:31], v[30:31], s[74:75]
	v_rsq_f64_e32 v[38:39], v[14:15]
	v_cmp_class_f64_e64 vcc_lo, v[14:15], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[32:33], v[25:26]
	v_mul_f64 v[27:28], v[16:17], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[20:21], v[20:21], v[30:31]
	v_mul_f64 v[30:31], v[18:19], 0.5
	v_mul_f64 v[36:37], v[14:15], v[38:39]
	v_mul_f64 v[38:39], v[38:39], 0.5
	v_mul_f64 v[25:26], v[34:35], v[25:26]
	v_add_f64 v[20:21], v[27:28], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[32:33], -v[38:39], v[36:37], 0.5
	v_add_f64 v[25:26], v[30:31], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	v_fma_f64 v[36:37], v[36:37], v[32:33], v[36:37]
	v_fma_f64 v[27:28], v[38:39], v[32:33], v[38:39]
	v_mul_f64 v[32:33], v[23:24], v[18:19]
	v_add_f64 v[38:39], -v[42:43], 1.0
	v_mul_f64 v[16:17], v[16:17], v[25:26]
	v_fma_f64 v[30:31], -v[36:37], v[36:37], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[20:21], v[20:21], -v[32:33]
	v_mul_f64 v[32:33], v[34:35], s[86:87]
	v_add_f64 v[16:17], v[16:17], -v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[25:26], v[30:31], v[27:28], v[36:37]
	v_add_f64 v[30:31], v[38:39], -v[40:41]
	v_add_f64 v[16:17], v[16:17], v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[18:19], -v[25:26], v[25:26], v[14:15]
	v_add_f64 v[20:21], v[30:31], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[16:17], v[23:24], -v[16:17]
	v_mov_b32_e32 v23, v1
	v_fma_f64 v[18:19], v[18:19], v[27:28], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[42:43], v[20:21]
	v_ldexp_f64 v[18:19], v[18:19], v0
	v_and_b32_e32 v22, 2, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v24, 0x80000000, v21
	v_dual_cndmask_b32 v15, v19, v15 :: v_dual_and_b32 v0, 1, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cmp_eq_u64_e64 s4, 0, v[22:23]
	v_xor_b32_e32 v22, 0x80000000, v17
	v_cndmask_b32_e32 v14, v18, v14, vcc_lo
	v_cndmask_b32_e64 v21, v24, v21, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v17, v17, v22, s4
	v_cmp_eq_u64_e64 s4, 0, v[0:1]
	v_cndmask_b32_e64 v0, s7, v10, s3
	v_cndmask_b32_e64 v17, v17, v21, s4
	v_cndmask_b32_e64 v16, v16, v20, s4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sqrt_f32_e32 v10, v0
	v_mul_f64 v[14:15], v[16:17], v[14:15]
	v_div_fixup_f32 v16, v50, v48, v47
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v16, v45, v16 :: v_dual_add_nc_u32 v17, -1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v19, 0x80000000, v17
	v_fma_f32 v19, v19, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, 0, v19
	v_dual_cndmask_b32 v17, v10, v17 :: v_dual_add_nc_u32 v18, 0xb4c00100, v44
	v_lshrrev_b32_e32 v18, 1, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v21, v44, v18
	v_lshl_add_u32 v18, v18, 23, 0xff800000
	v_lshl_add_u32 v19, v21, 23, 0x7f800000
	v_cvt_f32_f64_e32 v14, v[14:15]
	v_add_f32_e32 v15, v5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v15, 0x3d4ccccd, v15 :: v_dual_sub_f32 v16, v46, v16
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v15, v15, v51 :: v_dual_add_f32 v16, 1.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v18
	v_mul_f32_e32 v16, v16, v19
	v_add_nc_u32_e32 v20, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v22, 0x80000000, v20
	v_fma_f32 v10, v22, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_lt_f32_e32 vcc_lo, 0, v10
	v_cndmask_b32_e32 v10, v17, v20, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	v_cndmask_b32_e32 v11, 0x7fc00000, v16, vcc_lo
	v_mul_f32_e32 v16, 0x37800000, v10
	v_cmp_eq_f32_e32 vcc_lo, v13, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v11, v12, v11
	v_cndmask_b32_e64 v10, v10, v16, s3
	v_cndmask_b32_e64 v12, 0, 0x3dcccccd, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v11, v15, v11 :: v_dual_cndmask_b32 v0, v10, v0
	v_add_f32_e32 v10, v12, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, 0, v0, s1
	v_mul_f32_e32 v10, s12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v0, s13, s19
	v_sub_f32_e32 v10, v5, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v14
	v_add_f32_e32 v0, v0, v10
.LBB1_49:
	s_or_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_51
.LBB1_50:
.LBB1_51:
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_5
	global_load_b32 v0, v[2:3], off
	ds_load_b96 v[10:12], v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v10, v5, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v13, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v13
	v_cndmask_b32_e32 v13, 0x42b20000, v13, vcc_lo
	v_div_scale_f32 v24, vcc_lo, 1.0, v11, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0x3fb8aa3b, v13
	v_add_f32_e32 v14, 0x4b400000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0xcb400000, v14
	v_mul_f32_e32 v16, 0xbf317200, v15
	v_mul_f32_e32 v15, 0x35bfbe8e, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v16
	v_sub_f32_e32 v16, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v16
	v_mul_f32_e32 v18, 0x3331bb4c, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0xb5ddea0e, v18
	v_mul_f32_e32 v18, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0x388ab355, v18
	v_mul_f32_e32 v18, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0xbb360b61, v18
	v_mul_f32_e32 v18, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0x3e2aaaab, v18
	v_mul_f32_e32 v17, v17, v18
	v_div_scale_f32 v18, null, v11, v11, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v17, v16, v17
	v_rcp_f32_e32 v20, v18
	v_xor_b32_e32 v18, 0x80000000, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v17
	v_sub_f32_e32 v17, 2.0, v17
	v_div_scale_f32 v19, null, v17, v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v22, v18, v20, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v21, v19
	v_fmac_f32_e32 v20, v22, v20
	v_div_scale_f32 v22, s1, v16, v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v19, v21, 1.0
	v_fmac_f32_e32 v21, v23, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v23, v24, v20
	v_mul_f32_e32 v25, v22, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, v18, v23, v24
	v_fma_f32 v27, -v19, v25, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v26, v20
	v_dual_fmac_f32 v25, v27, v21 :: v_dual_fmac_f32 v24, v18, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v18, -v19, v25, v22
	v_div_fmas_f32 v19, v24, v20, v23
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v18, v18, v21, v25
	v_div_fixup_f32 v11, v19, v11, 1.0
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v16, v18, v17, v16
	v_add_nc_u32_e32 v17, 0xb4c00100, v14
	v_sub_f32_e32 v15, v15, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v16, 1, v17
	v_sub_f32_e32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v14, v14, v16
	v_lshl_add_u32 v15, v16, 23, 0xff800000
	v_add_f32_e32 v13, 1.0, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v14, v14, 23, 0x7f800000
	v_mul_f32_e32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, v13, v14
	v_add_f32_e32 v14, v5, v5
	v_cndmask_b32_e32 v10, 0x7fc00000, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v13, 0x3d4ccccd, v14
	v_cmp_eq_f32_e32 vcc_lo, v12, v6
	v_mul_f32_e32 v10, v11, v10
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v13, v0
	v_add_f32_e32 v0, v0, v10
	v_cndmask_b32_e64 v10, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v10, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v5, v5, v0
	s_branch .LBB1_5
.LBB1_53:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v5
.LBB1_54:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_56
	global_store_b32 v4, v0, s[26:27]
.LBB1_56:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w1024
		.amdhsa_group_segment_fixed_size 4108
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
		.amdhsa_next_free_vgpr 52
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
		.amdhsa_inst_pref_size 49
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
	.size	tessera_softmax_pull_w1024, .Lfunc_end1-tessera_softmax_pull_w1024

	.set tessera_softmax_pull_w1024.num_vgpr, 52
	.set tessera_softmax_pull_w1024.num_agpr, 0
	.set tessera_softmax_pull_w1024.numbered_sgpr, 105
	.set tessera_softmax_pull_w1024.num_named_barrier, 0
	.set tessera_softmax_pull_w1024.private_seg_size, 0
	.set tessera_softmax_pull_w1024.uses_vcc, 1
	.set tessera_softmax_pull_w1024.uses_flat_scratch, 0
	.set tessera_softmax_pull_w1024.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w1024.has_recursion, 0
	.set tessera_softmax_pull_w1024.has_indirect_call, 0
	.globl	tessera_softmax_pull_w2048
	.p2align	8
	.type	tessera_softmax_pull_w2048,@function
tessera_softmax_pull_w2048:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x800, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB2_70
	s_load_b64 s[26:27], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s30, s10, s2
	s_add_i32 s31, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[8:9], s[30:31], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s4, s8
	s_addc_u32 s13, s5, s9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB2_3
	global_load_b32 v9, v8, s[12:13]
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB2_5
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v10, v1, s[12:13]
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB2_66
	v_cvt_f32_u32_e32 v11, v0
	v_writelane_b32 v61, s12, 0
	v_cmp_gt_u64_e64 s24, s[10:11], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s34, 0xd078c69f
	s_mov_b32 s36, 0x1d8e78af
	v_writelane_b32 v61, s13, 1
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v6, s0, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, s31, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v6, 0
	v_clz_i32_u32_e32 v0, 0
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v13, null, 0, v7, vcc_lo
	v_min_u32_e32 v0, 32, v0
	v_xor_b32_e32 v4, v15, v7
	s_mov_b32 s31, 0
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v4, s21, v4
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s8
	s_addc_u32 s4, s7, s9
	s_cmp_lg_u64 s[10:11], 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v4, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v4, s1, s1, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s4, 0, s1
	s_cselect_b32 s92, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s4, s21, 0xbb67ae85
	v_xor_b32_e32 v12, s1, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v6, 0
	v_lshlrev_b64 v[6:7], v0, v[2:3]
	v_sub_nc_u32_e32 v0, 32, v0
	s_add_u32 s5, s20, 0x3c6ef372
	s_and_b32 s30, s10, 7
	s_add_u32 s93, s21, 0x76cf5d0a
	s_add_u32 s94, s20, 0xdaa66d2b
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v3, v17, v13
	v_min_u32_e32 v6, 1, v6
	s_add_u32 s95, s21, 0x32370b8f
	s_add_u32 s96, s20, 0x78dde6e4
	s_add_u32 s97, s21, 0xed9eba14
	v_xor_b32_e32 v3, s21, v3
	v_or_b32_e32 v6, v7, v6
	s_add_u32 s98, s20, 0x1715609d
	s_add_u32 s99, s21, 0xa9066899
	s_add_u32 s100, s20, 0xb54cda56
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v3, 0
	v_cvt_f32_u32_e32 v3, v6
	v_add_co_u32 v6, vcc_lo, 0x1000, v4
	s_add_u32 s101, s21, 0x646e171e
	s_add_u32 s102, s20, 0x5384540f
	s_add_u32 s103, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s104, s20, 0x8ff34781
	v_add_co_ci_u32_e64 v7, null, 0, v5, vcc_lo
	v_ldexp_f32 v3, v3, v0
	v_xor_b32_e32 v13, s1, v18
	s_and_b32 s14, s10, 0xff8
	v_xor_b32_e32 v14, s4, v14
	v_xor_b32_e32 v15, s5, v15
	v_xor_b32_e32 v16, s4, v16
	v_xor_b32_e32 v17, s5, v17
	s_cmp_lg_u64 s[30:31], 0
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
	s_mov_b32 s86, 0x55555549
	s_mov_b32 s15, s31
	s_cselect_b32 vcc_hi, -1, 0
	s_mov_b32 s35, 0x3fc39a09
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
	s_branch .LBB2_9
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v19, v9 :: v_dual_mov_b32 v0, v10
.LBB2_8:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v10, v0 :: v_dual_mov_b32 v9, v19
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[28:29], s[26:27]
	s_cbranch_scc1 .LBB2_65
.LBB2_9:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB2_11
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v9
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB2_13
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v10 offset:4096
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s0
	s_cbranch_execz .LBB2_23
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB2_22
	s_and_not1_b32 vcc_lo, exec_lo, s24
	s_cbranch_vccnz .LBB2_19
	s_mov_b64 s[10:11], 0
	s_mov_b32 s25, 0
.LBB2_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, s25
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s4, v18, v18
	v_cmp_gt_f32_e64 s1, v18, v0
	v_cmp_u_f32_e64 s5, v19, v19
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s6, v20, v20
	v_cmp_u_f32_e64 s7, v21, v21
	s_and_b32 s4, vcc_lo, s4
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s8, v22, v22
	s_or_b32 vcc_lo, s1, s4
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v19, v0
	s_and_b32 s4, vcc_lo, s5
	s_or_b32 vcc_lo, s1, s4
	v_cndmask_b32_e32 v0, v0, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v20, v0
	s_and_b32 s4, vcc_lo, s6
	s_or_b32 vcc_lo, s1, s4
	v_cndmask_b32_e32 v0, v0, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v21, v0
	s_and_b32 s4, vcc_lo, s7
	s_or_b32 vcc_lo, s1, s4
	v_cndmask_b32_e32 v0, v0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v22, v0
	s_and_b32 s4, vcc_lo, s8
	s_or_b32 vcc_lo, s1, s4
	v_cndmask_b32_e32 v0, v0, v22, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s4, v23, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s4, v24, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v0, v0, v24, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v25, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s4, v25, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s4, s1
	s_add_u32 s10, s10, 8
	v_cndmask_b32_e32 v0, v0, v25, vcc_lo
	s_addc_u32 s11, s11, 0
	s_add_i32 s25, s25, 32
	s_cmp_lg_u64 s[14:15], s[10:11]
	s_cbranch_scc1 .LBB2_17
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s1, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_20
	s_branch .LBB2_22
.LBB2_19:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB2_22
.LBB2_20:
	s_lshl_b32 s5, s4, 2
	s_mov_b64 s[6:7], s[30:31]
.LBB2_21:
	v_mov_b32_e32 v18, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s5, s5, 4
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v18, v18
	v_cmp_gt_f32_e64 s4, v18, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s4, s1
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc1 .LBB2_21
.LBB2_22:
	ds_store_b32 v1, v0 offset:8192
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	ds_store_b32 v8, v9
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	ds_store_b32 v8, v10 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s25, s0
	s_cbranch_execz .LBB2_39
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB2_33
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s24
	s_cbranch_vccnz .LBB2_34
	s_mov_b64 s[4:5], 0
	s_mov_b32 s34, 0
	s_mov_b64 s[88:89], 0
.LBB2_31:
	v_mov_b32_e32 v24, s34
	s_mov_b64 s[90:91], s[4:5]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s4, v18, v18
	v_cmp_gt_f32_e64 s1, v18, v0
	v_cmp_u_f32_e64 s5, v19, v19
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s6, v20, v20
	v_cmp_u_f32_e64 s7, v21, v21
	s_and_b32 s4, vcc_lo, s4
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s8, v22, v22
	s_or_b32 vcc_lo, s1, s4
	v_cmp_u_f32_e64 s9, v23, v23
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s4, s90, s88
	s_cselect_b32 s35, s91, s89
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s10, v24, v24
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v19, v0
	v_cmp_u_f32_e64 s11, v25, v25
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s90, 1
	v_cndmask_b32_e32 v0, v0, v19, vcc_lo
	s_addc_u32 s5, s91, 0
	s_and_b32 s88, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s5, s35
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v20, v0
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s90, 2
	v_cndmask_b32_e32 v0, v0, v20, vcc_lo
	s_addc_u32 s6, s91, 0
	s_and_b32 s35, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v21, v0
	s_and_b32 s6, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s90, 3
	v_cndmask_b32_e32 v0, v0, v21, vcc_lo
	s_addc_u32 s6, s91, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v22, v0
	s_and_b32 s6, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s90, 4
	v_cndmask_b32_e32 v0, v0, v22, vcc_lo
	s_addc_u32 s6, s91, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v23, v0
	s_and_b32 s6, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s90, 5
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	s_addc_u32 s6, s91, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v24, v0
	s_and_b32 s6, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s90, 6
	v_cndmask_b32_e32 v0, v0, v24, vcc_lo
	s_addc_u32 s6, s91, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v25, v0
	s_and_b32 s6, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s90, 7
	s_addc_u32 s6, s91, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s89, s6, s5
	s_cselect_b32 s88, s1, s4
	s_add_i32 s34, s34, 32
	v_cndmask_b32_e32 v0, v0, v25, vcc_lo
	s_add_u32 s4, s90, 8
	s_addc_u32 s5, s91, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], s[14:15]
	s_cbranch_scc1 .LBB2_31
	s_add_u32 s6, s90, 8
	s_mov_b32 s34, 0xd078c69f
	s_addc_u32 s7, s91, 0
	s_mov_b32 s1, vcc_hi
	s_mov_b32 s35, 0x3fc39a09
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_35
	s_branch .LBB2_37
.LBB2_33:
	v_mov_b32_e32 v0, 0
	s_branch .LBB2_38
.LBB2_34:
	s_mov_b64 s[88:89], 0
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB2_37
.LBB2_35:
	s_lshl_b32 s5, s6, 2
	s_mov_b64 s[8:9], s[30:31]
	.p2align	6
.LBB2_36:
	v_mov_b32_e32 v18, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v18, v18
	v_cmp_gt_f32_e64 s4, v18, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s4, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s89, s7, s89
	s_cselect_b32 s88, s6, s88
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s5, s5, 4
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB2_36
.LBB2_37:
	s_clz_i32_u32 s1, s89
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[4:5], s[88:89], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s4, s4, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s5, s4
	s_cvt_f32_u32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s4, s1
.LBB2_38:
	ds_store_b32 v1, v0 offset:8200
.LBB2_39:
	s_or_b32 exec_lo, exec_lo, s25
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB2_41
	ds_load_b32 v0, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v18, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_add_f32_e32 v19, 0x4b400000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v19
	v_mul_f32_e32 v21, 0xbf317200, v20
	v_mul_f32_e32 v20, 0x35bfbe8e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v21
	v_sub_f32_e32 v21, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v21
	v_mul_f32_e32 v23, 0x3331bb4c, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xb5ddea0e, v23
	v_mul_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x388ab355, v23
	v_mul_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xbb360b61, v23
	v_mul_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x3e2aaaab, v23
	v_mul_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v21, v22
	v_mul_f32_e32 v21, v21, v22
	v_sub_f32_e32 v22, 2.0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v23, null, v22, v22, v21
	v_div_scale_f32 v26, vcc_lo, v21, v22, v21
	v_rcp_f32_e32 v24, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v23, v24, 1.0
	v_fmac_f32_e32 v24, v25, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v24
	v_fma_f32 v27, -v23, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v27, v24
	v_fma_f32 v23, -v23, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v23, v23, v24, v25
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v21, v23, v22, v21
	v_add_nc_u32_e32 v22, 0xb4c00100, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 1, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v18, v18, v20
	v_sub_nc_u32_e32 v19, v19, v21
	v_lshl_add_u32 v20, v21, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v18, 1.0, v18
	v_lshl_add_u32 v19, v19, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v20
	v_mul_f32_e32 v18, v18, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v8, v0
.LBB2_41:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB2_43
	ds_load_b32 v0, v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v18, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_add_f32_e32 v19, 0x4b400000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v19
	v_mul_f32_e32 v21, 0xbf317200, v20
	v_mul_f32_e32 v20, 0x35bfbe8e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v21
	v_sub_f32_e32 v21, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v21
	v_mul_f32_e32 v23, 0x3331bb4c, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xb5ddea0e, v23
	v_mul_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x388ab355, v23
	v_mul_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xbb360b61, v23
	v_mul_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x3e2aaaab, v23
	v_mul_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v21, v22
	v_mul_f32_e32 v21, v21, v22
	v_sub_f32_e32 v22, 2.0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v23, null, v22, v22, v21
	v_div_scale_f32 v26, vcc_lo, v21, v22, v21
	v_rcp_f32_e32 v24, v23
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v23, v24, 1.0
	v_fmac_f32_e32 v24, v25, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v24
	v_fma_f32 v27, -v23, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v27, v24
	v_fma_f32 v23, -v23, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v23, v23, v24, v25
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v21, v23, v22, v21
	v_add_nc_u32_e32 v22, 0xb4c00100, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v20, v20, v21
	v_lshrrev_b32_e32 v21, 1, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v18, v18, v20
	v_sub_nc_u32_e32 v19, v19, v21
	v_lshl_add_u32 v20, v21, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v18, 1.0, v18
	v_lshl_add_u32 v19, v19, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v20
	v_mul_f32_e32 v18, v18, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v18, vcc_lo
	ds_store_b32 v8, v0 offset:4096
.LBB2_43:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB2_53
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB2_52
	s_and_not1_b32 vcc_lo, exec_lo, s24
	s_cbranch_vccnz .LBB2_49
	s_mov_b64 s[4:5], 0
	s_mov_b32 s6, 0
	.p2align	6
.LBB2_47:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v24, s6
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s6, s6, 32
	s_cmp_lg_u64 s[14:15], s[4:5]
	ds_load_2addr_b32 v[18:19], v24 offset1:1
	ds_load_2addr_b32 v[20:21], v24 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v24 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v24 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v21
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v24
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	s_cbranch_scc1 .LBB2_47
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s6, vcc_hi
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB2_50
	s_branch .LBB2_52
.LBB2_49:
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB2_52
.LBB2_50:
	s_lshl_b32 s6, s4, 2
	s_mov_b64 s[4:5], s[30:31]
.LBB2_51:
	v_mov_b32_e32 v18, s6
	s_add_i32 s6, s6, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v18, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v18
	s_cbranch_scc1 .LBB2_51
.LBB2_52:
	ds_store_b32 v1, v0 offset:8196
.LBB2_53:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s92
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_60
	s_mul_f32 s4, s18, s16
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s4, 0
	s_mul_f32 s1, s4, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s4, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s5, s28, s22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s4, v0, s1
	v_sqrt_f32_e32 v18, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v19, -1, v18
	v_add_nc_u32_e32 v20, 1, v18
	v_xor_b32_e32 v21, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v22, 0x80000000, v20
	v_fma_f32 v21, v21, v18, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v22, v22, v18, v0
	v_cmp_ge_f32_e64 s4, 0, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v18, v18, v19, s4
	v_cmp_lt_f32_e64 s4, 0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v18, v20, s4
	v_mul_f32_e32 v19, 0x37800000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v18, v18, v19, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v19, v9
	v_cndmask_b32_e64 v0, v18, v0, s1
	s_addc_u32 s1, s29, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s6, s1, 0xcd9e8d57
	s_mul_hi_u32 s7, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v18, v0, s13, s19
	s_and_saveexec_b32 s8, s2
	s_cbranch_execz .LBB2_57
	v_xor_b32_e32 v0, s6, v12
	s_xor_b32 s1, s20, s7
	global_load_b32 v59, v[4:5], off
	s_xor_b32 s1, s1, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s4, s1, 0xd2511f53
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s4, v14
	v_xor3_b32 v22, s1, s93, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v22, 0
	v_xor_b32_e32 v0, v21, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s94, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xd2511f53, v23, 0
	v_xor3_b32 v0, s95, v21, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v24, s97, v20
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v21, 0
	v_xor3_b32 v0, s96, v20, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v21, v25, s98, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v21, 0
	v_xor3_b32 v0, s99, v20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v22, s101, v19
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v22
	v_xor3_b32 v20, s100, v20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s102, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v20, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v20, s103, v20, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s21, v19
	v_mul_lo_u32 v19, 0xcd9e8d57, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v19, v23, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[19:20], v0
	v_add_f64 v[19:20], v[19:20], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[19:20], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 0xfffff, v0
	v_add_nc_u32_e32 v20, 0x3fe6a09e, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[19:20], -1.0
	v_add_f64 v[25:26], v[23:24], 2.0
	v_mul_f64 v[44:45], v[23:24], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[23:24]
	v_mul_f64 v[44:45], v[23:24], v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[19:20], v[27:28]
	v_fma_f64 v[29:30], -v[27:28], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[29:30], v[19:20], v[29:30], v[19:20]
	ds_load_b96 v[19:21], v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v19, v9, v19
	v_lshrrev_b32_e32 v0, 20, v0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v19
	v_cndmask_b32_e32 v33, 0xc2d00000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v33
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	v_cndmask_b32_e32 v33, 0x42b20000, v33, vcc_lo
	v_div_scale_f32 v39, vcc_lo, 1.0, v20, 1.0
	v_mul_f32_e32 v34, 0x3fb8aa3b, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v52, 0x4b400000, v34
	v_add_f32_e32 v34, 0xcb400000, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0xbf317200, v34
	v_dual_mul_f32 v53, 0x35bfbe8e, v34 :: v_dual_add_f32 v54, v33, v35
	v_div_scale_f64 v[33:34], s1, v[23:24], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v54, v53
	v_mul_f32_e32 v36, v35, v35
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0x3331bb4c, v36
	v_add_f32_e32 v31, 0xb5ddea0e, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v36, v31
	v_add_f32_e32 v31, 0x388ab355, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v36, v31
	v_add_f32_e32 v31, 0xbb360b61, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v37, v36, v31
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	v_add_f32_e32 v37, 0x3e2aaaab, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, v36, v37
	v_sub_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v55, v35, v36
	v_sub_f32_e32 v56, 2.0, v36
	v_div_scale_f32 v35, null, v20, v20, 1.0
	v_div_scale_f32 v36, null, v56, v56, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v37, v35
	v_xor_b32_e32 v35, 0x80000000, v35
	v_rcp_f32_e32 v38, v36
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v33, v35, v37, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v34, -v36, v38, 1.0
	v_dual_fmac_f32 v37, v33, v37 :: v_dual_fmac_f32 v38, v34, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v39, v37
	v_fma_f32 v41, v35, v34, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v34, v41, v37
	v_div_scale_f32 v33, s4, v55, v56, v55
	v_fmac_f32_e32 v39, v35, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v40, v33, v38
	v_div_fmas_f32 v57, v39, v37, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v42, -v36, v40, v33
	s_mov_b32 vcc_lo, s4
	v_div_fixup_f32 v20, v57, v20, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v40, v42, v38
	v_fma_f32 v33, -v36, v40, v33
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v58, v33, v38, v40
	s_mov_b32 vcc_lo, s1
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_cvt_f64_u32_e32 v[29:30], v22
	v_add_co_ci_u32_e64 v22, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[42:43], v22
	v_div_fixup_f64 v[25:26], v[27:28], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], 0.5
	v_ldexp_f64 v[42:43], v[42:43], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[25:26], v[25:26]
	v_ldexp_f64 v[29:30], v[29:30], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[31:32], v[27:28], v[27:28]
	v_mul_f64 v[29:30], v[29:30], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], s[40:41]
	v_mul_f64 v[35:36], v[31:32], s[34:35]
	v_mul_f64 v[37:38], v[29:30], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_add_f64 v[35:36], v[35:36], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], 0x43380000, v[37:38]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[35:36], v[31:32], v[35:36]
	v_add_f64 v[38:39], 0xc3380000, v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[35:36], v[35:36], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], s[56:57]
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[31:32], v[35:36]
	v_add_f64 v[35:36], v[29:30], v[40:41]
	v_cvt_f64_u32_e32 v[40:41], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[46:47]
	v_add_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[27:28], v[27:28], v[33:34]
	v_mul_f64 v[33:34], v[38:39], s[60:61]
	v_mul_f64 v[46:47], v[40:41], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[31:32], v[27:28]
	v_add_f64 v[31:32], v[35:36], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[44:45], v[27:28]
	v_add_f64 v[42:43], v[35:36], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[25:26], v[25:26], v[27:28]
	v_mul_f64 v[27:28], v[38:39], s[58:59]
	v_mul_f64 v[38:39], v[38:39], s[62:63]
	v_add_f64 v[33:34], v[42:43], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[25:26], v[46:47], v[25:26]
	v_add_f64 v[42:43], v[35:36], -v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[33:34], v[38:39], -v[33:34]
	v_add_f64 v[25:26], v[25:26], -v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v43
	v_dual_mov_b32 v39, v1 :: v_dual_and_b32 v22, 0x7ff, v0
	v_bfe_u32 v0, v30, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v38, 16, v22
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[0:1]
	v_dual_cndmask_b32 v28, v28, v34 :: v_dual_cndmask_b32 v27, v27, v33
	v_mul_f64 v[33:34], v[40:41], s[50:51]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[31:32], v[29:30], -v[27:28]
	v_add_f64 v[22:23], v[23:24], v[25:26]
	v_mul_f64 v[24:25], v[31:32], v[31:32]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[33:34], v[22:23]
	v_mul_f64 v[33:34], v[24:25], s[76:77]
	v_mul_f64 v[35:36], v[24:25], s[64:65]
	v_mul_f64 v[38:39], v[24:25], s[70:71]
	v_mul_f64 v[40:41], v[24:25], s[82:83]
	v_mul_f64 v[42:43], v[24:25], v[24:25]
	v_add_f64 v[26:27], v[29:30], -v[27:28]
	v_mul_f64 v[48:49], v[24:25], 0.5
	v_mul_f64 v[22:23], v[22:23], -2.0
	v_and_b32_e32 v30, 2, v37
	v_add_f64 v[33:34], v[33:34], s[78:79]
	v_add_f64 v[35:36], v[35:36], s[66:67]
	v_add_f64 v[38:39], v[38:39], s[72:73]
	v_add_f64 v[40:41], v[40:41], s[84:85]
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
	v_add_f64 v[33:34], v[33:34], s[80:81]
	v_add_f64 v[35:36], v[35:36], s[68:69]
	v_add_f64 v[38:39], v[38:39], s[74:75]
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
	v_mul_f64 v[40:41], v[42:43], s[86:87]
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
	v_cmp_eq_u64_e64 s1, 0, v[30:31]
	v_fma_f64 v[26:27], v[26:27], v[35:36], v[33:34]
	v_add_f64 v[28:29], v[50:51], v[28:29]
	v_xor_b32_e32 v30, 0x80000000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v25, v25, v30, s1
	v_ldexp_f64 v[26:27], v[26:27], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v32, 0x80000000, v29
	v_and_b32_e32 v0, 1, v37
	v_cndmask_b32_e64 v29, v32, v29, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v23, v27, v23, vcc_lo
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e32 v22, v26, v22, vcc_lo
	v_div_fixup_f32 v0, v58, v56, v55
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v25, v25, v29, s1
	v_cndmask_b32_e64 v24, v24, v28, s1
	v_mul_f64 v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v22, v[22:23]
	v_add_f32_e32 v23, v9, v9
	v_dual_sub_f32 v0, v53, v0 :: v_dual_mul_f32 v23, 0x3d4ccccd, v23
	v_add_nc_u32_e32 v24, 0xb4c00100, v52
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v0, v54, v0 :: v_dual_sub_f32 v19, v23, v59
	v_lshrrev_b32_e32 v24, 1, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, 1.0, v0
	v_sub_nc_u32_e32 v25, v52, v24
	v_lshl_add_u32 v24, v24, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v0, v0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v25
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v21, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v20, v0
	v_add_f32_e32 v0, v19, v0
	v_cndmask_b32_e64 v19, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v19, v0 :: v_dual_mul_f32 v19, v18, v22
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v9, v0
	v_add_f32_e32 v19, v19, v0
.LBB2_57:
	s_or_b32 exec_lo, exec_lo, s8
	v_mov_b32_e32 v0, v10
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s8, exec_lo, s1
	s_cbranch_execz .LBB2_59
	v_xor_b32_e32 v0, s6, v13
	s_xor_b32 s1, s20, s7
	global_load_b32 v60, v[6:7], off
	s_xor_b32 s1, s1, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s4, s1, 0xd2511f53
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s4, v16
	v_xor3_b32 v23, s1, s93, v21
	v_mad_u64_u32 v[21:22], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v23, 0
	v_xor_b32_e32 v0, v22, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v24, v24, s94, v21
	v_mad_u64_u32 v[21:22], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v24, 0
	v_xor3_b32 v0, s95, v22, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v25, s97, v21
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v22, 0
	v_xor3_b32 v0, s96, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v22, v26, s98, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v22, 0
	v_xor3_b32 v0, s99, v21, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v23, v23, s101, v20
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v23
	v_xor3_b32 v21, s100, v21, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s102, v20
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v21, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v21, s103, v21, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s21, v20
	v_mul_lo_u32 v20, 0xcd9e8d57, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v20, v24, s104
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[20:21], v0
	v_add_f64 v[20:21], v[20:21], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[20:21], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v21, 0xfffff, v0
	v_add_nc_u32_e32 v21, 0x3fe6a09e, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[20:21], -1.0
	v_add_f64 v[26:27], v[24:25], 2.0
	v_mul_f64 v[45:46], v[24:25], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[28:29], null, v[26:27], v[26:27], v[24:25]
	v_mul_f64 v[45:46], v[24:25], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[20:21], v[28:29]
	v_fma_f64 v[30:31], -v[28:29], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fma_f64 v[30:31], v[20:21], v[30:31], v[20:21]
	ds_load_b96 v[20:22], v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v20, v10, v20
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v20
	v_cndmask_b32_e32 v34, 0xc2d00000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_fma_f64 v[32:33], -v[28:29], v[30:31], 1.0
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v40, vcc_lo, 1.0, v21, 1.0
	v_mul_f32_e32 v35, 0x3fb8aa3b, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v53, 0x4b400000, v35
	v_add_f32_e32 v35, 0xcb400000, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v36, 0xbf317200, v35
	v_dual_mul_f32 v54, 0x35bfbe8e, v35 :: v_dual_add_f32 v55, v34, v36
	v_div_scale_f64 v[34:35], s1, v[24:25], v[26:27], v[24:25]
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v36, v55, v54
	v_mul_f32_e32 v37, v36, v36
	v_fma_f64 v[30:31], v[30:31], v[32:33], v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, 0x3331bb4c, v37
	v_add_f32_e32 v32, 0xb5ddea0e, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v37, v32
	v_add_f32_e32 v32, 0x388ab355, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v32, v37, v32
	v_add_f32_e32 v32, 0xbb360b61, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v38, v37, v32
	v_mul_f64 v[32:33], v[34:35], v[30:31]
	v_add_f32_e32 v38, 0x3e2aaaab, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v37, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v56, v36, v37
	v_sub_f32_e32 v57, 2.0, v37
	v_div_scale_f32 v36, null, v21, v21, 1.0
	v_div_scale_f32 v37, null, v57, v57, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v38, v36
	v_xor_b32_e32 v36, 0x80000000, v36
	v_rcp_f32_e32 v39, v37
	v_fma_f64 v[28:29], -v[28:29], v[32:33], v[34:35]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v34, v36, v38, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v35, -v37, v39, 1.0
	v_fmac_f32_e32 v38, v34, v38
	v_div_scale_f32 v34, s4, v56, v57, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v39, v35, v39
	v_mul_f32_e32 v35, v40, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v41, v34, v39
	v_fma_f32 v42, v36, v35, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v43, -v37, v41, v34
	v_fmac_f32_e32 v35, v42, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v41, v43, v39
	v_fmac_f32_e32 v40, v36, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v37, v41, v34
	v_div_fmas_f32 v58, v40, v38, v35
	s_mov_b32 vcc_lo, s4
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v59, v34, v39, v41
	s_mov_b32 vcc_lo, s1
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_div_fmas_f64 v[28:29], v[28:29], v[30:31], v[32:33]
	v_cvt_f64_u32_e32 v[30:31], v23
	v_add_co_ci_u32_e64 v23, null, 0, -1, s1
	v_div_fixup_f32 v21, v58, v21, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[43:44], v23
	v_div_fixup_f64 v[26:27], v[28:29], v[26:27], v[24:25]
	v_add_f64 v[30:31], v[30:31], 0.5
	v_ldexp_f64 v[43:44], v[43:44], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_ldexp_f64 v[30:31], v[30:31], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[32:33], v[28:29], v[28:29]
	v_mul_f64 v[30:31], v[30:31], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[32:33], s[40:41]
	v_mul_f64 v[36:37], v[32:33], s[34:35]
	v_mul_f64 v[38:39], v[30:31], s[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[34:35], s[42:43]
	v_add_f64 v[36:37], v[36:37], s[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[36:37], v[32:33], v[36:37]
	v_add_f64 v[39:40], 0xc3380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[34:35], v[34:35], s[44:45]
	v_add_f64 v[36:37], v[36:37], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[39:40], s[56:57]
	v_mul_f64 v[34:35], v[32:33], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[32:33], v[32:33], v[36:37]
	v_add_f64 v[36:37], v[30:31], v[41:42]
	v_cvt_f64_u32_e32 v[41:42], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[34:35], s[46:47]
	v_add_f64 v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[28:29], v[34:35]
	v_mul_f64 v[34:35], v[39:40], s[60:61]
	v_mul_f64 v[47:48], v[41:42], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[32:33], v[28:29]
	v_add_f64 v[32:33], v[36:37], v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[45:46], v[28:29]
	v_add_f64 v[43:44], v[36:37], -v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[26:27], v[28:29]
	v_mul_f64 v[28:29], v[39:40], s[58:59]
	v_mul_f64 v[39:40], v[39:40], s[62:63]
	v_add_f64 v[34:35], v[43:44], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[26:27], v[47:48], v[26:27]
	v_add_f64 v[43:44], v[36:37], -v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[39:40], -v[34:35]
	v_mov_b32_e32 v40, v1
	v_add_f64 v[26:27], v[26:27], -v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v44
	v_and_b32_e32 v23, 0x7ff, v0
	v_bfe_u32 v0, v31, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v39, 16, v23
	v_cmp_lt_u64_e32 vcc_lo, v[39:40], v[0:1]
	v_dual_cndmask_b32 v30, v36, v32 :: v_dual_cndmask_b32 v29, v29, v35
	v_cndmask_b32_e32 v28, v28, v34, vcc_lo
	v_mul_f64 v[34:35], v[41:42], s[50:51]
	v_cndmask_b32_e32 v31, v37, v33, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[32:33], v[30:31], -v[28:29]
	v_add_f64 v[23:24], v[24:25], v[26:27]
	v_mul_f64 v[25:26], v[32:33], v[32:33]
	v_add_f64 v[30:31], v[30:31], -v[32:33]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[23:24], v[34:35], v[23:24]
	v_mul_f64 v[34:35], v[25:26], s[76:77]
	v_mul_f64 v[36:37], v[25:26], s[64:65]
	v_mul_f64 v[39:40], v[25:26], s[70:71]
	v_mul_f64 v[41:42], v[25:26], s[82:83]
	v_mul_f64 v[43:44], v[25:26], v[25:26]
	v_add_f64 v[27:28], v[30:31], -v[28:29]
	v_mul_f64 v[49:50], v[25:26], 0.5
	v_mul_f64 v[23:24], v[23:24], -2.0
	v_and_b32_e32 v31, 2, v38
	v_add_f64 v[34:35], v[34:35], s[78:79]
	v_add_f64 v[36:37], v[36:37], s[66:67]
	v_add_f64 v[39:40], v[39:40], s[72:73]
	v_add_f64 v[41:42], v[41:42], s[84:85]
	v_mul_f64 v[45:46], v[25:26], v[43:44]
	v_mul_f64 v[29:30], v[43:44], v[43:44]
	v_mul_f64 v[43:44], v[32:33], v[25:26]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[23:24]
	v_add_f64 v[51:52], -v[49:50], 1.0
	v_mul_f64 v[34:35], v[25:26], v[34:35]
	v_mul_f64 v[36:37], v[25:26], v[36:37]
	v_mul_f64 v[39:40], v[25:26], v[39:40]
	v_mul_f64 v[41:42], v[45:46], v[41:42]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f64 v[23:24], v[23:24], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_add_f64 v[34:35], v[34:35], s[80:81]
	v_add_f64 v[36:37], v[36:37], s[68:69]
	v_add_f64 v[39:40], v[39:40], s[74:75]
	v_rsq_f64_e32 v[47:48], v[23:24]
	v_cmp_class_f64_e64 vcc_lo, v[23:24], 0x260
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[34:35], v[41:42], v[34:35]
	v_mul_f64 v[36:37], v[25:26], v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[29:30], v[29:30], v[39:40]
	v_mul_f64 v[39:40], v[27:28], 0.5
	v_mul_f64 v[45:46], v[23:24], v[47:48]
	v_mul_f64 v[47:48], v[47:48], 0.5
	v_mul_f64 v[34:35], v[43:44], v[34:35]
	v_add_f64 v[29:30], v[36:37], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[41:42], -v[47:48], v[45:46], 0.5
	v_add_f64 v[34:35], v[39:40], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[29:30], v[25:26], v[29:30]
	v_fma_f64 v[45:46], v[45:46], v[41:42], v[45:46]
	v_fma_f64 v[36:37], v[47:48], v[41:42], v[47:48]
	v_mul_f64 v[41:42], v[32:33], v[27:28]
	v_add_f64 v[47:48], -v[51:52], 1.0
	v_mul_f64 v[25:26], v[25:26], v[34:35]
	v_fma_f64 v[39:40], -v[45:46], v[45:46], v[23:24]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[29:30], v[29:30], -v[41:42]
	v_mul_f64 v[41:42], v[43:44], s[86:87]
	v_add_f64 v[25:26], v[25:26], -v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[34:35], v[39:40], v[36:37], v[45:46]
	v_add_f64 v[39:40], v[47:48], -v[49:50]
	v_add_f64 v[25:26], v[25:26], v[41:42]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[27:28], -v[34:35], v[34:35], v[23:24]
	v_add_f64 v[29:30], v[39:40], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[32:33], -v[25:26]
	v_mov_b32_e32 v32, v1
	v_cmp_eq_u64_e64 s1, 0, v[31:32]
	v_fma_f64 v[27:28], v[27:28], v[36:37], v[34:35]
	v_add_f64 v[29:30], v[51:52], v[29:30]
	v_xor_b32_e32 v31, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v26, v26, v31, s1
	v_ldexp_f64 v[27:28], v[27:28], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v33, 0x80000000, v30
	v_and_b32_e32 v0, 1, v38
	v_cndmask_b32_e64 v30, v33, v30, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_div_fixup_f32 v0, v59, v57, v56
	v_cndmask_b32_e64 v26, v26, v30, s1
	v_cndmask_b32_e64 v25, v25, v29, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v54, v0
	v_sub_f32_e32 v0, v55, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, 1.0, v0
	v_dual_cndmask_b32 v24, v28, v24 :: v_dual_cndmask_b32 v23, v27, v23
	v_cmp_o_f32_e32 vcc_lo, v20, v20
	v_mul_f64 v[23:24], v[25:26], v[23:24]
	v_add_nc_u32_e32 v25, 0xb4c00100, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v25, 1, v25
	v_sub_nc_u32_e32 v26, v53, v25
	v_lshl_add_u32 v25, v25, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	v_mul_f32_e32 v0, v0, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v26
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v22, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v21, v0
	v_cvt_f32_f64_e32 v23, v[23:24]
	v_add_f32_e32 v24, v10, v10
	v_mul_f32_e32 v24, 0x3d4ccccd, v24
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v20, v24, v60
	v_add_f32_e32 v0, v20, v0
	v_cndmask_b32_e64 v20, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v20, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v10, v0
	v_mul_f32_e32 v18, v18, v23
	v_add_f32_e32 v0, v18, v0
.LBB2_59:
	s_or_b32 exec_lo, exec_lo, s8
	s_branch .LBB2_8
.LBB2_60:
	s_cbranch_execz .LBB2_8
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB2_63
	global_load_b32 v0, v[4:5], off
	ds_load_b96 v[18:20], v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v18, v9, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v18
	v_cndmask_b32_e32 v21, 0xc2d00000, v18, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v21
	v_cndmask_b32_e32 v21, 0x42b20000, v21, vcc_lo
	v_div_scale_f32 v32, vcc_lo, 1.0, v19, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x3fb8aa3b, v21
	v_add_f32_e32 v22, 0x4b400000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xcb400000, v22
	v_mul_f32_e32 v24, 0xbf317200, v23
	v_mul_f32_e32 v23, 0x35bfbe8e, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v21, v24
	v_sub_f32_e32 v24, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v24, v24
	v_mul_f32_e32 v26, 0x3331bb4c, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xb5ddea0e, v26
	v_mul_f32_e32 v26, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0x388ab355, v26
	v_mul_f32_e32 v26, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xbb360b61, v26
	v_mul_f32_e32 v26, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0x3e2aaaab, v26
	v_mul_f32_e32 v25, v25, v26
	v_div_scale_f32 v26, null, v19, v19, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v25, v24, v25
	v_rcp_f32_e32 v28, v26
	v_xor_b32_e32 v26, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v24, v25
	v_sub_f32_e32 v25, 2.0, v25
	v_div_scale_f32 v27, null, v25, v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v30, v26, v28, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v29, v27
	v_fmac_f32_e32 v28, v30, v28
	v_div_scale_f32 v30, s1, v24, v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, -v27, v29, 1.0
	v_fmac_f32_e32 v29, v31, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v31, v32, v28
	v_mul_f32_e32 v33, v30, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, v26, v31, v32
	v_fma_f32 v35, -v27, v33, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v31, v34, v28
	v_dual_fmac_f32 v33, v35, v29 :: v_dual_fmac_f32 v32, v26, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, -v27, v33, v30
	v_div_fmas_f32 v27, v32, v28, v31
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v26, v29, v33
	v_div_fixup_f32 v19, v27, v19, 1.0
	v_cmp_o_f32_e32 vcc_lo, v18, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v24, v26, v25, v24
	v_add_nc_u32_e32 v25, 0xb4c00100, v22
	v_sub_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v24, 1, v25
	v_sub_f32_e32 v21, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v22, v22, v24
	v_lshl_add_u32 v23, v24, 23, 0xff800000
	v_add_f32_e32 v21, 1.0, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v22, v22, 23, 0x7f800000
	v_mul_f32_e32 v21, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, v21, v22
	v_add_f32_e32 v22, v9, v9
	v_cndmask_b32_e32 v18, 0x7fc00000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v21, 0x3d4ccccd, v22
	v_cmp_eq_f32_e32 vcc_lo, v20, v11
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v21, v0
	v_add_f32_e32 v0, v0, v18
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v9, v9, v0
.LBB2_63:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s4, exec_lo, s1
	s_cbranch_execz .LBB2_7
	global_load_b32 v0, v[6:7], off
	ds_load_b96 v[18:20], v1 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v18, v10, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v18
	v_cndmask_b32_e32 v21, 0xc2d00000, v18, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v21
	v_cndmask_b32_e32 v21, 0x42b20000, v21, vcc_lo
	v_div_scale_f32 v32, vcc_lo, 1.0, v19, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x3fb8aa3b, v21
	v_add_f32_e32 v22, 0x4b400000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xcb400000, v22
	v_mul_f32_e32 v24, 0xbf317200, v23
	v_mul_f32_e32 v23, 0x35bfbe8e, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, v21, v24
	v_sub_f32_e32 v24, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v24, v24
	v_mul_f32_e32 v26, 0x3331bb4c, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xb5ddea0e, v26
	v_mul_f32_e32 v26, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0x388ab355, v26
	v_mul_f32_e32 v26, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xbb360b61, v26
	v_mul_f32_e32 v26, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0x3e2aaaab, v26
	v_mul_f32_e32 v25, v25, v26
	v_div_scale_f32 v26, null, v19, v19, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v25, v24, v25
	v_rcp_f32_e32 v28, v26
	v_xor_b32_e32 v26, 0x80000000, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v24, v25
	v_sub_f32_e32 v25, 2.0, v25
	v_div_scale_f32 v27, null, v25, v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v30, v26, v28, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v29, v27
	v_fmac_f32_e32 v28, v30, v28
	v_div_scale_f32 v30, s1, v24, v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v31, -v27, v29, 1.0
	v_fmac_f32_e32 v29, v31, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v31, v32, v28
	v_mul_f32_e32 v33, v30, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, v26, v31, v32
	v_fma_f32 v35, -v27, v33, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v31, v34, v28
	v_dual_fmac_f32 v33, v35, v29 :: v_dual_fmac_f32 v32, v26, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v26, -v27, v33, v30
	v_div_fmas_f32 v27, v32, v28, v31
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v26, v26, v29, v33
	v_div_fixup_f32 v19, v27, v19, 1.0
	v_cmp_o_f32_e32 vcc_lo, v18, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v24, v26, v25, v24
	v_add_nc_u32_e32 v25, 0xb4c00100, v22
	v_sub_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v24, 1, v25
	v_sub_f32_e32 v21, v21, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v22, v22, v24
	v_lshl_add_u32 v23, v24, 23, 0xff800000
	v_add_f32_e32 v21, 1.0, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v22, v22, 23, 0x7f800000
	v_mul_f32_e32 v21, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, v21, v22
	v_add_f32_e32 v22, v10, v10
	v_cndmask_b32_e32 v18, 0x7fc00000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v21, 0x3d4ccccd, v22
	v_cmp_eq_f32_e32 vcc_lo, v20, v3
	v_mul_f32_e32 v18, v19, v18
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v21, v0
	v_add_f32_e32 v0, v0, v18
	v_cndmask_b32_e64 v18, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v18, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v10, v10, v0
	s_branch .LBB2_7
.LBB2_65:
	v_readlane_b32 s12, v61, 0
	v_readlane_b32 s13, v61, 1
.LBB2_66:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_68
	s_waitcnt vmcnt(0)
	global_store_b32 v8, v9, s[12:13]
.LBB2_68:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_70
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v10, s[12:13]
.LBB2_70:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w2048
		.amdhsa_group_segment_fixed_size 8204
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
		.amdhsa_next_free_vgpr 62
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
.Lfunc_end2:
	.size	tessera_softmax_pull_w2048, .Lfunc_end2-tessera_softmax_pull_w2048

	.set tessera_softmax_pull_w2048.num_vgpr, 62
	.set tessera_softmax_pull_w2048.num_agpr, 0
	.set tessera_softmax_pull_w2048.numbered_sgpr, 105
	.set tessera_softmax_pull_w2048.num_named_barrier, 0
	.set tessera_softmax_pull_w2048.private_seg_size, 0
	.set tessera_softmax_pull_w2048.uses_vcc, 1
	.set tessera_softmax_pull_w2048.uses_flat_scratch, 0
	.set tessera_softmax_pull_w2048.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w2048.has_recursion, 0
	.set tessera_softmax_pull_w2048.has_indirect_call, 0
	.globl	tessera_softmax_pull_w4096
	.p2align	8
	.type	tessera_softmax_pull_w4096,@function
tessera_softmax_pull_w4096:
	s_load_b256 s[4:11], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[8:9], s[2:3]
	v_cmp_lt_u64_e64 s8, 0x1000, s[10:11]
	s_or_b32 s3, s3, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB3_95
	s_load_b64 s[28:29], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v16, 2, v0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s12, s10, s2
	s_add_i32 s13, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[8:9], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s16, s4, s8
	s_addc_u32 s17, s5, s9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_3
	global_load_b32 v17, v16, s[16:17]
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v4, 2, v2
	global_load_b32 v18, v4, s[16:17]
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[10:11], v[4:5]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v6, 2, v4
	global_load_b32 v19, v6, s[16:17]
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v6, 0xc00, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[10:11], v[6:7]
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v1, 2, v6
	global_load_b32 v20, v1, s[16:17]
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[30:31], 0
	s_cbranch_scc1 .LBB3_90
	v_cvt_f32_u32_e32 v21, v0
	v_writelane_b32 v79, s16, 0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s36, 0xd078c69f
	s_mov_b32 s38, 0x1d8e78af
	s_mov_b32 s40, 0x9997fa04
	v_writelane_b32 v79, s17, 1
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v13, s0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v14, null, s13, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v13, 0
	v_add_co_u32 v10, vcc_lo, 0x400, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v12, null, 0, v14, vcc_lo
	v_add_co_u32 v15, vcc_lo, 0x800, v13
	v_xor_b32_e32 v8, v27, v14
	s_mov_b32 s13, 0
	s_mov_b32 s42, 0xdf3e5244
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[30:31], null, 0xd2511f53, v15, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v0, s25, v8
	s_cselect_b32 s23, -1, 0
	s_add_u32 s1, s6, s8
	s_addc_u32 s6, s7, s9
	s_cmp_lg_u64 s[10:11], 0
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	v_clz_i32_u32_e32 v0, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_add_co_u32 v8, s1, s1, v16
	s_delay_alu instid0(VALU_DEP_2)
	v_min_u32_e32 v0, 32, v0
	v_add_co_ci_u32_e64 v9, null, s6, 0, s1
	s_cselect_b32 s94, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	v_sub_nc_u32_e32 v24, 32, v0
	v_xor_b32_e32 v22, s1, v28
	v_mad_u64_u32 v[28:29], null, 0xd2511f53, v10, 0
	v_lshlrev_b64 v[10:11], v0, v[2:3]
	s_add_u32 s6, s25, 0xbb67ae85
	s_add_u32 s7, s24, 0x3c6ef372
	s_add_u32 s95, s25, 0x76cf5d0a
	s_add_u32 s97, s25, 0x32370b8f
	s_add_u32 s99, s25, 0xed9eba14
	v_min_u32_e32 v3, 1, v10
	v_xor_b32_e32 v10, v29, v12
	s_add_u32 s101, s25, 0xa9066899
	s_add_u32 s103, s25, 0x646e171e
	s_add_u32 vcc_hi, s25, 0x1fd5c5a3
	v_or_b32_e32 v3, v11, v3
	v_xor_b32_e32 v10, s25, v10
	v_lshlrev_b64 v[11:12], v0, v[4:5]
	v_add_co_ci_u32_e64 v5, null, 0, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f32_u32_e32 v3, v3
	v_mad_u64_u32 v[32:33], null, 0xcd9e8d57, v10, 0
	v_add_co_u32 v10, vcc_lo, 0xc00, v13
	v_min_u32_e32 v15, 1, v11
	v_xor_b32_e32 v5, v31, v5
	v_add_co_ci_u32_e64 v23, null, 0, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xd2511f53, v10, 0
	v_lshlrev_b64 v[13:14], v0, v[6:7]
	v_or_b32_e32 v12, v12, v15
	v_xor_b32_e32 v15, s25, v5
	v_add_co_u32 v10, vcc_lo, 0x1000, v8
	v_add_co_ci_u32_e64 v11, null, 0, v9, vcc_lo
	v_xor_b32_e32 v0, v35, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v15, 0
	v_min_u32_e32 v15, 1, v13
	v_cvt_f32_u32_e32 v7, v12
	v_xor_b32_e32 v0, s25, v0
	v_add_co_u32 v12, vcc_lo, 0x2000, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_or_b32_e32 v14, v14, v15
	v_add_co_ci_u32_e64 v13, null, 0, v9, vcc_lo
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f32_u32_e32 v0, v14
	v_add_co_u32 v14, vcc_lo, 0x3000, v8
	s_add_u32 s14, s25, 0xdb3d7428
	s_and_b32 s12, s10, 7
	v_cmp_gt_u64_e64 s25, s[10:11], 7
	s_add_u32 s96, s24, 0xdaa66d2b
	s_add_u32 s98, s24, 0x78dde6e4
	s_add_u32 s100, s24, 0x1715609d
	s_add_u32 s102, s24, 0xb54cda56
	s_add_u32 s104, s24, 0x5384540f
	s_add_i32 s15, s24, 0x8ff34781
	v_ldexp_f32 v3, v3, v24
	v_xor_b32_e32 v5, s1, v33
	v_ldexp_f32 v7, v7, v24
	v_xor_b32_e32 v23, s1, v36
	v_add_co_ci_u32_e64 v15, null, 0, v9, vcc_lo
	v_ldexp_f32 v24, v0, v24
	v_xor_b32_e32 v25, s1, v38
	s_and_b32 s18, s10, 0x1ff8
	v_xor_b32_e32 v26, s6, v26
	v_xor_b32_e32 v27, s7, v27
	v_xor_b32_e32 v28, s6, v28
	v_xor_b32_e32 v29, s7, v32
	v_xor_b32_e32 v30, s6, v30
	v_xor_b32_e32 v31, s7, v35
	v_xor_b32_e32 v32, s6, v34
	v_xor_b32_e32 v33, s7, v37
	s_cmp_lg_u64 s[12:13], 0
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
	s_mov_b32 s19, s13
	s_cselect_b32 s35, -1, 0
	s_mov_b32 s37, 0x3fc39a09
	s_mov_b32 s39, 0x3fcc71c5
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
	s_branch .LBB3_13
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v35, v17 :: v_dual_mov_b32 v36, v18
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v37, v19 :: v_dual_mov_b32 v0, v20
.LBB3_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v20, v0 :: v_dual_mov_b32 v19, v37
	v_dual_mov_b32 v18, v36 :: v_dual_mov_b32 v17, v35
	s_add_u32 s30, s30, 1
	s_addc_u32 s31, s31, 0
	s_mul_f32 s20, s21, s20
	s_cmp_eq_u64 s[30:31], s[28:29]
	s_cbranch_scc1 .LBB3_89
.LBB3_13:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB3_24
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB3_25
.LBB3_15:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_26
.LBB3_16:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_18
.LBB3_17:
	s_waitcnt vmcnt(0)
	ds_store_b32 v16, v20 offset:12288
.LBB3_18:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s0
	s_cbranch_execz .LBB3_31
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB3_30
	s_and_not1_b32 vcc_lo, exec_lo, s25
	s_cbranch_vccnz .LBB3_27
	s_mov_b64 s[8:9], 0
	s_mov_b32 s7, 0
.LBB3_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v38, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[34:35], v38 offset1:1
	ds_load_2addr_b32 v[36:37], v38 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s1, v34, v34
	v_cmp_gt_f32_e64 s6, v34, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v34, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v35, v35
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v35, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v35, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v36, v36
	ds_load_2addr_b32 v[34:35], v38 offset0:4 offset1:5
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v36, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v36, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v37, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v37, vcc_lo
	ds_load_2addr_b32 v[36:37], v38 offset0:6 offset1:7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e32 vcc_lo, v34, v34
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v34, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v34, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v35, v35
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v35, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v35, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v36, v36
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v36, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v36, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v37, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s8, s8, 8
	v_cndmask_b32_e32 v0, v0, v37, vcc_lo
	s_addc_u32 s9, s9, 0
	s_add_i32 s7, s7, 32
	s_cmp_lg_u64 s[18:19], s[8:9]
	s_cbranch_scc1 .LBB3_22
	s_mov_b64 s[6:7], s[18:19]
	s_mov_b32 s1, s35
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_28
	s_branch .LBB3_30
.LBB3_24:
	s_waitcnt vmcnt(0)
	ds_store_b32 v16, v17
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_15
.LBB3_25:
	s_waitcnt vmcnt(0)
	ds_store_b32 v16, v18 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_16
.LBB3_26:
	s_waitcnt vmcnt(0)
	ds_store_b32 v16, v19 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_17
	s_branch .LBB3_18
.LBB3_27:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB3_30
.LBB3_28:
	s_lshl_b32 s7, s6, 2
	s_mov_b64 s[8:9], s[12:13]
.LBB3_29:
	v_mov_b32_e32 v34, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s7, s7, 4
	ds_load_b32 v34, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v34, v34
	v_cmp_gt_f32_e64 s6, v34, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e32 v0, v0, v34, vcc_lo
	s_addc_u32 s9, s9, -1
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB3_29
.LBB3_30:
	ds_store_b32 v1, v0 offset:16384
.LBB3_31:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB3_42
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB3_43
.LBB3_33:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_44
.LBB3_34:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
.LBB3_35:
	ds_store_b32 v16, v20 offset:12288
.LBB3_36:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s34, s0
	s_cbranch_execz .LBB3_51
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB3_45
	s_and_not1_b32 vcc_lo, exec_lo, s25
	s_cbranch_vccnz .LBB3_46
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b32 s38, s23
	s_mov_b32 s23, s35
	s_mov_b64 s[36:37], s[12:13]
	s_mov_b64 s[6:7], 0
	s_mov_b32 s35, 0
	s_mov_b64 s[90:91], 0
.LBB3_40:
	v_mov_b32_e32 v40, s35
	s_mov_b64 s[92:93], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[34:35], v40 offset1:1
	ds_load_2addr_b32 v[36:37], v40 offset0:2 offset1:3
	ds_load_2addr_b32 v[38:39], v40 offset0:4 offset1:5
	ds_load_2addr_b32 v[40:41], v40 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s6, v34, v34
	v_cmp_gt_f32_e64 s1, v34, v0
	v_cmp_u_f32_e64 s7, v35, v35
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v36, v36
	v_cmp_u_f32_e64 s9, v37, v37
	s_and_b32 s6, vcc_lo, s6
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v38, v38
	s_or_b32 vcc_lo, s1, s6
	v_cmp_u_f32_e64 s11, v39, v39
	v_cndmask_b32_e32 v0, v0, v34, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s6, s92, s90
	s_cselect_b32 s90, s93, s91
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s12, v40, v40
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v35, v0
	v_cmp_u_f32_e64 s13, v41, v41
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s92, 1
	v_cndmask_b32_e32 v0, v0, v35, vcc_lo
	s_addc_u32 s7, s93, 0
	s_and_b32 s91, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s7, s90
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v36, v0
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s92, 2
	v_cndmask_b32_e32 v0, v0, v36, vcc_lo
	s_addc_u32 s8, s93, 0
	s_and_b32 s90, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v37, v0
	s_and_b32 s8, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s92, 3
	v_cndmask_b32_e32 v0, v0, v37, vcc_lo
	s_addc_u32 s8, s93, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v38, v0
	s_and_b32 s8, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s92, 4
	v_cndmask_b32_e32 v0, v0, v38, vcc_lo
	s_addc_u32 s8, s93, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v39, v0
	s_and_b32 s8, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s92, 5
	v_cndmask_b32_e32 v0, v0, v39, vcc_lo
	s_addc_u32 s8, s93, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v40, v0
	s_and_b32 s8, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s92, 6
	v_cndmask_b32_e32 v0, v0, v40, vcc_lo
	s_addc_u32 s8, s93, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v41, v0
	s_and_b32 s8, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s92, 7
	s_addc_u32 s8, s93, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s91, s8, s7
	s_cselect_b32 s90, s1, s6
	s_add_i32 s35, s35, 32
	v_cndmask_b32_e32 v0, v0, v41, vcc_lo
	s_add_u32 s6, s92, 8
	s_addc_u32 s7, s93, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB3_40
	s_add_u32 s8, s92, 8
	s_mov_b32 s35, s23
	s_mov_b32 s1, s23
	s_mov_b64 s[12:13], s[36:37]
	s_mov_b32 s23, s38
	s_mov_b32 s36, 0xd078c69f
	s_mov_b32 s38, 0x1d8e78af
	s_addc_u32 s9, s93, 0
	s_mov_b32 s37, 0x3fc39a09
	s_mov_b32 s39, 0x3fcc71c5
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_47
	s_branch .LBB3_49
.LBB3_42:
	ds_store_b32 v16, v17
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_33
.LBB3_43:
	ds_store_b32 v16, v18 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_34
.LBB3_44:
	ds_store_b32 v16, v19 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_35
	s_branch .LBB3_36
.LBB3_45:
	v_mov_b32_e32 v0, 0
	s_branch .LBB3_50
.LBB3_46:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[90:91], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_execz .LBB3_49
.LBB3_47:
	s_lshl_b32 s7, s8, 2
	s_mov_b64 s[10:11], s[12:13]
	.p2align	6
.LBB3_48:
	v_mov_b32_e32 v34, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v34, v34
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v34, v34
	v_cmp_gt_f32_e64 s6, v34, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s91, s9, s91
	s_cselect_b32 s90, s8, s90
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_add_i32 s7, s7, 4
	v_cndmask_b32_e32 v0, v0, v34, vcc_lo
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc1 .LBB3_48
.LBB3_49:
	s_clz_i32_u32 s1, s91
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[6:7], s[90:91], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s6, s1
.LBB3_50:
	ds_store_b32 v1, v0 offset:16392
.LBB3_51:
	s_or_b32 exec_lo, exec_lo, s34
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB3_62
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB3_63
.LBB3_53:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB3_64
.LBB3_54:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_56
.LBB3_55:
	ds_load_b32 v0, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v34
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	v_mul_f32_e32 v36, 0x35bfbe8e, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v37
	v_sub_f32_e32 v37, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v37, v37
	v_mul_f32_e32 v39, 0x3331bb4c, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xb5ddea0e, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x388ab355, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xbb360b61, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x3e2aaaab, v39
	v_mul_f32_e32 v38, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v38, v37, v38
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v39, null, v38, v38, v37
	v_div_scale_f32 v42, vcc_lo, v37, v38, v37
	v_rcp_f32_e32 v40, v39
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v41, -v39, v40, 1.0
	v_fmac_f32_e32 v40, v41, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v42, v40
	v_fma_f32 v43, -v39, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v41, v43, v40
	v_fma_f32 v39, -v39, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v39, v40, v41
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v36
	v_mul_f32_e32 v34, v34, v35
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v16, v0 offset:12288
.LBB3_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB3_69
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB3_68
	s_and_not1_b32 vcc_lo, exec_lo, s25
	s_cbranch_vccnz .LBB3_65
	s_mov_b64 s[6:7], 0
	s_mov_b32 s8, 0
	.p2align	6
.LBB3_60:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v40, s8
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_add_i32 s8, s8, 32
	s_cmp_lg_u64 s[18:19], s[6:7]
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
	s_cbranch_scc1 .LBB3_60
	s_mov_b64 s[6:7], s[18:19]
	s_mov_b32 s8, s35
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB3_66
	s_branch .LBB3_68
.LBB3_62:
	ds_load_b32 v0, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v17, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v34
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	v_mul_f32_e32 v36, 0x35bfbe8e, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v37
	v_sub_f32_e32 v37, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v37, v37
	v_mul_f32_e32 v39, 0x3331bb4c, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xb5ddea0e, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x388ab355, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xbb360b61, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x3e2aaaab, v39
	v_mul_f32_e32 v38, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v38, v37, v38
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v39, null, v38, v38, v37
	v_div_scale_f32 v42, vcc_lo, v37, v38, v37
	v_rcp_f32_e32 v40, v39
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v41, -v39, v40, 1.0
	v_fmac_f32_e32 v40, v41, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v42, v40
	v_fma_f32 v43, -v39, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v41, v43, v40
	v_fma_f32 v39, -v39, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v39, v40, v41
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v36
	v_mul_f32_e32 v34, v34, v35
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v16, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_53
.LBB3_63:
	ds_load_b32 v0, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v34
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	v_mul_f32_e32 v36, 0x35bfbe8e, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v37
	v_sub_f32_e32 v37, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v37, v37
	v_mul_f32_e32 v39, 0x3331bb4c, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xb5ddea0e, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x388ab355, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xbb360b61, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x3e2aaaab, v39
	v_mul_f32_e32 v38, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v38, v37, v38
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v39, null, v38, v38, v37
	v_div_scale_f32 v42, vcc_lo, v37, v38, v37
	v_rcp_f32_e32 v40, v39
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v41, -v39, v40, 1.0
	v_fmac_f32_e32 v40, v41, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v42, v40
	v_fma_f32 v43, -v39, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v41, v43, v40
	v_fma_f32 v39, -v39, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v39, v40, v41
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v36
	v_mul_f32_e32 v34, v34, v35
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v16, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_54
.LBB3_64:
	ds_load_b32 v0, v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v19, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3fb8aa3b, v34
	v_add_f32_e32 v35, 0x4b400000, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xcb400000, v35
	v_mul_f32_e32 v37, 0xbf317200, v36
	v_mul_f32_e32 v36, 0x35bfbe8e, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v34, v34, v37
	v_sub_f32_e32 v37, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v37, v37
	v_mul_f32_e32 v39, 0x3331bb4c, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xb5ddea0e, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x388ab355, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xbb360b61, v39
	v_mul_f32_e32 v39, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x3e2aaaab, v39
	v_mul_f32_e32 v38, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v38, v37, v38
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v39, null, v38, v38, v37
	v_div_scale_f32 v42, vcc_lo, v37, v38, v37
	v_rcp_f32_e32 v40, v39
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v41, -v39, v40, 1.0
	v_fmac_f32_e32 v40, v41, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v42, v40
	v_fma_f32 v43, -v39, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v41, v43, v40
	v_fma_f32 v39, -v39, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v39, v39, v40, v41
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v36, v36, v37
	v_lshrrev_b32_e32 v37, 1, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v34, v34, v36
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v34, 1.0, v34
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v36
	v_mul_f32_e32 v34, v34, v35
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	ds_store_b32 v16, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_55
	s_branch .LBB3_56
.LBB3_65:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB3_68
.LBB3_66:
	s_lshl_b32 s8, s6, 2
	s_mov_b64 s[6:7], s[12:13]
.LBB3_67:
	v_mov_b32_e32 v34, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v34, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v34
	s_cbranch_scc1 .LBB3_67
.LBB3_68:
	ds_store_b32 v1, v0 offset:16388
.LBB3_69:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s94
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_78
	s_mul_f32 s6, s22, s20
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s7, s30, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s6, v0, s1
	v_sqrt_f32_e32 v34, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v35, -1, v34
	v_add_nc_u32_e32 v36, 1, v34
	v_xor_b32_e32 v37, 0x80000000, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v38, 0x80000000, v36
	v_fma_f32 v37, v37, v34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v38, v38, v34, v0
	v_cmp_ge_f32_e64 s6, 0, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v34, v34, v35, s6
	v_cmp_lt_f32_e64 s6, 0, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v34, v34, v36, s6
	v_mul_f32_e32 v35, 0x37800000, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v34, v34, v35, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v35, v17
	v_cndmask_b32_e64 v0, v34, v0, s1
	s_addc_u32 s1, s31, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s8, s1, 0xcd9e8d57
	s_mul_hi_u32 s9, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v34, v0, s17, s23
	s_and_saveexec_b32 s10, s2
	s_cbranch_execnz .LBB3_83
	s_or_b32 exec_lo, exec_lo, s10
	v_mov_b32_e32 v36, v18
	s_and_saveexec_b32 s10, s3
	s_cbranch_execnz .LBB3_84
.LBB3_73:
	s_or_b32 exec_lo, exec_lo, s10
	v_mov_b32_e32 v37, v19
	s_and_saveexec_b32 s10, s4
	s_cbranch_execz .LBB3_75
.LBB3_74:
	v_xor_b32_e32 v0, s8, v23
	s_xor_b32 s1, s24, s9
	global_load_b32 v77, v[12:13], off
	s_xor_b32 s1, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s6, s1, 0xd2511f53
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v30
	v_xor3_b32 v40, s1, s95, v38
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v40, 0
	v_xor_b32_e32 v0, v39, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v41, v41, s96, v38
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xd2511f53, v41, 0
	v_xor3_b32 v0, s97, v39, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v42, s99, v38
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xcd9e8d57, v39, 0
	v_xor3_b32 v0, s98, v38, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v43, s100, v37
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v39, 0
	v_xor3_b32 v0, s101, v38, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v40, s103, v37
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v40
	v_xor3_b32 v38, s102, v38, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v37
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v38, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v38, vcc_hi, v38, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s14, v37
	v_mul_lo_u32 v37, 0xcd9e8d57, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v37, v41, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[37:38], v0
	v_add_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v38, 0xfffff, v0
	v_add_nc_u32_e32 v38, 0x3fe6a09e, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[37:38], -1.0
	v_add_f64 v[43:44], v[41:42], 2.0
	v_mul_f64 v[62:63], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[45:46], null, v[43:44], v[43:44], v[41:42]
	v_mul_f64 v[62:63], v[41:42], v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[37:38], v[45:46]
	v_fma_f64 v[47:48], -v[45:46], v[37:38], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[47:48], v[37:38], v[47:48], v[37:38]
	ds_load_b96 v[37:39], v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v37, v19, v37
	v_lshrrev_b32_e32 v0, 20, v0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v37
	v_cndmask_b32_e32 v51, 0xc2d00000, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v51
	v_fma_f64 v[49:50], -v[45:46], v[47:48], 1.0
	v_cndmask_b32_e32 v51, 0x42b20000, v51, vcc_lo
	v_div_scale_f32 v57, vcc_lo, 1.0, v38, 1.0
	v_mul_f32_e32 v52, 0x3fb8aa3b, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v70, 0x4b400000, v52
	v_add_f32_e32 v52, 0xcb400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v53, 0xbf317200, v52
	v_dual_mul_f32 v71, 0x35bfbe8e, v52 :: v_dual_add_f32 v72, v51, v53
	v_div_scale_f64 v[51:52], s1, v[41:42], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v53, v72, v71
	v_mul_f32_e32 v54, v53, v53
	v_fma_f64 v[47:48], v[47:48], v[49:50], v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, 0x3331bb4c, v54
	v_add_f32_e32 v49, 0xb5ddea0e, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v54, v49
	v_add_f32_e32 v49, 0x388ab355, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v49, v54, v49
	v_add_f32_e32 v49, 0xbb360b61, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v55, v54, v49
	v_mul_f64 v[49:50], v[51:52], v[47:48]
	v_add_f32_e32 v55, 0x3e2aaaab, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v54, v54, v55
	v_sub_f32_e32 v54, v53, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v73, v53, v54
	v_sub_f32_e32 v74, 2.0, v54
	v_div_scale_f32 v53, null, v38, v38, 1.0
	v_div_scale_f32 v54, null, v74, v74, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v55, v53
	v_xor_b32_e32 v53, 0x80000000, v53
	v_rcp_f32_e32 v56, v54
	v_fma_f64 v[45:46], -v[45:46], v[49:50], v[51:52]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v51, v53, v55, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v54, v56, 1.0
	v_dual_fmac_f32 v55, v51, v55 :: v_dual_fmac_f32 v56, v52, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, v57, v55
	v_fma_f32 v59, v53, v52, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v52, v59, v55
	v_div_scale_f32 v51, s6, v73, v74, v73
	v_fmac_f32_e32 v57, v53, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v58, v51, v56
	v_div_fmas_f32 v75, v57, v55, v52
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v60, -v54, v58, v51
	s_mov_b32 vcc_lo, s6
	v_div_fixup_f32 v38, v75, v38, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v58, v60, v56
	v_fma_f32 v51, -v54, v58, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v76, v51, v56, v58
	s_mov_b32 vcc_lo, s1
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_div_fmas_f64 v[45:46], v[45:46], v[47:48], v[49:50]
	v_cvt_f64_u32_e32 v[47:48], v40
	v_add_co_ci_u32_e64 v40, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[60:61], v40
	v_div_fixup_f64 v[43:44], v[45:46], v[43:44], v[41:42]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[47:48], v[47:48], 0.5
	v_ldexp_f64 v[60:61], v[60:61], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[43:44], v[43:44]
	v_ldexp_f64 v[47:48], v[47:48], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[49:50], v[45:46], v[45:46]
	v_mul_f64 v[47:48], v[47:48], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[49:50], s[42:43]
	v_mul_f64 v[53:54], v[49:50], s[36:37]
	v_mul_f64 v[55:56], v[47:48], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[51:52], s[44:45]
	v_add_f64 v[53:54], v[53:54], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[55:56], 0x43380000, v[55:56]
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[53:54], v[49:50], v[53:54]
	v_add_f64 v[56:57], 0xc3380000, v[55:56]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[51:52], s[46:47]
	v_add_f64 v[53:54], v[53:54], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[56:57], s[58:59]
	v_mul_f64 v[51:52], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[49:50], v[53:54]
	v_add_f64 v[53:54], v[47:48], v[58:59]
	v_cvt_f64_u32_e32 v[58:59], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[51:52], s[48:49]
	v_add_f64 v[58:59], v[60:61], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[45:46], v[51:52]
	v_mul_f64 v[51:52], v[56:57], s[62:63]
	v_mul_f64 v[64:65], v[58:59], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[49:50], v[45:46]
	v_add_f64 v[49:50], v[53:54], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[62:63], v[45:46]
	v_add_f64 v[60:61], v[53:54], -v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[43:44], v[43:44], v[45:46]
	v_mul_f64 v[45:46], v[56:57], s[60:61]
	v_mul_f64 v[56:57], v[56:57], s[64:65]
	v_add_f64 v[51:52], v[60:61], v[51:52]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[43:44], v[64:65], v[43:44]
	v_add_f64 v[60:61], v[53:54], -v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[51:52], v[56:57], -v[51:52]
	v_mov_b32_e32 v57, v1
	v_add_f64 v[43:44], v[43:44], -v[62:63]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v61
	v_and_b32_e32 v40, 0x7ff, v0
	v_bfe_u32 v0, v48, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v56, 16, v40
	v_cmp_lt_u64_e32 vcc_lo, v[56:57], v[0:1]
	v_dual_cndmask_b32 v46, v46, v52 :: v_dual_cndmask_b32 v45, v45, v51
	v_mul_f64 v[51:52], v[58:59], s[52:53]
	v_dual_cndmask_b32 v48, v54, v50 :: v_dual_cndmask_b32 v47, v53, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[47:48], -v[45:46]
	v_add_f64 v[40:41], v[41:42], v[43:44]
	v_mul_f64 v[42:43], v[49:50], v[49:50]
	v_add_f64 v[47:48], v[47:48], -v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[51:52], v[40:41]
	v_mul_f64 v[51:52], v[42:43], s[78:79]
	v_mul_f64 v[53:54], v[42:43], s[66:67]
	v_mul_f64 v[56:57], v[42:43], s[72:73]
	v_mul_f64 v[58:59], v[42:43], s[84:85]
	v_mul_f64 v[60:61], v[42:43], v[42:43]
	v_add_f64 v[44:45], v[47:48], -v[45:46]
	v_mul_f64 v[66:67], v[42:43], 0.5
	v_mul_f64 v[40:41], v[40:41], -2.0
	v_and_b32_e32 v48, 2, v55
	v_add_f64 v[51:52], v[51:52], s[80:81]
	v_add_f64 v[53:54], v[53:54], s[68:69]
	v_add_f64 v[56:57], v[56:57], s[74:75]
	v_add_f64 v[58:59], v[58:59], s[86:87]
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
	v_add_f64 v[51:52], v[51:52], s[82:83]
	v_add_f64 v[53:54], v[53:54], s[70:71]
	v_add_f64 v[56:57], v[56:57], s[76:77]
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
	v_mul_f64 v[58:59], v[60:61], s[88:89]
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
	v_cmp_eq_u64_e64 s1, 0, v[48:49]
	v_fma_f64 v[44:45], v[44:45], v[53:54], v[51:52]
	v_add_f64 v[46:47], v[68:69], v[46:47]
	v_xor_b32_e32 v48, 0x80000000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v43, v43, v48, s1
	v_ldexp_f64 v[44:45], v[44:45], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v50, 0x80000000, v47
	v_and_b32_e32 v0, 1, v55
	v_cndmask_b32_e64 v47, v50, v47, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v41, v45, v41, vcc_lo
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e32 v40, v44, v40, vcc_lo
	v_div_fixup_f32 v0, v76, v74, v73
	v_cmp_o_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v43, v43, v47, s1
	v_cndmask_b32_e64 v42, v42, v46, s1
	v_mul_f64 v[40:41], v[42:43], v[40:41]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v40, v[40:41]
	v_add_f32_e32 v41, v19, v19
	v_dual_sub_f32 v0, v71, v0 :: v_dual_mul_f32 v41, 0x3d4ccccd, v41
	v_add_nc_u32_e32 v42, 0xb4c00100, v70
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v0, v72, v0 :: v_dual_sub_f32 v37, v41, v77
	v_lshrrev_b32_e32 v42, 1, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, 1.0, v0
	v_sub_nc_u32_e32 v43, v70, v42
	v_lshl_add_u32 v42, v42, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v43, v43, 23, 0x7f800000
	v_mul_f32_e32 v0, v0, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v43
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v39, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v38, v0
	v_add_f32_e32 v0, v37, v0
	v_cndmask_b32_e64 v37, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, v37, v0
	v_mul_f32_e32 v37, v34, v40
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v19, v0
	v_add_f32_e32 v37, v37, v0
.LBB3_75:
	s_or_b32 exec_lo, exec_lo, s10
	v_mov_b32_e32 v0, v20
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s10, exec_lo, s1
	s_cbranch_execz .LBB3_77
	v_xor_b32_e32 v0, s8, v25
	s_xor_b32 s1, s24, s9
	global_load_b32 v78, v[14:15], off
	s_xor_b32 s1, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s6, s1, 0xd2511f53
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v32
	v_xor3_b32 v41, s1, s95, v39
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v41, 0
	v_xor_b32_e32 v0, v40, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v42, v42, s96, v39
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v42, 0
	v_xor3_b32 v0, s97, v40, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v43, s99, v39
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v40, 0
	v_xor3_b32 v0, s98, v39, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v44, s100, v38
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v40, 0
	v_xor3_b32 v0, s101, v39, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v41, v41, s103, v38
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v41
	v_xor3_b32 v39, s102, v39, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v38
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v39, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v39, vcc_hi, v39, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s14, v38
	v_mul_lo_u32 v38, 0xcd9e8d57, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v38, v42, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[38:39], v0
	v_add_f64 v[38:39], v[38:39], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[38:39], v[38:39], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v39, 0xfffff, v0
	v_add_nc_u32_e32 v39, 0x3fe6a09e, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[42:43], v[38:39], -1.0
	v_add_f64 v[44:45], v[42:43], 2.0
	v_mul_f64 v[63:64], v[42:43], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[46:47], null, v[44:45], v[44:45], v[42:43]
	v_mul_f64 v[63:64], v[42:43], v[63:64]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[38:39], v[46:47]
	v_fma_f64 v[48:49], -v[46:47], v[38:39], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fma_f64 v[48:49], v[38:39], v[48:49], v[38:39]
	ds_load_b96 v[38:40], v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v38, v20, v38
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v38
	v_cndmask_b32_e32 v52, 0xc2d00000, v38, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v52
	v_fma_f64 v[50:51], -v[46:47], v[48:49], 1.0
	v_cndmask_b32_e32 v52, 0x42b20000, v52, vcc_lo
	v_div_scale_f32 v58, vcc_lo, 1.0, v39, 1.0
	v_mul_f32_e32 v53, 0x3fb8aa3b, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x4b400000, v53
	v_add_f32_e32 v53, 0xcb400000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v54, 0xbf317200, v53
	v_dual_mul_f32 v72, 0x35bfbe8e, v53 :: v_dual_add_f32 v73, v52, v54
	v_div_scale_f64 v[52:53], s1, v[42:43], v[44:45], v[42:43]
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v54, v73, v72
	v_mul_f32_e32 v55, v54, v54
	v_fma_f64 v[48:49], v[48:49], v[50:51], v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v50, 0x3331bb4c, v55
	v_add_f32_e32 v50, 0xb5ddea0e, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v50, v55, v50
	v_add_f32_e32 v50, 0x388ab355, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v50, v55, v50
	v_add_f32_e32 v50, 0xbb360b61, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v56, v55, v50
	v_mul_f64 v[50:51], v[52:53], v[48:49]
	v_add_f32_e32 v56, 0x3e2aaaab, v56
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v55, v55, v56
	v_sub_f32_e32 v55, v54, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v74, v54, v55
	v_sub_f32_e32 v75, 2.0, v55
	v_div_scale_f32 v54, null, v39, v39, 1.0
	v_div_scale_f32 v55, null, v75, v75, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v56, v54
	v_xor_b32_e32 v54, 0x80000000, v54
	v_rcp_f32_e32 v57, v55
	v_fma_f64 v[46:47], -v[46:47], v[50:51], v[52:53]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v52, v54, v56, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v53, -v55, v57, 1.0
	v_fmac_f32_e32 v56, v52, v56
	v_div_scale_f32 v52, s6, v74, v75, v74
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v57, v53, v57
	v_mul_f32_e32 v53, v58, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v59, v52, v57
	v_fma_f32 v60, v54, v53, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v61, -v55, v59, v52
	v_fmac_f32_e32 v53, v60, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v59, v61, v57
	v_fmac_f32_e32 v58, v54, v53
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v52, -v55, v59, v52
	v_div_fmas_f32 v76, v58, v56, v53
	s_mov_b32 vcc_lo, s6
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v77, v52, v57, v59
	s_mov_b32 vcc_lo, s1
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_div_fmas_f64 v[46:47], v[46:47], v[48:49], v[50:51]
	v_cvt_f64_u32_e32 v[48:49], v41
	v_add_co_ci_u32_e64 v41, null, 0, -1, s1
	v_div_fixup_f32 v39, v76, v39, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[61:62], v41
	v_div_fixup_f64 v[44:45], v[46:47], v[44:45], v[42:43]
	v_add_f64 v[48:49], v[48:49], 0.5
	v_ldexp_f64 v[61:62], v[61:62], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[44:45], v[44:45]
	v_ldexp_f64 v[48:49], v[48:49], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[50:51], v[46:47], v[46:47]
	v_mul_f64 v[48:49], v[48:49], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[50:51], s[42:43]
	v_mul_f64 v[54:55], v[50:51], s[36:37]
	v_mul_f64 v[56:57], v[48:49], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[52:53], s[44:45]
	v_add_f64 v[54:55], v[54:55], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[56:57], 0x43380000, v[56:57]
	v_mul_f64 v[52:53], v[50:51], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[54:55], v[50:51], v[54:55]
	v_add_f64 v[57:58], 0xc3380000, v[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[52:53], s[46:47]
	v_add_f64 v[54:55], v[54:55], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[59:60], v[57:58], s[58:59]
	v_mul_f64 v[52:53], v[50:51], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[50:51], v[54:55]
	v_add_f64 v[54:55], v[48:49], v[59:60]
	v_cvt_f64_u32_e32 v[59:60], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[52:53], s[48:49]
	v_add_f64 v[59:60], v[61:62], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[46:47], v[46:47], v[52:53]
	v_mul_f64 v[52:53], v[57:58], s[62:63]
	v_mul_f64 v[65:66], v[59:60], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[50:51], v[46:47]
	v_add_f64 v[50:51], v[54:55], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[46:47], v[63:64], v[46:47]
	v_add_f64 v[61:62], v[54:55], -v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[44:45], v[44:45], v[46:47]
	v_mul_f64 v[46:47], v[57:58], s[60:61]
	v_mul_f64 v[57:58], v[57:58], s[64:65]
	v_add_f64 v[52:53], v[61:62], v[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[44:45], v[65:66], v[44:45]
	v_add_f64 v[61:62], v[54:55], -v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[52:53], v[57:58], -v[52:53]
	v_mov_b32_e32 v58, v1
	v_add_f64 v[44:45], v[44:45], -v[63:64]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v62
	v_and_b32_e32 v41, 0x7ff, v0
	v_bfe_u32 v0, v49, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v57, 16, v41
	v_cmp_lt_u64_e32 vcc_lo, v[57:58], v[0:1]
	v_dual_cndmask_b32 v47, v47, v53 :: v_dual_cndmask_b32 v46, v46, v52
	v_mul_f64 v[52:53], v[59:60], s[52:53]
	v_dual_cndmask_b32 v49, v55, v51 :: v_dual_cndmask_b32 v48, v54, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[48:49], -v[46:47]
	v_add_f64 v[41:42], v[42:43], v[44:45]
	v_mul_f64 v[43:44], v[50:51], v[50:51]
	v_add_f64 v[48:49], v[48:49], -v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[41:42], v[52:53], v[41:42]
	v_mul_f64 v[52:53], v[43:44], s[78:79]
	v_mul_f64 v[54:55], v[43:44], s[66:67]
	v_mul_f64 v[57:58], v[43:44], s[72:73]
	v_mul_f64 v[59:60], v[43:44], s[84:85]
	v_mul_f64 v[61:62], v[43:44], v[43:44]
	v_add_f64 v[45:46], v[48:49], -v[46:47]
	v_mul_f64 v[67:68], v[43:44], 0.5
	v_mul_f64 v[41:42], v[41:42], -2.0
	v_and_b32_e32 v49, 2, v56
	v_add_f64 v[52:53], v[52:53], s[80:81]
	v_add_f64 v[54:55], v[54:55], s[68:69]
	v_add_f64 v[57:58], v[57:58], s[74:75]
	v_add_f64 v[59:60], v[59:60], s[86:87]
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
	v_add_f64 v[52:53], v[52:53], s[82:83]
	v_add_f64 v[54:55], v[54:55], s[70:71]
	v_add_f64 v[57:58], v[57:58], s[76:77]
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
	v_mul_f64 v[59:60], v[61:62], s[88:89]
	v_add_f64 v[43:44], v[43:44], -v[45:46]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[52:53], v[57:58], v[54:55], v[63:64]
	v_add_f64 v[57:58], v[65:66], -v[67:68]
	v_add_f64 v[43:44], v[43:44], v[59:60]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[45:46], -v[52:53], v[52:53], v[41:42]
	v_add_f64 v[47:48], v[57:58], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[43:44], v[50:51], -v[43:44]
	v_mov_b32_e32 v50, v1
	v_cmp_eq_u64_e64 s1, 0, v[49:50]
	v_fma_f64 v[45:46], v[45:46], v[54:55], v[52:53]
	v_add_f64 v[47:48], v[69:70], v[47:48]
	v_xor_b32_e32 v49, 0x80000000, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v44, v44, v49, s1
	v_ldexp_f64 v[45:46], v[45:46], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v51, 0x80000000, v48
	v_and_b32_e32 v0, 1, v56
	v_cndmask_b32_e64 v48, v51, v48, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_div_fixup_f32 v0, v77, v75, v74
	v_cndmask_b32_e64 v44, v44, v48, s1
	v_cndmask_b32_e64 v43, v43, v47, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v72, v0
	v_sub_f32_e32 v0, v73, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, 1.0, v0
	v_dual_cndmask_b32 v42, v46, v42 :: v_dual_cndmask_b32 v41, v45, v41
	v_cmp_o_f32_e32 vcc_lo, v38, v38
	v_mul_f64 v[41:42], v[43:44], v[41:42]
	v_add_nc_u32_e32 v43, 0xb4c00100, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v43, 1, v43
	v_sub_nc_u32_e32 v44, v71, v43
	v_lshl_add_u32 v43, v43, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v44, v44, 23, 0x7f800000
	v_mul_f32_e32 v0, v0, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v44
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v40, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v39, v0
	v_cvt_f32_f64_e32 v41, v[41:42]
	v_add_f32_e32 v42, v20, v20
	v_mul_f32_e32 v42, 0x3d4ccccd, v42
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v38, v42, v78
	v_add_f32_e32 v0, v38, v0
	v_cndmask_b32_e64 v38, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v38, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v20, v0
	v_mul_f32_e32 v34, v34, v41
	v_add_f32_e32 v0, v34, v0
.LBB3_77:
	s_or_b32 exec_lo, exec_lo, s10
	s_branch .LBB3_12
.LBB3_78:
	s_cbranch_execz .LBB3_12
	s_and_saveexec_b32 s6, s2
	s_cbranch_execnz .LBB3_85
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s3
	s_cbranch_execnz .LBB3_86
.LBB3_81:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s4
	s_cbranch_execnz .LBB3_87
.LBB3_82:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s6, exec_lo, s1
	s_cbranch_execz .LBB3_11
	s_branch .LBB3_88
.LBB3_83:
	v_xor_b32_e32 v0, s8, v22
	s_xor_b32 s1, s24, s9
	global_load_b32 v75, v[8:9], off
	s_xor_b32 s1, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s6, s1, 0xd2511f53
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v26
	v_xor3_b32 v38, s1, s95, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v38, 0
	v_xor_b32_e32 v0, v37, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s96, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xd2511f53, v39, 0
	v_xor3_b32 v0, s97, v37, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v40, s99, v36
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xcd9e8d57, v37, 0
	v_xor3_b32 v0, s98, v36, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v37, v41, s100, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v37, 0
	v_xor3_b32 v0, s101, v36, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v38, s103, v35
	v_mad_u64_u32 v[35:36], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v38
	v_xor3_b32 v36, s102, v36, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v36, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v36, vcc_hi, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s14, v35
	v_mul_lo_u32 v35, 0xcd9e8d57, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v35, v39, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[35:36], v0
	v_add_f64 v[35:36], v[35:36], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v36, 0xfffff, v0
	v_add_nc_u32_e32 v36, 0x3fe6a09e, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[39:40], v[35:36], -1.0
	v_add_f64 v[41:42], v[39:40], 2.0
	v_mul_f64 v[60:61], v[39:40], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[43:44], null, v[41:42], v[41:42], v[39:40]
	v_mul_f64 v[60:61], v[39:40], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[35:36], v[43:44]
	v_fma_f64 v[45:46], -v[43:44], v[35:36], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[45:46], v[35:36], v[45:46], v[35:36]
	ds_load_b96 v[35:37], v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v35, v17, v35
	v_lshrrev_b32_e32 v0, 20, v0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v35
	v_cndmask_b32_e32 v49, 0xc2d00000, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v49
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	v_cndmask_b32_e32 v49, 0x42b20000, v49, vcc_lo
	v_div_scale_f32 v55, vcc_lo, 1.0, v36, 1.0
	v_mul_f32_e32 v50, 0x3fb8aa3b, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0x4b400000, v50
	v_add_f32_e32 v50, 0xcb400000, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v51, 0xbf317200, v50
	v_dual_mul_f32 v69, 0x35bfbe8e, v50 :: v_dual_add_f32 v70, v49, v51
	v_div_scale_f64 v[49:50], s1, v[39:40], v[41:42], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v51, v70, v69
	v_mul_f32_e32 v52, v51, v51
	v_fma_f64 v[45:46], v[45:46], v[47:48], v[45:46]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, 0x3331bb4c, v52
	v_add_f32_e32 v47, 0xb5ddea0e, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v52, v47
	v_add_f32_e32 v47, 0x388ab355, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v52, v47
	v_add_f32_e32 v47, 0xbb360b61, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v53, v52, v47
	v_mul_f64 v[47:48], v[49:50], v[45:46]
	v_add_f32_e32 v53, 0x3e2aaaab, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, v52, v53
	v_sub_f32_e32 v52, v51, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v71, v51, v52
	v_sub_f32_e32 v72, 2.0, v52
	v_div_scale_f32 v51, null, v36, v36, 1.0
	v_div_scale_f32 v52, null, v72, v72, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v53, v51
	v_xor_b32_e32 v51, 0x80000000, v51
	v_rcp_f32_e32 v54, v52
	v_fma_f64 v[43:44], -v[43:44], v[47:48], v[49:50]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v49, v51, v53, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v50, -v52, v54, 1.0
	v_dual_fmac_f32 v53, v49, v53 :: v_dual_fmac_f32 v54, v50, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v50, v55, v53
	v_fma_f32 v57, v51, v50, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v50, v57, v53
	v_div_scale_f32 v49, s6, v71, v72, v71
	v_fmac_f32_e32 v55, v51, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v56, v49, v54
	v_div_fmas_f32 v73, v55, v53, v50
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v58, -v52, v56, v49
	s_mov_b32 vcc_lo, s6
	v_div_fixup_f32 v36, v73, v36, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v56, v58, v54
	v_fma_f32 v49, -v52, v56, v49
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v74, v49, v54, v56
	s_mov_b32 vcc_lo, s1
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_div_fmas_f64 v[43:44], v[43:44], v[45:46], v[47:48]
	v_cvt_f64_u32_e32 v[45:46], v38
	v_add_co_ci_u32_e64 v38, null, 0, -1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[58:59], v38
	v_div_fixup_f64 v[41:42], v[43:44], v[41:42], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], 0.5
	v_ldexp_f64 v[58:59], v[58:59], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[41:42], v[41:42]
	v_ldexp_f64 v[45:46], v[45:46], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[47:48], v[43:44], v[43:44]
	v_mul_f64 v[45:46], v[45:46], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[49:50], v[47:48], s[42:43]
	v_mul_f64 v[51:52], v[47:48], s[36:37]
	v_mul_f64 v[53:54], v[45:46], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[44:45]
	v_add_f64 v[51:52], v[51:52], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], 0x43380000, v[53:54]
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[51:52], v[47:48], v[51:52]
	v_add_f64 v[54:55], 0xc3380000, v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[49:50], s[46:47]
	v_add_f64 v[51:52], v[51:52], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[56:57], v[54:55], s[58:59]
	v_mul_f64 v[49:50], v[47:48], v[49:50]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[47:48], v[47:48], v[51:52]
	v_add_f64 v[51:52], v[45:46], v[56:57]
	v_cvt_f64_u32_e32 v[56:57], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[49:50], s[48:49]
	v_add_f64 v[56:57], v[58:59], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[43:44], v[43:44], v[49:50]
	v_mul_f64 v[49:50], v[54:55], s[62:63]
	v_mul_f64 v[62:63], v[56:57], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[43:44], v[47:48], v[43:44]
	v_add_f64 v[47:48], v[51:52], v[49:50]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[43:44], v[60:61], v[43:44]
	v_add_f64 v[58:59], v[51:52], -v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[41:42], v[41:42], v[43:44]
	v_mul_f64 v[43:44], v[54:55], s[60:61]
	v_mul_f64 v[54:55], v[54:55], s[64:65]
	v_add_f64 v[49:50], v[58:59], v[49:50]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[62:63], v[41:42]
	v_add_f64 v[58:59], v[51:52], -v[43:44]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[49:50], v[54:55], -v[49:50]
	v_add_f64 v[41:42], v[41:42], -v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v59
	v_dual_mov_b32 v55, v1 :: v_dual_and_b32 v38, 0x7ff, v0
	v_bfe_u32 v0, v46, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v54, 16, v38
	v_cmp_lt_u64_e32 vcc_lo, v[54:55], v[0:1]
	v_dual_cndmask_b32 v44, v44, v50 :: v_dual_cndmask_b32 v43, v43, v49
	v_mul_f64 v[49:50], v[56:57], s[52:53]
	v_dual_cndmask_b32 v46, v52, v48 :: v_dual_cndmask_b32 v45, v51, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[47:48], v[45:46], -v[43:44]
	v_add_f64 v[38:39], v[39:40], v[41:42]
	v_mul_f64 v[40:41], v[47:48], v[47:48]
	v_add_f64 v[45:46], v[45:46], -v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[49:50], v[38:39]
	v_mul_f64 v[49:50], v[40:41], s[78:79]
	v_mul_f64 v[51:52], v[40:41], s[66:67]
	v_mul_f64 v[54:55], v[40:41], s[72:73]
	v_mul_f64 v[56:57], v[40:41], s[84:85]
	v_mul_f64 v[58:59], v[40:41], v[40:41]
	v_add_f64 v[42:43], v[45:46], -v[43:44]
	v_mul_f64 v[64:65], v[40:41], 0.5
	v_mul_f64 v[38:39], v[38:39], -2.0
	v_and_b32_e32 v46, 2, v53
	v_add_f64 v[49:50], v[49:50], s[80:81]
	v_add_f64 v[51:52], v[51:52], s[68:69]
	v_add_f64 v[54:55], v[54:55], s[74:75]
	v_add_f64 v[56:57], v[56:57], s[86:87]
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
	v_add_f64 v[49:50], v[49:50], s[82:83]
	v_add_f64 v[51:52], v[51:52], s[70:71]
	v_add_f64 v[54:55], v[54:55], s[76:77]
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
	v_mul_f64 v[56:57], v[58:59], s[88:89]
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
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v39, v43, v39, vcc_lo
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_cndmask_b32_e32 v38, v42, v38, vcc_lo
	v_div_fixup_f32 v0, v74, v72, v71
	v_cmp_o_f32_e32 vcc_lo, v35, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v41, v41, v45, s1
	v_cndmask_b32_e64 v40, v40, v44, s1
	v_mul_f64 v[38:39], v[40:41], v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v38, v[38:39]
	v_add_f32_e32 v39, v17, v17
	v_dual_sub_f32 v0, v69, v0 :: v_dual_mul_f32 v39, 0x3d4ccccd, v39
	v_add_nc_u32_e32 v40, 0xb4c00100, v68
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v0, v70, v0 :: v_dual_sub_f32 v35, v39, v75
	v_lshrrev_b32_e32 v40, 1, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, 1.0, v0
	v_sub_nc_u32_e32 v41, v68, v40
	v_lshl_add_u32 v40, v40, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v41, v41, 23, 0x7f800000
	v_mul_f32_e32 v0, v0, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v41
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v37, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v36, v0
	v_add_f32_e32 v0, v35, v0
	v_cndmask_b32_e64 v35, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v35, v0 :: v_dual_mul_f32 v35, v34, v38
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v17, v0
	v_add_f32_e32 v35, v35, v0
	s_or_b32 exec_lo, exec_lo, s10
	v_mov_b32_e32 v36, v18
	s_and_saveexec_b32 s10, s3
	s_cbranch_execz .LBB3_73
.LBB3_84:
	v_xor_b32_e32 v0, s8, v5
	s_xor_b32 s1, s24, s9
	global_load_b32 v76, v[10:11], off
	s_xor_b32 s1, s1, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_mul_hi_u32 s6, s1, 0xd2511f53
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v0, s6, v28
	v_xor3_b32 v39, s1, s95, v37
	v_mad_u64_u32 v[37:38], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v39, 0
	v_xor_b32_e32 v0, v38, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v40, v40, s96, v37
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v40, 0
	v_xor3_b32 v0, s97, v38, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v41, s99, v37
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v38, 0
	v_xor3_b32 v0, s98, v37, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v38, v42, s100, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[38:39], null, 0xd2511f53, v38, 0
	v_xor3_b32 v0, s101, v37, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v39, v39, s103, v36
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v39
	v_xor3_b32 v37, s102, v37, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s104, v36
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v37, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v37, vcc_hi, v37, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s14, v36
	v_mul_lo_u32 v36, 0xcd9e8d57, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[39:40], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v36, v40, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[36:37], v0
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v37, 0xfffff, v0
	v_add_nc_u32_e32 v37, 0x3fe6a09e, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[40:41], v[36:37], -1.0
	v_add_f64 v[42:43], v[40:41], 2.0
	v_mul_f64 v[61:62], v[40:41], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[44:45], null, v[42:43], v[42:43], v[40:41]
	v_mul_f64 v[61:62], v[40:41], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[36:37], v[44:45]
	v_fma_f64 v[46:47], -v[44:45], v[36:37], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], v[36:37], v[46:47], v[36:37]
	ds_load_b96 v[36:38], v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v36, v18, v36
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v36
	v_cndmask_b32_e32 v50, 0xc2d00000, v36, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v50
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 1.0
	v_cndmask_b32_e32 v50, 0x42b20000, v50, vcc_lo
	v_div_scale_f32 v56, vcc_lo, 1.0, v37, 1.0
	v_mul_f32_e32 v51, 0x3fb8aa3b, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, 0x4b400000, v51
	v_add_f32_e32 v51, 0xcb400000, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v52, 0xbf317200, v51
	v_dual_mul_f32 v70, 0x35bfbe8e, v51 :: v_dual_add_f32 v71, v50, v52
	v_div_scale_f64 v[50:51], s1, v[40:41], v[42:43], v[40:41]
	v_lshrrev_b32_e32 v0, 20, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v52, v71, v70
	v_mul_f32_e32 v53, v52, v52
	v_fma_f64 v[46:47], v[46:47], v[48:49], v[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, 0x3331bb4c, v53
	v_add_f32_e32 v48, 0xb5ddea0e, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v53, v48
	v_add_f32_e32 v48, 0x388ab355, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v48, v53, v48
	v_add_f32_e32 v48, 0xbb360b61, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v54, v53, v48
	v_mul_f64 v[48:49], v[50:51], v[46:47]
	v_add_f32_e32 v54, 0x3e2aaaab, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v53, v53, v54
	v_sub_f32_e32 v53, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v72, v52, v53
	v_sub_f32_e32 v73, 2.0, v53
	v_div_scale_f32 v52, null, v37, v37, 1.0
	v_div_scale_f32 v53, null, v73, v73, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v54, v52
	v_xor_b32_e32 v52, 0x80000000, v52
	v_rcp_f32_e32 v55, v53
	v_fma_f64 v[44:45], -v[44:45], v[48:49], v[50:51]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v50, v52, v54, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v51, -v53, v55, 1.0
	v_fmac_f32_e32 v54, v50, v54
	v_div_scale_f32 v50, s6, v72, v73, v72
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v55, v51, v55
	v_mul_f32_e32 v51, v56, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v57, v50, v55
	v_fma_f32 v58, v52, v51, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v59, -v53, v57, v50
	v_fmac_f32_e32 v51, v58, v54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v57, v59, v55
	v_fmac_f32_e32 v56, v52, v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v50, -v53, v57, v50
	v_div_fmas_f32 v74, v56, v54, v51
	s_mov_b32 vcc_lo, s6
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v75, v50, v55, v57
	s_mov_b32 vcc_lo, s1
	v_add_co_u32 v0, s1, 0xfffffc01, v0
	v_div_fmas_f64 v[44:45], v[44:45], v[46:47], v[48:49]
	v_cvt_f64_u32_e32 v[46:47], v39
	v_add_co_ci_u32_e64 v39, null, 0, -1, s1
	v_div_fixup_f32 v37, v74, v37, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[59:60], v39
	v_div_fixup_f64 v[42:43], v[44:45], v[42:43], v[40:41]
	v_add_f64 v[46:47], v[46:47], 0.5
	v_ldexp_f64 v[59:60], v[59:60], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[42:43], v[42:43]
	v_ldexp_f64 v[46:47], v[46:47], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[48:49], v[44:45], v[44:45]
	v_mul_f64 v[46:47], v[46:47], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[50:51], v[48:49], s[42:43]
	v_mul_f64 v[52:53], v[48:49], s[36:37]
	v_mul_f64 v[54:55], v[46:47], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], v[50:51], s[44:45]
	v_add_f64 v[52:53], v[52:53], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], 0x43380000, v[54:55]
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[52:53], v[48:49], v[52:53]
	v_add_f64 v[55:56], 0xc3380000, v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[50:51], v[50:51], s[46:47]
	v_add_f64 v[52:53], v[52:53], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[57:58], v[55:56], s[58:59]
	v_mul_f64 v[50:51], v[48:49], v[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[48:49], v[52:53]
	v_add_f64 v[52:53], v[46:47], v[57:58]
	v_cvt_f64_u32_e32 v[57:58], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[50:51], s[48:49]
	v_add_f64 v[57:58], v[59:60], v[57:58]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[44:45], v[44:45], v[50:51]
	v_mul_f64 v[50:51], v[55:56], s[62:63]
	v_mul_f64 v[63:64], v[57:58], s[50:51]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[44:45], v[48:49], v[44:45]
	v_add_f64 v[48:49], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[61:62], v[44:45]
	v_add_f64 v[59:60], v[52:53], -v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[42:43], v[42:43], v[44:45]
	v_mul_f64 v[44:45], v[55:56], s[60:61]
	v_mul_f64 v[55:56], v[55:56], s[64:65]
	v_add_f64 v[50:51], v[59:60], v[50:51]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[42:43], v[63:64], v[42:43]
	v_add_f64 v[59:60], v[52:53], -v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[50:51], v[55:56], -v[50:51]
	v_mov_b32_e32 v56, v1
	v_add_f64 v[42:43], v[42:43], -v[61:62]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v0, 20, v60
	v_and_b32_e32 v39, 0x7ff, v0
	v_bfe_u32 v0, v47, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v55, 16, v39
	v_cmp_lt_u64_e32 vcc_lo, v[55:56], v[0:1]
	v_dual_cndmask_b32 v46, v52, v48 :: v_dual_cndmask_b32 v45, v45, v51
	v_cndmask_b32_e32 v44, v44, v50, vcc_lo
	v_mul_f64 v[50:51], v[57:58], s[52:53]
	v_cndmask_b32_e32 v47, v53, v49, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[46:47], -v[44:45]
	v_add_f64 v[39:40], v[40:41], v[42:43]
	v_mul_f64 v[41:42], v[48:49], v[48:49]
	v_add_f64 v[46:47], v[46:47], -v[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[50:51], v[39:40]
	v_mul_f64 v[50:51], v[41:42], s[78:79]
	v_mul_f64 v[52:53], v[41:42], s[66:67]
	v_mul_f64 v[55:56], v[41:42], s[72:73]
	v_mul_f64 v[57:58], v[41:42], s[84:85]
	v_mul_f64 v[59:60], v[41:42], v[41:42]
	v_add_f64 v[43:44], v[46:47], -v[44:45]
	v_mul_f64 v[65:66], v[41:42], 0.5
	v_mul_f64 v[39:40], v[39:40], -2.0
	v_and_b32_e32 v47, 2, v54
	v_add_f64 v[50:51], v[50:51], s[80:81]
	v_add_f64 v[52:53], v[52:53], s[68:69]
	v_add_f64 v[55:56], v[55:56], s[74:75]
	v_add_f64 v[57:58], v[57:58], s[86:87]
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
	v_add_f64 v[50:51], v[50:51], s[82:83]
	v_add_f64 v[52:53], v[52:53], s[70:71]
	v_add_f64 v[55:56], v[55:56], s[76:77]
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
	v_mul_f64 v[57:58], v[59:60], s[88:89]
	v_add_f64 v[41:42], v[41:42], -v[43:44]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_fma_f64 v[50:51], v[55:56], v[52:53], v[61:62]
	v_add_f64 v[55:56], v[63:64], -v[65:66]
	v_add_f64 v[41:42], v[41:42], v[57:58]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[43:44], -v[50:51], v[50:51], v[39:40]
	v_add_f64 v[45:46], v[55:56], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[41:42], v[48:49], -v[41:42]
	v_mov_b32_e32 v48, v1
	v_cmp_eq_u64_e64 s1, 0, v[47:48]
	v_fma_f64 v[43:44], v[43:44], v[52:53], v[50:51]
	v_add_f64 v[45:46], v[67:68], v[45:46]
	v_xor_b32_e32 v47, 0x80000000, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v42, v42, v47, s1
	v_ldexp_f64 v[43:44], v[43:44], v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v49, 0x80000000, v46
	v_and_b32_e32 v0, 1, v54
	v_cndmask_b32_e64 v46, v49, v46, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s1, 0, v[0:1]
	v_div_fixup_f32 v0, v75, v73, v72
	v_cndmask_b32_e64 v42, v42, v46, s1
	v_cndmask_b32_e64 v41, v41, v45, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v70, v0
	v_sub_f32_e32 v0, v71, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, 1.0, v0
	v_dual_cndmask_b32 v40, v44, v40 :: v_dual_cndmask_b32 v39, v43, v39
	v_cmp_o_f32_e32 vcc_lo, v36, v36
	v_mul_f64 v[39:40], v[41:42], v[39:40]
	v_add_nc_u32_e32 v41, 0xb4c00100, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v41, 1, v41
	v_sub_nc_u32_e32 v42, v69, v41
	v_lshl_add_u32 v41, v41, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v42, v42, 23, 0x7f800000
	v_mul_f32_e32 v0, v0, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v42
	v_cndmask_b32_e32 v0, 0x7fc00000, v0, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v38, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v37, v0
	v_cvt_f32_f64_e32 v39, v[39:40]
	v_add_f32_e32 v40, v18, v18
	v_mul_f32_e32 v40, 0x3d4ccccd, v40
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v36, v40, v76
	v_add_f32_e32 v0, v36, v0
	v_cndmask_b32_e64 v36, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v36, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v18, v0
	v_mul_f32_e32 v36, v34, v39
	v_add_f32_e32 v36, v36, v0
	s_or_b32 exec_lo, exec_lo, s10
	v_mov_b32_e32 v37, v19
	s_and_saveexec_b32 s10, s4
	s_cbranch_execnz .LBB3_74
	s_branch .LBB3_75
.LBB3_85:
	global_load_b32 v0, v[8:9], off
	ds_load_b96 v[34:36], v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v34, v17, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v34
	v_cndmask_b32_e32 v37, 0xc2d00000, v34, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v37
	v_cndmask_b32_e32 v37, 0x42b20000, v37, vcc_lo
	v_div_scale_f32 v48, vcc_lo, 1.0, v35, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, 0x3fb8aa3b, v37
	v_add_f32_e32 v38, 0x4b400000, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xcb400000, v38
	v_mul_f32_e32 v40, 0xbf317200, v39
	v_mul_f32_e32 v39, 0x35bfbe8e, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, v37, v40
	v_sub_f32_e32 v40, v37, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v40, v40
	v_mul_f32_e32 v42, 0x3331bb4c, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xb5ddea0e, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x388ab355, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xbb360b61, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x3e2aaaab, v42
	v_mul_f32_e32 v41, v41, v42
	v_div_scale_f32 v42, null, v35, v35, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v41, v40, v41
	v_rcp_f32_e32 v44, v42
	v_xor_b32_e32 v42, 0x80000000, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v41
	v_sub_f32_e32 v41, 2.0, v41
	v_div_scale_f32 v43, null, v41, v41, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v46, v42, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v45, v43
	v_fmac_f32_e32 v44, v46, v44
	v_div_scale_f32 v46, s1, v40, v41, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v47, v45
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v47, v48, v44
	v_mul_f32_e32 v49, v46, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v50, v42, v47, v48
	v_fma_f32 v51, -v43, v49, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v50, v44
	v_dual_fmac_f32 v49, v51, v45 :: v_dual_fmac_f32 v48, v42, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v42, -v43, v49, v46
	v_div_fmas_f32 v43, v48, v44, v47
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v42, v42, v45, v49
	v_div_fixup_f32 v35, v43, v35, 1.0
	v_cmp_o_f32_e32 vcc_lo, v34, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v40, v42, v41, v40
	v_add_nc_u32_e32 v41, 0xb4c00100, v38
	v_sub_f32_e32 v39, v39, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v40, 1, v41
	v_sub_f32_e32 v37, v37, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v38, v38, v40
	v_lshl_add_u32 v39, v40, 23, 0xff800000
	v_add_f32_e32 v37, 1.0, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	v_mul_f32_e32 v37, v37, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v37, v37, v38
	v_add_f32_e32 v38, v17, v17
	v_cndmask_b32_e32 v34, 0x7fc00000, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v37, 0x3d4ccccd, v38
	v_cmp_eq_f32_e32 vcc_lo, v36, v21
	v_mul_f32_e32 v34, v35, v34
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v37, v0
	v_add_f32_e32 v0, v0, v34
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v34, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v17, v17, v0
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s3
	s_cbranch_execz .LBB3_81
.LBB3_86:
	global_load_b32 v0, v[10:11], off
	ds_load_b96 v[34:36], v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v34, v18, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v34
	v_cndmask_b32_e32 v37, 0xc2d00000, v34, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v37
	v_cndmask_b32_e32 v37, 0x42b20000, v37, vcc_lo
	v_div_scale_f32 v48, vcc_lo, 1.0, v35, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, 0x3fb8aa3b, v37
	v_add_f32_e32 v38, 0x4b400000, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xcb400000, v38
	v_mul_f32_e32 v40, 0xbf317200, v39
	v_mul_f32_e32 v39, 0x35bfbe8e, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, v37, v40
	v_sub_f32_e32 v40, v37, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v40, v40
	v_mul_f32_e32 v42, 0x3331bb4c, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xb5ddea0e, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x388ab355, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xbb360b61, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x3e2aaaab, v42
	v_mul_f32_e32 v41, v41, v42
	v_div_scale_f32 v42, null, v35, v35, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v41, v40, v41
	v_rcp_f32_e32 v44, v42
	v_xor_b32_e32 v42, 0x80000000, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v41
	v_sub_f32_e32 v41, 2.0, v41
	v_div_scale_f32 v43, null, v41, v41, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v46, v42, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v45, v43
	v_fmac_f32_e32 v44, v46, v44
	v_div_scale_f32 v46, s1, v40, v41, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v47, v45
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v47, v48, v44
	v_mul_f32_e32 v49, v46, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v50, v42, v47, v48
	v_fma_f32 v51, -v43, v49, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v50, v44
	v_dual_fmac_f32 v49, v51, v45 :: v_dual_fmac_f32 v48, v42, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v42, -v43, v49, v46
	v_div_fmas_f32 v43, v48, v44, v47
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v42, v42, v45, v49
	v_div_fixup_f32 v35, v43, v35, 1.0
	v_cmp_o_f32_e32 vcc_lo, v34, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v40, v42, v41, v40
	v_add_nc_u32_e32 v41, 0xb4c00100, v38
	v_sub_f32_e32 v39, v39, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v40, 1, v41
	v_sub_f32_e32 v37, v37, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v38, v38, v40
	v_lshl_add_u32 v39, v40, 23, 0xff800000
	v_add_f32_e32 v37, 1.0, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	v_mul_f32_e32 v37, v37, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v37, v37, v38
	v_add_f32_e32 v38, v18, v18
	v_cndmask_b32_e32 v34, 0x7fc00000, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v37, 0x3d4ccccd, v38
	v_cmp_eq_f32_e32 vcc_lo, v36, v3
	v_mul_f32_e32 v34, v35, v34
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v37, v0
	v_add_f32_e32 v0, v0, v34
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v34, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v18, v18, v0
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB3_82
.LBB3_87:
	global_load_b32 v0, v[12:13], off
	ds_load_b96 v[34:36], v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v34, v19, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v34
	v_cndmask_b32_e32 v37, 0xc2d00000, v34, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v37
	v_cndmask_b32_e32 v37, 0x42b20000, v37, vcc_lo
	v_div_scale_f32 v48, vcc_lo, 1.0, v35, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, 0x3fb8aa3b, v37
	v_add_f32_e32 v38, 0x4b400000, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xcb400000, v38
	v_mul_f32_e32 v40, 0xbf317200, v39
	v_mul_f32_e32 v39, 0x35bfbe8e, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, v37, v40
	v_sub_f32_e32 v40, v37, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v40, v40
	v_mul_f32_e32 v42, 0x3331bb4c, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xb5ddea0e, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x388ab355, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xbb360b61, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x3e2aaaab, v42
	v_mul_f32_e32 v41, v41, v42
	v_div_scale_f32 v42, null, v35, v35, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v41, v40, v41
	v_rcp_f32_e32 v44, v42
	v_xor_b32_e32 v42, 0x80000000, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v41
	v_sub_f32_e32 v41, 2.0, v41
	v_div_scale_f32 v43, null, v41, v41, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v46, v42, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v45, v43
	v_fmac_f32_e32 v44, v46, v44
	v_div_scale_f32 v46, s1, v40, v41, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v47, v45
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v47, v48, v44
	v_mul_f32_e32 v49, v46, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v50, v42, v47, v48
	v_fma_f32 v51, -v43, v49, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v50, v44
	v_dual_fmac_f32 v49, v51, v45 :: v_dual_fmac_f32 v48, v42, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v42, -v43, v49, v46
	v_div_fmas_f32 v43, v48, v44, v47
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v42, v42, v45, v49
	v_div_fixup_f32 v35, v43, v35, 1.0
	v_cmp_o_f32_e32 vcc_lo, v34, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v40, v42, v41, v40
	v_add_nc_u32_e32 v41, 0xb4c00100, v38
	v_sub_f32_e32 v39, v39, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v40, 1, v41
	v_sub_f32_e32 v37, v37, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v38, v38, v40
	v_lshl_add_u32 v39, v40, 23, 0xff800000
	v_add_f32_e32 v37, 1.0, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	v_mul_f32_e32 v37, v37, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v37, v37, v38 :: v_dual_add_f32 v38, v19, v19
	v_cndmask_b32_e32 v34, 0x7fc00000, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v37, 0x3d4ccccd, v38
	v_cmp_eq_f32_e32 vcc_lo, v36, v7
	v_mul_f32_e32 v34, v35, v34
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v37, v0
	v_add_f32_e32 v0, v0, v34
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v34, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_sub_f32_e32 v19, v19, v0
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s1, s5
	s_xor_b32 s6, exec_lo, s1
	s_cbranch_execz .LBB3_11
.LBB3_88:
	global_load_b32 v0, v[14:15], off
	ds_load_b96 v[34:36], v1 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v34, v20, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v34
	v_cndmask_b32_e32 v37, 0xc2d00000, v34, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v37
	v_cndmask_b32_e32 v37, 0x42b20000, v37, vcc_lo
	v_div_scale_f32 v48, vcc_lo, 1.0, v35, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, 0x3fb8aa3b, v37
	v_add_f32_e32 v38, 0x4b400000, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xcb400000, v38
	v_mul_f32_e32 v40, 0xbf317200, v39
	v_mul_f32_e32 v39, 0x35bfbe8e, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v37, v37, v40
	v_sub_f32_e32 v40, v37, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v40, v40
	v_mul_f32_e32 v42, 0x3331bb4c, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xb5ddea0e, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x388ab355, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0xbb360b61, v42
	v_mul_f32_e32 v42, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, 0x3e2aaaab, v42
	v_mul_f32_e32 v41, v41, v42
	v_div_scale_f32 v42, null, v35, v35, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v41, v40, v41
	v_rcp_f32_e32 v44, v42
	v_xor_b32_e32 v42, 0x80000000, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v40, v40, v41
	v_sub_f32_e32 v41, 2.0, v41
	v_div_scale_f32 v43, null, v41, v41, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v46, v42, v44, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v45, v43
	v_fmac_f32_e32 v44, v46, v44
	v_div_scale_f32 v46, s1, v40, v41, v40
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v47, -v43, v45, 1.0
	v_fmac_f32_e32 v45, v47, v45
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v47, v48, v44
	v_mul_f32_e32 v49, v46, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v50, v42, v47, v48
	v_fma_f32 v51, -v43, v49, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v50, v44
	v_dual_fmac_f32 v49, v51, v45 :: v_dual_fmac_f32 v48, v42, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v42, -v43, v49, v46
	v_div_fmas_f32 v43, v48, v44, v47
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v42, v42, v45, v49
	v_div_fixup_f32 v35, v43, v35, 1.0
	v_cmp_o_f32_e32 vcc_lo, v34, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v40, v42, v41, v40
	v_add_nc_u32_e32 v41, 0xb4c00100, v38
	v_sub_f32_e32 v39, v39, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v40, 1, v41
	v_sub_f32_e32 v37, v37, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v38, v38, v40
	v_lshl_add_u32 v39, v40, 23, 0xff800000
	v_add_f32_e32 v37, 1.0, v37
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v38, v38, 23, 0x7f800000
	v_mul_f32_e32 v37, v37, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v37, v37, v38 :: v_dual_add_f32 v38, v20, v20
	v_cndmask_b32_e32 v34, 0x7fc00000, v37, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v37, 0x3d4ccccd, v38
	v_cmp_eq_f32_e32 vcc_lo, v36, v24
	v_mul_f32_e32 v34, v35, v34
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v37, v0
	v_add_f32_e32 v0, v0, v34
	v_cndmask_b32_e64 v34, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v34, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v20, v20, v0
	s_branch .LBB3_11
.LBB3_89:
	v_readlane_b32 s16, v79, 0
	v_readlane_b32 s17, v79, 1
.LBB3_90:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB3_96
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB3_97
.LBB3_92:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB3_98
.LBB3_93:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_95
.LBB3_94:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v20, s[16:17]
.LBB3_95:
	s_endpgm
.LBB3_96:
	s_waitcnt vmcnt(0)
	global_store_b32 v16, v17, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_92
.LBB3_97:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v18, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB3_93
.LBB3_98:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v19, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB3_94
	s_branch .LBB3_95
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w4096
		.amdhsa_group_segment_fixed_size 16396
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
		.amdhsa_next_free_vgpr 80
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
	.size	tessera_softmax_pull_w4096, .Lfunc_end3-tessera_softmax_pull_w4096

	.set tessera_softmax_pull_w4096.num_vgpr, 80
	.set tessera_softmax_pull_w4096.num_agpr, 0
	.set tessera_softmax_pull_w4096.numbered_sgpr, 105
	.set tessera_softmax_pull_w4096.num_named_barrier, 0
	.set tessera_softmax_pull_w4096.private_seg_size, 0
	.set tessera_softmax_pull_w4096.uses_vcc, 1
	.set tessera_softmax_pull_w4096.uses_flat_scratch, 0
	.set tessera_softmax_pull_w4096.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w4096.has_recursion, 0
	.set tessera_softmax_pull_w4096.has_indirect_call, 0
	.globl	tessera_softmax_pull_w8192
	.p2align	8
	.type	tessera_softmax_pull_w8192,@function
tessera_softmax_pull_w8192:
	s_load_b256 s[8:15], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s3, s[12:13], s[2:3]
	v_cmp_lt_u64_e64 s4, 0x2000, s[14:15]
	s_or_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB4_147
	s_load_b64 s[34:35], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v32, 2, v0
	s_mul_i32 s3, s15, s2
	s_mul_hi_u32 s4, s14, s2
	s_mul_i32 s16, s14, s2
	s_add_i32 s17, s4, s3
	v_cmp_gt_u64_e64 s2, s[14:15], v[0:1]
	s_lshl_b64 s[12:13], s[16:17], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s20, s8, s12
	s_addc_u32 s21, s9, s13
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB4_3
	global_load_b32 v33, v32, s[20:21]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[2:3]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB4_5
	v_lshlrev_b32_e32 v4, 2, v2
	global_load_b32 v34, v4, s[20:21]
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[14:15], v[4:5]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_7
	v_lshlrev_b32_e32 v6, 2, v4
	global_load_b32 v35, v6, s[20:21]
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v6, 0xc00, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[14:15], v[6:7]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB4_9
	v_lshlrev_b32_e32 v8, 2, v6
	global_load_b32 v36, v8, s[20:21]
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v8, 0x1000, v0
	v_mov_b32_e32 v9, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[14:15], v[8:9]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB4_11
	v_lshlrev_b32_e32 v10, 2, v8
	global_load_b32 v37, v10, s[20:21]
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v10, 0x1400, v0
	v_mov_b32_e32 v11, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[10:11]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB4_13
	v_lshlrev_b32_e32 v12, 2, v10
	global_load_b32 v38, v12, s[20:21]
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v12, 0x1800, v0
	v_mov_b32_e32 v13, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[14:15], v[12:13]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB4_15
	v_lshlrev_b32_e32 v14, 2, v12
	global_load_b32 v39, v14, s[20:21]
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v14, 0x1c00, v0
	v_mov_b32_e32 v15, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[14:15], v[14:15]
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB4_17
	v_lshlrev_b32_e32 v1, 2, v14
	global_load_b32 v40, v1, s[20:21]
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[34:35], 0
	s_mov_b64 s[36:37], 0
	s_cbranch_scc1 .LBB4_138
	v_cvt_f32_u32_e32 v41, v0
	v_writelane_b32 v94, s20, 0
	v_cmp_gt_u64_e64 s41, s[14:15], 7
	v_mov_b32_e32 v1, 0
	s_mov_b32 s44, 0xd078c69f
	s_mov_b32 s96, 0x1d8e78af
	v_writelane_b32 v94, s21, 1
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v29, s0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v30, null, s17, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[50:51], null, 0xd2511f53, v29, 0
	v_clz_i32_u32_e32 v0, 0
	s_mov_b32 s17, 0
	s_mov_b32 s48, 0x96cb03de
	s_mov_b32 s50, 0x94229359
	s_mov_b32 s52, 0x55555593
	v_min_u32_e32 v0, 32, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v16, v51, v30
	s_mov_b32 s54, 0x35793c76
	s_mov_b32 s56, 0xfee00000
	s_mov_b32 s58, 0x54442d18
	v_lshlrev_b64 v[18:19], v0, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_xor_b32_e32 v16, s29, v16
	s_cselect_b32 s40, -1, 0
	s_add_u32 s1, s10, s12
	s_addc_u32 s10, s11, s13
	s_cmp_lg_u64 s[14:15], 0
	v_mad_u64_u32 v[51:52], null, 0xcd9e8d57, v16, 0
	v_add_co_u32 v3, vcc_lo, 0x400, v29
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s22, 0
	v_add_co_ci_u32_e64 v20, null, 0, v30, vcc_lo
	s_cselect_b32 s46, -1, 0
	s_add_u32 s11, s28, 0x9e3779b9
	v_add_co_u32 v16, s1, s1, v32
	v_xor_b32_e32 v42, s11, v52
	v_mad_u64_u32 v[52:53], null, 0xd2511f53, v3, 0
	v_min_u32_e32 v3, 1, v18
	v_add_co_ci_u32_e64 v17, null, s10, 0, s1
	v_sub_nc_u32_e32 v48, 32, v0
	s_add_u32 s10, s29, 0xbb67ae85
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v3, v19, v3
	v_xor_b32_e32 v18, v53, v20
	v_lshlrev_b64 v[19:20], v0, v[4:5]
	s_add_u32 s1, s28, 0x3c6ef372
	s_and_b32 s16, s14, 7
	v_cvt_f32_u32_e32 v3, v3
	v_xor_b32_e32 v5, s29, v18
	v_add_co_u32 v18, vcc_lo, 0x800, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v22, null, 0, v30, vcc_lo
	v_min_u32_e32 v21, 1, v19
	v_mad_u64_u32 v[54:55], null, 0xd2511f53, v18, 0
	v_add_co_u32 v18, vcc_lo, 0x1000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v19, null, 0, v17, vcc_lo
	v_mad_u64_u32 v[56:57], null, 0xcd9e8d57, v5, 0
	v_xor_b32_e32 v5, v55, v22
	v_add_co_u32 v22, vcc_lo, 0xc00, v29
	v_or_b32_e32 v23, v20, v21
	v_lshlrev_b64 v[20:21], v0, v[6:7]
	v_add_co_ci_u32_e64 v7, null, 0, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[58:59], null, 0xd2511f53, v22, 0
	v_xor_b32_e32 v22, s29, v5
	v_cvt_f32_u32_e32 v24, v23
	v_min_u32_e32 v20, 1, v20
	s_add_u32 s99, s29, 0x76cf5d0a
	s_add_u32 s100, s28, 0xdaa66d2b
	v_mad_u64_u32 v[60:61], null, 0xcd9e8d57, v22, 0
	v_xor_b32_e32 v26, v59, v7
	v_lshlrev_b64 v[22:23], v0, v[8:9]
	v_ldexp_f32 v7, v24, v48
	v_or_b32_e32 v25, v21, v20
	v_add_co_u32 v20, vcc_lo, 0x2000, v16
	v_xor_b32_e32 v24, s29, v26
	v_add_co_ci_u32_e64 v21, null, 0, v17, vcc_lo
	v_xor_b32_e32 v9, s11, v61
	v_min_u32_e32 v22, 1, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[61:62], null, 0xcd9e8d57, v24, 0
	v_add_co_u32 v24, vcc_lo, 0x1000, v29
	v_or_b32_e32 v26, v23, v22
	v_add_co_ci_u32_e64 v27, null, 0, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[63:64], null, 0xd2511f53, v24, 0
	v_add_co_u32 v22, vcc_lo, 0x3000, v16
	v_add_co_ci_u32_e64 v23, null, 0, v17, vcc_lo
	v_add_co_u32 v24, vcc_lo, 0x1400, v29
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v31, v64, v27
	v_add_co_ci_u32_e64 v45, null, 0, v30, vcc_lo
	v_mad_u64_u32 v[64:65], null, 0xd2511f53, v24, 0
	v_cvt_f32_u32_e32 v28, v26
	v_lshlrev_b64 v[26:27], v0, v[10:11]
	v_cvt_f32_u32_e32 v25, v25
	v_xor_b32_e32 v31, s29, v31
	v_add_co_u32 v24, vcc_lo, 0x4000, v16
	v_xor_b32_e32 v45, v65, v45
	v_min_u32_e32 v26, 1, v26
	v_ldexp_f32 v43, v25, v48
	v_add_co_ci_u32_e64 v25, null, 0, v17, vcc_lo
	v_mad_u64_u32 v[65:66], null, 0xcd9e8d57, v31, 0
	v_xor_b32_e32 v31, s29, v45
	v_add_co_u32 v45, vcc_lo, 0x1800, v29
	v_or_b32_e32 v26, v27, v26
	v_ldexp_f32 v11, v28, v48
	v_lshlrev_b64 v[27:28], v0, v[12:13]
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[67:68], null, 0xd2511f53, v45, 0
	v_add_co_ci_u32_e64 v46, null, 0, v30, vcc_lo
	v_cvt_f32_u32_e32 v45, v26
	v_add_co_u32 v26, vcc_lo, 0x1c00, v29
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v31, 0
	v_min_u32_e32 v31, 1, v27
	v_xor_b32_e32 v29, v68, v46
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v26, 0
	v_add_co_ci_u32_e64 v46, null, 0, v30, vcc_lo
	v_or_b32_e32 v28, v28, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v31, s29, v29
	v_lshlrev_b64 v[29:30], v0, v[14:15]
	v_add_co_u32 v26, vcc_lo, 0x5000, v16
	v_xor_b32_e32 v0, v72, v46
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v31, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_min_u32_e32 v31, 1, v29
	v_cvt_f32_u32_e32 v46, v28
	v_xor_b32_e32 v0, s29, v0
	v_add_co_ci_u32_e64 v27, null, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_or_b32_e32 v30, v30, v31
	v_add_co_u32 v28, vcc_lo, 0x6000, v16
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cvt_f32_u32_e32 v0, v30
	v_add_co_ci_u32_e64 v29, null, 0, v17, vcc_lo
	v_add_co_u32 v30, vcc_lo, 0x7000, v16
	s_add_u32 s101, s29, 0x32370b8f
	s_add_u32 s102, s28, 0x78dde6e4
	s_add_u32 s103, s29, 0xed9eba14
	s_add_u32 s104, s28, 0x1715609d
	s_add_u32 vcc_hi, s29, 0xa9066899
	s_add_u32 s18, s28, 0xb54cda56
	s_add_u32 s19, s29, 0x646e171e
	s_add_u32 s38, s28, 0x5384540f
	s_add_u32 s39, s29, 0x1fd5c5a3
	s_add_u32 s27, s29, 0xdb3d7428
	s_add_i32 s98, s28, 0x8ff34781
	v_ldexp_f32 v3, v3, v48
	v_xor_b32_e32 v5, s11, v57
	v_xor_b32_e32 v44, s11, v62
	v_xor_b32_e32 v13, s11, v66
	v_ldexp_f32 v45, v45, v48
	v_xor_b32_e32 v15, s11, v70
	v_ldexp_f32 v46, v46, v48
	v_xor_b32_e32 v47, s11, v73
	v_add_co_ci_u32_e64 v31, null, 0, v17, vcc_lo
	v_ldexp_f32 v48, v0, v48
	v_xor_b32_e32 v49, s11, v75
	s_and_b32 s22, s14, 0x3ff8
	v_xor_b32_e32 v50, s10, v50
	v_xor_b32_e32 v51, s1, v51
	v_xor_b32_e32 v52, s10, v52
	v_xor_b32_e32 v53, s1, v56
	v_xor_b32_e32 v54, s10, v54
	v_xor_b32_e32 v55, s1, v60
	v_xor_b32_e32 v56, s10, v58
	v_xor_b32_e32 v57, s1, v61
	v_xor_b32_e32 v58, s10, v63
	v_xor_b32_e32 v59, s1, v65
	v_xor_b32_e32 v60, s10, v64
	v_xor_b32_e32 v61, s1, v69
	v_xor_b32_e32 v62, s10, v67
	v_xor_b32_e32 v63, s1, v72
	v_xor_b32_e32 v64, s10, v71
	v_xor_b32_e32 v65, s1, v74
	s_cmp_lg_u64 s[16:17], 0
	s_mov_b32 s60, 0x6dc9c883
	s_mov_b32 s62, 0x54400000
	s_mov_b32 s64, 0x1a626331
	s_mov_b32 s66, 0x1a600000
	s_mov_b32 s68, 0x2e037073
	s_mov_b32 s70, 0x19cb1590
	s_mov_b32 s72, 0x16c15177
	s_mov_b32 s74, 0x5555554c
	s_mov_b32 s76, 0xbe8838d4
	s_mov_b32 s78, 0xbdb4b1c4
	s_mov_b32 s80, 0x809c52ad
	s_mov_b32 s82, 0x57b1fe7d
	s_mov_b32 s84, 0x19c161d5
	s_mov_b32 s86, 0x1110f8a6
	s_mov_b32 s88, 0x5acfd57c
	s_mov_b32 s90, 0x8a2b9ceb
	s_mov_b32 s92, 0x55555549
	s_mov_b32 s23, s17
	s_cselect_b32 s47, -1, 0
	s_mov_b32 s45, 0x3fc39a09
	s_mov_b32 s97, 0x3fcc71c5
	s_mov_b32 s49, 0x3fc74664
	s_mov_b32 s51, 0x3fd24924
	s_mov_b32 s53, 0x3fe55555
	s_mov_b32 s55, 0x3dea39ef
	s_mov_b32 s57, 0x3fe62e42
	s_mov_b32 s59, 0x401921fb
	s_mov_b32 s61, 0x3fe45f30
	s_mov_b32 s63, 0xbff921fb
	s_mov_b32 s65, 0x3dd0b461
	s_mov_b32 s67, 0xbdd0b461
	s_mov_b32 s69, 0x3ba3198a
	s_mov_b32 s71, 0x3efa01a0
	s_mov_b32 s73, 0xbf56c16c
	s_mov_b32 s75, 0x3fa55555
	s_mov_b32 s77, 0xbda8fae9
	s_mov_b32 s79, 0x3e21ee9e
	s_mov_b32 s81, 0xbe927e4f
	s_mov_b32 s83, 0x3ec71de3
	s_mov_b32 s85, 0xbf2a01a0
	s_mov_b32 s87, 0x3f811111
	s_mov_b32 s89, 0x3de5d93a
	s_mov_b32 s91, 0xbe5ae5e6
	s_mov_b32 s93, 0x3fc55555
	s_branch .LBB4_21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s10
	v_dual_mov_b32 v67, v33 :: v_dual_mov_b32 v68, v34
	v_dual_mov_b32 v69, v35 :: v_dual_mov_b32 v70, v36
	v_dual_mov_b32 v71, v37 :: v_dual_mov_b32 v72, v38
	v_dual_mov_b32 v73, v39 :: v_dual_mov_b32 v0, v40
.LBB4_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v40, v0 :: v_dual_mov_b32 v39, v73
	v_dual_mov_b32 v38, v72 :: v_dual_mov_b32 v37, v71
	v_dual_mov_b32 v36, v70 :: v_dual_mov_b32 v35, v69
	v_dual_mov_b32 v34, v68 :: v_dual_mov_b32 v33, v67
	s_add_u32 s36, s36, 1
	s_addc_u32 s37, s37, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[36:37], s[34:35]
	s_cbranch_scc1 .LBB4_137
.LBB4_21:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB4_36
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB4_37
.LBB4_23:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_38
.LBB4_24:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_39
.LBB4_25:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_40
.LBB4_26:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_41
.LBB4_27:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_42
.LBB4_28:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_30
.LBB4_29:
	s_waitcnt vmcnt(0)
	ds_store_b32 v32, v40 offset:28672
.LBB4_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB4_47
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB4_46
	s_and_not1_b32 vcc_lo, exec_lo, s41
	s_cbranch_vccnz .LBB4_43
	s_mov_b64 s[12:13], 0
	s_mov_b32 s11, 0
.LBB4_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v70, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[66:67], v70 offset1:1
	ds_load_2addr_b32 v[68:69], v70 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s1, v66, v66
	v_cmp_gt_f32_e64 s10, v66, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v66, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v67, v67
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v67, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v68, v68
	ds_load_2addr_b32 v[66:67], v70 offset0:4 offset1:5
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v68, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v69, v69
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v69, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v69, vcc_lo
	ds_load_2addr_b32 v[68:69], v70 offset0:6 offset1:7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e32 vcc_lo, v66, v66
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v66, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v66, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v67, v67
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v67, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v68, v68
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v68, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v69, v69
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v69, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s1
	s_add_u32 s12, s12, 8
	v_cndmask_b32_e32 v0, v0, v69, vcc_lo
	s_addc_u32 s13, s13, 0
	s_add_i32 s11, s11, 32
	s_cmp_lg_u64 s[22:23], s[12:13]
	s_cbranch_scc1 .LBB4_34
	s_mov_b64 s[10:11], s[22:23]
	s_mov_b32 s1, s47
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_44
	s_branch .LBB4_46
.LBB4_36:
	s_waitcnt vmcnt(0)
	ds_store_b32 v32, v33
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_23
.LBB4_37:
	s_waitcnt vmcnt(0)
	ds_store_b32 v32, v34 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_24
.LBB4_38:
	s_waitcnt vmcnt(0)
	ds_store_b32 v32, v35 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_25
.LBB4_39:
	s_waitcnt vmcnt(0)
	ds_store_b32 v32, v36 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_26
.LBB4_40:
	s_waitcnt vmcnt(0)
	ds_store_b32 v32, v37 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_27
.LBB4_41:
	s_waitcnt vmcnt(0)
	ds_store_b32 v32, v38 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_28
.LBB4_42:
	s_waitcnt vmcnt(0)
	ds_store_b32 v32, v39 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_29
	s_branch .LBB4_30
.LBB4_43:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB4_46
.LBB4_44:
	s_lshl_b32 s11, s10, 2
	s_mov_b64 s[12:13], s[16:17]
.LBB4_45:
	v_mov_b32_e32 v66, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s11, s11, 4
	ds_load_b32 v66, v66
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v66, v66
	v_cmp_gt_f32_e64 s10, v66, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s1
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v0, v0, v66, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB4_45
.LBB4_46:
	ds_store_b32 v1, v0 offset:32768
.LBB4_47:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB4_62
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB4_63
.LBB4_49:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_64
.LBB4_50:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_65
.LBB4_51:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_66
.LBB4_52:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_67
.LBB4_53:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_68
.LBB4_54:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
.LBB4_55:
	ds_store_b32 v32, v40 offset:28672
.LBB4_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s29, s0
	s_cbranch_execz .LBB4_75
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB4_69
	s_and_not1_b32 vcc_lo, exec_lo, s41
	s_cbranch_vccnz .LBB4_70
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b32 s45, s41
	s_mov_b32 s44, s40
	s_mov_b64 s[42:43], s[16:17]
	s_mov_b64 s[40:41], s[34:35]
	s_mov_b64 s[10:11], 0
	s_mov_b32 s34, 0
	s_mov_b64 s[94:95], 0
.LBB4_60:
	v_mov_b32_e32 v72, s34
	s_mov_b64 s[96:97], s[10:11]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[66:67], v72 offset1:1
	ds_load_2addr_b32 v[68:69], v72 offset0:2 offset1:3
	ds_load_2addr_b32 v[70:71], v72 offset0:4 offset1:5
	ds_load_2addr_b32 v[72:73], v72 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v66, v66
	v_cmp_gt_f32_e64 s1, v66, v0
	v_cmp_u_f32_e64 s11, v67, v67
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v68, v68
	v_cmp_u_f32_e64 s13, v69, v69
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v70, v70
	s_or_b32 vcc_lo, s1, s10
	v_cmp_u_f32_e64 s15, v71, v71
	v_cndmask_b32_e32 v0, v0, v66, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s10, s96, s94
	s_cselect_b32 s35, s97, s95
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s16, v72, v72
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v67, v0
	v_cmp_u_f32_e64 s17, v73, v73
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s11
	s_add_u32 s1, s96, 1
	v_cndmask_b32_e32 v0, v0, v67, vcc_lo
	s_addc_u32 s11, s97, 0
	s_and_b32 s94, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s11, s35
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v68, v0
	s_and_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s96, 2
	v_cndmask_b32_e32 v0, v0, v68, vcc_lo
	s_addc_u32 s12, s97, 0
	s_and_b32 s35, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v69, v0
	s_and_b32 s12, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s96, 3
	v_cndmask_b32_e32 v0, v0, v69, vcc_lo
	s_addc_u32 s12, s97, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v70, v0
	s_and_b32 s12, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s96, 4
	v_cndmask_b32_e32 v0, v0, v70, vcc_lo
	s_addc_u32 s12, s97, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v71, v0
	s_and_b32 s12, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s96, 5
	v_cndmask_b32_e32 v0, v0, v71, vcc_lo
	s_addc_u32 s12, s97, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v72, v0
	s_and_b32 s12, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s96, 6
	v_cndmask_b32_e32 v0, v0, v72, vcc_lo
	s_addc_u32 s12, s97, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v73, v0
	s_and_b32 s12, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s96, 7
	s_addc_u32 s12, s97, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s95, s12, s11
	s_cselect_b32 s94, s1, s10
	s_add_i32 s34, s34, 32
	v_cndmask_b32_e32 v0, v0, v73, vcc_lo
	s_add_u32 s10, s96, 8
	s_addc_u32 s11, s97, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], s[22:23]
	s_cbranch_scc1 .LBB4_60
	s_add_u32 s12, s96, 8
	s_addc_u32 s13, s97, 0
	s_mov_b64 s[34:35], s[40:41]
	s_mov_b32 s40, s44
	s_mov_b32 s41, s45
	s_mov_b32 s44, 0xd078c69f
	s_mov_b32 s96, 0x1d8e78af
	s_mov_b32 s1, s47
	s_mov_b64 s[16:17], s[42:43]
	s_mov_b32 s45, 0x3fc39a09
	s_mov_b32 s97, 0x3fcc71c5
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_71
	s_branch .LBB4_73
.LBB4_62:
	ds_store_b32 v32, v33
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_49
.LBB4_63:
	ds_store_b32 v32, v34 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_50
.LBB4_64:
	ds_store_b32 v32, v35 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_51
.LBB4_65:
	ds_store_b32 v32, v36 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_52
.LBB4_66:
	ds_store_b32 v32, v37 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_53
.LBB4_67:
	ds_store_b32 v32, v38 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_54
.LBB4_68:
	ds_store_b32 v32, v39 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_55
	s_branch .LBB4_56
.LBB4_69:
	v_mov_b32_e32 v0, 0
	s_branch .LBB4_74
.LBB4_70:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[94:95], 0
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB4_73
.LBB4_71:
	s_lshl_b32 s11, s12, 2
	s_mov_b64 s[14:15], s[16:17]
	.p2align	6
.LBB4_72:
	v_mov_b32_e32 v66, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v66, v66
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v66, v66
	v_cmp_gt_f32_e64 s10, v66, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s95, s13, s95
	s_cselect_b32 s94, s12, s94
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_add_i32 s11, s11, 4
	v_cndmask_b32_e32 v0, v0, v66, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB4_72
.LBB4_73:
	s_clz_i32_u32 s1, s95
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[10:11], s[94:95], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s10, s10, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	s_cvt_f32_u32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s10, s1
.LBB4_74:
	ds_store_b32 v1, v0 offset:32776
.LBB4_75:
	s_or_b32 exec_lo, exec_lo, s29
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execnz .LBB4_90
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execnz .LBB4_91
.LBB4_77:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execnz .LBB4_92
.LBB4_78:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB4_93
.LBB4_79:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB4_94
.LBB4_80:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB4_95
.LBB4_81:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB4_96
.LBB4_82:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB4_84
.LBB4_83:
	ds_load_b32 v0, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v40, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v66, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v66
	v_cndmask_b32_e32 v66, 0x42b20000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_add_f32_e32 v67, 0x4b400000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0xcb400000, v67
	v_mul_f32_e32 v69, 0xbf317200, v68
	v_mul_f32_e32 v68, 0x35bfbe8e, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v69
	v_sub_f32_e32 v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v71, 0x3331bb4c, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xb5ddea0e, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x388ab355, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xbb360b61, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x3e2aaaab, v71
	v_mul_f32_e32 v70, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v70, v69, v70
	v_mul_f32_e32 v69, v69, v70
	v_sub_f32_e32 v70, 2.0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v74, vcc_lo, v69, v70, v69
	v_rcp_f32_e32 v72, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v74, v72
	v_fma_f32 v75, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v71, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v71, v72, v73
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v69, v71, v70, v69
	v_add_nc_u32_e32 v70, 0xb4c00100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v69
	v_lshrrev_b32_e32 v69, 1, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v68
	v_sub_nc_u32_e32 v67, v67, v69
	v_lshl_add_u32 v68, v69, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, 1.0, v66
	v_lshl_add_u32 v67, v67, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v66, v68
	v_mul_f32_e32 v66, v66, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v66, vcc_lo
	ds_store_b32 v32, v0 offset:28672
.LBB4_84:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB4_101
	v_mov_b32_e32 v0, 0
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB4_100
	s_and_not1_b32 vcc_lo, exec_lo, s41
	s_cbranch_vccnz .LBB4_97
	s_mov_b64 s[10:11], 0
	s_mov_b32 s12, 0
	.p2align	6
.LBB4_88:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v72, s12
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[22:23], s[10:11]
	ds_load_2addr_b32 v[66:67], v72 offset1:1
	ds_load_2addr_b32 v[68:69], v72 offset0:2 offset1:3
	ds_load_2addr_b32 v[70:71], v72 offset0:4 offset1:5
	ds_load_2addr_b32 v[72:73], v72 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v67
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v69
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v71
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v72
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v73
	s_cbranch_scc1 .LBB4_88
	s_mov_b64 s[10:11], s[22:23]
	s_mov_b32 s12, s47
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB4_98
	s_branch .LBB4_100
.LBB4_90:
	ds_load_b32 v0, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v33, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v66, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v66
	v_cndmask_b32_e32 v66, 0x42b20000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_add_f32_e32 v67, 0x4b400000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0xcb400000, v67
	v_mul_f32_e32 v69, 0xbf317200, v68
	v_mul_f32_e32 v68, 0x35bfbe8e, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v69
	v_sub_f32_e32 v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v71, 0x3331bb4c, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xb5ddea0e, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x388ab355, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xbb360b61, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x3e2aaaab, v71
	v_mul_f32_e32 v70, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v70, v69, v70
	v_mul_f32_e32 v69, v69, v70
	v_sub_f32_e32 v70, 2.0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v74, vcc_lo, v69, v70, v69
	v_rcp_f32_e32 v72, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v74, v72
	v_fma_f32 v75, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v71, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v71, v72, v73
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v69, v71, v70, v69
	v_add_nc_u32_e32 v70, 0xb4c00100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v69
	v_lshrrev_b32_e32 v69, 1, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v68
	v_sub_nc_u32_e32 v67, v67, v69
	v_lshl_add_u32 v68, v69, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, 1.0, v66
	v_lshl_add_u32 v67, v67, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v66, v68
	v_mul_f32_e32 v66, v66, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v66, vcc_lo
	ds_store_b32 v32, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_77
.LBB4_91:
	ds_load_b32 v0, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v34, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v66, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v66
	v_cndmask_b32_e32 v66, 0x42b20000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_add_f32_e32 v67, 0x4b400000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0xcb400000, v67
	v_mul_f32_e32 v69, 0xbf317200, v68
	v_mul_f32_e32 v68, 0x35bfbe8e, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v69
	v_sub_f32_e32 v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v71, 0x3331bb4c, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xb5ddea0e, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x388ab355, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xbb360b61, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x3e2aaaab, v71
	v_mul_f32_e32 v70, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v70, v69, v70
	v_mul_f32_e32 v69, v69, v70
	v_sub_f32_e32 v70, 2.0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v74, vcc_lo, v69, v70, v69
	v_rcp_f32_e32 v72, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v74, v72
	v_fma_f32 v75, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v71, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v71, v72, v73
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v69, v71, v70, v69
	v_add_nc_u32_e32 v70, 0xb4c00100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v69
	v_lshrrev_b32_e32 v69, 1, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v68
	v_sub_nc_u32_e32 v67, v67, v69
	v_lshl_add_u32 v68, v69, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, 1.0, v66
	v_lshl_add_u32 v67, v67, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v66, v68
	v_mul_f32_e32 v66, v66, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v66, vcc_lo
	ds_store_b32 v32, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_78
.LBB4_92:
	ds_load_b32 v0, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v35, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v66, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v66
	v_cndmask_b32_e32 v66, 0x42b20000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_add_f32_e32 v67, 0x4b400000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0xcb400000, v67
	v_mul_f32_e32 v69, 0xbf317200, v68
	v_mul_f32_e32 v68, 0x35bfbe8e, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v69
	v_sub_f32_e32 v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v71, 0x3331bb4c, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xb5ddea0e, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x388ab355, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xbb360b61, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x3e2aaaab, v71
	v_mul_f32_e32 v70, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v70, v69, v70
	v_mul_f32_e32 v69, v69, v70
	v_sub_f32_e32 v70, 2.0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v74, vcc_lo, v69, v70, v69
	v_rcp_f32_e32 v72, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v74, v72
	v_fma_f32 v75, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v71, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v71, v72, v73
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v69, v71, v70, v69
	v_add_nc_u32_e32 v70, 0xb4c00100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v69
	v_lshrrev_b32_e32 v69, 1, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v68
	v_sub_nc_u32_e32 v67, v67, v69
	v_lshl_add_u32 v68, v69, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, 1.0, v66
	v_lshl_add_u32 v67, v67, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v66, v68
	v_mul_f32_e32 v66, v66, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v66, vcc_lo
	ds_store_b32 v32, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_79
.LBB4_93:
	ds_load_b32 v0, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v36, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v66, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v66
	v_cndmask_b32_e32 v66, 0x42b20000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_add_f32_e32 v67, 0x4b400000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0xcb400000, v67
	v_mul_f32_e32 v69, 0xbf317200, v68
	v_mul_f32_e32 v68, 0x35bfbe8e, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v69
	v_sub_f32_e32 v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v71, 0x3331bb4c, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xb5ddea0e, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x388ab355, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xbb360b61, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x3e2aaaab, v71
	v_mul_f32_e32 v70, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v70, v69, v70
	v_mul_f32_e32 v69, v69, v70
	v_sub_f32_e32 v70, 2.0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v74, vcc_lo, v69, v70, v69
	v_rcp_f32_e32 v72, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v74, v72
	v_fma_f32 v75, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v71, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v71, v72, v73
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v69, v71, v70, v69
	v_add_nc_u32_e32 v70, 0xb4c00100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v69
	v_lshrrev_b32_e32 v69, 1, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v68
	v_sub_nc_u32_e32 v67, v67, v69
	v_lshl_add_u32 v68, v69, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, 1.0, v66
	v_lshl_add_u32 v67, v67, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v66, v68
	v_mul_f32_e32 v66, v66, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v66, vcc_lo
	ds_store_b32 v32, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_80
.LBB4_94:
	ds_load_b32 v0, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v37, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v66, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v66
	v_cndmask_b32_e32 v66, 0x42b20000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_add_f32_e32 v67, 0x4b400000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0xcb400000, v67
	v_mul_f32_e32 v69, 0xbf317200, v68
	v_mul_f32_e32 v68, 0x35bfbe8e, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v69
	v_sub_f32_e32 v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v71, 0x3331bb4c, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xb5ddea0e, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x388ab355, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xbb360b61, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x3e2aaaab, v71
	v_mul_f32_e32 v70, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v70, v69, v70
	v_mul_f32_e32 v69, v69, v70
	v_sub_f32_e32 v70, 2.0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v74, vcc_lo, v69, v70, v69
	v_rcp_f32_e32 v72, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v74, v72
	v_fma_f32 v75, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v71, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v71, v72, v73
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v69, v71, v70, v69
	v_add_nc_u32_e32 v70, 0xb4c00100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v69
	v_lshrrev_b32_e32 v69, 1, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v68
	v_sub_nc_u32_e32 v67, v67, v69
	v_lshl_add_u32 v68, v69, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, 1.0, v66
	v_lshl_add_u32 v67, v67, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v66, v68
	v_mul_f32_e32 v66, v66, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v66, vcc_lo
	ds_store_b32 v32, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_81
.LBB4_95:
	ds_load_b32 v0, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v38, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v66, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v66
	v_cndmask_b32_e32 v66, 0x42b20000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_add_f32_e32 v67, 0x4b400000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0xcb400000, v67
	v_mul_f32_e32 v69, 0xbf317200, v68
	v_mul_f32_e32 v68, 0x35bfbe8e, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v69
	v_sub_f32_e32 v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v71, 0x3331bb4c, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xb5ddea0e, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x388ab355, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xbb360b61, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x3e2aaaab, v71
	v_mul_f32_e32 v70, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v70, v69, v70
	v_mul_f32_e32 v69, v69, v70
	v_sub_f32_e32 v70, 2.0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v74, vcc_lo, v69, v70, v69
	v_rcp_f32_e32 v72, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v74, v72
	v_fma_f32 v75, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v71, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v71, v72, v73
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v69, v71, v70, v69
	v_add_nc_u32_e32 v70, 0xb4c00100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v69
	v_lshrrev_b32_e32 v69, 1, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v68
	v_sub_nc_u32_e32 v67, v67, v69
	v_lshl_add_u32 v68, v69, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, 1.0, v66
	v_lshl_add_u32 v67, v67, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v66, v68
	v_mul_f32_e32 v66, v66, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v66, vcc_lo
	ds_store_b32 v32, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_82
.LBB4_96:
	ds_load_b32 v0, v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v39, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v66, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v66
	v_cndmask_b32_e32 v66, 0x42b20000, v66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v67, 0x3fb8aa3b, v66
	v_add_f32_e32 v67, 0x4b400000, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v68, 0xcb400000, v67
	v_mul_f32_e32 v69, 0xbf317200, v68
	v_mul_f32_e32 v68, 0x35bfbe8e, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v66, v66, v69
	v_sub_f32_e32 v69, v66, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v69, v69
	v_mul_f32_e32 v71, 0x3331bb4c, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xb5ddea0e, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x388ab355, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xbb360b61, v71
	v_mul_f32_e32 v71, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x3e2aaaab, v71
	v_mul_f32_e32 v70, v70, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v70, v69, v70
	v_mul_f32_e32 v69, v69, v70
	v_sub_f32_e32 v70, 2.0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v71, null, v70, v70, v69
	v_div_scale_f32 v74, vcc_lo, v69, v70, v69
	v_rcp_f32_e32 v72, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, -v71, v72, 1.0
	v_fmac_f32_e32 v72, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v74, v72
	v_fma_f32 v75, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v75, v72
	v_fma_f32 v71, -v71, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v71, v72, v73
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v69, v71, v70, v69
	v_add_nc_u32_e32 v70, 0xb4c00100, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v68, v68, v69
	v_lshrrev_b32_e32 v69, 1, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v66, v66, v68
	v_sub_nc_u32_e32 v67, v67, v69
	v_lshl_add_u32 v68, v69, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v66, 1.0, v66
	v_lshl_add_u32 v67, v67, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v66, v66, v68
	v_mul_f32_e32 v66, v66, v67
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v66, vcc_lo
	ds_store_b32 v32, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_83
	s_branch .LBB4_84
.LBB4_97:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB4_100
.LBB4_98:
	s_lshl_b32 s12, s10, 2
	s_mov_b64 s[10:11], s[16:17]
.LBB4_99:
	v_mov_b32_e32 v66, s12
	s_add_i32 s12, s12, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v66, v66
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v66
	s_cbranch_scc1 .LBB4_99
.LBB4_100:
	ds_store_b32 v1, v0 offset:32772
.LBB4_101:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s46
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_114
	s_mul_f32 s10, s26, s24
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s10, 0
	s_mul_f32 s1, s10, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s11, s36, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s10, v0, s1
	v_sqrt_f32_e32 v66, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v67, -1, v66
	v_add_nc_u32_e32 v68, 1, v66
	v_xor_b32_e32 v69, 0x80000000, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v70, 0x80000000, v68
	v_fma_f32 v69, v69, v66, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v70, v70, v66, v0
	v_cmp_ge_f32_e64 s10, 0, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v66, v66, v67, s10
	v_cmp_lt_f32_e64 s10, 0, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v66, v66, v68, s10
	v_mul_f32_e32 v67, 0x37800000, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v66, v66, v67, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_mov_b32_e32 v67, v33
	v_cndmask_b32_e64 v0, v66, v0, s1
	s_addc_u32 s1, s37, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s10, s1, 0xcd9e8d57
	s_mul_hi_u32 s12, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v66, v0, s21, s40
	s_and_saveexec_b32 s13, s2
	s_cbranch_execnz .LBB4_123
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v68, v34
	s_and_saveexec_b32 s13, s3
	s_cbranch_execnz .LBB4_124
.LBB4_105:
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v69, v35
	s_and_saveexec_b32 s13, s4
	s_cbranch_execnz .LBB4_125
.LBB4_106:
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v70, v36
	s_and_saveexec_b32 s13, s5
	s_cbranch_execnz .LBB4_126
.LBB4_107:
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v71, v37
	s_and_saveexec_b32 s13, s6
	s_cbranch_execnz .LBB4_127
.LBB4_108:
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v72, v38
	s_and_saveexec_b32 s13, s7
	s_cbranch_execnz .LBB4_128
.LBB4_109:
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v73, v39
	s_and_saveexec_b32 s13, s8
	s_cbranch_execz .LBB4_111
.LBB4_110:
	global_load_b32 v73, v[28:29], off
	v_add_f32_e32 v0, v39, v39
	s_xor_b32 s1, s28, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s11
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_mul_i32 s14, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v0, v73
	ds_load_b96 v[73:75], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v76, null, v74, v74, 1.0
	v_sub_f32_e32 v73, v39, v73
	v_xor_b32_e32 v77, 0x80000000, v76
	v_rcp_f32_e32 v76, v76
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v78, v77, v76, 1.0
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, vcc_lo, 1.0, v74, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, v78, v76
	v_fma_f32 v80, v77, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v80, v76
	v_fmac_f32_e32 v78, v77, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v76, v78, v76, v79
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v73
	v_div_fixup_f32 v74, v76, v74, 1.0
	v_cndmask_b32_e32 v76, 0xc2d00000, v73, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v76
	v_cndmask_b32_e32 v76, 0x42b20000, v76, vcc_lo
	v_mul_f32_e32 v77, 0x3fb8aa3b, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v77, 0x4b400000, v77
	v_add_f32_e32 v78, 0xcb400000, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, 0xbf317200, v78
	v_mul_f32_e32 v78, 0x35bfbe8e, v78
	v_add_f32_e32 v76, v76, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v79, v76, v78
	v_mul_f32_e32 v80, v79, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, 0x3331bb4c, v80
	v_add_f32_e32 v81, 0xb5ddea0e, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v81
	v_add_f32_e32 v81, 0x388ab355, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v81
	v_add_f32_e32 v81, 0xbb360b61, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v80, v81
	v_add_f32_e32 v81, 0x3e2aaaab, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, v80, v81
	v_sub_f32_e32 v80, v79, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, v79, v80
	v_sub_f32_e32 v80, 2.0, v80
	v_div_scale_f32 v81, null, v80, v80, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v82, v81
	v_fma_f32 v83, -v81, v82, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v82, v83, v82
	v_div_scale_f32 v83, vcc_lo, v79, v80, v79
	v_mul_f32_e32 v84, v83, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v85, -v81, v84, v83
	v_fmac_f32_e32 v84, v85, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v81, v84, v83
	v_div_fmas_f32 v81, v81, v82, v84
	v_cmp_o_f32_e32 vcc_lo, v73, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v79, v81, v80, v79
	v_sub_f32_e32 v78, v78, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v76, v76, v78
	v_add_nc_u32_e32 v78, 0xb4c00100, v77
	v_add_f32_e32 v76, 1.0, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v78, 1, v78
	v_sub_nc_u32_e32 v77, v77, v78
	v_lshl_add_u32 v78, v78, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v77, v77, 23, 0x7f800000
	v_mul_f32_e32 v76, v76, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, v76, v77
	v_cndmask_b32_e32 v73, 0x7fc00000, v76, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v75, v46
	v_xor_b32_e32 v76, s1, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v73, v74, v73
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v76, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v73
	v_cndmask_b32_e64 v73, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v73, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v73, v39, v0
	v_xor_b32_e32 v0, s10, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v77, v63
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v75, s14, s99, v75
	s_mov_b32 s14, 0x9997fa04
	s_mov_b32 s15, 0x3fd99999
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v75, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v80, s100, v76
	v_xor3_b32 v76, s101, v78, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v76, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v77, v75, s103, v77
	v_xor3_b32 v0, s102, v81, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v77, 0
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v78, s104, v80
	v_xor3_b32 v74, vcc_hi, v76, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v74, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v76, v79, s19, v75
	v_xor3_b32 v0, s18, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v75, s39, v75, v78
	v_xor3_b32 v0, v0, s38, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v76, 0xcd9e8d57, v75
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s27, v74
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v76, v75, s98
	v_cvt_f64_u32_e32 v[77:78], v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[75:76], v0
	v_add_f64 v[77:78], v[77:78], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], 0.5
	v_ldexp_f64 v[77:78], v[77:78], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[75:76], v[75:76], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v74, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v91, s1, 0xfffffc01, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v76, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v92, null, 0, -1, s1
	v_add_f64 v[74:75], v[75:76], -1.0
	v_mul_f64 v[76:77], v[77:78], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[74:75], 2.0
	v_mul_f64 v[79:80], v[74:75], 0.5
	v_div_scale_f64 v[83:84], null, v[81:82], v[81:82], v[74:75]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[74:75], v[79:80]
	v_rcp_f64_e32 v[85:86], v[83:84]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	v_div_scale_f64 v[87:88], vcc_lo, v[74:75], v[81:82], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[87:88], v[85:86]
	v_fma_f64 v[83:84], -v[83:84], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[83:84], v[83:84], v[85:86], v[89:90]
	v_div_fixup_f64 v[81:82], v[83:84], v[81:82], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], v[81:82]
	v_mul_f64 v[85:86], v[83:84], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[85:86], s[44:45]
	v_add_f64 v[87:88], v[87:88], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	v_add_f64 v[87:88], v[87:88], s[14:15]
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[89:90], v[85:86], s[14:15]
	v_mul_f64 v[87:88], v[85:86], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[48:49]
	v_mul_f64 v[89:90], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], s[50:51]
	v_mul_f64 v[85:86], v[85:86], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[52:53]
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
	v_mul_f64 v[83:84], v[85:86], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_add_f64 v[79:80], v[81:82], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], v[79:80]
	v_mul_f64 v[79:80], v[85:86], s[56:57]
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
	v_mul_f64 v[78:79], v[76:77], s[60:61]
	v_cndmask_b32_e32 v75, v80, v75, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], 0x43380000, v[78:79]
	v_add_f64 v[79:80], 0xc3380000, v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[81:82], v[79:80], s[62:63]
	v_mul_f64 v[85:86], v[79:80], s[66:67]
	v_mul_f64 v[83:84], v[79:80], s[64:65]
	v_mul_f64 v[79:80], v[79:80], s[68:69]
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
	v_and_b32_e32 v0, 1, v78
	v_dual_cndmask_b32 v77, v82, v88 :: v_dual_and_b32 v78, 2, v78
	v_cndmask_b32_e32 v76, v81, v87, vcc_lo
	v_dual_cndmask_b32 v80, v84, v80 :: v_dual_cndmask_b32 v79, v83, v79
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_add_f64 v[81:82], v[76:77], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[76:77], -v[81:82]
	v_add_f64 v[76:77], v[76:77], -v[79:80]
	v_mul_f64 v[79:80], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[85:86], v[79:80], s[70:71]
	v_mul_f64 v[87:88], v[79:80], s[76:77]
	v_mul_f64 v[83:84], v[79:80], v[79:80]
	v_add_f64 v[85:86], v[85:86], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[87:88], v[87:88], s[78:79]
	v_mul_f64 v[89:90], v[83:84], v[83:84]
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[85:86], v[79:80], v[85:86]
	v_mul_f64 v[87:88], v[79:80], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[74:75]
	v_add_f64 v[87:88], v[87:88], s[80:81]
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
	v_mul_f64 v[87:88], v[79:80], s[82:83]
	v_add_f64 v[85:86], v[89:90], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], s[84:85]
	v_mul_f64 v[89:90], v[79:80], s[88:89]
	v_mul_f64 v[87:88], v[79:80], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[89:90], s[90:91]
	v_add_f64 v[87:88], v[87:88], s[86:87]
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
	v_mul_f64 v[79:80], v[87:88], s[92:93]
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
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v73, v0, v73
.LBB4_111:
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v0, v40
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s13, exec_lo, s1
	s_cbranch_execz .LBB4_113
	global_load_b32 v74, v[30:31], off
	v_add_f32_e32 v0, v40, v40
	s_xor_b32 s1, s28, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s11
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_mul_i32 s11, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v0, v74
	ds_load_b96 v[74:76], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v77, null, v75, v75, 1.0
	v_sub_f32_e32 v74, v40, v74
	v_xor_b32_e32 v78, 0x80000000, v77
	v_rcp_f32_e32 v77, v77
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v78, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	v_div_scale_f32 v79, vcc_lo, 1.0, v75, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, v79, v77
	v_fma_f32 v81, v78, v80, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v80, v81, v77
	v_fmac_f32_e32 v79, v78, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v77, v79, v77, v80
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v74
	v_div_fixup_f32 v75, v77, v75, 1.0
	v_cndmask_b32_e32 v77, 0xc2d00000, v74, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v77
	v_cndmask_b32_e32 v77, 0x42b20000, v77, vcc_lo
	v_mul_f32_e32 v78, 0x3fb8aa3b, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v78, 0x4b400000, v78
	v_add_f32_e32 v79, 0xcb400000, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v80, 0xbf317200, v79
	v_mul_f32_e32 v79, 0x35bfbe8e, v79
	v_add_f32_e32 v77, v77, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v80, v77, v79
	v_mul_f32_e32 v81, v80, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3331bb4c, v81
	v_add_f32_e32 v82, 0xb5ddea0e, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v81, v82
	v_add_f32_e32 v82, 0x388ab355, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v81, v82
	v_add_f32_e32 v82, 0xbb360b61, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v81, v82
	v_add_f32_e32 v82, 0x3e2aaaab, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v81, v82
	v_sub_f32_e32 v81, v80, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, v80, v81
	v_sub_f32_e32 v81, 2.0, v81
	v_div_scale_f32 v82, null, v81, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v83, v82
	v_fma_f32 v84, -v82, v83, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v83, v84, v83
	v_div_scale_f32 v84, vcc_lo, v80, v81, v80
	v_mul_f32_e32 v85, v84, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v86, -v82, v85, v84
	v_fmac_f32_e32 v85, v86, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v82, -v82, v85, v84
	v_div_fmas_f32 v82, v82, v83, v85
	v_cmp_o_f32_e32 vcc_lo, v74, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v80, v82, v81, v80
	v_sub_f32_e32 v79, v79, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v77, v77, v79
	v_add_nc_u32_e32 v79, 0xb4c00100, v78
	v_add_f32_e32 v77, 1.0, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v79, 1, v79
	v_sub_nc_u32_e32 v78, v78, v79
	v_lshl_add_u32 v79, v79, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v78, v78, 23, 0x7f800000
	v_mul_f32_e32 v77, v77, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, v77, v78
	v_cndmask_b32_e32 v74, 0x7fc00000, v77, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v76, v48
	v_xor_b32_e32 v77, s1, v64
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v74, v75, v74
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v77, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v74
	v_cndmask_b32_e64 v74, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v74, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v74, v40, v0
	v_xor_b32_e32 v0, s10, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v78, v65
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v76, s11, s99, v76
	s_mov_b32 s10, 0x9997fa04
	s_mov_b32 s11, 0x3fd99999
	v_mad_u64_u32 v[80:81], null, 0xcd9e8d57, v76, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v81, s100, v77
	v_xor3_b32 v77, s101, v79, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v77, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v78, v76, s103, v78
	v_xor3_b32 v0, s102, v82, v80
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v78, 0
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v79, s104, v81
	v_xor3_b32 v75, vcc_hi, v77, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[79:80], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v75, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v77, v80, s19, v76
	v_xor3_b32 v0, s18, v82, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v76, s39, v76, v79
	v_xor3_b32 v0, v0, s38, v81
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v77, 0xcd9e8d57, v76
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s27, v75
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v77, v76, s98
	v_cvt_f64_u32_e32 v[78:79], v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[76:77], v0
	v_add_f64 v[78:79], v[78:79], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[76:77], v[76:77], 0.5
	v_ldexp_f64 v[78:79], v[78:79], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[76:77], v[76:77], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v75, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v92, s1, 0xfffffc01, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v77, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v93, null, 0, -1, s1
	v_add_f64 v[75:76], v[76:77], -1.0
	v_mul_f64 v[77:78], v[78:79], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[75:76], 2.0
	v_mul_f64 v[80:81], v[75:76], 0.5
	v_div_scale_f64 v[84:85], null, v[82:83], v[82:83], v[75:76]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[75:76], v[80:81]
	v_rcp_f64_e32 v[86:87], v[84:85]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[88:89], -v[84:85], v[86:87], 1.0
	v_fma_f64 v[86:87], v[86:87], v[88:89], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[88:89], -v[84:85], v[86:87], 1.0
	v_fma_f64 v[86:87], v[86:87], v[88:89], v[86:87]
	v_div_scale_f64 v[88:89], vcc_lo, v[75:76], v[82:83], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[88:89], v[86:87]
	v_fma_f64 v[84:85], -v[84:85], v[90:91], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[84:85], v[84:85], v[86:87], v[90:91]
	v_div_fixup_f64 v[82:83], v[84:85], v[82:83], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[82:83], v[82:83]
	v_mul_f64 v[86:87], v[84:85], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[86:87], s[44:45]
	v_add_f64 v[88:89], v[88:89], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[86:87], v[88:89]
	v_add_f64 v[88:89], v[88:89], s[10:11]
	s_mov_b32 s10, 0xdf3e5244
	s_mov_b32 s11, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[90:91], v[86:87], s[10:11]
	v_mul_f64 v[88:89], v[86:87], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[48:49]
	v_mul_f64 v[90:91], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], s[50:51]
	v_mul_f64 v[86:87], v[86:87], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[52:53]
	v_mul_f64 v[84:85], v[84:85], v[86:87]
	v_cvt_f64_i32_e32 v[86:87], v93
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[88:89], v[84:85]
	v_ldexp_f64 v[86:87], v[86:87], 32
	v_cvt_f64_u32_e32 v[88:89], v92
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[80:81], v[84:85]
	v_add_f64 v[86:87], v[86:87], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[82:83], v[84:85]
	v_mul_f64 v[84:85], v[86:87], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[84:85], v[82:83]
	v_add_f64 v[80:81], v[82:83], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], v[80:81]
	v_mul_f64 v[80:81], v[86:87], s[56:57]
	v_add_f64 v[75:76], v[80:81], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[75:76]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[75:76], v[75:76], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[80:81], v[75:76]
	v_cmp_class_f64_e64 vcc_lo, v[75:76], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[75:76], v[80:81]
	v_mul_f64 v[80:81], v[80:81], 0.5
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	v_fma_f64 v[80:81], v[80:81], v[84:85], v[80:81]
	v_fma_f64 v[86:87], -v[82:83], v[82:83], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], v[86:87], v[80:81], v[82:83]
	v_fma_f64 v[84:85], -v[82:83], v[82:83], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[84:85], v[80:81], v[82:83]
	v_ldexp_f64 v[80:81], v[80:81], v0
	v_bfe_u32 v0, v78, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v75, v80, v75, vcc_lo
	v_mul_f64 v[79:80], v[77:78], s[60:61]
	v_cndmask_b32_e32 v76, v81, v76, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], 0x43380000, v[79:80]
	v_add_f64 v[80:81], 0xc3380000, v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[82:83], v[80:81], s[62:63]
	v_mul_f64 v[86:87], v[80:81], s[66:67]
	v_mul_f64 v[84:85], v[80:81], s[64:65]
	v_mul_f64 v[80:81], v[80:81], s[68:69]
	v_add_f64 v[82:83], v[77:78], v[82:83]
	v_mov_b32_e32 v78, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[82:83], v[86:87]
	v_add_f64 v[90:91], v[82:83], -v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[90:91], v[86:87]
	v_add_f64 v[80:81], v[80:81], -v[86:87]
	v_add_f64 v[86:87], v[82:83], -v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v77, 20, v87
	v_and_b32_e32 v77, 0x7ff, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v77, 16, v77
	v_cmp_lt_u64_e32 vcc_lo, v[77:78], v[0:1]
	v_and_b32_e32 v0, 1, v79
	v_dual_cndmask_b32 v78, v83, v89 :: v_dual_and_b32 v79, 2, v79
	v_cndmask_b32_e32 v77, v82, v88, vcc_lo
	v_dual_cndmask_b32 v81, v85, v81 :: v_dual_cndmask_b32 v80, v84, v80
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_add_f64 v[82:83], v[77:78], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[77:78], -v[82:83]
	v_add_f64 v[77:78], v[77:78], -v[80:81]
	v_mul_f64 v[80:81], v[82:83], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[86:87], v[80:81], s[70:71]
	v_mul_f64 v[88:89], v[80:81], s[76:77]
	v_mul_f64 v[84:85], v[80:81], v[80:81]
	v_add_f64 v[86:87], v[86:87], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[88:89], v[88:89], s[78:79]
	v_mul_f64 v[90:91], v[84:85], v[84:85]
	v_mul_f64 v[84:85], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[86:87], v[80:81], v[86:87]
	v_mul_f64 v[88:89], v[80:81], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], s[74:75]
	v_add_f64 v[88:89], v[88:89], s[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[80:81], v[86:87]
	v_mul_f64 v[88:89], v[90:91], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], v[88:89]
	v_mul_f64 v[88:89], v[80:81], 0.5
	v_mul_f64 v[86:87], v[80:81], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], -v[88:89], 1.0
	v_add_f64 v[92:93], -v[90:91], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[92:93], -v[88:89]
	v_mul_f64 v[92:93], v[82:83], v[77:78]
	v_add_f64 v[86:87], v[86:87], -v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[88:89], v[86:87]
	v_mul_f64 v[88:89], v[80:81], s[82:83]
	v_add_f64 v[86:87], v[90:91], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[88:89], s[84:85]
	v_mul_f64 v[90:91], v[80:81], s[88:89]
	v_mul_f64 v[88:89], v[80:81], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[90:91], s[90:91]
	v_add_f64 v[88:89], v[88:89], s[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[84:85], v[90:91]
	v_mul_f64 v[90:91], v[77:78], 0.5
	v_add_f64 v[84:85], v[84:85], v[88:89]
	v_mul_f64 v[88:89], v[82:83], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[88:89], v[84:85]
	v_add_f64 v[84:85], v[90:91], -v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[80:81], v[84:85]
	v_add_f64 v[77:78], v[80:81], -v[77:78]
	v_mul_f64 v[80:81], v[88:89], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[77:78], v[80:81]
	v_mov_b32_e32 v80, v1
	v_xor_b32_e32 v81, 0x80000000, v87
	v_cmp_eq_u64_e64 s1, 0, v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v81, v87, s1
	v_add_f64 v[77:78], v[82:83], -v[77:78]
	v_xor_b32_e32 v82, 0x80000000, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v77, v77, v86, vcc_lo
	v_cndmask_b32_e64 v78, v78, v82, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v78, v78, v0, vcc_lo
	v_mul_f64 v[75:76], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[75:76]
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v74
.LBB4_113:
	s_or_b32 exec_lo, exec_lo, s13
	s_branch .LBB4_20
.LBB4_114:
	s_cbranch_execz .LBB4_20
	s_and_saveexec_b32 s10, s2
	s_cbranch_execnz .LBB4_129
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s3
	s_cbranch_execnz .LBB4_130
.LBB4_117:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s4
	s_cbranch_execnz .LBB4_131
.LBB4_118:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB4_132
.LBB4_119:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execnz .LBB4_133
.LBB4_120:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execnz .LBB4_134
.LBB4_121:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s8
	s_cbranch_execnz .LBB4_135
.LBB4_122:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s10, exec_lo, s1
	s_cbranch_execz .LBB4_19
	s_branch .LBB4_136
.LBB4_123:
	global_load_b32 v67, v[16:17], off
	v_add_f32_e32 v0, v33, v33
	s_xor_b32 s1, s28, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s11
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_mul_i32 s14, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v0, v67
	ds_load_b96 v[67:69], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v70, null, v68, v68, 1.0
	v_sub_f32_e32 v67, v33, v67
	v_xor_b32_e32 v71, 0x80000000, v70
	v_rcp_f32_e32 v70, v70
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v72, v71, v70, 1.0
	v_fmac_f32_e32 v70, v72, v70
	v_div_scale_f32 v72, vcc_lo, 1.0, v68, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v70
	v_fma_f32 v74, v71, v73, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v73, v74, v70
	v_fmac_f32_e32 v72, v71, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v70, v72, v70, v73
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v67
	v_div_fixup_f32 v68, v70, v68, 1.0
	v_cndmask_b32_e32 v70, 0xc2d00000, v67, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v70
	v_cndmask_b32_e32 v70, 0x42b20000, v70, vcc_lo
	v_mul_f32_e32 v71, 0x3fb8aa3b, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0x4b400000, v71
	v_add_f32_e32 v72, 0xcb400000, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v73, 0xbf317200, v72
	v_mul_f32_e32 v72, 0x35bfbe8e, v72
	v_add_f32_e32 v70, v70, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v73, v70, v72
	v_mul_f32_e32 v74, v73, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, 0x3331bb4c, v74
	v_add_f32_e32 v75, 0xb5ddea0e, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, v74, v75
	v_add_f32_e32 v75, 0x388ab355, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, v74, v75
	v_add_f32_e32 v75, 0xbb360b61, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, v74, v75
	v_add_f32_e32 v75, 0x3e2aaaab, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v74, v74, v75
	v_sub_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v73, v74
	v_sub_f32_e32 v74, 2.0, v74
	v_div_scale_f32 v75, null, v74, v74, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v76, v75
	v_fma_f32 v77, -v75, v76, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v76, v77, v76
	v_div_scale_f32 v77, vcc_lo, v73, v74, v73
	v_mul_f32_e32 v78, v77, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v78, v77
	v_fmac_f32_e32 v78, v79, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v75, -v75, v78, v77
	v_div_fmas_f32 v75, v75, v76, v78
	v_cmp_o_f32_e32 vcc_lo, v67, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v73, v75, v74, v73
	v_sub_f32_e32 v72, v72, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v70, v70, v72
	v_add_nc_u32_e32 v72, 0xb4c00100, v71
	v_add_f32_e32 v70, 1.0, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v72, 1, v72
	v_sub_nc_u32_e32 v71, v71, v72
	v_lshl_add_u32 v72, v72, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v71, v71, 23, 0x7f800000
	v_mul_f32_e32 v70, v70, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, v70, v71
	v_cndmask_b32_e32 v67, 0x7fc00000, v70, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v69, v41
	v_xor_b32_e32 v70, s1, v50
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v67, v68, v67
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v70, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v67
	v_cndmask_b32_e64 v67, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v67, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v67, v33, v0
	v_xor_b32_e32 v0, s10, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v71, v51
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v69, s14, s99, v69
	s_mov_b32 s14, 0x9997fa04
	s_mov_b32 s15, 0x3fd99999
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v69, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v74, s100, v70
	v_xor3_b32 v70, s101, v72, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v70, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v71, v69, s103, v71
	v_xor3_b32 v0, s102, v75, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v71, 0
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v72, s104, v74
	v_xor3_b32 v68, vcc_hi, v70, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v68, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v70, v73, s19, v69
	v_xor3_b32 v0, s18, v75, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[68:69], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v69, s39, v69, v72
	v_xor3_b32 v0, v0, s38, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v70, 0xcd9e8d57, v69
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s27, v68
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v70, v69, s98
	v_cvt_f64_u32_e32 v[71:72], v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[69:70], v0
	v_add_f64 v[71:72], v[71:72], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[69:70], v[69:70], 0.5
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[69:70], v[69:70], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v68, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v85, s1, 0xfffffc01, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v70, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v86, null, 0, -1, s1
	v_add_f64 v[68:69], v[69:70], -1.0
	v_mul_f64 v[70:71], v[71:72], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[68:69], 2.0
	v_mul_f64 v[73:74], v[68:69], 0.5
	v_div_scale_f64 v[77:78], null, v[75:76], v[75:76], v[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[73:74], v[68:69], v[73:74]
	v_rcp_f64_e32 v[79:80], v[77:78]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 1.0
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_div_scale_f64 v[81:82], vcc_lo, v[68:69], v[75:76], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], v[79:80]
	v_fma_f64 v[77:78], -v[77:78], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[77:78], v[77:78], v[79:80], v[83:84]
	v_div_fixup_f64 v[75:76], v[77:78], v[75:76], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[75:76], v[75:76]
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], s[44:45]
	v_add_f64 v[81:82], v[81:82], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	v_add_f64 v[81:82], v[81:82], s[14:15]
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[79:80], s[14:15]
	v_mul_f64 v[81:82], v[79:80], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[48:49]
	v_mul_f64 v[83:84], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[50:51]
	v_mul_f64 v[79:80], v[79:80], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[79:80], s[52:53]
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
	v_mul_f64 v[77:78], v[79:80], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[77:78], v[75:76]
	v_add_f64 v[73:74], v[75:76], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[68:69], v[68:69], v[73:74]
	v_mul_f64 v[73:74], v[79:80], s[56:57]
	v_add_f64 v[68:69], v[73:74], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[68:69], v[68:69], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[68:69]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[68:69], v[68:69], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
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
	v_ldexp_f64 v[73:74], v[73:74], v0
	v_bfe_u32 v0, v71, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v68, v73, v68, vcc_lo
	v_mul_f64 v[72:73], v[70:71], s[60:61]
	v_cndmask_b32_e32 v69, v74, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], 0x43380000, v[72:73]
	v_add_f64 v[73:74], 0xc3380000, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[75:76], v[73:74], s[62:63]
	v_mul_f64 v[79:80], v[73:74], s[66:67]
	v_mul_f64 v[77:78], v[73:74], s[64:65]
	v_mul_f64 v[73:74], v[73:74], s[68:69]
	v_add_f64 v[75:76], v[70:71], v[75:76]
	v_mov_b32_e32 v71, v1
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
	v_cmp_lt_u64_e32 vcc_lo, v[70:71], v[0:1]
	v_and_b32_e32 v0, 1, v72
	v_dual_cndmask_b32 v71, v76, v82 :: v_dual_and_b32 v72, 2, v72
	v_cndmask_b32_e32 v70, v75, v81, vcc_lo
	v_dual_cndmask_b32 v74, v78, v74 :: v_dual_cndmask_b32 v73, v77, v73
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_add_f64 v[75:76], v[70:71], -v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], -v[75:76]
	v_add_f64 v[70:71], v[70:71], -v[73:74]
	v_mul_f64 v[73:74], v[75:76], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[79:80], v[73:74], s[70:71]
	v_mul_f64 v[81:82], v[73:74], s[76:77]
	v_mul_f64 v[77:78], v[73:74], v[73:74]
	v_add_f64 v[79:80], v[79:80], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[81:82], v[81:82], s[78:79]
	v_mul_f64 v[83:84], v[77:78], v[77:78]
	v_mul_f64 v[77:78], v[73:74], v[77:78]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[79:80], v[73:74], v[79:80]
	v_mul_f64 v[81:82], v[73:74], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[79:80], s[74:75]
	v_add_f64 v[81:82], v[81:82], s[80:81]
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
	v_mul_f64 v[81:82], v[73:74], s[82:83]
	v_add_f64 v[79:80], v[83:84], v[79:80]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[84:85]
	v_mul_f64 v[83:84], v[73:74], s[88:89]
	v_mul_f64 v[81:82], v[73:74], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[90:91]
	v_add_f64 v[81:82], v[81:82], s[86:87]
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
	v_mul_f64 v[73:74], v[81:82], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], v[73:74]
	v_mov_b32_e32 v73, v1
	v_xor_b32_e32 v74, 0x80000000, v80
	v_cmp_eq_u64_e64 s1, 0, v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v74, v80, s1
	v_add_f64 v[70:71], v[75:76], -v[70:71]
	v_xor_b32_e32 v75, 0x80000000, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v70, v70, v79, vcc_lo
	v_cndmask_b32_e64 v71, v71, v75, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v71, v71, v0, vcc_lo
	v_mul_f64 v[68:69], v[70:71], v[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[68:69]
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v67, v0, v67
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v68, v34
	s_and_saveexec_b32 s13, s3
	s_cbranch_execz .LBB4_105
.LBB4_124:
	global_load_b32 v68, v[18:19], off
	v_add_f32_e32 v0, v34, v34
	s_xor_b32 s1, s28, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s11
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_mul_i32 s14, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v0, v68
	ds_load_b96 v[68:70], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v71, null, v69, v69, 1.0
	v_sub_f32_e32 v68, v34, v68
	v_xor_b32_e32 v72, 0x80000000, v71
	v_rcp_f32_e32 v71, v71
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v73, v72, v71, 1.0
	v_fmac_f32_e32 v71, v73, v71
	v_div_scale_f32 v73, vcc_lo, 1.0, v69, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v74, v73, v71
	v_fma_f32 v75, v72, v74, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v74, v75, v71
	v_fmac_f32_e32 v73, v72, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v71, v73, v71, v74
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v68
	v_div_fixup_f32 v69, v71, v69, 1.0
	v_cndmask_b32_e32 v71, 0xc2d00000, v68, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v71
	v_cndmask_b32_e32 v71, 0x42b20000, v71, vcc_lo
	v_mul_f32_e32 v72, 0x3fb8aa3b, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v72, 0x4b400000, v72
	v_add_f32_e32 v73, 0xcb400000, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v74, 0xbf317200, v73
	v_mul_f32_e32 v73, 0x35bfbe8e, v73
	v_add_f32_e32 v71, v71, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v74, v71, v73
	v_mul_f32_e32 v75, v74, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, 0x3331bb4c, v75
	v_add_f32_e32 v76, 0xb5ddea0e, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, v75, v76
	v_add_f32_e32 v76, 0x388ab355, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, v75, v76
	v_add_f32_e32 v76, 0xbb360b61, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, v75, v76
	v_add_f32_e32 v76, 0x3e2aaaab, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, v75, v76
	v_sub_f32_e32 v75, v74, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v74, v74, v75
	v_sub_f32_e32 v75, 2.0, v75
	v_div_scale_f32 v76, null, v75, v75, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v77, v76
	v_fma_f32 v78, -v76, v77, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v77, v78, v77
	v_div_scale_f32 v78, vcc_lo, v74, v75, v74
	v_mul_f32_e32 v79, v78, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v76, v79, v78
	v_fmac_f32_e32 v79, v80, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v76, -v76, v79, v78
	v_div_fmas_f32 v76, v76, v77, v79
	v_cmp_o_f32_e32 vcc_lo, v68, v68
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v74, v76, v75, v74
	v_sub_f32_e32 v73, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v71, v71, v73
	v_add_nc_u32_e32 v73, 0xb4c00100, v72
	v_add_f32_e32 v71, 1.0, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v73, 1, v73
	v_sub_nc_u32_e32 v72, v72, v73
	v_lshl_add_u32 v73, v73, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v72, v72, 23, 0x7f800000
	v_mul_f32_e32 v71, v71, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v71, v71, v72
	v_cndmask_b32_e32 v68, 0x7fc00000, v71, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v70, v3
	v_xor_b32_e32 v71, s1, v52
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v68, v69, v68
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v71, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v68
	v_cndmask_b32_e64 v68, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v68, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v68, v34, v0
	v_xor_b32_e32 v0, s10, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v72, v53
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v70, s14, s99, v70
	s_mov_b32 s14, 0x9997fa04
	s_mov_b32 s15, 0x3fd99999
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v70, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v75, s100, v71
	v_xor3_b32 v71, s101, v73, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v71, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v72, v70, s103, v72
	v_xor3_b32 v0, s102, v76, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v72, 0
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v73, s104, v75
	v_xor3_b32 v69, vcc_hi, v71, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v69, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v71, v74, s19, v70
	v_xor3_b32 v0, s18, v76, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[69:70], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v70, s39, v70, v73
	v_xor3_b32 v0, v0, s38, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v71, 0xcd9e8d57, v70
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s27, v69
	v_mad_u64_u32 v[69:70], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v71, v70, s98
	v_cvt_f64_u32_e32 v[72:73], v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[70:71], v0
	v_add_f64 v[72:73], v[72:73], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[70:71], v[70:71], 0.5
	v_ldexp_f64 v[72:73], v[72:73], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[70:71], v[70:71], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v69, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v86, s1, 0xfffffc01, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v71, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v87, null, 0, -1, s1
	v_add_f64 v[69:70], v[70:71], -1.0
	v_mul_f64 v[71:72], v[72:73], s[58:59]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], s[44:45]
	v_add_f64 v[82:83], v[82:83], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[82:83]
	v_add_f64 v[82:83], v[82:83], s[14:15]
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[80:81], s[14:15]
	v_mul_f64 v[82:83], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[48:49]
	v_mul_f64 v[84:85], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[50:51]
	v_mul_f64 v[80:81], v[80:81], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[80:81], s[52:53]
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_cvt_f64_i32_e32 v[80:81], v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[82:83], v[78:79]
	v_ldexp_f64 v[80:81], v[80:81], 32
	v_cvt_f64_u32_e32 v[82:83], v86
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[74:75], v[78:79]
	v_add_f64 v[80:81], v[80:81], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[76:77], v[78:79]
	v_mul_f64 v[78:79], v[80:81], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], v[78:79], v[76:77]
	v_add_f64 v[74:75], v[76:77], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[69:70], v[69:70], v[74:75]
	v_mul_f64 v[74:75], v[80:81], s[56:57]
	v_add_f64 v[69:70], v[74:75], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[69:70], v[69:70], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[69:70]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[69:70], v[69:70], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[74:75], v[69:70]
	v_cmp_class_f64_e64 vcc_lo, v[69:70], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[69:70], v[74:75]
	v_mul_f64 v[74:75], v[74:75], 0.5
	v_fma_f64 v[78:79], -v[74:75], v[76:77], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[76:77], v[76:77], v[78:79], v[76:77]
	v_fma_f64 v[74:75], v[74:75], v[78:79], v[74:75]
	v_fma_f64 v[80:81], -v[76:77], v[76:77], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], v[80:81], v[74:75], v[76:77]
	v_fma_f64 v[78:79], -v[76:77], v[76:77], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[74:75], v[78:79], v[74:75], v[76:77]
	v_ldexp_f64 v[74:75], v[74:75], v0
	v_bfe_u32 v0, v72, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v69, v74, v69, vcc_lo
	v_mul_f64 v[73:74], v[71:72], s[60:61]
	v_cndmask_b32_e32 v70, v75, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], 0x43380000, v[73:74]
	v_add_f64 v[74:75], 0xc3380000, v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[76:77], v[74:75], s[62:63]
	v_mul_f64 v[80:81], v[74:75], s[66:67]
	v_mul_f64 v[78:79], v[74:75], s[64:65]
	v_mul_f64 v[74:75], v[74:75], s[68:69]
	v_add_f64 v[76:77], v[71:72], v[76:77]
	v_mov_b32_e32 v72, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[76:77], v[80:81]
	v_add_f64 v[84:85], v[76:77], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[84:85], v[80:81]
	v_add_f64 v[74:75], v[74:75], -v[80:81]
	v_add_f64 v[80:81], v[76:77], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v71, 20, v81
	v_and_b32_e32 v71, 0x7ff, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v71, 16, v71
	v_cmp_lt_u64_e32 vcc_lo, v[71:72], v[0:1]
	v_and_b32_e32 v0, 1, v73
	v_dual_cndmask_b32 v72, v77, v83 :: v_dual_and_b32 v73, 2, v73
	v_cndmask_b32_e32 v71, v76, v82, vcc_lo
	v_dual_cndmask_b32 v75, v79, v75 :: v_dual_cndmask_b32 v74, v78, v74
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_add_f64 v[76:77], v[71:72], -v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], -v[76:77]
	v_add_f64 v[71:72], v[71:72], -v[74:75]
	v_mul_f64 v[74:75], v[76:77], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[80:81], v[74:75], s[70:71]
	v_mul_f64 v[82:83], v[74:75], s[76:77]
	v_mul_f64 v[78:79], v[74:75], v[74:75]
	v_add_f64 v[80:81], v[80:81], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[82:83], v[82:83], s[78:79]
	v_mul_f64 v[84:85], v[78:79], v[78:79]
	v_mul_f64 v[78:79], v[74:75], v[78:79]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	v_mul_f64 v[82:83], v[74:75], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], s[74:75]
	v_add_f64 v[82:83], v[82:83], s[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	v_mul_f64 v[82:83], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[82:83], v[74:75], 0.5
	v_mul_f64 v[80:81], v[74:75], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], -v[82:83], 1.0
	v_add_f64 v[86:87], -v[84:85], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[86:87], -v[82:83]
	v_mul_f64 v[86:87], v[76:77], v[71:72]
	v_add_f64 v[80:81], v[80:81], -v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_mul_f64 v[82:83], v[74:75], s[82:83]
	v_add_f64 v[80:81], v[84:85], v[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[84:85]
	v_mul_f64 v[84:85], v[74:75], s[88:89]
	v_mul_f64 v[82:83], v[74:75], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[90:91]
	v_add_f64 v[82:83], v[82:83], s[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[84:85]
	v_mul_f64 v[84:85], v[71:72], 0.5
	v_add_f64 v[78:79], v[78:79], v[82:83]
	v_mul_f64 v[82:83], v[76:77], v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[82:83], v[78:79]
	v_add_f64 v[78:79], v[84:85], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[74:75], v[74:75], v[78:79]
	v_add_f64 v[71:72], v[74:75], -v[71:72]
	v_mul_f64 v[74:75], v[82:83], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], v[74:75]
	v_mov_b32_e32 v74, v1
	v_xor_b32_e32 v75, 0x80000000, v81
	v_cmp_eq_u64_e64 s1, 0, v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v75, v81, s1
	v_add_f64 v[71:72], v[76:77], -v[71:72]
	v_xor_b32_e32 v76, 0x80000000, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v71, v71, v80, vcc_lo
	v_cndmask_b32_e64 v72, v72, v76, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v72, v72, v0, vcc_lo
	v_mul_f64 v[69:70], v[71:72], v[69:70]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[69:70]
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v68, v0, v68
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v69, v35
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB4_106
.LBB4_125:
	global_load_b32 v69, v[20:21], off
	v_add_f32_e32 v0, v35, v35
	s_xor_b32 s1, s28, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s11
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_mul_i32 s14, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v0, v69
	ds_load_b96 v[69:71], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v72, null, v70, v70, 1.0
	v_sub_f32_e32 v69, v35, v69
	v_xor_b32_e32 v73, 0x80000000, v72
	v_rcp_f32_e32 v72, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v74, v73, v72, 1.0
	v_fmac_f32_e32 v72, v74, v72
	v_div_scale_f32 v74, vcc_lo, 1.0, v70, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, v74, v72
	v_fma_f32 v76, v73, v75, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v75, v76, v72
	v_fmac_f32_e32 v74, v73, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v72, v74, v72, v75
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v69
	v_div_fixup_f32 v70, v72, v70, 1.0
	v_cndmask_b32_e32 v72, 0xc2d00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v72
	v_cndmask_b32_e32 v72, 0x42b20000, v72, vcc_lo
	v_mul_f32_e32 v73, 0x3fb8aa3b, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v73, 0x4b400000, v73
	v_add_f32_e32 v74, 0xcb400000, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v75, 0xbf317200, v74
	v_mul_f32_e32 v74, 0x35bfbe8e, v74
	v_add_f32_e32 v72, v72, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v75, v72, v74
	v_mul_f32_e32 v76, v75, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, 0x3331bb4c, v76
	v_add_f32_e32 v77, 0xb5ddea0e, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, v76, v77
	v_add_f32_e32 v77, 0x388ab355, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, v76, v77
	v_add_f32_e32 v77, 0xbb360b61, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, v76, v77
	v_add_f32_e32 v77, 0x3e2aaaab, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, v76, v77
	v_sub_f32_e32 v76, v75, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, v75, v76
	v_sub_f32_e32 v76, 2.0, v76
	v_div_scale_f32 v77, null, v76, v76, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v77
	v_fma_f32 v79, -v77, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v78, v79, v78
	v_div_scale_f32 v79, vcc_lo, v75, v76, v75
	v_mul_f32_e32 v80, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v81, -v77, v80, v79
	v_fmac_f32_e32 v80, v81, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v77, -v77, v80, v79
	v_div_fmas_f32 v77, v77, v78, v80
	v_cmp_o_f32_e32 vcc_lo, v69, v69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v75, v77, v76, v75
	v_sub_f32_e32 v74, v74, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v72, v72, v74
	v_add_nc_u32_e32 v74, 0xb4c00100, v73
	v_add_f32_e32 v72, 1.0, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v74, 1, v74
	v_sub_nc_u32_e32 v73, v73, v74
	v_lshl_add_u32 v74, v74, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v73, v73, 23, 0x7f800000
	v_mul_f32_e32 v72, v72, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_cndmask_b32_e32 v69, 0x7fc00000, v72, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v71, v7
	v_xor_b32_e32 v72, s1, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v69, v70, v69
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v72, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v69
	v_cndmask_b32_e64 v69, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v69, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v69, v35, v0
	v_xor_b32_e32 v0, s10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v73, v55
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v71, s14, s99, v71
	s_mov_b32 s14, 0x9997fa04
	s_mov_b32 s15, 0x3fd99999
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v71, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v76, s100, v72
	v_xor3_b32 v72, s101, v74, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v72, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v73, v71, s103, v73
	v_xor3_b32 v0, s102, v77, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v73, 0
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v74, s104, v76
	v_xor3_b32 v70, vcc_hi, v72, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v70, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v72, v75, s19, v71
	v_xor3_b32 v0, s18, v77, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v71, s39, v71, v74
	v_xor3_b32 v0, v0, s38, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v72, 0xcd9e8d57, v71
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s27, v70
	v_mad_u64_u32 v[70:71], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v72, v71, s98
	v_cvt_f64_u32_e32 v[73:74], v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[71:72], v0
	v_add_f64 v[73:74], v[73:74], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[71:72], v[71:72], 0.5
	v_ldexp_f64 v[73:74], v[73:74], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[71:72], v[71:72], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v70, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v87, s1, 0xfffffc01, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v72, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v88, null, 0, -1, s1
	v_add_f64 v[70:71], v[71:72], -1.0
	v_mul_f64 v[72:73], v[73:74], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[77:78], v[70:71], 2.0
	v_mul_f64 v[75:76], v[70:71], 0.5
	v_div_scale_f64 v[79:80], null, v[77:78], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[75:76], v[70:71], v[75:76]
	v_rcp_f64_e32 v[81:82], v[79:80]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	v_fma_f64 v[81:82], v[81:82], v[83:84], v[81:82]
	v_div_scale_f64 v[83:84], vcc_lo, v[70:71], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[83:84], v[81:82]
	v_fma_f64 v[79:80], -v[79:80], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[79:80], v[79:80], v[81:82], v[85:86]
	v_div_fixup_f64 v[77:78], v[79:80], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[77:78], v[77:78]
	v_mul_f64 v[81:82], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], s[44:45]
	v_add_f64 v[83:84], v[83:84], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[83:84], v[81:82], v[83:84]
	v_add_f64 v[83:84], v[83:84], s[14:15]
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[85:86], v[81:82], s[14:15]
	v_mul_f64 v[83:84], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[48:49]
	v_mul_f64 v[85:86], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], s[50:51]
	v_mul_f64 v[81:82], v[81:82], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[81:82], s[52:53]
	v_mul_f64 v[79:80], v[79:80], v[81:82]
	v_cvt_f64_i32_e32 v[81:82], v88
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[83:84], v[79:80]
	v_ldexp_f64 v[81:82], v[81:82], 32
	v_cvt_f64_u32_e32 v[83:84], v87
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[75:76], v[79:80]
	v_add_f64 v[81:82], v[81:82], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[77:78], v[79:80]
	v_mul_f64 v[79:80], v[81:82], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], v[79:80], v[77:78]
	v_add_f64 v[75:76], v[77:78], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[70:71], v[70:71], v[75:76]
	v_mul_f64 v[75:76], v[81:82], s[56:57]
	v_add_f64 v[70:71], v[75:76], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[70:71], v[70:71], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[70:71]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[70:71], v[70:71], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[75:76], v[70:71]
	v_cmp_class_f64_e64 vcc_lo, v[70:71], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[70:71], v[75:76]
	v_mul_f64 v[75:76], v[75:76], 0.5
	v_fma_f64 v[79:80], -v[75:76], v[77:78], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[77:78], v[77:78], v[79:80], v[77:78]
	v_fma_f64 v[75:76], v[75:76], v[79:80], v[75:76]
	v_fma_f64 v[81:82], -v[77:78], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], v[81:82], v[75:76], v[77:78]
	v_fma_f64 v[79:80], -v[77:78], v[77:78], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[75:76], v[79:80], v[75:76], v[77:78]
	v_ldexp_f64 v[75:76], v[75:76], v0
	v_bfe_u32 v0, v73, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v70, v75, v70, vcc_lo
	v_mul_f64 v[74:75], v[72:73], s[60:61]
	v_cndmask_b32_e32 v71, v76, v71, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], 0x43380000, v[74:75]
	v_add_f64 v[75:76], 0xc3380000, v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[77:78], v[75:76], s[62:63]
	v_mul_f64 v[81:82], v[75:76], s[66:67]
	v_mul_f64 v[79:80], v[75:76], s[64:65]
	v_mul_f64 v[75:76], v[75:76], s[68:69]
	v_add_f64 v[77:78], v[72:73], v[77:78]
	v_mov_b32_e32 v73, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[77:78], v[81:82]
	v_add_f64 v[85:86], v[77:78], -v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[81:82], v[85:86], v[81:82]
	v_add_f64 v[75:76], v[75:76], -v[81:82]
	v_add_f64 v[81:82], v[77:78], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v72, 20, v82
	v_and_b32_e32 v72, 0x7ff, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v72, 16, v72
	v_cmp_lt_u64_e32 vcc_lo, v[72:73], v[0:1]
	v_and_b32_e32 v0, 1, v74
	v_dual_cndmask_b32 v73, v78, v84 :: v_dual_and_b32 v74, 2, v74
	v_cndmask_b32_e32 v72, v77, v83, vcc_lo
	v_dual_cndmask_b32 v76, v80, v76 :: v_dual_cndmask_b32 v75, v79, v75
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_add_f64 v[77:78], v[72:73], -v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], -v[77:78]
	v_add_f64 v[72:73], v[72:73], -v[75:76]
	v_mul_f64 v[75:76], v[77:78], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[81:82], v[75:76], s[70:71]
	v_mul_f64 v[83:84], v[75:76], s[76:77]
	v_mul_f64 v[79:80], v[75:76], v[75:76]
	v_add_f64 v[81:82], v[81:82], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[83:84], v[83:84], s[78:79]
	v_mul_f64 v[85:86], v[79:80], v[79:80]
	v_mul_f64 v[79:80], v[75:76], v[79:80]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[81:82], v[75:76], v[81:82]
	v_mul_f64 v[83:84], v[75:76], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], s[74:75]
	v_add_f64 v[83:84], v[83:84], s[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[75:76], v[81:82]
	v_mul_f64 v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[81:82], v[83:84]
	v_mul_f64 v[83:84], v[75:76], 0.5
	v_mul_f64 v[81:82], v[75:76], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], -v[83:84], 1.0
	v_add_f64 v[87:88], -v[85:86], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[87:88], -v[83:84]
	v_mul_f64 v[87:88], v[77:78], v[72:73]
	v_add_f64 v[81:82], v[81:82], -v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[83:84], v[81:82]
	v_mul_f64 v[83:84], v[75:76], s[82:83]
	v_add_f64 v[81:82], v[85:86], v[81:82]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[84:85]
	v_mul_f64 v[85:86], v[75:76], s[88:89]
	v_mul_f64 v[83:84], v[75:76], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[90:91]
	v_add_f64 v[83:84], v[83:84], s[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[79:80], v[85:86]
	v_mul_f64 v[85:86], v[72:73], 0.5
	v_add_f64 v[79:80], v[79:80], v[83:84]
	v_mul_f64 v[83:84], v[77:78], v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[83:84], v[79:80]
	v_add_f64 v[79:80], v[85:86], -v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[75:76], v[75:76], v[79:80]
	v_add_f64 v[72:73], v[75:76], -v[72:73]
	v_mul_f64 v[75:76], v[83:84], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], v[75:76]
	v_mov_b32_e32 v75, v1
	v_xor_b32_e32 v76, 0x80000000, v82
	v_cmp_eq_u64_e64 s1, 0, v[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v76, v82, s1
	v_add_f64 v[72:73], v[77:78], -v[72:73]
	v_xor_b32_e32 v77, 0x80000000, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v72, v72, v81, vcc_lo
	v_cndmask_b32_e64 v73, v73, v77, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v73, v73, v0, vcc_lo
	v_mul_f64 v[70:71], v[72:73], v[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[70:71]
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v69, v0, v69
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v70, v36
	s_and_saveexec_b32 s13, s5
	s_cbranch_execz .LBB4_107
.LBB4_126:
	global_load_b32 v70, v[22:23], off
	v_add_f32_e32 v0, v36, v36
	s_xor_b32 s1, s28, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s11
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_mul_i32 s14, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v0, v70
	ds_load_b96 v[70:72], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v73, null, v71, v71, 1.0
	v_sub_f32_e32 v70, v36, v70
	v_xor_b32_e32 v74, 0x80000000, v73
	v_rcp_f32_e32 v73, v73
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v75, v74, v73, 1.0
	v_fmac_f32_e32 v73, v75, v73
	v_div_scale_f32 v75, vcc_lo, 1.0, v71, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, v75, v73
	v_fma_f32 v77, v74, v76, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v76, v77, v73
	v_fmac_f32_e32 v75, v74, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v73, v75, v73, v76
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v70
	v_div_fixup_f32 v71, v73, v71, 1.0
	v_cndmask_b32_e32 v73, 0xc2d00000, v70, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v73
	v_cndmask_b32_e32 v73, 0x42b20000, v73, vcc_lo
	v_mul_f32_e32 v74, 0x3fb8aa3b, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x4b400000, v74
	v_add_f32_e32 v75, 0xcb400000, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v76, 0xbf317200, v75
	v_mul_f32_e32 v75, 0x35bfbe8e, v75
	v_add_f32_e32 v73, v73, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v76, v73, v75
	v_mul_f32_e32 v77, v76, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, 0x3331bb4c, v77
	v_add_f32_e32 v78, 0xb5ddea0e, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, v77, v78
	v_add_f32_e32 v78, 0x388ab355, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, v77, v78
	v_add_f32_e32 v78, 0xbb360b61, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, v77, v78
	v_add_f32_e32 v78, 0x3e2aaaab, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, v77, v78
	v_sub_f32_e32 v77, v76, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v76, v76, v77
	v_sub_f32_e32 v77, 2.0, v77
	v_div_scale_f32 v78, null, v77, v77, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v79, v78
	v_fma_f32 v80, -v78, v79, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v80, v79
	v_div_scale_f32 v80, vcc_lo, v76, v77, v76
	v_mul_f32_e32 v81, v80, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v82, -v78, v81, v80
	v_fmac_f32_e32 v81, v82, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v78, -v78, v81, v80
	v_div_fmas_f32 v78, v78, v79, v81
	v_cmp_o_f32_e32 vcc_lo, v70, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v76, v78, v77, v76
	v_sub_f32_e32 v75, v75, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v73, v75
	v_add_nc_u32_e32 v75, 0xb4c00100, v74
	v_add_f32_e32 v73, 1.0, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v75, 1, v75
	v_sub_nc_u32_e32 v74, v74, v75
	v_lshl_add_u32 v75, v75, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v74, v74, 23, 0x7f800000
	v_mul_f32_e32 v73, v73, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v73, v74
	v_cndmask_b32_e32 v70, 0x7fc00000, v73, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v72, v43
	v_xor_b32_e32 v73, s1, v56
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v70, v71, v70
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v73, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v70
	v_cndmask_b32_e64 v70, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v70, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v70, v36, v0
	v_xor_b32_e32 v0, s10, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v74, v57
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v72, s14, s99, v72
	s_mov_b32 s14, 0x9997fa04
	s_mov_b32 s15, 0x3fd99999
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v72, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v77, s100, v73
	v_xor3_b32 v73, s101, v75, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v73, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v74, v72, s103, v74
	v_xor3_b32 v0, s102, v78, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v74, 0
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v75, s104, v77
	v_xor3_b32 v71, vcc_hi, v73, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v71, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v73, v76, s19, v72
	v_xor3_b32 v0, s18, v78, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v72, s39, v72, v75
	v_xor3_b32 v0, v0, s38, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v73, 0xcd9e8d57, v72
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s27, v71
	v_mad_u64_u32 v[71:72], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v73, v72, s98
	v_cvt_f64_u32_e32 v[74:75], v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[72:73], v0
	v_add_f64 v[74:75], v[74:75], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[72:73], v[72:73], 0.5
	v_ldexp_f64 v[74:75], v[74:75], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[72:73], v[72:73], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v71, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v88, s1, 0xfffffc01, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v73, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v89, null, 0, -1, s1
	v_add_f64 v[71:72], v[72:73], -1.0
	v_mul_f64 v[73:74], v[74:75], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[78:79], v[71:72], 2.0
	v_mul_f64 v[76:77], v[71:72], 0.5
	v_div_scale_f64 v[80:81], null, v[78:79], v[78:79], v[71:72]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[76:77], v[71:72], v[76:77]
	v_rcp_f64_e32 v[82:83], v[80:81]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	v_fma_f64 v[82:83], v[82:83], v[84:85], v[82:83]
	v_div_scale_f64 v[84:85], vcc_lo, v[71:72], v[78:79], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[84:85], v[82:83]
	v_fma_f64 v[80:81], -v[80:81], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[80:81], v[80:81], v[82:83], v[86:87]
	v_div_fixup_f64 v[78:79], v[80:81], v[78:79], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[78:79], v[78:79]
	v_mul_f64 v[82:83], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[82:83], s[44:45]
	v_add_f64 v[84:85], v[84:85], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	v_add_f64 v[84:85], v[84:85], s[14:15]
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[82:83], s[14:15]
	v_mul_f64 v[84:85], v[82:83], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[48:49]
	v_mul_f64 v[86:87], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], s[50:51]
	v_mul_f64 v[82:83], v[82:83], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[82:83], s[52:53]
	v_mul_f64 v[80:81], v[80:81], v[82:83]
	v_cvt_f64_i32_e32 v[82:83], v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[84:85], v[80:81]
	v_ldexp_f64 v[82:83], v[82:83], 32
	v_cvt_f64_u32_e32 v[84:85], v88
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[76:77], v[80:81]
	v_add_f64 v[82:83], v[82:83], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[78:79], v[80:81]
	v_mul_f64 v[80:81], v[82:83], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[78:79], v[80:81], v[78:79]
	v_add_f64 v[76:77], v[78:79], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[71:72], v[71:72], v[76:77]
	v_mul_f64 v[76:77], v[82:83], s[56:57]
	v_add_f64 v[71:72], v[76:77], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[71:72], v[71:72], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[71:72]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[71:72], v[71:72], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[76:77], v[71:72]
	v_cmp_class_f64_e64 vcc_lo, v[71:72], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[71:72], v[76:77]
	v_mul_f64 v[76:77], v[76:77], 0.5
	v_fma_f64 v[80:81], -v[76:77], v[78:79], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[78:79], v[78:79], v[80:81], v[78:79]
	v_fma_f64 v[76:77], v[76:77], v[80:81], v[76:77]
	v_fma_f64 v[82:83], -v[78:79], v[78:79], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], v[82:83], v[76:77], v[78:79]
	v_fma_f64 v[80:81], -v[78:79], v[78:79], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[76:77], v[80:81], v[76:77], v[78:79]
	v_ldexp_f64 v[76:77], v[76:77], v0
	v_bfe_u32 v0, v74, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v71, v76, v71, vcc_lo
	v_mul_f64 v[75:76], v[73:74], s[60:61]
	v_cndmask_b32_e32 v72, v77, v72, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], 0x43380000, v[75:76]
	v_add_f64 v[76:77], 0xc3380000, v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[78:79], v[76:77], s[62:63]
	v_mul_f64 v[82:83], v[76:77], s[66:67]
	v_mul_f64 v[80:81], v[76:77], s[64:65]
	v_mul_f64 v[76:77], v[76:77], s[68:69]
	v_add_f64 v[78:79], v[73:74], v[78:79]
	v_mov_b32_e32 v74, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[78:79], v[82:83]
	v_add_f64 v[86:87], v[78:79], -v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[82:83], v[86:87], v[82:83]
	v_add_f64 v[76:77], v[76:77], -v[82:83]
	v_add_f64 v[82:83], v[78:79], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v73, 20, v83
	v_and_b32_e32 v73, 0x7ff, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v73, 16, v73
	v_cmp_lt_u64_e32 vcc_lo, v[73:74], v[0:1]
	v_and_b32_e32 v0, 1, v75
	v_dual_cndmask_b32 v74, v79, v85 :: v_dual_and_b32 v75, 2, v75
	v_cndmask_b32_e32 v73, v78, v84, vcc_lo
	v_dual_cndmask_b32 v77, v81, v77 :: v_dual_cndmask_b32 v76, v80, v76
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_add_f64 v[78:79], v[73:74], -v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], -v[78:79]
	v_add_f64 v[73:74], v[73:74], -v[76:77]
	v_mul_f64 v[76:77], v[78:79], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[82:83], v[76:77], s[70:71]
	v_mul_f64 v[84:85], v[76:77], s[76:77]
	v_mul_f64 v[80:81], v[76:77], v[76:77]
	v_add_f64 v[82:83], v[82:83], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], v[84:85], s[78:79]
	v_mul_f64 v[86:87], v[80:81], v[80:81]
	v_mul_f64 v[80:81], v[76:77], v[80:81]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[82:83], v[76:77], v[82:83]
	v_mul_f64 v[84:85], v[76:77], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], s[74:75]
	v_add_f64 v[84:85], v[84:85], s[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[76:77], v[82:83]
	v_mul_f64 v[84:85], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[82:83], v[84:85]
	v_mul_f64 v[84:85], v[76:77], 0.5
	v_mul_f64 v[82:83], v[76:77], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], -v[84:85], 1.0
	v_add_f64 v[88:89], -v[86:87], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[88:89], -v[84:85]
	v_mul_f64 v[88:89], v[78:79], v[73:74]
	v_add_f64 v[82:83], v[82:83], -v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[84:85], v[82:83]
	v_mul_f64 v[84:85], v[76:77], s[82:83]
	v_add_f64 v[82:83], v[86:87], v[82:83]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[84:85]
	v_mul_f64 v[86:87], v[76:77], s[88:89]
	v_mul_f64 v[84:85], v[76:77], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], s[90:91]
	v_add_f64 v[84:85], v[84:85], s[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[80:81], v[86:87]
	v_mul_f64 v[86:87], v[73:74], 0.5
	v_add_f64 v[80:81], v[80:81], v[84:85]
	v_mul_f64 v[84:85], v[78:79], v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[84:85], v[80:81]
	v_add_f64 v[80:81], v[86:87], -v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[76:77], v[76:77], v[80:81]
	v_add_f64 v[73:74], v[76:77], -v[73:74]
	v_mul_f64 v[76:77], v[84:85], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], v[76:77]
	v_mov_b32_e32 v76, v1
	v_xor_b32_e32 v77, 0x80000000, v83
	v_cmp_eq_u64_e64 s1, 0, v[75:76]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v77, v83, s1
	v_add_f64 v[73:74], v[78:79], -v[73:74]
	v_xor_b32_e32 v78, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v73, v73, v82, vcc_lo
	v_cndmask_b32_e64 v74, v74, v78, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v74, v74, v0, vcc_lo
	v_mul_f64 v[71:72], v[73:74], v[71:72]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[71:72]
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v70, v0, v70
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v71, v37
	s_and_saveexec_b32 s13, s6
	s_cbranch_execz .LBB4_108
.LBB4_127:
	global_load_b32 v71, v[24:25], off
	v_add_f32_e32 v0, v37, v37
	s_xor_b32 s1, s28, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s11
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_mul_i32 s14, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v0, v71
	ds_load_b96 v[71:73], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v74, null, v72, v72, 1.0
	v_sub_f32_e32 v71, v37, v71
	v_xor_b32_e32 v75, 0x80000000, v74
	v_rcp_f32_e32 v74, v74
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v76, v75, v74, 1.0
	v_fmac_f32_e32 v74, v76, v74
	v_div_scale_f32 v76, vcc_lo, 1.0, v72, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, v76, v74
	v_fma_f32 v78, v75, v77, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v77, v78, v74
	v_fmac_f32_e32 v76, v75, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v76, v74, v77
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v71
	v_div_fixup_f32 v72, v74, v72, 1.0
	v_cndmask_b32_e32 v74, 0xc2d00000, v71, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v74
	v_cndmask_b32_e32 v74, 0x42b20000, v74, vcc_lo
	v_mul_f32_e32 v75, 0x3fb8aa3b, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v75, 0x4b400000, v75
	v_add_f32_e32 v76, 0xcb400000, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v77, 0xbf317200, v76
	v_mul_f32_e32 v76, 0x35bfbe8e, v76
	v_add_f32_e32 v74, v74, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v77, v74, v76
	v_mul_f32_e32 v78, v77, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, 0x3331bb4c, v78
	v_add_f32_e32 v79, 0xb5ddea0e, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, v78, v79
	v_add_f32_e32 v79, 0x388ab355, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, v78, v79
	v_add_f32_e32 v79, 0xbb360b61, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, v78, v79
	v_add_f32_e32 v79, 0x3e2aaaab, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, v78, v79
	v_sub_f32_e32 v78, v77, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v77, v77, v78
	v_sub_f32_e32 v78, 2.0, v78
	v_div_scale_f32 v79, null, v78, v78, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v80, v79
	v_fma_f32 v81, -v79, v80, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v80, v81, v80
	v_div_scale_f32 v81, vcc_lo, v77, v78, v77
	v_mul_f32_e32 v82, v81, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, -v79, v82, v81
	v_fmac_f32_e32 v82, v83, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v79, v82, v81
	v_div_fmas_f32 v79, v79, v80, v82
	v_cmp_o_f32_e32 vcc_lo, v71, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v77, v79, v78, v77
	v_sub_f32_e32 v76, v76, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v74, v74, v76
	v_add_nc_u32_e32 v76, 0xb4c00100, v75
	v_add_f32_e32 v74, 1.0, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v76, 1, v76
	v_sub_nc_u32_e32 v75, v75, v76
	v_lshl_add_u32 v76, v76, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v75, v75, 23, 0x7f800000
	v_mul_f32_e32 v74, v74, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v74, v74, v75
	v_cndmask_b32_e32 v71, 0x7fc00000, v74, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v73, v11
	v_xor_b32_e32 v74, s1, v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v71, v72, v71
	v_mad_u64_u32 v[74:75], null, 0xcd9e8d57, v74, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v71
	v_cndmask_b32_e64 v71, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v71, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v71, v37, v0
	v_xor_b32_e32 v0, s10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v75, v59
	v_mad_u64_u32 v[75:76], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v73, s14, s99, v73
	s_mov_b32 s14, 0x9997fa04
	s_mov_b32 s15, 0x3fd99999
	v_mad_u64_u32 v[77:78], null, 0xcd9e8d57, v73, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v78, s100, v74
	v_xor3_b32 v74, s101, v76, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v74, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v75, v73, s103, v75
	v_xor3_b32 v0, s102, v79, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v75, 0
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v76, s104, v78
	v_xor3_b32 v72, vcc_hi, v74, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v72, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v74, v77, s19, v73
	v_xor3_b32 v0, s18, v79, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[72:73], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v73, s39, v73, v76
	v_xor3_b32 v0, v0, s38, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v74, 0xcd9e8d57, v73
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s27, v72
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v74, v73, s98
	v_cvt_f64_u32_e32 v[75:76], v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[73:74], v0
	v_add_f64 v[75:76], v[75:76], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[73:74], v[73:74], 0.5
	v_ldexp_f64 v[75:76], v[75:76], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[73:74], v[73:74], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v89, s1, 0xfffffc01, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v74, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v90, null, 0, -1, s1
	v_add_f64 v[72:73], v[73:74], -1.0
	v_mul_f64 v[74:75], v[75:76], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[79:80], v[72:73], 2.0
	v_mul_f64 v[77:78], v[72:73], 0.5
	v_div_scale_f64 v[81:82], null, v[79:80], v[79:80], v[72:73]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[77:78], v[72:73], v[77:78]
	v_rcp_f64_e32 v[83:84], v[81:82]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 1.0
	v_fma_f64 v[83:84], v[83:84], v[85:86], v[83:84]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 1.0
	v_fma_f64 v[83:84], v[83:84], v[85:86], v[83:84]
	v_div_scale_f64 v[85:86], vcc_lo, v[72:73], v[79:80], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[85:86], v[83:84]
	v_fma_f64 v[81:82], -v[81:82], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[81:82], v[81:82], v[83:84], v[87:88]
	v_div_fixup_f64 v[79:80], v[81:82], v[79:80], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[79:80], v[79:80]
	v_mul_f64 v[83:84], v[81:82], v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[83:84], s[44:45]
	v_add_f64 v[85:86], v[85:86], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	v_add_f64 v[85:86], v[85:86], s[14:15]
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[87:88], v[83:84], s[14:15]
	v_mul_f64 v[85:86], v[83:84], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[48:49]
	v_mul_f64 v[87:88], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], s[50:51]
	v_mul_f64 v[83:84], v[83:84], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[83:84], s[52:53]
	v_mul_f64 v[81:82], v[81:82], v[83:84]
	v_cvt_f64_i32_e32 v[83:84], v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[85:86], v[81:82]
	v_ldexp_f64 v[83:84], v[83:84], 32
	v_cvt_f64_u32_e32 v[85:86], v89
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[81:82], v[77:78], v[81:82]
	v_add_f64 v[83:84], v[83:84], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[79:80], v[79:80], v[81:82]
	v_mul_f64 v[81:82], v[83:84], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[79:80], v[81:82], v[79:80]
	v_add_f64 v[77:78], v[79:80], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[72:73], v[72:73], v[77:78]
	v_mul_f64 v[77:78], v[83:84], s[56:57]
	v_add_f64 v[72:73], v[77:78], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[72:73], v[72:73], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[72:73]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[72:73], v[72:73], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[77:78], v[72:73]
	v_cmp_class_f64_e64 vcc_lo, v[72:73], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[79:80], v[72:73], v[77:78]
	v_mul_f64 v[77:78], v[77:78], 0.5
	v_fma_f64 v[81:82], -v[77:78], v[79:80], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[79:80], v[79:80], v[81:82], v[79:80]
	v_fma_f64 v[77:78], v[77:78], v[81:82], v[77:78]
	v_fma_f64 v[83:84], -v[79:80], v[79:80], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[79:80], v[83:84], v[77:78], v[79:80]
	v_fma_f64 v[81:82], -v[79:80], v[79:80], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[77:78], v[81:82], v[77:78], v[79:80]
	v_ldexp_f64 v[77:78], v[77:78], v0
	v_bfe_u32 v0, v75, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v72, v77, v72, vcc_lo
	v_mul_f64 v[76:77], v[74:75], s[60:61]
	v_cndmask_b32_e32 v73, v78, v73, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[76:77], 0x43380000, v[76:77]
	v_add_f64 v[77:78], 0xc3380000, v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[79:80], v[77:78], s[62:63]
	v_mul_f64 v[83:84], v[77:78], s[66:67]
	v_mul_f64 v[81:82], v[77:78], s[64:65]
	v_mul_f64 v[77:78], v[77:78], s[68:69]
	v_add_f64 v[79:80], v[74:75], v[79:80]
	v_mov_b32_e32 v75, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[79:80], v[83:84]
	v_add_f64 v[87:88], v[79:80], -v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[83:84], v[87:88], v[83:84]
	v_add_f64 v[77:78], v[77:78], -v[83:84]
	v_add_f64 v[83:84], v[79:80], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v74, 20, v84
	v_and_b32_e32 v74, 0x7ff, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v74, 16, v74
	v_cmp_lt_u64_e32 vcc_lo, v[74:75], v[0:1]
	v_and_b32_e32 v0, 1, v76
	v_dual_cndmask_b32 v75, v80, v86 :: v_dual_and_b32 v76, 2, v76
	v_cndmask_b32_e32 v74, v79, v85, vcc_lo
	v_dual_cndmask_b32 v78, v82, v78 :: v_dual_cndmask_b32 v77, v81, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_add_f64 v[79:80], v[74:75], -v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[74:75], v[74:75], -v[79:80]
	v_add_f64 v[74:75], v[74:75], -v[77:78]
	v_mul_f64 v[77:78], v[79:80], v[79:80]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[83:84], v[77:78], s[70:71]
	v_mul_f64 v[85:86], v[77:78], s[76:77]
	v_mul_f64 v[81:82], v[77:78], v[77:78]
	v_add_f64 v[83:84], v[83:84], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[85:86], v[85:86], s[78:79]
	v_mul_f64 v[87:88], v[81:82], v[81:82]
	v_mul_f64 v[81:82], v[77:78], v[81:82]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[83:84], v[77:78], v[83:84]
	v_mul_f64 v[85:86], v[77:78], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], s[74:75]
	v_add_f64 v[85:86], v[85:86], s[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[83:84], v[77:78], v[83:84]
	v_mul_f64 v[85:86], v[87:88], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[83:84], v[85:86]
	v_mul_f64 v[85:86], v[77:78], 0.5
	v_mul_f64 v[83:84], v[77:78], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], -v[85:86], 1.0
	v_add_f64 v[89:90], -v[87:88], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[89:90], -v[85:86]
	v_mul_f64 v[89:90], v[79:80], v[74:75]
	v_add_f64 v[83:84], v[83:84], -v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[83:84], v[85:86], v[83:84]
	v_mul_f64 v[85:86], v[77:78], s[82:83]
	v_add_f64 v[83:84], v[87:88], v[83:84]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[85:86], s[84:85]
	v_mul_f64 v[87:88], v[77:78], s[88:89]
	v_mul_f64 v[85:86], v[77:78], v[85:86]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[87:88], s[90:91]
	v_add_f64 v[85:86], v[85:86], s[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[81:82], v[81:82], v[87:88]
	v_mul_f64 v[87:88], v[74:75], 0.5
	v_add_f64 v[81:82], v[81:82], v[85:86]
	v_mul_f64 v[85:86], v[79:80], v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[81:82], v[85:86], v[81:82]
	v_add_f64 v[81:82], v[87:88], -v[81:82]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[77:78], v[77:78], v[81:82]
	v_add_f64 v[74:75], v[77:78], -v[74:75]
	v_mul_f64 v[77:78], v[85:86], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], v[77:78]
	v_mov_b32_e32 v77, v1
	v_xor_b32_e32 v78, 0x80000000, v84
	v_cmp_eq_u64_e64 s1, 0, v[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v78, v84, s1
	v_add_f64 v[74:75], v[79:80], -v[74:75]
	v_xor_b32_e32 v79, 0x80000000, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v74, v74, v83, vcc_lo
	v_cndmask_b32_e64 v75, v75, v79, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v75, v75, v0, vcc_lo
	v_mul_f64 v[72:73], v[74:75], v[72:73]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[72:73]
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v71, v0, v71
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v72, v38
	s_and_saveexec_b32 s13, s7
	s_cbranch_execz .LBB4_109
.LBB4_128:
	global_load_b32 v72, v[26:27], off
	v_add_f32_e32 v0, v38, v38
	s_xor_b32 s1, s28, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_xor_b32 s1, s1, s11
	v_mul_f32_e32 v0, 0x3d4ccccd, v0
	s_mul_i32 s14, s1, 0xd2511f53
	s_mul_hi_u32 s1, s1, 0xd2511f53
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v0, v72
	ds_load_b96 v[72:74], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v75, null, v73, v73, 1.0
	v_sub_f32_e32 v72, v38, v72
	v_xor_b32_e32 v76, 0x80000000, v75
	v_rcp_f32_e32 v75, v75
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v77, v76, v75, 1.0
	v_fmac_f32_e32 v75, v77, v75
	v_div_scale_f32 v77, vcc_lo, 1.0, v73, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, v77, v75
	v_fma_f32 v79, v76, v78, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v78, v79, v75
	v_fmac_f32_e32 v77, v76, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v75, v77, v75, v78
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v72
	v_div_fixup_f32 v73, v75, v73, 1.0
	v_cndmask_b32_e32 v75, 0xc2d00000, v72, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v75
	v_cndmask_b32_e32 v75, 0x42b20000, v75, vcc_lo
	v_mul_f32_e32 v76, 0x3fb8aa3b, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v76, 0x4b400000, v76
	v_add_f32_e32 v77, 0xcb400000, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v78, 0xbf317200, v77
	v_mul_f32_e32 v77, 0x35bfbe8e, v77
	v_add_f32_e32 v75, v75, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v78, v75, v77
	v_mul_f32_e32 v79, v78, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, 0x3331bb4c, v79
	v_add_f32_e32 v80, 0xb5ddea0e, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, v79, v80
	v_add_f32_e32 v80, 0x388ab355, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, v79, v80
	v_add_f32_e32 v80, 0xbb360b61, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, v79, v80
	v_add_f32_e32 v80, 0x3e2aaaab, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v79, v79, v80
	v_sub_f32_e32 v79, v78, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v78, v78, v79
	v_sub_f32_e32 v79, 2.0, v79
	v_div_scale_f32 v80, null, v79, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v81, v80
	v_fma_f32 v82, -v80, v81, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v82, v81
	v_div_scale_f32 v82, vcc_lo, v78, v79, v78
	v_mul_f32_e32 v83, v82, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v80, v83, v82
	v_fmac_f32_e32 v83, v84, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v80, -v80, v83, v82
	v_div_fmas_f32 v80, v80, v81, v83
	v_cmp_o_f32_e32 vcc_lo, v72, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v78, v80, v79, v78
	v_sub_f32_e32 v77, v77, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v75, v75, v77
	v_add_nc_u32_e32 v77, 0xb4c00100, v76
	v_add_f32_e32 v75, 1.0, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v77, 1, v77
	v_sub_nc_u32_e32 v76, v76, v77
	v_lshl_add_u32 v77, v77, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v76, v76, 23, 0x7f800000
	v_mul_f32_e32 v75, v75, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v75, v75, v76
	v_cndmask_b32_e32 v72, 0x7fc00000, v75, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v74, v45
	v_xor_b32_e32 v75, s1, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v72, v73, v72
	v_mad_u64_u32 v[75:76], null, 0xcd9e8d57, v75, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v72
	v_cndmask_b32_e64 v72, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v72, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v72, v38, v0
	v_xor_b32_e32 v0, s10, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	v_xor_b32_e32 v0, v76, v61
	v_mad_u64_u32 v[76:77], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v74, s14, s99, v74
	s_mov_b32 s14, 0x9997fa04
	s_mov_b32 s15, 0x3fd99999
	v_mad_u64_u32 v[78:79], null, 0xcd9e8d57, v74, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor3_b32 v0, v79, s100, v75
	v_xor3_b32 v75, s101, v77, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v75, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v76, v74, s103, v76
	v_xor3_b32 v0, s102, v80, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v76, 0
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v77, s104, v79
	v_xor3_b32 v73, vcc_hi, v75, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[77:78], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v73, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v75, v78, s19, v74
	v_xor3_b32 v0, s18, v80, v76
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[73:74], null, 0xd2511f53, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v74, s39, v74, v77
	v_xor3_b32 v0, v0, s38, v79
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v75, 0xcd9e8d57, v74
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v0, s27, v73
	v_mad_u64_u32 v[73:74], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v75, v74, s98
	v_cvt_f64_u32_e32 v[76:77], v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_u32_e32 v[74:75], v0
	v_add_f64 v[76:77], v[76:77], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[74:75], v[74:75], 0.5
	v_ldexp_f64 v[76:77], v[76:77], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[74:75], v[74:75], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v73, 20, v0
	v_and_b32_e32 v0, 0xfffff, v0
	v_add_co_u32 v90, s1, 0xfffffc01, v73
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v75, 0x3fe6a09e, v0
	v_add_co_ci_u32_e64 v91, null, 0, -1, s1
	v_add_f64 v[73:74], v[74:75], -1.0
	v_mul_f64 v[75:76], v[76:77], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[80:81], v[73:74], 2.0
	v_mul_f64 v[78:79], v[73:74], 0.5
	v_div_scale_f64 v[82:83], null, v[80:81], v[80:81], v[73:74]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[78:79], v[73:74], v[78:79]
	v_rcp_f64_e32 v[84:85], v[82:83]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	v_fma_f64 v[84:85], v[84:85], v[86:87], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	v_fma_f64 v[84:85], v[84:85], v[86:87], v[84:85]
	v_div_scale_f64 v[86:87], vcc_lo, v[73:74], v[80:81], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[86:87], v[84:85]
	v_fma_f64 v[82:83], -v[82:83], v[88:89], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[82:83], v[82:83], v[84:85], v[88:89]
	v_div_fixup_f64 v[80:81], v[82:83], v[80:81], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[80:81], v[80:81]
	v_mul_f64 v[84:85], v[82:83], v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[84:85], s[44:45]
	v_add_f64 v[86:87], v[86:87], s[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	v_add_f64 v[86:87], v[86:87], s[14:15]
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[84:85], s[14:15]
	v_mul_f64 v[86:87], v[84:85], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[48:49]
	v_mul_f64 v[88:89], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], s[50:51]
	v_mul_f64 v[84:85], v[84:85], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], s[52:53]
	v_mul_f64 v[82:83], v[82:83], v[84:85]
	v_cvt_f64_i32_e32 v[84:85], v91
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[86:87], v[82:83]
	v_ldexp_f64 v[84:85], v[84:85], 32
	v_cvt_f64_u32_e32 v[86:87], v90
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[82:83], v[78:79], v[82:83]
	v_add_f64 v[84:85], v[84:85], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[80:81], v[80:81], v[82:83]
	v_mul_f64 v[82:83], v[84:85], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[80:81], v[82:83], v[80:81]
	v_add_f64 v[78:79], v[80:81], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[73:74], v[73:74], v[78:79]
	v_mul_f64 v[78:79], v[84:85], s[56:57]
	v_add_f64 v[73:74], v[78:79], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[73:74], v[73:74], -2.0
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[73:74]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[73:74], v[73:74], v0
	v_cndmask_b32_e64 v0, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[78:79], v[73:74]
	v_cmp_class_f64_e64 vcc_lo, v[73:74], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[80:81], v[73:74], v[78:79]
	v_mul_f64 v[78:79], v[78:79], 0.5
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[80:81], v[80:81], v[82:83], v[80:81]
	v_fma_f64 v[78:79], v[78:79], v[82:83], v[78:79]
	v_fma_f64 v[84:85], -v[80:81], v[80:81], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], v[84:85], v[78:79], v[80:81]
	v_fma_f64 v[82:83], -v[80:81], v[80:81], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[78:79], v[82:83], v[78:79], v[80:81]
	v_ldexp_f64 v[78:79], v[78:79], v0
	v_bfe_u32 v0, v76, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v73, v78, v73, vcc_lo
	v_mul_f64 v[77:78], v[75:76], s[60:61]
	v_cndmask_b32_e32 v74, v79, v74, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[77:78], 0x43380000, v[77:78]
	v_add_f64 v[78:79], 0xc3380000, v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[80:81], v[78:79], s[62:63]
	v_mul_f64 v[84:85], v[78:79], s[66:67]
	v_mul_f64 v[82:83], v[78:79], s[64:65]
	v_mul_f64 v[78:79], v[78:79], s[68:69]
	v_add_f64 v[80:81], v[75:76], v[80:81]
	v_mov_b32_e32 v76, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[80:81], v[84:85]
	v_add_f64 v[88:89], v[80:81], -v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[88:89], v[84:85]
	v_add_f64 v[78:79], v[78:79], -v[84:85]
	v_add_f64 v[84:85], v[80:81], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v75, 20, v85
	v_and_b32_e32 v75, 0x7ff, v75
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v75, 16, v75
	v_cmp_lt_u64_e32 vcc_lo, v[75:76], v[0:1]
	v_and_b32_e32 v0, 1, v77
	v_dual_cndmask_b32 v76, v81, v87 :: v_dual_and_b32 v77, 2, v77
	v_cndmask_b32_e32 v75, v80, v86, vcc_lo
	v_dual_cndmask_b32 v79, v83, v79 :: v_dual_cndmask_b32 v78, v82, v78
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e32 vcc_lo, 0, v[0:1]
	v_add_f64 v[80:81], v[75:76], -v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[75:76], v[75:76], -v[80:81]
	v_add_f64 v[75:76], v[75:76], -v[78:79]
	v_mul_f64 v[78:79], v[80:81], v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[84:85], v[78:79], s[70:71]
	v_mul_f64 v[86:87], v[78:79], s[76:77]
	v_mul_f64 v[82:83], v[78:79], v[78:79]
	v_add_f64 v[84:85], v[84:85], s[72:73]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[86:87], v[86:87], s[78:79]
	v_mul_f64 v[88:89], v[82:83], v[82:83]
	v_mul_f64 v[82:83], v[78:79], v[82:83]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[84:85], v[78:79], v[84:85]
	v_mul_f64 v[86:87], v[78:79], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], s[74:75]
	v_add_f64 v[86:87], v[86:87], s[80:81]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[84:85], v[78:79], v[84:85]
	v_mul_f64 v[86:87], v[88:89], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], v[86:87]
	v_mul_f64 v[86:87], v[78:79], 0.5
	v_mul_f64 v[84:85], v[78:79], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], -v[86:87], 1.0
	v_add_f64 v[90:91], -v[88:89], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[90:91], -v[86:87]
	v_mul_f64 v[90:91], v[80:81], v[75:76]
	v_add_f64 v[84:85], v[84:85], -v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[86:87], v[84:85]
	v_mul_f64 v[86:87], v[78:79], s[82:83]
	v_add_f64 v[84:85], v[88:89], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], s[84:85]
	v_mul_f64 v[88:89], v[78:79], s[88:89]
	v_mul_f64 v[86:87], v[78:79], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[88:89], s[90:91]
	v_add_f64 v[86:87], v[86:87], s[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[82:83], v[82:83], v[88:89]
	v_mul_f64 v[88:89], v[75:76], 0.5
	v_add_f64 v[82:83], v[82:83], v[86:87]
	v_mul_f64 v[86:87], v[80:81], v[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[82:83], v[86:87], v[82:83]
	v_add_f64 v[82:83], v[88:89], -v[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[78:79], v[78:79], v[82:83]
	v_add_f64 v[75:76], v[78:79], -v[75:76]
	v_mul_f64 v[78:79], v[86:87], s[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[75:76], v[75:76], v[78:79]
	v_mov_b32_e32 v78, v1
	v_xor_b32_e32 v79, 0x80000000, v85
	v_cmp_eq_u64_e64 s1, 0, v[77:78]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, v79, v85, s1
	v_add_f64 v[75:76], v[80:81], -v[75:76]
	v_xor_b32_e32 v80, 0x80000000, v76
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v75, v75, v84, vcc_lo
	v_cndmask_b32_e64 v76, v76, v80, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v76, v76, v0, vcc_lo
	v_mul_f64 v[73:74], v[75:76], v[73:74]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v0, v[73:74]
	v_mul_f32_e32 v0, v66, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v72, v0, v72
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v73, v39
	s_and_saveexec_b32 s13, s8
	s_cbranch_execnz .LBB4_110
	s_branch .LBB4_111
.LBB4_129:
	global_load_b32 v0, v[16:17], off
	ds_load_b96 v[66:68], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v33, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v66
	v_cndmask_b32_e32 v69, 0xc2d00000, v66, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v69
	v_cndmask_b32_e32 v69, 0x42b20000, v69, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_add_f32_e32 v70, 0x4b400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xcb400000, v70
	v_mul_f32_e32 v72, 0xbf317200, v71
	v_mul_f32_e32 v71, 0x35bfbe8e, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v72
	v_sub_f32_e32 v72, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v72
	v_mul_f32_e32 v74, 0x3331bb4c, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xb5ddea0e, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x388ab355, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xbb360b61, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3e2aaaab, v74
	v_mul_f32_e32 v73, v73, v74
	v_div_scale_f32 v74, null, v67, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v72, v73
	v_rcp_f32_e32 v76, v74
	v_xor_b32_e32 v74, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_sub_f32_e32 v73, 2.0, v73
	v_div_scale_f32 v75, null, v73, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v78, v74, v76, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v77, v75
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, s1, v72, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v76
	v_mul_f32_e32 v81, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v82, v74, v79, v80
	v_fma_f32 v83, -v75, v81, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v82, v76
	v_dual_fmac_f32 v81, v83, v77 :: v_dual_fmac_f32 v80, v74, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v75, v81, v78
	v_div_fmas_f32 v75, v80, v76, v79
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v74, v77, v81
	v_div_fixup_f32 v67, v75, v67, 1.0
	v_cmp_o_f32_e32 vcc_lo, v66, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v72, v74, v73, v72
	v_add_nc_u32_e32 v73, 0xb4c00100, v70
	v_sub_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 1, v73
	v_sub_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v70, v70, v72
	v_lshl_add_u32 v71, v72, 23, 0xff800000
	v_add_f32_e32 v69, 1.0, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v70, v70, 23, 0x7f800000
	v_mul_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v69, v69, v70
	v_add_f32_e32 v70, v33, v33
	v_cndmask_b32_e32 v66, 0x7fc00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, 0x3d4ccccd, v70
	v_cmp_eq_f32_e32 vcc_lo, v68, v41
	v_mul_f32_e32 v66, v67, v66
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v69, v0
	v_add_f32_e32 v0, v0, v66
	v_cndmask_b32_e64 v66, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v33, v33, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s3
	s_cbranch_execz .LBB4_117
.LBB4_130:
	global_load_b32 v0, v[18:19], off
	ds_load_b96 v[66:68], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v34, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v66
	v_cndmask_b32_e32 v69, 0xc2d00000, v66, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v69
	v_cndmask_b32_e32 v69, 0x42b20000, v69, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_add_f32_e32 v70, 0x4b400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xcb400000, v70
	v_mul_f32_e32 v72, 0xbf317200, v71
	v_mul_f32_e32 v71, 0x35bfbe8e, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v72
	v_sub_f32_e32 v72, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v72
	v_mul_f32_e32 v74, 0x3331bb4c, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xb5ddea0e, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x388ab355, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xbb360b61, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3e2aaaab, v74
	v_mul_f32_e32 v73, v73, v74
	v_div_scale_f32 v74, null, v67, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v72, v73
	v_rcp_f32_e32 v76, v74
	v_xor_b32_e32 v74, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_sub_f32_e32 v73, 2.0, v73
	v_div_scale_f32 v75, null, v73, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v78, v74, v76, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v77, v75
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, s1, v72, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v76
	v_mul_f32_e32 v81, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v82, v74, v79, v80
	v_fma_f32 v83, -v75, v81, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v82, v76
	v_dual_fmac_f32 v81, v83, v77 :: v_dual_fmac_f32 v80, v74, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v75, v81, v78
	v_div_fmas_f32 v75, v80, v76, v79
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v74, v77, v81
	v_div_fixup_f32 v67, v75, v67, 1.0
	v_cmp_o_f32_e32 vcc_lo, v66, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v72, v74, v73, v72
	v_add_nc_u32_e32 v73, 0xb4c00100, v70
	v_sub_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 1, v73
	v_sub_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v70, v70, v72
	v_lshl_add_u32 v71, v72, 23, 0xff800000
	v_add_f32_e32 v69, 1.0, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v70, v70, 23, 0x7f800000
	v_mul_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v69, v69, v70
	v_add_f32_e32 v70, v34, v34
	v_cndmask_b32_e32 v66, 0x7fc00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, 0x3d4ccccd, v70
	v_cmp_eq_f32_e32 vcc_lo, v68, v3
	v_mul_f32_e32 v66, v67, v66
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v69, v0
	v_add_f32_e32 v0, v0, v66
	v_cndmask_b32_e64 v66, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v34, v34, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s4
	s_cbranch_execz .LBB4_118
.LBB4_131:
	global_load_b32 v0, v[20:21], off
	ds_load_b96 v[66:68], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v35, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v66
	v_cndmask_b32_e32 v69, 0xc2d00000, v66, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v69
	v_cndmask_b32_e32 v69, 0x42b20000, v69, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_add_f32_e32 v70, 0x4b400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xcb400000, v70
	v_mul_f32_e32 v72, 0xbf317200, v71
	v_mul_f32_e32 v71, 0x35bfbe8e, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v72
	v_sub_f32_e32 v72, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v72
	v_mul_f32_e32 v74, 0x3331bb4c, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xb5ddea0e, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x388ab355, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xbb360b61, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3e2aaaab, v74
	v_mul_f32_e32 v73, v73, v74
	v_div_scale_f32 v74, null, v67, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v72, v73
	v_rcp_f32_e32 v76, v74
	v_xor_b32_e32 v74, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_sub_f32_e32 v73, 2.0, v73
	v_div_scale_f32 v75, null, v73, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v78, v74, v76, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v77, v75
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, s1, v72, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v76
	v_mul_f32_e32 v81, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v82, v74, v79, v80
	v_fma_f32 v83, -v75, v81, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v82, v76
	v_dual_fmac_f32 v81, v83, v77 :: v_dual_fmac_f32 v80, v74, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v75, v81, v78
	v_div_fmas_f32 v75, v80, v76, v79
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v74, v77, v81
	v_div_fixup_f32 v67, v75, v67, 1.0
	v_cmp_o_f32_e32 vcc_lo, v66, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v72, v74, v73, v72
	v_add_nc_u32_e32 v73, 0xb4c00100, v70
	v_sub_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 1, v73
	v_sub_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v70, v70, v72
	v_lshl_add_u32 v71, v72, 23, 0xff800000
	v_add_f32_e32 v69, 1.0, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v70, v70, 23, 0x7f800000
	v_mul_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v69, v69, v70 :: v_dual_add_f32 v70, v35, v35
	v_cndmask_b32_e32 v66, 0x7fc00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, 0x3d4ccccd, v70
	v_cmp_eq_f32_e32 vcc_lo, v68, v7
	v_mul_f32_e32 v66, v67, v66
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v69, v0
	v_add_f32_e32 v0, v0, v66
	v_cndmask_b32_e64 v66, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v35, v35, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB4_119
.LBB4_132:
	global_load_b32 v0, v[22:23], off
	ds_load_b96 v[66:68], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v36, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v66
	v_cndmask_b32_e32 v69, 0xc2d00000, v66, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v69
	v_cndmask_b32_e32 v69, 0x42b20000, v69, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_add_f32_e32 v70, 0x4b400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xcb400000, v70
	v_mul_f32_e32 v72, 0xbf317200, v71
	v_mul_f32_e32 v71, 0x35bfbe8e, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v72
	v_sub_f32_e32 v72, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v72
	v_mul_f32_e32 v74, 0x3331bb4c, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xb5ddea0e, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x388ab355, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xbb360b61, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3e2aaaab, v74
	v_mul_f32_e32 v73, v73, v74
	v_div_scale_f32 v74, null, v67, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v72, v73
	v_rcp_f32_e32 v76, v74
	v_xor_b32_e32 v74, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_sub_f32_e32 v73, 2.0, v73
	v_div_scale_f32 v75, null, v73, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v78, v74, v76, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v77, v75
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, s1, v72, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v76
	v_mul_f32_e32 v81, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v82, v74, v79, v80
	v_fma_f32 v83, -v75, v81, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v82, v76
	v_dual_fmac_f32 v81, v83, v77 :: v_dual_fmac_f32 v80, v74, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v75, v81, v78
	v_div_fmas_f32 v75, v80, v76, v79
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v74, v77, v81
	v_div_fixup_f32 v67, v75, v67, 1.0
	v_cmp_o_f32_e32 vcc_lo, v66, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v72, v74, v73, v72
	v_add_nc_u32_e32 v73, 0xb4c00100, v70
	v_sub_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 1, v73
	v_sub_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v70, v70, v72
	v_lshl_add_u32 v71, v72, 23, 0xff800000
	v_add_f32_e32 v69, 1.0, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v70, v70, 23, 0x7f800000
	v_mul_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v69, v69, v70 :: v_dual_add_f32 v70, v36, v36
	v_cndmask_b32_e32 v66, 0x7fc00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, 0x3d4ccccd, v70
	v_cmp_eq_f32_e32 vcc_lo, v68, v43
	v_mul_f32_e32 v66, v67, v66
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v69, v0
	v_add_f32_e32 v0, v0, v66
	v_cndmask_b32_e64 v66, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v36, v36, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB4_120
.LBB4_133:
	global_load_b32 v0, v[24:25], off
	ds_load_b96 v[66:68], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v37, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v66
	v_cndmask_b32_e32 v69, 0xc2d00000, v66, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v69
	v_cndmask_b32_e32 v69, 0x42b20000, v69, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_add_f32_e32 v70, 0x4b400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xcb400000, v70
	v_mul_f32_e32 v72, 0xbf317200, v71
	v_mul_f32_e32 v71, 0x35bfbe8e, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v72
	v_sub_f32_e32 v72, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v72
	v_mul_f32_e32 v74, 0x3331bb4c, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xb5ddea0e, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x388ab355, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xbb360b61, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3e2aaaab, v74
	v_mul_f32_e32 v73, v73, v74
	v_div_scale_f32 v74, null, v67, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v72, v73
	v_rcp_f32_e32 v76, v74
	v_xor_b32_e32 v74, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_sub_f32_e32 v73, 2.0, v73
	v_div_scale_f32 v75, null, v73, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v78, v74, v76, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v77, v75
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, s1, v72, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v76
	v_mul_f32_e32 v81, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v82, v74, v79, v80
	v_fma_f32 v83, -v75, v81, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v82, v76
	v_dual_fmac_f32 v81, v83, v77 :: v_dual_fmac_f32 v80, v74, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v75, v81, v78
	v_div_fmas_f32 v75, v80, v76, v79
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v74, v77, v81
	v_div_fixup_f32 v67, v75, v67, 1.0
	v_cmp_o_f32_e32 vcc_lo, v66, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v72, v74, v73, v72
	v_add_nc_u32_e32 v73, 0xb4c00100, v70
	v_sub_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 1, v73
	v_sub_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v70, v70, v72
	v_lshl_add_u32 v71, v72, 23, 0xff800000
	v_add_f32_e32 v69, 1.0, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v70, v70, 23, 0x7f800000
	v_mul_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v69, v69, v70
	v_add_f32_e32 v70, v37, v37
	v_cndmask_b32_e32 v66, 0x7fc00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, 0x3d4ccccd, v70
	v_cmp_eq_f32_e32 vcc_lo, v68, v11
	v_mul_f32_e32 v66, v67, v66
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v69, v0
	v_add_f32_e32 v0, v0, v66
	v_cndmask_b32_e64 v66, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v37, v37, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB4_121
.LBB4_134:
	global_load_b32 v0, v[26:27], off
	ds_load_b96 v[66:68], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v38, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v66
	v_cndmask_b32_e32 v69, 0xc2d00000, v66, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v69
	v_cndmask_b32_e32 v69, 0x42b20000, v69, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_add_f32_e32 v70, 0x4b400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xcb400000, v70
	v_mul_f32_e32 v72, 0xbf317200, v71
	v_mul_f32_e32 v71, 0x35bfbe8e, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v72
	v_sub_f32_e32 v72, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v72
	v_mul_f32_e32 v74, 0x3331bb4c, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xb5ddea0e, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x388ab355, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xbb360b61, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3e2aaaab, v74
	v_mul_f32_e32 v73, v73, v74
	v_div_scale_f32 v74, null, v67, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v72, v73
	v_rcp_f32_e32 v76, v74
	v_xor_b32_e32 v74, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_sub_f32_e32 v73, 2.0, v73
	v_div_scale_f32 v75, null, v73, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v78, v74, v76, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v77, v75
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, s1, v72, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v76
	v_mul_f32_e32 v81, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v82, v74, v79, v80
	v_fma_f32 v83, -v75, v81, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v82, v76
	v_dual_fmac_f32 v81, v83, v77 :: v_dual_fmac_f32 v80, v74, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v75, v81, v78
	v_div_fmas_f32 v75, v80, v76, v79
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v74, v77, v81
	v_div_fixup_f32 v67, v75, v67, 1.0
	v_cmp_o_f32_e32 vcc_lo, v66, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v72, v74, v73, v72
	v_add_nc_u32_e32 v73, 0xb4c00100, v70
	v_sub_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 1, v73
	v_sub_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v70, v70, v72
	v_lshl_add_u32 v71, v72, 23, 0xff800000
	v_add_f32_e32 v69, 1.0, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v70, v70, 23, 0x7f800000
	v_mul_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v69, v69, v70
	v_add_f32_e32 v70, v38, v38
	v_cndmask_b32_e32 v66, 0x7fc00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, 0x3d4ccccd, v70
	v_cmp_eq_f32_e32 vcc_lo, v68, v45
	v_mul_f32_e32 v66, v67, v66
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v69, v0
	v_add_f32_e32 v0, v0, v66
	v_cndmask_b32_e64 v66, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v38, v38, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s8
	s_cbranch_execz .LBB4_122
.LBB4_135:
	global_load_b32 v0, v[28:29], off
	ds_load_b96 v[66:68], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v39, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v66
	v_cndmask_b32_e32 v69, 0xc2d00000, v66, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v69
	v_cndmask_b32_e32 v69, 0x42b20000, v69, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_add_f32_e32 v70, 0x4b400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xcb400000, v70
	v_mul_f32_e32 v72, 0xbf317200, v71
	v_mul_f32_e32 v71, 0x35bfbe8e, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v72
	v_sub_f32_e32 v72, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v72
	v_mul_f32_e32 v74, 0x3331bb4c, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xb5ddea0e, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x388ab355, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xbb360b61, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3e2aaaab, v74
	v_mul_f32_e32 v73, v73, v74
	v_div_scale_f32 v74, null, v67, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v72, v73
	v_rcp_f32_e32 v76, v74
	v_xor_b32_e32 v74, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_sub_f32_e32 v73, 2.0, v73
	v_div_scale_f32 v75, null, v73, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v78, v74, v76, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v77, v75
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, s1, v72, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v76
	v_mul_f32_e32 v81, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v82, v74, v79, v80
	v_fma_f32 v83, -v75, v81, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v82, v76
	v_dual_fmac_f32 v81, v83, v77 :: v_dual_fmac_f32 v80, v74, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v75, v81, v78
	v_div_fmas_f32 v75, v80, v76, v79
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v74, v77, v81
	v_div_fixup_f32 v67, v75, v67, 1.0
	v_cmp_o_f32_e32 vcc_lo, v66, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v72, v74, v73, v72
	v_add_nc_u32_e32 v73, 0xb4c00100, v70
	v_sub_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 1, v73
	v_sub_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v70, v70, v72
	v_lshl_add_u32 v71, v72, 23, 0xff800000
	v_add_f32_e32 v69, 1.0, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v70, v70, 23, 0x7f800000
	v_mul_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v69, v69, v70 :: v_dual_add_f32 v70, v39, v39
	v_cndmask_b32_e32 v66, 0x7fc00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, 0x3d4ccccd, v70
	v_cmp_eq_f32_e32 vcc_lo, v68, v46
	v_mul_f32_e32 v66, v67, v66
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v69, v0
	v_add_f32_e32 v0, v0, v66
	v_cndmask_b32_e64 v66, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_sub_f32_e32 v39, v39, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s1, s9
	s_xor_b32 s10, exec_lo, s1
	s_cbranch_execz .LBB4_19
.LBB4_136:
	global_load_b32 v0, v[30:31], off
	ds_load_b96 v[66:68], v1 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v66, v40, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v66
	v_cndmask_b32_e32 v69, 0xc2d00000, v66, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v69
	v_cndmask_b32_e32 v69, 0x42b20000, v69, vcc_lo
	v_div_scale_f32 v80, vcc_lo, 1.0, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v70, 0x3fb8aa3b, v69
	v_add_f32_e32 v70, 0x4b400000, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v71, 0xcb400000, v70
	v_mul_f32_e32 v72, 0xbf317200, v71
	v_mul_f32_e32 v71, 0x35bfbe8e, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v69, v69, v72
	v_sub_f32_e32 v72, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v73, v72, v72
	v_mul_f32_e32 v74, 0x3331bb4c, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xb5ddea0e, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x388ab355, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0xbb360b61, v74
	v_mul_f32_e32 v74, v73, v74
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v74, 0x3e2aaaab, v74
	v_mul_f32_e32 v73, v73, v74
	v_div_scale_f32 v74, null, v67, v67, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v73, v72, v73
	v_rcp_f32_e32 v76, v74
	v_xor_b32_e32 v74, 0x80000000, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v72, v72, v73
	v_sub_f32_e32 v73, 2.0, v73
	v_div_scale_f32 v75, null, v73, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v78, v74, v76, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v77, v75
	v_fmac_f32_e32 v76, v78, v76
	v_div_scale_f32 v78, s1, v72, v73, v72
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v79, -v75, v77, 1.0
	v_fmac_f32_e32 v77, v79, v77
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, v80, v76
	v_mul_f32_e32 v81, v78, v77
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v82, v74, v79, v80
	v_fma_f32 v83, -v75, v81, v78
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v82, v76
	v_dual_fmac_f32 v81, v83, v77 :: v_dual_fmac_f32 v80, v74, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v74, -v75, v81, v78
	v_div_fmas_f32 v75, v80, v76, v79
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v74, v74, v77, v81
	v_div_fixup_f32 v67, v75, v67, 1.0
	v_cmp_o_f32_e32 vcc_lo, v66, v66
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v72, v74, v73, v72
	v_add_nc_u32_e32 v73, 0xb4c00100, v70
	v_sub_f32_e32 v71, v71, v72
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v72, 1, v73
	v_sub_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v70, v70, v72
	v_lshl_add_u32 v71, v72, 23, 0xff800000
	v_add_f32_e32 v69, 1.0, v69
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v70, v70, 23, 0x7f800000
	v_mul_f32_e32 v69, v69, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v69, v69, v70 :: v_dual_add_f32 v70, v40, v40
	v_cndmask_b32_e32 v66, 0x7fc00000, v69, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v69, 0x3d4ccccd, v70
	v_cmp_eq_f32_e32 vcc_lo, v68, v48
	v_mul_f32_e32 v66, v67, v66
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v69, v0
	v_add_f32_e32 v0, v0, v66
	v_cndmask_b32_e64 v66, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v66, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v40, v40, v0
	s_branch .LBB4_19
.LBB4_137:
	v_readlane_b32 s20, v94, 0
	v_readlane_b32 s21, v94, 1
.LBB4_138:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execnz .LBB4_148
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execnz .LBB4_149
.LBB4_140:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB4_150
.LBB4_141:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB4_151
.LBB4_142:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execnz .LBB4_152
.LBB4_143:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execnz .LBB4_153
.LBB4_144:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execnz .LBB4_154
.LBB4_145:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB4_147
.LBB4_146:
	v_lshlrev_b32_e32 v0, 2, v14
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v40, s[20:21]
.LBB4_147:
	s_endpgm
.LBB4_148:
	s_waitcnt vmcnt(0)
	global_store_b32 v32, v33, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB4_140
.LBB4_149:
	v_lshlrev_b32_e32 v0, 2, v2
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v34, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB4_141
.LBB4_150:
	v_lshlrev_b32_e32 v0, 2, v4
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v35, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB4_142
.LBB4_151:
	v_lshlrev_b32_e32 v0, 2, v6
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v36, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB4_143
.LBB4_152:
	v_lshlrev_b32_e32 v0, 2, v8
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v37, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB4_144
.LBB4_153:
	v_lshlrev_b32_e32 v0, 2, v10
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v38, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB4_145
.LBB4_154:
	v_lshlrev_b32_e32 v0, 2, v12
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v39, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execnz .LBB4_146
	s_branch .LBB4_147
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_softmax_pull_w8192
		.amdhsa_group_segment_fixed_size 32780
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
.Lfunc_end4:
	.size	tessera_softmax_pull_w8192, .Lfunc_end4-tessera_softmax_pull_w8192

	.set tessera_softmax_pull_w8192.num_vgpr, 95
	.set tessera_softmax_pull_w8192.num_agpr, 0
	.set tessera_softmax_pull_w8192.numbered_sgpr, 105
	.set tessera_softmax_pull_w8192.num_named_barrier, 0
	.set tessera_softmax_pull_w8192.private_seg_size, 0
	.set tessera_softmax_pull_w8192.uses_vcc, 1
	.set tessera_softmax_pull_w8192.uses_flat_scratch, 0
	.set tessera_softmax_pull_w8192.has_dyn_sized_stack, 0
	.set tessera_softmax_pull_w8192.has_recursion, 0
	.set tessera_softmax_pull_w8192.has_indirect_call, 0
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
    .group_segment_fixed_size: 1036
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_softmax_pull_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
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
    .group_segment_fixed_size: 4108
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_pull_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 0
    .symbol:         tessera_softmax_pull_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     52
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
    .group_segment_fixed_size: 8204
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_pull_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softmax_pull_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     62
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
    .group_segment_fixed_size: 16396
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_pull_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softmax_pull_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     80
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
    .group_segment_fixed_size: 32780
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 1024
    .name:           tessera_softmax_pull_w8192
    .private_segment_fixed_size: 0
    .sgpr_count:     107
    .sgpr_spill_count: 2
    .symbol:         tessera_softmax_pull_w8192.kd
    .uses_dynamic_stack: false
    .vgpr_count:     95
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
