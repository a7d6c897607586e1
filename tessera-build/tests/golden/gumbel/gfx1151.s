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
	s_cbranch_vccnz .LBB0_176
	s_load_b128 s[36:39], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s28, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[4:5], 2
	v_cmp_gt_u64_e64 s5, s[28:29], v[0:1]
	s_add_u32 s24, s24, s6
	s_addc_u32 s25, s25, s7
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB0_3
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v5, v1
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
	v_mov_b32_e32 v4, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
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
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
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
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v5, v1
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
	v_mov_b32_e32 v4, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
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
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
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
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v1
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
	v_mov_b32_e32 v4, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
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
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
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
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v1
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
	s_and_b32 s26, s28, 0x1f8
	s_mov_b32 s27, s17
	s_mov_b64 s[6:7], 0
	s_mov_b32 s33, s17
.LBB0_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s33
	s_mov_b64 s[34:35], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
	s_or_b32 vcc_lo, s6, s7
	v_cmp_u_f32_e64 s12, v9, v9
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s7, s34, s18
	s_cselect_b32 s18, s35, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s13, v10, v10
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	v_cmp_u_f32_e64 s14, v11, v11
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s8
	s_add_u32 s6, s34, 1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_addc_u32 s8, s35, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s8, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 2
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s9, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 3
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s9, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 4
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s9, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 5
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v10, v1
	s_and_b32 s9, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v11, v1
	s_and_b32 s9, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 7
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s8
	s_cselect_b32 s18, s6, s7
	s_add_i32 s33, s33, 32
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_add_u32 s6, s34, 8
	s_addc_u32 s7, s35, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[26:27]
	s_cbranch_scc1 .LBB0_46
	s_add_u32 s8, s34, 8
	s_addc_u32 s9, s35, 0
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
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s33, v1
	v_cmp_class_f32_e64 s7, v1, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s8, v2, 0x204
	s_and_b32 s7, s8, s7
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	ds_store_b32 v5, v1
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
	v_mov_b32_e32 v4, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
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
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
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
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_69
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v2, v1
	v_or_b32_e32 v3, 0x80000000, v1
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, v3, v2 :: v_dual_mov_b32 v2, 1.0
	ds_store_2addr_stride64_b32 v5, v1, v2 offset1:4
.LBB0_69:
	s_or_b32 exec_lo, exec_lo, s6
	s_load_b64 s[26:27], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB0_98
	s_load_b64 s[0:1], s[0:1], 0x40
	s_clz_i32_u32 s9, s29
	s_mov_b32 s35, 0
	s_waitcnt lgkmcnt(0)
	s_clz_i32_u32 s6, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s6, 32
	s_lshl_b64 s[6:7], s[0:1], s8
	s_sub_i32 s8, 32, s8
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	s_cmp_eq_u64 s[0:1], 0
	s_cvt_f32_u32 s6, s6
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s27, 0
	v_cndmask_b32_e64 v1, 0, 1.0, s0
	s_cselect_b32 s0, -1, 0
	s_min_u32 s7, s9, 32
	v_cndmask_b32_e64 v2, 1.0, 0, s0
	s_lshl_b64 s[0:1], s[28:29], s7
	v_ldexp_f32 v3, s6, s8
	s_min_u32 s0, s0, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s7
	s_cvt_f32_u32 s0, s0
	s_mov_b64 s[6:7], 0
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v2, s0, s1
	v_cmp_eq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0x7f800000, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0, v1
	v_cmp_nle_f32_e64 s0, v1, v2
	v_readfirstlane_b32 s58, v1
	v_mov_b32_e32 v1, 0x7f800000
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_mov_b32 s0, 0xff800000
	s_cbranch_vccnz .LBB0_97
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s39, s35
	s_cselect_b32 s12, -1, 0
	s_add_u32 s8, s28, -1
	s_addc_u32 s9, s29, -1
	s_and_b32 s38, s28, 7
	v_cmp_gt_u64_e64 s60, s[8:9], 6
	s_and_b32 s34, s28, 0x1f8
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_cmp_lg_u64 s[38:39], 0
	s_mov_b32 s59, s35
	s_cselect_b32 s61, -1, 0
	v_cndmask_b32_e64 v4, 0, 1, s60
	s_branch .LBB0_74
.LBB0_72:
	v_clz_i32_u32_e32 v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v6, 32, v6
	v_lshlrev_b64 v[1:2], v6, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v1, 1, v1
	v_or_b32_e32 v1, v2, v1
	v_sub_nc_u32_e32 v2, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_ldexp_f32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s0, v1
.LBB0_73:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_le_f32 s58, s0
	s_cselect_b32 s59, s13, s59
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u64 s[6:7], 32
	s_cbranch_scc1 .LBB0_83
.LBB0_74:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s0, 1, v4
	s_lshr_b32 s1, 0x80000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s12
	s_or_b32 s13, s1, s59
	s_cbranch_vccnz .LBB0_79
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_80
	s_mov_b64 s[10:11], 0
	s_mov_b32 s1, 0
.LBB0_77:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v12, s1
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[34:35], s[10:11]
	ds_load_2addr_b32 v[6:7], v12 offset1:1
	ds_load_2addr_b32 v[8:9], v12 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v12 offset0:4 offset1:5
	ds_load_2addr_b32 v[12:13], v12 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_le_u32_e32 vcc_lo, s13, v6
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_le_u32_e32 vcc_lo, s13, v8
	v_cndmask_b32_e64 v8, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s13, v10
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v11
	v_add_co_u32 v1, s0, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v12
	v_add_co_u32 v1, s0, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v13
	v_add_co_u32 v1, s0, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB0_77
	s_mov_b64 s[0:1], s[34:35]
	s_mov_b32 s10, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s10
	s_cbranch_vccz .LBB0_72
	s_branch .LBB0_81
.LBB0_79:
	s_mov_b32 s0, 0
	s_branch .LBB0_73
.LBB0_80:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB0_72
.LBB0_81:
	s_lshl_b32 s10, s0, 2
	s_mov_b64 s[0:1], s[38:39]
.LBB0_82:
	v_mov_b32_e32 v6, s10
	s_add_i32 s10, s10, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v6, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v6
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB0_82
	s_branch .LBB0_72
.LBB0_83:
	s_clz_i32_u64 s0, s[8:9]
	s_mov_b32 s42, 0
	s_min_u32 s62, s0, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s0, 64, s62
	s_subb_u32 s1, 0, 0
	s_lshl_b64 s[40:41], -1, s0
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB0_96
	v_cmp_gt_u64_e64 s6, s[0:1], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s47, s1, 0
	s_cselect_b32 s46, s0, 1
	s_sub_u32 s63, 0, s40
	s_subb_u32 s64, 0, s41
	s_sub_u32 s48, 0, s34
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[40:41]
	s_branch .LBB0_87
.LBB0_85:
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
	v_readfirstlane_b32 s0, v1
.LBB0_86:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_le_f32 s58, s0
	s_cselect_b32 s45, s55, s45
	s_cselect_b32 s44, s54, s44
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_cmp_eq_u64 s[52:53], s[46:47]
	s_cbranch_scc1 .LBB0_96
.LBB0_87:
	v_cmp_ne_u32_e32 vcc_lo, 1, v3
	s_add_i32 s0, s52, s62
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[0:1], s[42:43], s0
	s_or_b64 s[54:55], s[0:1], s[44:45]
	s_cbranch_vccnz .LBB0_92
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_cbranch_vccnz .LBB0_93
	s_mov_b64 s[56:57], 0
	s_mov_b32 s65, 0
.LBB0_90:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s65
	s_add_u32 s68, s63, s56
	s_addc_u32 s69, s64, s57
	s_add_u32 s0, s68, -1
	s_addc_u32 s1, s69, -1
	ds_load_2addr_b32 v[6:7], v4 offset1:1
	ds_load_2addr_b32 v[8:9], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[12:13], v4 offset0:6 offset1:7
	v_cmp_ge_u64_e64 s66, s[0:1], s[54:55]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s0, s59, v6
	v_cmp_lt_u32_e32 vcc_lo, s59, v6
	v_cmp_eq_u32_e64 s6, s59, v7
	v_cmp_lt_u32_e64 s1, s59, v7
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s8, s59, v8
	s_and_b32 s0, s66, s0
	v_cmp_lt_u32_e64 s7, s59, v8
	s_or_b32 s0, vcc_lo, s0
	s_add_u32 s66, s68, -2
	s_addc_u32 s67, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s0
	v_cmp_ge_u64_e64 s0, s[66:67], s[54:55]
	v_cmp_eq_u32_e64 s10, s59, v9
	v_cmp_lt_u32_e64 s9, s59, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u32_e64 s12, s59, v10
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s0, s0, s6
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s0, s1, s0
	v_cmp_lt_u32_e64 s11, s59, v10
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -3
	s_addc_u32 s1, s69, -1
	v_cmp_eq_u32_e64 s14, s59, v11
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_lt_u32_e64 s13, s59, v11
	s_and_b32 s0, s0, s8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s16, s59, v12
	s_or_b32 s0, s7, s0
	v_cmp_lt_u32_e64 s15, s59, v12
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -4
	s_addc_u32 s1, s69, -1
	v_cmp_eq_u32_e64 s18, s59, v13
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_lt_u32_e64 s17, s59, v13
	s_and_b32 s0, s0, s10
	s_or_b32 s0, s9, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -5
	s_addc_u32 s1, s69, -1
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_and_b32 s0, s0, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s11, s0
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -6
	s_addc_u32 s1, s69, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_and_b32 s0, s0, s14
	s_or_b32 s0, s13, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -7
	s_addc_u32 s1, s69, -1
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_and_b32 s0, s0, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s15, s0
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -8
	s_addc_u32 s1, s69, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_and_b32 s0, s0, s18
	s_or_b32 s0, s17, s0
	s_add_u32 s56, s56, -8
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_addc_u32 s57, s57, -1
	s_add_i32 s65, s65, 32
	s_cmp_lg_u64 s[48:49], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB0_90
	s_mov_b64 s[0:1], s[34:35]
	s_mov_b32 s6, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB0_85
	s_branch .LBB0_94
.LBB0_92:
	s_mov_b32 s0, 0
	s_branch .LBB0_86
.LBB0_93:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB0_85
.LBB0_94:
	s_sub_u32 s6, s50, s0
	s_subb_u32 s7, s51, s1
	s_lshl_b32 s1, s0, 2
	s_mov_b64 s[8:9], s[38:39]
	.p2align	6
.LBB0_95:
	v_mov_b32_e32 v4, s1
	v_cmp_ge_u64_e64 s10, s[6:7], s[54:55]
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s59, v4
	v_cmp_lt_u32_e64 s0, s59, v4
	s_and_b32 s10, s10, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s0, s0, s10
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_addc_u32 s7, s7, -1
	s_add_i32 s1, s1, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB0_95
	s_branch .LBB0_85
.LBB0_96:
	s_not_b64 s[6:7], s[40:41]
	s_and_b32 s0, s59, 0x7fffffff
	s_not_b32 s1, s59
	s_cmp_lt_i32 s59, 0
	s_cselect_b32 s0, s0, s1
	s_sub_u32 s6, s6, s44
	s_subb_u32 s7, s7, s45
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s1, s7
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s6, s6, 1
	s_or_b32 s6, s7, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s6, s6
	v_ldexp_f32 v1, s6, s1
.LBB0_97:
	v_dual_mov_b32 v2, s0 :: v_dual_mov_b32 v3, 0x81c
	ds_store_2addr_b32 v3, v2, v1 offset1:1
.LBB0_98:
	s_or_b32 exec_lo, exec_lo, s19
	v_cvt_f32_ubyte0_e32 v6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_100
	global_load_b32 v3, v5, s[24:25]
	v_mov_b32_e32 v1, 0x81c
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v3, v1
	v_cmp_gt_f32_e64 s1, v3, v1
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s1
	v_cndmask_b32_e64 v2, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_mul_f32 v2, s33, v3
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	ds_store_b32 v5, v1
.LBB0_100:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB0_111
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[12:13], 0
	s_cbranch_scc1 .LBB0_106
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_and_b32 s10, s28, 7
	v_cmp_lt_u64_e64 s0, s[0:1], 7
	s_mov_b32 s11, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_107
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s12, s28, 0x1f8
	s_mov_b32 s13, s11
	s_mov_b64 s[14:15], 0
	s_mov_b32 s17, s11
.LBB0_104:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s17
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[7:8], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s0, v2, v1
	v_cmp_u_f32_e64 s6, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s7, v7, v7
	v_cmp_u_f32_e64 s8, v8, v8
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s9, v9, v9
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s0, v3, v1
	s_and_b32 s1, vcc_lo, s6
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s0, v7, v1
	s_and_b32 s1, vcc_lo, s7
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s0, v8, v1
	s_and_b32 s1, vcc_lo, s8
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s0, v9, v1
	s_and_b32 s1, vcc_lo, s9
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v10, v1
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v11, v1
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v12, v1
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s14, s14, 8
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	s_addc_u32 s15, s15, 0
	s_add_i32 s17, s17, 32
	s_cmp_lg_u64 s[12:13], s[14:15]
	s_cbranch_scc1 .LBB0_104
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_108
	s_branch .LBB0_110
.LBB0_106:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB0_110
.LBB0_107:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB0_110
.LBB0_108:
	s_lshl_b32 s6, s12, 2
.LBB0_109:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s6
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s6, s6, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s0, v2, v2
	v_cmp_gt_f32_e64 s1, v2, v1
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s10, s10, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s11, s11, -1
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc1 .LBB0_109
.LBB0_110:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2084
.LBB0_111:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_113
	global_load_b32 v3, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v1, 0 :: v_dual_mul_f32 v2, s33, v3
	ds_load_b32 v1, v1 offset:2084
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v4, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v1, 0xc2d00000, v4, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v7, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, 0xcb400000, v7
	v_mul_f32_e32 v8, 0xbf317200, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v9, 0x35bfbe8e, v2 :: v_dual_add_f32 v8, v1, v8
	v_sub_f32_e32 v1, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v1, v1
	v_mul_f32_e32 v10, 0x3331bb4c, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	v_mul_f32_e32 v10, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x388ab355, v10
	v_mul_f32_e32 v10, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xbb360b61, v10
	v_mul_f32_e32 v10, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	v_mul_f32_e32 v2, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v1, v2
	v_mul_f32_e32 v10, v1, v2
	v_sub_f32_e32 v11, 2.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v1, null, v11, v11, v10
	v_rcp_f32_e32 v12, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, -v1, v12, 1.0
	v_fmac_f32_e32 v12, v2, v12
	v_div_scale_f32 v13, vcc_lo, v10, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v2, -v1, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v14, v2, v12
	v_mov_b32_e32 v2, 0x81c
	v_fma_f32 v13, -v1, v14, v13
	ds_load_2addr_b32 v[1:2], v2 offset1:1
	v_div_fmas_f32 v12, v13, v12, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v7
	v_sub_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v10, 1, v11
	v_sub_f32_e32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v3, v1
	v_cmp_ge_f32_e64 s0, v2, v6
	v_sub_nc_u32_e32 v7, v7, v10
	v_cmp_gt_f32_e64 s1, v3, v1
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v9, v10, 23, 0xff800000
	s_and_b32 s0, vcc_lo, s0
	v_lshl_add_u32 v2, v7, 23, 0x7f800000
	v_cndmask_b32_e64 v1, 0, 1.0, s1
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	v_mul_f32_e32 v3, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v7, v1
	v_dual_mul_f32 v2, v3, v2 :: v_dual_cndmask_b32 v1, v1, v7
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v2, vcc_lo
	ds_store_b32 v5, v1
.LBB0_113:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s4
	s_cbranch_execz .LBB0_123
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[6:7], 0
	s_cbranch_scc1 .LBB0_122
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[0:1], 7
	s_and_b32 s0, s28, 7
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_cbranch_vccnz .LBB0_119
	v_mov_b32_e32 v2, 0
	s_and_b32 s6, s28, 0x1f8
	s_mov_b32 s7, s1
	s_mov_b64 s[8:9], 0
	s_mov_b32 s11, s1
	.p2align	6
.LBB0_117:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s11
	s_add_u32 s8, s8, 8
	s_addc_u32 s9, s9, 0
	s_add_i32 s11, s11, 32
	s_cmp_lg_u64 s[6:7], s[8:9]
	ds_load_2addr_b32 v[3:4], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v12
	s_cbranch_scc1 .LBB0_117
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB0_120
	s_branch .LBB0_122
.LBB0_119:
	v_mov_b32_e32 v2, 0
	s_cbranch_execz .LBB0_122
.LBB0_120:
	s_lshl_b32 s6, s6, 2
.LBB0_121:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s6
	s_add_i32 s6, s6, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_cbranch_scc1 .LBB0_121
.LBB0_122:
	ds_store_b32 v1, v2 offset:2088
.LBB0_123:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB0_125
	global_load_b32 v7, v5, s[24:25]
	v_mov_b32_e32 v1, 0x824
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s33, v7
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
	v_add_f32_e32 v8, 0xcb400000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0xbf317200, v8
	v_dual_add_f32 v3, v3, v9 :: v_dual_mul_f32 v8, 0x35bfbe8e, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v3, v8
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
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v4
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v3, v3, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v4, v4, v9
	v_lshl_add_u32 v8, v9, 23, 0xff800000
	v_add_f32_e32 v3, 1.0, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v4, v4, 23, 0x7f800000
	v_mul_f32_e32 v3, v3, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v3, v4
	v_cndmask_b32_e32 v1, 0x7fc00000, v3, vcc_lo
	v_mov_b32_e32 v3, 0x81c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v8, null, v2, v2, v1
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	v_div_scale_f32 v11, vcc_lo, v1, v2, v1
	v_rcp_f32_e32 v9, v8
	v_fma_f32 v10, -v8, v9, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v9, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v4, v6
	v_cmp_eq_f32_e64 s1, v7, v3
	v_cmp_gt_f32_e64 s6, v7, v3
	v_mul_f32_e32 v10, v11, v9
	s_and_b32 s0, s1, s0
	v_cndmask_b32_e64 v3, 0, 1.0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v12, -v8, v10, v11
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	v_fmac_f32_e32 v10, v12, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v4, -v8, v10, v11
	v_div_fmas_f32 v4, v4, v9, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v7, v3
	v_div_fixup_f32 v1, v4, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v2, v3, v7 :: v_dual_add_f32 v3, 0, v1
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v2, -1.0, v3 :: v_dual_cndmask_b32 v1, 0, v1
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v2, v4, v3, vcc_lo
	ds_store_2addr_stride64_b32 v5, v2, v1 offset1:4
.LBB0_125:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB0_160
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[6:7], 0
	s_cselect_b32 s10, -1, 0
	s_cmp_eq_u64 s[28:29], 0
	s_cbranch_scc1 .LBB0_131
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[0:1], 7
	s_and_b32 s0, s28, 7
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_cbranch_vccnz .LBB0_132
	v_mov_b32_e32 v1, 0
	s_and_b32 s6, s28, 0x1f8
	s_mov_b32 s7, s1
	s_mov_b64 s[8:9], 0
	s_movk_i32 s11, 0x400
	.p2align	6
.LBB0_129:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s11
	s_add_u32 s8, s8, 8
	s_addc_u32 s9, s9, 0
	s_add_i32 s11, s11, 32
	s_cmp_lg_u64 s[6:7], s[8:9]
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[7:8], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v12
	s_cbranch_scc1 .LBB0_129
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB0_133
	s_branch .LBB0_135
.LBB0_131:
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_135
.LBB0_132:
	v_mov_b32_e32 v1, 0
	s_cbranch_execz .LBB0_135
.LBB0_133:
	s_lshl2_add_u32 s6, s6, 0x400
.LBB0_134:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s6
	s_add_i32 s6, s6, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB0_134
.LBB0_135:
	s_cmp_ge_f32 s26, 1.0
	s_mov_b32 s17, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s27, 0
	v_cndmask_b32_e64 v2, 0, 1.0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 1.0, 0, s0
	v_cmp_gt_f32_e32 vcc_lo, v3, v2
	v_dual_cndmask_b32 v2, v2, v3 :: v_dual_mov_b32 v3, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_f32_e32 vcc_lo, 0, v2
	v_mov_b32_e32 v2, 0xff800000
	v_cndmask_b32_e32 v7, 0x7f800000, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0, v7
	v_cmp_nge_f32_e64 s0, v1, v7
	v_mov_b32_e32 v1, 0x7f800000
	s_or_b32 s0, vcc_lo, s0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_159
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s18, s28, 7
	v_cmp_gt_u64_e64 s26, s[6:7], 6
	s_mov_b32 s19, s17
	s_and_b32 s16, s28, 0x1f8
	v_mov_b32_e32 v8, 0
	v_cndmask_b32_e64 v9, 0, 1, s10
	s_cmp_lg_u64 s[18:19], 0
	v_cndmask_b32_e64 v1, 0, 1, s26
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s50, -1, 0
	s_branch .LBB0_138
.LBB0_137:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v7
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], 32
	v_cndmask_b32_e32 v8, v8, v2, vcc_lo
	s_cbranch_scc1 .LBB0_146
.LBB0_138:
	s_lshr_b32 s0, 0x80000000, s8
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v2, s0, v8
	v_cmp_ne_u32_e64 s0, 1, v1
	s_and_not1_b32 vcc_lo, exec_lo, s10
	s_cbranch_vccnz .LBB0_137
	v_mov_b32_e32 v3, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_143
	s_mov_b64 s[0:1], 0
	s_mov_b32 s11, 0
.LBB0_141:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s12, s11, 0x400
	v_mov_b32_e32 v4, s11
	v_mov_b32_e32 v12, s12
	s_add_i32 s12, s11, 0x408
	s_add_i32 s13, s11, 0x418
	v_mov_b32_e32 v16, s12
	ds_load_2addr_b32 v[10:11], v4 offset1:1
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	s_add_i32 s12, s11, 0x410
	ds_load_2addr_b32 v[14:15], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[16:17], v16 offset1:1
	v_mov_b32_e32 v22, s12
	v_mov_b32_e32 v24, s13
	ds_load_2addr_b32 v[18:19], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[20:21], v4 offset0:6 offset1:7
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	ds_load_2addr_b32 v[24:25], v24 offset1:1
	s_add_u32 s0, s0, 8
	s_addc_u32 s1, s1, 0
	s_add_i32 s11, s11, 32
	s_cmp_lg_u64 s[16:17], s[0:1]
	s_waitcnt lgkmcnt(7)
	v_cmp_ge_u32_e32 vcc_lo, v10, v2
	s_waitcnt lgkmcnt(6)
	v_cndmask_b32_e32 v4, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v4 :: v_dual_cndmask_b32 v10, 0, v13
	s_waitcnt lgkmcnt(5)
	v_cmp_ge_u32_e32 vcc_lo, v14, v2
	s_waitcnt lgkmcnt(4)
	v_dual_add_f32 v3, v3, v10 :: v_dual_cndmask_b32 v4, 0, v16
	v_cmp_ge_u32_e32 vcc_lo, v15, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v4 :: v_dual_cndmask_b32 v10, 0, v17
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u32_e32 vcc_lo, v18, v2
	v_add_f32_e32 v3, v3, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v4, 0, v22, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v19, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v4 :: v_dual_cndmask_b32 v10, 0, v23
	v_cmp_ge_u32_e32 vcc_lo, v20, v2
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v3, v3, v10 :: v_dual_cndmask_b32 v4, 0, v24
	v_cmp_ge_u32_e32 vcc_lo, v21, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, v3, v4 :: v_dual_cndmask_b32 v10, 0, v25
	v_add_f32_e32 v3, v3, v10
	s_cbranch_scc1 .LBB0_141
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b32 s11, s50
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccz .LBB0_137
	s_branch .LBB0_144
.LBB0_143:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB0_137
.LBB0_144:
	s_lshl_b32 s11, s0, 2
	s_mov_b64 s[0:1], s[18:19]
.LBB0_145:
	v_mov_b32_e32 v4, s11
	s_add_i32 s11, s11, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[0:1], 0
	ds_load_2addr_stride64_b32 v[10:11], v4 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v10, v2
	v_cndmask_b32_e32 v4, 0, v11, vcc_lo
	v_add_f32_e32 v3, v3, v4
	s_cbranch_scc1 .LBB0_145
	s_branch .LBB0_137
.LBB0_146:
	s_clz_i32_u64 s0, s[6:7]
	s_mov_b32 s38, 0
	s_min_u32 s51, s0, 64
	s_mov_b64 s[40:41], 0
	s_sub_u32 s0, 64, s51
	s_subb_u32 s1, 0, 0
	s_lshl_b64 s[34:35], -1, s0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB0_157
	v_cmp_gt_u64_e64 s6, s[0:1], 1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_brev_b32 s39, 1
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s43, s1, 0
	s_cselect_b32 s42, s0, 1
	s_sub_u32 s52, 0, s34
	s_subb_u32 s53, 0, s35
	s_sub_u32 s44, 0, s16
	s_subb_u32 s45, 0, 0
	s_not_b64 s[46:47], s[34:35]
	s_branch .LBB0_149
.LBB0_148:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v10, v7
	s_add_u32 s40, s40, 1
	s_addc_u32 s41, s41, 0
	s_cmp_eq_u64 s[40:41], s[42:43]
	v_dual_cndmask_b32 v2, v2, v4 :: v_dual_cndmask_b32 v1, v1, v3
	s_cbranch_scc1 .LBB0_158
.LBB0_149:
	s_add_i32 s0, s40, s51
	v_cmp_ne_u32_e32 vcc_lo, 1, v9
	s_lshr_b64 s[0:1], s[38:39], s0
	v_mov_b32_e32 v10, 0
	v_or_b32_e32 v3, s0, v1
	v_or_b32_e32 v4, s1, v2
	s_cbranch_vccnz .LBB0_148
	s_and_not1_b32 vcc_lo, exec_lo, s26
	s_cbranch_vccnz .LBB0_154
	s_mov_b64 s[48:49], 0
	s_mov_b32 s54, 0
.LBB0_152:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s54
	s_add_i32 s0, s54, 0x400
	s_add_u32 s55, s52, s48
	s_addc_u32 s56, s53, s49
	v_mov_b32_e32 v19, s0
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	s_add_u32 s0, s55, -1
	s_addc_u32 s1, s56, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_ge_u64_e32 vcc_lo, s[0:1], v[3:4]
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s1, v11, v8
	v_cmp_gt_u32_e64 s0, v11, v8
	v_cmp_eq_u32_e64 s7, v12, v8
	v_cmp_gt_u32_e64 s6, v12, v8
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s9, v13, v8
	s_and_b32 s1, vcc_lo, s1
	v_cmp_gt_u32_e64 s8, v13, v8
	s_or_b32 vcc_lo, s0, s1
	s_add_u32 s0, s55, -2
	s_addc_u32 s1, s56, -1
	s_add_i32 s57, s54, 0x408
	v_cmp_ge_u64_e64 s0, s[0:1], v[3:4]
	v_cmp_eq_u32_e64 s11, v14, v8
	v_cmp_gt_u32_e64 s10, v14, v8
	v_mov_b32_e32 v11, s57
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s13, v15, v8
	v_cmp_gt_u32_e64 s12, v15, v8
	s_and_b32 s0, s0, s7
	v_cmp_gt_u32_e64 s14, v16, v8
	s_or_b32 s0, s6, s0
	s_add_u32 s6, s55, -3
	s_addc_u32 s7, s56, -1
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	v_cmp_ge_u64_e64 s1, s[6:7], v[3:4]
	v_cmp_eq_u32_e64 s6, v16, v8
	s_and_b32 s1, s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s8, s1
	s_add_u32 s8, s55, -4
	s_addc_u32 s9, s56, -1
	s_add_i32 s57, s54, 0x410
	v_cmp_ge_u64_e64 s7, s[8:9], v[3:4]
	v_mov_b32_e32 v13, s57
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	s_and_b32 s7, s7, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s7, s10, s7
	s_add_u32 s8, s55, -5
	s_addc_u32 s9, s56, -1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s10, v17, v8
	v_cmp_ge_u64_e64 s8, s[8:9], v[3:4]
	v_cmp_gt_u32_e64 s9, v17, v8
	s_and_b32 s8, s8, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s8, s12, s8
	s_add_u32 s12, s55, -6
	s_addc_u32 s13, s56, -1
	s_add_i32 s11, s54, 0x418
	v_cmp_ge_u64_e64 s12, s[12:13], v[3:4]
	v_mov_b32_e32 v15, s11
	v_cmp_eq_u32_e64 s11, v18, v8
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v17, 0, v19, vcc_lo
	v_cndmask_b32_e64 v19, 0, v20, s0
	s_and_b32 s0, s12, s6
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v11, 0, v11, s1
	s_or_b32 vcc_lo, s14, s0
	v_add_f32_e32 v10, v10, v17
	s_add_u32 s0, s55, -7
	s_addc_u32 s1, s56, -1
	v_cndmask_b32_e64 v12, 0, v12, s7
	v_cmp_ge_u64_e64 s0, s[0:1], v[3:4]
	v_add_f32_e32 v10, v10, v19
	s_and_b32 s0, s0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v11
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v11, 0, v13, s8
	v_cndmask_b32_e32 v13, 0, v14, vcc_lo
	s_or_b32 vcc_lo, s9, s0
	s_add_u32 s0, s55, -8
	s_addc_u32 s1, s56, -1
	v_add_f32_e32 v10, v10, v12
	v_cmp_ge_u64_e64 s0, s[0:1], v[3:4]
	v_cmp_gt_u32_e64 s1, v18, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v10, v10, v11
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v11, 0, v15, vcc_lo
	s_and_b32 s0, s0, s11
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s48, s48, -8
	v_cndmask_b32_e32 v12, 0, v16, vcc_lo
	v_add_f32_e32 v10, v10, v13
	s_addc_u32 s49, s49, -1
	s_add_i32 s54, s54, 32
	s_cmp_lg_u64 s[44:45], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v11
	v_add_f32_e32 v10, v10, v12
	s_cbranch_scc1 .LBB0_152
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b32 s6, s50
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB0_148
	s_branch .LBB0_155
.LBB0_154:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB0_148
.LBB0_155:
	s_sub_u32 s6, s46, s0
	s_subb_u32 s7, s47, s1
	s_lshl_b32 s10, s0, 2
	s_mov_b64 s[8:9], s[18:19]
	.p2align	6
.LBB0_156:
	v_mov_b32_e32 v11, s10
	v_cmp_ge_u64_e32 vcc_lo, s[6:7], v[3:4]
	ds_load_2addr_stride64_b32 v[11:12], v11 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s0, v11, v8
	v_cmp_gt_u32_e64 s1, v11, v8
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e32 v11, 0, v12, vcc_lo
	s_addc_u32 s7, s7, -1
	s_add_i32 s10, s10, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_add_f32_e32 v10, v10, v11
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB0_156
	s_branch .LBB0_148
.LBB0_157:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
.LBB0_158:
	s_not_b64 s[0:1], s[34:35]
	v_not_b32_e32 v4, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v1, vcc_lo, s0, v1
	v_sub_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v3, v2
	v_min_u32_e32 v3, 32, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[1:2], v3, v[1:2]
	v_sub_nc_u32_e32 v3, 32, v3
	v_min_u32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v8
	v_cvt_f32_u32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v2, v4, v2, vcc_lo
	v_ldexp_f32 v1, v1, v3
.LBB0_159:
	v_add_nc_u32_e64 v3, 0x800, 0
	ds_store_2addr_b32 v3, v1, v2 offset0:2 offset1:11
.LBB0_160:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s5
	s_cbranch_execz .LBB0_162
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_xor_b64 s[0:1], s[36:37], s[30:31]
	s_mul_i32 s0, s36, 0xcd9e8d57
	s_add_i32 s5, s31, 0x76cf5d0a
	v_mov_b32_e32 v15, 0x824
	s_mov_b32 s8, 0x96cb03de
	s_mov_b32 s9, 0x3fc74664
	v_xor_b32_e32 v1, s1, v1
	s_add_i32 s1, s30, 0x9e3779b9
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s11, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s12, 0x1d8e78af
	s_mov_b32 s14, 0x94229359
	s_mov_b32 s13, 0x3fcc71c5
	s_mov_b32 s15, 0x3fd24924
	s_mov_b32 s16, 0x9997fa04
	s_mov_b32 s18, 0x55555593
	v_xor3_b32 v2, s0, s1, v2
	s_mul_hi_u32 s0, s36, 0xcd9e8d57
	s_add_i32 s1, s31, 0xbb67ae85
	s_xor_b32 s0, s30, s0
	s_mov_b32 s17, 0x3fd99999
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_xor_b32 s0, s2, s0
	s_mov_b32 s19, 0x3fe55555
	s_mul_hi_u32 s6, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor3_b32 v0, s1, s6, v0
	s_add_i32 s1, s30, 0xdaa66d2b
	v_xor3_b32 v7, s0, s5, v3
	s_add_i32 s0, s30, 0x3c6ef372
	s_mov_b32 s6, 0xdf3e5244
	v_mad_u64_u32 v[3:4], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s7, 0x3fc2f112
	v_xor3_b32 v0, s0, v4, v1
	s_add_i32 s0, s31, 0x32370b8f
	v_xor3_b32 v3, s1, v8, v3
	s_add_i32 s1, s31, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s0, v1, v2
	s_add_i32 s0, s30, 0x78dde6e4
	v_xor3_b32 v2, s1, v4, v0
	global_load_b32 v4, v5, s[24:25]
	s_add_i32 s1, s30, 0x1715609d
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s24, 0x35793c76
	s_mov_b32 s25, 0x3dea39ef
	v_xor3_b32 v1, s0, v1, v7
	s_add_i32 s0, s31, 0xa9066899
	v_xor3_b32 v2, s1, v9, v0
	s_add_i32 s1, s31, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s0, v1, v3
	s_add_i32 s0, s30, 0xb54cda56
	v_xor3_b32 v2, s1, v10, v0
	s_add_i32 s1, s30, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s0, v1, v8
	s_add_i32 s0, s31, 0x1fd5c5a3
	v_xor3_b32 v2, s1, v2, v0
	s_add_i32 s1, s31, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s0, v1, v9
	s_add_i32 s0, s30, 0x8ff34781
	v_xor3_b32 v0, s1, v2, v0
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	v_xor3_b32 v0, v1, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[0:1], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], 0xffffffe0
	v_ldexp_f64 v[2:3], v[0:1], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v1, v3, s0
	v_cndmask_b32_e64 v2, v0, v2, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s1, 0x95f62, v3
	v_add_co_ci_u32_e64 v8, null, 0, 0, s1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v23, s33, v4
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v23, v15
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v15
	v_cndmask_b32_e32 v17, 0xc2d00000, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v17
	v_cndmask_b32_e32 v19, 0x42b20000, v17, vcc_lo
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0x4b400000, v20
	v_add_f32_e32 v20, 0xcb400000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v22, 0xbf317200, v20
	v_and_b32_e32 v3, 0xfffff, v7
	v_mul_f32_e32 v24, 0x35bfbe8e, v20
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	v_add_f32_e32 v22, v19, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v19, v22, v24
	v_mul_f32_e32 v20, v19, v19
	v_add_nc_u32_e32 v3, 0x3fe6a09e, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v25, 0x3331bb4c, v20
	v_add_f64 v[2:3], v[2:3], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[2:3], 2.0
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[13:14], v[11:12]
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_add_f32_e32 v17, 0xb5ddea0e, v25
	v_mul_f32_e32 v17, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x388ab355, v17
	v_mul_f32_e32 v17, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xbb360b61, v17
	v_mul_f32_e32 v17, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x3e2aaaab, v17
	v_mul_f32_e32 v20, v20, v25
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v20, v19, v20
	v_mul_f32_e32 v25, v19, v20
	v_sub_f32_e32 v26, 2.0, v20
	v_div_scale_f64 v[19:20], s1, v[2:3], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v27, null, v26, v26, v25
	v_div_scale_f32 v30, vcc_lo, v25, v26, v25
	v_rcp_f32_e32 v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v27, v28, 1.0
	v_fmac_f32_e32 v28, v29, v28
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v30, v28
	v_fma_f32 v18, -v27, v17, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v18, v28
	v_fma_f32 v18, -v27, v17, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v18, v28, v17
	v_cmp_o_f32_e32 vcc_lo, v15, v15
	v_div_fixup_f32 v17, v17, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v24, v17
	v_dual_sub_f32 v22, v22, v24 :: v_dual_add_nc_u32 v25, 0xb4c00100, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v25, 1, v25
	v_mul_f64 v[17:18], v[19:20], v[13:14]
	v_add_f32_e32 v22, 1.0, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v21, v21, v25
	v_lshl_add_u32 v24, v25, 23, 0xff800000
	v_mov_b32_e32 v25, 0xfffffbcb
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v22, v24
	v_mul_f32_e32 v21, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, 0x7fc00000, v21, vcc_lo
	v_div_scale_f32 v21, null, v16, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v22, v21
	v_fma_f64 v[11:12], -v[11:12], v[17:18], v[19:20]
	v_div_scale_f32 v20, vcc_lo, v15, v16, v15
	v_fma_f32 v19, -v21, v22, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v19, v22
	v_mul_f32_e32 v19, v20, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v21, v19, v20
	v_fmac_f32_e32 v19, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v20, -v21, v19, v20
	v_cndmask_b32_e64 v21, 0xfffffc01, v25, s0
	v_cmp_neq_f64_e64 s0, 0, v[0:1]
	v_div_fmas_f32 v24, v20, v22, v19
	s_mov_b32 vcc_lo, s1
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[17:18]
	v_add_co_u32 v26, vcc_lo, v7, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_mul_f64 v[21:22], v[2:3], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[0:1]
	v_cvt_f64_i32_e32 v[7:8], v7
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[7:8], v[7:8], 32
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_mul_f64 v[19:20], v[13:14], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[8:9]
	v_add_f64 v[19:20], v[19:20], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_mul_f64 v[19:20], v[13:14], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[14:15]
	v_add_f64 v[19:20], v[19:20], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_mul_f64 v[13:14], v[13:14], v[19:20]
	v_mul_f64 v[19:20], v[2:3], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], s[18:19]
	v_mul_f64 v[11:12], v[11:12], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[13:14], v[11:12]
	v_add_f64 v[7:8], v[7:8], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[19:20], v[11:12]
	v_mul_f64 v[13:14], v[7:8], s[24:25]
	v_mul_f64 v[7:8], v[7:8], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	v_add_f64 v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], -v[19:20]
	v_add_f64 v[2:3], v[2:3], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[7:8], v[2:3]
	v_xor_b32_e32 v3, 0x80000000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v3, 0xfff00000, v3, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v0, 0, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0x7ff00000, v3, s0
	v_ldexp_f64 v[2:3], v[0:1], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v1, v3, s0
	v_cndmask_b32_e64 v2, v0, v2, s0
	v_cndmask_b32_e64 v21, 0xfffffc01, v25, s0
	v_cmp_neq_f64_e64 s0, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s1, 0x95f62, v3
	v_add_co_ci_u32_e64 v8, null, 0, 0, s1
	v_cmp_le_f64_e64 s1, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v3, 0xfffff, v7
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x3fe6a09e, v3
	v_add_f64 v[2:3], v[2:3], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[2:3], 2.0
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[2:3]
	v_div_scale_f64 v[19:20], vcc_lo, v[2:3], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[13:14], v[11:12]
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_mul_f64 v[17:18], v[19:20], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], -v[11:12], v[17:18], v[19:20]
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[17:18]
	v_add_co_u32 v25, vcc_lo, v7, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_mul_f64 v[21:22], v[2:3], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[0:1]
	v_mov_b32_e32 v0, 0x81c
	v_cvt_f64_i32_e32 v[7:8], v7
	ds_load_2addr_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v4, v0
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[2:3]
	v_ldexp_f64 v[7:8], v[7:8], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_mul_f64 v[19:20], v[13:14], s[10:11]
	v_add_f64 v[17:18], v[17:18], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[12:13]
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[13:14], v[19:20]
	v_add_f64 v[17:18], v[17:18], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[16:17]
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[13:14], v[19:20]
	v_mul_f64 v[19:20], v[2:3], v[21:22]
	v_add_f64 v[17:18], v[17:18], s[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[11:12], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v25
	v_add_f64 v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[7:8], v[17:18]
	v_add_f64 v[11:12], v[19:20], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[7:8], s[24:25]
	v_mul_f64 v[7:8], v[7:8], s[30:31]
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[13:14], v[9:10]
	v_add_f64 v[9:10], v[9:10], -v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], v[9:10]
	v_add_f64 v[2:3], v[7:8], v[2:3]
	v_add_nc_u32_e64 v7, 0x800, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v3, 0x7ff00000, v3, vcc_lo
	v_cndmask_b32_e64 v3, 0xfff00000, v3, s0
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, s0, s1
	v_cmp_gt_f32_e64 s0, v4, v0
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_cmp_ge_f32_e32 vcc_lo, v1, v6
	v_cndmask_b32_e64 v3, 0x7ff80000, v3, s1
	ds_load_2addr_b32 v[0:1], v7 offset0:2 offset1:11
	v_cndmask_b32_e64 v4, 0, 1.0, s0
	v_div_fixup_f32 v7, v24, v16, v15
	s_and_b32 s0, s5, vcc_lo
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_cndmask_b32_e64 v3, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v3, v4
	v_cndmask_b32_e32 v3, v4, v3, vcc_lo
	v_add_f32_e32 v4, 0, v7
	v_cmp_neq_f32_e32 vcc_lo, 0, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v0, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, -1.0, v4, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v4, v1
	v_cmp_gt_f32_e64 s1, v4, v1
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v0, 0, 1.0, s1
	v_cndmask_b32_e64 v1, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v1, v0
	v_dual_cndmask_b32 v0, v0, v1 :: v_dual_sub_f32 v1, v23, v2
	v_mul_f32_e32 v0, v3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	v_cndmask_b32_e32 v0, 0xff800000, v1, vcc_lo
	ds_store_b32 v5, v0
