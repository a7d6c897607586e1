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
	s_mov_b32 s94, 0xd078c69f
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v9, v2
	s_mov_b32 s44, 0x94229359
	s_mov_b32 s46, 0x55555593
	s_mov_b32 s48, 0x35793c76
	s_mov_b32 s50, 0xfee00000
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
	s_cselect_b32 s96, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s3, s21, 0xbb67ae85
	s_add_u32 s4, s20, 0x3c6ef372
	s_and_b32 s30, s10, 7
	v_cmp_gt_u64_e64 s11, s[10:11], 7
	s_add_u32 s97, s21, 0x76cf5d0a
	s_add_u32 s98, s20, 0xdaa66d2b
	v_xor_b32_e32 v7, s1, v10
	s_add_u32 s99, s21, 0x32370b8f
	s_add_u32 s100, s20, 0x78dde6e4
	s_add_u32 s101, s21, 0xed9eba14
	s_add_u32 s102, s20, 0x1715609d
	s_add_u32 s103, s21, 0xa9066899
	s_add_u32 s104, s20, 0xb54cda56
	s_add_u32 vcc_hi, s21, 0x646e171e
	s_add_u32 s34, s20, 0x5384540f
	s_add_u32 s35, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s36, s20, 0x8ff34781
	s_and_b32 s14, s10, 0x1f8
	v_xor_b32_e32 v8, s3, v8
	v_xor_b32_e32 v9, s4, v9
	v_mov_b32_e32 v10, 0xfffffbcb
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s52, 0x54442d18
	s_mov_b32 s54, 0x6dc9c883
	s_mov_b32 s56, 0x54400000
	s_mov_b32 s58, 0x1a626331
	s_mov_b32 s60, 0x1a600000
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
	s_mov_b32 s15, s31
	s_cselect_b32 s37, -1, 0
	s_mov_b32 s95, 0x3fc39a09
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
	s_mov_b32 s38, 0
.LBB0_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s3, v11, v11
	v_cmp_gt_f32_e64 s1, v11, v0
	v_cmp_u_f32_e64 s4, v12, v12
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s5, v13, v13
	v_cmp_u_f32_e64 s6, v14, v14
	s_and_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s7, v15, v15
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v12, v0
	s_and_b32 s3, vcc_lo, s4
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v13, v0
	s_and_b32 s3, vcc_lo, s5
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v14, v0
	s_and_b32 s3, vcc_lo, s6
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v15, v0
	s_and_b32 s3, vcc_lo, s7
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v16, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	v_cndmask_b32_e32 v0, v0, v16, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v17, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	v_cndmask_b32_e32 v0, v0, v17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v18, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	s_add_u32 s8, s8, 8
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	s_addc_u32 s9, s9, 0
	s_add_i32 s38, s38, 32
	s_cmp_lg_u64 s[14:15], s[8:9]
	s_cbranch_scc1 .LBB0_13
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s1, s37
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
	v_mov_b32_e32 v11, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s6, s6, 4
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v11, v11
	v_cmp_gt_f32_e64 s3, v11, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s3, s1
	s_add_u32 s4, s4, -1
	v_cndmask_b32_e32 v0, v0, v11, vcc_lo
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
	s_and_saveexec_b32 s38, s0
	s_cbranch_execz .LBB0_33
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB0_27
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB0_28
	s_mov_b64 s[4:5], 0
	s_mov_b32 s39, 0
	s_mov_b64 s[92:93], 0
.LBB0_25:
	v_mov_b32_e32 v17, s39
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_mov_b64 s[94:95], s[4:5]
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s3, v11, v11
	v_cmp_gt_f32_e64 s1, v11, v0
	v_cmp_u_f32_e64 s4, v12, v12
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s5, v13, v13
	v_cmp_u_f32_e64 s6, v14, v14
	s_and_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s7, v15, v15
	s_or_b32 vcc_lo, s1, s3
	v_cmp_u_f32_e64 s8, v16, v16
	v_cndmask_b32_e32 v0, v0, v11, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s3, s94, s92
	s_cselect_b32 s92, s95, s93
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v17, v17
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v12, v0
	v_cmp_u_f32_e64 s10, v18, v18
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s4
	s_add_u32 s1, s94, 1
	v_cndmask_b32_e32 v0, v0, v12, vcc_lo
	s_addc_u32 s4, s95, 0
	s_and_b32 s93, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s4, s92
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v13, v0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 2
	v_cndmask_b32_e32 v0, v0, v13, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s92, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v14, v0
	s_and_b32 s5, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 3
	v_cndmask_b32_e32 v0, v0, v14, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v15, v0
	s_and_b32 s5, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 4
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v16, v0
	s_and_b32 s5, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 5
	v_cndmask_b32_e32 v0, v0, v16, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v17, v0
	s_and_b32 s5, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 6
	v_cndmask_b32_e32 v0, v0, v17, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v18, v0
	s_and_b32 s5, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 7
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s93, s5, s4
	s_cselect_b32 s92, s1, s3
	s_add_i32 s39, s39, 32
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	s_add_u32 s4, s94, 8
	s_addc_u32 s5, s95, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], s[14:15]
	s_cbranch_scc1 .LBB0_25
	s_add_u32 s4, s94, 8
	s_addc_u32 s5, s95, 0
	s_mov_b32 s94, 0xd078c69f
	s_mov_b32 s1, s37
	s_mov_b32 s95, 0x3fc39a09
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_29
	s_branch .LBB0_31
.LBB0_27:
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_32
.LBB0_28:
	s_mov_b64 s[92:93], 0
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB0_31
.LBB0_29:
	s_lshl_b32 s8, s4, 2
	s_mov_b64 s[6:7], s[30:31]
	.p2align	6
.LBB0_30:
	v_mov_b32_e32 v11, s8
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v11, v11
	v_cmp_gt_f32_e64 s3, v11, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s3, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s93, s5, s93
	s_cselect_b32 s92, s4, s92
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_add_i32 s8, s8, 4
	v_cndmask_b32_e32 v0, v0, v11, vcc_lo
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc1 .LBB0_30
.LBB0_31:
	s_clz_i32_u32 s1, s93
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[4:5], s[92:93], s1
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
	s_or_b32 exec_lo, exec_lo, s38
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
	v_cndmask_b32_e32 v11, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v11
	v_cndmask_b32_e32 v11, 0x42b20000, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0x3fb8aa3b, v11
	v_add_f32_e32 v12, 0x4b400000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0xcb400000, v12
	v_mul_f32_e32 v14, 0xbf317200, v13
	v_mul_f32_e32 v13, 0x35bfbe8e, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v11, v14
	v_sub_f32_e32 v14, v11, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v14
	v_mul_f32_e32 v16, 0x3331bb4c, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	v_mul_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x388ab355, v16
	v_mul_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xbb360b61, v16
	v_mul_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x3e2aaaab, v16
	v_mul_f32_e32 v15, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v14, v15
	v_mul_f32_e32 v14, v14, v15
	v_sub_f32_e32 v15, 2.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v16, null, v15, v15, v14
	v_div_scale_f32 v19, vcc_lo, v14, v15, v14
	v_rcp_f32_e32 v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v17
	v_fma_f32 v20, -v16, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v20, v17
	v_fma_f32 v16, -v16, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v16, v16, v17, v18
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v14, v16, v15, v14
	v_add_nc_u32_e32 v15, 0xb4c00100, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v11, v11, v13
	v_sub_nc_u32_e32 v12, v12, v14
	v_lshl_add_u32 v13, v14, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v11, 1.0, v11
	v_lshl_add_u32 v12, v12, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v11, v13
	v_mul_f32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v11, vcc_lo
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
	v_mov_b32_e32 v17, s3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s3, s3, 32
	s_cmp_lg_u64 s[14:15], s[4:5]
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v12
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v14
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v18
	s_cbranch_scc1 .LBB0_39
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s3, s37
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
	v_mov_b32_e32 v11, s3
	s_add_i32 s3, s3, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v11
	s_cbranch_scc1 .LBB0_43
.LBB0_44:
	ds_store_b32 v1, v0 offset:1028
.LBB0_45:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s96
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_50
	v_mov_b32_e32 v0, v5
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB0_49
	s_mul_f32 s8, s18, s16
	s_mov_b32 s38, 0x1d8e78af
	s_mov_b32 s39, 0x3fcc71c5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s8, 0
	s_mul_f32 s3, s8, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s8, 0xf800000
	v_mov_b32_e32 v11, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s28, s22
	s_addc_u32 s5, s29, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_i32 s6, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, s6, v7
	s_xor_b32 s5, s20, s5
	s_xor_b32 s4, s5, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v0, s5, v8
	v_xor3_b32 v15, s4, s97, v13
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_xor_b32_e32 v0, v14, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v16, s98, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	v_xor3_b32 v0, s99, v14, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v17, s101, v13
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v0, s100, v13, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v18, s102, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v0, s103, v13, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v15, vcc_hi, v12
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xcd9e8d57, v15
	v_xor3_b32 v13, s104, v13, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s34, v12
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v13, s35, v13, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v0, s21, v12
	v_mul_lo_u32 v12, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s36, v16, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[12:13], v0
	v_add_f64 v[12:13], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[16:17], v[12:13], 0xffffffe0
	v_ldexp_f64 v[12:13], v[16:17], 54
	v_cmp_gt_f64_e64 s4, 0x100000, v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v0, v17, v13, s4
	v_cndmask_b32_e64 v12, v16, v12, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, s5, 0x95f62, v0
	v_add_co_ci_u32_e64 v19, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v18
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v0
	v_add_f64 v[20:21], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[20:21], 2.0
	v_mul_f64 v[42:43], v[20:21], 0.5
	v_div_scale_f64 v[24:25], null, v[22:23], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[42:43], v[20:21], v[42:43]
	v_rcp_f64_e32 v[12:13], v[24:25]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[24:25], v[12:13], 1.0
	v_fma_f64 v[26:27], v[12:13], v[26:27], v[12:13]
	ds_load_b96 v[12:14], v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v12, v5, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v0, 0xc2d00000, v12, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v0
	v_fma_f64 v[28:29], -v[24:25], v[26:27], 1.0
	v_cndmask_b32_e32 v0, 0x42b20000, v0, vcc_lo
	v_div_scale_f32 v35, vcc_lo, 1.0, v13, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, 0x3fb8aa3b, v0
	v_add_f32_e32 v50, 0x4b400000, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0xcb400000, v50
	v_mul_f32_e32 v31, 0xbf317200, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v51, 0x35bfbe8e, v30 :: v_dual_add_f32 v52, v0, v31
	v_div_scale_f64 v[30:31], s5, v[20:21], v[22:23], v[20:21]
	v_sub_f32_e32 v0, v52, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v32, v0, v0
	v_fma_f64 v[26:27], v[26:27], v[28:29], v[26:27]
	v_mul_f32_e32 v28, 0x3331bb4c, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xb5ddea0e, v28
	v_mul_f32_e32 v28, v32, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0x388ab355, v28
	v_mul_f32_e32 v28, v32, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 0xbb360b61, v28
	v_mul_f32_e32 v33, v32, v28
	v_mul_f64 v[28:29], v[30:31], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0x3e2aaaab, v33
	v_mul_f32_e32 v32, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v32, v0, v32
	v_mul_f32_e32 v53, v0, v32
	v_sub_f32_e32 v54, 2.0, v32
	v_div_scale_f32 v0, null, v13, v13, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v32, null, v54, v54, v53
	v_rcp_f32_e32 v33, v0
	v_xor_b32_e32 v0, 0x80000000, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v34, v32
	v_fma_f64 v[24:25], -v[24:25], v[28:29], v[30:31]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v30, v0, v33, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v31, -v32, v34, 1.0
	v_fmac_f32_e32 v33, v30, v33
	v_div_scale_f32 v30, s6, v53, v54, v53
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v34, v31, v34
	v_dual_mul_f32 v31, v35, v33 :: v_dual_mul_f32 v36, v30, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v37, v0, v31, v35
	v_fma_f32 v38, -v32, v36, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v31, v37, v33 :: v_dual_fmac_f32 v36, v38, v34
	v_fmac_f32_e32 v35, v0, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v0, -v32, v36, v30
	v_div_fmas_f32 v55, v35, v33, v31
	s_mov_b32 vcc_lo, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v56, v0, v34, v36
	s_mov_b32 vcc_lo, s5
	v_cndmask_b32_e64 v0, 0xfffffc01, v10, s4
	v_div_fixup_f32 v13, v55, v13, 1.0
	v_div_fmas_f64 v[24:25], v[24:25], v[26:27], v[28:29]
	v_add_co_u32 v0, vcc_lo, v18, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[44:45], v0
	v_div_fixup_f64 v[22:23], v[24:25], v[22:23], v[20:21]
	v_cvt_f64_u32_e32 v[24:25], v15
	v_add_co_ci_u32_e64 v15, null, -1, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[18:19], v15
	v_mul_f64 v[26:27], v[22:23], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[24:25], v[24:25], 0.5
	v_ldexp_f64 v[18:19], v[18:19], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[28:29], v[26:27], v[26:27]
	v_ldexp_f64 v[24:25], v[24:25], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], v[44:45]
	v_mul_f64 v[30:31], v[28:29], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[24:25], v[24:25], s[52:53]
	v_mul_f64 v[34:35], v[28:29], s[94:95]
	v_mul_f64 v[48:49], v[18:19], s[48:49]
	v_mul_f64 v[18:19], v[18:19], s[50:51]
	v_add_f64 v[30:31], v[30:31], s[42:43]
	v_mul_f64 v[32:33], v[24:25], s[54:55]
	v_add_f64 v[34:35], v[34:35], s[38:39]
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s39, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_add_f64 v[32:33], 0x43380000, v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[30:31], s[44:45]
	v_add_f64 v[36:37], 0xc3380000, v[32:33]
	v_mul_f64 v[33:34], v[28:29], v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[28:29], v[30:31]
	v_mul_f64 v[38:39], v[36:37], s[56:57]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[33:34], v[33:34], s[38:39]
	v_mul_f64 v[40:41], v[36:37], s[60:61]
	v_mul_f64 v[44:45], v[36:37], s[62:63]
	v_add_f64 v[30:31], v[30:31], s[46:47]
	v_add_f64 v[38:39], v[24:25], v[38:39]
	v_mul_f64 v[28:29], v[28:29], v[33:34]
	v_mul_f64 v[33:34], v[36:37], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[26:27], v[30:31]
	v_add_f64 v[30:31], v[38:39], v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[28:29], v[26:27]
	v_add_f64 v[28:29], v[38:39], -v[30:31]
	v_add_f64 v[46:47], v[30:31], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[42:43], v[26:27]
	v_add_f64 v[28:29], v[28:29], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[30:31], -v[46:47]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[26:27], v[44:45], -v[28:29]
	v_mul_f64 v[28:29], v[36:37], s[58:59]
	v_mul_f64 v[35:36], v[36:37], s[66:67]
	v_add_f64 v[33:34], v[40:41], v[33:34]
	v_add_f64 v[22:23], v[48:49], v[22:23]
	v_add_f64 v[40:41], v[30:31], -v[26:27]
	v_add_f64 v[44:45], v[38:39], -v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[35:36], -v[33:34]
	v_mov_b32_e32 v36, v1
	v_add_f64 v[22:23], v[22:23], -v[42:43]
	v_lshrrev_b32_e32 v0, 20, v41
	v_lshrrev_b32_e32 v37, 20, v45
	v_and_b32_e32 v15, 0x7ff, v0
	v_bfe_u32 v0, v25, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v35, 49, v15
	v_and_b32_e32 v15, 0x7ff, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[35:36], v[0:1]
	v_add_nc_u32_e32 v35, 16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s4, v[35:36], v[0:1]
	v_dual_cndmask_b32 v15, v30, v46 :: v_dual_cndmask_b32 v30, v31, v47
	v_dual_cndmask_b32 v0, v27, v34 :: v_dual_cndmask_b32 v31, v26, v33
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[16:17]
	v_cndmask_b32_e64 v26, v38, v15, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v27, v39, v30, s4
	v_cndmask_b32_e64 v29, v29, v0, s4
	v_cndmask_b32_e64 v28, v28, v31, s4
	v_cmp_neq_f64_e64 s4, 0, v[16:17]
	global_load_b32 v47, v[2:3], off
	v_add_f64 v[20:21], v[20:21], v[22:23]
	v_add_f64 v[22:23], v[26:27], -v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], v[20:21]
	v_mul_f64 v[20:21], v[22:23], v[22:23]
	v_add_f64 v[26:27], v[26:27], -v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], -2.0
	v_mul_f64 v[30:31], v[20:21], s[80:81]
	v_mul_f64 v[33:34], v[20:21], s[68:69]
	v_mul_f64 v[35:36], v[20:21], s[74:75]
	v_mul_f64 v[15:16], v[20:21], s[86:87]
	v_mul_f64 v[37:38], v[20:21], v[20:21]
	v_add_f64 v[26:27], v[26:27], -v[28:29]
	v_mul_f64 v[41:42], v[20:21], 0.5
	v_cndmask_b32_e32 v0, 0xfff00000, v19, vcc_lo
	s_and_b32 vcc_lo, s4, vcc_lo
	v_add_f64 v[30:31], v[30:31], s[82:83]
	v_cndmask_b32_e32 v18, 0, v18, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[70:71]
	v_cndmask_b32_e64 v19, 0x7ff00000, v0, s4
	v_add_f64 v[35:36], v[35:36], s[76:77]
	v_add_f64 v[15:16], v[15:16], s[88:89]
	v_mul_f64 v[39:40], v[20:21], v[37:38]
	v_mul_f64 v[28:29], v[37:38], v[37:38]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[18:19]
	v_mul_f64 v[37:38], v[22:23], v[20:21]
	v_add_f64 v[45:46], -v[41:42], 1.0
	v_mul_f64 v[30:31], v[20:21], v[30:31]
	v_mul_f64 v[33:34], v[20:21], v[33:34]
	v_mul_f64 v[35:36], v[20:21], v[35:36]
	v_mul_f64 v[15:16], v[39:40], v[15:16]
	v_cndmask_b32_e64 v0, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[17:18], v[18:19], v0
	v_and_b32_e32 v0, 1, v32
	v_cmp_eq_u64_e64 s5, 0, v[0:1]
	v_add_f64 v[30:31], v[30:31], s[84:85]
	v_add_f64 v[33:34], v[33:34], s[72:73]
	v_add_f64 v[35:36], v[35:36], s[78:79]
	v_rsq_f64_e32 v[39:40], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[15:16], v[30:31]
	v_mul_f64 v[33:34], v[20:21], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[28:29], v[28:29], v[35:36]
	v_mul_f64 v[35:36], v[26:27], 0.5
	v_mul_f64 v[30:31], v[17:18], v[39:40]
	v_mul_f64 v[39:40], v[39:40], 0.5
	v_mul_f64 v[15:16], v[37:38], v[15:16]
	v_add_f64 v[28:29], v[33:34], v[28:29]
	v_mul_f64 v[33:34], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[43:44], -v[39:40], v[30:31], 0.5
	v_add_f64 v[15:16], v[35:36], -v[15:16]
	v_add_f64 v[35:36], -v[45:46], 1.0
	v_mul_f64 v[28:29], v[20:21], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[30:31], v[30:31], v[43:44], v[30:31]
	v_mul_f64 v[15:16], v[20:21], v[15:16]
	v_fma_f64 v[19:20], v[39:40], v[43:44], v[39:40]
	v_add_f64 v[35:36], v[35:36], -v[41:42]
	v_and_b32_e32 v21, 2, v32
	v_add_f64 v[28:29], v[28:29], -v[33:34]
	v_mul_f64 v[33:34], v[37:38], s[90:91]
	v_fma_f64 v[39:40], -v[30:31], v[30:31], v[17:18]
	v_add_f64 v[15:16], v[15:16], -v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[28:29], v[35:36], v[28:29]
	v_fma_f64 v[26:27], v[39:40], v[19:20], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[15:16], v[15:16], v[33:34]
	v_add_f64 v[28:29], v[45:46], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[30:31], -v[26:27], v[26:27], v[17:18]
	v_add_f64 v[15:16], v[22:23], -v[15:16]
	v_mov_b32_e32 v22, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v29
	v_cmp_eq_u64_e64 s4, 0, v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v23, v29, s4
	v_fma_f64 v[19:20], v[30:31], v[19:20], v[26:27]
	v_xor_b32_e32 v21, 0x80000000, v16
	v_cndmask_b32_e64 v22, v15, v28, s5
	v_cndmask_b32_e64 v16, v16, v21, s4
	v_cndmask_b32_e64 v21, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[17:18], 0x260
	v_cmp_gt_f64_e64 s4, 0x413921fb, v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v0, v16, v0, s5
	v_ldexp_f64 v[15:16], v[19:20], v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v19, 0x7ff80000, v0, s4
	v_cndmask_b32_e64 v0, s8, v11, s3
	v_sqrt_f32_e32 v11, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v16, v16, v18 :: v_dual_cndmask_b32 v15, v15, v17
	v_cndmask_b32_e64 v18, 0, v22, s4
	v_div_fixup_f32 v17, v56, v54, v53
	v_mul_f64 v[15:16], v[18:19], v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_2)
	v_dual_sub_f32 v17, v51, v17 :: v_dual_add_nc_u32 v18, -1, v11
	v_add_nc_u32_e32 v19, 0xb4c00100, v50
	v_add_nc_u32_e32 v21, 1, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v20, 0x80000000, v18
	v_sub_f32_e32 v17, v52, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v19, 1, v19
	v_xor_b32_e32 v23, 0x80000000, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f32 v20, v20, v11, v0
	v_add_f32_e32 v17, 1.0, v17
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v22, v50, v19
	v_lshl_add_u32 v19, v19, 23, 0xff800000
	v_cmp_ge_f32_e32 vcc_lo, 0, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v20, v22, 23, 0x7f800000
	v_dual_mul_f32 v17, v17, v19 :: v_dual_cndmask_b32 v18, v11, v18
	v_fma_f32 v11, v23, v11, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, v17, v20
	v_cmp_lt_f32_e32 vcc_lo, 0, v11
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v11, v18, v21, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	v_cvt_f32_f64_e32 v15, v[15:16]
	v_add_f32_e32 v16, v5, v5
	v_cndmask_b32_e32 v12, 0x7fc00000, v17, vcc_lo
	v_mul_f32_e32 v17, 0x37800000, v11
	v_cmp_eq_f32_e32 vcc_lo, v14, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v16, 0x3d4ccccd, v16
	v_mul_f32_e32 v12, v13, v12
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v11, v11, v17, s3
	v_cndmask_b32_e64 v13, 0, 0x3dcccccd, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v0, 0x260
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v16, v16, v47
	v_cndmask_b32_e32 v0, v11, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v12, v16, v12
	v_cndmask_b32_e64 v0, 0, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v11, v13, v12
	v_cndmask_b32_e64 v0, v0, s13, s19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, s12, v11
	v_sub_f32_e32 v11, v5, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v15
	v_add_f32_e32 v0, v0, v11
.LBB0_49:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB0_6
	s_branch .LBB0_51
.LBB0_50:
.LBB0_51:
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_5
	global_load_b32 v0, v[2:3], off
	ds_load_b96 v[11:13], v1 offset:1024
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v5, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v14, 0xc2d00000, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v14
	v_cndmask_b32_e32 v14, 0x42b20000, v14, vcc_lo
	v_div_scale_f32 v25, vcc_lo, 1.0, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3fb8aa3b, v14
	v_add_f32_e32 v15, 0x4b400000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v15
	v_mul_f32_e32 v17, 0xbf317200, v16
	v_mul_f32_e32 v16, 0x35bfbe8e, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, v14, v17
	v_sub_f32_e32 v17, v14, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v17
	v_mul_f32_e32 v19, 0x3331bb4c, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xb5ddea0e, v19
	v_mul_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0x388ab355, v19
	v_mul_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xbb360b61, v19
	v_mul_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0x3e2aaaab, v19
	v_mul_f32_e32 v18, v18, v19
	v_div_scale_f32 v19, null, v12, v12, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v18, v17, v18
	v_rcp_f32_e32 v21, v19
	v_xor_b32_e32 v19, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v17, v18
	v_sub_f32_e32 v18, 2.0, v18
	v_div_scale_f32 v20, null, v18, v18, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v23, v19, v21, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v22, v20
	v_fmac_f32_e32 v21, v23, v21
	v_div_scale_f32 v23, s1, v17, v18, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v20, v22, 1.0
	v_fmac_f32_e32 v22, v24, v22
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v25, v21
	v_mul_f32_e32 v26, v23, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v27, v19, v24, v25
	v_fma_f32 v28, -v20, v26, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v24, v27, v21
	v_dual_fmac_f32 v26, v28, v22 :: v_dual_fmac_f32 v25, v19, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, -v20, v26, v23
	v_div_fmas_f32 v20, v25, v21, v24
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v19, v19, v22, v26
	v_div_fixup_f32 v12, v20, v12, 1.0
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v19, v18, v17
	v_add_nc_u32_e32 v18, 0xb4c00100, v15
	v_sub_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v17, 1, v18
	v_sub_f32_e32 v14, v14, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v15, v15, v17
	v_lshl_add_u32 v16, v17, 23, 0xff800000
	v_add_f32_e32 v14, 1.0, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v15, v15, 23, 0x7f800000
	v_mul_f32_e32 v14, v14, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v14, v14, v15 :: v_dual_add_f32 v15, v5, v5
	v_cndmask_b32_e32 v11, 0x7fc00000, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, 0x3d4ccccd, v15
	v_cmp_eq_f32_e32 vcc_lo, v13, v6
	s_waitcnt vmcnt(0)
	v_dual_sub_f32 v0, v14, v0 :: v_dual_mul_f32 v11, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v11
	v_cndmask_b32_e64 v11, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
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
		.amdhsa_inst_pref_size 51
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

	.set tessera_softmax_pull_w256.num_vgpr, 57
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
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s30, s10, s2
	s_add_i32 s31, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[8:9], s[30:31], 2
	v_lshlrev_b32_e32 v7, 2, v0
	s_add_u32 s26, s4, s8
	s_addc_u32 s27, s5, s9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_3
	global_load_b32 v8, v7, s[26:27]
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
	v_add_co_ci_u32_e64 v3, null, s31, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_cvt_f32_u32_e32 v9, v0
	s_mov_b32 s31, 0
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v13, 0xfffffbcb
	s_mov_b32 s94, 0xd078c69f
	s_mov_b32 s40, 0xdf3e5244
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v3
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	s_mov_b32 s46, 0x55555593
	s_mov_b32 s48, 0x35793c76
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v0, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s8
	s_addc_u32 s3, s7, s9
	s_cmp_lg_u64 s[10:11], 0
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v0, 0
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v5, s1, s1, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s3, 0, s1
	s_cselect_b32 s96, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	s_add_u32 s3, s21, 0xbb67ae85
	s_add_u32 s4, s20, 0x3c6ef372
	s_and_b32 s30, s10, 7
	v_cmp_gt_u64_e64 s11, s[10:11], 7
	s_add_u32 s97, s21, 0x76cf5d0a
	s_add_u32 s98, s20, 0xdaa66d2b
	v_xor_b32_e32 v10, s1, v3
	s_add_u32 s99, s21, 0x32370b8f
	s_add_u32 s100, s20, 0x78dde6e4
	s_add_u32 s101, s21, 0xed9eba14
	s_add_u32 s102, s20, 0x1715609d
	s_add_u32 s103, s21, 0xa9066899
	s_add_u32 s104, s20, 0xb54cda56
	s_add_u32 vcc_hi, s21, 0x646e171e
	s_add_u32 s34, s20, 0x5384540f
	s_add_u32 s35, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s36, s20, 0x8ff34781
	s_and_b32 s14, s10, 0x7f8
	v_xor_b32_e32 v11, s3, v1
	v_xor_b32_e32 v12, s4, v2
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s50, 0xfee00000
	s_mov_b32 s52, 0x54442d18
	s_mov_b32 s54, 0x6dc9c883
	s_mov_b32 s56, 0x54400000
	s_mov_b32 s58, 0x1a626331
	s_mov_b32 s60, 0x1a600000
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
	s_mov_b32 s15, s31
	s_cselect_b32 s37, -1, 0
	s_mov_b32 s95, 0x3fc39a09
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
	s_branch .LBB1_7
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s3
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v0, v8
.LBB1_6:
	s_add_u32 s28, s28, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, v0
	s_addc_u32 s29, s29, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[28:29], s[24:25]
	s_cbranch_scc1 .LBB1_54
.LBB1_7:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_9
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v8
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
	s_mov_b32 s38, 0
.LBB1_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v3 offset1:1
	ds_load_2addr_b32 v[14:15], v3 offset0:2 offset1:3
	ds_load_2addr_b32 v[16:17], v3 offset0:4 offset1:5
	ds_load_2addr_b32 v[18:19], v3 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s3, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s4, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s5, v14, v14
	v_cmp_u_f32_e64 s6, v15, v15
	s_and_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s7, v16, v16
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	s_and_b32 s3, vcc_lo, s4
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v14, v0
	s_and_b32 s3, vcc_lo, s5
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v15, v0
	s_and_b32 s3, vcc_lo, s6
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v16, v0
	s_and_b32 s3, vcc_lo, s7
	s_or_b32 vcc_lo, s1, s3
	v_cndmask_b32_e32 v0, v0, v16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v17, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	v_cndmask_b32_e32 v0, v0, v17, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v18, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s3, v19, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s3, s1
	s_add_u32 s8, s8, 8
	v_cndmask_b32_e32 v0, v0, v19, vcc_lo
	s_addc_u32 s9, s9, 0
	s_add_i32 s38, s38, 32
	s_cmp_lg_u64 s[14:15], s[8:9]
	s_cbranch_scc1 .LBB1_13
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s1, s37
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
	v_mov_b32_e32 v1, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s6, s6, 4
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s3, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s3, s1
	s_add_u32 s4, s4, -1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_addc_u32 s5, s5, -1
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc1 .LBB1_17
.LBB1_18:
	ds_store_b32 v4, v0 offset:4096
.LBB1_19:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	ds_store_b32 v7, v8
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s38, s0
	s_cbranch_execz .LBB1_33
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB1_27
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB1_28
	s_mov_b64 s[4:5], 0
	s_mov_b32 s39, 0
	s_mov_b64 s[92:93], 0
.LBB1_25:
	v_mov_b32_e32 v3, s39
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_mov_b64 s[94:95], s[4:5]
	ds_load_2addr_b32 v[1:2], v3 offset1:1
	ds_load_2addr_b32 v[14:15], v3 offset0:2 offset1:3
	ds_load_2addr_b32 v[16:17], v3 offset0:4 offset1:5
	ds_load_2addr_b32 v[18:19], v3 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s3, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s4, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s5, v14, v14
	v_cmp_u_f32_e64 s6, v15, v15
	s_and_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s7, v16, v16
	s_or_b32 vcc_lo, s1, s3
	v_cmp_u_f32_e64 s8, v17, v17
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s3, s94, s92
	s_cselect_b32 s92, s95, s93
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v18, v18
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	v_cmp_u_f32_e64 s10, v19, v19
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s4
	s_add_u32 s1, s94, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s4, s95, 0
	s_and_b32 s93, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s4, s92
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v14, v0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 2
	v_cndmask_b32_e32 v0, v0, v14, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s92, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v15, v0
	s_and_b32 s5, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 3
	v_cndmask_b32_e32 v0, v0, v15, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v16, v0
	s_and_b32 s5, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 4
	v_cndmask_b32_e32 v0, v0, v16, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v17, v0
	s_and_b32 s5, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 5
	v_cndmask_b32_e32 v0, v0, v17, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v18, v0
	s_and_b32 s5, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 6
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s3, s1, s3
	s_cselect_b32 s4, s5, s4
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v19, v0
	s_and_b32 s5, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 7
	s_addc_u32 s5, s95, 0
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s93, s5, s4
	s_cselect_b32 s92, s1, s3
	s_add_i32 s39, s39, 32
	v_cndmask_b32_e32 v0, v0, v19, vcc_lo
	s_add_u32 s4, s94, 8
	s_addc_u32 s5, s95, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], s[14:15]
	s_cbranch_scc1 .LBB1_25
	s_add_u32 s4, s94, 8
	s_addc_u32 s5, s95, 0
	s_mov_b32 s94, 0xd078c69f
	s_mov_b32 s1, s37
	s_mov_b32 s95, 0x3fc39a09
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_29
	s_branch .LBB1_31
.LBB1_27:
	v_mov_b32_e32 v0, 0
	s_branch .LBB1_32
.LBB1_28:
	s_mov_b64 s[92:93], 0
	s_mov_b64 s[4:5], 0
	s_cbranch_execz .LBB1_31
.LBB1_29:
	s_lshl_b32 s8, s4, 2
	s_mov_b64 s[6:7], s[30:31]
	.p2align	6
.LBB1_30:
	v_mov_b32_e32 v1, s8
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s3, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s3, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s93, s5, s93
	s_cselect_b32 s92, s4, s92
	s_add_u32 s4, s4, 1
	s_addc_u32 s5, s5, 0
	s_add_i32 s8, s8, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc1 .LBB1_30
.LBB1_31:
	s_clz_i32_u32 s1, s93
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[4:5], s[92:93], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s3, s4, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s5, s3
	s_cvt_f32_u32 s3, s3
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s3, s1
.LBB1_32:
	ds_store_b32 v4, v0 offset:4104
.LBB1_33:
	s_or_b32 exec_lo, exec_lo, s38
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_35
	ds_load_b32 v0, v4 offset:4096
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, 0xcb400000, v2
	v_mul_f32_e32 v14, 0xbf317200, v3
	v_mul_f32_e32 v3, 0x35bfbe8e, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v14
	v_sub_f32_e32 v14, v1, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v14
	v_mul_f32_e32 v16, 0x3331bb4c, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	v_mul_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x388ab355, v16
	v_mul_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xbb360b61, v16
	v_mul_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x3e2aaaab, v16
	v_mul_f32_e32 v15, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v14, v15
	v_mul_f32_e32 v14, v14, v15
	v_sub_f32_e32 v15, 2.0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v16, null, v15, v15, v14
	v_div_scale_f32 v19, vcc_lo, v14, v15, v14
	v_rcp_f32_e32 v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v17
	v_fma_f32 v20, -v16, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v20, v17
	v_fma_f32 v16, -v16, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v16, v16, v17, v18
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v14, v16, v15, v14
	v_add_nc_u32_e32 v15, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v3, v3, v14
	v_lshrrev_b32_e32 v14, 1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v3
	v_sub_nc_u32_e32 v2, v2, v14
	v_lshl_add_u32 v3, v14, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v3
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v7, v0
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
	v_mov_b32_e32 v3, s3
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s3, s3, 32
	s_cmp_lg_u64 s[14:15], s[4:5]
	ds_load_2addr_b32 v[1:2], v3 offset1:1
	ds_load_2addr_b32 v[14:15], v3 offset0:2 offset1:3
	ds_load_2addr_b32 v[16:17], v3 offset0:4 offset1:5
	ds_load_2addr_b32 v[18:19], v3 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v15
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	s_cbranch_scc1 .LBB1_39
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s3, s37
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
	v_mov_b32_e32 v1, s3
	s_add_i32 s3, s3, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB1_43
.LBB1_44:
	ds_store_b32 v4, v0 offset:4100
.LBB1_45:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s96
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_50
	v_mov_b32_e32 v0, v8
	s_and_saveexec_b32 s7, s2
	s_cbranch_execz .LBB1_49
	s_mul_f32 s8, s18, s16
	s_mov_b32 s38, 0x1d8e78af
	s_mov_b32 s39, 0x3fcc71c5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s8, 0
	s_mul_f32 s3, s8, 0x4f800000
	s_cselect_b32 s1, -1, 0
	s_cmp_lt_f32 s8, 0xf800000
	v_mov_b32_e32 v14, s3
	s_cselect_b32 s3, -1, 0
	s_add_u32 s4, s28, s22
	s_addc_u32 s5, s29, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_mul_i32 s6, s5, 0xcd9e8d57
	s_mul_hi_u32 s5, s5, 0xcd9e8d57
	v_xor_b32_e32 v0, s6, v10
	s_xor_b32 s5, s20, s5
	s_xor_b32 s4, s5, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s5, s4, 0xd2511f53
	s_mul_i32 s4, s4, 0xd2511f53
	v_xor_b32_e32 v2, s5, v11
	v_xor3_b32 v3, s4, s97, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v3, 0
	v_xor_b32_e32 v2, v2, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v16, s98, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v3, 0
	v_xor3_b32 v0, s99, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v17, s101, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s100, v1, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v3, s102, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v3, 0
	v_xor3_b32 v1, s103, v1, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, v18, vcc_hi, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	v_xor3_b32 v1, s104, v1, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v3, s34, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s35, v1, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s21, v0
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s36, v19, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[0:1], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[19:20], v[0:1], 0xffffffe0
	v_ldexp_f64 v[0:1], v[19:20], 54
	v_cmp_gt_f64_e64 s4, 0x100000, v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v20, v1, s4
	v_cndmask_b32_e64 v0, v19, v0, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s5, 0x95f62, v1
	v_add_co_ci_u32_e64 v22, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v21
	v_lshrrev_b64 v[21:22], 20, v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	v_add_f64 v[23:24], v[0:1], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[23:24], 2.0
	v_mul_f64 v[45:46], v[23:24], 0.5
	v_div_scale_f64 v[27:28], null, v[25:26], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[45:46], v[23:24], v[45:46]
	v_rcp_f64_e32 v[0:1], v[27:28]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[2:3], -v[27:28], v[0:1], 1.0
	v_fma_f64 v[29:30], v[0:1], v[2:3], v[0:1]
	ds_load_b96 v[0:2], v4 offset:4096
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v3, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_fma_f64 v[31:32], -v[27:28], v[29:30], 1.0
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_div_scale_f32 v38, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3fb8aa3b, v3
	v_add_f32_e32 v15, 0x4b400000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v15
	v_mul_f32_e32 v33, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v17, 0x35bfbe8e, v16 :: v_dual_add_f32 v16, v3, v33
	v_div_scale_f64 v[33:34], s5, v[23:24], v[25:26], v[23:24]
	v_sub_f32_e32 v3, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v35, v3, v3
	v_fma_f64 v[29:30], v[29:30], v[31:32], v[29:30]
	v_mul_f32_e32 v31, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xb5ddea0e, v31
	v_mul_f32_e32 v31, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0x388ab355, v31
	v_mul_f32_e32 v31, v35, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xbb360b61, v31
	v_mul_f32_e32 v36, v35, v31
	v_mul_f64 v[31:32], v[33:34], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v3, v35
	v_mul_f32_e32 v53, v3, v35
	v_sub_f32_e32 v54, 2.0, v35
	v_div_scale_f32 v3, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v35, null, v54, v54, v53
	v_rcp_f32_e32 v36, v3
	v_xor_b32_e32 v3, 0x80000000, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v37, v35
	v_fma_f64 v[27:28], -v[27:28], v[31:32], v[33:34]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v33, v3, v36, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v34, -v35, v37, 1.0
	v_fmac_f32_e32 v36, v33, v36
	v_div_scale_f32 v33, s6, v53, v54, v53
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v37, v34, v37
	v_dual_mul_f32 v34, v38, v36 :: v_dual_mul_f32 v39, v33, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v40, v3, v34, v38
	v_fma_f32 v41, -v35, v39, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v34, v40, v36 :: v_dual_fmac_f32 v39, v41, v37
	v_fmac_f32_e32 v38, v3, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v3, -v35, v39, v33
	v_div_fmas_f32 v55, v38, v36, v34
	s_mov_b32 vcc_lo, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v56, v3, v37, v39
	s_mov_b32 vcc_lo, s5
	v_cndmask_b32_e64 v3, 0xfffffc01, v13, s4
	v_div_fixup_f32 v1, v55, v1, 1.0
	v_div_fmas_f64 v[27:28], v[27:28], v[29:30], v[31:32]
	v_add_co_u32 v3, vcc_lo, v21, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[47:48], v3
	v_div_fixup_f64 v[25:26], v[27:28], v[25:26], v[23:24]
	v_cvt_f64_u32_e32 v[27:28], v18
	v_add_co_ci_u32_e64 v18, null, -1, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[21:22], v18
	v_mul_f64 v[29:30], v[25:26], v[25:26]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], 0.5
	v_ldexp_f64 v[21:22], v[21:22], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[31:32], v[29:30], v[29:30]
	v_ldexp_f64 v[27:28], v[27:28], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], v[47:48]
	v_mul_f64 v[33:34], v[31:32], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[27:28], v[27:28], s[52:53]
	v_mul_f64 v[37:38], v[31:32], s[94:95]
	v_mul_f64 v[51:52], v[21:22], s[48:49]
	v_mul_f64 v[21:22], v[21:22], s[50:51]
	v_add_f64 v[33:34], v[33:34], s[42:43]
	v_mul_f64 v[35:36], v[27:28], s[54:55]
	v_add_f64 v[37:38], v[37:38], s[38:39]
	s_mov_b32 s38, 0x9997fa04
	s_mov_b32 s39, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	v_add_f64 v[35:36], 0x43380000, v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[33:34], s[44:45]
	v_add_f64 v[39:40], 0xc3380000, v[35:36]
	v_mul_f64 v[36:37], v[31:32], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[33:34], v[31:32], v[33:34]
	v_mul_f64 v[41:42], v[39:40], s[56:57]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], s[38:39]
	v_mul_f64 v[43:44], v[39:40], s[60:61]
	v_mul_f64 v[47:48], v[39:40], s[62:63]
	v_add_f64 v[33:34], v[33:34], s[46:47]
	v_add_f64 v[41:42], v[27:28], v[41:42]
	v_mul_f64 v[31:32], v[31:32], v[36:37]
	v_mul_f64 v[36:37], v[39:40], s[64:65]
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
	v_mul_f64 v[31:32], v[39:40], s[58:59]
	v_mul_f64 v[38:39], v[39:40], s[66:67]
	v_add_f64 v[36:37], v[43:44], v[36:37]
	v_add_f64 v[25:26], v[51:52], v[25:26]
	v_add_f64 v[43:44], v[33:34], -v[29:30]
	v_add_f64 v[47:48], v[41:42], -v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[36:37], v[38:39], -v[36:37]
	v_mov_b32_e32 v39, v4
	v_add_f64 v[25:26], v[25:26], -v[45:46]
	v_lshrrev_b32_e32 v3, 20, v44
	v_lshrrev_b32_e32 v40, 20, v48
	v_and_b32_e32 v18, 0x7ff, v3
	v_bfe_u32 v3, v28, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v38, 49, v18
	v_and_b32_e32 v18, 0x7ff, v40
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[38:39], v[3:4]
	v_add_nc_u32_e32 v38, 16, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s4, v[38:39], v[3:4]
	v_dual_cndmask_b32 v18, v33, v49 :: v_dual_cndmask_b32 v33, v34, v50
	v_dual_cndmask_b32 v3, v30, v37 :: v_dual_cndmask_b32 v34, v29, v36
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[19:20]
	v_cndmask_b32_e64 v29, v41, v18, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v30, v42, v33, s4
	v_cndmask_b32_e64 v32, v32, v3, s4
	v_cndmask_b32_e64 v31, v31, v34, s4
	v_cmp_neq_f64_e64 s4, 0, v[19:20]
	global_load_b32 v50, v[5:6], off
	v_add_f64 v[23:24], v[23:24], v[25:26]
	v_add_f64 v[25:26], v[29:30], -v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], v[23:24]
	v_mul_f64 v[23:24], v[25:26], v[25:26]
	v_add_f64 v[29:30], v[29:30], -v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[21:22], v[21:22], -2.0
	v_mul_f64 v[33:34], v[23:24], s[80:81]
	v_mul_f64 v[36:37], v[23:24], s[68:69]
	v_mul_f64 v[38:39], v[23:24], s[74:75]
	v_mul_f64 v[18:19], v[23:24], s[86:87]
	v_mul_f64 v[40:41], v[23:24], v[23:24]
	v_add_f64 v[29:30], v[29:30], -v[31:32]
	v_mul_f64 v[44:45], v[23:24], 0.5
	v_cndmask_b32_e32 v3, 0xfff00000, v22, vcc_lo
	s_and_b32 vcc_lo, s4, vcc_lo
	v_add_f64 v[33:34], v[33:34], s[82:83]
	v_cndmask_b32_e32 v21, 0, v21, vcc_lo
	v_add_f64 v[36:37], v[36:37], s[70:71]
	v_cndmask_b32_e64 v22, 0x7ff00000, v3, s4
	v_add_f64 v[38:39], v[38:39], s[76:77]
	v_add_f64 v[18:19], v[18:19], s[88:89]
	v_mul_f64 v[42:43], v[23:24], v[40:41]
	v_mul_f64 v[31:32], v[40:41], v[40:41]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[21:22]
	v_mul_f64 v[40:41], v[25:26], v[23:24]
	v_add_f64 v[48:49], -v[44:45], 1.0
	v_mul_f64 v[33:34], v[23:24], v[33:34]
	v_mul_f64 v[36:37], v[23:24], v[36:37]
	v_mul_f64 v[38:39], v[23:24], v[38:39]
	v_mul_f64 v[18:19], v[42:43], v[18:19]
	v_cndmask_b32_e64 v3, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[20:21], v[21:22], v3
	v_and_b32_e32 v3, 1, v35
	v_cmp_eq_u64_e64 s5, 0, v[3:4]
	v_add_f64 v[33:34], v[33:34], s[84:85]
	v_add_f64 v[36:37], v[36:37], s[72:73]
	v_add_f64 v[38:39], v[38:39], s[78:79]
	v_rsq_f64_e32 v[42:43], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], v[33:34]
	v_mul_f64 v[36:37], v[23:24], v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[31:32], v[31:32], v[38:39]
	v_mul_f64 v[38:39], v[29:30], 0.5
	v_mul_f64 v[33:34], v[20:21], v[42:43]
	v_mul_f64 v[42:43], v[42:43], 0.5
	v_mul_f64 v[18:19], v[40:41], v[18:19]
	v_add_f64 v[31:32], v[36:37], v[31:32]
	v_mul_f64 v[36:37], v[25:26], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[46:47], -v[42:43], v[33:34], 0.5
	v_add_f64 v[18:19], v[38:39], -v[18:19]
	v_add_f64 v[38:39], -v[48:49], 1.0
	v_mul_f64 v[31:32], v[23:24], v[31:32]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[33:34], v[33:34], v[46:47], v[33:34]
	v_mul_f64 v[18:19], v[23:24], v[18:19]
	v_fma_f64 v[22:23], v[42:43], v[46:47], v[42:43]
	v_add_f64 v[38:39], v[38:39], -v[44:45]
	v_and_b32_e32 v24, 2, v35
	v_add_f64 v[31:32], v[31:32], -v[36:37]
	v_mul_f64 v[36:37], v[40:41], s[90:91]
	v_fma_f64 v[42:43], -v[33:34], v[33:34], v[20:21]
	v_add_f64 v[18:19], v[18:19], -v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[31:32], v[38:39], v[31:32]
	v_fma_f64 v[29:30], v[42:43], v[22:23], v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[18:19], v[36:37]
	v_add_f64 v[31:32], v[48:49], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[33:34], -v[29:30], v[29:30], v[20:21]
	v_add_f64 v[18:19], v[25:26], -v[18:19]
	v_mov_b32_e32 v25, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v26, 0x80000000, v32
	v_cmp_eq_u64_e64 s4, 0, v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v3, v26, v32, s4
	v_fma_f64 v[22:23], v[33:34], v[22:23], v[29:30]
	v_xor_b32_e32 v24, 0x80000000, v19
	v_cndmask_b32_e64 v25, v18, v31, s5
	v_cndmask_b32_e64 v19, v19, v24, s4
	v_cndmask_b32_e64 v24, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[20:21], 0x260
	v_cmp_gt_f64_e64 s4, 0x413921fb, v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v3, v19, v3, s5
	v_ldexp_f64 v[18:19], v[22:23], v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v22, 0x7ff80000, v3, s4
	v_cndmask_b32_e64 v3, s8, v14, s3
	v_sqrt_f32_e32 v14, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v18, v18, v20, vcc_lo
	v_div_fixup_f32 v20, v56, v54, v53
	v_cndmask_b32_e32 v19, v19, v21, vcc_lo
	v_cndmask_b32_e64 v21, 0, v25, s4
	v_dual_sub_f32 v17, v17, v20 :: v_dual_add_nc_u32 v20, 0xb4c00100, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[21:22], v[18:19]
	v_sub_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_lshrrev_b32_e32 v17, 1, v20
	v_add_nc_u32_e32 v20, 1, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v16, 1.0, v16
	v_sub_nc_u32_e32 v15, v15, v17
	v_lshl_add_u32 v17, v17, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v23, 0x80000000, v20
	v_lshl_add_u32 v15, v15, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v17
	v_mul_f32_e32 v15, v16, v15
	v_add_nc_u32_e32 v21, -1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v22, 0x80000000, v21
	v_fma_f32 v22, v22, v14, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e32 vcc_lo, 0, v22
	v_cvt_f32_f64_e32 v17, v[18:19]
	v_dual_add_f32 v18, v8, v8 :: v_dual_cndmask_b32 v21, v14, v21
	v_fma_f32 v14, v23, v14, v3
	v_mul_f32_e32 v16, 0x3d4ccccd, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_lt_f32_e32 vcc_lo, 0, v14
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v16, v16, v50
	v_cndmask_b32_e32 v14, v21, v20, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cndmask_b32_e32 v0, 0x7fc00000, v15, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v2, 0, 0x3dcccccd, vcc_lo
	v_cmp_class_f32_e64 vcc_lo, v3, 0x260
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_dual_mul_f32 v0, s12, v0 :: v_dual_mul_f32 v15, 0x37800000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v8, v0
	v_cndmask_b32_e64 v1, v14, v15, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	v_cndmask_b32_e64 v1, 0, v1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v1, s13, s19
	v_mul_f32_e32 v1, v1, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
.LBB1_49:
	s_or_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB1_6
	s_branch .LBB1_51
.LBB1_50:
.LBB1_51:
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB1_5
	global_load_b32 v3, v[5:6], off
	ds_load_b96 v[0:2], v4 offset:4096
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v14, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v14
	v_cndmask_b32_e32 v14, 0x42b20000, v14, vcc_lo
	v_div_scale_f32 v25, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3fb8aa3b, v14
	v_add_f32_e32 v15, 0x4b400000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v15
	v_mul_f32_e32 v17, 0xbf317200, v16
	v_mul_f32_e32 v16, 0x35bfbe8e, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, v14, v17
	v_sub_f32_e32 v17, v14, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v17
	v_mul_f32_e32 v19, 0x3331bb4c, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xb5ddea0e, v19
	v_mul_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0x388ab355, v19
	v_mul_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xbb360b61, v19
	v_mul_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0x3e2aaaab, v19
	v_mul_f32_e32 v18, v18, v19
	v_div_scale_f32 v19, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v18, v17, v18
	v_rcp_f32_e32 v21, v19
	v_xor_b32_e32 v19, 0x80000000, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v17, v18
	v_sub_f32_e32 v18, 2.0, v18
	v_div_scale_f32 v20, null, v18, v18, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v23, v19, v21, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v22, v20
	v_fma_f32 v24, -v20, v22, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v22, v24, v22 :: v_dual_fmac_f32 v21, v23, v21
	v_div_scale_f32 v23, s1, v17, v18, v17
	v_mul_f32_e32 v26, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v20, v26, v23
	v_fmac_f32_e32 v26, v28, v22
	v_mul_f32_e32 v24, v25, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, v19, v24, v25
	v_fmac_f32_e32 v24, v27, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v25, v19, v24
	v_fma_f32 v19, -v20, v26, v23
	v_div_fmas_f32 v20, v25, v21, v24
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v19, v19, v22, v26
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v20, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v17, v19, v18, v17
	v_add_nc_u32_e32 v18, 0xb4c00100, v15
	v_sub_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v17, 1, v18
	v_sub_f32_e32 v14, v14, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v15, v15, v17
	v_lshl_add_u32 v16, v17, 23, 0xff800000
	v_add_f32_e32 v14, 1.0, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v15, v15, 23, 0x7f800000
	v_mul_f32_e32 v14, v14, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v14, v14, v15 :: v_dual_add_f32 v15, v8, v8
	v_cndmask_b32_e32 v0, 0x7fc00000, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, 0x3d4ccccd, v15
	v_cmp_eq_f32_e32 vcc_lo, v2, v9
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v0, v1, v0 :: v_dual_sub_f32 v1, v14, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_sub_f32_e32 v8, v8, v0
	s_branch .LBB1_5
.LBB1_53:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v0, v8
.LBB1_54:
	s_and_saveexec_b32 s0, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_56
	global_store_b32 v7, v0, s[26:27]
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
		.amdhsa_inst_pref_size 51
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

	.set tessera_softmax_pull_w1024.num_vgpr, 57
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
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v10, 2, v0
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
	global_load_b32 v11, v10, s[12:13]
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[3:4]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB2_5
	v_lshlrev_b32_e32 v1, 2, v3
	global_load_b32 v12, v1, s[12:13]
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[28:29], 0
	s_cbranch_scc1 .LBB2_66
	v_cvt_f32_u32_e32 v13, v0
	v_writelane_b32 v66, s12, 0
	v_cmp_gt_u64_e64 s36, s[10:11], 7
	v_mov_b32_e32 v5, 0
	s_mov_b32 s38, 0x1d8e78af
	s_mov_b32 s94, 0x9997fa04
	v_writelane_b32 v66, s13, 1
	s_clause 0x1
	s_load_b256 s[12:19], s[0:1], 0x28
	s_load_b128 s[20:23], s[0:1], 0x48
	v_add_co_u32 v8, s0, s30, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, s31, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v8, 0
	v_clz_i32_u32_e32 v0, 0
	s_mov_b32 s31, 0
	s_mov_b32 s40, 0xdf3e5244
	s_mov_b32 s42, 0x96cb03de
	s_mov_b32 s44, 0x94229359
	v_min_u32_e32 v0, 32, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v9
	s_mov_b32 s46, 0x55555593
	s_mov_b32 s48, 0x35793c76
	s_mov_b32 s50, 0xfee00000
	s_mov_b32 s52, 0x54442d18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s15, 0
	v_xor_b32_e32 v2, s21, v2
	s_cselect_b32 s19, -1, 0
	s_add_u32 s1, s6, s8
	s_addc_u32 s4, s7, s9
	s_cmp_lg_u64 s[10:11], 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, vcc_lo, 0x400, v8
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s14, 0
	v_add_co_u32 v6, s1, s1, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s4, 0, s1
	s_cselect_b32 s96, -1, 0
	s_add_u32 s1, s20, 0x9e3779b9
	v_add_co_ci_u32_e64 v15, null, 0, v9, vcc_lo
	v_xor_b32_e32 v14, s1, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v2, 0
	v_lshlrev_b64 v[8:9], v0, v[3:4]
	v_sub_nc_u32_e32 v0, 32, v0
	s_add_u32 s4, s21, 0xbb67ae85
	s_add_u32 s5, s20, 0x3c6ef372
	s_and_b32 s30, s10, 7
	s_add_u32 s97, s21, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v20, v15
	v_min_u32_e32 v4, 1, v8
	v_add_co_u32 v8, vcc_lo, 0x1000, v6
	s_add_u32 s98, s20, 0xdaa66d2b
	v_xor_b32_e32 v2, s21, v2
	v_or_b32_e32 v4, v9, v4
	s_add_u32 s99, s21, 0x32370b8f
	s_add_u32 s100, s20, 0x78dde6e4
	s_add_u32 s101, s21, 0xed9eba14
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v2, 0
	v_cvt_f32_u32_e32 v2, v4
	s_add_u32 s102, s20, 0x1715609d
	s_add_u32 s103, s21, 0xa9066899
	s_add_u32 s104, s20, 0xb54cda56
	s_add_u32 vcc_hi, s21, 0x646e171e
	s_add_u32 s24, s20, 0x5384540f
	s_add_u32 s25, s21, 0x1fd5c5a3
	s_add_u32 s21, s21, 0xdb3d7428
	s_add_i32 s34, s20, 0x8ff34781
	v_add_co_ci_u32_e64 v9, null, 0, v7, vcc_lo
	v_ldexp_f32 v15, v2, v0
	v_xor_b32_e32 v16, s1, v21
	s_and_b32 s14, s10, 0xff8
	v_xor_b32_e32 v17, s4, v1
	v_xor_b32_e32 v18, s5, v18
	v_xor_b32_e32 v19, s4, v19
	v_xor_b32_e32 v20, s5, v20
	v_mov_b32_e32 v21, 0xfffffbcb
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s54, 0x6dc9c883
	s_mov_b32 s56, 0x54400000
	s_mov_b32 s58, 0x1a626331
	s_mov_b32 s60, 0x1a600000
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
	s_mov_b32 s15, s31
	s_cselect_b32 s35, -1, 0
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s39, 0x3fcc71c5
	s_mov_b32 s95, 0x3fd99999
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
	s_branch .LBB2_9
.LBB2_7:
	s_or_b32 exec_lo, exec_lo, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v23, v11 :: v_dual_mov_b32 v0, v12
.LBB2_8:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v12, v0 :: v_dual_mov_b32 v11, v23
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	s_mul_f32 s16, s17, s16
	s_cmp_eq_u64 s[28:29], s[26:27]
	s_cbranch_scc1 .LBB2_65
.LBB2_9:
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB2_11
	s_waitcnt vmcnt(0)
	ds_store_b32 v10, v11
.LBB2_11:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB2_13
	s_waitcnt vmcnt(0)
	ds_store_b32 v10, v12 offset:4096
.LBB2_13:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s0
	s_cbranch_execz .LBB2_23
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB2_22
	s_and_not1_b32 vcc_lo, exec_lo, s36
	s_cbranch_vccnz .LBB2_19
	s_mov_b64 s[6:7], 0
	s_mov_b32 s5, 0
.LBB2_17:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v4 offset1:1
	ds_load_2addr_b32 v[22:23], v4 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s4, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s4, v2, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v2, v0, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	ds_load_2addr_b32 v[0:1], v4 offset0:4 offset1:5
	v_cmp_o_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s4, v22, v2
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v2, v2, v22, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cmp_o_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s4, v23, v2
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v2, v2, v23, vcc_lo
	ds_load_2addr_b32 v[22:23], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e32 vcc_lo, v0, v0
	v_cmp_o_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s4, v0, v2
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v0, v2, v0, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s4, v1, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s4, v22, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s4, s1
	v_cndmask_b32_e32 v0, v0, v22, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v23, v23
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s4, v23, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s4, s1
	s_add_u32 s6, s6, 8
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	s_addc_u32 s7, s7, 0
	s_add_i32 s5, s5, 32
	s_cmp_lg_u64 s[14:15], s[6:7]
	s_cbranch_scc1 .LBB2_17
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s1, s35
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
	v_mov_b32_e32 v1, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s5, s5, 4
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s4, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s4, s1
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc1 .LBB2_21
.LBB2_22:
	ds_store_b32 v5, v0 offset:8192
.LBB2_23:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	ds_store_b32 v10, v11
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	ds_store_b32 v10, v12 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s0
	s_cbranch_execz .LBB2_39
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB2_33
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s36
	s_cbranch_vccnz .LBB2_34
	s_mov_b64 s[4:5], 0
	s_mov_b32 s38, 0
	s_mov_b64 s[92:93], 0
.LBB2_31:
	v_mov_b32_e32 v4, s38
	s_mov_b64 s[94:95], s[4:5]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v4 offset1:1
	ds_load_2addr_b32 v[22:23], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[24:25], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[26:27], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s4, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s5, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s6, v22, v22
	v_cmp_u_f32_e64 s7, v23, v23
	s_and_b32 s4, vcc_lo, s4
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s8, v24, v24
	s_or_b32 vcc_lo, s1, s4
	v_cmp_u_f32_e64 s9, v25, v25
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s4, s94, s92
	s_cselect_b32 s39, s95, s93
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s10, v26, v26
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	v_cmp_u_f32_e64 s11, v27, v27
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s5
	s_add_u32 s1, s94, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s5, s95, 0
	s_and_b32 s92, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s5, s39
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v22, v0
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s94, 2
	v_cndmask_b32_e32 v0, v0, v22, vcc_lo
	s_addc_u32 s6, s95, 0
	s_and_b32 s39, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v23, v0
	s_and_b32 s6, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s94, 3
	v_cndmask_b32_e32 v0, v0, v23, vcc_lo
	s_addc_u32 s6, s95, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v24, v0
	s_and_b32 s6, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s94, 4
	v_cndmask_b32_e32 v0, v0, v24, vcc_lo
	s_addc_u32 s6, s95, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v25, v0
	s_and_b32 s6, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s94, 5
	v_cndmask_b32_e32 v0, v0, v25, vcc_lo
	s_addc_u32 s6, s95, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v26, v0
	s_and_b32 s6, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s94, 6
	v_cndmask_b32_e32 v0, v0, v26, vcc_lo
	s_addc_u32 s6, s95, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s4, s1, s4
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v27, v0
	s_and_b32 s6, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s94, 7
	s_addc_u32 s6, s95, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s93, s6, s5
	s_cselect_b32 s92, s1, s4
	s_add_i32 s38, s38, 32
	v_cndmask_b32_e32 v0, v0, v27, vcc_lo
	s_add_u32 s4, s94, 8
	s_addc_u32 s5, s95, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], s[14:15]
	s_cbranch_scc1 .LBB2_31
	s_add_u32 s6, s94, 8
	s_addc_u32 s7, s95, 0
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s38, 0x1d8e78af
	s_mov_b32 s94, 0x9997fa04
	s_mov_b32 s1, s35
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s39, 0x3fcc71c5
	s_mov_b32 s95, 0x3fd99999
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_35
	s_branch .LBB2_37
.LBB2_33:
	v_mov_b32_e32 v0, 0
	s_branch .LBB2_38
.LBB2_34:
	s_mov_b64 s[92:93], 0
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB2_37
.LBB2_35:
	s_lshl_b32 s5, s6, 2
	s_mov_b64 s[8:9], s[30:31]
	.p2align	6
.LBB2_36:
	v_mov_b32_e32 v1, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s4, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s4, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s93, s7, s93
	s_cselect_b32 s92, s6, s92
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s5, s5, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB2_36
.LBB2_37:
	s_clz_i32_u32 s1, s93
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[4:5], s[92:93], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s4, s4, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s5, s4
	s_cvt_f32_u32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s4, s1
.LBB2_38:
	ds_store_b32 v5, v0 offset:8200
.LBB2_39:
	s_or_b32 exec_lo, exec_lo, s37
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB2_41
	ds_load_b32 v0, v5 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, 0xcb400000, v2
	v_mul_f32_e32 v22, 0xbf317200, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v4, 0x35bfbe8e, v4 :: v_dual_add_f32 v1, v1, v22
	v_sub_f32_e32 v22, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v22
	v_mul_f32_e32 v24, 0x3331bb4c, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xb5ddea0e, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x388ab355, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xbb360b61, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x3e2aaaab, v24
	v_mul_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v22, v23
	v_mul_f32_e32 v22, v22, v23
	v_sub_f32_e32 v23, 2.0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v24, null, v23, v23, v22
	v_div_scale_f32 v27, vcc_lo, v22, v23, v22
	v_rcp_f32_e32 v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v24, v25, 1.0
	v_fmac_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v27, v25
	v_fma_f32 v28, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v28, v25
	v_fma_f32 v24, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v24, v24, v25, v26
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v22, v24, v23, v22
	v_add_nc_u32_e32 v23, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v4, v4, v22
	v_lshrrev_b32_e32 v22, 1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v4
	v_sub_nc_u32_e32 v2, v2, v22
	v_lshl_add_u32 v4, v22, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v4
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v10, v0
.LBB2_41:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB2_43
	ds_load_b32 v0, v5 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, 0xcb400000, v2
	v_mul_f32_e32 v22, 0xbf317200, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v4, 0x35bfbe8e, v4 :: v_dual_add_f32 v1, v1, v22
	v_sub_f32_e32 v22, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v22
	v_mul_f32_e32 v24, 0x3331bb4c, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xb5ddea0e, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x388ab355, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xbb360b61, v24
	v_mul_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0x3e2aaaab, v24
	v_mul_f32_e32 v23, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v22, v23
	v_mul_f32_e32 v22, v22, v23
	v_sub_f32_e32 v23, 2.0, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v24, null, v23, v23, v22
	v_div_scale_f32 v27, vcc_lo, v22, v23, v22
	v_rcp_f32_e32 v25, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v24, v25, 1.0
	v_fmac_f32_e32 v25, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v27, v25
	v_fma_f32 v28, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v26, v28, v25
	v_fma_f32 v24, -v24, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v24, v24, v25, v26
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v22, v24, v23, v22
	v_add_nc_u32_e32 v23, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v4, v4, v22
	v_lshrrev_b32_e32 v22, 1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v4
	v_sub_nc_u32_e32 v2, v2, v22
	v_lshl_add_u32 v4, v22, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v4
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v10, v0 offset:4096
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
	s_and_not1_b32 vcc_lo, exec_lo, s36
	s_cbranch_vccnz .LBB2_49
	s_mov_b64 s[4:5], 0
	s_mov_b32 s6, 0
	.p2align	6
.LBB2_47:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s6
	s_add_u32 s4, s4, 8
	s_addc_u32 s5, s5, 0
	s_add_i32 s6, s6, 32
	s_cmp_lg_u64 s[14:15], s[4:5]
	ds_load_2addr_b32 v[1:2], v4 offset1:1
	ds_load_2addr_b32 v[22:23], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[24:25], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[26:27], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v23
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v25
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v27
	s_cbranch_scc1 .LBB2_47
	s_mov_b64 s[4:5], s[14:15]
	s_mov_b32 s6, s35
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
	v_mov_b32_e32 v1, s6
	s_add_i32 s6, s6, 4
	s_add_u32 s4, s4, -1
	s_addc_u32 s5, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[4:5], 0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB2_51
.LBB2_52:
	ds_store_b32 v5, v0 offset:8196
.LBB2_53:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s96
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
	s_add_u32 s6, s28, s22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s4, v0, s1
	v_sqrt_f32_e32 v1, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v2, -1, v1
	v_add_nc_u32_e32 v4, 1, v1
	v_xor_b32_e32 v22, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v23, 0x80000000, v4
	v_fma_f32 v22, v22, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v23, v23, v1, v0
	v_cmp_ge_f32_e64 s4, 0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v1, v2, s4
	v_cmp_lt_f32_e64 s4, 0, v23
	v_mov_b32_e32 v23, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v1, v4, s4
	v_mul_f32_e32 v2, 0x37800000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v1, v2, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v0, v1, v0, s1
	s_addc_u32 s1, s29, s23
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s7, s1, 0xcd9e8d57
	s_mul_hi_u32 s8, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v22, v0, s13, s19
	s_and_saveexec_b32 s9, s2
	s_cbranch_execz .LBB2_57
	v_xor_b32_e32 v0, s7, v14
	s_xor_b32 s1, s20, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s6
	s_mul_hi_u32 s4, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s4, v17
	v_xor3_b32 v4, s1, s97, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[23:24], null, 0xcd9e8d57, v4, 0
	v_xor_b32_e32 v2, v2, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v24, s98, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xd2511f53, v4, 0
	v_xor3_b32 v0, s99, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v25, s101, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s100, v1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v26, s102, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s103, v1, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, vcc_hi, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s104, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s24, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s25, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s21, v0
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v1, v27, s34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[0:1], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[27:28], v[0:1], 0xffffffe0
	v_ldexp_f64 v[0:1], v[27:28], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[27:28]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v28, v1, s1
	v_cndmask_b32_e64 v0, v27, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v29, s4, 0x95f62, v1
	v_add_co_ci_u32_e64 v30, null, 0, 0, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v29
	v_lshrrev_b64 v[29:30], 20, v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	v_add_f64 v[31:32], v[0:1], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[33:34], v[31:32], 2.0
	v_mul_f64 v[53:54], v[31:32], 0.5
	v_div_scale_f64 v[35:36], null, v[33:34], v[33:34], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[31:32], v[53:54]
	v_rcp_f64_e32 v[0:1], v[35:36]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], -v[35:36], v[0:1], 1.0
	v_fma_f64 v[37:38], v[0:1], v[23:24], v[0:1]
	ds_load_b96 v[0:2], v5 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v4, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_fma_f64 v[39:40], -v[35:36], v[37:38], 1.0
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	v_div_scale_f32 v46, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x3fb8aa3b, v4
	v_add_f32_e32 v23, 0x4b400000, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xcb400000, v23
	v_mul_f32_e32 v41, 0xbf317200, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v25, 0x35bfbe8e, v24 :: v_dual_add_f32 v24, v4, v41
	v_div_scale_f64 v[41:42], s4, v[31:32], v[33:34], v[31:32]
	v_sub_f32_e32 v4, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v43, v4, v4
	v_fma_f64 v[37:38], v[37:38], v[39:40], v[37:38]
	v_mul_f32_e32 v39, 0x3331bb4c, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xb5ddea0e, v39
	v_mul_f32_e32 v39, v43, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0x388ab355, v39
	v_mul_f32_e32 v39, v43, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v39, 0xbb360b61, v39
	v_mul_f32_e32 v44, v43, v39
	v_mul_f64 v[39:40], v[41:42], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v44, 0x3e2aaaab, v44
	v_mul_f32_e32 v43, v43, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v43, v4, v43
	v_mul_f32_e32 v61, v4, v43
	v_sub_f32_e32 v62, 2.0, v43
	v_div_scale_f32 v4, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v43, null, v62, v62, v61
	v_rcp_f32_e32 v44, v4
	v_xor_b32_e32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v45, v43
	v_fma_f64 v[35:36], -v[35:36], v[39:40], v[41:42]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v41, v4, v44, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v42, -v43, v45, 1.0
	v_fmac_f32_e32 v44, v41, v44
	v_div_scale_f32 v41, s5, v61, v62, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v45, v42, v45
	v_dual_mul_f32 v42, v46, v44 :: v_dual_mul_f32 v47, v41, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v48, v4, v42, v46
	v_fma_f32 v49, -v43, v47, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v42, v48, v44 :: v_dual_fmac_f32 v47, v49, v45
	v_fmac_f32_e32 v46, v4, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v4, -v43, v47, v41
	v_div_fmas_f32 v63, v46, v44, v42
	s_mov_b32 vcc_lo, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v64, v4, v45, v47
	s_mov_b32 vcc_lo, s4
	v_cndmask_b32_e64 v4, 0xfffffc01, v21, s1
	v_div_fixup_f32 v1, v63, v1, 1.0
	v_div_fmas_f64 v[35:36], v[35:36], v[37:38], v[39:40]
	v_add_co_u32 v4, vcc_lo, v29, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[55:56], v4
	v_div_fixup_f64 v[33:34], v[35:36], v[33:34], v[31:32]
	v_cvt_f64_u32_e32 v[35:36], v26
	v_add_co_ci_u32_e64 v26, null, -1, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[29:30], v26
	v_mul_f64 v[37:38], v[33:34], v[33:34]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[35:36], v[35:36], 0.5
	v_ldexp_f64 v[29:30], v[29:30], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[39:40], v[37:38], v[37:38]
	v_ldexp_f64 v[35:36], v[35:36], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[29:30], v[29:30], v[55:56]
	v_mul_f64 v[41:42], v[39:40], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[35:36], v[35:36], s[52:53]
	v_mul_f64 v[45:46], v[39:40], s[10:11]
	v_mul_f64 v[59:60], v[29:30], s[48:49]
	v_mul_f64 v[29:30], v[29:30], s[50:51]
	v_add_f64 v[41:42], v[41:42], s[42:43]
	v_mul_f64 v[43:44], v[35:36], s[54:55]
	v_add_f64 v[45:46], v[45:46], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[39:40], v[41:42]
	v_add_f64 v[43:44], 0x43380000, v[43:44]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[41:42], v[41:42], s[44:45]
	v_add_f64 v[47:48], 0xc3380000, v[43:44]
	v_mul_f64 v[44:45], v[39:40], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[41:42], v[39:40], v[41:42]
	v_mul_f64 v[49:50], v[47:48], s[56:57]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[44:45], v[44:45], s[94:95]
	v_mul_f64 v[51:52], v[47:48], s[60:61]
	v_mul_f64 v[55:56], v[47:48], s[62:63]
	v_add_f64 v[41:42], v[41:42], s[46:47]
	v_add_f64 v[49:50], v[35:36], v[49:50]
	v_mul_f64 v[39:40], v[39:40], v[44:45]
	v_mul_f64 v[44:45], v[47:48], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[37:38], v[37:38], v[41:42]
	v_add_f64 v[41:42], v[49:50], v[51:52]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[37:38], v[39:40], v[37:38]
	v_add_f64 v[39:40], v[49:50], -v[41:42]
	v_add_f64 v[57:58], v[41:42], v[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[37:38], v[53:54], v[37:38]
	v_add_f64 v[39:40], v[39:40], v[51:52]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[51:52], v[41:42], -v[57:58]
	v_mul_f64 v[33:34], v[33:34], v[37:38]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[37:38], v[55:56], -v[39:40]
	v_mul_f64 v[39:40], v[47:48], s[58:59]
	v_mul_f64 v[46:47], v[47:48], s[66:67]
	v_add_f64 v[44:45], v[51:52], v[44:45]
	v_add_f64 v[33:34], v[59:60], v[33:34]
	v_add_f64 v[51:52], v[41:42], -v[37:38]
	v_add_f64 v[55:56], v[49:50], -v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[44:45], v[46:47], -v[44:45]
	v_mov_b32_e32 v47, v5
	v_add_f64 v[33:34], v[33:34], -v[53:54]
	v_lshrrev_b32_e32 v4, 20, v52
	v_lshrrev_b32_e32 v48, 20, v56
	v_and_b32_e32 v26, 0x7ff, v4
	v_bfe_u32 v4, v36, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v46, 49, v26
	v_and_b32_e32 v26, 0x7ff, v48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[46:47], v[4:5]
	v_add_nc_u32_e32 v46, 16, v26
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e64 s1, v[46:47], v[4:5]
	v_dual_cndmask_b32 v26, v41, v57 :: v_dual_cndmask_b32 v41, v42, v58
	v_cndmask_b32_e32 v4, v38, v45, vcc_lo
	global_load_b32 v58, v[6:7], off
	v_cndmask_b32_e64 v38, v50, v41, s1
	v_cndmask_b32_e64 v40, v40, v4, s1
	v_add_f64 v[31:32], v[31:32], v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[29:30], v[29:30], v[31:32]
	v_mul_f64 v[29:30], v[29:30], -2.0
	v_cndmask_b32_e32 v42, v37, v44, vcc_lo
	v_cndmask_b32_e64 v37, v49, v26, s1
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v39, v39, v42, s1
	v_cmp_neq_f64_e64 s1, 0, v[27:28]
	v_add_f64 v[33:34], v[37:38], -v[39:40]
	v_cndmask_b32_e32 v4, 0xfff00000, v30, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v30, 0x7ff00000, v4, s1
	v_cndmask_b32_e32 v29, 0, v29, vcc_lo
	v_mul_f64 v[31:32], v[33:34], v[33:34]
	v_add_f64 v[37:38], v[37:38], -v[33:34]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[29:30]
	v_mul_f64 v[41:42], v[31:32], s[80:81]
	v_mul_f64 v[44:45], v[31:32], s[68:69]
	v_mul_f64 v[46:47], v[31:32], s[74:75]
	v_mul_f64 v[26:27], v[31:32], s[86:87]
	v_mul_f64 v[48:49], v[31:32], v[31:32]
	v_cndmask_b32_e64 v4, 0, 0x100, vcc_lo
	v_add_f64 v[37:38], v[37:38], -v[39:40]
	v_mul_f64 v[52:53], v[31:32], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[29:30], v4
	v_and_b32_e32 v4, 1, v43
	v_cmp_eq_u64_e64 s4, 0, v[4:5]
	v_add_f64 v[41:42], v[41:42], s[82:83]
	v_add_f64 v[44:45], v[44:45], s[70:71]
	v_add_f64 v[46:47], v[46:47], s[76:77]
	v_add_f64 v[26:27], v[26:27], s[88:89]
	v_mul_f64 v[50:51], v[31:32], v[48:49]
	v_mul_f64 v[39:40], v[48:49], v[48:49]
	v_mul_f64 v[48:49], v[33:34], v[31:32]
	v_add_f64 v[56:57], -v[52:53], 1.0
	v_mul_f64 v[41:42], v[31:32], v[41:42]
	v_mul_f64 v[44:45], v[31:32], v[44:45]
	v_mul_f64 v[46:47], v[31:32], v[46:47]
	v_mul_f64 v[26:27], v[50:51], v[26:27]
	v_rsq_f64_e32 v[50:51], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[41:42], v[41:42], s[84:85]
	v_add_f64 v[44:45], v[44:45], s[72:73]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[46:47], v[46:47], s[78:79]
	v_add_f64 v[26:27], v[26:27], v[41:42]
	s_delay_alu instid0(TRANS32_DEP_1)
	v_mul_f64 v[41:42], v[28:29], v[50:51]
	v_mul_f64 v[50:51], v[50:51], 0.5
	v_mul_f64 v[44:45], v[31:32], v[44:45]
	v_mul_f64 v[39:40], v[39:40], v[46:47]
	v_mul_f64 v[46:47], v[37:38], 0.5
	v_mul_f64 v[26:27], v[48:49], v[26:27]
	v_fma_f64 v[54:55], -v[50:51], v[41:42], 0.5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_f64 v[39:40], v[44:45], v[39:40]
	v_mul_f64 v[44:45], v[33:34], v[37:38]
	v_add_f64 v[26:27], v[46:47], -v[26:27]
	v_add_f64 v[46:47], -v[56:57], 1.0
	v_fma_f64 v[41:42], v[41:42], v[54:55], v[41:42]
	v_mul_f64 v[39:40], v[31:32], v[39:40]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[26:27], v[31:32], v[26:27]
	v_fma_f64 v[30:31], v[50:51], v[54:55], v[50:51]
	v_fma_f64 v[50:51], -v[41:42], v[41:42], v[28:29]
	v_add_f64 v[46:47], v[46:47], -v[52:53]
	v_add_f64 v[39:40], v[39:40], -v[44:45]
	v_mul_f64 v[44:45], v[48:49], s[90:91]
	v_and_b32_e32 v32, 2, v43
	v_add_f64 v[26:27], v[26:27], -v[37:38]
	v_fma_f64 v[37:38], v[50:51], v[30:31], v[41:42]
	v_add_f64 v[39:40], v[46:47], v[39:40]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[26:27], v[26:27], v[44:45]
	v_fma_f64 v[41:42], -v[37:38], v[37:38], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[39:40], v[56:57], v[39:40]
	v_add_f64 v[26:27], v[33:34], -v[26:27]
	v_mov_b32_e32 v33, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[30:31], v[41:42], v[30:31], v[37:38]
	v_xor_b32_e32 v34, 0x80000000, v40
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e64 s1, 0, v[32:33]
	v_cndmask_b32_e64 v4, v34, v40, s1
	v_xor_b32_e32 v32, 0x80000000, v27
	v_cndmask_b32_e64 v33, v26, v39, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v27, v27, v32, s1
	v_cndmask_b32_e64 v32, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[28:29], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[35:36]
	v_cndmask_b32_e64 v4, v27, v4, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[26:27], v[30:31], v32
	v_cndmask_b32_e64 v30, 0x7ff80000, v4, s1
	v_div_fixup_f32 v4, v64, v62, v61
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v27, v27, v29 :: v_dual_cndmask_b32 v26, v26, v28
	v_cndmask_b32_e64 v29, 0, v33, s1
	v_dual_sub_f32 v4, v25, v4 :: v_dual_add_nc_u32 v25, 0xb4c00100, v23
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[26:27], v[29:30], v[26:27]
	v_sub_f32_e32 v4, v24, v4
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v24, 1, v25
	v_dual_add_f32 v25, v11, v11 :: v_dual_add_f32 v4, 1.0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v23, v23, v24
	v_lshl_add_u32 v24, v24, 23, 0xff800000
	v_lshl_add_u32 v23, v23, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v4, v24
	v_cvt_f32_f64_e32 v24, v[26:27]
	v_dual_mul_f32 v4, v4, v23 :: v_dual_mul_f32 v23, 0x3d4ccccd, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0x7fc00000, v4, vcc_lo
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v4, v23, v58
	v_cmp_eq_f32_e32 vcc_lo, v2, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v4, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v11, v0
	v_mul_f32_e32 v1, v22, v24
	v_add_f32_e32 v23, v1, v0
.LBB2_57:
	s_or_b32 exec_lo, exec_lo, s9
	v_mov_b32_e32 v0, v12
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s9, exec_lo, s1
	s_cbranch_execz .LBB2_59
	v_xor_b32_e32 v0, s7, v16
	s_xor_b32 s1, s20, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s6
	s_mul_hi_u32 s4, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s4, v19
	v_xor3_b32 v4, s1, s97, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[24:25], null, 0xcd9e8d57, v4, 0
	v_xor_b32_e32 v2, v2, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, v25, s98, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[25:26], null, 0xd2511f53, v4, 0
	v_xor3_b32 v0, s99, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v26, s101, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[26:27], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s100, v1, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v27, s102, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[27:28], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s103, v1, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v28, vcc_hi, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s104, v1, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s24, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s25, v1, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s21, v0
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[27:28], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v1, v28, s34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[0:1], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[28:29], v[0:1], 0xffffffe0
	v_ldexp_f64 v[0:1], v[28:29], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v29, v1, s1
	v_cndmask_b32_e64 v0, v28, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v30, s4, 0x95f62, v1
	v_add_co_ci_u32_e64 v31, null, 0, 0, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v30
	v_lshrrev_b64 v[30:31], 20, v[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	v_add_f64 v[32:33], v[0:1], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[34:35], v[32:33], 2.0
	v_mul_f64 v[54:55], v[32:33], 0.5
	v_div_scale_f64 v[36:37], null, v[34:35], v[34:35], v[32:33]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[54:55], v[32:33], v[54:55]
	v_rcp_f64_e32 v[0:1], v[36:37]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[36:37], v[0:1], 1.0
	v_fma_f64 v[38:39], v[0:1], v[24:25], v[0:1]
	ds_load_b96 v[0:2], v5 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v4, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_fma_f64 v[40:41], -v[36:37], v[38:39], 1.0
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	v_div_scale_f32 v47, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, 0x3fb8aa3b, v4
	v_add_f32_e32 v24, 0x4b400000, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0xcb400000, v24
	v_mul_f32_e32 v42, 0xbf317200, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v26, 0x35bfbe8e, v25 :: v_dual_add_f32 v25, v4, v42
	v_div_scale_f64 v[42:43], s4, v[32:33], v[34:35], v[32:33]
	v_sub_f32_e32 v4, v25, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v44, v4, v4
	v_fma_f64 v[38:39], v[38:39], v[40:41], v[38:39]
	v_mul_f32_e32 v40, 0x3331bb4c, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xb5ddea0e, v40
	v_mul_f32_e32 v40, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0x388ab355, v40
	v_mul_f32_e32 v40, v44, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v40, 0xbb360b61, v40
	v_mul_f32_e32 v45, v44, v40
	v_mul_f64 v[40:41], v[42:43], v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0x3e2aaaab, v45
	v_mul_f32_e32 v44, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v44, v4, v44
	v_mul_f32_e32 v62, v4, v44
	v_sub_f32_e32 v63, 2.0, v44
	v_div_scale_f32 v4, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v44, null, v63, v63, v62
	v_rcp_f32_e32 v45, v4
	v_xor_b32_e32 v4, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v46, v44
	v_fma_f64 v[36:37], -v[36:37], v[40:41], v[42:43]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v42, v4, v45, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v43, -v44, v46, 1.0
	v_fmac_f32_e32 v45, v42, v45
	v_div_scale_f32 v42, s5, v62, v63, v62
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v46, v43, v46
	v_dual_mul_f32 v43, v47, v45 :: v_dual_mul_f32 v48, v42, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v49, v4, v43, v47
	v_fma_f32 v50, -v44, v48, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v43, v49, v45 :: v_dual_fmac_f32 v48, v50, v46
	v_fmac_f32_e32 v47, v4, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v4, -v44, v48, v42
	v_div_fmas_f32 v64, v47, v45, v43
	s_mov_b32 vcc_lo, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v65, v4, v46, v48
	s_mov_b32 vcc_lo, s4
	v_cndmask_b32_e64 v4, 0xfffffc01, v21, s1
	v_div_fixup_f32 v1, v64, v1, 1.0
	v_div_fmas_f64 v[36:37], v[36:37], v[38:39], v[40:41]
	v_add_co_u32 v4, vcc_lo, v30, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_u32_e32 v[56:57], v4
	v_div_fixup_f64 v[34:35], v[36:37], v[34:35], v[32:33]
	v_cvt_f64_u32_e32 v[36:37], v27
	v_add_co_ci_u32_e64 v27, null, -1, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[30:31], v27
	v_mul_f64 v[38:39], v[34:35], v[34:35]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[36:37], v[36:37], 0.5
	v_ldexp_f64 v[30:31], v[30:31], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[40:41], v[38:39], v[38:39]
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[30:31], v[30:31], v[56:57]
	v_mul_f64 v[42:43], v[40:41], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mul_f64 v[36:37], v[36:37], s[52:53]
	v_mul_f64 v[46:47], v[40:41], s[10:11]
	v_mul_f64 v[60:61], v[30:31], s[48:49]
	v_mul_f64 v[30:31], v[30:31], s[50:51]
	v_add_f64 v[42:43], v[42:43], s[42:43]
	v_mul_f64 v[44:45], v[36:37], s[54:55]
	v_add_f64 v[46:47], v[46:47], s[38:39]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	v_add_f64 v[44:45], 0x43380000, v[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[42:43], v[42:43], s[44:45]
	v_add_f64 v[48:49], 0xc3380000, v[44:45]
	v_mul_f64 v[45:46], v[40:41], v[46:47]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[42:43], v[40:41], v[42:43]
	v_mul_f64 v[50:51], v[48:49], s[56:57]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], s[94:95]
	v_mul_f64 v[52:53], v[48:49], s[60:61]
	v_mul_f64 v[56:57], v[48:49], s[62:63]
	v_add_f64 v[42:43], v[42:43], s[46:47]
	v_add_f64 v[50:51], v[36:37], v[50:51]
	v_mul_f64 v[40:41], v[40:41], v[45:46]
	v_mul_f64 v[45:46], v[48:49], s[64:65]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[38:39], v[38:39], v[42:43]
	v_add_f64 v[42:43], v[50:51], v[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[38:39], v[40:41], v[38:39]
	v_add_f64 v[40:41], v[50:51], -v[42:43]
	v_add_f64 v[58:59], v[42:43], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[38:39], v[54:55], v[38:39]
	v_add_f64 v[40:41], v[40:41], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[42:43], -v[58:59]
	v_mul_f64 v[34:35], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[38:39], v[56:57], -v[40:41]
	v_mul_f64 v[40:41], v[48:49], s[58:59]
	v_mul_f64 v[47:48], v[48:49], s[66:67]
	v_add_f64 v[45:46], v[52:53], v[45:46]
	v_add_f64 v[34:35], v[60:61], v[34:35]
	v_add_f64 v[52:53], v[42:43], -v[38:39]
	v_add_f64 v[56:57], v[50:51], -v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[45:46], v[47:48], -v[45:46]
	v_mov_b32_e32 v48, v5
	v_add_f64 v[34:35], v[34:35], -v[54:55]
	v_lshrrev_b32_e32 v4, 20, v53
	v_lshrrev_b32_e32 v49, 20, v57
	v_and_b32_e32 v27, 0x7ff, v4
	v_bfe_u32 v4, v37, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v47, 49, v27
	v_and_b32_e32 v27, 0x7ff, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[47:48], v[4:5]
	v_add_nc_u32_e32 v47, 16, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[47:48], v[4:5]
	v_dual_cndmask_b32 v27, v42, v58 :: v_dual_cndmask_b32 v42, v43, v59
	v_dual_cndmask_b32 v4, v39, v46 :: v_dual_cndmask_b32 v43, v38, v45
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[28:29]
	v_cndmask_b32_e64 v38, v50, v27, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v39, v51, v42, s1
	v_cndmask_b32_e64 v41, v41, v4, s1
	v_cndmask_b32_e64 v40, v40, v43, s1
	v_cmp_neq_f64_e64 s1, 0, v[28:29]
	global_load_b32 v59, v[8:9], off
	v_add_f64 v[32:33], v[32:33], v[34:35]
	v_add_f64 v[34:35], v[38:39], -v[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[30:31], v[30:31], v[32:33]
	v_mul_f64 v[32:33], v[34:35], v[34:35]
	v_add_f64 v[38:39], v[38:39], -v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[30:31], v[30:31], -2.0
	v_mul_f64 v[42:43], v[32:33], s[80:81]
	v_mul_f64 v[45:46], v[32:33], s[68:69]
	v_mul_f64 v[47:48], v[32:33], s[74:75]
	v_mul_f64 v[27:28], v[32:33], s[86:87]
	v_mul_f64 v[49:50], v[32:33], v[32:33]
	v_add_f64 v[38:39], v[38:39], -v[40:41]
	v_mul_f64 v[53:54], v[32:33], 0.5
	v_cndmask_b32_e32 v4, 0xfff00000, v31, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_add_f64 v[42:43], v[42:43], s[82:83]
	v_cndmask_b32_e32 v30, 0, v30, vcc_lo
	v_add_f64 v[45:46], v[45:46], s[70:71]
	v_cndmask_b32_e64 v31, 0x7ff00000, v4, s1
	v_add_f64 v[47:48], v[47:48], s[76:77]
	v_add_f64 v[27:28], v[27:28], s[88:89]
	v_mul_f64 v[51:52], v[32:33], v[49:50]
	v_mul_f64 v[40:41], v[49:50], v[49:50]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[30:31]
	v_mul_f64 v[49:50], v[34:35], v[32:33]
	v_add_f64 v[57:58], -v[53:54], 1.0
	v_mul_f64 v[42:43], v[32:33], v[42:43]
	v_mul_f64 v[45:46], v[32:33], v[45:46]
	v_mul_f64 v[47:48], v[32:33], v[47:48]
	v_mul_f64 v[27:28], v[51:52], v[27:28]
	v_cndmask_b32_e64 v4, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[29:30], v[30:31], v4
	v_and_b32_e32 v4, 1, v44
	v_cmp_eq_u64_e64 s4, 0, v[4:5]
	v_add_f64 v[42:43], v[42:43], s[84:85]
	v_add_f64 v[45:46], v[45:46], s[72:73]
	v_add_f64 v[47:48], v[47:48], s[78:79]
	v_rsq_f64_e32 v[51:52], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], v[42:43]
	v_mul_f64 v[45:46], v[32:33], v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[40:41], v[40:41], v[47:48]
	v_mul_f64 v[47:48], v[38:39], 0.5
	v_mul_f64 v[42:43], v[29:30], v[51:52]
	v_mul_f64 v[51:52], v[51:52], 0.5
	v_mul_f64 v[27:28], v[49:50], v[27:28]
	v_add_f64 v[40:41], v[45:46], v[40:41]
	v_mul_f64 v[45:46], v[34:35], v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[55:56], -v[51:52], v[42:43], 0.5
	v_add_f64 v[27:28], v[47:48], -v[27:28]
	v_add_f64 v[47:48], -v[57:58], 1.0
	v_mul_f64 v[40:41], v[32:33], v[40:41]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[42:43], v[42:43], v[55:56], v[42:43]
	v_mul_f64 v[27:28], v[32:33], v[27:28]
	v_fma_f64 v[31:32], v[51:52], v[55:56], v[51:52]
	v_add_f64 v[47:48], v[47:48], -v[53:54]
	v_and_b32_e32 v33, 2, v44
	v_add_f64 v[40:41], v[40:41], -v[45:46]
	v_mul_f64 v[45:46], v[49:50], s[90:91]
	v_fma_f64 v[51:52], -v[42:43], v[42:43], v[29:30]
	v_add_f64 v[27:28], v[27:28], -v[38:39]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[40:41], v[47:48], v[40:41]
	v_fma_f64 v[38:39], v[51:52], v[31:32], v[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], v[45:46]
	v_add_f64 v[40:41], v[57:58], v[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[42:43], -v[38:39], v[38:39], v[29:30]
	v_add_f64 v[27:28], v[34:35], -v[27:28]
	v_mov_b32_e32 v34, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, 0x80000000, v41
	v_cmp_eq_u64_e64 s1, 0, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v4, v35, v41, s1
	v_fma_f64 v[31:32], v[42:43], v[31:32], v[38:39]
	v_xor_b32_e32 v33, 0x80000000, v28
	v_cndmask_b32_e64 v34, v27, v40, s4
	v_cndmask_b32_e64 v28, v28, v33, s1
	v_cndmask_b32_e64 v33, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[29:30], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[36:37]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v4, v28, v4, s4
	v_ldexp_f64 v[27:28], v[31:32], v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v31, 0x7ff80000, v4, s1
	v_div_fixup_f32 v4, v65, v63, v62
	v_sub_f32_e32 v4, v26, v4
	v_add_nc_u32_e32 v26, 0xb4c00100, v24
	v_dual_cndmask_b32 v28, v28, v30 :: v_dual_cndmask_b32 v27, v27, v29
	v_cndmask_b32_e64 v30, 0, v34, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_sub_f32_e32 v4, v25, v4
	v_lshrrev_b32_e32 v25, 1, v26
	v_add_f32_e32 v26, v12, v12
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[27:28], v[30:31], v[27:28]
	v_add_f32_e32 v4, 1.0, v4
	v_sub_nc_u32_e32 v24, v24, v25
	v_lshl_add_u32 v25, v25, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v24, v24, 23, 0x7f800000
	v_mul_f32_e32 v4, v4, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v4, v24
	v_mul_f32_e32 v24, 0x3d4ccccd, v26
	v_cndmask_b32_e32 v0, 0x7fc00000, v4, vcc_lo
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v4, v24, v59
	v_cmp_eq_f32_e32 vcc_lo, v2, v15
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v4, v0
	v_add_f32_e32 v0, v1, v0
	v_cvt_f32_f64_e32 v25, v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s12, v0
	v_dual_sub_f32 v0, v12, v0 :: v_dual_mul_f32 v1, v22, v25
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
.LBB2_59:
	s_or_b32 exec_lo, exec_lo, s9
	s_branch .LBB2_8
.LBB2_60:
	s_cbranch_execz .LBB2_8
	s_and_saveexec_b32 s4, s2
	s_cbranch_execz .LBB2_63
	global_load_b32 v4, v[6:7], off
	ds_load_b96 v[0:2], v5 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v11, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v22, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v22
	v_cndmask_b32_e32 v22, 0x42b20000, v22, vcc_lo
	v_div_scale_f32 v33, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x3fb8aa3b, v22
	v_add_f32_e32 v23, 0x4b400000, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xcb400000, v23
	v_mul_f32_e32 v25, 0xbf317200, v24
	v_mul_f32_e32 v24, 0x35bfbe8e, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v22, v25
	v_sub_f32_e32 v25, v22, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v25
	v_mul_f32_e32 v27, 0x3331bb4c, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xb5ddea0e, v27
	v_mul_f32_e32 v27, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0x388ab355, v27
	v_mul_f32_e32 v27, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xbb360b61, v27
	v_mul_f32_e32 v27, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0x3e2aaaab, v27
	v_mul_f32_e32 v26, v26, v27
	v_div_scale_f32 v27, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v25, v26
	v_rcp_f32_e32 v29, v27
	v_xor_b32_e32 v27, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v25, v26
	v_sub_f32_e32 v26, 2.0, v26
	v_div_scale_f32 v28, null, v26, v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v31, v27, v29, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v30, v28
	v_fma_f32 v32, -v28, v30, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v30, v32, v30 :: v_dual_fmac_f32 v29, v31, v29
	v_div_scale_f32 v31, s1, v25, v26, v25
	v_mul_f32_e32 v34, v31, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v36, -v28, v34, v31
	v_fmac_f32_e32 v34, v36, v30
	v_mul_f32_e32 v32, v33, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, v27, v32, v33
	v_fmac_f32_e32 v32, v35, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v33, v27, v32
	v_fma_f32 v27, -v28, v34, v31
	v_div_fmas_f32 v28, v33, v29, v32
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v27, v27, v30, v34
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v28, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v27, v26, v25
	v_add_nc_u32_e32 v26, 0xb4c00100, v23
	v_sub_f32_e32 v24, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v25, 1, v26
	v_sub_f32_e32 v22, v22, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v23, v23, v25
	v_lshl_add_u32 v24, v25, 23, 0xff800000
	v_add_f32_e32 v22, 1.0, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v23, v23, 23, 0x7f800000
	v_mul_f32_e32 v22, v22, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v22, v23
	v_dual_add_f32 v23, v11, v11 :: v_dual_cndmask_b32 v0, 0x7fc00000, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v22, 0x3d4ccccd, v23
	v_cmp_eq_f32_e32 vcc_lo, v2, v13
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v22, v4
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v11, v11, v0
.LBB2_63:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s1, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s4, exec_lo, s1
	s_cbranch_execz .LBB2_7
	global_load_b32 v4, v[8:9], off
	ds_load_b96 v[0:2], v5 offset:8192
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v22, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v22
	v_cndmask_b32_e32 v22, 0x42b20000, v22, vcc_lo
	v_div_scale_f32 v33, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x3fb8aa3b, v22
	v_add_f32_e32 v23, 0x4b400000, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v24, 0xcb400000, v23
	v_mul_f32_e32 v25, 0xbf317200, v24
	v_mul_f32_e32 v24, 0x35bfbe8e, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v22, v22, v25
	v_sub_f32_e32 v25, v22, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v25, v25
	v_mul_f32_e32 v27, 0x3331bb4c, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xb5ddea0e, v27
	v_mul_f32_e32 v27, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0x388ab355, v27
	v_mul_f32_e32 v27, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0xbb360b61, v27
	v_mul_f32_e32 v27, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v27, 0x3e2aaaab, v27
	v_mul_f32_e32 v26, v26, v27
	v_div_scale_f32 v27, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v25, v26
	v_rcp_f32_e32 v29, v27
	v_xor_b32_e32 v27, 0x80000000, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v25, v26
	v_sub_f32_e32 v26, 2.0, v26
	v_div_scale_f32 v28, null, v26, v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v31, v27, v29, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v30, v28
	v_fma_f32 v32, -v28, v30, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v30, v32, v30 :: v_dual_fmac_f32 v29, v31, v29
	v_div_scale_f32 v31, s1, v25, v26, v25
	v_mul_f32_e32 v34, v31, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v36, -v28, v34, v31
	v_fmac_f32_e32 v34, v36, v30
	v_mul_f32_e32 v32, v33, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v35, v27, v32, v33
	v_fmac_f32_e32 v32, v35, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v33, v27, v32
	v_fma_f32 v27, -v28, v34, v31
	v_div_fmas_f32 v28, v33, v29, v32
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v27, v27, v30, v34
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v28, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v25, v27, v26, v25
	v_add_nc_u32_e32 v26, 0xb4c00100, v23
	v_sub_f32_e32 v24, v24, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v25, 1, v26
	v_sub_f32_e32 v22, v22, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v23, v23, v25
	v_lshl_add_u32 v24, v25, 23, 0xff800000
	v_add_f32_e32 v22, 1.0, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v23, v23, 23, 0x7f800000
	v_mul_f32_e32 v22, v22, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v22, v22, v23 :: v_dual_add_f32 v23, v12, v12
	v_cndmask_b32_e32 v0, 0x7fc00000, v22, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v22, 0x3d4ccccd, v23
	v_cmp_eq_f32_e32 vcc_lo, v2, v15
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v22, v4
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s12, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v12, v12, v0
	s_branch .LBB2_7
.LBB2_65:
	v_readlane_b32 s12, v66, 0
	v_readlane_b32 s13, v66, 1
.LBB2_66:
	s_and_saveexec_b32 s0, s2
	s_cbranch_execz .LBB2_68
	s_waitcnt vmcnt(0)
	global_store_b32 v10, v11, s[12:13]
.LBB2_68:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_70
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v12, s[12:13]
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
		.amdhsa_next_free_vgpr 67
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

	.set tessera_softmax_pull_w2048.num_vgpr, 67
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
	v_mov_b32_e32 v1, 0
	s_mul_i32 s3, s11, s2
	s_mul_hi_u32 s8, s10, s2
	s_mul_i32 s12, s10, s2
	s_add_i32 s13, s8, s3
	v_cmp_gt_u64_e64 s2, s[10:11], v[0:1]
	s_lshl_b64 s[8:9], s[12:13], 2
	v_lshlrev_b32_e32 v21, 2, v0
	s_add_u32 s16, s4, s8
	s_addc_u32 s17, s5, s9
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB3_3
	global_load_b32 v22, v21, s[16:17]
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[10:11], v[3:4]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v2, 2, v3
	global_load_b32 v23, v2, s[16:17]
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v5, 0x800, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[10:11], v[5:6]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v2, 2, v5
	global_load_b32 v24, v2, s[16:17]
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v7, 0xc00, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[10:11], v[7:8]
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v1, 2, v7
	global_load_b32 v25, v1, s[16:17]
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[30:31], 0
	s_cbranch_scc1 .LBB3_90
	v_cvt_f32_u32_e32 v26, v0
	v_writelane_b32 v84, s16, 0
	v_mov_b32_e32 v9, 0
	s_mov_b32 s40, 0xd078c69f
	s_mov_b32 s96, 0x1d8e78af
	s_mov_b32 s44, 0x96cb03de
	v_writelane_b32 v84, s17, 1
	s_clause 0x1
	s_load_b256 s[16:23], s[0:1], 0x28
	s_load_b128 s[24:27], s[0:1], 0x48
	v_add_co_u32 v15, s0, s12, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, s13, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v15, 0
	s_mov_b32 s13, 0
	s_mov_b32 s46, 0x94229359
	s_mov_b32 s48, 0x55555593
	s_mov_b32 s50, 0x35793c76
	s_mov_b32 s52, 0xfee00000
	s_mov_b32 s54, 0x54442d18
	v_xor_b32_e32 v2, v2, v16
	s_mov_b32 s56, 0x6dc9c883
	s_mov_b32 s58, 0x54400000
	s_mov_b32 s60, 0x1a626331
	s_mov_b32 s62, 0x1a600000
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s19, 0
	v_xor_b32_e32 v0, s25, v2
	s_cselect_b32 s42, -1, 0
	s_add_u32 s1, s6, s8
	s_addc_u32 s6, s7, s9
	s_cmp_lg_u64 s[10:11], 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v2, vcc_lo, 0x400, v15
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s18, 0
	v_add_co_u32 v10, s1, s1, v21
	v_clz_i32_u32_e32 v0, 0
	v_add_co_ci_u32_e64 v11, null, s6, 0, s1
	s_cselect_b32 s98, -1, 0
	s_add_u32 s1, s24, 0x9e3779b9
	v_min_u32_e32 v0, 32, v0
	v_xor_b32_e32 v27, s1, v19
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v2, 0
	v_add_co_ci_u32_e64 v14, null, 0, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[12:13], v0, v[3:4]
	s_add_u32 s6, s25, 0xbb67ae85
	s_add_u32 s7, s24, 0x3c6ef372
	s_add_u32 s99, s25, 0x76cf5d0a
	v_xor_b32_e32 v4, v20, v14
	v_sub_nc_u32_e32 v20, 32, v0
	v_min_u32_e32 v2, 1, v12
	v_add_co_u32 v12, vcc_lo, 0x800, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v4, s25, v4
	s_add_u32 s101, s25, 0x32370b8f
	v_or_b32_e32 v2, v13, v2
	v_lshlrev_b64 v[13:14], v0, v[5:6]
	v_add_co_ci_u32_e64 v6, null, 0, v16, vcc_lo
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v4, 0
	v_add_co_u32 v4, vcc_lo, 0xc00, v15
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v12, 0
	v_add_co_ci_u32_e64 v28, null, 0, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mad_u64_u32 v[40:41], null, 0xd2511f53, v4, 0
	v_lshlrev_b64 v[15:16], v0, v[7:8]
	v_cvt_f32_u32_e32 v2, v2
	v_min_u32_e32 v17, 1, v13
	v_xor_b32_e32 v6, v37, v6
	v_add_co_u32 v12, vcc_lo, 0x1000, v10
	v_xor_b32_e32 v0, v41, v28
	v_min_u32_e32 v8, 1, v15
	v_ldexp_f32 v4, v2, v20
	v_or_b32_e32 v2, v14, v17
	v_xor_b32_e32 v14, s25, v6
	v_xor_b32_e32 v0, s25, v0
	v_or_b32_e32 v8, v16, v8
	v_add_co_ci_u32_e64 v13, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[41:42], null, 0xcd9e8d57, v14, 0
	v_mad_u64_u32 v[43:44], null, 0xcd9e8d57, v0, 0
	v_cvt_f32_u32_e32 v2, v2
	v_cvt_f32_u32_e32 v0, v8
	v_add_co_u32 v14, vcc_lo, 0x2000, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v11, vcc_lo
	v_add_co_u32 v16, vcc_lo, 0x3000, v10
	s_add_u32 s103, s25, 0xed9eba14
	s_add_u32 vcc_hi, s25, 0xa9066899
	s_add_u32 s15, s25, 0x646e171e
	s_add_u32 s35, s25, 0x1fd5c5a3
	s_add_u32 s23, s25, 0xdb3d7428
	s_and_b32 s12, s10, 7
	v_cmp_gt_u64_e64 s25, s[10:11], 7
	s_add_u32 s100, s24, 0xdaa66d2b
	s_add_u32 s102, s24, 0x78dde6e4
	s_add_u32 s104, s24, 0x1715609d
	s_add_u32 s14, s24, 0xb54cda56
	s_add_u32 s34, s24, 0x5384540f
	s_add_i32 s36, s24, 0x8ff34781
	v_xor_b32_e32 v6, s1, v39
	v_ldexp_f32 v28, v2, v20
	v_xor_b32_e32 v29, s1, v42
	v_add_co_ci_u32_e64 v17, null, 0, v11, vcc_lo
	v_ldexp_f32 v30, v0, v20
	v_xor_b32_e32 v31, s1, v44
	s_and_b32 s18, s10, 0x1ff8
	v_xor_b32_e32 v32, s6, v1
	v_xor_b32_e32 v33, s7, v18
	v_xor_b32_e32 v34, s6, v19
	v_xor_b32_e32 v35, s7, v38
	v_xor_b32_e32 v36, s6, v36
	v_xor_b32_e32 v37, s7, v41
	v_xor_b32_e32 v38, s6, v40
	v_xor_b32_e32 v39, s7, v43
	v_mov_b32_e32 v40, 0xfffffbcb
	s_cmp_lg_u64 s[12:13], 0
	s_mov_b32 s64, 0x2e037073
	s_mov_b32 s66, 0x2e000000
	s_mov_b32 s68, 0x252049c1
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
	s_mov_b32 s19, s13
	s_cselect_b32 s43, -1, 0
	s_mov_b32 s41, 0x3fc39a09
	s_mov_b32 s97, 0x3fcc71c5
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
	s_mov_b32 s67, 0xbba3198a
	s_mov_b32 s69, 0x397b839a
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
	s_branch .LBB3_13
.LBB3_11:
	s_or_b32 exec_lo, exec_lo, s6
	v_dual_mov_b32 v42, v22 :: v_dual_mov_b32 v43, v23
	v_mov_b32_e32 v18, v24
	v_mov_b32_e32 v0, v25
.LBB3_12:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v25, v0 :: v_dual_mov_b32 v24, v18
	v_dual_mov_b32 v23, v43 :: v_dual_mov_b32 v22, v42
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
	ds_store_b32 v21, v25 offset:12288
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
	v_mov_b32_e32 v8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v8 offset1:1
	ds_load_2addr_b32 v[18:19], v8 offset0:2 offset1:3
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v2, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v2, v0, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	ds_load_2addr_b32 v[0:1], v8 offset0:4 offset1:5
	v_cmp_o_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s6, v18, v2
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v2, v2, v18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v19, v19
	v_cmp_o_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s6, v19, v2
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v2, v2, v19, vcc_lo
	ds_load_2addr_b32 v[18:19], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e32 vcc_lo, v0, v0
	v_cmp_o_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s6, v0, v2
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v2, v0, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v1, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v18, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v19, v19
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s6, v19, v0
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s8, s8, 8
	v_cndmask_b32_e32 v0, v0, v19, vcc_lo
	s_addc_u32 s9, s9, 0
	s_add_i32 s7, s7, 32
	s_cmp_lg_u64 s[18:19], s[8:9]
	s_cbranch_scc1 .LBB3_22
	s_mov_b64 s[6:7], s[18:19]
	s_mov_b32 s1, s43
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_28
	s_branch .LBB3_30
.LBB3_24:
	s_waitcnt vmcnt(0)
	ds_store_b32 v21, v22
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_15
.LBB3_25:
	s_waitcnt vmcnt(0)
	ds_store_b32 v21, v23 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_16
.LBB3_26:
	s_waitcnt vmcnt(0)
	ds_store_b32 v21, v24 offset:8192
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
	v_mov_b32_e32 v1, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s7, s7, 4
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_addc_u32 s9, s9, -1
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB3_29
.LBB3_30:
	ds_store_b32 v9, v0 offset:16384
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
	ds_store_b32 v21, v25 offset:12288
.LBB3_36:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s37, s0
	s_cbranch_execz .LBB3_51
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB3_45
	s_and_not1_b32 vcc_lo, exec_lo, s25
	s_cbranch_vccnz .LBB3_46
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[40:41], s[12:13]
	s_mov_b64 s[6:7], 0
	s_mov_b32 s38, 0
	s_mov_b64 s[94:95], 0
.LBB3_40:
	v_mov_b32_e32 v8, s38
	s_mov_b64 s[96:97], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v8 offset1:1
	ds_load_2addr_b32 v[18:19], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[41:42], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[43:44], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s7, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v18, v18
	v_cmp_u_f32_e64 s9, v19, v19
	s_and_b32 s6, vcc_lo, s6
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v41, v41
	s_or_b32 vcc_lo, s1, s6
	v_cmp_u_f32_e64 s11, v42, v42
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s6, s96, s94
	s_cselect_b32 s39, s97, s95
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s12, v43, v43
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	v_cmp_u_f32_e64 s13, v44, v44
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s96, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s7, s97, 0
	s_and_b32 s94, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s7, s39
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v18, v0
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s96, 2
	v_cndmask_b32_e32 v0, v0, v18, vcc_lo
	s_addc_u32 s8, s97, 0
	s_and_b32 s39, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v19, v0
	s_and_b32 s8, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s96, 3
	v_cndmask_b32_e32 v0, v0, v19, vcc_lo
	s_addc_u32 s8, s97, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v41, v0
	s_and_b32 s8, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s96, 4
	v_cndmask_b32_e32 v0, v0, v41, vcc_lo
	s_addc_u32 s8, s97, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v42, v0
	s_and_b32 s8, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s96, 5
	v_cndmask_b32_e32 v0, v0, v42, vcc_lo
	s_addc_u32 s8, s97, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v43, v0
	s_and_b32 s8, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s96, 6
	v_cndmask_b32_e32 v0, v0, v43, vcc_lo
	s_addc_u32 s8, s97, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s1, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v44, v0
	s_and_b32 s8, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s8
	s_add_u32 s1, s96, 7
	s_addc_u32 s8, s97, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s95, s8, s7
	s_cselect_b32 s94, s1, s6
	s_add_i32 s38, s38, 32
	v_cndmask_b32_e32 v0, v0, v44, vcc_lo
	s_add_u32 s6, s96, 8
	s_addc_u32 s7, s97, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB3_40
	s_add_u32 s8, s96, 8
	s_addc_u32 s9, s97, 0
	s_mov_b64 s[12:13], s[40:41]
	s_mov_b32 s40, 0xd078c69f
	s_mov_b32 s96, 0x1d8e78af
	s_mov_b32 s1, s43
	s_mov_b32 s41, 0x3fc39a09
	s_mov_b32 s97, 0x3fcc71c5
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_47
	s_branch .LBB3_49
.LBB3_42:
	ds_store_b32 v21, v22
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_33
.LBB3_43:
	ds_store_b32 v21, v23 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_34
.LBB3_44:
	ds_store_b32 v21, v24 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_35
	s_branch .LBB3_36
.LBB3_45:
	v_mov_b32_e32 v0, 0
	s_branch .LBB3_50
.LBB3_46:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[94:95], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_execz .LBB3_49
.LBB3_47:
	s_lshl_b32 s7, s8, 2
	s_mov_b64 s[10:11], s[12:13]
	.p2align	6
.LBB3_48:
	v_mov_b32_e32 v1, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s95, s9, s95
	s_cselect_b32 s94, s8, s94
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_add_i32 s7, s7, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc1 .LBB3_48
.LBB3_49:
	s_clz_i32_u32 s1, s95
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[6:7], s[94:95], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s6, s1
.LBB3_50:
	ds_store_b32 v9, v0 offset:16392
.LBB3_51:
	s_or_b32 exec_lo, exec_lo, s37
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
	ds_load_b32 v0, v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, 0xcb400000, v2
	v_mul_f32_e32 v18, 0xbf317200, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0x35bfbe8e, v8 :: v_dual_add_f32 v1, v1, v18
	v_sub_f32_e32 v18, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v18, v18
	v_mul_f32_e32 v20, 0x3331bb4c, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x388ab355, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xbb360b61, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x3e2aaaab, v20
	v_mul_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v19, v18, v19
	v_mul_f32_e32 v18, v18, v19
	v_sub_f32_e32 v19, 2.0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v20, null, v19, v19, v18
	v_div_scale_f32 v43, vcc_lo, v18, v19, v18
	v_rcp_f32_e32 v41, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v42, -v20, v41, 1.0
	v_fmac_f32_e32 v41, v42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v43, v41
	v_fma_f32 v44, -v20, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v44, v41
	v_fma_f32 v20, -v20, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v20, v41, v42
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v18, v20, v19, v18
	v_add_nc_u32_e32 v19, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v18
	v_lshrrev_b32_e32 v18, 1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v8
	v_sub_nc_u32_e32 v2, v2, v18
	v_lshl_add_u32 v8, v18, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v8
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v21, v0 offset:12288
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
	v_mov_b32_e32 v8, s8
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	s_add_i32 s8, s8, 32
	s_cmp_lg_u64 s[18:19], s[6:7]
	ds_load_2addr_b32 v[1:2], v8 offset1:1
	ds_load_2addr_b32 v[18:19], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[41:42], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[43:44], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v19
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v42
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v43
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v44
	s_cbranch_scc1 .LBB3_60
	s_mov_b64 s[6:7], s[18:19]
	s_mov_b32 s8, s43
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccnz .LBB3_66
	s_branch .LBB3_68
.LBB3_62:
	ds_load_b32 v0, v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, 0xcb400000, v2
	v_mul_f32_e32 v18, 0xbf317200, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0x35bfbe8e, v8 :: v_dual_add_f32 v1, v1, v18
	v_sub_f32_e32 v18, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v18, v18
	v_mul_f32_e32 v20, 0x3331bb4c, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x388ab355, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xbb360b61, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x3e2aaaab, v20
	v_mul_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v19, v18, v19
	v_mul_f32_e32 v18, v18, v19
	v_sub_f32_e32 v19, 2.0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v20, null, v19, v19, v18
	v_div_scale_f32 v43, vcc_lo, v18, v19, v18
	v_rcp_f32_e32 v41, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v42, -v20, v41, 1.0
	v_fmac_f32_e32 v41, v42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v43, v41
	v_fma_f32 v44, -v20, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v44, v41
	v_fma_f32 v20, -v20, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v20, v41, v42
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v18, v20, v19, v18
	v_add_nc_u32_e32 v19, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v18
	v_lshrrev_b32_e32 v18, 1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v8
	v_sub_nc_u32_e32 v2, v2, v18
	v_lshl_add_u32 v8, v18, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v8
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v21, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB3_53
.LBB3_63:
	ds_load_b32 v0, v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, 0xcb400000, v2
	v_mul_f32_e32 v18, 0xbf317200, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0x35bfbe8e, v8 :: v_dual_add_f32 v1, v1, v18
	v_sub_f32_e32 v18, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v18, v18
	v_mul_f32_e32 v20, 0x3331bb4c, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x388ab355, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xbb360b61, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x3e2aaaab, v20
	v_mul_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v19, v18, v19
	v_mul_f32_e32 v18, v18, v19
	v_sub_f32_e32 v19, 2.0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v20, null, v19, v19, v18
	v_div_scale_f32 v43, vcc_lo, v18, v19, v18
	v_rcp_f32_e32 v41, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v42, -v20, v41, 1.0
	v_fmac_f32_e32 v41, v42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v43, v41
	v_fma_f32 v44, -v20, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v44, v41
	v_fma_f32 v20, -v20, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v20, v41, v42
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v18, v20, v19, v18
	v_add_nc_u32_e32 v19, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v18
	v_lshrrev_b32_e32 v18, 1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v8
	v_sub_nc_u32_e32 v2, v2, v18
	v_lshl_add_u32 v8, v18, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v8
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v21, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_54
.LBB3_64:
	ds_load_b32 v0, v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, 0xcb400000, v2
	v_mul_f32_e32 v18, 0xbf317200, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, 0x35bfbe8e, v8 :: v_dual_add_f32 v1, v1, v18
	v_sub_f32_e32 v18, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v18, v18
	v_mul_f32_e32 v20, 0x3331bb4c, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x388ab355, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xbb360b61, v20
	v_mul_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x3e2aaaab, v20
	v_mul_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v19, v18, v19
	v_mul_f32_e32 v18, v18, v19
	v_sub_f32_e32 v19, 2.0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v20, null, v19, v19, v18
	v_div_scale_f32 v43, vcc_lo, v18, v19, v18
	v_rcp_f32_e32 v41, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v42, -v20, v41, 1.0
	v_fmac_f32_e32 v41, v42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v43, v41
	v_fma_f32 v44, -v20, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v42, v44, v41
	v_fma_f32 v20, -v20, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v20, v41, v42
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v18, v20, v19, v18
	v_add_nc_u32_e32 v19, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v18
	v_lshrrev_b32_e32 v18, 1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v8
	v_sub_nc_u32_e32 v2, v2, v18
	v_lshl_add_u32 v8, v18, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v8
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v21, v0 offset:8192
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
	v_mov_b32_e32 v1, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB3_67
.LBB3_68:
	ds_store_b32 v9, v0 offset:16388
.LBB3_69:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s98
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_78
	s_mul_f32 s6, s22, s20
	v_mov_b32_e32 v42, v22
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s6, 0
	s_mul_f32 s1, s6, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s6, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s8, s30, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s6, v0, s1
	v_sqrt_f32_e32 v1, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v2, -1, v1
	v_add_nc_u32_e32 v8, 1, v1
	v_xor_b32_e32 v18, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v19, 0x80000000, v8
	v_fma_f32 v18, v18, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v19, v19, v1, v0
	v_cmp_ge_f32_e64 s6, 0, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v1, v2, s6
	v_cmp_lt_f32_e64 s6, 0, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v1, v8, s6
	v_mul_f32_e32 v2, 0x37800000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v1, v2, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v0, v1, v0, s1
	s_addc_u32 s1, s31, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s9, s1, 0xcd9e8d57
	s_mul_hi_u32 s10, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v41, v0, s17, s42
	s_and_saveexec_b32 s11, s2
	s_cbranch_execnz .LBB3_83
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v43, v23
	s_and_saveexec_b32 s11, s3
	s_cbranch_execnz .LBB3_84
.LBB3_73:
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v18, v24
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB3_75
.LBB3_74:
	v_xor_b32_e32 v0, s9, v29
	s_xor_b32 s1, s24, s10
	s_mov_b32 s94, 0xdf3e5244
	s_xor_b32 s1, s1, s8
	s_mov_b32 s95, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s6, v36
	v_xor3_b32 v8, s1, s99, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v37
	v_xor3_b32 v8, v19, s100, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s101, v2, v0
	v_xor3_b32 v2, v20, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v8, s102, v1, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s104, v0
	v_xor3_b32 v2, vcc_hi, v45, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v19, s15, v44
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s14, v20, v1
	v_xor3_b32 v2, v0, s34, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v18
	v_xor3_b32 v0, v2, s23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v19, s36
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[19:20], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[19:20]
	v_ldexp_f64 v[0:1], v[19:20], 54
	v_cndmask_b32_e64 v1, v20, v1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v19, v0, s1
	v_add_co_u32 v51, s7, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xfffff, v51
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[0:1], -1.0
	v_add_f64 v[55:56], v[53:54], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[44:45], null, v[55:56], v[55:56], v[53:54]
	v_rcp_f64_e32 v[0:1], v[44:45]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[46:47], -v[44:45], v[0:1], 1.0
	v_fma_f64 v[46:47], v[0:1], v[46:47], v[0:1]
	ds_load_b96 v[0:2], v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v8, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v48, v8
	v_xor_b32_e32 v8, 0x80000000, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v49, v8, v48, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v49, v48
	v_div_scale_f32 v49, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v50, v49, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, v8, v50, v49
	v_fmac_f32_e32 v50, v52, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v49, v8, v50
	v_div_fmas_f32 v50, v49, v48, v50
	v_fma_f64 v[48:49], -v[44:45], v[46:47], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v8, 0xc2d00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_fma_f64 v[57:58], v[46:47], v[48:49], v[46:47]
	v_div_scale_f64 v[46:47], s6, v[53:54], v[55:56], v[53:54]
	v_mul_f64 v[59:60], v[46:47], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[61:62], -v[44:45], v[59:60], v[46:47]
	v_mul_f32_e32 v44, 0x3fb8aa3b, v8
	v_add_f32_e32 v44, 0x4b400000, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0xcb400000, v44
	v_mul_f32_e32 v45, 0xbf317200, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v46, 0x35bfbe8e, v46 :: v_dual_add_f32 v45, v8, v45
	v_sub_f32_e32 v8, v45, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v47, v8, v8
	v_mul_f32_e32 v48, 0x3331bb4c, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, 0xb5ddea0e, v48
	v_mul_f32_e32 v48, v47, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, 0x388ab355, v48
	v_mul_f32_e32 v48, v47, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, 0xbb360b61, v48
	v_mul_f32_e32 v48, v47, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, 0x3e2aaaab, v48
	v_mul_f32_e32 v47, v47, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v48, v8, v47
	v_mul_f32_e32 v47, v8, v48
	v_sub_f32_e32 v48, 2.0, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v8, null, v48, v48, v47
	v_rcp_f32_e32 v49, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v8, v49, 1.0
	v_fmac_f32_e32 v49, v52, v49
	v_div_scale_f32 v52, vcc_lo, v47, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v63, v52, v49
	v_fma_f32 v64, -v8, v63, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v63, v64, v49
	v_fma_f32 v8, -v8, v63, v52
	v_add_co_ci_u32_e64 v52, null, 0, 0, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v49, v8, v49, v63
	s_mov_b32 vcc_lo, s6
	v_lshrrev_b64 v[51:52], 20, v[51:52]
	v_div_fmas_f64 v[57:58], v[61:62], v[57:58], v[59:60]
	v_cndmask_b32_e64 v8, 0xfffffc01, v40, s1
	v_cmp_neq_f64_e64 s1, 0, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v51, v8
	v_add_co_ci_u32_e64 v51, null, -1, v52, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[51:52], v51
	v_div_fixup_f64 v[55:56], v[57:58], v[55:56], v[53:54]
	s_and_b32 s6, s1, vcc_lo
	v_ldexp_f64 v[51:52], v[51:52], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[55:56], v[55:56]
	v_mul_f64 v[59:60], v[57:58], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[61:62], v[59:60], s[94:95]
	v_mul_f64 v[63:64], v[59:60], s[40:41]
	s_mov_b32 s94, 0x9997fa04
	s_mov_b32 s95, 0x3fd99999
	v_add_f64 v[61:62], v[61:62], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], v[63:64], s[96:97]
	v_mul_f64 v[61:62], v[59:60], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[63:64], v[59:60], v[63:64]
	v_add_f64 v[61:62], v[61:62], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], v[63:64], s[94:95]
	v_mul_f64 v[61:62], v[59:60], v[61:62]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[59:60], v[63:64]
	v_add_f64 v[61:62], v[61:62], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[57:58], v[61:62]
	v_cvt_f64_u32_e32 v[61:62], v8
	v_add_f64 v[57:58], v[59:60], v[57:58]
	v_mul_f64 v[59:60], v[53:54], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[51:52], v[51:52], v[61:62]
	v_mul_f64 v[59:60], v[53:54], v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[57:58], v[59:60], v[57:58]
	v_mul_f64 v[55:56], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[51:52], s[50:51]
	v_mul_f64 v[51:52], v[51:52], s[52:53]
	v_add_f64 v[55:56], v[57:58], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], v[55:56], -v[59:60]
	v_add_f64 v[53:54], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[51:52], v[53:54]
	v_mul_f64 v[19:20], v[51:52], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xfff00000, v20, vcc_lo
	v_cndmask_b32_e64 v19, 0, v19, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, 0x7ff00000, v8, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_cndmask_b32_e64 v8, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[19:20], v[19:20], v8
	v_cndmask_b32_e64 v8, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[51:52], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[53:54], v[19:20], v[51:52]
	v_mul_f64 v[51:52], v[51:52], 0.5
	v_fma_f64 v[55:56], -v[51:52], v[53:54], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[53:54], v[53:54], v[55:56], v[53:54]
	v_fma_f64 v[51:52], v[51:52], v[55:56], v[51:52]
	v_fma_f64 v[55:56], -v[53:54], v[53:54], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[53:54], v[55:56], v[51:52], v[53:54]
	v_fma_f64 v[55:56], -v[53:54], v[53:54], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], v[55:56], v[51:52], v[53:54]
	v_ldexp_f64 v[51:52], v[51:52], v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v20, v52, v20 :: v_dual_cndmask_b32 v19, v51, v19
	v_cvt_f64_u32_e32 v[51:52], v18
	v_add_f64 v[51:52], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[51:52], v[51:52], 0xffffffe0
	v_mul_f64 v[51:52], v[51:52], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[53:54], v[51:52], s[56:57]
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[51:52]
	v_add_f64 v[53:54], 0x43380000, v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], 0xc3380000, v[53:54]
	v_mul_f64 v[56:57], v[54:55], s[58:59]
	v_mul_f64 v[58:59], v[54:55], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[51:52], v[56:57]
	v_mov_b32_e32 v51, v9
	v_add_f64 v[60:61], v[56:57], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[56:57], -v[60:61]
	v_add_f64 v[58:59], v[62:63], v[58:59]
	v_mul_f64 v[62:63], v[54:55], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[62:63], -v[58:59]
	v_add_f64 v[62:63], v[60:61], -v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v8, 20, v63
	v_dual_mov_b32 v63, v9 :: v_dual_and_b32 v8, 0x7ff, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v62, 49, v8
	v_bfe_u32 v8, v52, 20, 11
	v_cmp_lt_u64_e32 vcc_lo, v[62:63], v[8:9]
	v_mul_f64 v[62:63], v[54:55], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[64:65], v[60:61], v[62:63]
	v_cndmask_b32_e32 v18, v60, v64, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v66, v61, v65, vcc_lo
	v_add_f64 v[60:61], v[60:61], -v[64:65]
	v_add_f64 v[60:61], v[60:61], v[62:63]
	v_mul_f64 v[62:63], v[54:55], s[68:69]
	v_mul_f64 v[54:55], v[54:55], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[62:63], -v[60:61]
	v_dual_cndmask_b32 v61, v59, v61 :: v_dual_cndmask_b32 v60, v58, v60
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[56:57], -v[54:55]
	v_lshrrev_b32_e32 v58, 20, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v59, v9 :: v_dual_and_b32 v58, 0x7ff, v58
	v_add_nc_u32_e32 v58, 16, v58
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[58:59], v[8:9]
	v_dual_cndmask_b32 v57, v57, v66 :: v_dual_and_b32 v8, 1, v53
	v_dual_cndmask_b32 v56, v56, v18 :: v_dual_cndmask_b32 v55, v55, v61
	v_cndmask_b32_e32 v54, v54, v60, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v2, v28
	v_div_fixup_f32 v18, v50, v1, 1.0
	v_and_b32_e32 v50, 2, v53
	v_cmp_eq_u64_e64 s7, 0, v[8:9]
	v_add_f64 v[1:2], v[56:57], -v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[50:51]
	v_add_f64 v[56:57], v[56:57], -v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[56:57], -v[54:55]
	v_mul_f64 v[56:57], v[1:2], v[1:2]
	v_mul_f64 v[64:65], v[54:55], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[56:57], s[88:89]
	v_mul_f64 v[60:61], v[56:57], v[56:57]
	v_add_f64 v[58:59], v[58:59], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[56:57], v[60:61]
	v_mul_f64 v[60:61], v[60:61], v[60:61]
	v_mul_f64 v[58:59], v[62:63], v[58:59]
	v_mul_f64 v[62:63], v[56:57], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[84:85]
	v_mul_f64 v[62:63], v[56:57], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[86:87]
	v_add_f64 v[58:59], v[58:59], v[62:63]
	v_mul_f64 v[62:63], v[56:57], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[78:79]
	v_mul_f64 v[62:63], v[56:57], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[80:81]
	v_mul_f64 v[60:61], v[60:61], v[62:63]
	v_mul_f64 v[62:63], v[56:57], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[72:73]
	v_mul_f64 v[62:63], v[56:57], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[62:63], s[74:75]
	v_mul_f64 v[62:63], v[56:57], v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[62:63], v[60:61]
	v_mul_f64 v[62:63], v[1:2], v[56:57]
	v_mul_f64 v[60:61], v[56:57], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[58:59], v[62:63], v[58:59]
	v_add_f64 v[58:59], v[64:65], -v[58:59]
	v_mul_f64 v[64:65], v[56:57], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[56:57], v[58:59]
	v_add_f64 v[66:67], -v[64:65], 1.0
	v_mul_f64 v[58:59], v[1:2], v[54:55]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[56:57], -v[54:55]
	v_add_f64 v[68:69], -v[66:67], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[60:61], -v[58:59]
	v_add_f64 v[64:65], v[68:69], -v[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[64:65], v[58:59]
	v_mul_f64 v[58:59], v[62:63], s[92:93]
	v_add_f64 v[56:57], v[66:67], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[54:55], v[58:59]
	v_xor_b32_e32 v8, 0x80000000, v57
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[1:2], v[1:2], -v[54:55]
	v_cndmask_b32_e64 v8, v8, v57, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v50, 0x80000000, v2
	v_cndmask_b32_e64 v1, v1, v56, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v50, s6
	v_cndmask_b32_e64 v1, 0, v1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v8, s7
	v_div_fixup_f32 v8, v49, v48, v47
	v_cndmask_b32_e64 v2, 0x7ff80000, v2, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v8, v46, v8
	v_cmp_o_f32_e64 s1, v0, v0
	v_mul_f64 v[1:2], v[1:2], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v45, v8
	v_add_nc_u32_e32 v8, 0xb4c00100, v44
	v_add_f32_e32 v0, 1.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v8, 1, v8
	v_sub_nc_u32_e32 v19, v44, v8
	v_lshl_add_u32 v8, v8, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v8
	v_lshl_add_u32 v8, v19, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v8
	global_load_b32 v8, v[14:15], off
	v_cndmask_b32_e64 v0, 0x7fc00000, v0, s1
	v_mul_f32_e32 v0, v18, v0
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_add_f32_e32 v2, v24, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, 0x3d4ccccd, v2 :: v_dual_mul_f32 v1, v41, v1
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v18, v1, v0
.LBB3_75:
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v0, v25
	s_and_saveexec_b32 s1, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s11, exec_lo, s1
	s_cbranch_execz .LBB3_77
	v_xor_b32_e32 v0, s9, v31
	s_xor_b32 s1, s24, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s8
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s6, v38
	v_xor3_b32 v8, s1, s99, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v8, 0
	v_xor_b32_e32 v2, v2, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, v20, s100, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[44:45], null, 0xd2511f53, v8, 0
	v_xor3_b32 v0, s101, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v45, s103, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s102, v1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v46, s104, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, vcc_hi, v1, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v20, s15, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s14, v1, v45
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s34, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s35, v1, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s23, v0
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[45:46], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v1, v46, s36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[0:1], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[46:47], v[0:1], 0xffffffe0
	v_ldexp_f64 v[0:1], v[46:47], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v47, v1, s1
	v_cndmask_b32_e64 v0, v46, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v48, s6, 0x95f62, v1
	v_add_co_ci_u32_e64 v49, null, 0, 0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v48
	v_lshrrev_b64 v[48:49], 20, v[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	v_add_f64 v[50:51], v[0:1], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[50:51], 2.0
	v_mul_f64 v[72:73], v[50:51], 0.5
	v_div_scale_f64 v[54:55], null, v[52:53], v[52:53], v[50:51]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[72:73], v[50:51], v[72:73]
	v_rcp_f64_e32 v[0:1], v[54:55]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[54:55], v[0:1], 1.0
	v_fma_f64 v[56:57], v[0:1], v[19:20], v[0:1]
	ds_load_b96 v[0:2], v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v8, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_fma_f64 v[58:59], -v[54:55], v[56:57], 1.0
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_div_scale_f32 v65, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x3fb8aa3b, v8
	v_add_f32_e32 v19, 0x4b400000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v19
	v_mul_f32_e32 v60, 0xbf317200, v20
	v_mul_f32_e32 v44, 0x35bfbe8e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v20, v8, v60
	v_div_scale_f64 v[60:61], s6, v[50:51], v[52:53], v[50:51]
	v_sub_f32_e32 v8, v20, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v62, v8, v8
	v_fma_f64 v[56:57], v[56:57], v[58:59], v[56:57]
	v_mul_f32_e32 v58, 0x3331bb4c, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, 0xb5ddea0e, v58
	v_mul_f32_e32 v58, v62, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, 0x388ab355, v58
	v_mul_f32_e32 v58, v62, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v58, 0xbb360b61, v58
	v_mul_f32_e32 v63, v62, v58
	v_mul_f64 v[58:59], v[60:61], v[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v63, 0x3e2aaaab, v63
	v_mul_f32_e32 v62, v62, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v62, v8, v62
	v_mul_f32_e32 v80, v8, v62
	v_sub_f32_e32 v81, 2.0, v62
	v_div_scale_f32 v8, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_scale_f32 v62, null, v81, v81, v80
	v_rcp_f32_e32 v63, v8
	v_xor_b32_e32 v8, 0x80000000, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v64, v62
	v_fma_f64 v[54:55], -v[54:55], v[58:59], v[60:61]
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_fma_f32 v60, v8, v63, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v61, -v62, v64, 1.0
	v_fmac_f32_e32 v63, v60, v63
	v_div_scale_f32 v60, s7, v80, v81, v80
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v64, v61, v64
	v_dual_mul_f32 v61, v65, v63 :: v_dual_mul_f32 v66, v60, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v67, v8, v61, v65
	v_fma_f32 v68, -v62, v66, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v61, v67, v63 :: v_dual_fmac_f32 v66, v68, v64
	v_fmac_f32_e32 v65, v8, v61
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v8, -v62, v66, v60
	v_div_fmas_f32 v82, v65, v63, v61
	s_mov_b32 vcc_lo, s7
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v83, v8, v64, v66
	s_mov_b32 vcc_lo, s6
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_div_fmas_f64 v[54:55], v[54:55], v[56:57], v[58:59]
	v_cndmask_b32_e64 v8, 0xfffffc01, v40, s1
	v_div_fixup_f32 v1, v82, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v48, v8
	v_cvt_f64_u32_e32 v[74:75], v8
	v_div_fixup_f64 v[52:53], v[54:55], v[52:53], v[50:51]
	v_cvt_f64_u32_e32 v[54:55], v45
	v_add_co_ci_u32_e64 v45, null, -1, v49, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[48:49], v45
	v_mul_f64 v[56:57], v[52:53], v[52:53]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[54:55], v[54:55], 0.5
	v_ldexp_f64 v[48:49], v[48:49], 32
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[58:59], v[56:57], v[56:57]
	v_ldexp_f64 v[54:55], v[54:55], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[48:49], v[48:49], v[74:75]
	v_mul_f64 v[60:61], v[58:59], s[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f64 v[54:55], v[54:55], s[54:55]
	v_mul_f64 v[64:65], v[58:59], s[40:41]
	s_mov_b32 s6, 0x9997fa04
	s_mov_b32 s7, 0x3fd99999
	v_mul_f64 v[78:79], v[48:49], s[50:51]
	v_mul_f64 v[48:49], v[48:49], s[52:53]
	v_add_f64 v[60:61], v[60:61], s[44:45]
	v_mul_f64 v[62:63], v[54:55], s[56:57]
	v_add_f64 v[64:65], v[64:65], s[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[60:61], v[58:59], v[60:61]
	v_add_f64 v[62:63], 0x43380000, v[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[60:61], v[60:61], s[46:47]
	v_add_f64 v[66:67], 0xc3380000, v[62:63]
	v_mul_f64 v[63:64], v[58:59], v[64:65]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[60:61], v[58:59], v[60:61]
	v_mul_f64 v[68:69], v[66:67], s[58:59]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[63:64], v[63:64], s[6:7]
	v_mul_f64 v[70:71], v[66:67], s[62:63]
	v_mul_f64 v[74:75], v[66:67], s[64:65]
	v_add_f64 v[60:61], v[60:61], s[48:49]
	v_add_f64 v[68:69], v[54:55], v[68:69]
	v_mul_f64 v[58:59], v[58:59], v[63:64]
	v_mul_f64 v[63:64], v[66:67], s[66:67]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[56:57], v[56:57], v[60:61]
	v_add_f64 v[60:61], v[68:69], v[70:71]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[58:59], v[56:57]
	v_add_f64 v[58:59], v[68:69], -v[60:61]
	v_add_f64 v[76:77], v[60:61], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[56:57], v[72:73], v[56:57]
	v_add_f64 v[58:59], v[58:59], v[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[70:71], v[60:61], -v[76:77]
	v_mul_f64 v[52:53], v[52:53], v[56:57]
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f64 v[56:57], v[74:75], -v[58:59]
	v_mul_f64 v[58:59], v[66:67], s[60:61]
	v_mul_f64 v[65:66], v[66:67], s[68:69]
	v_add_f64 v[63:64], v[70:71], v[63:64]
	v_add_f64 v[52:53], v[78:79], v[52:53]
	v_add_f64 v[70:71], v[60:61], -v[56:57]
	v_add_f64 v[74:75], v[68:69], -v[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f64 v[63:64], v[65:66], -v[63:64]
	v_mov_b32_e32 v66, v9
	v_add_f64 v[52:53], v[52:53], -v[72:73]
	v_lshrrev_b32_e32 v8, 20, v71
	v_lshrrev_b32_e32 v67, 20, v75
	v_and_b32_e32 v45, 0x7ff, v8
	v_bfe_u32 v8, v55, 20, 11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_nc_u32_e32 v65, 49, v45
	v_and_b32_e32 v45, 0x7ff, v67
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[65:66], v[8:9]
	v_add_nc_u32_e32 v65, 16, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s1, v[65:66], v[8:9]
	v_dual_cndmask_b32 v45, v60, v76 :: v_dual_cndmask_b32 v60, v61, v77
	v_dual_cndmask_b32 v8, v57, v64 :: v_dual_cndmask_b32 v61, v56, v63
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[46:47]
	v_cndmask_b32_e64 v56, v68, v45, s1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v57, v69, v60, s1
	v_cndmask_b32_e64 v59, v59, v8, s1
	v_cndmask_b32_e64 v58, v58, v61, s1
	v_cmp_neq_f64_e64 s1, 0, v[46:47]
	global_load_b32 v77, v[16:17], off
	v_add_f64 v[50:51], v[50:51], v[52:53]
	v_add_f64 v[52:53], v[56:57], -v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[48:49], v[48:49], v[50:51]
	v_mul_f64 v[50:51], v[52:53], v[52:53]
	v_add_f64 v[56:57], v[56:57], -v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[48:49], v[48:49], -2.0
	v_mul_f64 v[60:61], v[50:51], s[82:83]
	v_mul_f64 v[63:64], v[50:51], s[70:71]
	v_mul_f64 v[65:66], v[50:51], s[76:77]
	v_mul_f64 v[45:46], v[50:51], s[88:89]
	v_mul_f64 v[67:68], v[50:51], v[50:51]
	v_add_f64 v[56:57], v[56:57], -v[58:59]
	v_mul_f64 v[71:72], v[50:51], 0.5
	v_cndmask_b32_e32 v8, 0xfff00000, v49, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	v_add_f64 v[60:61], v[60:61], s[84:85]
	v_cndmask_b32_e32 v48, 0, v48, vcc_lo
	v_add_f64 v[63:64], v[63:64], s[72:73]
	v_cndmask_b32_e64 v49, 0x7ff00000, v8, s1
	v_add_f64 v[65:66], v[65:66], s[78:79]
	v_add_f64 v[45:46], v[45:46], s[90:91]
	v_mul_f64 v[69:70], v[50:51], v[67:68]
	v_mul_f64 v[58:59], v[67:68], v[67:68]
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[48:49]
	v_mul_f64 v[67:68], v[52:53], v[50:51]
	v_add_f64 v[75:76], -v[71:72], 1.0
	v_mul_f64 v[60:61], v[50:51], v[60:61]
	v_mul_f64 v[63:64], v[50:51], v[63:64]
	v_mul_f64 v[65:66], v[50:51], v[65:66]
	v_mul_f64 v[45:46], v[69:70], v[45:46]
	v_cndmask_b32_e64 v8, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[47:48], v[48:49], v8
	v_and_b32_e32 v8, 1, v62
	v_cmp_eq_u64_e64 s6, 0, v[8:9]
	v_add_f64 v[60:61], v[60:61], s[86:87]
	v_add_f64 v[63:64], v[63:64], s[74:75]
	v_add_f64 v[65:66], v[65:66], s[80:81]
	v_rsq_f64_e32 v[69:70], v[47:48]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], v[60:61]
	v_mul_f64 v[63:64], v[50:51], v[63:64]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_mul_f64 v[58:59], v[58:59], v[65:66]
	v_mul_f64 v[65:66], v[56:57], 0.5
	v_mul_f64 v[60:61], v[47:48], v[69:70]
	v_mul_f64 v[69:70], v[69:70], 0.5
	v_mul_f64 v[45:46], v[67:68], v[45:46]
	v_add_f64 v[58:59], v[63:64], v[58:59]
	v_mul_f64 v[63:64], v[52:53], v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[73:74], -v[69:70], v[60:61], 0.5
	v_add_f64 v[45:46], v[65:66], -v[45:46]
	v_add_f64 v[65:66], -v[75:76], 1.0
	v_mul_f64 v[58:59], v[50:51], v[58:59]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_fma_f64 v[60:61], v[60:61], v[73:74], v[60:61]
	v_mul_f64 v[45:46], v[50:51], v[45:46]
	v_fma_f64 v[49:50], v[69:70], v[73:74], v[69:70]
	v_add_f64 v[65:66], v[65:66], -v[71:72]
	v_and_b32_e32 v51, 2, v62
	v_add_f64 v[58:59], v[58:59], -v[63:64]
	v_mul_f64 v[63:64], v[67:68], s[92:93]
	v_fma_f64 v[69:70], -v[60:61], v[60:61], v[47:48]
	v_add_f64 v[45:46], v[45:46], -v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[58:59], v[65:66], v[58:59]
	v_fma_f64 v[56:57], v[69:70], v[49:50], v[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[45:46], v[45:46], v[63:64]
	v_add_f64 v[58:59], v[75:76], v[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f64 v[60:61], -v[56:57], v[56:57], v[47:48]
	v_add_f64 v[45:46], v[52:53], -v[45:46]
	v_mov_b32_e32 v52, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v53, 0x80000000, v59
	v_cmp_eq_u64_e64 s1, 0, v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v53, v59, s1
	v_fma_f64 v[49:50], v[60:61], v[49:50], v[56:57]
	v_xor_b32_e32 v51, 0x80000000, v46
	v_cndmask_b32_e64 v52, v45, v58, s6
	v_cndmask_b32_e64 v46, v46, v51, s1
	v_cndmask_b32_e64 v51, 0, 0xffffff80, vcc_lo
	v_cmp_class_f64_e64 vcc_lo, v[47:48], 0x260
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[54:55]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v46, v8, s6
	v_ldexp_f64 v[45:46], v[49:50], v51
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v49, 0x7ff80000, v8, s1
	v_dual_cndmask_b32 v46, v46, v48 :: v_dual_cndmask_b32 v45, v45, v47
	v_cndmask_b32_e64 v48, 0, v52, s1
	v_div_fixup_f32 v8, v83, v81, v80
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f64 v[45:46], v[48:49], v[45:46]
	v_sub_f32_e32 v8, v44, v8
	v_add_nc_u32_e32 v44, 0xb4c00100, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v20, v8
	v_lshrrev_b32_e32 v20, 1, v44
	v_add_f32_e32 v44, v25, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v8, 1.0, v8
	v_sub_nc_u32_e32 v19, v19, v20
	v_lshl_add_u32 v20, v20, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v19, v19, 23, 0x7f800000
	v_mul_f32_e32 v8, v8, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, v8, v19 :: v_dual_mul_f32 v19, 0x3d4ccccd, v44
	v_cndmask_b32_e32 v0, 0x7fc00000, v8, vcc_lo
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v8, v19, v77
	v_cmp_eq_f32_e32 vcc_lo, v2, v30
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v20, v[45:46]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v8, v0
	v_add_f32_e32 v0, v1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v25, v0
	v_mul_f32_e32 v1, v41, v20
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
.LBB3_77:
	s_or_b32 exec_lo, exec_lo, s11
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
	v_xor_b32_e32 v0, s9, v27
	s_xor_b32 s1, s24, s10
	s_mov_b32 s94, 0xdf3e5244
	s_xor_b32 s1, s1, s8
	s_mov_b32 s95, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s6, v32
	v_xor3_b32 v8, s1, s99, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v33
	v_xor3_b32 v8, v19, s100, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s101, v2, v0
	v_xor3_b32 v2, v20, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v8, s102, v1, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[42:43], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s104, v0
	v_xor3_b32 v2, vcc_hi, v43, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v19, s15, v42
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s14, v20, v1
	v_xor3_b32 v2, v0, s34, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v18
	v_xor3_b32 v0, v2, s23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v19, s36
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[19:20], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[19:20]
	v_ldexp_f64 v[0:1], v[19:20], 54
	v_cndmask_b32_e64 v1, v20, v1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v19, v0, s1
	v_add_co_u32 v49, s7, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xfffff, v49
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[51:52], v[0:1], -1.0
	v_add_f64 v[53:54], v[51:52], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[42:43], null, v[53:54], v[53:54], v[51:52]
	v_rcp_f64_e32 v[0:1], v[42:43]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[44:45], -v[42:43], v[0:1], 1.0
	v_fma_f64 v[44:45], v[0:1], v[44:45], v[0:1]
	ds_load_b96 v[0:2], v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v8, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v46, v8
	v_xor_b32_e32 v8, 0x80000000, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v47, v8, v46, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v46, v47, v46
	v_div_scale_f32 v47, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v48, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v50, v8, v48, v47
	v_fmac_f32_e32 v48, v50, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v8, v48
	v_div_fmas_f32 v48, v47, v46, v48
	v_fma_f64 v[46:47], -v[42:43], v[44:45], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v8, 0xc2d00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_fma_f64 v[55:56], v[44:45], v[46:47], v[44:45]
	v_div_scale_f64 v[44:45], s6, v[51:52], v[53:54], v[51:52]
	v_mul_f64 v[57:58], v[44:45], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[59:60], -v[42:43], v[57:58], v[44:45]
	v_mul_f32_e32 v42, 0x3fb8aa3b, v8
	v_add_f32_e32 v42, 0x4b400000, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v44, 0xcb400000, v42
	v_mul_f32_e32 v43, 0xbf317200, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v44, 0x35bfbe8e, v44 :: v_dual_add_f32 v43, v8, v43
	v_sub_f32_e32 v8, v43, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v45, v8, v8
	v_mul_f32_e32 v46, 0x3331bb4c, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0xb5ddea0e, v46
	v_mul_f32_e32 v46, v45, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0x388ab355, v46
	v_mul_f32_e32 v46, v45, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0xbb360b61, v46
	v_mul_f32_e32 v46, v45, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, 0x3e2aaaab, v46
	v_mul_f32_e32 v45, v45, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v46, v8, v45
	v_mul_f32_e32 v45, v8, v46
	v_sub_f32_e32 v46, 2.0, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v8, null, v46, v46, v45
	v_rcp_f32_e32 v47, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v50, -v8, v47, 1.0
	v_fmac_f32_e32 v47, v50, v47
	v_div_scale_f32 v50, vcc_lo, v45, v46, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v61, v50, v47
	v_fma_f32 v62, -v8, v61, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v61, v62, v47
	v_fma_f32 v8, -v8, v61, v50
	v_add_co_ci_u32_e64 v50, null, 0, 0, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v47, v8, v47, v61
	s_mov_b32 vcc_lo, s6
	v_lshrrev_b64 v[49:50], 20, v[49:50]
	v_div_fmas_f64 v[55:56], v[59:60], v[55:56], v[57:58]
	v_cndmask_b32_e64 v8, 0xfffffc01, v40, s1
	v_cmp_neq_f64_e64 s1, 0, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v49, v8
	v_add_co_ci_u32_e64 v49, null, -1, v50, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[49:50], v49
	v_div_fixup_f64 v[53:54], v[55:56], v[53:54], v[51:52]
	s_and_b32 s6, s1, vcc_lo
	v_ldexp_f64 v[49:50], v[49:50], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[55:56], v[53:54], v[53:54]
	v_mul_f64 v[57:58], v[55:56], v[55:56]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[59:60], v[57:58], s[94:95]
	v_mul_f64 v[61:62], v[57:58], s[40:41]
	s_mov_b32 s94, 0x9997fa04
	s_mov_b32 s95, 0x3fd99999
	v_add_f64 v[59:60], v[59:60], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[61:62], s[96:97]
	v_mul_f64 v[59:60], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[61:62], v[57:58], v[61:62]
	v_add_f64 v[59:60], v[59:60], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[61:62], v[61:62], s[94:95]
	v_mul_f64 v[59:60], v[57:58], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[57:58], v[61:62]
	v_add_f64 v[59:60], v[59:60], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[55:56], v[59:60]
	v_cvt_f64_u32_e32 v[59:60], v8
	v_add_f64 v[55:56], v[57:58], v[55:56]
	v_mul_f64 v[57:58], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[49:50], v[49:50], v[59:60]
	v_mul_f64 v[57:58], v[51:52], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[55:56], v[57:58], v[55:56]
	v_mul_f64 v[53:54], v[53:54], v[55:56]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[49:50], s[50:51]
	v_mul_f64 v[49:50], v[49:50], s[52:53]
	v_add_f64 v[53:54], v[55:56], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], v[53:54], -v[57:58]
	v_add_f64 v[51:52], v[51:52], v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[49:50], v[49:50], v[51:52]
	v_mul_f64 v[19:20], v[49:50], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xfff00000, v20, vcc_lo
	v_cndmask_b32_e64 v19, 0, v19, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, 0x7ff00000, v8, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_cndmask_b32_e64 v8, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[19:20], v[19:20], v8
	v_cndmask_b32_e64 v8, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[49:50], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[51:52], v[19:20], v[49:50]
	v_mul_f64 v[49:50], v[49:50], 0.5
	v_fma_f64 v[53:54], -v[49:50], v[51:52], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[51:52], v[51:52], v[53:54], v[51:52]
	v_fma_f64 v[49:50], v[49:50], v[53:54], v[49:50]
	v_fma_f64 v[53:54], -v[51:52], v[51:52], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[51:52], v[53:54], v[49:50], v[51:52]
	v_fma_f64 v[53:54], -v[51:52], v[51:52], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[49:50], v[53:54], v[49:50], v[51:52]
	v_ldexp_f64 v[49:50], v[49:50], v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v20, v50, v20 :: v_dual_cndmask_b32 v19, v49, v19
	v_cvt_f64_u32_e32 v[49:50], v18
	v_add_f64 v[49:50], v[49:50], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[49:50], v[49:50], 0xffffffe0
	v_mul_f64 v[49:50], v[49:50], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[51:52], v[49:50], s[56:57]
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[49:50]
	v_add_f64 v[51:52], 0x43380000, v[51:52]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[52:53], 0xc3380000, v[51:52]
	v_mul_f64 v[54:55], v[52:53], s[58:59]
	v_mul_f64 v[56:57], v[52:53], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[49:50], v[54:55]
	v_mov_b32_e32 v49, v9
	v_add_f64 v[58:59], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[54:55], -v[58:59]
	v_add_f64 v[56:57], v[60:61], v[56:57]
	v_mul_f64 v[60:61], v[52:53], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[60:61], -v[56:57]
	v_add_f64 v[60:61], v[58:59], -v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v8, 20, v61
	v_dual_mov_b32 v61, v9 :: v_dual_and_b32 v8, 0x7ff, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v60, 49, v8
	v_bfe_u32 v8, v50, 20, 11
	v_cmp_lt_u64_e32 vcc_lo, v[60:61], v[8:9]
	v_mul_f64 v[60:61], v[52:53], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[62:63], v[58:59], v[60:61]
	v_cndmask_b32_e32 v18, v58, v62, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v64, v59, v63, vcc_lo
	v_add_f64 v[58:59], v[58:59], -v[62:63]
	v_add_f64 v[58:59], v[58:59], v[60:61]
	v_mul_f64 v[60:61], v[52:53], s[68:69]
	v_mul_f64 v[52:53], v[52:53], s[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[58:59], v[60:61], -v[58:59]
	v_dual_cndmask_b32 v59, v57, v59 :: v_dual_cndmask_b32 v58, v56, v58
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[54:55], -v[52:53]
	v_lshrrev_b32_e32 v56, 20, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v57, v9 :: v_dual_and_b32 v56, 0x7ff, v56
	v_add_nc_u32_e32 v56, 16, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[56:57], v[8:9]
	v_dual_cndmask_b32 v55, v55, v64 :: v_dual_and_b32 v8, 1, v51
	v_dual_cndmask_b32 v54, v54, v18 :: v_dual_cndmask_b32 v53, v53, v59
	v_cndmask_b32_e32 v52, v52, v58, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v2, v26
	v_div_fixup_f32 v18, v48, v1, 1.0
	v_and_b32_e32 v48, 2, v51
	v_cmp_eq_u64_e64 s7, 0, v[8:9]
	v_add_f64 v[1:2], v[54:55], -v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[48:49]
	v_add_f64 v[54:55], v[54:55], -v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[54:55], -v[52:53]
	v_mul_f64 v[54:55], v[1:2], v[1:2]
	v_mul_f64 v[62:63], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[54:55], s[88:89]
	v_mul_f64 v[58:59], v[54:55], v[54:55]
	v_add_f64 v[56:57], v[56:57], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[54:55], v[58:59]
	v_mul_f64 v[58:59], v[58:59], v[58:59]
	v_mul_f64 v[56:57], v[60:61], v[56:57]
	v_mul_f64 v[60:61], v[54:55], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[84:85]
	v_mul_f64 v[60:61], v[54:55], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[86:87]
	v_add_f64 v[56:57], v[56:57], v[60:61]
	v_mul_f64 v[60:61], v[54:55], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[78:79]
	v_mul_f64 v[60:61], v[54:55], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[80:81]
	v_mul_f64 v[58:59], v[58:59], v[60:61]
	v_mul_f64 v[60:61], v[54:55], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[72:73]
	v_mul_f64 v[60:61], v[54:55], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[60:61], v[60:61], s[74:75]
	v_mul_f64 v[60:61], v[54:55], v[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[58:59], v[60:61], v[58:59]
	v_mul_f64 v[60:61], v[1:2], v[54:55]
	v_mul_f64 v[58:59], v[54:55], v[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[60:61], v[56:57]
	v_add_f64 v[56:57], v[62:63], -v[56:57]
	v_mul_f64 v[62:63], v[54:55], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[54:55], v[54:55], v[56:57]
	v_add_f64 v[64:65], -v[62:63], 1.0
	v_mul_f64 v[56:57], v[1:2], v[52:53]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[52:53], v[54:55], -v[52:53]
	v_add_f64 v[66:67], -v[64:65], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[56:57], v[58:59], -v[56:57]
	v_add_f64 v[62:63], v[66:67], -v[62:63]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[54:55], v[62:63], v[56:57]
	v_mul_f64 v[56:57], v[60:61], s[92:93]
	v_add_f64 v[54:55], v[64:65], v[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[52:53], v[52:53], v[56:57]
	v_xor_b32_e32 v8, 0x80000000, v55
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[1:2], v[1:2], -v[52:53]
	v_cndmask_b32_e64 v8, v8, v55, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v48, 0x80000000, v2
	v_cndmask_b32_e64 v1, v1, v54, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v48, s6
	v_cndmask_b32_e64 v1, 0, v1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v8, s7
	v_cndmask_b32_e64 v2, 0x7ff80000, v2, s1
	v_cmp_o_f32_e64 s1, v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[1:2], v[1:2], v[19:20]
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_add_f32_e32 v2, v22, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, 0x3d4ccccd, v2 :: v_dual_mul_f32 v1, v41, v1
	v_div_fixup_f32 v8, v47, v46, v45
	v_sub_f32_e32 v8, v44, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v0, v43, v8
	v_add_nc_u32_e32 v8, 0xb4c00100, v42
	v_add_f32_e32 v0, 1.0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v8, 1, v8
	v_sub_nc_u32_e32 v19, v42, v8
	v_lshl_add_u32 v8, v8, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v0, v0, v8
	v_lshl_add_u32 v8, v19, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v0, v8
	global_load_b32 v8, v[10:11], off
	v_cndmask_b32_e64 v0, 0x7fc00000, v0, s1
	v_mul_f32_e32 v0, v18, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 0x3dcccccd, vcc_lo
	v_add_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s16, v0
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v42, v1, v0
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v43, v23
	s_and_saveexec_b32 s11, s3
	s_cbranch_execz .LBB3_73
.LBB3_84:
	v_xor_b32_e32 v0, s9, v6
	s_xor_b32 s1, s24, s10
	s_mov_b32 s94, 0xdf3e5244
	s_xor_b32 s1, s1, s8
	s_mov_b32 s95, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s6, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s6, v34
	v_xor3_b32 v8, s1, s99, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v35
	v_xor3_b32 v8, v19, s100, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s101, v2, v0
	v_xor3_b32 v2, v20, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v8, s102, v1, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[43:44], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s104, v0
	v_xor3_b32 v2, vcc_hi, v44, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v0, 0
	v_xor3_b32 v0, v19, s15, v43
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s14, v20, v1
	v_xor3_b32 v2, v0, s34, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v18
	v_xor3_b32 v0, v2, s23, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v19, s36
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[19:20], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e64 s1, 0x100000, v[19:20]
	v_ldexp_f64 v[0:1], v[19:20], 54
	v_cndmask_b32_e64 v1, v20, v1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v19, v0, s1
	v_add_co_u32 v50, s7, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v1, 0xfffff, v50
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[52:53], v[0:1], -1.0
	v_add_f64 v[54:55], v[52:53], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[43:44], null, v[54:55], v[54:55], v[52:53]
	v_rcp_f64_e32 v[0:1], v[43:44]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[45:46], -v[43:44], v[0:1], 1.0
	v_fma_f64 v[45:46], v[0:1], v[45:46], v[0:1]
	ds_load_b96 v[0:2], v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v8, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v47, v8
	v_xor_b32_e32 v8, 0x80000000, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v48, v8, v47, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v47, v48, v47
	v_div_scale_f32 v48, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v49, v48, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v51, v8, v49, v48
	v_fmac_f32_e32 v49, v51, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v48, v8, v49
	v_div_fmas_f32 v49, v48, v47, v49
	v_fma_f64 v[47:48], -v[43:44], v[45:46], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v8, 0xc2d00000, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_fma_f64 v[56:57], v[45:46], v[47:48], v[45:46]
	v_div_scale_f64 v[45:46], s6, v[52:53], v[54:55], v[52:53]
	v_mul_f64 v[58:59], v[45:46], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[60:61], -v[43:44], v[58:59], v[45:46]
	v_mul_f32_e32 v43, 0x3fb8aa3b, v8
	v_add_f32_e32 v43, 0x4b400000, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, 0xcb400000, v43
	v_mul_f32_e32 v44, 0xbf317200, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v45, 0x35bfbe8e, v45 :: v_dual_add_f32 v44, v8, v44
	v_sub_f32_e32 v8, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v46, v8, v8
	v_mul_f32_e32 v47, 0x3331bb4c, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xb5ddea0e, v47
	v_mul_f32_e32 v47, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0x388ab355, v47
	v_mul_f32_e32 v47, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0xbb360b61, v47
	v_mul_f32_e32 v47, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, 0x3e2aaaab, v47
	v_mul_f32_e32 v46, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v47, v8, v46
	v_mul_f32_e32 v46, v8, v47
	v_sub_f32_e32 v47, 2.0, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v8, null, v47, v47, v46
	v_rcp_f32_e32 v48, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v51, -v8, v48, 1.0
	v_fmac_f32_e32 v48, v51, v48
	v_div_scale_f32 v51, vcc_lo, v46, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v62, v51, v48
	v_fma_f32 v63, -v8, v62, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v62, v63, v48
	v_fma_f32 v8, -v8, v62, v51
	v_add_co_ci_u32_e64 v51, null, 0, 0, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v48, v8, v48, v62
	s_mov_b32 vcc_lo, s6
	v_lshrrev_b64 v[50:51], 20, v[50:51]
	v_div_fmas_f64 v[56:57], v[60:61], v[56:57], v[58:59]
	v_cndmask_b32_e64 v8, 0xfffffc01, v40, s1
	v_cmp_neq_f64_e64 s1, 0, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v50, v8
	v_add_co_ci_u32_e64 v50, null, -1, v51, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[50:51], v50
	v_div_fixup_f64 v[54:55], v[56:57], v[54:55], v[52:53]
	s_and_b32 s6, s1, vcc_lo
	v_ldexp_f64 v[50:51], v[50:51], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[56:57], v[54:55], v[54:55]
	v_mul_f64 v[58:59], v[56:57], v[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[60:61], v[58:59], s[94:95]
	v_mul_f64 v[62:63], v[58:59], s[40:41]
	s_mov_b32 s94, 0x9997fa04
	s_mov_b32 s95, 0x3fd99999
	v_add_f64 v[60:61], v[60:61], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[62:63], v[62:63], s[96:97]
	v_mul_f64 v[60:61], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[62:63], v[58:59], v[62:63]
	v_add_f64 v[60:61], v[60:61], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[62:63], v[62:63], s[94:95]
	v_mul_f64 v[60:61], v[58:59], v[60:61]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[58:59], v[58:59], v[62:63]
	v_add_f64 v[60:61], v[60:61], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[56:57], v[60:61]
	v_cvt_f64_u32_e32 v[60:61], v8
	v_add_f64 v[56:57], v[58:59], v[56:57]
	v_mul_f64 v[58:59], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[50:51], v[50:51], v[60:61]
	v_mul_f64 v[58:59], v[52:53], v[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[56:57], v[58:59], v[56:57]
	v_mul_f64 v[54:55], v[54:55], v[56:57]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[56:57], v[50:51], s[50:51]
	v_mul_f64 v[50:51], v[50:51], s[52:53]
	v_add_f64 v[54:55], v[56:57], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[54:55], v[54:55], -v[58:59]
	v_add_f64 v[52:53], v[52:53], v[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[50:51], v[50:51], v[52:53]
	v_mul_f64 v[19:20], v[50:51], -2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xfff00000, v20, vcc_lo
	v_cndmask_b32_e64 v19, 0, v19, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, 0x7ff00000, v8, s1
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[19:20]
	v_cndmask_b32_e64 v8, 0, 0x100, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[19:20], v[19:20], v8
	v_cndmask_b32_e64 v8, 0, 0xffffff80, vcc_lo
	v_rsq_f64_e32 v[50:51], v[19:20]
	v_cmp_class_f64_e64 vcc_lo, v[19:20], 0x260
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[52:53], v[19:20], v[50:51]
	v_mul_f64 v[50:51], v[50:51], 0.5
	v_fma_f64 v[54:55], -v[50:51], v[52:53], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f64 v[52:53], v[52:53], v[54:55], v[52:53]
	v_fma_f64 v[50:51], v[50:51], v[54:55], v[50:51]
	v_fma_f64 v[54:55], -v[52:53], v[52:53], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[52:53], v[54:55], v[50:51], v[52:53]
	v_fma_f64 v[54:55], -v[52:53], v[52:53], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[50:51], v[54:55], v[50:51], v[52:53]
	v_ldexp_f64 v[50:51], v[50:51], v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v20, v51, v20 :: v_dual_cndmask_b32 v19, v50, v19
	v_cvt_f64_u32_e32 v[50:51], v18
	v_add_f64 v[50:51], v[50:51], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[50:51], v[50:51], 0xffffffe0
	v_mul_f64 v[50:51], v[50:51], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[52:53], v[50:51], s[56:57]
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[50:51]
	v_add_f64 v[52:53], 0x43380000, v[52:53]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[53:54], 0xc3380000, v[52:53]
	v_mul_f64 v[55:56], v[53:54], s[58:59]
	v_mul_f64 v[57:58], v[53:54], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[50:51], v[55:56]
	v_mov_b32_e32 v50, v9
	v_add_f64 v[59:60], v[55:56], v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[55:56], -v[59:60]
	v_add_f64 v[57:58], v[61:62], v[57:58]
	v_mul_f64 v[61:62], v[53:54], s[64:65]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[57:58], v[61:62], -v[57:58]
	v_add_f64 v[61:62], v[59:60], -v[57:58]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v8, 20, v62
	v_mov_b32_e32 v62, v9
	v_and_b32_e32 v8, 0x7ff, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v61, 49, v8
	v_bfe_u32 v8, v51, 20, 11
	v_cmp_lt_u64_e32 vcc_lo, v[61:62], v[8:9]
	v_mul_f64 v[61:62], v[53:54], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[63:64], v[59:60], v[61:62]
	v_dual_cndmask_b32 v18, v59, v63 :: v_dual_cndmask_b32 v65, v60, v64
	v_add_f64 v[59:60], v[59:60], -v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[59:60], v[61:62]
	v_mul_f64 v[61:62], v[53:54], s[68:69]
	v_mul_f64 v[53:54], v[53:54], s[60:61]
	v_add_f64 v[59:60], v[61:62], -v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_cndmask_b32 v60, v58, v60 :: v_dual_cndmask_b32 v59, v57, v59
	v_add_f64 v[57:58], v[55:56], -v[53:54]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v57, 20, v58
	v_dual_mov_b32 v58, v9 :: v_dual_and_b32 v57, 0x7ff, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v57, 16, v57
	v_cmp_lt_u64_e32 vcc_lo, v[57:58], v[8:9]
	v_dual_cndmask_b32 v55, v55, v18 :: v_dual_and_b32 v8, 1, v52
	v_cndmask_b32_e32 v56, v56, v65, vcc_lo
	v_dual_cndmask_b32 v54, v54, v60 :: v_dual_cndmask_b32 v53, v53, v59
	v_cmp_eq_f32_e32 vcc_lo, v2, v4
	v_div_fixup_f32 v18, v49, v1, 1.0
	v_and_b32_e32 v49, 2, v52
	v_cmp_eq_u64_e64 s7, 0, v[8:9]
	v_add_f64 v[1:2], v[55:56], -v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_eq_u64_e64 s6, 0, v[49:50]
	v_add_f64 v[55:56], v[55:56], -v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[55:56], -v[53:54]
	v_mul_f64 v[55:56], v[1:2], v[1:2]
	v_mul_f64 v[63:64], v[53:54], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[57:58], v[55:56], s[88:89]
	v_mul_f64 v[59:60], v[55:56], v[55:56]
	v_add_f64 v[57:58], v[57:58], s[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[61:62], v[55:56], v[59:60]
	v_mul_f64 v[59:60], v[59:60], v[59:60]
	v_mul_f64 v[57:58], v[61:62], v[57:58]
	v_mul_f64 v[61:62], v[55:56], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[84:85]
	v_mul_f64 v[61:62], v[55:56], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[86:87]
	v_add_f64 v[57:58], v[57:58], v[61:62]
	v_mul_f64 v[61:62], v[55:56], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[78:79]
	v_mul_f64 v[61:62], v[55:56], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[80:81]
	v_mul_f64 v[59:60], v[59:60], v[61:62]
	v_mul_f64 v[61:62], v[55:56], s[70:71]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[72:73]
	v_mul_f64 v[61:62], v[55:56], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[61:62], v[61:62], s[74:75]
	v_mul_f64 v[61:62], v[55:56], v[61:62]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[59:60], v[61:62], v[59:60]
	v_mul_f64 v[61:62], v[1:2], v[55:56]
	v_mul_f64 v[59:60], v[55:56], v[59:60]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[57:58], v[61:62], v[57:58]
	v_add_f64 v[57:58], v[63:64], -v[57:58]
	v_mul_f64 v[63:64], v[55:56], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[55:56], v[55:56], v[57:58]
	v_add_f64 v[65:66], -v[63:64], 1.0
	v_mul_f64 v[57:58], v[1:2], v[53:54]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[53:54], v[55:56], -v[53:54]
	v_add_f64 v[67:68], -v[65:66], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[57:58], v[59:60], -v[57:58]
	v_add_f64 v[63:64], v[67:68], -v[63:64]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[55:56], v[63:64], v[57:58]
	v_mul_f64 v[57:58], v[61:62], s[92:93]
	v_add_f64 v[55:56], v[65:66], v[55:56]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[53:54], v[53:54], v[57:58]
	v_xor_b32_e32 v8, 0x80000000, v56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[1:2], v[1:2], -v[53:54]
	v_cndmask_b32_e64 v8, v8, v56, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v49, 0x80000000, v2
	v_cndmask_b32_e64 v1, v1, v55, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v49, s6
	v_cndmask_b32_e64 v1, 0, v1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, v2, v8, s7
	v_div_fixup_f32 v8, v48, v47, v46
	v_cndmask_b32_e64 v2, 0x7ff80000, v2, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v8, v45, v8
	v_cmp_o_f32_e64 s1, v0, v0
	v_mul_f64 v[1:2], v[1:2], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v44, v8
	v_add_f32_e32 v0, 1.0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_add_nc_u32_e32 v8, 0xb4c00100, v43
	v_dual_add_f32 v2, v23, v23 :: v_dual_mul_f32 v1, v41, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v8, 1, v8
	v_mul_f32_e32 v2, 0x3d4ccccd, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v19, v43, v8
	v_lshl_add_u32 v8, v8, 23, 0xff800000
	v_mul_f32_e32 v0, v0, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v8, v19, 23, 0x7f800000
	v_mul_f32_e32 v0, v0, v8
	global_load_b32 v8, v[12:13], off
	v_cndmask_b32_e64 v0, 0x7fc00000, v0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v18, v0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v8
	v_add_f32_e32 v0, v2, v0
	v_cndmask_b32_e64 v2, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v2, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v23, v0
	v_add_f32_e32 v43, v1, v0
	s_or_b32 exec_lo, exec_lo, s11
	v_mov_b32_e32 v18, v24
	s_and_saveexec_b32 s11, s4
	s_cbranch_execnz .LBB3_74
	s_branch .LBB3_75
.LBB3_85:
	global_load_b32 v8, v[10:11], off
	ds_load_b96 v[0:2], v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v22, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v18, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v49, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_add_f32_e32 v19, 0x4b400000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v19
	v_mul_f32_e32 v41, 0xbf317200, v20
	v_mul_f32_e32 v20, 0x35bfbe8e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v41
	v_sub_f32_e32 v41, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v41, v41
	v_mul_f32_e32 v43, 0x3331bb4c, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xb5ddea0e, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x388ab355, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xbb360b61, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x3e2aaaab, v43
	v_mul_f32_e32 v42, v42, v43
	v_div_scale_f32 v43, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v42, v41, v42
	v_rcp_f32_e32 v45, v43
	v_xor_b32_e32 v43, 0x80000000, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v41, v42
	v_sub_f32_e32 v42, 2.0, v42
	v_div_scale_f32 v44, null, v42, v42, v41
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v47, v43, v45, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v46, v44
	v_fma_f32 v48, -v44, v46, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v46, v48, v46 :: v_dual_fmac_f32 v45, v47, v45
	v_div_scale_f32 v47, s1, v41, v42, v41
	v_mul_f32_e32 v50, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v44, v50, v47
	v_fmac_f32_e32 v50, v52, v46
	v_mul_f32_e32 v48, v49, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v51, v43, v48, v49
	v_fmac_f32_e32 v48, v51, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v49, v43, v48
	v_fma_f32 v43, -v44, v50, v47
	v_div_fmas_f32 v44, v49, v45, v48
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v43, v43, v46, v50
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v44, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v41, v43, v42, v41
	v_add_nc_u32_e32 v42, 0xb4c00100, v19
	v_sub_f32_e32 v20, v20, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v41, 1, v42
	v_sub_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v19, v19, v41
	v_lshl_add_u32 v20, v41, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v19, v19, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v18, v18, v19
	v_add_f32_e32 v19, v22, v22
	v_cndmask_b32_e32 v0, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v18, 0x3d4ccccd, v19
	v_cmp_eq_f32_e32 vcc_lo, v2, v26
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v18, v8
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v22, v22, v0
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s3
	s_cbranch_execz .LBB3_81
.LBB3_86:
	global_load_b32 v8, v[12:13], off
	ds_load_b96 v[0:2], v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v23, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v18, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v49, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_add_f32_e32 v19, 0x4b400000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v19
	v_mul_f32_e32 v41, 0xbf317200, v20
	v_mul_f32_e32 v20, 0x35bfbe8e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v41
	v_sub_f32_e32 v41, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v41, v41
	v_mul_f32_e32 v43, 0x3331bb4c, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xb5ddea0e, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x388ab355, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xbb360b61, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x3e2aaaab, v43
	v_mul_f32_e32 v42, v42, v43
	v_div_scale_f32 v43, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v42, v41, v42
	v_rcp_f32_e32 v45, v43
	v_xor_b32_e32 v43, 0x80000000, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v41, v42
	v_sub_f32_e32 v42, 2.0, v42
	v_div_scale_f32 v44, null, v42, v42, v41
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v47, v43, v45, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v46, v44
	v_fma_f32 v48, -v44, v46, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v46, v48, v46 :: v_dual_fmac_f32 v45, v47, v45
	v_div_scale_f32 v47, s1, v41, v42, v41
	v_mul_f32_e32 v50, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v44, v50, v47
	v_fmac_f32_e32 v50, v52, v46
	v_mul_f32_e32 v48, v49, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v51, v43, v48, v49
	v_fmac_f32_e32 v48, v51, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v49, v43, v48
	v_fma_f32 v43, -v44, v50, v47
	v_div_fmas_f32 v44, v49, v45, v48
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v43, v43, v46, v50
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v44, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v41, v43, v42, v41
	v_add_nc_u32_e32 v42, 0xb4c00100, v19
	v_sub_f32_e32 v20, v20, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v41, 1, v42
	v_sub_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v19, v19, v41
	v_lshl_add_u32 v20, v41, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v19, v19, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v19
	v_dual_add_f32 v19, v23, v23 :: v_dual_cndmask_b32 v0, 0x7fc00000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v18, 0x3d4ccccd, v19
	v_cmp_eq_f32_e32 vcc_lo, v2, v4
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v18, v8
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v23, v23, v0
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB3_82
.LBB3_87:
	global_load_b32 v8, v[14:15], off
	ds_load_b96 v[0:2], v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v24, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v18, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v49, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_add_f32_e32 v19, 0x4b400000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v19
	v_mul_f32_e32 v41, 0xbf317200, v20
	v_mul_f32_e32 v20, 0x35bfbe8e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v41
	v_sub_f32_e32 v41, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v41, v41
	v_mul_f32_e32 v43, 0x3331bb4c, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xb5ddea0e, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x388ab355, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xbb360b61, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x3e2aaaab, v43
	v_mul_f32_e32 v42, v42, v43
	v_div_scale_f32 v43, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v42, v41, v42
	v_rcp_f32_e32 v45, v43
	v_xor_b32_e32 v43, 0x80000000, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v41, v42
	v_sub_f32_e32 v42, 2.0, v42
	v_div_scale_f32 v44, null, v42, v42, v41
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v47, v43, v45, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v46, v44
	v_fma_f32 v48, -v44, v46, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v46, v48, v46 :: v_dual_fmac_f32 v45, v47, v45
	v_div_scale_f32 v47, s1, v41, v42, v41
	v_mul_f32_e32 v50, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v44, v50, v47
	v_fmac_f32_e32 v50, v52, v46
	v_mul_f32_e32 v48, v49, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v51, v43, v48, v49
	v_fmac_f32_e32 v48, v51, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v49, v43, v48
	v_fma_f32 v43, -v44, v50, v47
	v_div_fmas_f32 v44, v49, v45, v48
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v43, v43, v46, v50
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v44, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v41, v43, v42, v41
	v_add_nc_u32_e32 v42, 0xb4c00100, v19
	v_sub_f32_e32 v20, v20, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v41, 1, v42
	v_sub_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v19, v19, v41
	v_lshl_add_u32 v20, v41, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v19, v19, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, v18, v19 :: v_dual_add_f32 v19, v24, v24
	v_cndmask_b32_e32 v0, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v18, 0x3d4ccccd, v19
	v_cmp_eq_f32_e32 vcc_lo, v2, v28
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v18, v8
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_sub_f32_e32 v24, v24, v0
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s1, s5
	s_xor_b32 s6, exec_lo, s1
	s_cbranch_execz .LBB3_11
.LBB3_88:
	global_load_b32 v8, v[16:17], off
	ds_load_b96 v[0:2], v9 offset:16384
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v25, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v18, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v18, 0x42b20000, v18, vcc_lo
	v_div_scale_f32 v49, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	v_add_f32_e32 v19, 0x4b400000, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xcb400000, v19
	v_mul_f32_e32 v41, 0xbf317200, v20
	v_mul_f32_e32 v20, 0x35bfbe8e, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, v18, v41
	v_sub_f32_e32 v41, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v42, v41, v41
	v_mul_f32_e32 v43, 0x3331bb4c, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xb5ddea0e, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x388ab355, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0xbb360b61, v43
	v_mul_f32_e32 v43, v42, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, 0x3e2aaaab, v43
	v_mul_f32_e32 v42, v42, v43
	v_div_scale_f32 v43, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v42, v41, v42
	v_rcp_f32_e32 v45, v43
	v_xor_b32_e32 v43, 0x80000000, v43
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v41, v41, v42
	v_sub_f32_e32 v42, 2.0, v42
	v_div_scale_f32 v44, null, v42, v42, v41
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v47, v43, v45, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v46, v44
	v_fma_f32 v48, -v44, v46, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v46, v48, v46 :: v_dual_fmac_f32 v45, v47, v45
	v_div_scale_f32 v47, s1, v41, v42, v41
	v_mul_f32_e32 v50, v47, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v52, -v44, v50, v47
	v_fmac_f32_e32 v50, v52, v46
	v_mul_f32_e32 v48, v49, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v51, v43, v48, v49
	v_fmac_f32_e32 v48, v51, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v49, v43, v48
	v_fma_f32 v43, -v44, v50, v47
	v_div_fmas_f32 v44, v49, v45, v48
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v43, v43, v46, v50
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v44, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v41, v43, v42, v41
	v_add_nc_u32_e32 v42, 0xb4c00100, v19
	v_sub_f32_e32 v20, v20, v41
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v41, 1, v42
	v_sub_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v19, v19, v41
	v_lshl_add_u32 v20, v41, 23, 0xff800000
	v_add_f32_e32 v18, 1.0, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v19, v19, 23, 0x7f800000
	v_mul_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v18, v18, v19 :: v_dual_add_f32 v19, v25, v25
	v_cndmask_b32_e32 v0, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v18, 0x3d4ccccd, v19
	v_cmp_eq_f32_e32 vcc_lo, v2, v30
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v18, v8
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s16, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v25, v25, v0
	s_branch .LBB3_11
.LBB3_89:
	v_readlane_b32 s16, v84, 0
	v_readlane_b32 s17, v84, 1
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
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v25, s[16:17]
.LBB3_95:
	s_endpgm
.LBB3_96:
	s_waitcnt vmcnt(0)
	global_store_b32 v21, v22, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB3_92
.LBB3_97:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v23, s[16:17]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB3_93
.LBB3_98:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v24, s[16:17]
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
		.amdhsa_next_free_vgpr 85
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

	.set tessera_softmax_pull_w4096.num_vgpr, 85
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
	s_load_b64 s[42:43], s[0:1], 0x20
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v40, 2, v0
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
	global_load_b32 v41, v40, s[20:21]
.LBB4_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_or_b32_e32 v3, 0x400, v0
	v_mov_b32_e32 v4, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s3, s[14:15], v[3:4]
	s_and_saveexec_b32 s4, s3
	s_cbranch_execz .LBB4_5
	v_lshlrev_b32_e32 v2, 2, v3
	global_load_b32 v42, v2, s[20:21]
.LBB4_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v5, 0x800, v0
	v_mov_b32_e32 v6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s4, s[14:15], v[5:6]
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_7
	v_lshlrev_b32_e32 v2, 2, v5
	global_load_b32 v43, v2, s[20:21]
.LBB4_7:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v7, 0xc00, v0
	v_mov_b32_e32 v8, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[14:15], v[7:8]
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB4_9
	v_lshlrev_b32_e32 v2, 2, v7
	global_load_b32 v44, v2, s[20:21]
.LBB4_9:
	s_or_b32 exec_lo, exec_lo, s6
	v_or_b32_e32 v9, 0x1000, v0
	v_mov_b32_e32 v10, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[14:15], v[9:10]
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB4_11
	v_lshlrev_b32_e32 v2, 2, v9
	global_load_b32 v45, v2, s[20:21]
.LBB4_11:
	s_or_b32 exec_lo, exec_lo, s7
	v_or_b32_e32 v11, 0x1400, v0
	v_mov_b32_e32 v12, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[14:15], v[11:12]
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB4_13
	v_lshlrev_b32_e32 v2, 2, v11
	global_load_b32 v46, v2, s[20:21]
.LBB4_13:
	s_or_b32 exec_lo, exec_lo, s8
	v_or_b32_e32 v13, 0x1800, v0
	v_mov_b32_e32 v14, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s8, s[14:15], v[13:14]
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB4_15
	v_lshlrev_b32_e32 v2, 2, v13
	global_load_b32 v47, v2, s[20:21]
.LBB4_15:
	s_or_b32 exec_lo, exec_lo, s9
	v_or_b32_e32 v15, 0x1c00, v0
	v_mov_b32_e32 v16, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s9, s[14:15], v[15:16]
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB4_17
	v_lshlrev_b32_e32 v1, 2, v15
	global_load_b32 v48, v1, s[20:21]
.LBB4_17:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u64 s[42:43], 0
	s_mov_b64 s[36:37], 0
	s_cbranch_scc1 .LBB4_138
	v_cvt_f32_u32_e32 v49, v0
	v_writelane_b32 v109, s20, 0
	s_mov_b32 s45, 0
	v_cmp_gt_u64_e64 s49, s[14:15], 7
	v_mov_b32_e32 v17, 0
	s_mov_b32 s100, 0xd078c69f
	v_writelane_b32 v109, s21, 1
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x28
	s_load_b128 s[28:31], s[0:1], 0x48
	v_add_co_u32 v31, s0, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v32, null, s17, 0, s0
	v_cmp_eq_u32_e64 s0, 0, v0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v31, 0
	v_clz_i32_u32_e32 v0, 0
	s_mov_b32 s16, 0x1d8e78af
	s_mov_b32 s52, 0x55555593
	s_mov_b32 s54, 0x35793c76
	s_mov_b32 s56, 0xfee00000
	v_min_u32_e32 v0, 32, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor_b32_e32 v2, v2, v32
	s_mov_b32 s58, 0x54442d18
	s_mov_b32 s60, 0x6dc9c883
	s_mov_b32 s62, 0x54400000
	v_lshlrev_b64 v[20:21], v0, v[3:4]
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s23, 0
	v_xor_b32_e32 v2, s29, v2
	s_cselect_b32 s46, -1, 0
	s_add_u32 s1, s10, s12
	s_addc_u32 s10, s11, s13
	s_cmp_lg_u64 s[14:15], 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, vcc_lo, 0x400, v31
	s_cselect_b32 s33, -1, 0
	s_cmp_lg_u32 s22, 0
	v_add_co_ci_u32_e64 v4, null, 0, v32, vcc_lo
	s_cselect_b32 s50, -1, 0
	s_add_u32 s11, s28, 0x9e3779b9
	v_add_co_u32 v18, s1, s1, v40
	v_xor_b32_e32 v50, s11, v35
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v2, 0
	v_min_u32_e32 v2, 1, v20
	v_add_co_ci_u32_e64 v19, null, s10, 0, s1
	v_sub_nc_u32_e32 v57, 32, v0
	s_add_u32 s10, s29, 0xbb67ae85
	s_delay_alu instid0(VALU_DEP_3)
	v_or_b32_e32 v2, v21, v2
	v_xor_b32_e32 v4, v36, v4
	v_lshlrev_b64 v[21:22], v0, v[5:6]
	s_add_u32 s1, s28, 0x3c6ef372
	s_and_b32 s44, s14, 7
	v_cvt_f32_u32_e32 v2, v2
	v_xor_b32_e32 v6, s29, v4
	v_add_co_u32 v4, vcc_lo, 0x800, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v24, null, 0, v32, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x1000, v18
	v_mad_u64_u32 v[36:37], null, 0xd2511f53, v4, 0
	v_min_u32_e32 v23, 1, v21
	v_add_co_ci_u32_e64 v21, null, 0, v19, vcc_lo
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v6, 0
	v_ldexp_f32 v4, v2, v57
	v_xor_b32_e32 v6, v37, v24
	v_add_co_u32 v24, vcc_lo, 0xc00, v31
	v_or_b32_e32 v2, v22, v23
	v_lshlrev_b64 v[22:23], v0, v[7:8]
	v_add_co_ci_u32_e64 v8, null, 0, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[65:66], null, 0xd2511f53, v24, 0
	v_xor_b32_e32 v24, s29, v6
	v_cvt_f32_u32_e32 v2, v2
	v_min_u32_e32 v22, 1, v22
	s_add_u32 s103, s29, 0x76cf5d0a
	s_add_u32 s104, s28, 0xdaa66d2b
	v_mad_u64_u32 v[67:68], null, 0xcd9e8d57, v24, 0
	v_xor_b32_e32 v27, v66, v8
	v_lshlrev_b64 v[24:25], v0, v[9:10]
	v_ldexp_f32 v8, v2, v57
	v_or_b32_e32 v26, v23, v22
	v_add_co_u32 v22, vcc_lo, 0x2000, v18
	v_xor_b32_e32 v2, s29, v27
	v_add_co_ci_u32_e64 v23, null, 0, v19, vcc_lo
	v_xor_b32_e32 v10, s11, v68
	v_min_u32_e32 v24, 1, v24
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[68:69], null, 0xcd9e8d57, v2, 0
	v_add_co_u32 v2, vcc_lo, 0x1000, v31
	v_cvt_f32_u32_e32 v26, v26
	v_or_b32_e32 v27, v25, v24
	v_add_co_ci_u32_e64 v28, null, 0, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[70:71], null, 0xd2511f53, v2, 0
	v_add_co_u32 v24, vcc_lo, 0x3000, v18
	v_add_co_ci_u32_e64 v25, null, 0, v19, vcc_lo
	v_ldexp_f32 v51, v26, v57
	v_add_co_u32 v26, vcc_lo, 0x1400, v31
	v_xor_b32_e32 v30, v71, v28
	v_lshlrev_b64 v[28:29], v0, v[11:12]
	v_add_co_ci_u32_e64 v33, null, 0, v32, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[71:72], null, 0xd2511f53, v26, 0
	v_cvt_f32_u32_e32 v2, v27
	v_min_u32_e32 v28, 1, v28
	v_add_co_u32 v26, vcc_lo, 0x4000, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, 0, v19, vcc_lo
	v_xor_b32_e32 v33, v72, v33
	v_ldexp_f32 v12, v2, v57
	v_or_b32_e32 v2, v29, v28
	v_xor_b32_e32 v30, s29, v30
	s_add_u32 vcc_hi, s29, 0x32370b8f
	v_xor_b32_e32 v28, s29, v33
	v_add_co_u32 v33, vcc_lo, 0x1800, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[72:73], null, 0xcd9e8d57, v30, 0
	v_lshlrev_b64 v[29:30], v0, v[13:14]
	v_mad_u64_u32 v[74:75], null, 0xd2511f53, v33, 0
	v_add_co_ci_u32_e64 v37, null, 0, v32, vcc_lo
	v_mad_u64_u32 v[76:77], null, 0xcd9e8d57, v28, 0
	v_add_co_u32 v28, vcc_lo, 0x1c00, v31
	v_cvt_f32_u32_e32 v2, v2
	v_min_u32_e32 v33, 1, v29
	v_xor_b32_e32 v31, v75, v37
	s_delay_alu instid0(VALU_DEP_4)
	v_mad_u64_u32 v[78:79], null, 0xd2511f53, v28, 0
	v_add_co_ci_u32_e64 v37, null, 0, v32, vcc_lo
	v_ldexp_f32 v53, v2, v57
	v_or_b32_e32 v2, v30, v33
	v_xor_b32_e32 v30, s29, v31
	v_lshlrev_b64 v[31:32], v0, v[15:16]
	v_xor_b32_e32 v0, v79, v37
	v_add_co_u32 v28, vcc_lo, 0x5000, v18
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mad_u64_u32 v[79:80], null, 0xcd9e8d57, v30, 0
	v_min_u32_e32 v16, 1, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v0, s29, v0
	v_cvt_f32_u32_e32 v2, v2
	v_add_co_ci_u32_e64 v29, null, 0, v19, vcc_lo
	v_or_b32_e32 v16, v32, v16
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[81:82], null, 0xcd9e8d57, v0, 0
	v_add_co_u32 v30, vcc_lo, 0x6000, v18
	v_cvt_f32_u32_e32 v0, v16
	v_add_co_ci_u32_e64 v31, null, 0, v19, vcc_lo
	v_add_co_u32 v32, vcc_lo, 0x7000, v18
	s_add_u32 s18, s28, 0x78dde6e4
	s_add_u32 s19, s29, 0xed9eba14
	s_add_u32 s38, s28, 0x1715609d
	s_add_u32 s39, s29, 0xa9066899
	s_add_u32 s27, s28, 0xb54cda56
	s_add_u32 s102, s29, 0x646e171e
	s_add_u32 s34, s28, 0x5384540f
	s_add_u32 s35, s29, 0x1fd5c5a3
	s_add_u32 s40, s29, 0xdb3d7428
	s_add_i32 s41, s28, 0x8ff34781
	v_xor_b32_e32 v6, s11, v39
	v_xor_b32_e32 v52, s11, v69
	v_xor_b32_e32 v14, s11, v73
	v_xor_b32_e32 v54, s11, v77
	v_ldexp_f32 v55, v2, v57
	v_xor_b32_e32 v56, s11, v80
	v_add_co_ci_u32_e64 v33, null, 0, v19, vcc_lo
	v_ldexp_f32 v57, v0, v57
	v_xor_b32_e32 v58, s11, v82
	s_and_b32 s22, s14, 0x3ff8
	v_xor_b32_e32 v59, s10, v1
	v_xor_b32_e32 v60, s1, v34
	v_xor_b32_e32 v61, s10, v35
	v_xor_b32_e32 v62, s1, v38
	v_xor_b32_e32 v63, s10, v36
	v_xor_b32_e32 v64, s1, v67
	v_xor_b32_e32 v65, s10, v65
	v_xor_b32_e32 v66, s1, v68
	v_xor_b32_e32 v67, s10, v70
	v_xor_b32_e32 v68, s1, v72
	v_xor_b32_e32 v69, s10, v71
	v_xor_b32_e32 v70, s1, v76
	v_xor_b32_e32 v71, s10, v74
	v_xor_b32_e32 v72, s1, v79
	v_xor_b32_e32 v73, s10, v78
	v_xor_b32_e32 v74, s1, v81
	v_mov_b32_e32 v75, 0xfffffbcb
	s_cmp_lg_u64 s[44:45], 0
	s_mov_b32 s64, 0x1a626331
	s_mov_b32 s66, 0x1a600000
	s_mov_b32 s68, 0x2e037073
	s_mov_b32 s70, 0x2e000000
	s_mov_b32 s72, 0x252049c1
	s_mov_b32 s74, 0x19cb1590
	s_mov_b32 s76, 0x16c15177
	s_mov_b32 s78, 0x5555554c
	s_mov_b32 s80, 0xbe8838d4
	s_mov_b32 s82, 0xbdb4b1c4
	s_mov_b32 s84, 0x809c52ad
	s_mov_b32 s86, 0x57b1fe7d
	s_mov_b32 s88, 0x19c161d5
	s_mov_b32 s90, 0x1110f8a6
	s_mov_b32 s92, 0x5acfd57c
	s_mov_b32 s94, 0x8a2b9ceb
	s_mov_b32 s96, 0x55555549
	s_mov_b32 s23, s45
	s_cselect_b32 s51, -1, 0
	s_mov_b32 s101, 0x3fc39a09
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s53, 0x3fe55555
	s_mov_b32 s55, 0x3dea39ef
	s_mov_b32 s57, 0x3fe62e42
	s_mov_b32 s59, 0x401921fb
	s_mov_b32 s61, 0x3fe45f30
	s_mov_b32 s63, 0xbff921fb
	s_mov_b32 s65, 0x3dd0b461
	s_mov_b32 s67, 0xbdd0b461
	s_mov_b32 s69, 0x3ba3198a
	s_mov_b32 s71, 0xbba3198a
	s_mov_b32 s73, 0x397b839a
	s_mov_b32 s75, 0x3efa01a0
	s_mov_b32 s77, 0xbf56c16c
	s_mov_b32 s79, 0x3fa55555
	s_mov_b32 s81, 0xbda8fae9
	s_mov_b32 s83, 0x3e21ee9e
	s_mov_b32 s85, 0xbe927e4f
	s_mov_b32 s87, 0x3ec71de3
	s_mov_b32 s89, 0xbf2a01a0
	s_mov_b32 s91, 0x3f811111
	s_mov_b32 s93, 0x3de5d93a
	s_mov_b32 s95, 0xbe5ae5e6
	s_mov_b32 s97, 0x3fc55555
	s_branch .LBB4_21
.LBB4_19:
	s_or_b32 exec_lo, exec_lo, s10
	v_dual_mov_b32 v77, v41 :: v_dual_mov_b32 v78, v42
	v_dual_mov_b32 v79, v43 :: v_dual_mov_b32 v80, v44
	v_dual_mov_b32 v81, v45 :: v_dual_mov_b32 v38, v47
	v_dual_mov_b32 v37, v46 :: v_dual_mov_b32 v0, v48
.LBB4_20:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v48, v0 :: v_dual_mov_b32 v47, v38
	v_dual_mov_b32 v46, v37 :: v_dual_mov_b32 v43, v79
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v45, v81 :: v_dual_mov_b32 v44, v80
	v_dual_mov_b32 v42, v78 :: v_dual_mov_b32 v41, v77
	s_add_u32 s36, s36, 1
	s_addc_u32 s37, s37, 0
	s_mul_f32 s24, s25, s24
	s_cmp_eq_u64 s[36:37], s[42:43]
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
	ds_store_b32 v40, v48 offset:28672
.LBB4_30:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s0
	s_cbranch_execz .LBB4_47
	v_mov_b32_e32 v0, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB4_46
	s_and_not1_b32 vcc_lo, exec_lo, s49
	s_cbranch_vccnz .LBB4_43
	s_mov_b64 s[16:17], 0
	s_mov_b32 s29, 0
.LBB4_34:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s29
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v16 offset1:1
	ds_load_2addr_b32 v[34:35], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[36:37], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[38:39], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s10, v1, v0
	v_cmp_u_f32_e64 s11, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v34, v34
	v_cmp_u_f32_e64 s13, v35, v35
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v36, v36
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s1, s10
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v34, v0
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s1, s10
	v_cndmask_b32_e32 v0, v0, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v35, v0
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s1, s10
	v_cndmask_b32_e32 v0, v0, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v36, v0
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s1, s10
	v_cndmask_b32_e32 v0, v0, v36, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v37, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v37, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v37, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v38, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v38, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s10, s1
	v_cndmask_b32_e32 v0, v0, v38, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v39, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v0, v0
	v_cmp_gt_f32_e64 s10, v39, v0
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s10, s1
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v0, v0, v39, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s29, s29, 32
	s_cmp_lg_u64 s[22:23], s[16:17]
	s_cbranch_scc1 .LBB4_34
	s_mov_b32 s16, 0x1d8e78af
	s_mov_b64 s[10:11], s[22:23]
	s_mov_b32 s1, s51
	s_mov_b32 s17, 0x3fcc71c5
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_44
	s_branch .LBB4_46
.LBB4_36:
	s_waitcnt vmcnt(0)
	ds_store_b32 v40, v41
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_23
.LBB4_37:
	s_waitcnt vmcnt(0)
	ds_store_b32 v40, v42 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_24
.LBB4_38:
	s_waitcnt vmcnt(0)
	ds_store_b32 v40, v43 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_25
.LBB4_39:
	s_waitcnt vmcnt(0)
	ds_store_b32 v40, v44 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_26
.LBB4_40:
	s_waitcnt vmcnt(0)
	ds_store_b32 v40, v45 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_27
.LBB4_41:
	s_waitcnt vmcnt(0)
	ds_store_b32 v40, v46 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_28
.LBB4_42:
	s_waitcnt vmcnt(0)
	ds_store_b32 v40, v47 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_29
	s_branch .LBB4_30
.LBB4_43:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB4_46
.LBB4_44:
	s_lshl_b32 s11, s10, 2
	s_mov_b64 s[12:13], s[44:45]
.LBB4_45:
	v_mov_b32_e32 v1, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_add_i32 s11, s11, 4
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s10, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s1
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB4_45
.LBB4_46:
	ds_store_b32 v17, v0 offset:32768
.LBB4_47:
	s_or_b32 exec_lo, exec_lo, s15
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
	ds_store_b32 v40, v48 offset:28672
.LBB4_56:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s29, s0
	s_cbranch_execz .LBB4_75
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB4_69
	s_and_not1_b32 vcc_lo, exec_lo, s49
	s_cbranch_vccnz .LBB4_70
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b32 s48, s46
	s_mov_b64 s[46:47], s[44:45]
	s_mov_b64 s[44:45], s[42:43]
	s_mov_b64 s[10:11], 0
	s_mov_b32 s42, 0
	s_mov_b64 s[98:99], 0
.LBB4_60:
	v_mov_b32_e32 v16, s42
	s_mov_b64 s[100:101], s[10:11]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v16 offset1:1
	ds_load_2addr_b32 v[34:35], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[36:37], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[38:39], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s11, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v34, v34
	v_cmp_u_f32_e64 s13, v35, v35
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v36, v36
	s_or_b32 vcc_lo, s1, s10
	v_cmp_u_f32_e64 s15, v37, v37
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s10, s100, s98
	s_cselect_b32 s43, s101, s99
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s16, v38, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	v_cmp_u_f32_e64 s17, v39, v39
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s11
	s_add_u32 s1, s100, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s11, s101, 0
	s_and_b32 s98, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s11, s43
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v34, v0
	s_and_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s100, 2
	v_cndmask_b32_e32 v0, v0, v34, vcc_lo
	s_addc_u32 s12, s101, 0
	s_and_b32 s43, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v35, v0
	s_and_b32 s12, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s100, 3
	v_cndmask_b32_e32 v0, v0, v35, vcc_lo
	s_addc_u32 s12, s101, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v36, v0
	s_and_b32 s12, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s100, 4
	v_cndmask_b32_e32 v0, v0, v36, vcc_lo
	s_addc_u32 s12, s101, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v37, v0
	s_and_b32 s12, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s100, 5
	v_cndmask_b32_e32 v0, v0, v37, vcc_lo
	s_addc_u32 s12, s101, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v38, v0
	s_and_b32 s12, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s100, 6
	v_cndmask_b32_e32 v0, v0, v38, vcc_lo
	s_addc_u32 s12, s101, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s1, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v39, v0
	s_and_b32 s12, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s1, s100, 7
	s_addc_u32 s12, s101, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s99, s12, s11
	s_cselect_b32 s98, s1, s10
	s_add_i32 s42, s42, 32
	v_cndmask_b32_e32 v0, v0, v39, vcc_lo
	s_add_u32 s10, s100, 8
	s_addc_u32 s11, s101, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], s[22:23]
	s_cbranch_scc1 .LBB4_60
	s_add_u32 s12, s100, 8
	s_addc_u32 s13, s101, 0
	s_mov_b32 s100, 0xd078c69f
	s_mov_b32 s16, 0x1d8e78af
	s_mov_b32 s1, s51
	s_mov_b64 s[42:43], s[44:45]
	s_mov_b64 s[44:45], s[46:47]
	s_mov_b32 s46, s48
	s_mov_b32 s101, 0x3fc39a09
	s_mov_b32 s17, 0x3fcc71c5
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_71
	s_branch .LBB4_73
.LBB4_62:
	ds_store_b32 v40, v41
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_49
.LBB4_63:
	ds_store_b32 v40, v42 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_50
.LBB4_64:
	ds_store_b32 v40, v43 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_51
.LBB4_65:
	ds_store_b32 v40, v44 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_52
.LBB4_66:
	ds_store_b32 v40, v45 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_53
.LBB4_67:
	ds_store_b32 v40, v46 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_54
.LBB4_68:
	ds_store_b32 v40, v47 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_55
	s_branch .LBB4_56
.LBB4_69:
	v_mov_b32_e32 v0, 0
	s_branch .LBB4_74
.LBB4_70:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[98:99], 0
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB4_73
.LBB4_71:
	s_lshl_b32 s11, s12, 2
	s_mov_b64 s[14:15], s[44:45]
	.p2align	6
.LBB4_72:
	v_mov_b32_e32 v1, s11
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s10, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s99, s13, s99
	s_cselect_b32 s98, s12, s98
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_add_i32 s11, s11, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB4_72
.LBB4_73:
	s_clz_i32_u32 s1, s99
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[10:11], s[98:99], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s10, s10, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	s_cvt_f32_u32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s10, s1
.LBB4_74:
	ds_store_b32 v17, v0 offset:32776
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
	ds_load_b32 v0, v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v48, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v2
	v_mul_f32_e32 v34, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v1, v1, v34
	v_sub_f32_e32 v34, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v76, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v76, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v34, v36, v35, v34
	v_add_nc_u32_e32 v35, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v16, v34
	v_lshrrev_b32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v16
	v_sub_nc_u32_e32 v2, v2, v34
	v_lshl_add_u32 v16, v34, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v16
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v40, v0 offset:28672
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
	s_and_not1_b32 vcc_lo, exec_lo, s49
	s_cbranch_vccnz .LBB4_97
	s_mov_b64 s[10:11], 0
	s_mov_b32 s12, 0
	.p2align	6
.LBB4_88:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s12
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[22:23], s[10:11]
	ds_load_2addr_b32 v[1:2], v16 offset1:1
	ds_load_2addr_b32 v[34:35], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[36:37], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[38:39], v16 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v0, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v0, v0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v35
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v38
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v39
	s_cbranch_scc1 .LBB4_88
	s_mov_b64 s[10:11], s[22:23]
	s_mov_b32 s12, s51
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB4_98
	s_branch .LBB4_100
.LBB4_90:
	ds_load_b32 v0, v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v41, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v2
	v_mul_f32_e32 v34, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v1, v1, v34
	v_sub_f32_e32 v34, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v76, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v76, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v34, v36, v35, v34
	v_add_nc_u32_e32 v35, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v16, v34
	v_lshrrev_b32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v16
	v_sub_nc_u32_e32 v2, v2, v34
	v_lshl_add_u32 v16, v34, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v16
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v40, v0
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s3
	s_cbranch_execz .LBB4_77
.LBB4_91:
	ds_load_b32 v0, v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v42, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v2
	v_mul_f32_e32 v34, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v1, v1, v34
	v_sub_f32_e32 v34, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v76, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v76, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v34, v36, v35, v34
	v_add_nc_u32_e32 v35, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v16, v34
	v_lshrrev_b32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v16
	v_sub_nc_u32_e32 v2, v2, v34
	v_lshl_add_u32 v16, v34, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v16
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v40, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_78
.LBB4_92:
	ds_load_b32 v0, v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v43, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v2
	v_mul_f32_e32 v34, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v1, v1, v34
	v_sub_f32_e32 v34, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v76, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v76, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v34, v36, v35, v34
	v_add_nc_u32_e32 v35, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v16, v34
	v_lshrrev_b32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v16
	v_sub_nc_u32_e32 v2, v2, v34
	v_lshl_add_u32 v16, v34, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v16
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v40, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB4_79
.LBB4_93:
	ds_load_b32 v0, v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v44, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v2
	v_mul_f32_e32 v34, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v1, v1, v34
	v_sub_f32_e32 v34, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v76, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v76, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v34, v36, v35, v34
	v_add_nc_u32_e32 v35, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v16, v34
	v_lshrrev_b32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v16
	v_sub_nc_u32_e32 v2, v2, v34
	v_lshl_add_u32 v16, v34, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v16
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v40, v0 offset:12288
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB4_80
.LBB4_94:
	ds_load_b32 v0, v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v45, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v2
	v_mul_f32_e32 v34, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v1, v1, v34
	v_sub_f32_e32 v34, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v76, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v76, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v34, v36, v35, v34
	v_add_nc_u32_e32 v35, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v16, v34
	v_lshrrev_b32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v16
	v_sub_nc_u32_e32 v2, v2, v34
	v_lshl_add_u32 v16, v34, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v16
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v40, v0 offset:16384
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB4_81
.LBB4_95:
	ds_load_b32 v0, v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v46, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v2
	v_mul_f32_e32 v34, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v1, v1, v34
	v_sub_f32_e32 v34, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v76, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v76, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v34, v36, v35, v34
	v_add_nc_u32_e32 v35, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v16, v34
	v_lshrrev_b32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v16
	v_sub_nc_u32_e32 v2, v2, v34
	v_lshl_add_u32 v16, v34, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v16
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v40, v0 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s8
	s_cbranch_execz .LBB4_82
.LBB4_96:
	ds_load_b32 v0, v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v47, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v1, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v2, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v2
	v_mul_f32_e32 v34, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v1, v1, v34
	v_sub_f32_e32 v34, v1, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v34, v34
	v_mul_f32_e32 v36, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xb5ddea0e, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x388ab355, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0xbb360b61, v36
	v_mul_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v36, 0x3e2aaaab, v36
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v39, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v38, -v36, v37, 1.0
	v_fmac_f32_e32 v37, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v38, v39, v37
	v_fma_f32 v76, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v76, v37
	v_fma_f32 v36, -v36, v38, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v36, v36, v37, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v34, v36, v35, v34
	v_add_nc_u32_e32 v35, 0xb4c00100, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v16, v34
	v_lshrrev_b32_e32 v34, 1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v1, v1, v16
	v_sub_nc_u32_e32 v2, v2, v34
	v_lshl_add_u32 v16, v34, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v1, 1.0, v1
	v_lshl_add_u32 v2, v2, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v1, v16
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0x7fc00000, v1, vcc_lo
	ds_store_b32 v40, v0 offset:24576
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s9
	s_cbranch_execnz .LBB4_83
	s_branch .LBB4_84
.LBB4_97:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB4_100
.LBB4_98:
	s_lshl_b32 s12, s10, 2
	s_mov_b64 s[10:11], s[44:45]
.LBB4_99:
	v_mov_b32_e32 v1, s12
	s_add_i32 s12, s12, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	s_cbranch_scc1 .LBB4_99
.LBB4_100:
	ds_store_b32 v17, v0 offset:32772
.LBB4_101:
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s50
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_114
	s_mul_f32 s10, s26, s24
	v_mov_b32_e32 v77, v41
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_gt_f32 s10, 0
	s_mul_f32 s1, s10, 0x4f800000
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lt_f32 s10, 0xf800000
	v_mov_b32_e32 v0, s1
	s_cselect_b32 s1, -1, 0
	s_add_u32 s11, s36, s30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v0, s10, v0, s1
	v_sqrt_f32_e32 v1, v0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v2, -1, v1
	v_add_nc_u32_e32 v16, 1, v1
	v_xor_b32_e32 v34, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v35, 0x80000000, v16
	v_fma_f32 v34, v34, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v35, v35, v1, v0
	v_cmp_ge_f32_e64 s10, 0, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v1, v2, s10
	v_cmp_lt_f32_e64 s10, 0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v1, v16, s10
	v_mul_f32_e32 v2, 0x37800000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, v1, v2, s1
	v_cmp_class_f32_e64 s1, v0, 0x260
	v_cndmask_b32_e64 v0, v1, v0, s1
	s_addc_u32 s1, s37, s31
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_mul_i32 s12, s1, 0xcd9e8d57
	s_mul_hi_u32 s13, s1, 0xcd9e8d57
	v_cndmask_b32_e32 v0, 0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v76, v0, s21, s46
	s_and_saveexec_b32 s14, s2
	s_cbranch_execnz .LBB4_123
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v78, v42
	s_and_saveexec_b32 s14, s3
	s_cbranch_execnz .LBB4_124
.LBB4_105:
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v79, v43
	s_and_saveexec_b32 s14, s4
	s_cbranch_execnz .LBB4_125
.LBB4_106:
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v80, v44
	s_and_saveexec_b32 s14, s5
	s_cbranch_execnz .LBB4_126
.LBB4_107:
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v81, v45
	s_and_saveexec_b32 s14, s6
	s_cbranch_execnz .LBB4_127
.LBB4_108:
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v37, v46
	s_and_saveexec_b32 s14, s7
	s_cbranch_execnz .LBB4_128
.LBB4_109:
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v38, v47
	s_and_saveexec_b32 s14, s8
	s_cbranch_execz .LBB4_111
.LBB4_110:
	v_xor_b32_e32 v0, s12, v56
	s_xor_b32 s1, s28, s13
	s_mov_b32 s98, 0xdf3e5244
	s_xor_b32 s1, s1, s11
	s_mov_b32 s99, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s10, v71
	v_xor3_b32 v16, s1, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v72
	v_xor3_b32 v16, v35, s104, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v2, v0
	v_xor3_b32 v2, v36, s19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[38:39], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v34
	v_xor3_b32 v2, v39, s38, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[82:83], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s39, v1, v35
	v_xor3_b32 v2, v83, s102, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s27, v1, v38
	v_xor3_b32 v2, v2, s34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v82
	v_xor3_b32 v0, v2, s40, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v35, s41
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[35:36], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[35:36], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[35:36]
	v_cndmask_b32_e64 v1, v36, v1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v35, v0, s1
	v_add_co_u32 v87, s10, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v88, null, 0, 0, s10
	v_and_b32_e32 v1, 0xfffff, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[87:88], 20, v[87:88]
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[0:1], -1.0
	v_add_f64 v[91:92], v[89:90], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[82:83], null, v[91:92], v[91:92], v[89:90]
	v_rcp_f64_e32 v[0:1], v[82:83]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[38:39], -v[82:83], v[0:1], 1.0
	v_fma_f64 v[84:85], v[0:1], v[38:39], v[0:1]
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v47, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v38, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v16, v38, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v38, v39, v38
	v_div_scale_f32 v39, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v86, v39, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v93, v16, v86, v39
	v_fmac_f32_e32 v86, v93, v38
	v_fma_f64 v[93:94], -v[82:83], v[84:85], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v16, v86
	v_div_fmas_f32 v38, v39, v38, v86
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v38, v1, 1.0
	v_cndmask_b32_e32 v16, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v16, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0x3fb8aa3b, v16
	v_add_f32_e32 v39, 0x4b400000, v39
	v_fma_f64 v[93:94], v[84:85], v[93:94], v[84:85]
	v_div_scale_f64 v[84:85], s10, v[89:90], v[91:92], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[95:96], v[84:85], v[93:94]
	v_fma_f64 v[97:98], -v[82:83], v[95:96], v[84:85]
	v_add_f32_e32 v83, 0xcb400000, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0xbf317200, v83
	v_dual_mul_f32 v83, 0x35bfbe8e, v83 :: v_dual_add_f32 v82, v16, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v82, v83
	v_mul_f32_e32 v84, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, 0x3331bb4c, v84
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v85
	v_add_f32_e32 v85, 0x388ab355, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v85
	v_add_f32_e32 v85, 0xbb360b61, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v84, v85
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v84, v85
	v_sub_f32_e32 v85, v16, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v16, v85
	v_sub_f32_e32 v85, 2.0, v85
	v_div_scale_f32 v16, null, v85, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v86, v16
	v_fma_f32 v99, -v16, v86, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v86, v99, v86
	v_div_scale_f32 v99, vcc_lo, v84, v85, v84
	v_mul_f32_e32 v100, v99, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v101, -v16, v100, v99
	v_fmac_f32_e32 v100, v101, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v100, v99
	v_div_fmas_f32 v86, v16, v86, v100
	s_mov_b32 vcc_lo, s10
	v_cndmask_b32_e64 v16, 0xfffffc01, v75, s1
	v_div_fmas_f64 v[93:94], v[97:98], v[93:94], v[95:96]
	v_cmp_neq_f64_e64 s1, 0, v[35:36]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v87, v16
	v_add_co_ci_u32_e64 v87, null, -1, v88, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[87:88], v87
	v_div_fixup_f64 v[91:92], v[93:94], v[91:92], v[89:90]
	v_ldexp_f64 v[87:88], v[87:88], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[91:92], v[91:92]
	v_mul_f64 v[95:96], v[93:94], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[95:96], s[98:99]
	s_mov_b32 s98, 0x96cb03de
	s_mov_b32 s99, 0x3fc74664
	v_mul_f64 v[99:100], v[95:96], s[100:101]
	v_add_f64 v[97:98], v[97:98], s[98:99]
	s_mov_b32 s98, 0x94229359
	s_mov_b32 s99, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], v[99:100], s[16:17]
	v_mul_f64 v[97:98], v[95:96], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[99:100], v[95:96], v[99:100]
	v_add_f64 v[97:98], v[97:98], s[98:99]
	s_mov_b32 s98, 0x9997fa04
	s_mov_b32 s99, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[99:100], v[99:100], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[95:96], v[97:98]
	v_mul_f64 v[95:96], v[95:96], v[99:100]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[97:98], s[52:53]
	v_mul_f64 v[93:94], v[93:94], v[97:98]
	v_cvt_f64_u32_e32 v[97:98], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[93:94], v[95:96], v[93:94]
	v_mul_f64 v[95:96], v[89:90], 0.5
	v_add_f64 v[87:88], v[87:88], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[95:96], v[89:90], v[95:96]
	v_add_f64 v[93:94], v[95:96], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[91:92], v[91:92], v[93:94]
	v_mul_f64 v[93:94], v[87:88], s[54:55]
	v_mul_f64 v[87:88], v[87:88], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[93:94], v[91:92]
	v_add_f64 v[91:92], v[91:92], -v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], v[91:92]
	v_add_f64 v[87:88], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[87:88], -2.0
	v_cndmask_b32_e32 v16, 0xfff00000, v88, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v35, 0, v87, vcc_lo
	v_cndmask_b32_e64 v36, 0x7ff00000, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v16, 0, 0x100, vcc_lo
	v_ldexp_f64 v[35:36], v[35:36], v16
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[87:88], v[35:36]
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	v_mul_f64 v[89:90], v[35:36], v[87:88]
	v_mul_f64 v[87:88], v[87:88], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[87:88], v[89:90], 0.5
	v_fma_f64 v[89:90], v[89:90], v[91:92], v[89:90]
	v_fma_f64 v[87:88], v[87:88], v[91:92], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[89:90], v[89:90], v[35:36]
	v_fma_f64 v[89:90], v[91:92], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[89:90], v[89:90], v[35:36]
	v_fma_f64 v[87:88], v[91:92], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[87:88], v[87:88], v16
	v_dual_cndmask_b32 v36, v88, v36 :: v_dual_cndmask_b32 v35, v87, v35
	v_cvt_f64_u32_e32 v[87:88], v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], 0.5
	v_ldexp_f64 v[87:88], v[87:88], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[87:88], v[87:88], s[58:59]
	v_mul_f64 v[89:90], v[87:88], s[60:61]
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], 0x43380000, v[89:90]
	v_add_f64 v[90:91], 0xc3380000, v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[92:93], v[90:91], s[62:63]
	v_mul_f64 v[94:95], v[90:91], s[66:67]
	v_mul_f64 v[100:101], v[90:91], s[70:71]
	v_add_f64 v[92:93], v[87:88], v[92:93]
	v_and_b32_e32 v87, 2, v89
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[92:93], v[94:95]
	v_add_f64 v[98:99], v[92:93], -v[96:97]
	v_add_f64 v[102:103], v[96:97], v[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[98:99], v[94:95]
	v_mul_f64 v[98:99], v[90:91], s[68:69]
	v_add_f64 v[94:95], v[98:99], -v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[96:97], -v[94:95]
	v_lshrrev_b32_e32 v16, 20, v99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v99, v17 :: v_dual_and_b32 v16, 0x7ff, v16
	v_add_nc_u32_e32 v98, 49, v16
	v_bfe_u32 v16, v88, 20, 11
	v_mov_b32_e32 v88, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[98:99], v[16:17]
	v_mul_f64 v[98:99], v[90:91], s[72:73]
	v_mul_f64 v[90:91], v[90:91], s[64:65]
	v_cmp_eq_u64_e64 s10, 0, v[87:88]
	v_cndmask_b32_e32 v34, v96, v102, vcc_lo
	v_cndmask_b32_e32 v104, v97, v103, vcc_lo
	v_add_f64 v[96:97], v[96:97], -v[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[96:97], v[100:101]
	v_add_f64 v[96:97], v[98:99], -v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v97, v95, v97 :: v_dual_cndmask_b32 v96, v94, v96
	v_add_f64 v[94:95], v[92:93], -v[90:91]
	v_lshrrev_b32_e32 v94, 20, v95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v95, v17 :: v_dual_and_b32 v94, 0x7ff, v94
	v_add_nc_u32_e32 v94, 16, v94
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, v[94:95], v[16:17]
	v_dual_cndmask_b32 v93, v93, v104 :: v_dual_and_b32 v16, 1, v89
	v_dual_cndmask_b32 v92, v92, v34 :: v_dual_cndmask_b32 v91, v91, v97
	v_cndmask_b32_e32 v90, v90, v96, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[92:93], -v[90:91]
	v_add_f64 v[92:93], v[92:93], -v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[92:93], -v[90:91]
	v_mul_f64 v[92:93], v[94:95], v[94:95]
	v_mul_f64 v[102:103], v[90:91], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[92:93], s[92:93]
	v_mul_f64 v[98:99], v[92:93], v[92:93]
	v_add_f64 v[96:97], v[96:97], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[100:101], v[92:93], v[98:99]
	v_mul_f64 v[98:99], v[98:99], v[98:99]
	v_mul_f64 v[96:97], v[100:101], v[96:97]
	v_mul_f64 v[100:101], v[92:93], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[88:89]
	v_mul_f64 v[100:101], v[92:93], v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[90:91]
	v_add_f64 v[96:97], v[96:97], v[100:101]
	v_mul_f64 v[100:101], v[92:93], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[82:83]
	v_mul_f64 v[100:101], v[92:93], v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[84:85]
	v_mul_f64 v[98:99], v[98:99], v[100:101]
	v_mul_f64 v[100:101], v[92:93], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[76:77]
	v_mul_f64 v[100:101], v[92:93], v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[78:79]
	v_mul_f64 v[100:101], v[92:93], v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], v[100:101], v[98:99]
	v_mul_f64 v[100:101], v[94:95], v[92:93]
	v_mul_f64 v[98:99], v[92:93], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[96:97], v[100:101], v[96:97]
	v_add_f64 v[96:97], v[102:103], -v[96:97]
	v_mul_f64 v[102:103], v[92:93], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[92:93], v[92:93], v[96:97]
	v_add_f64 v[104:105], -v[102:103], 1.0
	v_mul_f64 v[96:97], v[94:95], v[90:91]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[90:91], v[92:93], -v[90:91]
	v_add_f64 v[106:107], -v[104:105], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[98:99], -v[96:97]
	v_add_f64 v[102:103], v[106:107], -v[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[102:103], v[96:97]
	v_mul_f64 v[96:97], v[100:101], s[96:97]
	v_add_f64 v[92:93], v[104:105], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[90:91], v[96:97]
	v_xor_b32_e32 v34, 0x80000000, v93
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[94:95], -v[90:91]
	v_cndmask_b32_e64 v34, v34, v93, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v87, 0x80000000, v91
	v_cndmask_b32_e32 v16, v90, v92, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v87, v91, v87, s10
	v_cndmask_b32_e32 v34, v87, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v87, 0, v16, s1
	v_div_fixup_f32 v16, v86, v85, v84
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cndmask_b32_e64 v88, 0x7ff80000, v34, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v83, v16
	v_mul_f64 v[34:35], v[87:88], v[35:36]
	v_add_nc_u32_e32 v36, 0xb4c00100, v39
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v82, v16
	v_lshrrev_b32_e32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v16, 1.0, v16
	v_sub_nc_u32_e32 v39, v39, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, v16, v36
	v_lshl_add_u32 v36, v39, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v16, v16, v36
	v_add_f32_e32 v36, v47, v47
	v_cndmask_b32_e32 v0, 0x7fc00000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v36, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v2, v55
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v34, v[34:35]
	global_load_b32 v35, v[30:31], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v16, v36, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v16, v0
	v_dual_add_f32 v0, v1, v0 :: v_dual_mul_f32 v1, v76, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v0, v47, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v38, v1, v0
.LBB4_111:
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v0, v48
	s_and_saveexec_b32 s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s14, exec_lo, s1
	s_cbranch_execz .LBB4_113
	v_xor_b32_e32 v0, s12, v58
	s_xor_b32 s1, s28, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b32 s1, s1, s11
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s10, v73
	v_xor3_b32 v16, s1, s103, v1
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v16, 0
	v_xor_b32_e32 v2, v2, v74
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v35, s104, v1
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v16, 0
	v_xor3_b32 v0, vcc_hi, v2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v36, s19, v1
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[82:83], null, 0xcd9e8d57, v2, 0
	v_xor3_b32 v1, s18, v1, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v83, s38, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[83:84], null, 0xd2511f53, v2, 0
	v_xor3_b32 v1, s39, v1, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v84, s102, v0
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	v_xor3_b32 v1, s27, v1, v82
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, v2, s34, v0
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v2, 0xd2511f53, v2
	v_xor3_b32 v1, s35, v1, v83
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, v2, s40, v0
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, v1, v35, s41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[0:1], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[35:36], v[0:1], 0xffffffe0
	v_ldexp_f64 v[0:1], v[35:36], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[35:36]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v1, v36, v1, s1
	v_cndmask_b32_e64 v0, v35, v0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v88, s10, 0x95f62, v1
	v_add_co_ci_u32_e64 v89, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v88
	v_lshrrev_b64 v[88:89], 20, v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	v_add_f64 v[90:91], v[0:1], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[90:91], 2.0
	v_div_scale_f64 v[82:83], null, v[92:93], v[92:93], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[0:1], v[82:83]
	v_fma_f64 v[84:85], -v[82:83], v[0:1], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fma_f64 v[84:85], v[0:1], v[84:85], v[0:1]
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v48, v0
	v_rcp_f32_e32 v39, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v86, v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v86, v39
	v_div_scale_f32 v86, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v87, v86, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v94, v16, v87, v86
	v_fmac_f32_e32 v87, v94, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v86, v16, v87
	v_div_fmas_f32 v39, v86, v39, v87
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v39, v1, 1.0
	v_cndmask_b32_e32 v16, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v16, 0x42b20000, v16, vcc_lo
	v_fma_f64 v[94:95], v[84:85], v[86:87], v[84:85]
	v_div_scale_f64 v[84:85], s10, v[90:91], v[92:93], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[96:97], v[84:85], v[94:95]
	v_fma_f64 v[98:99], -v[82:83], v[96:97], v[84:85]
	v_mul_f32_e32 v82, 0x3fb8aa3b, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, 0x4b400000, v82
	v_add_f32_e32 v84, 0xcb400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, 0xbf317200, v84
	v_dual_mul_f32 v84, 0x35bfbe8e, v84 :: v_dual_add_f32 v83, v16, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v83, v84
	v_mul_f32_e32 v85, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, 0x3331bb4c, v85
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v85, v86
	v_add_f32_e32 v86, 0x388ab355, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v85, v86
	v_add_f32_e32 v86, 0xbb360b61, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v85, v86
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v85, v86
	v_sub_f32_e32 v86, v16, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v16, v86
	v_sub_f32_e32 v86, 2.0, v86
	v_div_scale_f32 v16, null, v86, v86, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v87, v16
	v_fma_f32 v100, -v16, v87, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v87, v100, v87
	v_div_scale_f32 v100, vcc_lo, v85, v86, v85
	v_mul_f32_e32 v101, v100, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v102, -v16, v101, v100
	v_fmac_f32_e32 v101, v102, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v101, v100
	v_div_fmas_f32 v87, v16, v87, v101
	s_mov_b32 vcc_lo, s10
	s_mov_b32 s10, 0xdf3e5244
	v_div_fmas_f64 v[94:95], v[98:99], v[94:95], v[96:97]
	s_mov_b32 s11, 0x3fc2f112
	v_cndmask_b32_e64 v16, 0xfffffc01, v75, s1
	v_cmp_neq_f64_e64 s1, 0, v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v88, v16
	v_add_co_ci_u32_e64 v88, null, -1, v89, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[88:89], v88
	v_div_fixup_f64 v[92:93], v[94:95], v[92:93], v[90:91]
	v_ldexp_f64 v[88:89], v[88:89], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[92:93], v[92:93]
	v_mul_f64 v[96:97], v[94:95], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[96:97], s[10:11]
	s_mov_b32 s10, 0x96cb03de
	s_mov_b32 s11, 0x3fc74664
	v_mul_f64 v[100:101], v[96:97], s[100:101]
	v_add_f64 v[98:99], v[98:99], s[10:11]
	s_mov_b32 s10, 0x94229359
	s_mov_b32 s11, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[100:101], v[100:101], s[16:17]
	v_mul_f64 v[98:99], v[96:97], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[100:101], v[96:97], v[100:101]
	v_add_f64 v[98:99], v[98:99], s[10:11]
	s_mov_b32 s10, 0x9997fa04
	s_mov_b32 s11, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[100:101], v[100:101], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[96:97], v[98:99]
	v_mul_f64 v[96:97], v[96:97], v[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[98:99], s[52:53]
	v_mul_f64 v[94:95], v[94:95], v[98:99]
	v_cvt_f64_u32_e32 v[98:99], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[94:95], v[96:97], v[94:95]
	v_mul_f64 v[96:97], v[90:91], 0.5
	v_add_f64 v[88:89], v[88:89], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[96:97], v[90:91], v[96:97]
	v_add_f64 v[94:95], v[96:97], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[92:93], v[92:93], v[94:95]
	v_mul_f64 v[94:95], v[88:89], s[54:55]
	v_mul_f64 v[88:89], v[88:89], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[94:95], v[92:93]
	v_add_f64 v[92:93], v[92:93], -v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], v[92:93]
	v_add_f64 v[88:89], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[88:89], -2.0
	v_cndmask_b32_e32 v16, 0xfff00000, v89, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v35, 0, v88, vcc_lo
	v_cndmask_b32_e64 v36, 0x7ff00000, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[35:36]
	v_cndmask_b32_e64 v16, 0, 0x100, vcc_lo
	v_ldexp_f64 v[35:36], v[35:36], v16
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[88:89], v[35:36]
	v_cmp_class_f64_e64 vcc_lo, v[35:36], 0x260
	v_mul_f64 v[90:91], v[35:36], v[88:89]
	v_mul_f64 v[88:89], v[88:89], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], -v[88:89], v[90:91], 0.5
	v_fma_f64 v[90:91], v[90:91], v[92:93], v[90:91]
	v_fma_f64 v[88:89], v[88:89], v[92:93], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], -v[90:91], v[90:91], v[35:36]
	v_fma_f64 v[90:91], v[92:93], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], -v[90:91], v[90:91], v[35:36]
	v_fma_f64 v[88:89], v[92:93], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[88:89], v[88:89], v16
	v_dual_cndmask_b32 v36, v89, v36 :: v_dual_cndmask_b32 v35, v88, v35
	v_cvt_f64_u32_e32 v[88:89], v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], 0.5
	v_ldexp_f64 v[88:89], v[88:89], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[88:89], s[58:59]
	v_mul_f64 v[90:91], v[88:89], s[60:61]
	v_cmp_gt_f64_e64 s1, 0x413921fb, v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], 0x43380000, v[90:91]
	v_add_f64 v[91:92], 0xc3380000, v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[93:94], v[91:92], s[62:63]
	v_mul_f64 v[95:96], v[91:92], s[66:67]
	v_mul_f64 v[101:102], v[91:92], s[70:71]
	v_add_f64 v[93:94], v[88:89], v[93:94]
	v_and_b32_e32 v88, 2, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[93:94], v[95:96]
	v_add_f64 v[99:100], v[93:94], -v[97:98]
	v_add_f64 v[103:104], v[97:98], v[101:102]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[99:100], v[95:96]
	v_mul_f64 v[99:100], v[91:92], s[68:69]
	v_add_f64 v[95:96], v[99:100], -v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[99:100], v[97:98], -v[95:96]
	v_lshrrev_b32_e32 v16, 20, v100
	v_mov_b32_e32 v100, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v16, 0x7ff, v16
	v_add_nc_u32_e32 v99, 49, v16
	v_bfe_u32 v16, v89, 20, 11
	v_mov_b32_e32 v89, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[99:100], v[16:17]
	v_mul_f64 v[99:100], v[91:92], s[72:73]
	v_mul_f64 v[91:92], v[91:92], s[64:65]
	v_cmp_eq_u64_e64 s10, 0, v[88:89]
	v_dual_cndmask_b32 v34, v97, v103 :: v_dual_cndmask_b32 v105, v98, v104
	v_add_f64 v[97:98], v[97:98], -v[103:104]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[97:98], v[101:102]
	v_add_f64 v[97:98], v[99:100], -v[97:98]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v98, v96, v98 :: v_dual_cndmask_b32 v97, v95, v97
	v_add_f64 v[95:96], v[93:94], -v[91:92]
	v_lshrrev_b32_e32 v95, 20, v96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v96, v17 :: v_dual_and_b32 v95, 0x7ff, v95
	v_add_nc_u32_e32 v95, 16, v95
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, v[95:96], v[16:17]
	v_and_b32_e32 v16, 1, v90
	v_dual_cndmask_b32 v94, v94, v105 :: v_dual_cndmask_b32 v93, v93, v34
	v_dual_cndmask_b32 v92, v92, v98 :: v_dual_cndmask_b32 v91, v91, v97
	v_cmp_eq_u64_e32 vcc_lo, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[93:94], -v[91:92]
	v_add_f64 v[93:94], v[93:94], -v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[93:94], -v[91:92]
	v_mul_f64 v[93:94], v[95:96], v[95:96]
	v_mul_f64 v[103:104], v[91:92], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[93:94], s[92:93]
	v_mul_f64 v[99:100], v[93:94], v[93:94]
	v_add_f64 v[97:98], v[97:98], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[101:102], v[93:94], v[99:100]
	v_mul_f64 v[99:100], v[99:100], v[99:100]
	v_mul_f64 v[97:98], v[101:102], v[97:98]
	v_mul_f64 v[101:102], v[93:94], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], v[101:102], s[88:89]
	v_mul_f64 v[101:102], v[93:94], v[101:102]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], v[101:102], s[90:91]
	v_add_f64 v[97:98], v[97:98], v[101:102]
	v_mul_f64 v[101:102], v[93:94], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], v[101:102], s[82:83]
	v_mul_f64 v[101:102], v[93:94], v[101:102]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], v[101:102], s[84:85]
	v_mul_f64 v[99:100], v[99:100], v[101:102]
	v_mul_f64 v[101:102], v[93:94], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], v[101:102], s[76:77]
	v_mul_f64 v[101:102], v[93:94], v[101:102]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], v[101:102], s[78:79]
	v_mul_f64 v[101:102], v[93:94], v[101:102]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], v[101:102], v[99:100]
	v_mul_f64 v[101:102], v[95:96], v[93:94]
	v_mul_f64 v[99:100], v[93:94], v[99:100]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[97:98], v[101:102], v[97:98]
	v_add_f64 v[97:98], v[103:104], -v[97:98]
	v_mul_f64 v[103:104], v[93:94], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[93:94], v[97:98]
	v_add_f64 v[105:106], -v[103:104], 1.0
	v_mul_f64 v[97:98], v[95:96], v[91:92]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[91:92], v[93:94], -v[91:92]
	v_add_f64 v[107:108], -v[105:106], 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[99:100], -v[97:98]
	v_add_f64 v[103:104], v[107:108], -v[103:104]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[103:104], v[97:98]
	v_mul_f64 v[97:98], v[101:102], s[96:97]
	v_add_f64 v[93:94], v[105:106], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[91:92], v[97:98]
	v_xor_b32_e32 v34, 0x80000000, v94
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[95:96], -v[91:92]
	v_cndmask_b32_e64 v34, v34, v94, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v88, 0x80000000, v92
	v_cndmask_b32_e32 v16, v91, v93, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v88, v92, v88, s10
	v_cndmask_b32_e32 v34, v88, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v88, 0, v16, s1
	v_div_fixup_f32 v16, v87, v86, v85
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cndmask_b32_e64 v89, 0x7ff80000, v34, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v84, v16
	v_mul_f64 v[34:35], v[88:89], v[35:36]
	v_add_nc_u32_e32 v36, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v16, v83, v16
	v_lshrrev_b32_e32 v36, 1, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v16, 1.0, v16
	v_sub_nc_u32_e32 v82, v82, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, v16, v36
	v_lshl_add_u32 v36, v82, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v16, v16, v36
	v_add_f32_e32 v36, v48, v48
	v_cndmask_b32_e32 v0, 0x7fc00000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v36, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v2, v57
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v34, v[34:35]
	global_load_b32 v35, v[32:33], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v16, v36, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v16, v0
	v_dual_add_f32 v0, v1, v0 :: v_dual_mul_f32 v1, v76, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v0, v48, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
.LBB4_113:
	s_or_b32 exec_lo, exec_lo, s14
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
	v_xor_b32_e32 v0, s12, v50
	s_xor_b32 s1, s28, s13
	s_mov_b32 s98, 0xdf3e5244
	s_xor_b32 s1, s1, s11
	s_mov_b32 s99, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s10, v59
	v_xor3_b32 v16, s1, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v60
	v_xor3_b32 v16, v35, s104, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v2, v0
	v_xor3_b32 v2, v36, s19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v34
	v_xor3_b32 v2, v37, s38, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s39, v1, v35
	v_xor3_b32 v2, v38, s102, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s27, v1, v36
	v_xor3_b32 v2, v2, s34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v37
	v_xor3_b32 v0, v2, s40, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v37, s41
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[34:35], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[34:35], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[34:35]
	v_cndmask_b32_e64 v1, v35, v1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v34, v0, s1
	v_add_co_u32 v37, s10, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v38, null, 0, 0, s10
	v_and_b32_e32 v1, 0xfffff, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[37:38], 20, v[37:38]
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[0:1], -1.0
	v_add_f64 v[86:87], v[84:85], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[78:79], null, v[86:87], v[86:87], v[84:85]
	v_rcp_f64_e32 v[0:1], v[78:79]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[80:81], -v[78:79], v[0:1], 1.0
	v_fma_f64 v[80:81], v[0:1], v[80:81], v[0:1]
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v41, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v39, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v77, v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v77, v39
	v_div_scale_f32 v77, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v82, v77, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v16, v82, v77
	v_fmac_f32_e32 v82, v83, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v77, v16, v82
	v_div_fmas_f32 v77, v77, v39, v82
	v_fma_f64 v[82:83], -v[78:79], v[80:81], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v77, v1, 1.0
	v_cndmask_b32_e32 v16, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v16, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0x3fb8aa3b, v16
	v_fma_f64 v[88:89], v[80:81], v[82:83], v[80:81]
	v_div_scale_f64 v[80:81], s10, v[84:85], v[86:87], v[84:85]
	v_mul_f64 v[90:91], v[80:81], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[92:93], -v[78:79], v[90:91], v[80:81]
	v_add_f32_e32 v78, 0x4b400000, v39
	v_add_f32_e32 v39, 0xcb400000, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v79, 0xbf317200, v39
	v_mul_f32_e32 v80, 0x35bfbe8e, v39
	v_add_f32_e32 v79, v16, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v79, v80
	v_mul_f32_e32 v39, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, 0x3331bb4c, v39
	v_add_f32_e32 v81, 0xb5ddea0e, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v39, v81
	v_add_f32_e32 v81, 0x388ab355, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v39, v81
	v_add_f32_e32 v81, 0xbb360b61, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v39, v81
	v_add_f32_e32 v81, 0x3e2aaaab, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v39, v81
	v_sub_f32_e32 v39, v16, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, v16, v39
	v_sub_f32_e32 v82, 2.0, v39
	v_div_scale_f32 v16, null, v82, v82, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v39, v16
	v_fma_f32 v83, -v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v83, v39
	v_div_scale_f32 v83, vcc_lo, v81, v82, v81
	v_mul_f32_e32 v94, v83, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v95, -v16, v94, v83
	v_fmac_f32_e32 v94, v95, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v94, v83
	v_div_fmas_f32 v83, v16, v39, v94
	s_mov_b32 vcc_lo, s10
	v_cndmask_b32_e64 v16, 0xfffffc01, v75, s1
	v_div_fmas_f64 v[88:89], v[92:93], v[88:89], v[90:91]
	v_cmp_neq_f64_e64 s1, 0, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v37, v16
	v_add_co_ci_u32_e64 v37, null, -1, v38, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[37:38], v37
	v_div_fixup_f64 v[86:87], v[88:89], v[86:87], v[84:85]
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[88:89], v[86:87], v[86:87]
	v_mul_f64 v[90:91], v[88:89], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[92:93], v[90:91], s[98:99]
	s_mov_b32 s98, 0x96cb03de
	s_mov_b32 s99, 0x3fc74664
	v_mul_f64 v[94:95], v[90:91], s[100:101]
	v_add_f64 v[92:93], v[92:93], s[98:99]
	s_mov_b32 s98, 0x94229359
	s_mov_b32 s99, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[94:95], s[16:17]
	v_mul_f64 v[92:93], v[90:91], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[90:91], v[94:95]
	v_add_f64 v[92:93], v[92:93], s[98:99]
	s_mov_b32 s98, 0x9997fa04
	s_mov_b32 s99, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[94:95], v[94:95], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[92:93], v[90:91], v[92:93]
	v_mul_f64 v[90:91], v[90:91], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[92:93], s[52:53]
	v_mul_f64 v[88:89], v[88:89], v[92:93]
	v_cvt_f64_u32_e32 v[92:93], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[88:89], v[90:91], v[88:89]
	v_mul_f64 v[90:91], v[84:85], 0.5
	v_add_f64 v[37:38], v[37:38], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[84:85], v[90:91]
	v_add_f64 v[88:89], v[90:91], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[86:87], v[86:87], v[88:89]
	v_mul_f64 v[88:89], v[37:38], s[54:55]
	v_mul_f64 v[37:38], v[37:38], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[88:89], v[86:87]
	v_add_f64 v[86:87], v[86:87], -v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], v[84:85], v[86:87]
	v_add_f64 v[37:38], v[37:38], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], -2.0
	v_cndmask_b32_e32 v16, 0xfff00000, v38, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v34, 0, v37, vcc_lo
	v_cndmask_b32_e64 v35, 0x7ff00000, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_cndmask_b32_e64 v16, 0, 0x100, vcc_lo
	v_ldexp_f64 v[34:35], v[34:35], v16
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[37:38], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	v_mul_f64 v[84:85], v[34:35], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[86:87], -v[37:38], v[84:85], 0.5
	v_fma_f64 v[84:85], v[84:85], v[86:87], v[84:85]
	v_fma_f64 v[37:38], v[37:38], v[86:87], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[86:87], -v[84:85], v[84:85], v[34:35]
	v_fma_f64 v[84:85], v[86:87], v[37:38], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[86:87], -v[84:85], v[84:85], v[34:35]
	v_fma_f64 v[37:38], v[86:87], v[37:38], v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], v16
	v_cndmask_b32_e32 v34, v37, v34, vcc_lo
	v_cvt_f64_u32_e32 v[36:37], v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v35, v38, v35, vcc_lo
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_mul_f64 v[36:37], v[36:37], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[36:37], s[60:61]
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[84:85], 0xc3380000, v[38:39]
	v_mul_f64 v[86:87], v[84:85], s[62:63]
	v_mul_f64 v[88:89], v[84:85], s[66:67]
	v_mul_f64 v[94:95], v[84:85], s[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[36:37], v[86:87]
	v_add_f64 v[90:91], v[86:87], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[92:93], v[86:87], -v[90:91]
	v_add_f64 v[96:97], v[90:91], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[92:93], v[88:89]
	v_mul_f64 v[92:93], v[84:85], s[68:69]
	v_add_f64 v[88:89], v[92:93], -v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[90:91], -v[88:89]
	v_lshrrev_b32_e32 v16, 20, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v93, v17 :: v_dual_and_b32 v16, 0x7ff, v16
	v_add_nc_u32_e32 v92, 49, v16
	v_bfe_u32 v16, v37, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[92:93], v[16:17]
	v_mul_f64 v[92:93], v[84:85], s[72:73]
	v_mul_f64 v[84:85], v[84:85], s[64:65]
	v_dual_cndmask_b32 v39, v90, v96 :: v_dual_cndmask_b32 v98, v91, v97
	v_add_f64 v[90:91], v[90:91], -v[96:97]
	v_add_f64 v[90:91], v[90:91], v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[92:93], -v[90:91]
	v_dual_cndmask_b32 v90, v88, v90 :: v_dual_cndmask_b32 v91, v89, v91
	v_add_f64 v[88:89], v[86:87], -v[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v88, 20, v89
	v_dual_mov_b32 v89, v17 :: v_dual_and_b32 v88, 0x7ff, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v88, 16, v88
	v_cmp_lt_u64_e32 vcc_lo, v[88:89], v[16:17]
	v_and_b32_e32 v16, 1, v38
	v_and_b32_e32 v38, 2, v38
	v_dual_cndmask_b32 v87, v87, v98 :: v_dual_cndmask_b32 v86, v86, v39
	v_dual_cndmask_b32 v85, v85, v91 :: v_dual_cndmask_b32 v84, v84, v90
	v_mov_b32_e32 v39, v17
	v_cmp_eq_u64_e64 s1, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[88:89], v[86:87], -v[84:85]
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], -v[88:89]
	v_add_f64 v[84:85], v[86:87], -v[84:85]
	v_mul_f64 v[86:87], v[88:89], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[100:101], v[84:85], 0.5
	v_mul_f64 v[90:91], v[86:87], s[92:93]
	v_mul_f64 v[92:93], v[86:87], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[90:91], v[90:91], s[94:95]
	v_mul_f64 v[94:95], v[86:87], v[92:93]
	v_mul_f64 v[92:93], v[92:93], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[94:95], v[90:91]
	v_mul_f64 v[94:95], v[86:87], 0.5
	v_add_f64 v[96:97], -v[94:95], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], -v[96:97], 1.0
	v_add_f64 v[94:95], v[98:99], -v[94:95]
	v_mul_f64 v[98:99], v[86:87], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[98:99], s[82:83]
	v_mul_f64 v[98:99], v[86:87], v[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[98:99], s[84:85]
	v_mul_f64 v[92:93], v[92:93], v[98:99]
	v_mul_f64 v[98:99], v[86:87], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[98:99], s[88:89]
	v_mul_f64 v[98:99], v[86:87], v[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[98:99], s[90:91]
	v_add_f64 v[90:91], v[90:91], v[98:99]
	v_mul_f64 v[98:99], v[86:87], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[98:99], s[76:77]
	v_mul_f64 v[98:99], v[86:87], v[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[98:99], v[98:99], s[78:79]
	v_mul_f64 v[98:99], v[86:87], v[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[98:99], v[92:93]
	v_mul_f64 v[98:99], v[88:89], v[86:87]
	v_mul_f64 v[92:93], v[86:87], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[98:99], v[90:91]
	v_add_f64 v[90:91], v[100:101], -v[90:91]
	v_mul_f64 v[100:101], v[88:89], v[84:85]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[86:87], v[86:87], v[90:91]
	v_add_f64 v[92:93], v[92:93], -v[100:101]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[84:85], v[86:87], -v[84:85]
	v_mul_f64 v[86:87], v[98:99], s[96:97]
	v_add_f64 v[90:91], v[94:95], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[84:85], v[86:87]
	v_add_f64 v[86:87], v[96:97], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[84:85], v[88:89], -v[84:85]
	v_xor_b32_e32 v88, 0x80000000, v87
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v38, v88, v87, vcc_lo
	v_xor_b32_e32 v39, 0x80000000, v85
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v84, v86, s1
	v_cndmask_b32_e32 v39, v85, v39, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v36, 0, v16, vcc_lo
	v_div_fixup_f32 v16, v83, v82, v81
	v_sub_f32_e32 v16, v80, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v79, v16
	v_add_f32_e32 v16, 1.0, v16
	v_cndmask_b32_e64 v38, v39, v38, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v37, 0x7ff80000, v38, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	v_add_nc_u32_e32 v36, 0xb4c00100, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v36, 1, v36
	v_sub_nc_u32_e32 v37, v78, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, v16, v36
	v_lshl_add_u32 v36, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v36
	v_cndmask_b32_e32 v0, 0x7fc00000, v16, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v2, v49
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v34, v[34:35]
	global_load_b32 v35, v[18:19], off
	v_add_f32_e32 v36, v41, v41
	v_mul_f32_e32 v36, 0x3d4ccccd, v36
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v36, v35
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v1, v0 :: v_dual_mul_f32 v1, v76, v34
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v41, v0
	v_add_f32_e32 v77, v1, v0
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v78, v42
	s_and_saveexec_b32 s14, s3
	s_cbranch_execz .LBB4_105
.LBB4_124:
	v_xor_b32_e32 v0, s12, v6
	s_xor_b32 s1, s28, s13
	s_mov_b32 s98, 0xdf3e5244
	s_xor_b32 s1, s1, s11
	s_mov_b32 s99, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s10, v61
	v_xor3_b32 v16, s1, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v62
	v_xor3_b32 v16, v35, s104, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v2, v0
	v_xor3_b32 v2, v36, s19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v34
	v_xor3_b32 v2, v37, s38, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s39, v1, v35
	v_xor3_b32 v2, v38, s102, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s27, v1, v36
	v_xor3_b32 v2, v2, s34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v37
	v_xor3_b32 v0, v2, s40, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v37, s41
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[34:35], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[34:35], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[34:35]
	v_cndmask_b32_e64 v1, v35, v1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v34, v0, s1
	v_add_co_u32 v37, s10, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v38, null, 0, 0, s10
	v_and_b32_e32 v1, 0xfffff, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[37:38], 20, v[37:38]
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[0:1], -1.0
	v_add_f64 v[87:88], v[85:86], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[79:80], null, v[87:88], v[87:88], v[85:86]
	v_rcp_f64_e32 v[0:1], v[79:80]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[81:82], -v[79:80], v[0:1], 1.0
	v_fma_f64 v[81:82], v[0:1], v[81:82], v[0:1]
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v42, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v39, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v78, v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v78, v39
	v_div_scale_f32 v78, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v83, v78, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, v16, v83, v78
	v_fmac_f32_e32 v83, v84, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v78, v16, v83
	v_div_fmas_f32 v78, v78, v39, v83
	v_fma_f64 v[83:84], -v[79:80], v[81:82], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v78, v1, 1.0
	v_cndmask_b32_e32 v16, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v16, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0x3fb8aa3b, v16
	v_fma_f64 v[89:90], v[81:82], v[83:84], v[81:82]
	v_div_scale_f64 v[81:82], s10, v[85:86], v[87:88], v[85:86]
	v_mul_f64 v[91:92], v[81:82], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[93:94], -v[79:80], v[91:92], v[81:82]
	v_add_f32_e32 v79, 0x4b400000, v39
	v_add_f32_e32 v39, 0xcb400000, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v80, 0xbf317200, v39
	v_dual_mul_f32 v81, 0x35bfbe8e, v39 :: v_dual_add_f32 v80, v16, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v80, v81
	v_mul_f32_e32 v39, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0x3331bb4c, v39
	v_add_f32_e32 v82, 0xb5ddea0e, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v39, v82
	v_add_f32_e32 v82, 0x388ab355, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v39, v82
	v_add_f32_e32 v82, 0xbb360b61, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v39, v82
	v_add_f32_e32 v82, 0x3e2aaaab, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v39, v82
	v_sub_f32_e32 v39, v16, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, v16, v39
	v_sub_f32_e32 v83, 2.0, v39
	v_div_scale_f32 v16, null, v83, v83, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v39, v16
	v_fma_f32 v84, -v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v84, v39
	v_div_scale_f32 v84, vcc_lo, v82, v83, v82
	v_mul_f32_e32 v95, v84, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v96, -v16, v95, v84
	v_fmac_f32_e32 v95, v96, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v95, v84
	v_div_fmas_f32 v84, v16, v39, v95
	s_mov_b32 vcc_lo, s10
	v_cndmask_b32_e64 v16, 0xfffffc01, v75, s1
	v_div_fmas_f64 v[89:90], v[93:94], v[89:90], v[91:92]
	v_cmp_neq_f64_e64 s1, 0, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v37, v16
	v_add_co_ci_u32_e64 v37, null, -1, v38, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[37:38], v37
	v_div_fixup_f64 v[87:88], v[89:90], v[87:88], v[85:86]
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[89:90], v[87:88], v[87:88]
	v_mul_f64 v[91:92], v[89:90], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[91:92], s[98:99]
	s_mov_b32 s98, 0x96cb03de
	s_mov_b32 s99, 0x3fc74664
	v_mul_f64 v[95:96], v[91:92], s[100:101]
	v_add_f64 v[93:94], v[93:94], s[98:99]
	s_mov_b32 s98, 0x94229359
	s_mov_b32 s99, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[95:96], s[16:17]
	v_mul_f64 v[93:94], v[91:92], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[91:92], v[95:96]
	v_add_f64 v[93:94], v[93:94], s[98:99]
	s_mov_b32 s98, 0x9997fa04
	s_mov_b32 s99, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[95:96], v[95:96], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[91:92], v[93:94]
	v_mul_f64 v[91:92], v[91:92], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[93:94], s[52:53]
	v_mul_f64 v[89:90], v[89:90], v[93:94]
	v_cvt_f64_u32_e32 v[93:94], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[89:90], v[91:92], v[89:90]
	v_mul_f64 v[91:92], v[85:86], 0.5
	v_add_f64 v[37:38], v[37:38], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[85:86], v[91:92]
	v_add_f64 v[89:90], v[91:92], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[87:88], v[87:88], v[89:90]
	v_mul_f64 v[89:90], v[37:38], s[54:55]
	v_mul_f64 v[37:38], v[37:38], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[89:90], v[87:88]
	v_add_f64 v[87:88], v[87:88], -v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[85:86], v[85:86], v[87:88]
	v_add_f64 v[37:38], v[37:38], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], -2.0
	v_cndmask_b32_e32 v16, 0xfff00000, v38, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v34, 0, v37, vcc_lo
	v_cndmask_b32_e64 v35, 0x7ff00000, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_cndmask_b32_e64 v16, 0, 0x100, vcc_lo
	v_ldexp_f64 v[34:35], v[34:35], v16
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[37:38], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	v_mul_f64 v[85:86], v[34:35], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], -v[37:38], v[85:86], 0.5
	v_fma_f64 v[85:86], v[85:86], v[87:88], v[85:86]
	v_fma_f64 v[37:38], v[37:38], v[87:88], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], -v[85:86], v[85:86], v[34:35]
	v_fma_f64 v[85:86], v[87:88], v[37:38], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[87:88], -v[85:86], v[85:86], v[34:35]
	v_fma_f64 v[37:38], v[87:88], v[37:38], v[85:86]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], v16
	v_dual_cndmask_b32 v35, v38, v35 :: v_dual_cndmask_b32 v34, v37, v34
	v_cvt_f64_u32_e32 v[36:37], v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[36:37], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[36:37], s[58:59]
	v_mul_f64 v[38:39], v[36:37], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	v_add_f64 v[85:86], 0xc3380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[87:88], v[85:86], s[62:63]
	v_mul_f64 v[89:90], v[85:86], s[66:67]
	v_mul_f64 v[95:96], v[85:86], s[70:71]
	v_add_f64 v[87:88], v[36:37], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[87:88], v[89:90]
	v_add_f64 v[93:94], v[87:88], -v[91:92]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[91:92], v[95:96]
	v_add_f64 v[89:90], v[93:94], v[89:90]
	v_mul_f64 v[93:94], v[85:86], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[93:94], -v[89:90]
	v_add_f64 v[93:94], v[91:92], -v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v16, 20, v94
	v_mov_b32_e32 v94, v17
	v_and_b32_e32 v16, 0x7ff, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v93, 49, v16
	v_bfe_u32 v16, v37, 20, 11
	v_cmp_lt_u64_e32 vcc_lo, v[93:94], v[16:17]
	v_mul_f64 v[93:94], v[85:86], s[72:73]
	v_mul_f64 v[85:86], v[85:86], s[64:65]
	v_cndmask_b32_e32 v39, v91, v97, vcc_lo
	v_cndmask_b32_e32 v99, v92, v98, vcc_lo
	v_add_f64 v[91:92], v[91:92], -v[97:98]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], v[95:96]
	v_add_f64 v[91:92], v[93:94], -v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v91, v89, v91 :: v_dual_cndmask_b32 v92, v90, v92
	v_add_f64 v[89:90], v[87:88], -v[85:86]
	v_lshrrev_b32_e32 v89, 20, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v90, v17 :: v_dual_and_b32 v89, 0x7ff, v89
	v_add_nc_u32_e32 v89, 16, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[89:90], v[16:17]
	v_dual_cndmask_b32 v85, v85, v91 :: v_dual_and_b32 v16, 1, v38
	v_cndmask_b32_e32 v88, v88, v99, vcc_lo
	v_dual_cndmask_b32 v87, v87, v39 :: v_dual_cndmask_b32 v86, v86, v92
	v_mov_b32_e32 v39, v17
	v_cmp_eq_u64_e64 s1, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[87:88], -v[85:86]
	v_add_f64 v[87:88], v[87:88], -v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[85:86], v[87:88], -v[85:86]
	v_mul_f64 v[87:88], v[89:90], v[89:90]
	v_mul_f64 v[101:102], v[85:86], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[91:92], v[87:88], s[92:93]
	v_mul_f64 v[93:94], v[87:88], v[87:88]
	v_add_f64 v[91:92], v[91:92], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[87:88], v[93:94]
	v_mul_f64 v[93:94], v[93:94], v[93:94]
	v_mul_f64 v[91:92], v[95:96], v[91:92]
	v_mul_f64 v[95:96], v[87:88], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], -v[95:96], 1.0
	v_add_f64 v[99:100], -v[97:98], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[99:100], -v[95:96]
	v_mul_f64 v[99:100], v[87:88], s[80:81]
	v_add_f64 v[99:100], v[99:100], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[99:100], v[87:88], v[99:100]
	v_add_f64 v[99:100], v[99:100], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[93:94], v[99:100]
	v_mul_f64 v[99:100], v[87:88], s[86:87]
	v_add_f64 v[99:100], v[99:100], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[99:100], v[87:88], v[99:100]
	v_add_f64 v[99:100], v[99:100], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[91:92], v[99:100]
	v_mul_f64 v[99:100], v[87:88], s[74:75]
	v_add_f64 v[99:100], v[99:100], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[99:100], v[87:88], v[99:100]
	v_add_f64 v[99:100], v[99:100], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[99:100], v[87:88], v[99:100]
	v_add_f64 v[93:94], v[99:100], v[93:94]
	v_mul_f64 v[99:100], v[89:90], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[87:88], v[93:94]
	v_mul_f64 v[91:92], v[99:100], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[101:102], -v[91:92]
	v_mul_f64 v[101:102], v[89:90], v[85:86]
	v_mul_f64 v[87:88], v[87:88], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[93:94], -v[101:102]
	v_add_f64 v[85:86], v[87:88], -v[85:86]
	v_mul_f64 v[87:88], v[99:100], s[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[95:96], v[93:94]
	v_add_f64 v[85:86], v[85:86], v[87:88]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[97:98], v[91:92]
	v_add_f64 v[85:86], v[89:90], -v[85:86]
	v_and_b32_e32 v38, 2, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v89, 0x80000000, v88
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v38, v89, v88, vcc_lo
	v_xor_b32_e32 v39, 0x80000000, v86
	v_cndmask_b32_e64 v16, v85, v87, s1
	v_cndmask_b32_e32 v39, v86, v39, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v38, v39, v38, s1
	v_cndmask_b32_e32 v36, 0, v16, vcc_lo
	v_div_fixup_f32 v16, v84, v83, v82
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v37, 0x7ff80000, v38, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_sub_f32_e32 v16, v81, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	v_add_nc_u32_e32 v36, 0xb4c00100, v79
	v_sub_f32_e32 v16, v80, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v36, 1, v36
	v_add_f32_e32 v16, 1.0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v37, v79, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_mul_f32_e32 v16, v16, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v36, v37, 23, 0x7f800000
	v_mul_f32_e32 v16, v16, v36
	v_add_f32_e32 v36, v42, v42
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0x7fc00000, v16, vcc_lo
	v_mul_f32_e32 v36, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v2, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v34, v[34:35]
	global_load_b32 v35, v[20:21], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v16, v36, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v16, v0
	v_dual_add_f32 v0, v1, v0 :: v_dual_mul_f32 v1, v76, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v0, v42, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v78, v1, v0
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v79, v43
	s_and_saveexec_b32 s14, s4
	s_cbranch_execz .LBB4_106
.LBB4_125:
	v_xor_b32_e32 v0, s12, v10
	s_xor_b32 s1, s28, s13
	s_mov_b32 s98, 0xdf3e5244
	s_xor_b32 s1, s1, s11
	s_mov_b32 s99, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s10, v63
	v_xor3_b32 v16, s1, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v64
	v_xor3_b32 v16, v35, s104, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v2, v0
	v_xor3_b32 v2, v36, s19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v34
	v_xor3_b32 v2, v37, s38, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s39, v1, v35
	v_xor3_b32 v2, v38, s102, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s27, v1, v36
	v_xor3_b32 v2, v2, s34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v37
	v_xor3_b32 v0, v2, s40, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v37, s41
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[34:35], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[34:35], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[34:35]
	v_cndmask_b32_e64 v1, v35, v1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v34, v0, s1
	v_add_co_u32 v37, s10, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v38, null, 0, 0, s10
	v_and_b32_e32 v1, 0xfffff, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[37:38], 20, v[37:38]
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[0:1], -1.0
	v_add_f64 v[88:89], v[86:87], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[80:81], null, v[88:89], v[88:89], v[86:87]
	v_rcp_f64_e32 v[0:1], v[80:81]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[82:83], -v[80:81], v[0:1], 1.0
	v_fma_f64 v[82:83], v[0:1], v[82:83], v[0:1]
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v43, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v39, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v79, v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v79, v39
	v_div_scale_f32 v79, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v84, v79, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v85, v16, v84, v79
	v_fmac_f32_e32 v84, v85, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v79, v16, v84
	v_div_fmas_f32 v79, v79, v39, v84
	v_fma_f64 v[84:85], -v[80:81], v[82:83], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v79, v1, 1.0
	v_cndmask_b32_e32 v16, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v16, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0x3fb8aa3b, v16
	v_fma_f64 v[90:91], v[82:83], v[84:85], v[82:83]
	v_div_scale_f64 v[82:83], s10, v[86:87], v[88:89], v[86:87]
	v_mul_f64 v[92:93], v[82:83], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[94:95], -v[80:81], v[92:93], v[82:83]
	v_add_f32_e32 v80, 0x4b400000, v39
	v_add_f32_e32 v39, 0xcb400000, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v81, 0xbf317200, v39
	v_dual_mul_f32 v82, 0x35bfbe8e, v39 :: v_dual_add_f32 v81, v16, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v81, v82
	v_mul_f32_e32 v39, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, 0x3331bb4c, v39
	v_add_f32_e32 v83, 0xb5ddea0e, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v39, v83
	v_add_f32_e32 v83, 0x388ab355, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v39, v83
	v_add_f32_e32 v83, 0xbb360b61, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v39, v83
	v_add_f32_e32 v83, 0x3e2aaaab, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v39, v83
	v_sub_f32_e32 v39, v16, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v83, v16, v39
	v_sub_f32_e32 v84, 2.0, v39
	v_div_scale_f32 v16, null, v84, v84, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v39, v16
	v_fma_f32 v85, -v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v85, v39
	v_div_scale_f32 v85, vcc_lo, v83, v84, v83
	v_mul_f32_e32 v96, v85, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v97, -v16, v96, v85
	v_fmac_f32_e32 v96, v97, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v96, v85
	v_div_fmas_f32 v85, v16, v39, v96
	s_mov_b32 vcc_lo, s10
	v_cndmask_b32_e64 v16, 0xfffffc01, v75, s1
	v_div_fmas_f64 v[90:91], v[94:95], v[90:91], v[92:93]
	v_cmp_neq_f64_e64 s1, 0, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v37, v16
	v_add_co_ci_u32_e64 v37, null, -1, v38, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[37:38], v37
	v_div_fixup_f64 v[88:89], v[90:91], v[88:89], v[86:87]
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[90:91], v[88:89], v[88:89]
	v_mul_f64 v[92:93], v[90:91], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[92:93], s[98:99]
	s_mov_b32 s98, 0x96cb03de
	s_mov_b32 s99, 0x3fc74664
	v_mul_f64 v[96:97], v[92:93], s[100:101]
	v_add_f64 v[94:95], v[94:95], s[98:99]
	s_mov_b32 s98, 0x94229359
	s_mov_b32 s99, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[96:97], s[16:17]
	v_mul_f64 v[94:95], v[92:93], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[92:93], v[96:97]
	v_add_f64 v[94:95], v[94:95], s[98:99]
	s_mov_b32 s98, 0x9997fa04
	s_mov_b32 s99, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[96:97], v[96:97], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[94:95], v[92:93], v[94:95]
	v_mul_f64 v[92:93], v[92:93], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[94:95], s[52:53]
	v_mul_f64 v[90:91], v[90:91], v[94:95]
	v_cvt_f64_u32_e32 v[94:95], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[90:91], v[92:93], v[90:91]
	v_mul_f64 v[92:93], v[86:87], 0.5
	v_add_f64 v[37:38], v[37:38], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[86:87], v[92:93]
	v_add_f64 v[90:91], v[92:93], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[88:89], v[88:89], v[90:91]
	v_mul_f64 v[90:91], v[37:38], s[54:55]
	v_mul_f64 v[37:38], v[37:38], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[90:91], v[88:89]
	v_add_f64 v[88:89], v[88:89], -v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], v[86:87], v[88:89]
	v_add_f64 v[37:38], v[37:38], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], -2.0
	v_cndmask_b32_e32 v16, 0xfff00000, v38, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v34, 0, v37, vcc_lo
	v_cndmask_b32_e64 v35, 0x7ff00000, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_cndmask_b32_e64 v16, 0, 0x100, vcc_lo
	v_ldexp_f64 v[34:35], v[34:35], v16
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[37:38], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	v_mul_f64 v[86:87], v[34:35], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[88:89], -v[37:38], v[86:87], 0.5
	v_fma_f64 v[86:87], v[86:87], v[88:89], v[86:87]
	v_fma_f64 v[37:38], v[37:38], v[88:89], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[88:89], -v[86:87], v[86:87], v[34:35]
	v_fma_f64 v[86:87], v[88:89], v[37:38], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[88:89], -v[86:87], v[86:87], v[34:35]
	v_fma_f64 v[37:38], v[88:89], v[37:38], v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], v16
	v_cndmask_b32_e32 v34, v37, v34, vcc_lo
	v_cvt_f64_u32_e32 v[36:37], v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v35, v38, v35, vcc_lo
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_mul_f64 v[36:37], v[36:37], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[36:37], s[60:61]
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[86:87], 0xc3380000, v[38:39]
	v_mul_f64 v[88:89], v[86:87], s[62:63]
	v_mul_f64 v[90:91], v[86:87], s[66:67]
	v_mul_f64 v[96:97], v[86:87], s[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[36:37], v[88:89]
	v_add_f64 v[92:93], v[88:89], v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[94:95], v[88:89], -v[92:93]
	v_add_f64 v[98:99], v[92:93], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[94:95], v[90:91]
	v_mul_f64 v[94:95], v[86:87], s[68:69]
	v_add_f64 v[90:91], v[94:95], -v[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[92:93], -v[90:91]
	v_lshrrev_b32_e32 v16, 20, v95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v95, v17 :: v_dual_and_b32 v16, 0x7ff, v16
	v_add_nc_u32_e32 v94, 49, v16
	v_bfe_u32 v16, v37, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[94:95], v[16:17]
	v_mul_f64 v[94:95], v[86:87], s[72:73]
	v_mul_f64 v[86:87], v[86:87], s[64:65]
	v_dual_cndmask_b32 v39, v92, v98 :: v_dual_cndmask_b32 v100, v93, v99
	v_add_f64 v[92:93], v[92:93], -v[98:99]
	v_add_f64 v[92:93], v[92:93], v[96:97]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[94:95], -v[92:93]
	v_dual_cndmask_b32 v92, v90, v92 :: v_dual_cndmask_b32 v93, v91, v93
	v_add_f64 v[90:91], v[88:89], -v[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v90, 20, v91
	v_dual_mov_b32 v91, v17 :: v_dual_and_b32 v90, 0x7ff, v90
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v90, 16, v90
	v_cmp_lt_u64_e32 vcc_lo, v[90:91], v[16:17]
	v_and_b32_e32 v16, 1, v38
	v_and_b32_e32 v38, 2, v38
	v_dual_cndmask_b32 v88, v88, v39 :: v_dual_cndmask_b32 v87, v87, v93
	v_cndmask_b32_e32 v89, v89, v100, vcc_lo
	v_dual_cndmask_b32 v86, v86, v92 :: v_dual_mov_b32 v39, v17
	v_cmp_eq_u64_e64 s1, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[90:91], v[88:89], -v[86:87]
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], -v[90:91]
	v_add_f64 v[86:87], v[88:89], -v[86:87]
	v_mul_f64 v[88:89], v[90:91], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[102:103], v[86:87], 0.5
	v_mul_f64 v[92:93], v[88:89], s[92:93]
	v_mul_f64 v[94:95], v[88:89], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[92:93], v[92:93], s[94:95]
	v_mul_f64 v[96:97], v[88:89], v[94:95]
	v_mul_f64 v[94:95], v[94:95], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[96:97], v[92:93]
	v_mul_f64 v[96:97], v[88:89], 0.5
	v_add_f64 v[98:99], -v[96:97], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], -v[98:99], 1.0
	v_add_f64 v[96:97], v[100:101], -v[96:97]
	v_mul_f64 v[100:101], v[88:89], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[82:83]
	v_mul_f64 v[100:101], v[88:89], v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[84:85]
	v_mul_f64 v[94:95], v[94:95], v[100:101]
	v_mul_f64 v[100:101], v[88:89], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[88:89]
	v_mul_f64 v[100:101], v[88:89], v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[90:91]
	v_add_f64 v[92:93], v[92:93], v[100:101]
	v_mul_f64 v[100:101], v[88:89], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[76:77]
	v_mul_f64 v[100:101], v[88:89], v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[100:101], v[100:101], s[78:79]
	v_mul_f64 v[100:101], v[88:89], v[100:101]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[100:101], v[94:95]
	v_mul_f64 v[100:101], v[90:91], v[88:89]
	v_mul_f64 v[94:95], v[88:89], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[100:101], v[92:93]
	v_add_f64 v[92:93], v[102:103], -v[92:93]
	v_mul_f64 v[102:103], v[90:91], v[86:87]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[88:89], v[88:89], v[92:93]
	v_add_f64 v[94:95], v[94:95], -v[102:103]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[86:87], v[88:89], -v[86:87]
	v_mul_f64 v[88:89], v[100:101], s[96:97]
	v_add_f64 v[92:93], v[96:97], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[86:87], v[88:89]
	v_add_f64 v[88:89], v[98:99], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[86:87], v[90:91], -v[86:87]
	v_xor_b32_e32 v90, 0x80000000, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v38, v90, v89, vcc_lo
	v_xor_b32_e32 v39, 0x80000000, v87
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v86, v88, s1
	v_cndmask_b32_e32 v39, v87, v39, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v38, v39, v38, s1
	v_cndmask_b32_e32 v36, 0, v16, vcc_lo
	v_div_fixup_f32 v16, v85, v84, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v82, v16
	v_dual_sub_f32 v16, v81, v16 :: v_dual_cndmask_b32 v37, 0x7ff80000, v38
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v16, 1.0, v16
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	v_add_nc_u32_e32 v36, 0xb4c00100, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v36, 1, v36
	v_sub_nc_u32_e32 v37, v80, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, v16, v36
	v_lshl_add_u32 v36, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v16, v16, v36
	v_add_f32_e32 v36, v43, v43
	v_cndmask_b32_e32 v0, 0x7fc00000, v16, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v2, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v34, v[34:35]
	global_load_b32 v35, v[22:23], off
	v_mul_f32_e32 v36, 0x3d4ccccd, v36
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v36, v35
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v1, v0 :: v_dual_mul_f32 v1, v76, v34
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v43, v0
	v_add_f32_e32 v79, v1, v0
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v80, v44
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB4_107
.LBB4_126:
	v_xor_b32_e32 v0, s12, v52
	s_xor_b32 s1, s28, s13
	s_mov_b32 s98, 0xdf3e5244
	s_xor_b32 s1, s1, s11
	s_mov_b32 s99, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s10, v65
	v_xor3_b32 v16, s1, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v66
	v_xor3_b32 v16, v35, s104, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v2, v0
	v_xor3_b32 v2, v36, s19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v34
	v_xor3_b32 v2, v37, s38, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s39, v1, v35
	v_xor3_b32 v2, v38, s102, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s27, v1, v36
	v_xor3_b32 v2, v2, s34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v37
	v_xor3_b32 v0, v2, s40, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v37, s41
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[34:35], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[34:35], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[34:35]
	v_cndmask_b32_e64 v1, v35, v1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v34, v0, s1
	v_add_co_u32 v37, s10, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v38, null, 0, 0, s10
	v_and_b32_e32 v1, 0xfffff, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[37:38], 20, v[37:38]
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[0:1], -1.0
	v_add_f64 v[89:90], v[87:88], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[81:82], null, v[89:90], v[89:90], v[87:88]
	v_rcp_f64_e32 v[0:1], v[81:82]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[83:84], -v[81:82], v[0:1], 1.0
	v_fma_f64 v[83:84], v[0:1], v[83:84], v[0:1]
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v44, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v39, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v80, v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v80, v39
	v_div_scale_f32 v80, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v85, v80, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v86, v16, v85, v80
	v_fmac_f32_e32 v85, v86, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v80, v16, v85
	v_div_fmas_f32 v80, v80, v39, v85
	v_fma_f64 v[85:86], -v[81:82], v[83:84], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v80, v1, 1.0
	v_cndmask_b32_e32 v16, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v16, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0x3fb8aa3b, v16
	v_fma_f64 v[91:92], v[83:84], v[85:86], v[83:84]
	v_div_scale_f64 v[83:84], s10, v[87:88], v[89:90], v[87:88]
	v_mul_f64 v[93:94], v[83:84], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[95:96], -v[81:82], v[93:94], v[83:84]
	v_add_f32_e32 v81, 0x4b400000, v39
	v_add_f32_e32 v39, 0xcb400000, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v82, 0xbf317200, v39
	v_dual_mul_f32 v83, 0x35bfbe8e, v39 :: v_dual_add_f32 v82, v16, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v82, v83
	v_mul_f32_e32 v39, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, 0x3331bb4c, v39
	v_add_f32_e32 v84, 0xb5ddea0e, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v39, v84
	v_add_f32_e32 v84, 0x388ab355, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v39, v84
	v_add_f32_e32 v84, 0xbb360b61, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v39, v84
	v_add_f32_e32 v84, 0x3e2aaaab, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v39, v84
	v_sub_f32_e32 v39, v16, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, v16, v39
	v_sub_f32_e32 v85, 2.0, v39
	v_div_scale_f32 v16, null, v85, v85, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v39, v16
	v_fma_f32 v86, -v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v86, v39
	v_div_scale_f32 v86, vcc_lo, v84, v85, v84
	v_mul_f32_e32 v97, v86, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v98, -v16, v97, v86
	v_fmac_f32_e32 v97, v98, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v97, v86
	v_div_fmas_f32 v86, v16, v39, v97
	s_mov_b32 vcc_lo, s10
	v_cndmask_b32_e64 v16, 0xfffffc01, v75, s1
	v_div_fmas_f64 v[91:92], v[95:96], v[91:92], v[93:94]
	v_cmp_neq_f64_e64 s1, 0, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v37, v16
	v_add_co_ci_u32_e64 v37, null, -1, v38, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[37:38], v37
	v_div_fixup_f64 v[89:90], v[91:92], v[89:90], v[87:88]
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[91:92], v[89:90], v[89:90]
	v_mul_f64 v[93:94], v[91:92], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[93:94], s[98:99]
	s_mov_b32 s98, 0x96cb03de
	s_mov_b32 s99, 0x3fc74664
	v_mul_f64 v[97:98], v[93:94], s[100:101]
	v_add_f64 v[95:96], v[95:96], s[98:99]
	s_mov_b32 s98, 0x94229359
	s_mov_b32 s99, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[97:98], s[16:17]
	v_mul_f64 v[95:96], v[93:94], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[93:94], v[97:98]
	v_add_f64 v[95:96], v[95:96], s[98:99]
	s_mov_b32 s98, 0x9997fa04
	s_mov_b32 s99, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[97:98], v[97:98], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[93:94], v[95:96]
	v_mul_f64 v[93:94], v[93:94], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], s[52:53]
	v_mul_f64 v[91:92], v[91:92], v[95:96]
	v_cvt_f64_u32_e32 v[95:96], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[91:92], v[93:94], v[91:92]
	v_mul_f64 v[93:94], v[87:88], 0.5
	v_add_f64 v[37:38], v[37:38], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[87:88], v[93:94]
	v_add_f64 v[91:92], v[93:94], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[89:90], v[89:90], v[91:92]
	v_mul_f64 v[91:92], v[37:38], s[54:55]
	v_mul_f64 v[37:38], v[37:38], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[91:92], v[89:90]
	v_add_f64 v[89:90], v[89:90], -v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[87:88], v[87:88], v[89:90]
	v_add_f64 v[37:38], v[37:38], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], -2.0
	v_cndmask_b32_e32 v16, 0xfff00000, v38, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v34, 0, v37, vcc_lo
	v_cndmask_b32_e64 v35, 0x7ff00000, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_cndmask_b32_e64 v16, 0, 0x100, vcc_lo
	v_ldexp_f64 v[34:35], v[34:35], v16
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[37:38], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	v_mul_f64 v[87:88], v[34:35], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], -v[37:38], v[87:88], 0.5
	v_fma_f64 v[87:88], v[87:88], v[89:90], v[87:88]
	v_fma_f64 v[37:38], v[37:38], v[89:90], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], -v[87:88], v[87:88], v[34:35]
	v_fma_f64 v[87:88], v[89:90], v[37:38], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[89:90], -v[87:88], v[87:88], v[34:35]
	v_fma_f64 v[37:38], v[89:90], v[37:38], v[87:88]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], v16
	v_dual_cndmask_b32 v35, v38, v35 :: v_dual_cndmask_b32 v34, v37, v34
	v_cvt_f64_u32_e32 v[36:37], v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[36:37], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[36:37], s[58:59]
	v_mul_f64 v[38:39], v[36:37], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	v_add_f64 v[87:88], 0xc3380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[89:90], v[87:88], s[62:63]
	v_mul_f64 v[91:92], v[87:88], s[66:67]
	v_mul_f64 v[97:98], v[87:88], s[70:71]
	v_add_f64 v[89:90], v[36:37], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[89:90], v[91:92]
	v_add_f64 v[95:96], v[89:90], -v[93:94]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], v[93:94], v[97:98]
	v_add_f64 v[91:92], v[95:96], v[91:92]
	v_mul_f64 v[95:96], v[87:88], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[95:96], -v[91:92]
	v_add_f64 v[95:96], v[93:94], -v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v16, 20, v96
	v_mov_b32_e32 v96, v17
	v_and_b32_e32 v16, 0x7ff, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v95, 49, v16
	v_bfe_u32 v16, v37, 20, 11
	v_cmp_lt_u64_e32 vcc_lo, v[95:96], v[16:17]
	v_mul_f64 v[95:96], v[87:88], s[72:73]
	v_mul_f64 v[87:88], v[87:88], s[64:65]
	v_cndmask_b32_e32 v39, v93, v99, vcc_lo
	v_cndmask_b32_e32 v101, v94, v100, vcc_lo
	v_add_f64 v[93:94], v[93:94], -v[99:100]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[93:94], v[97:98]
	v_add_f64 v[93:94], v[95:96], -v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v93, v91, v93 :: v_dual_cndmask_b32 v94, v92, v94
	v_add_f64 v[91:92], v[89:90], -v[87:88]
	v_lshrrev_b32_e32 v91, 20, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v92, v17 :: v_dual_and_b32 v91, 0x7ff, v91
	v_add_nc_u32_e32 v91, 16, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[91:92], v[16:17]
	v_and_b32_e32 v16, 1, v38
	v_dual_cndmask_b32 v90, v90, v101 :: v_dual_cndmask_b32 v89, v89, v39
	v_dual_cndmask_b32 v88, v88, v94 :: v_dual_cndmask_b32 v87, v87, v93
	v_mov_b32_e32 v39, v17
	v_cmp_eq_u64_e64 s1, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[89:90], -v[87:88]
	v_add_f64 v[89:90], v[89:90], -v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[87:88], v[89:90], -v[87:88]
	v_mul_f64 v[89:90], v[91:92], v[91:92]
	v_mul_f64 v[103:104], v[87:88], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[93:94], v[89:90], s[92:93]
	v_mul_f64 v[95:96], v[89:90], v[89:90]
	v_add_f64 v[93:94], v[93:94], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[89:90], v[95:96]
	v_mul_f64 v[95:96], v[95:96], v[95:96]
	v_mul_f64 v[93:94], v[97:98], v[93:94]
	v_mul_f64 v[97:98], v[89:90], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[99:100], -v[97:98], 1.0
	v_add_f64 v[101:102], -v[99:100], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[101:102], -v[97:98]
	v_mul_f64 v[101:102], v[89:90], s[80:81]
	v_add_f64 v[101:102], v[101:102], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[89:90], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[95:96], v[95:96], v[101:102]
	v_mul_f64 v[101:102], v[89:90], s[86:87]
	v_add_f64 v[101:102], v[101:102], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[89:90], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[93:94], v[101:102]
	v_mul_f64 v[101:102], v[89:90], s[74:75]
	v_add_f64 v[101:102], v[101:102], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[89:90], v[101:102]
	v_add_f64 v[101:102], v[101:102], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[101:102], v[89:90], v[101:102]
	v_add_f64 v[95:96], v[101:102], v[95:96]
	v_mul_f64 v[101:102], v[91:92], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[89:90], v[95:96]
	v_mul_f64 v[93:94], v[101:102], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[103:104], -v[93:94]
	v_mul_f64 v[103:104], v[91:92], v[87:88]
	v_mul_f64 v[89:90], v[89:90], v[93:94]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[95:96], -v[103:104]
	v_add_f64 v[87:88], v[89:90], -v[87:88]
	v_mul_f64 v[89:90], v[101:102], s[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[93:94], v[97:98], v[95:96]
	v_add_f64 v[87:88], v[87:88], v[89:90]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[99:100], v[93:94]
	v_add_f64 v[87:88], v[91:92], -v[87:88]
	v_and_b32_e32 v38, 2, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v91, 0x80000000, v90
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v38, v91, v90, vcc_lo
	v_xor_b32_e32 v39, 0x80000000, v88
	v_cndmask_b32_e64 v16, v87, v89, s1
	v_cndmask_b32_e32 v39, v88, v39, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v38, v39, v38, s1
	v_cndmask_b32_e32 v36, 0, v16, vcc_lo
	v_div_fixup_f32 v16, v86, v85, v84
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v37, 0x7ff80000, v38, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_sub_f32_e32 v16, v83, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	v_add_nc_u32_e32 v36, 0xb4c00100, v81
	v_sub_f32_e32 v16, v82, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v36, 1, v36
	v_add_f32_e32 v16, 1.0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v37, v81, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_mul_f32_e32 v16, v16, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v36, v37, 23, 0x7f800000
	v_mul_f32_e32 v16, v16, v36
	v_add_f32_e32 v36, v44, v44
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0x7fc00000, v16, vcc_lo
	v_mul_f32_e32 v36, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v2, v51
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v34, v[34:35]
	global_load_b32 v35, v[24:25], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v16, v36, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v16, v0
	v_dual_add_f32 v0, v1, v0 :: v_dual_mul_f32 v1, v76, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v0, v44, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v80, v1, v0
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v81, v45
	s_and_saveexec_b32 s14, s6
	s_cbranch_execz .LBB4_108
.LBB4_127:
	v_xor_b32_e32 v0, s12, v14
	s_xor_b32 s1, s28, s13
	s_mov_b32 s98, 0xdf3e5244
	s_xor_b32 s1, s1, s11
	s_mov_b32 s99, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s10, v67
	v_xor3_b32 v16, s1, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v68
	v_xor3_b32 v16, v35, s104, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v2, v0
	v_xor3_b32 v2, v36, s19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v34
	v_xor3_b32 v2, v37, s38, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s39, v1, v35
	v_xor3_b32 v2, v38, s102, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s27, v1, v36
	v_xor3_b32 v2, v2, s34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v37
	v_xor3_b32 v0, v2, s40, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v37, s41
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[34:35], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[34:35], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[34:35]
	v_cndmask_b32_e64 v1, v35, v1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v34, v0, s1
	v_add_co_u32 v37, s10, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v38, null, 0, 0, s10
	v_and_b32_e32 v1, 0xfffff, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[37:38], 20, v[37:38]
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[0:1], -1.0
	v_add_f64 v[90:91], v[88:89], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[82:83], null, v[90:91], v[90:91], v[88:89]
	v_rcp_f64_e32 v[0:1], v[82:83]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[84:85], -v[82:83], v[0:1], 1.0
	v_fma_f64 v[84:85], v[0:1], v[84:85], v[0:1]
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v45, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v39, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v81, v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v81, v39
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v86, v81, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v87, v16, v86, v81
	v_fmac_f32_e32 v86, v87, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v81, v16, v86
	v_div_fmas_f32 v81, v81, v39, v86
	v_fma_f64 v[86:87], -v[82:83], v[84:85], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v81, v1, 1.0
	v_cndmask_b32_e32 v16, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v16, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0x3fb8aa3b, v16
	v_fma_f64 v[92:93], v[84:85], v[86:87], v[84:85]
	v_div_scale_f64 v[84:85], s10, v[88:89], v[90:91], v[88:89]
	v_mul_f64 v[94:95], v[84:85], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[96:97], -v[82:83], v[94:95], v[84:85]
	v_add_f32_e32 v82, 0x4b400000, v39
	v_add_f32_e32 v39, 0xcb400000, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v83, 0xbf317200, v39
	v_mul_f32_e32 v84, 0x35bfbe8e, v39
	v_add_f32_e32 v83, v16, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v83, v84
	v_mul_f32_e32 v39, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, 0x3331bb4c, v39
	v_add_f32_e32 v85, 0xb5ddea0e, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v39, v85
	v_add_f32_e32 v85, 0x388ab355, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v39, v85
	v_add_f32_e32 v85, 0xbb360b61, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v39, v85
	v_add_f32_e32 v85, 0x3e2aaaab, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v39, v85
	v_sub_f32_e32 v39, v16, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v85, v16, v39
	v_sub_f32_e32 v86, 2.0, v39
	v_div_scale_f32 v16, null, v86, v86, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v39, v16
	v_fma_f32 v87, -v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v87, v39
	v_div_scale_f32 v87, vcc_lo, v85, v86, v85
	v_mul_f32_e32 v98, v87, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v99, -v16, v98, v87
	v_fmac_f32_e32 v98, v99, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v98, v87
	v_div_fmas_f32 v87, v16, v39, v98
	s_mov_b32 vcc_lo, s10
	v_cndmask_b32_e64 v16, 0xfffffc01, v75, s1
	v_div_fmas_f64 v[92:93], v[96:97], v[92:93], v[94:95]
	v_cmp_neq_f64_e64 s1, 0, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v37, v16
	v_add_co_ci_u32_e64 v37, null, -1, v38, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[37:38], v37
	v_div_fixup_f64 v[90:91], v[92:93], v[90:91], v[88:89]
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[92:93], v[90:91], v[90:91]
	v_mul_f64 v[94:95], v[92:93], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[94:95], s[98:99]
	s_mov_b32 s98, 0x96cb03de
	s_mov_b32 s99, 0x3fc74664
	v_mul_f64 v[98:99], v[94:95], s[100:101]
	v_add_f64 v[96:97], v[96:97], s[98:99]
	s_mov_b32 s98, 0x94229359
	s_mov_b32 s99, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[98:99], v[98:99], s[16:17]
	v_mul_f64 v[96:97], v[94:95], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[98:99], v[94:95], v[98:99]
	v_add_f64 v[96:97], v[96:97], s[98:99]
	s_mov_b32 s98, 0x9997fa04
	s_mov_b32 s99, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[98:99], v[98:99], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[96:97], v[94:95], v[96:97]
	v_mul_f64 v[94:95], v[94:95], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[96:97], s[52:53]
	v_mul_f64 v[92:93], v[92:93], v[96:97]
	v_cvt_f64_u32_e32 v[96:97], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[92:93], v[94:95], v[92:93]
	v_mul_f64 v[94:95], v[88:89], 0.5
	v_add_f64 v[37:38], v[37:38], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[88:89], v[94:95]
	v_add_f64 v[92:93], v[94:95], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[90:91], v[90:91], v[92:93]
	v_mul_f64 v[92:93], v[37:38], s[54:55]
	v_mul_f64 v[37:38], v[37:38], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[92:93], v[90:91]
	v_add_f64 v[90:91], v[90:91], -v[94:95]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], v[88:89], v[90:91]
	v_add_f64 v[37:38], v[37:38], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], -2.0
	v_cndmask_b32_e32 v16, 0xfff00000, v38, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v34, 0, v37, vcc_lo
	v_cndmask_b32_e64 v35, 0x7ff00000, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_cndmask_b32_e64 v16, 0, 0x100, vcc_lo
	v_ldexp_f64 v[34:35], v[34:35], v16
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[37:38], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	v_mul_f64 v[88:89], v[34:35], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[90:91], -v[37:38], v[88:89], 0.5
	v_fma_f64 v[88:89], v[88:89], v[90:91], v[88:89]
	v_fma_f64 v[37:38], v[37:38], v[90:91], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[90:91], -v[88:89], v[88:89], v[34:35]
	v_fma_f64 v[88:89], v[90:91], v[37:38], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[90:91], -v[88:89], v[88:89], v[34:35]
	v_fma_f64 v[37:38], v[90:91], v[37:38], v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], v16
	v_cndmask_b32_e32 v34, v37, v34, vcc_lo
	v_cvt_f64_u32_e32 v[36:37], v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v35, v38, v35, vcc_lo
	v_add_f64 v[36:37], v[36:37], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	v_mul_f64 v[36:37], v[36:37], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[38:39], v[36:37], s[60:61]
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[88:89], 0xc3380000, v[38:39]
	v_mul_f64 v[90:91], v[88:89], s[62:63]
	v_mul_f64 v[92:93], v[88:89], s[66:67]
	v_mul_f64 v[98:99], v[88:89], s[70:71]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[36:37], v[90:91]
	v_add_f64 v[94:95], v[90:91], v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[96:97], v[90:91], -v[94:95]
	v_add_f64 v[100:101], v[94:95], v[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[92:93], v[96:97], v[92:93]
	v_mul_f64 v[96:97], v[88:89], s[68:69]
	v_add_f64 v[92:93], v[96:97], -v[92:93]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[96:97], v[94:95], -v[92:93]
	v_lshrrev_b32_e32 v16, 20, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v97, v17 :: v_dual_and_b32 v16, 0x7ff, v16
	v_add_nc_u32_e32 v96, 49, v16
	v_bfe_u32 v16, v37, 20, 11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[96:97], v[16:17]
	v_mul_f64 v[96:97], v[88:89], s[72:73]
	v_mul_f64 v[88:89], v[88:89], s[64:65]
	v_dual_cndmask_b32 v39, v94, v100 :: v_dual_cndmask_b32 v102, v95, v101
	v_add_f64 v[94:95], v[94:95], -v[100:101]
	v_add_f64 v[94:95], v[94:95], v[98:99]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[94:95], v[96:97], -v[94:95]
	v_dual_cndmask_b32 v94, v92, v94 :: v_dual_cndmask_b32 v95, v93, v95
	v_add_f64 v[92:93], v[90:91], -v[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v92, 20, v93
	v_dual_mov_b32 v93, v17 :: v_dual_and_b32 v92, 0x7ff, v92
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v92, 16, v92
	v_cmp_lt_u64_e32 vcc_lo, v[92:93], v[16:17]
	v_and_b32_e32 v16, 1, v38
	v_and_b32_e32 v38, 2, v38
	v_dual_cndmask_b32 v91, v91, v102 :: v_dual_cndmask_b32 v90, v90, v39
	v_dual_cndmask_b32 v89, v89, v95 :: v_dual_cndmask_b32 v88, v88, v94
	v_mov_b32_e32 v39, v17
	v_cmp_eq_u64_e64 s1, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[92:93], v[90:91], -v[88:89]
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[90:91], v[90:91], -v[92:93]
	v_add_f64 v[88:89], v[90:91], -v[88:89]
	v_mul_f64 v[90:91], v[92:93], v[92:93]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[104:105], v[88:89], 0.5
	v_mul_f64 v[94:95], v[90:91], s[92:93]
	v_mul_f64 v[96:97], v[90:91], v[90:91]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[94:95], v[94:95], s[94:95]
	v_mul_f64 v[98:99], v[90:91], v[96:97]
	v_mul_f64 v[96:97], v[96:97], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[98:99], v[94:95]
	v_mul_f64 v[98:99], v[90:91], 0.5
	v_add_f64 v[100:101], -v[98:99], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], -v[100:101], 1.0
	v_add_f64 v[98:99], v[102:103], -v[98:99]
	v_mul_f64 v[102:103], v[90:91], s[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], v[102:103], s[82:83]
	v_mul_f64 v[102:103], v[90:91], v[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], v[102:103], s[84:85]
	v_mul_f64 v[96:97], v[96:97], v[102:103]
	v_mul_f64 v[102:103], v[90:91], s[86:87]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], v[102:103], s[88:89]
	v_mul_f64 v[102:103], v[90:91], v[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], v[102:103], s[90:91]
	v_add_f64 v[94:95], v[94:95], v[102:103]
	v_mul_f64 v[102:103], v[90:91], s[74:75]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], v[102:103], s[76:77]
	v_mul_f64 v[102:103], v[90:91], v[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[102:103], v[102:103], s[78:79]
	v_mul_f64 v[102:103], v[90:91], v[102:103]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[96:97], v[102:103], v[96:97]
	v_mul_f64 v[102:103], v[92:93], v[90:91]
	v_mul_f64 v[96:97], v[90:91], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[94:95], v[102:103], v[94:95]
	v_add_f64 v[94:95], v[104:105], -v[94:95]
	v_mul_f64 v[104:105], v[92:93], v[88:89]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[90:91], v[90:91], v[94:95]
	v_add_f64 v[96:97], v[96:97], -v[104:105]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[88:89], v[90:91], -v[88:89]
	v_mul_f64 v[90:91], v[102:103], s[96:97]
	v_add_f64 v[94:95], v[98:99], v[96:97]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[88:89], v[90:91]
	v_add_f64 v[90:91], v[100:101], v[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[88:89], v[92:93], -v[88:89]
	v_xor_b32_e32 v92, 0x80000000, v91
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v38, v92, v91, vcc_lo
	v_xor_b32_e32 v39, 0x80000000, v89
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v16, v88, v90, s1
	v_cndmask_b32_e32 v39, v89, v39, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[36:37]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v36, 0, v16, vcc_lo
	v_div_fixup_f32 v16, v87, v86, v85
	v_sub_f32_e32 v16, v84, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v83, v16
	v_add_f32_e32 v16, 1.0, v16
	v_cndmask_b32_e64 v38, v39, v38, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v37, 0x7ff80000, v38, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	v_add_nc_u32_e32 v36, 0xb4c00100, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v36, 1, v36
	v_sub_nc_u32_e32 v37, v82, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, v16, v36
	v_lshl_add_u32 v36, v37, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v36
	v_cndmask_b32_e32 v0, 0x7fc00000, v16, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v2, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v34, v[34:35]
	global_load_b32 v35, v[26:27], off
	v_add_f32_e32 v36, v45, v45
	v_mul_f32_e32 v36, 0x3d4ccccd, v36
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v36, v35
	v_add_f32_e32 v0, v16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v0, v1, v0 :: v_dual_mul_f32 v1, v76, v34
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v0, v45, v0
	v_add_f32_e32 v81, v1, v0
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v37, v46
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB4_109
.LBB4_128:
	v_xor_b32_e32 v0, s12, v54
	s_xor_b32 s1, s28, s13
	s_mov_b32 s98, 0xdf3e5244
	s_xor_b32 s1, s1, s11
	s_mov_b32 s99, 0x3fc2f112
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s10, s1, 0xd2511f53
	s_mul_i32 s1, s1, 0xd2511f53
	v_xor_b32_e32 v2, s10, v69
	v_xor3_b32 v16, s1, s103, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[34:35], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v2, v2, v70
	v_xor3_b32 v16, v35, s104, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[35:36], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, vcc_hi, v2, v0
	v_xor3_b32 v2, v36, s19, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s18, v1, v34
	v_xor3_b32 v2, v37, s38, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[37:38], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s39, v1, v35
	v_xor3_b32 v2, v38, s102, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s27, v1, v36
	v_xor3_b32 v2, v2, s34, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s35, v1, v37
	v_xor3_b32 v0, v2, s40, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	v_mad_u64_u32 v[36:37], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, v37, s41
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[34:35], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[34:35], 54
	v_cmp_gt_f64_e64 s1, 0x100000, v[34:35]
	v_cndmask_b32_e64 v1, v35, v1, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v0, v34, v0, s1
	v_add_co_u32 v37, s10, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v38, null, 0, 0, s10
	v_and_b32_e32 v1, 0xfffff, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[37:38], 20, v[37:38]
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[0:1], -1.0
	v_add_f64 v[91:92], v[89:90], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[83:84], null, v[91:92], v[91:92], v[89:90]
	v_rcp_f64_e32 v[0:1], v[83:84]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[85:86], -v[83:84], v[0:1], 1.0
	v_fma_f64 v[85:86], v[0:1], v[85:86], v[0:1]
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_div_scale_f32 v16, null, v1, v1, 1.0
	v_sub_f32_e32 v0, v46, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v39, v16
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v82, v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v82, v39
	v_div_scale_f32 v82, vcc_lo, 1.0, v1, 1.0
	v_mul_f32_e32 v87, v82, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v88, v16, v87, v82
	v_fmac_f32_e32 v87, v88, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v82, v16, v87
	v_div_fmas_f32 v82, v82, v39, v87
	v_fma_f64 v[87:88], -v[83:84], v[85:86], 1.0
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v82, v1, 1.0
	v_cndmask_b32_e32 v16, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v16, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, 0x3fb8aa3b, v16
	v_fma_f64 v[93:94], v[85:86], v[87:88], v[85:86]
	v_div_scale_f64 v[85:86], s10, v[89:90], v[91:92], v[89:90]
	v_mul_f64 v[95:96], v[85:86], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[97:98], -v[83:84], v[95:96], v[85:86]
	v_add_f32_e32 v83, 0x4b400000, v39
	v_add_f32_e32 v39, 0xcb400000, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v84, 0xbf317200, v39
	v_dual_mul_f32 v85, 0x35bfbe8e, v39 :: v_dual_add_f32 v84, v16, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v84, v85
	v_mul_f32_e32 v39, v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, 0x3331bb4c, v39
	v_add_f32_e32 v86, 0xb5ddea0e, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v39, v86
	v_add_f32_e32 v86, 0x388ab355, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v39, v86
	v_add_f32_e32 v86, 0xbb360b61, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v39, v86
	v_add_f32_e32 v86, 0x3e2aaaab, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v39, v39, v86
	v_sub_f32_e32 v39, v16, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v86, v16, v39
	v_sub_f32_e32 v87, 2.0, v39
	v_div_scale_f32 v16, null, v87, v87, v86
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v39, v16
	v_fma_f32 v88, -v16, v39, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v39, v88, v39
	v_div_scale_f32 v88, vcc_lo, v86, v87, v86
	v_mul_f32_e32 v99, v88, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v100, -v16, v99, v88
	v_fmac_f32_e32 v99, v100, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v99, v88
	v_div_fmas_f32 v88, v16, v39, v99
	s_mov_b32 vcc_lo, s10
	v_cndmask_b32_e64 v16, 0xfffffc01, v75, s1
	v_div_fmas_f64 v[93:94], v[97:98], v[93:94], v[95:96]
	v_cmp_neq_f64_e64 s1, 0, v[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v37, v16
	v_add_co_ci_u32_e64 v37, null, -1, v38, vcc_lo
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[37:38], v37
	v_div_fixup_f64 v[91:92], v[93:94], v[91:92], v[89:90]
	v_ldexp_f64 v[37:38], v[37:38], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[93:94], v[91:92], v[91:92]
	v_mul_f64 v[95:96], v[93:94], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[95:96], s[98:99]
	s_mov_b32 s98, 0x96cb03de
	s_mov_b32 s99, 0x3fc74664
	v_mul_f64 v[99:100], v[95:96], s[100:101]
	v_add_f64 v[97:98], v[97:98], s[98:99]
	s_mov_b32 s98, 0x94229359
	s_mov_b32 s99, 0x3fd24924
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[99:100], v[99:100], s[16:17]
	v_mul_f64 v[97:98], v[95:96], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[99:100], v[95:96], v[99:100]
	v_add_f64 v[97:98], v[97:98], s[98:99]
	s_mov_b32 s98, 0x9997fa04
	s_mov_b32 s99, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_f64 v[99:100], v[99:100], s[98:99]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[95:96], v[97:98]
	v_mul_f64 v[95:96], v[95:96], v[99:100]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[97:98], v[97:98], s[52:53]
	v_mul_f64 v[93:94], v[93:94], v[97:98]
	v_cvt_f64_u32_e32 v[97:98], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_f64 v[93:94], v[95:96], v[93:94]
	v_mul_f64 v[95:96], v[89:90], 0.5
	v_add_f64 v[37:38], v[37:38], v[97:98]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[95:96], v[89:90], v[95:96]
	v_add_f64 v[93:94], v[95:96], v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f64 v[91:92], v[91:92], v[93:94]
	v_mul_f64 v[93:94], v[37:38], s[54:55]
	v_mul_f64 v[37:38], v[37:38], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[91:92], v[93:94], v[91:92]
	v_add_f64 v[91:92], v[91:92], -v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[89:90], v[89:90], v[91:92]
	v_add_f64 v[37:38], v[37:38], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[37:38], v[37:38], -2.0
	v_cndmask_b32_e32 v16, 0xfff00000, v38, vcc_lo
	s_and_b32 vcc_lo, s1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v34, 0, v37, vcc_lo
	v_cndmask_b32_e64 v35, 0x7ff00000, v16, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f64_e32 vcc_lo, 0x10000000, v[34:35]
	v_cndmask_b32_e64 v16, 0, 0x100, vcc_lo
	v_ldexp_f64 v[34:35], v[34:35], v16
	v_cndmask_b32_e64 v16, 0, 0xffffff80, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rsq_f64_e32 v[37:38], v[34:35]
	v_cmp_class_f64_e64 vcc_lo, v[34:35], 0x260
	v_mul_f64 v[89:90], v[34:35], v[37:38]
	v_mul_f64 v[37:38], v[37:38], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[37:38], v[89:90], 0.5
	v_fma_f64 v[89:90], v[89:90], v[91:92], v[89:90]
	v_fma_f64 v[37:38], v[37:38], v[91:92], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[89:90], v[89:90], v[34:35]
	v_fma_f64 v[89:90], v[91:92], v[37:38], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[91:92], -v[89:90], v[89:90], v[34:35]
	v_fma_f64 v[37:38], v[91:92], v[37:38], v[89:90]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[37:38], v[37:38], v16
	v_dual_cndmask_b32 v35, v38, v35 :: v_dual_cndmask_b32 v34, v37, v34
	v_cvt_f64_u32_e32 v[36:37], v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[36:37], v[36:37], 0.5
	v_ldexp_f64 v[36:37], v[36:37], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[36:37], v[36:37], s[58:59]
	v_mul_f64 v[38:39], v[36:37], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[38:39], 0x43380000, v[38:39]
	v_add_f64 v[89:90], 0xc3380000, v[38:39]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[91:92], v[89:90], s[62:63]
	v_mul_f64 v[93:94], v[89:90], s[66:67]
	v_mul_f64 v[99:100], v[89:90], s[70:71]
	v_add_f64 v[91:92], v[36:37], v[91:92]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[91:92], v[93:94]
	v_add_f64 v[97:98], v[91:92], -v[95:96]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[101:102], v[95:96], v[99:100]
	v_add_f64 v[93:94], v[97:98], v[93:94]
	v_mul_f64 v[97:98], v[89:90], s[68:69]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[97:98], -v[93:94]
	v_add_f64 v[97:98], v[95:96], -v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v16, 20, v98
	v_mov_b32_e32 v98, v17
	v_and_b32_e32 v16, 0x7ff, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v97, 49, v16
	v_bfe_u32 v16, v37, 20, 11
	v_cmp_lt_u64_e32 vcc_lo, v[97:98], v[16:17]
	v_mul_f64 v[97:98], v[89:90], s[72:73]
	v_mul_f64 v[89:90], v[89:90], s[64:65]
	v_cndmask_b32_e32 v39, v95, v101, vcc_lo
	v_cndmask_b32_e32 v103, v96, v102, vcc_lo
	v_add_f64 v[95:96], v[95:96], -v[101:102]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], v[99:100]
	v_add_f64 v[95:96], v[97:98], -v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v95, v93, v95 :: v_dual_cndmask_b32 v96, v94, v96
	v_add_f64 v[93:94], v[91:92], -v[89:90]
	v_lshrrev_b32_e32 v93, 20, v94
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v94, v17 :: v_dual_and_b32 v93, 0x7ff, v93
	v_add_nc_u32_e32 v93, 16, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_cmp_lt_u64_e32 vcc_lo, v[93:94], v[16:17]
	v_dual_cndmask_b32 v89, v89, v95 :: v_dual_and_b32 v16, 1, v38
	v_cndmask_b32_e32 v92, v92, v103, vcc_lo
	v_dual_cndmask_b32 v91, v91, v39 :: v_dual_cndmask_b32 v90, v90, v96
	v_mov_b32_e32 v39, v17
	v_cmp_eq_u64_e64 s1, 0, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[93:94], v[91:92], -v[89:90]
	v_add_f64 v[91:92], v[91:92], -v[93:94]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[89:90], v[91:92], -v[89:90]
	v_mul_f64 v[91:92], v[93:94], v[93:94]
	v_mul_f64 v[105:106], v[89:90], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[95:96], v[91:92], s[92:93]
	v_mul_f64 v[97:98], v[91:92], v[91:92]
	v_add_f64 v[95:96], v[95:96], s[94:95]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[99:100], v[91:92], v[97:98]
	v_mul_f64 v[97:98], v[97:98], v[97:98]
	v_mul_f64 v[95:96], v[99:100], v[95:96]
	v_mul_f64 v[99:100], v[91:92], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[101:102], -v[99:100], 1.0
	v_add_f64 v[103:104], -v[101:102], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[99:100], v[103:104], -v[99:100]
	v_mul_f64 v[103:104], v[91:92], s[80:81]
	v_add_f64 v[103:104], v[103:104], s[82:83]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[103:104], v[91:92], v[103:104]
	v_add_f64 v[103:104], v[103:104], s[84:85]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f64 v[97:98], v[97:98], v[103:104]
	v_mul_f64 v[103:104], v[91:92], s[86:87]
	v_add_f64 v[103:104], v[103:104], s[88:89]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[103:104], v[91:92], v[103:104]
	v_add_f64 v[103:104], v[103:104], s[90:91]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[95:96], v[95:96], v[103:104]
	v_mul_f64 v[103:104], v[91:92], s[74:75]
	v_add_f64 v[103:104], v[103:104], s[76:77]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[103:104], v[91:92], v[103:104]
	v_add_f64 v[103:104], v[103:104], s[78:79]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[103:104], v[91:92], v[103:104]
	v_add_f64 v[97:98], v[103:104], v[97:98]
	v_mul_f64 v[103:104], v[93:94], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[97:98], v[91:92], v[97:98]
	v_mul_f64 v[95:96], v[103:104], v[95:96]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[105:106], -v[95:96]
	v_mul_f64 v[105:106], v[93:94], v[89:90]
	v_mul_f64 v[91:92], v[91:92], v[95:96]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[97:98], v[97:98], -v[105:106]
	v_add_f64 v[89:90], v[91:92], -v[89:90]
	v_mul_f64 v[91:92], v[103:104], s[96:97]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[95:96], v[99:100], v[97:98]
	v_add_f64 v[89:90], v[89:90], v[91:92]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[91:92], v[101:102], v[95:96]
	v_add_f64 v[89:90], v[93:94], -v[89:90]
	v_and_b32_e32 v38, 2, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v93, 0x80000000, v92
	v_cmp_eq_u64_e32 vcc_lo, 0, v[38:39]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v38, v93, v92, vcc_lo
	v_xor_b32_e32 v39, 0x80000000, v90
	v_cndmask_b32_e64 v16, v89, v91, s1
	v_cndmask_b32_e32 v39, v90, v39, vcc_lo
	v_cmp_gt_f64_e32 vcc_lo, 0x413921fb, v[36:37]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v38, v39, v38, s1
	v_cndmask_b32_e32 v36, 0, v16, vcc_lo
	v_div_fixup_f32 v16, v88, v87, v86
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v37, 0x7ff80000, v38, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_sub_f32_e32 v16, v85, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[34:35], v[36:37], v[34:35]
	v_add_nc_u32_e32 v36, 0xb4c00100, v83
	v_sub_f32_e32 v16, v84, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v36, 1, v36
	v_add_f32_e32 v16, 1.0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v37, v83, v36
	v_lshl_add_u32 v36, v36, 23, 0xff800000
	v_mul_f32_e32 v16, v16, v36
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v36, v37, 23, 0x7f800000
	v_mul_f32_e32 v16, v16, v36
	v_add_f32_e32 v36, v46, v46
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0x7fc00000, v16, vcc_lo
	v_mul_f32_e32 v36, 0x3d4ccccd, v36
	v_cmp_eq_f32_e32 vcc_lo, v2, v53
	s_delay_alu instid0(VALU_DEP_3)
	v_mul_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	v_cvt_f32_f64_e32 v34, v[34:35]
	global_load_b32 v35, v[28:29], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v16, v36, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v16, v0
	v_dual_add_f32 v0, v1, v0 :: v_dual_mul_f32 v1, v76, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v0, s20, v0
	v_sub_f32_e32 v0, v46, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v37, v1, v0
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v38, v47
	s_and_saveexec_b32 s14, s8
	s_cbranch_execnz .LBB4_110
	s_branch .LBB4_111
.LBB4_129:
	global_load_b32 v16, v[18:19], off
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v41, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	v_div_scale_f32 v39, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v37, v38
	v_rcp_f32_e32 v77, v39
	v_xor_b32_e32 v39, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v76, null, v38, v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v79, v39, v77, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v76
	v_fma_f32 v80, -v76, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, v80, v78 :: v_dual_fmac_f32 v77, v79, v77
	v_div_scale_f32 v79, s1, v37, v38, v37
	v_mul_f32_e32 v82, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v76, v82, v79
	v_fmac_f32_e32 v82, v84, v78
	v_mul_f32_e32 v80, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v39, v80, v81
	v_fmac_f32_e32 v80, v83, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v81, v39, v80
	v_fma_f32 v39, -v76, v82, v79
	v_div_fmas_f32 v76, v81, v77, v80
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v39, v39, v78, v82
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v76, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	v_sub_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v37, 1, v38
	v_sub_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, v34, v35 :: v_dual_add_f32 v35, v41, v41
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v2, v49
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v34, v16
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v41, v41, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s3
	s_cbranch_execz .LBB4_117
.LBB4_130:
	global_load_b32 v16, v[20:21], off
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v42, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	v_div_scale_f32 v39, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v37, v38
	v_rcp_f32_e32 v77, v39
	v_xor_b32_e32 v39, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v76, null, v38, v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v79, v39, v77, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v76
	v_fma_f32 v80, -v76, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, v80, v78 :: v_dual_fmac_f32 v77, v79, v77
	v_div_scale_f32 v79, s1, v37, v38, v37
	v_mul_f32_e32 v82, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v76, v82, v79
	v_fmac_f32_e32 v82, v84, v78
	v_mul_f32_e32 v80, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v39, v80, v81
	v_fmac_f32_e32 v80, v83, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v81, v39, v80
	v_fma_f32 v39, -v76, v82, v79
	v_div_fmas_f32 v76, v81, v77, v80
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v39, v39, v78, v82
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v76, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	v_sub_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v37, 1, v38
	v_sub_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, v34, v35
	v_add_f32_e32 v35, v42, v42
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v2, v4
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v34, v16
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v42, v42, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s4
	s_cbranch_execz .LBB4_118
.LBB4_131:
	global_load_b32 v16, v[22:23], off
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v43, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	v_div_scale_f32 v39, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v37, v38
	v_rcp_f32_e32 v77, v39
	v_xor_b32_e32 v39, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v76, null, v38, v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v79, v39, v77, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v76
	v_fma_f32 v80, -v76, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, v80, v78 :: v_dual_fmac_f32 v77, v79, v77
	v_div_scale_f32 v79, s1, v37, v38, v37
	v_mul_f32_e32 v82, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v76, v82, v79
	v_fmac_f32_e32 v82, v84, v78
	v_mul_f32_e32 v80, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v39, v80, v81
	v_fmac_f32_e32 v80, v83, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v81, v39, v80
	v_fma_f32 v39, -v76, v82, v79
	v_div_fmas_f32 v76, v81, v77, v80
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v39, v39, v78, v82
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v76, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	v_sub_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v37, 1, v38
	v_sub_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v35
	v_dual_add_f32 v35, v43, v43 :: v_dual_cndmask_b32 v0, 0x7fc00000, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v2, v8
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v34, v16
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v43, v43, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB4_119
.LBB4_132:
	global_load_b32 v16, v[24:25], off
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v44, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	v_div_scale_f32 v39, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v37, v38
	v_rcp_f32_e32 v77, v39
	v_xor_b32_e32 v39, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v76, null, v38, v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v79, v39, v77, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v76
	v_fma_f32 v80, -v76, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, v80, v78 :: v_dual_fmac_f32 v77, v79, v77
	v_div_scale_f32 v79, s1, v37, v38, v37
	v_mul_f32_e32 v82, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v76, v82, v79
	v_fmac_f32_e32 v82, v84, v78
	v_mul_f32_e32 v80, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v39, v80, v81
	v_fmac_f32_e32 v80, v83, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v81, v39, v80
	v_fma_f32 v39, -v76, v82, v79
	v_div_fmas_f32 v76, v81, v77, v80
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v39, v39, v78, v82
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v76, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	v_sub_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v37, 1, v38
	v_sub_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, v34, v35 :: v_dual_add_f32 v35, v44, v44
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v2, v51
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v34, v16
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v44, v44, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB4_120
.LBB4_133:
	global_load_b32 v16, v[26:27], off
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v45, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	v_div_scale_f32 v39, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v37, v38
	v_rcp_f32_e32 v77, v39
	v_xor_b32_e32 v39, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v76, null, v38, v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v79, v39, v77, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v76
	v_fma_f32 v80, -v76, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, v80, v78 :: v_dual_fmac_f32 v77, v79, v77
	v_div_scale_f32 v79, s1, v37, v38, v37
	v_mul_f32_e32 v82, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v76, v82, v79
	v_fmac_f32_e32 v82, v84, v78
	v_mul_f32_e32 v80, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v39, v80, v81
	v_fmac_f32_e32 v80, v83, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v81, v39, v80
	v_fma_f32 v39, -v76, v82, v79
	v_div_fmas_f32 v76, v81, v77, v80
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v39, v39, v78, v82
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v76, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	v_sub_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v37, 1, v38
	v_sub_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, v34, v35 :: v_dual_add_f32 v35, v45, v45
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v2, v12
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v34, v16
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v45, v45, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB4_121
.LBB4_134:
	global_load_b32 v16, v[28:29], off
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v46, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	v_div_scale_f32 v39, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v37, v38
	v_rcp_f32_e32 v77, v39
	v_xor_b32_e32 v39, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v76, null, v38, v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v79, v39, v77, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v76
	v_fma_f32 v80, -v76, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, v80, v78 :: v_dual_fmac_f32 v77, v79, v77
	v_div_scale_f32 v79, s1, v37, v38, v37
	v_mul_f32_e32 v82, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v76, v82, v79
	v_fmac_f32_e32 v82, v84, v78
	v_mul_f32_e32 v80, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v39, v80, v81
	v_fmac_f32_e32 v80, v83, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v81, v39, v80
	v_fma_f32 v39, -v76, v82, v79
	v_div_fmas_f32 v76, v81, v77, v80
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v39, v39, v78, v82
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v76, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	v_sub_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v37, 1, v38
	v_sub_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, v34, v35
	v_add_f32_e32 v35, v46, v46
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v2, v53
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v34, v16
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v46, v46, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s8
	s_cbranch_execz .LBB4_122
.LBB4_135:
	global_load_b32 v16, v[30:31], off
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v47, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	v_div_scale_f32 v39, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v37, v38
	v_rcp_f32_e32 v77, v39
	v_xor_b32_e32 v39, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v76, null, v38, v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v79, v39, v77, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v76
	v_fma_f32 v80, -v76, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, v80, v78 :: v_dual_fmac_f32 v77, v79, v77
	v_div_scale_f32 v79, s1, v37, v38, v37
	v_mul_f32_e32 v82, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v76, v82, v79
	v_fmac_f32_e32 v82, v84, v78
	v_mul_f32_e32 v80, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v39, v80, v81
	v_fmac_f32_e32 v80, v83, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v81, v39, v80
	v_fma_f32 v39, -v76, v82, v79
	v_div_fmas_f32 v76, v81, v77, v80
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v39, v39, v78, v82
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v76, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	v_sub_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v37, 1, v38
	v_sub_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v34, v34, v35
	v_dual_add_f32 v35, v47, v47 :: v_dual_cndmask_b32 v0, 0x7fc00000, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v2, v55
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v34, v16
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_sub_f32_e32 v47, v47, v0
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s1, s9
	s_xor_b32 s10, exec_lo, s1
	s_cbranch_execz .LBB4_19
.LBB4_136:
	global_load_b32 v16, v[32:33], off
	ds_load_b96 v[0:2], v17 offset:32768
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v0, v48, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v0
	v_cndmask_b32_e32 v34, 0xc2d00000, v0, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v34
	v_cndmask_b32_e32 v34, 0x42b20000, v34, vcc_lo
	v_div_scale_f32 v81, vcc_lo, 1.0, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	v_div_scale_f32 v39, null, v1, v1, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v38, v37, v38
	v_rcp_f32_e32 v77, v39
	v_xor_b32_e32 v39, 0x80000000, v39
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v37, v37, v38
	v_sub_f32_e32 v38, 2.0, v38
	v_div_scale_f32 v76, null, v38, v38, v37
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_4)
	v_fma_f32 v79, v39, v77, 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v78, v76
	v_fma_f32 v80, -v76, v78, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v78, v80, v78 :: v_dual_fmac_f32 v77, v79, v77
	v_div_scale_f32 v79, s1, v37, v38, v37
	v_mul_f32_e32 v82, v79, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v84, -v76, v82, v79
	v_fmac_f32_e32 v82, v84, v78
	v_mul_f32_e32 v80, v81, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v83, v39, v80, v81
	v_fmac_f32_e32 v80, v83, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v81, v39, v80
	v_fma_f32 v39, -v76, v82, v79
	v_div_fmas_f32 v76, v81, v77, v80
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v39, v39, v78, v82
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_div_fixup_f32 v1, v76, v1, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v37, v39, v38, v37
	v_add_nc_u32_e32 v38, 0xb4c00100, v35
	v_sub_f32_e32 v36, v36, v37
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v37, 1, v38
	v_sub_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v35, v35, v37
	v_lshl_add_u32 v36, v37, 23, 0xff800000
	v_add_f32_e32 v34, 1.0, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v35, v35, 23, 0x7f800000
	v_mul_f32_e32 v34, v34, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v34, v34, v35 :: v_dual_add_f32 v35, v48, v48
	v_cndmask_b32_e32 v0, 0x7fc00000, v34, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0x3d4ccccd, v35
	v_cmp_eq_f32_e32 vcc_lo, v2, v57
	v_mul_f32_e32 v0, v1, v0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v34, v16
	v_add_f32_e32 v0, v1, v0
	v_cndmask_b32_e64 v1, 0, 0x3dcccccd, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v1, v0
	v_mul_f32_e32 v0, s20, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_sub_f32_e32 v48, v48, v0
	s_branch .LBB4_19
.LBB4_137:
	v_readlane_b32 s20, v109, 0
	v_readlane_b32 s21, v109, 1
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
	v_lshlrev_b32_e32 v0, 2, v15
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v48, s[20:21]
.LBB4_147:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB4_148:
	s_waitcnt vmcnt(0)
	global_store_b32 v40, v41, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB4_140
.LBB4_149:
	v_lshlrev_b32_e32 v0, 2, v3
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v42, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB4_141
.LBB4_150:
	v_lshlrev_b32_e32 v0, 2, v5
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v43, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB4_142
.LBB4_151:
	v_lshlrev_b32_e32 v0, 2, v7
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v44, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB4_143
.LBB4_152:
	v_lshlrev_b32_e32 v0, 2, v9
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v45, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s7
	s_cbranch_execz .LBB4_144
.LBB4_153:
	v_lshlrev_b32_e32 v0, 2, v11
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v46, s[20:21]
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB4_145
.LBB4_154:
	v_lshlrev_b32_e32 v0, 2, v13
	s_waitcnt vmcnt(0)
	global_store_b32 v0, v47, s[20:21]
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
		.amdhsa_next_free_vgpr 110
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

	.set tessera_softmax_pull_w8192.num_vgpr, 110
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
    .vgpr_count:     85
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
    .vgpr_count:     110
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
