	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_gumbel_w256
	.p2align	8
	.type	tessera_gumbel_w256,@function
tessera_gumbel_w256:
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[26:27], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x100, s[28:29]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB0_137
	s_load_b128 s[36:39], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	s_mul_i32 s6, s28, s2
	s_add_i32 s7, s5, s4
	v_cmp_gt_u64_e64 s5, s[28:29], v[0:1]
	s_lshl_b64 s[6:7], s[6:7], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s34, s24, s6
	s_addc_u32 s35, s25, s7
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB0_3
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v1, v2
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB0_14
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_9
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_10
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x1f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB0_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB0_7
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_11
	s_branch .LBB0_13
.LBB0_9:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB0_13
.LBB0_10:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB0_13
.LBB0_11:
	s_lshl_b32 s8, s14, 2
.LBB0_12:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB0_12
.LBB0_13:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2048
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_16
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v1, v2
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB0_27
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_22
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_23
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x1f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB0_20:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB0_20
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_24
	s_branch .LBB0_26
.LBB0_22:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB0_26
.LBB0_23:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB0_26
.LBB0_24:
	s_lshl_b32 s8, s14, 2
.LBB0_25:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB0_25
.LBB0_26:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2052
.LBB0_27:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_29
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB0_40
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_35
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_36
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x1f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB0_33:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB0_33
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_37
	s_branch .LBB0_39
.LBB0_35:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB0_39
.LBB0_36:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB0_39
.LBB0_37:
	s_lshl_b32 s8, s14, 2
.LBB0_38:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB0_38
.LBB0_39:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2064
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_42
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB0_54
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB0_48
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s16, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_49
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s24, s28, 0x1f8
	s_mov_b32 s25, s17
	s_mov_b64 s[6:7], 0
	s_mov_b32 s33, s17
.LBB0_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s33
	s_mov_b64 s[26:27], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cmp_u_f32_e64 s12, v7, v7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s7, s26, s18
	s_cselect_b32 s18, s27, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s13, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	v_cmp_u_f32_e64 s14, v9, v9
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s8
	s_add_u32 s6, s26, 1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_addc_u32 s8, s27, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s8, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 2
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s9, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 3
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s9, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 4
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s9, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 5
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s9, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s9, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 7
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s8
	s_cselect_b32 s18, s6, s7
	s_add_i32 s33, s33, 32
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_add_u32 s6, s26, 8
	s_addc_u32 s7, s27, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[24:25]
	s_cbranch_scc1 .LBB0_46
	s_add_u32 s8, s26, 8
	s_addc_u32 s9, s27, 0
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_50
	s_branch .LBB0_52
.LBB0_48:
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_53
.LBB0_49:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b64 s[8:9], 0
	s_cbranch_execz .LBB0_52
.LBB0_50:
	s_lshl_b32 s10, s8, 2
	.p2align	6
.LBB0_51:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s10
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s19
	s_cselect_b32 s18, s8, s18
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_add_i32 s10, s10, 4
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB0_51
.LBB0_52:
	s_clz_i32_u32 s6, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s6, 32
	s_lshl_b64 s[6:7], s[18:19], s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s6, s6, 1
	s_or_b32 s6, s7, s6
	s_sub_i32 s7, 32, s8
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s6, s7
.LBB0_53:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2068
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b32 s33, s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_56
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s33, v2
	v_cmp_class_f32_e64 s7, v2, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s8, v3, 0x204
	s_and_b32 s7, s8, s7
	v_cndmask_b32_e64 v2, 0, 1.0, s7
	ds_store_b32 v1, v2
.LBB0_56:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB0_67
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_62
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_63
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x1f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB0_60:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB0_60
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_64
	s_branch .LBB0_66
.LBB0_62:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB0_66
.LBB0_63:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB0_66
.LBB0_64:
	s_lshl_b32 s8, s14, 2
.LBB0_65:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB0_65
.LBB0_66:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2072
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s18
	s_load_b128 s[24:27], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s27, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s27, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[24:25], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s6, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB0_71
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_70
	v_mov_b32_e32 v1, 0x81c
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v3, 0x7f800000
	ds_store_2addr_b32 v1, v2, v3 offset1:1
.LBB0_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_71:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_104
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB0_74
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, 0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	v_dual_cndmask_b32 v2, v4, v3 :: v_dual_mov_b32 v3, 1.0
	ds_store_2addr_stride64_b32 v1, v2, v3 offset1:4
.LBB0_74:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s27, s4
	s_cbranch_execz .LBB0_103
	s_clz_i32_u32 s1, s25
	s_clz_i32_u32 s6, s29
	s_min_u32 s1, s1, 32
	s_min_u32 s10, s6, 32
	s_lshl_b64 s[6:7], s[24:25], s1
	s_lshl_b64 s[8:9], s[28:29], s10
	s_min_u32 s6, s6, 1
	s_min_u32 s8, s8, 1
	s_or_b32 s6, s7, s6
	s_or_b32 s7, s9, s8
	s_cvt_f32_u32 s6, s6
	s_cvt_f32_u32 s7, s7
	s_sub_i32 s1, 32, s1
	s_sub_i32 s8, 32, s10
	v_ldexp_f32 v1, s6, s1
	v_ldexp_f32 v2, s7, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_readfirstlane_b32 s58, v1
	v_cmp_nge_f32_e32 vcc_lo, v2, v1
	s_cbranch_vccnz .LBB0_87
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s25, 0
	s_cselect_b32 s12, -1, 0
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s24, s28, 7
	v_cmp_gt_u64_e64 s60, s[6:7], 6
	s_and_b32 s38, s28, 0x1f8
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b64 s[8:9], 0
	s_mov_b32 s39, s25
	v_cndmask_b32_e64 v4, 0, 1, s60
	s_cselect_b32 s61, -1, 0
	s_mov_b32 s59, s25
	s_branch .LBB0_79
.LBB0_77:
	v_clz_i32_u32_e32 v5, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v5, 32, v5
	v_lshlrev_b64 v[1:2], v5, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v1, 1, v1
	v_or_b32_e32 v1, v2, v1
	v_sub_nc_u32_e32 v2, 32, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_ldexp_f32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s10, v1
.LBB0_78:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s10, s58
	s_cselect_b32 s59, s13, s59
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], 32
	s_cbranch_scc1 .LBB0_88
.LBB0_79:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s1, 1, v4
	s_lshr_b32 s10, 0x80000000, s8
	s_and_not1_b32 vcc_lo, exec_lo, s12
	s_or_b32 s13, s10, s59
	s_mov_b32 s10, 0
	s_cbranch_vccnz .LBB0_78
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_84
	s_mov_b64 s[10:11], 0
	s_mov_b32 s14, 0
.LBB0_82:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s14
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s14, s14, 32
	s_cmp_lg_u64 s[38:39], s[10:11]
	ds_load_2addr_b32 v[5:6], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_le_u32_e32 vcc_lo, s13, v5
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v6
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_le_u32_e32 vcc_lo, s13, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v8
	v_cndmask_b32_e64 v8, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s13, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v10
	v_add_co_u32 v1, s1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s1
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v11
	v_add_co_u32 v1, s1, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s1
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v12
	v_add_co_u32 v1, s1, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s1
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB0_82
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s1, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_77
	s_branch .LBB0_85
.LBB0_84:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB0_77
.LBB0_85:
	s_lshl_b32 s1, s10, 2
	s_mov_b64 s[10:11], s[24:25]
.LBB0_86:
	v_mov_b32_e32 v5, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v5
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB0_86
	s_branch .LBB0_77
.LBB0_87:
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB0_102
.LBB0_88:
	s_clz_i32_u64 s1, s[6:7]
	s_mov_b32 s42, 0
	s_min_u32 s62, s1, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s8, 64, s62
	s_subb_u32 s9, 0, 0
	s_lshl_b64 s[40:41], -1, s8
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB0_101
	v_cmp_gt_u64_e64 s1, s[8:9], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s47, s9, 0
	s_cselect_b32 s46, s8, 1
	s_sub_u32 s63, 0, s40
	s_subb_u32 s64, 0, s41
	s_sub_u32 s48, 0, s38
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[40:41]
	s_branch .LBB0_92
.LBB0_90:
	v_clz_i32_u32_e32 v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v4, 32, v4
	v_lshlrev_b64 v[1:2], v4, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v1, 1, v1
	v_or_b32_e32 v1, v2, v1
	v_sub_nc_u32_e32 v2, 32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_ldexp_f32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s1, v1
.LBB0_91:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s58
	s_cselect_b32 s45, s55, s45
	s_cselect_b32 s44, s54, s44
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_cmp_eq_u64 s[52:53], s[46:47]
	s_cbranch_scc1 .LBB0_101
.LBB0_92:
	v_cmp_ne_u32_e32 vcc_lo, 1, v3
	s_add_i32 s1, s52, s62
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[6:7], s[42:43], s1
	s_or_b64 s[54:55], s[6:7], s[44:45]
	s_cbranch_vccnz .LBB0_97
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_cbranch_vccnz .LBB0_98
	s_mov_b64 s[56:57], 0
	s_mov_b32 s65, 0
.LBB0_95:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s65
	s_add_u32 s68, s63, s56
	s_addc_u32 s69, s64, s57
	s_add_u32 s6, s68, -1
	s_addc_u32 s7, s69, -1
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	v_cmp_ge_u64_e64 s66, s[6:7], s[54:55]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s1, s59, v4
	v_cmp_lt_u32_e32 vcc_lo, s59, v4
	v_cmp_eq_u32_e64 s7, s59, v5
	v_cmp_lt_u32_e64 s6, s59, v5
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s9, s59, v6
	s_and_b32 s1, s66, s1
	v_cmp_lt_u32_e64 s8, s59, v6
	s_or_b32 s1, vcc_lo, s1
	s_add_u32 s66, s68, -2
	s_addc_u32 s67, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[66:67], s[54:55]
	v_cmp_eq_u32_e64 s11, s59, v7
	v_cmp_lt_u32_e64 s10, s59, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u32_e64 s13, s59, v8
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s7
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s6, s1
	s_add_u32 s6, s68, -3
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	v_cmp_lt_u32_e64 s12, s59, v8
	v_cmp_eq_u32_e64 s15, s59, v9
	v_cmp_lt_u32_e64 s14, s59, v9
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s9
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s8, s1
	s_add_u32 s6, s68, -4
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s17, s59, v10
	v_cmp_lt_u32_e64 s16, s59, v10
	v_cmp_eq_u32_e64 s19, s59, v11
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s11
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s10, s1
	s_add_u32 s6, s68, -5
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	v_cmp_lt_u32_e64 s18, s59, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s13
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s12, s1
	s_add_u32 s6, s68, -6
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s15
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s14, s1
	s_add_u32 s6, s68, -7
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s17
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s16, s1
	s_add_u32 s6, s68, -8
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s19
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s18, s1
	s_add_u32 s56, s56, -8
	v_cndmask_b32_e64 v4, 0, 1, s1
	s_addc_u32 s57, s57, -1
	s_add_i32 s65, s65, 32
	s_cmp_lg_u64 s[48:49], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB0_95
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b32 s1, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_90
	s_branch .LBB0_99
.LBB0_97:
	s_mov_b32 s1, 0
	s_branch .LBB0_91
.LBB0_98:
	s_mov_b64 s[8:9], 0
	s_cbranch_execz .LBB0_90
.LBB0_99:
	s_sub_u32 s6, s50, s8
	s_subb_u32 s7, s51, s9
	s_lshl_b32 s10, s8, 2
	s_mov_b64 s[8:9], s[24:25]
	.p2align	6
.LBB0_100:
	v_mov_b32_e32 v4, s10
	v_cmp_ge_u64_e64 s11, s[6:7], s[54:55]
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s59, v4
	v_cmp_lt_u32_e64 s1, s59, v4
	s_and_b32 s11, s11, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s1, s11
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	s_addc_u32 s7, s7, -1
	s_add_i32 s10, s10, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB0_100
	s_branch .LBB0_90
.LBB0_101:
	s_not_b64 s[6:7], s[40:41]
	s_and_b32 s1, s59, 0x7fffffff
	s_not_b32 s8, s59
	s_cmp_lt_i32 s59, 0
	s_cselect_b32 s1, s1, s8
	s_sub_u32 s6, s6, s44
	s_subb_u32 s7, s7, s45
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s8, s7
	s_min_u32 s8, s8, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s8
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s6, s7, s6
	s_sub_i32 s7, 32, s8
	s_cvt_f32_u32 s6, s6
	v_ldexp_f32 v1, s6, s7
.LBB0_102:
	v_dual_mov_b32 v2, s1 :: v_dual_mov_b32 v3, 0x81c
	ds_store_2addr_b32 v3, v2, v1 offset1:1
.LBB0_103:
	s_or_b32 exec_lo, exec_lo, s27
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_104:
	s_cmp_nlt_f32 s26, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s6, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s18, s1, s6
	s_mov_b32 s1, -1
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB0_118
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_121
.LBB0_106:
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_146
.LBB0_107:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_149
.LBB0_108:
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_164
.LBB0_109:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_167
.LBB0_110:
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB0_112
.LBB0_111:
	v_lshlrev_b32_e32 v17, 2, v0
	v_mov_b32_e32 v1, 0x824
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s14, 0x1d8e78af
	global_load_b32 v7, v17, s[34:35]
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_mov_b32 s16, 0x94229359
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s24, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s25, 0x3fe55555
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v18, s33, v7
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v18, v1
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v3, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_mul_f32_e32 v4, 0x3fb8aa3b, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, 0x4b400000, v4
	v_add_f32_e32 v5, 0xcb400000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, 0xbf317200, v5
	v_mul_f32_e32 v5, 0x35bfbe8e, v5
	v_add_f32_e32 v3, v3, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v3, v5
	v_mul_f32_e32 v8, v6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3331bb4c, v8
	v_add_f32_e32 v9, 0xb5ddea0e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v8, v9
	v_add_f32_e32 v9, 0x388ab355, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v8, v9
	v_add_f32_e32 v9, 0xbb360b61, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v8, v9
	v_add_f32_e32 v9, 0x3e2aaaab, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v9
	v_sub_f32_e32 v8, v6, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v6, v8
	v_sub_f32_e32 v8, 2.0, v8
	v_div_scale_f32 v9, null, v8, v8, v6
	v_div_scale_f32 v12, vcc_lo, v6, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v10, v9
	v_fma_f32 v11, -v9, v10, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v11, v10
	v_mul_f32_e32 v11, v12, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v13, -v9, v11, v12
	v_fmac_f32_e32 v11, v13, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v9, -v9, v11, v12
	v_cvt_f32_ubyte0_e32 v12, v0
	v_div_fmas_f32 v9, v9, v10, v11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v6, v9, v8, v6
	v_dual_sub_f32 v5, v5, v6 :: v_dual_add_nc_u32 v8, 0xb4c00100, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v6, 1, v8
	v_sub_f32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v4, v4, v6
	v_lshl_add_u32 v5, v6, 23, 0xff800000
	v_add_nc_u32_e64 v6, 0x800, 0
	v_add_f32_e32 v3, 1.0, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v4, v4, 23, 0x7f800000
	v_mul_f32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, v3, v4 :: v_dual_mov_b32 v4, 0x81c
	v_cndmask_b32_e32 v1, 0x7fc00000, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v8, null, v2, v2, v1
	v_div_scale_f32 v10, vcc_lo, v1, v2, v1
	v_rcp_f32_e32 v9, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v3, -v8, v9, 1.0
	v_fmac_f32_e32 v9, v3, v9
	ds_load_2addr_b32 v[3:4], v4 offset1:1
	v_mul_f32_e32 v11, v10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v5, -v8, v11, v10
	v_fmac_f32_e32 v11, v5, v9
	ds_load_2addr_b32 v[5:6], v6 offset0:2 offset1:11
	v_fma_f32 v8, -v8, v11, v10
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e64 s1, v4, v12
	v_cmp_eq_f32_e64 s5, v7, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_div_fmas_f32 v4, v8, v9, v11
	v_cmp_gt_f32_e32 vcc_lo, v7, v3
	s_and_b32 s1, s5, s1
	v_cndmask_b32_e64 v7, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v1, v4, v2, v1
	v_cndmask_b32_e64 v3, 0, 1.0, vcc_lo
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v7, v3
	v_cndmask_b32_e32 v19, v3, v7, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v20, -1.0, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v5, v12
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_cmp_eq_f32_e64 s1, v20, v6
	s_and_b32 s1, s1, vcc_lo
	s_cmp_ge_f32 s26, 1.0
	s_mov_b32 s26, 0x35793c76
	s_mov_b32 s27, 0x3dea39ef
	s_cselect_b32 s5, -1, 0
	s_xor_b64 s[6:7], s[36:37], s[30:31]
	s_mul_i32 s6, s36, 0xcd9e8d57
	v_xor_b32_e32 v1, s7, v1
	s_add_i32 s7, s30, 0x9e3779b9
	s_add_i32 s8, s31, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v2, s6, s7, v2
	s_mul_hi_u32 s6, s36, 0xcd9e8d57
	s_add_i32 s7, s31, 0xbb67ae85
	s_xor_b32 s6, s30, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_xor_b32 s6, s2, s6
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v0, s7, s9, v0
	s_add_i32 s7, s30, 0xdaa66d2b
	v_xor3_b32 v5, s6, s8, v3
	s_add_i32 s6, s30, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[3:4], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v5, 0
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v0, s6, v4, v1
	s_add_i32 s6, s31, 0x32370b8f
	v_xor3_b32 v3, s7, v8, v3
	s_add_i32 s7, s31, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s6, v1, v2
	s_add_i32 s6, s30, 0x78dde6e4
	v_xor3_b32 v2, s7, v4, v0
	s_add_i32 s7, s30, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s6, v1, v7
	s_add_i32 s6, s31, 0xa9066899
	v_xor3_b32 v2, s7, v5, v0
	s_add_i32 s7, s31, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s6, v1, v3
	s_add_i32 s6, s30, 0xb54cda56
	v_xor3_b32 v2, s7, v8, v0
	s_add_i32 s7, s30, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s6, v1, v4
	s_add_i32 s6, s31, 0x1fd5c5a3
	v_xor3_b32 v2, s7, v2, v0
	s_add_i32 s7, s31, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s6, v1, v7
	s_add_i32 s6, s30, 0x8ff34781
	v_xor3_b32 v0, s7, v2, v0
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	v_xor3_b32 v0, v1, s6, v0
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[0:1], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], 0xffffffe0
	v_add_nc_u32_e32 v13, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v13
	v_lshrrev_b32_e32 v13, 20, v13
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, s11, 0xfffffc01, v13
	v_add_co_ci_u32_e64 v13, null, 0, -1, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[0:1], v[0:1], -1.0
	v_cvt_f64_i32_e32 v[13:14], v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[2:3], v[0:1], 2.0
	v_mul_f64 v[15:16], v[0:1], 0.5
	v_div_scale_f64 v[4:5], null, v[2:3], v[2:3], v[0:1]
	v_div_scale_f64 v[11:12], vcc_lo, v[0:1], v[2:3], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[7:8], v[4:5]
	v_fma_f64 v[9:10], -v[4:5], v[7:8], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_fma_f64 v[9:10], -v[4:5], v[7:8], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_mul_f64 v[9:10], v[11:12], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[4:5], -v[4:5], v[9:10], v[11:12]
	v_div_fmas_f64 v[4:5], v[4:5], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[2:3], v[4:5], v[2:3], v[0:1]
	v_mul_f64 v[4:5], v[2:3], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[4:5], v[4:5]
	v_mul_f64 v[9:10], v[7:8], s[6:7]
	v_mul_f64 v[11:12], v[7:8], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[9:10], s[8:9]
	v_add_f64 v[11:12], v[11:12], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[7:8], v[9:10]
	v_mul_f64 v[11:12], v[7:8], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[9:10], s[16:17]
	v_add_f64 v[11:12], v[11:12], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[7:8], v[9:10]
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_ldexp_f64 v[11:12], v[13:14], 32
	v_mul_f64 v[13:14], v[0:1], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], s[24:25]
	v_mul_f64 v[4:5], v[4:5], v[9:10]
	v_cvt_f64_u32_e32 v[9:10], v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[7:8], v[4:5]
	v_add_f64 v[7:8], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[13:14], v[4:5]
	v_mul_f64 v[9:10], v[7:8], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[2:3], v[2:3], v[4:5]
	v_mul_f64 v[4:5], v[7:8], s[30:31]
	v_add_f64 v[2:3], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -v[13:14]
	v_add_f64 v[0:1], v[0:1], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[4:5], v[0:1]
	v_xor_b32_e32 v1, 0x80000000, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s11, 0x95f62, v1
	v_add_co_ci_u32_e64 v3, null, 0, 0, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v2
	v_lshrrev_b64 v[2:3], 20, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x3fe6a09e, v1
	v_add_f64 v[0:1], v[0:1], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[0:1], 2.0
	v_mul_f64 v[15:16], v[0:1], 0.5
	v_div_scale_f64 v[7:8], null, v[4:5], v[4:5], v[0:1]
	v_div_scale_f64 v[13:14], vcc_lo, v[0:1], v[4:5], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[9:10], v[7:8]
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	v_mul_f64 v[11:12], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], -v[7:8], v[11:12], v[13:14]
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[11:12]
	v_add_co_u32 v21, vcc_lo, 0xfffffc01, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, -1, v3, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v20, v6
	v_cvt_f64_i32_e32 v[2:3], v2
	v_div_fixup_f64 v[4:5], v[7:8], v[4:5], v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[2:3], v[2:3], 32
	v_mul_f64 v[7:8], v[4:5], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_mul_f64 v[11:12], v[9:10], s[6:7]
	v_mul_f64 v[13:14], v[9:10], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[11:12], s[8:9]
	v_add_f64 v[13:14], v[13:14], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[11:12], s[16:17]
	v_add_f64 v[13:14], v[13:14], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_mul_f64 v[13:14], v[0:1], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], s[24:25]
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_cvt_f64_u32_e32 v[11:12], v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[9:10], v[7:8]
	v_add_f64 v[2:3], v[2:3], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[13:14], v[7:8]
	v_mul_f64 v[9:10], v[2:3], s[26:27]
	v_mul_f64 v[2:3], v[2:3], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[4:5], v[4:5], v[7:8]
	v_add_f64 v[4:5], v[9:10], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], -v[13:14]
	v_add_f64 v[0:1], v[0:1], v[4:5]
	v_cndmask_b32_e64 v4, 1.0, 0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[0:1], v[2:3], v[0:1]
	v_cndmask_b32_e64 v2, 0, 1.0, s1
	v_cndmask_b32_e64 v3, 0, 1.0, s5
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v4, v3
	v_cndmask_b32_e32 v2, v3, v4, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v1, v19, v1
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_sub_f32_e32 v0, v18, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0xff800000, v0, vcc_lo
	ds_store_b32 v17, v0
.LBB0_112:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB0_135
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB0_129
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s14, s28, 7
	v_cmp_lt_u64_e64 s1, s[6:7], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_130
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s18, s28, 0x1f8
	s_mov_b32 s19, s15
	s_mov_b64 s[6:7], 0
	s_mov_b32 s26, s15
.LBB0_116:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s26
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_mov_b64 s[24:25], s[6:7]
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s5, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s6, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s7, v3, v3
	v_cmp_u_f32_e64 s8, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s9, v5, v5
	s_or_b32 vcc_lo, s1, s5
	v_cmp_u_f32_e64 s10, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s5, s24, s16
	s_cselect_b32 s16, s25, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s11, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	v_cmp_u_f32_e64 s12, v8, v8
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s24, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s6, s25, 0
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s6, s16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v3, v0
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v4, v0
	s_and_b32 s7, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v5, v0
	s_and_b32 s7, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v6, v0
	s_and_b32 s7, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v7, v0
	s_and_b32 s7, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v8, v0
	s_and_b32 s7, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 7
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s17, s7, s6
	s_cselect_b32 s16, s1, s5
	s_add_i32 s26, s26, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s6, s24, 8
	s_addc_u32 s7, s25, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB0_116
	s_add_u32 s6, s24, 8
	s_addc_u32 s7, s25, 0
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_131
	s_branch .LBB0_133
.LBB0_118:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:2084
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_106
.LBB0_121:
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_123
	v_lshlrev_b32_e32 v3, 2, v0
	v_cvt_f32_ubyte0_e32 v5, v0
	global_load_b32 v4, v3, s[34:35]
	v_mov_b32_e32 v1, 0x81c
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s1, v4, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s6
	v_cndmask_b32_e64 v2, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_mul_f32 v2, s33, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	ds_store_b32 v3, v1
.LBB0_123:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB0_144
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_138
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s1, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_139
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x1f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB0_127:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s1, v2, v1
	v_cmp_u_f32_e64 s7, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v4, v4
	v_cmp_u_f32_e64 s9, v5, v5
	s_and_b32 s6, vcc_lo, s6
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v6, v6
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v3, v1
	s_and_b32 s6, vcc_lo, s7
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v4, v1
	s_and_b32 s6, vcc_lo, s8
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v5, v1
	s_and_b32 s6, vcc_lo, s9
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v6, v1
	s_and_b32 s6, vcc_lo, s10
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB0_127
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB0_140
.LBB0_129:
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_134
.LBB0_130:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB0_133
.LBB0_131:
	s_lshl_b32 s8, s6, 2
	.p2align	6
.LBB0_132:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s8
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s5, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s17, s7, s17
	s_cselect_b32 s16, s6, s16
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s8, s8, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB0_132
.LBB0_133:
	s_clz_i32_u32 s1, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[6:7], s[16:17], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s5, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s7, s5
	s_cvt_f32_u32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s5, s1
.LBB0_134:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:2060
.LBB0_135:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_137
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x80c
	v_mov_b32_e32 v4, 0x814
	ds_load_b64 v[0:1], v6 offset:2048
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v1, 0x41000000, v5 :: v_dual_add_f32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v3, v1, v0
	v_cndmask_b32_e64 v0, v4, v2, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s22, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_addc_u32 s1, s23, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s20, s2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	s_addc_u32 s3, s21, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s6, s4
	s_and_b32 s4, s6, 0x7fffffff
	s_ashr_i32 s6, s6, 31
	s_mul_f32 s5, s4, 0x2f800000
	s_mov_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_floor_f32 s5, s5
	s_fmac_f32 s4, s5, 0xcf800000
	s_cvt_u32_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s4, s4
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_sub_u32 s4, s4, s6
	s_subb_u32 s5, s5, s6
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	global_store_b64 v6, v[0:1], s[0:1]
	global_load_b32 v0, v6, s[2:3]
	v_cvt_u32_f32_e32 v1, v3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB0_137:
	s_endpgm
.LBB0_138:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB0_143
.LBB0_139:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s1, -1
.LBB0_140:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_143
	s_lshl_b32 s7, s14, 2
.LBB0_142:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s7
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s7, s7, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB0_142
.LBB0_143:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2084
.LBB0_144:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_107
.LBB0_146:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:2088
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_108
.LBB0_149:
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_151
	v_lshlrev_b32_e32 v3, 2, v0
	global_load_b32 v4, v3, s[34:35]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v1, 0 :: v_dual_mul_f32 v2, s33, v4
	ds_load_b32 v1, v1 offset:2084
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v5, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v5
	v_cndmask_b32_e32 v1, 0xc2d00000, v5, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v6, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, 0xcb400000, v6
	v_mul_f32_e32 v7, 0xbf317200, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v7, v1, v7 :: v_dual_mul_f32 v8, 0x35bfbe8e, v2
	v_sub_f32_e32 v1, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v1, v1
	v_mul_f32_e32 v9, 0x3331bb4c, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xb5ddea0e, v9
	v_mul_f32_e32 v9, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x388ab355, v9
	v_mul_f32_e32 v9, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xbb360b61, v9
	v_mul_f32_e32 v9, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x3e2aaaab, v9
	v_mul_f32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v1, v2
	v_mul_f32_e32 v9, v1, v2
	v_sub_f32_e32 v10, 2.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v1, null, v10, v10, v9
	v_div_scale_f32 v12, vcc_lo, v9, v10, v9
	v_rcp_f32_e32 v11, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, -v1, v11, 1.0
	v_fmac_f32_e32 v11, v2, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v2, -v1, v13, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v13, v2, v11 :: v_dual_mov_b32 v2, 0x81c
	v_fma_f32 v12, -v1, v13, v12
	ds_load_2addr_b32 v[1:2], v2 offset1:1
	v_div_fmas_f32 v11, v12, v11, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v6
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v7, v7, v8
	v_cvt_f32_ubyte0_e32 v8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v4, v1
	v_sub_nc_u32_e32 v6, v6, v9
	v_cmp_gt_f32_e64 s6, v4, v1
	v_add_f32_e32 v7, 1.0, v7
	v_cmp_ge_f32_e64 s1, v2, v8
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	v_lshl_add_u32 v2, v6, 23, 0x7f800000
	v_cndmask_b32_e64 v1, 0, 1.0, s6
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v7, v9
	v_cndmask_b32_e64 v6, 0, 1.0, s1
	v_mul_f32_e32 v2, v4, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0, v2, vcc_lo
	ds_store_b32 v3, v1
.LBB0_151:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_162
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc1 .LBB0_161
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s7, s[6:7], 7
	s_and_b32 s6, s28, 7
	s_and_b32 vcc_lo, exec_lo, s7
	s_mov_b32 s7, 0
	s_cbranch_vccnz .LBB0_157
	v_mov_b32_e32 v2, 0
	s_and_b32 s8, s28, 0x1f8
	s_mov_b32 s9, s7
	s_mov_b64 s[10:11], 0
	s_mov_b32 s12, s7
	.p2align	6
.LBB0_155:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s12
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[8:9], s[10:11]
	ds_load_2addr_b32 v[3:4], v9 offset1:1
	ds_load_2addr_b32 v[5:6], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[7:8], v9 offset0:4 offset1:5
	ds_load_2addr_b32 v[9:10], v9 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v10
	s_cbranch_scc1 .LBB0_155
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB0_158
.LBB0_157:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s9, -1
.LBB0_158:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB0_161
	s_lshl_b32 s8, s8, 2
.LBB0_160:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_cbranch_scc1 .LBB0_160
.LBB0_161:
	ds_store_b32 v1, v2 offset:2088
.LBB0_162:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_109
.LBB0_164:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB0_166
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v2, 0x7f800000
	v_add_nc_u32_e64 v3, 0x800, 0
	ds_store_2addr_b32 v3, v2, v1 offset0:2 offset1:11
.LBB0_166:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_110
.LBB0_167:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB0_169
	v_lshlrev_b32_e32 v5, 2, v0
	v_mov_b32_e32 v1, 0x824
	global_load_b32 v6, v5, s[34:35]
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s33, v6
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v3, v1
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v3, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_mul_f32_e32 v4, 0x3fb8aa3b, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, 0x4b400000, v4
	v_add_f32_e32 v7, 0xcb400000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, 0xbf317200, v7
	v_mul_f32_e32 v7, 0x35bfbe8e, v7
	v_add_f32_e32 v3, v3, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v3, v7
	v_mul_f32_e32 v9, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x3331bb4c, v9
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x388ab355, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0xbb360b61, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v10
	v_sub_f32_e32 v9, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v9
	v_sub_f32_e32 v9, 2.0, v9
	v_div_scale_f32 v10, null, v9, v9, v8
	v_div_scale_f32 v13, vcc_lo, v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v11, v10
	v_fma_f32 v12, -v10, v11, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v12, v11
	v_mul_f32_e32 v12, v13, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v10, v12, v13
	v_fmac_f32_e32 v12, v14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v10, v12, v13
	v_div_fmas_f32 v10, v10, v11, v12
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cvt_f32_ubyte0_e32 v12, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_add_nc_u32_e32 v9, 0xb4c00100, v4
	v_sub_f32_e32 v7, v7, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v8, 1, v9
	v_sub_f32_e32 v3, v3, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v4, v4, v8
	v_lshl_add_u32 v7, v8, 23, 0xff800000
	v_add_f32_e32 v3, 1.0, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v4, v4, 23, 0x7f800000
	v_mul_f32_e32 v3, v3, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v3, v4
	v_cndmask_b32_e32 v1, 0x7fc00000, v3, vcc_lo
	v_mov_b32_e32 v3, 0x81c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v7, null, v2, v2, v1
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	v_div_scale_f32 v10, vcc_lo, v1, v2, v1
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v8, v9, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s1, v4, v12
	v_cmp_eq_f32_e64 s6, v6, v3
	v_cmp_gt_f32_e64 s7, v6, v3
	s_and_b32 s1, s6, s1
	v_cndmask_b32_e64 v3, 0, 1.0, s7
	v_cndmask_b32_e64 v6, 0, 1.0, s1
	v_mul_f32_e32 v9, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v7, v9, v10
	v_fmac_f32_e32 v9, v11, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v4, -v7, v9, v10
	v_div_fmas_f32 v4, v4, v8, v9
	v_cmp_gt_f32_e32 vcc_lo, v6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v4, v2, v1
	v_dual_cndmask_b32 v2, v3, v6 :: v_dual_add_f32 v3, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	v_dual_cndmask_b32 v2, -1.0, v3 :: v_dual_cndmask_b32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v2, v4, v3, vcc_lo
	ds_store_2addr_stride64_b32 v5, v2, v1 offset1:4
.LBB0_169:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s27, s4
	s_cbranch_execz .LBB0_206
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u64 s[28:29], 0
	s_cbranch_scc1 .LBB0_175
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[6:7], 7
	s_and_b32 s6, s28, 7
	s_mov_b32 s7, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_176
	v_mov_b32_e32 v1, 0
	s_and_b32 s8, s28, 0x1f8
	s_mov_b32 s9, s7
	s_mov_b64 s[10:11], 0
	s_movk_i32 s1, 0x400
	.p2align	6
.LBB0_173:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s1
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[8:9], s[10:11]
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v9
	s_cbranch_scc1 .LBB0_173
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB0_177
.LBB0_175:
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_180
.LBB0_176:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s1, -1
.LBB0_177:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_180
	s_lshl2_add_u32 s1, s8, 0x400
.LBB0_179:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB0_179
.LBB0_180:
	s_cmp_ngt_f32 s26, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s26, v1
	s_mov_b32 s25, 0
	s_cselect_b32 s1, -1, 0
	s_or_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_191
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s38, s28, 7
	v_cmp_gt_u64_e64 s58, s[6:7], 6
	s_mov_b32 s39, s25
	s_and_b32 s24, s28, 0x1f8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v2, 0, 1, s12
	s_cmp_lg_u64 s[38:39], 0
	v_cndmask_b32_e64 v3, 0, 1, s58
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s59, -1, 0
	s_branch .LBB0_183
.LBB0_182:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s26, v5
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], 32
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_cbranch_scc1 .LBB0_192
.LBB0_183:
	s_lshr_b32 s1, 0x80000000, s8
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v4, s1, v1
	v_cmp_ne_u32_e64 s1, 1, v3
	s_and_not1_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB0_182
	v_mov_b32_e32 v5, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_188
	s_mov_b64 s[10:11], 0
	s_mov_b32 s1, 0
.LBB0_186:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s13, s1, 0x400
	v_mov_b32_e32 v16, s1
	v_mov_b32_e32 v8, s13
	s_add_i32 s13, s1, 0x408
	s_add_i32 s14, s1, 0x418
	ds_load_2addr_b32 v[6:7], v16 offset1:1
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v6, 0, v8, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v6
	v_dual_cndmask_b32 v7, 0, v9 :: v_dual_mov_b32 v12, s13
	s_add_i32 s13, s1, 0x410
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	v_add_f32_e32 v5, v5, v7
	ds_load_2addr_b32 v[10:11], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[24:25], s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v10, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v6, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v4
	v_mov_b32_e32 v18, s13
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v20, s14 :: v_dual_add_f32 v5, v5, v6
	v_cndmask_b32_e32 v7, 0, v13, vcc_lo
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	ds_load_2addr_b32 v[18:19], v18 offset1:1
	ds_load_2addr_b32 v[20:21], v20 offset1:1
	v_add_f32_e32 v5, v5, v7
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u32_e32 vcc_lo, v14, v4
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v6, 0, v18, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v15, v4
	v_cndmask_b32_e32 v7, 0, v19, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v16, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v5, v6 :: v_dual_cndmask_b32 v6, 0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, v5, v7
	v_cmp_ge_u32_e32 vcc_lo, v17, v4
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v7, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v7
	s_cbranch_scc1 .LBB0_186
	s_mov_b64 s[10:11], s[24:25]
	s_mov_b32 s1, s59
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_182
	s_branch .LBB0_189
.LBB0_188:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB0_182
.LBB0_189:
	s_lshl_b32 s1, s10, 2
	s_mov_b64 s[10:11], s[38:39]
.LBB0_190:
	v_mov_b32_e32 v6, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_2addr_stride64_b32 v[6:7], v6 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	v_cndmask_b32_e32 v6, 0, v7, vcc_lo
	v_add_f32_e32 v5, v5, v6
	s_cbranch_scc1 .LBB0_190
	s_branch .LBB0_182
.LBB0_191:
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v2, 0xff800000
	s_branch .LBB0_205
.LBB0_192:
	s_clz_i32_u64 s1, s[6:7]
	s_mov_b32 s42, 0
	s_min_u32 s60, s1, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s8, 64, s60
	s_subb_u32 s9, 0, 0
	s_lshl_b64 s[40:41], -1, s8
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB0_204
	v_cmp_gt_u64_e64 s1, s[8:9], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s47, s9, 0
	s_cselect_b32 s46, s8, 1
	s_sub_u32 s61, 0, s40
	s_subb_u32 s62, 0, s41
	s_sub_u32 s48, 0, s24
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[40:41]
	s_branch .LBB0_196
.LBB0_194:
	s_mov_b32 s63, 0
.LBB0_195:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s63, s26
	s_cselect_b32 s45, s55, s45
	s_cselect_b32 s44, s54, s44
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_cmp_eq_u64 s[52:53], s[46:47]
	s_cbranch_scc1 .LBB0_204
.LBB0_196:
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_add_i32 s1, s52, s60
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[6:7], s[42:43], s1
	s_or_b64 s[54:55], s[6:7], s[44:45]
	s_cbranch_vccnz .LBB0_194
	s_and_not1_b32 vcc_lo, exec_lo, s58
	s_cbranch_vccnz .LBB0_201
	s_mov_b32 s63, 0
	s_mov_b64 s[56:57], 0
	s_mov_b32 s64, 0
.LBB0_199:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s64
	s_add_i32 s1, s64, 0x400
	s_add_u32 s65, s61, s56
	s_addc_u32 s68, s62, s57
	s_add_u32 s6, s65, -1
	ds_load_2addr_b32 v[3:4], v9 offset1:1
	ds_load_2addr_b32 v[5:6], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[7:8], v9 offset0:4 offset1:5
	ds_load_2addr_b32 v[9:10], v9 offset0:6 offset1:7
	s_addc_u32 s7, s68, -1
	v_mov_b32_e32 v11, s1
	v_cmp_ge_u64_e64 s66, s[6:7], s[54:55]
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s1, v3, v1
	v_cmp_gt_u32_e32 vcc_lo, v3, v1
	v_cmp_eq_u32_e64 s7, v4, v1
	v_cmp_gt_u32_e64 s6, v4, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s9, v5, v1
	s_and_b32 s1, s66, s1
	v_cmp_gt_u32_e64 s8, v5, v1
	s_or_b32 vcc_lo, vcc_lo, s1
	s_add_u32 s66, s65, -2
	s_addc_u32 s67, s68, -1
	s_add_i32 s1, s64, 0x408
	v_cmp_ge_u64_e64 s66, s[66:67], s[54:55]
	v_mov_b32_e32 v3, s1
	v_cmp_eq_u32_e64 s11, v6, v1
	v_cmp_gt_u32_e64 s10, v6, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s13, v7, v1
	v_cmp_gt_u32_e64 s12, v7, v1
	s_and_b32 s1, s66, s7
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	s_or_b32 s1, s6, s1
	s_add_u32 s6, s65, -3
	s_addc_u32 s7, s68, -1
	v_cmp_eq_u32_e64 s15, v8, v1
	v_cmp_ge_u64_e64 s6, s[6:7], s[54:55]
	v_cmp_gt_u32_e64 s14, v8, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_u32_e64 s16, v9, v1
	v_cmp_eq_u32_e64 s17, v9, v1
	v_cmp_gt_u32_e64 s18, v10, v1
	v_cmp_eq_u32_e64 s19, v10, v1
	s_and_b32 s6, s6, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s6, s8, s6
	s_add_u32 s8, s65, -4
	s_addc_u32 s9, s68, -1
	s_add_i32 s7, s64, 0x410
	v_cmp_ge_u64_e64 s8, s[8:9], s[54:55]
	v_mov_b32_e32 v5, s7
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	s_and_b32 s7, s8, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s7, s10, s7
	s_add_u32 s8, s65, -5
	s_addc_u32 s9, s68, -1
	v_cmp_ge_u64_e64 s8, s[8:9], s[54:55]
	s_and_b32 s8, s8, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s12, s8
	s_add_u32 s10, s65, -6
	s_addc_u32 s11, s68, -1
	s_add_i32 s9, s64, 0x418
	v_mov_b32_e32 v7, s9
	v_cmp_ge_u64_e64 s9, s[10:11], s[54:55]
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v9, 0, v11, vcc_lo
	v_cndmask_b32_e64 v10, 0, v12, s1
	s_and_b32 s1, s9, s15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v3, 0, v3, s6
	s_or_b32 vcc_lo, s14, s1
	s_add_u32 s6, s65, -7
	v_cndmask_b32_e64 v4, 0, v4, s7
	s_addc_u32 s7, s68, -1
	v_readfirstlane_b32 s1, v9
	v_cmp_ge_u64_e64 s6, s[6:7], s[54:55]
	v_readfirstlane_b32 s7, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v5, s8
	v_readfirstlane_b32 s8, v3
	s_add_f32 s1, s63, s1
	v_cndmask_b32_e32 v6, 0, v6, vcc_lo
	s_and_b32 s6, s6, s17
	v_readfirstlane_b32 s9, v4
	s_add_f32 s1, s1, s7
	s_or_b32 vcc_lo, s16, s6
	s_add_u32 s6, s65, -8
	s_addc_u32 s7, s68, -1
	s_add_f32 s1, s1, s8
	v_cmp_ge_u64_e64 s6, s[6:7], s[54:55]
	v_readfirstlane_b32 s7, v5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, 0, v7, vcc_lo
	s_add_f32 s1, s1, s9
	v_readfirstlane_b32 s8, v6
	s_and_b32 s6, s6, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_f32 s1, s1, s7
	s_or_b32 vcc_lo, s18, s6
	v_readfirstlane_b32 s6, v3
	v_cndmask_b32_e32 v4, 0, v8, vcc_lo
	s_add_f32 s1, s1, s8
	s_add_u32 s56, s56, -8
	s_addc_u32 s57, s57, -1
	s_add_i32 s64, s64, 32
	v_readfirstlane_b32 s7, v4
	s_add_f32 s1, s1, s6
	s_cmp_lg_u64 s[48:49], s[56:57]
	s_delay_alu instid0(SALU_CYCLE_2)
	s_add_f32 s63, s1, s7
	s_cbranch_scc1 .LBB0_199
	s_mov_b64 s[8:9], s[24:25]
	s_mov_b32 s1, s59
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB0_195
	s_branch .LBB0_202
.LBB0_201:
	s_mov_b64 s[8:9], 0
	s_mov_b32 s63, 0
	s_cbranch_execz .LBB0_195
.LBB0_202:
	s_sub_u32 s6, s50, s8
	s_subb_u32 s7, s51, s9
	s_lshl_b32 s10, s8, 2
	s_mov_b64 s[8:9], s[38:39]
	.p2align	6
.LBB0_203:
	v_mov_b32_e32 v3, s10
	v_cmp_ge_u64_e64 s11, s[6:7], s[54:55]
	ds_load_2addr_stride64_b32 v[3:4], v3 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v3, v1
	v_cmp_gt_u32_e64 s1, v3, v1
	s_and_b32 s11, s11, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s11
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e32 v3, 0, v4, vcc_lo
	s_addc_u32 s7, s7, -1
	s_add_i32 s10, s10, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_readfirstlane_b32 s1, v3
	s_cmp_lg_u64 s[8:9], 0
	s_add_f32 s63, s63, s1
	s_cbranch_scc1 .LBB0_203
	s_branch .LBB0_195
.LBB0_204:
	s_not_b64 s[6:7], s[40:41]
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_sub_u32 s6, s6, s44
	s_subb_u32 s7, s7, s45
	v_not_b32_e32 v3, v1
	s_clz_i32_u32 s1, s7
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s6, s6, 1
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo
	s_or_b32 s6, s7, s6
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s6, s1
.LBB0_205:
	v_add_nc_u32_e64 v3, 0x800, 0
	ds_store_2addr_b32 v3, v1, v2 offset0:2 offset1:11
.LBB0_206:
	s_or_b32 exec_lo, exec_lo, s27
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB0_111
	s_branch .LBB0_112
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w256
		.amdhsa_group_segment_fixed_size 2096
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 70
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
.Lfunc_end0:
	.size	tessera_gumbel_w256, .Lfunc_end0-tessera_gumbel_w256

	.set tessera_gumbel_w256.num_vgpr, 22
	.set tessera_gumbel_w256.num_agpr, 0
	.set tessera_gumbel_w256.numbered_sgpr, 70
	.set tessera_gumbel_w256.num_named_barrier, 0
	.set tessera_gumbel_w256.private_seg_size, 0
	.set tessera_gumbel_w256.uses_vcc, 1
	.set tessera_gumbel_w256.uses_flat_scratch, 0
	.set tessera_gumbel_w256.has_dyn_sized_stack, 0
	.set tessera_gumbel_w256.has_recursion, 0
	.set tessera_gumbel_w256.has_indirect_call, 0
	.globl	tessera_gumbel_w1024
	.p2align	8
	.type	tessera_gumbel_w1024,@function
tessera_gumbel_w1024:
	s_clause 0x1
	s_load_b256 s[20:27], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[26:27], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x400, s[28:29]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB1_137
	s_load_b128 s[36:39], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	s_mul_i32 s6, s28, s2
	s_add_i32 s7, s5, s4
	v_cmp_gt_u64_e64 s5, s[28:29], v[0:1]
	s_lshl_b64 s[6:7], s[6:7], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s34, s24, s6
	s_addc_u32 s35, s25, s7
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB1_3
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v1, v2
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_14
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_9
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_10
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x7f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB1_7:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB1_7
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_11
	s_branch .LBB1_13
.LBB1_9:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB1_13
.LBB1_10:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB1_13
.LBB1_11:
	s_lshl_b32 s8, s14, 2
.LBB1_12:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB1_12
.LBB1_13:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8192
.LBB1_14:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_16
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v1, v2
.LBB1_16:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_27
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_22
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_23
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x7f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB1_20:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB1_20
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_24
	s_branch .LBB1_26
.LBB1_22:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB1_26
.LBB1_23:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB1_26
.LBB1_24:
	s_lshl_b32 s8, s14, 2
.LBB1_25:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB1_25
.LBB1_26:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8196
.LBB1_27:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_29
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
.LBB1_29:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_40
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_35
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_36
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x7f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB1_33:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB1_33
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_37
	s_branch .LBB1_39
.LBB1_35:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB1_39
.LBB1_36:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB1_39
.LBB1_37:
	s_lshl_b32 s8, s14, 2
.LBB1_38:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB1_38
.LBB1_39:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8208
.LBB1_40:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_42
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
.LBB1_42:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_54
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB1_48
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s16, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_49
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s24, s28, 0x7f8
	s_mov_b32 s25, s17
	s_mov_b64 s[6:7], 0
	s_mov_b32 s33, s17
.LBB1_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s33
	s_mov_b64 s[26:27], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cmp_u_f32_e64 s12, v7, v7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s7, s26, s18
	s_cselect_b32 s18, s27, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s13, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	v_cmp_u_f32_e64 s14, v9, v9
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s8
	s_add_u32 s6, s26, 1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_addc_u32 s8, s27, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s8, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 2
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s9, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 3
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s9, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 4
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s9, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 5
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s9, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s9, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s26, 7
	s_addc_u32 s9, s27, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s8
	s_cselect_b32 s18, s6, s7
	s_add_i32 s33, s33, 32
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_add_u32 s6, s26, 8
	s_addc_u32 s7, s27, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[24:25]
	s_cbranch_scc1 .LBB1_46
	s_add_u32 s8, s26, 8
	s_addc_u32 s9, s27, 0
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_50
	s_branch .LBB1_52
.LBB1_48:
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_53
.LBB1_49:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b64 s[8:9], 0
	s_cbranch_execz .LBB1_52
.LBB1_50:
	s_lshl_b32 s10, s8, 2
	.p2align	6
.LBB1_51:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s10
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s19
	s_cselect_b32 s18, s8, s18
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_add_i32 s10, s10, 4
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB1_51
.LBB1_52:
	s_clz_i32_u32 s6, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s6, 32
	s_lshl_b64 s[6:7], s[18:19], s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s6, s6, 1
	s_or_b32 s6, s7, s6
	s_sub_i32 s7, 32, s8
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s6, s7
.LBB1_53:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8212
.LBB1_54:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b32 s33, s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_56
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s33, v2
	v_cmp_class_f32_e64 s7, v2, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s8, v3, 0x204
	s_and_b32 s7, s8, s7
	v_cndmask_b32_e64 v2, 0, 1.0, s7
	ds_store_b32 v1, v2
.LBB1_56:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_67
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_62
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_63
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x7f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB1_60:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v4, v4
	v_cmp_u_f32_e64 s10, v5, v5
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v6, v6
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB1_60
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_64
	s_branch .LBB1_66
.LBB1_62:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB1_66
.LBB1_63:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB1_66
.LBB1_64:
	s_lshl_b32 s8, s14, 2
.LBB1_65:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v2, v1
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB1_65
.LBB1_66:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8216
.LBB1_67:
	s_or_b32 exec_lo, exec_lo, s18
	s_load_b128 s[24:27], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s27, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s27, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[24:25], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s6, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB1_71
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_70
	v_mov_b32_e32 v1, 0x201c
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v3, 0x7f800000
	ds_store_2addr_b32 v1, v2, v3 offset1:1
.LBB1_70:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_71:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_104
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB1_74
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, 0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	v_dual_cndmask_b32 v2, v4, v3 :: v_dual_mov_b32 v3, 1.0
	ds_store_2addr_stride64_b32 v1, v2, v3 offset1:16
.LBB1_74:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s27, s4
	s_cbranch_execz .LBB1_103
	s_clz_i32_u32 s1, s25
	s_clz_i32_u32 s6, s29
	s_min_u32 s1, s1, 32
	s_min_u32 s10, s6, 32
	s_lshl_b64 s[6:7], s[24:25], s1
	s_lshl_b64 s[8:9], s[28:29], s10
	s_min_u32 s6, s6, 1
	s_min_u32 s8, s8, 1
	s_or_b32 s6, s7, s6
	s_or_b32 s7, s9, s8
	s_cvt_f32_u32 s6, s6
	s_cvt_f32_u32 s7, s7
	s_sub_i32 s1, 32, s1
	s_sub_i32 s8, 32, s10
	v_ldexp_f32 v1, s6, s1
	v_ldexp_f32 v2, s7, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_readfirstlane_b32 s58, v1
	v_cmp_nge_f32_e32 vcc_lo, v2, v1
	s_cbranch_vccnz .LBB1_87
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s25, 0
	s_cselect_b32 s12, -1, 0
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s24, s28, 7
	v_cmp_gt_u64_e64 s60, s[6:7], 6
	s_and_b32 s38, s28, 0x7f8
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_cmp_lg_u64 s[24:25], 0
	s_mov_b64 s[8:9], 0
	s_mov_b32 s39, s25
	v_cndmask_b32_e64 v4, 0, 1, s60
	s_cselect_b32 s61, -1, 0
	s_mov_b32 s59, s25
	s_branch .LBB1_79
.LBB1_77:
	v_clz_i32_u32_e32 v5, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v5, 32, v5
	v_lshlrev_b64 v[1:2], v5, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v1, 1, v1
	v_or_b32_e32 v1, v2, v1
	v_sub_nc_u32_e32 v2, 32, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_ldexp_f32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s10, v1
.LBB1_78:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s10, s58
	s_cselect_b32 s59, s13, s59
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], 32
	s_cbranch_scc1 .LBB1_88
.LBB1_79:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s1, 1, v4
	s_lshr_b32 s10, 0x80000000, s8
	s_and_not1_b32 vcc_lo, exec_lo, s12
	s_or_b32 s13, s10, s59
	s_mov_b32 s10, 0
	s_cbranch_vccnz .LBB1_78
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_84
	s_mov_b64 s[10:11], 0
	s_mov_b32 s14, 0
.LBB1_82:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s14
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s14, s14, 32
	s_cmp_lg_u64 s[38:39], s[10:11]
	ds_load_2addr_b32 v[5:6], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_le_u32_e32 vcc_lo, s13, v5
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v6
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_le_u32_e32 vcc_lo, s13, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v8
	v_cndmask_b32_e64 v8, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s13, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v10
	v_add_co_u32 v1, s1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s1
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v11
	v_add_co_u32 v1, s1, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s1
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v12
	v_add_co_u32 v1, s1, v1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s1
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB1_82
	s_mov_b64 s[10:11], s[38:39]
	s_mov_b32 s1, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_77
	s_branch .LBB1_85
.LBB1_84:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB1_77
.LBB1_85:
	s_lshl_b32 s1, s10, 2
	s_mov_b64 s[10:11], s[24:25]
.LBB1_86:
	v_mov_b32_e32 v5, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v5
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB1_86
	s_branch .LBB1_77
.LBB1_87:
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB1_102
.LBB1_88:
	s_clz_i32_u64 s1, s[6:7]
	s_mov_b32 s42, 0
	s_min_u32 s62, s1, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s8, 64, s62
	s_subb_u32 s9, 0, 0
	s_lshl_b64 s[40:41], -1, s8
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB1_101
	v_cmp_gt_u64_e64 s1, s[8:9], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s47, s9, 0
	s_cselect_b32 s46, s8, 1
	s_sub_u32 s63, 0, s40
	s_subb_u32 s64, 0, s41
	s_sub_u32 s48, 0, s38
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[40:41]
	s_branch .LBB1_92
.LBB1_90:
	v_clz_i32_u32_e32 v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v4, 32, v4
	v_lshlrev_b64 v[1:2], v4, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v1, 1, v1
	v_or_b32_e32 v1, v2, v1
	v_sub_nc_u32_e32 v2, 32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_ldexp_f32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s1, v1
.LBB1_91:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s58
	s_cselect_b32 s45, s55, s45
	s_cselect_b32 s44, s54, s44
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_cmp_eq_u64 s[52:53], s[46:47]
	s_cbranch_scc1 .LBB1_101
.LBB1_92:
	v_cmp_ne_u32_e32 vcc_lo, 1, v3
	s_add_i32 s1, s52, s62
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[6:7], s[42:43], s1
	s_or_b64 s[54:55], s[6:7], s[44:45]
	s_cbranch_vccnz .LBB1_97
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_cbranch_vccnz .LBB1_98
	s_mov_b64 s[56:57], 0
	s_mov_b32 s65, 0
.LBB1_95:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s65
	s_add_u32 s68, s63, s56
	s_addc_u32 s69, s64, s57
	s_add_u32 s6, s68, -1
	s_addc_u32 s7, s69, -1
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	v_cmp_ge_u64_e64 s66, s[6:7], s[54:55]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s1, s59, v4
	v_cmp_lt_u32_e32 vcc_lo, s59, v4
	v_cmp_eq_u32_e64 s7, s59, v5
	v_cmp_lt_u32_e64 s6, s59, v5
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s9, s59, v6
	s_and_b32 s1, s66, s1
	v_cmp_lt_u32_e64 s8, s59, v6
	s_or_b32 s1, vcc_lo, s1
	s_add_u32 s66, s68, -2
	s_addc_u32 s67, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[66:67], s[54:55]
	v_cmp_eq_u32_e64 s11, s59, v7
	v_cmp_lt_u32_e64 s10, s59, v7
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u32_e64 s13, s59, v8
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s7
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s6, s1
	s_add_u32 s6, s68, -3
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	v_cmp_lt_u32_e64 s12, s59, v8
	v_cmp_eq_u32_e64 s15, s59, v9
	v_cmp_lt_u32_e64 s14, s59, v9
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s9
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s8, s1
	s_add_u32 s6, s68, -4
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s17, s59, v10
	v_cmp_lt_u32_e64 s16, s59, v10
	v_cmp_eq_u32_e64 s19, s59, v11
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s11
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s10, s1
	s_add_u32 s6, s68, -5
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	v_cmp_lt_u32_e64 s18, s59, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s13
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s12, s1
	s_add_u32 s6, s68, -6
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s15
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s14, s1
	s_add_u32 s6, s68, -7
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s17
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s16, s1
	s_add_u32 s6, s68, -8
	s_addc_u32 s7, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[6:7], s[54:55]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s1, s1, s19
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s1, s18, s1
	s_add_u32 s56, s56, -8
	v_cndmask_b32_e64 v4, 0, 1, s1
	s_addc_u32 s57, s57, -1
	s_add_i32 s65, s65, 32
	s_cmp_lg_u64 s[48:49], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB1_95
	s_mov_b64 s[8:9], s[38:39]
	s_mov_b32 s1, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_90
	s_branch .LBB1_99
.LBB1_97:
	s_mov_b32 s1, 0
	s_branch .LBB1_91
.LBB1_98:
	s_mov_b64 s[8:9], 0
	s_cbranch_execz .LBB1_90
.LBB1_99:
	s_sub_u32 s6, s50, s8
	s_subb_u32 s7, s51, s9
	s_lshl_b32 s10, s8, 2
	s_mov_b64 s[8:9], s[24:25]
	.p2align	6
.LBB1_100:
	v_mov_b32_e32 v4, s10
	v_cmp_ge_u64_e64 s11, s[6:7], s[54:55]
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s59, v4
	v_cmp_lt_u32_e64 s1, s59, v4
	s_and_b32 s11, s11, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s1, s11
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e64 v4, 0, 1, s1
	s_addc_u32 s7, s7, -1
	s_add_i32 s10, s10, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB1_100
	s_branch .LBB1_90
.LBB1_101:
	s_not_b64 s[6:7], s[40:41]
	s_and_b32 s1, s59, 0x7fffffff
	s_not_b32 s8, s59
	s_cmp_lt_i32 s59, 0
	s_cselect_b32 s1, s1, s8
	s_sub_u32 s6, s6, s44
	s_subb_u32 s7, s7, s45
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s8, s7
	s_min_u32 s8, s8, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s8
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s6, s7, s6
	s_sub_i32 s7, 32, s8
	s_cvt_f32_u32 s6, s6
	v_ldexp_f32 v1, s6, s7
.LBB1_102:
	v_dual_mov_b32 v2, s1 :: v_dual_mov_b32 v3, 0x201c
	ds_store_2addr_b32 v3, v2, v1 offset1:1
.LBB1_103:
	s_or_b32 exec_lo, exec_lo, s27
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_104:
	s_cmp_nlt_f32 s26, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s6, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s18, s1, s6
	s_mov_b32 s1, -1
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB1_118
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_121
.LBB1_106:
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_146
.LBB1_107:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_149
.LBB1_108:
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_164
.LBB1_109:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_167
.LBB1_110:
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB1_112
.LBB1_111:
	v_dual_mov_b32 v2, 0x2024 :: v_dual_lshlrev_b32 v1, 2, v0
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s14, 0x1d8e78af
	global_load_b32 v9, v1, s[34:35]
	ds_load_2addr_b32 v[3:4], v2 offset1:1
	s_mov_b32 s16, 0x94229359
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s24, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s25, 0x3fe55555
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s33, v9
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v2, v3
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v5, 0xc2d00000, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v5
	v_cndmask_b32_e32 v5, 0x42b20000, v5, vcc_lo
	v_mul_f32_e32 v6, 0x3fb8aa3b, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, 0x4b400000, v6
	v_add_f32_e32 v7, 0xcb400000, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, 0xbf317200, v7
	v_mul_f32_e32 v7, 0x35bfbe8e, v7
	v_add_f32_e32 v5, v5, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v5, v7
	v_mul_f32_e32 v10, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x3331bb4c, v10
	v_add_f32_e32 v11, 0xb5ddea0e, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v11
	v_add_f32_e32 v11, 0x388ab355, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v11
	v_add_f32_e32 v11, 0xbb360b61, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v11
	v_add_f32_e32 v11, 0x3e2aaaab, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v11
	v_sub_f32_e32 v10, v8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v10
	v_sub_f32_e32 v10, 2.0, v10
	v_div_scale_f32 v11, null, v10, v10, v8
	v_div_scale_f32 v14, vcc_lo, v8, v10, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v13, -v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v13, v12
	v_mul_f32_e32 v13, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v11, v13, v14
	v_fmac_f32_e32 v13, v15, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v11, -v11, v13, v14
	v_cvt_f32_u32_e32 v14, v0
	v_div_fmas_f32 v11, v11, v12, v13
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v8, v11, v10, v8
	v_dual_sub_f32 v7, v7, v8 :: v_dual_add_nc_u32 v10, 0xb4c00100, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v8, 1, v10
	v_sub_f32_e32 v5, v5, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v6, v6, v8
	v_lshl_add_u32 v7, v8, 23, 0xff800000
	v_add_nc_u32_e64 v8, 0x2000, 0
	v_add_f32_e32 v5, 1.0, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v6, v6, 23, 0x7f800000
	v_mul_f32_e32 v5, v5, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v5, v5, v6 :: v_dual_mov_b32 v6, 0x201c
	v_cndmask_b32_e32 v3, 0x7fc00000, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v10, null, v4, v4, v3
	v_div_scale_f32 v12, vcc_lo, v3, v4, v3
	v_rcp_f32_e32 v11, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v5, -v10, v11, 1.0
	v_fmac_f32_e32 v11, v5, v11
	ds_load_2addr_b32 v[5:6], v6 offset1:1
	v_mul_f32_e32 v13, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, -v10, v13, v12
	v_fmac_f32_e32 v13, v7, v11
	ds_load_2addr_b32 v[7:8], v8 offset0:2 offset1:11
	v_fma_f32 v10, -v10, v13, v12
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e64 s1, v6, v14
	v_cmp_eq_f32_e64 s5, v9, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_div_fmas_f32 v6, v10, v11, v13
	v_cmp_gt_f32_e32 vcc_lo, v9, v5
	s_and_b32 s1, s5, s1
	v_cndmask_b32_e64 v9, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v3, v6, v4, v3
	v_cndmask_b32_e64 v5, 0, 1.0, vcc_lo
	v_add_f32_e32 v3, 0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v5
	v_cndmask_b32_e32 v21, v5, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v21
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v22, -1.0, v3, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v7, v14
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v0, 0
	v_cmp_eq_f32_e64 s1, v22, v8
	s_and_b32 s1, s1, vcc_lo
	s_cmp_ge_f32 s26, 1.0
	s_mov_b32 s26, 0x35793c76
	s_mov_b32 s27, 0x3dea39ef
	s_cselect_b32 s5, -1, 0
	s_xor_b64 s[6:7], s[36:37], s[30:31]
	s_mul_i32 s6, s36, 0xcd9e8d57
	v_xor_b32_e32 v0, s7, v4
	s_add_i32 s7, s30, 0x9e3779b9
	s_add_i32 s8, s31, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	v_xor3_b32 v0, s6, s7, v5
	s_mul_hi_u32 s6, s36, 0xcd9e8d57
	s_add_i32 s7, s31, 0xbb67ae85
	s_xor_b32 s6, s30, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	s_xor_b32 s6, s2, s6
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v0, s7, s9, v3
	s_add_i32 s7, s30, 0xdaa66d2b
	v_xor3_b32 v3, s6, s8, v6
	s_add_i32 s6, s30, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v3, 0
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v0, s6, v7, v4
	s_add_i32 s6, s31, 0x32370b8f
	v_xor3_b32 v6, s7, v10, v6
	s_add_i32 s7, s31, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v4, v5
	s_add_i32 s6, s30, 0x78dde6e4
	v_xor3_b32 v5, s7, v7, v3
	s_add_i32 s7, s30, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[3:4], null, 0xcd9e8d57, v0, 0
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v4, v9
	s_add_i32 s6, s31, 0xa9066899
	v_xor3_b32 v5, s7, v11, v3
	s_add_i32 s7, s31, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v4, v6
	s_add_i32 s6, s30, 0xb54cda56
	v_xor3_b32 v5, s7, v12, v3
	s_add_i32 s7, s30, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[3:4], null, 0xcd9e8d57, v0, 0
	v_mul_hi_u32 v0, 0xcd9e8d57, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, s6, v4, v10
	s_add_i32 s6, s31, 0x1fd5c5a3
	v_xor3_b32 v0, s7, v0, v3
	s_add_i32 s7, s31, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v4, 0
	v_mul_hi_u32 v0, 0xd2511f53, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, s6, v4, v11
	s_add_i32 s6, s30, 0x8ff34781
	v_xor3_b32 v0, s7, v0, v3
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	v_mul_lo_u32 v3, 0xcd9e8d57, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	v_xor3_b32 v0, v3, s6, v0
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[3:4], v0
	v_add_f64 v[3:4], v[3:4], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[3:4], v[3:4], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v4, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v4, 0x3fe6a09e, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s11, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v7, null, 0, -1, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[3:4], v[3:4], -1.0
	v_cvt_f64_i32_e32 v[17:18], v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[3:4], 2.0
	v_mul_f64 v[19:20], v[3:4], 0.5
	v_div_scale_f64 v[9:10], null, v[5:6], v[5:6], v[3:4]
	v_div_scale_f64 v[15:16], vcc_lo, v[3:4], v[5:6], v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[11:12], v[9:10]
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	v_mul_f64 v[13:14], v[15:16], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[15:16]
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[5:6], v[9:10], v[5:6], v[3:4]
	v_mul_f64 v[9:10], v[5:6], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], s[6:7]
	v_mul_f64 v[15:16], v[11:12], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[8:9]
	v_add_f64 v[15:16], v[15:16], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	v_mul_f64 v[15:16], v[11:12], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[16:17]
	v_add_f64 v[15:16], v[15:16], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_ldexp_f64 v[15:16], v[17:18], 32
	v_mul_f64 v[17:18], v[3:4], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], s[24:25]
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[11:12], v[9:10]
	v_add_f64 v[11:12], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[17:18], v[9:10]
	v_mul_f64 v[13:14], v[11:12], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[5:6], v[5:6], v[9:10]
	v_mul_f64 v[9:10], v[11:12], s[30:31]
	v_add_f64 v[5:6], v[13:14], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -v[17:18]
	v_add_f64 v[3:4], v[3:4], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[3:4], v[9:10], v[3:4]
	v_xor_b32_e32 v0, 0x80000000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, s11, 0x95f62, v0
	v_add_co_ci_u32_e64 v6, null, 0, 0, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v5
	v_lshrrev_b64 v[5:6], 20, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, 0x3fe6a09e, v0
	v_add_f64 v[3:4], v[3:4], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[3:4], 2.0
	v_mul_f64 v[19:20], v[3:4], 0.5
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[3:4]
	v_div_scale_f64 v[17:18], vcc_lo, v[3:4], v[9:10], v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[13:14], v[11:12]
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], -v[11:12], v[15:16], v[17:18]
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[15:16]
	v_add_co_u32 v0, vcc_lo, 0xfffffc01, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, -1, v6, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v22, v8
	v_cvt_f64_i32_e32 v[5:6], v5
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[5:6], v[5:6], 32
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	v_mul_f64 v[15:16], v[13:14], s[6:7]
	v_mul_f64 v[17:18], v[13:14], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[8:9]
	v_add_f64 v[17:18], v[17:18], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[16:17]
	v_add_f64 v[17:18], v[17:18], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_mul_f64 v[17:18], v[3:4], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[24:25]
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[13:14], v[11:12]
	v_add_f64 v[5:6], v[5:6], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[17:18], v[11:12]
	v_mul_f64 v[13:14], v[5:6], s[26:27]
	v_mul_f64 v[5:6], v[5:6], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	v_add_f64 v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], -v[17:18]
	v_add_f64 v[3:4], v[3:4], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[3:4], v[5:6], v[3:4]
	v_cndmask_b32_e64 v5, 0, 1.0, s5
	v_cndmask_b32_e64 v6, 1.0, 0, s0
	v_cvt_f32_f64_e32 v0, v[3:4]
	v_cndmask_b32_e64 v3, 0, 1.0, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v4, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_cndmask_b32_e32 v4, v5, v6, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v4, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v21, v3
	v_cmp_neq_f32_e32 vcc_lo, 0, v3
	v_sub_f32_e32 v0, v2, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e32 v0, 0xff800000, v0, vcc_lo
	ds_store_b32 v1, v0
.LBB1_112:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB1_135
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB1_129
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s14, s28, 7
	v_cmp_lt_u64_e64 s1, s[6:7], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_130
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s18, s28, 0x7f8
	s_mov_b32 s19, s15
	s_mov_b64 s[6:7], 0
	s_mov_b32 s26, s15
.LBB1_116:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s26
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_mov_b64 s[24:25], s[6:7]
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s5, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s6, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s7, v3, v3
	v_cmp_u_f32_e64 s8, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s9, v5, v5
	s_or_b32 vcc_lo, s1, s5
	v_cmp_u_f32_e64 s10, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s5, s24, s16
	s_cselect_b32 s16, s25, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s11, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	v_cmp_u_f32_e64 s12, v8, v8
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s24, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s6, s25, 0
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s6, s16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v3, v0
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v4, v0
	s_and_b32 s7, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v5, v0
	s_and_b32 s7, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v6, v0
	s_and_b32 s7, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v7, v0
	s_and_b32 s7, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v8, v0
	s_and_b32 s7, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s24, 7
	s_addc_u32 s7, s25, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s17, s7, s6
	s_cselect_b32 s16, s1, s5
	s_add_i32 s26, s26, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s6, s24, 8
	s_addc_u32 s7, s25, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB1_116
	s_add_u32 s6, s24, 8
	s_addc_u32 s7, s25, 0
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_131
	s_branch .LBB1_133
.LBB1_118:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:8228
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_106
.LBB1_121:
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB1_123
	v_lshlrev_b32_e32 v3, 2, v0
	v_cvt_f32_u32_e32 v5, v0
	global_load_b32 v4, v3, s[34:35]
	v_mov_b32_e32 v1, 0x201c
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s1, v4, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s6
	v_cndmask_b32_e64 v2, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_mul_f32 v2, s33, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	ds_store_b32 v3, v1
.LBB1_123:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB1_144
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_138
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s1, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_139
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s28, 0x7f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB1_127:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s1, v2, v1
	v_cmp_u_f32_e64 s7, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v4, v4
	v_cmp_u_f32_e64 s9, v5, v5
	s_and_b32 s6, vcc_lo, s6
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v6, v6
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v3, v1
	s_and_b32 s6, vcc_lo, s7
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v4, v1
	s_and_b32 s6, vcc_lo, s8
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v5, v1
	s_and_b32 s6, vcc_lo, s9
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v6, v1
	s_and_b32 s6, vcc_lo, s10
	s_or_b32 vcc_lo, s1, s6
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s6, s1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB1_127
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB1_140
.LBB1_129:
	v_mov_b32_e32 v0, 0
	s_branch .LBB1_134
.LBB1_130:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB1_133
.LBB1_131:
	s_lshl_b32 s8, s6, 2
	.p2align	6
.LBB1_132:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s8
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s5, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s17, s7, s17
	s_cselect_b32 s16, s6, s16
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s8, s8, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB1_132
.LBB1_133:
	s_clz_i32_u32 s1, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[6:7], s[16:17], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s5, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s7, s5
	s_cvt_f32_u32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s5, s1
.LBB1_134:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:8204
.LBB1_135:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_137
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x200c
	v_mov_b32_e32 v4, 0x2014
	ds_load_b64 v[0:1], v6 offset:8192
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v1, 0x41000000, v5 :: v_dual_add_f32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v3, v1, v0
	v_cndmask_b32_e64 v0, v4, v2, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s22, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_addc_u32 s1, s23, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s20, s2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	s_addc_u32 s3, s21, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s6, s4
	s_and_b32 s4, s6, 0x7fffffff
	s_ashr_i32 s6, s6, 31
	s_mul_f32 s5, s4, 0x2f800000
	s_mov_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_floor_f32 s5, s5
	s_fmac_f32 s4, s5, 0xcf800000
	s_cvt_u32_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s4, s4
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_sub_u32 s4, s4, s6
	s_subb_u32 s5, s5, s6
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	global_store_b64 v6, v[0:1], s[0:1]
	global_load_b32 v0, v6, s[2:3]
	v_cvt_u32_f32_e32 v1, v3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB1_137:
	s_endpgm
.LBB1_138:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB1_143
.LBB1_139:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s1, -1
.LBB1_140:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_143
	s_lshl_b32 s7, s14, 2
.LBB1_142:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s7
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s7, s7, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB1_142
.LBB1_143:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8228
.LBB1_144:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_107
.LBB1_146:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:8232
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_108
.LBB1_149:
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB1_151
	v_lshlrev_b32_e32 v3, 2, v0
	global_load_b32 v4, v3, s[34:35]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v1, 0 :: v_dual_mul_f32 v2, s33, v4
	ds_load_b32 v1, v1 offset:8228
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v5, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v5
	v_cndmask_b32_e32 v1, 0xc2d00000, v5, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v6, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, 0xcb400000, v6
	v_mul_f32_e32 v7, 0xbf317200, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v7, v1, v7 :: v_dual_mul_f32 v8, 0x35bfbe8e, v2
	v_sub_f32_e32 v1, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v1, v1
	v_mul_f32_e32 v9, 0x3331bb4c, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xb5ddea0e, v9
	v_mul_f32_e32 v9, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x388ab355, v9
	v_mul_f32_e32 v9, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xbb360b61, v9
	v_mul_f32_e32 v9, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x3e2aaaab, v9
	v_mul_f32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v1, v2
	v_mul_f32_e32 v9, v1, v2
	v_sub_f32_e32 v10, 2.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v1, null, v10, v10, v9
	v_div_scale_f32 v12, vcc_lo, v9, v10, v9
	v_rcp_f32_e32 v11, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, -v1, v11, 1.0
	v_fmac_f32_e32 v11, v2, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v12, v11
	v_fma_f32 v2, -v1, v13, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v13, v2, v11 :: v_dual_mov_b32 v2, 0x201c
	v_fma_f32 v12, -v1, v13, v12
	ds_load_2addr_b32 v[1:2], v2 offset1:1
	v_div_fmas_f32 v11, v12, v11, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v6
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v7, v7, v8
	v_cvt_f32_u32_e32 v8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v4, v1
	v_sub_nc_u32_e32 v6, v6, v9
	v_cmp_gt_f32_e64 s6, v4, v1
	v_add_f32_e32 v7, 1.0, v7
	v_cmp_ge_f32_e64 s1, v2, v8
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	v_lshl_add_u32 v2, v6, 23, 0x7f800000
	v_cndmask_b32_e64 v1, 0, 1.0, s6
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v7, v9
	v_cndmask_b32_e64 v6, 0, 1.0, s1
	v_mul_f32_e32 v2, v4, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0, v2, vcc_lo
	ds_store_b32 v3, v1
.LBB1_151:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_162
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc1 .LBB1_161
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s7, s[6:7], 7
	s_and_b32 s6, s28, 7
	s_and_b32 vcc_lo, exec_lo, s7
	s_mov_b32 s7, 0
	s_cbranch_vccnz .LBB1_157
	v_mov_b32_e32 v2, 0
	s_and_b32 s8, s28, 0x7f8
	s_mov_b32 s9, s7
	s_mov_b64 s[10:11], 0
	s_mov_b32 s12, s7
	.p2align	6
.LBB1_155:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s12
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[8:9], s[10:11]
	ds_load_2addr_b32 v[3:4], v9 offset1:1
	ds_load_2addr_b32 v[5:6], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[7:8], v9 offset0:4 offset1:5
	ds_load_2addr_b32 v[9:10], v9 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v10
	s_cbranch_scc1 .LBB1_155
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB1_158
.LBB1_157:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s9, -1
.LBB1_158:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB1_161
	s_lshl_b32 s8, s8, 2
.LBB1_160:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_cbranch_scc1 .LBB1_160
.LBB1_161:
	ds_store_b32 v1, v2 offset:8232
.LBB1_162:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_109
.LBB1_164:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB1_166
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v2, 0x7f800000
	v_add_nc_u32_e64 v3, 0x2000, 0
	ds_store_2addr_b32 v3, v2, v1 offset0:2 offset1:11
.LBB1_166:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_110
.LBB1_167:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB1_169
	v_lshlrev_b32_e32 v5, 2, v0
	v_mov_b32_e32 v1, 0x2024
	global_load_b32 v6, v5, s[34:35]
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s33, v6
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v1, v3, v1
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v1
	v_cndmask_b32_e32 v3, 0xc2d00000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v3
	v_cndmask_b32_e32 v3, 0x42b20000, v3, vcc_lo
	v_mul_f32_e32 v4, 0x3fb8aa3b, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, 0x4b400000, v4
	v_add_f32_e32 v7, 0xcb400000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, 0xbf317200, v7
	v_mul_f32_e32 v7, 0x35bfbe8e, v7
	v_add_f32_e32 v3, v3, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v3, v7
	v_mul_f32_e32 v9, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x3331bb4c, v9
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x388ab355, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0xbb360b61, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v10
	v_sub_f32_e32 v9, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v9
	v_sub_f32_e32 v9, 2.0, v9
	v_div_scale_f32 v10, null, v9, v9, v8
	v_div_scale_f32 v13, vcc_lo, v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v11, v10
	v_fma_f32 v12, -v10, v11, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v12, v11
	v_mul_f32_e32 v12, v13, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v10, v12, v13
	v_fmac_f32_e32 v12, v14, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v10, v12, v13
	v_div_fmas_f32 v10, v10, v11, v12
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cvt_f32_u32_e32 v12, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_add_nc_u32_e32 v9, 0xb4c00100, v4
	v_sub_f32_e32 v7, v7, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v8, 1, v9
	v_sub_f32_e32 v3, v3, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v4, v4, v8
	v_lshl_add_u32 v7, v8, 23, 0xff800000
	v_add_f32_e32 v3, 1.0, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v4, v4, 23, 0x7f800000
	v_mul_f32_e32 v3, v3, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v3, v4
	v_cndmask_b32_e32 v1, 0x7fc00000, v3, vcc_lo
	v_mov_b32_e32 v3, 0x201c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v7, null, v2, v2, v1
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	v_div_scale_f32 v10, vcc_lo, v1, v2, v1
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v8, v9, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s1, v4, v12
	v_cmp_eq_f32_e64 s6, v6, v3
	v_cmp_gt_f32_e64 s7, v6, v3
	s_and_b32 s1, s6, s1
	v_cndmask_b32_e64 v3, 0, 1.0, s7
	v_cndmask_b32_e64 v6, 0, 1.0, s1
	v_mul_f32_e32 v9, v10, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v7, v9, v10
	v_fmac_f32_e32 v9, v11, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v4, -v7, v9, v10
	v_div_fmas_f32 v4, v4, v8, v9
	v_cmp_gt_f32_e32 vcc_lo, v6, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v1, v4, v2, v1
	v_dual_cndmask_b32 v2, v3, v6 :: v_dual_add_f32 v3, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	v_dual_cndmask_b32 v2, -1.0, v3 :: v_dual_cndmask_b32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v2, v4, v3, vcc_lo
	ds_store_2addr_stride64_b32 v5, v2, v1 offset1:16
.LBB1_169:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s27, s4
	s_cbranch_execz .LBB1_206
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u64 s[28:29], 0
	s_cbranch_scc1 .LBB1_175
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[6:7], 7
	s_and_b32 s6, s28, 7
	s_mov_b32 s7, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_176
	v_mov_b32_e32 v1, 0
	s_and_b32 s8, s28, 0x7f8
	s_mov_b32 s9, s7
	s_mov_b64 s[10:11], 0
	s_movk_i32 s1, 0x1000
	.p2align	6
.LBB1_173:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s1
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[8:9], s[10:11]
	ds_load_2addr_b32 v[2:3], v8 offset1:1
	ds_load_2addr_b32 v[4:5], v8 offset0:2 offset1:3
	ds_load_2addr_b32 v[6:7], v8 offset0:4 offset1:5
	ds_load_2addr_b32 v[8:9], v8 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v5
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v9
	s_cbranch_scc1 .LBB1_173
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB1_177
.LBB1_175:
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_180
.LBB1_176:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s1, -1
.LBB1_177:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_180
	s_lshl2_add_u32 s1, s8, 0x1000
.LBB1_179:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB1_179
.LBB1_180:
	s_cmp_ngt_f32 s26, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s26, v1
	s_mov_b32 s25, 0
	s_cselect_b32 s1, -1, 0
	s_or_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_191
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s38, s28, 7
	v_cmp_gt_u64_e64 s58, s[6:7], 6
	s_mov_b32 s39, s25
	s_and_b32 s24, s28, 0x7f8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v2, 0, 1, s12
	s_cmp_lg_u64 s[38:39], 0
	v_cndmask_b32_e64 v3, 0, 1, s58
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s59, -1, 0
	s_branch .LBB1_183
.LBB1_182:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s26, v5
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], 32
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_cbranch_scc1 .LBB1_192
.LBB1_183:
	s_lshr_b32 s1, 0x80000000, s8
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v4, s1, v1
	v_cmp_ne_u32_e64 s1, 1, v3
	s_and_not1_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB1_182
	v_mov_b32_e32 v5, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB1_188
	s_mov_b64 s[10:11], 0
	s_mov_b32 s1, 0
.LBB1_186:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s13, s1, 0x1000
	v_mov_b32_e32 v16, s1
	v_mov_b32_e32 v8, s13
	s_add_i32 s13, s1, 0x1008
	s_add_i32 s14, s1, 0x1018
	ds_load_2addr_b32 v[6:7], v16 offset1:1
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v6, 0, v8, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v6
	v_dual_cndmask_b32 v7, 0, v9 :: v_dual_mov_b32 v12, s13
	s_add_i32 s13, s1, 0x1010
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	v_add_f32_e32 v5, v5, v7
	ds_load_2addr_b32 v[10:11], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[24:25], s[10:11]
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v10, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v6, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v4
	v_mov_b32_e32 v18, s13
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v20, s14 :: v_dual_add_f32 v5, v5, v6
	v_cndmask_b32_e32 v7, 0, v13, vcc_lo
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	ds_load_2addr_b32 v[18:19], v18 offset1:1
	ds_load_2addr_b32 v[20:21], v20 offset1:1
	v_add_f32_e32 v5, v5, v7
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u32_e32 vcc_lo, v14, v4
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v6, 0, v18, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v15, v4
	v_cndmask_b32_e32 v7, 0, v19, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v16, v4
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v5, v5, v6 :: v_dual_cndmask_b32 v6, 0, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, v5, v7
	v_cmp_ge_u32_e32 vcc_lo, v17, v4
	v_add_f32_e32 v5, v5, v6
	v_cndmask_b32_e32 v7, 0, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v7
	s_cbranch_scc1 .LBB1_186
	s_mov_b64 s[10:11], s[24:25]
	s_mov_b32 s1, s59
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_182
	s_branch .LBB1_189
.LBB1_188:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB1_182
.LBB1_189:
	s_lshl_b32 s1, s10, 2
	s_mov_b64 s[10:11], s[38:39]
.LBB1_190:
	v_mov_b32_e32 v6, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[10:11], 0
	ds_load_2addr_stride64_b32 v[6:7], v6 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	v_cndmask_b32_e32 v6, 0, v7, vcc_lo
	v_add_f32_e32 v5, v5, v6
	s_cbranch_scc1 .LBB1_190
	s_branch .LBB1_182
.LBB1_191:
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v2, 0xff800000
	s_branch .LBB1_205
.LBB1_192:
	s_clz_i32_u64 s1, s[6:7]
	s_mov_b32 s42, 0
	s_min_u32 s60, s1, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s8, 64, s60
	s_subb_u32 s9, 0, 0
	s_lshl_b64 s[40:41], -1, s8
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB1_204
	v_cmp_gt_u64_e64 s1, s[8:9], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s47, s9, 0
	s_cselect_b32 s46, s8, 1
	s_sub_u32 s61, 0, s40
	s_subb_u32 s62, 0, s41
	s_sub_u32 s48, 0, s24
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[40:41]
	s_branch .LBB1_196
.LBB1_194:
	s_mov_b32 s63, 0
.LBB1_195:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s63, s26
	s_cselect_b32 s45, s55, s45
	s_cselect_b32 s44, s54, s44
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_cmp_eq_u64 s[52:53], s[46:47]
	s_cbranch_scc1 .LBB1_204
.LBB1_196:
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_add_i32 s1, s52, s60
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[6:7], s[42:43], s1
	s_or_b64 s[54:55], s[6:7], s[44:45]
	s_cbranch_vccnz .LBB1_194
	s_and_not1_b32 vcc_lo, exec_lo, s58
	s_cbranch_vccnz .LBB1_201
	s_mov_b32 s63, 0
	s_mov_b64 s[56:57], 0
	s_mov_b32 s64, 0
.LBB1_199:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s64
	s_add_i32 s1, s64, 0x1000
	s_add_u32 s65, s61, s56
	s_addc_u32 s68, s62, s57
	s_add_u32 s6, s65, -1
	ds_load_2addr_b32 v[3:4], v9 offset1:1
	ds_load_2addr_b32 v[5:6], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[7:8], v9 offset0:4 offset1:5
	ds_load_2addr_b32 v[9:10], v9 offset0:6 offset1:7
	s_addc_u32 s7, s68, -1
	v_mov_b32_e32 v11, s1
	v_cmp_ge_u64_e64 s66, s[6:7], s[54:55]
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s1, v3, v1
	v_cmp_gt_u32_e32 vcc_lo, v3, v1
	v_cmp_eq_u32_e64 s7, v4, v1
	v_cmp_gt_u32_e64 s6, v4, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s9, v5, v1
	s_and_b32 s1, s66, s1
	v_cmp_gt_u32_e64 s8, v5, v1
	s_or_b32 vcc_lo, vcc_lo, s1
	s_add_u32 s66, s65, -2
	s_addc_u32 s67, s68, -1
	s_add_i32 s1, s64, 0x1008
	v_cmp_ge_u64_e64 s66, s[66:67], s[54:55]
	v_mov_b32_e32 v3, s1
	v_cmp_eq_u32_e64 s11, v6, v1
	v_cmp_gt_u32_e64 s10, v6, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s13, v7, v1
	v_cmp_gt_u32_e64 s12, v7, v1
	s_and_b32 s1, s66, s7
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	s_or_b32 s1, s6, s1
	s_add_u32 s6, s65, -3
	s_addc_u32 s7, s68, -1
	v_cmp_eq_u32_e64 s15, v8, v1
	v_cmp_ge_u64_e64 s6, s[6:7], s[54:55]
	v_cmp_gt_u32_e64 s14, v8, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_u32_e64 s16, v9, v1
	v_cmp_eq_u32_e64 s17, v9, v1
	v_cmp_gt_u32_e64 s18, v10, v1
	v_cmp_eq_u32_e64 s19, v10, v1
	s_and_b32 s6, s6, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s6, s8, s6
	s_add_u32 s8, s65, -4
	s_addc_u32 s9, s68, -1
	s_add_i32 s7, s64, 0x1010
	v_cmp_ge_u64_e64 s8, s[8:9], s[54:55]
	v_mov_b32_e32 v5, s7
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	s_and_b32 s7, s8, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s7, s10, s7
	s_add_u32 s8, s65, -5
	s_addc_u32 s9, s68, -1
	v_cmp_ge_u64_e64 s8, s[8:9], s[54:55]
	s_and_b32 s8, s8, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s12, s8
	s_add_u32 s10, s65, -6
	s_addc_u32 s11, s68, -1
	s_add_i32 s9, s64, 0x1018
	v_mov_b32_e32 v7, s9
	v_cmp_ge_u64_e64 s9, s[10:11], s[54:55]
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v9, 0, v11, vcc_lo
	v_cndmask_b32_e64 v10, 0, v12, s1
	s_and_b32 s1, s9, s15
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v3, 0, v3, s6
	s_or_b32 vcc_lo, s14, s1
	s_add_u32 s6, s65, -7
	v_cndmask_b32_e64 v4, 0, v4, s7
	s_addc_u32 s7, s68, -1
	v_readfirstlane_b32 s1, v9
	v_cmp_ge_u64_e64 s6, s[6:7], s[54:55]
	v_readfirstlane_b32 s7, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v5, s8
	v_readfirstlane_b32 s8, v3
	s_add_f32 s1, s63, s1
	v_cndmask_b32_e32 v6, 0, v6, vcc_lo
	s_and_b32 s6, s6, s17
	v_readfirstlane_b32 s9, v4
	s_add_f32 s1, s1, s7
	s_or_b32 vcc_lo, s16, s6
	s_add_u32 s6, s65, -8
	s_addc_u32 s7, s68, -1
	s_add_f32 s1, s1, s8
	v_cmp_ge_u64_e64 s6, s[6:7], s[54:55]
	v_readfirstlane_b32 s7, v5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, 0, v7, vcc_lo
	s_add_f32 s1, s1, s9
	v_readfirstlane_b32 s8, v6
	s_and_b32 s6, s6, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_f32 s1, s1, s7
	s_or_b32 vcc_lo, s18, s6
	v_readfirstlane_b32 s6, v3
	v_cndmask_b32_e32 v4, 0, v8, vcc_lo
	s_add_f32 s1, s1, s8
	s_add_u32 s56, s56, -8
	s_addc_u32 s57, s57, -1
	s_add_i32 s64, s64, 32
	v_readfirstlane_b32 s7, v4
	s_add_f32 s1, s1, s6
	s_cmp_lg_u64 s[48:49], s[56:57]
	s_delay_alu instid0(SALU_CYCLE_2)
	s_add_f32 s63, s1, s7
	s_cbranch_scc1 .LBB1_199
	s_mov_b64 s[8:9], s[24:25]
	s_mov_b32 s1, s59
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB1_195
	s_branch .LBB1_202
.LBB1_201:
	s_mov_b64 s[8:9], 0
	s_mov_b32 s63, 0
	s_cbranch_execz .LBB1_195
.LBB1_202:
	s_sub_u32 s6, s50, s8
	s_subb_u32 s7, s51, s9
	s_lshl_b32 s10, s8, 2
	s_mov_b64 s[8:9], s[38:39]
	.p2align	6
.LBB1_203:
	v_mov_b32_e32 v3, s10
	v_cmp_ge_u64_e64 s11, s[6:7], s[54:55]
	ds_load_2addr_stride64_b32 v[3:4], v3 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v3, v1
	v_cmp_gt_u32_e64 s1, v3, v1
	s_and_b32 s11, s11, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s11
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e32 v3, 0, v4, vcc_lo
	s_addc_u32 s7, s7, -1
	s_add_i32 s10, s10, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_readfirstlane_b32 s1, v3
	s_cmp_lg_u64 s[8:9], 0
	s_add_f32 s63, s63, s1
	s_cbranch_scc1 .LBB1_203
	s_branch .LBB1_195
.LBB1_204:
	s_not_b64 s[6:7], s[40:41]
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_sub_u32 s6, s6, s44
	s_subb_u32 s7, s7, s45
	v_not_b32_e32 v3, v1
	s_clz_i32_u32 s1, s7
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s6, s6, 1
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo
	s_or_b32 s6, s7, s6
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s6, s1
.LBB1_205:
	v_add_nc_u32_e64 v3, 0x2000, 0
	ds_store_2addr_b32 v3, v1, v2 offset0:2 offset1:11
.LBB1_206:
	s_or_b32 exec_lo, exec_lo, s27
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB1_111
	s_branch .LBB1_112
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w1024
		.amdhsa_group_segment_fixed_size 8240
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 23
		.amdhsa_next_free_sgpr 70
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
.Lfunc_end1:
	.size	tessera_gumbel_w1024, .Lfunc_end1-tessera_gumbel_w1024

	.set tessera_gumbel_w1024.num_vgpr, 23
	.set tessera_gumbel_w1024.num_agpr, 0
	.set tessera_gumbel_w1024.numbered_sgpr, 70
	.set tessera_gumbel_w1024.num_named_barrier, 0
	.set tessera_gumbel_w1024.private_seg_size, 0
	.set tessera_gumbel_w1024.uses_vcc, 1
	.set tessera_gumbel_w1024.uses_flat_scratch, 0
	.set tessera_gumbel_w1024.has_dyn_sized_stack, 0
	.set tessera_gumbel_w1024.has_recursion, 0
	.set tessera_gumbel_w1024.has_indirect_call, 0
	.globl	tessera_gumbel_w2048
	.p2align	8
	.type	tessera_gumbel_w2048,@function
tessera_gumbel_w2048:
	s_clause 0x1
	s_load_b256 s[24:31], s[0:1], 0x0
	s_load_b128 s[36:39], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[30:31], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x800, s[36:37]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB2_152
	s_load_b128 s[40:43], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s37, s2
	s_mul_hi_u32 s5, s36, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s36, s2
	v_cmp_gt_u64_e64 s6, s[36:37], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s28, s28, s4
	s_addc_u32 s29, s29, s5
	s_and_saveexec_b32 s4, s6
	s_cbranch_execz .LBB2_3
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_b32 v3, v2, s[28:29]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	v_cndmask_b32_e64 v3, 0, 1.0, vcc_lo
	ds_store_b32 v2, v3
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[36:37], v[2:3]
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB2_5
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_b32 v1, v1, s[28:29]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v4, v1 offset:4096
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_16
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_11
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_12
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s16, s36, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, s15
.LBB2_9:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s20
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v1
	v_cmp_u_f32_e64 s9, v5, v5
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v6, v6
	v_cmp_u_f32_e64 s11, v7, v7
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v8, v8
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v5, v1
	s_and_b32 s8, vcc_lo, s9
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v6, v1
	s_and_b32 s8, vcc_lo, s10
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s8, vcc_lo, s11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s8, vcc_lo, s12
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v9, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v10, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v11, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB2_9
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_13
	s_branch .LBB2_15
.LBB2_11:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB2_15
.LBB2_12:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB2_15
.LBB2_13:
	s_lshl_b32 s9, s16, 2
.LBB2_14:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v4, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s9, s9, 4
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v4, v1
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_14
.LBB2_15:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v1 offset:16384
.LBB2_16:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_18
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v4, v1, s[28:29]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v4
	v_cndmask_b32_e64 v4, 0, 1.0, vcc_lo
	ds_store_b32 v1, v4
.LBB2_18:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_20
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_b32 v1, v1, s[28:29]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v4, v1 offset:4096
.LBB2_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_31
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_26
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_27
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s16, s36, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, s15
.LBB2_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s20
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v1
	v_cmp_u_f32_e64 s9, v5, v5
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v6, v6
	v_cmp_u_f32_e64 s11, v7, v7
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v8, v8
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v5, v1
	s_and_b32 s8, vcc_lo, s9
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v6, v1
	s_and_b32 s8, vcc_lo, s10
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s8, vcc_lo, s11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s8, vcc_lo, s12
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v9, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v10, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v11, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB2_24
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_28
	s_branch .LBB2_30
.LBB2_26:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB2_30
.LBB2_27:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB2_30
.LBB2_28:
	s_lshl_b32 s9, s16, 2
.LBB2_29:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v4, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s9, s9, 4
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v4, v1
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_29
.LBB2_30:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v1 offset:16388
.LBB2_31:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_33
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v4, v1, s[28:29]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v4
.LBB2_33:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_35
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_b32 v1, v1, s[28:29]
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v1 offset:4096
.LBB2_35:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_46
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_41
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_42
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s16, s36, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, s15
.LBB2_39:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s20
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v1
	v_cmp_u_f32_e64 s9, v5, v5
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v6, v6
	v_cmp_u_f32_e64 s11, v7, v7
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v8, v8
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v5, v1
	s_and_b32 s8, vcc_lo, s9
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v6, v1
	s_and_b32 s8, vcc_lo, s10
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s8, vcc_lo, s11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s8, vcc_lo, s12
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v9, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v10, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v11, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB2_39
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_43
	s_branch .LBB2_45
.LBB2_41:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB2_45
.LBB2_42:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB2_45
.LBB2_43:
	s_lshl_b32 s9, s16, 2
.LBB2_44:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v4, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s9, s9, 4
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v4, v1
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_44
.LBB2_45:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v1 offset:16400
.LBB2_46:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_48
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v4, v1, s[28:29]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v4
.LBB2_48:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_50
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v4, 2, v0
	global_load_b32 v1, v1, s[28:29]
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v1 offset:4096
.LBB2_50:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s30, s4
	s_cbranch_execz .LBB2_62
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB2_56
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_57
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s20, s36, 0xff8
	s_mov_b32 s21, s17
	s_mov_b64 s[8:9], 0
	s_mov_b32 s31, s17
.LBB2_54:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s31
	s_mov_b64 s[22:23], s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v1
	v_cmp_u_f32_e64 s9, v5, v5
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v6, v6
	v_cmp_u_f32_e64 s11, v7, v7
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v8, v8
	s_or_b32 vcc_lo, s7, s8
	v_cmp_u_f32_e64 s13, v9, v9
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s8, s22, s18
	s_cselect_b32 s18, s23, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s14, v10, v10
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v5, v1
	v_cmp_u_f32_e64 s15, v11, v11
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s9
	s_add_u32 s7, s22, 1
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s9, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v6, v1
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s22, 2
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s10, s23, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s10, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s22, 3
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s10, s23, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s10, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s22, 4
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s10, s23, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s10, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s22, 5
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s10, s23, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s10, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s22, 6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_addc_u32 s10, s23, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s10, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s22, 7
	s_addc_u32 s10, s23, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s19, s10, s9
	s_cselect_b32 s18, s7, s8
	s_add_i32 s31, s31, 32
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_add_u32 s8, s22, 8
	s_addc_u32 s9, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], s[20:21]
	s_cbranch_scc1 .LBB2_54
	s_add_u32 s10, s22, 8
	s_addc_u32 s11, s23, 0
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_58
	s_branch .LBB2_60
.LBB2_56:
	v_mov_b32_e32 v1, 0
	s_branch .LBB2_61
.LBB2_57:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB2_60
.LBB2_58:
	s_lshl_b32 s9, s10, 2
	.p2align	6
.LBB2_59:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v4, v1
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s19, s11, s19
	s_cselect_b32 s18, s10, s18
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_add_i32 s9, s9, 4
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB2_59
.LBB2_60:
	s_clz_i32_u32 s7, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s7, s7, 32
	s_lshl_b64 s[8:9], s[18:19], s7
	s_sub_i32 s7, 32, s7
	s_min_u32 s8, s8, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s9, s8
	s_cvt_f32_u32 s8, s8
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s8, s7
.LBB2_61:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v1 offset:16404
.LBB2_62:
	s_or_b32 exec_lo, exec_lo, s30
	s_load_b32 s33, s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_64
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v4, v1, s[28:29]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s33, v4
	v_cmp_class_f32_e64 s8, v4, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s9, v5, 0x204
	s_and_b32 s8, s9, s8
	v_cndmask_b32_e64 v4, 0, 1.0, s8
	ds_store_b32 v1, v4
.LBB2_64:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_66
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v1, v1, s[28:29]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s33, v1
	v_cmp_class_f32_e64 s8, v1, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s9, v4, 0x204
	v_lshlrev_b32_e32 v4, 2, v0
	s_and_b32 s8, s9, s8
	v_cndmask_b32_e64 v1, 0, 1.0, s8
	ds_store_b32 v4, v1 offset:4096
.LBB2_66:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_77
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_72
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_73
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s16, s36, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, s15
.LBB2_70:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s20
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v1
	v_cmp_u_f32_e64 s9, v5, v5
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v6, v6
	v_cmp_u_f32_e64 s11, v7, v7
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v8, v8
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v5, v1
	s_and_b32 s8, vcc_lo, s9
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v6, v1
	s_and_b32 s8, vcc_lo, s10
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s8, vcc_lo, s11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s8, vcc_lo, s12
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v9, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v10, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v1, v1
	v_cmp_gt_f32_e64 s8, v11, v1
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB2_70
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_74
	s_branch .LBB2_76
.LBB2_72:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB2_76
.LBB2_73:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB2_76
.LBB2_74:
	s_lshl_b32 s9, s16, 2
.LBB2_75:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v4, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s9, s9, 4
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v4, v1
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_75
.LBB2_76:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v1 offset:16408
.LBB2_77:
	s_or_b32 exec_lo, exec_lo, s13
	s_load_b128 s[20:23], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s23, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s23, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s7, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB2_81
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_80
	v_mov_b32_e32 v1, 0x401c
	v_mov_b32_e32 v4, 0xff800000
	v_mov_b32_e32 v5, 0x7f800000
	ds_store_2addr_b32 v1, v4, v5 offset1:1
.LBB2_80:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_81:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_116
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB2_84
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v4, v1, s[28:29]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, 0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_mov_b32 v5, 1.0
	ds_store_2addr_stride64_b32 v1, v4, v5 offset1:32
.LBB2_84:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB2_86
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v6, 2, v0
	global_load_b32 v1, v1, s[28:29]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v4, v1
	v_or_b32_e32 v5, 0x80000000, v1
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, v5, v4 :: v_dual_mov_b32 v4, 1.0
	ds_store_2addr_stride64_b32 v6, v1, v4 offset0:16 offset1:48
.LBB2_86:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s23, s4
	s_cbranch_execz .LBB2_115
	s_clz_i32_u32 s1, s21
	s_clz_i32_u32 s7, s37
	s_min_u32 s1, s1, 32
	s_min_u32 s7, s7, 32
	s_lshl_b64 s[8:9], s[20:21], s1
	s_lshl_b64 s[10:11], s[36:37], s7
	s_min_u32 s8, s8, 1
	s_min_u32 s10, s10, 1
	s_or_b32 s8, s9, s8
	s_or_b32 s9, s11, s10
	s_cvt_f32_u32 s8, s8
	s_cvt_f32_u32 s9, s9
	s_sub_i32 s1, 32, s1
	s_sub_i32 s7, 32, s7
	v_ldexp_f32 v1, s8, s1
	v_ldexp_f32 v4, s9, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_readfirstlane_b32 s21, v1
	v_cmp_nge_f32_e32 vcc_lo, v4, v1
	s_cbranch_vccnz .LBB2_99
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s31, 0
	s_cselect_b32 s7, -1, 0
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s30, s36, 7
	v_cmp_gt_u64_e64 s61, s[8:9], 6
	s_and_b32 s34, s36, 0xff8
	v_cndmask_b32_e64 v1, 0, 1, s7
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b64 s[10:11], 0
	s_mov_b32 s35, s31
	v_cndmask_b32_e64 v6, 0, 1, s61
	s_cselect_b32 s62, -1, 0
	s_mov_b32 s60, s31
	s_branch .LBB2_91
.LBB2_89:
	v_clz_i32_u32_e32 v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v7, 32, v7
	v_lshlrev_b64 v[4:5], v7, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v4, v5, v4
	v_sub_nc_u32_e32 v5, 32, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v4, v4
	v_ldexp_f32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s12, v4
.LBB2_90:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s12, s21
	s_cselect_b32 s60, s14, s60
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], 32
	s_cbranch_scc1 .LBB2_100
.LBB2_91:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s1, 1, v6
	s_lshr_b32 s12, 0x80000000, s10
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_or_b32 s14, s12, s60
	s_mov_b32 s12, 0
	s_cbranch_vccnz .LBB2_90
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_96
	s_mov_b64 s[12:13], 0
	s_mov_b32 s15, 0
.LBB2_94:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v13, s15
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s15, s15, 32
	s_cmp_lg_u64 s[34:35], s[12:13]
	ds_load_2addr_b32 v[7:8], v13 offset1:1
	ds_load_2addr_b32 v[9:10], v13 offset0:2 offset1:3
	ds_load_2addr_b32 v[11:12], v13 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v13 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_le_u32_e32 vcc_lo, s14, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s14, v8
	v_cndmask_b32_e64 v8, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_le_u32_e32 vcc_lo, s14, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s14, v10
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s14, v11
	v_cndmask_b32_e64 v11, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s14, v12
	v_add_co_u32 v4, s1, v4, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s1
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s14, v13
	v_add_co_u32 v4, s1, v4, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s1
	v_cndmask_b32_e64 v8, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s14, v14
	v_add_co_u32 v4, s1, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s1
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_cbranch_scc1 .LBB2_94
	s_mov_b64 s[12:13], s[34:35]
	s_mov_b32 s1, s62
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_89
	s_branch .LBB2_97
.LBB2_96:
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB2_89
.LBB2_97:
	s_lshl_b32 s1, s12, 2
	s_mov_b64 s[12:13], s[30:31]
.LBB2_98:
	v_mov_b32_e32 v7, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[12:13], 0
	ds_load_b32 v7, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s14, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_cbranch_scc1 .LBB2_98
	s_branch .LBB2_89
.LBB2_99:
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB2_114
.LBB2_100:
	s_clz_i32_u64 s1, s[8:9]
	s_mov_b32 s44, 0
	s_min_u32 s63, s1, 64
	s_mov_b64 s[46:47], 0
	s_sub_u32 s10, 64, s63
	s_subb_u32 s11, 0, 0
	s_lshl_b64 s[42:43], -1, s10
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB2_113
	v_cmp_gt_u64_e64 s1, s[10:11], 1
	s_brev_b32 s45, 1
	s_mov_b64 s[54:55], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s49, s11, 0
	s_cselect_b32 s48, s10, 1
	s_sub_u32 s64, 0, s42
	s_subb_u32 s65, 0, s43
	s_sub_u32 s50, 0, s34
	s_subb_u32 s51, 0, 0
	s_not_b64 s[52:53], s[42:43]
	s_branch .LBB2_104
.LBB2_102:
	v_clz_i32_u32_e32 v6, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v6, 32, v6
	v_lshlrev_b64 v[4:5], v6, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v4, v5, v4
	v_sub_nc_u32_e32 v5, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v4, v4
	v_ldexp_f32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s1, v4
.LBB2_103:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s21
	s_cselect_b32 s47, s57, s47
	s_cselect_b32 s46, s56, s46
	s_add_u32 s54, s54, 1
	s_addc_u32 s55, s55, 0
	s_cmp_eq_u64 s[54:55], s[48:49]
	s_cbranch_scc1 .LBB2_113
.LBB2_104:
	v_cmp_ne_u32_e32 vcc_lo, 1, v1
	s_add_i32 s1, s54, s63
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[8:9], s[44:45], s1
	s_or_b64 s[56:57], s[8:9], s[46:47]
	s_cbranch_vccnz .LBB2_109
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_and_not1_b32 vcc_lo, exec_lo, s61
	s_cbranch_vccnz .LBB2_110
	s_mov_b64 s[58:59], 0
	s_mov_b32 s66, 0
.LBB2_107:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v12, s66
	s_add_u32 s67, s64, s58
	s_addc_u32 s70, s65, s59
	s_add_u32 s8, s67, -1
	s_addc_u32 s9, s70, -1
	ds_load_2addr_b32 v[6:7], v12 offset1:1
	ds_load_2addr_b32 v[8:9], v12 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v12 offset0:4 offset1:5
	ds_load_2addr_b32 v[12:13], v12 offset0:6 offset1:7
	v_cmp_ge_u64_e64 s68, s[8:9], s[56:57]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s1, s60, v6
	v_cmp_lt_u32_e32 vcc_lo, s60, v6
	v_cmp_eq_u32_e64 s8, s60, v7
	v_cmp_lt_u32_e64 s7, s60, v7
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s10, s60, v8
	s_and_b32 s1, s68, s1
	v_cmp_lt_u32_e64 s9, s60, v8
	s_or_b32 s1, vcc_lo, s1
	s_add_u32 s68, s67, -2
	s_addc_u32 s69, s70, -1
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[68:69], s[56:57]
	v_cmp_eq_u32_e64 s12, s60, v9
	v_cmp_lt_u32_e64 s11, s60, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u32_e64 s14, s60, v10
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_and_b32 s1, s1, s8
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_or_b32 s1, s7, s1
	s_add_u32 s68, s67, -3
	s_addc_u32 s69, s70, -1
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[68:69], s[56:57]
	v_cmp_lt_u32_e64 s13, s60, v10
	v_cmp_eq_u32_e64 s16, s60, v11
	v_cmp_lt_u32_e64 s15, s60, v11
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_and_b32 s1, s1, s10
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_or_b32 s1, s9, s1
	s_add_u32 s8, s67, -4
	s_addc_u32 s9, s70, -1
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[8:9], s[56:57]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s18, s60, v12
	v_cmp_lt_u32_e64 s17, s60, v12
	v_cmp_eq_u32_e64 s20, s60, v13
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_and_b32 s1, s1, s12
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_or_b32 s1, s11, s1
	s_add_u32 s8, s67, -5
	s_addc_u32 s9, s70, -1
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[8:9], s[56:57]
	v_cmp_lt_u32_e64 s19, s60, v13
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_and_b32 s1, s1, s14
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_or_b32 s1, s13, s1
	s_add_u32 s8, s67, -6
	s_addc_u32 s9, s70, -1
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[8:9], s[56:57]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_and_b32 s1, s1, s16
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_or_b32 s1, s15, s1
	s_add_u32 s8, s67, -7
	s_addc_u32 s9, s70, -1
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[8:9], s[56:57]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_and_b32 s1, s1, s18
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_or_b32 s1, s17, s1
	s_add_u32 s8, s67, -8
	s_addc_u32 s9, s70, -1
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[8:9], s[56:57]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_and_b32 s1, s1, s20
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_or_b32 s1, s19, s1
	s_add_u32 s58, s58, -8
	v_cndmask_b32_e64 v6, 0, 1, s1
	s_addc_u32 s59, s59, -1
	s_add_i32 s66, s66, 32
	s_cmp_lg_u64 s[50:51], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, v4, v6
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_cbranch_scc1 .LBB2_107
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s1, s62
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_102
	s_branch .LBB2_111
.LBB2_109:
	s_mov_b32 s1, 0
	s_branch .LBB2_103
.LBB2_110:
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB2_102
.LBB2_111:
	s_sub_u32 s8, s52, s10
	s_subb_u32 s9, s53, s11
	s_lshl_b32 s7, s10, 2
	s_mov_b64 s[10:11], s[30:31]
	.p2align	6
.LBB2_112:
	v_mov_b32_e32 v6, s7
	v_cmp_ge_u64_e64 s12, s[8:9], s[56:57]
	ds_load_b32 v6, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s60, v6
	v_cmp_lt_u32_e64 s1, s60, v6
	s_and_b32 s12, s12, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s1, s12
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e64 v6, 0, 1, s1
	s_addc_u32 s9, s9, -1
	s_add_i32 s7, s7, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	v_add_co_u32 v4, vcc_lo, v4, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc1 .LBB2_112
	s_branch .LBB2_102
.LBB2_113:
	s_not_b64 s[8:9], s[42:43]
	s_and_b32 s1, s60, 0x7fffffff
	s_not_b32 s7, s60
	s_cmp_lt_i32 s60, 0
	s_cselect_b32 s1, s1, s7
	s_sub_u32 s8, s8, s46
	s_subb_u32 s9, s9, s47
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s7, s9
	s_min_u32 s7, s7, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], s7
	s_sub_i32 s7, 32, s7
	s_min_u32 s8, s8, 1
	s_or_b32 s8, s9, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s8, s8
	v_ldexp_f32 v1, s8, s7
.LBB2_114:
	v_dual_mov_b32 v4, s1 :: v_dual_mov_b32 v5, 0x401c
	ds_store_2addr_b32 v5, v4, v1 offset1:1
.LBB2_115:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_116:
	s_cmp_nlt_f32 s22, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s7, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s18, s1, s7
	s_mov_b32 s1, -1
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB2_131
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_134
.LBB2_118:
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_161
.LBB2_119:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_164
.LBB2_120:
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_181
.LBB2_121:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_184
.LBB2_122:
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s6
	s_cbranch_execnz .LBB2_227
.LBB2_123:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB2_125
.LBB2_124:
	v_lshlrev_b32_e32 v1, 2, v2
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	global_load_b32 v8, v1, s[28:29]
	v_mov_b32_e32 v1, 0x4024
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	ds_load_2addr_b32 v[4:5], v1 offset1:1
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	s_mov_b32 s28, 0xfee00000
	s_mov_b32 s29, 0x3fe62e42
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, s33, v8
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v1, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v6, 0xc2d00000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v6
	v_cndmask_b32_e32 v6, 0x42b20000, v6, vcc_lo
	v_mul_f32_e32 v7, 0x3fb8aa3b, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, 0x4b400000, v7
	v_add_f32_e32 v9, 0xcb400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_dual_mul_f32 v9, 0x35bfbe8e, v9 :: v_dual_add_f32 v6, v6, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v10, v6, v9
	v_mul_f32_e32 v11, v10, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0x3331bb4c, v11
	v_add_f32_e32 v12, 0xb5ddea0e, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0x388ab355, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0xbb360b61, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0x3e2aaaab, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v11, v12
	v_sub_f32_e32 v11, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v11
	v_sub_f32_e32 v11, 2.0, v11
	v_div_scale_f32 v12, null, v11, v11, v10
	v_div_scale_f32 v15, vcc_lo, v10, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v14, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v14, v13
	v_mul_f32_e32 v14, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v12, v14, v15
	v_fmac_f32_e32 v14, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v12, -v12, v14, v15
	v_add_nc_u32_e64 v15, 0x4000, 0
	v_div_fmas_f32 v12, v12, v13, v14
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_clz_i32_u32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v7
	v_min_u32_e32 v12, 32, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v10, 1, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[3:4], v12, v[2:3]
	v_sub_f32_e32 v6, v6, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v7, v7, v10
	v_lshl_add_u32 v9, v10, 23, 0xff800000
	v_min_u32_e32 v3, 1, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v6, 1.0, v6
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_or_b32_e32 v3, v4, v3
	v_sub_nc_u32_e32 v4, 32, v12
	v_mul_f32_e32 v6, v6, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v3, v3
	v_mul_f32_e32 v6, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v9, 0x7fc00000, v6, vcc_lo
	v_mov_b32_e32 v6, 0x401c
	v_div_scale_f32 v10, null, v5, v5, v9
	v_div_scale_f32 v14, vcc_lo, v9, v5, v9
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	v_rcp_f32_e32 v11, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v13, -v10, v11, 1.0
	v_fmac_f32_e32 v11, v13, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v14, v11
	v_fma_f32 v12, -v10, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v13, v12, v11
	v_ldexp_f32 v12, v3, v4
	ds_load_2addr_b32 v[3:4], v15 offset0:2 offset1:11
	v_fma_f32 v10, -v10, v13, v14
	v_cmp_ge_f32_e64 s1, v7, v12
	v_div_fmas_f32 v7, v10, v11, v13
	v_cmp_gt_f32_e32 vcc_lo, v8, v6
	s_and_b32 s1, s5, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_div_fixup_f32 v5, v7, v5, v9
	v_cndmask_b32_e64 v6, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, 0, v5
	v_cmp_gt_f32_e32 vcc_lo, v8, v6
	v_cndmask_b32_e32 v19, v6, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v19
	v_cndmask_b32_e32 v20, -1.0, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v3, v12
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_f32_e64 s1, v20, v4
	s_and_b32 s1, s1, vcc_lo
	s_cmp_ge_f32 s22, 1.0
	s_mov_b32 s22, 0x35793c76
	s_mov_b32 s23, 0x3dea39ef
	s_cselect_b32 s5, -1, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_mul_i32 s6, s40, 0xcd9e8d57
	v_xor_b32_e32 v3, s7, v3
	s_add_i32 s7, s38, 0x9e3779b9
	s_add_i32 s8, s39, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, s6, s7, v6
	s_mul_hi_u32 s6, s40, 0xcd9e8d57
	s_add_i32 s7, s39, 0xbb67ae85
	s_xor_b32 s6, s38, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v3, 0
	s_xor_b32 s6, s2, s6
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v2, s7, s9, v2
	s_add_i32 s7, s38, 0xdaa66d2b
	v_xor3_b32 v7, s6, s8, v7
	s_add_i32 s6, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v3, s6, v3, v5
	s_add_i32 s6, s39, 0x32370b8f
	v_xor3_b32 v5, s7, v8, v2
	s_add_i32 s7, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v6
	s_add_i32 s6, s38, 0x78dde6e4
	v_xor3_b32 v5, s7, v9, v2
	s_add_i32 s7, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v7
	s_add_i32 s6, s39, 0xa9066899
	v_xor3_b32 v6, s7, v6, v2
	s_add_i32 s7, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v8
	s_add_i32 s6, s38, 0xb54cda56
	v_xor3_b32 v7, s7, v7, v2
	s_add_i32 s7, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v5
	s_add_i32 s6, s39, 0x1fd5c5a3
	v_xor3_b32 v5, s7, v7, v2
	s_add_i32 s7, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mul_hi_u32 v5, 0xd2511f53, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v6
	s_add_i32 s6, s38, 0x8ff34781
	v_xor3_b32 v2, s7, v5, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v3, 0xcd9e8d57, v3
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v3, s6, v2
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_cvt_f64_u32_e32 v[2:3], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], 0.5
	v_ldexp_f64 v[2:3], v[2:3], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x95f62, v3
	v_and_b32_e32 v3, 0xfffff, v15
	v_lshrrev_b32_e32 v15, 20, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v3, 0x3fe6a09e, v3
	v_add_co_u32 v21, s11, 0xfffffc01, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, 0, -1, s11
	v_add_f64 v[2:3], v[2:3], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[15:16], v15
	v_add_f64 v[5:6], v[2:3], 2.0
	v_mul_f64 v[17:18], v[2:3], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[2:3]
	v_div_scale_f64 v[13:14], vcc_lo, v[2:3], v[5:6], v[2:3]
	v_rcp_f64_e32 v[9:10], v[7:8]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[9:10]
	v_fma_f64 v[7:8], -v[7:8], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[11:12]
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], s[6:7]
	v_mul_f64 v[13:14], v[9:10], s[12:13]
	v_add_f64 v[11:12], v[11:12], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[14:15]
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	v_add_f64 v[11:12], v[11:12], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[18:19]
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_ldexp_f64 v[13:14], v[15:16], 32
	v_mul_f64 v[15:16], v[2:3], v[17:18]
	v_add_f64 v[11:12], v[11:12], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_cvt_f64_u32_e32 v[11:12], v21
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[13:14], v[11:12]
	v_add_f64 v[7:8], v[15:16], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], s[22:23]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	v_mul_f64 v[7:8], v[9:10], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[11:12], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], v[5:6]
	v_add_f64 v[2:3], v[7:8], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v3, 0x80000000, v3
	v_add_co_u32 v5, s11, 0x95f62, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, 0, 0, s11
	v_and_b32_e32 v3, 0xfffff, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[5:6], 20, v[5:6]
	v_add_nc_u32_e32 v3, 0x3fe6a09e, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -1.0
	v_add_f64 v[7:8], v[2:3], 2.0
	v_mul_f64 v[17:18], v[2:3], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[2:3]
	v_div_scale_f64 v[15:16], vcc_lo, v[2:3], v[7:8], v[2:3]
	v_rcp_f64_e32 v[11:12], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[11:12]
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	v_add_co_u32 v21, vcc_lo, 0xfffffc01, v5
	v_add_co_ci_u32_e64 v5, null, -1, v6, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v20, v4
	v_cndmask_b32_e64 v4, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[5:6], v5
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[2:3]
	v_ldexp_f64 v[5:6], v[5:6], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], s[6:7]
	v_mul_f64 v[15:16], v[11:12], s[12:13]
	v_add_f64 v[13:14], v[13:14], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[14:15]
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[11:12], v[15:16]
	v_add_f64 v[13:14], v[13:14], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[18:19]
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_mul_f64 v[15:16], v[2:3], v[17:18]
	v_add_f64 v[13:14], v[13:14], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v21
	v_add_f64 v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[5:6], v[13:14]
	v_add_f64 v[9:10], v[15:16], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[5:6], s[22:23]
	v_mul_f64 v[5:6], v[5:6], s[28:29]
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[11:12], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], v[7:8]
	v_add_f64 v[2:3], v[5:6], v[2:3]
	v_cndmask_b32_e64 v5, 1.0, 0, s0
	v_cndmask_b32_e64 v6, 0, 1.0, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_cndmask_b32_e64 v3, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v4, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v5, v6
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v4, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	v_mul_f32_e32 v3, v19, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v3
	v_sub_f32_e32 v1, v1, v2
	v_cndmask_b32_e32 v1, 0xff800000, v1, vcc_lo
	ds_store_b32 v0, v1 offset:4096
.LBB2_125:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_150
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_144
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s1, s[6:7], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_145
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s18, s36, 0xff8
	s_mov_b32 s19, s15
	s_mov_b64 s[6:7], 0
	s_mov_b32 s22, s15
.LBB2_129:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s22
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_mov_b64 s[20:21], s[6:7]
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s5, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s6, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s7, v3, v3
	v_cmp_u_f32_e64 s8, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s9, v5, v5
	s_or_b32 vcc_lo, s1, s5
	v_cmp_u_f32_e64 s10, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s5, s20, s16
	s_cselect_b32 s16, s21, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s11, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	v_cmp_u_f32_e64 s12, v8, v8
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s20, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s6, s21, 0
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s6, s16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v3, v0
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v4, v0
	s_and_b32 s7, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v5, v0
	s_and_b32 s7, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v6, v0
	s_and_b32 s7, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v7, v0
	s_and_b32 s7, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v8, v0
	s_and_b32 s7, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 7
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s17, s7, s6
	s_cselect_b32 s16, s1, s5
	s_add_i32 s22, s22, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s6, s20, 8
	s_addc_u32 s7, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB2_129
	s_add_u32 s6, s20, 8
	s_addc_u32 s7, s21, 0
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_146
	s_branch .LBB2_148
.LBB2_131:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16420
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_118
.LBB2_134:
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB2_136
	v_dual_mov_b32 v4, 0x401c :: v_dual_lshlrev_b32 v1, 2, v0
	v_cvt_f32_u32_e32 v7, v0
	global_load_b32 v6, v1, s[28:29]
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v5, v7
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s1, v6, v4
	v_cmp_gt_f32_e64 s7, v6, v4
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s7
	v_cndmask_b32_e64 v5, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_dual_cndmask_b32 v4, v4, v5 :: v_dual_mul_f32 v5, s33, v6
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0xff800000, v5, vcc_lo
	ds_store_b32 v1, v4
.LBB2_136:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB2_138
	v_dual_mov_b32 v6, 0x401c :: v_dual_lshlrev_b32 v1, 2, v2
	v_clz_i32_u32_e32 v4, 0
	global_load_b32 v1, v1, s[28:29]
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	v_min_u32_e32 v8, 32, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], v8, v[2:3]
	v_min_u32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v4, v5, v4
	v_sub_nc_u32_e32 v5, 32, v8
	v_cvt_f32_u32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v7, v4
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s1, v1, v6
	v_cmp_gt_f32_e64 s7, v1, v6
	v_mul_f32_e32 v1, s33, v1
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s7
	v_cndmask_b32_e64 v5, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	v_dual_cndmask_b32 v1, 0xff800000, v1 :: v_dual_lshlrev_b32 v4, 2, v0
	ds_store_b32 v4, v1 offset:4096
.LBB2_138:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB2_159
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB2_153
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s1, s[8:9], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_154
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0xff8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s20, s13
.LBB2_142:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s20
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s1, v4, v1
	v_cmp_u_f32_e64 s8, v5, v5
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
	s_or_b32 vcc_lo, s1, s7
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v5, v1
	s_and_b32 s7, vcc_lo, s8
	s_or_b32 vcc_lo, s1, s7
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s1, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s1, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s1, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s7, s1
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s7, s1
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s7, s1
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB2_142
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB2_155
.LBB2_144:
	v_mov_b32_e32 v0, 0
	s_branch .LBB2_149
.LBB2_145:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB2_148
.LBB2_146:
	s_lshl_b32 s8, s6, 2
	.p2align	6
.LBB2_147:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s8
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s5, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s17, s7, s17
	s_cselect_b32 s16, s6, s16
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s8, s8, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_147
.LBB2_148:
	s_clz_i32_u32 s1, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[6:7], s[16:17], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s5, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s7, s5
	s_cvt_f32_u32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s5, s1
.LBB2_149:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:16396
.LBB2_150:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB2_152
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x400c
	v_mov_b32_e32 v4, 0x4014
	ds_load_b64 v[0:1], v6 offset:16384
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v1, 0x41000000, v5 :: v_dual_add_f32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v3, v1, v0
	v_cndmask_b32_e64 v0, v4, v2, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s26, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_addc_u32 s1, s27, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s24, s2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	s_addc_u32 s3, s25, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s6, s4
	s_and_b32 s4, s6, 0x7fffffff
	s_ashr_i32 s6, s6, 31
	s_mul_f32 s5, s4, 0x2f800000
	s_mov_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_floor_f32 s5, s5
	s_fmac_f32 s4, s5, 0xcf800000
	s_cvt_u32_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s4, s4
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_sub_u32 s4, s4, s6
	s_subb_u32 s5, s5, s6
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	global_store_b64 v6, v[0:1], s[0:1]
	global_load_b32 v0, v6, s[2:3]
	v_cvt_u32_f32_e32 v1, v3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB2_152:
	s_endpgm
.LBB2_153:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB2_158
.LBB2_154:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s1, -1
.LBB2_155:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_158
	s_lshl_b32 s8, s14, 2
.LBB2_157:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s8, s8, 4
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v1
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s1
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB2_157
.LBB2_158:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v1 offset:16420
.LBB2_159:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_119
.LBB2_161:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16424
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_120
.LBB2_164:
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB2_166
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v6, v1, s[28:29]
	ds_load_b32 v4, v4 offset:16420
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s33, v6
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v5, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v4, 0xc2d00000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	v_mul_f32_e32 v5, 0x3fb8aa3b, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, 0x4b400000, v5
	v_add_f32_e32 v5, 0xcb400000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, 0xbf317200, v5
	v_mul_f32_e32 v10, 0x35bfbe8e, v5
	v_add_f32_e32 v9, v4, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v9, v10
	v_mul_f32_e32 v5, v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x3331bb4c, v5
	v_add_f32_e32 v11, 0xb5ddea0e, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v5, v11
	v_add_f32_e32 v11, 0x388ab355, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v5, v11
	v_add_f32_e32 v11, 0xbb360b61, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v5, v11
	v_add_f32_e32 v11, 0x3e2aaaab, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v5, v11
	v_sub_f32_e32 v5, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v4, v5
	v_sub_f32_e32 v12, 2.0, v5
	v_div_scale_f32 v4, null, v12, v12, v11
	v_div_scale_f32 v14, vcc_lo, v11, v12, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v4
	v_fma_f32 v5, -v4, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v5, v13
	v_mul_f32_e32 v15, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v5, -v4, v15, v14
	v_fmac_f32_e32 v15, v5, v13
	v_mov_b32_e32 v5, 0x401c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v4, v15, v14
	ds_load_2addr_b32 v[4:5], v5 offset1:1
	v_div_fmas_f32 v13, v14, v13, v15
	v_div_fixup_f32 v11, v13, v12, v11
	v_add_nc_u32_e32 v12, 0xb4c00100, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v10, v11
	v_lshrrev_b32_e32 v11, 1, v12
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_f32_e32 v9, v9, v10
	v_cvt_f32_u32_e32 v10, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v6, v4
	v_sub_nc_u32_e32 v8, v8, v11
	v_cmp_gt_f32_e64 s7, v6, v4
	v_add_f32_e32 v9, 1.0, v9
	v_cmp_ge_f32_e64 s1, v5, v10
	v_lshl_add_u32 v11, v11, 23, 0xff800000
	v_lshl_add_u32 v5, v8, 23, 0x7f800000
	v_cndmask_b32_e64 v4, 0, 1.0, s7
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, v9, v11
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_mul_f32_e32 v5, v6, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e32 vcc_lo, v8, v4
	v_cndmask_b32_e32 v4, v4, v8, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e32 v5, 0x7fc00000, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	ds_store_b32 v1, v4
.LBB2_166:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB2_168
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	v_mov_b32_e32 v17, 0x401c
	global_load_b32 v1, v1, s[28:29]
	ds_load_b32 v4, v4 offset:16420
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s33, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v5, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v8
	v_cndmask_b32_e32 v4, 0xc2d00000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	v_mul_f32_e32 v5, 0x3fb8aa3b, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x4b400000, v5
	v_add_f32_e32 v5, 0xcb400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, 0xbf317200, v5
	v_dual_mul_f32 v10, 0x35bfbe8e, v5 :: v_dual_add_f32 v11, v4, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v11, v10
	v_mul_f32_e32 v5, v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, 0x3331bb4c, v5
	v_add_f32_e32 v6, 0xb5ddea0e, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v5, v6
	v_add_f32_e32 v6, 0x388ab355, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v5, v6
	v_add_f32_e32 v6, 0xbb360b61, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v5, v6
	v_add_f32_e32 v6, 0x3e2aaaab, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v5, v6
	v_sub_f32_e32 v5, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v4, v5
	v_sub_f32_e32 v13, 2.0, v5
	v_div_scale_f32 v6, null, v13, v13, v12
	v_div_scale_f32 v7, vcc_lo, v12, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v14, v6
	v_fma_f32 v4, -v6, v14, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v14, v4, v14
	v_clz_i32_u32_e32 v4, 0
	v_mul_f32_e32 v15, v7, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v16, 32, v4
	v_fma_f32 v5, -v6, v15, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v15, v5, v14
	v_lshlrev_b64 v[4:5], v16, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v18, -v6, v15, v7
	ds_load_2addr_b32 v[6:7], v17 offset1:1
	v_min_u32_e32 v4, 1, v4
	v_div_fmas_f32 v14, v18, v14, v15
	v_or_b32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v5, v14, v13, v12
	v_sub_nc_u32_e32 v12, 32, v16
	v_cvt_f32_u32_e32 v4, v4
	v_add_nc_u32_e32 v13, 0xb4c00100, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v5, v10, v5
	v_ldexp_f32 v4, v4, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v10, 1, v13
	v_sub_f32_e32 v5, v11, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v1, v6
	v_cmp_ge_f32_e32 vcc_lo, v7, v4
	v_cmp_gt_f32_e64 s7, v1, v6
	v_sub_nc_u32_e32 v4, v9, v10
	v_lshl_add_u32 v7, v10, 23, 0xff800000
	v_add_f32_e32 v5, 1.0, v5
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	v_cndmask_b32_e64 v6, 0, 1.0, s1
	v_lshl_add_u32 v4, v4, 23, 0x7f800000
	v_mul_f32_e32 v5, v5, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_mul_f32_e32 v4, v5, v4
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v4, 0x7fc00000, v4, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v4, vcc_lo
	v_lshlrev_b32_e32 v4, 2, v0
	ds_store_b32 v4, v1 offset:4096
.LBB2_168:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_179
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v4, 0
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[10:11], 0
	s_cbranch_scc1 .LBB2_178
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_and_b32 s8, s36, 7
	s_mov_b32 s9, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_174
	v_mov_b32_e32 v4, 0
	s_and_b32 s10, s36, 0xff8
	s_mov_b32 s11, s9
	s_mov_b64 s[12:13], 0
	s_mov_b32 s7, s9
	.p2align	6
.LBB2_172:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s7
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s7, s7, 32
	s_cmp_lg_u64 s[10:11], s[12:13]
	ds_load_2addr_b32 v[5:6], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v4, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v12
	s_cbranch_scc1 .LBB2_172
	s_cmp_lg_u64 s[8:9], 0
	s_cselect_b32 s7, -1, 0
	s_branch .LBB2_175
.LBB2_174:
	v_mov_b32_e32 v4, 0
	s_mov_b32 s7, -1
.LBB2_175:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB2_178
	s_lshl_b32 s7, s10, 2
.LBB2_177:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s7
	s_add_i32 s7, s7, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_cmp_lg_u64 s[8:9], 0
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_cbranch_scc1 .LBB2_177
.LBB2_178:
	ds_store_b32 v1, v4 offset:16424
.LBB2_179:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_121
.LBB2_181:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB2_183
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v4, 0x7f800000
	v_add_nc_u32_e64 v5, 0x4000, 0
	ds_store_2addr_b32 v5, v4, v1 offset0:2 offset1:11
.LBB2_183:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_122
.LBB2_184:
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB2_186
	v_dual_mov_b32 v4, 0x4024 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v8, v1, s[28:29]
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s33, v8
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v6, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v6, 0xc2d00000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v6
	v_cndmask_b32_e32 v6, 0x42b20000, v6, vcc_lo
	v_mul_f32_e32 v7, 0x3fb8aa3b, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, 0x4b400000, v7
	v_add_f32_e32 v9, 0xcb400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_dual_add_f32 v6, v6, v10 :: v_dual_mul_f32 v9, 0x35bfbe8e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v10, v6, v9
	v_mul_f32_e32 v11, v10, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0x3331bb4c, v11
	v_add_f32_e32 v12, 0xb5ddea0e, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0x388ab355, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0xbb360b61, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0x3e2aaaab, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v11, v12
	v_sub_f32_e32 v11, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v11
	v_sub_f32_e32 v11, 2.0, v11
	v_div_scale_f32 v12, null, v11, v11, v10
	v_div_scale_f32 v15, vcc_lo, v10, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v14, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v14, v13
	v_mul_f32_e32 v14, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v12, v14, v15
	v_fmac_f32_e32 v14, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v12, v14, v15
	v_div_fmas_f32 v12, v12, v13, v14
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cvt_f32_u32_e32 v14, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v7
	v_sub_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v10, 1, v11
	v_sub_f32_e32 v6, v6, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v7, v7, v10
	v_lshl_add_u32 v9, v10, 23, 0xff800000
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	v_mul_f32_e32 v6, v6, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v6, v7
	v_cndmask_b32_e32 v4, 0x7fc00000, v6, vcc_lo
	v_mov_b32_e32 v6, 0x401c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v9, null, v5, v5, v4
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	v_div_scale_f32 v12, vcc_lo, v4, v5, v4
	v_rcp_f32_e32 v10, v9
	v_fma_f32 v11, -v9, v10, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v10, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s1, v7, v14
	v_cmp_eq_f32_e64 s7, v8, v6
	v_cmp_gt_f32_e64 s8, v8, v6
	v_mul_f32_e32 v11, v12, v10
	s_and_b32 s1, s7, s1
	v_cndmask_b32_e64 v6, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v13, -v9, v11, v12
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_fmac_f32_e32 v11, v13, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, -v9, v11, v12
	v_div_fmas_f32 v7, v7, v10, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v8, v6
	v_div_fixup_f32 v4, v7, v5, v4
	v_cndmask_b32_e32 v5, v6, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v6, 0, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v5, -1.0, v6 :: v_dual_cndmask_b32 v4, 0, v4
	v_not_b32_e32 v6, v5
	v_or_b32_e32 v7, 0x80000000, v5
	v_cmp_gt_i32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v5, v7, v6, vcc_lo
	ds_store_2addr_stride64_b32 v1, v5, v4 offset1:32
.LBB2_186:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB2_188
	v_dual_mov_b32 v4, 0x4024 :: v_dual_lshlrev_b32 v1, 2, v2
	global_load_b32 v1, v1, s[28:29]
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s33, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v6, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v6, 0xc2d00000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v6
	v_cndmask_b32_e32 v6, 0x42b20000, v6, vcc_lo
	v_mul_f32_e32 v7, 0x3fb8aa3b, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, 0x4b400000, v7
	v_add_f32_e32 v8, 0xcb400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, 0xbf317200, v8
	v_mul_f32_e32 v8, 0x35bfbe8e, v8
	v_add_f32_e32 v6, v6, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v6, v8
	v_mul_f32_e32 v10, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x3331bb4c, v10
	v_add_f32_e32 v11, 0xb5ddea0e, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v11
	v_add_f32_e32 v11, 0x388ab355, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v11
	v_add_f32_e32 v11, 0xbb360b61, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v11
	v_add_f32_e32 v11, 0x3e2aaaab, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v11
	v_sub_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v10
	v_sub_f32_e32 v10, 2.0, v10
	v_div_scale_f32 v11, null, v10, v10, v9
	v_div_scale_f32 v14, vcc_lo, v9, v10, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v12, v11
	v_fma_f32 v13, -v11, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v13, v12
	v_mul_f32_e32 v13, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v11, v13, v14
	v_fmac_f32_e32 v13, v15, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v11, v13, v14
	v_div_fmas_f32 v11, v11, v12, v13
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v7
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v6, v6, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v7, v7, v9
	v_lshl_add_u32 v8, v9, 23, 0xff800000
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	v_mul_f32_e32 v6, v6, v8
	v_mov_b32_e32 v8, 0x401c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v6, v6, v7
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	v_cndmask_b32_e32 v4, 0x7fc00000, v6, vcc_lo
	v_clz_i32_u32_e32 v6, 0
	v_div_scale_f32 v10, null, v5, v5, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v12, 32, v6
	v_div_scale_f32 v14, vcc_lo, v4, v5, v4
	v_rcp_f32_e32 v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[6:7], v12, v[2:3]
	v_sub_nc_u32_e32 v12, 32, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s7, v1, v8
	v_cmp_gt_f32_e64 s8, v1, v8
	v_min_u32_e32 v6, 1, v6
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v13, -v10, v11, 1.0
	v_cndmask_b32_e64 v1, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v6, v7, v6
	v_fmac_f32_e32 v11, v13, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v6, v6
	v_mul_f32_e32 v7, v14, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v6, v6, v12
	v_fma_f32 v13, -v10, v7, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, v9, v6
	v_fmac_f32_e32 v7, v13, v11
	s_and_b32 s1, s7, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, -v10, v7, v14
	v_div_fmas_f32 v6, v6, v11, v7
	v_cndmask_b32_e64 v7, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v4, v6, v5, v4
	v_cmp_gt_f32_e32 vcc_lo, v7, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, 0, v4
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v4 :: v_dual_cndmask_b32 v4, -1.0, v5
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_lshlrev_b32 v5, 2, v0
	ds_store_2addr_stride64_b32 v5, v4, v1 offset0:16 offset1:48
.LBB2_188:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB2_225
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b64 s[10:11], 0
	s_cselect_b32 s7, -1, 0
	s_cmp_eq_u64 s[36:37], 0
	s_cbranch_scc1 .LBB2_194
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[8:9], 7
	s_and_b32 s8, s36, 7
	s_mov_b32 s9, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_195
	v_mov_b32_e32 v1, 0
	s_and_b32 s10, s36, 0xff8
	s_mov_b32 s11, s9
	s_mov_b64 s[12:13], 0
	s_movk_i32 s1, 0x2000
	.p2align	6
.LBB2_192:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s1
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[10:11], s[12:13]
	ds_load_2addr_b32 v[4:5], v10 offset1:1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v10 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v10 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v5
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v7
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v11
	s_cbranch_scc1 .LBB2_192
	s_cmp_lg_u64 s[8:9], 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB2_196
.LBB2_194:
	v_mov_b32_e32 v1, 0
	s_branch .LBB2_199
.LBB2_195:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s1, -1
.LBB2_196:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_199
	s_lshl2_add_u32 s1, s10, 0x2000
.LBB2_198:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_cmp_lg_u64 s[8:9], 0
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_cbranch_scc1 .LBB2_198
.LBB2_199:
	s_cmp_ngt_f32 s22, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s22, v1
	s_mov_b32 s31, 0
	s_cselect_b32 s1, -1, 0
	s_or_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_210
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s34, s36, 7
	v_cmp_gt_u64_e64 s23, s[8:9], 6
	s_mov_b32 s35, s31
	s_and_b32 s30, s36, 0xff8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v4, 0, 1, s7
	s_cmp_lg_u64 s[34:35], 0
	v_cndmask_b32_e64 v5, 0, 1, s23
	s_mov_b64 s[10:11], 0
	s_cselect_b32 s60, -1, 0
	s_branch .LBB2_202
.LBB2_201:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s22, v7
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], 32
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_cbranch_scc1 .LBB2_211
.LBB2_202:
	s_lshr_b32 s1, 0x80000000, s10
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v6, s1, v1
	v_cmp_ne_u32_e64 s1, 1, v5
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_201
	v_mov_b32_e32 v7, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB2_207
	s_mov_b64 s[12:13], 0
	s_mov_b32 s1, 0
.LBB2_205:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s14, s1, 0x2000
	v_mov_b32_e32 v18, s1
	v_mov_b32_e32 v10, s14
	s_add_i32 s14, s1, 0x2008
	s_add_i32 s15, s1, 0x2018
	ds_load_2addr_b32 v[8:9], v18 offset1:1
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v8, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v10, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v9, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v8
	v_dual_cndmask_b32 v9, 0, v11 :: v_dual_mov_b32 v14, s14
	s_add_i32 s14, s1, 0x2010
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_f32_e32 v7, v7, v9
	ds_load_2addr_b32 v[12:13], v18 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v14 offset1:1
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[30:31], s[12:13]
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v12, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v14, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v13, v6
	v_mov_b32_e32 v20, s14
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v22, s15 :: v_dual_add_f32 v7, v7, v8
	v_cndmask_b32_e32 v9, 0, v15, vcc_lo
	ds_load_2addr_b32 v[16:17], v18 offset0:4 offset1:5
	ds_load_2addr_b32 v[18:19], v18 offset0:6 offset1:7
	ds_load_2addr_b32 v[20:21], v20 offset1:1
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	v_add_f32_e32 v7, v7, v9
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u32_e32 vcc_lo, v16, v6
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v8, 0, v20, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v17, v6
	v_cndmask_b32_e32 v9, 0, v21, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v18, v6
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v7, v8 :: v_dual_cndmask_b32 v8, 0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, v7, v9
	v_cmp_ge_u32_e32 vcc_lo, v19, v6
	v_add_f32_e32 v7, v7, v8
	v_cndmask_b32_e32 v9, 0, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v9
	s_cbranch_scc1 .LBB2_205
	s_mov_b64 s[12:13], s[30:31]
	s_mov_b32 s1, s60
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_201
	s_branch .LBB2_208
.LBB2_207:
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB2_201
.LBB2_208:
	s_lshl_b32 s1, s12, 2
	s_mov_b64 s[12:13], s[34:35]
.LBB2_209:
	v_mov_b32_e32 v8, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[12:13], 0
	ds_load_2addr_stride64_b32 v[8:9], v8 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v8, v6
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	v_add_f32_e32 v7, v7, v8
	s_cbranch_scc1 .LBB2_209
	s_branch .LBB2_201
.LBB2_210:
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v4, 0xff800000
	s_branch .LBB2_224
.LBB2_211:
	s_clz_i32_u64 s1, s[8:9]
	s_mov_b32 s44, 0
	s_min_u32 s61, s1, 64
	s_mov_b64 s[46:47], 0
	s_sub_u32 s10, 64, s61
	s_subb_u32 s11, 0, 0
	s_lshl_b64 s[42:43], -1, s10
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB2_223
	v_cmp_gt_u64_e64 s1, s[10:11], 1
	s_brev_b32 s45, 1
	s_mov_b64 s[54:55], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s49, s11, 0
	s_cselect_b32 s48, s10, 1
	s_sub_u32 s62, 0, s42
	s_subb_u32 s63, 0, s43
	s_sub_u32 s50, 0, s30
	s_subb_u32 s51, 0, 0
	s_not_b64 s[52:53], s[42:43]
	s_branch .LBB2_215
.LBB2_213:
	s_mov_b32 s64, 0
.LBB2_214:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s64, s22
	s_cselect_b32 s47, s57, s47
	s_cselect_b32 s46, s56, s46
	s_add_u32 s54, s54, 1
	s_addc_u32 s55, s55, 0
	s_cmp_eq_u64 s[54:55], s[48:49]
	s_cbranch_scc1 .LBB2_223
.LBB2_215:
	v_cmp_ne_u32_e32 vcc_lo, 1, v4
	s_add_i32 s1, s54, s61
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[8:9], s[44:45], s1
	s_or_b64 s[56:57], s[8:9], s[46:47]
	s_cbranch_vccnz .LBB2_213
	s_and_not1_b32 vcc_lo, exec_lo, s23
	s_cbranch_vccnz .LBB2_220
	s_mov_b32 s64, 0
	s_mov_b64 s[58:59], 0
	s_mov_b32 s65, 0
.LBB2_218:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s65
	s_add_i32 s1, s65, 0x2000
	s_add_u32 s68, s62, s58
	s_addc_u32 s69, s63, s59
	s_add_u32 s8, s68, -1
	ds_load_2addr_b32 v[5:6], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_addc_u32 s9, s69, -1
	v_mov_b32_e32 v13, s1
	v_cmp_ge_u64_e64 s66, s[8:9], s[56:57]
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s1, v5, v1
	v_cmp_gt_u32_e32 vcc_lo, v5, v1
	v_cmp_eq_u32_e64 s8, v6, v1
	v_cmp_gt_u32_e64 s7, v6, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s10, v7, v1
	s_and_b32 s1, s66, s1
	v_cmp_gt_u32_e64 s9, v7, v1
	s_or_b32 vcc_lo, vcc_lo, s1
	s_add_u32 s66, s68, -2
	s_addc_u32 s67, s69, -1
	s_add_i32 s1, s65, 0x2008
	v_cmp_ge_u64_e64 s66, s[66:67], s[56:57]
	v_mov_b32_e32 v5, s1
	v_cmp_eq_u32_e64 s12, v8, v1
	v_cmp_gt_u32_e64 s11, v8, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s14, v9, v1
	v_cmp_gt_u32_e64 s13, v9, v1
	s_and_b32 s1, s66, s8
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	s_or_b32 s1, s7, s1
	s_add_u32 s66, s68, -3
	s_addc_u32 s67, s69, -1
	v_cmp_eq_u32_e64 s16, v10, v1
	v_cmp_ge_u64_e64 s7, s[66:67], s[56:57]
	v_cmp_gt_u32_e64 s15, v10, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_u32_e64 s17, v11, v1
	v_cmp_eq_u32_e64 s18, v11, v1
	v_cmp_gt_u32_e64 s19, v12, v1
	v_cmp_eq_u32_e64 s20, v12, v1
	s_and_b32 s7, s7, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s7, s9, s7
	s_add_u32 s8, s68, -4
	s_addc_u32 s9, s69, -1
	s_add_i32 s10, s65, 0x2010
	v_cmp_ge_u64_e64 s8, s[8:9], s[56:57]
	v_mov_b32_e32 v7, s10
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_and_b32 s8, s8, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s11, s8
	s_add_u32 s10, s68, -5
	s_addc_u32 s11, s69, -1
	v_cmp_ge_u64_e64 s9, s[10:11], s[56:57]
	s_and_b32 s9, s9, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s9, s13, s9
	s_add_u32 s10, s68, -6
	s_addc_u32 s11, s69, -1
	s_add_i32 s12, s65, 0x2018
	v_cmp_ge_u64_e64 s10, s[10:11], s[56:57]
	v_mov_b32_e32 v9, s12
	ds_load_2addr_b32 v[9:10], v9 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v11, 0, v13, vcc_lo
	v_cndmask_b32_e64 v12, 0, v14, s1
	s_and_b32 s1, s10, s16
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v6, 0, v6, s8
	s_or_b32 vcc_lo, s15, s1
	s_add_u32 s8, s68, -7
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v7, 0, v7, s9
	s_addc_u32 s9, s69, -1
	v_readfirstlane_b32 s1, v11
	v_cndmask_b32_e64 v5, 0, v5, s7
	v_cmp_ge_u64_e64 s7, s[8:9], s[56:57]
	v_readfirstlane_b32 s8, v12
	v_cndmask_b32_e32 v8, 0, v8, vcc_lo
	s_add_f32 s1, s64, s1
	v_readfirstlane_b32 s10, v5
	v_readfirstlane_b32 s11, v6
	s_and_b32 s7, s7, s18
	s_add_f32 s1, s1, s8
	s_or_b32 vcc_lo, s17, s7
	s_add_u32 s8, s68, -8
	s_addc_u32 s9, s69, -1
	s_add_f32 s1, s1, s10
	v_cmp_ge_u64_e64 s7, s[8:9], s[56:57]
	v_readfirstlane_b32 s8, v7
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v5, 0, v9, vcc_lo
	s_add_f32 s1, s1, s11
	v_readfirstlane_b32 s9, v8
	s_and_b32 s7, s7, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_f32 s1, s1, s8
	s_or_b32 vcc_lo, s19, s7
	v_readfirstlane_b32 s7, v5
	v_cndmask_b32_e32 v6, 0, v10, vcc_lo
	s_add_f32 s1, s1, s9
	s_add_u32 s58, s58, -8
	s_addc_u32 s59, s59, -1
	s_add_i32 s65, s65, 32
	v_readfirstlane_b32 s8, v6
	s_add_f32 s1, s1, s7
	s_cmp_lg_u64 s[50:51], s[58:59]
	s_delay_alu instid0(SALU_CYCLE_2)
	s_add_f32 s64, s1, s8
	s_cbranch_scc1 .LBB2_218
	s_mov_b64 s[10:11], s[30:31]
	s_mov_b32 s1, s60
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB2_214
	s_branch .LBB2_221
.LBB2_220:
	s_mov_b64 s[10:11], 0
	s_mov_b32 s64, 0
	s_cbranch_execz .LBB2_214
.LBB2_221:
	s_sub_u32 s8, s52, s10
	s_subb_u32 s9, s53, s11
	s_lshl_b32 s7, s10, 2
	s_mov_b64 s[10:11], s[34:35]
	.p2align	6
.LBB2_222:
	v_mov_b32_e32 v5, s7
	v_cmp_ge_u64_e64 s12, s[8:9], s[56:57]
	ds_load_2addr_stride64_b32 v[5:6], v5 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v5, v1
	v_cmp_gt_u32_e64 s1, v5, v1
	s_and_b32 s12, s12, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s12
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_addc_u32 s9, s9, -1
	s_add_i32 s7, s7, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	v_readfirstlane_b32 s1, v5
	s_cmp_lg_u64 s[10:11], 0
	s_add_f32 s64, s64, s1
	s_cbranch_scc1 .LBB2_222
	s_branch .LBB2_214
.LBB2_223:
	s_not_b64 s[8:9], s[42:43]
	v_and_b32_e32 v4, 0x7fffffff, v1
	s_sub_u32 s8, s8, s46
	s_subb_u32 s9, s9, s47
	v_not_b32_e32 v5, v1
	s_clz_i32_u32 s1, s9
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s7, s8, 1
	v_cndmask_b32_e32 v4, v5, v4, vcc_lo
	s_or_b32 s7, s9, s7
	s_cvt_f32_u32 s7, s7
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s7, s1
.LBB2_224:
	v_add_nc_u32_e64 v5, 0x4000, 0
	ds_store_2addr_b32 v5, v1, v4 offset0:2 offset1:11
.LBB2_225:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB2_123
.LBB2_227:
	v_dual_mov_b32 v4, 0x4024 :: v_dual_lshlrev_b32 v1, 2, v0
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s14, 0x1d8e78af
	global_load_b32 v11, v1, s[28:29]
	ds_load_2addr_b32 v[5:6], v4 offset1:1
	s_mov_b32 s16, 0x94229359
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s31, 0x3dea39ef
	s_mov_b32 s34, 0xfee00000
	s_mov_b32 s35, 0x3fe62e42
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s33, v11
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v5, v4, v5
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v5
	v_cndmask_b32_e32 v7, 0xc2d00000, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	v_mul_f32_e32 v8, 0x3fb8aa3b, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, 0x4b400000, v8
	v_add_f32_e32 v9, 0xcb400000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_mul_f32_e32 v9, 0x35bfbe8e, v9
	v_add_f32_e32 v7, v7, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v10, v7, v9
	v_mul_f32_e32 v12, v10, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x3331bb4c, v12
	v_add_f32_e32 v13, 0xb5ddea0e, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v12, v13
	v_add_f32_e32 v13, 0x388ab355, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v12, v13
	v_add_f32_e32 v13, 0xbb360b61, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v12, v13
	v_add_f32_e32 v13, 0x3e2aaaab, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v12, v13
	v_sub_f32_e32 v12, v10, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v12
	v_sub_f32_e32 v12, 2.0, v12
	v_div_scale_f32 v13, null, v12, v12, v10
	v_div_scale_f32 v16, vcc_lo, v10, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v14, v13
	v_fma_f32 v15, -v13, v14, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v14, v15, v14
	v_mul_f32_e32 v15, v16, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v13, v15, v16
	v_fmac_f32_e32 v15, v17, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v13, -v13, v15, v16
	v_cvt_f32_u32_e32 v16, v0
	v_div_fmas_f32 v13, v13, v14, v15
	v_cmp_o_f32_e32 vcc_lo, v5, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v10, v13, v12, v10
	v_dual_sub_f32 v9, v9, v10 :: v_dual_add_nc_u32 v12, 0xb4c00100, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v10, 1, v12
	v_sub_f32_e32 v7, v7, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v8, v8, v10
	v_lshl_add_u32 v9, v10, 23, 0xff800000
	v_add_nc_u32_e64 v10, 0x4000, 0
	v_add_f32_e32 v7, 1.0, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v8, v8, 23, 0x7f800000
	v_mul_f32_e32 v7, v7, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, v7, v8 :: v_dual_mov_b32 v8, 0x401c
	v_cndmask_b32_e32 v5, 0x7fc00000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v12, null, v6, v6, v5
	v_div_scale_f32 v14, vcc_lo, v5, v6, v5
	v_rcp_f32_e32 v13, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v7, v13
	ds_load_2addr_b32 v[7:8], v8 offset1:1
	v_mul_f32_e32 v15, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v12, v15, v14
	v_fmac_f32_e32 v15, v9, v13
	ds_load_2addr_b32 v[9:10], v10 offset0:2 offset1:11
	v_fma_f32 v12, -v12, v15, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e64 s1, v8, v16
	v_cmp_eq_f32_e64 s6, v11, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_div_fmas_f32 v8, v12, v13, v15
	v_cmp_gt_f32_e32 vcc_lo, v11, v7
	s_and_b32 s1, s6, s1
	v_cndmask_b32_e64 v11, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v5, v8, v6, v5
	v_cndmask_b32_e64 v7, 0, 1.0, vcc_lo
	v_add_f32_e32 v5, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v7
	v_cndmask_b32_e32 v23, v7, v11, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v23
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v24, -1.0, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v16
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v0, 0
	v_cmp_eq_f32_e64 s1, v24, v10
	s_and_b32 s1, s1, vcc_lo
	s_cmp_ge_f32 s22, 1.0
	s_cselect_b32 s11, -1, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_mul_i32 s6, s40, 0xcd9e8d57
	v_xor_b32_e32 v6, s7, v6
	s_add_i32 s7, s38, 0x9e3779b9
	s_add_i32 s8, s39, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v7, s6, s7, v7
	s_mul_hi_u32 s6, s40, 0xcd9e8d57
	s_add_i32 s7, s39, 0xbb67ae85
	s_xor_b32 s6, s38, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	s_xor_b32 s6, s2, s6
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v5, s7, s9, v5
	s_add_i32 s7, s38, 0xdaa66d2b
	v_xor3_b32 v11, s6, s8, v8
	s_add_i32 s6, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v5, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v5, s6, v9, v6
	s_add_i32 s6, s39, 0x32370b8f
	v_xor3_b32 v8, s7, v12, v8
	s_add_i32 s7, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v5, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v6, v7
	s_add_i32 s6, s38, 0x78dde6e4
	v_xor3_b32 v7, s7, v9, v5
	s_add_i32 s7, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v6, 0
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v6, v11
	s_add_i32 s6, s39, 0xa9066899
	v_xor3_b32 v7, s7, v13, v5
	s_add_i32 s7, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v6, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v6, v8
	s_add_i32 s6, s38, 0xb54cda56
	v_xor3_b32 v7, s7, v14, v5
	s_add_i32 s7, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v6, 0
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v6, v12
	s_add_i32 s6, s39, 0x1fd5c5a3
	v_xor3_b32 v7, s7, v7, v5
	s_add_i32 s7, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v6, 0
	v_mul_hi_u32 v7, 0xd2511f53, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v6, v13
	s_add_i32 s6, s38, 0x8ff34781
	v_xor3_b32 v5, s7, v7, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v6
	v_mul_hi_u32 v5, 0xcd9e8d57, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v5, v6, s6, v5
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_cvt_f64_u32_e32 v[5:6], v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], 0.5
	v_ldexp_f64 v[5:6], v[5:6], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x95f62, v6
	v_and_b32_e32 v6, 0xfffff, v9
	v_lshrrev_b32_e32 v9, 20, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	v_add_co_u32 v9, s23, 0xfffffc01, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, 0, -1, s23
	v_add_f64 v[5:6], v[5:6], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[19:20], v19
	v_add_f64 v[7:8], v[5:6], 2.0
	v_mul_f64 v[21:22], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[11:12], null, v[7:8], v[7:8], v[5:6]
	v_div_scale_f64 v[17:18], vcc_lo, v[5:6], v[7:8], v[5:6]
	v_rcp_f64_e32 v[13:14], v[11:12]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	v_fma_f64 v[11:12], -v[11:12], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[15:16]
	v_div_fixup_f64 v[7:8], v[11:12], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[7:8], v[7:8]
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], s[6:7]
	v_mul_f64 v[17:18], v[13:14], s[12:13]
	v_add_f64 v[15:16], v[15:16], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[14:15]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_add_f64 v[15:16], v[15:16], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[18:19]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_ldexp_f64 v[17:18], v[19:20], 32
	v_mul_f64 v[19:20], v[5:6], v[21:22]
	v_add_f64 v[15:16], v[15:16], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v9
	v_add_f64 v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[17:18], v[15:16]
	v_add_f64 v[11:12], v[19:20], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], s[30:31]
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_mul_f64 v[11:12], v[13:14], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[15:16], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_add_f64 v[5:6], v[11:12], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, 0x80000000, v6
	v_add_co_u32 v7, s23, 0x95f62, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v8, null, 0, 0, s23
	v_and_b32_e32 v6, 0xfffff, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[11:12], v[5:6], 2.0
	v_mul_f64 v[21:22], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[13:14], null, v[11:12], v[11:12], v[5:6]
	v_div_scale_f64 v[19:20], vcc_lo, v[5:6], v[11:12], v[5:6]
	v_rcp_f64_e32 v[15:16], v[13:14]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[17:18]
	v_add_co_u32 v9, vcc_lo, 0xfffffc01, v7
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v24, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[7:8], v7
	v_div_fixup_f64 v[11:12], v[13:14], v[11:12], v[5:6]
	v_ldexp_f64 v[7:8], v[7:8], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[15:16], s[6:7]
	v_mul_f64 v[19:20], v[15:16], s[12:13]
	v_add_f64 v[17:18], v[17:18], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[14:15]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_add_f64 v[17:18], v[17:18], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[18:19]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[15:16], v[19:20]
	v_mul_f64 v[19:20], v[5:6], v[21:22]
	v_add_f64 v[17:18], v[17:18], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v9
	v_cndmask_b32_e64 v9, 1.0, 0, s0
	v_add_f64 v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[7:8], v[17:18]
	v_add_f64 v[13:14], v[19:20], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[7:8], s[30:31]
	v_mul_f64 v[7:8], v[7:8], s[34:35]
	v_mul_f64 v[11:12], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[15:16], v[11:12]
	v_add_f64 v[11:12], v[11:12], -v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], v[11:12]
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_cndmask_b32_e64 v7, 0, 1.0, s1
	v_cndmask_b32_e64 v8, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v5, v[5:6]
	v_cndmask_b32_e64 v6, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v7, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v7, v8, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v7, v6
	v_cndmask_b32_e32 v6, v6, v7, vcc_lo
	v_mul_f32_e32 v6, v23, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v6
	v_sub_f32_e32 v4, v4, v5
	v_cndmask_b32_e32 v4, 0xff800000, v4, vcc_lo
	ds_store_b32 v1, v4
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB2_124
	s_branch .LBB2_125
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w2048
		.amdhsa_group_segment_fixed_size 16432
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 71
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
	.size	tessera_gumbel_w2048, .Lfunc_end2-tessera_gumbel_w2048

	.set tessera_gumbel_w2048.num_vgpr, 25
	.set tessera_gumbel_w2048.num_agpr, 0
	.set tessera_gumbel_w2048.numbered_sgpr, 71
	.set tessera_gumbel_w2048.num_named_barrier, 0
	.set tessera_gumbel_w2048.private_seg_size, 0
	.set tessera_gumbel_w2048.uses_vcc, 1
	.set tessera_gumbel_w2048.uses_flat_scratch, 0
	.set tessera_gumbel_w2048.has_dyn_sized_stack, 0
	.set tessera_gumbel_w2048.has_recursion, 0
	.set tessera_gumbel_w2048.has_indirect_call, 0
	.globl	tessera_gumbel_w4096
	.p2align	8
	.type	tessera_gumbel_w4096,@function
tessera_gumbel_w4096:
	s_clause 0x1
	s_load_b256 s[24:31], s[0:1], 0x0
	s_load_b128 s[36:39], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[30:31], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x1000, s[36:37]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB3_182
	s_load_b128 s[40:43], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s37, s2
	s_mul_hi_u32 s5, s36, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s36, s2
	v_cmp_gt_u64_e64 s8, s[36:37], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s34, s28, s4
	s_addc_u32 s35, s29, s5
	s_and_saveexec_b32 s4, s8
	s_cbranch_execz .LBB3_3
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_b32 v3, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	v_cndmask_b32_e64 v3, 0, 1.0, vcc_lo
	ds_store_b32 v2, v3
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v6, 0x400, v0
	v_mov_b32_e32 v7, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s7, s[36:37], v[6:7]
	s_and_saveexec_b32 s4, s7
	s_cbranch_execz .LBB3_5
	v_lshlrev_b32_e32 v2, 2, v6
	v_lshlrev_b32_e32 v3, 2, v0
	global_load_b32 v2, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v3, v2 offset:4096
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s6, s[36:37], v[4:5]
	s_and_saveexec_b32 s4, s6
	s_cbranch_execz .LBB3_7
	v_lshlrev_b32_e32 v2, 2, v4
	v_lshlrev_b32_e32 v3, 2, v0
	global_load_b32 v2, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v3, v2 offset:8192
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e64 s5, s[36:37], v[2:3]
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB3_9
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v8, v1 offset:12288
.LBB3_9:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB3_20
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB3_15
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_16
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s22, s17
.LBB3_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s22
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[8:9], v14 offset1:1
	ds_load_2addr_b32 v[10:11], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v8, v8
	v_cmp_gt_f32_e64 s9, v8, v1
	v_cmp_u_f32_e64 s11, v9, v9
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v10, v10
	v_cmp_u_f32_e64 s13, v11, v11
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v12, v12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v9, v1
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v10, v1
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v11, v1
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v12, v1
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v13, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v14, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v15, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s20, s20, 8
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	s_addc_u32 s21, s21, 0
	s_add_i32 s22, s22, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	s_cbranch_scc1 .LBB3_13
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_17
	s_branch .LBB3_19
.LBB3_15:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB3_19
.LBB3_16:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB3_19
.LBB3_17:
	s_lshl_b32 s11, s18, 2
.LBB3_18:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v8, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s11, s11, 4
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v8, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB3_18
.LBB3_19:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v1 offset:32768
.LBB3_20:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB3_31
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB3_32
.LBB3_22:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB3_33
.LBB3_23:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB3_25
.LBB3_24:
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v8, v1 offset:12288
.LBB3_25:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB3_39
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB3_34
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_35
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s22, s17
.LBB3_29:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s22
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[8:9], v14 offset1:1
	ds_load_2addr_b32 v[10:11], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v8, v8
	v_cmp_gt_f32_e64 s9, v8, v1
	v_cmp_u_f32_e64 s11, v9, v9
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v10, v10
	v_cmp_u_f32_e64 s13, v11, v11
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v12, v12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v9, v1
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v10, v1
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v11, v1
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v12, v1
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v13, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v14, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v15, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s20, s20, 8
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	s_addc_u32 s21, s21, 0
	s_add_i32 s22, s22, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	s_cbranch_scc1 .LBB3_29
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_36
	s_branch .LBB3_38
.LBB3_31:
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v8, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v8
	v_cndmask_b32_e64 v8, 0, 1.0, vcc_lo
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_22
.LBB3_32:
	v_lshlrev_b32_e32 v1, 2, v6
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_23
.LBB3_33:
	v_lshlrev_b32_e32 v1, 2, v4
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_24
	s_branch .LBB3_25
.LBB3_34:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB3_38
.LBB3_35:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB3_38
.LBB3_36:
	s_lshl_b32 s11, s18, 2
.LBB3_37:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v8, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s11, s11, 4
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v8, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB3_37
.LBB3_38:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v1 offset:32772
.LBB3_39:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB3_50
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB3_51
.LBB3_41:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB3_52
.LBB3_42:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB3_44
.LBB3_43:
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v1 offset:12288
.LBB3_44:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB3_58
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB3_53
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_54
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s22, s17
.LBB3_48:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s22
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[8:9], v14 offset1:1
	ds_load_2addr_b32 v[10:11], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v8, v8
	v_cmp_gt_f32_e64 s9, v8, v1
	v_cmp_u_f32_e64 s11, v9, v9
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v10, v10
	v_cmp_u_f32_e64 s13, v11, v11
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v12, v12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v9, v1
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v10, v1
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v11, v1
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v12, v1
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v13, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v14, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v15, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s20, s20, 8
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	s_addc_u32 s21, s21, 0
	s_add_i32 s22, s22, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	s_cbranch_scc1 .LBB3_48
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_55
	s_branch .LBB3_57
.LBB3_50:
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v8, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_41
.LBB3_51:
	v_lshlrev_b32_e32 v1, 2, v6
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_42
.LBB3_52:
	v_lshlrev_b32_e32 v1, 2, v4
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_43
	s_branch .LBB3_44
.LBB3_53:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB3_57
.LBB3_54:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB3_57
.LBB3_55:
	s_lshl_b32 s11, s18, 2
.LBB3_56:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v8, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s11, s11, 4
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v8, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB3_56
.LBB3_57:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v1 offset:32784
.LBB3_58:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB3_69
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB3_70
.LBB3_60:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB3_71
.LBB3_61:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB3_63
.LBB3_62:
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v1 offset:12288
.LBB3_63:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s30, s4
	s_cbranch_execz .LBB3_78
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB3_72
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s18, s36, 7
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_mov_b32 s19, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_73
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s22, s36, 0x1ff8
	s_mov_b32 s23, s19
	s_mov_b64 s[10:11], 0
	s_mov_b32 s31, s19
.LBB3_67:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s31
	s_mov_b64 s[28:29], s[10:11]
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[8:9], v14 offset1:1
	ds_load_2addr_b32 v[10:11], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v8, v8
	v_cmp_gt_f32_e64 s9, v8, v1
	v_cmp_u_f32_e64 s11, v9, v9
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v10, v10
	v_cmp_u_f32_e64 s13, v11, v11
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v12, v12
	s_or_b32 vcc_lo, s9, s10
	v_cmp_u_f32_e64 s15, v13, v13
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s10, s28, s20
	s_cselect_b32 s20, s29, s21
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s16, v14, v14
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v9, v1
	v_cmp_u_f32_e64 s17, v15, v15
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s11
	s_add_u32 s9, s28, 1
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s11, s29, 0
	s_and_b32 s21, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s11, s20
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v10, v1
	s_and_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s28, 2
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_addc_u32 s12, s29, 0
	s_and_b32 s20, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v11, v1
	s_and_b32 s12, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s28, 3
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_addc_u32 s12, s29, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v12, v1
	s_and_b32 s12, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s28, 4
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	s_addc_u32 s12, s29, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v13, v1
	s_and_b32 s12, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s28, 5
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	s_addc_u32 s12, s29, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v14, v1
	s_and_b32 s12, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s28, 6
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	s_addc_u32 s12, s29, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v15, v1
	s_and_b32 s12, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s28, 7
	s_addc_u32 s12, s29, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s21, s12, s11
	s_cselect_b32 s20, s9, s10
	s_add_i32 s31, s31, 32
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	s_add_u32 s10, s28, 8
	s_addc_u32 s11, s29, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], s[22:23]
	s_cbranch_scc1 .LBB3_67
	s_add_u32 s12, s28, 8
	s_addc_u32 s13, s29, 0
	s_cmp_lg_u64 s[18:19], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_74
	s_branch .LBB3_76
.LBB3_69:
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v8, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_60
.LBB3_70:
	v_lshlrev_b32_e32 v1, 2, v6
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_61
.LBB3_71:
	v_lshlrev_b32_e32 v1, 2, v4
	v_lshlrev_b32_e32 v8, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_62
	s_branch .LBB3_63
.LBB3_72:
	v_mov_b32_e32 v1, 0
	s_branch .LBB3_77
.LBB3_73:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB3_76
.LBB3_74:
	s_lshl_b32 s11, s12, 2
	.p2align	6
.LBB3_75:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v8, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s21, s13, s21
	s_cselect_b32 s20, s12, s20
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_add_i32 s11, s11, 4
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[18:19], 0
	s_cbranch_scc1 .LBB3_75
.LBB3_76:
	s_clz_i32_u32 s9, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s9, s9, 32
	s_lshl_b64 s[10:11], s[20:21], s9
	s_sub_i32 s9, 32, s9
	s_min_u32 s10, s10, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	s_cvt_f32_u32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s10, s9
.LBB3_77:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v1 offset:32788
.LBB3_78:
	s_or_b32 exec_lo, exec_lo, s30
	s_load_b32 s23, s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB3_89
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB3_90
.LBB3_80:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB3_91
.LBB3_81:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB3_83
.LBB3_82:
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s23, v1
	v_cmp_class_f32_e64 s10, v1, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s11, v8, 0x204
	v_lshlrev_b32_e32 v8, 2, v0
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	ds_store_b32 v8, v1 offset:12288
.LBB3_83:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB3_97
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB3_92
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_93
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s22, s17
.LBB3_87:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s22
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[8:9], v14 offset1:1
	ds_load_2addr_b32 v[10:11], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v8, v8
	v_cmp_gt_f32_e64 s9, v8, v1
	v_cmp_u_f32_e64 s11, v9, v9
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v10, v10
	v_cmp_u_f32_e64 s13, v11, v11
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v12, v12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v9, v1
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v10, v1
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v11, v1
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s9, v12, v1
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v13, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v14, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v1, v1
	v_cmp_gt_f32_e64 s10, v15, v1
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s20, s20, 8
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	s_addc_u32 s21, s21, 0
	s_add_i32 s22, s22, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	s_cbranch_scc1 .LBB3_87
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_94
	s_branch .LBB3_96
.LBB3_89:
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v8, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s23, v8
	v_cmp_class_f32_e64 s10, v8, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s11, v9, 0x204
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_80
.LBB3_90:
	v_lshlrev_b32_e32 v1, 2, v6
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s23, v1
	v_cmp_class_f32_e64 s10, v1, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s11, v8, 0x204
	v_lshlrev_b32_e32 v8, 2, v0
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_81
.LBB3_91:
	v_lshlrev_b32_e32 v1, 2, v4
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s23, v1
	v_cmp_class_f32_e64 s10, v1, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s11, v8, 0x204
	v_lshlrev_b32_e32 v8, 2, v0
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_82
	s_branch .LBB3_83
.LBB3_92:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB3_96
.LBB3_93:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB3_96
.LBB3_94:
	s_lshl_b32 s11, s18, 2
.LBB3_95:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v8, s11
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s11, s11, 4
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v8, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB3_95
.LBB3_96:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v1 offset:32792
.LBB3_97:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b128 s[28:31], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s31, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s31, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[28:29], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s9, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB3_101
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_100
	v_mov_b32_e32 v1, 0x801c
	v_mov_b32_e32 v8, 0xff800000
	v_mov_b32_e32 v9, 0x7f800000
	ds_store_2addr_b32 v1, v8, v9 offset1:1
.LBB3_100:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_101:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_140
	s_and_saveexec_b32 s1, s8
	s_cbranch_execnz .LBB3_120
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execnz .LBB3_121
.LBB3_104:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execnz .LBB3_122
.LBB3_105:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execz .LBB3_107
.LBB3_106:
	v_lshlrev_b32_e32 v1, 2, v2
	v_lshlrev_b32_e32 v10, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v8, v1
	v_or_b32_e32 v9, 0x80000000, v1
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, v9, v8 :: v_dual_mov_b32 v8, 1.0
	ds_store_2addr_stride64_b32 v10, v1, v8 offset0:48 offset1:112
.LBB3_107:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s31, s4
	s_cbranch_execz .LBB3_139
	s_clz_i32_u32 s1, s29
	s_clz_i32_u32 s9, s37
	s_min_u32 s1, s1, 32
	s_min_u32 s9, s9, 32
	s_lshl_b64 s[10:11], s[28:29], s1
	s_lshl_b64 s[12:13], s[36:37], s9
	s_min_u32 s10, s10, 1
	s_min_u32 s12, s12, 1
	s_or_b32 s10, s11, s10
	s_or_b32 s11, s13, s12
	s_cvt_f32_u32 s10, s10
	s_cvt_f32_u32 s11, s11
	s_sub_i32 s1, 32, s1
	s_sub_i32 s9, 32, s9
	v_ldexp_f32 v1, s10, s1
	v_ldexp_f32 v8, s11, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_readfirstlane_b32 s33, v1
	v_cmp_nge_f32_e32 vcc_lo, v8, v1
	s_cbranch_vccnz .LBB3_123
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s29, 0
	s_cselect_b32 s9, -1, 0
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s28, s36, 7
	v_cmp_gt_u64_e64 s63, s[10:11], 6
	s_and_b32 s42, s36, 0x1ff8
	v_cndmask_b32_e64 v1, 0, 1, s9
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[12:13], 0
	s_mov_b32 s43, s29
	v_cndmask_b32_e64 v10, 0, 1, s63
	s_cselect_b32 s64, -1, 0
	s_mov_b32 s62, s29
	s_branch .LBB3_112
.LBB3_110:
	v_clz_i32_u32_e32 v11, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v11, 32, v11
	v_lshlrev_b64 v[8:9], v11, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v8, 1, v8
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v8, v8
	v_ldexp_f32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s14, v8
.LBB3_111:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s14, s33
	s_cselect_b32 s62, s16, s62
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 32
	s_cbranch_scc1 .LBB3_124
.LBB3_112:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s1, 1, v10
	s_lshr_b32 s14, 0x80000000, s12
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_or_b32 s16, s14, s62
	s_mov_b32 s14, 0
	s_cbranch_vccnz .LBB3_111
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_117
	s_mov_b64 s[14:15], 0
	s_mov_b32 s17, 0
.LBB3_115:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s17
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s17, s17, 32
	s_cmp_lg_u64 s[42:43], s[14:15]
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_le_u32_e32 vcc_lo, s16, v11
	v_cndmask_b32_e64 v11, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v12
	v_cndmask_b32_e64 v12, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_le_u32_e32 vcc_lo, s16, v13
	v_cndmask_b32_e64 v13, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v14
	v_cndmask_b32_e64 v14, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s16, v15
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v16
	v_add_co_u32 v8, s1, v8, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s1
	v_cndmask_b32_e64 v11, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s16, v17
	v_add_co_u32 v8, s1, v8, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s1
	v_cndmask_b32_e64 v12, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v18
	v_add_co_u32 v8, s1, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s1
	v_cndmask_b32_e64 v11, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_cbranch_scc1 .LBB3_115
	s_mov_b64 s[14:15], s[42:43]
	s_mov_b32 s1, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_110
	s_branch .LBB3_118
.LBB3_117:
	s_mov_b64 s[14:15], 0
	s_cbranch_execz .LBB3_110
.LBB3_118:
	s_lshl_b32 s1, s14, 2
	s_mov_b64 s[14:15], s[28:29]
.LBB3_119:
	v_mov_b32_e32 v11, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[14:15], 0
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s16, v11
	v_cndmask_b32_e64 v11, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_cbranch_scc1 .LBB3_119
	s_branch .LBB3_110
.LBB3_120:
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v8, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_2addr_stride64_b32 v1, v8, v9 offset1:64
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s7
	s_cbranch_execz .LBB3_104
.LBB3_121:
	v_lshlrev_b32_e32 v1, 2, v6
	v_lshlrev_b32_e32 v10, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v8, v1
	v_or_b32_e32 v9, 0x80000000, v1
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, v9, v8 :: v_dual_mov_b32 v8, 1.0
	ds_store_2addr_stride64_b32 v10, v1, v8 offset0:16 offset1:80
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s6
	s_cbranch_execz .LBB3_105
.LBB3_122:
	v_lshlrev_b32_e32 v1, 2, v4
	v_lshlrev_b32_e32 v10, 2, v0
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v8, v1
	v_or_b32_e32 v9, 0x80000000, v1
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, v9, v8 :: v_dual_mov_b32 v8, 1.0
	ds_store_2addr_stride64_b32 v10, v1, v8 offset0:32 offset1:96
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s5
	s_cbranch_execnz .LBB3_106
	s_branch .LBB3_107
.LBB3_123:
	v_mov_b32_e32 v1, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB3_138
.LBB3_124:
	s_clz_i32_u64 s1, s[10:11]
	s_mov_b32 s46, 0
	s_min_u32 s65, s1, 64
	s_mov_b64 s[48:49], 0
	s_sub_u32 s12, 64, s65
	s_subb_u32 s13, 0, 0
	s_lshl_b64 s[44:45], -1, s12
	s_cmp_eq_u64 s[10:11], 0
	s_cbranch_scc1 .LBB3_137
	v_cmp_gt_u64_e64 s1, s[12:13], 1
	s_brev_b32 s47, 1
	s_mov_b64 s[56:57], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s51, s13, 0
	s_cselect_b32 s50, s12, 1
	s_sub_u32 s66, 0, s44
	s_subb_u32 s67, 0, s45
	s_sub_u32 s52, 0, s42
	s_subb_u32 s53, 0, 0
	s_not_b64 s[54:55], s[44:45]
	s_branch .LBB3_128
.LBB3_126:
	v_clz_i32_u32_e32 v10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v10, 32, v10
	v_lshlrev_b64 v[8:9], v10, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v8, 1, v8
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v8, v8
	v_ldexp_f32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s1, v8
.LBB3_127:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s33
	s_cselect_b32 s49, s59, s49
	s_cselect_b32 s48, s58, s48
	s_add_u32 s56, s56, 1
	s_addc_u32 s57, s57, 0
	s_cmp_eq_u64 s[56:57], s[50:51]
	s_cbranch_scc1 .LBB3_137
.LBB3_128:
	v_cmp_ne_u32_e32 vcc_lo, 1, v1
	s_add_i32 s1, s56, s65
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[10:11], s[46:47], s1
	s_or_b64 s[58:59], s[10:11], s[48:49]
	s_cbranch_vccnz .LBB3_133
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_and_not1_b32 vcc_lo, exec_lo, s63
	s_cbranch_vccnz .LBB3_134
	s_mov_b64 s[60:61], 0
	s_mov_b32 s68, 0
.LBB3_131:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v16, s68
	s_add_u32 s69, s66, s60
	s_addc_u32 s72, s67, s61
	s_add_u32 s10, s69, -1
	s_addc_u32 s11, s72, -1
	ds_load_2addr_b32 v[10:11], v16 offset1:1
	ds_load_2addr_b32 v[12:13], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v16 offset0:4 offset1:5
	ds_load_2addr_b32 v[16:17], v16 offset0:6 offset1:7
	v_cmp_ge_u64_e64 s70, s[10:11], s[58:59]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s1, s62, v10
	v_cmp_lt_u32_e32 vcc_lo, s62, v10
	v_cmp_eq_u32_e64 s10, s62, v11
	v_cmp_lt_u32_e64 s9, s62, v11
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s12, s62, v12
	s_and_b32 s1, s70, s1
	v_cmp_lt_u32_e64 s11, s62, v12
	s_or_b32 s1, vcc_lo, s1
	s_add_u32 s70, s69, -2
	s_addc_u32 s71, s72, -1
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[70:71], s[58:59]
	v_cmp_eq_u32_e64 s14, s62, v13
	v_cmp_lt_u32_e64 s13, s62, v13
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u32_e64 s16, s62, v14
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_and_b32 s1, s1, s10
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_or_b32 s1, s9, s1
	s_add_u32 s70, s69, -3
	s_addc_u32 s71, s72, -1
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[70:71], s[58:59]
	v_cmp_lt_u32_e64 s15, s62, v14
	v_cmp_eq_u32_e64 s18, s62, v15
	v_cmp_lt_u32_e64 s17, s62, v15
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_and_b32 s1, s1, s12
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_or_b32 s1, s11, s1
	s_add_u32 s10, s69, -4
	s_addc_u32 s11, s72, -1
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[10:11], s[58:59]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s20, s62, v16
	v_cmp_lt_u32_e64 s19, s62, v16
	v_cmp_eq_u32_e64 s22, s62, v17
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_and_b32 s1, s1, s14
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_or_b32 s1, s13, s1
	s_add_u32 s10, s69, -5
	s_addc_u32 s11, s72, -1
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[10:11], s[58:59]
	v_cmp_lt_u32_e64 s21, s62, v17
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_and_b32 s1, s1, s16
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_or_b32 s1, s15, s1
	s_add_u32 s10, s69, -6
	s_addc_u32 s11, s72, -1
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[10:11], s[58:59]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_and_b32 s1, s1, s18
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_or_b32 s1, s17, s1
	s_add_u32 s10, s69, -7
	s_addc_u32 s11, s72, -1
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[10:11], s[58:59]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_and_b32 s1, s1, s20
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_or_b32 s1, s19, s1
	s_add_u32 s10, s69, -8
	s_addc_u32 s11, s72, -1
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_ge_u64_e64 s1, s[10:11], s[58:59]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_and_b32 s1, s1, s22
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_or_b32 s1, s21, s1
	s_add_u32 s60, s60, -8
	v_cndmask_b32_e64 v10, 0, 1, s1
	s_addc_u32 s61, s61, -1
	s_add_i32 s68, s68, 32
	s_cmp_lg_u64 s[52:53], s[60:61]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v8, v10
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_cbranch_scc1 .LBB3_131
	s_mov_b64 s[12:13], s[42:43]
	s_mov_b32 s1, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_126
	s_branch .LBB3_135
.LBB3_133:
	s_mov_b32 s1, 0
	s_branch .LBB3_127
.LBB3_134:
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB3_126
.LBB3_135:
	s_sub_u32 s10, s54, s12
	s_subb_u32 s11, s55, s13
	s_lshl_b32 s9, s12, 2
	s_mov_b64 s[12:13], s[28:29]
	.p2align	6
.LBB3_136:
	v_mov_b32_e32 v10, s9
	v_cmp_ge_u64_e64 s14, s[10:11], s[58:59]
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s62, v10
	v_cmp_lt_u32_e64 s1, s62, v10
	s_and_b32 s14, s14, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s1, s14
	s_add_u32 s10, s10, -1
	v_cndmask_b32_e64 v10, 0, 1, s1
	s_addc_u32 s11, s11, -1
	s_add_i32 s9, s9, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	v_add_co_u32 v8, vcc_lo, v8, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB3_136
	s_branch .LBB3_126
.LBB3_137:
	s_not_b64 s[10:11], s[44:45]
	s_and_b32 s1, s62, 0x7fffffff
	s_not_b32 s9, s62
	s_cmp_lt_i32 s62, 0
	s_cselect_b32 s1, s1, s9
	s_sub_u32 s10, s10, s48
	s_subb_u32 s11, s11, s49
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s9, s11
	s_min_u32 s9, s9, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], s9
	s_sub_i32 s9, 32, s9
	s_min_u32 s10, s10, 1
	s_or_b32 s10, s11, s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s10, s10
	v_ldexp_f32 v1, s10, s9
.LBB3_138:
	v_dual_mov_b32 v8, s1 :: v_dual_mov_b32 v9, 0x801c
	ds_store_2addr_b32 v9, v8, v1 offset1:1
.LBB3_139:
	s_or_b32 exec_lo, exec_lo, s31
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_140:
	s_cmp_nlt_f32 s30, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s9, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s20, s1, s9
	s_mov_b32 s1, -1
	s_and_b32 vcc_lo, exec_lo, s20
	s_cbranch_vccnz .LBB3_157
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_160
.LBB3_142:
	s_and_b32 vcc_lo, exec_lo, s20
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_191
.LBB3_143:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_194
.LBB3_144:
	s_and_b32 vcc_lo, exec_lo, s20
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_215
.LBB3_145:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_218
.LBB3_146:
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execnz .LBB3_265
.LBB3_147:
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s7
	s_cbranch_execnz .LBB3_266
.LBB3_148:
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s10, s6
	s_cbranch_execnz .LBB3_267
.LBB3_149:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB3_151
.LBB3_150:
	v_lshlrev_b32_e32 v1, 2, v2
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	global_load_b32 v8, v1, s[34:35]
	v_mov_b32_e32 v1, 0x8024
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	ds_load_2addr_b32 v[4:5], v1 offset1:1
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	s_mov_b32 s28, 0xfee00000
	s_mov_b32 s29, 0x3fe62e42
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, s23, v8
	s_mov_b32 s22, 0x35793c76
	s_mov_b32 s23, 0x3dea39ef
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v4, v1, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v6, 0xc2d00000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v6
	v_cndmask_b32_e32 v6, 0x42b20000, v6, vcc_lo
	v_mul_f32_e32 v7, 0x3fb8aa3b, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, 0x4b400000, v7
	v_add_f32_e32 v9, 0xcb400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_dual_mul_f32 v9, 0x35bfbe8e, v9 :: v_dual_add_f32 v6, v6, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v10, v6, v9
	v_mul_f32_e32 v11, v10, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0x3331bb4c, v11
	v_add_f32_e32 v12, 0xb5ddea0e, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0x388ab355, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0xbb360b61, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v12
	v_add_f32_e32 v12, 0x3e2aaaab, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v11, v12
	v_sub_f32_e32 v11, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v11
	v_sub_f32_e32 v11, 2.0, v11
	v_div_scale_f32 v12, null, v11, v11, v10
	v_div_scale_f32 v15, vcc_lo, v10, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v14, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v14, v13
	v_mul_f32_e32 v14, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v12, v14, v15
	v_fmac_f32_e32 v14, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v12, -v12, v14, v15
	v_add_nc_u32_e64 v15, 0x8000, 0
	v_div_fmas_f32 v12, v12, v13, v14
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_clz_i32_u32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v7
	v_min_u32_e32 v12, 32, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v10, 1, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[3:4], v12, v[2:3]
	v_sub_f32_e32 v6, v6, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v7, v7, v10
	v_lshl_add_u32 v9, v10, 23, 0xff800000
	v_min_u32_e32 v3, 1, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v6, 1.0, v6
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_or_b32_e32 v3, v4, v3
	v_sub_nc_u32_e32 v4, 32, v12
	v_mul_f32_e32 v6, v6, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v3, v3
	v_mul_f32_e32 v6, v6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v9, 0x7fc00000, v6, vcc_lo
	v_mov_b32_e32 v6, 0x801c
	v_div_scale_f32 v10, null, v5, v5, v9
	v_div_scale_f32 v14, vcc_lo, v9, v5, v9
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	v_rcp_f32_e32 v11, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v13, -v10, v11, 1.0
	v_fmac_f32_e32 v11, v13, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v14, v11
	v_fma_f32 v12, -v10, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v13, v12, v11
	v_ldexp_f32 v12, v3, v4
	ds_load_2addr_b32 v[3:4], v15 offset0:2 offset1:11
	v_fma_f32 v10, -v10, v13, v14
	v_cmp_ge_f32_e64 s1, v7, v12
	v_div_fmas_f32 v7, v10, v11, v13
	v_cmp_gt_f32_e32 vcc_lo, v8, v6
	s_and_b32 s1, s5, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_div_fixup_f32 v5, v7, v5, v9
	v_cndmask_b32_e64 v6, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, 0, v5
	v_cmp_gt_f32_e32 vcc_lo, v8, v6
	v_cndmask_b32_e32 v19, v6, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v19
	v_cndmask_b32_e32 v20, -1.0, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v3, v12
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_f32_e64 s1, v20, v4
	s_and_b32 s1, s1, vcc_lo
	s_cmp_ge_f32 s30, 1.0
	s_cselect_b32 s5, -1, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_mul_i32 s6, s40, 0xcd9e8d57
	v_xor_b32_e32 v3, s7, v3
	s_add_i32 s7, s38, 0x9e3779b9
	s_add_i32 s8, s39, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v3, s6, s7, v6
	s_mul_hi_u32 s6, s40, 0xcd9e8d57
	s_add_i32 s7, s39, 0xbb67ae85
	s_xor_b32 s6, s38, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v3, 0
	s_xor_b32 s6, s2, s6
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v2, s7, s9, v2
	s_add_i32 s7, s38, 0xdaa66d2b
	v_xor3_b32 v7, s6, s8, v7
	s_add_i32 s6, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v3, s6, v3, v5
	s_add_i32 s6, s39, 0x32370b8f
	v_xor3_b32 v5, s7, v8, v2
	s_add_i32 s7, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v6
	s_add_i32 s6, s38, 0x78dde6e4
	v_xor3_b32 v5, s7, v9, v2
	s_add_i32 s7, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v7
	s_add_i32 s6, s39, 0xa9066899
	v_xor3_b32 v6, s7, v6, v2
	s_add_i32 s7, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v8
	s_add_i32 s6, s38, 0xb54cda56
	v_xor3_b32 v7, s7, v7, v2
	s_add_i32 s7, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v3, 0
	v_mul_hi_u32 v7, 0xcd9e8d57, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v5
	s_add_i32 s6, s39, 0x1fd5c5a3
	v_xor3_b32 v5, s7, v7, v2
	s_add_i32 s7, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v3, 0
	v_mul_hi_u32 v5, 0xd2511f53, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s6, v3, v6
	s_add_i32 s6, s38, 0x8ff34781
	v_xor3_b32 v2, s7, v5, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v3, 0xcd9e8d57, v3
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v2, v3, s6, v2
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_cvt_f64_u32_e32 v[2:3], v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], 0.5
	v_ldexp_f64 v[2:3], v[2:3], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x95f62, v3
	v_and_b32_e32 v3, 0xfffff, v15
	v_lshrrev_b32_e32 v15, 20, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v3, 0x3fe6a09e, v3
	v_add_co_u32 v21, s11, 0xfffffc01, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, 0, -1, s11
	v_add_f64 v[2:3], v[2:3], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[15:16], v15
	v_add_f64 v[5:6], v[2:3], 2.0
	v_mul_f64 v[17:18], v[2:3], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[2:3]
	v_div_scale_f64 v[13:14], vcc_lo, v[2:3], v[5:6], v[2:3]
	v_rcp_f64_e32 v[9:10], v[7:8]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[13:14], v[9:10]
	v_fma_f64 v[7:8], -v[7:8], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[11:12]
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], s[6:7]
	v_mul_f64 v[13:14], v[9:10], s[12:13]
	v_add_f64 v[11:12], v[11:12], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[14:15]
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	v_add_f64 v[11:12], v[11:12], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[18:19]
	v_mul_f64 v[11:12], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_ldexp_f64 v[13:14], v[15:16], 32
	v_mul_f64 v[15:16], v[2:3], v[17:18]
	v_add_f64 v[11:12], v[11:12], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_cvt_f64_u32_e32 v[11:12], v21
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[13:14], v[11:12]
	v_add_f64 v[7:8], v[15:16], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[9:10], s[22:23]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	v_mul_f64 v[7:8], v[9:10], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[11:12], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], v[5:6]
	v_add_f64 v[2:3], v[7:8], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v3, 0x80000000, v3
	v_add_co_u32 v5, s11, 0x95f62, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v6, null, 0, 0, s11
	v_and_b32_e32 v3, 0xfffff, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[5:6], 20, v[5:6]
	v_add_nc_u32_e32 v3, 0x3fe6a09e, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], -1.0
	v_add_f64 v[7:8], v[2:3], 2.0
	v_mul_f64 v[17:18], v[2:3], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[2:3]
	v_div_scale_f64 v[15:16], vcc_lo, v[2:3], v[7:8], v[2:3]
	v_rcp_f64_e32 v[11:12], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[11:12]
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	v_add_co_u32 v21, vcc_lo, 0xfffffc01, v5
	v_add_co_ci_u32_e64 v5, null, -1, v6, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v20, v4
	v_cndmask_b32_e64 v4, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[5:6], v5
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[2:3]
	v_ldexp_f64 v[5:6], v[5:6], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], s[6:7]
	v_mul_f64 v[15:16], v[11:12], s[12:13]
	v_add_f64 v[13:14], v[13:14], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[14:15]
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[11:12], v[15:16]
	v_add_f64 v[13:14], v[13:14], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[18:19]
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_mul_f64 v[15:16], v[2:3], v[17:18]
	v_add_f64 v[13:14], v[13:14], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v21
	v_add_f64 v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[5:6], v[13:14]
	v_add_f64 v[9:10], v[15:16], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[11:12], v[5:6], s[22:23]
	v_mul_f64 v[5:6], v[5:6], s[28:29]
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[11:12], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], v[7:8]
	v_add_f64 v[2:3], v[5:6], v[2:3]
	v_cndmask_b32_e64 v5, 1.0, 0, s0
	v_cndmask_b32_e64 v6, 0, 1.0, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_cndmask_b32_e64 v3, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v4, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v5, v6
	v_cndmask_b32_e32 v4, v6, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v4, v3
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	v_mul_f32_e32 v3, v19, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v3
	v_sub_f32_e32 v1, v1, v2
	v_cndmask_b32_e32 v1, 0xff800000, v1, vcc_lo
	ds_store_b32 v0, v1 offset:12288
.LBB3_151:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB3_180
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB3_174
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s1, s[6:7], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_175
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s15
	s_mov_b64 s[6:7], 0
	s_mov_b32 s22, s15
.LBB3_155:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s22
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	s_mov_b64 s[20:21], s[6:7]
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s5, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	v_cmp_u_f32_e64 s6, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s7, v3, v3
	v_cmp_u_f32_e64 s8, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s9, v5, v5
	s_or_b32 vcc_lo, s1, s5
	v_cmp_u_f32_e64 s10, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s5, s20, s16
	s_cselect_b32 s16, s21, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s11, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v2, v0
	v_cmp_u_f32_e64 s12, v8, v8
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s6
	s_add_u32 s1, s20, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s6, s21, 0
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s6, s16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v3, v0
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v4, v0
	s_and_b32 s7, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v5, v0
	s_and_b32 s7, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v6, v0
	s_and_b32 s7, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v7, v0
	s_and_b32 s7, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s5, s1, s5
	s_cselect_b32 s6, s7, s6
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s1, v8, v0
	s_and_b32 s7, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s7
	s_add_u32 s1, s20, 7
	s_addc_u32 s7, s21, 0
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s17, s7, s6
	s_cselect_b32 s16, s1, s5
	s_add_i32 s22, s22, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s6, s20, 8
	s_addc_u32 s7, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB3_155
	s_add_u32 s6, s20, 8
	s_addc_u32 s7, s21, 0
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_176
	s_branch .LBB3_178
.LBB3_157:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:32804
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_142
.LBB3_160:
	s_and_saveexec_b32 s10, s8
	s_cbranch_execnz .LBB3_171
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execnz .LBB3_172
.LBB3_162:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execnz .LBB3_173
.LBB3_163:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB3_165
.LBB3_164:
	v_dual_mov_b32 v10, 0x801c :: v_dual_lshlrev_b32 v1, 2, v2
	v_clz_i32_u32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_min_u32_e32 v12, 32, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], v12, v[2:3]
	v_min_u32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v12
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s1, v1, v10
	v_cmp_gt_f32_e64 s9, v1, v10
	v_mul_f32_e32 v1, s23, v1
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s9
	v_cndmask_b32_e64 v9, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v1, 0xff800000, v1 :: v_dual_lshlrev_b32 v8, 2, v0
	ds_store_b32 v8, v1 offset:12288
.LBB3_165:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s21, s4
	s_cbranch_execz .LBB3_189
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB3_183
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s1, s[10:11], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_184
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s16, s36, 0x1ff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s22, s15
.LBB3_169:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s22
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[8:9], v14 offset1:1
	ds_load_2addr_b32 v[10:11], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s1, v8, v1
	v_cmp_u_f32_e64 s10, v9, v9
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s11, v10, v10
	v_cmp_u_f32_e64 s12, v11, v11
	s_and_b32 s9, vcc_lo, s9
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s13, v12, v12
	s_or_b32 vcc_lo, s1, s9
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v9, v1
	s_and_b32 s9, vcc_lo, s10
	s_or_b32 vcc_lo, s1, s9
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v10, v1
	s_and_b32 s9, vcc_lo, s11
	s_or_b32 vcc_lo, s1, s9
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v11, v1
	s_and_b32 s9, vcc_lo, s12
	s_or_b32 vcc_lo, s1, s9
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s1, v12, v1
	s_and_b32 s9, vcc_lo, s13
	s_or_b32 vcc_lo, s1, s9
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s9, v13, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s9, s1
	v_cndmask_b32_e32 v1, v1, v13, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s9, v14, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s9, s1
	v_cndmask_b32_e32 v1, v1, v14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s9, v15, v1
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 vcc_lo, s9, s1
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s22, s22, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB3_169
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB3_185
.LBB3_171:
	v_dual_mov_b32 v8, 0x801c :: v_dual_lshlrev_b32 v1, 2, v0
	v_cvt_f32_u32_e32 v11, v0
	global_load_b32 v10, v1, s[34:35]
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s1, v10, v8
	v_cmp_gt_f32_e64 s9, v10, v8
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s9
	v_cndmask_b32_e64 v9, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_dual_cndmask_b32 v8, v8, v9 :: v_dual_mul_f32 v9, s23, v10
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xff800000, v9, vcc_lo
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB3_162
.LBB3_172:
	v_dual_mov_b32 v10, 0x801c :: v_dual_lshlrev_b32 v1, 2, v6
	v_clz_i32_u32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_min_u32_e32 v12, 32, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], v12, v[6:7]
	v_min_u32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v12
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s1, v1, v10
	v_cmp_gt_f32_e64 s9, v1, v10
	v_mul_f32_e32 v1, s23, v1
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s9
	v_cndmask_b32_e64 v9, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v1, 0xff800000, v1 :: v_dual_lshlrev_b32 v8, 2, v0
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB3_163
.LBB3_173:
	v_dual_mov_b32 v10, 0x801c :: v_dual_lshlrev_b32 v1, 2, v4
	v_clz_i32_u32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_min_u32_e32 v12, 32, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], v12, v[4:5]
	v_min_u32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v12
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s1, v1, v10
	v_cmp_gt_f32_e64 s9, v1, v10
	v_mul_f32_e32 v1, s23, v1
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s9
	v_cndmask_b32_e64 v9, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v1, 0xff800000, v1 :: v_dual_lshlrev_b32 v8, 2, v0
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB3_164
	s_branch .LBB3_165
.LBB3_174:
	v_mov_b32_e32 v0, 0
	s_branch .LBB3_179
.LBB3_175:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB3_178
.LBB3_176:
	s_lshl_b32 s8, s6, 2
	.p2align	6
.LBB3_177:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s8
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s5, v1, v0
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s1
	s_and_b32 s1, vcc_lo, exec_lo
	s_cselect_b32 s17, s7, s17
	s_cselect_b32 s16, s6, s16
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s8, s8, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB3_177
.LBB3_178:
	s_clz_i32_u32 s1, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[6:7], s[16:17], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s5, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s7, s5
	s_cvt_f32_u32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s5, s1
.LBB3_179:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:32780
.LBB3_180:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB3_182
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x800c
	v_mov_b32_e32 v4, 0x8014
	ds_load_b64 v[0:1], v6 offset:32768
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v1, 0x41000000, v5 :: v_dual_add_f32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v3, v1, v0
	v_cndmask_b32_e64 v0, v4, v2, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s26, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_addc_u32 s1, s27, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s24, s2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	s_addc_u32 s3, s25, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s6, s4
	s_and_b32 s4, s6, 0x7fffffff
	s_ashr_i32 s6, s6, 31
	s_mul_f32 s5, s4, 0x2f800000
	s_mov_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_floor_f32 s5, s5
	s_fmac_f32 s4, s5, 0xcf800000
	s_cvt_u32_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_u32_f32 s4, s4
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_sub_u32 s4, s4, s6
	s_subb_u32 s5, s5, s6
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	global_store_b64 v6, v[0:1], s[0:1]
	global_load_b32 v0, v6, s[2:3]
	v_cvt_u32_f32_e32 v1, v3
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB3_182:
	s_endpgm
.LBB3_183:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB3_188
.LBB3_184:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s1, -1
.LBB3_185:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_188
	s_lshl_b32 s10, s16, 2
.LBB3_187:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s10
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s10, s10, 4
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s1, v8, v8
	v_cmp_gt_f32_e64 s9, v8, v1
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s1
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB3_187
.LBB3_188:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v1 offset:32804
.LBB3_189:
	s_or_b32 exec_lo, exec_lo, s21
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s20
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_143
.LBB3_191:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:32808
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_144
.LBB3_194:
	s_and_saveexec_b32 s10, s8
	s_cbranch_execnz .LBB3_205
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execnz .LBB3_206
.LBB3_196:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execnz .LBB3_207
.LBB3_197:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB3_199
.LBB3_198:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	v_mov_b32_e32 v21, 0x801c
	global_load_b32 v1, v1, s[34:35]
	ds_load_b32 v8, v8 offset:32804
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s23, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v12, v9, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v8, 0xc2d00000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x4b400000, v9
	v_add_f32_e32 v9, 0xcb400000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_dual_mul_f32 v14, 0x35bfbe8e, v9 :: v_dual_add_f32 v15, v8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v15, v14
	v_mul_f32_e32 v9, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x3331bb4c, v9
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x388ab355, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0xbb360b61, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v10
	v_sub_f32_e32 v9, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v8, v9
	v_sub_f32_e32 v17, 2.0, v9
	v_div_scale_f32 v10, null, v17, v17, v16
	v_div_scale_f32 v11, vcc_lo, v16, v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v18, v10
	v_fma_f32 v8, -v10, v18, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v18, v8, v18
	v_clz_i32_u32_e32 v8, 0
	v_mul_f32_e32 v19, v11, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v20, 32, v8
	v_fma_f32 v9, -v10, v19, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v19, v9, v18
	v_lshlrev_b64 v[8:9], v20, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v10, v19, v11
	ds_load_2addr_b32 v[10:11], v21 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_div_fmas_f32 v18, v22, v18, v19
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v9, v18, v17, v16
	v_sub_nc_u32_e32 v16, 32, v20
	v_cvt_f32_u32_e32 v8, v8
	v_add_nc_u32_e32 v17, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v14, v9
	v_ldexp_f32 v8, v8, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v14, 1, v17
	v_sub_f32_e32 v9, v15, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v1, v10
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	v_cmp_gt_f32_e64 s9, v1, v10
	v_sub_nc_u32_e32 v8, v13, v14
	v_lshl_add_u32 v11, v14, 23, 0xff800000
	v_add_f32_e32 v9, 1.0, v9
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s9
	v_cndmask_b32_e64 v10, 0, 1.0, s1
	v_lshl_add_u32 v8, v8, 23, 0x7f800000
	v_mul_f32_e32 v9, v9, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v10, v1
	v_mul_f32_e32 v8, v9, v8
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v8, 0x7fc00000, v8, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:12288
.LBB3_199:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_213
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v8, 0
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[12:13], 0
	s_cbranch_scc1 .LBB3_212
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_and_b32 s10, s36, 7
	s_mov_b32 s11, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_208
	v_mov_b32_e32 v8, 0
	s_and_b32 s12, s36, 0x1ff8
	s_mov_b32 s13, s11
	s_mov_b64 s[14:15], 0
	s_mov_b32 s9, s11
	.p2align	6
.LBB3_203:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v15, s9
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s9, s9, 32
	s_cmp_lg_u64 s[12:13], s[14:15]
	ds_load_2addr_b32 v[9:10], v15 offset1:1
	ds_load_2addr_b32 v[11:12], v15 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v15 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v15 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v10
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v8, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v16
	s_cbranch_scc1 .LBB3_203
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB3_209
.LBB3_205:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v10, v1, s[34:35]
	ds_load_b32 v8, v8 offset:32804
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s23, v10
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v9, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v8, 0xc2d00000, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x4b400000, v9
	v_add_f32_e32 v9, 0xcb400000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, 0xbf317200, v9
	v_mul_f32_e32 v14, 0x35bfbe8e, v9
	v_add_f32_e32 v13, v8, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v13, v14
	v_mul_f32_e32 v9, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3331bb4c, v9
	v_add_f32_e32 v15, 0xb5ddea0e, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v9, v15
	v_add_f32_e32 v15, 0x388ab355, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v9, v15
	v_add_f32_e32 v15, 0xbb360b61, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v9, v15
	v_add_f32_e32 v15, 0x3e2aaaab, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v15
	v_sub_f32_e32 v9, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v8, v9
	v_sub_f32_e32 v16, 2.0, v9
	v_div_scale_f32 v8, null, v16, v16, v15
	v_div_scale_f32 v18, vcc_lo, v15, v16, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v17, v8
	v_fma_f32 v9, -v8, v17, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v9, v17
	v_mul_f32_e32 v19, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v8, v19, v18
	v_fmac_f32_e32 v19, v9, v17
	v_mov_b32_e32 v9, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v8, v19, v18
	ds_load_2addr_b32 v[8:9], v9 offset1:1
	v_div_fmas_f32 v17, v18, v17, v19
	v_div_fixup_f32 v15, v17, v16, v15
	v_add_nc_u32_e32 v16, 0xb4c00100, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 1, v16
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_f32_e32 v13, v13, v14
	v_cvt_f32_u32_e32 v14, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v10, v8
	v_sub_nc_u32_e32 v12, v12, v15
	v_cmp_gt_f32_e64 s9, v10, v8
	v_add_f32_e32 v13, 1.0, v13
	v_cmp_ge_f32_e64 s1, v9, v14
	v_lshl_add_u32 v15, v15, 23, 0xff800000
	v_lshl_add_u32 v9, v12, 23, 0x7f800000
	v_cndmask_b32_e64 v8, 0, 1.0, s9
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, v13, v15
	v_cndmask_b32_e64 v12, 0, 1.0, s1
	v_mul_f32_e32 v9, v10, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e32 vcc_lo, v12, v8
	v_cndmask_b32_e32 v8, v8, v12, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	v_cndmask_b32_e32 v9, 0x7fc00000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB3_196
.LBB3_206:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v6
	v_mov_b32_e32 v21, 0x801c
	global_load_b32 v1, v1, s[34:35]
	ds_load_b32 v8, v8 offset:32804
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s23, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v12, v9, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v8, 0xc2d00000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x4b400000, v9
	v_add_f32_e32 v9, 0xcb400000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_dual_mul_f32 v14, 0x35bfbe8e, v9 :: v_dual_add_f32 v15, v8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v15, v14
	v_mul_f32_e32 v9, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x3331bb4c, v9
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x388ab355, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0xbb360b61, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v10
	v_sub_f32_e32 v9, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v8, v9
	v_sub_f32_e32 v17, 2.0, v9
	v_div_scale_f32 v10, null, v17, v17, v16
	v_div_scale_f32 v11, vcc_lo, v16, v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v18, v10
	v_fma_f32 v8, -v10, v18, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v18, v8, v18
	v_clz_i32_u32_e32 v8, 0
	v_mul_f32_e32 v19, v11, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v20, 32, v8
	v_fma_f32 v9, -v10, v19, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v19, v9, v18
	v_lshlrev_b64 v[8:9], v20, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v10, v19, v11
	ds_load_2addr_b32 v[10:11], v21 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_div_fmas_f32 v18, v22, v18, v19
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v9, v18, v17, v16
	v_sub_nc_u32_e32 v16, 32, v20
	v_cvt_f32_u32_e32 v8, v8
	v_add_nc_u32_e32 v17, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v14, v9
	v_ldexp_f32 v8, v8, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v14, 1, v17
	v_sub_f32_e32 v9, v15, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v1, v10
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	v_cmp_gt_f32_e64 s9, v1, v10
	v_sub_nc_u32_e32 v8, v13, v14
	v_lshl_add_u32 v11, v14, 23, 0xff800000
	v_add_f32_e32 v9, 1.0, v9
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s9
	v_cndmask_b32_e64 v10, 0, 1.0, s1
	v_lshl_add_u32 v8, v8, 23, 0x7f800000
	v_mul_f32_e32 v9, v9, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v10, v1
	v_mul_f32_e32 v8, v9, v8
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v8, 0x7fc00000, v8, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB3_197
.LBB3_207:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v4
	v_mov_b32_e32 v21, 0x801c
	global_load_b32 v1, v1, s[34:35]
	ds_load_b32 v8, v8 offset:32804
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s23, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v12, v9, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v8, 0xc2d00000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x4b400000, v9
	v_add_f32_e32 v9, 0xcb400000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_dual_mul_f32 v14, 0x35bfbe8e, v9 :: v_dual_add_f32 v15, v8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v15, v14
	v_mul_f32_e32 v9, v8, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x3331bb4c, v9
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x388ab355, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0xbb360b61, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v9, v10
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v10
	v_sub_f32_e32 v9, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v8, v9
	v_sub_f32_e32 v17, 2.0, v9
	v_div_scale_f32 v10, null, v17, v17, v16
	v_div_scale_f32 v11, vcc_lo, v16, v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v18, v10
	v_fma_f32 v8, -v10, v18, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v18, v8, v18
	v_clz_i32_u32_e32 v8, 0
	v_mul_f32_e32 v19, v11, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v20, 32, v8
	v_fma_f32 v9, -v10, v19, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v19, v9, v18
	v_lshlrev_b64 v[8:9], v20, v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_fma_f32 v22, -v10, v19, v11
	ds_load_2addr_b32 v[10:11], v21 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_div_fmas_f32 v18, v22, v18, v19
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v9, v18, v17, v16
	v_sub_nc_u32_e32 v16, 32, v20
	v_cvt_f32_u32_e32 v8, v8
	v_add_nc_u32_e32 v17, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v14, v9
	v_ldexp_f32 v8, v8, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v14, 1, v17
	v_sub_f32_e32 v9, v15, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v1, v10
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	v_cmp_gt_f32_e64 s9, v1, v10
	v_sub_nc_u32_e32 v8, v13, v14
	v_lshl_add_u32 v11, v14, 23, 0xff800000
	v_add_f32_e32 v9, 1.0, v9
	s_and_b32 s1, s1, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s9
	v_cndmask_b32_e64 v10, 0, 1.0, s1
	v_lshl_add_u32 v8, v8, 23, 0x7f800000
	v_mul_f32_e32 v9, v9, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v10, v1
	v_mul_f32_e32 v8, v9, v8
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v8, 0x7fc00000, v8, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB3_198
	s_branch .LBB3_199
.LBB3_208:
	v_mov_b32_e32 v8, 0
	s_mov_b32 s9, -1
.LBB3_209:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB3_212
	s_lshl_b32 s9, s12, 2
.LBB3_211:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s9
	s_add_i32 s9, s9, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v9
	s_cbranch_scc1 .LBB3_211
.LBB3_212:
	ds_store_b32 v1, v8 offset:32808
.LBB3_213:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s20
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_145
.LBB3_215:
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB3_217
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v8, 0x7f800000
	v_add_nc_u32_e64 v9, 0x8000, 0
	ds_store_2addr_b32 v9, v8, v1 offset0:2 offset1:11
.LBB3_217:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_146
.LBB3_218:
	s_and_saveexec_b32 s11, s8
	s_cbranch_execnz .LBB3_229
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execnz .LBB3_230
.LBB3_220:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execnz .LBB3_231
.LBB3_221:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execz .LBB3_223
.LBB3_222:
	v_dual_mov_b32 v8, 0x8024 :: v_dual_lshlrev_b32 v1, 2, v2
	global_load_b32 v1, v1, s[34:35]
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s23, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v10, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v8
	v_cndmask_b32_e32 v10, 0xc2d00000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0x4b400000, v11
	v_add_f32_e32 v12, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, 0xbf317200, v12
	v_mul_f32_e32 v12, 0x35bfbe8e, v12
	v_add_f32_e32 v10, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v13, v10, v12
	v_mul_f32_e32 v14, v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3331bb4c, v14
	v_add_f32_e32 v15, 0xb5ddea0e, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0x388ab355, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0xbb360b61, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0x3e2aaaab, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v14, v15
	v_sub_f32_e32 v14, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v14
	v_sub_f32_e32 v14, 2.0, v14
	v_div_scale_f32 v15, null, v14, v14, v13
	v_div_scale_f32 v18, vcc_lo, v13, v14, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v16, v15
	v_fma_f32 v17, -v15, v16, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v17, v16
	v_mul_f32_e32 v17, v18, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v15, v17, v18
	v_fmac_f32_e32 v17, v19, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v15, v17, v18
	v_div_fmas_f32 v15, v15, v16, v17
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v13, v15, v14, v13
	v_add_nc_u32_e32 v14, 0xb4c00100, v11
	v_sub_f32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v13, 1, v14
	v_sub_f32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v12
	v_mov_b32_e32 v12, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_clz_i32_u32_e32 v10, 0
	v_div_scale_f32 v14, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v16, 32, v10
	v_div_scale_f32 v18, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], v16, v[2:3]
	v_sub_nc_u32_e32 v16, 32, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v1, v12
	v_cmp_gt_f32_e64 s10, v1, v12
	v_min_u32_e32 v10, 1, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v17, -v14, v15, 1.0
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v10, v11, v10
	v_fmac_f32_e32 v15, v17, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v11, v18, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v10, v10, v16
	v_fma_f32 v17, -v14, v11, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, v13, v10
	v_fmac_f32_e32 v11, v17, v15
	s_and_b32 s1, s9, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v14, v11, v18
	v_div_fmas_f32 v10, v10, v15, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0, v8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_lshlrev_b32 v9, 2, v0
	ds_store_2addr_stride64_b32 v9, v8, v1 offset0:48 offset1:112
.LBB3_223:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s31, s4
	s_cbranch_execz .LBB3_263
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b64 s[12:13], 0
	s_cselect_b32 s9, -1, 0
	s_cmp_eq_u64 s[36:37], 0
	s_cbranch_scc1 .LBB3_232
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[10:11], 7
	s_and_b32 s10, s36, 7
	s_mov_b32 s11, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_233
	v_mov_b32_e32 v1, 0
	s_and_b32 s12, s36, 0x1ff8
	s_mov_b32 s13, s11
	s_mov_b64 s[14:15], 0
	s_movk_i32 s1, 0x4000
	.p2align	6
.LBB3_227:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s1
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[12:13], s[14:15]
	ds_load_2addr_b32 v[8:9], v14 offset1:1
	ds_load_2addr_b32 v[10:11], v14 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v14 offset0:4 offset1:5
	ds_load_2addr_b32 v[14:15], v14 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v9
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v11
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v13
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v15
	s_cbranch_scc1 .LBB3_227
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s1, -1, 0
	s_branch .LBB3_234
.LBB3_229:
	v_dual_mov_b32 v8, 0x8024 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v12, v1, s[34:35]
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s23, v12
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v10, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v8
	v_cndmask_b32_e32 v10, 0xc2d00000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0x4b400000, v11
	v_add_f32_e32 v13, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0xbf317200, v13
	v_dual_add_f32 v10, v10, v14 :: v_dual_mul_f32 v13, 0x35bfbe8e, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v14, v10, v13
	v_mul_f32_e32 v15, v14, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3331bb4c, v15
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v16
	v_add_f32_e32 v16, 0x388ab355, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v16
	v_add_f32_e32 v16, 0xbb360b61, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v16
	v_add_f32_e32 v16, 0x3e2aaaab, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v15, v16
	v_sub_f32_e32 v15, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v14, v15
	v_sub_f32_e32 v15, 2.0, v15
	v_div_scale_f32 v16, null, v15, v15, v14
	v_div_scale_f32 v19, vcc_lo, v14, v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v17, v16
	v_fma_f32 v18, -v16, v17, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v18, v17
	v_mul_f32_e32 v18, v19, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v16, v18, v19
	v_fmac_f32_e32 v18, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v18, v19
	v_div_fmas_f32 v16, v16, v17, v18
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cvt_f32_u32_e32 v18, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v14, v16, v15, v14
	v_add_nc_u32_e32 v15, 0xb4c00100, v11
	v_sub_f32_e32 v13, v13, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v14, 1, v15
	v_sub_f32_e32 v10, v10, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v14
	v_lshl_add_u32 v13, v14, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v11
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_mov_b32_e32 v10, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v13, null, v9, v9, v8
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_div_scale_f32 v16, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v14, v13
	v_fma_f32 v15, -v13, v14, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v14, v15, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s1, v11, v18
	v_cmp_eq_f32_e64 s9, v12, v10
	v_cmp_gt_f32_e64 s10, v12, v10
	v_mul_f32_e32 v15, v16, v14
	s_and_b32 s1, s9, s1
	v_cndmask_b32_e64 v10, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v13, v15, v16
	v_cndmask_b32_e64 v12, 0, 1.0, s1
	v_fmac_f32_e32 v15, v17, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v13, v15, v16
	v_div_fmas_f32 v11, v11, v14, v15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v12, v10
	v_div_fixup_f32 v8, v11, v9, v8
	v_cndmask_b32_e32 v9, v10, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v10, 0, v8
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v9, -1.0, v10 :: v_dual_cndmask_b32 v8, 0, v8
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v11, 0x80000000, v9
	v_cmp_gt_i32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v9, v11, v10, vcc_lo
	ds_store_2addr_stride64_b32 v1, v9, v8 offset1:64
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB3_220
.LBB3_230:
	v_dual_mov_b32 v8, 0x8024 :: v_dual_lshlrev_b32 v1, 2, v6
	global_load_b32 v1, v1, s[34:35]
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s23, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v10, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v8
	v_cndmask_b32_e32 v10, 0xc2d00000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0x4b400000, v11
	v_add_f32_e32 v12, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, 0xbf317200, v12
	v_mul_f32_e32 v12, 0x35bfbe8e, v12
	v_add_f32_e32 v10, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v13, v10, v12
	v_mul_f32_e32 v14, v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3331bb4c, v14
	v_add_f32_e32 v15, 0xb5ddea0e, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0x388ab355, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0xbb360b61, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0x3e2aaaab, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v14, v15
	v_sub_f32_e32 v14, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v14
	v_sub_f32_e32 v14, 2.0, v14
	v_div_scale_f32 v15, null, v14, v14, v13
	v_div_scale_f32 v18, vcc_lo, v13, v14, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v16, v15
	v_fma_f32 v17, -v15, v16, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v17, v16
	v_mul_f32_e32 v17, v18, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v15, v17, v18
	v_fmac_f32_e32 v17, v19, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v15, v17, v18
	v_div_fmas_f32 v15, v15, v16, v17
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v13, v15, v14, v13
	v_add_nc_u32_e32 v14, 0xb4c00100, v11
	v_sub_f32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v13, 1, v14
	v_sub_f32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v12
	v_mov_b32_e32 v12, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_clz_i32_u32_e32 v10, 0
	v_div_scale_f32 v14, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v16, 32, v10
	v_div_scale_f32 v18, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], v16, v[6:7]
	v_sub_nc_u32_e32 v16, 32, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v1, v12
	v_cmp_gt_f32_e64 s10, v1, v12
	v_min_u32_e32 v10, 1, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v17, -v14, v15, 1.0
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v10, v11, v10
	v_fmac_f32_e32 v15, v17, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v11, v18, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v10, v10, v16
	v_fma_f32 v17, -v14, v11, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, v13, v10
	v_fmac_f32_e32 v11, v17, v15
	s_and_b32 s1, s9, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v14, v11, v18
	v_div_fmas_f32 v10, v10, v15, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0, v8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_lshlrev_b32 v9, 2, v0
	ds_store_2addr_stride64_b32 v9, v8, v1 offset0:16 offset1:80
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB3_221
.LBB3_231:
	v_dual_mov_b32 v8, 0x8024 :: v_dual_lshlrev_b32 v1, 2, v4
	global_load_b32 v1, v1, s[34:35]
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s23, v1
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v10, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v8
	v_cndmask_b32_e32 v10, 0xc2d00000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0x4b400000, v11
	v_add_f32_e32 v12, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, 0xbf317200, v12
	v_mul_f32_e32 v12, 0x35bfbe8e, v12
	v_add_f32_e32 v10, v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v13, v10, v12
	v_mul_f32_e32 v14, v13, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3331bb4c, v14
	v_add_f32_e32 v15, 0xb5ddea0e, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0x388ab355, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0xbb360b61, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v15
	v_add_f32_e32 v15, 0x3e2aaaab, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v14, v15
	v_sub_f32_e32 v14, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v14
	v_sub_f32_e32 v14, 2.0, v14
	v_div_scale_f32 v15, null, v14, v14, v13
	v_div_scale_f32 v18, vcc_lo, v13, v14, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v16, v15
	v_fma_f32 v17, -v15, v16, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v17, v16
	v_mul_f32_e32 v17, v18, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v15, v17, v18
	v_fmac_f32_e32 v17, v19, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v15, v17, v18
	v_div_fmas_f32 v15, v15, v16, v17
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v13, v15, v14, v13
	v_add_nc_u32_e32 v14, 0xb4c00100, v11
	v_sub_f32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v13, 1, v14
	v_sub_f32_e32 v10, v10, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v12
	v_mov_b32_e32 v12, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_clz_i32_u32_e32 v10, 0
	v_div_scale_f32 v14, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v16, 32, v10
	v_div_scale_f32 v18, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[10:11], v16, v[4:5]
	v_sub_nc_u32_e32 v16, 32, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v1, v12
	v_cmp_gt_f32_e64 s10, v1, v12
	v_min_u32_e32 v10, 1, v10
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v17, -v14, v15, 1.0
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v10, v11, v10
	v_fmac_f32_e32 v15, v17, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v10, v10
	v_mul_f32_e32 v11, v18, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v10, v10, v16
	v_fma_f32 v17, -v14, v11, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s1, v13, v10
	v_fmac_f32_e32 v11, v17, v15
	s_and_b32 s1, s9, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v14, v11, v18
	v_div_fmas_f32 v10, v10, v15, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0, v8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_lshlrev_b32 v9, 2, v0
	ds_store_2addr_stride64_b32 v9, v8, v1 offset0:32 offset1:96
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execnz .LBB3_222
	s_branch .LBB3_223
.LBB3_232:
	v_mov_b32_e32 v1, 0
	s_branch .LBB3_237
.LBB3_233:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s1, -1
.LBB3_234:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_237
	s_lshl2_add_u32 s1, s12, 0x4000
.LBB3_236:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v8
	s_cbranch_scc1 .LBB3_236
.LBB3_237:
	s_cmp_ngt_f32 s30, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s30, v1
	s_mov_b32 s29, 0
	s_cselect_b32 s1, -1, 0
	s_or_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_248
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s42, s36, 7
	v_cmp_gt_u64_e64 s33, s[10:11], 6
	s_mov_b32 s43, s29
	s_and_b32 s28, s36, 0x1ff8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v8, 0, 1, s9
	s_cmp_lg_u64 s[42:43], 0
	v_cndmask_b32_e64 v9, 0, 1, s33
	s_mov_b64 s[12:13], 0
	s_cselect_b32 s62, -1, 0
	s_branch .LBB3_240
.LBB3_239:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s30, v11
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 32
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_cbranch_scc1 .LBB3_249
.LBB3_240:
	s_lshr_b32 s1, 0x80000000, s12
	v_mov_b32_e32 v11, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v10, s1, v1
	v_cmp_ne_u32_e64 s1, 1, v9
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_239
	v_mov_b32_e32 v11, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB3_245
	s_mov_b64 s[14:15], 0
	s_mov_b32 s1, 0
.LBB3_243:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s16, s1, 0x4000
	v_mov_b32_e32 v22, s1
	v_mov_b32_e32 v14, s16
	s_add_i32 s16, s1, 0x4008
	s_add_i32 s17, s1, 0x4018
	ds_load_2addr_b32 v[12:13], v22 offset1:1
	ds_load_2addr_b32 v[14:15], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v12, v10
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v12, 0, v14, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v13, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v11, v12
	v_dual_cndmask_b32 v13, 0, v15 :: v_dual_mov_b32 v18, s16
	s_add_i32 s16, s1, 0x4010
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	v_add_f32_e32 v11, v11, v13
	ds_load_2addr_b32 v[16:17], v22 offset0:2 offset1:3
	ds_load_2addr_b32 v[18:19], v18 offset1:1
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[28:29], s[14:15]
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v16, v10
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v12, 0, v18, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v17, v10
	v_mov_b32_e32 v24, s16
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v26, s17 :: v_dual_add_f32 v11, v11, v12
	v_cndmask_b32_e32 v13, 0, v19, vcc_lo
	ds_load_2addr_b32 v[20:21], v22 offset0:4 offset1:5
	ds_load_2addr_b32 v[22:23], v22 offset0:6 offset1:7
	ds_load_2addr_b32 v[24:25], v24 offset1:1
	ds_load_2addr_b32 v[26:27], v26 offset1:1
	v_add_f32_e32 v11, v11, v13
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u32_e32 vcc_lo, v20, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v12, 0, v24, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v21, v10
	v_cndmask_b32_e32 v13, 0, v25, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v22, v10
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v11, v11, v12 :: v_dual_cndmask_b32 v12, 0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v11, v11, v13
	v_cmp_ge_u32_e32 vcc_lo, v23, v10
	v_add_f32_e32 v11, v11, v12
	v_cndmask_b32_e32 v13, 0, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v11, v11, v13
	s_cbranch_scc1 .LBB3_243
	s_mov_b64 s[14:15], s[28:29]
	s_mov_b32 s1, s62
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_239
	s_branch .LBB3_246
.LBB3_245:
	s_mov_b64 s[14:15], 0
	s_cbranch_execz .LBB3_239
.LBB3_246:
	s_lshl_b32 s1, s14, 2
	s_mov_b64 s[14:15], s[42:43]
.LBB3_247:
	v_mov_b32_e32 v12, s1
	s_add_i32 s1, s1, 4
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[14:15], 0
	ds_load_2addr_stride64_b32 v[12:13], v12 offset1:64
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v12, v10
	v_cndmask_b32_e32 v12, 0, v13, vcc_lo
	v_add_f32_e32 v11, v11, v12
	s_cbranch_scc1 .LBB3_247
	s_branch .LBB3_239
.LBB3_248:
	v_mov_b32_e32 v1, 0x7f800000
	v_mov_b32_e32 v8, 0xff800000
	s_branch .LBB3_262
.LBB3_249:
	s_clz_i32_u64 s1, s[10:11]
	s_mov_b32 s46, 0
	s_min_u32 s63, s1, 64
	s_mov_b64 s[48:49], 0
	s_sub_u32 s12, 64, s63
	s_subb_u32 s13, 0, 0
	s_lshl_b64 s[44:45], -1, s12
	s_cmp_eq_u64 s[10:11], 0
	s_cbranch_scc1 .LBB3_261
	v_cmp_gt_u64_e64 s1, s[12:13], 1
	s_brev_b32 s47, 1
	s_mov_b64 s[56:57], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s51, s13, 0
	s_cselect_b32 s50, s12, 1
	s_sub_u32 s64, 0, s44
	s_subb_u32 s65, 0, s45
	s_sub_u32 s52, 0, s28
	s_subb_u32 s53, 0, 0
	s_not_b64 s[54:55], s[44:45]
	s_branch .LBB3_253
.LBB3_251:
	s_mov_b32 s66, 0
.LBB3_252:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s66, s30
	s_cselect_b32 s49, s59, s49
	s_cselect_b32 s48, s58, s48
	s_add_u32 s56, s56, 1
	s_addc_u32 s57, s57, 0
	s_cmp_eq_u64 s[56:57], s[50:51]
	s_cbranch_scc1 .LBB3_261
.LBB3_253:
	v_cmp_ne_u32_e32 vcc_lo, 1, v8
	s_add_i32 s1, s56, s63
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[10:11], s[46:47], s1
	s_or_b64 s[58:59], s[10:11], s[48:49]
	s_cbranch_vccnz .LBB3_251
	s_and_not1_b32 vcc_lo, exec_lo, s33
	s_cbranch_vccnz .LBB3_258
	s_mov_b32 s66, 0
	s_mov_b64 s[60:61], 0
	s_mov_b32 s67, 0
.LBB3_256:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v15, s67
	s_add_i32 s1, s67, 0x4000
	s_add_u32 s70, s64, s60
	s_addc_u32 s71, s65, s61
	s_add_u32 s10, s70, -1
	ds_load_2addr_b32 v[9:10], v15 offset1:1
	ds_load_2addr_b32 v[11:12], v15 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v15 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v15 offset0:6 offset1:7
	s_addc_u32 s11, s71, -1
	v_mov_b32_e32 v17, s1
	v_cmp_ge_u64_e64 s68, s[10:11], s[58:59]
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s1, v9, v1
	v_cmp_gt_u32_e32 vcc_lo, v9, v1
	v_cmp_eq_u32_e64 s10, v10, v1
	v_cmp_gt_u32_e64 s9, v10, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s12, v11, v1
	s_and_b32 s1, s68, s1
	v_cmp_gt_u32_e64 s11, v11, v1
	s_or_b32 vcc_lo, vcc_lo, s1
	s_add_u32 s68, s70, -2
	s_addc_u32 s69, s71, -1
	s_add_i32 s1, s67, 0x4008
	v_cmp_ge_u64_e64 s68, s[68:69], s[58:59]
	v_mov_b32_e32 v9, s1
	v_cmp_eq_u32_e64 s14, v12, v1
	v_cmp_gt_u32_e64 s13, v12, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s16, v13, v1
	v_cmp_gt_u32_e64 s15, v13, v1
	s_and_b32 s1, s68, s10
	ds_load_2addr_b32 v[9:10], v9 offset1:1
	s_or_b32 s1, s9, s1
	s_add_u32 s68, s70, -3
	s_addc_u32 s69, s71, -1
	v_cmp_eq_u32_e64 s18, v14, v1
	v_cmp_ge_u64_e64 s9, s[68:69], s[58:59]
	v_cmp_gt_u32_e64 s17, v14, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_u32_e64 s19, v15, v1
	v_cmp_eq_u32_e64 s20, v15, v1
	v_cmp_gt_u32_e64 s21, v16, v1
	v_cmp_eq_u32_e64 s22, v16, v1
	s_and_b32 s9, s9, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s9, s11, s9
	s_add_u32 s10, s70, -4
	s_addc_u32 s11, s71, -1
	s_add_i32 s12, s67, 0x4010
	v_cmp_ge_u64_e64 s10, s[10:11], s[58:59]
	v_mov_b32_e32 v11, s12
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_and_b32 s10, s10, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s13, s10
	s_add_u32 s12, s70, -5
	s_addc_u32 s13, s71, -1
	v_cmp_ge_u64_e64 s11, s[12:13], s[58:59]
	s_and_b32 s11, s11, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s11, s15, s11
	s_add_u32 s12, s70, -6
	s_addc_u32 s13, s71, -1
	s_add_i32 s14, s67, 0x4018
	v_cmp_ge_u64_e64 s12, s[12:13], s[58:59]
	v_mov_b32_e32 v13, s14
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v15, 0, v17, vcc_lo
	v_cndmask_b32_e64 v16, 0, v18, s1
	s_and_b32 s1, s12, s18
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v10, 0, v10, s10
	s_or_b32 vcc_lo, s17, s1
	s_add_u32 s10, s70, -7
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v11, 0, v11, s11
	s_addc_u32 s11, s71, -1
	v_readfirstlane_b32 s1, v15
	v_cndmask_b32_e64 v9, 0, v9, s9
	v_cmp_ge_u64_e64 s9, s[10:11], s[58:59]
	v_readfirstlane_b32 s10, v16
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_add_f32 s1, s66, s1
	v_readfirstlane_b32 s12, v9
	v_readfirstlane_b32 s13, v10
	s_and_b32 s9, s9, s20
	s_add_f32 s1, s1, s10
	s_or_b32 vcc_lo, s19, s9
	s_add_u32 s10, s70, -8
	s_addc_u32 s11, s71, -1
	s_add_f32 s1, s1, s12
	v_cmp_ge_u64_e64 s9, s[10:11], s[58:59]
	v_readfirstlane_b32 s10, v11
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v9, 0, v13, vcc_lo
	s_add_f32 s1, s1, s13
	v_readfirstlane_b32 s11, v12
	s_and_b32 s9, s9, s22
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_f32 s1, s1, s10
	s_or_b32 vcc_lo, s21, s9
	v_readfirstlane_b32 s9, v9
	v_cndmask_b32_e32 v10, 0, v14, vcc_lo
	s_add_f32 s1, s1, s11
	s_add_u32 s60, s60, -8
	s_addc_u32 s61, s61, -1
	s_add_i32 s67, s67, 32
	v_readfirstlane_b32 s10, v10
	s_add_f32 s1, s1, s9
	s_cmp_lg_u64 s[52:53], s[60:61]
	s_delay_alu instid0(SALU_CYCLE_2)
	s_add_f32 s66, s1, s10
	s_cbranch_scc1 .LBB3_256
	s_mov_b64 s[12:13], s[28:29]
	s_mov_b32 s1, s62
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB3_252
	s_branch .LBB3_259
.LBB3_258:
	s_mov_b64 s[12:13], 0
	s_mov_b32 s66, 0
	s_cbranch_execz .LBB3_252
.LBB3_259:
	s_sub_u32 s10, s54, s12
	s_subb_u32 s11, s55, s13
	s_lshl_b32 s9, s12, 2
	s_mov_b64 s[12:13], s[42:43]
	.p2align	6
.LBB3_260:
	v_mov_b32_e32 v9, s9
	v_cmp_ge_u64_e64 s14, s[10:11], s[58:59]
	ds_load_2addr_stride64_b32 v[9:10], v9 offset1:64
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v9, v1
	v_cmp_gt_u32_e64 s1, v9, v1
	s_and_b32 s14, s14, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s14
	s_add_u32 s10, s10, -1
	v_cndmask_b32_e32 v9, 0, v10, vcc_lo
	s_addc_u32 s11, s11, -1
	s_add_i32 s9, s9, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	v_readfirstlane_b32 s1, v9
	s_cmp_lg_u64 s[12:13], 0
	s_add_f32 s66, s66, s1
	s_cbranch_scc1 .LBB3_260
	s_branch .LBB3_252
.LBB3_261:
	s_not_b64 s[10:11], s[44:45]
	v_and_b32_e32 v8, 0x7fffffff, v1
	s_sub_u32 s10, s10, s48
	s_subb_u32 s11, s11, s49
	v_not_b32_e32 v9, v1
	s_clz_i32_u32 s1, s11
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s9, s10, 1
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	s_or_b32 s9, s11, s9
	s_cvt_f32_u32 s9, s9
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v1, s9, s1
.LBB3_262:
	v_add_nc_u32_e64 v9, 0x8000, 0
	ds_store_2addr_b32 v9, v1, v8 offset0:2 offset1:11
.LBB3_263:
	s_or_b32 exec_lo, exec_lo, s31
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB3_147
.LBB3_265:
	v_dual_mov_b32 v8, 0x8024 :: v_dual_lshlrev_b32 v1, 2, v0
	s_mov_b32 s14, 0xd078c69f
	s_mov_b32 s15, 0x3fc39a09
	s_mov_b32 s16, 0x1d8e78af
	global_load_b32 v15, v1, s[34:35]
	ds_load_2addr_b32 v[9:10], v8 offset1:1
	s_mov_b32 s18, 0x94229359
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd24924
	s_mov_b32 s20, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s21, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s45, 0x3fe62e42
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s23, v15
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v8, v9
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v9
	v_cndmask_b32_e32 v11, 0xc2d00000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v11
	v_cndmask_b32_e32 v11, 0x42b20000, v11, vcc_lo
	v_mul_f32_e32 v12, 0x3fb8aa3b, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x4b400000, v12
	v_add_f32_e32 v13, 0xcb400000, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, 0xbf317200, v13
	v_mul_f32_e32 v13, 0x35bfbe8e, v13
	v_add_f32_e32 v11, v11, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v14, v11, v13
	v_mul_f32_e32 v16, v14, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x3331bb4c, v16
	v_add_f32_e32 v17, 0xb5ddea0e, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v17
	v_add_f32_e32 v17, 0x388ab355, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v17
	v_add_f32_e32 v17, 0xbb360b61, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v16, v17
	v_add_f32_e32 v17, 0x3e2aaaab, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v17
	v_sub_f32_e32 v16, v14, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v14, v16
	v_sub_f32_e32 v16, 2.0, v16
	v_div_scale_f32 v17, null, v16, v16, v14
	v_div_scale_f32 v20, vcc_lo, v14, v16, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v18, v17
	v_fma_f32 v19, -v17, v18, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v17, v19, v20
	v_fmac_f32_e32 v19, v21, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v17, v19, v20
	v_cvt_f32_u32_e32 v20, v0
	v_div_fmas_f32 v17, v17, v18, v19
	v_cmp_o_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v14, v17, v16, v14
	v_dual_sub_f32 v13, v13, v14 :: v_dual_add_nc_u32 v16, 0xb4c00100, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v14, 1, v16
	v_sub_f32_e32 v11, v11, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v12, v12, v14
	v_lshl_add_u32 v13, v14, 23, 0xff800000
	v_add_nc_u32_e64 v14, 0x8000, 0
	v_add_f32_e32 v11, 1.0, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v12, v12, 23, 0x7f800000
	v_mul_f32_e32 v11, v11, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v11, v11, v12 :: v_dual_mov_b32 v12, 0x801c
	v_cndmask_b32_e32 v9, 0x7fc00000, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v16, null, v10, v10, v9
	v_div_scale_f32 v18, vcc_lo, v9, v10, v9
	v_rcp_f32_e32 v17, v16
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v16, v17, 1.0
	v_fmac_f32_e32 v17, v11, v17
	ds_load_2addr_b32 v[11:12], v12 offset1:1
	v_mul_f32_e32 v19, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v13, -v16, v19, v18
	v_fmac_f32_e32 v19, v13, v17
	ds_load_2addr_b32 v[13:14], v14 offset0:2 offset1:11
	v_fma_f32 v16, -v16, v19, v18
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e64 s1, v12, v20
	v_cmp_eq_f32_e64 s8, v15, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_div_fmas_f32 v12, v16, v17, v19
	v_cmp_gt_f32_e32 vcc_lo, v15, v11
	s_and_b32 s1, s8, s1
	v_cndmask_b32_e64 v15, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v12, v10, v9
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
	v_add_f32_e32 v9, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v15, v11
	v_cndmask_b32_e32 v27, v11, v15, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v27
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v28, -1.0, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v13, v20
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v0, 0
	v_cmp_eq_f32_e64 s1, v28, v14
	s_and_b32 s1, s1, vcc_lo
	s_cmp_ge_f32 s30, 1.0
	s_cselect_b32 s13, -1, 0
	s_xor_b64 s[8:9], s[40:41], s[38:39]
	s_mul_i32 s8, s40, 0xcd9e8d57
	v_xor_b32_e32 v10, s9, v10
	s_add_i32 s9, s38, 0x9e3779b9
	s_add_i32 s10, s39, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v11, s8, s9, v11
	s_mul_hi_u32 s8, s40, 0xcd9e8d57
	s_add_i32 s9, s39, 0xbb67ae85
	s_xor_b32 s8, s38, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_xor_b32 s8, s2, s8
	s_mul_hi_u32 s11, s8, 0xd2511f53
	s_mul_i32 s8, s8, 0xd2511f53
	v_xor3_b32 v9, s9, s11, v9
	s_add_i32 s9, s38, 0xdaa66d2b
	v_xor3_b32 v15, s8, s10, v12
	s_add_i32 s8, s38, 0x3c6ef372
	s_mov_b32 s10, 0x96cb03de
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	s_mov_b32 s11, 0x3fc74664
	v_xor3_b32 v9, s8, v13, v10
	s_add_i32 s8, s39, 0x32370b8f
	v_xor3_b32 v12, s9, v16, v12
	s_add_i32 s9, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v10, v11
	s_add_i32 s8, s38, 0x78dde6e4
	v_xor3_b32 v11, s9, v13, v9
	s_add_i32 s9, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v10, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v10, v15
	s_add_i32 s8, s39, 0xa9066899
	v_xor3_b32 v11, s9, v17, v9
	s_add_i32 s9, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v10, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v10, v12
	s_add_i32 s8, s38, 0xb54cda56
	v_xor3_b32 v11, s9, v18, v9
	s_add_i32 s9, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v10, 0
	v_mul_hi_u32 v11, 0xcd9e8d57, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v10, v16
	s_add_i32 s8, s39, 0x1fd5c5a3
	v_xor3_b32 v11, s9, v11, v9
	s_add_i32 s9, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v10, 0
	v_mul_hi_u32 v11, 0xd2511f53, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v10, v17
	s_add_i32 s8, s38, 0x8ff34781
	v_xor3_b32 v9, s9, v11, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v10, 0xcd9e8d57, v10
	v_mul_hi_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v9, v10, s8, v9
	s_mov_b32 s8, 0xdf3e5244
	s_mov_b32 s9, 0x3fc2f112
	v_cvt_f64_u32_e32 v[9:10], v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], 0.5
	v_ldexp_f64 v[9:10], v[9:10], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, 0x95f62, v10
	v_and_b32_e32 v10, 0xfffff, v13
	v_lshrrev_b32_e32 v13, 20, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v10, 0x3fe6a09e, v10
	v_add_co_u32 v13, s22, 0xfffffc01, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v23, null, 0, -1, s22
	v_add_f64 v[9:10], v[9:10], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[23:24], v23
	v_add_f64 v[11:12], v[9:10], 2.0
	v_mul_f64 v[25:26], v[9:10], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[15:16], null, v[11:12], v[11:12], v[9:10]
	v_div_scale_f64 v[21:22], vcc_lo, v[9:10], v[11:12], v[9:10]
	v_rcp_f64_e32 v[17:18], v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[21:22], v[17:18]
	v_fma_f64 v[15:16], -v[15:16], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[19:20]
	v_div_fixup_f64 v[11:12], v[15:16], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[11:12], v[11:12]
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], s[8:9]
	v_mul_f64 v[21:22], v[17:18], s[14:15]
	v_add_f64 v[19:20], v[19:20], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[16:17]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_add_f64 v[19:20], v[19:20], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[20:21]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_ldexp_f64 v[21:22], v[23:24], 32
	v_mul_f64 v[23:24], v[9:10], v[25:26]
	v_add_f64 v[19:20], v[19:20], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[15:16], v[19:20]
	v_cvt_f64_u32_e32 v[19:20], v13
	v_add_f64 v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[21:22], v[19:20]
	v_add_f64 v[15:16], v[23:24], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], s[42:43]
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_mul_f64 v[15:16], v[17:18], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[19:20], v[11:12]
	v_add_f64 v[11:12], v[11:12], -v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], v[11:12]
	v_add_f64 v[9:10], v[15:16], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v10, 0x80000000, v10
	v_add_co_u32 v11, s22, 0x95f62, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, 0, 0, s22
	v_and_b32_e32 v10, 0xfffff, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[11:12], 20, v[11:12]
	v_add_nc_u32_e32 v10, 0x3fe6a09e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], -1.0
	v_add_f64 v[15:16], v[9:10], 2.0
	v_mul_f64 v[25:26], v[9:10], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[17:18], null, v[15:16], v[15:16], v[9:10]
	v_div_scale_f64 v[23:24], vcc_lo, v[9:10], v[15:16], v[9:10]
	v_rcp_f64_e32 v[19:20], v[17:18]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[17:18], v[19:20], 1.0
	v_fma_f64 v[19:20], v[19:20], v[21:22], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[23:24], v[19:20]
	v_fma_f64 v[17:18], -v[17:18], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[21:22]
	v_add_co_u32 v13, vcc_lo, 0xfffffc01, v11
	v_add_co_ci_u32_e64 v11, null, -1, v12, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v28, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[11:12], v11
	v_div_fixup_f64 v[15:16], v[17:18], v[15:16], v[9:10]
	v_ldexp_f64 v[11:12], v[11:12], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], s[8:9]
	v_mul_f64 v[23:24], v[19:20], s[14:15]
	v_add_f64 v[21:22], v[21:22], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[16:17]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[21:22], v[21:22], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[20:21]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_mul_f64 v[23:24], v[9:10], v[25:26]
	v_add_f64 v[21:22], v[21:22], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_cvt_f64_u32_e32 v[21:22], v13
	v_cndmask_b32_e64 v13, 1.0, 0, s0
	v_add_f64 v[17:18], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[11:12], v[21:22]
	v_add_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[11:12], s[42:43]
	v_mul_f64 v[11:12], v[11:12], s[44:45]
	v_mul_f64 v[15:16], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[19:20], v[15:16]
	v_add_f64 v[15:16], v[15:16], -v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], v[15:16]
	v_add_f64 v[9:10], v[11:12], v[9:10]
	v_cndmask_b32_e64 v11, 0, 1.0, s1
	v_cndmask_b32_e64 v12, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v9, v[9:10]
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v13, v12
	v_cndmask_b32_e32 v11, v12, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v11, v10
	v_cndmask_b32_e32 v10, v10, v11, vcc_lo
	v_mul_f32_e32 v10, v27, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v10
	v_sub_f32_e32 v8, v8, v9
	v_cndmask_b32_e32 v8, 0xff800000, v8, vcc_lo
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB3_148
.LBB3_266:
	v_lshlrev_b32_e32 v1, 2, v6
	s_mov_b32 s14, 0xd078c69f
	s_mov_b32 s15, 0x3fc39a09
	s_mov_b32 s16, 0x1d8e78af
	s_mov_b32 s18, 0x94229359
	global_load_b32 v12, v1, s[34:35]
	v_mov_b32_e32 v1, 0x8024
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd24924
	s_mov_b32 s20, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	ds_load_2addr_b32 v[8:9], v1 offset1:1
	s_mov_b32 s21, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s43, 0x3dea39ef
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s45, 0x3fe62e42
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, s23, v12
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v1, v8
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v8
	v_cndmask_b32_e32 v10, 0xc2d00000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0x4b400000, v11
	v_add_f32_e32 v13, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0xbf317200, v13
	v_dual_mul_f32 v13, 0x35bfbe8e, v13 :: v_dual_add_f32 v10, v10, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v14, v10, v13
	v_mul_f32_e32 v15, v14, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3331bb4c, v15
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v16
	v_add_f32_e32 v16, 0x388ab355, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v16
	v_add_f32_e32 v16, 0xbb360b61, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v16
	v_add_f32_e32 v16, 0x3e2aaaab, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v15, v16
	v_sub_f32_e32 v15, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v14, v15
	v_sub_f32_e32 v15, 2.0, v15
	v_div_scale_f32 v16, null, v15, v15, v14
	v_div_scale_f32 v19, vcc_lo, v14, v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v17, v16
	v_fma_f32 v18, -v16, v17, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v18, v17
	v_mul_f32_e32 v18, v19, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v16, v18, v19
	v_fmac_f32_e32 v18, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v16, -v16, v18, v19
	v_add_nc_u32_e64 v19, 0x8000, 0
	v_div_fmas_f32 v16, v16, v17, v18
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_clz_i32_u32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v14, v16, v15, v14
	v_add_nc_u32_e32 v15, 0xb4c00100, v11
	v_min_u32_e32 v16, 32, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v13, v13, v14
	v_lshrrev_b32_e32 v14, 1, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[7:8], v16, v[6:7]
	v_sub_f32_e32 v10, v10, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v11, v11, v14
	v_lshl_add_u32 v13, v14, 23, 0xff800000
	v_min_u32_e32 v7, 1, v7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v10, 1.0, v10
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_or_b32_e32 v7, v8, v7
	v_sub_nc_u32_e32 v8, 32, v16
	v_mul_f32_e32 v10, v10, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v7, v7
	v_mul_f32_e32 v10, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v13, 0x7fc00000, v10, vcc_lo
	v_mov_b32_e32 v10, 0x801c
	v_div_scale_f32 v14, null, v9, v9, v13
	v_div_scale_f32 v18, vcc_lo, v13, v9, v13
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v17, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s7, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v18, v15
	v_fma_f32 v16, -v14, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v17, v16, v15
	v_ldexp_f32 v16, v7, v8
	ds_load_2addr_b32 v[7:8], v19 offset0:2 offset1:11
	v_fma_f32 v14, -v14, v17, v18
	v_cmp_ge_f32_e64 s1, v11, v16
	v_div_fmas_f32 v11, v14, v15, v17
	v_cmp_gt_f32_e32 vcc_lo, v12, v10
	s_and_b32 s1, s7, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v12, 0, 1.0, s1
	v_div_fixup_f32 v9, v11, v9, v13
	v_cndmask_b32_e64 v10, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v9, 0, v9
	v_cmp_gt_f32_e32 vcc_lo, v12, v10
	v_cndmask_b32_e32 v23, v10, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v23
	v_cndmask_b32_e32 v24, -1.0, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v7, v16
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_f32_e64 s1, v24, v8
	s_and_b32 s1, s1, vcc_lo
	s_cmp_ge_f32 s30, 1.0
	s_cselect_b32 s7, -1, 0
	s_xor_b64 s[8:9], s[40:41], s[38:39]
	s_mul_i32 s8, s40, 0xcd9e8d57
	v_xor_b32_e32 v7, s9, v7
	s_add_i32 s9, s38, 0x9e3779b9
	s_add_i32 s10, s39, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v7, 0
	v_xor3_b32 v7, s8, s9, v10
	s_mul_hi_u32 s8, s40, 0xcd9e8d57
	s_add_i32 s9, s39, 0xbb67ae85
	s_xor_b32 s8, s38, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v7, 0
	s_xor_b32 s8, s2, s8
	s_mul_hi_u32 s11, s8, 0xd2511f53
	s_mul_i32 s8, s8, 0xd2511f53
	v_xor3_b32 v6, s9, s11, v6
	s_add_i32 s9, s38, 0xdaa66d2b
	v_xor3_b32 v11, s8, s10, v11
	s_add_i32 s8, s38, 0x3c6ef372
	s_mov_b32 s10, 0x96cb03de
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	s_mov_b32 s11, 0x3fc74664
	v_xor3_b32 v7, s8, v7, v9
	s_add_i32 s8, s39, 0x32370b8f
	v_xor3_b32 v9, s9, v12, v6
	s_add_i32 s9, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s8, v7, v10
	s_add_i32 s8, s38, 0x78dde6e4
	v_xor3_b32 v9, s9, v13, v6
	s_add_i32 s9, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v7, 0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s8, v7, v11
	s_add_i32 s8, s39, 0xa9066899
	v_xor3_b32 v10, s9, v10, v6
	s_add_i32 s9, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s8, v7, v12
	s_add_i32 s8, s38, 0xb54cda56
	v_xor3_b32 v11, s9, v11, v6
	s_add_i32 s9, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v7, 0
	v_mul_hi_u32 v11, 0xcd9e8d57, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s8, v7, v9
	s_add_i32 s8, s39, 0x1fd5c5a3
	v_xor3_b32 v9, s9, v11, v6
	s_add_i32 s9, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	v_mul_hi_u32 v9, 0xd2511f53, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s8, v7, v10
	s_add_i32 s8, s38, 0x8ff34781
	v_xor3_b32 v6, s9, v9, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, 0xcd9e8d57, v7
	v_mul_hi_u32 v6, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v6, v7, s8, v6
	s_mov_b32 s8, 0xdf3e5244
	s_mov_b32 s9, 0x3fc2f112
	v_cvt_f64_u32_e32 v[6:7], v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], 0.5
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v19, 0x95f62, v7
	v_and_b32_e32 v7, 0xfffff, v19
	v_lshrrev_b32_e32 v19, 20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v7
	v_add_co_u32 v25, s13, 0xfffffc01, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, 0, -1, s13
	v_add_f64 v[6:7], v[6:7], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[19:20], v19
	v_add_f64 v[9:10], v[6:7], 2.0
	v_mul_f64 v[21:22], v[6:7], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[6:7]
	v_div_scale_f64 v[17:18], vcc_lo, v[6:7], v[9:10], v[6:7]
	v_rcp_f64_e32 v[13:14], v[11:12]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	v_fma_f64 v[11:12], -v[11:12], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[15:16]
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], s[8:9]
	v_mul_f64 v[17:18], v[13:14], s[14:15]
	v_add_f64 v[15:16], v[15:16], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[16:17]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_add_f64 v[15:16], v[15:16], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[20:21]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_ldexp_f64 v[17:18], v[19:20], 32
	v_mul_f64 v[19:20], v[6:7], v[21:22]
	v_add_f64 v[15:16], v[15:16], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v25
	v_add_f64 v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[17:18], v[15:16]
	v_add_f64 v[11:12], v[19:20], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], s[42:43]
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	v_mul_f64 v[11:12], v[13:14], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[15:16], v[9:10]
	v_add_f64 v[9:10], v[9:10], -v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], v[9:10]
	v_add_f64 v[6:7], v[11:12], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v7, 0x80000000, v7
	v_add_co_u32 v9, s13, 0x95f62, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v10, null, 0, 0, s13
	v_and_b32_e32 v7, 0xfffff, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[9:10], 20, v[9:10]
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], -1.0
	v_add_f64 v[11:12], v[6:7], 2.0
	v_mul_f64 v[21:22], v[6:7], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[13:14], null, v[11:12], v[11:12], v[6:7]
	v_div_scale_f64 v[19:20], vcc_lo, v[6:7], v[11:12], v[6:7]
	v_rcp_f64_e32 v[15:16], v[13:14]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[17:18], -v[13:14], v[15:16], 1.0
	v_fma_f64 v[15:16], v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[19:20], v[15:16]
	v_fma_f64 v[13:14], -v[13:14], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[17:18]
	v_add_co_u32 v25, vcc_lo, 0xfffffc01, v9
	v_add_co_ci_u32_e64 v9, null, -1, v10, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v24, v8
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[9:10], v9
	v_div_fixup_f64 v[11:12], v[13:14], v[11:12], v[6:7]
	v_ldexp_f64 v[9:10], v[9:10], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[15:16], s[8:9]
	v_mul_f64 v[19:20], v[15:16], s[14:15]
	v_add_f64 v[17:18], v[17:18], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[16:17]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_add_f64 v[17:18], v[17:18], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[20:21]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[15:16], v[19:20]
	v_mul_f64 v[19:20], v[6:7], v[21:22]
	v_add_f64 v[17:18], v[17:18], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v25
	v_add_f64 v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[9:10], v[17:18]
	v_add_f64 v[13:14], v[19:20], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[15:16], v[9:10], s[42:43]
	v_mul_f64 v[9:10], v[9:10], s[44:45]
	v_mul_f64 v[11:12], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[15:16], v[11:12]
	v_add_f64 v[11:12], v[11:12], -v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], v[11:12]
	v_add_f64 v[6:7], v[9:10], v[6:7]
	v_cndmask_b32_e64 v9, 1.0, 0, s0
	v_cndmask_b32_e64 v10, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v6, v[6:7]
	v_cndmask_b32_e64 v7, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v8, v7
	v_cndmask_b32_e32 v7, v7, v8, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v9, v10
	v_cndmask_b32_e32 v8, v10, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v8, v7
	v_cndmask_b32_e32 v7, v7, v8, vcc_lo
	v_mul_f32_e32 v7, v23, v7
	v_dual_sub_f32 v1, v1, v6 :: v_dual_lshlrev_b32 v6, 2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v7
	v_cndmask_b32_e32 v1, 0xff800000, v1, vcc_lo
	ds_store_b32 v6, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB3_149
.LBB3_267:
	v_lshlrev_b32_e32 v1, 2, v4
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	global_load_b32 v10, v1, s[34:35]
	v_mov_b32_e32 v1, 0x8024
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	ds_load_2addr_b32 v[6:7], v1 offset1:1
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	s_mov_b32 s28, 0x35793c76
	s_mov_b32 s29, 0x3dea39ef
	s_mov_b32 s42, 0xfee00000
	s_mov_b32 s43, 0x3fe62e42
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v1, s23, v10
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v1, v6
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v8, 0xc2d00000, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x4b400000, v9
	v_add_f32_e32 v11, 0xcb400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0xbf317200, v11
	v_dual_mul_f32 v11, 0x35bfbe8e, v11 :: v_dual_add_f32 v8, v8, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v12, v8, v11
	v_mul_f32_e32 v13, v12, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0x3331bb4c, v13
	v_add_f32_e32 v14, 0xb5ddea0e, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v14
	v_add_f32_e32 v14, 0x388ab355, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v14
	v_add_f32_e32 v14, 0xbb360b61, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v14
	v_add_f32_e32 v14, 0x3e2aaaab, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v14
	v_sub_f32_e32 v13, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v12, v13
	v_sub_f32_e32 v13, 2.0, v13
	v_div_scale_f32 v14, null, v13, v13, v12
	v_div_scale_f32 v17, vcc_lo, v12, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v15, v14
	v_fma_f32 v16, -v14, v15, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v16, v15
	v_mul_f32_e32 v16, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v14, v16, v17
	v_fmac_f32_e32 v16, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v14, -v14, v16, v17
	v_add_nc_u32_e64 v17, 0x8000, 0
	v_div_fmas_f32 v14, v14, v15, v16
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_clz_i32_u32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v12, v14, v13, v12
	v_add_nc_u32_e32 v13, 0xb4c00100, v9
	v_min_u32_e32 v14, 32, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v11, v11, v12
	v_lshrrev_b32_e32 v12, 1, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[5:6], v14, v[4:5]
	v_sub_f32_e32 v8, v8, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v9, v9, v12
	v_lshl_add_u32 v11, v12, 23, 0xff800000
	v_min_u32_e32 v5, 1, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v9, v9, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_or_b32_e32 v5, v6, v5
	v_sub_nc_u32_e32 v6, 32, v14
	v_mul_f32_e32 v8, v8, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f32_u32_e32 v5, v5
	v_mul_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v11, 0x7fc00000, v8, vcc_lo
	v_mov_b32_e32 v8, 0x801c
	v_div_scale_f32 v12, null, v7, v7, v11
	v_div_scale_f32 v16, vcc_lo, v11, v7, v11
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	v_rcp_f32_e32 v13, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v15, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s6, v10, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v16, v13
	v_fma_f32 v14, -v12, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v15, v14, v13
	v_ldexp_f32 v14, v5, v6
	ds_load_2addr_b32 v[5:6], v17 offset0:2 offset1:11
	v_fma_f32 v12, -v12, v15, v16
	v_cmp_ge_f32_e64 s1, v9, v14
	v_div_fmas_f32 v9, v12, v13, v15
	v_cmp_gt_f32_e32 vcc_lo, v10, v8
	s_and_b32 s1, s6, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v10, 0, 1.0, s1
	v_div_fixup_f32 v7, v9, v7, v11
	v_cndmask_b32_e64 v8, 0, 1.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, 0, v7
	v_cmp_gt_f32_e32 vcc_lo, v10, v8
	v_cndmask_b32_e32 v21, v8, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v21
	v_cndmask_b32_e32 v22, -1.0, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v5, v14
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_f32_e64 s1, v22, v6
	s_and_b32 s1, s1, vcc_lo
	s_cmp_ge_f32 s30, 1.0
	s_cselect_b32 s11, -1, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_mul_i32 s6, s40, 0xcd9e8d57
	v_xor_b32_e32 v5, s7, v5
	s_add_i32 s7, s38, 0x9e3779b9
	s_add_i32 s8, s39, 0x76cf5d0a
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v5, 0
	v_xor3_b32 v5, s6, s7, v8
	s_mul_hi_u32 s6, s40, 0xcd9e8d57
	s_add_i32 s7, s39, 0xbb67ae85
	s_xor_b32 s6, s38, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v5, 0
	s_xor_b32 s6, s2, s6
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v4, s7, s9, v4
	s_add_i32 s7, s38, 0xdaa66d2b
	v_xor3_b32 v9, s6, s8, v9
	s_add_i32 s6, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v4, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v9, 0
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v5, s6, v5, v7
	s_add_i32 s6, s39, 0x32370b8f
	v_xor3_b32 v7, s7, v10, v4
	s_add_i32 s7, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s6, v5, v8
	s_add_i32 s6, s38, 0x78dde6e4
	v_xor3_b32 v7, s7, v11, v4
	s_add_i32 s7, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s6, v5, v9
	s_add_i32 s6, s39, 0xa9066899
	v_xor3_b32 v8, s7, v8, v4
	s_add_i32 s7, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s6, v5, v10
	s_add_i32 s6, s38, 0xb54cda56
	v_xor3_b32 v9, s7, v9, v4
	s_add_i32 s7, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	v_mul_hi_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s6, v5, v7
	s_add_i32 s6, s39, 0x1fd5c5a3
	v_xor3_b32 v7, s7, v9, v4
	s_add_i32 s7, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v7, 0xd2511f53, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s6, v5, v8
	s_add_i32 s6, s38, 0x8ff34781
	v_xor3_b32 v4, s7, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v5, 0xcd9e8d57, v5
	v_mul_hi_u32 v4, 0xcd9e8d57, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v4, v5, s6, v4
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_cvt_f64_u32_e32 v[4:5], v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], 0.5
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v17, 0x95f62, v5
	v_and_b32_e32 v5, 0xfffff, v17
	v_lshrrev_b32_e32 v17, 20, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	v_add_co_u32 v23, s22, 0xfffffc01, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, 0, -1, s22
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[17:18], v17
	v_add_f64 v[7:8], v[4:5], 2.0
	v_mul_f64 v[19:20], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[4:5]
	v_div_scale_f64 v[15:16], vcc_lo, v[4:5], v[7:8], v[4:5]
	v_rcp_f64_e32 v[11:12], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[11:12]
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], s[6:7]
	v_mul_f64 v[15:16], v[11:12], s[12:13]
	v_add_f64 v[13:14], v[13:14], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[14:15]
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[11:12], v[15:16]
	v_add_f64 v[13:14], v[13:14], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[15:16], s[18:19]
	v_mul_f64 v[13:14], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_ldexp_f64 v[15:16], v[17:18], 32
	v_mul_f64 v[17:18], v[4:5], v[19:20]
	v_add_f64 v[13:14], v[13:14], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v23
	v_add_f64 v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[15:16], v[13:14]
	v_add_f64 v[9:10], v[17:18], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], s[28:29]
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[11:12], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[13:14], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], v[7:8]
	v_add_f64 v[4:5], v[9:10], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, 0x80000000, v5
	v_add_co_u32 v7, s22, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v8, null, 0, 0, s22
	v_and_b32_e32 v5, 0xfffff, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_add_f64 v[9:10], v[4:5], 2.0
	v_mul_f64 v[19:20], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[4:5]
	v_div_scale_f64 v[17:18], vcc_lo, v[4:5], v[9:10], v[4:5]
	v_rcp_f64_e32 v[13:14], v[11:12]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	v_fma_f64 v[11:12], -v[11:12], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[15:16]
	v_add_co_u32 v23, vcc_lo, 0xfffffc01, v7
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v22, v6
	v_cndmask_b32_e64 v6, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[7:8], v7
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[4:5]
	v_ldexp_f64 v[7:8], v[7:8], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], s[6:7]
	v_mul_f64 v[17:18], v[13:14], s[12:13]
	v_add_f64 v[15:16], v[15:16], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[14:15]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_add_f64 v[15:16], v[15:16], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[18:19]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_mul_f64 v[17:18], v[4:5], v[19:20]
	v_add_f64 v[15:16], v[15:16], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v23
	v_add_f64 v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[7:8], v[15:16]
	v_add_f64 v[11:12], v[17:18], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[7:8], s[28:29]
	v_mul_f64 v[7:8], v[7:8], s[42:43]
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[13:14], v[9:10]
	v_add_f64 v[9:10], v[9:10], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], v[9:10]
	v_add_f64 v[4:5], v[7:8], v[4:5]
	v_cndmask_b32_e64 v7, 1.0, 0, s0
	v_cndmask_b32_e64 v8, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_cndmask_b32_e64 v5, 0, 1.0, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v7, v8
	v_cndmask_b32_e32 v6, v8, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	v_sub_f32_e32 v1, v1, v4
	v_dual_mul_f32 v5, v21, v5 :: v_dual_lshlrev_b32 v4, 2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	v_cndmask_b32_e32 v1, 0xff800000, v1, vcc_lo
	ds_store_b32 v4, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB3_150
	s_branch .LBB3_151
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w4096
		.amdhsa_group_segment_fixed_size 32816
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 73
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
	.size	tessera_gumbel_w4096, .Lfunc_end3-tessera_gumbel_w4096

	.set tessera_gumbel_w4096.num_vgpr, 29
	.set tessera_gumbel_w4096.num_agpr, 0
	.set tessera_gumbel_w4096.numbered_sgpr, 73
	.set tessera_gumbel_w4096.num_named_barrier, 0
	.set tessera_gumbel_w4096.private_seg_size, 0
	.set tessera_gumbel_w4096.uses_vcc, 1
	.set tessera_gumbel_w4096.uses_flat_scratch, 0
	.set tessera_gumbel_w4096.has_dyn_sized_stack, 0
	.set tessera_gumbel_w4096.has_recursion, 0
	.set tessera_gumbel_w4096.has_indirect_call, 0
	.globl	tessera_gumbel_wide
	.p2align	8
	.type	tessera_gumbel_wide,@function
tessera_gumbel_wide:
	s_load_b512 s[36:51], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[44:45], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB4_173
	s_load_b32 s77, s[0:1], 0x40
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v14, 2, v0
	s_mul_i32 s4, s47, s2
	s_mul_hi_u32 s5, s46, s2
	s_mul_i32 s34, s46, s2
	s_add_i32 s35, s5, s4
	v_cmp_gt_u64_e64 s5, s[46:47], v[0:1]
	s_mul_i32 s4, s35, 20
	s_mul_hi_u32 s33, s34, 20
	s_mul_i32 s76, s34, 20
	s_add_i32 s33, s33, s4
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB4_4
	s_add_u32 s4, s42, s76
	s_addc_u32 s9, s43, s33
	s_lshl_b64 s[6:7], s[34:35], 2
	v_add_co_u32 v2, s4, s4, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s9, 0, s4
	s_add_u32 s4, s40, s6
	s_addc_u32 s6, s41, s7
	v_add_co_u32 v4, s4, s4, v14
	v_add_co_ci_u32_e64 v5, null, s6, 0, s4
	v_dual_mov_b32 v7, v1 :: v_dual_mov_b32 v6, v0
	s_lshl_b64 s[6:7], s[46:47], 2
	s_mov_b32 s9, 0
.LBB4_3:
	global_load_b32 v17, v[4:5], off
	v_add_co_u32 v8, vcc_lo, v2, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s7, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x100, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_add_co_u32 v10, vcc_lo, v8, s6
	v_add_co_ci_u32_e64 v11, null, s7, v9, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s4, v10, s6
	v_add_co_ci_u32_e64 v13, null, s7, v11, s4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, s4, v12, s6
	v_add_co_ci_u32_e64 v16, null, s7, v13, s4
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s4, v17, v17
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v19, s77, v17
	v_cmp_class_f32_e64 s10, v17, 0x1f8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v18, 0, 1.0, s4
	v_cmp_eq_f32_e64 s4, 0x7f800000, v17
	v_cmp_class_f32_e64 s11, v19, 0x204
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v20, 0, 1.0, s4
	s_and_b32 s10, s11, s10
	s_or_b32 s9, vcc_lo, s9
	s_clause 0x1
	global_store_b32 v[2:3], v18, off
	global_store_b32 v[8:9], v20, off
	v_add_co_u32 v2, s4, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s4
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	s_clause 0x2
	global_store_b32 v[10:11], v17, off
	global_store_b32 v[12:13], v17, off
	global_store_b32 v[15:16], v8, off
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB4_3
.LBB4_4:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_eq_u32_e64 s4, 0, v0
	s_add_u32 s30, s42, s76
	s_addc_u32 s31, s43, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s78, s4
	s_cbranch_execz .LBB4_40
	s_and_b32 s44, s46, -8
	s_mov_b32 s45, s47
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0xff800000
	v_dual_mov_b32 v4, 0xff800000 :: v_dual_mov_b32 v5, 0xff800000
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	v_mov_b32_e32 v8, 0xff800000
	s_cmp_lg_u64 s[44:45], 0
	s_mov_b32 s68, 0xff800000
	s_mov_b64 s[26:27], 0
	s_cselect_b32 s69, -1, 0
	s_cmp_eq_u64 s[44:45], 0
	s_mov_b64 s[28:29], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[62:63], 0
	s_cbranch_scc1 .LBB4_8
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	s_mov_b64 s[64:65], s[30:31]
	s_mov_b64 s[66:67], 0
.LBB4_7:
	s_clause 0x1
	global_load_b128 v[10:13], v9, s[64:65] offset:16
	global_load_b128 v[15:18], v9, s[64:65]
	v_cmp_o_f32_e64 s11, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s6, v3, v3
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_o_f32_e64 s8, v5, v5
	v_cmp_o_f32_e64 s9, v6, v6
	v_cmp_o_f32_e64 s10, v8, v8
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s70, v13
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s25, v15, v15
	v_cmp_u_f32_e64 s19, v12, v12
	v_cmp_u_f32_e64 s20, v11, v11
	v_cmp_u_f32_e64 s21, v10, v10
	s_cmp_gt_f32 s70, s68
	v_mov_b32_e32 v13, s70
	v_cmp_u_f32_e64 s22, v18, v18
	v_cmp_u_f32_e64 s23, v17, v17
	s_cselect_b32 s71, -1, 0
	s_cmp_u_f32 s70, s70
	v_cmp_u_f32_e64 s24, v16, v16
	v_cmp_gt_f32_e64 s12, v15, v7
	v_cmp_gt_f32_e64 s13, v16, v8
	s_cselect_b32 s70, -1, 0
	s_cmp_o_f32 s68, s68
	v_cmp_gt_f32_e64 s14, v17, v6
	v_cmp_gt_f32_e64 s15, v18, v5
	v_cmp_gt_f32_e64 s16, v10, v4
	v_cmp_gt_f32_e64 s17, v11, v3
	v_cmp_gt_f32_e64 s18, v12, v2
	s_cselect_b32 s72, -1, 0
	s_and_b32 s11, s11, s25
	s_and_b32 s10, s10, s24
	s_and_b32 s9, s9, s23
	s_and_b32 s8, s8, s22
	s_and_b32 s21, s7, s21
	s_and_b32 s20, s6, s20
	s_and_b32 s19, vcc_lo, s19
	s_and_b32 s70, s72, s70
	s_or_b32 vcc_lo, s12, s11
	s_or_b32 s22, s66, 7
	s_or_b32 s23, s66, 6
	s_or_b32 s24, s66, 5
	s_or_b32 s25, s66, 4
	s_or_b32 s73, s66, 3
	s_or_b32 s74, s66, 2
	s_or_b32 s75, s66, 1
	s_or_b32 s6, s13, s10
	s_or_b32 s7, s14, s9
	s_or_b32 s8, s15, s8
	s_or_b32 s9, s16, s21
	s_or_b32 s10, s17, s20
	s_or_b32 s11, s18, s19
	s_or_b32 s12, s71, s70
	s_and_b32 s13, vcc_lo, exec_lo
	v_cndmask_b32_e64 v8, v8, v16, s6
	s_cselect_b32 s63, s67, s63
	s_cselect_b32 s62, s66, s62
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s61, s67, s61
	s_cselect_b32 s60, s75, s60
	s_and_b32 s6, s7, exec_lo
	s_cselect_b32 s59, s67, s59
	s_cselect_b32 s58, s74, s58
	s_and_b32 s6, s8, exec_lo
	s_cselect_b32 s57, s67, s57
	s_cselect_b32 s56, s73, s56
	s_and_b32 s6, s9, exec_lo
	s_cselect_b32 s55, s67, s55
	s_cselect_b32 s54, s25, s54
	s_and_b32 s6, s10, exec_lo
	s_cselect_b32 s53, s67, s53
	s_cselect_b32 s52, s24, s52
	s_and_b32 s6, s11, exec_lo
	s_cselect_b32 s29, s67, s29
	s_cselect_b32 s28, s23, s28
	s_and_b32 s6, s12, exec_lo
	s_cselect_b32 s27, s67, s27
	s_cselect_b32 s26, s22, s26
	s_add_u32 s66, s66, 8
	v_cndmask_b32_e64 v4, v4, v10, s9
	v_cndmask_b32_e64 v10, s68, v13, s12
	s_addc_u32 s67, s67, 0
	v_cndmask_b32_e32 v7, v7, v15, vcc_lo
	v_cmp_lt_u64_e64 s6, s[66:67], s[44:45]
	v_cndmask_b32_e64 v6, v6, v17, s7
	v_cndmask_b32_e64 v5, v5, v18, s8
	v_cndmask_b32_e64 v3, v3, v11, s10
	v_cndmask_b32_e64 v2, v2, v12, s11
	v_readfirstlane_b32 s68, v10
	s_add_u32 s64, s64, 32
	s_addc_u32 s65, s65, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_7
.LBB4_8:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v7
	v_cmp_eq_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	v_cmp_gt_f32_e64 s8, v8, v7
	v_cndmask_b32_e64 v10, 0, s63, vcc_lo
	v_cndmask_b32_e64 v9, 0, s62, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[60:61], v[9:10]
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v11, 0, 1, s7
	v_cndmask_b32_e64 v12, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, v12, v11, vcc_lo
	v_and_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v11
	v_cndmask_b32_e32 v11, v7, v8, vcc_lo
	v_cndmask_b32_e64 v8, v10, s61, vcc_lo
	v_cndmask_b32_e64 v7, v9, s60, vcc_lo
	v_cmp_eq_f32_e64 s6, v6, v11
	v_cmp_o_f32_e64 s7, v11, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[58:59], v[7:8]
	v_cmp_gt_f32_e64 s8, v6, v11
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v9, 0, 1, s7
	v_cndmask_b32_e64 v10, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e64 v8, v8, s59, vcc_lo
	v_cndmask_b32_e64 v7, v7, s58, vcc_lo
	v_cndmask_b32_e32 v6, v11, v6, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[56:57], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v5, v6
	v_cmp_o_f32_e64 s7, v6, v6
	v_cmp_gt_f32_e64 s8, v5, v6
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v9, 0, 1, s7
	v_cndmask_b32_e64 v10, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e32 v9, v6, v5, vcc_lo
	v_cndmask_b32_e64 v6, v8, s57, vcc_lo
	v_cndmask_b32_e64 v5, v7, s56, vcc_lo
	v_cmp_eq_f32_e64 s6, v4, v9
	v_cmp_o_f32_e64 s7, v9, v9
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[54:55], v[5:6]
	v_cmp_gt_f32_e64 s8, v4, v9
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v7, 0, 1, s7
	v_cndmask_b32_e64 v8, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v8, v7, vcc_lo
	v_and_b32_e32 v7, 1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v7
	v_cndmask_b32_e64 v6, v6, s55, vcc_lo
	v_cndmask_b32_e64 v5, v5, s54, vcc_lo
	v_cndmask_b32_e32 v4, v9, v4, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[52:53], v[5:6]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v3, v4
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v3, v4
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v7, 0, 1, s7
	v_cndmask_b32_e64 v8, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v8, v7, vcc_lo
	v_and_b32_e32 v7, 1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v7
	v_cndmask_b32_e32 v7, v4, v3, vcc_lo
	v_cndmask_b32_e64 v4, v6, s53, vcc_lo
	v_cndmask_b32_e64 v3, v5, s52, vcc_lo
	v_cmp_eq_f32_e64 s6, v2, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[28:29], v[3:4]
	v_cmp_gt_f32_e64 s8, v2, v7
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v5, 0, 1, s7
	v_cndmask_b32_e64 v6, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v5, v6, v5, vcc_lo
	v_and_b32_e32 v5, 1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_cndmask_b32_e64 v4, v4, s29, vcc_lo
	v_cndmask_b32_e64 v3, v3, s28, vcc_lo
	v_cndmask_b32_e32 v2, v7, v2, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[26:27], v[3:4]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, s68, v2
	v_cmp_o_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s8, s68, v2
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	s_cmp_u_f32 s68, s68
	v_cndmask_b32_e64 v3, 0, 1, s7
	v_cndmask_b32_e64 v4, 0, 1, s6
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_lg_u64 s[44:45], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v3, v4, v3, vcc_lo
	v_and_b32_e32 v3, 1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
	v_cndmask_b32_e64 v3, v2, s68, vcc_lo
	s_cselect_b32 s68, -1, 0
	s_cmp_eq_u64 s[44:45], s[46:47]
	s_cbranch_scc1 .LBB4_11
	s_lshl_b64 s[6:7], s[46:47], 2
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 s6, s6, 31
	s_mov_b64 s[10:11], s[44:45]
	s_add_u32 s6, s76, s6
	s_addc_u32 s7, s33, s7
	s_add_u32 s8, s42, s6
	s_addc_u32 s9, s43, s7
	.p2align	6
.LBB4_10:
	global_load_b32 v4, v2, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s6, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v3
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	v_cmp_lt_u64_e64 s6, s[10:11], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_10
.LBB4_11:
	v_cndmask_b32_e64 v4, 0, 1, s69
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v2, 0xff800000
	s_and_not1_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s69, 0xff800000
	ds_store_b32 v10, v3
	s_cbranch_vccnz .LBB4_14
	s_lshl_b64 s[6:7], s[46:47], 2
	v_dual_mov_b32 v8, 0xff800000 :: v_dual_mov_b32 v9, 0xff800000
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	v_mov_b32_e32 v3, 0xff800000
	s_add_u32 s64, s30, s6
	s_addc_u32 s65, s31, s7
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[28:29], 0
	s_mov_b64 s[26:27], 0
.LBB4_13:
	s_clause 0x1
	global_load_b128 v[15:18], v10, s[64:65] offset:16
	global_load_b128 v[19:22], v10, s[64:65]
	v_cmp_o_f32_e64 s11, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s6, v3, v3
	v_cmp_o_f32_e64 s7, v5, v5
	v_cmp_o_f32_e64 s8, v6, v6
	v_cmp_o_f32_e64 s9, v7, v7
	v_cmp_o_f32_e64 s10, v9, v9
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s70, v18
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s25, v19, v19
	v_cmp_u_f32_e64 s19, v17, v17
	v_cmp_u_f32_e64 s20, v16, v16
	v_cmp_u_f32_e64 s21, v15, v15
	s_cmp_gt_f32 s70, s69
	v_mov_b32_e32 v11, s70
	v_cmp_u_f32_e64 s22, v22, v22
	v_cmp_u_f32_e64 s23, v21, v21
	s_cselect_b32 s71, -1, 0
	s_cmp_u_f32 s70, s70
	v_cmp_u_f32_e64 s24, v20, v20
	v_cmp_gt_f32_e64 s12, v19, v8
	v_cmp_gt_f32_e64 s13, v20, v9
	s_cselect_b32 s70, -1, 0
	s_cmp_o_f32 s69, s69
	v_cmp_gt_f32_e64 s14, v21, v7
	v_cmp_gt_f32_e64 s15, v22, v6
	v_cmp_gt_f32_e64 s16, v15, v5
	v_cmp_gt_f32_e64 s17, v16, v3
	v_cmp_gt_f32_e64 s18, v17, v2
	s_cselect_b32 s72, -1, 0
	s_and_b32 s11, s11, s25
	s_and_b32 s10, s10, s24
	s_and_b32 s9, s9, s23
	s_and_b32 s8, s8, s22
	s_and_b32 s21, s7, s21
	s_and_b32 s20, s6, s20
	s_and_b32 s19, vcc_lo, s19
	s_and_b32 s70, s72, s70
	s_or_b32 vcc_lo, s12, s11
	s_or_b32 s22, s66, 7
	s_or_b32 s23, s66, 6
	s_or_b32 s24, s66, 5
	s_or_b32 s25, s66, 4
	s_or_b32 s73, s66, 3
	s_or_b32 s74, s66, 2
	s_or_b32 s75, s66, 1
	s_or_b32 s6, s13, s10
	s_or_b32 s7, s14, s9
	s_or_b32 s8, s15, s8
	s_or_b32 s9, s16, s21
	s_or_b32 s10, s17, s20
	s_or_b32 s11, s18, s19
	s_or_b32 s12, s71, s70
	s_and_b32 s13, vcc_lo, exec_lo
	v_cndmask_b32_e64 v9, v9, v20, s6
	s_cselect_b32 s63, s67, s63
	s_cselect_b32 s62, s66, s62
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s61, s67, s61
	s_cselect_b32 s60, s75, s60
	s_and_b32 s6, s7, exec_lo
	s_cselect_b32 s59, s67, s59
	s_cselect_b32 s58, s74, s58
	s_and_b32 s6, s8, exec_lo
	s_cselect_b32 s57, s67, s57
	s_cselect_b32 s56, s73, s56
	s_and_b32 s6, s9, exec_lo
	s_cselect_b32 s55, s67, s55
	s_cselect_b32 s54, s25, s54
	s_and_b32 s6, s10, exec_lo
	s_cselect_b32 s53, s67, s53
	s_cselect_b32 s52, s24, s52
	s_and_b32 s6, s11, exec_lo
	s_cselect_b32 s29, s67, s29
	s_cselect_b32 s28, s23, s28
	s_and_b32 s6, s12, exec_lo
	s_cselect_b32 s27, s67, s27
	s_cselect_b32 s26, s22, s26
	s_add_u32 s66, s66, 8
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_cndmask_b32_e64 v11, s69, v11, s12
	s_addc_u32 s67, s67, 0
	v_cndmask_b32_e64 v7, v7, v21, s7
	v_cmp_lt_u64_e64 s6, s[66:67], s[44:45]
	v_cndmask_b32_e64 v6, v6, v22, s8
	v_cndmask_b32_e64 v5, v5, v15, s9
	v_cndmask_b32_e64 v3, v3, v16, s10
	v_cndmask_b32_e64 v2, v2, v17, s11
	v_readfirstlane_b32 s69, v11
	s_add_u32 s64, s64, 32
	s_addc_u32 s65, s65, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_13
	s_branch .LBB4_15
.LBB4_14:
	s_mov_b64 s[26:27], 0
	s_mov_b64 s[28:29], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_mov_b32_e32 v7, 0xff800000
	v_mov_b32_e32 v9, 0xff800000
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[62:63], 0
.LBB4_15:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v8
	v_cmp_eq_f32_e64 s6, v9, v8
	v_cmp_o_f32_e64 s7, v8, v8
	v_cmp_gt_f32_e64 s8, v9, v8
	v_cndmask_b32_e64 v11, 0, s63, vcc_lo
	v_cndmask_b32_e64 v10, 0, s62, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[60:61], v[10:11]
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v12, 0, 1, s7
	v_cndmask_b32_e64 v13, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v13, v12, vcc_lo
	v_and_b32_e32 v12, 1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v12
	v_cndmask_b32_e32 v12, v8, v9, vcc_lo
	v_cndmask_b32_e64 v9, v11, s61, vcc_lo
	v_cndmask_b32_e64 v8, v10, s60, vcc_lo
	v_cmp_eq_f32_e64 s6, v7, v12
	v_cmp_o_f32_e64 s7, v12, v12
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[58:59], v[8:9]
	v_cmp_gt_f32_e64 s8, v7, v12
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v10, 0, 1, s7
	v_cndmask_b32_e64 v11, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v10, v11, v10, vcc_lo
	v_and_b32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v10
	v_cndmask_b32_e64 v9, v9, s59, vcc_lo
	v_cndmask_b32_e64 v8, v8, s58, vcc_lo
	v_cndmask_b32_e32 v7, v12, v7, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[56:57], v[8:9]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v6, v7
	v_cmp_o_f32_e64 s7, v7, v7
	v_cmp_gt_f32_e64 s8, v6, v7
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v10, 0, 1, s7
	v_cndmask_b32_e64 v11, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v10, v11, v10, vcc_lo
	v_and_b32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v10
	v_cndmask_b32_e32 v10, v7, v6, vcc_lo
	v_cndmask_b32_e64 v7, v9, s57, vcc_lo
	v_cndmask_b32_e64 v6, v8, s56, vcc_lo
	v_cmp_eq_f32_e64 s6, v5, v10
	v_cmp_o_f32_e64 s7, v10, v10
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[54:55], v[6:7]
	v_cmp_gt_f32_e64 s8, v5, v10
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v8, 0, 1, s7
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	v_and_b32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v8
	v_cndmask_b32_e64 v7, v7, s55, vcc_lo
	v_cndmask_b32_e64 v6, v6, s54, vcc_lo
	v_cndmask_b32_e32 v5, v10, v5, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[52:53], v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v3, v5
	v_cmp_o_f32_e64 s7, v5, v5
	v_cmp_gt_f32_e64 s8, v3, v5
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v8, 0, 1, s7
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	v_and_b32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v8
	v_cndmask_b32_e64 v7, v7, s53, vcc_lo
	v_cndmask_b32_e64 v6, v6, s52, vcc_lo
	v_cndmask_b32_e32 v3, v5, v3, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[28:29], v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v2, v3
	v_cmp_o_f32_e64 s7, v3, v3
	v_cmp_gt_f32_e64 s8, v2, v3
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v5, 0, 1, s7
	v_cndmask_b32_e64 v8, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v5, v8, v5, vcc_lo
	v_and_b32_e32 v5, 1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_cndmask_b32_e64 v5, 0, 1, s68
	v_cndmask_b32_e32 v8, v3, v2, vcc_lo
	v_cndmask_b32_e64 v3, v7, s29, vcc_lo
	v_cndmask_b32_e64 v2, v6, s28, vcc_lo
	v_cmp_eq_f32_e64 s6, s69, v8
	v_cmp_o_f32_e64 s7, v8, v8
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[26:27], v[2:3]
	v_cmp_gt_f32_e64 s8, s69, v8
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	s_cmp_u_f32 s69, s69
	v_cndmask_b32_e64 v2, 0, 1, s7
	v_cndmask_b32_e64 v3, 0, 1, s6
	s_cselect_b32 vcc_lo, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo
	v_and_b32_e32 v2, 1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v2
	v_cndmask_b32_e64 v3, v8, s69, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s68
	s_cbranch_vccnz .LBB4_18
	s_mul_i32 s6, s2, 20
	s_mul_hi_u32 s7, s2, 20
	s_add_u32 s8, s6, 4
	s_addc_u32 s6, s7, 0
	s_mul_hi_u32 s7, s46, s8
	s_mul_i32 s6, s46, s6
	s_mul_i32 s9, s47, s8
	s_add_i32 s10, s7, s6
	s_lshl_b64 s[6:7], s[46:47], 2
	s_mul_i32 s8, s46, s8
	s_and_not1_b32 s6, s6, 31
	s_add_i32 s10, s10, s9
	s_add_u32 s6, s8, s6
	v_mov_b32_e32 v2, 0
	s_addc_u32 s7, s10, s7
	s_add_u32 s8, s42, s6
	s_addc_u32 s9, s43, s7
	s_mov_b64 s[10:11], s[44:45]
	.p2align	6
.LBB4_17:
	global_load_b32 v6, v2, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s6, v6, v6
	v_cmp_gt_f32_e64 s7, v6, v3
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	v_cndmask_b32_e32 v3, v3, v6, vcc_lo
	v_cmp_lt_u64_e64 s6, s[10:11], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_17
.LBB4_18:
	v_cmp_ne_u32_e32 vcc_lo, 1, v4
	s_lshl_b64 s[52:53], s[46:47], 3
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v2, 0xff800000
	s_add_u32 s54, s30, s52
	s_addc_u32 s55, s31, s53
	s_mov_b32 s72, 0xff800000
	ds_store_b32 v11, v3 offset:4
	s_cbranch_vccnz .LBB4_21
	v_dual_mov_b32 v9, 0xff800000 :: v_dual_mov_b32 v10, 0xff800000
	v_dual_mov_b32 v8, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v3, 0xff800000
	v_mov_b32_e32 v2, 0xff800000
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[68:69], s[54:55]
	s_mov_b64 s[70:71], 0
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[28:29], 0
	s_mov_b64 s[26:27], 0
.LBB4_20:
	s_clause 0x1
	global_load_b128 v[15:18], v11, s[68:69] offset:16
	global_load_b128 v[19:22], v11, s[68:69]
	v_cmp_o_f32_e64 s11, v9, v9
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s6, v3, v3
	v_cmp_o_f32_e64 s7, v6, v6
	v_cmp_o_f32_e64 s8, v7, v7
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_o_f32_e64 s10, v10, v10
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s73, v18
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s25, v19, v19
	v_cmp_u_f32_e64 s19, v17, v17
	v_cmp_u_f32_e64 s20, v16, v16
	v_cmp_u_f32_e64 s21, v15, v15
	s_cmp_gt_f32 s73, s72
	v_mov_b32_e32 v12, s73
	v_cmp_u_f32_e64 s22, v22, v22
	v_cmp_u_f32_e64 s23, v21, v21
	s_cselect_b32 s74, -1, 0
	s_cmp_u_f32 s73, s73
	v_cmp_u_f32_e64 s24, v20, v20
	v_cmp_gt_f32_e64 s12, v19, v9
	v_cmp_gt_f32_e64 s13, v20, v10
	s_cselect_b32 s73, -1, 0
	s_cmp_o_f32 s72, s72
	v_cmp_gt_f32_e64 s14, v21, v8
	v_cmp_gt_f32_e64 s15, v22, v7
	v_cmp_gt_f32_e64 s16, v15, v6
	v_cmp_gt_f32_e64 s17, v16, v3
	v_cmp_gt_f32_e64 s18, v17, v2
	s_cselect_b32 s75, -1, 0
	s_and_b32 s11, s11, s25
	s_and_b32 s10, s10, s24
	s_and_b32 s9, s9, s23
	s_and_b32 s8, s8, s22
	s_and_b32 s21, s7, s21
	s_and_b32 s20, s6, s20
	s_and_b32 s19, vcc_lo, s19
	s_and_b32 s73, s75, s73
	s_or_b32 vcc_lo, s12, s11
	s_or_b32 s22, s70, 7
	s_or_b32 s23, s70, 6
	s_or_b32 s24, s70, 5
	s_or_b32 s25, s70, 4
	s_or_b32 s79, s70, 3
	s_or_b32 s80, s70, 2
	s_or_b32 s81, s70, 1
	s_or_b32 s6, s13, s10
	s_or_b32 s7, s14, s9
	s_or_b32 s8, s15, s8
	s_or_b32 s9, s16, s21
	s_or_b32 s10, s17, s20
	s_or_b32 s11, s18, s19
	s_or_b32 s12, s74, s73
	s_and_b32 s13, vcc_lo, exec_lo
	v_cndmask_b32_e64 v10, v10, v20, s6
	s_cselect_b32 s67, s71, s67
	s_cselect_b32 s66, s70, s66
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s65, s71, s65
	s_cselect_b32 s64, s81, s64
	s_and_b32 s6, s7, exec_lo
	s_cselect_b32 s63, s71, s63
	s_cselect_b32 s62, s80, s62
	s_and_b32 s6, s8, exec_lo
	s_cselect_b32 s61, s71, s61
	s_cselect_b32 s60, s79, s60
	s_and_b32 s6, s9, exec_lo
	s_cselect_b32 s59, s71, s59
	s_cselect_b32 s58, s25, s58
	s_and_b32 s6, s10, exec_lo
	s_cselect_b32 s57, s71, s57
	s_cselect_b32 s56, s24, s56
	s_and_b32 s6, s11, exec_lo
	s_cselect_b32 s29, s71, s29
	s_cselect_b32 s28, s23, s28
	s_and_b32 s6, s12, exec_lo
	s_cselect_b32 s27, s71, s27
	s_cselect_b32 s26, s22, s26
	s_add_u32 s70, s70, 8
	v_cndmask_b32_e32 v9, v9, v19, vcc_lo
	v_cndmask_b32_e64 v12, s72, v12, s12
	s_addc_u32 s71, s71, 0
	v_cndmask_b32_e64 v8, v8, v21, s7
	v_cmp_lt_u64_e64 s6, s[70:71], s[44:45]
	v_cndmask_b32_e64 v7, v7, v22, s8
	v_cndmask_b32_e64 v6, v6, v15, s9
	v_cndmask_b32_e64 v3, v3, v16, s10
	v_cndmask_b32_e64 v2, v2, v17, s11
	v_readfirstlane_b32 s72, v12
	s_add_u32 s68, s68, 32
	s_addc_u32 s69, s69, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_20
	s_branch .LBB4_22
.LBB4_21:
	s_mov_b64 s[26:27], 0
	s_mov_b64 s[28:29], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v10, 0xff800000 :: v_dual_mov_b32 v9, 0xff800000
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[66:67], 0
.LBB4_22:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v9
	v_cmp_eq_f32_e64 s6, v10, v9
	v_cmp_o_f32_e64 s7, v9, v9
	v_cmp_gt_f32_e64 s8, v10, v9
	v_cndmask_b32_e64 v12, 0, s67, vcc_lo
	v_cndmask_b32_e64 v11, 0, s66, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[64:65], v[11:12]
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v13, 0, 1, s7
	v_cndmask_b32_e64 v15, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v13, v15, v13, vcc_lo
	v_and_b32_e32 v13, 1, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v13
	v_cndmask_b32_e32 v13, v9, v10, vcc_lo
	v_cndmask_b32_e64 v10, v12, s65, vcc_lo
	v_cndmask_b32_e64 v9, v11, s64, vcc_lo
	v_cmp_eq_f32_e64 s6, v8, v13
	v_cmp_o_f32_e64 s7, v13, v13
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[62:63], v[9:10]
	v_cmp_gt_f32_e64 s8, v8, v13
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v11, 0, 1, s7
	v_cndmask_b32_e64 v12, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, v12, v11, vcc_lo
	v_and_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v11
	v_cndmask_b32_e64 v10, v10, s63, vcc_lo
	v_cndmask_b32_e64 v9, v9, s62, vcc_lo
	v_cndmask_b32_e32 v8, v13, v8, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[60:61], v[9:10]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v7, v8
	v_cmp_o_f32_e64 s7, v8, v8
	v_cmp_gt_f32_e64 s8, v7, v8
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v11, 0, 1, s7
	v_cndmask_b32_e64 v12, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, v12, v11, vcc_lo
	v_and_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v11
	v_cndmask_b32_e32 v11, v8, v7, vcc_lo
	v_cndmask_b32_e64 v8, v10, s61, vcc_lo
	v_cndmask_b32_e64 v7, v9, s60, vcc_lo
	v_cmp_eq_f32_e64 s6, v6, v11
	v_cmp_o_f32_e64 s7, v11, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[58:59], v[7:8]
	v_cmp_gt_f32_e64 s8, v6, v11
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v9, 0, 1, s7
	v_cndmask_b32_e64 v10, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e64 v8, v8, s59, vcc_lo
	v_cndmask_b32_e64 v7, v7, s58, vcc_lo
	v_cndmask_b32_e32 v6, v11, v6, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[56:57], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v3, v6
	v_cmp_o_f32_e64 s7, v6, v6
	v_cmp_gt_f32_e64 s8, v3, v6
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v9, 0, 1, s7
	v_cndmask_b32_e64 v10, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e64 v8, v8, s57, vcc_lo
	v_cndmask_b32_e64 v7, v7, s56, vcc_lo
	v_cndmask_b32_e32 v3, v6, v3, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[28:29], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v2, v3
	v_cmp_o_f32_e64 s7, v3, v3
	v_cmp_gt_f32_e64 s8, v2, v3
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v6, 0, 1, s7
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v6, v9, v6, vcc_lo
	v_and_b32_e32 v6, 1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v6
	v_cndmask_b32_e32 v6, v3, v2, vcc_lo
	v_cndmask_b32_e64 v3, v8, s29, vcc_lo
	v_cndmask_b32_e64 v2, v7, s28, vcc_lo
	v_cmp_eq_f32_e64 s6, s72, v6
	v_cmp_o_f32_e64 s7, v6, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[26:27], v[2:3]
	v_cmp_gt_f32_e64 s8, s72, v6
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	s_cmp_u_f32 s72, s72
	v_cndmask_b32_e64 v2, 0, 1, s7
	v_cndmask_b32_e64 v3, 0, 1, s6
	s_cselect_b32 vcc_lo, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v2, v3, v2, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v5
	v_and_b32_e32 v2, 1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e64 s6, 1, v2
	v_cndmask_b32_e64 v2, v6, s72, s6
	s_cbranch_vccnz .LBB4_25
	s_mul_i32 s6, s2, 20
	s_mul_hi_u32 s7, s2, 20
	s_add_u32 s8, s6, 8
	s_addc_u32 s6, s7, 0
	s_mul_hi_u32 s7, s46, s8
	s_mul_i32 s6, s46, s6
	s_mul_i32 s9, s47, s8
	s_add_i32 s10, s7, s6
	s_lshl_b64 s[6:7], s[46:47], 2
	s_mul_i32 s8, s46, s8
	s_and_not1_b32 s6, s6, 31
	s_add_i32 s10, s10, s9
	s_add_u32 s6, s8, s6
	v_mov_b32_e32 v3, 0
	s_addc_u32 s7, s10, s7
	s_add_u32 s8, s42, s6
	s_addc_u32 s9, s43, s7
	s_mov_b64 s[10:11], s[44:45]
	.p2align	6
.LBB4_24:
	global_load_b32 v6, v3, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s6, v6, v6
	v_cmp_gt_f32_e64 s7, v6, v2
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	v_cndmask_b32_e32 v2, v2, v6, vcc_lo
	v_cmp_lt_u64_e64 s6, s[10:11], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_24
.LBB4_25:
	v_cmp_ne_u32_e32 vcc_lo, 1, v4
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v6, 0xff800000
	ds_store_b32 v12, v2 offset:16
	s_cbranch_vccnz .LBB4_28
	s_mul_i32 s6, s47, 12
	s_mul_hi_u32 s7, s46, 12
	s_mul_i32 s8, s46, 12
	v_dual_mov_b32 v10, 0xff800000 :: v_dual_mov_b32 v11, 0xff800000
	v_dual_mov_b32 v9, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	s_add_i32 s7, s7, s6
	s_add_u32 s72, s30, s8
	s_addc_u32 s73, s31, s7
	s_mov_b64 s[70:71], 0
	s_mov_b64 s[74:75], 0
	s_mov_b64 s[68:69], 0
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[56:57], 0
.LBB4_27:
	s_clause 0x1
	global_load_b128 v[15:18], v12, s[72:73]
	global_load_b128 v[19:22], v12, s[72:73] offset:16
	v_cmp_o_f32_e64 s12, v10, v10
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_cmp_o_f32_e64 s6, v2, v2
	v_cmp_o_f32_e64 s7, v3, v3
	v_cmp_o_f32_e64 s8, v7, v7
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_o_f32_e64 s10, v9, v9
	v_cmp_o_f32_e64 s11, v11, v11
	s_or_b32 s29, s74, 7
	s_or_b32 s79, s74, 6
	s_or_b32 s80, s74, 5
	s_or_b32 s81, s74, 4
	s_or_b32 s82, s74, 3
	s_or_b32 s83, s74, 2
	s_or_b32 s84, s74, 1
	s_waitcnt vmcnt(1)
	v_cmp_u_f32_e64 s24, v15, v15
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s21, v22, v22
	v_cmp_u_f32_e64 s22, v21, v21
	v_cmp_u_f32_e64 s23, v20, v20
	v_cmp_u_f32_e64 s25, v16, v16
	v_cmp_u_f32_e64 s26, v17, v17
	v_cmp_u_f32_e64 s27, v18, v18
	v_cmp_u_f32_e64 s28, v19, v19
	v_cmp_gt_f32_e64 s13, v15, v10
	v_cmp_gt_f32_e64 s14, v16, v11
	v_cmp_gt_f32_e64 s15, v17, v9
	v_cmp_gt_f32_e64 s16, v18, v8
	v_cmp_gt_f32_e64 s17, v19, v7
	v_cmp_gt_f32_e64 s18, v20, v3
	v_cmp_gt_f32_e64 s19, v21, v2
	v_cmp_gt_f32_e64 s20, v22, v6
	s_and_b32 s12, s12, s24
	s_and_b32 s11, s11, s25
	s_and_b32 s10, s10, s26
	s_and_b32 s9, s9, s27
	s_and_b32 s24, s8, s28
	s_and_b32 s23, s7, s23
	s_and_b32 s22, s6, s22
	s_and_b32 s21, vcc_lo, s21
	s_or_b32 vcc_lo, s13, s12
	s_or_b32 s6, s14, s11
	s_or_b32 s7, s15, s10
	s_or_b32 s8, s16, s9
	s_or_b32 s9, s17, s24
	s_or_b32 s10, s18, s23
	s_or_b32 s11, s19, s22
	s_or_b32 s12, s20, s21
	s_and_b32 s13, vcc_lo, exec_lo
	v_cndmask_b32_e64 v11, v11, v16, s6
	s_cselect_b32 s71, s75, s71
	s_cselect_b32 s70, s74, s70
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s69, s75, s69
	s_cselect_b32 s68, s84, s68
	s_and_b32 s6, s7, exec_lo
	s_cselect_b32 s67, s75, s67
	s_cselect_b32 s66, s83, s66
	s_and_b32 s6, s8, exec_lo
	s_cselect_b32 s65, s75, s65
	s_cselect_b32 s64, s82, s64
	s_and_b32 s6, s9, exec_lo
	s_cselect_b32 s63, s75, s63
	s_cselect_b32 s62, s81, s62
	s_and_b32 s6, s10, exec_lo
	s_cselect_b32 s61, s75, s61
	s_cselect_b32 s60, s80, s60
	s_and_b32 s6, s11, exec_lo
	s_cselect_b32 s59, s75, s59
	s_cselect_b32 s58, s79, s58
	s_and_b32 s6, s12, exec_lo
	s_cselect_b32 s57, s75, s57
	s_cselect_b32 s56, s29, s56
	s_add_u32 s74, s74, 8
	s_addc_u32 s75, s75, 0
	v_cndmask_b32_e32 v10, v10, v15, vcc_lo
	v_cmp_lt_u64_e64 s6, s[74:75], s[44:45]
	v_cndmask_b32_e64 v9, v9, v17, s7
	v_cndmask_b32_e64 v8, v8, v18, s8
	v_cndmask_b32_e64 v7, v7, v19, s9
	v_cndmask_b32_e64 v3, v3, v20, s10
	v_cndmask_b32_e64 v2, v2, v21, s11
	v_cndmask_b32_e64 v6, v6, v22, s12
	s_add_u32 s72, s72, 32
	s_addc_u32 s73, s73, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_27
	s_branch .LBB4_29
.LBB4_28:
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[64:65], 0
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0xff800000
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v9, 0xff800000 :: v_dual_mov_b32 v10, 0xff800000
	v_mov_b32_e32 v11, 0xff800000
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[68:69], 0
	s_mov_b64 s[70:71], 0
.LBB4_29:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v10
	v_cmp_eq_f32_e64 s6, v11, v10
	v_cmp_o_f32_e64 s7, v10, v10
	v_cmp_gt_f32_e64 s8, v11, v10
	v_cndmask_b32_e64 v13, 0, s71, vcc_lo
	v_cndmask_b32_e64 v12, 0, s70, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[68:69], v[12:13]
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v15, 0, 1, s7
	v_cndmask_b32_e64 v16, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, v16, v15, vcc_lo
	v_and_b32_e32 v15, 1, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v15
	v_cndmask_b32_e32 v15, v10, v11, vcc_lo
	v_cndmask_b32_e64 v11, v13, s69, vcc_lo
	v_cndmask_b32_e64 v10, v12, s68, vcc_lo
	v_cmp_eq_f32_e64 s6, v9, v15
	v_cmp_o_f32_e64 s7, v15, v15
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[66:67], v[10:11]
	v_cmp_gt_f32_e64 s8, v9, v15
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v12, 0, 1, s7
	v_cndmask_b32_e64 v13, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v13, v12, vcc_lo
	v_and_b32_e32 v12, 1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v12
	v_cndmask_b32_e64 v11, v11, s67, vcc_lo
	v_cndmask_b32_e64 v10, v10, s66, vcc_lo
	v_cndmask_b32_e32 v9, v15, v9, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[64:65], v[10:11]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v8, v9
	v_cmp_o_f32_e64 s7, v9, v9
	v_cmp_gt_f32_e64 s8, v8, v9
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v12, 0, 1, s7
	v_cndmask_b32_e64 v13, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v13, v12, vcc_lo
	v_and_b32_e32 v12, 1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v12
	v_cndmask_b32_e32 v12, v9, v8, vcc_lo
	v_cndmask_b32_e64 v9, v11, s65, vcc_lo
	v_cndmask_b32_e64 v8, v10, s64, vcc_lo
	v_cmp_eq_f32_e64 s6, v7, v12
	v_cmp_o_f32_e64 s7, v12, v12
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[62:63], v[8:9]
	v_cmp_gt_f32_e64 s8, v7, v12
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v10, 0, 1, s7
	v_cndmask_b32_e64 v11, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v10, v11, v10, vcc_lo
	v_and_b32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v10
	v_cndmask_b32_e64 v9, v9, s63, vcc_lo
	v_cndmask_b32_e64 v8, v8, s62, vcc_lo
	v_cndmask_b32_e32 v7, v12, v7, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[60:61], v[8:9]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v3, v7
	v_cmp_o_f32_e64 s7, v7, v7
	v_cmp_gt_f32_e64 s8, v3, v7
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v10, 0, 1, s7
	v_cndmask_b32_e64 v11, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v10, v11, v10, vcc_lo
	v_and_b32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v10
	v_cndmask_b32_e64 v9, v9, s61, vcc_lo
	v_cndmask_b32_e64 v8, v8, s60, vcc_lo
	v_cndmask_b32_e32 v3, v7, v3, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[58:59], v[8:9]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v2, v3
	v_cmp_o_f32_e64 s7, v3, v3
	v_cmp_gt_f32_e64 s8, v2, v3
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v7, 0, 1, s7
	v_cndmask_b32_e64 v10, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v10, v7, vcc_lo
	v_and_b32_e32 v7, 1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v7
	v_cndmask_b32_e32 v7, v3, v2, vcc_lo
	v_cndmask_b32_e64 v3, v9, s59, vcc_lo
	v_cndmask_b32_e64 v2, v8, s58, vcc_lo
	v_cmp_eq_f32_e64 s6, v6, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[56:57], v[2:3]
	v_cmp_gt_f32_e64 s8, v6, v7
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v8, 0, 1, s7
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v5
	v_and_b32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e64 s6, 1, v8
	v_cndmask_b32_e64 v3, v3, s57, s6
	v_cndmask_b32_e64 v2, v2, s56, s6
	s_cbranch_vccnz .LBB4_32
	s_mul_i32 s7, s2, 20
	s_mul_hi_u32 s8, s2, 20
	s_add_u32 s9, s7, 12
	s_addc_u32 s7, s8, 0
	s_mul_hi_u32 s8, s46, s9
	s_mul_i32 s7, s46, s7
	v_cndmask_b32_e64 v6, v7, v6, s6
	s_add_i32 s8, s8, s7
	s_lshl_b64 s[6:7], s[46:47], 2
	s_mul_i32 s10, s47, s9
	s_mul_i32 s9, s46, s9
	s_and_not1_b32 s6, s6, 31
	s_add_i32 s8, s8, s10
	s_add_u32 s6, s9, s6
	v_mov_b32_e32 v7, 0
	s_addc_u32 s7, s8, s7
	s_add_u32 s8, s42, s6
	s_addc_u32 s9, s43, s7
	s_mov_b64 s[10:11], s[44:45]
	.p2align	6
.LBB4_31:
	global_load_b32 v8, v7, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s6, v8, v8
	v_cmp_gt_f32_e64 s7, v8, v6
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e64 v2, v2, s10, vcc_lo
	s_add_u32 s10, s10, 1
	v_cndmask_b32_e64 v3, v3, s11, vcc_lo
	s_addc_u32 s11, s11, 0
	v_cndmask_b32_e32 v6, v6, v8, vcc_lo
	v_cmp_lt_u64_e64 s6, s[10:11], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_31
.LBB4_32:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_clz_i32_u32_e32 v6, v3
	v_cmp_ne_u32_e32 vcc_lo, 1, v4
	v_mov_b32_e32 v10, 0
	s_mov_b32 s68, 0xff800000
	v_min_u32_e32 v6, 32, v6
	s_and_b32 vcc_lo, exec_lo, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], v6, v[2:3]
	v_min_u32_e32 v2, 1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v2, v3, v2
	v_sub_nc_u32_e32 v3, 32, v6
	v_cvt_f32_u32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f32 v3, v2, v3
	v_mov_b32_e32 v2, 0xff800000
	ds_store_b32 v10, v3 offset:20
	s_cbranch_vccnz .LBB4_35
	v_dual_mov_b32 v8, 0xff800000 :: v_dual_mov_b32 v9, 0xff800000
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v4, 0xff800000 :: v_dual_mov_b32 v3, 0xff800000
	v_mov_b32_e32 v2, 0xff800000
	s_add_u32 s64, s54, s52
	s_addc_u32 s65, s55, s53
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[28:29], 0
	s_mov_b64 s[26:27], 0
.LBB4_34:
	s_clause 0x1
	global_load_b128 v[15:18], v10, s[64:65] offset:16
	global_load_b128 v[19:22], v10, s[64:65]
	v_cmp_o_f32_e64 s11, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s6, v3, v3
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_o_f32_e64 s8, v6, v6
	v_cmp_o_f32_e64 s9, v7, v7
	v_cmp_o_f32_e64 s10, v9, v9
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s69, v18
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s25, v19, v19
	v_cmp_u_f32_e64 s19, v17, v17
	v_cmp_u_f32_e64 s20, v16, v16
	v_cmp_u_f32_e64 s21, v15, v15
	s_cmp_gt_f32 s69, s68
	v_mov_b32_e32 v11, s69
	v_cmp_u_f32_e64 s22, v22, v22
	v_cmp_u_f32_e64 s23, v21, v21
	s_cselect_b32 s70, -1, 0
	s_cmp_u_f32 s69, s69
	v_cmp_u_f32_e64 s24, v20, v20
	v_cmp_gt_f32_e64 s12, v19, v8
	v_cmp_gt_f32_e64 s13, v20, v9
	s_cselect_b32 s69, -1, 0
	s_cmp_o_f32 s68, s68
	v_cmp_gt_f32_e64 s14, v21, v7
	v_cmp_gt_f32_e64 s15, v22, v6
	v_cmp_gt_f32_e64 s16, v15, v4
	v_cmp_gt_f32_e64 s17, v16, v3
	v_cmp_gt_f32_e64 s18, v17, v2
	s_cselect_b32 s71, -1, 0
	s_and_b32 s11, s11, s25
	s_and_b32 s10, s10, s24
	s_and_b32 s9, s9, s23
	s_and_b32 s8, s8, s22
	s_and_b32 s21, s7, s21
	s_and_b32 s20, s6, s20
	s_and_b32 s19, vcc_lo, s19
	s_and_b32 s69, s71, s69
	s_or_b32 vcc_lo, s12, s11
	s_or_b32 s22, s66, 7
	s_or_b32 s23, s66, 6
	s_or_b32 s24, s66, 5
	s_or_b32 s25, s66, 4
	s_or_b32 s72, s66, 3
	s_or_b32 s73, s66, 2
	s_or_b32 s74, s66, 1
	s_or_b32 s6, s13, s10
	s_or_b32 s7, s14, s9
	s_or_b32 s8, s15, s8
	s_or_b32 s9, s16, s21
	s_or_b32 s10, s17, s20
	s_or_b32 s11, s18, s19
	s_or_b32 s12, s70, s69
	s_and_b32 s13, vcc_lo, exec_lo
	v_cndmask_b32_e64 v9, v9, v20, s6
	s_cselect_b32 s63, s67, s63
	s_cselect_b32 s62, s66, s62
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s61, s67, s61
	s_cselect_b32 s60, s74, s60
	s_and_b32 s6, s7, exec_lo
	s_cselect_b32 s59, s67, s59
	s_cselect_b32 s58, s73, s58
	s_and_b32 s6, s8, exec_lo
	s_cselect_b32 s57, s67, s57
	s_cselect_b32 s56, s72, s56
	s_and_b32 s6, s9, exec_lo
	s_cselect_b32 s55, s67, s55
	s_cselect_b32 s54, s25, s54
	s_and_b32 s6, s10, exec_lo
	s_cselect_b32 s53, s67, s53
	s_cselect_b32 s52, s24, s52
	s_and_b32 s6, s11, exec_lo
	s_cselect_b32 s29, s67, s29
	s_cselect_b32 s28, s23, s28
	s_and_b32 s6, s12, exec_lo
	s_cselect_b32 s27, s67, s27
	s_cselect_b32 s26, s22, s26
	s_add_u32 s66, s66, 8
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_cndmask_b32_e64 v11, s68, v11, s12
	s_addc_u32 s67, s67, 0
	v_cndmask_b32_e64 v7, v7, v21, s7
	v_cmp_lt_u64_e64 s6, s[66:67], s[44:45]
	v_cndmask_b32_e64 v6, v6, v22, s8
	v_cndmask_b32_e64 v4, v4, v15, s9
	v_cndmask_b32_e64 v3, v3, v16, s10
	v_cndmask_b32_e64 v2, v2, v17, s11
	v_readfirstlane_b32 s68, v11
	s_add_u32 s64, s64, 32
	s_addc_u32 s65, s65, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_34
	s_branch .LBB4_36
.LBB4_35:
	s_mov_b64 s[26:27], 0
	s_mov_b64 s[28:29], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	v_dual_mov_b32 v9, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[62:63], 0
.LBB4_36:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v8
	v_cmp_eq_f32_e64 s6, v9, v8
	v_cmp_o_f32_e64 s7, v8, v8
	v_cmp_gt_f32_e64 s8, v9, v8
	v_cndmask_b32_e64 v11, 0, s63, vcc_lo
	v_cndmask_b32_e64 v10, 0, s62, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[60:61], v[10:11]
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v12, 0, 1, s7
	v_cndmask_b32_e64 v13, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v12, v13, v12, vcc_lo
	v_and_b32_e32 v12, 1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v12
	v_cndmask_b32_e32 v12, v8, v9, vcc_lo
	v_cndmask_b32_e64 v9, v11, s61, vcc_lo
	v_cndmask_b32_e64 v8, v10, s60, vcc_lo
	v_cmp_eq_f32_e64 s6, v7, v12
	v_cmp_o_f32_e64 s7, v12, v12
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[58:59], v[8:9]
	v_cmp_gt_f32_e64 s8, v7, v12
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v10, 0, 1, s7
	v_cndmask_b32_e64 v11, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v10, v11, v10, vcc_lo
	v_and_b32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v10
	v_cndmask_b32_e64 v9, v9, s59, vcc_lo
	v_cndmask_b32_e64 v8, v8, s58, vcc_lo
	v_cndmask_b32_e32 v7, v12, v7, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[56:57], v[8:9]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v6, v7
	v_cmp_o_f32_e64 s7, v7, v7
	v_cmp_gt_f32_e64 s8, v6, v7
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v10, 0, 1, s7
	v_cndmask_b32_e64 v11, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v10, v11, v10, vcc_lo
	v_and_b32_e32 v10, 1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v10
	v_cndmask_b32_e32 v10, v7, v6, vcc_lo
	v_cndmask_b32_e64 v7, v9, s57, vcc_lo
	v_cndmask_b32_e64 v6, v8, s56, vcc_lo
	v_cmp_eq_f32_e64 s6, v4, v10
	v_cmp_o_f32_e64 s7, v10, v10
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[54:55], v[6:7]
	v_cmp_gt_f32_e64 s8, v4, v10
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v8, 0, 1, s7
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	v_and_b32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v8
	v_cndmask_b32_e64 v7, v7, s55, vcc_lo
	v_cndmask_b32_e64 v6, v6, s54, vcc_lo
	v_cndmask_b32_e32 v4, v10, v4, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[52:53], v[6:7]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, v3, v4
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v3, v4
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v8, 0, 1, s7
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v8, v9, v8, vcc_lo
	v_and_b32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v8
	v_cndmask_b32_e32 v8, v4, v3, vcc_lo
	v_cndmask_b32_e64 v4, v7, s53, vcc_lo
	v_cndmask_b32_e64 v3, v6, s52, vcc_lo
	v_cmp_eq_f32_e64 s6, v2, v8
	v_cmp_o_f32_e64 s7, v8, v8
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[28:29], v[3:4]
	v_cmp_gt_f32_e64 s8, v2, v8
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v6, 0, 1, s7
	v_cndmask_b32_e64 v7, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v6, v7, v6, vcc_lo
	v_and_b32_e32 v6, 1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v6
	v_cndmask_b32_e64 v4, v4, s29, vcc_lo
	v_cndmask_b32_e64 v3, v3, s28, vcc_lo
	v_cndmask_b32_e32 v2, v8, v2, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[26:27], v[3:4]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, s68, v2
	v_cmp_o_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s8, s68, v2
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	s_cmp_u_f32 s68, s68
	v_cndmask_b32_e64 v3, 0, 1, s7
	v_cndmask_b32_e64 v4, 0, 1, s6
	s_cselect_b32 vcc_lo, -1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v3, v4, v3, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v5
	v_and_b32_e32 v3, 1, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e64 s6, 1, v3
	v_cndmask_b32_e64 v2, v2, s68, s6
	s_cbranch_vccnz .LBB4_39
	s_mul_i32 s6, s2, 20
	s_mul_hi_u32 s7, s2, 20
	s_add_u32 s8, s6, 16
	s_addc_u32 s6, s7, 0
	s_mul_hi_u32 s7, s46, s8
	s_mul_i32 s6, s46, s6
	s_mul_i32 s9, s47, s8
	s_add_i32 s10, s7, s6
	s_lshl_b64 s[6:7], s[46:47], 2
	s_mul_i32 s8, s46, s8
	s_and_not1_b32 s6, s6, 31
	s_add_i32 s10, s10, s9
	s_add_u32 s6, s8, s6
	v_mov_b32_e32 v3, 0
	s_addc_u32 s7, s10, s7
	s_add_u32 s8, s42, s6
	s_addc_u32 s9, s43, s7
	.p2align	6
.LBB4_38:
	global_load_b32 v4, v3, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s6, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v2
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s44, s44, 1
	s_addc_u32 s45, s45, 0
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_cmp_lt_u64_e64 s6, s[44:45], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_38
.LBB4_39:
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2 offset:24
.LBB4_40:
	s_or_b32 exec_lo, exec_lo, s78
	s_load_b128 s[24:27], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s27, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s27, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[24:25], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s6, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB4_44
	s_and_saveexec_b32 s1, s4
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0xff800000
	v_mov_b32_e32 v4, 0x7f800000
	ds_store_2addr_b32 v2, v3, v4 offset0:7 offset1:8
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_44:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB4_83
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB4_48
	s_mul_i32 s1, s2, 20
	s_mul_hi_u32 s7, s2, 20
	s_add_u32 s1, s1, 4
	s_addc_u32 s7, s7, 0
	s_mul_hi_u32 s8, s46, s1
	s_mul_i32 s7, s46, s7
	s_mul_i32 s9, s47, s1
	s_add_i32 s7, s8, s7
	s_mul_i32 s1, s46, s1
	s_add_i32 s7, s7, s9
	s_add_u32 s1, s42, s1
	s_addc_u32 s7, s43, s7
	v_add_co_u32 v2, s1, s1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, 0, s1
	s_add_u32 s1, s42, s76
	s_addc_u32 s7, s43, s33
	s_lshl_b64 s[8:9], s[34:35], 2
	v_add_co_u32 v4, s1, s1, v14
	v_add_co_ci_u32_e64 v5, null, s7, 0, s1
	s_add_u32 s1, s40, s8
	s_addc_u32 s7, s41, s9
	v_add_co_u32 v6, s1, s1, v14
	v_dual_mov_b32 v10, 1.0 :: v_dual_mov_b32 v9, v1
	v_add_co_ci_u32_e64 v7, null, s7, 0, s1
	v_mov_b32_e32 v8, v0
	s_mov_b32 s7, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB4_47:
	global_load_b32 v11, v[6:7], off
	v_add_co_u32 v8, vcc_lo, 0x100, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[8:9]
	s_or_b32 s7, vcc_lo, s7
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v11, 0, v11
	v_not_b32_e32 v12, v11
	v_or_b32_e32 v13, 0x80000000, v11
	v_cmp_gt_i32_e64 s1, 0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v11, v13, v12, s1
	global_store_b32 v[4:5], v11, off
	global_store_b32 v[2:3], v10, off
	v_add_co_u32 v2, s1, 0x400, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, s1
	v_add_co_u32 v4, s1, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s1
	s_and_not1_b32 exec_lo, exec_lo, s7
	s_cbranch_execnz .LBB4_47
.LBB4_48:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s27, s4
	s_cbranch_execz .LBB4_82
	s_clz_i32_u32 s1, s25
	s_clz_i32_u32 s6, s47
	s_min_u32 s1, s1, 32
	s_min_u32 s10, s6, 32
	s_lshl_b64 s[6:7], s[24:25], s1
	s_lshl_b64 s[8:9], s[46:47], s10
	s_min_u32 s6, s6, 1
	s_min_u32 s8, s8, 1
	s_or_b32 s6, s7, s6
	s_or_b32 s7, s9, s8
	s_cvt_f32_u32 s6, s6
	s_cvt_f32_u32 s7, s7
	s_sub_i32 s1, 32, s1
	s_sub_i32 s8, 32, s10
	v_ldexp_f32 v2, s6, s1
	v_ldexp_f32 v3, s7, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_readfirstlane_b32 s28, v2
	v_cmp_nge_f32_e32 vcc_lo, v3, v2
	s_cbranch_vccnz .LBB4_71
	s_cmp_lg_u64 s[46:47], 0
	v_mov_b32_e32 v3, 0
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s29, 0
	v_cndmask_b32_e64 v2, 0, 1, s1
	s_mov_b64 s[6:7], 0
	s_branch .LBB4_53
.LBB4_51:
	s_mov_b32 s8, 0
.LBB4_52:
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s8, s28
	s_cselect_b32 s29, s15, s14
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[6:7], 32
	s_cbranch_scc1 .LBB4_72
.LBB4_53:
	s_lshr_b32 s8, 0x80000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s14, s8, s29
	s_mov_b32 s8, 0
	s_cbranch_vccnz .LBB4_57
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[30:31]
	s_mov_b64 s[12:13], s[46:47]
.LBB4_55:
	global_load_b32 v4, v3, s[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s14, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s15, v4
	s_add_u32 s8, s8, s15
	s_addc_u32 s9, s9, 0
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB4_55
	s_clz_i32_u32 s10, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s10, s10, 32
	s_lshl_b64 s[8:9], s[8:9], s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s8, 1
	s_or_b32 s8, s9, s8
	s_sub_i32 s9, 32, s10
	s_cvt_f32_u32 s8, s8
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v4, s8, s9
	v_readfirstlane_b32 s8, v4
.LBB4_57:
	s_delay_alu instid0(VALU_DEP_1)
	s_cmp_ge_f32 s8, s28
	s_cselect_b32 s14, s14, s29
	s_lshr_b32 s8, 2.0, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s15, s8, s14
	s_cbranch_vccnz .LBB4_61
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[30:31]
	s_mov_b64 s[12:13], s[46:47]
.LBB4_59:
	global_load_b32 v4, v3, s[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s16, v4
	s_add_u32 s8, s8, s16
	s_addc_u32 s9, s9, 0
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB4_59
	s_clz_i32_u32 s10, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s10, s10, 32
	s_lshl_b64 s[8:9], s[8:9], s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s8, 1
	s_or_b32 s8, s9, s8
	s_sub_i32 s9, 32, s10
	s_cvt_f32_u32 s8, s8
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v4, s8, s9
	v_readfirstlane_b32 s8, v4
	s_branch .LBB4_62
.LBB4_61:
	s_mov_b32 s8, 0
.LBB4_62:
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s8, s28
	s_cselect_b32 s14, s15, s14
	s_lshr_b32 s8, 0x20000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s15, s8, s14
	s_cbranch_vccnz .LBB4_66
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[30:31]
	s_mov_b64 s[12:13], s[46:47]
.LBB4_64:
	global_load_b32 v4, v3, s[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s16, v4
	s_add_u32 s8, s8, s16
	s_addc_u32 s9, s9, 0
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB4_64
	s_clz_i32_u32 s10, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s10, s10, 32
	s_lshl_b64 s[8:9], s[8:9], s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s8, 1
	s_or_b32 s8, s9, s8
	s_sub_i32 s9, 32, s10
	s_cvt_f32_u32 s8, s8
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v4, s8, s9
	v_readfirstlane_b32 s8, v4
	s_branch .LBB4_67
.LBB4_66:
	s_mov_b32 s8, 0
.LBB4_67:
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s8, s28
	s_cselect_b32 s14, s15, s14
	s_lshr_b32 s8, 0x10000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s15, s8, s14
	s_cbranch_vccnz .LBB4_51
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[30:31]
	s_mov_b64 s[12:13], s[46:47]
.LBB4_69:
	global_load_b32 v4, v3, s[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v4
	v_cndmask_b32_e64 v4, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s16, v4
	s_add_u32 s8, s8, s16
	s_addc_u32 s9, s9, 0
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_add_u32 s10, s10, 4
	s_addc_u32 s11, s11, 0
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB4_69
	s_clz_i32_u32 s10, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s10, s10, 32
	s_lshl_b64 s[8:9], s[8:9], s10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s8, 1
	s_or_b32 s8, s9, s8
	s_sub_i32 s9, 32, s10
	s_cvt_f32_u32 s8, s8
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v4, s8, s9
	v_readfirstlane_b32 s8, v4
	s_branch .LBB4_52
.LBB4_71:
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB4_81
.LBB4_72:
	s_add_u32 s8, s46, -1
	s_addc_u32 s9, s47, -1
	s_mov_b32 s10, 0
	s_clz_i32_u64 s1, s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s44, s1, 64
	s_sub_u32 s12, 64, s44
	s_subb_u32 s13, 0, 0
	s_lshl_b64 s[6:7], -1, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b64 s[6:7], s[6:7]
	s_cmp_eq_u64 s[8:9], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc1 .LBB4_80
	v_cmp_gt_u64_e64 s1, s[12:13], 1
	v_mov_b32_e32 v3, 0
	s_brev_b32 s11, 1
	s_mov_b64 s[14:15], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s13, s13, 0
	s_cselect_b32 s12, s12, 1
	s_branch .LBB4_76
.LBB4_74:
	s_mov_b32 s1, 0
.LBB4_75:
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s28
	s_cselect_b32 s9, s17, s9
	s_cselect_b32 s8, s16, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[14:15], s[12:13]
	s_cbranch_scc1 .LBB4_80
.LBB4_76:
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_add_i32 s1, s14, s44
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[16:17], s[10:11], s1
	s_or_b64 s[16:17], s[16:17], s[8:9]
	s_cbranch_vccnz .LBB4_74
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[20:21], s[30:31]
	s_mov_b64 s[22:23], s[6:7]
	s_mov_b64 s[24:25], s[46:47]
	.p2align	6
.LBB4_78:
	global_load_b32 v4, v3, s[20:21]
	v_cmp_ge_u64_e64 s45, s[22:23], s[16:17]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s29, v4
	v_cmp_lt_u32_e64 s1, s29, v4
	s_and_b32 s45, s45, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s1, s45
	v_cndmask_b32_e64 v4, 0, 1, s1
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s1, v4
	s_add_u32 s18, s18, s1
	s_addc_u32 s19, s19, 0
	s_add_u32 s24, s24, -1
	s_addc_u32 s25, s25, -1
	s_add_u32 s22, s22, -1
	s_addc_u32 s23, s23, -1
	s_add_u32 s20, s20, 4
	s_addc_u32 s21, s21, 0
	s_cmp_lg_u64 s[24:25], 0
	s_cbranch_scc1 .LBB4_78
	s_clz_i32_u32 s1, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s1, s1, 32
	s_lshl_b64 s[18:19], s[18:19], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s18, s18, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s18, s19, s18
	s_cvt_f32_u32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v4, s18, s1
	v_readfirstlane_b32 s1, v4
	s_branch .LBB4_75
.LBB4_80:
	s_and_b32 s1, s29, 0x7fffffff
	s_not_b32 s10, s29
	s_cmp_lt_i32 s29, 0
	s_cselect_b32 s1, s1, s10
	s_sub_u32 s6, s6, s8
	s_subb_u32 s7, s7, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s8, s7
	s_min_u32 s8, s8, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s8
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s6, s7, s6
	s_sub_i32 s7, 32, s8
	s_cvt_f32_u32 s6, s6
	v_ldexp_f32 v2, s6, s7
.LBB4_81:
	v_dual_mov_b32 v3, s1 :: v_dual_mov_b32 v4, 0
	ds_store_2addr_b32 v4, v3, v2 offset0:7 offset1:8
.LBB4_82:
	s_or_b32 exec_lo, exec_lo, s27
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_83:
	s_cmp_nlt_f32 s26, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_xor_b32 s6, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s25, s1, s6
	s_mov_b32 s1, -1
	s_and_b32 vcc_lo, exec_lo, s25
	s_cbranch_vccnz .LBB4_90
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_93
.LBB4_85:
	s_and_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_105
.LBB4_86:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_108
.LBB4_87:
	s_and_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_118
.LBB4_88:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_121
.LBB4_89:
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s5
	s_cbranch_execnz .LBB4_159
	s_branch .LBB4_161
.LBB4_90:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:36
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_85
.LBB4_93:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB4_96
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v9, v1
	s_add_u32 s1, s42, s76
	s_addc_u32 s9, s43, s33
	s_lshl_b64 s[6:7], s[34:35], 2
	ds_load_2addr_b32 v[2:3], v2 offset0:7 offset1:8
	v_add_co_u32 v4, s1, s1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s9, 0, s1
	s_add_u32 s1, s40, s6
	s_addc_u32 s6, s41, s7
	v_add_co_u32 v6, s1, s1, v14
	v_add_co_ci_u32_e64 v7, null, s6, 0, s1
	v_mov_b32_e32 v8, v0
	s_mov_b32 s9, 0
.LBB4_95:
	global_load_b32 v12, v[6:7], off
	v_clz_i32_u32_e32 v10, v9
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_min_u32_e32 v13, 32, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], v13, v[8:9]
	v_sub_nc_u32_e32 v13, 32, v13
	v_add_co_u32 v8, vcc_lo, 0x100, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v10, 1, v10
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v10, v11, v10
	v_cvt_f32_u32_e32 v10, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v10, v10, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s1, v3, v10
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s6, v12, v2
	v_cmp_gt_f32_e64 s7, v12, v2
	v_mul_f32_e32 v10, s77, v12
	s_and_b32 s1, s6, s1
	v_cndmask_b32_e64 v11, 0, 1.0, s7
	v_cndmask_b32_e64 v12, 0, 1.0, s1
	s_or_b32 s9, vcc_lo, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s1, v12, v11
	v_cndmask_b32_e64 v11, v11, v12, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e64 s1, 0, v11
	v_cndmask_b32_e64 v10, 0xff800000, v10, s1
	global_store_b32 v[4:5], v10, off
	v_add_co_u32 v4, s1, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s1
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB4_95
.LBB4_96:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s27, s4
	s_cbranch_execz .LBB4_104
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0xff800000
	v_dual_mov_b32 v4, 0xff800000 :: v_dual_mov_b32 v5, 0xff800000
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	v_mov_b32_e32 v8, 0xff800000
	s_and_b32 s28, s46, -8
	s_mov_b32 s29, s47
	s_mov_b32 s70, 0xff800000
	s_mov_b64 s[44:45], 0
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[64:65], 0
	s_cbranch_scc1 .LBB4_100
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	s_mov_b64 s[66:67], s[30:31]
	s_mov_b64 s[68:69], 0
.LBB4_99:
	s_clause 0x1
	global_load_b128 v[10:13], v9, s[66:67] offset:16
	global_load_b128 v[15:18], v9, s[66:67]
	v_cmp_o_f32_e64 s10, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s1, v3, v3
	v_cmp_o_f32_e64 s6, v4, v4
	v_cmp_o_f32_e64 s7, v5, v5
	v_cmp_o_f32_e64 s8, v6, v6
	v_cmp_o_f32_e64 s9, v8, v8
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s71, v13
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s24, v15, v15
	v_cmp_u_f32_e64 s18, v12, v12
	v_cmp_u_f32_e64 s19, v11, v11
	v_cmp_u_f32_e64 s20, v10, v10
	s_cmp_gt_f32 s71, s70
	v_mov_b32_e32 v13, s71
	v_cmp_u_f32_e64 s21, v18, v18
	v_cmp_u_f32_e64 s22, v17, v17
	s_cselect_b32 s72, -1, 0
	s_cmp_u_f32 s71, s71
	v_cmp_u_f32_e64 s23, v16, v16
	v_cmp_gt_f32_e64 s11, v15, v7
	v_cmp_gt_f32_e64 s12, v16, v8
	s_cselect_b32 s71, -1, 0
	s_cmp_o_f32 s70, s70
	v_cmp_gt_f32_e64 s13, v17, v6
	v_cmp_gt_f32_e64 s14, v18, v5
	v_cmp_gt_f32_e64 s15, v10, v4
	v_cmp_gt_f32_e64 s16, v11, v3
	v_cmp_gt_f32_e64 s17, v12, v2
	s_cselect_b32 s73, -1, 0
	s_and_b32 s10, s10, s24
	s_and_b32 s9, s9, s23
	s_and_b32 s8, s8, s22
	s_and_b32 s7, s7, s21
	s_and_b32 s20, s6, s20
	s_and_b32 s19, s1, s19
	s_and_b32 s18, vcc_lo, s18
	s_and_b32 s71, s73, s71
	s_or_b32 vcc_lo, s11, s10
	s_or_b32 s21, s68, 7
	s_or_b32 s22, s68, 6
	s_or_b32 s23, s68, 5
	s_or_b32 s24, s68, 4
	s_or_b32 s74, s68, 3
	s_or_b32 s75, s68, 2
	s_or_b32 s78, s68, 1
	s_or_b32 s1, s12, s9
	s_or_b32 s6, s13, s8
	s_or_b32 s7, s14, s7
	s_or_b32 s8, s15, s20
	s_or_b32 s9, s16, s19
	s_or_b32 s10, s17, s18
	s_or_b32 s11, s72, s71
	s_and_b32 s12, vcc_lo, exec_lo
	v_cndmask_b32_e64 v8, v8, v16, s1
	s_cselect_b32 s65, s69, s65
	s_cselect_b32 s64, s68, s64
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s63, s69, s63
	s_cselect_b32 s62, s78, s62
	s_and_b32 s1, s6, exec_lo
	s_cselect_b32 s61, s69, s61
	s_cselect_b32 s60, s75, s60
	s_and_b32 s1, s7, exec_lo
	s_cselect_b32 s59, s69, s59
	s_cselect_b32 s58, s74, s58
	s_and_b32 s1, s8, exec_lo
	s_cselect_b32 s57, s69, s57
	s_cselect_b32 s56, s24, s56
	s_and_b32 s1, s9, exec_lo
	s_cselect_b32 s55, s69, s55
	s_cselect_b32 s54, s23, s54
	s_and_b32 s1, s10, exec_lo
	s_cselect_b32 s53, s69, s53
	s_cselect_b32 s52, s22, s52
	s_and_b32 s1, s11, exec_lo
	s_cselect_b32 s45, s69, s45
	s_cselect_b32 s44, s21, s44
	s_add_u32 s68, s68, 8
	v_cndmask_b32_e64 v4, v4, v10, s8
	v_cndmask_b32_e64 v10, s70, v13, s11
	s_addc_u32 s69, s69, 0
	v_cndmask_b32_e32 v7, v7, v15, vcc_lo
	v_cmp_lt_u64_e64 s1, s[68:69], s[28:29]
	v_cndmask_b32_e64 v6, v6, v17, s6
	v_cndmask_b32_e64 v5, v5, v18, s7
	v_cndmask_b32_e64 v3, v3, v11, s9
	v_cndmask_b32_e64 v2, v2, v12, s10
	v_readfirstlane_b32 s70, v10
	s_add_u32 s66, s66, 32
	s_addc_u32 s67, s67, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_99
.LBB4_100:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v7
	v_cmp_eq_f32_e64 s1, v8, v7
	v_cmp_o_f32_e64 s6, v7, v7
	v_cmp_gt_f32_e64 s7, v8, v7
	v_cndmask_b32_e64 v10, 0, s65, vcc_lo
	v_cndmask_b32_e64 v9, 0, s64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[62:63], v[9:10]
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s1, s7, s1
	v_cndmask_b32_e64 v11, 0, 1, s6
	v_cndmask_b32_e64 v12, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, v12, v11, vcc_lo
	v_and_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v11
	v_cndmask_b32_e32 v11, v7, v8, vcc_lo
	v_cndmask_b32_e64 v8, v10, s63, vcc_lo
	v_cndmask_b32_e64 v7, v9, s62, vcc_lo
	v_cmp_eq_f32_e64 s1, v6, v11
	v_cmp_o_f32_e64 s6, v11, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[60:61], v[7:8]
	v_cmp_gt_f32_e64 s7, v6, v11
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s1, s7, s1
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e64 v8, v8, s61, vcc_lo
	v_cndmask_b32_e64 v7, v7, s60, vcc_lo
	v_cndmask_b32_e32 v6, v11, v6, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[58:59], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s1, v5, v6
	v_cmp_o_f32_e64 s6, v6, v6
	v_cmp_gt_f32_e64 s7, v5, v6
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s1, s7, s1
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e32 v9, v6, v5, vcc_lo
	v_cndmask_b32_e64 v6, v8, s59, vcc_lo
	v_cndmask_b32_e64 v5, v7, s58, vcc_lo
	v_cmp_eq_f32_e64 s1, v4, v9
	v_cmp_o_f32_e64 s6, v9, v9
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[56:57], v[5:6]
	v_cmp_gt_f32_e64 s7, v4, v9
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s1, s7, s1
	v_cndmask_b32_e64 v7, 0, 1, s6
	v_cndmask_b32_e64 v8, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v8, v7, vcc_lo
	v_and_b32_e32 v7, 1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v7
	v_cndmask_b32_e64 v6, v6, s57, vcc_lo
	v_cndmask_b32_e64 v5, v5, s56, vcc_lo
	v_cndmask_b32_e32 v4, v9, v4, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[54:55], v[5:6]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s1, v3, v4
	v_cmp_o_f32_e64 s6, v4, v4
	v_cmp_gt_f32_e64 s7, v3, v4
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s1, s7, s1
	v_cndmask_b32_e64 v7, 0, 1, s6
	v_cndmask_b32_e64 v8, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v8, v7, vcc_lo
	v_and_b32_e32 v7, 1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v7
	v_cndmask_b32_e32 v7, v4, v3, vcc_lo
	v_cndmask_b32_e64 v4, v6, s55, vcc_lo
	v_cndmask_b32_e64 v3, v5, s54, vcc_lo
	v_cmp_eq_f32_e64 s1, v2, v7
	v_cmp_o_f32_e64 s6, v7, v7
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[52:53], v[3:4]
	v_cmp_gt_f32_e64 s7, v2, v7
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s1, s7, s1
	v_cndmask_b32_e64 v5, 0, 1, s6
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v5, v6, v5, vcc_lo
	v_and_b32_e32 v5, 1, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_cndmask_b32_e64 v4, v4, s53, vcc_lo
	v_cndmask_b32_e64 v3, v3, s52, vcc_lo
	v_cndmask_b32_e32 v2, v7, v2, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[44:45], v[3:4]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s1, s70, v2
	v_cmp_o_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, s70, v2
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s1, s7, s1
	s_cmp_u_f32 s70, s70
	v_cndmask_b32_e64 v3, 0, 1, s6
	v_cndmask_b32_e64 v4, 0, 1, s1
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_eq_u64 s[28:29], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v3, v4, v3, vcc_lo
	v_and_b32_e32 v3, 1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
	v_cndmask_b32_e64 v2, v2, s70, vcc_lo
	s_cbranch_scc1 .LBB4_103
	s_lshl_b64 s[6:7], s[46:47], 2
	v_mov_b32_e32 v3, 0
	s_and_b32 s1, s6, 0xffffffe0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s1, s76, s1
	s_addc_u32 s6, s33, s7
	s_add_u32 s8, s42, s1
	s_addc_u32 s9, s43, s6
	.p2align	6
.LBB4_102:
	global_load_b32 v4, v3, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s1, v4, v4
	v_cmp_gt_f32_e64 s6, v4, v2
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s28, s28, 1
	s_addc_u32 s29, s29, 0
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_cmp_lt_u64_e64 s1, s[28:29], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_102
.LBB4_103:
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2 offset:36
.LBB4_104:
	s_or_b32 exec_lo, exec_lo, s27
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_86
.LBB4_105:
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:40
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_87
.LBB4_108:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB4_111
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v9, v1
	s_add_u32 s1, s42, s76
	s_addc_u32 s9, s43, s33
	s_lshl_b64 s[6:7], s[34:35], 2
	ds_load_2addr_b32 v[2:3], v4 offset0:7 offset1:8
	ds_load_b32 v10, v4 offset:36
	v_add_co_u32 v4, s1, s1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s9, 0, s1
	s_add_u32 s1, s40, s6
	s_addc_u32 s6, s41, s7
	v_add_co_u32 v6, s1, s1, v14
	v_add_co_ci_u32_e64 v7, null, s6, 0, s1
	v_mov_b32_e32 v8, v0
	s_mov_b32 s9, 0
.LBB4_110:
	global_load_b32 v13, v[6:7], off
	v_clz_i32_u32_e32 v11, v9
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_min_u32_e32 v15, 32, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[11:12], v15, v[8:9]
	v_sub_nc_u32_e32 v15, 32, v15
	v_add_co_u32 v8, vcc_lo, 0x100, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v11, 1, v11
	v_cmp_le_u64_e64 s1, s[46:47], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v11, v12, v11
	v_cvt_f32_u32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v11, v11, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s6, v13, v2
	v_mul_f32_e32 v11, s77, v13
	v_cmp_gt_f32_e64 s7, v13, v2
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s9, s1, s9
	v_cndmask_b32_e64 v12, 0, 1.0, s7
	v_cndmask_b32_e64 v13, 0, 1.0, s6
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v15, 0xc2d00000, v11, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v13, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v15
	v_cndmask_b32_e32 v13, 0x42b20000, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, 0x3fb8aa3b, v13
	v_add_f32_e32 v15, 0x4b400000, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v15
	v_mul_f32_e32 v18, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, 0x35bfbe8e, v16 :: v_dual_add_f32 v13, v13, v18
	v_sub_f32_e32 v18, v13, v16
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
	v_div_scale_f32 v22, vcc_lo, v18, v19, v18
	v_rcp_f32_e32 v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v20, v21, 1.0
	v_fmac_f32_e32 v21, v23, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v21
	v_fma_f32 v24, -v20, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v24, v21
	v_fma_f32 v20, -v20, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v20, v20, v21, v23
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	v_div_fixup_f32 v18, v20, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v16, v16, v18 :: v_dual_add_nc_u32 v17, 0xb4c00100, v15
	v_lshrrev_b32_e32 v17, 1, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v13, v13, v16
	v_sub_nc_u32_e32 v15, v15, v17
	v_lshl_add_u32 v17, v17, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v13, 1.0, v13
	v_lshl_add_u32 v15, v15, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v17
	v_mul_f32_e32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v11, 0x7fc00000, v13, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e32 v11, 0, v11, vcc_lo
	global_store_b32 v[4:5], v11, off
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB4_110
.LBB4_111:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_117
	s_cmp_eq_u64 s[46:47], 0
	s_cbranch_scc1 .LBB4_115
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	s_mov_b64 s[6:7], s[30:31]
	s_mov_b64 s[8:9], s[46:47]
.LBB4_114:
	global_load_b32 v4, v3, s[6:7]
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_lg_u64 s[8:9], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_cbranch_scc1 .LBB4_114
	s_branch .LBB4_116
.LBB4_115:
	v_mov_b32_e32 v2, 0
.LBB4_116:
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2 offset:40
.LBB4_117:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s25
	s_mov_b32 s1, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_88
.LBB4_118:
	s_and_saveexec_b32 s1, s4
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0x7f800000
	ds_store_2addr_b32 v3, v4, v2 offset0:2 offset1:11
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_89
.LBB4_121:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB4_124
	s_mul_i32 s1, s2, 20
	s_mul_hi_u32 s6, s2, 20
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v13, v1
	s_add_u32 s1, s1, 4
	s_addc_u32 s6, s6, 0
	s_mul_hi_u32 s7, s46, s1
	s_mul_i32 s6, s46, s6
	ds_load_2addr_b32 v[2:3], v4 offset0:7 offset1:8
	ds_load_2addr_b32 v[4:5], v4 offset0:9 offset1:10
	s_add_i32 s6, s7, s6
	s_mul_i32 s7, s47, s1
	s_mul_i32 s1, s46, s1
	s_add_i32 s6, s6, s7
	s_add_u32 s1, s42, s1
	s_addc_u32 s6, s43, s6
	v_add_co_u32 v6, s1, s1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s6, 0, s1
	s_add_u32 s1, s42, s76
	s_addc_u32 s9, s43, s33
	s_lshl_b64 s[6:7], s[34:35], 2
	v_add_co_u32 v8, s1, s1, v14
	v_add_co_ci_u32_e64 v9, null, s9, 0, s1
	s_add_u32 s1, s40, s6
	s_addc_u32 s6, s41, s7
	v_add_co_u32 v10, s1, s1, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s6, 0, s1
	v_mov_b32_e32 v12, v0
	s_mov_b32 s9, 0
.LBB4_123:
	global_load_b32 v17, v[10:11], off
	v_clz_i32_u32_e32 v15, v13
	v_add_co_u32 v10, vcc_lo, 0x400, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	v_min_u32_e32 v18, 32, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[15:16], v18, v[12:13]
	v_sub_nc_u32_e32 v18, 32, v18
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v15, 1, v15
	v_cmp_le_u64_e64 s1, s[46:47], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v15, v16, v15
	v_cvt_f32_u32_e32 v15, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v15, v15, v18
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v15
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s6, v17, v2
	v_mul_f32_e32 v15, s77, v17
	v_cmp_gt_f32_e64 s7, v17, v2
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s9, s1, s9
	v_cndmask_b32_e64 v16, 0, 1.0, s7
	v_cndmask_b32_e64 v17, 0, 1.0, s6
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v15, v15, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v15
	v_cndmask_b32_e32 v18, 0xc2d00000, v15, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v17, v16
	v_cndmask_b32_e32 v16, v16, v17, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v17, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0x3fb8aa3b, v17
	v_add_f32_e32 v18, 0x4b400000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xcb400000, v18
	v_mul_f32_e32 v21, 0xbf317200, v19
	v_mul_f32_e32 v19, 0x35bfbe8e, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v17, v21
	v_sub_f32_e32 v21, v17, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v21
	v_mul_f32_e32 v23, 0x3331bb4c, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xb5ddea0e, v23
	v_dual_mul_f32 v23, v22, v23 :: v_dual_add_nc_u32 v20, 0xb4c00100, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v20, 1, v20
	v_add_f32_e32 v23, 0x388ab355, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v18, v18, v20
	v_lshl_add_u32 v20, v20, 23, 0xff800000
	v_mul_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	v_add_f32_e32 v23, 0xbb360b61, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v22, v23
	v_add_f32_e32 v23, 0x3e2aaaab, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v22, v23
	v_sub_f32_e32 v22, v21, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v21, v22
	v_sub_f32_e32 v22, 2.0, v22
	v_div_scale_f32 v23, null, v22, v22, v21
	v_div_scale_f32 v24, vcc_lo, v21, v22, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v25, v23
	v_fma_f32 v26, -v23, v25, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v26, v25
	v_mul_f32_e32 v26, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v23, v26, v24
	v_fmac_f32_e32 v26, v27, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v23, v26, v24
	v_div_fmas_f32 v23, v23, v25, v26
	v_cmp_o_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v21, v23, v22, v21
	v_sub_f32_e32 v19, v19, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v17, v17, v19
	v_add_f32_e32 v17, 1.0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v17, v20
	v_mul_f32_e32 v17, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, 0x7fc00000, v17, vcc_lo
	v_div_scale_f32 v17, null, v5, v5, v15
	v_div_scale_f32 v18, vcc_lo, v15, v5, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v17
	v_fma_f32 v20, -v17, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	v_mul_f32_e32 v20, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v17, v20, v18
	v_fmac_f32_e32 v20, v21, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v17, v20, v18
	v_div_fmas_f32 v17, v17, v19, v20
	v_cmp_neq_f32_e32 vcc_lo, 0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v15, v17, v5, v15
	v_add_f32_e32 v16, 0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v15, 0, v15 :: v_dual_cndmask_b32 v16, -1.0, v16
	v_not_b32_e32 v17, v16
	v_or_b32_e32 v18, 0x80000000, v16
	v_cmp_gt_i32_e32 vcc_lo, 0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v16, v18, v17, vcc_lo
	global_store_b32 v[8:9], v16, off
	global_store_b32 v[6:7], v15, off
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB4_123
.LBB4_124:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s27, s4
	s_cbranch_execz .LBB4_158
	s_cmp_eq_u64 s[46:47], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc1 .LBB4_130
	s_lshl_b64 s[6:7], s[46:47], 2
	v_mov_b32_e32 v2, 0
	s_add_u32 s6, s30, s6
	s_addc_u32 s7, s31, s7
	s_lshl_b64 s[10:11], s[46:47], 3
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[14:15], s[6:7]
	s_mov_b64 s[16:17], s[30:31]
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB4_128
	.p2align	6
.LBB4_127:
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[46:47], s[12:13]
	s_cbranch_scc1 .LBB4_130
.LBB4_128:
	global_load_b32 v3, v2, s[14:15]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_cbranch_vccnz .LBB4_127
	global_load_b32 v4, v2, s[16:17]
	s_lshl_b64 s[18:19], s[8:9], 2
	v_mov_b32_e32 v5, s12
	s_add_u32 s20, s30, s18
	s_addc_u32 s21, s31, s19
	s_add_u32 s18, s6, s18
	s_addc_u32 s19, s7, s19
	s_add_u32 s22, s20, s10
	s_addc_u32 s23, s21, s11
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_waitcnt vmcnt(0)
	s_clause 0x2
	global_store_b32 v2, v4, s[20:21]
	global_store_b32 v2, v3, s[18:19]
	global_store_b32 v2, v5, s[22:23]
	s_branch .LBB4_127
.LBB4_130:
	s_set_inst_prefetch_distance 0x2
	s_cmp_lg_u64 s[8:9], 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB4_133
	s_lshl_b64 s[6:7], s[46:47], 2
	v_mov_b32_e32 v2, 0
	s_add_u32 s6, s30, s6
	s_addc_u32 s7, s31, s7
	s_mov_b32 s12, 0
	s_mov_b64 s[10:11], s[8:9]
.LBB4_132:
	global_load_b32 v3, v2, s[6:7]
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_lg_u64 s[10:11], 0
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s13, v3
	s_add_f32 s12, s12, s13
	s_cbranch_scc1 .LBB4_132
	s_branch .LBB4_134
.LBB4_133:
	s_mov_b32 s12, 0
.LBB4_134:
	s_cmp_ngt_f32 s26, 0
	s_mov_b32 s56, 0
	s_cselect_b32 s6, -1, 0
	s_cmp_nge_f32 s12, s26
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s6, s7
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_149
	s_lshl_b64 s[6:7], s[46:47], 2
	v_cndmask_b32_e64 v2, 0, 1, s1
	v_mov_b32_e32 v3, 0
	s_add_u32 s10, s30, s6
	s_addc_u32 s11, s31, s7
	s_mov_b64 s[6:7], 0
	s_branch .LBB4_137
.LBB4_136:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s20, s26
	s_cselect_b32 s56, s19, s18
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u64 s[6:7], 32
	s_cbranch_scc1 .LBB4_150
.LBB4_137:
	s_lshr_b32 s12, 0x80000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s18, s12, s56
	s_mov_b32 s19, 0
	s_cbranch_vccnz .LBB4_140
	s_mov_b64 s[12:13], s[30:31]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[8:9]
.LBB4_139:
	s_clause 0x1
	global_load_b32 v4, v3, s[12:13]
	global_load_b32 v5, v3, s[14:15]
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_cmp_lg_u64 s[16:17], 0
	s_waitcnt vmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s18, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s20, v4
	s_add_f32 s19, s19, s20
	s_cbranch_scc1 .LBB4_139
.LBB4_140:
	s_delay_alu instid0(SALU_CYCLE_2)
	s_cmp_ge_f32 s19, s26
	s_mov_b32 s20, 0
	s_cselect_b32 s18, s18, s56
	s_lshr_b32 s12, 2.0, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s19, s12, s18
	s_cbranch_vccnz .LBB4_143
	s_mov_b64 s[12:13], s[30:31]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[8:9]
.LBB4_142:
	s_clause 0x1
	global_load_b32 v4, v3, s[12:13]
	global_load_b32 v5, v3, s[14:15]
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_cmp_lg_u64 s[16:17], 0
	s_waitcnt vmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s19, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s21, v4
	s_add_f32 s20, s20, s21
	s_cbranch_scc1 .LBB4_142
.LBB4_143:
	s_delay_alu instid0(SALU_CYCLE_2)
	s_cmp_ge_f32 s20, s26
	s_mov_b32 s20, 0
	s_cselect_b32 s18, s19, s18
	s_lshr_b32 s12, 0x20000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s19, s12, s18
	s_cbranch_vccnz .LBB4_146
	s_mov_b64 s[12:13], s[30:31]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[8:9]
.LBB4_145:
	s_clause 0x1
	global_load_b32 v4, v3, s[12:13]
	global_load_b32 v5, v3, s[14:15]
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_cmp_lg_u64 s[16:17], 0
	s_waitcnt vmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s19, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s21, v4
	s_add_f32 s20, s20, s21
	s_cbranch_scc1 .LBB4_145
.LBB4_146:
	s_delay_alu instid0(SALU_CYCLE_2)
	s_cmp_ge_f32 s20, s26
	s_mov_b32 s20, 0
	s_cselect_b32 s18, s19, s18
	s_lshr_b32 s12, 0x10000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s19, s12, s18
	s_cbranch_vccnz .LBB4_136
	s_mov_b64 s[12:13], s[30:31]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[8:9]
	.p2align	6
.LBB4_148:
	s_clause 0x1
	global_load_b32 v4, v3, s[12:13]
	global_load_b32 v5, v3, s[14:15]
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_add_u32 s12, s12, 4
	s_addc_u32 s13, s13, 0
	s_cmp_lg_u64 s[16:17], 0
	s_waitcnt vmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s19, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s21, v4
	s_add_f32 s20, s20, s21
	s_cbranch_scc1 .LBB4_148
	s_branch .LBB4_136
.LBB4_149:
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB4_157
.LBB4_150:
	s_add_u32 s16, s46, -1
	s_addc_u32 s17, s47, -1
	s_mov_b32 s14, 0
	s_clz_i32_u64 s1, s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s57, s1, 64
	s_sub_u32 s6, 64, s57
	s_subb_u32 s7, 0, 0
	s_lshl_b64 s[12:13], -1, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b64 s[12:13], s[12:13]
	s_cmp_eq_u64 s[16:17], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB4_156
	v_cmp_gt_u64_e64 s1, s[6:7], 1
	s_mul_i32 s16, s2, 20
	s_mul_hi_u32 s15, s2, 20
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[22:23], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s19, s7, 0
	s_cselect_b32 s18, s6, 1
	s_add_u32 s1, s16, 8
	s_addc_u32 s6, s15, 0
	s_mul_hi_u32 s7, s46, s1
	s_mul_i32 s6, s46, s6
	s_mul_i32 s15, s47, s1
	s_add_i32 s6, s7, s6
	s_mul_i32 s1, s46, s1
	s_add_i32 s6, s6, s15
	s_add_u32 s20, s42, s1
	s_addc_u32 s21, s43, s6
	s_mov_b64 s[16:17], 0
	s_brev_b32 s15, 1
	s_branch .LBB4_153
.LBB4_152:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s7, s26
	s_cselect_b32 s17, s25, s17
	s_cselect_b32 s16, s24, s16
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u64 s[22:23], s[18:19]
	s_cbranch_scc1 .LBB4_156
.LBB4_153:
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_add_i32 s1, s22, s57
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[6:7], s[14:15], s1
	s_or_b64 s[24:25], s[6:7], s[16:17]
	s_mov_b32 s7, 0
	s_cbranch_vccnz .LBB4_152
	s_mov_b64 s[28:29], s[30:31]
	s_mov_b64 s[44:45], s[20:21]
	s_mov_b64 s[52:53], s[10:11]
	s_mov_b64 s[54:55], s[8:9]
	.p2align	6
.LBB4_155:
	s_clause 0x2
	global_load_b32 v4, v3, s[44:45]
	global_load_b32 v6, v3, s[28:29]
	global_load_b32 v7, v3, s[52:53]
	s_waitcnt vmcnt(2)
	v_sub_co_u32 v4, s1, s12, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v5, null, s13, 0, s1
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e64 s1, s56, v6
	v_cmp_lt_u32_e64 s6, s56, v6
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[4:5]
	s_and_b32 s1, s1, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s1
	s_add_u32 s54, s54, -1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v7, vcc_lo
	s_addc_u32 s55, s55, -1
	s_add_u32 s52, s52, 4
	s_addc_u32 s53, s53, 0
	s_add_u32 s44, s44, 4
	v_readfirstlane_b32 s1, v4
	s_addc_u32 s45, s45, 0
	s_add_u32 s28, s28, 4
	s_addc_u32 s29, s29, 0
	s_cmp_lg_u64 s[54:55], 0
	s_add_f32 s7, s7, s1
	s_cbranch_scc1 .LBB4_155
	s_branch .LBB4_152
.LBB4_156:
	s_and_b32 s1, s56, 0x7fffffff
	s_not_b32 s6, s56
	s_cmp_lt_i32 s56, 0
	s_cselect_b32 s1, s1, s6
	s_sub_u32 s6, s12, s16
	s_subb_u32 s7, s13, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s8, s7
	s_min_u32 s8, s8, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s8
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s6, s7, s6
	s_sub_i32 s7, 32, s8
	s_cvt_f32_u32 s6, s6
	v_ldexp_f32 v2, s6, s7
.LBB4_157:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s1
	ds_store_2addr_b32 v3, v2, v4 offset0:2 offset1:11
.LBB4_158:
	s_or_b32 exec_lo, exec_lo, s27
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s5
	s_cbranch_execz .LBB4_161
.LBB4_159:
	s_cmp_ge_f32 s26, 1.0
	v_cndmask_b32_e64 v8, 1.0, 0, s0
	s_mul_hi_u32 s7, s50, 0xcd9e8d57
	s_mov_b32 s9, 0
	s_cselect_b32 s1, -1, 0
	s_xor_b64 s[10:11], s[50:51], s[48:49]
	v_cndmask_b32_e64 v9, 0, 1.0, s1
	s_xor_b32 s1, s48, s7
	s_mul_i32 s6, s50, 0xcd9e8d57
	s_xor_b32 s1, s2, s1
	s_add_u32 s14, s48, 0x9e3779b9
	v_cmp_gt_f32_e32 vcc_lo, v8, v9
	v_mov_b32_e32 v6, 0
	s_addc_u32 s15, s49, 0
	s_mul_hi_u32 s17, s1, 0xd2511f53
	s_add_u32 s12, s49, 0xbb67ae85
	v_cndmask_b32_e32 v15, v9, v8, vcc_lo
	ds_load_2addr_b32 v[2:3], v6 offset0:7 offset1:8
	ds_load_2addr_b32 v[4:5], v6 offset0:9 offset1:10
	ds_load_2addr_b32 v[6:7], v6 offset0:2 offset1:11
	s_addc_u32 s13, 0, 0
	s_mov_b32 s8, s17
	s_mul_i32 s16, s1, 0xd2511f53
	s_xor_b64 s[12:13], s[8:9], s[12:13]
	s_add_u32 s8, s48, 0x3c6ef372
	s_add_u32 s18, s49, 0x76cf5d0a
	s_addc_u32 s19, 0, 0
	s_add_u32 s10, s48, 0xdaa66d2b
	s_add_u32 s13, s49, 0x32370b8f
	s_add_u32 s50, s48, 0x78dde6e4
	s_add_u32 s51, s49, 0xed9eba14
	s_add_u32 s53, s48, 0x1715609d
	s_add_u32 s54, s49, 0xa9066899
	s_add_u32 s55, s48, 0xb54cda56
	s_add_u32 s56, s49, 0x646e171e
	s_add_u32 s57, s48, 0x5384540f
	s_add_u32 s58, s49, 0x1fd5c5a3
	s_add_u32 s49, s49, 0xdb3d7428
	s_add_i32 s48, s48, 0x8ff34781
	s_xor_b64 s[14:15], s[14:15], s[6:7]
	s_xor_b64 s[16:17], s[18:19], s[16:17]
	s_add_u32 s1, s42, s76
	s_addc_u32 s5, s43, s33
	s_lshl_b64 s[6:7], s[34:35], 2
	v_add_co_u32 v8, s1, s1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s5, 0, s1
	s_add_u32 s1, s40, s6
	s_addc_u32 s5, s41, s7
	v_add_co_u32 v10, s1, s1, v14
	v_add_co_ci_u32_e64 v11, null, s5, 0, s1
	v_dual_mov_b32 v13, v1 :: v_dual_mov_b32 v12, v0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s20, 0x1d8e78af
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s24, 0xdf3e5244
	s_mov_b32 s26, 0x96cb03de
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s34, 0x55555593
	s_mov_b32 s40, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s21, 0x3fcc71c5
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s25, 0x3fc2f112
	s_mov_b32 s27, 0x3fc74664
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s35, 0x3fe55555
	s_mov_b32 s41, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
.LBB4_160:
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, s11, v17
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v1, 0
	global_load_b32 v1, v[10:11], off
	v_xor_b32_e32 v14, s14, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v14, 0
	v_xor_b32_e32 v14, s12, v16
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, s16, v19
	v_mad_u64_u32 v[22:23], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, v21, s8, v17
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s10, v23, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, v17, s13, v18
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s51, v20, v16
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, v18, s50, v22
	v_mad_u64_u32 v[22:23], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s53, v21, v17
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, v23, s54, v19
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s56, v17, v22
	v_mul_hi_u32 v14, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v17, v19, s55, v20
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s57, v14, v18
	v_mul_hi_u32 v14, 0xd2511f53, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v16, v20, s58, v16
	v_mul_lo_u32 v16, 0xcd9e8d57, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, s49, v14, v19
	v_mul_hi_u32 v14, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v14, v16, s48, v14
	v_cvt_f64_u32_e32 v[16:17], v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], 0.5
	v_ldexp_f64 v[16:17], v[16:17], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v32, s77, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e64 s6, v1, v2
	v_cmp_gt_f32_e64 s7, v1, v2
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v28, v32, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v28
	v_cndmask_b32_e32 v24, 0xc2d00000, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v24
	v_cndmask_b32_e32 v29, 0x42b20000, v24, vcc_lo
	v_mul_f32_e32 v30, 0x3fb8aa3b, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v30, 0x4b400000, v30
	v_add_f32_e32 v31, 0xcb400000, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v34, 0xbf317200, v31
	v_add_nc_u32_e32 v14, 0x95f62, v17
	v_mul_f32_e32 v31, 0x35bfbe8e, v31
	v_add_f32_e32 v29, v29, v34
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_b32_e32 v17, 0xfffff, v14
	v_lshrrev_b32_e32 v14, 20, v14
	v_sub_f32_e32 v34, v29, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v35, v34, v34
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], -1.0
	v_add_f64 v[18:19], v[16:17], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[16:17]
	v_div_scale_f64 v[24:25], s1, v[16:17], v[18:19], v[16:17]
	v_rcp_f64_e32 v[22:23], v[20:21]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[26:27], v[22:23]
	v_mul_f32_e32 v26, 0x3331bb4c, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xb5ddea0e, v26
	v_mul_f32_e32 v26, v35, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0x388ab355, v26
	v_mul_f32_e32 v26, v35, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0xbb360b61, v26
	v_mul_f32_e32 v26, v35, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v36, 0x3e2aaaab, v26
	v_fma_f64 v[26:27], -v[20:21], v[22:23], 1.0
	v_mul_f32_e32 v35, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_dual_mul_f32 v34, v34, v35 :: v_dual_add_nc_u32 v33, 0xb4c00100, v30
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v33, 1, v33
	v_div_scale_f32 v36, null, v35, v35, v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v30, v30, v33
	v_div_scale_f32 v38, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	v_lshl_add_u32 v33, v33, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_lshl_add_u32 v30, v30, 23, 0x7f800000
	v_fma_f32 v39, -v36, v37, 1.0
	v_fma_f64 v[22:23], v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v37, v39, v37
	v_mul_f32_e32 v26, v38, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v36, v26, v38
	v_fmac_f32_e32 v26, v27, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v36, v26, v38
	v_div_fmas_f32 v26, v27, v37, v26
	v_cmp_o_f32_e32 vcc_lo, v28, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v26, v26, v35, v34
	v_sub_f32_e32 v31, v31, v26
	v_mul_f64 v[26:27], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v29, v29, v31
	v_add_f32_e32 v29, 1.0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v29, v33
	v_mul_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v29, vcc_lo
	v_div_scale_f32 v28, null, v5, v5, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v30, v28
	v_fma_f64 v[20:21], -v[20:21], v[26:27], v[24:25]
	v_fma_f32 v24, -v28, v30, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v30, v24, v30
	v_div_scale_f32 v29, vcc_lo, v33, v5, v33
	v_mul_f32_e32 v24, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v28, v24, v29
	v_fmac_f32_e32 v24, v25, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v28, v24, v29
	v_div_fmas_f32 v34, v25, v30, v24
	s_mov_b32 vcc_lo, s1
	v_add_co_u32 v14, s1, 0xfffffc01, v14
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[26:27]
	v_add_co_ci_u32_e64 v28, null, 0, -1, s1
	v_mul_f64 v[30:31], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[28:29], v28
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], s[24:25]
	v_mul_f64 v[26:27], v[22:23], s[18:19]
	v_add_f64 v[24:25], v[24:25], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[20:21]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	v_add_f64 v[24:25], v[24:25], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[22:23]
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_ldexp_f64 v[26:27], v[28:29], 32
	v_mul_f64 v[28:29], v[16:17], v[30:31]
	v_add_f64 v[24:25], v[24:25], s[34:35]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_cvt_f64_u32_e32 v[24:25], v14
	v_add_f64 v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[26:27], v[24:25]
	v_add_f64 v[20:21], v[28:29], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], s[40:41]
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_mul_f64 v[20:21], v[22:23], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[24:25], v[18:19]
	v_add_f64 v[18:19], v[18:19], -v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], v[18:19]
	v_add_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, 0x80000000, v17
	v_add_co_u32 v18, s1, 0x95f62, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v19, null, 0, 0, s1
	v_and_b32_e32 v14, 0xfffff, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[18:19], 20, v[18:19]
	v_add_nc_u32_e32 v17, 0x3fe6a09e, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], -1.0
	v_add_f64 v[20:21], v[16:17], 2.0
	v_mul_f64 v[30:31], v[16:17], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[22:23], null, v[20:21], v[20:21], v[16:17]
	v_div_scale_f64 v[28:29], vcc_lo, v[16:17], v[20:21], v[16:17]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[22:23], v[22:23], v[24:25], v[26:27]
	v_add_co_u32 v14, vcc_lo, 0xfffffc01, v18
	v_add_co_ci_u32_e64 v18, null, -1, v19, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x400, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	v_cvt_f64_i32_e32 v[18:19], v18
	v_div_fixup_f64 v[20:21], v[22:23], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[18:19], v[18:19], 32
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[22:23], v[22:23]
	v_mul_f64 v[26:27], v[24:25], s[24:25]
	v_mul_f64 v[28:29], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[26:27]
	v_add_f64 v[28:29], v[28:29], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[28:29], v[24:25], v[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[26:27], v[26:27], s[28:29]
	v_add_f64 v[28:29], v[28:29], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[24:25], v[26:27]
	v_mul_f64 v[24:25], v[24:25], v[28:29]
	v_mul_f64 v[28:29], v[16:17], v[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[26:27], v[26:27], s[34:35]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_cvt_f64_u32_e32 v[26:27], v14
	v_clz_i32_u32_e32 v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_min_u32_e32 v14, 32, v14
	v_add_f64 v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], v[26:27]
	v_add_f64 v[22:23], v[28:29], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[24:25], v[18:19], s[40:41]
	v_mul_f64 v[18:19], v[18:19], s[44:45]
	v_mul_f64 v[20:21], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[24:25], v[20:21]
	v_add_f64 v[20:21], v[20:21], -v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], v[20:21]
	v_lshlrev_b64 v[20:21], v14, v[12:13]
	v_sub_nc_u32_e32 v14, 32, v14
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[12:13]
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_min_u32_e32 v18, 1, v20
	v_or_b32_e32 v18, v21, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v18, v18
	v_ldexp_f32 v14, v18, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e64 s1, v3, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s5, v6, v14
	s_and_b32 s1, s6, s1
	v_cndmask_b32_e64 v14, 0, 1.0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s1, v14, v1
	v_cndmask_b32_e64 v1, v1, v14, s1
	v_div_fixup_f32 v14, v34, v5, v33
	v_cvt_f32_f64_e32 v16, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_neq_f32_e64 s1, 0, v1
	v_add_f32_e32 v14, 0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, -1.0, v14, s1
	v_cmp_eq_f32_e64 s1, v14, v7
	v_cmp_gt_f32_e64 s6, v14, v7
	s_and_b32 s1, s1, s5
	v_cndmask_b32_e64 v14, 0, 1.0, s6
	v_cndmask_b32_e64 v17, 0, 1.0, s1
	s_or_b32 s9, vcc_lo, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s1, v17, v14
	v_cndmask_b32_e64 v14, v14, v17, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s1, v15, v14
	v_cndmask_b32_e64 v14, v14, v15, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, v1, v14 :: v_dual_sub_f32 v14, v32, v16
	v_cmp_neq_f32_e64 s1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0xff800000, v14, s1
	global_store_b32 v[8:9], v1, off
	v_add_co_u32 v8, s1, 0x400, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, s1
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB4_160
.LBB4_161:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s27, s4
	s_cbranch_execz .LBB4_169
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v8, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	s_and_b32 s28, s46, -8
	s_mov_b32 s29, s47
	s_mov_b64 s[34:35], 0
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[40:41], 0
	s_mov_b64 s[44:45], 0
	s_mov_b64 s[48:49], 0
	s_mov_b64 s[50:51], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_cbranch_scc1 .LBB4_165
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v1, 0xff800000
	v_mov_b32_e32 v3, 0xff800000
	s_mov_b64 s[58:59], 0
.LBB4_164:
	s_clause 0x1
	global_load_b128 v[10:13], v9, s[30:31]
	global_load_b128 v[14:17], v9, s[30:31] offset:16
	v_cmp_o_f32_e64 s10, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	v_cmp_o_f32_e64 s1, v1, v1
	v_cmp_o_f32_e64 s5, v2, v2
	v_cmp_o_f32_e64 s6, v4, v4
	v_cmp_o_f32_e64 s7, v5, v5
	v_cmp_o_f32_e64 s8, v6, v6
	v_cmp_o_f32_e64 s9, v8, v8
	s_or_b32 s60, s58, 7
	s_or_b32 s61, s58, 6
	s_or_b32 s62, s58, 5
	s_or_b32 s63, s58, 4
	s_or_b32 s64, s58, 3
	s_or_b32 s65, s58, 2
	s_or_b32 s66, s58, 1
	s_waitcnt vmcnt(1)
	v_cmp_u_f32_e64 s22, v10, v10
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s19, v17, v17
	v_cmp_u_f32_e64 s20, v16, v16
	v_cmp_u_f32_e64 s21, v15, v15
	v_cmp_u_f32_e64 s23, v11, v11
	v_cmp_u_f32_e64 s24, v12, v12
	v_cmp_u_f32_e64 s25, v13, v13
	v_cmp_u_f32_e64 s26, v14, v14
	v_cmp_gt_f32_e64 s11, v10, v7
	v_cmp_gt_f32_e64 s12, v11, v8
	v_cmp_gt_f32_e64 s13, v12, v6
	v_cmp_gt_f32_e64 s14, v13, v5
	v_cmp_gt_f32_e64 s15, v14, v4
	v_cmp_gt_f32_e64 s16, v15, v2
	v_cmp_gt_f32_e64 s17, v16, v1
	v_cmp_gt_f32_e64 s18, v17, v3
	s_and_b32 s10, s10, s22
	s_and_b32 s9, s9, s23
	s_and_b32 s8, s8, s24
	s_and_b32 s7, s7, s25
	s_and_b32 s22, s6, s26
	s_and_b32 s21, s5, s21
	s_and_b32 s20, s1, s20
	s_and_b32 s19, vcc_lo, s19
	s_or_b32 vcc_lo, s11, s10
	s_or_b32 s1, s12, s9
	s_or_b32 s5, s13, s8
	s_or_b32 s6, s14, s7
	s_or_b32 s7, s15, s22
	s_or_b32 s8, s16, s21
	s_or_b32 s9, s17, s20
	s_or_b32 s10, s18, s19
	s_and_b32 s11, vcc_lo, exec_lo
	v_cndmask_b32_e64 v8, v8, v11, s1
	s_cselect_b32 s57, s59, s57
	s_cselect_b32 s56, s58, s56
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s55, s59, s55
	s_cselect_b32 s54, s66, s54
	s_and_b32 s1, s5, exec_lo
	s_cselect_b32 s53, s59, s53
	s_cselect_b32 s52, s65, s52
	s_and_b32 s1, s6, exec_lo
	s_cselect_b32 s51, s59, s51
	s_cselect_b32 s50, s64, s50
	s_and_b32 s1, s7, exec_lo
	s_cselect_b32 s49, s59, s49
	s_cselect_b32 s48, s63, s48
	s_and_b32 s1, s8, exec_lo
	s_cselect_b32 s45, s59, s45
	s_cselect_b32 s44, s62, s44
	s_and_b32 s1, s9, exec_lo
	s_cselect_b32 s41, s59, s41
	s_cselect_b32 s40, s61, s40
	s_and_b32 s1, s10, exec_lo
	s_cselect_b32 s35, s59, s35
	s_cselect_b32 s34, s60, s34
	s_add_u32 s58, s58, 8
	s_addc_u32 s59, s59, 0
	v_cndmask_b32_e32 v7, v7, v10, vcc_lo
	v_cmp_lt_u64_e64 s1, s[58:59], s[28:29]
	v_cndmask_b32_e64 v6, v6, v12, s5
	v_cndmask_b32_e64 v5, v5, v13, s6
	v_cndmask_b32_e64 v4, v4, v14, s7
	v_cndmask_b32_e64 v2, v2, v15, s8
	v_cndmask_b32_e64 v1, v1, v16, s9
	v_cndmask_b32_e64 v3, v3, v17, s10
	s_add_u32 s30, s30, 32
	s_addc_u32 s31, s31, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_164
.LBB4_165:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v7
	v_cmp_eq_f32_e64 s1, v8, v7
	v_cmp_o_f32_e64 s5, v7, v7
	v_cmp_gt_f32_e64 s6, v8, v7
	v_cndmask_b32_e64 v10, 0, s57, vcc_lo
	v_cndmask_b32_e64 v9, 0, s56, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[54:55], v[9:10]
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s5, s5, vcc_lo
	s_or_b32 s1, s6, s1
	v_cndmask_b32_e64 v11, 0, 1, s5
	v_cndmask_b32_e64 v12, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, v12, v11, vcc_lo
	v_and_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v11
	v_cndmask_b32_e32 v11, v7, v8, vcc_lo
	v_cndmask_b32_e64 v8, v10, s55, vcc_lo
	v_cndmask_b32_e64 v7, v9, s54, vcc_lo
	v_cmp_eq_f32_e64 s1, v6, v11
	v_cmp_o_f32_e64 s5, v11, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[52:53], v[7:8]
	v_cmp_gt_f32_e64 s6, v6, v11
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s5, s5, vcc_lo
	s_or_b32 s1, s6, s1
	v_cndmask_b32_e64 v9, 0, 1, s5
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e64 v8, v8, s53, vcc_lo
	v_cndmask_b32_e64 v7, v7, s52, vcc_lo
	v_cndmask_b32_e32 v6, v11, v6, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[50:51], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s1, v5, v6
	v_cmp_o_f32_e64 s5, v6, v6
	v_cmp_gt_f32_e64 s6, v5, v6
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s5, s5, vcc_lo
	s_or_b32 s1, s6, s1
	v_cndmask_b32_e64 v9, 0, 1, s5
	v_cndmask_b32_e64 v10, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e32 v9, v6, v5, vcc_lo
	v_cndmask_b32_e64 v6, v8, s51, vcc_lo
	v_cndmask_b32_e64 v5, v7, s50, vcc_lo
	v_cmp_eq_f32_e64 s1, v4, v9
	v_cmp_o_f32_e64 s5, v9, v9
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[48:49], v[5:6]
	v_cmp_gt_f32_e64 s6, v4, v9
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s5, s5, vcc_lo
	s_or_b32 s1, s6, s1
	v_cndmask_b32_e64 v7, 0, 1, s5
	v_cndmask_b32_e64 v8, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v8, v7, vcc_lo
	v_and_b32_e32 v7, 1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v7
	v_cndmask_b32_e64 v6, v6, s49, vcc_lo
	v_cndmask_b32_e64 v5, v5, s48, vcc_lo
	v_cndmask_b32_e32 v4, v9, v4, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[44:45], v[5:6]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s1, v2, v4
	v_cmp_o_f32_e64 s5, v4, v4
	v_cmp_gt_f32_e64 s6, v2, v4
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s5, s5, vcc_lo
	s_or_b32 s1, s6, s1
	v_cndmask_b32_e64 v7, 0, 1, s5
	v_cndmask_b32_e64 v8, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v7, v8, v7, vcc_lo
	v_and_b32_e32 v7, 1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 1, v7
	v_cndmask_b32_e64 v6, v6, s45, vcc_lo
	v_cndmask_b32_e64 v5, v5, s44, vcc_lo
	v_cndmask_b32_e32 v2, v4, v2, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[40:41], v[5:6]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s1, v1, v2
	v_cmp_o_f32_e64 s5, v2, v2
	v_cmp_gt_f32_e64 s6, v1, v2
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s5, s5, vcc_lo
	s_or_b32 s1, s6, s1
	v_cndmask_b32_e64 v4, 0, 1, s5
	v_cndmask_b32_e64 v7, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v7, v4, vcc_lo
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v4
	v_cndmask_b32_e32 v4, v2, v1, vcc_lo
	v_cndmask_b32_e64 v2, v6, s41, vcc_lo
	v_cndmask_b32_e64 v1, v5, s40, vcc_lo
	v_cmp_eq_f32_e64 s1, v3, v4
	v_cmp_o_f32_e64 s5, v4, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[34:35], v[1:2]
	v_cmp_gt_f32_e64 s6, v3, v4
	s_and_b32 s1, s1, vcc_lo
	s_or_b32 s5, s5, vcc_lo
	s_or_b32 s1, s6, s1
	v_cndmask_b32_e64 v5, 0, 1, s5
	v_cndmask_b32_e64 v6, 0, 1, s1
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	s_cmp_eq_u64 s[28:29], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v5, v6, v5, vcc_lo
	v_and_b32_e32 v5, 1, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_cndmask_b32_e64 v2, v2, s35, vcc_lo
	v_cndmask_b32_e64 v1, v1, s34, vcc_lo
	s_cbranch_scc1 .LBB4_168
	s_lshl_b64 s[6:7], s[46:47], 2
	v_dual_cndmask_b32 v3, v4, v3 :: v_dual_mov_b32 v4, 0
	s_and_b32 s1, s6, 0xffffffe0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s1, s76, s1
	s_addc_u32 s5, s33, s7
	s_add_u32 s6, s42, s1
	s_addc_u32 s7, s43, s5
	.p2align	6
.LBB4_167:
	global_load_b32 v5, v4, s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s1, v5, v5
	v_cmp_gt_f32_e64 s5, v5, v3
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s1
	v_cndmask_b32_e64 v1, v1, s28, vcc_lo
	s_add_u32 s28, s28, 1
	v_cndmask_b32_e64 v2, v2, s29, vcc_lo
	s_addc_u32 s29, s29, 0
	v_cndmask_b32_e32 v3, v3, v5, vcc_lo
	v_cmp_lt_u64_e64 s1, s[28:29], s[46:47]
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB4_167
.LBB4_168:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v3, v2
	v_min_u32_e32 v3, 32, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], v3, v[1:2]
	v_min_u32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v1, v2, v1
	v_sub_nc_u32_e32 v2, 32, v3
	v_cvt_f32_u32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f32 v1, v1, v2
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:12
.LBB4_169:
	s_or_b32 exec_lo, exec_lo, s27
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB4_171
	v_mov_b32_e32 v7, 0
	s_lshl_b64 s[4:5], s[2:3], 3
	ds_load_b64 v[1:2], v7
	ds_load_2addr_b32 v[3:4], v7 offset0:3 offset1:4
	ds_load_2addr_b32 v[5:6], v7 offset0:5 offset1:6
	s_add_u32 s4, s38, s4
	s_addc_u32 s5, s39, s5
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s36, s2
	s_addc_u32 s3, s37, s3
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v2
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v2
	v_cndmask_b32_e64 v4, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v2, 0x41000000, v6 :: v_dual_add_f32 v1, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v4, v2, v1
	v_cndmask_b32_e64 v1, v5, v3, s0
	v_cmp_eq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, -1.0, v1, vcc_lo
	v_readfirstlane_b32 s0, v1
	s_trunc_f32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	s_and_b32 s6, s0, 0x7fffffff
	s_ashr_i32 s8, s0, 31
	s_mul_f32 s7, s6, 0x2f800000
	s_mov_b32 s9, s8
	s_floor_f32 s7, s7
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s6, s7, 0xcf800000
	s_cvt_u32_f32 s7, s7
	s_cvt_u32_f32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[6:7], s[6:7], s[8:9]
	s_sub_u32 s6, s6, s8
	s_subb_u32 s7, s7, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v1, s6 :: v_dual_mov_b32 v2, s7
	global_store_b64 v7, v[1:2], s[4:5]
	global_load_b32 v1, v7, s[2:3]
	v_cvt_u32_f32_e32 v2, v4
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v1, v1, v2
	global_store_b32 v7, v1, s[2:3]
.LBB4_171:
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, 0xffffff00, v0
	v_mov_b32_e32 v1, -1
	s_mov_b32 s0, 0
.LBB4_172:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, 0x100, v0
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[0:1]
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB4_172
.LBB4_173:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_wide
		.amdhsa_group_segment_fixed_size 48
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
		.amdhsa_next_free_vgpr 40
		.amdhsa_next_free_sgpr 85
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
	.size	tessera_gumbel_wide, .Lfunc_end4-tessera_gumbel_wide

	.set tessera_gumbel_wide.num_vgpr, 40
	.set tessera_gumbel_wide.num_agpr, 0
	.set tessera_gumbel_wide.numbered_sgpr, 85
	.set tessera_gumbel_wide.num_named_barrier, 0
	.set tessera_gumbel_wide.private_seg_size, 0
	.set tessera_gumbel_wide.uses_vcc, 1
	.set tessera_gumbel_wide.uses_flat_scratch, 0
	.set tessera_gumbel_wide.has_dyn_sized_stack, 0
	.set tessera_gumbel_wide.has_recursion, 0
	.set tessera_gumbel_wide.has_indirect_call, 0
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
        .name:           status
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_0
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
      - .name:           key0
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           inv_t
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           top_k
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .name:           top_p
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           greedy
        .offset:         76
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 2096
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           status
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_0
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
      - .name:           key0
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           inv_t
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           top_k
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .name:           top_p
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           greedy
        .offset:         76
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 8240
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           status
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_0
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
      - .name:           key0
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           inv_t
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           top_k
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .name:           top_p
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           greedy
        .offset:         76
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 16432
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     25
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           status
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_0
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
      - .name:           key0
        .offset:         40
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           inv_t
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           top_k
        .offset:         64
        .size:           8
        .value_kind:     by_value
      - .name:           top_p
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           greedy
        .offset:         76
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 32816
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     75
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     29
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .name:           status
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .name:           out_0
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
      - .name:           key0
        .offset:         48
        .size:           8
        .value_kind:     by_value
      - .name:           key1
        .offset:         56
        .size:           8
        .value_kind:     by_value
      - .name:           inv_t
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           top_k
        .offset:         72
        .size:           8
        .value_kind:     by_value
      - .name:           top_p
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           greedy
        .offset:         84
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 48
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     87
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     40
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