.LBB0_162:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB0_174
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_168
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s0, s[0:1], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_169
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s16, s28, 0x1f8
	s_mov_b32 s17, s13
	s_mov_b64 s[0:1], 0
	s_mov_b32 s25, s13
.LBB0_166:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s25
	s_mov_b64 s[18:19], s[0:1]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s0, v1, v0
	v_cmp_u_f32_e64 s5, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s6, v3, v3
	v_cmp_u_f32_e64 s7, v4, v4
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s8, v5, v5
	s_or_b32 vcc_lo, s0, s1
	v_cmp_u_f32_e64 s9, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s1, s18, s14
	s_cselect_b32 s14, s19, s15
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s10, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v2, v0
	v_cmp_u_f32_e64 s11, v8, v8
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s5
	s_add_u32 s0, s18, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s5, s19, 0
	s_and_b32 s15, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s5, s14
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v3, v0
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s14, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v4, v0
	s_and_b32 s6, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v5, v0
	s_and_b32 s6, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v6, v0
	s_and_b32 s6, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v7, v0
	s_and_b32 s6, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v8, v0
	s_and_b32 s6, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 7
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s15, s6, s5
	s_cselect_b32 s14, s0, s1
	s_add_i32 s25, s25, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s0, s18, 8
	s_addc_u32 s1, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[0:1], s[16:17]
	s_cbranch_scc1 .LBB0_166
	s_add_u32 s6, s18, 8
	s_addc_u32 s7, s19, 0
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_170
	s_branch .LBB0_172
.LBB0_168:
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_173
.LBB0_169:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB0_172
.LBB0_170:
	s_lshl_b32 s5, s6, 2
	.p2align	6
.LBB0_171:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s15, s7, s15
	s_cselect_b32 s14, s6, s14
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s5, s5, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB0_171
.LBB0_172:
	s_clz_i32_u32 s0, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s5, s0, 32
	s_lshl_b64 s[0:1], s[14:15], s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s5
	s_cvt_f32_u32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s0, s1
.LBB0_173:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:2060
.LBB0_174:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB0_176
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x80c
	v_mov_b32_e32 v4, 0x814
	s_lshl_b64 s[0:1], s[2:3], 3
	ds_load_b64 v[0:1], v6 offset:2048
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_add_u32 s0, s22, s0
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_addc_u32 s1, s23, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s20, s2
	s_addc_u32 s3, s21, s3
	s_cmp_eq_u32 s27, 0
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0x41000000, v5
	s_cselect_b32 vcc_lo, -1, 0
	v_add_f32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, v1, v0 :: v_dual_cndmask_b32 v0, v4, v2
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s6, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	s_and_b32 s4, s6, 0x7fffffff
	s_ashr_i32 s6, s6, 31
	s_mul_f32 s5, s4, 0x2f800000
	s_mov_b32 s7, s6
	s_floor_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s4, s5, 0xcf800000
	s_cvt_u32_f32 s5, s5
	s_cvt_u32_f32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_sub_u32 s4, s4, s6
	s_subb_u32 s5, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	global_store_b64 v6, v[0:1], s[0:1]
	global_load_b32 v0, v6, s[2:3]
	v_cvt_u32_f32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB0_176:
	s_endpgm
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
		.amdhsa_next_free_vgpr 31
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

	.set tessera_gumbel_w256.num_vgpr, 31
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
	s_cbranch_vccnz .LBB1_176
	s_load_b128 s[36:39], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	v_lshlrev_b32_e32 v5, 2, v0
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s28, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[4:5], 2
	v_cmp_gt_u64_e64 s5, s[28:29], v[0:1]
	s_add_u32 s24, s24, s6
	s_addc_u32 s25, s25, s7
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB1_3
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v5, v1
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
	v_mov_b32_e32 v4, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
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
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
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
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v1
	v_cndmask_b32_e64 v1, 0, 1.0, vcc_lo
	ds_store_b32 v5, v1
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
	v_mov_b32_e32 v4, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
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
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
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
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v1
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
	v_mov_b32_e32 v4, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
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
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
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
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v1
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
	s_and_b32 s26, s28, 0x7f8
	s_mov_b32 s27, s17
	s_mov_b64 s[6:7], 0
	s_mov_b32 s33, s17
.LBB1_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s33
	s_mov_b64 s[34:35], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
	s_or_b32 vcc_lo, s6, s7
	v_cmp_u_f32_e64 s12, v9, v9
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_and_b32 s6, vcc_lo, exec_lo
	s_cselect_b32 s7, s34, s18
	s_cselect_b32 s18, s35, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s13, v10, v10
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	v_cmp_u_f32_e64 s14, v11, v11
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s8
	s_add_u32 s6, s34, 1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_addc_u32 s8, s35, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s8, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 2
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s9, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 3
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s9, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 4
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s9, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 5
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v10, v1
	s_and_b32 s9, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v11, v1
	s_and_b32 s9, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s34, 7
	s_addc_u32 s9, s35, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s8
	s_cselect_b32 s18, s6, s7
	s_add_i32 s33, s33, 32
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_add_u32 s6, s34, 8
	s_addc_u32 s7, s35, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[26:27]
	s_cbranch_scc1 .LBB1_46
	s_add_u32 s8, s34, 8
	s_addc_u32 s9, s35, 0
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
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s33, v1
	v_cmp_class_f32_e64 s7, v1, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s8, v2, 0x204
	s_and_b32 s7, s8, s7
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	ds_store_b32 v5, v1
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
	v_mov_b32_e32 v4, s19
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[8:9], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[10:11], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s6, v2, v1
	v_cmp_u_f32_e64 s8, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s9, v6, v6
	v_cmp_u_f32_e64 s10, v7, v7
	s_and_b32 s7, vcc_lo, s7
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s11, v8, v8
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
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s7, vcc_lo, s9
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s7, vcc_lo, s10
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s7, vcc_lo, s11
	s_or_b32 vcc_lo, s6, s7
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
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
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_69
	global_load_b32 v1, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v1, 0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v2, v1
	v_or_b32_e32 v3, 0x80000000, v1
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, v3, v2 :: v_dual_mov_b32 v2, 1.0
	ds_store_2addr_stride64_b32 v5, v1, v2 offset1:16
.LBB1_69:
	s_or_b32 exec_lo, exec_lo, s6
	s_load_b64 s[26:27], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s4
	s_cbranch_execz .LBB1_98
	s_load_b64 s[0:1], s[0:1], 0x40
	s_clz_i32_u32 s9, s29
	s_mov_b32 s35, 0
	s_waitcnt lgkmcnt(0)
	s_clz_i32_u32 s6, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s6, 32
	s_lshl_b64 s[6:7], s[0:1], s8
	s_sub_i32 s8, 32, s8
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	s_cmp_eq_u64 s[0:1], 0
	s_cvt_f32_u32 s6, s6
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s27, 0
	v_cndmask_b32_e64 v1, 0, 1.0, s0
	s_cselect_b32 s0, -1, 0
	s_min_u32 s7, s9, 32
	v_cndmask_b32_e64 v2, 1.0, 0, s0
	s_lshl_b64 s[0:1], s[28:29], s7
	v_ldexp_f32 v3, s6, s8
	s_min_u32 s0, s0, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s7
	s_cvt_f32_u32 s0, s0
	s_mov_b64 s[6:7], 0
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v2, s0, s1
	v_cmp_eq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0x7f800000, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0, v1
	v_cmp_nle_f32_e64 s0, v1, v2
	v_readfirstlane_b32 s58, v1
	v_mov_b32_e32 v1, 0x7f800000
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_mov_b32 s0, 0xff800000
	s_cbranch_vccnz .LBB1_97
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s39, s35
	s_cselect_b32 s12, -1, 0
	s_add_u32 s8, s28, -1
	s_addc_u32 s9, s29, -1
	s_and_b32 s38, s28, 7
	v_cmp_gt_u64_e64 s60, s[8:9], 6
	s_and_b32 s34, s28, 0x7f8
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_cmp_lg_u64 s[38:39], 0
	s_mov_b32 s59, s35
	s_cselect_b32 s61, -1, 0
	v_cndmask_b32_e64 v4, 0, 1, s60
	s_branch .LBB1_74
.LBB1_72:
	v_clz_i32_u32_e32 v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v6, 32, v6
	v_lshlrev_b64 v[1:2], v6, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v1, 1, v1
	v_or_b32_e32 v1, v2, v1
	v_sub_nc_u32_e32 v2, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v1, v1
	v_ldexp_f32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s0, v1
.LBB1_73:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_le_f32 s58, s0
	s_cselect_b32 s59, s13, s59
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u64 s[6:7], 32
	s_cbranch_scc1 .LBB1_83
.LBB1_74:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s0, 1, v4
	s_lshr_b32 s1, 0x80000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s12
	s_or_b32 s13, s1, s59
	s_cbranch_vccnz .LBB1_79
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_80
	s_mov_b64 s[10:11], 0
	s_mov_b32 s1, 0
.LBB1_77:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v12, s1
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[34:35], s[10:11]
	ds_load_2addr_b32 v[6:7], v12 offset1:1
	ds_load_2addr_b32 v[8:9], v12 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v12 offset0:4 offset1:5
	ds_load_2addr_b32 v[12:13], v12 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_le_u32_e32 vcc_lo, s13, v6
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v7
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_le_u32_e32 vcc_lo, s13, v8
	v_cndmask_b32_e64 v8, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s13, v10
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v11
	v_add_co_u32 v1, s0, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v12
	v_add_co_u32 v1, s0, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_cndmask_b32_e64 v7, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s13, v13
	v_add_co_u32 v1, s0, v1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB1_77
	s_mov_b64 s[0:1], s[34:35]
	s_mov_b32 s10, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s10
	s_cbranch_vccz .LBB1_72
	s_branch .LBB1_81
.LBB1_79:
	s_mov_b32 s0, 0
	s_branch .LBB1_73
.LBB1_80:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB1_72
.LBB1_81:
	s_lshl_b32 s10, s0, 2
	s_mov_b64 s[0:1], s[38:39]
.LBB1_82:
	v_mov_b32_e32 v6, s10
	s_add_i32 s10, s10, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v6, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v6
	v_cndmask_b32_e64 v6, 0, 1, vcc_lo
	v_add_co_u32 v1, vcc_lo, v1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB1_82
	s_branch .LBB1_72
.LBB1_83:
	s_clz_i32_u64 s0, s[8:9]
	s_mov_b32 s42, 0
	s_min_u32 s62, s0, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s0, 64, s62
	s_subb_u32 s1, 0, 0
	s_lshl_b64 s[40:41], -1, s0
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB1_96
	v_cmp_gt_u64_e64 s6, s[0:1], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s47, s1, 0
	s_cselect_b32 s46, s0, 1
	s_sub_u32 s63, 0, s40
	s_subb_u32 s64, 0, s41
	s_sub_u32 s48, 0, s34
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[40:41]
	s_branch .LBB1_87
.LBB1_85:
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
	v_readfirstlane_b32 s0, v1
.LBB1_86:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_le_f32 s58, s0
	s_cselect_b32 s45, s55, s45
	s_cselect_b32 s44, s54, s44
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_cmp_eq_u64 s[52:53], s[46:47]
	s_cbranch_scc1 .LBB1_96
.LBB1_87:
	v_cmp_ne_u32_e32 vcc_lo, 1, v3
	s_add_i32 s0, s52, s62
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[0:1], s[42:43], s0
	s_or_b64 s[54:55], s[0:1], s[44:45]
	s_cbranch_vccnz .LBB1_92
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_cbranch_vccnz .LBB1_93
	s_mov_b64 s[56:57], 0
	s_mov_b32 s65, 0
.LBB1_90:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s65
	s_add_u32 s68, s63, s56
	s_addc_u32 s69, s64, s57
	s_add_u32 s0, s68, -1
	s_addc_u32 s1, s69, -1
	ds_load_2addr_b32 v[6:7], v4 offset1:1
	ds_load_2addr_b32 v[8:9], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[12:13], v4 offset0:6 offset1:7
	v_cmp_ge_u64_e64 s66, s[0:1], s[54:55]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s0, s59, v6
	v_cmp_lt_u32_e32 vcc_lo, s59, v6
	v_cmp_eq_u32_e64 s6, s59, v7
	v_cmp_lt_u32_e64 s1, s59, v7
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s8, s59, v8
	s_and_b32 s0, s66, s0
	v_cmp_lt_u32_e64 s7, s59, v8
	s_or_b32 s0, vcc_lo, s0
	s_add_u32 s66, s68, -2
	s_addc_u32 s67, s69, -1
	v_cndmask_b32_e64 v4, 0, 1, s0
	v_cmp_ge_u64_e64 s0, s[66:67], s[54:55]
	v_cmp_eq_u32_e64 s10, s59, v9
	v_cmp_lt_u32_e64 s9, s59, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u32_e64 s12, s59, v10
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_and_b32 s0, s0, s6
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_or_b32 s0, s1, s0
	v_cmp_lt_u32_e64 s11, s59, v10
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -3
	s_addc_u32 s1, s69, -1
	v_cmp_eq_u32_e64 s14, s59, v11
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_lt_u32_e64 s13, s59, v11
	s_and_b32 s0, s0, s8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s16, s59, v12
	s_or_b32 s0, s7, s0
	v_cmp_lt_u32_e64 s15, s59, v12
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -4
	s_addc_u32 s1, s69, -1
	v_cmp_eq_u32_e64 s18, s59, v13
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_lt_u32_e64 s17, s59, v13
	s_and_b32 s0, s0, s10
	s_or_b32 s0, s9, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -5
	s_addc_u32 s1, s69, -1
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_and_b32 s0, s0, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s11, s0
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -6
	s_addc_u32 s1, s69, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_and_b32 s0, s0, s14
	s_or_b32 s0, s13, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -7
	s_addc_u32 s1, s69, -1
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_and_b32 s0, s0, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s15, s0
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_add_u32 s0, s68, -8
	s_addc_u32 s1, s69, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_and_b32 s0, s0, s18
	s_or_b32 s0, s17, s0
	s_add_u32 s56, s56, -8
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_addc_u32 s57, s57, -1
	s_add_i32 s65, s65, 32
	s_cmp_lg_u64 s[48:49], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v1, vcc_lo, v1, v4
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cbranch_scc1 .LBB1_90
	s_mov_b64 s[0:1], s[34:35]
	s_mov_b32 s6, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB1_85
	s_branch .LBB1_94
.LBB1_92:
	s_mov_b32 s0, 0
	s_branch .LBB1_86
.LBB1_93:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB1_85
.LBB1_94:
	s_sub_u32 s6, s50, s0
	s_subb_u32 s7, s51, s1
	s_lshl_b32 s1, s0, 2
	s_mov_b64 s[8:9], s[38:39]
	.p2align	6
.LBB1_95:
	v_mov_b32_e32 v4, s1
	v_cmp_ge_u64_e64 s10, s[6:7], s[54:55]
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s59, v4
	v_cmp_lt_u32_e64 s0, s59, v4
	s_and_b32 s10, s10, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s0, s0, s10
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_addc_u32 s7, s7, -1
	s_add_i32 s1, s1, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_add_co_u32 v1, vcc_lo, v1, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB1_95
	s_branch .LBB1_85
.LBB1_96:
	s_not_b64 s[6:7], s[40:41]
	s_and_b32 s0, s59, 0x7fffffff
	s_not_b32 s1, s59
	s_cmp_lt_i32 s59, 0
	s_cselect_b32 s0, s0, s1
	s_sub_u32 s6, s6, s44
	s_subb_u32 s7, s7, s45
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s1, s7
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s6, s6, 1
	s_or_b32 s6, s7, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s6, s6
	v_ldexp_f32 v1, s6, s1
.LBB1_97:
	v_dual_mov_b32 v2, s0 :: v_dual_mov_b32 v3, 0x201c
	ds_store_2addr_b32 v3, v2, v1 offset1:1
.LBB1_98:
	s_or_b32 exec_lo, exec_lo, s19
	v_cvt_f32_u32_e32 v6, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_100
	global_load_b32 v3, v5, s[24:25]
	v_mov_b32_e32 v1, 0x201c
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v3, v1
	v_cmp_gt_f32_e64 s1, v3, v1
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s1
	v_cndmask_b32_e64 v2, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_mul_f32 v2, s33, v3
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	ds_store_b32 v5, v1
.LBB1_100:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB1_111
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[12:13], 0
	s_cbranch_scc1 .LBB1_106
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_and_b32 s10, s28, 7
	v_cmp_lt_u64_e64 s0, s[0:1], 7
	s_mov_b32 s11, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_107
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s12, s28, 0x7f8
	s_mov_b32 s13, s11
	s_mov_b64 s[14:15], 0
	s_mov_b32 s17, s11
.LBB1_104:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s17
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[7:8], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v2, v2
	v_cmp_gt_f32_e64 s0, v2, v1
	v_cmp_u_f32_e64 s6, v3, v3
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s7, v7, v7
	v_cmp_u_f32_e64 s8, v8, v8
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s9, v9, v9
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s0, v3, v1
	s_and_b32 s1, vcc_lo, s6
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s0, v7, v1
	s_and_b32 s1, vcc_lo, s7
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s0, v8, v1
	s_and_b32 s1, vcc_lo, s8
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s0, v9, v1
	s_and_b32 s1, vcc_lo, s9
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v10, v1
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v11, v1
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v12, v1
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s14, s14, 8
	v_cndmask_b32_e32 v1, v1, v12, vcc_lo
	s_addc_u32 s15, s15, 0
	s_add_i32 s17, s17, 32
	s_cmp_lg_u64 s[12:13], s[14:15]
	s_cbranch_scc1 .LBB1_104
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_108
	s_branch .LBB1_110
.LBB1_106:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB1_110
.LBB1_107:
	v_mov_b32_e32 v1, 0xff800000
	s_cbranch_execz .LBB1_110
.LBB1_108:
	s_lshl_b32 s6, s12, 2
.LBB1_109:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v2, s6
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_add_i32 s6, s6, 4
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s0, v2, v2
	v_cmp_gt_f32_e64 s1, v2, v1
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s10, s10, -1
	v_cndmask_b32_e32 v1, v1, v2, vcc_lo
	s_addc_u32 s11, s11, -1
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc1 .LBB1_109
.LBB1_110:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8228
.LBB1_111:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_113
	global_load_b32 v3, v5, s[24:25]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v1, 0 :: v_dual_mul_f32 v2, s33, v3
	ds_load_b32 v1, v1 offset:8228
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v4, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v4
	v_cndmask_b32_e32 v1, 0xc2d00000, v4, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v1
	v_cndmask_b32_e32 v1, 0x42b20000, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x3fb8aa3b, v1
	v_add_f32_e32 v7, 0x4b400000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, 0xcb400000, v7
	v_mul_f32_e32 v8, 0xbf317200, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v9, 0x35bfbe8e, v2 :: v_dual_add_f32 v8, v1, v8
	v_sub_f32_e32 v1, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v1, v1
	v_mul_f32_e32 v10, 0x3331bb4c, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	v_mul_f32_e32 v10, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x388ab355, v10
	v_mul_f32_e32 v10, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xbb360b61, v10
	v_mul_f32_e32 v10, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	v_mul_f32_e32 v2, v2, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v1, v2
	v_mul_f32_e32 v10, v1, v2
	v_sub_f32_e32 v11, 2.0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v1, null, v11, v11, v10
	v_rcp_f32_e32 v12, v1
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, -v1, v12, 1.0
	v_fmac_f32_e32 v12, v2, v12
	v_div_scale_f32 v13, vcc_lo, v10, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v13, v12
	v_fma_f32 v2, -v1, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v14, v2, v12
	v_mov_b32_e32 v2, 0x201c
	v_fma_f32 v13, -v1, v14, v13
	ds_load_2addr_b32 v[1:2], v2 offset1:1
	v_div_fmas_f32 v12, v13, v12, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v7
	v_sub_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v10, 1, v11
	v_sub_f32_e32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v3, v1
	v_cmp_ge_f32_e64 s0, v2, v6
	v_sub_nc_u32_e32 v7, v7, v10
	v_cmp_gt_f32_e64 s1, v3, v1
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v9, v10, 23, 0xff800000
	s_and_b32 s0, vcc_lo, s0
	v_lshl_add_u32 v2, v7, 23, 0x7f800000
	v_cndmask_b32_e64 v1, 0, 1.0, s1
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	v_mul_f32_e32 v3, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v7, v1
	v_dual_mul_f32 v2, v3, v2 :: v_dual_cndmask_b32 v1, v1, v7
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v2, vcc_lo
	ds_store_b32 v5, v1
.LBB1_113:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s4
	s_cbranch_execz .LBB1_123
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[6:7], 0
	s_cbranch_scc1 .LBB1_122
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[0:1], 7
	s_and_b32 s0, s28, 7
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_cbranch_vccnz .LBB1_119
	v_mov_b32_e32 v2, 0
	s_and_b32 s6, s28, 0x7f8
	s_mov_b32 s7, s1
	s_mov_b64 s[8:9], 0
	s_mov_b32 s11, s1
	.p2align	6
.LBB1_117:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s11
	s_add_u32 s8, s8, 8
	s_addc_u32 s9, s9, 0
	s_add_i32 s11, s11, 32
	s_cmp_lg_u64 s[6:7], s[8:9]
	ds_load_2addr_b32 v[3:4], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v4
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v12
	s_cbranch_scc1 .LBB1_117
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB1_120
	s_branch .LBB1_122
.LBB1_119:
	v_mov_b32_e32 v2, 0
	s_cbranch_execz .LBB1_122
.LBB1_120:
	s_lshl_b32 s6, s6, 2
.LBB1_121:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s6
	s_add_i32 s6, s6, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_cbranch_scc1 .LBB1_121
.LBB1_122:
	ds_store_b32 v1, v2 offset:8232
.LBB1_123:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB1_125
	global_load_b32 v7, v5, s[24:25]
	v_mov_b32_e32 v1, 0x2024
	ds_load_2addr_b32 v[1:2], v1 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s33, v7
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
	v_add_f32_e32 v8, 0xcb400000, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0xbf317200, v8
	v_dual_add_f32 v3, v3, v9 :: v_dual_mul_f32 v8, 0x35bfbe8e, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v3, v8
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
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v4
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v3, v3, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v4, v4, v9
	v_lshl_add_u32 v8, v9, 23, 0xff800000
	v_add_f32_e32 v3, 1.0, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v4, v4, 23, 0x7f800000
	v_mul_f32_e32 v3, v3, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v3, v4
	v_cndmask_b32_e32 v1, 0x7fc00000, v3, vcc_lo
	v_mov_b32_e32 v3, 0x201c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v8, null, v2, v2, v1
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	v_div_scale_f32 v11, vcc_lo, v1, v2, v1
	v_rcp_f32_e32 v9, v8
	v_fma_f32 v10, -v8, v9, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v9, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v4, v6
	v_cmp_eq_f32_e64 s1, v7, v3
	v_cmp_gt_f32_e64 s6, v7, v3
	v_mul_f32_e32 v10, v11, v9
	s_and_b32 s0, s1, s0
	v_cndmask_b32_e64 v3, 0, 1.0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v12, -v8, v10, v11
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	v_fmac_f32_e32 v10, v12, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v4, -v8, v10, v11
	v_div_fmas_f32 v4, v4, v9, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v7, v3
	v_div_fixup_f32 v1, v4, v2, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v2, v3, v7 :: v_dual_add_f32 v3, 0, v1
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v2, -1.0, v3 :: v_dual_cndmask_b32 v1, 0, v1
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v2, v4, v3, vcc_lo
	ds_store_2addr_stride64_b32 v5, v2, v1 offset1:16
.LBB1_125:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_160
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[6:7], 0
	s_cselect_b32 s10, -1, 0
	s_cmp_eq_u64 s[28:29], 0
	s_cbranch_scc1 .LBB1_131
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[0:1], 7
	s_and_b32 s0, s28, 7
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_cbranch_vccnz .LBB1_132
	v_mov_b32_e32 v1, 0
	s_and_b32 s6, s28, 0x7f8
	s_mov_b32 s7, s1
	s_mov_b64 s[8:9], 0
	s_movk_i32 s11, 0x1000
	.p2align	6
.LBB1_129:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s11
	s_add_u32 s8, s8, 8
	s_addc_u32 s9, s9, 0
	s_add_i32 s11, s11, 32
	s_cmp_lg_u64 s[6:7], s[8:9]
	ds_load_2addr_b32 v[2:3], v4 offset1:1
	ds_load_2addr_b32 v[7:8], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v4 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v12
	s_cbranch_scc1 .LBB1_129
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB1_133
	s_branch .LBB1_135
.LBB1_131:
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_135
.LBB1_132:
	v_mov_b32_e32 v1, 0
	s_cbranch_execz .LBB1_135
.LBB1_133:
	s_lshl2_add_u32 s6, s6, 0x1000
.LBB1_134:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s6
	s_add_i32 s6, s6, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB1_134
.LBB1_135:
	s_cmp_ge_f32 s26, 1.0
	s_mov_b32 s17, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s27, 0
	v_cndmask_b32_e64 v2, 0, 1.0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 1.0, 0, s0
	v_cmp_gt_f32_e32 vcc_lo, v3, v2
	v_dual_cndmask_b32 v2, v2, v3 :: v_dual_mov_b32 v3, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_f32_e32 vcc_lo, 0, v2
	v_mov_b32_e32 v2, 0xff800000
	v_cndmask_b32_e32 v7, 0x7f800000, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0, v7
	v_cmp_nge_f32_e64 s0, v1, v7
	v_mov_b32_e32 v1, 0x7f800000
	s_or_b32 s0, vcc_lo, s0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_159
	s_add_u32 s6, s28, -1
	s_addc_u32 s7, s29, -1
	s_and_b32 s18, s28, 7
	v_cmp_gt_u64_e64 s26, s[6:7], 6
	s_mov_b32 s19, s17
	s_and_b32 s16, s28, 0x7f8
	v_mov_b32_e32 v8, 0
	v_cndmask_b32_e64 v9, 0, 1, s10
	s_cmp_lg_u64 s[18:19], 0
	v_cndmask_b32_e64 v1, 0, 1, s26
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s50, -1, 0
	s_branch .LBB1_138
.LBB1_137:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v7
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], 32
	v_cndmask_b32_e32 v8, v8, v2, vcc_lo
	s_cbranch_scc1 .LBB1_146
.LBB1_138:
	s_lshr_b32 s0, 0x80000000, s8
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v2, s0, v8
	v_cmp_ne_u32_e64 s0, 1, v1
	s_and_not1_b32 vcc_lo, exec_lo, s10
	s_cbranch_vccnz .LBB1_137
	v_mov_b32_e32 v3, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_143
	s_mov_b64 s[0:1], 0
	s_mov_b32 s11, 0
.LBB1_141:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s12, s11, 0x1000
	v_mov_b32_e32 v4, s11
	v_mov_b32_e32 v12, s12
	s_add_i32 s12, s11, 0x1008
	s_add_i32 s13, s11, 0x1018
	v_mov_b32_e32 v16, s12
	ds_load_2addr_b32 v[10:11], v4 offset1:1
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	s_add_i32 s12, s11, 0x1010
	ds_load_2addr_b32 v[14:15], v4 offset0:2 offset1:3
	ds_load_2addr_b32 v[16:17], v16 offset1:1
	v_mov_b32_e32 v22, s12
	v_mov_b32_e32 v24, s13
	ds_load_2addr_b32 v[18:19], v4 offset0:4 offset1:5
	ds_load_2addr_b32 v[20:21], v4 offset0:6 offset1:7
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	ds_load_2addr_b32 v[24:25], v24 offset1:1
	s_add_u32 s0, s0, 8
	s_addc_u32 s1, s1, 0
	s_add_i32 s11, s11, 32
	s_cmp_lg_u64 s[16:17], s[0:1]
	s_waitcnt lgkmcnt(7)
	v_cmp_ge_u32_e32 vcc_lo, v10, v2
	s_waitcnt lgkmcnt(6)
	v_cndmask_b32_e32 v4, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v4 :: v_dual_cndmask_b32 v10, 0, v13
	s_waitcnt lgkmcnt(5)
	v_cmp_ge_u32_e32 vcc_lo, v14, v2
	s_waitcnt lgkmcnt(4)
	v_dual_add_f32 v3, v3, v10 :: v_dual_cndmask_b32 v4, 0, v16
	v_cmp_ge_u32_e32 vcc_lo, v15, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v4 :: v_dual_cndmask_b32 v10, 0, v17
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u32_e32 vcc_lo, v18, v2
	v_add_f32_e32 v3, v3, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v4, 0, v22, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v19, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v3, v3, v4 :: v_dual_cndmask_b32 v10, 0, v23
	v_cmp_ge_u32_e32 vcc_lo, v20, v2
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v3, v3, v10 :: v_dual_cndmask_b32 v4, 0, v24
	v_cmp_ge_u32_e32 vcc_lo, v21, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, v3, v4 :: v_dual_cndmask_b32 v10, 0, v25
	v_add_f32_e32 v3, v3, v10
	s_cbranch_scc1 .LBB1_141
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b32 s11, s50
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccz .LBB1_137
	s_branch .LBB1_144
.LBB1_143:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB1_137
.LBB1_144:
	s_lshl_b32 s11, s0, 2
	s_mov_b64 s[0:1], s[18:19]
.LBB1_145:
	v_mov_b32_e32 v4, s11
	s_add_i32 s11, s11, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[0:1], 0
	ds_load_2addr_stride64_b32 v[10:11], v4 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v10, v2
	v_cndmask_b32_e32 v4, 0, v11, vcc_lo
	v_add_f32_e32 v3, v3, v4
	s_cbranch_scc1 .LBB1_145
	s_branch .LBB1_137
.LBB1_146:
	s_clz_i32_u64 s0, s[6:7]
	s_mov_b32 s38, 0
	s_min_u32 s51, s0, 64
	s_mov_b64 s[40:41], 0
	s_sub_u32 s0, 64, s51
	s_subb_u32 s1, 0, 0
	s_lshl_b64 s[34:35], -1, s0
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB1_157
	v_cmp_gt_u64_e64 s6, s[0:1], 1
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_brev_b32 s39, 1
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s43, s1, 0
	s_cselect_b32 s42, s0, 1
	s_sub_u32 s52, 0, s34
	s_subb_u32 s53, 0, s35
	s_sub_u32 s44, 0, s16
	s_subb_u32 s45, 0, 0
	s_not_b64 s[46:47], s[34:35]
	s_branch .LBB1_149
.LBB1_148:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v10, v7
	s_add_u32 s40, s40, 1
	s_addc_u32 s41, s41, 0
	s_cmp_eq_u64 s[40:41], s[42:43]
	v_dual_cndmask_b32 v2, v2, v4 :: v_dual_cndmask_b32 v1, v1, v3
	s_cbranch_scc1 .LBB1_158
.LBB1_149:
	s_add_i32 s0, s40, s51
	v_cmp_ne_u32_e32 vcc_lo, 1, v9
	s_lshr_b64 s[0:1], s[38:39], s0
	v_mov_b32_e32 v10, 0
	v_or_b32_e32 v3, s0, v1
	v_or_b32_e32 v4, s1, v2
	s_cbranch_vccnz .LBB1_148
	s_and_not1_b32 vcc_lo, exec_lo, s26
	s_cbranch_vccnz .LBB1_154
	s_mov_b64 s[48:49], 0
	s_mov_b32 s54, 0
.LBB1_152:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v17, s54
	s_add_i32 s0, s54, 0x1000
	s_add_u32 s55, s52, s48
	s_addc_u32 s56, s53, s49
	v_mov_b32_e32 v19, s0
	ds_load_2addr_b32 v[11:12], v17 offset1:1
	ds_load_2addr_b32 v[13:14], v17 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v17 offset0:4 offset1:5
	ds_load_2addr_b32 v[17:18], v17 offset0:6 offset1:7
	s_add_u32 s0, s55, -1
	s_addc_u32 s1, s56, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_ge_u64_e32 vcc_lo, s[0:1], v[3:4]
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s1, v11, v8
	v_cmp_gt_u32_e64 s0, v11, v8
	v_cmp_eq_u32_e64 s7, v12, v8
	v_cmp_gt_u32_e64 s6, v12, v8
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s9, v13, v8
	s_and_b32 s1, vcc_lo, s1
	v_cmp_gt_u32_e64 s8, v13, v8
	s_or_b32 vcc_lo, s0, s1
	s_add_u32 s0, s55, -2
	s_addc_u32 s1, s56, -1
	s_add_i32 s57, s54, 0x1008
	v_cmp_ge_u64_e64 s0, s[0:1], v[3:4]
	v_cmp_eq_u32_e64 s11, v14, v8
	v_cmp_gt_u32_e64 s10, v14, v8
	v_mov_b32_e32 v11, s57
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s13, v15, v8
	v_cmp_gt_u32_e64 s12, v15, v8
	s_and_b32 s0, s0, s7
	v_cmp_gt_u32_e64 s14, v16, v8
	s_or_b32 s0, s6, s0
	s_add_u32 s6, s55, -3
	s_addc_u32 s7, s56, -1
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	v_cmp_ge_u64_e64 s1, s[6:7], v[3:4]
	v_cmp_eq_u32_e64 s6, v16, v8
	s_and_b32 s1, s1, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s8, s1
	s_add_u32 s8, s55, -4
	s_addc_u32 s9, s56, -1
	s_add_i32 s57, s54, 0x1010
	v_cmp_ge_u64_e64 s7, s[8:9], v[3:4]
	v_mov_b32_e32 v13, s57
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	s_and_b32 s7, s7, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s7, s10, s7
	s_add_u32 s8, s55, -5
	s_addc_u32 s9, s56, -1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s10, v17, v8
	v_cmp_ge_u64_e64 s8, s[8:9], v[3:4]
	v_cmp_gt_u32_e64 s9, v17, v8
	s_and_b32 s8, s8, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s8, s12, s8
	s_add_u32 s12, s55, -6
	s_addc_u32 s13, s56, -1
	s_add_i32 s11, s54, 0x1018
	v_cmp_ge_u64_e64 s12, s[12:13], v[3:4]
	v_mov_b32_e32 v15, s11
	v_cmp_eq_u32_e64 s11, v18, v8
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v17, 0, v19, vcc_lo
	v_cndmask_b32_e64 v19, 0, v20, s0
	s_and_b32 s0, s12, s6
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v11, 0, v11, s1
	s_or_b32 vcc_lo, s14, s0
	v_add_f32_e32 v10, v10, v17
	s_add_u32 s0, s55, -7
	s_addc_u32 s1, s56, -1
	v_cndmask_b32_e64 v12, 0, v12, s7
	v_cmp_ge_u64_e64 s0, s[0:1], v[3:4]
	v_add_f32_e32 v10, v10, v19
	s_and_b32 s0, s0, s10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v11
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v11, 0, v13, s8
	v_cndmask_b32_e32 v13, 0, v14, vcc_lo
	s_or_b32 vcc_lo, s9, s0
	s_add_u32 s0, s55, -8
	s_addc_u32 s1, s56, -1
	v_add_f32_e32 v10, v10, v12
	v_cmp_ge_u64_e64 s0, s[0:1], v[3:4]
	v_cmp_gt_u32_e64 s1, v18, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v10, v10, v11
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v11, 0, v15, vcc_lo
	s_and_b32 s0, s0, s11
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s48, s48, -8
	v_cndmask_b32_e32 v12, 0, v16, vcc_lo
	v_add_f32_e32 v10, v10, v13
	s_addc_u32 s49, s49, -1
	s_add_i32 s54, s54, 32
	s_cmp_lg_u64 s[44:45], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v11
	v_add_f32_e32 v10, v10, v12
	s_cbranch_scc1 .LBB1_152
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b32 s6, s50
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB1_148
	s_branch .LBB1_155
.LBB1_154:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB1_148
.LBB1_155:
	s_sub_u32 s6, s46, s0
	s_subb_u32 s7, s47, s1
	s_lshl_b32 s10, s0, 2
	s_mov_b64 s[8:9], s[18:19]
	.p2align	6
.LBB1_156:
	v_mov_b32_e32 v11, s10
	v_cmp_ge_u64_e32 vcc_lo, s[6:7], v[3:4]
	ds_load_2addr_stride64_b32 v[11:12], v11 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s0, v11, v8
	v_cmp_gt_u32_e64 s1, v11, v8
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s6, s6, -1
	v_cndmask_b32_e32 v11, 0, v12, vcc_lo
	s_addc_u32 s7, s7, -1
	s_add_i32 s10, s10, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	v_add_f32_e32 v10, v10, v11
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB1_156
	s_branch .LBB1_148
.LBB1_157:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
.LBB1_158:
	s_not_b64 s[0:1], s[34:35]
	v_not_b32_e32 v4, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v1, vcc_lo, s0, v1
	v_sub_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v3, v2
	v_min_u32_e32 v3, 32, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[1:2], v3, v[1:2]
	v_sub_nc_u32_e32 v3, 32, v3
	v_min_u32_e32 v1, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v1, v2, v1
	v_and_b32_e32 v2, 0x7fffffff, v8
	v_cvt_f32_u32_e32 v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v2, v4, v2, vcc_lo
	v_ldexp_f32 v1, v1, v3
.LBB1_159:
	v_add_nc_u32_e64 v3, 0x2000, 0
	ds_store_2addr_b32 v3, v1, v2 offset0:2 offset1:11
.LBB1_160:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s26, s5
	s_cbranch_execz .LBB1_162
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	s_xor_b64 s[0:1], s[36:37], s[30:31]
	s_mul_i32 s0, s36, 0xcd9e8d57
	s_add_i32 s5, s31, 0x76cf5d0a
	v_mov_b32_e32 v15, 0x2024
	s_mov_b32 s8, 0x96cb03de
	s_mov_b32 s9, 0x3fc74664
	v_xor_b32_e32 v1, s1, v1
	s_add_i32 s1, s30, 0x9e3779b9
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s11, 0x3fc39a09
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s12, 0x1d8e78af
	s_mov_b32 s14, 0x94229359
	s_mov_b32 s13, 0x3fcc71c5
	s_mov_b32 s15, 0x3fd24924
	s_mov_b32 s16, 0x9997fa04
	s_mov_b32 s18, 0x55555593
	v_xor3_b32 v2, s0, s1, v2
	s_mul_hi_u32 s0, s36, 0xcd9e8d57
	s_add_i32 s1, s31, 0xbb67ae85
	s_xor_b32 s0, s30, s0
	s_mov_b32 s17, 0x3fd99999
	v_mad_u64_u32 v[2:3], null, 0xd2511f53, v2, 0
	s_xor_b32 s0, s2, s0
	s_mov_b32 s19, 0x3fe55555
	s_mul_hi_u32 s6, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor3_b32 v0, s1, s6, v0
	s_add_i32 s1, s30, 0xdaa66d2b
	v_xor3_b32 v7, s0, s5, v3
	s_add_i32 s0, s30, 0x3c6ef372
	s_mov_b32 s6, 0xdf3e5244
	v_mad_u64_u32 v[3:4], null, 0xcd9e8d57, v0, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s7, 0x3fc2f112
	v_xor3_b32 v0, s0, v4, v1
	s_add_i32 s0, s31, 0x32370b8f
	v_xor3_b32 v3, s1, v8, v3
	s_add_i32 s1, s31, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v0, 0
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s0, v1, v2
	s_add_i32 s0, s30, 0x78dde6e4
	v_xor3_b32 v2, s1, v4, v0
	global_load_b32 v4, v5, s[24:25]
	s_add_i32 s1, s30, 0x1715609d
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s24, 0x35793c76
	s_mov_b32 s25, 0x3dea39ef
	v_xor3_b32 v1, s0, v1, v7
	s_add_i32 s0, s31, 0xa9066899
	v_xor3_b32 v2, s1, v9, v0
	s_add_i32 s1, s31, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s0, v1, v3
	s_add_i32 s0, s30, 0xb54cda56
	v_xor3_b32 v2, s1, v10, v0
	s_add_i32 s1, s30, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xcd9e8d57, v1, 0
	v_mul_hi_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s0, v1, v8
	s_add_i32 s0, s31, 0x1fd5c5a3
	v_xor3_b32 v2, s1, v2, v0
	s_add_i32 s1, s31, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[0:1], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v2, 0xd2511f53, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s0, v1, v9
	s_add_i32 s0, s30, 0x8ff34781
	v_xor3_b32 v0, s1, v2, v0
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	v_mul_lo_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	v_xor3_b32 v0, v1, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[0:1], v0
	v_add_f64 v[0:1], v[0:1], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[0:1], v[0:1], 0xffffffe0
	v_ldexp_f64 v[2:3], v[0:1], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v1, v3, s0
	v_cndmask_b32_e64 v2, v0, v2, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s1, 0x95f62, v3
	v_add_co_ci_u32_e64 v8, null, 0, 0, s1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v23, s33, v4
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v23, v15
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v15
	v_cndmask_b32_e32 v17, 0xc2d00000, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v17
	v_cndmask_b32_e32 v19, 0x42b20000, v17, vcc_lo
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0x4b400000, v20
	v_add_f32_e32 v20, 0xcb400000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v22, 0xbf317200, v20
	v_and_b32_e32 v3, 0xfffff, v7
	v_mul_f32_e32 v24, 0x35bfbe8e, v20
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	v_add_f32_e32 v22, v19, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v19, v22, v24
	v_mul_f32_e32 v20, v19, v19
	v_add_nc_u32_e32 v3, 0x3fe6a09e, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v25, 0x3331bb4c, v20
	v_add_f64 v[2:3], v[2:3], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[2:3], 2.0
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[13:14], v[11:12]
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_add_f32_e32 v17, 0xb5ddea0e, v25
	v_mul_f32_e32 v17, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x388ab355, v17
	v_mul_f32_e32 v17, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xbb360b61, v17
	v_mul_f32_e32 v17, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x3e2aaaab, v17
	v_mul_f32_e32 v20, v20, v25
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v20, v19, v20
	v_mul_f32_e32 v25, v19, v20
	v_sub_f32_e32 v26, 2.0, v20
	v_div_scale_f64 v[19:20], s1, v[2:3], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v27, null, v26, v26, v25
	v_div_scale_f32 v30, vcc_lo, v25, v26, v25
	v_rcp_f32_e32 v28, v27
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v27, v28, 1.0
	v_fmac_f32_e32 v28, v29, v28
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v30, v28
	v_fma_f32 v18, -v27, v17, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v17, v18, v28
	v_fma_f32 v18, -v27, v17, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v18, v28, v17
	v_cmp_o_f32_e32 vcc_lo, v15, v15
	v_div_fixup_f32 v17, v17, v26, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v24, v17
	v_dual_sub_f32 v22, v22, v24 :: v_dual_add_nc_u32 v25, 0xb4c00100, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v25, 1, v25
	v_mul_f64 v[17:18], v[19:20], v[13:14]
	v_add_f32_e32 v22, 1.0, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v21, v21, v25
	v_lshl_add_u32 v24, v25, 23, 0xff800000
	v_mov_b32_e32 v25, 0xfffffbcb
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v22, v24
	v_mul_f32_e32 v21, v22, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, 0x7fc00000, v21, vcc_lo
	v_div_scale_f32 v21, null, v16, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v22, v21
	v_fma_f64 v[11:12], -v[11:12], v[17:18], v[19:20]
	v_div_scale_f32 v20, vcc_lo, v15, v16, v15
	v_fma_f32 v19, -v21, v22, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v19, v22
	v_mul_f32_e32 v19, v20, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v21, v19, v20
	v_fmac_f32_e32 v19, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v20, -v21, v19, v20
	v_cndmask_b32_e64 v21, 0xfffffc01, v25, s0
	v_cmp_neq_f64_e64 s0, 0, v[0:1]
	v_div_fmas_f32 v24, v20, v22, v19
	s_mov_b32 vcc_lo, s1
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[17:18]
	v_add_co_u32 v26, vcc_lo, v7, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_mul_f64 v[21:22], v[2:3], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[0:1]
	v_cvt_f64_i32_e32 v[7:8], v7
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[7:8], v[7:8], 32
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_mul_f64 v[19:20], v[13:14], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[8:9]
	v_add_f64 v[19:20], v[19:20], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_mul_f64 v[19:20], v[13:14], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[14:15]
	v_add_f64 v[19:20], v[19:20], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_mul_f64 v[13:14], v[13:14], v[19:20]
	v_mul_f64 v[19:20], v[2:3], v[21:22]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], s[18:19]
	v_mul_f64 v[11:12], v[11:12], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[13:14], v[11:12]
	v_add_f64 v[7:8], v[7:8], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[19:20], v[11:12]
	v_mul_f64 v[13:14], v[7:8], s[24:25]
	v_mul_f64 v[7:8], v[7:8], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	v_add_f64 v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], -v[19:20]
	v_add_f64 v[2:3], v[2:3], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[7:8], v[2:3]
	v_xor_b32_e32 v3, 0x80000000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v3, 0xfff00000, v3, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v0, 0, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0x7ff00000, v3, s0
	v_ldexp_f64 v[2:3], v[0:1], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v3, v1, v3, s0
	v_cndmask_b32_e64 v2, v0, v2, s0
	v_cndmask_b32_e64 v21, 0xfffffc01, v25, s0
	v_cmp_neq_f64_e64 s0, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, s1, 0x95f62, v3
	v_add_co_ci_u32_e64 v8, null, 0, 0, s1
	v_cmp_le_f64_e64 s1, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v3, 0xfffff, v7
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, 0x3fe6a09e, v3
	v_add_f64 v[2:3], v[2:3], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[2:3], 2.0
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[2:3]
	v_div_scale_f64 v[19:20], vcc_lo, v[2:3], v[9:10], v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[13:14], v[11:12]
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_mul_f64 v[17:18], v[19:20], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[11:12], -v[11:12], v[17:18], v[19:20]
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[17:18]
	v_add_co_u32 v25, vcc_lo, v7, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_mul_f64 v[21:22], v[2:3], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[0:1]
	v_mov_b32_e32 v0, 0x201c
	v_cvt_f64_i32_e32 v[7:8], v7
	ds_load_2addr_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v4, v0
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[2:3]
	v_ldexp_f64 v[7:8], v[7:8], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], s[6:7]
	v_mul_f64 v[19:20], v[13:14], s[10:11]
	v_add_f64 v[17:18], v[17:18], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[12:13]
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[13:14], v[19:20]
	v_add_f64 v[17:18], v[17:18], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[16:17]
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[13:14], v[19:20]
	v_mul_f64 v[19:20], v[2:3], v[21:22]
	v_add_f64 v[17:18], v[17:18], s[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[11:12], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v25
	v_add_f64 v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[7:8], v[17:18]
	v_add_f64 v[11:12], v[19:20], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[7:8], s[24:25]
	v_mul_f64 v[7:8], v[7:8], s[30:31]
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[13:14], v[9:10]
	v_add_f64 v[9:10], v[9:10], -v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[2:3], v[2:3], v[9:10]
	v_add_f64 v[2:3], v[7:8], v[2:3]
	v_add_nc_u32_e64 v7, 0x2000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v3, 0x7ff00000, v3, vcc_lo
	v_cndmask_b32_e64 v3, 0xfff00000, v3, s0
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, s0, s1
	v_cmp_gt_f32_e64 s0, v4, v0
	v_cndmask_b32_e32 v2, 0, v2, vcc_lo
	v_cmp_ge_f32_e32 vcc_lo, v1, v6
	v_cndmask_b32_e64 v3, 0x7ff80000, v3, s1
	ds_load_2addr_b32 v[0:1], v7 offset0:2 offset1:11
	v_cndmask_b32_e64 v4, 0, 1.0, s0
	v_div_fixup_f32 v7, v24, v16, v15
	s_and_b32 s0, s5, vcc_lo
	v_cvt_f32_f64_e32 v2, v[2:3]
	v_cndmask_b32_e64 v3, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v3, v4
	v_cndmask_b32_e32 v3, v4, v3, vcc_lo
	v_add_f32_e32 v4, 0, v7
	v_cmp_neq_f32_e32 vcc_lo, 0, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v0, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, -1.0, v4, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v4, v1
	v_cmp_gt_f32_e64 s1, v4, v1
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v0, 0, 1.0, s1
	v_cndmask_b32_e64 v1, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v1, v0
	v_dual_cndmask_b32 v0, v0, v1 :: v_dual_sub_f32 v1, v23, v2
	v_mul_f32_e32 v0, v3, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	v_cndmask_b32_e32 v0, 0xff800000, v1, vcc_lo
	ds_store_b32 v5, v0
.LBB1_162:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB1_174
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_168
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s0, s[0:1], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_169
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s16, s28, 0x7f8
	s_mov_b32 s17, s13
	s_mov_b64 s[0:1], 0
	s_mov_b32 s25, s13
.LBB1_166:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s25
	s_mov_b64 s[18:19], s[0:1]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s0, v1, v0
	v_cmp_u_f32_e64 s5, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s6, v3, v3
	v_cmp_u_f32_e64 s7, v4, v4
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s8, v5, v5
	s_or_b32 vcc_lo, s0, s1
	v_cmp_u_f32_e64 s9, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s1, s18, s14
	s_cselect_b32 s14, s19, s15
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s10, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v2, v0
	v_cmp_u_f32_e64 s11, v8, v8
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s5
	s_add_u32 s0, s18, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s5, s19, 0
	s_and_b32 s15, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s5, s14
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v3, v0
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s14, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v4, v0
	s_and_b32 s6, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v5, v0
	s_and_b32 s6, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v6, v0
	s_and_b32 s6, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v7, v0
	s_and_b32 s6, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v8, v0
	s_and_b32 s6, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 7
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s15, s6, s5
	s_cselect_b32 s14, s0, s1
	s_add_i32 s25, s25, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s0, s18, 8
	s_addc_u32 s1, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[0:1], s[16:17]
	s_cbranch_scc1 .LBB1_166
	s_add_u32 s6, s18, 8
	s_addc_u32 s7, s19, 0
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB1_170
	s_branch .LBB1_172
.LBB1_168:
	v_mov_b32_e32 v0, 0
	s_branch .LBB1_173
.LBB1_169:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB1_172
.LBB1_170:
	s_lshl_b32 s5, s6, 2
	.p2align	6
.LBB1_171:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s15, s7, s15
	s_cselect_b32 s14, s6, s14
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s5, s5, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB1_171
.LBB1_172:
	s_clz_i32_u32 s0, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s5, s0, 32
	s_lshl_b64 s[0:1], s[14:15], s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s5
	s_cvt_f32_u32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s0, s1
.LBB1_173:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:8204
.LBB1_174:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB1_176
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x200c
	v_mov_b32_e32 v4, 0x2014
	s_lshl_b64 s[0:1], s[2:3], 3
	ds_load_b64 v[0:1], v6 offset:8192
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_add_u32 s0, s22, s0
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_addc_u32 s1, s23, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s20, s2
	s_addc_u32 s3, s21, s3
	s_cmp_eq_u32 s27, 0
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0x41000000, v5
	s_cselect_b32 vcc_lo, -1, 0
	v_add_f32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, v1, v0 :: v_dual_cndmask_b32 v0, v4, v2
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s6, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	s_and_b32 s4, s6, 0x7fffffff
	s_ashr_i32 s6, s6, 31
	s_mul_f32 s5, s4, 0x2f800000
	s_mov_b32 s7, s6
	s_floor_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s4, s5, 0xcf800000
	s_cvt_u32_f32 s5, s5
	s_cvt_u32_f32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_sub_u32 s4, s4, s6
	s_subb_u32 s5, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	global_store_b64 v6, v[0:1], s[0:1]
	global_load_b32 v0, v6, s[2:3]
	v_cvt_u32_f32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB1_176:
	s_endpgm
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
		.amdhsa_next_free_vgpr 31
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

	.set tessera_gumbel_w1024.num_vgpr, 31
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
	s_load_b256 s[20:27], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[26:27], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x800, s[28:29]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB2_196
	s_load_b128 s[36:39], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v8, 2, v0
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s28, s2
	v_cmp_gt_u64_e64 s6, s[28:29], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s24, s24, s4
	s_addc_u32 s25, s25, s5
	s_and_saveexec_b32 s4, s6
	s_cbranch_execz .LBB2_3
	global_load_b32 v2, v8, s[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v8, v2
.LBB2_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0x400, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 2, v2
	v_cmp_gt_u64_e64 s5, s[28:29], v[2:3]
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB2_5
	global_load_b32 v4, v1, s[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	v_cndmask_b32_e64 v4, 0, 1.0, vcc_lo
	ds_store_b32 v8, v4 offset:4096
.LBB2_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_16
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_11
	s_add_u32 s8, s28, -1
	s_addc_u32 s9, s29, -1
	s_and_b32 s14, s28, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_12
	v_mov_b32_e32 v4, 0xff800000
	s_and_b32 s16, s28, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s26, s15
.LBB2_9:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s26
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	ds_load_2addr_b32 v[5:6], v7 offset1:1
	ds_load_2addr_b32 v[9:10], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[11:12], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v5, v5
	v_cmp_gt_f32_e64 s7, v5, v4
	v_cmp_u_f32_e64 s9, v6, v6
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_u_f32_e64 s11, v10, v10
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v11, v11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v6, v4
	s_and_b32 s8, vcc_lo, s9
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v9, v4
	s_and_b32 s8, vcc_lo, s10
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v10, v4
	s_and_b32 s8, vcc_lo, s11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v11, v4
	s_and_b32 s8, vcc_lo, s12
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v12, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v4, v4, v12, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v13, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v4, v4, v13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v14, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v4, v4, v14, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s26, s26, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB2_9
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_13
	s_branch .LBB2_15
.LBB2_11:
	v_mov_b32_e32 v4, 0xff800000
	s_branch .LBB2_15
.LBB2_12:
	v_mov_b32_e32 v4, 0xff800000
	s_cbranch_execz .LBB2_15
.LBB2_13:
	s_lshl_b32 s9, s16, 2
.LBB2_14:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v5, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_add_i32 s9, s9, 4
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v5, v5
	v_cmp_gt_f32_e64 s8, v5, v4
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_14
.LBB2_15:
	v_mov_b32_e32 v5, 0
	ds_store_b32 v5, v4 offset:16384
.LBB2_16:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_18
	global_load_b32 v4, v8, s[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v4
	v_cndmask_b32_e64 v4, 0, 1.0, vcc_lo
	ds_store_b32 v8, v4
.LBB2_18:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_20
	global_load_b32 v4, v1, s[24:25]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v4
	v_cndmask_b32_e64 v4, 0, 1.0, vcc_lo
	ds_store_b32 v8, v4 offset:4096
.LBB2_20:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_31
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_26
	s_add_u32 s8, s28, -1
	s_addc_u32 s9, s29, -1
	s_and_b32 s14, s28, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_27
	v_mov_b32_e32 v4, 0xff800000
	s_and_b32 s16, s28, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s26, s15
.LBB2_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s26
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	ds_load_2addr_b32 v[5:6], v7 offset1:1
	ds_load_2addr_b32 v[9:10], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[11:12], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v5, v5
	v_cmp_gt_f32_e64 s7, v5, v4
	v_cmp_u_f32_e64 s9, v6, v6
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_u_f32_e64 s11, v10, v10
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v11, v11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v6, v4
	s_and_b32 s8, vcc_lo, s9
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v9, v4
	s_and_b32 s8, vcc_lo, s10
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v10, v4
	s_and_b32 s8, vcc_lo, s11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v11, v4
	s_and_b32 s8, vcc_lo, s12
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v12, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v4, v4, v12, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v13, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v4, v4, v13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v14, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v4, v4, v14, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s26, s26, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB2_24
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_28
	s_branch .LBB2_30
.LBB2_26:
	v_mov_b32_e32 v4, 0xff800000
	s_branch .LBB2_30
.LBB2_27:
	v_mov_b32_e32 v4, 0xff800000
	s_cbranch_execz .LBB2_30
.LBB2_28:
	s_lshl_b32 s9, s16, 2
.LBB2_29:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v5, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_add_i32 s9, s9, 4
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v5, v5
	v_cmp_gt_f32_e64 s8, v5, v4
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_29
.LBB2_30:
	v_mov_b32_e32 v5, 0
	ds_store_b32 v5, v4 offset:16388
.LBB2_31:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_33
	global_load_b32 v4, v8, s[24:25]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v4
.LBB2_33:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_35
	global_load_b32 v4, v1, s[24:25]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v4 offset:4096
.LBB2_35:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_46
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_41
	s_add_u32 s8, s28, -1
	s_addc_u32 s9, s29, -1
	s_and_b32 s14, s28, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_42
	v_mov_b32_e32 v4, 0xff800000
	s_and_b32 s16, s28, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s26, s15
.LBB2_39:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s26
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	ds_load_2addr_b32 v[5:6], v7 offset1:1
	ds_load_2addr_b32 v[9:10], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[11:12], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v5, v5
	v_cmp_gt_f32_e64 s7, v5, v4
	v_cmp_u_f32_e64 s9, v6, v6
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_u_f32_e64 s11, v10, v10
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v11, v11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v6, v4
	s_and_b32 s8, vcc_lo, s9
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v9, v4
	s_and_b32 s8, vcc_lo, s10
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v10, v4
	s_and_b32 s8, vcc_lo, s11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v11, v4
	s_and_b32 s8, vcc_lo, s12
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v12, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v4, v4, v12, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v13, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v4, v4, v13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v14, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v4, v4, v14, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s26, s26, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB2_39
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_43
	s_branch .LBB2_45
.LBB2_41:
	v_mov_b32_e32 v4, 0xff800000
	s_branch .LBB2_45
.LBB2_42:
	v_mov_b32_e32 v4, 0xff800000
	s_cbranch_execz .LBB2_45
.LBB2_43:
	s_lshl_b32 s9, s16, 2
.LBB2_44:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v5, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_add_i32 s9, s9, 4
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v5, v5
	v_cmp_gt_f32_e64 s8, v5, v4
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_44
.LBB2_45:
	v_mov_b32_e32 v5, 0
	ds_store_b32 v5, v4 offset:16400
.LBB2_46:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_48
	global_load_b32 v4, v8, s[24:25]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v4
.LBB2_48:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_50
	global_load_b32 v4, v1, s[24:25]
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v4 offset:4096
.LBB2_50:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s33, s4
	s_cbranch_execz .LBB2_62
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB2_56
	s_add_u32 s8, s28, -1
	s_addc_u32 s9, s29, -1
	s_and_b32 s16, s28, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_57
	v_mov_b32_e32 v4, 0xff800000
	s_and_b32 s26, s28, 0xff8
	s_mov_b32 s27, s17
	s_mov_b64 s[8:9], 0
	s_mov_b32 s38, s17
.LBB2_54:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s38
	s_mov_b64 s[34:35], s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	ds_load_2addr_b32 v[5:6], v7 offset1:1
	ds_load_2addr_b32 v[9:10], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[11:12], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v5, v5
	v_cmp_gt_f32_e64 s7, v5, v4
	v_cmp_u_f32_e64 s9, v6, v6
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_u_f32_e64 s11, v10, v10
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v11, v11
	s_or_b32 vcc_lo, s7, s8
	v_cmp_u_f32_e64 s13, v12, v12
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s8, s34, s18
	s_cselect_b32 s18, s35, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s14, v13, v13
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v6, v4
	v_cmp_u_f32_e64 s15, v14, v14
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s9
	s_add_u32 s7, s34, 1
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	s_addc_u32 s9, s35, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s9, s18
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v9, v4
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s34, 2
	v_cndmask_b32_e32 v4, v4, v9, vcc_lo
	s_addc_u32 s10, s35, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v10, v4
	s_and_b32 s10, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s34, 3
	v_cndmask_b32_e32 v4, v4, v10, vcc_lo
	s_addc_u32 s10, s35, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v11, v4
	s_and_b32 s10, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s34, 4
	v_cndmask_b32_e32 v4, v4, v11, vcc_lo
	s_addc_u32 s10, s35, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v12, v4
	s_and_b32 s10, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s34, 5
	v_cndmask_b32_e32 v4, v4, v12, vcc_lo
	s_addc_u32 s10, s35, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v13, v4
	s_and_b32 s10, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s34, 6
	v_cndmask_b32_e32 v4, v4, v13, vcc_lo
	s_addc_u32 s10, s35, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v14, v4
	s_and_b32 s10, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s34, 7
	s_addc_u32 s10, s35, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s19, s10, s9
	s_cselect_b32 s18, s7, s8
	s_add_i32 s38, s38, 32
	v_cndmask_b32_e32 v4, v4, v14, vcc_lo
	s_add_u32 s8, s34, 8
	s_addc_u32 s9, s35, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], s[26:27]
	s_cbranch_scc1 .LBB2_54
	s_add_u32 s10, s34, 8
	s_addc_u32 s11, s35, 0
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_58
	s_branch .LBB2_60
.LBB2_56:
	v_mov_b32_e32 v4, 0
	s_branch .LBB2_61
.LBB2_57:
	v_mov_b32_e32 v4, 0xff800000
	s_mov_b64 s[10:11], 0
	s_cbranch_execz .LBB2_60
.LBB2_58:
	s_lshl_b32 s9, s10, 2
	.p2align	6
.LBB2_59:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v5, v5
	v_cmp_gt_f32_e64 s8, v5, v4
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s19, s11, s19
	s_cselect_b32 s18, s10, s18
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_add_i32 s9, s9, 4
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
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
	v_ldexp_f32 v4, s8, s7
.LBB2_61:
	v_mov_b32_e32 v5, 0
	ds_store_b32 v5, v4 offset:16404
.LBB2_62:
	s_or_b32 exec_lo, exec_lo, s33
	s_load_b32 s33, s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_64
	global_load_b32 v4, v8, s[24:25]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s33, v4
	v_cmp_class_f32_e64 s8, v4, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s9, v5, 0x204
	s_and_b32 s8, s9, s8
	v_cndmask_b32_e64 v4, 0, 1.0, s8
	ds_store_b32 v8, v4
.LBB2_64:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_66
	global_load_b32 v4, v1, s[24:25]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s33, v4
	v_cmp_class_f32_e64 s8, v4, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s9, v5, 0x204
	s_and_b32 s8, s9, s8
	v_cndmask_b32_e64 v4, 0, 1.0, s8
	ds_store_b32 v8, v4 offset:4096
.LBB2_66:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_77
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_72
	s_add_u32 s8, s28, -1
	s_addc_u32 s9, s29, -1
	s_and_b32 s14, s28, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_73
	v_mov_b32_e32 v4, 0xff800000
	s_and_b32 s16, s28, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s26, s15
.LBB2_70:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s26
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	ds_load_2addr_b32 v[5:6], v7 offset1:1
	ds_load_2addr_b32 v[9:10], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[11:12], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s8, v5, v5
	v_cmp_gt_f32_e64 s7, v5, v4
	v_cmp_u_f32_e64 s9, v6, v6
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_u_f32_e64 s11, v10, v10
	s_and_b32 s8, vcc_lo, s8
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v11, v11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v6, v4
	s_and_b32 s8, vcc_lo, s9
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v9, v4
	s_and_b32 s8, vcc_lo, s10
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v10, v4
	s_and_b32 s8, vcc_lo, s11
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s7, v11, v4
	s_and_b32 s8, vcc_lo, s12
	s_or_b32 vcc_lo, s7, s8
	v_cndmask_b32_e32 v4, v4, v11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v12, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v4, v4, v12, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v13, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	v_cndmask_b32_e32 v4, v4, v13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_gt_f32_e64 s8, v14, v4
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v4, v4, v14, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s26, s26, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB2_70
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_74
	s_branch .LBB2_76
.LBB2_72:
	v_mov_b32_e32 v4, 0xff800000
	s_branch .LBB2_76
.LBB2_73:
	v_mov_b32_e32 v4, 0xff800000
	s_cbranch_execz .LBB2_76
.LBB2_74:
	s_lshl_b32 s9, s16, 2
.LBB2_75:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v5, s9
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_add_i32 s9, s9, 4
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s7, v5, v5
	v_cmp_gt_f32_e64 s8, v5, v4
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s8, s7
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_75
.LBB2_76:
	v_mov_b32_e32 v5, 0
	ds_store_b32 v5, v4 offset:16408
.LBB2_77:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_79
	global_load_b32 v4, v8, s[24:25]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, 0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_mov_b32 v5, 1.0
	ds_store_2addr_stride64_b32 v8, v4, v5 offset1:32
.LBB2_79:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_81
	global_load_b32 v4, v1, s[24:25]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, 0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_mov_b32 v5, 1.0
	ds_store_2addr_stride64_b32 v8, v4, v5 offset0:16 offset1:48
.LBB2_81:
	s_or_b32 exec_lo, exec_lo, s7
	s_load_b64 s[26:27], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s58, s4
	s_cbranch_execz .LBB2_110
	s_load_b64 s[0:1], s[0:1], 0x40
	s_clz_i32_u32 s10, s29
	s_mov_b32 s35, 0
	s_waitcnt lgkmcnt(0)
	s_clz_i32_u32 s7, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s7, s7, 32
	s_lshl_b64 s[8:9], s[0:1], s7
	s_sub_i32 s7, 32, s7
	s_min_u32 s8, s8, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s8, s9, s8
	s_cmp_eq_u64 s[0:1], 0
	s_cvt_f32_u32 s8, s8
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s27, 0
	v_cndmask_b32_e64 v4, 0, 1.0, s0
	s_cselect_b32 s0, -1, 0
	s_min_u32 s9, s10, 32
	v_cndmask_b32_e64 v5, 1.0, 0, s0
	s_lshl_b64 s[0:1], s[28:29], s9
	v_ldexp_f32 v6, s8, s7
	s_min_u32 s0, s0, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s9
	s_cvt_f32_u32 s0, s0
	s_mov_b64 s[8:9], 0
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v5, s0, s1
	v_cmp_eq_f32_e32 vcc_lo, 0, v4
	v_cndmask_b32_e32 v4, 0x7f800000, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0, v4
	v_cmp_nle_f32_e64 s0, v4, v5
	v_readfirstlane_b32 s59, v4
	v_mov_b32_e32 v4, 0x7f800000
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_mov_b32 s0, 0xff800000
	s_cbranch_vccnz .LBB2_109
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b32 s39, s35
	s_cselect_b32 s7, -1, 0
	s_add_u32 s10, s28, -1
	s_addc_u32 s11, s29, -1
	s_and_b32 s38, s28, 7
	v_cmp_gt_u64_e64 s61, s[10:11], 6
	s_and_b32 s34, s28, 0xff8
	v_cndmask_b32_e64 v6, 0, 1, s7
	s_cmp_lg_u64 s[38:39], 0
	s_mov_b32 s60, s35
	s_cselect_b32 s62, -1, 0
	v_cndmask_b32_e64 v7, 0, 1, s61
	s_branch .LBB2_86
.LBB2_84:
	v_clz_i32_u32_e32 v9, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v9, 32, v9
	v_lshlrev_b64 v[4:5], v9, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v4, v5, v4
	v_sub_nc_u32_e32 v5, 32, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v4, v4
	v_ldexp_f32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s0, v4
.LBB2_85:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_le_f32 s59, s0
	s_cselect_b32 s60, s14, s60
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_cmp_eq_u64 s[8:9], 32
	s_cbranch_scc1 .LBB2_95
.LBB2_86:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s0, 1, v7
	s_lshr_b32 s1, 0x80000000, s8
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_or_b32 s14, s1, s60
	s_cbranch_vccnz .LBB2_91
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_92
	s_mov_b64 s[12:13], 0
	s_mov_b32 s1, 0
.LBB2_89:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v15, s1
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[34:35], s[12:13]
	ds_load_2addr_b32 v[9:10], v15 offset1:1
	ds_load_2addr_b32 v[11:12], v15 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v15 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v15 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_le_u32_e32 vcc_lo, s14, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s14, v10
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_le_u32_e32 vcc_lo, s14, v11
	v_cndmask_b32_e64 v11, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s14, v12
	v_cndmask_b32_e64 v12, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s14, v13
	v_cndmask_b32_e64 v13, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s14, v14
	v_add_co_u32 v4, s0, v4, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s0
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s14, v15
	v_add_co_u32 v4, s0, v4, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s0
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s14, v16
	v_add_co_u32 v4, s0, v4, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s0
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_cbranch_scc1 .LBB2_89
	s_mov_b64 s[0:1], s[34:35]
	s_mov_b32 s12, s62
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccz .LBB2_84
	s_branch .LBB2_93
.LBB2_91:
	s_mov_b32 s0, 0
	s_branch .LBB2_85
.LBB2_92:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB2_84
.LBB2_93:
	s_lshl_b32 s12, s0, 2
	s_mov_b64 s[0:1], s[38:39]
.LBB2_94:
	v_mov_b32_e32 v9, s12
	s_add_i32 s12, s12, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s14, v9
	v_cndmask_b32_e64 v9, 0, 1, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_cbranch_scc1 .LBB2_94
	s_branch .LBB2_84
.LBB2_95:
	s_clz_i32_u64 s0, s[10:11]
	s_mov_b32 s42, 0
	s_min_u32 s63, s0, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s0, 64, s63
	s_subb_u32 s1, 0, 0
	s_lshl_b64 s[40:41], -1, s0
	s_cmp_eq_u64 s[10:11], 0
	s_cbranch_scc1 .LBB2_108
	v_cmp_gt_u64_e64 s7, s[0:1], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s7, s7, exec_lo
	s_cselect_b32 s47, s1, 0
	s_cselect_b32 s46, s0, 1
	s_sub_u32 s64, 0, s40
	s_subb_u32 s65, 0, s41
	s_sub_u32 s48, 0, s34
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[40:41]
	s_branch .LBB2_99
.LBB2_97:
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
	v_readfirstlane_b32 s0, v4
.LBB2_98:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_le_f32 s59, s0
	s_cselect_b32 s45, s55, s45
	s_cselect_b32 s44, s54, s44
	s_add_u32 s52, s52, 1
	s_addc_u32 s53, s53, 0
	s_cmp_eq_u64 s[52:53], s[46:47]
	s_cbranch_scc1 .LBB2_108
.LBB2_99:
	v_cmp_ne_u32_e32 vcc_lo, 1, v6
	s_add_i32 s0, s52, s63
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[0:1], s[42:43], s0
	s_or_b64 s[54:55], s[0:1], s[44:45]
	s_cbranch_vccnz .LBB2_104
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_and_not1_b32 vcc_lo, exec_lo, s61
	s_cbranch_vccnz .LBB2_105
	s_mov_b64 s[56:57], 0
	s_mov_b32 s66, 0
.LBB2_102:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s66
	s_add_u32 s67, s64, s56
	s_addc_u32 s70, s65, s57
	s_add_u32 s0, s67, -1
	s_addc_u32 s1, s70, -1
	ds_load_2addr_b32 v[9:10], v7 offset1:1
	ds_load_2addr_b32 v[11:12], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v7 offset0:6 offset1:7
	v_cmp_ge_u64_e64 s68, s[0:1], s[54:55]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s0, s60, v9
	v_cmp_lt_u32_e32 vcc_lo, s60, v9
	v_cmp_eq_u32_e64 s7, s60, v10
	v_cmp_lt_u32_e64 s1, s60, v10
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s9, s60, v11
	s_and_b32 s0, s68, s0
	v_cmp_lt_u32_e64 s8, s60, v11
	s_or_b32 s0, vcc_lo, s0
	s_add_u32 s68, s67, -2
	s_addc_u32 s69, s70, -1
	v_cndmask_b32_e64 v7, 0, 1, s0
	v_cmp_ge_u64_e64 s0, s[68:69], s[54:55]
	v_cmp_eq_u32_e64 s11, s60, v12
	v_cmp_lt_u32_e64 s10, s60, v12
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u32_e64 s13, s60, v13
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_and_b32 s0, s0, s7
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_or_b32 s0, s1, s0
	v_cmp_lt_u32_e64 s12, s60, v13
	v_cndmask_b32_e64 v7, 0, 1, s0
	s_add_u32 s0, s67, -3
	s_addc_u32 s1, s70, -1
	v_cmp_eq_u32_e64 s15, s60, v14
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_lt_u32_e64 s14, s60, v14
	s_and_b32 s0, s0, s9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s17, s60, v15
	s_or_b32 s0, s8, s0
	v_cmp_lt_u32_e64 s16, s60, v15
	v_cndmask_b32_e64 v7, 0, 1, s0
	s_add_u32 s0, s67, -4
	s_addc_u32 s1, s70, -1
	v_cmp_eq_u32_e64 s19, s60, v16
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	v_cmp_lt_u32_e64 s18, s60, v16
	s_and_b32 s0, s0, s11
	s_or_b32 s0, s10, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v7, 0, 1, s0
	s_add_u32 s0, s67, -5
	s_addc_u32 s1, s70, -1
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, v4, v7
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_and_b32 s0, s0, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s12, s0
	v_cndmask_b32_e64 v7, 0, 1, s0
	s_add_u32 s0, s67, -6
	s_addc_u32 s1, s70, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_and_b32 s0, s0, s15
	s_or_b32 s0, s14, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v7, 0, 1, s0
	s_add_u32 s0, s67, -7
	s_addc_u32 s1, s70, -1
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, v4, v7
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_and_b32 s0, s0, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s16, s0
	v_cndmask_b32_e64 v7, 0, 1, s0
	s_add_u32 s0, s67, -8
	s_addc_u32 s1, s70, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s0, s[0:1], s[54:55]
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_and_b32 s0, s0, s19
	s_or_b32 s0, s18, s0
	s_add_u32 s56, s56, -8
	v_cndmask_b32_e64 v7, 0, 1, s0
	s_addc_u32 s57, s57, -1
	s_add_i32 s66, s66, 32
	s_cmp_lg_u64 s[48:49], s[56:57]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, v4, v7
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_cbranch_scc1 .LBB2_102
	s_mov_b64 s[0:1], s[34:35]
	s_mov_b32 s7, s62
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB2_97
	s_branch .LBB2_106
.LBB2_104:
	s_mov_b32 s0, 0
	s_branch .LBB2_98
.LBB2_105:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB2_97
.LBB2_106:
	s_sub_u32 s8, s50, s0
	s_subb_u32 s9, s51, s1
	s_lshl_b32 s1, s0, 2
	s_mov_b64 s[10:11], s[38:39]
	.p2align	6
.LBB2_107:
	v_mov_b32_e32 v7, s1
	v_cmp_ge_u64_e64 s7, s[8:9], s[54:55]
	ds_load_b32 v7, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s60, v7
	v_cmp_lt_u32_e64 s0, s60, v7
	s_and_b32 s7, s7, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s0, s0, s7
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e64 v7, 0, 1, s0
	s_addc_u32 s9, s9, -1
	s_add_i32 s1, s1, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	v_add_co_u32 v4, vcc_lo, v4, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc1 .LBB2_107
	s_branch .LBB2_97
.LBB2_108:
	s_not_b64 s[8:9], s[40:41]
	s_and_b32 s0, s60, 0x7fffffff
	s_not_b32 s1, s60
	s_cmp_lt_i32 s60, 0
	s_cselect_b32 s0, s0, s1
	s_sub_u32 s8, s8, s44
	s_subb_u32 s9, s9, s45
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s1, s9
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s7, s8, 1
	s_or_b32 s7, s9, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s7, s7
	v_ldexp_f32 v4, s7, s1
.LBB2_109:
	v_dual_mov_b32 v5, s0 :: v_dual_mov_b32 v6, 0x401c
	ds_store_2addr_b32 v6, v5, v4 offset1:1
.LBB2_110:
	s_or_b32 exec_lo, exec_lo, s58
	v_cvt_f32_u32_e32 v10, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_112
	global_load_b32 v6, v8, s[24:25]
	v_mov_b32_e32 v4, 0x401c
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v5, v10
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v4
	v_cmp_gt_f32_e64 s1, v6, v4
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s1
	v_cndmask_b32_e64 v5, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_dual_cndmask_b32 v4, v4, v5 :: v_dual_mul_f32 v5, s33, v6
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0xff800000, v5, vcc_lo
	ds_store_b32 v8, v4
.LBB2_112:
	s_or_b32 exec_lo, exec_lo, s7
	v_clz_i32_u32_e32 v9, 0
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_114
	global_load_b32 v11, v1, s[24:25]
	v_min_u32_e32 v12, 32, v9
	v_mov_b32_e32 v6, 0x401c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], v12, v[2:3]
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v4, v5, v4
	v_sub_nc_u32_e32 v5, 32, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v4, v4
	v_ldexp_f32 v4, v4, v5
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, v7, v4
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v11, v6
	v_cmp_gt_f32_e64 s1, v11, v6
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s1
	v_cndmask_b32_e64 v5, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_dual_cndmask_b32 v4, v4, v5 :: v_dual_mul_f32 v5, s33, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0xff800000, v5, vcc_lo
	ds_store_b32 v8, v4 offset:4096
.LBB2_114:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB2_125
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB2_120
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s0, s[0:1], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_121
	v_mov_b32_e32 v4, 0xff800000
	s_and_b32 s14, s28, 0xff8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s18, s13
.LBB2_118:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s18
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	ds_load_2addr_b32 v[5:6], v7 offset1:1
	ds_load_2addr_b32 v[11:12], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v5, v5
	v_cmp_gt_f32_e64 s0, v5, v4
	v_cmp_u_f32_e64 s7, v6, v6
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v11, v11
	v_cmp_u_f32_e64 s9, v12, v12
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v13, v13
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s0, v6, v4
	s_and_b32 s1, vcc_lo, s7
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s0, v11, v4
	s_and_b32 s1, vcc_lo, s8
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v4, v4, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s0, v12, v4
	s_and_b32 s1, vcc_lo, s9
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v4, v4, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_gt_f32_e64 s0, v13, v4
	s_and_b32 s1, vcc_lo, s10
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v4, v4, v13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v4, v4
	v_cmp_gt_f32_e64 s1, v14, v4
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	v_cndmask_b32_e32 v4, v4, v14, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v4, v4
	v_cmp_gt_f32_e64 s1, v15, v4
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	v_cndmask_b32_e32 v4, v4, v15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v4, v4
	v_cmp_gt_f32_e64 s1, v16, v4
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s16, s16, 8
	v_cndmask_b32_e32 v4, v4, v16, vcc_lo
	s_addc_u32 s17, s17, 0
	s_add_i32 s18, s18, 32
	s_cmp_lg_u64 s[14:15], s[16:17]
	s_cbranch_scc1 .LBB2_118
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_122
	s_branch .LBB2_124
.LBB2_120:
	v_mov_b32_e32 v4, 0xff800000
	s_branch .LBB2_124
.LBB2_121:
	v_mov_b32_e32 v4, 0xff800000
	s_cbranch_execz .LBB2_124
.LBB2_122:
	s_lshl_b32 s7, s14, 2
.LBB2_123:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v5, s7
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_add_i32 s7, s7, 4
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s0, v5, v5
	v_cmp_gt_f32_e64 s1, v5, v4
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s12, s12, -1
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	s_addc_u32 s13, s13, -1
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB2_123
.LBB2_124:
	v_mov_b32_e32 v5, 0
	ds_store_b32 v5, v4 offset:16420
.LBB2_125:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s6
	s_cbranch_execz .LBB2_127
	global_load_b32 v6, v8, s[24:25]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v4, 0 :: v_dual_mul_f32 v5, s33, v6
	ds_load_b32 v4, v4 offset:16420
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v7, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v7
	v_cndmask_b32_e32 v4, 0xc2d00000, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, 0x3fb8aa3b, v4
	v_add_f32_e32 v11, 0x4b400000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, 0xcb400000, v11
	v_mul_f32_e32 v12, 0xbf317200, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v13, 0x35bfbe8e, v5 :: v_dual_add_f32 v12, v4, v12
	v_sub_f32_e32 v4, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v4, v4
	v_mul_f32_e32 v14, 0x3331bb4c, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0xb5ddea0e, v14
	v_mul_f32_e32 v14, v5, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0x388ab355, v14
	v_mul_f32_e32 v14, v5, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0xbb360b61, v14
	v_mul_f32_e32 v14, v5, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0x3e2aaaab, v14
	v_mul_f32_e32 v5, v5, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v5, v4, v5
	v_mul_f32_e32 v14, v4, v5
	v_sub_f32_e32 v15, 2.0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v4, null, v15, v15, v14
	v_div_scale_f32 v17, vcc_lo, v14, v15, v14
	v_rcp_f32_e32 v16, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v5, -v4, v16, 1.0
	v_fmac_f32_e32 v16, v5, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v16
	v_fma_f32 v5, -v4, v18, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v18, v5, v16 :: v_dual_mov_b32 v5, 0x401c
	v_fma_f32 v17, -v4, v18, v17
	ds_load_2addr_b32 v[4:5], v5 offset1:1
	v_div_fmas_f32 v16, v17, v16, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v14, v16, v15, v14
	v_add_nc_u32_e32 v15, 0xb4c00100, v11
	v_sub_f32_e32 v13, v13, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v14, 1, v15
	v_sub_f32_e32 v12, v12, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v6, v4
	v_cmp_ge_f32_e64 s0, v5, v10
	v_sub_nc_u32_e32 v11, v11, v14
	v_cmp_gt_f32_e64 s1, v6, v4
	v_add_f32_e32 v12, 1.0, v12
	v_lshl_add_u32 v13, v14, 23, 0xff800000
	s_and_b32 s0, vcc_lo, s0
	v_lshl_add_u32 v5, v11, 23, 0x7f800000
	v_cndmask_b32_e64 v4, 0, 1.0, s1
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	v_mul_f32_e32 v6, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v11, v4
	v_dual_mul_f32 v5, v6, v5 :: v_dual_cndmask_b32 v4, v4, v11
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x7fc00000, v5, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	ds_store_b32 v8, v4
.LBB2_127:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s7, s5
	s_cbranch_execz .LBB2_129
	global_load_b32 v11, v1, s[24:25]
	v_mov_b32_e32 v4, 0
	v_min_u32_e32 v20, 32, v9
	v_mov_b32_e32 v7, 0x401c
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, s33, v11
	ds_load_b32 v4, v4 offset:16420
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v12, v5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v4, 0xc2d00000, v12, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, 0x3fb8aa3b, v4
	v_add_f32_e32 v13, 0x4b400000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, 0xcb400000, v13
	v_mul_f32_e32 v6, 0xbf317200, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v14, 0x35bfbe8e, v5 :: v_dual_add_f32 v15, v4, v6
	v_sub_f32_e32 v4, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v4, v4
	v_mul_f32_e32 v6, 0x3331bb4c, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, 0xb5ddea0e, v6
	v_mul_f32_e32 v6, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, 0x388ab355, v6
	v_mul_f32_e32 v6, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, 0xbb360b61, v6
	v_mul_f32_e32 v6, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, 0x3e2aaaab, v6
	v_mul_f32_e32 v5, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v5, v4, v5
	v_mul_f32_e32 v16, v4, v5
	v_sub_f32_e32 v17, 2.0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v4, null, v17, v17, v16
	v_div_scale_f32 v6, vcc_lo, v16, v17, v16
	v_rcp_f32_e32 v18, v4
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v5, -v4, v18, 1.0
	v_fmac_f32_e32 v18, v5, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v6, v18
	v_fma_f32 v5, -v4, v19, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v5, v18
	v_fma_f32 v21, -v4, v19, v6
	v_lshlrev_b64 v[4:5], v20, v[2:3]
	ds_load_2addr_b32 v[6:7], v7 offset1:1
	v_div_fmas_f32 v18, v21, v18, v19
	v_min_u32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v16, v18, v17, v16
	v_or_b32_e32 v4, v5, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v14, v14, v16 :: v_dual_add_nc_u32 v5, 0xb4c00100, v13
	v_sub_nc_u32_e32 v16, 32, v20
	v_cvt_f32_u32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v5, 1, v5
	v_sub_f32_e32 v14, v15, v14
	s_delay_alu instid0(VALU_DEP_3)
	v_ldexp_f32 v4, v4, v16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v11, v6
	v_cmp_gt_f32_e64 s1, v11, v6
	v_sub_nc_u32_e32 v13, v13, v5
	v_add_f32_e32 v14, 1.0, v14
	v_cmp_ge_f32_e64 s0, v7, v4
	v_lshl_add_u32 v5, v5, 23, 0xff800000
	v_cndmask_b32_e64 v4, 0, 1.0, s1
	v_lshl_add_u32 v6, v13, 23, 0x7f800000
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v5, v14, v5
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	v_cmp_gt_f32_e32 vcc_lo, v7, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v5, v5, v6 :: v_dual_cndmask_b32 v4, v4, v7
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e32 v5, 0x7fc00000, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	ds_store_b32 v8, v4 offset:4096
.LBB2_129:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB2_139
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v5, 0
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc1 .LBB2_138
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[0:1], 7
	s_and_b32 s0, s28, 7
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_cbranch_vccnz .LBB2_135
	v_mov_b32_e32 v5, 0
	s_and_b32 s8, s28, 0xff8
	s_mov_b32 s9, s1
	s_mov_b64 s[10:11], 0
	s_mov_b32 s12, s1
	.p2align	6
.LBB2_133:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v15, s12
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[8:9], s[10:11]
	ds_load_2addr_b32 v[6:7], v15 offset1:1
	ds_load_2addr_b32 v[11:12], v15 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v15 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v15 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v5, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v7
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v5, v5, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v5, v5, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v16
	s_cbranch_scc1 .LBB2_133
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB2_136
	s_branch .LBB2_138
.LBB2_135:
	v_mov_b32_e32 v5, 0
	s_cbranch_execz .LBB2_138
.LBB2_136:
	s_lshl_b32 s8, s8, 2
.LBB2_137:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v6, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v6, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_cbranch_scc1 .LBB2_137
.LBB2_138:
	ds_store_b32 v4, v5 offset:16424
.LBB2_139:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB2_141
	global_load_b32 v11, v8, s[24:25]
	v_mov_b32_e32 v4, 0x4024
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s33, v11
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
	v_add_f32_e32 v12, 0xcb400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, 0xbf317200, v12
	v_mul_f32_e32 v12, 0x35bfbe8e, v12
	v_add_f32_e32 v6, v6, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v13, v6, v12
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
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v13, v15, v14, v13
	v_add_nc_u32_e32 v14, 0xb4c00100, v7
	v_sub_f32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v13, 1, v14
	v_sub_f32_e32 v6, v6, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v7, v7, v13
	v_lshl_add_u32 v12, v13, 23, 0xff800000
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	v_mul_f32_e32 v6, v6, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v6, v6, v7
	v_cndmask_b32_e32 v4, 0x7fc00000, v6, vcc_lo
	v_mov_b32_e32 v6, 0x401c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v12, null, v5, v5, v4
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	v_div_scale_f32 v15, vcc_lo, v4, v5, v4
	v_rcp_f32_e32 v13, v12
	v_fma_f32 v14, -v12, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v13, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v7, v10
	v_cmp_eq_f32_e64 s1, v11, v6
	v_cmp_gt_f32_e64 s7, v11, v6
	s_and_b32 s0, s1, s0
	v_cndmask_b32_e64 v6, 0, 1.0, s7
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	v_mul_f32_e32 v14, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v12, v14, v15
	v_fmac_f32_e32 v14, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, -v12, v14, v15
	v_div_fmas_f32 v7, v7, v13, v14
	v_cmp_gt_f32_e32 vcc_lo, v11, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v4, v7, v5, v4
	v_dual_cndmask_b32 v5, v6, v11 :: v_dual_add_f32 v6, 0, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	v_cndmask_b32_e32 v5, -1.0, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_not_b32_e32 v6, v5
	v_or_b32_e32 v7, 0x80000000, v5
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 0, v5
	v_cndmask_b32_e32 v5, v7, v6, vcc_lo
	ds_store_2addr_stride64_b32 v8, v5, v4 offset1:32
.LBB2_141:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB2_143
	global_load_b32 v13, v1, s[24:25]
	v_mov_b32_e32 v4, 0x4024
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s33, v13
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
	v_add_f32_e32 v11, 0xcb400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, 0xbf317200, v11
	v_dual_add_f32 v6, v6, v12 :: v_dual_mul_f32 v11, 0x35bfbe8e, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v12, v6, v11
	v_mul_f32_e32 v14, v12, v12
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
	v_sub_f32_e32 v14, v12, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v12, v14
	v_sub_f32_e32 v14, 2.0, v14
	v_div_scale_f32 v15, null, v14, v14, v12
	v_div_scale_f32 v18, vcc_lo, v12, v14, v12
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
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_min_u32_e32 v16, 32, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v12, v15, v14, v12
	v_dual_sub_f32 v11, v11, v12 :: v_dual_add_nc_u32 v14, 0xb4c00100, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v12, 1, v14
	v_sub_f32_e32 v6, v6, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v7, v7, v12
	v_lshl_add_u32 v11, v12, 23, 0xff800000
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v7, v7, 23, 0x7f800000
	v_dual_mul_f32 v6, v6, v11 :: v_dual_mov_b32 v11, 0x401c
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v6, v6, v7
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	v_cndmask_b32_e32 v4, 0x7fc00000, v6, vcc_lo
	v_lshlrev_b64 v[6:7], v16, v[2:3]
	v_sub_nc_u32_e32 v16, 32, v16
	v_div_scale_f32 v14, null, v5, v5, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v6, 1, v6
	v_div_scale_f32 v18, vcc_lo, v4, v5, v4
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_or_b32_e32 v6, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v13, v11
	v_cvt_f32_u32_e32 v6, v6
	v_cmp_gt_f32_e64 s7, v13, v11
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v17, -v14, v15, 1.0
	v_ldexp_f32 v6, v6, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, 0, 1.0, s7
	v_fmac_f32_e32 v15, v17, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s0, v12, v6
	v_mul_f32_e32 v7, v18, v15
	s_and_b32 s0, s1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v14, v7, v18
	v_fmac_f32_e32 v7, v17, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, -v14, v7, v18
	v_div_fmas_f32 v6, v6, v15, v7
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v4, v6, v5, v4
	v_cmp_gt_f32_e32 vcc_lo, v7, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v6, 0, v4 :: v_dual_cndmask_b32 v5, v11, v7
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v5, -1.0, v6 :: v_dual_cndmask_b32 v4, 0, v4
	v_not_b32_e32 v6, v5
	v_or_b32_e32 v7, 0x80000000, v5
	v_cmp_gt_i32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v5, v7, v6, vcc_lo
	ds_store_2addr_stride64_b32 v8, v5, v4 offset0:16 offset1:48
.LBB2_143:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s50, s4
	s_cbranch_execz .LBB2_178
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s7, -1, 0
	s_cmp_eq_u64 s[28:29], 0
	s_cbranch_scc1 .LBB2_149
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[0:1], 7
	s_and_b32 s0, s28, 7
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_cbranch_vccnz .LBB2_150
	v_mov_b32_e32 v4, 0
	s_and_b32 s8, s28, 0xff8
	s_mov_b32 s9, s1
	s_mov_b64 s[10:11], 0
	s_movk_i32 s12, 0x2000
	.p2align	6
.LBB2_147:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s12
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[8:9], s[10:11]
	ds_load_2addr_b32 v[5:6], v7 offset1:1
	ds_load_2addr_b32 v[11:12], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v4, v4, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v6
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v4, v4, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v12
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v4, v4, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v4, v4, v16
	s_cbranch_scc1 .LBB2_147
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB2_151
	s_branch .LBB2_153
.LBB2_149:
	v_mov_b32_e32 v4, 0
	s_branch .LBB2_153
.LBB2_150:
	v_mov_b32_e32 v4, 0
	s_cbranch_execz .LBB2_153
.LBB2_151:
	s_lshl2_add_u32 s8, s8, 0x2000
.LBB2_152:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_cbranch_scc1 .LBB2_152
.LBB2_153:
	s_cmp_ge_f32 s26, 1.0
	s_mov_b32 s17, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s27, 0
	v_cndmask_b32_e64 v5, 0, 1.0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v6, 1.0, 0, s0
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_dual_cndmask_b32 v5, v5, v6 :: v_dual_mov_b32 v6, s26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_f32_e32 vcc_lo, 0, v5
	v_mov_b32_e32 v5, 0xff800000
	v_cndmask_b32_e32 v11, 0x7f800000, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_nge_f32_e64 s0, v4, v11
	v_mov_b32_e32 v4, 0x7f800000
	v_cmp_nlt_f32_e32 vcc_lo, 0, v11
	s_or_b32 s0, vcc_lo, s0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_177
	s_add_u32 s8, s28, -1
	s_addc_u32 s9, s29, -1
	s_and_b32 s18, s28, 7
	v_cmp_gt_u64_e64 s26, s[8:9], 6
	s_mov_b32 s19, s17
	s_and_b32 s16, s28, 0xff8
	v_mov_b32_e32 v12, 0
	v_cndmask_b32_e64 v13, 0, 1, s7
	s_cmp_lg_u64 s[18:19], 0
	v_cndmask_b32_e64 v4, 0, 1, s26
	s_mov_b64 s[10:11], 0
	s_cselect_b32 s51, -1, 0
	s_branch .LBB2_156
.LBB2_155:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v6, v11
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], 32
	v_cndmask_b32_e32 v12, v12, v5, vcc_lo
	s_cbranch_scc1 .LBB2_164
.LBB2_156:
	s_lshr_b32 s0, 0x80000000, s10
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v5, s0, v12
	v_cmp_ne_u32_e64 s0, 1, v4
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_155
	v_mov_b32_e32 v6, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_161
	s_mov_b64 s[0:1], 0
	s_mov_b32 s12, 0
.LBB2_159:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s13, s12, 0x2000
	v_dual_mov_b32 v7, s12 :: v_dual_mov_b32 v16, s13
	s_add_i32 s13, s12, 0x2008
	s_add_i32 s14, s12, 0x2018
	ds_load_2addr_b32 v[14:15], v7 offset1:1
	ds_load_2addr_b32 v[16:17], v16 offset1:1
	v_mov_b32_e32 v28, s14
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v14, v5
	v_mov_b32_e32 v20, s13
	s_add_i32 s13, s12, 0x2010
	s_add_u32 s0, s0, 8
	ds_load_2addr_b32 v[18:19], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[20:21], v20 offset1:1
	v_mov_b32_e32 v26, s13
	ds_load_2addr_b32 v[22:23], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v7 offset0:6 offset1:7
	ds_load_2addr_b32 v[26:27], v26 offset1:1
	ds_load_2addr_b32 v[28:29], v28 offset1:1
	s_waitcnt lgkmcnt(6)
	v_cndmask_b32_e32 v7, 0, v16, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v15, v5
	s_addc_u32 s1, s1, 0
	s_add_i32 s12, s12, 32
	s_cmp_lg_u64 s[16:17], s[0:1]
	v_add_f32_e32 v6, v6, v7
	v_cndmask_b32_e32 v14, 0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v14
	s_waitcnt lgkmcnt(5)
	v_cmp_ge_u32_e32 vcc_lo, v18, v5
	s_waitcnt lgkmcnt(4)
	v_cndmask_b32_e32 v7, 0, v20, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v19, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v6, v6, v7
	v_cndmask_b32_e32 v14, 0, v21, vcc_lo
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u32_e32 vcc_lo, v22, v5
	v_add_f32_e32 v6, v6, v14
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v7, 0, v26, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v23, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v6, v6, v7
	v_cndmask_b32_e32 v14, 0, v27, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v24, v5
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v6, v6, v14 :: v_dual_cndmask_b32 v7, 0, v28
	v_cmp_ge_u32_e32 vcc_lo, v25, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v6, v6, v7
	v_cndmask_b32_e32 v14, 0, v29, vcc_lo
	v_add_f32_e32 v6, v6, v14
	s_cbranch_scc1 .LBB2_159
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b32 s12, s51
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccz .LBB2_155
	s_branch .LBB2_162
.LBB2_161:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB2_155
.LBB2_162:
	s_lshl_b32 s12, s0, 2
	s_mov_b64 s[0:1], s[18:19]
.LBB2_163:
	v_mov_b32_e32 v7, s12
	s_add_i32 s12, s12, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[0:1], 0
	ds_load_2addr_stride64_b32 v[14:15], v7 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v14, v5
	v_cndmask_b32_e32 v7, 0, v15, vcc_lo
	v_add_f32_e32 v6, v6, v7
	s_cbranch_scc1 .LBB2_163
	s_branch .LBB2_155
.LBB2_164:
	s_clz_i32_u64 s0, s[8:9]
	s_mov_b32 s38, 0
	s_min_u32 s52, s0, 64
	s_mov_b64 s[40:41], 0
	s_sub_u32 s0, 64, s52
	s_subb_u32 s1, 0, 0
	s_lshl_b64 s[34:35], -1, s0
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB2_175
	v_cmp_gt_u64_e64 s7, s[0:1], 1
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_brev_b32 s39, 1
	s_and_b32 s7, s7, exec_lo
	s_cselect_b32 s43, s1, 0
	s_cselect_b32 s42, s0, 1
	s_sub_u32 s53, 0, s34
	s_subb_u32 s54, 0, s35
	s_sub_u32 s44, 0, s16
	s_subb_u32 s45, 0, 0
	s_not_b64 s[46:47], s[34:35]
	s_branch .LBB2_167
.LBB2_166:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v14, v11
	s_add_u32 s40, s40, 1
	s_addc_u32 s41, s41, 0
	s_cmp_eq_u64 s[40:41], s[42:43]
	v_dual_cndmask_b32 v5, v5, v7 :: v_dual_cndmask_b32 v4, v4, v6
	s_cbranch_scc1 .LBB2_176
.LBB2_167:
	s_add_i32 s0, s40, s52
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_lshr_b64 s[0:1], s[38:39], s0
	v_mov_b32_e32 v14, 0
	v_or_b32_e32 v6, s0, v4
	v_or_b32_e32 v7, s1, v5
	s_cbranch_vccnz .LBB2_166
	s_and_not1_b32 vcc_lo, exec_lo, s26
	s_cbranch_vccnz .LBB2_172
	s_mov_b64 s[48:49], 0
	s_mov_b32 s55, 0
.LBB2_170:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v21, s55
	s_add_i32 s0, s55, 0x2000
	s_add_u32 s58, s53, s48
	s_addc_u32 s59, s54, s49
	v_mov_b32_e32 v23, s0
	ds_load_2addr_b32 v[15:16], v21 offset1:1
	ds_load_2addr_b32 v[17:18], v21 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v21 offset0:4 offset1:5
	ds_load_2addr_b32 v[21:22], v21 offset0:6 offset1:7
	s_add_u32 s0, s58, -1
	s_addc_u32 s1, s59, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_ge_u64_e32 vcc_lo, s[0:1], v[6:7]
	ds_load_2addr_b32 v[23:24], v23 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s1, v15, v12
	v_cmp_gt_u32_e64 s0, v15, v12
	v_cmp_eq_u32_e64 s8, v16, v12
	v_cmp_gt_u32_e64 s7, v16, v12
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s10, v17, v12
	s_and_b32 s1, vcc_lo, s1
	v_cmp_gt_u32_e64 s9, v17, v12
	s_or_b32 vcc_lo, s0, s1
	s_add_u32 s0, s58, -2
	s_addc_u32 s1, s59, -1
	s_add_i32 s56, s55, 0x2008
	v_cmp_ge_u64_e64 s0, s[0:1], v[6:7]
	v_mov_b32_e32 v15, s56
	v_cmp_eq_u32_e64 s12, v18, v12
	v_cmp_gt_u32_e64 s11, v18, v12
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s14, v19, v12
	v_cmp_gt_u32_e64 s13, v19, v12
	s_and_b32 s0, s0, s8
	ds_load_2addr_b32 v[15:16], v15 offset1:1
	s_or_b32 s0, s7, s0
	s_add_u32 s56, s58, -3
	s_addc_u32 s57, s59, -1
	v_cmp_eq_u32_e64 s7, v20, v12
	v_cmp_ge_u64_e64 s1, s[56:57], v[6:7]
	v_cmp_gt_u32_e64 s15, v20, v12
	s_and_b32 s1, s1, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s9, s1
	s_add_u32 s8, s58, -4
	s_addc_u32 s9, s59, -1
	s_add_i32 s10, s55, 0x2010
	v_cmp_ge_u64_e64 s8, s[8:9], v[6:7]
	v_mov_b32_e32 v17, s10
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	s_and_b32 s8, s8, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s11, s8
	s_add_u32 s10, s58, -5
	s_addc_u32 s11, s59, -1
	v_cmp_ge_u64_e64 s9, s[10:11], v[6:7]
	s_waitcnt lgkmcnt(3)
	v_cmp_gt_u32_e64 s10, v21, v12
	v_cmp_eq_u32_e64 s11, v21, v12
	s_and_b32 s9, s9, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s9, s13, s9
	s_add_u32 s56, s58, -6
	s_addc_u32 s57, s59, -1
	s_add_i32 s12, s55, 0x2018
	v_cmp_ge_u64_e64 s13, s[56:57], v[6:7]
	v_mov_b32_e32 v19, s12
	v_cmp_eq_u32_e64 s12, v22, v12
	ds_load_2addr_b32 v[19:20], v19 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v21, 0, v23, vcc_lo
	v_cndmask_b32_e64 v23, 0, v24, s0
	s_and_b32 s0, s13, s7
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v15, 0, v15, s1
	s_or_b32 vcc_lo, s15, s0
	v_add_f32_e32 v14, v14, v21
	s_add_u32 s0, s58, -7
	s_addc_u32 s1, s59, -1
	v_cndmask_b32_e64 v16, 0, v16, s8
	v_cmp_ge_u64_e64 s0, s[0:1], v[6:7]
	v_add_f32_e32 v14, v14, v23
	s_and_b32 s0, s0, s11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v14, v14, v15
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v15, 0, v17, s9
	v_cndmask_b32_e32 v17, 0, v18, vcc_lo
	s_or_b32 vcc_lo, s10, s0
	s_add_u32 s0, s58, -8
	s_addc_u32 s1, s59, -1
	v_add_f32_e32 v14, v14, v16
	v_cmp_ge_u64_e64 s0, s[0:1], v[6:7]
	v_cmp_gt_u32_e64 s1, v22, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v14, v14, v15
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v15, 0, v19, vcc_lo
	s_and_b32 s0, s0, s12
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s48, s48, -8
	v_cndmask_b32_e32 v16, 0, v20, vcc_lo
	v_add_f32_e32 v14, v14, v17
	s_addc_u32 s49, s49, -1
	s_add_i32 s55, s55, 32
	s_cmp_lg_u64 s[44:45], s[48:49]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, v14, v15
	v_add_f32_e32 v14, v14, v16
	s_cbranch_scc1 .LBB2_170
	s_mov_b64 s[0:1], s[16:17]
	s_mov_b32 s7, s51
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB2_166
	s_branch .LBB2_173
.LBB2_172:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB2_166
.LBB2_173:
	s_sub_u32 s8, s46, s0
	s_subb_u32 s9, s47, s1
	s_lshl_b32 s7, s0, 2
	s_mov_b64 s[10:11], s[18:19]
	.p2align	6
.LBB2_174:
	v_mov_b32_e32 v15, s7
	v_cmp_ge_u64_e32 vcc_lo, s[8:9], v[6:7]
	ds_load_2addr_stride64_b32 v[15:16], v15 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s0, v15, v12
	v_cmp_gt_u32_e64 s1, v15, v12
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e32 v15, 0, v16, vcc_lo
	s_addc_u32 s9, s9, -1
	s_add_i32 s7, s7, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	v_add_f32_e32 v14, v14, v15
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc1 .LBB2_174
	s_branch .LBB2_166
.LBB2_175:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB2_176:
	s_not_b64 s[0:1], s[34:35]
	v_not_b32_e32 v7, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v4, vcc_lo, s0, v4
	v_sub_co_ci_u32_e64 v5, null, s1, v5, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 0, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v6, v5
	v_min_u32_e32 v6, 32, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[4:5], v6, v[4:5]
	v_sub_nc_u32_e32 v6, 32, v6
	v_min_u32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v4, v5, v4
	v_and_b32_e32 v5, 0x7fffffff, v12
	v_cvt_f32_u32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v5, v7, v5, vcc_lo
	v_ldexp_f32 v4, v4, v6
.LBB2_177:
	v_add_nc_u32_e64 v6, 0x4000, 0
	ds_store_2addr_b32 v6, v4, v5 offset0:2 offset1:11
.LBB2_178:
	s_or_b32 exec_lo, exec_lo, s50
	s_mul_i32 s26, s36, 0xcd9e8d57
	s_mul_hi_u32 s34, s36, 0xcd9e8d57
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s35, s6
	s_cbranch_execz .LBB2_180
	global_load_b32 v27, v8, s[24:25]
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_xor_b64 s[0:1], s[36:37], s[30:31]
	s_add_i32 s0, s30, 0x9e3779b9
	s_add_i32 s6, s31, 0x76cf5d0a
	s_mov_b32 s8, 0x96cb03de
	s_mov_b32 s9, 0x3fc74664
	s_mov_b32 s10, 0xd078c69f
	v_xor_b32_e32 v0, s1, v5
	s_add_i32 s1, s31, 0xbb67ae85
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s12, 0x1d8e78af
	s_mov_b32 s14, 0x94229359
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s13, 0x3fcc71c5
	s_mov_b32 s15, 0x3fd24924
	s_mov_b32 s16, 0x9997fa04
	s_mov_b32 s18, 0x55555593
	s_mov_b32 s17, 0x3fd99999
	s_mov_b32 s19, 0x3fe55555
	v_xor3_b32 v0, s26, s0, v6
	s_xor_b32 s0, s30, s34
	s_mov_b32 s38, 0x35793c76
	s_xor_b32 s0, s2, s0
	s_mov_b32 s39, 0x3dea39ef
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s7, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor3_b32 v0, s1, s7, v4
	s_add_i32 s1, s30, 0xdaa66d2b
	s_mov_b32 s40, 0xfee00000
	s_mov_b32 s41, 0x3fe62e42
	v_xor3_b32 v4, s0, s6, v7
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v0, 0
	s_add_i32 s0, s30, 0x3c6ef372
	s_mov_b32 s6, 0xdf3e5244
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v4, 0
	s_mov_b32 s7, 0x3fc2f112
	v_xor3_b32 v0, s0, v12, v5
	s_add_i32 s0, s31, 0x32370b8f
	v_xor3_b32 v7, s1, v14, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s31, 0xed9eba14
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v7, 0
	v_xor3_b32 v0, s0, v5, v6
	s_add_i32 s0, s30, 0x78dde6e4
	v_xor3_b32 v6, s1, v12, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s30, 0x1715609d
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v0, s0, v5, v13
	s_add_i32 s0, s31, 0xa9066899
	v_xor3_b32 v7, s1, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s31, 0x646e171e
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v7, 0
	v_xor3_b32 v0, s0, v5, v11
	s_add_i32 s0, s30, 0xb54cda56
	v_xor3_b32 v7, s1, v13, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s30, 0x5384540f
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	v_xor3_b32 v5, s0, v5, v6
	s_add_i32 s0, s31, 0x1fd5c5a3
	v_xor3_b32 v0, s1, v0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s1, s31, 0xdb3d7428
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v5, s0, v5, v12
	s_add_i32 s0, s30, 0x8ff34781
	v_xor3_b32 v0, s1, v0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v4, 0xcd9e8d57, v5
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v4, s0, v0
	v_cvt_f64_u32_e32 v[4:5], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], 0.5
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[6:7], v[4:5], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[4:5]
	v_cndmask_b32_e64 v0, v5, v7, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v6, v4, v6, s0
	v_add_co_u32 v11, s1, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v12, null, 0, 0, s1
	v_and_b32_e32 v0, 0xfffff, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[11:12], 20, v[11:12]
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v0
	v_mov_b32_e32 v0, 0x4024
	ds_load_2addr_b32 v[19:20], v0 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s33, v27
	v_add_f64 v[6:7], v[6:7], -1.0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v19, v0, v19
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v19
	v_cndmask_b32_e32 v21, 0xc2d00000, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v21
	v_cndmask_b32_e32 v23, 0x42b20000, v21, vcc_lo
	v_mul_f32_e32 v24, 0x3fb8aa3b, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v25, 0x4b400000, v24
	v_add_f64 v[13:14], v[6:7], 2.0
	v_add_f32_e32 v24, 0xcb400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, 0xbf317200, v24
	v_mul_f32_e32 v28, 0x35bfbe8e, v24
	v_add_f32_e32 v26, v23, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v23, v26, v28
	v_mul_f32_e32 v24, v23, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, 0x3331bb4c, v24
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[6:7]
	v_rcp_f64_e32 v[17:18], v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	v_add_f32_e32 v21, 0xb5ddea0e, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v24, v21
	v_add_f32_e32 v21, 0x388ab355, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v24, v21
	v_add_f32_e32 v21, 0xbb360b61, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v24, v21
	v_add_f32_e32 v29, 0x3e2aaaab, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v24, v29
	v_fma_f64 v[21:22], -v[15:16], v[17:18], 1.0
	v_sub_f32_e32 v24, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, v23, v24
	v_sub_f32_e32 v30, 2.0, v24
	v_div_scale_f64 v[23:24], s1, v[6:7], v[13:14], v[6:7]
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v34, vcc_lo, v29, v30, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v33, -v31, v32, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v32, v33, v32
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	v_mul_f32_e32 v21, v34, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v31, v21, v34
	v_fmac_f32_e32 v21, v22, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v31, v21, v34
	v_div_fmas_f32 v21, v22, v32, v21
	v_cmp_o_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v21, v21, v30, v29
	v_sub_f32_e32 v28, v28, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v26, v26, v28
	v_mul_f64 v[21:22], v[23:24], v[17:18]
	v_dual_add_f32 v26, 1.0, v26 :: v_dual_add_nc_u32 v29, 0xb4c00100, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v29, 1, v29
	v_sub_nc_u32_e32 v25, v25, v29
	v_lshl_add_u32 v28, v29, 23, 0xff800000
	v_mov_b32_e32 v29, 0xfffffbcb
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v26, v26, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v25
	v_cndmask_b32_e32 v19, 0x7fc00000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_scale_f32 v25, null, v20, v20, v19
	v_fma_f64 v[15:16], -v[15:16], v[21:22], v[23:24]
	v_div_scale_f32 v24, vcc_lo, v19, v20, v19
	v_rcp_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v23, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v24, v26
	v_fma_f32 v28, -v25, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v28, v26
	v_fma_f32 v24, -v25, v23, v24
	v_cndmask_b32_e64 v25, 0xfffffc01, v29, s0
	v_cmp_neq_f64_e64 s0, 0, v[4:5]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v28, v24, v26, v23
	s_mov_b32 vcc_lo, s1
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[21:22]
	v_add_co_u32 v30, vcc_lo, v11, v25
	v_add_co_ci_u32_e64 v11, null, -1, v12, vcc_lo
	v_mul_f64 v[25:26], v[6:7], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[4:5]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[11:12], v11
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[6:7]
	v_ldexp_f64 v[11:12], v[11:12], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], s[6:7]
	v_mul_f64 v[23:24], v[17:18], s[10:11]
	v_add_f64 v[21:22], v[21:22], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[12:13]
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[17:18], v[23:24]
	v_add_f64 v[21:22], v[21:22], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[16:17]
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[17:18], v[23:24]
	v_mul_f64 v[23:24], v[6:7], v[25:26]
	v_add_f64 v[21:22], v[21:22], s[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_cvt_f64_u32_e32 v[21:22], v30
	v_add_f64 v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[11:12], v[21:22]
	v_add_f64 v[15:16], v[23:24], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[17:18], v[11:12], s[38:39]
	v_mul_f64 v[11:12], v[11:12], s[40:41]
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[17:18], v[13:14]
	v_add_f64 v[13:14], v[13:14], -v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], v[13:14]
	v_add_f64 v[6:7], v[11:12], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v7, 0x80000000, v7
	v_cndmask_b32_e32 v7, 0xfff00000, v7, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0, v6, vcc_lo
	v_cndmask_b32_e64 v5, 0x7ff00000, v7, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[6:7], v[4:5], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[4:5]
	v_cndmask_b32_e64 v7, v5, v7, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v6, v4, v6, s0
	v_cndmask_b32_e64 v25, 0xfffffc01, v29, s0
	v_cmp_neq_f64_e64 s0, 0, v[4:5]
	v_add_co_u32 v11, s1, 0x95f62, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, 0, 0, s1
	v_cmp_le_f64_e64 s1, 0, v[4:5]
	v_and_b32_e32 v7, 0xfffff, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[11:12], 20, v[11:12]
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], -1.0
	v_add_f64 v[13:14], v[6:7], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[6:7]
	v_div_scale_f64 v[23:24], vcc_lo, v[6:7], v[13:14], v[6:7]
	v_rcp_f64_e32 v[17:18], v[15:16]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[15:16], v[17:18], 1.0
	v_fma_f64 v[17:18], v[17:18], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[23:24], v[17:18]
	v_fma_f64 v[15:16], -v[15:16], v[21:22], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[15:16], v[15:16], v[17:18], v[21:22]
	v_add_co_u32 v29, vcc_lo, v11, v25
	v_add_co_ci_u32_e64 v11, null, -1, v12, vcc_lo
	v_mul_f64 v[25:26], v[6:7], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[4:5]
	v_mov_b32_e32 v4, 0x401c
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[11:12], v11
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[6:7]
	v_ldexp_f64 v[11:12], v[11:12], 32
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	v_mul_f64 v[21:22], v[17:18], s[6:7]
	v_mul_f64 v[23:24], v[17:18], s[10:11]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s6, v27, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[21:22], v[21:22], s[8:9]
	v_add_f64 v[23:24], v[23:24], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_mul_f64 v[23:24], v[17:18], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[14:15]
	v_add_f64 v[23:24], v[23:24], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_mul_f64 v[17:18], v[17:18], v[23:24]
	v_mul_f64 v[23:24], v[6:7], v[25:26]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], s[18:19]
	v_mul_f64 v[15:16], v[15:16], v[21:22]
	v_cvt_f64_u32_e32 v[21:22], v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[17:18], v[15:16]
	v_add_f64 v[11:12], v[11:12], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[23:24], v[15:16]
	v_mul_f64 v[17:18], v[11:12], s[38:39]
	v_mul_f64 v[11:12], v[11:12], s[40:41]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	v_add_f64 v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], -v[23:24]
	v_add_f64 v[6:7], v[6:7], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[6:7], v[11:12], v[6:7]
	v_add_nc_u32_e64 v11, 0x4000, 0
	v_cndmask_b32_e32 v7, 0x7ff00000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v7, 0xfff00000, v7, s0
	s_and_b32 s0, s0, vcc_lo
	s_and_b32 vcc_lo, s0, s1
	v_cmp_gt_f32_e64 s0, v27, v4
	v_cndmask_b32_e32 v6, 0, v6, vcc_lo
	v_cmp_ge_f32_e32 vcc_lo, v5, v10
	v_cndmask_b32_e64 v7, 0x7ff80000, v7, s1
	ds_load_2addr_b32 v[4:5], v11 offset0:2 offset1:11
	v_cndmask_b32_e64 v12, 0, 1.0, s0
	v_div_fixup_f32 v11, v28, v20, v19
	s_and_b32 s0, s6, vcc_lo
	v_cvt_f32_f64_e32 v6, v[6:7]
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v11, 0, v11
	v_cmp_gt_f32_e32 vcc_lo, v7, v12
	v_cndmask_b32_e32 v7, v12, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v4, v10
	v_cndmask_b32_e32 v11, -1.0, v11, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v11, v5
	v_cmp_gt_f32_e64 s1, v11, v5
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v4, 0, 1.0, s1
	v_cndmask_b32_e64 v5, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_sub_f32_e32 v0, v0, v6
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	v_mul_f32_e32 v4, v7, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	v_cndmask_b32_e32 v0, 0xff800000, v0, vcc_lo
	ds_store_b32 v8, v0
.LBB2_180:
	s_or_b32 exec_lo, exec_lo, s35
	s_and_saveexec_b32 s35, s5
	s_cbranch_execz .LBB2_182
	global_load_b32 v24, v1, s[24:25]
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v2, 0
	s_xor_b64 s[0:1], s[36:37], s[30:31]
	s_add_i32 s0, s30, 0x9e3779b9
	s_add_i32 s5, s31, 0x76cf5d0a
	v_mov_b32_e32 v16, 0x4024
	s_mov_b32 s8, 0x96cb03de
	s_mov_b32 s9, 0x3fc74664
	v_xor_b32_e32 v0, s1, v5
	s_add_i32 s1, s31, 0xbb67ae85
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s12, 0x1d8e78af
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s14, 0x94229359
	s_mov_b32 s13, 0x3fcc71c5
	s_mov_b32 s15, 0x3fd24924
	s_mov_b32 s16, 0x9997fa04
	s_mov_b32 s18, 0x55555593
	s_mov_b32 s17, 0x3fd99999
	v_xor3_b32 v0, s26, s0, v6
	s_xor_b32 s0, s30, s34
	s_mov_b32 s19, 0x3fe55555
	s_xor_b32 s0, s2, s0
	s_mov_b32 s24, 0x35793c76
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s6, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor3_b32 v0, s1, s6, v4
	s_add_i32 s1, s30, 0xdaa66d2b
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_xor3_b32 v4, s0, s5, v7
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v0, 0
	s_add_i32 s0, s30, 0x3c6ef372
	s_mov_b32 s25, 0x3dea39ef
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v4, 0
	v_xor3_b32 v0, s0, v11, v5
	s_add_i32 s0, s31, 0x32370b8f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s1, v13, v10
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s31, 0xed9eba14
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v7, 0
	v_xor3_b32 v0, s0, v5, v6
	s_add_i32 s0, s30, 0x78dde6e4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s1, v11, v4
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s30, 0x1715609d
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v0, s0, v5, v12
	s_add_i32 s0, s31, 0xa9066899
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s1, v7, v4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s31, 0x646e171e
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v7, 0
	v_xor3_b32 v0, s0, v5, v10
	s_add_i32 s0, s30, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s1, v12, v4
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s30, 0x5384540f
	v_mul_hi_u32 v0, 0xcd9e8d57, v7
	v_xor3_b32 v5, s0, v5, v6
	s_add_i32 s0, s31, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s1, v0, v4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s1, s31, 0xdb3d7428
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v5, s0, v5, v11
	s_add_i32 s0, s30, 0x8ff34781
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s1, v0, v4
	v_mul_lo_u32 v1, 0xcd9e8d57, v5
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, s0, v0
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[0:1], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[0:1], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[0:1]
	v_cndmask_b32_e64 v5, v1, v5, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v4, v0, v4, s0
	v_add_co_u32 v6, s1, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, 0, s1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v25, s33, v24
	ds_load_2addr_b32 v[16:17], v16 offset1:1
	v_and_b32_e32 v5, 0xfffff, v6
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v16, v25, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v16
	v_cndmask_b32_e32 v18, 0xc2d00000, v16, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v20, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3fb8aa3b, v20
	v_add_f32_e32 v22, 0x4b400000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0xcb400000, v22
	v_mul_f32_e32 v23, 0xbf317200, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v26, 0x35bfbe8e, v21 :: v_dual_add_f32 v23, v20, v23
	v_dual_sub_f32 v20, v23, v26 :: v_dual_add_nc_u32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_mul_f32_e32 v21, v20, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v27, 0x3331bb4c, v21
	v_add_f64 v[10:11], v[4:5], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[4:5]
	v_rcp_f64_e32 v[14:15], v[12:13]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]
	v_add_f32_e32 v18, 0xb5ddea0e, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v21, v18
	v_add_f32_e32 v18, 0x388ab355, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v21, v18
	v_add_f32_e32 v18, 0xbb360b61, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v21, v18
	v_add_f32_e32 v27, 0x3e2aaaab, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, v21, v27
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0
	v_sub_f32_e32 v21, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, v20, v21
	v_sub_f32_e32 v28, 2.0, v21
	v_div_scale_f64 v[20:21], s1, v[4:5], v[10:11], v[4:5]
	v_div_scale_f32 v29, null, v28, v28, v27
	v_div_scale_f32 v32, vcc_lo, v27, v28, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v30, v29
	v_fma_f32 v31, -v29, v30, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v30, v31, v30
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]
	v_mul_f32_e32 v18, v32, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v29, v18, v32
	v_fmac_f32_e32 v18, v19, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v29, v18, v32
	v_div_fmas_f32 v18, v19, v30, v18
	v_cmp_o_f32_e32 vcc_lo, v16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v18, v18, v28, v27
	v_add_nc_u32_e32 v27, 0xb4c00100, v22
	v_sub_f32_e32 v26, v26, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v27, 1, v27
	v_sub_f32_e32 v23, v23, v26
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_nc_u32_e32 v22, v22, v27
	v_mul_f64 v[18:19], v[20:21], v[14:15]
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	v_mov_b32_e32 v27, 0xfffffbcb
	v_add_f32_e32 v23, 1.0, v23
	v_lshl_add_u32 v22, v22, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v26
	v_mul_f32_e32 v22, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v16, 0x7fc00000, v22, vcc_lo
	v_div_scale_f32 v22, null, v17, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v23, v22
	v_fma_f64 v[12:13], -v[12:13], v[18:19], v[20:21]
	v_fma_f32 v20, -v22, v23, 1.0
	v_div_scale_f32 v21, vcc_lo, v16, v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v20, v23
	v_mul_f32_e32 v20, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v22, v20, v21
	v_fmac_f32_e32 v20, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v21, -v22, v20, v21
	v_cndmask_b32_e64 v22, 0xfffffc01, v27, s0
	v_cmp_neq_f64_e64 s0, 0, v[0:1]
	v_div_fmas_f32 v26, v21, v23, v20
	s_mov_b32 vcc_lo, s1
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[18:19]
	v_add_co_u32 v28, vcc_lo, v6, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	v_mul_f64 v[22:23], v[4:5], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[0:1]
	v_cvt_f64_i32_e32 v[6:7], v6
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[18:19], v[14:15], s[6:7]
	v_mul_f64 v[20:21], v[14:15], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[8:9]
	v_add_f64 v[20:21], v[20:21], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	v_mul_f64 v[20:21], v[14:15], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[14:15]
	v_add_f64 v[20:21], v[20:21], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	v_mul_f64 v[14:15], v[14:15], v[20:21]
	v_mul_f64 v[20:21], v[4:5], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[18:19]
	v_mul_f64 v[12:13], v[12:13], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_add_f64 v[6:7], v[6:7], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[20:21], v[12:13]
	v_mul_f64 v[14:15], v[6:7], s[24:25]
	v_mul_f64 v[6:7], v[6:7], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[10:11], v[14:15], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	v_add_f64 v[4:5], v[4:5], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[6:7], v[4:5]
	v_xor_b32_e32 v5, 0x80000000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0xfff00000, v5, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v0, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0x7ff00000, v5, s0
	v_ldexp_f64 v[4:5], v[0:1], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v1, v5, s0
	v_cndmask_b32_e64 v4, v0, v4, s0
	v_cndmask_b32_e64 v22, 0xfffffc01, v27, s0
	v_cmp_neq_f64_e64 s0, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s1, 0x95f62, v5
	v_add_co_ci_u32_e64 v7, null, 0, 0, s1
	v_cmp_le_f64_e64 s1, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v5, 0xfffff, v6
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[4:5], 2.0
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[4:5]
	v_div_scale_f64 v[20:21], vcc_lo, v[4:5], v[10:11], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[14:15], v[12:13]
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]
	v_fma_f64 v[18:19], -v[12:13], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], v[14:15], v[18:19], v[14:15]
	v_mul_f64 v[18:19], v[20:21], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], -v[12:13], v[18:19], v[20:21]
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[18:19]
	v_add_co_u32 v27, vcc_lo, v6, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	v_mul_f64 v[22:23], v[4:5], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[0:1]
	v_cvt_f64_i32_e32 v[6:7], v6
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[18:19], v[14:15], s[6:7]
	v_mul_f64 v[20:21], v[14:15], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[8:9]
	v_add_f64 v[20:21], v[20:21], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	v_mul_f64 v[20:21], v[14:15], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[14:15]
	v_add_f64 v[20:21], v[20:21], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	v_mul_f64 v[14:15], v[14:15], v[20:21]
	v_mul_f64 v[20:21], v[4:5], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[18:19]
	v_mul_f64 v[12:13], v[12:13], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_add_f64 v[6:7], v[6:7], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[20:21], v[12:13]
	v_mul_f64 v[14:15], v[6:7], s[24:25]
	v_mul_f64 v[6:7], v[6:7], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[10:11], v[14:15], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	v_add_f64 v[4:5], v[4:5], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[6:7], v[4:5]
	v_min_u32_e32 v6, 32, v9
	v_mov_b32_e32 v7, 0x401c
	v_lshlrev_b64 v[0:1], v6, v[2:3]
	ds_load_2addr_b32 v[2:3], v7 offset1:1
	v_min_u32_e32 v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v1, v0
	v_sub_nc_u32_e32 v1, 32, v6
	v_add_nc_u32_e64 v6, 0x4000, 0
	v_cvt_f32_u32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_ldexp_f32 v7, v0, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v24, v2
	v_cndmask_b32_e32 v5, 0x7ff00000, v5, vcc_lo
	v_cndmask_b32_e64 v5, 0xfff00000, v5, s0
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, s0, s1
	v_cmp_gt_f32_e64 s0, v24, v2
	v_cndmask_b32_e32 v0, 0, v4, vcc_lo
	v_cmp_ge_f32_e32 vcc_lo, v3, v7
	v_cndmask_b32_e64 v1, 0x7ff80000, v5, s1
	ds_load_2addr_b32 v[2:3], v6 offset0:2 offset1:11
	v_cndmask_b32_e64 v4, 0, 1.0, s0
	v_div_fixup_f32 v5, v26, v17, v16
	s_and_b32 s0, s5, vcc_lo
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_cndmask_b32_e64 v1, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v1, v4
	v_cndmask_b32_e32 v1, v4, v1, vcc_lo
	v_add_f32_e32 v4, 0, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v2, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, -1.0, v4, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v4, v3
	v_cmp_gt_f32_e64 s1, v4, v3
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v2, 0, 1.0, s1
	v_cndmask_b32_e64 v3, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v3, v2
	v_sub_f32_e32 v0, v25, v0
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v0, 0xff800000, v0, vcc_lo
	ds_store_b32 v8, v0 offset:4096
.LBB2_182:
	s_or_b32 exec_lo, exec_lo, s35
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB2_194
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB2_188
	s_add_u32 s0, s28, -1
	s_addc_u32 s1, s29, -1
	s_and_b32 s12, s28, 7
	v_cmp_lt_u64_e64 s0, s[0:1], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_189
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s16, s28, 0xff8
	s_mov_b32 s17, s13
	s_mov_b64 s[0:1], 0
	s_mov_b32 s25, s13
.LBB2_186:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s25
	s_mov_b64 s[18:19], s[0:1]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s0, v1, v0
	v_cmp_u_f32_e64 s5, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s6, v3, v3
	v_cmp_u_f32_e64 s7, v4, v4
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s8, v5, v5
	s_or_b32 vcc_lo, s0, s1
	v_cmp_u_f32_e64 s9, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s1, s18, s14
	s_cselect_b32 s14, s19, s15
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s10, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v2, v0
	v_cmp_u_f32_e64 s11, v8, v8
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s5
	s_add_u32 s0, s18, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s5, s19, 0
	s_and_b32 s15, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s5, s14
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v3, v0
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s14, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v4, v0
	s_and_b32 s6, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v5, v0
	s_and_b32 s6, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v6, v0
	s_and_b32 s6, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v7, v0
	s_and_b32 s6, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v8, v0
	s_and_b32 s6, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 7
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s15, s6, s5
	s_cselect_b32 s14, s0, s1
	s_add_i32 s25, s25, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s0, s18, 8
	s_addc_u32 s1, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[0:1], s[16:17]
	s_cbranch_scc1 .LBB2_186
	s_add_u32 s6, s18, 8
	s_addc_u32 s7, s19, 0
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB2_190
	s_branch .LBB2_192
.LBB2_188:
	v_mov_b32_e32 v0, 0
	s_branch .LBB2_193
.LBB2_189:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB2_192
.LBB2_190:
	s_lshl_b32 s5, s6, 2
	.p2align	6
.LBB2_191:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s15, s7, s15
	s_cselect_b32 s14, s6, s14
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s5, s5, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB2_191
.LBB2_192:
	s_clz_i32_u32 s0, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s5, s0, 32
	s_lshl_b64 s[0:1], s[14:15], s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s5
	s_cvt_f32_u32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s0, s1
.LBB2_193:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:16396
.LBB2_194:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB2_196
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x400c
	v_mov_b32_e32 v4, 0x4014
	s_lshl_b64 s[0:1], s[2:3], 3
	ds_load_b64 v[0:1], v6 offset:16384
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_add_u32 s0, s22, s0
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_addc_u32 s1, s23, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s20, s2
	s_addc_u32 s3, s21, s3
	s_cmp_eq_u32 s27, 0
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0x41000000, v5
	s_cselect_b32 vcc_lo, -1, 0
	v_add_f32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, v1, v0 :: v_dual_cndmask_b32 v0, v4, v2
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s6, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	s_and_b32 s4, s6, 0x7fffffff
	s_ashr_i32 s6, s6, 31
	s_mul_f32 s5, s4, 0x2f800000
	s_mov_b32 s7, s6
	s_floor_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s4, s5, 0xcf800000
	s_cvt_u32_f32 s5, s5
	s_cvt_u32_f32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_sub_u32 s4, s4, s6
	s_subb_u32 s5, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	global_store_b64 v6, v[0:1], s[0:1]
	global_load_b32 v0, v6, s[2:3]
	v_cvt_u32_f32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB2_196:
	s_endpgm
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
		.amdhsa_next_free_vgpr 35
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

	.set tessera_gumbel_w2048.num_vgpr, 35
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
	s_cbranch_vccnz .LBB3_236
	s_load_b128 s[40:43], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v12, 2, v0
	s_mul_i32 s4, s37, s2
	s_mul_hi_u32 s5, s36, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s36, s2
	v_cmp_gt_u64_e64 s8, s[36:37], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_add_u32 s22, s28, s4
	s_addc_u32 s23, s29, s5
	s_and_saveexec_b32 s4, s8
	s_cbranch_execz .LBB3_3
	global_load_b32 v2, v12, s[22:23]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v12, v2
.LBB3_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v6, 0x400, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, v1 :: v_dual_lshlrev_b32 v14, 2, v6
	v_cmp_gt_u64_e64 s7, s[36:37], v[6:7]
	s_and_saveexec_b32 s4, s7
	s_cbranch_execz .LBB3_5
	global_load_b32 v2, v14, s[22:23]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v12, v2 offset:4096
.LBB3_5:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v4, 0x800, v0
	v_mov_b32_e32 v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v13, 2, v4
	v_cmp_gt_u64_e64 s6, s[36:37], v[4:5]
	s_and_saveexec_b32 s4, s6
	s_cbranch_execz .LBB3_7
	global_load_b32 v2, v13, s[22:23]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
	ds_store_b32 v12, v2 offset:8192
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s4
	v_or_b32_e32 v2, 0xc00, v0
	v_mov_b32_e32 v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 2, v2
	v_cmp_gt_u64_e64 s5, s[36:37], v[2:3]
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB3_9
	global_load_b32 v8, v1, s[22:23]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v8, 0, 1.0, vcc_lo
	ds_store_b32 v12, v8 offset:12288
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
	v_mov_b32_e32 v8, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s28, s17
.LBB3_13:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s28
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	ds_load_2addr_b32 v[9:10], v11 offset1:1
	ds_load_2addr_b32 v[15:16], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[19:20], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_gt_f32_e64 s9, v9, v8
	v_cmp_u_f32_e64 s11, v10, v10
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v15, v15
	v_cmp_u_f32_e64 s13, v16, v16
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v17, v17
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v10, v8
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v15, v8
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v16, v8
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v17, v8
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v18, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v8, v8, v18, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v19, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v20, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s20, s20, 8
	v_cndmask_b32_e32 v8, v8, v20, vcc_lo
	s_addc_u32 s21, s21, 0
	s_add_i32 s28, s28, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	s_cbranch_scc1 .LBB3_13
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_17
	s_branch .LBB3_19
.LBB3_15:
	v_mov_b32_e32 v8, 0xff800000
	s_branch .LBB3_19
.LBB3_16:
	v_mov_b32_e32 v8, 0xff800000
	s_cbranch_execz .LBB3_19
.LBB3_17:
	s_lshl_b32 s11, s18, 2
.LBB3_18:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v9, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_add_i32 s11, s11, 4
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v9, v9
	v_cmp_gt_f32_e64 s10, v9, v8
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB3_18
.LBB3_19:
	v_mov_b32_e32 v9, 0
	ds_store_b32 v9, v8 offset:32768
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
	global_load_b32 v8, v1, s[22:23]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v8
	v_cndmask_b32_e64 v8, 0, 1.0, vcc_lo
	ds_store_b32 v12, v8 offset:12288
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
	v_mov_b32_e32 v8, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s28, s17
.LBB3_29:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s28
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	ds_load_2addr_b32 v[9:10], v11 offset1:1
	ds_load_2addr_b32 v[15:16], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[19:20], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_gt_f32_e64 s9, v9, v8
	v_cmp_u_f32_e64 s11, v10, v10
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v15, v15
	v_cmp_u_f32_e64 s13, v16, v16
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v17, v17
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v10, v8
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v15, v8
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v16, v8
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v17, v8
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v18, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v8, v8, v18, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v19, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v20, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s20, s20, 8
	v_cndmask_b32_e32 v8, v8, v20, vcc_lo
	s_addc_u32 s21, s21, 0
	s_add_i32 s28, s28, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	s_cbranch_scc1 .LBB3_29
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_36
	s_branch .LBB3_38
.LBB3_31:
	global_load_b32 v8, v12, s[22:23]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v8
	v_cndmask_b32_e64 v8, 0, 1.0, vcc_lo
	ds_store_b32 v12, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_22
.LBB3_32:
	global_load_b32 v8, v14, s[22:23]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v8
	v_cndmask_b32_e64 v8, 0, 1.0, vcc_lo
	ds_store_b32 v12, v8 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_23
.LBB3_33:
	global_load_b32 v8, v13, s[22:23]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v8
	v_cndmask_b32_e64 v8, 0, 1.0, vcc_lo
	ds_store_b32 v12, v8 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_24
	s_branch .LBB3_25
.LBB3_34:
	v_mov_b32_e32 v8, 0xff800000
	s_branch .LBB3_38
.LBB3_35:
	v_mov_b32_e32 v8, 0xff800000
	s_cbranch_execz .LBB3_38
.LBB3_36:
	s_lshl_b32 s11, s18, 2
.LBB3_37:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v9, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_add_i32 s11, s11, 4
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v9, v9
	v_cmp_gt_f32_e64 s10, v9, v8
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB3_37
.LBB3_38:
	v_mov_b32_e32 v9, 0
	ds_store_b32 v9, v8 offset:32772
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
	global_load_b32 v8, v1, s[22:23]
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v8 offset:12288
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
	v_mov_b32_e32 v8, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s28, s17
.LBB3_48:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s28
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	ds_load_2addr_b32 v[9:10], v11 offset1:1
	ds_load_2addr_b32 v[15:16], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[19:20], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_gt_f32_e64 s9, v9, v8
	v_cmp_u_f32_e64 s11, v10, v10
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v15, v15
	v_cmp_u_f32_e64 s13, v16, v16
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v17, v17
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v10, v8
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v15, v8
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v16, v8
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v17, v8
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v18, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v8, v8, v18, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v19, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v20, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s20, s20, 8
	v_cndmask_b32_e32 v8, v8, v20, vcc_lo
	s_addc_u32 s21, s21, 0
	s_add_i32 s28, s28, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	s_cbranch_scc1 .LBB3_48
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_55
	s_branch .LBB3_57
.LBB3_50:
	global_load_b32 v8, v12, s[22:23]
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_41
.LBB3_51:
	global_load_b32 v8, v14, s[22:23]
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v8 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_42
.LBB3_52:
	global_load_b32 v8, v13, s[22:23]
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v8 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_43
	s_branch .LBB3_44
.LBB3_53:
	v_mov_b32_e32 v8, 0xff800000
	s_branch .LBB3_57
.LBB3_54:
	v_mov_b32_e32 v8, 0xff800000
	s_cbranch_execz .LBB3_57
.LBB3_55:
	s_lshl_b32 s11, s18, 2
.LBB3_56:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v9, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_add_i32 s11, s11, 4
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v9, v9
	v_cmp_gt_f32_e64 s10, v9, v8
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB3_56
.LBB3_57:
	v_mov_b32_e32 v9, 0
	ds_store_b32 v9, v8 offset:32784
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
	global_load_b32 v8, v1, s[22:23]
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v8 offset:12288
.LBB3_63:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s33, s4
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
	v_mov_b32_e32 v8, 0xff800000
	s_and_b32 s28, s36, 0x1ff8
	s_mov_b32 s29, s19
	s_mov_b64 s[10:11], 0
	s_mov_b32 s34, s19
.LBB3_67:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s34
	s_mov_b64 s[30:31], s[10:11]
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	ds_load_2addr_b32 v[9:10], v11 offset1:1
	ds_load_2addr_b32 v[15:16], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[19:20], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_gt_f32_e64 s9, v9, v8
	v_cmp_u_f32_e64 s11, v10, v10
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v15, v15
	v_cmp_u_f32_e64 s13, v16, v16
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v17, v17
	s_or_b32 vcc_lo, s9, s10
	v_cmp_u_f32_e64 s15, v18, v18
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s10, s30, s20
	s_cselect_b32 s20, s31, s21
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s16, v19, v19
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v10, v8
	v_cmp_u_f32_e64 s17, v20, v20
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s11
	s_add_u32 s9, s30, 1
	v_cndmask_b32_e32 v8, v8, v10, vcc_lo
	s_addc_u32 s11, s31, 0
	s_and_b32 s21, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s11, s20
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v15, v8
	s_and_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s30, 2
	v_cndmask_b32_e32 v8, v8, v15, vcc_lo
	s_addc_u32 s12, s31, 0
	s_and_b32 s20, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v16, v8
	s_and_b32 s12, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s30, 3
	v_cndmask_b32_e32 v8, v8, v16, vcc_lo
	s_addc_u32 s12, s31, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v17, v8
	s_and_b32 s12, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s30, 4
	v_cndmask_b32_e32 v8, v8, v17, vcc_lo
	s_addc_u32 s12, s31, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v18, v8
	s_and_b32 s12, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s30, 5
	v_cndmask_b32_e32 v8, v8, v18, vcc_lo
	s_addc_u32 s12, s31, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v19, v8
	s_and_b32 s12, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s30, 6
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	s_addc_u32 s12, s31, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s10, s9, s10
	s_cselect_b32 s11, s12, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v20, v8
	s_and_b32 s12, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s12
	s_add_u32 s9, s30, 7
	s_addc_u32 s12, s31, 0
	s_and_b32 s13, vcc_lo, exec_lo
	s_cselect_b32 s21, s12, s11
	s_cselect_b32 s20, s9, s10
	s_add_i32 s34, s34, 32
	v_cndmask_b32_e32 v8, v8, v20, vcc_lo
	s_add_u32 s10, s30, 8
	s_addc_u32 s11, s31, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], s[28:29]
	s_cbranch_scc1 .LBB3_67
	s_add_u32 s12, s30, 8
	s_addc_u32 s13, s31, 0
	s_cmp_lg_u64 s[18:19], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_74
	s_branch .LBB3_76
.LBB3_69:
	global_load_b32 v8, v12, s[22:23]
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_60
.LBB3_70:
	global_load_b32 v8, v14, s[22:23]
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v8 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_61
.LBB3_71:
	global_load_b32 v8, v13, s[22:23]
	s_waitcnt vmcnt(0)
	ds_store_b32 v12, v8 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_62
	s_branch .LBB3_63
.LBB3_72:
	v_mov_b32_e32 v8, 0
	s_branch .LBB3_77
.LBB3_73:
	v_mov_b32_e32 v8, 0xff800000
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB3_76
.LBB3_74:
	s_lshl_b32 s11, s12, 2
	.p2align	6
.LBB3_75:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v9, v9
	v_cmp_gt_f32_e64 s10, v9, v8
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s21, s13, s21
	s_cselect_b32 s20, s12, s20
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_add_i32 s11, s11, 4
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
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
	v_ldexp_f32 v8, s10, s9
.LBB3_77:
	v_mov_b32_e32 v9, 0
	ds_store_b32 v9, v8 offset:32788
.LBB3_78:
	s_or_b32 exec_lo, exec_lo, s33
	s_load_b32 s33, s[0:1], 0x38
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
	global_load_b32 v8, v1, s[22:23]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v8
	v_cmp_class_f32_e64 s10, v8, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s11, v9, 0x204
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	ds_store_b32 v12, v8 offset:12288
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
	v_mov_b32_e32 v8, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s28, s17
.LBB3_87:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s28
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	ds_load_2addr_b32 v[9:10], v11 offset1:1
	ds_load_2addr_b32 v[15:16], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[19:20], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s10, v9, v9
	v_cmp_gt_f32_e64 s9, v9, v8
	v_cmp_u_f32_e64 s11, v10, v10
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s12, v15, v15
	v_cmp_u_f32_e64 s13, v16, v16
	s_and_b32 s10, vcc_lo, s10
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s14, v17, v17
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v10, v8
	s_and_b32 s10, vcc_lo, s11
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v15, v8
	s_and_b32 s10, vcc_lo, s12
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v16, v8
	s_and_b32 s10, vcc_lo, s13
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s9, v17, v8
	s_and_b32 s10, vcc_lo, s14
	s_or_b32 vcc_lo, s9, s10
	v_cndmask_b32_e32 v8, v8, v17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v18, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v18, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v8, v8, v18, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v19, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v19, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_gt_f32_e64 s10, v20, v8
	s_and_b32 s9, s9, vcc_lo
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s20, s20, 8
	v_cndmask_b32_e32 v8, v8, v20, vcc_lo
	s_addc_u32 s21, s21, 0
	s_add_i32 s28, s28, 32
	s_cmp_lg_u64 s[18:19], s[20:21]
	s_cbranch_scc1 .LBB3_87
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_94
	s_branch .LBB3_96
.LBB3_89:
	global_load_b32 v8, v12, s[22:23]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v8
	v_cmp_class_f32_e64 s10, v8, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s11, v9, 0x204
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	ds_store_b32 v12, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_80
.LBB3_90:
	global_load_b32 v8, v14, s[22:23]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v8
	v_cmp_class_f32_e64 s10, v8, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s11, v9, 0x204
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	ds_store_b32 v12, v8 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_81
.LBB3_91:
	global_load_b32 v8, v13, s[22:23]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v8
	v_cmp_class_f32_e64 s10, v8, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s11, v9, 0x204
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	ds_store_b32 v12, v8 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_82
	s_branch .LBB3_83
.LBB3_92:
	v_mov_b32_e32 v8, 0xff800000
	s_branch .LBB3_96
.LBB3_93:
	v_mov_b32_e32 v8, 0xff800000
	s_cbranch_execz .LBB3_96
.LBB3_94:
	s_lshl_b32 s11, s18, 2
.LBB3_95:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v9, s11
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_add_i32 s11, s11, 4
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s9, v9, v9
	v_cmp_gt_f32_e64 s10, v9, v8
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s10, s9
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_addc_u32 s17, s17, -1
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB3_95
.LBB3_96:
	v_mov_b32_e32 v9, 0
	ds_store_b32 v9, v8 offset:32792
.LBB3_97:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB3_116
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB3_117
.LBB3_99:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB3_118
.LBB3_100:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB3_102
.LBB3_101:
	global_load_b32 v8, v1, s[22:23]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_2addr_stride64_b32 v12, v8, v9 offset0:48 offset1:112
.LBB3_102:
	s_or_b32 exec_lo, exec_lo, s9
	s_load_b64 s[28:29], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s60, s4
	s_cbranch_execz .LBB3_134
	s_load_b64 s[0:1], s[0:1], 0x40
	s_clz_i32_u32 s12, s37
	s_mov_b32 s31, 0
	s_waitcnt lgkmcnt(0)
	s_clz_i32_u32 s9, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s9, s9, 32
	s_lshl_b64 s[10:11], s[0:1], s9
	s_sub_i32 s9, 32, s9
	s_min_u32 s10, s10, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s10, s11, s10
	s_cmp_eq_u64 s[0:1], 0
	s_cvt_f32_u32 s10, s10
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s29, 0
	v_cndmask_b32_e64 v8, 0, 1.0, s0
	s_cselect_b32 s0, -1, 0
	s_min_u32 s11, s12, 32
	v_cndmask_b32_e64 v9, 1.0, 0, s0
	s_lshl_b64 s[0:1], s[36:37], s11
	v_ldexp_f32 v10, s10, s9
	s_min_u32 s0, s0, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s11
	s_cvt_f32_u32 s0, s0
	s_mov_b64 s[10:11], 0
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f32 v9, s0, s1
	v_cmp_eq_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v8, 0x7f800000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_nlt_f32_e32 vcc_lo, 0, v8
	v_cmp_nle_f32_e64 s0, v8, v9
	v_readfirstlane_b32 s61, v8
	v_mov_b32_e32 v8, 0x7f800000
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_mov_b32 s0, 0xff800000
	s_cbranch_vccnz .LBB3_133
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s35, s31
	s_cselect_b32 s9, -1, 0
	s_add_u32 s12, s36, -1
	s_addc_u32 s13, s37, -1
	s_and_b32 s34, s36, 7
	v_cmp_gt_u64_e64 s63, s[12:13], 6
	s_and_b32 s30, s36, 0x1ff8
	v_cndmask_b32_e64 v10, 0, 1, s9
	s_cmp_lg_u64 s[34:35], 0
	s_mov_b32 s62, s31
	s_cselect_b32 s64, -1, 0
	v_cndmask_b32_e64 v11, 0, 1, s63
	s_branch .LBB3_107
.LBB3_105:
	v_clz_i32_u32_e32 v15, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v15, 32, v15
	v_lshlrev_b64 v[8:9], v15, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v8, 1, v8
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v8, v8
	v_ldexp_f32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s0, v8
.LBB3_106:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_le_f32 s61, s0
	s_cselect_b32 s62, s16, s62
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], 32
	s_cbranch_scc1 .LBB3_119
.LBB3_107:
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e64 s0, 1, v11
	s_lshr_b32 s1, 0x80000000, s10
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_or_b32 s16, s1, s62
	s_cbranch_vccnz .LBB3_112
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_113
	s_mov_b64 s[14:15], 0
	s_mov_b32 s1, 0
.LBB3_110:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v21, s1
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s1, s1, 32
	s_cmp_lg_u64 s[30:31], s[14:15]
	ds_load_2addr_b32 v[15:16], v21 offset1:1
	ds_load_2addr_b32 v[17:18], v21 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v21 offset0:4 offset1:5
	ds_load_2addr_b32 v[21:22], v21 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_le_u32_e32 vcc_lo, s16, v15
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v16
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(2)
	v_cmp_le_u32_e32 vcc_lo, s16, v17
	v_cndmask_b32_e64 v17, 0, 1, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v18
	v_cndmask_b32_e64 v18, 0, 1, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_le_u32_e32 vcc_lo, s16, v19
	v_cndmask_b32_e64 v19, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v20
	v_add_co_u32 v8, s0, v8, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s0
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s16, v21
	v_add_co_u32 v8, s0, v8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s0
	v_cndmask_b32_e64 v16, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_cmp_le_u32_e32 vcc_lo, s16, v22
	v_add_co_u32 v8, s0, v8, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, s0
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_cbranch_scc1 .LBB3_110
	s_mov_b64 s[0:1], s[30:31]
	s_mov_b32 s14, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccz .LBB3_105
	s_branch .LBB3_114
.LBB3_112:
	s_mov_b32 s0, 0
	s_branch .LBB3_106
.LBB3_113:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB3_105
.LBB3_114:
	s_lshl_b32 s14, s0, 2
	s_mov_b64 s[0:1], s[34:35]
.LBB3_115:
	v_mov_b32_e32 v15, s14
	s_add_i32 s14, s14, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v15, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s16, v15
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, v15
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_cbranch_scc1 .LBB3_115
	s_branch .LBB3_105
.LBB3_116:
	global_load_b32 v8, v12, s[22:23]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_2addr_stride64_b32 v12, v8, v9 offset1:64
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_99
.LBB3_117:
	global_load_b32 v8, v14, s[22:23]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_2addr_stride64_b32 v12, v8, v9 offset0:16 offset1:80
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_100
.LBB3_118:
	global_load_b32 v8, v13, s[22:23]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v8, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_mov_b32 v9, 1.0
	ds_store_2addr_stride64_b32 v12, v8, v9 offset0:32 offset1:96
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_101
	s_branch .LBB3_102
.LBB3_119:
	s_clz_i32_u64 s0, s[12:13]
	s_mov_b32 s44, 0
	s_min_u32 s65, s0, 64
	s_mov_b64 s[46:47], 0
	s_sub_u32 s0, 64, s65
	s_subb_u32 s1, 0, 0
	s_lshl_b64 s[42:43], -1, s0
	s_cmp_eq_u64 s[12:13], 0
	s_cbranch_scc1 .LBB3_132
	v_cmp_gt_u64_e64 s9, s[0:1], 1
	s_brev_b32 s45, 1
	s_mov_b64 s[54:55], 0
	s_and_b32 s9, s9, exec_lo
	s_cselect_b32 s49, s1, 0
	s_cselect_b32 s48, s0, 1
	s_sub_u32 s66, 0, s42
	s_subb_u32 s67, 0, s43
	s_sub_u32 s50, 0, s30
	s_subb_u32 s51, 0, 0
	s_not_b64 s[52:53], s[42:43]
	s_branch .LBB3_123
.LBB3_121:
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
	v_readfirstlane_b32 s0, v8
.LBB3_122:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_le_f32 s61, s0
	s_cselect_b32 s47, s57, s47
	s_cselect_b32 s46, s56, s46
	s_add_u32 s54, s54, 1
	s_addc_u32 s55, s55, 0
	s_cmp_eq_u64 s[54:55], s[48:49]
	s_cbranch_scc1 .LBB3_132
.LBB3_123:
	v_cmp_ne_u32_e32 vcc_lo, 1, v10
	s_add_i32 s0, s54, s65
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[0:1], s[44:45], s0
	s_or_b64 s[56:57], s[0:1], s[46:47]
	s_cbranch_vccnz .LBB3_128
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_and_not1_b32 vcc_lo, exec_lo, s63
	s_cbranch_vccnz .LBB3_129
	s_mov_b64 s[58:59], 0
	s_mov_b32 s68, 0
.LBB3_126:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s68
	s_add_u32 s69, s66, s58
	s_addc_u32 s72, s67, s59
	s_add_u32 s0, s69, -1
	s_addc_u32 s1, s72, -1
	ds_load_2addr_b32 v[15:16], v11 offset1:1
	ds_load_2addr_b32 v[17:18], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[21:22], v11 offset0:6 offset1:7
	v_cmp_ge_u64_e64 s70, s[0:1], s[56:57]
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s0, s62, v15
	v_cmp_lt_u32_e32 vcc_lo, s62, v15
	v_cmp_eq_u32_e64 s9, s62, v16
	v_cmp_lt_u32_e64 s1, s62, v16
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s11, s62, v17
	s_and_b32 s0, s70, s0
	v_cmp_lt_u32_e64 s10, s62, v17
	s_or_b32 s0, vcc_lo, s0
	s_add_u32 s70, s69, -2
	s_addc_u32 s71, s72, -1
	v_cndmask_b32_e64 v11, 0, 1, s0
	v_cmp_ge_u64_e64 s0, s[70:71], s[56:57]
	v_cmp_eq_u32_e64 s13, s62, v18
	v_cmp_lt_u32_e64 s12, s62, v18
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_u32_e64 s15, s62, v19
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_and_b32 s0, s0, s9
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_or_b32 s0, s1, s0
	v_cmp_lt_u32_e64 s14, s62, v19
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_add_u32 s0, s69, -3
	s_addc_u32 s1, s72, -1
	v_cmp_eq_u32_e64 s17, s62, v20
	v_cmp_ge_u64_e64 s0, s[0:1], s[56:57]
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_cmp_lt_u32_e64 s16, s62, v20
	s_and_b32 s0, s0, s11
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s19, s62, v21
	s_or_b32 s0, s10, s0
	v_cmp_lt_u32_e64 s18, s62, v21
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_add_u32 s0, s69, -4
	s_addc_u32 s1, s72, -1
	v_cmp_eq_u32_e64 s21, s62, v22
	v_cmp_ge_u64_e64 s0, s[0:1], s[56:57]
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_cmp_lt_u32_e64 s20, s62, v22
	s_and_b32 s0, s0, s13
	s_or_b32 s0, s12, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_add_u32 s0, s69, -5
	s_addc_u32 s1, s72, -1
	v_cmp_ge_u64_e64 s0, s[0:1], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v8, v11
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_b32 s0, s0, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s14, s0
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_add_u32 s0, s69, -6
	s_addc_u32 s1, s72, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s0, s[0:1], s[56:57]
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_b32 s0, s0, s17
	s_or_b32 s0, s16, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_add_u32 s0, s69, -7
	s_addc_u32 s1, s72, -1
	v_cmp_ge_u64_e64 s0, s[0:1], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v8, v11
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_b32 s0, s0, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s18, s0
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_add_u32 s0, s69, -8
	s_addc_u32 s1, s72, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s0, s[0:1], s[56:57]
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_b32 s0, s0, s21
	s_or_b32 s0, s20, s0
	s_add_u32 s58, s58, -8
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_addc_u32 s59, s59, -1
	s_add_i32 s68, s68, 32
	s_cmp_lg_u64 s[50:51], s[58:59]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, v8, v11
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_cbranch_scc1 .LBB3_126
	s_mov_b64 s[0:1], s[30:31]
	s_mov_b32 s9, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB3_121
	s_branch .LBB3_130
.LBB3_128:
	s_mov_b32 s0, 0
	s_branch .LBB3_122
.LBB3_129:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB3_121
.LBB3_130:
	s_sub_u32 s10, s52, s0
	s_subb_u32 s11, s53, s1
	s_lshl_b32 s1, s0, 2
	s_mov_b64 s[12:13], s[34:35]
	.p2align	6
.LBB3_131:
	v_mov_b32_e32 v11, s1
	v_cmp_ge_u64_e64 s9, s[10:11], s[56:57]
	ds_load_b32 v11, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s62, v11
	v_cmp_lt_u32_e64 s0, s62, v11
	s_and_b32 s9, s9, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s0, s0, s9
	s_add_u32 s10, s10, -1
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_addc_u32 s11, s11, -1
	s_add_i32 s1, s1, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	v_add_co_u32 v8, vcc_lo, v8, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB3_131
	s_branch .LBB3_121
.LBB3_132:
	s_not_b64 s[10:11], s[42:43]
	s_and_b32 s0, s62, 0x7fffffff
	s_not_b32 s1, s62
	s_cmp_lt_i32 s62, 0
	s_cselect_b32 s0, s0, s1
	s_sub_u32 s10, s10, s46
	s_subb_u32 s11, s11, s47
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s1, s11
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s9, s10, 1
	s_or_b32 s9, s11, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s9, s9
	v_ldexp_f32 v8, s9, s1
.LBB3_133:
	v_dual_mov_b32 v9, s0 :: v_dual_mov_b32 v10, 0x801c
	ds_store_2addr_b32 v10, v9, v8 offset1:1
.LBB3_134:
	s_or_b32 exec_lo, exec_lo, s60
	v_cvt_f32_u32_e32 v16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB3_145
	s_or_b32 exec_lo, exec_lo, s9
	v_clz_i32_u32_e32 v15, 0
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB3_146
.LBB3_136:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB3_147
.LBB3_137:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB3_139
.LBB3_138:
	global_load_b32 v17, v1, s[22:23]
	v_min_u32_e32 v18, 32, v15
	v_mov_b32_e32 v10, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], v18, v[2:3]
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v8, v8
	v_ldexp_f32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v17, v10
	v_cmp_gt_f32_e64 s1, v17, v10
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_cndmask_b32_e64 v9, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_mul_f32_e32 v9, s33, v17
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xff800000, v9, vcc_lo
	ds_store_b32 v12, v8 offset:12288
.LBB3_139:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB3_153
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB3_148
	s_add_u32 s0, s36, -1
	s_addc_u32 s1, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s0, s[0:1], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_149
	v_mov_b32_e32 v8, 0xff800000
	s_and_b32 s16, s36, 0x1ff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, s15
.LBB3_143:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s20
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	ds_load_2addr_b32 v[9:10], v11 offset1:1
	ds_load_2addr_b32 v[17:18], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[21:22], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v9, v9
	v_cmp_gt_f32_e64 s0, v9, v8
	v_cmp_u_f32_e64 s9, v10, v10
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s10, v17, v17
	v_cmp_u_f32_e64 s11, v18, v18
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s12, v19, v19
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s0, v10, v8
	s_and_b32 s1, vcc_lo, s9
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v8, v8, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s0, v17, v8
	s_and_b32 s1, vcc_lo, s10
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v8, v8, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s0, v18, v8
	s_and_b32 s1, vcc_lo, s11
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v8, v8, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_cmp_gt_f32_e64 s0, v19, v8
	s_and_b32 s1, vcc_lo, s12
	s_or_b32 vcc_lo, s0, s1
	v_cndmask_b32_e32 v8, v8, v19, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v8, v8
	v_cmp_gt_f32_e64 s1, v20, v8
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	v_cndmask_b32_e32 v8, v8, v20, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v21, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v8, v8
	v_cmp_gt_f32_e64 s1, v21, v8
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	v_cndmask_b32_e32 v8, v8, v21, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v22, v22
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_o_f32_e64 s0, v8, v8
	v_cmp_gt_f32_e64 s1, v22, v8
	s_and_b32 s0, s0, vcc_lo
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s18, s18, 8
	v_cndmask_b32_e32 v8, v8, v22, vcc_lo
	s_addc_u32 s19, s19, 0
	s_add_i32 s20, s20, 32
	s_cmp_lg_u64 s[16:17], s[18:19]
	s_cbranch_scc1 .LBB3_143
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_150
	s_branch .LBB3_152
.LBB3_145:
	global_load_b32 v10, v12, s[22:23]
	v_mov_b32_e32 v8, 0x801c
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v16
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v10, v8
	v_cmp_gt_f32_e64 s1, v10, v8
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_cndmask_b32_e64 v9, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_dual_cndmask_b32 v8, v8, v9 :: v_dual_mul_f32 v9, s33, v10
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xff800000, v9, vcc_lo
	ds_store_b32 v12, v8
	s_or_b32 exec_lo, exec_lo, s9
	v_clz_i32_u32_e32 v15, 0
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_136
.LBB3_146:
	global_load_b32 v17, v14, s[22:23]
	v_min_u32_e32 v18, 32, v15
	v_mov_b32_e32 v10, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], v18, v[6:7]
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v8, v8
	v_ldexp_f32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v17, v10
	v_cmp_gt_f32_e64 s1, v17, v10
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_cndmask_b32_e64 v9, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_mul_f32_e32 v9, s33, v17
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xff800000, v9, vcc_lo
	ds_store_b32 v12, v8 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_137
.LBB3_147:
	global_load_b32 v17, v13, s[22:23]
	v_min_u32_e32 v18, 32, v15
	v_mov_b32_e32 v10, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[8:9], v18, v[4:5]
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_min_u32_e32 v8, 1, v8
	v_or_b32_e32 v8, v9, v8
	v_sub_nc_u32_e32 v9, 32, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v8, v8
	v_ldexp_f32 v8, v8, v9
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e32 vcc_lo, v11, v8
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v17, v10
	v_cmp_gt_f32_e64 s1, v17, v10
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_cndmask_b32_e64 v9, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_mul_f32_e32 v9, s33, v17
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xff800000, v9, vcc_lo
	ds_store_b32 v12, v8 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_138
	s_branch .LBB3_139
.LBB3_148:
	v_mov_b32_e32 v8, 0xff800000
	s_branch .LBB3_152
.LBB3_149:
	v_mov_b32_e32 v8, 0xff800000
	s_cbranch_execz .LBB3_152
.LBB3_150:
	s_lshl_b32 s9, s16, 2
.LBB3_151:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v9, s9
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_add_i32 s9, s9, 4
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s0, v9, v9
	v_cmp_gt_f32_e64 s1, v9, v8
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s14, s14, -1
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_addc_u32 s15, s15, -1
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB3_151
.LBB3_152:
	v_mov_b32_e32 v9, 0
	ds_store_b32 v9, v8 offset:32804
.LBB3_153:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execnz .LBB3_164
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execnz .LBB3_165
.LBB3_155:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execnz .LBB3_166
.LBB3_156:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB3_158
.LBB3_157:
	global_load_b32 v17, v1, s[22:23]
	v_mov_b32_e32 v8, 0
	v_min_u32_e32 v26, 32, v15
	v_mov_b32_e32 v11, 0x801c
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v17
	ds_load_b32 v8, v8 offset:32804
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v18, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v18
	v_cndmask_b32_e32 v8, 0xc2d00000, v18, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_add_f32_e32 v19, 0x4b400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xcb400000, v19
	v_mul_f32_e32 v10, 0xbf317200, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0x35bfbe8e, v9 :: v_dual_add_f32 v21, v8, v10
	v_sub_f32_e32 v8, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v8, v8
	v_mul_f32_e32 v10, 0x3331bb4c, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x388ab355, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xbb360b61, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	v_mul_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v8, v9
	v_mul_f32_e32 v22, v8, v9
	v_sub_f32_e32 v23, 2.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v8, null, v23, v23, v22
	v_div_scale_f32 v10, vcc_lo, v22, v23, v22
	v_rcp_f32_e32 v24, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v8, v24, 1.0
	v_fmac_f32_e32 v24, v9, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v10, v24
	v_fma_f32 v9, -v8, v25, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v9, v24
	v_fma_f32 v27, -v8, v25, v10
	v_lshlrev_b64 v[8:9], v26, v[2:3]
	ds_load_2addr_b32 v[10:11], v11 offset1:1
	v_div_fmas_f32 v24, v27, v24, v25
	v_min_u32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v22, v24, v23, v22
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v20, v20, v22 :: v_dual_add_nc_u32 v9, 0xb4c00100, v19
	v_sub_nc_u32_e32 v22, 32, v26
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v9, 1, v9
	v_sub_f32_e32 v20, v21, v20
	s_delay_alu instid0(VALU_DEP_3)
	v_ldexp_f32 v8, v8, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v17, v10
	v_sub_nc_u32_e32 v19, v19, v9
	v_cmp_gt_f32_e64 s1, v17, v10
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	v_cmp_ge_f32_e64 s0, v11, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_lshl_add_u32 v10, v19, 23, 0x7f800000
	v_add_f32_e32 v20, 1.0, v20
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, v20, v9
	v_cmp_gt_f32_e32 vcc_lo, v11, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v9, v9, v10 :: v_dual_cndmask_b32 v8, v8, v11
	v_cmp_o_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e32 v9, 0x7fc00000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	ds_store_b32 v12, v8 offset:12288
.LBB3_158:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB3_171
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v9, 0
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[10:11], 0
	s_cbranch_scc1 .LBB3_170
	s_add_u32 s0, s36, -1
	s_addc_u32 s1, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[0:1], 7
	s_and_b32 s0, s36, 7
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_cbranch_vccnz .LBB3_167
	v_mov_b32_e32 v9, 0
	s_and_b32 s10, s36, 0x1ff8
	s_mov_b32 s11, s1
	s_mov_b64 s[12:13], 0
	s_mov_b32 s14, s1
	.p2align	6
.LBB3_162:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v21, s14
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s14, s14, 32
	s_cmp_lg_u64 s[10:11], s[12:13]
	ds_load_2addr_b32 v[10:11], v21 offset1:1
	ds_load_2addr_b32 v[17:18], v21 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v21 offset0:4 offset1:5
	ds_load_2addr_b32 v[21:22], v21 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v11
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v9, v9, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v9, v9, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v21
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v22
	s_cbranch_scc1 .LBB3_162
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s11, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB3_168
	s_branch .LBB3_170
.LBB3_164:
	global_load_b32 v10, v12, s[22:23]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v8, 0 :: v_dual_mul_f32 v9, s33, v10
	ds_load_b32 v8, v8 offset:32804
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v8, 0xc2d00000, v11, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_add_f32_e32 v17, 0x4b400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xcb400000, v17
	v_mul_f32_e32 v18, 0xbf317200, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v19, 0x35bfbe8e, v9 :: v_dual_add_f32 v18, v8, v18
	v_sub_f32_e32 v8, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v8, v8
	v_mul_f32_e32 v20, 0x3331bb4c, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	v_mul_f32_e32 v20, v9, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x388ab355, v20
	v_mul_f32_e32 v20, v9, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0xbb360b61, v20
	v_mul_f32_e32 v20, v9, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, 0x3e2aaaab, v20
	v_mul_f32_e32 v9, v9, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v8, v9
	v_mul_f32_e32 v20, v8, v9
	v_sub_f32_e32 v21, 2.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v8, null, v21, v21, v20
	v_div_scale_f32 v23, vcc_lo, v20, v21, v20
	v_rcp_f32_e32 v22, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v8, v22, 1.0
	v_fmac_f32_e32 v22, v9, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v23, v22
	v_fma_f32 v9, -v8, v24, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_fmac_f32 v24, v9, v22 :: v_dual_mov_b32 v9, 0x801c
	v_fma_f32 v23, -v8, v24, v23
	ds_load_2addr_b32 v[8:9], v9 offset1:1
	v_div_fmas_f32 v22, v23, v22, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v20, v22, v21, v20
	v_add_nc_u32_e32 v21, 0xb4c00100, v17
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v20, 1, v21
	v_sub_f32_e32 v18, v18, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v10, v8
	v_cmp_ge_f32_e64 s0, v9, v16
	v_sub_nc_u32_e32 v17, v17, v20
	v_cmp_gt_f32_e64 s1, v10, v8
	v_add_f32_e32 v18, 1.0, v18
	v_lshl_add_u32 v19, v20, 23, 0xff800000
	s_and_b32 s0, vcc_lo, s0
	v_lshl_add_u32 v9, v17, 23, 0x7f800000
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_cndmask_b32_e64 v17, 0, 1.0, s0
	v_mul_f32_e32 v10, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v17, v8
	v_mul_f32_e32 v9, v10, v9
	v_cndmask_b32_e32 v8, v8, v17, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v9, 0x7fc00000, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	ds_store_b32 v12, v8
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s7
	s_cbranch_execz .LBB3_155
.LBB3_165:
	global_load_b32 v17, v14, s[22:23]
	v_mov_b32_e32 v8, 0
	v_min_u32_e32 v26, 32, v15
	v_mov_b32_e32 v11, 0x801c
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v17
	ds_load_b32 v8, v8 offset:32804
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v18, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v18
	v_cndmask_b32_e32 v8, 0xc2d00000, v18, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_add_f32_e32 v19, 0x4b400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xcb400000, v19
	v_mul_f32_e32 v10, 0xbf317200, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0x35bfbe8e, v9 :: v_dual_add_f32 v21, v8, v10
	v_sub_f32_e32 v8, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v8, v8
	v_mul_f32_e32 v10, 0x3331bb4c, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x388ab355, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xbb360b61, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	v_mul_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v8, v9
	v_mul_f32_e32 v22, v8, v9
	v_sub_f32_e32 v23, 2.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v8, null, v23, v23, v22
	v_div_scale_f32 v10, vcc_lo, v22, v23, v22
	v_rcp_f32_e32 v24, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v8, v24, 1.0
	v_fmac_f32_e32 v24, v9, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v10, v24
	v_fma_f32 v9, -v8, v25, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v9, v24
	v_fma_f32 v27, -v8, v25, v10
	v_lshlrev_b64 v[8:9], v26, v[6:7]
	ds_load_2addr_b32 v[10:11], v11 offset1:1
	v_div_fmas_f32 v24, v27, v24, v25
	v_min_u32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v22, v24, v23, v22
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v20, v20, v22 :: v_dual_add_nc_u32 v9, 0xb4c00100, v19
	v_sub_nc_u32_e32 v22, 32, v26
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v9, 1, v9
	v_sub_f32_e32 v20, v21, v20
	s_delay_alu instid0(VALU_DEP_3)
	v_ldexp_f32 v8, v8, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v17, v10
	v_sub_nc_u32_e32 v19, v19, v9
	v_cmp_gt_f32_e64 s1, v17, v10
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	v_cmp_ge_f32_e64 s0, v11, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_lshl_add_u32 v10, v19, 23, 0x7f800000
	v_add_f32_e32 v20, 1.0, v20
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, v20, v9
	v_cmp_gt_f32_e32 vcc_lo, v11, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v9, v9, v10 :: v_dual_cndmask_b32 v8, v8, v11
	v_cmp_o_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e32 v9, 0x7fc00000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	ds_store_b32 v12, v8 offset:4096
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB3_156
.LBB3_166:
	global_load_b32 v17, v13, s[22:23]
	v_mov_b32_e32 v8, 0
	v_min_u32_e32 v26, 32, v15
	v_mov_b32_e32 v11, 0x801c
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v17
	ds_load_b32 v8, v8 offset:32804
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v18, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v18
	v_cndmask_b32_e32 v8, 0xc2d00000, v18, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_add_f32_e32 v19, 0x4b400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xcb400000, v19
	v_mul_f32_e32 v10, 0xbf317200, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v20, 0x35bfbe8e, v9 :: v_dual_add_f32 v21, v8, v10
	v_sub_f32_e32 v8, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v8, v8
	v_mul_f32_e32 v10, 0x3331bb4c, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xb5ddea0e, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x388ab355, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xbb360b61, v10
	v_mul_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0x3e2aaaab, v10
	v_mul_f32_e32 v9, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v8, v9
	v_mul_f32_e32 v22, v8, v9
	v_sub_f32_e32 v23, 2.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v8, null, v23, v23, v22
	v_div_scale_f32 v10, vcc_lo, v22, v23, v22
	v_rcp_f32_e32 v24, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v8, v24, 1.0
	v_fmac_f32_e32 v24, v9, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v10, v24
	v_fma_f32 v9, -v8, v25, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v25, v9, v24
	v_fma_f32 v27, -v8, v25, v10
	v_lshlrev_b64 v[8:9], v26, v[4:5]
	ds_load_2addr_b32 v[10:11], v11 offset1:1
	v_div_fmas_f32 v24, v27, v24, v25
	v_min_u32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v22, v24, v23, v22
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_sub_f32 v20, v20, v22 :: v_dual_add_nc_u32 v9, 0xb4c00100, v19
	v_sub_nc_u32_e32 v22, 32, v26
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v9, 1, v9
	v_sub_f32_e32 v20, v21, v20
	s_delay_alu instid0(VALU_DEP_3)
	v_ldexp_f32 v8, v8, v22
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v17, v10
	v_sub_nc_u32_e32 v19, v19, v9
	v_cmp_gt_f32_e64 s1, v17, v10
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	v_cmp_ge_f32_e64 s0, v11, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_lshl_add_u32 v10, v19, 23, 0x7f800000
	v_add_f32_e32 v20, 1.0, v20
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, v20, v9
	v_cmp_gt_f32_e32 vcc_lo, v11, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v9, v9, v10 :: v_dual_cndmask_b32 v8, v8, v11
	v_cmp_o_f32_e32 vcc_lo, v18, v18
	v_cndmask_b32_e32 v9, 0x7fc00000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	ds_store_b32 v12, v8 offset:8192
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execnz .LBB3_157
	s_branch .LBB3_158
.LBB3_167:
	v_mov_b32_e32 v9, 0
	s_cbranch_execz .LBB3_170
.LBB3_168:
	s_lshl_b32 s10, s10, 2
.LBB3_169:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s10
	s_add_i32 s10, s10, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v10, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v9, v10
	s_cbranch_scc1 .LBB3_169
.LBB3_170:
	ds_store_b32 v8, v9 offset:32808
.LBB3_171:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s8
	s_cbranch_execnz .LBB3_182
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execnz .LBB3_183
.LBB3_173:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execnz .LBB3_184
.LBB3_174:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB3_176
.LBB3_175:
	global_load_b32 v19, v1, s[22:23]
	v_mov_b32_e32 v8, 0x8024
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s33, v19
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
	v_add_f32_e32 v17, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0xbf317200, v17
	v_dual_mul_f32 v17, 0x35bfbe8e, v17 :: v_dual_add_f32 v10, v10, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v10, v17
	v_mul_f32_e32 v20, v18, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3331bb4c, v20
	v_add_f32_e32 v21, 0xb5ddea0e, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0x388ab355, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0xbb360b61, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0x3e2aaaab, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v20, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v20
	v_sub_f32_e32 v20, 2.0, v20
	v_div_scale_f32 v21, null, v20, v20, v18
	v_div_scale_f32 v24, vcc_lo, v18, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v22, v21
	v_fma_f32 v23, -v21, v22, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v23, v22
	v_mul_f32_e32 v23, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v21, v23, v24
	v_fmac_f32_e32 v23, v25, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v21, v23, v24
	v_div_fmas_f32 v21, v21, v22, v23
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_min_u32_e32 v22, 32, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v18, v21, v20, v18
	v_dual_sub_f32 v17, v17, v18 :: v_dual_add_nc_u32 v20, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v18, 1, v20
	v_sub_f32_e32 v10, v10, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v18
	v_lshl_add_u32 v17, v18, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_dual_mul_f32 v10, v10, v17 :: v_dual_mov_b32 v17, 0x801c
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_lshlrev_b64 v[10:11], v22, v[2:3]
	v_sub_nc_u32_e32 v22, 32, v22
	v_div_scale_f32 v20, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v10, 1, v10
	v_div_scale_f32 v24, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_or_b32_e32 v10, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v19, v17
	v_cvt_f32_u32_e32 v10, v10
	v_cmp_gt_f32_e64 s9, v19, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v23, -v20, v21, 1.0
	v_ldexp_f32 v10, v10, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, 0, 1.0, s9
	v_fmac_f32_e32 v21, v23, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s0, v18, v10
	v_mul_f32_e32 v11, v24, v21
	s_and_b32 s0, s1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v20, v11, v24
	v_fmac_f32_e32 v11, v23, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v20, v11, v24
	v_div_fmas_f32 v10, v10, v21, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v10, 0, v8 :: v_dual_cndmask_b32 v9, v17, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v8, 0, v8 :: v_dual_cndmask_b32 v9, -1.0, v10
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v11, 0x80000000, v9
	v_cmp_gt_i32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v9, v11, v10, vcc_lo
	ds_store_2addr_stride64_b32 v12, v9, v8 offset0:48 offset1:112
.LBB3_176:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s52, s4
	s_cbranch_execz .LBB3_214
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b64 s[10:11], 0
	s_cselect_b32 s9, -1, 0
	s_cmp_eq_u64 s[36:37], 0
	s_cbranch_scc1 .LBB3_185
	s_add_u32 s0, s36, -1
	s_addc_u32 s1, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s1, s[0:1], 7
	s_and_b32 s0, s36, 7
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_cbranch_vccnz .LBB3_186
	v_mov_b32_e32 v8, 0
	s_and_b32 s10, s36, 0x1ff8
	s_mov_b32 s11, s1
	s_mov_b64 s[12:13], 0
	s_movk_i32 s14, 0x4000
	.p2align	6
.LBB3_180:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s14
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s14, s14, 32
	s_cmp_lg_u64 s[10:11], s[12:13]
	ds_load_2addr_b32 v[9:10], v11 offset1:1
	ds_load_2addr_b32 v[17:18], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[21:22], v11 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v10
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v8, v8, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v18
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v8, v8, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v21
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v22
	s_cbranch_scc1 .LBB3_180
	s_cmp_lg_u64 s[0:1], 0
	s_cselect_b32 s11, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB3_187
	s_branch .LBB3_189
.LBB3_182:
	global_load_b32 v17, v12, s[22:23]
	v_mov_b32_e32 v8, 0x8024
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s33, v17
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
	v_add_f32_e32 v18, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v19, 0xbf317200, v18
	v_mul_f32_e32 v18, 0x35bfbe8e, v18
	v_add_f32_e32 v10, v10, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v19, v10, v18
	v_mul_f32_e32 v20, v19, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3331bb4c, v20
	v_add_f32_e32 v21, 0xb5ddea0e, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0x388ab355, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0xbb360b61, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0x3e2aaaab, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v20, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v19, v20
	v_sub_f32_e32 v20, 2.0, v20
	v_div_scale_f32 v21, null, v20, v20, v19
	v_div_scale_f32 v24, vcc_lo, v19, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v22, v21
	v_fma_f32 v23, -v21, v22, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v23, v22
	v_mul_f32_e32 v23, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v21, v23, v24
	v_fmac_f32_e32 v23, v25, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v21, v23, v24
	v_div_fmas_f32 v21, v21, v22, v23
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v19, v21, v20, v19
	v_add_nc_u32_e32 v20, 0xb4c00100, v11
	v_sub_f32_e32 v18, v18, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v19, 1, v20
	v_sub_f32_e32 v10, v10, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v19
	v_lshl_add_u32 v18, v19, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_mul_f32_e32 v10, v10, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v11
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_mov_b32_e32 v10, 0x801c
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v18, null, v9, v9, v8
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	v_div_scale_f32 v21, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v20, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v19, v20, v19
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v11, v16
	v_cmp_eq_f32_e64 s1, v17, v10
	v_cmp_gt_f32_e64 s9, v17, v10
	s_and_b32 s0, s1, s0
	v_cndmask_b32_e64 v10, 0, 1.0, s9
	v_cndmask_b32_e64 v17, 0, 1.0, s0
	v_mul_f32_e32 v20, v21, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v18, v20, v21
	v_fmac_f32_e32 v20, v22, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v18, v20, v21
	v_div_fmas_f32 v11, v11, v19, v20
	v_cmp_gt_f32_e32 vcc_lo, v17, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v8, v11, v9, v8
	v_dual_cndmask_b32 v9, v10, v17 :: v_dual_add_f32 v10, 0, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	v_cndmask_b32_e32 v9, -1.0, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v11, 0x80000000, v9
	v_cndmask_b32_e32 v8, 0, v8, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 0, v9
	v_cndmask_b32_e32 v9, v11, v10, vcc_lo
	ds_store_2addr_stride64_b32 v12, v9, v8 offset1:64
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB3_173
.LBB3_183:
	global_load_b32 v19, v14, s[22:23]
	v_mov_b32_e32 v8, 0x8024
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s33, v19
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
	v_add_f32_e32 v17, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0xbf317200, v17
	v_dual_mul_f32 v17, 0x35bfbe8e, v17 :: v_dual_add_f32 v10, v10, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v10, v17
	v_mul_f32_e32 v20, v18, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3331bb4c, v20
	v_add_f32_e32 v21, 0xb5ddea0e, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0x388ab355, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0xbb360b61, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0x3e2aaaab, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v20, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v20
	v_sub_f32_e32 v20, 2.0, v20
	v_div_scale_f32 v21, null, v20, v20, v18
	v_div_scale_f32 v24, vcc_lo, v18, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v22, v21
	v_fma_f32 v23, -v21, v22, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v23, v22
	v_mul_f32_e32 v23, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v21, v23, v24
	v_fmac_f32_e32 v23, v25, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v21, v23, v24
	v_div_fmas_f32 v21, v21, v22, v23
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_min_u32_e32 v22, 32, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v18, v21, v20, v18
	v_dual_sub_f32 v17, v17, v18 :: v_dual_add_nc_u32 v20, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v18, 1, v20
	v_sub_f32_e32 v10, v10, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v18
	v_lshl_add_u32 v17, v18, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_dual_mul_f32 v10, v10, v17 :: v_dual_mov_b32 v17, 0x801c
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_lshlrev_b64 v[10:11], v22, v[6:7]
	v_sub_nc_u32_e32 v22, 32, v22
	v_div_scale_f32 v20, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v10, 1, v10
	v_div_scale_f32 v24, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_or_b32_e32 v10, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v19, v17
	v_cvt_f32_u32_e32 v10, v10
	v_cmp_gt_f32_e64 s9, v19, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v23, -v20, v21, 1.0
	v_ldexp_f32 v10, v10, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, 0, 1.0, s9
	v_fmac_f32_e32 v21, v23, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s0, v18, v10
	v_mul_f32_e32 v11, v24, v21
	s_and_b32 s0, s1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v20, v11, v24
	v_fmac_f32_e32 v11, v23, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v20, v11, v24
	v_div_fmas_f32 v10, v10, v21, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v10, 0, v8 :: v_dual_cndmask_b32 v9, v17, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v8, 0, v8 :: v_dual_cndmask_b32 v9, -1.0, v10
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v11, 0x80000000, v9
	v_cmp_gt_i32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v9, v11, v10, vcc_lo
	ds_store_2addr_stride64_b32 v12, v9, v8 offset0:16 offset1:80
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB3_174
.LBB3_184:
	global_load_b32 v19, v13, s[22:23]
	v_mov_b32_e32 v8, 0x8024
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v10, s33, v19
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
	v_add_f32_e32 v17, 0xcb400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, 0xbf317200, v17
	v_dual_mul_f32 v17, 0x35bfbe8e, v17 :: v_dual_add_f32 v10, v10, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v10, v17
	v_mul_f32_e32 v20, v18, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3331bb4c, v20
	v_add_f32_e32 v21, 0xb5ddea0e, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0x388ab355, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0xbb360b61, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v20, v21
	v_add_f32_e32 v21, 0x3e2aaaab, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v20, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v20
	v_sub_f32_e32 v20, 2.0, v20
	v_div_scale_f32 v21, null, v20, v20, v18
	v_div_scale_f32 v24, vcc_lo, v18, v20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v22, v21
	v_fma_f32 v23, -v21, v22, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v23, v22
	v_mul_f32_e32 v23, v24, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v25, -v21, v23, v24
	v_fmac_f32_e32 v23, v25, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v21, v23, v24
	v_div_fmas_f32 v21, v21, v22, v23
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_min_u32_e32 v22, 32, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v18, v21, v20, v18
	v_dual_sub_f32 v17, v17, v18 :: v_dual_add_nc_u32 v20, 0xb4c00100, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v18, 1, v20
	v_sub_f32_e32 v10, v10, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v11, v11, v18
	v_lshl_add_u32 v17, v18, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v11, v11, 23, 0x7f800000
	v_dual_mul_f32 v10, v10, v17 :: v_dual_mov_b32 v17, 0x801c
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v10, v10, v11
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	v_cndmask_b32_e32 v8, 0x7fc00000, v10, vcc_lo
	v_lshlrev_b64 v[10:11], v22, v[4:5]
	v_sub_nc_u32_e32 v22, 32, v22
	v_div_scale_f32 v20, null, v9, v9, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v10, 1, v10
	v_div_scale_f32 v24, vcc_lo, v8, v9, v8
	v_rcp_f32_e32 v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_or_b32_e32 v10, v11, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v19, v17
	v_cvt_f32_u32_e32 v10, v10
	v_cmp_gt_f32_e64 s9, v19, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fma_f32 v23, -v20, v21, 1.0
	v_ldexp_f32 v10, v10, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v17, 0, 1.0, s9
	v_fmac_f32_e32 v21, v23, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_f32_e64 s0, v18, v10
	v_mul_f32_e32 v11, v24, v21
	s_and_b32 s0, s1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v20, v11, v24
	v_fmac_f32_e32 v11, v23, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v20, v11, v24
	v_div_fmas_f32 v10, v10, v21, v11
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v11, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v10, 0, v8 :: v_dual_cndmask_b32 v9, v17, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v8, 0, v8 :: v_dual_cndmask_b32 v9, -1.0, v10
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v11, 0x80000000, v9
	v_cmp_gt_i32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v9, v11, v10, vcc_lo
	ds_store_2addr_stride64_b32 v12, v9, v8 offset0:32 offset1:96
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB3_175
	s_branch .LBB3_176
.LBB3_185:
	v_mov_b32_e32 v8, 0
	s_branch .LBB3_189
.LBB3_186:
	v_mov_b32_e32 v8, 0
	s_cbranch_execz .LBB3_189
.LBB3_187:
	s_lshl2_add_u32 s10, s10, 0x4000
.LBB3_188:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s10
	s_add_i32 s10, s10, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_cmp_lg_u64 s[0:1], 0
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v9
	s_cbranch_scc1 .LBB3_188
.LBB3_189:
	s_cmp_ge_f32 s28, 1.0
	s_mov_b32 s19, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_eq_u32 s29, 0
	v_cndmask_b32_e64 v9, 0, 1.0, s0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v10, 1.0, 0, s0
	v_cmp_gt_f32_e32 vcc_lo, v10, v9
	v_dual_cndmask_b32 v9, v9, v10 :: v_dual_mov_b32 v10, s28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_f32_e32 vcc_lo, 0, v9
	v_mov_b32_e32 v9, 0xff800000
	v_cndmask_b32_e32 v17, 0x7f800000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_cmp_nge_f32_e64 s0, v8, v17
	v_mov_b32_e32 v8, 0x7f800000
	v_cmp_nlt_f32_e32 vcc_lo, 0, v17
	s_or_b32 s0, vcc_lo, s0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_213
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s20, s36, 7
	v_cmp_gt_u64_e64 s28, s[10:11], 6
	s_mov_b32 s21, s19
	s_and_b32 s18, s36, 0x1ff8
	v_mov_b32_e32 v18, 0
	v_cndmask_b32_e64 v19, 0, 1, s9
	s_cmp_lg_u64 s[20:21], 0
	v_cndmask_b32_e64 v8, 0, 1, s28
	s_mov_b64 s[12:13], 0
	s_cselect_b32 s53, -1, 0
	s_branch .LBB3_192
.LBB3_191:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v10, v17
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 32
	v_cndmask_b32_e32 v18, v18, v9, vcc_lo
	s_cbranch_scc1 .LBB3_200
.LBB3_192:
	s_lshr_b32 s0, 0x80000000, s12
	v_mov_b32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v9, s0, v18
	v_cmp_ne_u32_e64 s0, 1, v8
	s_and_not1_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_191
	v_mov_b32_e32 v10, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_197
	s_mov_b64 s[0:1], 0
	s_mov_b32 s14, 0
.LBB3_195:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s15, s14, 0x4000
	v_dual_mov_b32 v11, s14 :: v_dual_mov_b32 v22, s15
	s_add_i32 s15, s14, 0x4008
	s_add_i32 s16, s14, 0x4018
	ds_load_2addr_b32 v[20:21], v11 offset1:1
	ds_load_2addr_b32 v[22:23], v22 offset1:1
	v_mov_b32_e32 v34, s16
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v20, v9
	v_mov_b32_e32 v26, s15
	s_add_i32 s15, s14, 0x4010
	s_add_u32 s0, s0, 8
	ds_load_2addr_b32 v[24:25], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[26:27], v26 offset1:1
	v_mov_b32_e32 v32, s15
	ds_load_2addr_b32 v[28:29], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[30:31], v11 offset0:6 offset1:7
	ds_load_2addr_b32 v[32:33], v32 offset1:1
	ds_load_2addr_b32 v[34:35], v34 offset1:1
	s_waitcnt lgkmcnt(6)
	v_cndmask_b32_e32 v11, 0, v22, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v21, v9
	s_addc_u32 s1, s1, 0
	s_add_i32 s14, s14, 32
	s_cmp_lg_u64 s[18:19], s[0:1]
	v_add_f32_e32 v10, v10, v11
	v_cndmask_b32_e32 v20, 0, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v20
	s_waitcnt lgkmcnt(5)
	v_cmp_ge_u32_e32 vcc_lo, v24, v9
	s_waitcnt lgkmcnt(4)
	v_cndmask_b32_e32 v11, 0, v26, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v25, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v10, v10, v11
	v_cndmask_b32_e32 v20, 0, v27, vcc_lo
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u32_e32 vcc_lo, v28, v9
	v_add_f32_e32 v10, v10, v20
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e32 v11, 0, v32, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v29, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_add_f32_e32 v10, v10, v11
	v_cndmask_b32_e32 v20, 0, v33, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v30, v9
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v10, v10, v20 :: v_dual_cndmask_b32 v11, 0, v34
	v_cmp_ge_u32_e32 vcc_lo, v31, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, v10, v11
	v_cndmask_b32_e32 v20, 0, v35, vcc_lo
	v_add_f32_e32 v10, v10, v20
	s_cbranch_scc1 .LBB3_195
	s_mov_b64 s[0:1], s[18:19]
	s_mov_b32 s14, s53
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccz .LBB3_191
	s_branch .LBB3_198
.LBB3_197:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB3_191
.LBB3_198:
	s_lshl_b32 s14, s0, 2
	s_mov_b64 s[0:1], s[20:21]
.LBB3_199:
	v_mov_b32_e32 v11, s14
	s_add_i32 s14, s14, 4
	s_add_u32 s0, s0, -1
	s_addc_u32 s1, s1, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[0:1], 0
	ds_load_2addr_stride64_b32 v[20:21], v11 offset1:64
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v20, v9
	v_cndmask_b32_e32 v11, 0, v21, vcc_lo
	v_add_f32_e32 v10, v10, v11
	s_cbranch_scc1 .LBB3_199
	s_branch .LBB3_191
.LBB3_200:
	s_clz_i32_u64 s0, s[10:11]
	s_mov_b32 s34, 0
	s_min_u32 s54, s0, 64
	s_mov_b64 s[42:43], 0
	s_sub_u32 s0, 64, s54
	s_subb_u32 s1, 0, 0
	s_lshl_b64 s[30:31], -1, s0
	s_cmp_eq_u64 s[10:11], 0
	s_cbranch_scc1 .LBB3_211
	v_cmp_gt_u64_e64 s9, s[0:1], 1
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_brev_b32 s35, 1
	s_and_b32 s9, s9, exec_lo
	s_cselect_b32 s45, s1, 0
	s_cselect_b32 s44, s0, 1
	s_sub_u32 s55, 0, s30
	s_subb_u32 s56, 0, s31
	s_sub_u32 s46, 0, s18
	s_subb_u32 s47, 0, 0
	s_not_b64 s[48:49], s[30:31]
	s_branch .LBB3_203
.LBB3_202:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v20, v17
	s_add_u32 s42, s42, 1
	s_addc_u32 s43, s43, 0
	s_cmp_eq_u64 s[42:43], s[44:45]
	v_dual_cndmask_b32 v9, v9, v11 :: v_dual_cndmask_b32 v8, v8, v10
	s_cbranch_scc1 .LBB3_212
.LBB3_203:
	s_add_i32 s0, s42, s54
	v_cmp_ne_u32_e32 vcc_lo, 1, v19
	s_lshr_b64 s[0:1], s[34:35], s0
	v_mov_b32_e32 v20, 0
	v_or_b32_e32 v10, s0, v8
	v_or_b32_e32 v11, s1, v9
	s_cbranch_vccnz .LBB3_202
	s_and_not1_b32 vcc_lo, exec_lo, s28
	s_cbranch_vccnz .LBB3_208
	s_mov_b64 s[50:51], 0
	s_mov_b32 s57, 0
.LBB3_206:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v27, s57
	s_add_i32 s0, s57, 0x4000
	s_add_u32 s60, s55, s50
	s_addc_u32 s61, s56, s51
	v_mov_b32_e32 v29, s0
	ds_load_2addr_b32 v[21:22], v27 offset1:1
	ds_load_2addr_b32 v[23:24], v27 offset0:2 offset1:3
	ds_load_2addr_b32 v[25:26], v27 offset0:4 offset1:5
	ds_load_2addr_b32 v[27:28], v27 offset0:6 offset1:7
	s_add_u32 s0, s60, -1
	s_addc_u32 s1, s61, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_ge_u64_e32 vcc_lo, s[0:1], v[10:11]
	ds_load_2addr_b32 v[29:30], v29 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s1, v21, v18
	v_cmp_gt_u32_e64 s0, v21, v18
	v_cmp_eq_u32_e64 s10, v22, v18
	v_cmp_gt_u32_e64 s9, v22, v18
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s12, v23, v18
	s_and_b32 s1, vcc_lo, s1
	v_cmp_gt_u32_e64 s11, v23, v18
	s_or_b32 vcc_lo, s0, s1
	s_add_u32 s0, s60, -2
	s_addc_u32 s1, s61, -1
	s_add_i32 s58, s57, 0x4008
	v_cmp_ge_u64_e64 s0, s[0:1], v[10:11]
	v_mov_b32_e32 v21, s58
	v_cmp_eq_u32_e64 s14, v24, v18
	v_cmp_gt_u32_e64 s13, v24, v18
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s16, v25, v18
	v_cmp_gt_u32_e64 s15, v25, v18
	s_and_b32 s0, s0, s10
	ds_load_2addr_b32 v[21:22], v21 offset1:1
	s_or_b32 s0, s9, s0
	s_add_u32 s58, s60, -3
	s_addc_u32 s59, s61, -1
	v_cmp_eq_u32_e64 s9, v26, v18
	v_cmp_ge_u64_e64 s1, s[58:59], v[10:11]
	v_cmp_gt_u32_e64 s17, v26, v18
	s_and_b32 s1, s1, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s11, s1
	s_add_u32 s10, s60, -4
	s_addc_u32 s11, s61, -1
	s_add_i32 s12, s57, 0x4010
	v_cmp_ge_u64_e64 s10, s[10:11], v[10:11]
	v_mov_b32_e32 v23, s12
	ds_load_2addr_b32 v[23:24], v23 offset1:1
	s_and_b32 s10, s10, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s13, s10
	s_add_u32 s12, s60, -5
	s_addc_u32 s13, s61, -1
	v_cmp_ge_u64_e64 s11, s[12:13], v[10:11]
	s_waitcnt lgkmcnt(3)
	v_cmp_gt_u32_e64 s12, v27, v18
	v_cmp_eq_u32_e64 s13, v27, v18
	s_and_b32 s11, s11, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s11, s15, s11
	s_add_u32 s58, s60, -6
	s_addc_u32 s59, s61, -1
	s_add_i32 s14, s57, 0x4018
	v_cmp_ge_u64_e64 s15, s[58:59], v[10:11]
	v_mov_b32_e32 v25, s14
	v_cmp_eq_u32_e64 s14, v28, v18
	ds_load_2addr_b32 v[25:26], v25 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v27, 0, v29, vcc_lo
	v_cndmask_b32_e64 v29, 0, v30, s0
	s_and_b32 s0, s15, s9
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v21, 0, v21, s1
	s_or_b32 vcc_lo, s17, s0
	v_add_f32_e32 v20, v20, v27
	s_add_u32 s0, s60, -7
	s_addc_u32 s1, s61, -1
	v_cndmask_b32_e64 v22, 0, v22, s10
	v_cmp_ge_u64_e64 s0, s[0:1], v[10:11]
	v_add_f32_e32 v20, v20, v29
	s_and_b32 s0, s0, s13
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v21
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v21, 0, v23, s11
	v_cndmask_b32_e32 v23, 0, v24, vcc_lo
	s_or_b32 vcc_lo, s12, s0
	s_add_u32 s0, s60, -8
	s_addc_u32 s1, s61, -1
	v_add_f32_e32 v20, v20, v22
	v_cmp_ge_u64_e64 s0, s[0:1], v[10:11]
	v_cmp_gt_u32_e64 s1, v28, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v20, v20, v21
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v21, 0, v25, vcc_lo
	s_and_b32 s0, s0, s14
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s50, s50, -8
	v_cndmask_b32_e32 v22, 0, v26, vcc_lo
	v_add_f32_e32 v20, v20, v23
	s_addc_u32 s51, s51, -1
	s_add_i32 s57, s57, 32
	s_cmp_lg_u64 s[46:47], s[50:51]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v20, v20, v21
	v_add_f32_e32 v20, v20, v22
	s_cbranch_scc1 .LBB3_206
	s_mov_b64 s[0:1], s[18:19]
	s_mov_b32 s9, s53
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB3_202
	s_branch .LBB3_209
.LBB3_208:
	s_mov_b64 s[0:1], 0
	s_cbranch_execz .LBB3_202
.LBB3_209:
	s_sub_u32 s10, s48, s0
	s_subb_u32 s11, s49, s1
	s_lshl_b32 s9, s0, 2
	s_mov_b64 s[12:13], s[20:21]
	.p2align	6
.LBB3_210:
	v_mov_b32_e32 v21, s9
	v_cmp_ge_u64_e32 vcc_lo, s[10:11], v[10:11]
	ds_load_2addr_stride64_b32 v[21:22], v21 offset1:64
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s0, v21, v18
	v_cmp_gt_u32_e64 s1, v21, v18
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s10, s10, -1
	v_cndmask_b32_e32 v21, 0, v22, vcc_lo
	s_addc_u32 s11, s11, -1
	s_add_i32 s9, s9, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	v_add_f32_e32 v20, v20, v21
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB3_210
	s_branch .LBB3_202
.LBB3_211:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
.LBB3_212:
	s_not_b64 s[0:1], s[30:31]
	v_not_b32_e32 v11, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v8, vcc_lo, s0, v8
	v_sub_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	v_cmp_gt_i32_e32 vcc_lo, 0, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v10, v9
	v_min_u32_e32 v10, 32, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[8:9], v10, v[8:9]
	v_sub_nc_u32_e32 v10, 32, v10
	v_min_u32_e32 v8, 1, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v8, v9, v8
	v_and_b32_e32 v9, 0x7fffffff, v18
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v9, v11, v9, vcc_lo
	v_ldexp_f32 v8, v8, v10
.LBB3_213:
	v_add_nc_u32_e64 v10, 0x8000, 0
	ds_store_2addr_b32 v10, v8, v9 offset0:2 offset1:11
.LBB3_214:
	s_or_b32 exec_lo, exec_lo, s52
	s_mul_i32 s28, s40, 0xcd9e8d57
	s_mul_hi_u32 s30, s40, 0xcd9e8d57
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s31, s8
	s_cbranch_execnz .LBB3_225
	s_or_b32 exec_lo, exec_lo, s31
	s_and_saveexec_b32 s31, s7
	s_cbranch_execnz .LBB3_226
.LBB3_216:
	s_or_b32 exec_lo, exec_lo, s31
	s_and_saveexec_b32 s20, s6
	s_cbranch_execnz .LBB3_227
.LBB3_217:
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s5
	s_cbranch_execz .LBB3_219
.LBB3_218:
	global_load_b32 v24, v1, s[22:23]
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v2, 0
	s_xor_b64 s[0:1], s[40:41], s[38:39]
	s_add_i32 s0, s38, 0x9e3779b9
	s_add_i32 s5, s39, 0x76cf5d0a
	v_mov_b32_e32 v16, 0x8024
	s_mov_b32 s8, 0x96cb03de
	s_mov_b32 s9, 0x3fc74664
	v_xor_b32_e32 v0, s1, v5
	s_add_i32 s1, s39, 0xbb67ae85
	s_mov_b32 s10, 0xd078c69f
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s12, 0x1d8e78af
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s14, 0x94229359
	s_mov_b32 s13, 0x3fcc71c5
	s_mov_b32 s15, 0x3fd24924
	s_mov_b32 s16, 0x9997fa04
	s_mov_b32 s18, 0x55555593
	s_mov_b32 s17, 0x3fd99999
	v_xor3_b32 v0, s28, s0, v6
	s_xor_b32 s0, s38, s30
	s_mov_b32 s19, 0x3fe55555
	s_xor_b32 s0, s2, s0
	s_mov_b32 s22, 0x35793c76
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s6, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor3_b32 v0, s1, s6, v4
	s_add_i32 s1, s38, 0xdaa66d2b
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_xor3_b32 v4, s0, s5, v7
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	s_add_i32 s0, s38, 0x3c6ef372
	s_mov_b32 s23, 0x3dea39ef
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v4, 0
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	v_xor3_b32 v0, s0, v8, v5
	s_add_i32 s0, s39, 0x32370b8f
	v_xor3_b32 v7, s1, v10, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s39, 0xed9eba14
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	v_xor3_b32 v0, s0, v5, v6
	s_add_i32 s0, s38, 0x78dde6e4
	v_xor3_b32 v6, s1, v8, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s38, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v0, s0, v5, v9
	s_add_i32 s0, s39, 0xa9066899
	v_xor3_b32 v6, s1, v11, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s39, 0x646e171e
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	v_xor3_b32 v0, s0, v5, v7
	s_add_i32 s0, s38, 0xb54cda56
	v_xor3_b32 v6, s1, v9, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s38, 0x5384540f
	v_mul_hi_u32 v0, 0xcd9e8d57, v6
	v_xor3_b32 v5, s0, v5, v10
	s_add_i32 s0, s39, 0x1fd5c5a3
	v_xor3_b32 v0, s1, v0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s1, s39, 0xdb3d7428
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v5, s0, v5, v8
	s_add_i32 s0, s38, 0x8ff34781
	v_xor3_b32 v0, s1, v0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v1, 0xcd9e8d57, v5
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v1, s0, v0
	v_cvt_f64_u32_e32 v[0:1], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[0:1], v[0:1], 0.5
	v_ldexp_f64 v[0:1], v[0:1], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[0:1], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[0:1]
	v_cndmask_b32_e64 v5, v1, v5, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v4, v0, v4, s0
	v_add_co_u32 v6, s1, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, 0, s1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v25, s33, v24
	ds_load_2addr_b32 v[16:17], v16 offset1:1
	v_and_b32_e32 v5, 0xfffff, v6
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v16, v25, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v16
	v_cndmask_b32_e32 v18, 0xc2d00000, v16, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v18
	v_cndmask_b32_e32 v20, 0x42b20000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, 0x3fb8aa3b, v20
	v_add_f32_e32 v22, 0x4b400000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0xcb400000, v22
	v_mul_f32_e32 v23, 0xbf317200, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v26, 0x35bfbe8e, v21 :: v_dual_add_f32 v23, v20, v23
	v_dual_sub_f32 v20, v23, v26 :: v_dual_add_nc_u32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_mul_f32_e32 v21, v20, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v27, 0x3331bb4c, v21
	v_add_f64 v[8:9], v[4:5], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[10:11], null, v[8:9], v[8:9], v[4:5]
	v_rcp_f64_e32 v[13:14], v[10:11]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[10:11], v[13:14], 1.0
	v_fma_f64 v[13:14], v[13:14], v[18:19], v[13:14]
	v_add_f32_e32 v18, 0xb5ddea0e, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v21, v18
	v_add_f32_e32 v18, 0x388ab355, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v21, v18
	v_add_f32_e32 v18, 0xbb360b61, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v21, v18
	v_add_f32_e32 v27, 0x3e2aaaab, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, v21, v27
	v_fma_f64 v[18:19], -v[10:11], v[13:14], 1.0
	v_sub_f32_e32 v21, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, v20, v21
	v_sub_f32_e32 v28, 2.0, v21
	v_div_scale_f64 v[20:21], s1, v[4:5], v[8:9], v[4:5]
	v_div_scale_f32 v29, null, v28, v28, v27
	v_div_scale_f32 v32, vcc_lo, v27, v28, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v30, v29
	v_fma_f32 v31, -v29, v30, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v30, v31, v30
	v_fma_f64 v[13:14], v[13:14], v[18:19], v[13:14]
	v_mul_f32_e32 v18, v32, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v29, v18, v32
	v_fmac_f32_e32 v18, v19, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v29, v18, v32
	v_div_fmas_f32 v18, v19, v30, v18
	v_cmp_o_f32_e32 vcc_lo, v16, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v18, v18, v28, v27
	v_add_nc_u32_e32 v27, 0xb4c00100, v22
	v_sub_f32_e32 v26, v26, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v27, 1, v27
	v_sub_f32_e32 v23, v23, v26
	s_delay_alu instid0(VALU_DEP_2)
	v_sub_nc_u32_e32 v22, v22, v27
	v_mul_f64 v[18:19], v[20:21], v[13:14]
	v_lshl_add_u32 v26, v27, 23, 0xff800000
	v_mov_b32_e32 v27, 0xfffffbcb
	v_add_f32_e32 v23, 1.0, v23
	v_lshl_add_u32 v22, v22, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v26
	v_mul_f32_e32 v22, v23, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v16, 0x7fc00000, v22, vcc_lo
	v_div_scale_f32 v22, null, v17, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v23, v22
	v_fma_f64 v[10:11], -v[10:11], v[18:19], v[20:21]
	v_fma_f32 v20, -v22, v23, 1.0
	v_div_scale_f32 v21, vcc_lo, v16, v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v23, v20, v23
	v_mul_f32_e32 v20, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v22, v20, v21
	v_fmac_f32_e32 v20, v26, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v21, -v22, v20, v21
	v_cndmask_b32_e64 v22, 0xfffffc01, v27, s0
	v_cmp_neq_f64_e64 s0, 0, v[0:1]
	v_div_fmas_f32 v26, v21, v23, v20
	s_mov_b32 vcc_lo, s1
	v_div_fmas_f64 v[10:11], v[10:11], v[13:14], v[18:19]
	v_add_co_u32 v28, vcc_lo, v6, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	v_mul_f64 v[22:23], v[4:5], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[0:1]
	v_cvt_f64_i32_e32 v[6:7], v6
	v_div_fixup_f64 v[8:9], v[10:11], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[10:11]
	v_mul_f64 v[18:19], v[13:14], s[6:7]
	v_mul_f64 v[20:21], v[13:14], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[8:9]
	v_add_f64 v[20:21], v[20:21], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[13:14], v[18:19]
	v_mul_f64 v[20:21], v[13:14], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[14:15]
	v_add_f64 v[20:21], v[20:21], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[13:14], v[18:19]
	v_mul_f64 v[13:14], v[13:14], v[20:21]
	v_mul_f64 v[20:21], v[4:5], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[18:19]
	v_mul_f64 v[10:11], v[10:11], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[13:14], v[10:11]
	v_add_f64 v[6:7], v[6:7], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[20:21], v[10:11]
	v_mul_f64 v[13:14], v[6:7], s[22:23]
	v_mul_f64 v[6:7], v[6:7], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[8:9], v[13:14], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], -v[20:21]
	v_add_f64 v[4:5], v[4:5], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[6:7], v[4:5]
	v_xor_b32_e32 v5, 0x80000000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0xfff00000, v5, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	v_cndmask_b32_e32 v0, 0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v1, 0x7ff00000, v5, s0
	v_ldexp_f64 v[4:5], v[0:1], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v1, v5, s0
	v_cndmask_b32_e64 v4, v0, v4, s0
	v_cndmask_b32_e64 v22, 0xfffffc01, v27, s0
	v_cmp_neq_f64_e64 s0, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s1, 0x95f62, v5
	v_add_co_ci_u32_e64 v7, null, 0, 0, s1
	v_cmp_le_f64_e64 s1, 0, v[0:1]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v5, 0xfffff, v6
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[4:5], 2.0
	v_div_scale_f64 v[10:11], null, v[8:9], v[8:9], v[4:5]
	v_div_scale_f64 v[20:21], vcc_lo, v[4:5], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[13:14], v[10:11]
	v_fma_f64 v[18:19], -v[10:11], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[18:19], v[13:14]
	v_fma_f64 v[18:19], -v[10:11], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[18:19], v[13:14]
	v_mul_f64 v[18:19], v[20:21], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[10:11], v[18:19], v[20:21]
	v_div_fmas_f64 v[10:11], v[10:11], v[13:14], v[18:19]
	v_add_co_u32 v27, vcc_lo, v6, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	v_mul_f64 v[22:23], v[4:5], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[0:1]
	v_cvt_f64_i32_e32 v[6:7], v6
	v_div_fixup_f64 v[8:9], v[10:11], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[10:11], v[10:11]
	v_mul_f64 v[18:19], v[13:14], s[6:7]
	v_mul_f64 v[20:21], v[13:14], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[8:9]
	v_add_f64 v[20:21], v[20:21], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[13:14], v[18:19]
	v_mul_f64 v[20:21], v[13:14], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[14:15]
	v_add_f64 v[20:21], v[20:21], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[13:14], v[18:19]
	v_mul_f64 v[13:14], v[13:14], v[20:21]
	v_mul_f64 v[20:21], v[4:5], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[18:19]
	v_mul_f64 v[10:11], v[10:11], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[13:14], v[10:11]
	v_add_f64 v[6:7], v[6:7], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[20:21], v[10:11]
	v_mul_f64 v[13:14], v[6:7], s[22:23]
	v_mul_f64 v[6:7], v[6:7], s[30:31]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[8:9], v[13:14], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], -v[20:21]
	v_add_f64 v[4:5], v[4:5], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[6:7], v[4:5]
	v_min_u32_e32 v6, 32, v15
	v_mov_b32_e32 v7, 0x801c
	v_lshlrev_b64 v[0:1], v6, v[2:3]
	ds_load_2addr_b32 v[2:3], v7 offset1:1
	v_min_u32_e32 v0, 1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v0, v1, v0
	v_sub_nc_u32_e32 v1, 32, v6
	v_add_nc_u32_e64 v6, 0x8000, 0
	v_cvt_f32_u32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_ldexp_f32 v7, v0, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v24, v2
	v_cndmask_b32_e32 v5, 0x7ff00000, v5, vcc_lo
	v_cndmask_b32_e64 v5, 0xfff00000, v5, s0
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, s0, s1
	v_cmp_gt_f32_e64 s0, v24, v2
	v_cndmask_b32_e32 v0, 0, v4, vcc_lo
	v_cmp_ge_f32_e32 vcc_lo, v3, v7
	v_cndmask_b32_e64 v1, 0x7ff80000, v5, s1
	ds_load_2addr_b32 v[2:3], v6 offset0:2 offset1:11
	v_cndmask_b32_e64 v4, 0, 1.0, s0
	v_div_fixup_f32 v5, v26, v17, v16
	s_and_b32 s0, s5, vcc_lo
	v_cvt_f32_f64_e32 v0, v[0:1]
	v_cndmask_b32_e64 v1, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v1, v4
	v_cndmask_b32_e32 v1, v4, v1, vcc_lo
	v_add_f32_e32 v4, 0, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v2, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, -1.0, v4, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v4, v3
	v_cmp_gt_f32_e64 s1, v4, v3
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v2, 0, 1.0, s1
	v_cndmask_b32_e64 v3, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v3, v2
	v_sub_f32_e32 v0, v25, v0
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_mul_f32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v0, 0xff800000, v0, vcc_lo
	ds_store_b32 v12, v0 offset:12288
.LBB3_219:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s4
	s_cbranch_execz .LBB3_234
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB3_228
	s_add_u32 s0, s36, -1
	s_addc_u32 s1, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s0, s[0:1], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_229
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s16, s36, 0x1ff8
	s_mov_b32 s17, s13
	s_mov_b64 s[0:1], 0
	s_mov_b32 s21, s13
.LBB3_223:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s21
	s_mov_b64 s[18:19], s[0:1]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s1, v1, v1
	v_cmp_gt_f32_e64 s0, v1, v0
	v_cmp_u_f32_e64 s5, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s6, v3, v3
	v_cmp_u_f32_e64 s7, v4, v4
	s_and_b32 s1, vcc_lo, s1
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s8, v5, v5
	s_or_b32 vcc_lo, s0, s1
	v_cmp_u_f32_e64 s9, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s1, s18, s14
	s_cselect_b32 s14, s19, s15
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s10, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v2, v0
	v_cmp_u_f32_e64 s11, v8, v8
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s5
	s_add_u32 s0, s18, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s5, s19, 0
	s_and_b32 s15, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s5, s14
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v3, v0
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s14, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v4, v0
	s_and_b32 s6, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v5, v0
	s_and_b32 s6, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v6, v0
	s_and_b32 s6, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v7, v0
	s_and_b32 s6, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s1, s0, s1
	s_cselect_b32 s5, s6, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s0, v8, v0
	s_and_b32 s6, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s0, s6
	s_add_u32 s0, s18, 7
	s_addc_u32 s6, s19, 0
	s_and_b32 s7, vcc_lo, exec_lo
	s_cselect_b32 s15, s6, s5
	s_cselect_b32 s14, s0, s1
	s_add_i32 s21, s21, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s0, s18, 8
	s_addc_u32 s1, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[0:1], s[16:17]
	s_cbranch_scc1 .LBB3_223
	s_add_u32 s6, s18, 8
	s_addc_u32 s7, s19, 0
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s0, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB3_230
	s_branch .LBB3_232
.LBB3_225:
	global_load_b32 v33, v12, s[22:23]
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_xor_b64 s[0:1], s[40:41], s[38:39]
	s_add_i32 s0, s38, 0x9e3779b9
	s_add_i32 s8, s39, 0x76cf5d0a
	s_mov_b32 s10, 0x96cb03de
	s_mov_b32 s11, 0x3fc74664
	s_mov_b32 s12, 0xd078c69f
	v_xor_b32_e32 v0, s1, v9
	s_add_i32 s1, s39, 0xbb67ae85
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	v_xor3_b32 v0, s28, s0, v10
	s_xor_b32 s0, s38, s30
	s_mov_b32 s34, 0x35793c76
	s_xor_b32 s0, s2, s0
	s_mov_b32 s35, 0x3dea39ef
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s9, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor3_b32 v0, s1, s9, v8
	s_add_i32 s1, s38, 0xdaa66d2b
	s_mov_b32 s42, 0xfee00000
	s_mov_b32 s43, 0x3fe62e42
	v_xor3_b32 v8, s0, s8, v11
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v0, 0
	s_add_i32 s0, s38, 0x3c6ef372
	s_mov_b32 s8, 0xdf3e5244
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v8, 0
	s_mov_b32 s9, 0x3fc2f112
	v_xor3_b32 v0, s0, v18, v9
	s_add_i32 s0, s39, 0x32370b8f
	v_xor3_b32 v11, s1, v20, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s39, 0xed9eba14
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v11, 0
	v_xor3_b32 v0, s0, v9, v10
	s_add_i32 s0, s38, 0x78dde6e4
	v_xor3_b32 v10, s1, v18, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s38, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v0, s0, v9, v19
	s_add_i32 s0, s39, 0xa9066899
	v_xor3_b32 v11, s1, v11, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s39, 0x646e171e
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v11, 0
	v_xor3_b32 v0, s0, v9, v17
	s_add_i32 s0, s38, 0xb54cda56
	v_xor3_b32 v11, s1, v19, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s38, 0x5384540f
	v_mul_hi_u32 v0, 0xcd9e8d57, v11
	v_xor3_b32 v9, s0, v9, v10
	s_add_i32 s0, s39, 0x1fd5c5a3
	v_xor3_b32 v0, s1, v0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_add_i32 s1, s39, 0xdb3d7428
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v9, s0, v9, v18
	s_add_i32 s0, s38, 0x8ff34781
	v_xor3_b32 v0, s1, v0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v8, 0xcd9e8d57, v9
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v8, s0, v0
	v_cvt_f64_u32_e32 v[8:9], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], 0.5
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[10:11], v[8:9], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[8:9]
	v_cndmask_b32_e64 v0, v9, v11, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v10, v8, v10, s0
	v_add_co_u32 v17, s1, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v18, null, 0, 0, s1
	v_and_b32_e32 v0, 0xfffff, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[17:18], 20, v[17:18]
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v0
	v_mov_b32_e32 v0, 0x8024
	ds_load_2addr_b32 v[25:26], v0 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s33, v33
	v_add_f64 v[10:11], v[10:11], -1.0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v25, v0, v25
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v25
	v_cndmask_b32_e32 v27, 0xc2d00000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v27
	v_cndmask_b32_e32 v29, 0x42b20000, v27, vcc_lo
	v_mul_f32_e32 v30, 0x3fb8aa3b, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v31, 0x4b400000, v30
	v_add_f64 v[19:20], v[10:11], 2.0
	v_add_f32_e32 v30, 0xcb400000, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v32, 0xbf317200, v30
	v_mul_f32_e32 v34, 0x35bfbe8e, v30
	v_add_f32_e32 v32, v29, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v29, v32, v34
	v_mul_f32_e32 v30, v29, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, 0x3331bb4c, v30
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[10:11]
	v_rcp_f64_e32 v[23:24], v[21:22]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[27:28], v[23:24]
	v_add_f32_e32 v27, 0xb5ddea0e, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v30, v27
	v_add_f32_e32 v27, 0x388ab355, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v30, v27
	v_add_f32_e32 v27, 0xbb360b61, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v30, v27
	v_add_f32_e32 v35, 0x3e2aaaab, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v30, v30, v35
	v_fma_f64 v[27:28], -v[21:22], v[23:24], 1.0
	v_sub_f32_e32 v30, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v35, v29, v30
	v_sub_f32_e32 v36, 2.0, v30
	v_div_scale_f64 v[29:30], s1, v[10:11], v[19:20], v[10:11]
	v_div_scale_f32 v37, null, v36, v36, v35
	v_div_scale_f32 v40, vcc_lo, v35, v36, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v38, v37
	v_fma_f32 v39, -v37, v38, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v38, v39, v38
	v_fma_f64 v[23:24], v[23:24], v[27:28], v[23:24]
	v_mul_f32_e32 v27, v40, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v37, v27, v40
	v_fmac_f32_e32 v27, v28, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v37, v27, v40
	v_div_fmas_f32 v27, v28, v38, v27
	v_cmp_o_f32_e32 vcc_lo, v25, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v27, v27, v36, v35
	v_sub_f32_e32 v34, v34, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v32, v32, v34
	v_mul_f64 v[27:28], v[29:30], v[23:24]
	v_dual_add_f32 v32, 1.0, v32 :: v_dual_add_nc_u32 v35, 0xb4c00100, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v35, 1, v35
	v_sub_nc_u32_e32 v31, v31, v35
	v_lshl_add_u32 v34, v35, 23, 0xff800000
	v_mov_b32_e32 v35, 0xfffffbcb
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v31, v31, 23, 0x7f800000
	v_mul_f32_e32 v32, v32, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, v32, v31
	v_cndmask_b32_e32 v25, 0x7fc00000, v31, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_scale_f32 v31, null, v26, v26, v25
	v_fma_f64 v[21:22], -v[21:22], v[27:28], v[29:30]
	v_div_scale_f32 v30, vcc_lo, v25, v26, v25
	v_rcp_f32_e32 v32, v31
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v29, -v31, v32, 1.0
	v_fmac_f32_e32 v32, v29, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v30, v32
	v_fma_f32 v34, -v31, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v29, v34, v32
	v_fma_f32 v30, -v31, v29, v30
	v_cndmask_b32_e64 v31, 0xfffffc01, v35, s0
	v_cmp_neq_f64_e64 s0, 0, v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v34, v30, v32, v29
	s_mov_b32 vcc_lo, s1
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[27:28]
	v_add_co_u32 v36, vcc_lo, v17, v31
	v_add_co_ci_u32_e64 v17, null, -1, v18, vcc_lo
	v_mul_f64 v[31:32], v[10:11], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[17:18], v17
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[10:11]
	v_ldexp_f64 v[17:18], v[17:18], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], s[8:9]
	v_mul_f64 v[29:30], v[23:24], s[12:13]
	v_add_f64 v[27:28], v[27:28], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[14:15]
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[29:30], v[23:24], v[29:30]
	v_add_f64 v[27:28], v[27:28], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[29:30], v[29:30], s[18:19]
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[10:11], v[31:32]
	v_add_f64 v[27:28], v[27:28], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_cvt_f64_u32_e32 v[27:28], v36
	v_add_f64 v[21:22], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], v[27:28]
	v_add_f64 v[21:22], v[29:30], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[23:24], v[17:18], s[34:35]
	v_mul_f64 v[17:18], v[17:18], s[42:43]
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[23:24], v[19:20]
	v_add_f64 v[19:20], v[19:20], -v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[19:20]
	v_add_f64 v[10:11], v[17:18], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v11, 0x80000000, v11
	v_cndmask_b32_e32 v11, 0xfff00000, v11, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0, v10, vcc_lo
	v_cndmask_b32_e64 v9, 0x7ff00000, v11, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[10:11], v[8:9], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[8:9]
	v_cndmask_b32_e64 v11, v9, v11, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v10, v8, v10, s0
	v_cndmask_b32_e64 v31, 0xfffffc01, v35, s0
	v_cmp_neq_f64_e64 s0, 0, v[8:9]
	v_add_co_u32 v17, s1, 0x95f62, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, 0, 0, s1
	v_cmp_le_f64_e64 s1, 0, v[8:9]
	v_and_b32_e32 v11, 0xfffff, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[17:18], 20, v[17:18]
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -1.0
	v_add_f64 v[19:20], v[10:11], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[10:11]
	v_div_scale_f64 v[29:30], vcc_lo, v[10:11], v[19:20], v[10:11]
	v_rcp_f64_e32 v[23:24], v[21:22]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[27:28], -v[21:22], v[23:24], 1.0
	v_fma_f64 v[23:24], v[23:24], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[27:28], v[29:30], v[23:24]
	v_fma_f64 v[21:22], -v[21:22], v[27:28], v[29:30]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[27:28]
	v_add_co_u32 v35, vcc_lo, v17, v31
	v_add_co_ci_u32_e64 v17, null, -1, v18, vcc_lo
	v_mul_f64 v[31:32], v[10:11], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[8:9]
	v_mov_b32_e32 v8, 0x801c
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[17:18], v17
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[10:11]
	v_ldexp_f64 v[17:18], v[17:18], 32
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_mul_f64 v[27:28], v[23:24], s[8:9]
	v_mul_f64 v[29:30], v[23:24], s[12:13]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v33, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[27:28], v[27:28], s[10:11]
	v_add_f64 v[29:30], v[29:30], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_mul_f64 v[29:30], v[23:24], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[27:28], v[27:28], s[16:17]
	v_add_f64 v[29:30], v[29:30], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	v_mul_f64 v[23:24], v[23:24], v[29:30]
	v_mul_f64 v[29:30], v[10:11], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[27:28], v[27:28], s[20:21]
	v_mul_f64 v[21:22], v[21:22], v[27:28]
	v_cvt_f64_u32_e32 v[27:28], v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[23:24], v[21:22]
	v_add_f64 v[17:18], v[17:18], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[29:30], v[21:22]
	v_mul_f64 v[23:24], v[17:18], s[34:35]
	v_mul_f64 v[17:18], v[17:18], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_add_f64 v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], -v[29:30]
	v_add_f64 v[10:11], v[10:11], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[17:18], v[10:11]
	v_add_nc_u32_e64 v17, 0x8000, 0
	v_cndmask_b32_e32 v11, 0x7ff00000, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v11, 0xfff00000, v11, s0
	s_and_b32 s0, s0, vcc_lo
	s_and_b32 vcc_lo, s0, s1
	v_cmp_gt_f32_e64 s0, v33, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v11, 0x7ff80000, v11, s1
	v_cndmask_b32_e32 v10, 0, v10, vcc_lo
	v_cmp_ge_f32_e32 vcc_lo, v9, v16
	ds_load_2addr_b32 v[8:9], v17 offset0:2 offset1:11
	v_cndmask_b32_e64 v18, 0, 1.0, s0
	v_div_fixup_f32 v17, v34, v26, v25
	v_cvt_f32_f64_e32 v10, v[10:11]
	s_and_b32 s0, s8, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v11, 0, 1.0, s0
	v_cmp_gt_f32_e32 vcc_lo, v11, v18
	v_cndmask_b32_e32 v11, v18, v11, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v8, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e32 vcc_lo, 0, v11
	v_dual_sub_f32 v0, v0, v10 :: v_dual_add_f32 v17, 0, v17
	v_cndmask_b32_e32 v17, -1.0, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_f32_e32 vcc_lo, v17, v9
	v_cmp_gt_f32_e64 s1, v17, v9
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_cndmask_b32_e64 v9, 0, 1.0, s0
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v11, v8
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v0, 0xff800000, v0, vcc_lo
	ds_store_b32 v12, v0
	s_or_b32 exec_lo, exec_lo, s31
	s_and_saveexec_b32 s31, s7
	s_cbranch_execz .LBB3_216
.LBB3_226:
	global_load_b32 v14, v14, s[22:23]
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	s_xor_b64 s[0:1], s[40:41], s[38:39]
	s_add_i32 s0, s38, 0x9e3779b9
	s_add_i32 s7, s39, 0x76cf5d0a
	s_mov_b32 s10, 0x96cb03de
	s_mov_b32 s11, 0x3fc74664
	s_mov_b32 s12, 0xd078c69f
	v_xor_b32_e32 v0, s1, v9
	s_add_i32 s1, s39, 0xbb67ae85
	s_mov_b32 s13, 0x3fc39a09
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	v_xor3_b32 v0, s28, s0, v10
	s_xor_b32 s0, s38, s30
	s_mov_b32 s34, 0x35793c76
	s_xor_b32 s0, s2, s0
	s_mov_b32 s35, 0x3dea39ef
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s8, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor3_b32 v0, s1, s8, v8
	s_add_i32 s1, s38, 0xdaa66d2b
	s_mov_b32 s8, 0xdf3e5244
	s_mov_b32 s9, 0x3fc2f112
	v_xor3_b32 v8, s0, s7, v11
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v0, 0
	s_add_i32 s0, s38, 0x3c6ef372
	s_mov_b32 s42, 0xfee00000
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v8, 0
	s_mov_b32 s43, 0x3fe62e42
	v_xor3_b32 v0, s0, v17, v9
	s_add_i32 s0, s39, 0x32370b8f
	v_xor3_b32 v11, s1, v19, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s39, 0xed9eba14
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v11, 0
	v_xor3_b32 v0, s0, v9, v10
	s_add_i32 s0, s38, 0x78dde6e4
	v_xor3_b32 v10, s1, v17, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s38, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v0, s0, v9, v18
	s_add_i32 s0, s39, 0xa9066899
	v_xor3_b32 v11, s1, v11, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s39, 0x646e171e
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v11, 0
	v_xor3_b32 v0, s0, v9, v16
	s_add_i32 s0, s38, 0xb54cda56
	v_xor3_b32 v11, s1, v18, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s38, 0x5384540f
	v_mul_hi_u32 v0, 0xcd9e8d57, v11
	v_xor3_b32 v9, s0, v9, v10
	s_add_i32 s0, s39, 0x1fd5c5a3
	v_xor3_b32 v0, s1, v0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_add_i32 s1, s39, 0xdb3d7428
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v9, s0, v9, v17
	s_add_i32 s0, s38, 0x8ff34781
	v_xor3_b32 v0, s1, v0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v8, 0xcd9e8d57, v9
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v8, s0, v0
	v_cvt_f64_u32_e32 v[8:9], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], 0.5
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[10:11], v[8:9], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[8:9]
	v_cndmask_b32_e64 v0, v9, v11, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v10, v8, v10, s0
	v_add_co_u32 v16, s1, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v17, null, 0, 0, s1
	v_and_b32_e32 v0, 0xfffff, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[16:17], 20, v[16:17]
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v0
	v_mov_b32_e32 v0, 0x8024
	ds_load_2addr_b32 v[24:25], v0 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s33, v14
	v_add_f64 v[10:11], v[10:11], -1.0
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v24, v0, v24
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v24
	v_cndmask_b32_e32 v26, 0xc2d00000, v24, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v26
	v_cndmask_b32_e32 v28, 0x42b20000, v26, vcc_lo
	v_mul_f32_e32 v29, 0x3fb8aa3b, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v30, 0x4b400000, v29
	v_add_f64 v[18:19], v[10:11], 2.0
	v_add_f32_e32 v29, 0xcb400000, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v31, 0xbf317200, v29
	v_dual_mul_f32 v32, 0x35bfbe8e, v29 :: v_dual_add_f32 v31, v28, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v28, v31, v32
	v_mul_f32_e32 v29, v28, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, 0x3331bb4c, v29
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[10:11]
	v_rcp_f64_e32 v[22:23], v[20:21]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[26:27], v[22:23]
	v_add_f32_e32 v26, 0xb5ddea0e, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v29, v26
	v_add_f32_e32 v26, 0x388ab355, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v29, v26
	v_add_f32_e32 v26, 0xbb360b61, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v29, v26
	v_add_f32_e32 v33, 0x3e2aaaab, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, v29, v33
	v_fma_f64 v[26:27], -v[20:21], v[22:23], 1.0
	v_sub_f32_e32 v29, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v33, v28, v29
	v_sub_f32_e32 v34, 2.0, v29
	v_div_scale_f64 v[28:29], s1, v[10:11], v[18:19], v[10:11]
	v_div_scale_f32 v35, null, v34, v34, v33
	v_div_scale_f32 v38, vcc_lo, v33, v34, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v36, v35
	v_fma_f32 v37, -v35, v36, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v37, v36
	v_fma_f64 v[22:23], v[22:23], v[26:27], v[22:23]
	v_mul_f32_e32 v26, v38, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v35, v26, v38
	v_fmac_f32_e32 v26, v27, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v35, v26, v38
	v_div_fmas_f32 v26, v27, v36, v26
	v_cmp_o_f32_e32 vcc_lo, v24, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v26, v26, v34, v33
	v_sub_f32_e32 v32, v32, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v31, v31, v32
	v_mul_f64 v[26:27], v[28:29], v[22:23]
	v_add_f32_e32 v31, 1.0, v31
	v_add_nc_u32_e32 v33, 0xb4c00100, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b32_e32 v33, 1, v33
	v_sub_nc_u32_e32 v30, v30, v33
	v_lshl_add_u32 v32, v33, 23, 0xff800000
	v_mov_b32_e32 v33, 0xfffffbcb
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v30, v30, 23, 0x7f800000
	v_mul_f32_e32 v31, v31, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, v31, v30
	v_cndmask_b32_e32 v24, 0x7fc00000, v30, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_div_scale_f32 v30, null, v25, v25, v24
	v_fma_f64 v[20:21], -v[20:21], v[26:27], v[28:29]
	v_div_scale_f32 v29, vcc_lo, v24, v25, v24
	v_rcp_f32_e32 v31, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v28, -v30, v31, 1.0
	v_fmac_f32_e32 v31, v28, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v29, v31
	v_fma_f32 v32, -v30, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v32, v31
	v_fma_f32 v29, -v30, v28, v29
	v_cndmask_b32_e64 v30, 0xfffffc01, v33, s0
	v_cmp_neq_f64_e64 s0, 0, v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v32, v29, v31, v28
	s_mov_b32 vcc_lo, s1
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[26:27]
	v_add_co_u32 v34, vcc_lo, v16, v30
	v_add_co_ci_u32_e64 v16, null, -1, v17, vcc_lo
	v_mul_f64 v[30:31], v[10:11], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[8:9]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[16:17], v16
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[10:11]
	v_ldexp_f64 v[16:17], v[16:17], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[22:23], s[8:9]
	v_mul_f64 v[28:29], v[22:23], s[12:13]
	v_add_f64 v[26:27], v[26:27], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[14:15]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[22:23], v[28:29]
	v_add_f64 v[26:27], v[26:27], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[18:19]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[10:11], v[30:31]
	v_add_f64 v[26:27], v[26:27], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], v[26:27]
	v_cvt_f64_u32_e32 v[26:27], v34
	v_add_f64 v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], v[26:27]
	v_add_f64 v[20:21], v[28:29], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[16:17], s[34:35]
	v_mul_f64 v[16:17], v[16:17], s[42:43]
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[22:23], v[18:19]
	v_add_f64 v[18:19], v[18:19], -v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[18:19]
	v_add_f64 v[10:11], v[16:17], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v11, 0x80000000, v11
	v_cndmask_b32_e32 v11, 0xfff00000, v11, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0, v10, vcc_lo
	v_cndmask_b32_e64 v9, 0x7ff00000, v11, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[10:11], v[8:9], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[8:9]
	v_cndmask_b32_e64 v11, v9, v11, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v10, v8, v10, s0
	v_cndmask_b32_e64 v30, 0xfffffc01, v33, s0
	v_cmp_neq_f64_e64 s0, 0, v[8:9]
	v_add_co_u32 v16, s1, 0x95f62, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, 0, 0, s1
	v_cmp_le_f64_e64 s1, 0, v[8:9]
	v_and_b32_e32 v11, 0xfffff, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[16:17], 20, v[16:17]
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -1.0
	v_add_f64 v[18:19], v[10:11], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[10:11]
	v_div_scale_f64 v[28:29], vcc_lo, v[10:11], v[18:19], v[10:11]
	v_rcp_f64_e32 v[22:23], v[20:21]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[26:27], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[26:27], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[26:27], v[28:29], v[22:23]
	v_fma_f64 v[20:21], -v[20:21], v[26:27], v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[26:27]
	v_add_co_u32 v33, vcc_lo, v16, v30
	v_add_co_ci_u32_e64 v16, null, -1, v17, vcc_lo
	v_mul_f64 v[30:31], v[10:11], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[8:9]
	v_mov_b32_e32 v8, 0x801c
	s_delay_alu instid0(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[16:17], v16
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s7, v14, v8
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[10:11]
	v_ldexp_f64 v[16:17], v[16:17], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[26:27], v[22:23], s[8:9]
	v_mul_f64 v[28:29], v[22:23], s[12:13]
	v_add_f64 v[26:27], v[26:27], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[14:15]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[28:29], v[22:23], v[28:29]
	v_add_f64 v[26:27], v[26:27], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[28:29], v[28:29], s[18:19]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[22:23], v[28:29]
	v_mul_f64 v[28:29], v[10:11], v[30:31]
	v_add_f64 v[26:27], v[26:27], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[20:21], v[26:27]
	v_cvt_f64_u32_e32 v[26:27], v33
	v_add_f64 v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], v[26:27]
	v_add_f64 v[20:21], v[28:29], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[22:23], v[16:17], s[34:35]
	v_mul_f64 v[16:17], v[16:17], s[42:43]
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[22:23], v[18:19]
	v_add_f64 v[18:19], v[18:19], -v[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[18:19]
	v_add_f64 v[10:11], v[16:17], v[10:11]
	v_min_u32_e32 v16, 32, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], v16, v[6:7]
	v_min_u32_e32 v6, 1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or_b32_e32 v6, v7, v6
	v_sub_nc_u32_e32 v7, 32, v16
	v_add_nc_u32_e64 v16, 0x8000, 0
	v_cvt_f32_u32_e32 v6, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v17, v6, v7
	v_cndmask_b32_e32 v11, 0x7ff00000, v11, vcc_lo
	v_cndmask_b32_e64 v11, 0xfff00000, v11, s0
	s_and_b32 s0, s0, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, s0, s1
	v_cmp_gt_f32_e64 s0, v14, v8
	v_cndmask_b32_e32 v6, 0, v10, vcc_lo
	v_cmp_ge_f32_e32 vcc_lo, v9, v17
	v_cndmask_b32_e64 v7, 0x7ff80000, v11, s1
	ds_load_2addr_b32 v[8:9], v16 offset0:2 offset1:11
	v_cndmask_b32_e64 v10, 0, 1.0, s0
	v_div_fixup_f32 v11, v32, v25, v24
	s_and_b32 s0, s7, vcc_lo
	v_cvt_f32_f64_e32 v6, v[6:7]
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v7, v10
	v_cndmask_b32_e32 v7, v10, v7, vcc_lo
	v_add_f32_e32 v10, 0, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v8, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v10, -1.0, v10, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v10, v9
	v_cmp_gt_f32_e64 s1, v10, v9
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v8, 0, 1.0, s1
	v_cndmask_b32_e64 v9, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_sub_f32_e32 v0, v0, v6
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_mul_f32_e32 v7, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v7
	v_cndmask_b32_e32 v0, 0xff800000, v0, vcc_lo
	ds_store_b32 v12, v0 offset:4096
	s_or_b32 exec_lo, exec_lo, s31
	s_and_saveexec_b32 s20, s6
	s_cbranch_execz .LBB3_217
.LBB3_227:
	global_load_b32 v28, v13, s[22:23]
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v4, 0
	s_xor_b64 s[0:1], s[40:41], s[38:39]
	s_add_i32 s0, s38, 0x9e3779b9
	s_add_i32 s6, s39, 0x76cf5d0a
	s_mov_b32 s8, 0x96cb03de
	s_mov_b32 s9, 0x3fc74664
	s_mov_b32 s10, 0xd078c69f
	v_xor_b32_e32 v0, s1, v7
	s_add_i32 s1, s39, 0xbb67ae85
	s_mov_b32 s11, 0x3fc39a09
	s_mov_b32 s12, 0x1d8e78af
	s_mov_b32 s14, 0x94229359
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s13, 0x3fcc71c5
	s_mov_b32 s15, 0x3fd24924
	s_mov_b32 s16, 0x9997fa04
	s_mov_b32 s18, 0x55555593
	s_mov_b32 s17, 0x3fd99999
	s_mov_b32 s19, 0x3fe55555
	v_xor3_b32 v0, s28, s0, v8
	s_xor_b32 s0, s38, s30
	s_mov_b32 s34, 0x35793c76
	s_xor_b32 s0, s2, s0
	s_mov_b32 s35, 0x3dea39ef
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s7, s0, 0xd2511f53
	s_mul_i32 s0, s0, 0xd2511f53
	v_xor3_b32 v0, s1, s7, v6
	s_add_i32 s1, s38, 0xdaa66d2b
	s_mov_b32 s42, 0xfee00000
	s_mov_b32 s43, 0x3fe62e42
	v_xor3_b32 v6, s0, s6, v9
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v0, 0
	s_add_i32 s0, s38, 0x3c6ef372
	s_mov_b32 s6, 0xdf3e5244
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v6, 0
	s_mov_b32 s7, 0x3fc2f112
	v_xor3_b32 v0, s0, v10, v7
	s_add_i32 s0, s39, 0x32370b8f
	v_xor3_b32 v9, s1, v17, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s39, 0xed9eba14
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	v_xor3_b32 v0, s0, v7, v8
	s_add_i32 s0, s38, 0x78dde6e4
	v_xor3_b32 v8, s1, v10, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s38, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v8, 0
	v_xor3_b32 v0, s0, v7, v16
	s_add_i32 s0, s39, 0xa9066899
	v_xor3_b32 v8, s1, v11, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v0, 0
	s_add_i32 s1, s39, 0x646e171e
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v8, 0
	v_xor3_b32 v0, s0, v7, v9
	s_add_i32 s0, s38, 0xb54cda56
	v_xor3_b32 v8, s1, v17, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v0, 0
	s_add_i32 s1, s38, 0x5384540f
	v_mul_hi_u32 v0, 0xcd9e8d57, v8
	v_xor3_b32 v7, s0, v7, v10
	s_add_i32 s0, s39, 0x1fd5c5a3
	v_xor3_b32 v0, s1, v0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	s_add_i32 s1, s39, 0xdb3d7428
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v7, s0, v7, v16
	s_add_i32 s0, s38, 0x8ff34781
	v_xor3_b32 v0, s1, v0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v6, 0xcd9e8d57, v7
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v0, v6, s0, v0
	v_cvt_f64_u32_e32 v[6:7], v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], 0.5
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[6:7], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[6:7]
	v_cndmask_b32_e64 v0, v7, v9, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v6, v8, s0
	v_add_co_u32 v10, s1, 0x95f62, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v11, null, 0, 0, s1
	v_and_b32_e32 v0, 0xfffff, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v0
	v_mov_b32_e32 v0, 0x8024
	ds_load_2addr_b32 v[20:21], v0 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v0, s33, v28
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v20, v0, v20
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v20
	v_cndmask_b32_e32 v22, 0xc2d00000, v20, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v22
	v_cndmask_b32_e32 v24, 0x42b20000, v22, vcc_lo
	v_mul_f32_e32 v25, 0x3fb8aa3b, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v26, 0x4b400000, v25
	v_add_f32_e32 v25, 0xcb400000, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v27, 0xbf317200, v25
	v_mul_f32_e32 v29, 0x35bfbe8e, v25
	v_add_f32_e32 v27, v24, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v24, v27, v29
	v_add_f64 v[8:9], v[8:9], -1.0
	v_mul_f32_e32 v25, v24, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v30, 0x3331bb4c, v25
	v_add_f64 v[13:14], v[8:9], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[16:17], null, v[13:14], v[13:14], v[8:9]
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[22:23], v[18:19]
	v_add_f32_e32 v22, 0xb5ddea0e, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v25, v22
	v_add_f32_e32 v22, 0x388ab355, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v25, v22
	v_add_f32_e32 v22, 0xbb360b61, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v25, v22
	v_add_f32_e32 v30, 0x3e2aaaab, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v25, v25, v30
	v_fma_f64 v[22:23], -v[16:17], v[18:19], 1.0
	v_sub_f32_e32 v25, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v30, v24, v25
	v_sub_f32_e32 v31, 2.0, v25
	v_div_scale_f64 v[24:25], s1, v[8:9], v[13:14], v[8:9]
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v35, vcc_lo, v30, v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v34, -v32, v33, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v33, v34, v33
	v_fma_f64 v[18:19], v[18:19], v[22:23], v[18:19]
	v_mul_f32_e32 v22, v35, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v32, v22, v35
	v_fmac_f32_e32 v22, v23, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v32, v22, v35
	v_div_fmas_f32 v22, v23, v33, v22
	v_cmp_o_f32_e32 vcc_lo, v20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v22, v22, v31, v30
	v_sub_f32_e32 v29, v29, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v27, v27, v29 :: v_dual_add_nc_u32 v30, 0xb4c00100, v26
	v_lshrrev_b32_e32 v30, 1, v30
	v_mul_f64 v[22:23], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v27, 1.0, v27
	v_sub_nc_u32_e32 v26, v26, v30
	v_lshl_add_u32 v29, v30, 23, 0xff800000
	v_mov_b32_e32 v30, 0xfffffbcb
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v26, v26, 23, 0x7f800000
	v_mul_f32_e32 v27, v27, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, v27, v26
	v_cndmask_b32_e32 v20, 0x7fc00000, v26, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v26, null, v21, v21, v20
	v_rcp_f32_e32 v27, v26
	v_fma_f64 v[16:17], -v[16:17], v[22:23], v[24:25]
	v_div_scale_f32 v25, vcc_lo, v20, v21, v20
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v26, v27, 1.0
	v_fmac_f32_e32 v27, v24, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v25, v27
	v_fma_f32 v29, -v26, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v24, v29, v27
	v_fma_f32 v25, -v26, v24, v25
	v_cndmask_b32_e64 v26, 0xfffffc01, v30, s0
	v_cmp_neq_f64_e64 s0, 0, v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v29, v25, v27, v24
	s_mov_b32 vcc_lo, s1
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[22:23]
	v_add_co_u32 v31, vcc_lo, v10, v26
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	v_mul_f64 v[26:27], v[8:9], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[10:11], v10
	v_div_fixup_f64 v[13:14], v[16:17], v[13:14], v[8:9]
	v_ldexp_f64 v[10:11], v[10:11], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[13:14], v[13:14]
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], s[6:7]
	v_mul_f64 v[24:25], v[18:19], s[10:11]
	v_add_f64 v[22:23], v[22:23], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[12:13]
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[18:19], v[24:25]
	v_add_f64 v[22:23], v[22:23], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[16:17]
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[18:19], v[24:25]
	v_mul_f64 v[24:25], v[8:9], v[26:27]
	v_add_f64 v[22:23], v[22:23], s[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_cvt_f64_u32_e32 v[22:23], v31
	v_add_f64 v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[10:11], v[22:23]
	v_add_f64 v[16:17], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[10:11], s[34:35]
	v_mul_f64 v[10:11], v[10:11], s[42:43]
	v_mul_f64 v[13:14], v[13:14], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[18:19], v[13:14]
	v_add_f64 v[13:14], v[13:14], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], v[13:14]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v9, 0x80000000, v9
	v_cndmask_b32_e32 v9, 0xfff00000, v9, vcc_lo
	s_and_b32 vcc_lo, s0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v6, 0, v8, vcc_lo
	v_cndmask_b32_e64 v7, 0x7ff00000, v9, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[6:7], 54
	v_cmp_gt_f64_e64 s0, 0x100000, v[6:7]
	v_cndmask_b32_e64 v9, v7, v9, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v8, v6, v8, s0
	v_cndmask_b32_e64 v26, 0xfffffc01, v30, s0
	v_cmp_neq_f64_e64 s0, 0, v[6:7]
	v_add_co_u32 v10, s1, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, 0, s1
	v_cmp_le_f64_e64 s1, 0, v[6:7]
	v_and_b32_e32 v9, 0xfffff, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], -1.0
	v_add_f64 v[13:14], v[8:9], 2.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[16:17], null, v[13:14], v[13:14], v[8:9]
	v_div_scale_f64 v[24:25], vcc_lo, v[8:9], v[13:14], v[8:9]
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[24:25], v[18:19]
	v_fma_f64 v[16:17], -v[16:17], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[22:23]
	v_add_co_u32 v30, vcc_lo, v10, v26
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	v_mul_f64 v[26:27], v[8:9], 0.5
	v_cmp_neq_f64_e32 vcc_lo, 0x7ff00000, v[6:7]
	v_mov_b32_e32 v6, 0x801c
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[10:11], v10
	ds_load_2addr_b32 v[6:7], v6 offset1:1
	v_div_fixup_f64 v[13:14], v[16:17], v[13:14], v[8:9]
	v_ldexp_f64 v[10:11], v[10:11], 32
	v_mul_f64 v[16:17], v[13:14], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[22:23], v[18:19], s[6:7]
	v_mul_f64 v[24:25], v[18:19], s[10:11]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s6, v28, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[22:23], v[22:23], s[8:9]
	v_add_f64 v[24:25], v[24:25], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_mul_f64 v[24:25], v[18:19], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[14:15]
	v_add_f64 v[24:25], v[24:25], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_mul_f64 v[18:19], v[18:19], v[24:25]
	v_mul_f64 v[24:25], v[8:9], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[18:19]
	v_mul_f64 v[16:17], v[16:17], v[22:23]
	v_cvt_f64_u32_e32 v[22:23], v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_add_f64 v[10:11], v[10:11], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[24:25], v[16:17]
	v_mul_f64 v[18:19], v[10:11], s[34:35]
	v_mul_f64 v[10:11], v[10:11], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[13:14], v[16:17]
	v_add_f64 v[13:14], v[18:19], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], -v[24:25]
	v_add_f64 v[8:9], v[8:9], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_min_u32_e32 v10, 32, v15
	v_lshlrev_b64 v[4:5], v10, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v4, 1, v4
	v_or_b32_e32 v4, v5, v4
	v_sub_nc_u32_e32 v5, 32, v10
	v_add_nc_u32_e64 v10, 0x8000, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v4, v4
	v_ldexp_f32 v11, v4, v5
	v_cndmask_b32_e32 v9, 0x7ff00000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v9, 0xfff00000, v9, s0
	s_and_b32 s0, s0, vcc_lo
	s_and_b32 vcc_lo, s0, s1
	v_cmp_gt_f32_e64 s0, v28, v6
	v_cndmask_b32_e32 v4, 0, v8, vcc_lo
	v_cmp_ge_f32_e32 vcc_lo, v7, v11
	v_cndmask_b32_e64 v5, 0x7ff80000, v9, s1
	ds_load_2addr_b32 v[6:7], v10 offset0:2 offset1:11
	v_cndmask_b32_e64 v8, 0, 1.0, s0
	v_div_fixup_f32 v9, v29, v21, v20
	s_and_b32 s0, s6, vcc_lo
	v_cvt_f32_f64_e32 v4, v[4:5]
	v_cndmask_b32_e64 v5, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v5, v8
	v_cndmask_b32_e32 v5, v8, v5, vcc_lo
	v_add_f32_e32 v8, 0, v9
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s0, v6, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v8, -1.0, v8, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v8, v7
	v_cmp_gt_f32_e64 s1, v8, v7
	s_and_b32 s0, vcc_lo, s0
	v_cndmask_b32_e64 v6, 0, 1.0, s1
	v_cndmask_b32_e64 v7, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v7, v6
	v_sub_f32_e32 v0, v0, v4
	v_cndmask_b32_e32 v6, v6, v7, vcc_lo
	v_mul_f32_e32 v5, v5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_neq_f32_e32 vcc_lo, 0, v5
	v_cndmask_b32_e32 v0, 0xff800000, v0, vcc_lo
	ds_store_b32 v12, v0 offset:8192
	s_or_b32 exec_lo, exec_lo, s20
	s_and_saveexec_b32 s20, s5
	s_cbranch_execnz .LBB3_218
	s_branch .LBB3_219
.LBB3_228:
	v_mov_b32_e32 v0, 0
	s_branch .LBB3_233
.LBB3_229:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB3_232
.LBB3_230:
	s_lshl_b32 s5, s6, 2
	.p2align	6
.LBB3_231:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s5
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s0, v1, v1
	v_cmp_gt_f32_e64 s1, v1, v0
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_and_b32 s0, vcc_lo, exec_lo
	s_cselect_b32 s15, s7, s15
	s_cselect_b32 s14, s6, s14
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	s_add_i32 s5, s5, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[12:13], 0
	s_cbranch_scc1 .LBB3_231
.LBB3_232:
	s_clz_i32_u32 s0, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s5, s0, 32
	s_lshl_b64 s[0:1], s[14:15], s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s5
	s_cvt_f32_u32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s0, s1
.LBB3_233:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:32780
.LBB3_234:
	s_or_b32 exec_lo, exec_lo, s20
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s0, exec_lo, s0
	s_cbranch_execz .LBB3_236
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x800c
	v_mov_b32_e32 v4, 0x8014
	s_lshl_b64 s[0:1], s[2:3], 3
	ds_load_b64 v[0:1], v6 offset:32768
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_add_u32 s0, s26, s0
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_addc_u32 s1, s27, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s2, s24, s2
	s_addc_u32 s3, s25, s3
	s_cmp_eq_u32 s29, 0
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v1
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, 0x41000000, v5
	s_cselect_b32 vcc_lo, -1, 0
	v_add_f32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v3, v1, v0 :: v_dual_cndmask_b32 v0, v4, v2
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s6, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	s_and_b32 s4, s6, 0x7fffffff
	s_ashr_i32 s6, s6, 31
	s_mul_f32 s5, s4, 0x2f800000
	s_mov_b32 s7, s6
	s_floor_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s4, s5, 0xcf800000
	s_cvt_u32_f32 s5, s5
	s_cvt_u32_f32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[4:5], s[4:5], s[6:7]
	s_sub_u32 s4, s4, s6
	s_subb_u32 s5, s5, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v0, s4 :: v_dual_mov_b32 v1, s5
	global_store_b64 v6, v[0:1], s[0:1]
	global_load_b32 v0, v6, s[2:3]
	v_cvt_u32_f32_e32 v1, v3
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB3_236:
	s_endpgm
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
		.amdhsa_next_free_vgpr 41
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

	.set tessera_gumbel_w4096.num_vgpr, 41
	.set tessera_gumbel_w4096.num_agpr, 0
	.set tessera_gumbel_w4096.numbered_sgpr, 73
	.set tessera_gumbel_w4096.num_named_barrier, 0
	.set tessera_gumbel_w4096.private_seg_size, 0
	.set tessera_gumbel_w4096.uses_vcc, 1
	.set tessera_gumbel_w4096.uses_flat_scratch, 0
	.set tessera_gumbel_w4096.has_dyn_sized_stack, 0
	.set tessera_gumbel_w4096.has_recursion, 0
	.set tessera_gumbel_w4096.has_indirect_call, 0
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
    .vgpr_count:     31
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
    .vgpr_count:     31
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
    .vgpr_count:     35
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
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
