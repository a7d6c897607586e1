	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_gumbel_w256
	.p2align	8
	.type	tessera_gumbel_w256,@function
tessera_gumbel_w256:
	s_clause 0x1
	s_load_b256 s[24:31], s[0:1], 0x0
	s_load_b128 s[36:39], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[30:31], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x100, s[36:37]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB0_217
	s_load_b128 s[40:43], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s37, s2
	s_mul_hi_u32 s5, s36, s2
	s_mul_i32 s6, s36, s2
	s_add_i32 s7, s5, s4
	v_cmp_gt_u64_e64 s5, s[36:37], v[0:1]
	s_lshl_b64 s[6:7], s[6:7], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s28, s6
	s_addc_u32 s29, s29, s7
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB0_3
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[28:29]
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
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_9
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_10
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x1f8
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
	global_load_b32 v2, v1, s[28:29]
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
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_22
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_23
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x1f8
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
	global_load_b32 v2, v1, s[28:29]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB0_40
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_35
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_36
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x1f8
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
	ds_store_b32 v2, v1 offset:2068
.LBB0_40:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_42
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[28:29]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
.LBB0_42:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB0_54
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB0_48
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_49
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s20, s36, 0x1f8
	s_mov_b32 s21, s17
	s_mov_b64 s[6:7], 0
	s_mov_b32 s30, s17
.LBB0_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s30
	s_mov_b64 s[22:23], s[6:7]
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
	s_cselect_b32 s7, s22, s18
	s_cselect_b32 s18, s23, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s13, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	v_cmp_u_f32_e64 s14, v9, v9
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s8
	s_add_u32 s6, s22, 1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_addc_u32 s8, s23, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s8, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 2
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s9, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 3
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s9, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 4
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s9, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 5
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s9, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s9, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 7
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s8
	s_cselect_b32 s18, s6, s7
	s_add_i32 s30, s30, 32
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_add_u32 s6, s22, 8
	s_addc_u32 s7, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[20:21]
	s_cbranch_scc1 .LBB0_46
	s_add_u32 s8, s22, 8
	s_addc_u32 s9, s23, 0
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
	ds_store_b32 v2, v1 offset:2072
.LBB0_54:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b32 s33, s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB0_56
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[28:29]
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
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_62
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_63
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x1f8
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
	ds_store_b32 v2, v1 offset:2076
.LBB0_67:
	s_or_b32 exec_lo, exec_lo, s18
	s_load_b128 s[20:23], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s23, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s23, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s6, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB0_71
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0xff800000
	v_dual_mov_b32 v2, 0x7f800000 :: v_dual_mov_b32 v3, 0
	ds_store_b64 v3, v[1:2] offset:2080
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
	global_load_b32 v2, v1, s[28:29]
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
	s_and_saveexec_b32 s23, s4
	s_cbranch_execz .LBB0_103
	s_clz_i32_u32 s1, s21
	s_clz_i32_u32 s6, s37
	s_min_u32 s1, s1, 32
	s_min_u32 s10, s6, 32
	s_lshl_b64 s[6:7], s[20:21], s1
	s_lshl_b64 s[8:9], s[36:37], s10
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
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s21, 0
	s_cselect_b32 s12, -1, 0
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s20, s36, 7
	v_cmp_gt_u64_e64 s60, s[6:7], 6
	s_and_b32 s30, s36, 0x1f8
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[8:9], 0
	s_mov_b32 s31, s21
	v_cndmask_b32_e64 v4, 0, 1, s60
	s_cselect_b32 s61, -1, 0
	s_mov_b32 s59, s21
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
	s_cmp_lg_u64 s[30:31], s[10:11]
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
	s_mov_b64 s[10:11], s[30:31]
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
	s_mov_b64 s[10:11], s[20:21]
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
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB0_102
.LBB0_88:
	s_clz_i32_u64 s1, s[6:7]
	s_mov_b32 s42, 0
	s_min_u32 s62, s1, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s8, 64, s62
	s_subb_u32 s9, 0, 0
	s_lshl_b64 s[34:35], -1, s8
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB0_101
	v_cmp_gt_u64_e64 s1, s[8:9], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s47, s9, 0
	s_cselect_b32 s46, s8, 1
	s_sub_u32 s63, 0, s34
	s_subb_u32 s64, 0, s35
	s_sub_u32 s48, 0, s30
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[34:35]
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
	s_mov_b64 s[8:9], s[30:31]
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
	s_mov_b64 s[8:9], s[20:21]
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
	s_not_b64 s[6:7], s[34:35]
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
	v_ldexp_f32 v2, s6, s7
.LBB0_102:
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v3, 0
	ds_store_b64 v3, v[1:2] offset:2080
.LBB0_103:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_104:
	s_cmp_lt_f32 s22, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s6, s1, s0
	s_xor_b32 s21, s6, -1
	s_mov_b32 s6, -1
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB0_112
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_115
.LBB0_106:
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_131
.LBB0_107:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_134
.LBB0_108:
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_149
.LBB0_109:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_152
.LBB0_110:
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB0_193
.LBB0_111:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_196
	s_branch .LBB0_213
.LBB0_112:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:2088
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_106
.LBB0_115:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB0_117
	v_lshlrev_b32_e32 v3, 2, v0
	v_cvt_f32_ubyte0_e32 v5, v0
	global_load_b32 v4, v3, s[28:29]
	v_mov_b32_e32 v1, 0
	ds_load_b64 v[1:2], v1 offset:2080
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s6, v4, v1
	v_cmp_gt_f32_e64 s7, v4, v1
	s_and_b32 s6, s6, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	v_cndmask_b32_e64 v2, 0, 1.0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_mul_f32 v2, s33, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	ds_store_b32 v3, v1
.LBB0_117:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB0_129
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB0_123
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_124
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x1f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB0_121:
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
	s_cbranch_scc1 .LBB0_121
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_branch .LBB0_125
.LBB0_123:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB0_128
.LBB0_124:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s6, -1
.LBB0_125:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB0_128
	s_lshl_b32 s8, s14, 2
.LBB0_127:
	s_delay_alu instid0(SALU_CYCLE_1)
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
	s_cbranch_scc1 .LBB0_127
.LBB0_128:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2088
.LBB0_129:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_107
.LBB0_131:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:2092
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_108
.LBB0_134:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB0_136
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	global_load_b32 v5, v4, s[28:29]
	ds_load_b96 v[1:3], v1 offset:2080
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s33, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s7, v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v6, v3
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v6, 0xc2d00000, v3, vcc_lo
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
	v_cmp_eq_f32_e32 vcc_lo, v5, v1
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v7
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v6, v6, v8
	v_cvt_f32_ubyte0_e32 v8, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v7, v7, v9
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_ge_f32_e64 s6, v2, v8
	v_lshl_add_u32 v2, v7, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mul_f32_e32 v5, v6, v9
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v6, 0, 1.0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, v5, v2
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v2, vcc_lo
	ds_store_b32 v4, v1
.LBB0_136:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB0_147
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc1 .LBB0_146
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s7, s[6:7], 7
	s_and_b32 s6, s36, 7
	s_and_b32 vcc_lo, exec_lo, s7
	s_mov_b32 s7, 0
	s_cbranch_vccnz .LBB0_142
	v_mov_b32_e32 v2, 0
	s_and_b32 s8, s36, 0x1f8
	s_mov_b32 s9, s7
	s_mov_b64 s[10:11], 0
	s_mov_b32 s13, s7
	.p2align	6
.LBB0_140:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s13
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s13, s13, 32
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
	s_cbranch_scc1 .LBB0_140
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB0_143
.LBB0_142:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s9, -1
.LBB0_143:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB0_146
	s_lshl_b32 s8, s8, 2
.LBB0_145:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_cbranch_scc1 .LBB0_145
.LBB0_146:
	ds_store_b32 v1, v2 offset:2092
.LBB0_147:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_109
.LBB0_149:
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB0_151
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v2, 0x7f800000
	v_add_nc_u32_e64 v3, 0x800, 0
	ds_store_2addr_b32 v3, v2, v1 offset0:2 offset1:12
.LBB0_151:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_110
.LBB0_152:
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB0_154
	v_lshlrev_b32_e32 v5, 2, v0
	v_mov_b32_e32 v1, 0
	global_load_b32 v6, v5, s[28:29]
	ds_load_b128 v[1:4], v1 offset:2080
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, s33, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s7, v6, v1
	v_cmp_gt_f32_e64 s8, v6, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v3, v7, v3
	v_cndmask_b32_e64 v1, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v7, 0xc2d00000, v3, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0x3fb8aa3b, v7
	v_add_f32_e32 v8, 0x4b400000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xcb400000, v8
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_mul_f32_e32 v9, 0x35bfbe8e, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v10
	v_sub_f32_e32 v10, v7, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v10
	v_mul_f32_e32 v12, 0x3331bb4c, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0xb5ddea0e, v12
	v_mul_f32_e32 v12, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x388ab355, v12
	v_mul_f32_e32 v12, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0xbb360b61, v12
	v_mul_f32_e32 v12, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x3e2aaaab, v12
	v_mul_f32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v10, v11
	v_mul_f32_e32 v10, v10, v11
	v_sub_f32_e32 v11, 2.0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v12, null, v11, v11, v10
	v_div_scale_f32 v15, vcc_lo, v10, v11, v10
	v_rcp_f32_e32 v13, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v15, v13
	v_fma_f32 v16, -v12, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v14, v16, v13
	v_fma_f32 v12, -v12, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v12, v12, v13, v14
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v8
	v_cvt_f32_ubyte0_e32 v12, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v10, 1, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_ge_f32_e64 s6, v2, v12
	v_sub_f32_e32 v7, v7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v8, v8, v10
	v_lshl_add_u32 v9, v10, 23, 0xff800000
	s_and_b32 s6, s7, s6
	v_add_f32_e32 v7, 1.0, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v8, v8, 23, 0x7f800000
	v_cndmask_b32_e64 v6, 0, 1.0, s6
	v_mul_f32_e32 v7, v7, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v8
	v_cndmask_b32_e32 v3, 0x7fc00000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v7, null, v4, v4, v3
	v_div_scale_f32 v10, vcc_lo, v3, v4, v3
	v_rcp_f32_e32 v8, v7
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v10, v8
	v_fma_f32 v11, -v7, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v9, v11, v8
	v_fma_f32 v2, -v7, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v2, v2, v8, v9
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_div_fixup_f32 v2, v2, v4, v3
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v3, 0, v2
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v2 :: v_dual_cndmask_b32 v2, -1.0, v3
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v2, v4, v3, vcc_lo
	ds_store_2addr_stride64_b32 v5, v2, v1 offset1:4
.LBB0_154:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s23, s4
	s_cbranch_execz .LBB0_191
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u64 s[36:37], 0
	s_cbranch_scc1 .LBB0_160
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s7, s[6:7], 7
	s_and_b32 s6, s36, 7
	s_and_b32 vcc_lo, exec_lo, s7
	s_mov_b32 s7, 0
	s_cbranch_vccnz .LBB0_161
	v_mov_b32_e32 v1, 0
	s_and_b32 s8, s36, 0x1f8
	s_mov_b32 s9, s7
	s_mov_b64 s[10:11], 0
	s_movk_i32 s13, 0x400
	.p2align	6
.LBB0_158:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s13
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s13, s13, 32
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
	s_cbranch_scc1 .LBB0_158
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB0_162
.LBB0_160:
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_165
.LBB0_161:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s9, -1
.LBB0_162:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB0_165
	s_lshl2_add_u32 s8, s8, 0x400
.LBB0_164:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB0_164
.LBB0_165:
	s_cmp_ngt_f32 s22, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s22, v1
	s_mov_b32 s31, 0
	s_cselect_b32 s6, -1, 0
	s_or_b32 s6, s6, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_176
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s34, s36, 7
	v_cmp_gt_u64_e64 s60, s[8:9], 6
	s_mov_b32 s35, s31
	s_and_b32 s30, s36, 0x1f8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v2, 0, 1, s12
	s_cmp_lg_u64 s[34:35], 0
	v_cndmask_b32_e64 v3, 0, 1, s60
	s_mov_b64 s[10:11], 0
	s_cselect_b32 s61, -1, 0
	s_branch .LBB0_168
.LBB0_167:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s22, v5
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], 32
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_cbranch_scc1 .LBB0_177
.LBB0_168:
	s_lshr_b32 s6, 0x80000000, s10
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v4, s6, v1
	v_cmp_ne_u32_e64 s6, 1, v3
	s_and_not1_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB0_167
	v_mov_b32_e32 v5, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_173
	s_mov_b64 s[6:7], 0
	s_mov_b32 s13, 0
.LBB0_171:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s14, s13, 0x400
	v_mov_b32_e32 v16, s13
	v_mov_b32_e32 v8, s14
	s_add_i32 s14, s13, 0x408
	s_add_i32 s15, s13, 0x418
	ds_load_2addr_b32 v[6:7], v16 offset1:1
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v6, 0, v8, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v6
	v_dual_cndmask_b32 v7, 0, v9 :: v_dual_mov_b32 v12, s14
	s_add_i32 s14, s13, 0x410
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_f32_e32 v5, v5, v7
	ds_load_2addr_b32 v[10:11], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	s_add_i32 s13, s13, 32
	s_cmp_lg_u64 s[30:31], s[6:7]
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v10, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v6, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v4
	v_mov_b32_e32 v18, s14
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v20, s15 :: v_dual_add_f32 v5, v5, v6
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
	s_cbranch_scc1 .LBB0_171
	s_mov_b64 s[6:7], s[30:31]
	s_mov_b32 s13, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB0_167
	s_branch .LBB0_174
.LBB0_173:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB0_167
.LBB0_174:
	s_lshl_b32 s13, s6, 2
	s_mov_b64 s[6:7], s[34:35]
.LBB0_175:
	v_mov_b32_e32 v6, s13
	s_add_i32 s13, s13, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[6:7], 0
	ds_load_2addr_stride64_b32 v[6:7], v6 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	v_cndmask_b32_e32 v6, 0, v7, vcc_lo
	v_add_f32_e32 v5, v5, v6
	s_cbranch_scc1 .LBB0_175
	s_branch .LBB0_167
.LBB0_176:
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB0_190
.LBB0_177:
	s_clz_i32_u64 s6, s[8:9]
	s_mov_b32 s44, 0
	s_min_u32 s62, s6, 64
	s_mov_b64 s[46:47], 0
	s_sub_u32 s6, 64, s62
	s_subb_u32 s7, 0, 0
	s_lshl_b64 s[42:43], -1, s6
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB0_189
	v_cmp_gt_u64_e64 s8, s[6:7], 1
	s_brev_b32 s45, 1
	s_mov_b64 s[54:55], 0
	s_and_b32 s8, s8, exec_lo
	s_cselect_b32 s49, s7, 0
	s_cselect_b32 s48, s6, 1
	s_sub_u32 s63, 0, s42
	s_subb_u32 s64, 0, s43
	s_sub_u32 s50, 0, s30
	s_subb_u32 s51, 0, 0
	s_not_b64 s[52:53], s[42:43]
	s_branch .LBB0_181
.LBB0_179:
	s_mov_b32 s65, 0
.LBB0_180:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s65, s22
	s_cselect_b32 s47, s57, s47
	s_cselect_b32 s46, s56, s46
	s_add_u32 s54, s54, 1
	s_addc_u32 s55, s55, 0
	s_cmp_eq_u64 s[54:55], s[48:49]
	s_cbranch_scc1 .LBB0_189
.LBB0_181:
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_add_i32 s6, s54, s62
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[6:7], s[44:45], s6
	s_or_b64 s[56:57], s[6:7], s[46:47]
	s_cbranch_vccnz .LBB0_179
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_cbranch_vccnz .LBB0_186
	s_mov_b32 s65, 0
	s_mov_b64 s[58:59], 0
	s_mov_b32 s66, 0
.LBB0_184:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s66
	s_add_i32 s6, s66, 0x400
	s_add_u32 s67, s63, s58
	s_addc_u32 s70, s64, s59
	v_mov_b32_e32 v11, s6
	ds_load_2addr_b32 v[3:4], v9 offset1:1
	ds_load_2addr_b32 v[5:6], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[7:8], v9 offset0:4 offset1:5
	ds_load_2addr_b32 v[9:10], v9 offset0:6 offset1:7
	s_add_u32 s6, s67, -1
	s_addc_u32 s7, s70, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_ge_u64_e64 s68, s[6:7], s[56:57]
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s6, v3, v1
	v_cmp_gt_u32_e32 vcc_lo, v3, v1
	v_cmp_eq_u32_e64 s8, v4, v1
	v_cmp_gt_u32_e64 s7, v4, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s10, v5, v1
	s_and_b32 s6, s68, s6
	v_cmp_gt_u32_e64 s9, v5, v1
	s_or_b32 vcc_lo, vcc_lo, s6
	s_add_u32 s68, s67, -2
	s_addc_u32 s69, s70, -1
	s_add_i32 s6, s66, 0x408
	v_cmp_ge_u64_e64 s68, s[68:69], s[56:57]
	v_mov_b32_e32 v3, s6
	v_cmp_eq_u32_e64 s12, v6, v1
	v_cmp_gt_u32_e64 s11, v6, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s14, v7, v1
	v_cmp_gt_u32_e64 s13, v7, v1
	s_and_b32 s6, s68, s8
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	s_or_b32 s6, s7, s6
	s_add_u32 s68, s67, -3
	s_addc_u32 s69, s70, -1
	v_cmp_eq_u32_e64 s16, v8, v1
	v_cmp_ge_u64_e64 s7, s[68:69], s[56:57]
	v_cmp_gt_u32_e64 s15, v8, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_u32_e64 s17, v9, v1
	v_cmp_eq_u32_e64 s18, v9, v1
	v_cmp_gt_u32_e64 s19, v10, v1
	v_cmp_eq_u32_e64 s20, v10, v1
	s_and_b32 s7, s7, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s7, s9, s7
	s_add_u32 s8, s67, -4
	s_addc_u32 s9, s70, -1
	s_add_i32 s10, s66, 0x410
	v_cmp_ge_u64_e64 s8, s[8:9], s[56:57]
	v_mov_b32_e32 v5, s10
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	s_and_b32 s8, s8, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s11, s8
	s_add_u32 s10, s67, -5
	s_addc_u32 s11, s70, -1
	v_cmp_ge_u64_e64 s9, s[10:11], s[56:57]
	s_and_b32 s9, s9, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s9, s13, s9
	s_add_u32 s10, s67, -6
	s_addc_u32 s11, s70, -1
	s_add_i32 s12, s66, 0x418
	v_cmp_ge_u64_e64 s10, s[10:11], s[56:57]
	v_mov_b32_e32 v7, s12
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v9, 0, v11, vcc_lo
	v_cndmask_b32_e64 v10, 0, v12, s6
	s_and_b32 s6, s10, s16
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v3, 0, v3, s7
	s_or_b32 vcc_lo, s15, s6
	s_add_u32 s6, s67, -7
	s_addc_u32 s7, s70, -1
	v_cndmask_b32_e64 v4, 0, v4, s8
	v_readfirstlane_b32 s8, v9
	v_cmp_ge_u64_e64 s6, s[6:7], s[56:57]
	v_readfirstlane_b32 s7, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v5, s9
	v_readfirstlane_b32 s9, v3
	s_add_f32 s8, s65, s8
	v_cndmask_b32_e32 v6, 0, v6, vcc_lo
	s_and_b32 s6, s6, s18
	v_readfirstlane_b32 s10, v4
	s_add_f32 s8, s8, s7
	s_or_b32 vcc_lo, s17, s6
	s_add_u32 s6, s67, -8
	s_addc_u32 s7, s70, -1
	s_add_f32 s8, s8, s9
	v_cmp_ge_u64_e64 s6, s[6:7], s[56:57]
	v_readfirstlane_b32 s7, v5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, 0, v7, vcc_lo
	s_add_f32 s8, s8, s10
	v_readfirstlane_b32 s9, v6
	s_and_b32 s6, s6, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_f32 s7, s8, s7
	s_or_b32 vcc_lo, s19, s6
	v_readfirstlane_b32 s6, v3
	v_cndmask_b32_e32 v4, 0, v8, vcc_lo
	s_add_f32 s7, s7, s9
	s_add_u32 s58, s58, -8
	s_addc_u32 s59, s59, -1
	s_add_i32 s66, s66, 32
	v_readfirstlane_b32 s8, v4
	s_add_f32 s6, s7, s6
	s_cmp_lg_u64 s[50:51], s[58:59]
	s_delay_alu instid0(SALU_CYCLE_2)
	s_add_f32 s65, s6, s8
	s_cbranch_scc1 .LBB0_184
	s_mov_b64 s[6:7], s[30:31]
	s_mov_b32 s8, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccz .LBB0_180
	s_branch .LBB0_187
.LBB0_186:
	s_mov_b64 s[6:7], 0
	s_mov_b32 s65, 0
	s_cbranch_execz .LBB0_180
.LBB0_187:
	s_sub_u32 s8, s52, s6
	s_subb_u32 s9, s53, s7
	s_lshl_b32 s7, s6, 2
	s_mov_b64 s[10:11], s[34:35]
	.p2align	6
.LBB0_188:
	v_mov_b32_e32 v3, s7
	v_cmp_ge_u64_e64 s12, s[8:9], s[56:57]
	ds_load_2addr_stride64_b32 v[3:4], v3 offset1:4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v3, v1
	v_cmp_gt_u32_e64 s6, v3, v1
	s_and_b32 s12, s12, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s12
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e32 v3, 0, v4, vcc_lo
	s_addc_u32 s9, s9, -1
	s_add_i32 s7, s7, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	v_readfirstlane_b32 s6, v3
	s_cmp_lg_u64 s[10:11], 0
	s_add_f32 s65, s65, s6
	s_cbranch_scc1 .LBB0_188
	s_branch .LBB0_180
.LBB0_189:
	s_not_b64 s[6:7], s[42:43]
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_sub_u32 s6, s6, s46
	s_subb_u32 s7, s7, s47
	v_not_b32_e32 v3, v1
	s_clz_i32_u32 s8, s7
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s8, s8, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s8
	v_cndmask_b32_e32 v1, v3, v2, vcc_lo
	s_min_u32 s6, s6, 1
	s_or_b32 s6, s7, s6
	s_sub_i32 s7, 32, s8
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v2, s6, s7
.LBB0_190:
	v_add_nc_u32_e64 v3, 0x800, 0
	ds_store_2addr_b32 v3, v2, v1 offset0:2 offset1:12
.LBB0_191:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB0_111
.LBB0_193:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:2060
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_213
.LBB0_196:
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB0_198
	v_lshlrev_b32_e32 v21, 2, v0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_mul_i32 s6, s40, 0xcd9e8d57
	global_load_b32 v22, v21, s[28:29]
	s_add_i32 s8, s39, 0x76cf5d0a
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	v_xor_b32_e32 v2, s7, v2
	s_add_i32 s7, s38, 0x9e3779b9
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	s_mov_b32 s15, 0x3fcc71c5
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	v_xor3_b32 v3, s6, s7, v3
	s_mul_hi_u32 s6, s40, 0xcd9e8d57
	s_add_i32 s7, s39, 0xbb67ae85
	s_xor_b32 s6, s38, s6
	s_mov_b32 s31, 0x3dea39ef
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_xor_b32 s6, s2, s6
	s_mov_b32 s34, 0xfee00000
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v1, s7, s9, v1
	s_add_i32 s7, s38, 0xdaa66d2b
	v_xor3_b32 v6, s6, s8, v4
	s_add_i32 s6, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_mov_b32 s9, 0x3fc74664
	s_mov_b32 s35, 0x3fe62e42
	v_xor3_b32 v1, s6, v5, v2
	s_add_i32 s6, s39, 0x32370b8f
	v_xor3_b32 v4, s7, v7, v4
	s_add_i32 s7, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v3
	s_add_i32 s6, s38, 0x78dde6e4
	v_xor3_b32 v3, s7, v5, v1
	s_add_i32 s7, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v6
	s_add_i32 s6, s39, 0xa9066899
	v_xor3_b32 v3, s7, v8, v1
	s_add_i32 s7, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v4
	s_add_i32 s6, s38, 0xb54cda56
	v_xor3_b32 v3, s7, v6, v1
	s_add_i32 s7, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v7
	s_add_i32 s6, s39, 0x1fd5c5a3
	v_xor3_b32 v3, s7, v3, v1
	s_add_i32 s7, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v5
	s_add_i32 s6, s38, 0x8ff34781
	v_xor3_b32 v1, s7, v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, s6, v1
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v17, 0x95f62, v2
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v23, s33, v22 :: v_dual_and_b32 v2, 0xfffff, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[5:6], v[1:2], -1.0
	v_mov_b32_e32 v1, 0
	ds_load_b128 v[1:4], v1 offset:2080
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v23, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v13, 0xc2d00000, v3, vcc_lo
	v_add_f64 v[7:8], v[5:6], 2.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v13
	v_cndmask_b32_e32 v15, 0x42b20000, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3fb8aa3b, v15
	v_add_f32_e32 v18, 0x4b400000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v18
	v_mul_f32_e32 v19, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v19, v15, v19 :: v_dual_mul_f32 v20, 0x35bfbe8e, v16
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[5:6]
	v_sub_f32_e32 v15, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, v15, v15
	v_rcp_f64_e32 v[11:12], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x3331bb4c, v16
	v_add_f32_e32 v13, 0xb5ddea0e, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v13, 0x388ab355, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v13, 0xbb360b61, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v24, 0x3e2aaaab, v13
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v24
	v_sub_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v15, v16
	v_sub_f32_e32 v25, 2.0, v16
	v_div_scale_f64 v[15:16], s6, v[5:6], v[7:8], v[5:6]
	v_div_scale_f32 v26, null, v25, v25, v24
	v_div_scale_f32 v29, vcc_lo, v24, v25, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v28, -v26, v27, 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v28, v27
	v_mul_f32_e32 v13, v29, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v26, v13, v29
	v_fmac_f32_e32 v13, v14, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v26, v13, v29
	v_div_fmas_f32 v13, v14, v27, v13
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v13, v13, v25, v24
	v_add_nc_u32_e32 v24, 0xb4c00100, v18
	v_sub_f32_e32 v20, v20, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v24, 1, v24
	v_mul_f64 v[13:14], v[15:16], v[11:12]
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v18, v18, v24
	v_lshl_add_u32 v20, v24, 23, 0xff800000
	v_add_f32_e32 v19, 1.0, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	v_mul_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	v_cndmask_b32_e32 v24, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v3, null, v4, v4, v24
	v_rcp_f32_e32 v18, v3
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[15:16]
	v_div_scale_f32 v16, vcc_lo, v24, v4, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v3, v18, 1.0
	v_fmac_f32_e32 v18, v15, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v16, v18
	v_fma_f32 v19, -v3, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v15, v19, v18
	v_mul_f64 v[19:20], v[5:6], 0.5
	v_fma_f32 v3, -v3, v15, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v25, v3, v18, v15
	s_mov_b32 vcc_lo, s6
	s_mov_b32 s6, 0xdf3e5244
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	s_mov_b32 s7, 0x3fc2f112
	v_lshrrev_b32_e32 v3, 20, v17
	v_div_fixup_f32 v4, v25, v4, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s11, 0xfffffc01, v3
	v_add_co_ci_u32_e64 v17, null, 0, -1, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v4, 0, v4
	v_cvt_f64_i32_e32 v[17:18], v17
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[5:6]
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
	v_mul_f64 v[17:18], v[5:6], v[19:20]
	v_add_f64 v[13:14], v[13:14], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v3
	v_add_f64 v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[15:16], v[13:14]
	v_add_f64 v[9:10], v[17:18], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], s[30:31]
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[11:12], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[13:14], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_add_f64 v[5:6], v[9:10], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v3, 0x80000000, v6
	v_add_co_u32 v7, s11, 0x95f62, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v8, null, 0, 0, s11
	v_and_b32_e32 v3, 0xfffff, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[9:10], v[5:6], 2.0
	v_mul_f64 v[19:20], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[5:6]
	v_div_scale_f64 v[17:18], vcc_lo, v[5:6], v[9:10], v[5:6]
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
	v_add_co_u32 v3, vcc_lo, 0xfffffc01, v7
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v22, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[7:8], v7
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[5:6]
	v_ldexp_f64 v[7:8], v[7:8], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[13:14], s[6:7]
	v_mul_f64 v[17:18], v[13:14], s[12:13]
	v_cmp_gt_f32_e64 s7, v22, v1
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
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
	v_mul_f64 v[17:18], v[5:6], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[20:21]
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v3
	v_add_nc_u32_e64 v3, 0x800, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[13:14], v[11:12]
	v_add_f64 v[7:8], v[7:8], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[17:18], v[11:12]
	v_mul_f64 v[13:14], v[7:8], s[30:31]
	v_mul_f64 v[7:8], v[7:8], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	v_add_f64 v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], -v[17:18]
	v_add_f64 v[5:6], v[5:6], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_cvt_f32_ubyte0_e32 v7, v0
	v_cmp_ge_f32_e64 s6, v2, v7
	ds_load_2addr_b32 v[2:3], v3 offset0:2 offset1:12
	s_and_b32 s6, vcc_lo, s6
	v_cvt_f32_f64_e32 v5, v[5:6]
	v_cndmask_b32_e64 v6, 0, 1.0, s6
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s6, v2, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v4, -1.0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_f32_e32 vcc_lo, v4, v3
	v_cmp_gt_f32_e64 s7, v4, v3
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v2, 0, 1.0, s7
	v_cndmask_b32_e64 v3, 0, 1.0, s6
	v_cmp_gt_f32_e32 vcc_lo, v3, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, v1, v2 :: v_dual_sub_f32 v2, v23, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	ds_store_b32 v21, v1
.LBB0_198:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB0_211
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB0_204
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_205
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s20, s36, 0x1f8
	s_mov_b32 s21, s17
	s_mov_b64 s[6:7], 0
	s_mov_b32 s23, s17
.LBB0_202:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s23
	s_mov_b64 s[30:31], s[6:7]
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
	s_cselect_b32 s7, s30, s18
	s_cselect_b32 s18, s31, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s13, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	v_cmp_u_f32_e64 s14, v9, v9
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s8
	s_add_u32 s6, s30, 1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_addc_u32 s8, s31, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s8, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 2
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s9, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 3
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s9, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 4
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s9, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 5
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s9, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s9, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 7
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s8
	s_cselect_b32 s18, s6, s7
	s_add_i32 s23, s23, 32
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_add_u32 s6, s30, 8
	s_addc_u32 s7, s31, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[20:21]
	s_cbranch_scc1 .LBB0_202
	s_add_u32 s8, s30, 8
	s_addc_u32 s9, s31, 0
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s6, -1, 0
	s_branch .LBB0_206
.LBB0_204:
	v_mov_b32_e32 v1, 0
	s_branch .LBB0_210
.LBB0_205:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s6, -1
	s_mov_b64 s[8:9], 0
.LBB0_206:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB0_209
	s_lshl_b32 s10, s8, 2
	.p2align	6
.LBB0_208:
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
	s_cbranch_scc1 .LBB0_208
.LBB0_209:
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
.LBB0_210:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:2060
.LBB0_211:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_213:
	s_cmp_lt_f32 s22, 1.0
	buffer_gl0_inv
	s_cselect_b32 s6, -1, 0
	s_xor_b32 s7, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s6, s7
	s_and_b32 vcc_lo, exec_lo, s6
	s_mov_b32 s6, -1
	s_cbranch_vccnz .LBB0_218
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB0_221
.LBB0_215:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB0_217
.LBB0_216:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x814
	v_mov_b32_e32 v4, 0x80c
	ds_load_b64 v[0:1], v6 offset:2048
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v1
	ds_load_b32 v7, v6 offset:2076
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v2
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v2, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v1, 0x41000000, v7 :: v_dual_add_f32 v0, v0, v2
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v5, v4, s1
	v_add_f32_e32 v4, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v3, v2, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s26, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v4
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
	v_cvt_u32_f32_e32 v1, v4
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB0_217:
	s_endpgm
.LBB0_218:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:2064
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB0_215
.LBB0_221:
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB0_223
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_mul_i32 s5, s40, 0xcd9e8d57
	s_add_i32 s6, s38, 0x9e3779b9
	v_lshlrev_b32_e32 v18, 2, v0
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	v_xor_b32_e32 v2, s7, v2
	s_add_i32 s7, s39, 0x76cf5d0a
	global_load_b32 v19, v18, s[28:29]
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	v_xor3_b32 v3, s5, s6, v3
	s_mul_hi_u32 s5, s40, 0xcd9e8d57
	s_add_i32 s6, s39, 0xbb67ae85
	s_xor_b32 s5, s38, s5
	s_mov_b32 s22, 0x35793c76
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_xor_b32 s5, s2, s5
	s_mov_b32 s23, 0x3dea39ef
	s_mul_hi_u32 s8, s5, 0xd2511f53
	s_mul_i32 s5, s5, 0xd2511f53
	v_xor3_b32 v1, s6, s8, v1
	s_add_i32 s6, s38, 0xdaa66d2b
	v_xor3_b32 v6, s5, s7, v4
	s_add_i32 s5, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_mov_b32 s9, 0x3fc74664
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	v_cvt_f32_ubyte0_e32 v0, v0
	v_xor3_b32 v1, s5, v5, v2
	s_add_i32 s5, s39, 0x32370b8f
	v_xor3_b32 v4, s6, v7, v4
	s_add_i32 s6, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v3
	s_add_i32 s5, s38, 0x78dde6e4
	v_xor3_b32 v3, s6, v5, v1
	s_add_i32 s6, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v6
	s_add_i32 s5, s39, 0xa9066899
	v_xor3_b32 v3, s6, v8, v1
	s_add_i32 s6, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v4
	s_add_i32 s5, s38, 0xb54cda56
	v_xor3_b32 v3, s6, v6, v1
	s_add_i32 s6, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v7
	s_add_i32 s5, s39, 0x1fd5c5a3
	v_xor3_b32 v3, s6, v3, v1
	s_add_i32 s6, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v5
	s_add_i32 s5, s38, 0x8ff34781
	v_xor3_b32 v1, s6, v3, v1
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	v_xor3_b32 v1, v2, s5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v13, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xfffff, v13
	v_lshrrev_b32_e32 v13, 20, v13
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s5, 0xfffffc01, v13
	v_add_co_ci_u32_e64 v13, null, 0, -1, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_cvt_f64_i32_e32 v[13:14], v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[3:4], v[1:2], 2.0
	v_mul_f64 v[15:16], v[1:2], 0.5
	v_div_scale_f64 v[5:6], null, v[3:4], v[3:4], v[1:2]
	v_div_scale_f64 v[11:12], vcc_lo, v[1:2], v[3:4], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[7:8], v[5:6]
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_mul_f64 v[9:10], v[11:12], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[5:6], -v[5:6], v[9:10], v[11:12]
	v_div_fmas_f64 v[5:6], v[5:6], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[3:4], v[5:6], v[3:4], v[1:2]
	v_mul_f64 v[5:6], v[3:4], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
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
	v_mul_f64 v[13:14], v[1:2], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], s[20:21]
	v_mul_f64 v[5:6], v[5:6], v[9:10]
	v_cvt_f64_u32_e32 v[9:10], v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_add_f64 v[7:8], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[13:14], v[5:6]
	v_mul_f64 v[9:10], v[7:8], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[3:4], v[3:4], v[5:6]
	v_mul_f64 v[5:6], v[7:8], s[30:31]
	v_add_f64 v[3:4], v[9:10], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[3:4], v[3:4], -v[13:14]
	v_add_f64 v[1:2], v[1:2], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[5:6], v[1:2]
	v_xor_b32_e32 v2, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s5, 0x95f62, v2
	v_add_co_ci_u32_e64 v4, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xfffff, v3
	v_lshrrev_b64 v[3:4], 20, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[1:2], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[1:2], 2.0
	v_mul_f64 v[15:16], v[1:2], 0.5
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_div_scale_f64 v[13:14], vcc_lo, v[1:2], v[5:6], v[1:2]
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
	v_add_co_u32 v17, vcc_lo, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, -1, v4, vcc_lo
	v_cvt_f64_i32_e32 v[3:4], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[1:2]
	v_ldexp_f64 v[3:4], v[3:4], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_mul_f64 v[13:14], v[1:2], v[15:16]
	v_add_f64 v[11:12], v[11:12], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_cvt_f64_u32_e32 v[11:12], v17
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[3:4], v[3:4], v[11:12]
	v_add_f64 v[7:8], v[13:14], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[3:4], s[22:23]
	v_mul_f64 v[3:4], v[3:4], s[30:31]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[9:10], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[5:6]
	v_add_f64 v[1:2], v[3:4], v[1:2]
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cvt_f32_f64_e32 v4, v[1:2]
	ds_load_b64 v[1:2], v3 offset:2080
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v19, v1
	v_cmp_ge_f32_e64 s5, v2, v0
	v_cmp_gt_f32_e64 s6, v19, v1
	v_mul_f32_e32 v2, s33, v19
	s_and_b32 s5, vcc_lo, s5
	v_cndmask_b32_e64 v0, 0, 1.0, s6
	v_cndmask_b32_e64 v1, 0, 1.0, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v1, v0
	v_dual_cndmask_b32 v0, v0, v1 :: v_dual_sub_f32 v1, v2, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xff800000, v1, vcc_lo
	ds_store_b32 v18, v0
.LBB0_223:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s22, s4
	s_cbranch_execz .LBB0_236
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB0_229
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s5, s[6:7], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB0_230
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s18, s36, 0x1f8
	s_mov_b32 s19, s15
	s_mov_b64 s[6:7], 0
	s_mov_b32 s23, s15
.LBB0_227:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s23
	s_mov_b64 s[20:21], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s5, v1, v0
	v_cmp_u_f32_e64 s7, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v3, v3
	v_cmp_u_f32_e64 s9, v4, v4
	s_and_b32 s6, vcc_lo, s6
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v5, v5
	s_or_b32 vcc_lo, s5, s6
	v_cmp_u_f32_e64 s11, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s5, vcc_lo, exec_lo
	s_cselect_b32 s6, s20, s16
	s_cselect_b32 s16, s21, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s12, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v2, v0
	v_cmp_u_f32_e64 s13, v8, v8
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s7
	s_add_u32 s5, s20, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s7, s16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v3, v0
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v4, v0
	s_and_b32 s8, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v5, v0
	s_and_b32 s8, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v6, v0
	s_and_b32 s8, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v7, v0
	s_and_b32 s8, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v8, v0
	s_and_b32 s8, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 7
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s17, s8, s7
	s_cselect_b32 s16, s5, s6
	s_add_i32 s23, s23, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s6, s20, 8
	s_addc_u32 s7, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB0_227
	s_add_u32 s8, s20, 8
	s_addc_u32 s9, s21, 0
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s5, -1, 0
	s_branch .LBB0_231
.LBB0_229:
	v_mov_b32_e32 v0, 0
	s_branch .LBB0_235
.LBB0_230:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b32 s5, -1
	s_mov_b64 s[8:9], 0
.LBB0_231:
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccz .LBB0_234
	s_lshl_b32 s7, s8, 2
	.p2align	6
.LBB0_233:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s5, v1, v1
	v_cmp_gt_f32_e64 s6, v1, v0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s5
	s_and_b32 s5, vcc_lo, exec_lo
	s_cselect_b32 s17, s9, s17
	s_cselect_b32 s16, s8, s16
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_add_i32 s7, s7, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB0_233
.LBB0_234:
	s_clz_i32_u32 s5, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s5, s5, 32
	s_lshl_b64 s[6:7], s[16:17], s5
	s_sub_i32 s5, 32, s5
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s6, s5
.LBB0_235:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:2064
.LBB0_236:
	s_or_b32 exec_lo, exec_lo, s22
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB0_216
	s_branch .LBB0_217
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w256
		.amdhsa_group_segment_fixed_size 2100
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
		.amdhsa_next_free_vgpr 30
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
.Lfunc_end0:
	.size	tessera_gumbel_w256, .Lfunc_end0-tessera_gumbel_w256

	.set tessera_gumbel_w256.num_vgpr, 30
	.set tessera_gumbel_w256.num_agpr, 0
	.set tessera_gumbel_w256.numbered_sgpr, 71
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
	s_load_b256 s[24:31], s[0:1], 0x0
	s_load_b128 s[36:39], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[30:31], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x400, s[36:37]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB1_217
	s_load_b128 s[40:43], s[0:1], 0x30
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s37, s2
	s_mul_hi_u32 s5, s36, s2
	s_mul_i32 s6, s36, s2
	s_add_i32 s7, s5, s4
	v_cmp_gt_u64_e64 s5, s[36:37], v[0:1]
	s_lshl_b64 s[6:7], s[6:7], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s28, s28, s6
	s_addc_u32 s29, s29, s7
	s_and_saveexec_b32 s4, s5
	s_cbranch_execz .LBB1_3
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[28:29]
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
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_9
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_10
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x7f8
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
	global_load_b32 v2, v1, s[28:29]
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
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_22
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_23
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x7f8
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
	global_load_b32 v2, v1, s[28:29]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
.LBB1_29:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_40
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_35
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_36
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x7f8
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
	ds_store_b32 v2, v1 offset:8212
.LBB1_40:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_42
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[28:29]
	s_waitcnt vmcnt(0)
	ds_store_b32 v1, v2
.LBB1_42:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_54
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB1_48
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_49
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s20, s36, 0x7f8
	s_mov_b32 s21, s17
	s_mov_b64 s[6:7], 0
	s_mov_b32 s30, s17
.LBB1_46:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s30
	s_mov_b64 s[22:23], s[6:7]
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
	s_cselect_b32 s7, s22, s18
	s_cselect_b32 s18, s23, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s13, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	v_cmp_u_f32_e64 s14, v9, v9
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s8
	s_add_u32 s6, s22, 1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_addc_u32 s8, s23, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s8, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 2
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s9, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 3
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s9, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 4
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s9, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 5
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s9, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s9, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s22, 7
	s_addc_u32 s9, s23, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s8
	s_cselect_b32 s18, s6, s7
	s_add_i32 s30, s30, 32
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_add_u32 s6, s22, 8
	s_addc_u32 s7, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[20:21]
	s_cbranch_scc1 .LBB1_46
	s_add_u32 s8, s22, 8
	s_addc_u32 s9, s23, 0
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
	ds_store_b32 v2, v1 offset:8216
.LBB1_54:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b32 s33, s[0:1], 0x38
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s5
	s_cbranch_execz .LBB1_56
	v_lshlrev_b32_e32 v1, 2, v0
	global_load_b32 v2, v1, s[28:29]
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
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_62
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_63
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x7f8
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
	ds_store_b32 v2, v1 offset:8220
.LBB1_67:
	s_or_b32 exec_lo, exec_lo, s18
	s_load_b128 s[20:23], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s23, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s23, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[20:21], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s6, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB1_71
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v1, 0xff800000
	v_dual_mov_b32 v2, 0x7f800000 :: v_dual_mov_b32 v3, 0
	ds_store_b64 v3, v[1:2] offset:8224
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
	global_load_b32 v2, v1, s[28:29]
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
	s_and_saveexec_b32 s23, s4
	s_cbranch_execz .LBB1_103
	s_clz_i32_u32 s1, s21
	s_clz_i32_u32 s6, s37
	s_min_u32 s1, s1, 32
	s_min_u32 s10, s6, 32
	s_lshl_b64 s[6:7], s[20:21], s1
	s_lshl_b64 s[8:9], s[36:37], s10
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
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b32 s21, 0
	s_cselect_b32 s12, -1, 0
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s20, s36, 7
	v_cmp_gt_u64_e64 s60, s[6:7], 6
	s_and_b32 s30, s36, 0x7f8
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_cmp_lg_u64 s[20:21], 0
	s_mov_b64 s[8:9], 0
	s_mov_b32 s31, s21
	v_cndmask_b32_e64 v4, 0, 1, s60
	s_cselect_b32 s61, -1, 0
	s_mov_b32 s59, s21
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
	s_cmp_lg_u64 s[30:31], s[10:11]
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
	s_mov_b64 s[10:11], s[30:31]
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
	s_mov_b64 s[10:11], s[20:21]
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
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB1_102
.LBB1_88:
	s_clz_i32_u64 s1, s[6:7]
	s_mov_b32 s42, 0
	s_min_u32 s62, s1, 64
	s_mov_b64 s[44:45], 0
	s_sub_u32 s8, 64, s62
	s_subb_u32 s9, 0, 0
	s_lshl_b64 s[34:35], -1, s8
	s_cmp_eq_u64 s[6:7], 0
	s_cbranch_scc1 .LBB1_101
	v_cmp_gt_u64_e64 s1, s[8:9], 1
	s_brev_b32 s43, 1
	s_mov_b64 s[52:53], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s47, s9, 0
	s_cselect_b32 s46, s8, 1
	s_sub_u32 s63, 0, s34
	s_subb_u32 s64, 0, s35
	s_sub_u32 s48, 0, s30
	s_subb_u32 s49, 0, 0
	s_not_b64 s[50:51], s[34:35]
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
	s_mov_b64 s[8:9], s[30:31]
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
	s_mov_b64 s[8:9], s[20:21]
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
	s_not_b64 s[6:7], s[34:35]
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
	v_ldexp_f32 v2, s6, s7
.LBB1_102:
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v3, 0
	ds_store_b64 v3, v[1:2] offset:8224
.LBB1_103:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_104:
	s_cmp_lt_f32 s22, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s6, s1, s0
	s_xor_b32 s21, s6, -1
	s_mov_b32 s6, -1
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccnz .LBB1_112
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_115
.LBB1_106:
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_131
.LBB1_107:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_134
.LBB1_108:
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_149
.LBB1_109:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_152
.LBB1_110:
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB1_193
.LBB1_111:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_196
	s_branch .LBB1_213
.LBB1_112:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:8232
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_106
.LBB1_115:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB1_117
	v_lshlrev_b32_e32 v3, 2, v0
	v_cvt_f32_u32_e32 v5, v0
	global_load_b32 v4, v3, s[28:29]
	v_mov_b32_e32 v1, 0
	ds_load_b64 v[1:2], v1 offset:8224
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s6, v4, v1
	v_cmp_gt_f32_e64 s7, v4, v1
	s_and_b32 s6, s6, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	v_cndmask_b32_e64 v2, 0, 1.0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_mul_f32 v2, s33, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	ds_store_b32 v3, v1
.LBB1_117:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB1_129
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB1_123
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s12, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s13, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_124
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s14, s36, 0x7f8
	s_mov_b32 s15, s13
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, s13
.LBB1_121:
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
	s_cbranch_scc1 .LBB1_121
	s_cmp_lg_u64 s[12:13], 0
	s_cselect_b32 s6, -1, 0
	s_branch .LBB1_125
.LBB1_123:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB1_128
.LBB1_124:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s6, -1
.LBB1_125:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB1_128
	s_lshl_b32 s8, s14, 2
.LBB1_127:
	s_delay_alu instid0(SALU_CYCLE_1)
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
	s_cbranch_scc1 .LBB1_127
.LBB1_128:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8232
.LBB1_129:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_107
.LBB1_131:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:8236
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_108
.LBB1_134:
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB1_136
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v4, 2, v0
	global_load_b32 v5, v4, s[28:29]
	ds_load_b96 v[1:3], v1 offset:8224
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v6, s33, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s7, v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v6, v3
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v6, 0xc2d00000, v3, vcc_lo
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
	v_cmp_eq_f32_e32 vcc_lo, v5, v1
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v11, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v7
	v_sub_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v9, 1, v10
	v_sub_f32_e32 v6, v6, v8
	v_cvt_f32_u32_e32 v8, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v7, v7, v9
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	v_add_f32_e32 v6, 1.0, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_ge_f32_e64 s6, v2, v8
	v_lshl_add_u32 v2, v7, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mul_f32_e32 v5, v6, v9
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v6, 0, 1.0, s6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v2, v5, v2
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v2, 0x7fc00000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v2, vcc_lo
	ds_store_b32 v4, v1
.LBB1_136:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s4
	s_cbranch_execz .LBB1_147
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc1 .LBB1_146
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s7, s[6:7], 7
	s_and_b32 s6, s36, 7
	s_and_b32 vcc_lo, exec_lo, s7
	s_mov_b32 s7, 0
	s_cbranch_vccnz .LBB1_142
	v_mov_b32_e32 v2, 0
	s_and_b32 s8, s36, 0x7f8
	s_mov_b32 s9, s7
	s_mov_b64 s[10:11], 0
	s_mov_b32 s13, s7
	.p2align	6
.LBB1_140:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s13
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s13, s13, 32
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
	s_cbranch_scc1 .LBB1_140
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB1_143
.LBB1_142:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s9, -1
.LBB1_143:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB1_146
	s_lshl_b32 s8, s8, 2
.LBB1_145:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v3, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
	s_cbranch_scc1 .LBB1_145
.LBB1_146:
	ds_store_b32 v1, v2 offset:8236
.LBB1_147:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_109
.LBB1_149:
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB1_151
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v2, 0x7f800000
	v_add_nc_u32_e64 v3, 0x2000, 0
	ds_store_2addr_b32 v3, v2, v1 offset0:2 offset1:12
.LBB1_151:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_110
.LBB1_152:
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB1_154
	v_lshlrev_b32_e32 v5, 2, v0
	v_mov_b32_e32 v1, 0
	global_load_b32 v6, v5, s[28:29]
	ds_load_b128 v[1:4], v1 offset:8224
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, s33, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s7, v6, v1
	v_cmp_gt_f32_e64 s8, v6, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v3, v7, v3
	v_cndmask_b32_e64 v1, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v7, 0xc2d00000, v3, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v7
	v_cndmask_b32_e32 v7, 0x42b20000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0x3fb8aa3b, v7
	v_add_f32_e32 v8, 0x4b400000, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xcb400000, v8
	v_mul_f32_e32 v10, 0xbf317200, v9
	v_mul_f32_e32 v9, 0x35bfbe8e, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v10
	v_sub_f32_e32 v10, v7, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v10
	v_mul_f32_e32 v12, 0x3331bb4c, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0xb5ddea0e, v12
	v_mul_f32_e32 v12, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x388ab355, v12
	v_mul_f32_e32 v12, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0xbb360b61, v12
	v_mul_f32_e32 v12, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x3e2aaaab, v12
	v_mul_f32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v10, v11
	v_mul_f32_e32 v10, v10, v11
	v_sub_f32_e32 v11, 2.0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v12, null, v11, v11, v10
	v_div_scale_f32 v15, vcc_lo, v10, v11, v10
	v_rcp_f32_e32 v13, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v12, v13, 1.0
	v_fmac_f32_e32 v13, v14, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, v15, v13
	v_fma_f32 v16, -v12, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v14, v16, v13
	v_fma_f32 v12, -v12, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v12, v12, v13, v14
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	v_div_fixup_f32 v10, v12, v11, v10
	v_add_nc_u32_e32 v11, 0xb4c00100, v8
	v_cvt_f32_u32_e32 v12, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v9, v9, v10
	v_lshrrev_b32_e32 v10, 1, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_ge_f32_e64 s6, v2, v12
	v_sub_f32_e32 v7, v7, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v8, v8, v10
	v_lshl_add_u32 v9, v10, 23, 0xff800000
	s_and_b32 s6, s7, s6
	v_add_f32_e32 v7, 1.0, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v8, v8, 23, 0x7f800000
	v_cndmask_b32_e64 v6, 0, 1.0, s6
	v_mul_f32_e32 v7, v7, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v7, v8
	v_cndmask_b32_e32 v3, 0x7fc00000, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v7, null, v4, v4, v3
	v_div_scale_f32 v10, vcc_lo, v3, v4, v3
	v_rcp_f32_e32 v8, v7
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v9, -v7, v8, 1.0
	v_fmac_f32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v10, v8
	v_fma_f32 v11, -v7, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v9, v11, v8
	v_fma_f32 v2, -v7, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v2, v2, v8, v9
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_div_fixup_f32 v2, v2, v4, v3
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v3, 0, v2
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v1, 0, v2 :: v_dual_cndmask_b32 v2, -1.0, v3
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v2, v4, v3, vcc_lo
	ds_store_2addr_stride64_b32 v5, v2, v1 offset1:16
.LBB1_154:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s23, s4
	s_cbranch_execz .LBB1_191
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b64 s[8:9], 0
	s_cselect_b32 s12, -1, 0
	s_cmp_eq_u64 s[36:37], 0
	s_cbranch_scc1 .LBB1_160
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s7, s[6:7], 7
	s_and_b32 s6, s36, 7
	s_and_b32 vcc_lo, exec_lo, s7
	s_mov_b32 s7, 0
	s_cbranch_vccnz .LBB1_161
	v_mov_b32_e32 v1, 0
	s_and_b32 s8, s36, 0x7f8
	s_mov_b32 s9, s7
	s_mov_b64 s[10:11], 0
	s_movk_i32 s13, 0x1000
	.p2align	6
.LBB1_158:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s13
	s_add_u32 s10, s10, 8
	s_addc_u32 s11, s11, 0
	s_add_i32 s13, s13, 32
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
	s_cbranch_scc1 .LBB1_158
	s_cmp_lg_u64 s[6:7], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB1_162
.LBB1_160:
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_165
.LBB1_161:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s9, -1
.LBB1_162:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB1_165
	s_lshl2_add_u32 s8, s8, 0x1000
.LBB1_164:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v2, s8
	s_add_i32 s8, s8, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_cmp_lg_u64 s[6:7], 0
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v2
	s_cbranch_scc1 .LBB1_164
.LBB1_165:
	s_cmp_ngt_f32 s22, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s22, v1
	s_mov_b32 s31, 0
	s_cselect_b32 s6, -1, 0
	s_or_b32 s6, s6, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_176
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s34, s36, 7
	v_cmp_gt_u64_e64 s60, s[8:9], 6
	s_mov_b32 s35, s31
	s_and_b32 s30, s36, 0x7f8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v2, 0, 1, s12
	s_cmp_lg_u64 s[34:35], 0
	v_cndmask_b32_e64 v3, 0, 1, s60
	s_mov_b64 s[10:11], 0
	s_cselect_b32 s61, -1, 0
	s_branch .LBB1_168
.LBB1_167:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s22, v5
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], 32
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_cbranch_scc1 .LBB1_177
.LBB1_168:
	s_lshr_b32 s6, 0x80000000, s10
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v4, s6, v1
	v_cmp_ne_u32_e64 s6, 1, v3
	s_and_not1_b32 vcc_lo, exec_lo, s12
	s_cbranch_vccnz .LBB1_167
	v_mov_b32_e32 v5, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_173
	s_mov_b64 s[6:7], 0
	s_mov_b32 s13, 0
.LBB1_171:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s14, s13, 0x1000
	v_mov_b32_e32 v16, s13
	v_mov_b32_e32 v8, s14
	s_add_i32 s14, s13, 0x1008
	s_add_i32 s15, s13, 0x1018
	ds_load_2addr_b32 v[6:7], v16 offset1:1
	ds_load_2addr_b32 v[8:9], v8 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v6, 0, v8, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, v5, v6
	v_dual_cndmask_b32 v7, 0, v9 :: v_dual_mov_b32 v12, s14
	s_add_i32 s14, s13, 0x1010
	s_add_u32 s6, s6, 8
	s_addc_u32 s7, s7, 0
	v_add_f32_e32 v5, v5, v7
	ds_load_2addr_b32 v[10:11], v16 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v12 offset1:1
	s_add_i32 s13, s13, 32
	s_cmp_lg_u64 s[30:31], s[6:7]
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v10, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v6, 0, v12, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v11, v4
	v_mov_b32_e32 v18, s14
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v20, s15 :: v_dual_add_f32 v5, v5, v6
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
	s_cbranch_scc1 .LBB1_171
	s_mov_b64 s[6:7], s[30:31]
	s_mov_b32 s13, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB1_167
	s_branch .LBB1_174
.LBB1_173:
	s_mov_b64 s[6:7], 0
	s_cbranch_execz .LBB1_167
.LBB1_174:
	s_lshl_b32 s13, s6, 2
	s_mov_b64 s[6:7], s[34:35]
.LBB1_175:
	v_mov_b32_e32 v6, s13
	s_add_i32 s13, s13, 4
	s_add_u32 s6, s6, -1
	s_addc_u32 s7, s7, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[6:7], 0
	ds_load_2addr_stride64_b32 v[6:7], v6 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v6, v4
	v_cndmask_b32_e32 v6, 0, v7, vcc_lo
	v_add_f32_e32 v5, v5, v6
	s_cbranch_scc1 .LBB1_175
	s_branch .LBB1_167
.LBB1_176:
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB1_190
.LBB1_177:
	s_clz_i32_u64 s6, s[8:9]
	s_mov_b32 s44, 0
	s_min_u32 s62, s6, 64
	s_mov_b64 s[46:47], 0
	s_sub_u32 s6, 64, s62
	s_subb_u32 s7, 0, 0
	s_lshl_b64 s[42:43], -1, s6
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB1_189
	v_cmp_gt_u64_e64 s8, s[6:7], 1
	s_brev_b32 s45, 1
	s_mov_b64 s[54:55], 0
	s_and_b32 s8, s8, exec_lo
	s_cselect_b32 s49, s7, 0
	s_cselect_b32 s48, s6, 1
	s_sub_u32 s63, 0, s42
	s_subb_u32 s64, 0, s43
	s_sub_u32 s50, 0, s30
	s_subb_u32 s51, 0, 0
	s_not_b64 s[52:53], s[42:43]
	s_branch .LBB1_181
.LBB1_179:
	s_mov_b32 s65, 0
.LBB1_180:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s65, s22
	s_cselect_b32 s47, s57, s47
	s_cselect_b32 s46, s56, s46
	s_add_u32 s54, s54, 1
	s_addc_u32 s55, s55, 0
	s_cmp_eq_u64 s[54:55], s[48:49]
	s_cbranch_scc1 .LBB1_189
.LBB1_181:
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_add_i32 s6, s54, s62
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[6:7], s[44:45], s6
	s_or_b64 s[56:57], s[6:7], s[46:47]
	s_cbranch_vccnz .LBB1_179
	s_and_not1_b32 vcc_lo, exec_lo, s60
	s_cbranch_vccnz .LBB1_186
	s_mov_b32 s65, 0
	s_mov_b64 s[58:59], 0
	s_mov_b32 s66, 0
.LBB1_184:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s66
	s_add_i32 s6, s66, 0x1000
	s_add_u32 s67, s63, s58
	s_addc_u32 s70, s64, s59
	v_mov_b32_e32 v11, s6
	ds_load_2addr_b32 v[3:4], v9 offset1:1
	ds_load_2addr_b32 v[5:6], v9 offset0:2 offset1:3
	ds_load_2addr_b32 v[7:8], v9 offset0:4 offset1:5
	ds_load_2addr_b32 v[9:10], v9 offset0:6 offset1:7
	s_add_u32 s6, s67, -1
	s_addc_u32 s7, s70, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_ge_u64_e64 s68, s[6:7], s[56:57]
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s6, v3, v1
	v_cmp_gt_u32_e32 vcc_lo, v3, v1
	v_cmp_eq_u32_e64 s8, v4, v1
	v_cmp_gt_u32_e64 s7, v4, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s10, v5, v1
	s_and_b32 s6, s68, s6
	v_cmp_gt_u32_e64 s9, v5, v1
	s_or_b32 vcc_lo, vcc_lo, s6
	s_add_u32 s68, s67, -2
	s_addc_u32 s69, s70, -1
	s_add_i32 s6, s66, 0x1008
	v_cmp_ge_u64_e64 s68, s[68:69], s[56:57]
	v_mov_b32_e32 v3, s6
	v_cmp_eq_u32_e64 s12, v6, v1
	v_cmp_gt_u32_e64 s11, v6, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s14, v7, v1
	v_cmp_gt_u32_e64 s13, v7, v1
	s_and_b32 s6, s68, s8
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	s_or_b32 s6, s7, s6
	s_add_u32 s68, s67, -3
	s_addc_u32 s69, s70, -1
	v_cmp_eq_u32_e64 s16, v8, v1
	v_cmp_ge_u64_e64 s7, s[68:69], s[56:57]
	v_cmp_gt_u32_e64 s15, v8, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_u32_e64 s17, v9, v1
	v_cmp_eq_u32_e64 s18, v9, v1
	v_cmp_gt_u32_e64 s19, v10, v1
	v_cmp_eq_u32_e64 s20, v10, v1
	s_and_b32 s7, s7, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s7, s9, s7
	s_add_u32 s8, s67, -4
	s_addc_u32 s9, s70, -1
	s_add_i32 s10, s66, 0x1010
	v_cmp_ge_u64_e64 s8, s[8:9], s[56:57]
	v_mov_b32_e32 v5, s10
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	s_and_b32 s8, s8, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s11, s8
	s_add_u32 s10, s67, -5
	s_addc_u32 s11, s70, -1
	v_cmp_ge_u64_e64 s9, s[10:11], s[56:57]
	s_and_b32 s9, s9, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s9, s13, s9
	s_add_u32 s10, s67, -6
	s_addc_u32 s11, s70, -1
	s_add_i32 s12, s66, 0x1018
	v_cmp_ge_u64_e64 s10, s[10:11], s[56:57]
	v_mov_b32_e32 v7, s12
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v9, 0, v11, vcc_lo
	v_cndmask_b32_e64 v10, 0, v12, s6
	s_and_b32 s6, s10, s16
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v3, 0, v3, s7
	s_or_b32 vcc_lo, s15, s6
	s_add_u32 s6, s67, -7
	s_addc_u32 s7, s70, -1
	v_cndmask_b32_e64 v4, 0, v4, s8
	v_readfirstlane_b32 s8, v9
	v_cmp_ge_u64_e64 s6, s[6:7], s[56:57]
	v_readfirstlane_b32 s7, v10
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v5, 0, v5, s9
	v_readfirstlane_b32 s9, v3
	s_add_f32 s8, s65, s8
	v_cndmask_b32_e32 v6, 0, v6, vcc_lo
	s_and_b32 s6, s6, s18
	v_readfirstlane_b32 s10, v4
	s_add_f32 s8, s8, s7
	s_or_b32 vcc_lo, s17, s6
	s_add_u32 s6, s67, -8
	s_addc_u32 s7, s70, -1
	s_add_f32 s8, s8, s9
	v_cmp_ge_u64_e64 s6, s[6:7], s[56:57]
	v_readfirstlane_b32 s7, v5
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v3, 0, v7, vcc_lo
	s_add_f32 s8, s8, s10
	v_readfirstlane_b32 s9, v6
	s_and_b32 s6, s6, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_f32 s7, s8, s7
	s_or_b32 vcc_lo, s19, s6
	v_readfirstlane_b32 s6, v3
	v_cndmask_b32_e32 v4, 0, v8, vcc_lo
	s_add_f32 s7, s7, s9
	s_add_u32 s58, s58, -8
	s_addc_u32 s59, s59, -1
	s_add_i32 s66, s66, 32
	v_readfirstlane_b32 s8, v4
	s_add_f32 s6, s7, s6
	s_cmp_lg_u64 s[50:51], s[58:59]
	s_delay_alu instid0(SALU_CYCLE_2)
	s_add_f32 s65, s6, s8
	s_cbranch_scc1 .LBB1_184
	s_mov_b64 s[6:7], s[30:31]
	s_mov_b32 s8, s61
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s8
	s_cbranch_vccz .LBB1_180
	s_branch .LBB1_187
.LBB1_186:
	s_mov_b64 s[6:7], 0
	s_mov_b32 s65, 0
	s_cbranch_execz .LBB1_180
.LBB1_187:
	s_sub_u32 s8, s52, s6
	s_subb_u32 s9, s53, s7
	s_lshl_b32 s7, s6, 2
	s_mov_b64 s[10:11], s[34:35]
	.p2align	6
.LBB1_188:
	v_mov_b32_e32 v3, s7
	v_cmp_ge_u64_e64 s12, s[8:9], s[56:57]
	ds_load_2addr_stride64_b32 v[3:4], v3 offset1:16
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v3, v1
	v_cmp_gt_u32_e64 s6, v3, v1
	s_and_b32 s12, s12, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s12
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e32 v3, 0, v4, vcc_lo
	s_addc_u32 s9, s9, -1
	s_add_i32 s7, s7, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	v_readfirstlane_b32 s6, v3
	s_cmp_lg_u64 s[10:11], 0
	s_add_f32 s65, s65, s6
	s_cbranch_scc1 .LBB1_188
	s_branch .LBB1_180
.LBB1_189:
	s_not_b64 s[6:7], s[42:43]
	v_and_b32_e32 v2, 0x7fffffff, v1
	s_sub_u32 s6, s6, s46
	s_subb_u32 s7, s7, s47
	v_not_b32_e32 v3, v1
	s_clz_i32_u32 s8, s7
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s8, s8, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[6:7], s[6:7], s8
	v_cndmask_b32_e32 v1, v3, v2, vcc_lo
	s_min_u32 s6, s6, 1
	s_or_b32 s6, s7, s6
	s_sub_i32 s7, 32, s8
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v2, s6, s7
.LBB1_190:
	v_add_nc_u32_e64 v3, 0x2000, 0
	ds_store_2addr_b32 v3, v2, v1 offset0:2 offset1:12
.LBB1_191:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s21
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB1_111
.LBB1_193:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:8204
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_213
.LBB1_196:
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB1_198
	v_lshlrev_b32_e32 v21, 2, v0
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_mul_i32 s6, s40, 0xcd9e8d57
	global_load_b32 v22, v21, s[28:29]
	s_add_i32 s8, s39, 0x76cf5d0a
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	v_xor_b32_e32 v2, s7, v2
	s_add_i32 s7, s38, 0x9e3779b9
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	s_mov_b32 s15, 0x3fcc71c5
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	v_xor3_b32 v3, s6, s7, v3
	s_mul_hi_u32 s6, s40, 0xcd9e8d57
	s_add_i32 s7, s39, 0xbb67ae85
	s_xor_b32 s6, s38, s6
	s_mov_b32 s31, 0x3dea39ef
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_xor_b32 s6, s2, s6
	s_mov_b32 s34, 0xfee00000
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v1, s7, s9, v1
	s_add_i32 s7, s38, 0xdaa66d2b
	v_xor3_b32 v6, s6, s8, v4
	s_add_i32 s6, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_mov_b32 s9, 0x3fc74664
	s_mov_b32 s35, 0x3fe62e42
	v_xor3_b32 v1, s6, v5, v2
	s_add_i32 s6, s39, 0x32370b8f
	v_xor3_b32 v4, s7, v7, v4
	s_add_i32 s7, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v3
	s_add_i32 s6, s38, 0x78dde6e4
	v_xor3_b32 v3, s7, v5, v1
	s_add_i32 s7, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v6
	s_add_i32 s6, s39, 0xa9066899
	v_xor3_b32 v3, s7, v8, v1
	s_add_i32 s7, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v4
	s_add_i32 s6, s38, 0xb54cda56
	v_xor3_b32 v3, s7, v6, v1
	s_add_i32 s7, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v7
	s_add_i32 s6, s39, 0x1fd5c5a3
	v_xor3_b32 v3, s7, v3, v1
	s_add_i32 s7, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s6, v2, v5
	s_add_i32 s6, s38, 0x8ff34781
	v_xor3_b32 v1, s7, v3, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, s6, v1
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v17, 0x95f62, v2
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v23, s33, v22 :: v_dual_and_b32 v2, 0xfffff, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[5:6], v[1:2], -1.0
	v_mov_b32_e32 v1, 0
	ds_load_b128 v[1:4], v1 offset:8224
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v3, v23, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v3
	v_cndmask_b32_e32 v13, 0xc2d00000, v3, vcc_lo
	v_add_f64 v[7:8], v[5:6], 2.0
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v13
	v_cndmask_b32_e32 v15, 0x42b20000, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3fb8aa3b, v15
	v_add_f32_e32 v18, 0x4b400000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xcb400000, v18
	v_mul_f32_e32 v19, 0xbf317200, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v19, v15, v19 :: v_dual_mul_f32 v20, 0x35bfbe8e, v16
	v_div_scale_f64 v[9:10], null, v[7:8], v[7:8], v[5:6]
	v_sub_f32_e32 v15, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v16, v15, v15
	v_rcp_f64_e32 v[11:12], v[9:10]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x3331bb4c, v16
	v_add_f32_e32 v13, 0xb5ddea0e, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v13, 0x388ab355, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v13, 0xbb360b61, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v16, v13
	v_add_f32_e32 v24, 0x3e2aaaab, v13
	v_fma_f64 v[13:14], -v[9:10], v[11:12], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v24
	v_sub_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v24, v15, v16
	v_sub_f32_e32 v25, 2.0, v16
	v_div_scale_f64 v[15:16], s6, v[5:6], v[7:8], v[5:6]
	v_div_scale_f32 v26, null, v25, v25, v24
	v_div_scale_f32 v29, vcc_lo, v24, v25, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v27, v26
	v_fma_f32 v28, -v26, v27, 1.0
	v_fma_f64 v[11:12], v[11:12], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v27, v28, v27
	v_mul_f32_e32 v13, v29, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v26, v13, v29
	v_fmac_f32_e32 v13, v14, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v14, -v26, v13, v29
	v_div_fmas_f32 v13, v14, v27, v13
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v13, v13, v25, v24
	v_add_nc_u32_e32 v24, 0xb4c00100, v18
	v_sub_f32_e32 v20, v20, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v24, 1, v24
	v_mul_f64 v[13:14], v[15:16], v[11:12]
	v_sub_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v18, v18, v24
	v_lshl_add_u32 v20, v24, 23, 0xff800000
	v_add_f32_e32 v19, 1.0, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	v_mul_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v18
	v_cndmask_b32_e32 v24, 0x7fc00000, v18, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v3, null, v4, v4, v24
	v_rcp_f32_e32 v18, v3
	v_fma_f64 v[9:10], -v[9:10], v[13:14], v[15:16]
	v_div_scale_f32 v16, vcc_lo, v24, v4, v24
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v3, v18, 1.0
	v_fmac_f32_e32 v18, v15, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v16, v18
	v_fma_f32 v19, -v3, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v15, v19, v18
	v_mul_f64 v[19:20], v[5:6], 0.5
	v_fma_f32 v3, -v3, v15, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v25, v3, v18, v15
	s_mov_b32 vcc_lo, s6
	s_mov_b32 s6, 0xdf3e5244
	v_div_fmas_f64 v[9:10], v[9:10], v[11:12], v[13:14]
	s_mov_b32 s7, 0x3fc2f112
	v_lshrrev_b32_e32 v3, 20, v17
	v_div_fixup_f32 v4, v25, v4, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s11, 0xfffffc01, v3
	v_add_co_ci_u32_e64 v17, null, 0, -1, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v4, 0, v4
	v_cvt_f64_i32_e32 v[17:18], v17
	v_div_fixup_f64 v[7:8], v[9:10], v[7:8], v[5:6]
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
	v_mul_f64 v[17:18], v[5:6], v[19:20]
	v_add_f64 v[13:14], v[13:14], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v3
	v_add_f64 v[9:10], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[15:16], v[13:14]
	v_add_f64 v[9:10], v[17:18], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[11:12], s[30:31]
	v_mul_f64 v[7:8], v[7:8], v[9:10]
	v_mul_f64 v[9:10], v[11:12], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[7:8], v[13:14], v[7:8]
	v_add_f64 v[7:8], v[7:8], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], v[7:8]
	v_add_f64 v[5:6], v[9:10], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v3, 0x80000000, v6
	v_add_co_u32 v7, s11, 0x95f62, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v8, null, 0, 0, s11
	v_and_b32_e32 v3, 0xfffff, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[7:8], 20, v[7:8]
	v_add_nc_u32_e32 v6, 0x3fe6a09e, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[5:6], -1.0
	v_add_f64 v[9:10], v[5:6], 2.0
	v_mul_f64 v[19:20], v[5:6], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[11:12], null, v[9:10], v[9:10], v[5:6]
	v_div_scale_f64 v[17:18], vcc_lo, v[5:6], v[9:10], v[5:6]
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
	v_add_co_u32 v3, vcc_lo, 0xfffffc01, v7
	v_add_co_ci_u32_e64 v7, null, -1, v8, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v22, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[7:8], v7
	v_div_fixup_f64 v[9:10], v[11:12], v[9:10], v[5:6]
	v_ldexp_f64 v[7:8], v[7:8], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[11:12], v[9:10], v[9:10]
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[13:14], s[6:7]
	v_mul_f64 v[17:18], v[13:14], s[12:13]
	v_cmp_gt_f32_e64 s7, v22, v1
	v_cndmask_b32_e64 v1, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
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
	v_mul_f64 v[17:18], v[5:6], v[19:20]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], s[20:21]
	v_mul_f64 v[11:12], v[11:12], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v3
	v_add_nc_u32_e64 v3, 0x2000, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[13:14], v[11:12]
	v_add_f64 v[7:8], v[7:8], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[11:12], v[17:18], v[11:12]
	v_mul_f64 v[13:14], v[7:8], s[30:31]
	v_mul_f64 v[7:8], v[7:8], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[9:10], v[11:12]
	v_add_f64 v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], -v[17:18]
	v_add_f64 v[5:6], v[5:6], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_cvt_f32_u32_e32 v7, v0
	v_cmp_ge_f32_e64 s6, v2, v7
	ds_load_2addr_b32 v[2:3], v3 offset0:2 offset1:12
	s_and_b32 s6, vcc_lo, s6
	v_cvt_f32_f64_e32 v5, v[5:6]
	v_cndmask_b32_e64 v6, 0, 1.0, s6
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s6, v2, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v4, -1.0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_f32_e32 vcc_lo, v4, v3
	v_cmp_gt_f32_e64 s7, v4, v3
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v2, 0, 1.0, s7
	v_cndmask_b32_e64 v3, 0, 1.0, s6
	v_cmp_gt_f32_e32 vcc_lo, v3, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, v1, v2 :: v_dual_sub_f32 v2, v23, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	ds_store_b32 v21, v1
.LBB1_198:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB1_211
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB1_204
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s6, s[6:7], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_205
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s20, s36, 0x7f8
	s_mov_b32 s21, s17
	s_mov_b64 s[6:7], 0
	s_mov_b32 s23, s17
.LBB1_202:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s23
	s_mov_b64 s[30:31], s[6:7]
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
	s_cselect_b32 s7, s30, s18
	s_cselect_b32 s18, s31, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s13, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v3, v1
	v_cmp_u_f32_e64 s14, v9, v9
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s8
	s_add_u32 s6, s30, 1
	v_cndmask_b32_e32 v1, v1, v3, vcc_lo
	s_addc_u32 s8, s31, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s8, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v4, v1
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 2
	v_cndmask_b32_e32 v1, v1, v4, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v5, v1
	s_and_b32 s9, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 3
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v6, v1
	s_and_b32 s9, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 4
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v7, v1
	s_and_b32 s9, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 5
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v8, v1
	s_and_b32 s9, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 6
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, s6, s7
	s_cselect_b32 s8, s9, s8
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s6, v9, v1
	s_and_b32 s9, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s9
	s_add_u32 s6, s30, 7
	s_addc_u32 s9, s31, 0
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s19, s9, s8
	s_cselect_b32 s18, s6, s7
	s_add_i32 s23, s23, 32
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_add_u32 s6, s30, 8
	s_addc_u32 s7, s31, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[20:21]
	s_cbranch_scc1 .LBB1_202
	s_add_u32 s8, s30, 8
	s_addc_u32 s9, s31, 0
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s6, -1, 0
	s_branch .LBB1_206
.LBB1_204:
	v_mov_b32_e32 v1, 0
	s_branch .LBB1_210
.LBB1_205:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s6, -1
	s_mov_b64 s[8:9], 0
.LBB1_206:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccz .LBB1_209
	s_lshl_b32 s10, s8, 2
	.p2align	6
.LBB1_208:
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
	s_cbranch_scc1 .LBB1_208
.LBB1_209:
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
.LBB1_210:
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v1 offset:8204
.LBB1_211:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB1_213:
	s_cmp_lt_f32 s22, 1.0
	buffer_gl0_inv
	s_cselect_b32 s6, -1, 0
	s_xor_b32 s7, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s6, s7
	s_and_b32 vcc_lo, exec_lo, s6
	s_mov_b32 s6, -1
	s_cbranch_vccnz .LBB1_218
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB1_221
.LBB1_215:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB1_217
.LBB1_216:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x2014
	v_mov_b32_e32 v4, 0x200c
	ds_load_b64 v[0:1], v6 offset:8192
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v1
	ds_load_b32 v7, v6 offset:8220
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v2
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v2, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v1, 0x41000000, v7 :: v_dual_add_f32 v0, v0, v2
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v5, v4, s1
	v_add_f32_e32 v4, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v3, v2, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s26, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v4
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
	v_cvt_u32_f32_e32 v1, v4
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB1_217:
	s_endpgm
.LBB1_218:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:8208
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB1_215
.LBB1_221:
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB1_223
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_mul_i32 s5, s40, 0xcd9e8d57
	s_add_i32 s6, s38, 0x9e3779b9
	v_lshlrev_b32_e32 v18, 2, v0
	s_mov_b32 s12, 0xd078c69f
	s_mov_b32 s13, 0x3fc39a09
	v_xor_b32_e32 v2, s7, v2
	s_add_i32 s7, s39, 0x76cf5d0a
	global_load_b32 v19, v18, s[28:29]
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s15, 0x3fcc71c5
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	v_xor3_b32 v3, s5, s6, v3
	s_mul_hi_u32 s5, s40, 0xcd9e8d57
	s_add_i32 s6, s39, 0xbb67ae85
	s_xor_b32 s5, s38, s5
	s_mov_b32 s22, 0x35793c76
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_xor_b32 s5, s2, s5
	s_mov_b32 s23, 0x3dea39ef
	s_mul_hi_u32 s8, s5, 0xd2511f53
	s_mul_i32 s5, s5, 0xd2511f53
	v_xor3_b32 v1, s6, s8, v1
	s_add_i32 s6, s38, 0xdaa66d2b
	v_xor3_b32 v6, s5, s7, v4
	s_add_i32 s5, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_mov_b32 s9, 0x3fc74664
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	v_cvt_f32_u32_e32 v0, v0
	v_xor3_b32 v1, s5, v5, v2
	s_add_i32 s5, s39, 0x32370b8f
	v_xor3_b32 v4, s6, v7, v4
	s_add_i32 s6, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v3
	s_add_i32 s5, s38, 0x78dde6e4
	v_xor3_b32 v3, s6, v5, v1
	s_add_i32 s6, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v6
	s_add_i32 s5, s39, 0xa9066899
	v_xor3_b32 v3, s6, v8, v1
	s_add_i32 s6, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v4
	s_add_i32 s5, s38, 0xb54cda56
	v_xor3_b32 v3, s6, v6, v1
	s_add_i32 s6, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v7
	s_add_i32 s5, s39, 0x1fd5c5a3
	v_xor3_b32 v3, s6, v3, v1
	s_add_i32 s6, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	v_mul_hi_u32 v3, 0xd2511f53, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s5, v2, v5
	s_add_i32 s5, s38, 0x8ff34781
	v_xor3_b32 v1, s6, v3, v1
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	v_xor3_b32 v1, v2, s5, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[1:2], v1
	v_add_f64 v[1:2], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	v_add_nc_u32_e32 v13, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xfffff, v13
	v_lshrrev_b32_e32 v13, 20, v13
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s5, 0xfffffc01, v13
	v_add_co_ci_u32_e64 v13, null, 0, -1, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_cvt_f64_i32_e32 v[13:14], v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[3:4], v[1:2], 2.0
	v_mul_f64 v[15:16], v[1:2], 0.5
	v_div_scale_f64 v[5:6], null, v[3:4], v[3:4], v[1:2]
	v_div_scale_f64 v[11:12], vcc_lo, v[1:2], v[3:4], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[7:8], v[5:6]
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	v_mul_f64 v[9:10], v[11:12], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[5:6], -v[5:6], v[9:10], v[11:12]
	v_div_fmas_f64 v[5:6], v[5:6], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[3:4], v[5:6], v[3:4], v[1:2]
	v_mul_f64 v[5:6], v[3:4], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
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
	v_mul_f64 v[13:14], v[1:2], v[15:16]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], s[20:21]
	v_mul_f64 v[5:6], v[5:6], v[9:10]
	v_cvt_f64_u32_e32 v[9:10], v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_add_f64 v[7:8], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[13:14], v[5:6]
	v_mul_f64 v[9:10], v[7:8], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[3:4], v[3:4], v[5:6]
	v_mul_f64 v[5:6], v[7:8], s[30:31]
	v_add_f64 v[3:4], v[9:10], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[3:4], v[3:4], -v[13:14]
	v_add_f64 v[1:2], v[1:2], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[5:6], v[1:2]
	v_xor_b32_e32 v2, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s5, 0x95f62, v2
	v_add_co_ci_u32_e64 v4, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xfffff, v3
	v_lshrrev_b64 v[3:4], 20, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[1:2], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[1:2], 2.0
	v_mul_f64 v[15:16], v[1:2], 0.5
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_div_scale_f64 v[13:14], vcc_lo, v[1:2], v[5:6], v[1:2]
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
	v_add_co_u32 v17, vcc_lo, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, -1, v4, vcc_lo
	v_cvt_f64_i32_e32 v[3:4], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[1:2]
	v_ldexp_f64 v[3:4], v[3:4], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[9:10], v[13:14]
	v_mul_f64 v[13:14], v[1:2], v[15:16]
	v_add_f64 v[11:12], v[11:12], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[11:12]
	v_cvt_f64_u32_e32 v[11:12], v17
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[3:4], v[3:4], v[11:12]
	v_add_f64 v[7:8], v[13:14], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[3:4], s[22:23]
	v_mul_f64 v[3:4], v[3:4], s[30:31]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[9:10], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[5:6]
	v_add_f64 v[1:2], v[3:4], v[1:2]
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cvt_f32_f64_e32 v4, v[1:2]
	ds_load_b64 v[1:2], v3 offset:8224
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v19, v1
	v_cmp_ge_f32_e64 s5, v2, v0
	v_cmp_gt_f32_e64 s6, v19, v1
	v_mul_f32_e32 v2, s33, v19
	s_and_b32 s5, vcc_lo, s5
	v_cndmask_b32_e64 v0, 0, 1.0, s6
	v_cndmask_b32_e64 v1, 0, 1.0, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v1, v0
	v_dual_cndmask_b32 v0, v0, v1 :: v_dual_sub_f32 v1, v2, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xff800000, v1, vcc_lo
	ds_store_b32 v18, v0
.LBB1_223:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s22, s4
	s_cbranch_execz .LBB1_236
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB1_229
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s5, s[6:7], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB1_230
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s18, s36, 0x7f8
	s_mov_b32 s19, s15
	s_mov_b64 s[6:7], 0
	s_mov_b32 s23, s15
.LBB1_227:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s23
	s_mov_b64 s[20:21], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s5, v1, v0
	v_cmp_u_f32_e64 s7, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v3, v3
	v_cmp_u_f32_e64 s9, v4, v4
	s_and_b32 s6, vcc_lo, s6
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v5, v5
	s_or_b32 vcc_lo, s5, s6
	v_cmp_u_f32_e64 s11, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s5, vcc_lo, exec_lo
	s_cselect_b32 s6, s20, s16
	s_cselect_b32 s16, s21, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s12, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v2, v0
	v_cmp_u_f32_e64 s13, v8, v8
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s7
	s_add_u32 s5, s20, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s7, s16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v3, v0
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v4, v0
	s_and_b32 s8, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v5, v0
	s_and_b32 s8, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v6, v0
	s_and_b32 s8, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v7, v0
	s_and_b32 s8, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v8, v0
	s_and_b32 s8, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 7
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s17, s8, s7
	s_cselect_b32 s16, s5, s6
	s_add_i32 s23, s23, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s6, s20, 8
	s_addc_u32 s7, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB1_227
	s_add_u32 s8, s20, 8
	s_addc_u32 s9, s21, 0
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s5, -1, 0
	s_branch .LBB1_231
.LBB1_229:
	v_mov_b32_e32 v0, 0
	s_branch .LBB1_235
.LBB1_230:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b32 s5, -1
	s_mov_b64 s[8:9], 0
.LBB1_231:
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccz .LBB1_234
	s_lshl_b32 s7, s8, 2
	.p2align	6
.LBB1_233:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s5, v1, v1
	v_cmp_gt_f32_e64 s6, v1, v0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s5
	s_and_b32 s5, vcc_lo, exec_lo
	s_cselect_b32 s17, s9, s17
	s_cselect_b32 s16, s8, s16
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_add_i32 s7, s7, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB1_233
.LBB1_234:
	s_clz_i32_u32 s5, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s5, s5, 32
	s_lshl_b64 s[6:7], s[16:17], s5
	s_sub_i32 s5, 32, s5
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s6, s5
.LBB1_235:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:8208
.LBB1_236:
	s_or_b32 exec_lo, exec_lo, s22
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB1_216
	s_branch .LBB1_217
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w1024
		.amdhsa_group_segment_fixed_size 8244
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
		.amdhsa_next_free_vgpr 30
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
.Lfunc_end1:
	.size	tessera_gumbel_w1024, .Lfunc_end1-tessera_gumbel_w1024

	.set tessera_gumbel_w1024.num_vgpr, 30
	.set tessera_gumbel_w1024.num_agpr, 0
	.set tessera_gumbel_w1024.numbered_sgpr, 71
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
	s_cbranch_vccnz .LBB2_237
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
	ds_store_b32 v4, v1 offset:16404
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
	ds_store_b32 v4, v1 offset:16408
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
	ds_store_b32 v4, v1 offset:16412
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
	v_dual_mov_b32 v4, 0xff800000 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v5, 0x7f800000
	ds_store_b64 v1, v[4:5] offset:16416
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
	v_mov_b32_e32 v5, 0x7f800000
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
	v_ldexp_f32 v5, s8, s7
.LBB2_114:
	v_dual_mov_b32 v4, s1 :: v_dual_mov_b32 v1, 0
	ds_store_b64 v1, v[4:5] offset:16416
.LBB2_115:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_116:
	s_cmp_lt_f32 s22, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s7, s1, s0
	s_xor_b32 s23, s7, -1
	s_mov_b32 s7, -1
	s_and_b32 vcc_lo, exec_lo, s23
	s_cbranch_vccnz .LBB2_124
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_127
.LBB2_118:
	s_and_b32 vcc_lo, exec_lo, s23
	s_mov_b32 s7, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_145
.LBB2_119:
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_148
.LBB2_120:
	s_and_b32 vcc_lo, exec_lo, s23
	s_mov_b32 s7, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_165
.LBB2_121:
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_168
.LBB2_122:
	s_and_b32 vcc_lo, exec_lo, s23
	s_mov_b32 s7, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB2_211
.LBB2_123:
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_214
	s_branch .LBB2_233
.LBB2_124:
	s_and_saveexec_b32 s7, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16424
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_118
.LBB2_127:
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB2_129
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	v_cvt_f32_u32_e32 v7, v0
	global_load_b32 v6, v1, s[28:29]
	ds_load_b64 v[4:5], v4 offset:16416
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v5, v7
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s7, v6, v4
	v_cmp_gt_f32_e64 s8, v6, v4
	s_and_b32 s7, s7, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s8
	v_cndmask_b32_e64 v5, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_dual_cndmask_b32 v4, v4, v5 :: v_dual_mul_f32 v5, s33, v6
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0xff800000, v5, vcc_lo
	ds_store_b32 v1, v4
.LBB2_129:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB2_131
	v_dual_mov_b32 v6, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	v_clz_i32_u32_e32 v4, 0
	global_load_b32 v1, v1, s[28:29]
	ds_load_b64 v[6:7], v6 offset:16416
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
	v_cmp_eq_f32_e64 s7, v1, v6
	v_cmp_gt_f32_e64 s8, v1, v6
	v_mul_f32_e32 v1, s33, v1
	s_and_b32 s7, s7, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s8
	v_cndmask_b32_e64 v5, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	v_dual_cndmask_b32 v1, 0xff800000, v1 :: v_dual_lshlrev_b32 v4, 2, v0
	ds_store_b32 v4, v1 offset:4096
.LBB2_131:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB2_143
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_137
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_138
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s16, s36, 0xff8
	s_mov_b32 s17, s15
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, s15
.LBB2_135:
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
	s_cbranch_scc1 .LBB2_135
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s7, -1, 0
	s_branch .LBB2_139
.LBB2_137:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB2_142
.LBB2_138:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s7, -1
.LBB2_139:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB2_142
	s_lshl_b32 s9, s16, 2
.LBB2_141:
	s_delay_alu instid0(SALU_CYCLE_1)
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
	s_cbranch_scc1 .LBB2_141
.LBB2_142:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v1 offset:16424
.LBB2_143:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s23
	s_mov_b32 s7, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_119
.LBB2_145:
	s_and_saveexec_b32 s7, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16428
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_120
.LBB2_148:
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB2_150
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v7, v1, s[28:29]
	ds_load_b96 v[4:6], v4 offset:16416
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s33, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s8, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v6, v8, v6
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v8, 0xc2d00000, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x4b400000, v9
	v_add_f32_e32 v10, 0xcb400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v11, 0xbf317200, v10
	v_mul_f32_e32 v10, 0x35bfbe8e, v10
	v_add_f32_e32 v8, v8, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v8, v10
	v_mul_f32_e32 v12, v11, v11
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
	v_sub_f32_e32 v12, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v11, v12
	v_sub_f32_e32 v12, 2.0, v12
	v_div_scale_f32 v13, null, v12, v12, v11
	v_div_scale_f32 v16, vcc_lo, v11, v12, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v14, v13
	v_fma_f32 v15, -v13, v14, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v14, v15, v14
	v_mul_f32_e32 v15, v16, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v13, v15, v16
	v_fmac_f32_e32 v15, v17, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v13, -v13, v15, v16
	v_div_fmas_f32 v13, v13, v14, v15
	v_cmp_eq_f32_e32 vcc_lo, v7, v4
	v_cndmask_b32_e64 v4, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v11, v13, v12, v11
	v_add_nc_u32_e32 v12, 0xb4c00100, v9
	v_sub_f32_e32 v10, v10, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v11, 1, v12
	v_sub_f32_e32 v8, v8, v10
	v_cvt_f32_u32_e32 v10, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v9, v9, v11
	v_lshl_add_u32 v11, v11, 23, 0xff800000
	v_add_f32_e32 v8, 1.0, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_ge_f32_e64 s7, v5, v10
	v_lshl_add_u32 v5, v9, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mul_f32_e32 v7, v8, v11
	s_and_b32 s7, vcc_lo, s7
	v_cndmask_b32_e64 v8, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v5, v7, v5
	v_cmp_gt_f32_e32 vcc_lo, v8, v4
	v_cndmask_b32_e32 v4, v4, v8, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v5, 0x7fc00000, v5, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	ds_store_b32 v1, v4
.LBB2_150:
	s_or_b32 exec_lo, exec_lo, s9
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB2_152
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	global_load_b32 v1, v1, s[28:29]
	ds_load_b96 v[4:6], v4 offset:16416
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, s33, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s8, v1, v4
	v_cmp_eq_f32_e64 s7, v1, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v8, v7, v6
	v_cndmask_b32_e64 v1, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v8
	v_cndmask_b32_e32 v6, 0xc2d00000, v8, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v6
	v_cndmask_b32_e32 v6, 0x42b20000, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, 0x3fb8aa3b, v6
	v_add_f32_e32 v9, 0x4b400000, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, 0xcb400000, v9
	v_mul_f32_e32 v10, 0xbf317200, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v11, 0x35bfbe8e, v7 :: v_dual_add_f32 v10, v6, v10
	v_sub_f32_e32 v6, v10, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v7, v6, v6
	v_mul_f32_e32 v12, 0x3331bb4c, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0xb5ddea0e, v12
	v_mul_f32_e32 v12, v7, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x388ab355, v12
	v_mul_f32_e32 v12, v7, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0xbb360b61, v12
	v_mul_f32_e32 v12, v7, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, 0x3e2aaaab, v12
	v_mul_f32_e32 v7, v7, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v7, v6, v7
	v_mul_f32_e32 v12, v6, v7
	v_sub_f32_e32 v13, 2.0, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v14, null, v13, v13, v12
	v_div_scale_f32 v16, vcc_lo, v12, v13, v12
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v6, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v6, v15
	v_clz_i32_u32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v17, v16, v15
	v_min_u32_e32 v18, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v7, -v14, v17, v16
	v_fmac_f32_e32 v17, v7, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[6:7], v18, v[2:3]
	v_fma_f32 v14, -v14, v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v6, 1, v6
	v_div_fmas_f32 v14, v14, v15, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v6, v7, v6
	v_div_fixup_f32 v7, v14, v13, v12
	v_sub_nc_u32_e32 v12, 32, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cvt_f32_u32_e32 v6, v6
	v_add_nc_u32_e32 v13, 0xb4c00100, v9
	v_sub_f32_e32 v7, v11, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f32 v6, v6, v12
	v_lshrrev_b32_e32 v11, 1, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v7, v10, v7
	v_cmp_ge_f32_e32 vcc_lo, v5, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v5, v9, v11
	v_lshl_add_u32 v6, v11, 23, 0xff800000
	v_add_f32_e32 v7, 1.0, v7
	s_and_b32 s7, s7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v4, v5, 23, 0x7f800000
	v_mul_f32_e32 v5, v7, v6
	v_cndmask_b32_e64 v6, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v5, v4
	v_cmp_gt_f32_e32 vcc_lo, v6, v1
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v4, 0x7fc00000, v4, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v4, vcc_lo
	v_lshlrev_b32_e32 v4, 2, v0
	ds_store_b32 v4, v1 offset:4096
.LBB2_152:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB2_163
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v4, 0
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[10:11], 0
	s_cbranch_scc1 .LBB2_162
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s9, s[8:9], 7
	s_and_b32 s8, s36, 7
	s_and_b32 vcc_lo, exec_lo, s9
	s_mov_b32 s9, 0
	s_cbranch_vccnz .LBB2_158
	v_mov_b32_e32 v4, 0
	s_and_b32 s10, s36, 0xff8
	s_mov_b32 s11, s9
	s_mov_b64 s[12:13], 0
	s_mov_b32 s14, s9
	.p2align	6
.LBB2_156:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s14
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s14, s14, 32
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
	s_cbranch_scc1 .LBB2_156
	s_cmp_lg_u64 s[8:9], 0
	s_cselect_b32 s11, -1, 0
	s_branch .LBB2_159
.LBB2_158:
	v_mov_b32_e32 v4, 0
	s_mov_b32 s11, -1
.LBB2_159:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccz .LBB2_162
	s_lshl_b32 s10, s10, 2
.LBB2_161:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v5, s10
	s_add_i32 s10, s10, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_cmp_lg_u64 s[8:9], 0
	ds_load_b32 v5, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_cbranch_scc1 .LBB2_161
.LBB2_162:
	ds_store_b32 v1, v4 offset:16428
.LBB2_163:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s23
	s_mov_b32 s7, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_121
.LBB2_165:
	s_and_saveexec_b32 s7, s4
	s_cbranch_execz .LBB2_167
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v4, 0x7f800000
	v_add_nc_u32_e64 v5, 0x4000, 0
	ds_store_2addr_b32 v5, v4, v1 offset0:2 offset1:12
.LBB2_167:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_122
.LBB2_168:
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB2_170
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v8, v1, s[28:29]
	ds_load_b128 v[4:7], v4 offset:16416
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v8, v4
	v_cmp_gt_f32_e64 s9, v8, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v6, v9, v6
	v_cndmask_b32_e64 v4, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v9, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v9
	v_cndmask_b32_e32 v9, 0x42b20000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x3fb8aa3b, v9
	v_add_f32_e32 v10, 0x4b400000, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0xcb400000, v10
	v_mul_f32_e32 v12, 0xbf317200, v11
	v_mul_f32_e32 v11, 0x35bfbe8e, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, v9, v12
	v_sub_f32_e32 v12, v9, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v12, v12
	v_mul_f32_e32 v14, 0x3331bb4c, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0xb5ddea0e, v14
	v_mul_f32_e32 v14, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0x388ab355, v14
	v_mul_f32_e32 v14, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0xbb360b61, v14
	v_mul_f32_e32 v14, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0x3e2aaaab, v14
	v_mul_f32_e32 v13, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v13, v12, v13
	v_mul_f32_e32 v12, v12, v13
	v_sub_f32_e32 v13, 2.0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v14, null, v13, v13, v12
	v_div_scale_f32 v17, vcc_lo, v12, v13, v12
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v14, v15, 1.0
	v_fmac_f32_e32 v15, v16, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v17, v15
	v_fma_f32 v18, -v14, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v16, v18, v15
	v_fma_f32 v14, -v14, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v14, v14, v15, v16
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v12, v14, v13, v12
	v_add_nc_u32_e32 v13, 0xb4c00100, v10
	v_cvt_f32_u32_e32 v14, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v11, v11, v12
	v_lshrrev_b32_e32 v12, 1, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_ge_f32_e64 s7, v5, v14
	v_sub_f32_e32 v9, v9, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v10, v10, v12
	v_lshl_add_u32 v11, v12, 23, 0xff800000
	s_and_b32 s7, s8, s7
	v_add_f32_e32 v9, 1.0, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v10, v10, 23, 0x7f800000
	v_cndmask_b32_e64 v8, 0, 1.0, s7
	v_mul_f32_e32 v9, v9, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v9, v10
	v_cndmask_b32_e32 v6, 0x7fc00000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v9, null, v7, v7, v6
	v_div_scale_f32 v12, vcc_lo, v6, v7, v6
	v_rcp_f32_e32 v10, v9
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v9, v10, 1.0
	v_fmac_f32_e32 v10, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v12, v10
	v_fma_f32 v13, -v9, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v13, v10
	v_fma_f32 v5, -v9, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v5, v5, v10, v11
	v_cmp_gt_f32_e32 vcc_lo, v8, v4
	v_div_fixup_f32 v5, v5, v7, v6
	v_cndmask_b32_e32 v4, v4, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v6, 0, v5
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v4, 0, v5 :: v_dual_cndmask_b32 v5, -1.0, v6
	v_not_b32_e32 v6, v5
	v_or_b32_e32 v7, 0x80000000, v5
	v_cmp_gt_i32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v5, v7, v6, vcc_lo
	ds_store_2addr_stride64_b32 v1, v5, v4 offset1:32
.LBB2_170:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB2_172
	v_dual_mov_b32 v4, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	global_load_b32 v1, v1, s[28:29]
	ds_load_b128 v[4:7], v4 offset:16416
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s33, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v1, v4
	v_cmp_gt_f32_e64 s9, v1, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v6, v8, v6
	v_cndmask_b32_e64 v1, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v8, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v8
	v_cndmask_b32_e32 v8, 0x42b20000, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, 0x3fb8aa3b, v8
	v_add_f32_e32 v9, 0x4b400000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v10, 0xcb400000, v9
	v_mul_f32_e32 v11, 0xbf317200, v10
	v_mul_f32_e32 v10, 0x35bfbe8e, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v8, v8, v11
	v_sub_f32_e32 v11, v8, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v11, v11
	v_mul_f32_e32 v13, 0x3331bb4c, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0xb5ddea0e, v13
	v_mul_f32_e32 v13, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x388ab355, v13
	v_mul_f32_e32 v13, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0xbb360b61, v13
	v_mul_f32_e32 v13, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x3e2aaaab, v13
	v_mul_f32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v12, v11, v12
	v_mul_f32_e32 v11, v11, v12
	v_sub_f32_e32 v12, 2.0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v13, null, v12, v12, v11
	v_div_scale_f32 v16, vcc_lo, v11, v12, v11
	v_rcp_f32_e32 v14, v13
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v16, v14
	v_fma_f32 v17, -v13, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v17, v14
	v_fma_f32 v13, -v13, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v13, v13, v14, v15
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_div_fixup_f32 v11, v13, v12, v11
	v_add_nc_u32_e32 v12, 0xb4c00100, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v10, v11
	v_lshrrev_b32_e32 v11, 1, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v8, v8, v10
	v_sub_nc_u32_e32 v9, v9, v11
	v_lshl_add_u32 v10, v11, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v8, 1.0, v8
	v_lshl_add_u32 v9, v9, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, v8, v10
	v_mul_f32_e32 v8, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v6, 0x7fc00000, v8, vcc_lo
	v_clz_i32_u32_e32 v8, 0
	v_div_scale_f32 v10, null, v7, v7, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v12, 32, v8
	v_div_scale_f32 v14, vcc_lo, v6, v7, v6
	v_rcp_f32_e32 v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[8:9], v12, v[2:3]
	v_sub_nc_u32_e32 v12, 32, v12
	v_min_u32_e32 v8, 1, v8
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v13, -v10, v11, 1.0
	v_or_b32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v11, v13, v11
	v_cvt_f32_u32_e32 v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, v14, v11
	v_ldexp_f32 v8, v8, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v13, -v10, v9, v14
	v_cmp_ge_f32_e64 s7, v5, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v9, v13, v11
	s_and_b32 s7, s8, s7
	v_fma_f32 v5, -v10, v9, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v4, v5, v11, v9
	v_cndmask_b32_e64 v5, 0, 1.0, s7
	v_div_fixup_f32 v4, v4, v7, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e32 vcc_lo, v5, v1
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	v_add_f32_e32 v5, 0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, 0, v4 :: v_dual_cndmask_b32 v4, -1.0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v5, v4
	v_or_b32_e32 v6, 0x80000000, v4
	v_cmp_gt_i32_e32 vcc_lo, 0, v4
	v_dual_cndmask_b32 v4, v6, v5 :: v_dual_lshlrev_b32 v5, 2, v0
	ds_store_2addr_stride64_b32 v5, v4, v1 offset0:16 offset1:48
.LBB2_172:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s60, s4
	s_cbranch_execz .LBB2_209
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b64 s[10:11], 0
	s_cselect_b32 s14, -1, 0
	s_cmp_eq_u64 s[36:37], 0
	s_cbranch_scc1 .LBB2_178
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_and_b32 s8, s36, 7
	s_mov_b32 s9, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_179
	v_mov_b32_e32 v1, 0
	s_and_b32 s10, s36, 0xff8
	s_mov_b32 s11, s9
	s_mov_b64 s[12:13], 0
	s_movk_i32 s7, 0x2000
	.p2align	6
.LBB2_176:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s7
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	s_add_i32 s7, s7, 32
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
	s_cbranch_scc1 .LBB2_176
	s_cmp_lg_u64 s[8:9], 0
	s_cselect_b32 s7, -1, 0
	s_branch .LBB2_180
.LBB2_178:
	v_mov_b32_e32 v1, 0
	s_branch .LBB2_183
.LBB2_179:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s7, -1
.LBB2_180:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB2_183
	s_lshl2_add_u32 s7, s10, 0x2000
.LBB2_182:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s7
	s_add_i32 s7, s7, 4
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_cmp_lg_u64 s[8:9], 0
	ds_load_b32 v4, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_cbranch_scc1 .LBB2_182
.LBB2_183:
	s_cmp_ngt_f32 s22, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s22, v1
	s_mov_b32 s31, 0
	s_cselect_b32 s7, -1, 0
	s_or_b32 s7, s7, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_194
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s34, s36, 7
	v_cmp_gt_u64_e64 s61, s[8:9], 6
	s_mov_b32 s35, s31
	s_and_b32 s30, s36, 0xff8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v4, 0, 1, s14
	s_cmp_lg_u64 s[34:35], 0
	v_cndmask_b32_e64 v5, 0, 1, s61
	s_mov_b64 s[10:11], 0
	s_cselect_b32 s62, -1, 0
	s_branch .LBB2_186
.LBB2_185:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s22, v7
	s_add_u32 s10, s10, 1
	s_addc_u32 s11, s11, 0
	s_cmp_eq_u64 s[10:11], 32
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_cbranch_scc1 .LBB2_195
.LBB2_186:
	s_lshr_b32 s7, 0x80000000, s10
	v_mov_b32_e32 v7, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v6, s7, v1
	v_cmp_ne_u32_e64 s7, 1, v5
	s_and_not1_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccnz .LBB2_185
	v_mov_b32_e32 v7, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_191
	s_mov_b64 s[12:13], 0
	s_mov_b32 s7, 0
.LBB2_189:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s15, s7, 0x2000
	v_mov_b32_e32 v18, s7
	v_mov_b32_e32 v10, s15
	s_add_i32 s15, s7, 0x2008
	s_add_i32 s16, s7, 0x2018
	ds_load_2addr_b32 v[8:9], v18 offset1:1
	ds_load_2addr_b32 v[10:11], v10 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v8, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v10, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v9, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v8
	v_dual_cndmask_b32 v9, 0, v11 :: v_dual_mov_b32 v14, s15
	s_add_i32 s15, s7, 0x2010
	s_add_u32 s12, s12, 8
	s_addc_u32 s13, s13, 0
	v_add_f32_e32 v7, v7, v9
	ds_load_2addr_b32 v[12:13], v18 offset0:2 offset1:3
	ds_load_2addr_b32 v[14:15], v14 offset1:1
	s_add_i32 s7, s7, 32
	s_cmp_lg_u64 s[30:31], s[12:13]
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v12, v6
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v8, 0, v14, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v13, v6
	v_mov_b32_e32 v20, s15
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v22, s16 :: v_dual_add_f32 v7, v7, v8
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
	s_cbranch_scc1 .LBB2_189
	s_mov_b64 s[12:13], s[30:31]
	s_mov_b32 s7, s62
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB2_185
	s_branch .LBB2_192
.LBB2_191:
	s_mov_b64 s[12:13], 0
	s_cbranch_execz .LBB2_185
.LBB2_192:
	s_lshl_b32 s7, s12, 2
	s_mov_b64 s[12:13], s[34:35]
.LBB2_193:
	v_mov_b32_e32 v8, s7
	s_add_i32 s7, s7, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[12:13], 0
	ds_load_2addr_stride64_b32 v[8:9], v8 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v8, v6
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	v_add_f32_e32 v7, v7, v8
	s_cbranch_scc1 .LBB2_193
	s_branch .LBB2_185
.LBB2_194:
	v_mov_b32_e32 v4, 0x7f800000
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB2_208
.LBB2_195:
	s_clz_i32_u64 s7, s[8:9]
	s_mov_b32 s44, 0
	s_min_u32 s63, s7, 64
	s_mov_b64 s[46:47], 0
	s_sub_u32 s10, 64, s63
	s_subb_u32 s11, 0, 0
	s_lshl_b64 s[42:43], -1, s10
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB2_207
	v_cmp_gt_u64_e64 s7, s[10:11], 1
	s_brev_b32 s45, 1
	s_mov_b64 s[54:55], 0
	s_and_b32 s7, s7, exec_lo
	s_cselect_b32 s49, s11, 0
	s_cselect_b32 s48, s10, 1
	s_sub_u32 s64, 0, s42
	s_subb_u32 s65, 0, s43
	s_sub_u32 s50, 0, s30
	s_subb_u32 s51, 0, 0
	s_not_b64 s[52:53], s[42:43]
	s_branch .LBB2_199
.LBB2_197:
	s_mov_b32 s66, 0
.LBB2_198:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s66, s22
	s_cselect_b32 s47, s57, s47
	s_cselect_b32 s46, s56, s46
	s_add_u32 s54, s54, 1
	s_addc_u32 s55, s55, 0
	s_cmp_eq_u64 s[54:55], s[48:49]
	s_cbranch_scc1 .LBB2_207
.LBB2_199:
	v_cmp_ne_u32_e32 vcc_lo, 1, v4
	s_add_i32 s7, s54, s63
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[8:9], s[44:45], s7
	s_or_b64 s[56:57], s[8:9], s[46:47]
	s_cbranch_vccnz .LBB2_197
	s_and_not1_b32 vcc_lo, exec_lo, s61
	s_cbranch_vccnz .LBB2_204
	s_mov_b32 s66, 0
	s_mov_b64 s[58:59], 0
	s_mov_b32 s67, 0
.LBB2_202:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v11, s67
	s_add_i32 s7, s67, 0x2000
	s_add_u32 s70, s64, s58
	s_addc_u32 s71, s65, s59
	s_add_u32 s8, s70, -1
	ds_load_2addr_b32 v[5:6], v11 offset1:1
	ds_load_2addr_b32 v[7:8], v11 offset0:2 offset1:3
	ds_load_2addr_b32 v[9:10], v11 offset0:4 offset1:5
	ds_load_2addr_b32 v[11:12], v11 offset0:6 offset1:7
	s_addc_u32 s9, s71, -1
	v_mov_b32_e32 v13, s7
	v_cmp_ge_u64_e64 s68, s[8:9], s[56:57]
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s7, v5, v1
	v_cmp_gt_u32_e32 vcc_lo, v5, v1
	v_cmp_eq_u32_e64 s9, v6, v1
	v_cmp_gt_u32_e64 s8, v6, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s11, v7, v1
	s_and_b32 s7, s68, s7
	v_cmp_gt_u32_e64 s10, v7, v1
	s_or_b32 vcc_lo, vcc_lo, s7
	s_add_u32 s68, s70, -2
	s_addc_u32 s69, s71, -1
	s_add_i32 s7, s67, 0x2008
	v_cmp_ge_u64_e64 s68, s[68:69], s[56:57]
	v_mov_b32_e32 v5, s7
	v_cmp_eq_u32_e64 s13, v8, v1
	v_cmp_gt_u32_e64 s12, v8, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s15, v9, v1
	v_cmp_gt_u32_e64 s14, v9, v1
	s_and_b32 s7, s68, s9
	ds_load_2addr_b32 v[5:6], v5 offset1:1
	s_or_b32 s7, s8, s7
	s_add_u32 s8, s70, -3
	s_addc_u32 s9, s71, -1
	v_cmp_eq_u32_e64 s17, v10, v1
	v_cmp_ge_u64_e64 s8, s[8:9], s[56:57]
	v_cmp_gt_u32_e64 s16, v10, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_u32_e64 s18, v11, v1
	v_cmp_eq_u32_e64 s19, v11, v1
	v_cmp_gt_u32_e64 s20, v12, v1
	v_cmp_eq_u32_e64 s21, v12, v1
	s_and_b32 s8, s8, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s8, s10, s8
	s_add_u32 s10, s70, -4
	s_addc_u32 s11, s71, -1
	s_add_i32 s9, s67, 0x2010
	v_cmp_ge_u64_e64 s10, s[10:11], s[56:57]
	v_mov_b32_e32 v7, s9
	ds_load_2addr_b32 v[7:8], v7 offset1:1
	s_and_b32 s9, s10, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s12, s9
	s_add_u32 s10, s70, -5
	s_addc_u32 s11, s71, -1
	v_cmp_ge_u64_e64 s10, s[10:11], s[56:57]
	s_and_b32 s10, s10, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 s10, s14, s10
	s_add_u32 s12, s70, -6
	s_addc_u32 s13, s71, -1
	s_add_i32 s11, s67, 0x2018
	v_mov_b32_e32 v9, s11
	v_cmp_ge_u64_e64 s11, s[12:13], s[56:57]
	ds_load_2addr_b32 v[9:10], v9 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v11, 0, v13, vcc_lo
	v_cndmask_b32_e64 v12, 0, v14, s7
	s_and_b32 s7, s11, s17
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v5, 0, v5, s8
	s_or_b32 vcc_lo, s16, s7
	s_add_u32 s8, s70, -7
	v_cndmask_b32_e64 v6, 0, v6, s9
	s_addc_u32 s9, s71, -1
	v_readfirstlane_b32 s7, v11
	v_cmp_ge_u64_e64 s8, s[8:9], s[56:57]
	v_readfirstlane_b32 s9, v12
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v7, 0, v7, s10
	v_readfirstlane_b32 s10, v5
	s_add_f32 s7, s66, s7
	v_cndmask_b32_e32 v8, 0, v8, vcc_lo
	s_and_b32 s8, s8, s19
	v_readfirstlane_b32 s11, v6
	s_add_f32 s7, s7, s9
	s_or_b32 vcc_lo, s18, s8
	s_add_u32 s8, s70, -8
	s_addc_u32 s9, s71, -1
	s_add_f32 s7, s7, s10
	v_cmp_ge_u64_e64 s8, s[8:9], s[56:57]
	v_readfirstlane_b32 s9, v7
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v5, 0, v9, vcc_lo
	s_add_f32 s7, s7, s11
	v_readfirstlane_b32 s10, v8
	s_and_b32 s8, s8, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_f32 s7, s7, s9
	s_or_b32 vcc_lo, s20, s8
	v_readfirstlane_b32 s8, v5
	v_cndmask_b32_e32 v6, 0, v10, vcc_lo
	s_add_f32 s7, s7, s10
	s_add_u32 s58, s58, -8
	s_addc_u32 s59, s59, -1
	s_add_i32 s67, s67, 32
	v_readfirstlane_b32 s9, v6
	s_add_f32 s7, s7, s8
	s_cmp_lg_u64 s[50:51], s[58:59]
	s_delay_alu instid0(SALU_CYCLE_2)
	s_add_f32 s66, s7, s9
	s_cbranch_scc1 .LBB2_202
	s_mov_b64 s[10:11], s[30:31]
	s_mov_b32 s7, s62
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB2_198
	s_branch .LBB2_205
.LBB2_204:
	s_mov_b64 s[10:11], 0
	s_mov_b32 s66, 0
	s_cbranch_execz .LBB2_198
.LBB2_205:
	s_sub_u32 s8, s52, s10
	s_subb_u32 s9, s53, s11
	s_lshl_b32 s12, s10, 2
	s_mov_b64 s[10:11], s[34:35]
	.p2align	6
.LBB2_206:
	v_mov_b32_e32 v5, s12
	v_cmp_ge_u64_e64 s13, s[8:9], s[56:57]
	ds_load_2addr_stride64_b32 v[5:6], v5 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v5, v1
	v_cmp_gt_u32_e64 s7, v5, v1
	s_and_b32 s13, s13, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s13
	s_add_u32 s8, s8, -1
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_addc_u32 s9, s9, -1
	s_add_i32 s12, s12, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	v_readfirstlane_b32 s7, v5
	s_cmp_lg_u64 s[10:11], 0
	s_add_f32 s66, s66, s7
	s_cbranch_scc1 .LBB2_206
	s_branch .LBB2_198
.LBB2_207:
	s_not_b64 s[8:9], s[42:43]
	v_and_b32_e32 v4, 0x7fffffff, v1
	s_sub_u32 s8, s8, s46
	s_subb_u32 s9, s9, s47
	v_not_b32_e32 v5, v1
	s_clz_i32_u32 s7, s9
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s7, s7, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[8:9], s[8:9], s7
	s_sub_i32 s7, 32, s7
	s_min_u32 s8, s8, 1
	v_cndmask_b32_e32 v1, v5, v4, vcc_lo
	s_or_b32 s8, s9, s8
	s_cvt_f32_u32 s8, s8
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v4, s8, s7
.LBB2_208:
	v_add_nc_u32_e64 v5, 0x4000, 0
	ds_store_2addr_b32 v5, v4, v1 offset0:2 offset1:12
.LBB2_209:
	s_or_b32 exec_lo, exec_lo, s60
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s23
	s_mov_b32 s7, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB2_123
.LBB2_211:
	s_and_saveexec_b32 s7, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16396
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_233
.LBB2_214:
	s_and_saveexec_b32 s12, s6
	s_cbranch_execz .LBB2_216
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_xor_b64 s[8:9], s[40:41], s[38:39]
	s_mul_i32 s7, s40, 0xcd9e8d57
	s_add_i32 s8, s38, 0x9e3779b9
	s_mov_b32 s14, 0xd078c69f
	s_mov_b32 s15, 0x3fc39a09
	s_mov_b32 s16, 0x1d8e78af
	v_xor_b32_e32 v1, s9, v5
	s_add_i32 s9, s39, 0x76cf5d0a
	s_mov_b32 s18, 0x94229359
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd24924
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s20, 0x9997fa04
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s21, 0x3fd99999
	s_mov_b32 s31, 0x3fe55555
	s_mov_b32 s34, 0x35793c76
	s_mov_b32 s35, 0x3dea39ef
	v_xor3_b32 v1, s7, s8, v6
	s_mul_hi_u32 s7, s40, 0xcd9e8d57
	s_add_i32 s8, s39, 0xbb67ae85
	s_xor_b32 s7, s38, s7
	s_mov_b32 s42, 0xfee00000
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v1, 0
	s_xor_b32 s7, s2, s7
	s_mov_b32 s43, 0x3fe62e42
	s_mul_hi_u32 s10, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor3_b32 v1, s8, s10, v4
	s_add_i32 s8, s38, 0xdaa66d2b
	v_xor3_b32 v4, s7, s9, v7
	s_add_i32 s7, s38, 0x3c6ef372
	s_mov_b32 s10, 0x96cb03de
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v4, 0
	s_mov_b32 s11, 0x3fc74664
	v_xor3_b32 v1, s7, v8, v5
	s_add_i32 s7, s39, 0x32370b8f
	v_xor3_b32 v7, s8, v10, v7
	s_add_i32 s8, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s7, v5, v6
	s_add_i32 s7, s38, 0x78dde6e4
	v_xor3_b32 v6, s8, v8, v4
	s_add_i32 s8, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v6, 0
	v_lshlrev_b32_e32 v1, 2, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v5, s7, v5, v9
	s_add_i32 s7, s39, 0xa9066899
	v_xor3_b32 v6, s8, v11, v4
	s_add_i32 s8, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s7, v5, v7
	s_add_i32 s7, s38, 0xb54cda56
	v_xor3_b32 v6, s8, v9, v4
	s_add_i32 s8, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	v_mul_hi_u32 v6, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s7, v5, v10
	s_add_i32 s7, s39, 0x1fd5c5a3
	v_xor3_b32 v6, s8, v6, v4
	s_add_i32 s8, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v6, 0xd2511f53, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s7, v5, v8
	s_add_i32 s7, s38, 0x8ff34781
	v_xor3_b32 v4, s8, v6, v4
	s_mov_b32 s8, 0xdf3e5244
	s_mov_b32 s9, 0x3fc2f112
	v_mul_lo_u32 v5, 0xcd9e8d57, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v4, 0xcd9e8d57, v4
	v_xor3_b32 v4, v5, s7, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[4:5], v4
	v_add_f64 v[4:5], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	v_add_nc_u32_e32 v20, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0xfffff, v20
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[4:5], -1.0
	v_mov_b32_e32 v4, 0
	global_load_b32 v24, v1, s[28:29]
	ds_load_b128 v[4:7], v4 offset:16416
	v_add_f64 v[10:11], v[8:9], 2.0
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[14:15], v[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v25, s33, v24
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v25, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v16, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v18, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0x4b400000, v19
	v_add_f32_e32 v19, 0xcb400000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0xbf317200, v19
	v_dual_mul_f32 v23, 0x35bfbe8e, v19 :: v_dual_add_f32 v22, v18, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v22, v23
	v_mul_f32_e32 v19, v18, v18
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3331bb4c, v19
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v19, v16
	v_add_f32_e32 v16, 0x388ab355, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v19, v16
	v_add_f32_e32 v16, 0xbb360b61, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v19, v16
	v_add_f32_e32 v26, 0x3e2aaaab, v16
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v19, v26
	v_sub_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v26, v18, v19
	v_sub_f32_e32 v27, 2.0, v19
	v_div_scale_f64 v[18:19], s7, v[8:9], v[10:11], v[8:9]
	v_div_scale_f32 v28, null, v27, v27, v26
	v_div_scale_f32 v31, vcc_lo, v26, v27, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v29, v28
	v_fma_f32 v30, -v28, v29, 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v29, v30, v29
	v_mul_f32_e32 v16, v31, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v28, v16, v31
	v_fmac_f32_e32 v16, v17, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v28, v16, v31
	v_div_fmas_f32 v16, v17, v29, v16
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v16, v16, v27, v26
	v_dual_sub_f32 v23, v23, v16 :: v_dual_add_nc_u32 v26, 0xb4c00100, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v26, 1, v26
	v_mul_f64 v[16:17], v[18:19], v[14:15]
	v_sub_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v21, v21, v26
	v_lshl_add_u32 v23, v26, 23, 0xff800000
	v_add_f32_e32 v22, 1.0, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	v_mul_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v22, v21
	v_cndmask_b32_e32 v26, 0x7fc00000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v6, null, v7, v7, v26
	v_rcp_f32_e32 v21, v6
	v_fma_f64 v[12:13], -v[12:13], v[16:17], v[18:19]
	v_div_scale_f32 v19, vcc_lo, v26, v7, v26
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v6, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v21
	v_fma_f32 v22, -v6, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v18, v22, v21
	v_mul_f64 v[22:23], v[8:9], 0.5
	v_fma_f32 v6, -v6, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v27, v6, v21, v18
	s_mov_b32 vcc_lo, s7
	v_lshrrev_b32_e32 v6, 20, v20
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_div_fixup_f32 v7, v27, v7, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s7, 0xfffffc01, v6
	v_add_co_ci_u32_e64 v20, null, 0, -1, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v7, 0, v7
	v_cvt_f64_i32_e32 v[20:21], v20
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], s[8:9]
	v_mul_f64 v[18:19], v[14:15], s[14:15]
	v_add_f64 v[16:17], v[16:17], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[16:17]
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	v_add_f64 v[16:17], v[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[20:21]
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_ldexp_f64 v[18:19], v[20:21], 32
	v_mul_f64 v[20:21], v[8:9], v[22:23]
	v_add_f64 v[16:17], v[16:17], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_cvt_f64_u32_e32 v[16:17], v6
	v_add_f64 v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[18:19], v[16:17]
	v_add_f64 v[12:13], v[20:21], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], s[34:35]
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[14:15], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[16:17], v[10:11]
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v6, 0x80000000, v9
	v_add_co_u32 v10, s7, 0x95f62, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v11, null, 0, 0, s7
	v_and_b32_e32 v6, 0xfffff, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], -1.0
	v_add_f64 v[12:13], v[8:9], 2.0
	v_mul_f64 v[22:23], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], v[8:9]
	v_div_scale_f64 v[20:21], vcc_lo, v[8:9], v[12:13], v[8:9]
	v_rcp_f64_e32 v[16:17], v[14:15]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[16:17]
	v_fma_f64 v[14:15], -v[14:15], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_add_co_u32 v6, vcc_lo, 0xfffffc01, v10
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v24, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[10:11], v10
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], v[8:9]
	v_ldexp_f64 v[10:11], v[10:11], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], s[8:9]
	v_mul_f64 v[20:21], v[16:17], s[14:15]
	v_cmp_gt_f32_e64 s8, v24, v4
	v_cndmask_b32_e64 v4, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[18:19], s[10:11]
	v_add_f64 v[20:21], v[20:21], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[18:19]
	v_add_f64 v[20:21], v[20:21], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[8:9], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[30:31]
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v6
	v_add_nc_u32_e64 v6, 0x4000, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[14:15], v[16:17], v[14:15]
	v_add_f64 v[10:11], v[10:11], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[20:21], v[14:15]
	v_mul_f64 v[16:17], v[10:11], s[34:35]
	v_mul_f64 v[10:11], v[10:11], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_add_f64 v[8:9], v[8:9], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_cvt_f32_u32_e32 v10, v0
	v_cmp_ge_f32_e64 s7, v5, v10
	ds_load_2addr_b32 v[5:6], v6 offset0:2 offset1:12
	s_and_b32 s7, vcc_lo, s7
	v_cvt_f32_f64_e32 v8, v[8:9]
	v_cndmask_b32_e64 v9, 0, 1.0, s7
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s7, v5, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v4
	v_cndmask_b32_e32 v4, v4, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	v_cndmask_b32_e32 v7, -1.0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_f32_e32 vcc_lo, v7, v6
	v_cmp_gt_f32_e64 s8, v7, v6
	s_and_b32 s7, vcc_lo, s7
	v_cndmask_b32_e64 v5, 0, 1.0, s8
	v_cndmask_b32_e64 v6, 0, 1.0, s7
	v_cmp_gt_f32_e32 vcc_lo, v6, v5
	v_cndmask_b32_e32 v5, v5, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v4, v4, v5 :: v_dual_sub_f32 v5, v25, v8
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0xff800000, v5, vcc_lo
	ds_store_b32 v1, v4
.LBB2_216:
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB2_218
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v2, 0
	s_xor_b64 s[8:9], s[40:41], s[38:39]
	s_mul_i32 s7, s40, 0xcd9e8d57
	s_add_i32 s8, s38, 0x9e3779b9
	s_mov_b32 s14, 0xd078c69f
	s_mov_b32 s15, 0x3fc39a09
	s_mov_b32 s16, 0x1d8e78af
	v_xor_b32_e32 v1, s9, v5
	s_add_i32 s9, s39, 0x76cf5d0a
	s_mov_b32 s18, 0x94229359
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd24924
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s20, 0x9997fa04
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s21, 0x3fd99999
	s_mov_b32 s31, 0x3fe55555
	s_mov_b32 s34, 0x35793c76
	s_mov_b32 s35, 0x3dea39ef
	v_xor3_b32 v1, s7, s8, v6
	s_mul_hi_u32 s7, s40, 0xcd9e8d57
	s_add_i32 s8, s39, 0xbb67ae85
	s_xor_b32 s7, s38, s7
	s_mov_b32 s42, 0xfee00000
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v1, 0
	s_xor_b32 s7, s2, s7
	s_mov_b32 s43, 0x3fe62e42
	s_mul_hi_u32 s10, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor3_b32 v1, s8, s10, v4
	s_add_i32 s8, s38, 0xdaa66d2b
	v_xor3_b32 v4, s7, s9, v7
	s_add_i32 s7, s38, 0x3c6ef372
	s_mov_b32 s10, 0x96cb03de
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v4, 0
	s_mov_b32 s11, 0x3fc74664
	v_xor3_b32 v1, s7, v8, v5
	s_add_i32 s7, s39, 0x32370b8f
	v_xor3_b32 v7, s8, v10, v7
	s_add_i32 s8, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s7, v5, v6
	s_add_i32 s7, s38, 0x78dde6e4
	v_xor3_b32 v6, s8, v8, v4
	s_add_i32 s8, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v6, 0
	v_lshlrev_b32_e32 v1, 2, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v5, s7, v5, v9
	s_add_i32 s7, s39, 0xa9066899
	v_xor3_b32 v6, s8, v11, v4
	s_add_i32 s8, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s7, v5, v7
	s_add_i32 s7, s38, 0xb54cda56
	v_xor3_b32 v6, s8, v9, v4
	s_add_i32 s8, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	v_mul_hi_u32 v6, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s7, v5, v10
	s_add_i32 s7, s39, 0x1fd5c5a3
	v_xor3_b32 v6, s8, v6, v4
	s_add_i32 s8, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	v_mul_hi_u32 v6, 0xd2511f53, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v5, s7, v5, v8
	s_add_i32 s7, s38, 0x8ff34781
	v_xor3_b32 v4, s8, v6, v4
	s_mov_b32 s8, 0xdf3e5244
	s_mov_b32 s9, 0x3fc2f112
	v_mul_lo_u32 v5, 0xcd9e8d57, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v4, 0xcd9e8d57, v4
	v_xor3_b32 v4, v5, s7, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[4:5], v4
	v_add_f64 v[4:5], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	v_add_nc_u32_e32 v20, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v5, 0xfffff, v20
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[4:5], -1.0
	v_mov_b32_e32 v4, 0
	global_load_b32 v1, v1, s[28:29]
	ds_load_b128 v[4:7], v4 offset:16416
	v_add_f64 v[10:11], v[8:9], 2.0
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[14:15], v[12:13]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v24, s33, v1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v6, v24, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v6
	v_cndmask_b32_e32 v16, 0xc2d00000, v6, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v16
	v_cndmask_b32_e32 v18, 0x42b20000, v16, vcc_lo
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	v_mul_f32_e32 v19, 0x3fb8aa3b, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v21, 0x4b400000, v19
	v_add_f32_e32 v19, 0xcb400000, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, 0x35bfbe8e, v19
	v_mul_f32_e32 v22, 0xbf317200, v19
	v_add_f32_e32 v22, v18, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v18, v22, v23
	v_mul_f32_e32 v19, v18, v18
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3331bb4c, v19
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v19, v16
	v_add_f32_e32 v16, 0x388ab355, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v19, v16
	v_add_f32_e32 v16, 0xbb360b61, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v19, v16
	v_add_f32_e32 v25, 0x3e2aaaab, v16
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v19, v25
	v_sub_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v25, v18, v19
	v_sub_f32_e32 v26, 2.0, v19
	v_div_scale_f64 v[18:19], s7, v[8:9], v[10:11], v[8:9]
	v_div_scale_f32 v27, null, v26, v26, v25
	v_div_scale_f32 v30, vcc_lo, v25, v26, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v27
	v_fma_f32 v29, -v27, v28, 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v29, v28
	v_mul_f32_e32 v16, v30, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v27, v16, v30
	v_fmac_f32_e32 v16, v17, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v27, v16, v30
	v_div_fmas_f32 v16, v17, v28, v16
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v16, v16, v26, v25
	v_add_nc_u32_e32 v25, 0xb4c00100, v21
	v_sub_f32_e32 v23, v23, v16
	v_mul_f64 v[16:17], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v25, 1, v25
	v_sub_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v21, v21, v25
	v_lshl_add_u32 v23, v25, 23, 0xff800000
	v_add_f32_e32 v22, 1.0, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v21, v21, 23, 0x7f800000
	v_mul_f32_e32 v22, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v22, v21
	v_cndmask_b32_e32 v25, 0x7fc00000, v21, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v6, null, v7, v7, v25
	v_rcp_f32_e32 v21, v6
	v_fma_f64 v[12:13], -v[12:13], v[16:17], v[18:19]
	v_div_scale_f32 v19, vcc_lo, v25, v7, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v18, -v6, v21, 1.0
	v_fmac_f32_e32 v21, v18, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v19, v21
	v_fma_f32 v22, -v6, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v18, v22, v21
	v_mul_f64 v[22:23], v[8:9], 0.5
	v_fma_f32 v6, -v6, v18, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v26, v6, v21, v18
	s_mov_b32 vcc_lo, s7
	v_lshrrev_b32_e32 v6, 20, v20
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_div_fixup_f32 v7, v26, v7, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s7, 0xfffffc01, v6
	v_add_co_ci_u32_e64 v20, null, 0, -1, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f64_i32_e32 v[20:21], v20
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[16:17], v[14:15], s[8:9]
	v_mul_f64 v[18:19], v[14:15], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[10:11]
	v_add_f64 v[18:19], v[18:19], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[18:19]
	v_add_f64 v[18:19], v[18:19], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_ldexp_f64 v[18:19], v[20:21], 32
	v_mul_f64 v[20:21], v[8:9], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], s[30:31]
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_cvt_f64_u32_e32 v[16:17], v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_add_f64 v[14:15], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[20:21], v[12:13]
	v_mul_f64 v[16:17], v[14:15], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[14:15], s[42:43]
	v_add_f64 v[10:11], v[16:17], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_xor_b32_e32 v6, 0x80000000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s7, 0x95f62, v6
	v_add_co_ci_u32_e64 v11, null, 0, 0, s7
	v_cmp_eq_f32_e64 s7, v1, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v6, 0xfffff, v10
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v6
	v_add_f64 v[8:9], v[8:9], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[8:9], 2.0
	v_mul_f64 v[22:23], v[8:9], 0.5
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], v[8:9]
	v_div_scale_f64 v[20:21], vcc_lo, v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[16:17], v[14:15]
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_mul_f64 v[18:19], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], -v[14:15], v[18:19], v[20:21]
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_add_co_u32 v6, vcc_lo, 0xfffffc01, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	v_cvt_f64_i32_e32 v[10:11], v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], v[8:9]
	v_ldexp_f64 v[10:11], v[10:11], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], s[8:9]
	v_mul_f64 v[20:21], v[16:17], s[14:15]
	v_cmp_gt_f32_e64 s8, v1, v4
	v_cndmask_b32_e64 v1, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[18:19], v[18:19], s[10:11]
	v_add_f64 v[20:21], v[20:21], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[18:19]
	v_add_f64 v[20:21], v[20:21], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[8:9], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[30:31]
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v6
	v_clz_i32_u32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_min_u32_e32 v6, 32, v6
	v_add_f64 v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[10:11], v[18:19]
	v_add_f64 v[14:15], v[20:21], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[10:11], s[34:35]
	v_mul_f64 v[10:11], v[10:11], s[42:43]
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], v[12:13]
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_lshlrev_b64 v[10:11], v6, v[2:3]
	v_sub_nc_u32_e32 v6, 32, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v10, 1, v10
	v_or_b32_e32 v10, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v10, v10
	v_ldexp_f32 v10, v10, v6
	v_add_nc_u32_e64 v6, 0x4000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v5, v10
	ds_load_2addr_b32 v[5:6], v6 offset0:2 offset1:12
	s_and_b32 s7, s7, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s7
	v_cvt_f32_f64_e32 v8, v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v4, v1
	v_dual_cndmask_b32 v1, v1, v4 :: v_dual_add_f32 v4, 0, v7
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v4, -1.0, v4, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v5, v10
	v_cmp_eq_f32_e64 s7, v4, v6
	v_cmp_gt_f32_e64 s8, v4, v6
	s_and_b32 s7, s7, vcc_lo
	v_cndmask_b32_e64 v4, 0, 1.0, s8
	v_cndmask_b32_e64 v5, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_cndmask_b32_e32 v4, v4, v5, vcc_lo
	v_mul_f32_e32 v1, v1, v4
	v_sub_f32_e32 v4, v24, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0xff800000, v4, vcc_lo
	v_lshlrev_b32_e32 v4, 2, v0
	ds_store_b32 v4, v1 offset:4096
.LBB2_218:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s23, s4
	s_cbranch_execz .LBB2_231
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB2_224
	s_add_u32 s8, s36, -1
	s_addc_u32 s9, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s7, s[8:9], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_225
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s20, s36, 0xff8
	s_mov_b32 s21, s17
	s_mov_b64 s[8:9], 0
	s_mov_b32 s34, s17
.LBB2_222:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v10, s34
	s_mov_b64 s[30:31], s[8:9]
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
	s_cselect_b32 s8, s30, s18
	s_cselect_b32 s18, s31, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s14, v10, v10
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v5, v1
	v_cmp_u_f32_e64 s15, v11, v11
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s9
	s_add_u32 s7, s30, 1
	v_cndmask_b32_e32 v1, v1, v5, vcc_lo
	s_addc_u32 s9, s31, 0
	s_and_b32 s19, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s9, s18
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v6, v1
	s_and_b32 s10, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s30, 2
	v_cndmask_b32_e32 v1, v1, v6, vcc_lo
	s_addc_u32 s10, s31, 0
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v7, v1
	s_and_b32 s10, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s30, 3
	v_cndmask_b32_e32 v1, v1, v7, vcc_lo
	s_addc_u32 s10, s31, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v8, v1
	s_and_b32 s10, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s30, 4
	v_cndmask_b32_e32 v1, v1, v8, vcc_lo
	s_addc_u32 s10, s31, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v9, v1
	s_and_b32 s10, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s30, 5
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	s_addc_u32 s10, s31, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v10, v1
	s_and_b32 s10, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s30, 6
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_addc_u32 s10, s31, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s8, s7, s8
	s_cselect_b32 s9, s10, s9
	v_cmp_o_f32_e32 vcc_lo, v1, v1
	v_cmp_gt_f32_e64 s7, v11, v1
	s_and_b32 s10, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s10
	s_add_u32 s7, s30, 7
	s_addc_u32 s10, s31, 0
	s_and_b32 s11, vcc_lo, exec_lo
	s_cselect_b32 s19, s10, s9
	s_cselect_b32 s18, s7, s8
	s_add_i32 s34, s34, 32
	v_cndmask_b32_e32 v1, v1, v11, vcc_lo
	s_add_u32 s8, s30, 8
	s_addc_u32 s9, s31, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], s[20:21]
	s_cbranch_scc1 .LBB2_222
	s_add_u32 s10, s30, 8
	s_addc_u32 s11, s31, 0
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s7, -1, 0
	s_branch .LBB2_226
.LBB2_224:
	v_mov_b32_e32 v1, 0
	s_branch .LBB2_230
.LBB2_225:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s7, -1
	s_mov_b64 s[10:11], 0
.LBB2_226:
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccz .LBB2_229
	s_lshl_b32 s9, s10, 2
	.p2align	6
.LBB2_228:
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
	s_cbranch_scc1 .LBB2_228
.LBB2_229:
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
.LBB2_230:
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v1 offset:16396
.LBB2_231:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_233:
	s_cmp_lt_f32 s22, 1.0
	buffer_gl0_inv
	s_cselect_b32 s7, -1, 0
	s_xor_b32 s8, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s7, s7, s8
	s_and_b32 vcc_lo, exec_lo, s7
	s_mov_b32 s7, -1
	s_cbranch_vccnz .LBB2_238
	s_and_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_241
.LBB2_235:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB2_237
.LBB2_236:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x4014
	v_mov_b32_e32 v4, 0x400c
	ds_load_b64 v[0:1], v6 offset:16384
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v1
	ds_load_b32 v7, v6 offset:16412
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v2
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v2, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v1, 0x41000000, v7 :: v_dual_add_f32 v0, v0, v2
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v5, v4, s1
	v_add_f32_e32 v4, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v3, v2, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s26, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v4
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
	v_cvt_u32_f32_e32 v1, v4
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB2_237:
	s_endpgm
.LBB2_238:
	s_and_saveexec_b32 s7, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:16400
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB2_235
.LBB2_241:
	v_lshlrev_b32_e32 v1, 2, v0
	s_mul_i32 s10, s40, 0xcd9e8d57
	s_mul_hi_u32 s11, s40, 0xcd9e8d57
	s_and_saveexec_b32 s12, s6
	s_cbranch_execz .LBB2_243
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_add_i32 s6, s38, 0x9e3779b9
	s_add_i32 s8, s39, 0x76cf5d0a
	s_mov_b32 s14, 0xd078c69f
	s_mov_b32 s15, 0x3fc39a09
	s_mov_b32 s16, 0x1d8e78af
	v_xor_b32_e32 v5, s7, v5
	s_add_i32 s7, s39, 0xbb67ae85
	s_mov_b32 s18, 0x94229359
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd24924
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	s_mov_b32 s20, 0x9997fa04
	s_mov_b32 s22, 0x55555593
	s_mov_b32 s21, 0x3fd99999
	s_mov_b32 s23, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s31, 0x3dea39ef
	v_xor3_b32 v6, s10, s6, v6
	s_xor_b32 s6, s38, s11
	s_mov_b32 s34, 0xfee00000
	s_xor_b32 s6, s2, s6
	s_mov_b32 s35, 0x3fe62e42
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v4, s7, s9, v4
	s_add_i32 s7, s38, 0xdaa66d2b
	global_load_b32 v21, v1, s[28:29]
	v_cvt_f32_u32_e32 v0, v0
	v_xor3_b32 v9, s6, s8, v7
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v4, 0
	s_add_i32 s6, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v9, 0
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v4, s6, v8, v5
	s_add_i32 s6, s39, 0x32370b8f
	v_xor3_b32 v7, s7, v10, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_add_i32 s7, s39, 0xed9eba14
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	v_xor3_b32 v5, s6, v5, v6
	s_add_i32 s6, s38, 0x78dde6e4
	v_xor3_b32 v6, s7, v8, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	s_add_i32 s7, s38, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v5, s6, v5, v9
	s_add_i32 s6, s39, 0xa9066899
	v_xor3_b32 v6, s7, v11, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s7, s39, 0x646e171e
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	v_xor3_b32 v5, s6, v5, v7
	s_add_i32 s6, s38, 0xb54cda56
	v_xor3_b32 v6, s7, v9, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	s_add_i32 s7, s38, 0x5384540f
	v_mul_hi_u32 v6, 0xcd9e8d57, v6
	v_xor3_b32 v5, s6, v5, v10
	s_add_i32 s6, s39, 0x1fd5c5a3
	v_xor3_b32 v6, s7, v6, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s7, s39, 0xdb3d7428
	v_mul_hi_u32 v6, 0xd2511f53, v6
	v_xor3_b32 v5, s6, v5, v8
	s_add_i32 s6, s38, 0x8ff34781
	v_xor3_b32 v4, s7, v6, v4
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
	v_add_nc_u32_e32 v16, 0x95f62, v5
	v_and_b32_e32 v5, 0xfffff, v16
	v_lshrrev_b32_e32 v16, 20, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	v_add_co_u32 v20, s13, 0xfffffc01, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v16, null, 0, -1, s13
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[16:17], v16
	v_add_f64 v[6:7], v[4:5], 2.0
	v_mul_f64 v[18:19], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[8:9], null, v[6:7], v[6:7], v[4:5]
	v_div_scale_f64 v[14:15], vcc_lo, v[4:5], v[6:7], v[4:5]
	v_rcp_f64_e32 v[10:11], v[8:9]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[14:15], v[10:11]
	v_fma_f64 v[8:9], -v[8:9], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[12:13]
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[8:9], v[6:7], v[6:7]
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[10:11], s[6:7]
	v_mul_f64 v[14:15], v[10:11], s[14:15]
	v_add_f64 v[12:13], v[12:13], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], s[16:17]
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[10:11], v[14:15]
	v_add_f64 v[12:13], v[12:13], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], s[20:21]
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[10:11], v[10:11], v[14:15]
	v_ldexp_f64 v[14:15], v[16:17], 32
	v_mul_f64 v[16:17], v[4:5], v[18:19]
	v_add_f64 v[12:13], v[12:13], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[8:9], v[8:9], v[12:13]
	v_cvt_f64_u32_e32 v[12:13], v20
	v_add_f64 v[8:9], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[14:15], v[12:13]
	v_add_f64 v[8:9], v[16:17], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[10:11], s[30:31]
	v_mul_f64 v[6:7], v[6:7], v[8:9]
	v_mul_f64 v[8:9], v[10:11], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[12:13], v[6:7]
	v_add_f64 v[6:7], v[6:7], -v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], v[6:7]
	v_add_f64 v[4:5], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v5, 0x80000000, v5
	v_add_co_u32 v6, s13, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v7, null, 0, 0, s13
	v_and_b32_e32 v5, 0xfffff, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_add_f64 v[8:9], v[4:5], 2.0
	v_mul_f64 v[18:19], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[10:11], null, v[8:9], v[8:9], v[4:5]
	v_div_scale_f64 v[16:17], vcc_lo, v[4:5], v[8:9], v[4:5]
	v_rcp_f64_e32 v[12:13], v[10:11]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[16:17], v[12:13]
	v_fma_f64 v[10:11], -v[10:11], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[10:11], v[10:11], v[12:13], v[14:15]
	v_add_co_u32 v20, vcc_lo, 0xfffffc01, v6
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[6:7], v6
	v_div_fixup_f64 v[8:9], v[10:11], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[6:7], v[6:7], 32
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	v_mul_f64 v[14:15], v[12:13], s[6:7]
	v_mul_f64 v[16:17], v[12:13], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], s[8:9]
	v_add_f64 v[16:17], v[16:17], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], s[18:19]
	v_add_f64 v[16:17], v[16:17], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_mul_f64 v[16:17], v[4:5], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], s[22:23]
	v_mul_f64 v[10:11], v[10:11], v[14:15]
	v_cvt_f64_u32_e32 v[14:15], v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_add_f64 v[6:7], v[6:7], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[16:17], v[10:11]
	v_mul_f64 v[12:13], v[6:7], s[30:31]
	v_mul_f64 v[6:7], v[6:7], s[34:35]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], -v[16:17]
	v_add_f64 v[4:5], v[4:5], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[6:7], v[4:5]
	v_mov_b32_e32 v6, 0
	v_cvt_f32_f64_e32 v7, v[4:5]
	ds_load_b64 v[4:5], v6 offset:16416
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v21, v4
	v_cmp_ge_f32_e64 s6, v5, v0
	v_cmp_gt_f32_e64 s7, v21, v4
	v_mul_f32_e32 v5, s33, v21
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v0, 0, 1.0, s7
	v_cndmask_b32_e64 v4, 0, 1.0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v4, v0
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	v_sub_f32_e32 v4, v5, v7
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xff800000, v4, vcc_lo
	ds_store_b32 v1, v0
.LBB2_243:
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB2_245
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v2, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_add_i32 s5, s38, 0x9e3779b9
	s_add_i32 s6, s39, 0xbb67ae85
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	s_mov_b32 s15, 0x3fcc71c5
	v_xor_b32_e32 v0, s7, v5
	s_add_i32 s7, s39, 0x76cf5d0a
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v0, 0
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	s_mov_b32 s22, 0x35793c76
	s_mov_b32 s23, 0x3dea39ef
	s_mov_b32 s30, 0xfee00000
	s_mov_b32 s31, 0x3fe62e42
	v_xor3_b32 v0, s10, s5, v6
	s_xor_b32 s5, s38, s11
	s_mov_b32 s10, 0xd078c69f
	s_xor_b32 s5, s2, s5
	s_mov_b32 s11, 0x3fc39a09
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v0, 0
	s_mul_hi_u32 s8, s5, 0xd2511f53
	s_mul_i32 s5, s5, 0xd2511f53
	v_xor3_b32 v0, s6, s8, v4
	s_add_i32 s6, s38, 0xdaa66d2b
	s_mov_b32 s8, 0x96cb03de
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v4, s5, s7, v7
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v0, 0
	s_add_i32 s5, s38, 0x3c6ef372
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v4, 0
	v_xor3_b32 v0, s5, v8, v5
	s_add_i32 s5, s39, 0x32370b8f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s6, v10, v7
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_add_i32 s6, s39, 0xed9eba14
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	v_xor3_b32 v0, s5, v5, v6
	s_add_i32 s5, s38, 0x78dde6e4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v8, v4
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_add_i32 s6, s38, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v0, s5, v5, v9
	s_add_i32 s5, s39, 0xa9066899
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v11, v4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v0, 0
	s_add_i32 s6, s39, 0x646e171e
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	v_xor3_b32 v0, s5, v5, v7
	s_add_i32 s5, s38, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v9, v4
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v0, 0
	s_add_i32 s6, s38, 0x5384540f
	v_mul_hi_u32 v0, 0xcd9e8d57, v6
	v_xor3_b32 v5, s5, v5, v10
	s_add_i32 s5, s39, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v0, v4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s6, s39, 0xdb3d7428
	v_mul_hi_u32 v0, 0xd2511f53, v0
	v_xor3_b32 v5, s5, v5, v8
	s_add_i32 s5, s38, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v0, s6, v0, v4
	v_mul_lo_u32 v4, 0xcd9e8d57, v5
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v0, 0xcd9e8d57, v0
	v_xor3_b32 v0, v4, s5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[4:5], v0
	v_add_f64 v[4:5], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	v_add_nc_u32_e32 v0, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v5, 0xfffff, v0
	v_lshrrev_b32_e32 v0, 20, v0
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, s5, 0xfffffc01, v0
	v_add_co_ci_u32_e64 v16, null, 0, -1, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_cvt_f64_i32_e32 v[16:17], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[6:7], v[4:5], 2.0
	v_mul_f64 v[18:19], v[4:5], 0.5
	v_div_scale_f64 v[8:9], null, v[6:7], v[6:7], v[4:5]
	v_div_scale_f64 v[14:15], vcc_lo, v[4:5], v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_mul_f64 v[12:13], v[14:15], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], -v[8:9], v[12:13], v[14:15]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], v[4:5]
	v_mul_f64 v[8:9], v[6:7], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	v_mul_f64 v[12:13], v[10:11], s[6:7]
	v_mul_f64 v[14:15], v[10:11], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], s[8:9]
	v_add_f64 v[14:15], v[14:15], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_mul_f64 v[14:15], v[10:11], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], s[16:17]
	v_add_f64 v[14:15], v[14:15], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_mul_f64 v[10:11], v[10:11], v[14:15]
	v_ldexp_f64 v[14:15], v[16:17], 32
	v_mul_f64 v[16:17], v[4:5], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], s[20:21]
	v_mul_f64 v[8:9], v[8:9], v[12:13]
	v_cvt_f64_u32_e32 v[12:13], v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[16:17], v[8:9]
	v_mul_f64 v[12:13], v[10:11], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[6:7], v[6:7], v[8:9]
	v_mul_f64 v[8:9], v[10:11], s[30:31]
	v_add_f64 v[6:7], v[12:13], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], -v[16:17]
	v_add_f64 v[4:5], v[4:5], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[8:9], v[4:5]
	v_xor_b32_e32 v0, 0x80000000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s5, 0x95f62, v0
	v_add_co_ci_u32_e64 v7, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v0, 0xfffff, v6
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v0
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[4:5], 2.0
	v_mul_f64 v[18:19], v[4:5], 0.5
	v_div_scale_f64 v[10:11], null, v[8:9], v[8:9], v[4:5]
	v_div_scale_f64 v[16:17], vcc_lo, v[4:5], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_mul_f64 v[14:15], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[10:11], v[14:15], v[16:17]
	v_div_fmas_f64 v[10:11], v[10:11], v[12:13], v[14:15]
	v_add_co_u32 v0, vcc_lo, 0xfffffc01, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	v_cvt_f64_i32_e32 v[6:7], v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[8:9], v[10:11], v[8:9], v[4:5]
	v_ldexp_f64 v[6:7], v[6:7], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[12:13], s[6:7]
	v_mul_f64 v[16:17], v[12:13], s[10:11]
	v_add_f64 v[14:15], v[14:15], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[14:15]
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[14:15], v[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[18:19]
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_mul_f64 v[16:17], v[4:5], v[18:19]
	v_add_f64 v[14:15], v[14:15], s[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[14:15]
	v_lshlrev_b32_e32 v14, 2, v2
	global_load_b32 v20, v14, s[28:29]
	v_cvt_f64_u32_e32 v[14:15], v0
	v_clz_i32_u32_e32 v0, 0
	v_min_u32_e32 v0, 32, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], v0, v[2:3]
	v_sub_nc_u32_e32 v0, 32, v0
	v_min_u32_e32 v2, 1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v3, v2
	v_cvt_f32_u32_e32 v2, v2
	v_add_f64 v[10:11], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_ldexp_f32 v0, v2, v0
	v_add_f64 v[6:7], v[6:7], v[14:15]
	v_add_f64 v[10:11], v[16:17], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[12:13], v[6:7], s[22:23]
	v_mul_f64 v[6:7], v[6:7], s[30:31]
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], v[8:9]
	v_add_f64 v[4:5], v[6:7], v[4:5]
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cvt_f32_f64_e32 v7, v[4:5]
	ds_load_b64 v[4:5], v6 offset:16416
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s5, v5, v0
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v20, v4
	v_cmp_gt_f32_e64 s6, v20, v4
	v_mul_f32_e32 v3, s33, v20
	s_and_b32 s5, vcc_lo, s5
	v_cndmask_b32_e64 v0, 0, 1.0, s6
	v_cndmask_b32_e64 v2, 0, 1.0, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v2, v0
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	v_sub_f32_e32 v2, v3, v7
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xff800000, v2, vcc_lo
	ds_store_b32 v1, v0 offset:4096
.LBB2_245:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s22, s4
	s_cbranch_execz .LBB2_258
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB2_251
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s5, s[6:7], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB2_252
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s18, s36, 0xff8
	s_mov_b32 s19, s15
	s_mov_b64 s[6:7], 0
	s_mov_b32 s23, s15
.LBB2_249:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s23
	s_mov_b64 s[20:21], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s5, v1, v0
	v_cmp_u_f32_e64 s7, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v3, v3
	v_cmp_u_f32_e64 s9, v4, v4
	s_and_b32 s6, vcc_lo, s6
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v5, v5
	s_or_b32 vcc_lo, s5, s6
	v_cmp_u_f32_e64 s11, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s5, vcc_lo, exec_lo
	s_cselect_b32 s6, s20, s16
	s_cselect_b32 s16, s21, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s12, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v2, v0
	v_cmp_u_f32_e64 s13, v8, v8
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s7
	s_add_u32 s5, s20, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s7, s16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v3, v0
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v4, v0
	s_and_b32 s8, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v5, v0
	s_and_b32 s8, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v6, v0
	s_and_b32 s8, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v7, v0
	s_and_b32 s8, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v8, v0
	s_and_b32 s8, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 7
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s17, s8, s7
	s_cselect_b32 s16, s5, s6
	s_add_i32 s23, s23, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s6, s20, 8
	s_addc_u32 s7, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB2_249
	s_add_u32 s8, s20, 8
	s_addc_u32 s9, s21, 0
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s5, -1, 0
	s_branch .LBB2_253
.LBB2_251:
	v_mov_b32_e32 v0, 0
	s_branch .LBB2_257
.LBB2_252:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b32 s5, -1
	s_mov_b64 s[8:9], 0
.LBB2_253:
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccz .LBB2_256
	s_lshl_b32 s7, s8, 2
	.p2align	6
.LBB2_255:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s5, v1, v1
	v_cmp_gt_f32_e64 s6, v1, v0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s5
	s_and_b32 s5, vcc_lo, exec_lo
	s_cselect_b32 s17, s9, s17
	s_cselect_b32 s16, s8, s16
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_add_i32 s7, s7, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB2_255
.LBB2_256:
	s_clz_i32_u32 s5, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s5, s5, 32
	s_lshl_b64 s[6:7], s[16:17], s5
	s_sub_i32 s5, 32, s5
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s6, s5
.LBB2_257:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:16400
.LBB2_258:
	s_or_b32 exec_lo, exec_lo, s22
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB2_236
	s_branch .LBB2_237
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w2048
		.amdhsa_group_segment_fixed_size 16436
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 72
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

	.set tessera_gumbel_w2048.num_vgpr, 32
	.set tessera_gumbel_w2048.num_agpr, 0
	.set tessera_gumbel_w2048.numbered_sgpr, 72
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
	s_cbranch_vccnz .LBB3_277
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
	ds_store_b32 v8, v1 offset:32788
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
	ds_store_b32 v8, v1 offset:32792
.LBB3_78:
	s_or_b32 exec_lo, exec_lo, s30
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
	v_lshlrev_b32_e32 v1, 2, v2
	global_load_b32 v1, v1, s[34:35]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v8, s33, v1
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
	v_mul_f32_e32 v9, s33, v8
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
	v_mul_f32_e32 v8, s33, v1
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
	v_mul_f32_e32 v8, s33, v1
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
	ds_store_b32 v8, v1 offset:32796
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
	v_dual_mov_b32 v8, 0xff800000 :: v_dual_mov_b32 v1, 0
	v_mov_b32_e32 v9, 0x7f800000
	ds_store_b64 v1, v[8:9] offset:32800
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
	s_and_saveexec_b32 s23, s4
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
	v_readfirstlane_b32 s31, v1
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
	s_cmp_ge_f32 s14, s31
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
	v_mov_b32_e32 v9, 0x7f800000
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
	s_cmp_ge_f32 s1, s31
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
	v_ldexp_f32 v9, s10, s9
.LBB3_138:
	v_dual_mov_b32 v8, s1 :: v_dual_mov_b32 v1, 0
	ds_store_b64 v1, v[8:9] offset:32800
.LBB3_139:
	s_or_b32 exec_lo, exec_lo, s23
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_140:
	s_cmp_lt_f32 s30, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s9, s1, s0
	s_xor_b32 s31, s9, -1
	s_mov_b32 s9, -1
	s_and_b32 vcc_lo, exec_lo, s31
	s_cbranch_vccnz .LBB3_148
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_151
.LBB3_142:
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s9, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_173
.LBB3_143:
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_176
.LBB3_144:
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s9, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_197
.LBB3_145:
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_200
.LBB3_146:
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s9, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB3_247
.LBB3_147:
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_250
	s_branch .LBB3_273
.LBB3_148:
	s_and_saveexec_b32 s9, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:32808
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_142
.LBB3_151:
	s_and_saveexec_b32 s11, s8
	s_cbranch_execnz .LBB3_162
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execnz .LBB3_163
.LBB3_153:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execnz .LBB3_164
.LBB3_154:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execz .LBB3_156
.LBB3_155:
	v_dual_mov_b32 v10, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	v_clz_i32_u32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_b64 v[10:11], v10 offset:32800
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
	v_cmp_eq_f32_e64 s9, v1, v10
	v_cmp_gt_f32_e64 s10, v1, v10
	v_mul_f32_e32 v1, s33, v1
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v1, 0xff800000, v1 :: v_dual_lshlrev_b32 v8, 2, v0
	ds_store_b32 v8, v1 offset:12288
.LBB3_156:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB3_171
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB3_165
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s16, s36, 7
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_mov_b32 s17, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_166
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s17
	s_mov_b64 s[20:21], 0
	s_mov_b32 s22, s17
.LBB3_160:
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
	s_cbranch_scc1 .LBB3_160
	s_cmp_lg_u64 s[16:17], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB3_167
.LBB3_162:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	v_cvt_f32_u32_e32 v11, v0
	global_load_b32 v10, v1, s[34:35]
	ds_load_b64 v[8:9], v8 offset:32800
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s9, v10, v8
	v_cmp_gt_f32_e64 s10, v10, v8
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_dual_cndmask_b32 v8, v8, v9 :: v_dual_mul_f32 v9, s33, v10
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xff800000, v9, vcc_lo
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB3_153
.LBB3_163:
	v_dual_mov_b32 v10, 0 :: v_dual_lshlrev_b32 v1, 2, v6
	v_clz_i32_u32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_b64 v[10:11], v10 offset:32800
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
	v_cmp_eq_f32_e64 s9, v1, v10
	v_cmp_gt_f32_e64 s10, v1, v10
	v_mul_f32_e32 v1, s33, v1
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v1, 0xff800000, v1 :: v_dual_lshlrev_b32 v8, 2, v0
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB3_154
.LBB3_164:
	v_dual_mov_b32 v10, 0 :: v_dual_lshlrev_b32 v1, 2, v4
	v_clz_i32_u32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_b64 v[10:11], v10 offset:32800
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
	v_cmp_eq_f32_e64 s9, v1, v10
	v_cmp_gt_f32_e64 s10, v1, v10
	v_mul_f32_e32 v1, s33, v1
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v1, 0xff800000, v1 :: v_dual_lshlrev_b32 v8, 2, v0
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execnz .LBB3_155
	s_branch .LBB3_156
.LBB3_165:
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB3_170
.LBB3_166:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s9, -1
.LBB3_167:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB3_170
	s_lshl_b32 s11, s18, 2
.LBB3_169:
	s_delay_alu instid0(SALU_CYCLE_1)
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
	s_cbranch_scc1 .LBB3_169
.LBB3_170:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v1 offset:32808
.LBB3_171:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s9, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_143
.LBB3_173:
	s_and_saveexec_b32 s9, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:32812
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_144
.LBB3_176:
	s_and_saveexec_b32 s11, s8
	s_cbranch_execnz .LBB3_187
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execnz .LBB3_188
.LBB3_178:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execnz .LBB3_189
.LBB3_179:
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execz .LBB3_181
.LBB3_180:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	global_load_b32 v1, v1, s[34:35]
	ds_load_b96 v[8:10], v8 offset:32800
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v11, s33, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s10, v1, v8
	v_cmp_eq_f32_e64 s9, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v12, v11, v10
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v10, 0xc2d00000, v12, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	v_add_f32_e32 v13, 0x4b400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0xcb400000, v13
	v_mul_f32_e32 v14, 0xbf317200, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v15, 0x35bfbe8e, v11 :: v_dual_add_f32 v14, v10, v14
	v_sub_f32_e32 v10, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v10
	v_mul_f32_e32 v16, 0x3331bb4c, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x388ab355, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xbb360b61, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x3e2aaaab, v16
	v_mul_f32_e32 v11, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v10, v11
	v_mul_f32_e32 v16, v10, v11
	v_sub_f32_e32 v17, 2.0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v18, null, v17, v17, v16
	v_div_scale_f32 v20, vcc_lo, v16, v17, v16
	v_rcp_f32_e32 v19, v18
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v10, v19
	v_clz_i32_u32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, v20, v19
	v_min_u32_e32 v22, 32, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v18, v21, v20
	v_fmac_f32_e32 v21, v11, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[10:11], v22, v[2:3]
	v_fma_f32 v18, -v18, v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v10, 1, v10
	v_div_fmas_f32 v18, v18, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v10, v11, v10
	v_div_fixup_f32 v11, v18, v17, v16
	v_sub_nc_u32_e32 v16, 32, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cvt_f32_u32_e32 v10, v10
	v_add_nc_u32_e32 v17, 0xb4c00100, v13
	v_sub_f32_e32 v11, v15, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f32 v10, v10, v16
	v_lshrrev_b32_e32 v15, 1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v11, v14, v11
	v_cmp_ge_f32_e32 vcc_lo, v9, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v9, v13, v15
	v_lshl_add_u32 v10, v15, 23, 0xff800000
	v_add_f32_e32 v11, 1.0, v11
	s_and_b32 s9, s9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v8, v9, 23, 0x7f800000
	v_mul_f32_e32 v9, v11, v10
	v_cndmask_b32_e64 v10, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v10, v1
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v8, 0x7fc00000, v8, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:12288
.LBB3_181:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB3_195
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v8, 0
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[12:13], 0
	s_cbranch_scc1 .LBB3_194
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s11, s[10:11], 7
	s_and_b32 s10, s36, 7
	s_and_b32 vcc_lo, exec_lo, s11
	s_mov_b32 s11, 0
	s_cbranch_vccnz .LBB3_190
	v_mov_b32_e32 v8, 0
	s_and_b32 s12, s36, 0x1ff8
	s_mov_b32 s13, s11
	s_mov_b64 s[14:15], 0
	s_mov_b32 s16, s11
	.p2align	6
.LBB3_185:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v15, s16
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s16, s16, 32
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
	s_cbranch_scc1 .LBB3_185
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s13, -1, 0
	s_branch .LBB3_191
.LBB3_187:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v11, v1, s[34:35]
	ds_load_b96 v[8:10], v8 offset:32800
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s33, v11
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s10, v11, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v10, v12, v10
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v12, 0xc2d00000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v12
	v_cndmask_b32_e32 v12, 0x42b20000, v12, vcc_lo
	v_mul_f32_e32 v13, 0x3fb8aa3b, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x4b400000, v13
	v_add_f32_e32 v14, 0xcb400000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v15, 0xbf317200, v14
	v_mul_f32_e32 v14, 0x35bfbe8e, v14
	v_add_f32_e32 v12, v12, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v12, v14
	v_mul_f32_e32 v16, v15, v15
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
	v_sub_f32_e32 v16, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v15, v16
	v_sub_f32_e32 v16, 2.0, v16
	v_div_scale_f32 v17, null, v16, v16, v15
	v_div_scale_f32 v20, vcc_lo, v15, v16, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v18, v17
	v_fma_f32 v19, -v17, v18, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v17, v19, v20
	v_fmac_f32_e32 v19, v21, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v17, -v17, v19, v20
	v_div_fmas_f32 v17, v17, v18, v19
	v_cmp_eq_f32_e32 vcc_lo, v11, v8
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v15, v17, v16, v15
	v_add_nc_u32_e32 v16, 0xb4c00100, v13
	v_sub_f32_e32 v14, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v15, 1, v16
	v_sub_f32_e32 v12, v12, v14
	v_cvt_f32_u32_e32 v14, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v13, v13, v15
	v_lshl_add_u32 v15, v15, 23, 0xff800000
	v_add_f32_e32 v12, 1.0, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_ge_f32_e64 s9, v9, v14
	v_lshl_add_u32 v9, v13, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_mul_f32_e32 v11, v12, v15
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v12, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, v11, v9
	v_cmp_gt_f32_e32 vcc_lo, v12, v8
	v_cndmask_b32_e32 v8, v8, v12, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v9, 0x7fc00000, v9, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0, v9, vcc_lo
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB3_178
.LBB3_188:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v6
	global_load_b32 v1, v1, s[34:35]
	ds_load_b96 v[8:10], v8 offset:32800
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v11, s33, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s10, v1, v8
	v_cmp_eq_f32_e64 s9, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v12, v11, v10
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v10, 0xc2d00000, v12, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	v_add_f32_e32 v13, 0x4b400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0xcb400000, v13
	v_mul_f32_e32 v14, 0xbf317200, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v15, 0x35bfbe8e, v11 :: v_dual_add_f32 v14, v10, v14
	v_sub_f32_e32 v10, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v10
	v_mul_f32_e32 v16, 0x3331bb4c, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x388ab355, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xbb360b61, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x3e2aaaab, v16
	v_mul_f32_e32 v11, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v10, v11
	v_mul_f32_e32 v16, v10, v11
	v_sub_f32_e32 v17, 2.0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v18, null, v17, v17, v16
	v_div_scale_f32 v20, vcc_lo, v16, v17, v16
	v_rcp_f32_e32 v19, v18
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v10, v19
	v_clz_i32_u32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, v20, v19
	v_min_u32_e32 v22, 32, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v18, v21, v20
	v_fmac_f32_e32 v21, v11, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[10:11], v22, v[6:7]
	v_fma_f32 v18, -v18, v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v10, 1, v10
	v_div_fmas_f32 v18, v18, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v10, v11, v10
	v_div_fixup_f32 v11, v18, v17, v16
	v_sub_nc_u32_e32 v16, 32, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cvt_f32_u32_e32 v10, v10
	v_add_nc_u32_e32 v17, 0xb4c00100, v13
	v_sub_f32_e32 v11, v15, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f32 v10, v10, v16
	v_lshrrev_b32_e32 v15, 1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v11, v14, v11
	v_cmp_ge_f32_e32 vcc_lo, v9, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v9, v13, v15
	v_lshl_add_u32 v10, v15, 23, 0xff800000
	v_add_f32_e32 v11, 1.0, v11
	s_and_b32 s9, s9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v8, v9, 23, 0x7f800000
	v_mul_f32_e32 v9, v11, v10
	v_cndmask_b32_e64 v10, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v10, v1
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v8, 0x7fc00000, v8, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB3_179
.LBB3_189:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v4
	global_load_b32 v1, v1, s[34:35]
	ds_load_b96 v[8:10], v8 offset:32800
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v11, s33, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_f32_e64 s10, v1, v8
	v_cmp_eq_f32_e64 s9, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v12, v11, v10
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v10, 0xc2d00000, v12, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v10
	v_cndmask_b32_e32 v10, 0x42b20000, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	v_add_f32_e32 v13, 0x4b400000, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, 0xcb400000, v13
	v_mul_f32_e32 v14, 0xbf317200, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v15, 0x35bfbe8e, v11 :: v_dual_add_f32 v14, v10, v14
	v_sub_f32_e32 v10, v14, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v10
	v_mul_f32_e32 v16, 0x3331bb4c, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x388ab355, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0xbb360b61, v16
	v_mul_f32_e32 v16, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v16, 0x3e2aaaab, v16
	v_mul_f32_e32 v11, v11, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v11, v10, v11
	v_mul_f32_e32 v16, v10, v11
	v_sub_f32_e32 v17, 2.0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v18, null, v17, v17, v16
	v_div_scale_f32 v20, vcc_lo, v16, v17, v16
	v_rcp_f32_e32 v19, v18
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v10, v19
	v_clz_i32_u32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v21, v20, v19
	v_min_u32_e32 v22, 32, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v11, -v18, v21, v20
	v_fmac_f32_e32 v21, v11, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[10:11], v22, v[4:5]
	v_fma_f32 v18, -v18, v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v10, 1, v10
	v_div_fmas_f32 v18, v18, v19, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v10, v11, v10
	v_div_fixup_f32 v11, v18, v17, v16
	v_sub_nc_u32_e32 v16, 32, v22
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cvt_f32_u32_e32 v10, v10
	v_add_nc_u32_e32 v17, 0xb4c00100, v13
	v_sub_f32_e32 v11, v15, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f32 v10, v10, v16
	v_lshrrev_b32_e32 v15, 1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v11, v14, v11
	v_cmp_ge_f32_e32 vcc_lo, v9, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_nc_u32_e32 v9, v13, v15
	v_lshl_add_u32 v10, v15, 23, 0xff800000
	v_add_f32_e32 v11, 1.0, v11
	s_and_b32 s9, s9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v8, v9, 23, 0x7f800000
	v_mul_f32_e32 v9, v11, v10
	v_cndmask_b32_e64 v10, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v8, v9, v8
	v_cmp_gt_f32_e32 vcc_lo, v10, v1
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v8, 0x7fc00000, v8, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v1, 0, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s11
	s_and_saveexec_b32 s11, s5
	s_cbranch_execnz .LBB3_180
	s_branch .LBB3_181
.LBB3_190:
	v_mov_b32_e32 v8, 0
	s_mov_b32 s13, -1
.LBB3_191:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB3_194
	s_lshl_b32 s12, s12, 2
.LBB3_193:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s12
	s_add_i32 s12, s12, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v8, v8, v9
	s_cbranch_scc1 .LBB3_193
.LBB3_194:
	ds_store_b32 v1, v8 offset:32812
.LBB3_195:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s9, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_145
.LBB3_197:
	s_and_saveexec_b32 s9, s4
	s_cbranch_execz .LBB3_199
	v_mov_b32_e32 v1, 0xff800000
	v_mov_b32_e32 v8, 0x7f800000
	v_add_nc_u32_e64 v9, 0x8000, 0
	ds_store_2addr_b32 v9, v8, v1 offset0:2 offset1:12
.LBB3_199:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_146
.LBB3_200:
	s_and_saveexec_b32 s12, s8
	s_cbranch_execnz .LBB3_211
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s7
	s_cbranch_execnz .LBB3_212
.LBB3_202:
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s6
	s_cbranch_execnz .LBB3_213
.LBB3_203:
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s5
	s_cbranch_execz .LBB3_205
.LBB3_204:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v2
	global_load_b32 v1, v1, s[34:35]
	ds_load_b128 v[8:11], v8 offset:32800
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s33, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v1, v8
	v_cmp_gt_f32_e64 s11, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v12, v10
	v_cndmask_b32_e64 v1, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v12, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v12
	v_cndmask_b32_e32 v12, 0x42b20000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x3fb8aa3b, v12
	v_add_f32_e32 v13, 0x4b400000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0xcb400000, v13
	v_mul_f32_e32 v15, 0xbf317200, v14
	v_mul_f32_e32 v14, 0x35bfbe8e, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v15
	v_sub_f32_e32 v15, v12, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v15
	v_mul_f32_e32 v17, 0x3331bb4c, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xb5ddea0e, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x388ab355, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xbb360b61, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x3e2aaaab, v17
	v_mul_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v15, v16
	v_mul_f32_e32 v15, v15, v16
	v_sub_f32_e32 v16, 2.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v17, null, v16, v16, v15
	v_div_scale_f32 v20, vcc_lo, v15, v16, v15
	v_rcp_f32_e32 v18, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v20, v18
	v_fma_f32 v21, -v17, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v21, v18
	v_fma_f32 v17, -v17, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v18, v19
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	v_div_fixup_f32 v15, v17, v16, v15
	v_add_nc_u32_e32 v16, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 1, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v12, v14
	v_sub_nc_u32_e32 v13, v13, v15
	v_lshl_add_u32 v14, v15, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v12, 1.0, v12
	v_lshl_add_u32 v13, v13, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v12, v14
	v_mul_f32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, 0x7fc00000, v12, vcc_lo
	v_clz_i32_u32_e32 v12, 0
	v_div_scale_f32 v14, null, v11, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v16, 32, v12
	v_div_scale_f32 v18, vcc_lo, v10, v11, v10
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[12:13], v16, v[2:3]
	v_sub_nc_u32_e32 v16, 32, v16
	v_min_u32_e32 v12, 1, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v14, v15, 1.0
	v_or_b32_e32 v12, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v15, v17, v15
	v_cvt_f32_u32_e32 v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, v18, v15
	v_ldexp_f32 v12, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v14, v13, v18
	v_cmp_ge_f32_e64 s9, v9, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v17, v15
	s_and_b32 s9, s10, s9
	v_fma_f32 v9, -v14, v13, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v8, v9, v15, v13
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	v_div_fixup_f32 v8, v8, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e32 vcc_lo, v9, v1
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_add_f32_e32 v9, 0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_lshlrev_b32 v9, 2, v0
	ds_store_2addr_stride64_b32 v9, v8, v1 offset0:48 offset1:112
.LBB3_205:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s62, s4
	s_cbranch_execz .LBB3_245
	s_cmp_lg_u64 s[36:37], 0
	s_mov_b64 s[12:13], 0
	s_cselect_b32 s16, -1, 0
	s_cmp_eq_u64 s[36:37], 0
	s_cbranch_scc1 .LBB3_214
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_and_b32 s10, s36, 7
	s_mov_b32 s11, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_215
	v_mov_b32_e32 v1, 0
	s_and_b32 s12, s36, 0x1ff8
	s_mov_b32 s13, s11
	s_mov_b64 s[14:15], 0
	s_movk_i32 s9, 0x4000
	.p2align	6
.LBB3_209:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s9
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	s_add_i32 s9, s9, 32
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
	s_cbranch_scc1 .LBB3_209
	s_cmp_lg_u64 s[10:11], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB3_216
.LBB3_211:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v0
	global_load_b32 v12, v1, s[34:35]
	ds_load_b128 v[8:11], v8 offset:32800
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v13, s33, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v12, v8
	v_cmp_gt_f32_e64 s11, v12, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v13, v10
	v_cndmask_b32_e64 v8, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v13, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v13
	v_cndmask_b32_e32 v13, 0x42b20000, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v17, v16, v17
	v_mul_f32_e32 v16, v16, v17
	v_sub_f32_e32 v17, 2.0, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v18, null, v17, v17, v16
	v_div_scale_f32 v21, vcc_lo, v16, v17, v16
	v_rcp_f32_e32 v19, v18
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v18, v19, 1.0
	v_fmac_f32_e32 v19, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v21, v19
	v_fma_f32 v22, -v18, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v22, v19
	v_fma_f32 v18, -v18, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v18, v18, v19, v20
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	v_div_fixup_f32 v16, v18, v17, v16
	v_add_nc_u32_e32 v17, 0xb4c00100, v14
	v_cvt_f32_u32_e32 v18, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v15, v15, v16
	v_lshrrev_b32_e32 v16, 1, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_ge_f32_e64 s9, v9, v18
	v_sub_f32_e32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v14, v14, v16
	v_lshl_add_u32 v15, v16, 23, 0xff800000
	s_and_b32 s9, s10, s9
	v_add_f32_e32 v13, 1.0, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v14, v14, 23, 0x7f800000
	v_cndmask_b32_e64 v12, 0, 1.0, s9
	v_mul_f32_e32 v13, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v14
	v_cndmask_b32_e32 v10, 0x7fc00000, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v13, null, v11, v11, v10
	v_div_scale_f32 v16, vcc_lo, v10, v11, v10
	v_rcp_f32_e32 v14, v13
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v13, v14, 1.0
	v_fmac_f32_e32 v14, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v16, v14
	v_fma_f32 v17, -v13, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v15, v17, v14
	v_fma_f32 v9, -v13, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v9, v9, v14, v15
	v_cmp_gt_f32_e32 vcc_lo, v12, v8
	v_div_fixup_f32 v9, v9, v11, v10
	v_cndmask_b32_e32 v8, v8, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v10, 0, v9
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v8, 0, v9 :: v_dual_cndmask_b32 v9, -1.0, v10
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v11, 0x80000000, v9
	v_cmp_gt_i32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v9, v11, v10, vcc_lo
	ds_store_2addr_stride64_b32 v1, v9, v8 offset1:64
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB3_202
.LBB3_212:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v6
	global_load_b32 v1, v1, s[34:35]
	ds_load_b128 v[8:11], v8 offset:32800
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s33, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v1, v8
	v_cmp_gt_f32_e64 s11, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v12, v10
	v_cndmask_b32_e64 v1, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v12, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v12
	v_cndmask_b32_e32 v12, 0x42b20000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x3fb8aa3b, v12
	v_add_f32_e32 v13, 0x4b400000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0xcb400000, v13
	v_mul_f32_e32 v15, 0xbf317200, v14
	v_mul_f32_e32 v14, 0x35bfbe8e, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v15
	v_sub_f32_e32 v15, v12, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v15
	v_mul_f32_e32 v17, 0x3331bb4c, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xb5ddea0e, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x388ab355, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xbb360b61, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x3e2aaaab, v17
	v_mul_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v15, v16
	v_mul_f32_e32 v15, v15, v16
	v_sub_f32_e32 v16, 2.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v17, null, v16, v16, v15
	v_div_scale_f32 v20, vcc_lo, v15, v16, v15
	v_rcp_f32_e32 v18, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v20, v18
	v_fma_f32 v21, -v17, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v21, v18
	v_fma_f32 v17, -v17, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v18, v19
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	v_div_fixup_f32 v15, v17, v16, v15
	v_add_nc_u32_e32 v16, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 1, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v12, v14
	v_sub_nc_u32_e32 v13, v13, v15
	v_lshl_add_u32 v14, v15, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v12, 1.0, v12
	v_lshl_add_u32 v13, v13, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v12, v14
	v_mul_f32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, 0x7fc00000, v12, vcc_lo
	v_clz_i32_u32_e32 v12, 0
	v_div_scale_f32 v14, null, v11, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v16, 32, v12
	v_div_scale_f32 v18, vcc_lo, v10, v11, v10
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[12:13], v16, v[6:7]
	v_sub_nc_u32_e32 v16, 32, v16
	v_min_u32_e32 v12, 1, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v14, v15, 1.0
	v_or_b32_e32 v12, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v15, v17, v15
	v_cvt_f32_u32_e32 v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, v18, v15
	v_ldexp_f32 v12, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v14, v13, v18
	v_cmp_ge_f32_e64 s9, v9, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v17, v15
	s_and_b32 s9, s10, s9
	v_fma_f32 v9, -v14, v13, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v8, v9, v15, v13
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	v_div_fixup_f32 v8, v8, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e32 vcc_lo, v9, v1
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_add_f32_e32 v9, 0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_lshlrev_b32 v9, 2, v0
	ds_store_2addr_stride64_b32 v9, v8, v1 offset0:16 offset1:80
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s6
	s_cbranch_execz .LBB3_203
.LBB3_213:
	v_dual_mov_b32 v8, 0 :: v_dual_lshlrev_b32 v1, 2, v4
	global_load_b32 v1, v1, s[34:35]
	ds_load_b128 v[8:11], v8 offset:32800
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s33, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s10, v1, v8
	v_cmp_gt_f32_e64 s11, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v12, v10
	v_cndmask_b32_e64 v1, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v12, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v12
	v_cndmask_b32_e32 v12, 0x42b20000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x3fb8aa3b, v12
	v_add_f32_e32 v13, 0x4b400000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v14, 0xcb400000, v13
	v_mul_f32_e32 v15, 0xbf317200, v14
	v_mul_f32_e32 v14, 0x35bfbe8e, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v12, v12, v15
	v_sub_f32_e32 v15, v12, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v15, v15
	v_mul_f32_e32 v17, 0x3331bb4c, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xb5ddea0e, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x388ab355, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0xbb360b61, v17
	v_mul_f32_e32 v17, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, 0x3e2aaaab, v17
	v_mul_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v15, v16
	v_mul_f32_e32 v15, v15, v16
	v_sub_f32_e32 v16, 2.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v17, null, v16, v16, v15
	v_div_scale_f32 v20, vcc_lo, v15, v16, v15
	v_rcp_f32_e32 v18, v17
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v17, v18, 1.0
	v_fmac_f32_e32 v18, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v20, v18
	v_fma_f32 v21, -v17, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v21, v18
	v_fma_f32 v17, -v17, v19, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v17, v17, v18, v19
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	v_div_fixup_f32 v15, v17, v16, v15
	v_add_nc_u32_e32 v16, 0xb4c00100, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v14, v14, v15
	v_lshrrev_b32_e32 v15, 1, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v12, v12, v14
	v_sub_nc_u32_e32 v13, v13, v15
	v_lshl_add_u32 v14, v15, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v12, 1.0, v12
	v_lshl_add_u32 v13, v13, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v12, v12, v14
	v_mul_f32_e32 v12, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v10, 0x7fc00000, v12, vcc_lo
	v_clz_i32_u32_e32 v12, 0
	v_div_scale_f32 v14, null, v11, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_min_u32_e32 v16, 32, v12
	v_div_scale_f32 v18, vcc_lo, v10, v11, v10
	v_rcp_f32_e32 v15, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[12:13], v16, v[4:5]
	v_sub_nc_u32_e32 v16, 32, v16
	v_min_u32_e32 v12, 1, v12
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v14, v15, 1.0
	v_or_b32_e32 v12, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v15, v17, v15
	v_cvt_f32_u32_e32 v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v13, v18, v15
	v_ldexp_f32 v12, v12, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v17, -v14, v13, v18
	v_cmp_ge_f32_e64 s9, v9, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v17, v15
	s_and_b32 s9, s10, s9
	v_fma_f32 v9, -v14, v13, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v8, v9, v15, v13
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	v_div_fixup_f32 v8, v8, v11, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e32 vcc_lo, v9, v1
	v_cndmask_b32_e32 v1, v1, v9, vcc_lo
	v_add_f32_e32 v9, 0, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_dual_cndmask_b32 v1, 0, v8 :: v_dual_cndmask_b32 v8, -1.0, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v9, v8
	v_or_b32_e32 v10, 0x80000000, v8
	v_cmp_gt_i32_e32 vcc_lo, 0, v8
	v_dual_cndmask_b32 v8, v10, v9 :: v_dual_lshlrev_b32 v9, 2, v0
	ds_store_2addr_stride64_b32 v9, v8, v1 offset0:32 offset1:96
	s_or_b32 exec_lo, exec_lo, s12
	s_and_saveexec_b32 s12, s5
	s_cbranch_execnz .LBB3_204
	s_branch .LBB3_205
.LBB3_214:
	v_mov_b32_e32 v1, 0
	s_branch .LBB3_219
.LBB3_215:
	v_mov_b32_e32 v1, 0
	s_mov_b32 s9, -1
.LBB3_216:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB3_219
	s_lshl2_add_u32 s9, s12, 0x4000
.LBB3_218:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v8, s9
	s_add_i32 s9, s9, 4
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_cmp_lg_u64 s[10:11], 0
	ds_load_b32 v8, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v8
	s_cbranch_scc1 .LBB3_218
.LBB3_219:
	s_cmp_ngt_f32 s30, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_nle_f32_e32 vcc_lo, s30, v1
	s_mov_b32 s29, 0
	s_cselect_b32 s9, -1, 0
	s_or_b32 s9, s9, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_230
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s42, s36, 7
	v_cmp_gt_u64_e64 s63, s[10:11], 6
	s_mov_b32 s43, s29
	s_and_b32 s28, s36, 0x1ff8
	v_mov_b32_e32 v1, 0
	v_cndmask_b32_e64 v8, 0, 1, s16
	s_cmp_lg_u64 s[42:43], 0
	v_cndmask_b32_e64 v9, 0, 1, s63
	s_mov_b64 s[12:13], 0
	s_cselect_b32 s64, -1, 0
	s_branch .LBB3_222
.LBB3_221:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_f32_e32 vcc_lo, s30, v11
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 32
	v_cndmask_b32_e32 v1, v1, v10, vcc_lo
	s_cbranch_scc1 .LBB3_231
.LBB3_222:
	s_lshr_b32 s9, 0x80000000, s12
	v_mov_b32_e32 v11, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v10, s9, v1
	v_cmp_ne_u32_e64 s9, 1, v9
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB3_221
	v_mov_b32_e32 v11, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_227
	s_mov_b64 s[14:15], 0
	s_mov_b32 s9, 0
.LBB3_225:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s17, s9, 0x4000
	v_mov_b32_e32 v22, s9
	v_mov_b32_e32 v14, s17
	s_add_i32 s17, s9, 0x4008
	s_add_i32 s18, s9, 0x4018
	ds_load_2addr_b32 v[12:13], v22 offset1:1
	ds_load_2addr_b32 v[14:15], v14 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v12, v10
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v12, 0, v14, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v13, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f32_e32 v11, v11, v12
	v_dual_cndmask_b32 v13, 0, v15 :: v_dual_mov_b32 v18, s17
	s_add_i32 s17, s9, 0x4010
	s_add_u32 s14, s14, 8
	s_addc_u32 s15, s15, 0
	v_add_f32_e32 v11, v11, v13
	ds_load_2addr_b32 v[16:17], v22 offset0:2 offset1:3
	ds_load_2addr_b32 v[18:19], v18 offset1:1
	s_add_i32 s9, s9, 32
	s_cmp_lg_u64 s[28:29], s[14:15]
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u32_e32 vcc_lo, v16, v10
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v12, 0, v18, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v17, v10
	v_mov_b32_e32 v24, s17
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v26, s18 :: v_dual_add_f32 v11, v11, v12
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
	s_cbranch_scc1 .LBB3_225
	s_mov_b64 s[14:15], s[28:29]
	s_mov_b32 s9, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB3_221
	s_branch .LBB3_228
.LBB3_227:
	s_mov_b64 s[14:15], 0
	s_cbranch_execz .LBB3_221
.LBB3_228:
	s_lshl_b32 s9, s14, 2
	s_mov_b64 s[14:15], s[42:43]
.LBB3_229:
	v_mov_b32_e32 v12, s9
	s_add_i32 s9, s9, 4
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_lg_u64 s[14:15], 0
	ds_load_2addr_stride64_b32 v[12:13], v12 offset1:64
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v12, v10
	v_cndmask_b32_e32 v12, 0, v13, vcc_lo
	v_add_f32_e32 v11, v11, v12
	s_cbranch_scc1 .LBB3_229
	s_branch .LBB3_221
.LBB3_230:
	v_mov_b32_e32 v8, 0x7f800000
	v_mov_b32_e32 v1, 0xff800000
	s_branch .LBB3_244
.LBB3_231:
	s_clz_i32_u64 s9, s[10:11]
	s_mov_b32 s46, 0
	s_min_u32 s65, s9, 64
	s_mov_b64 s[48:49], 0
	s_sub_u32 s12, 64, s65
	s_subb_u32 s13, 0, 0
	s_lshl_b64 s[44:45], -1, s12
	s_cmp_eq_u64 s[10:11], 0
	s_cbranch_scc1 .LBB3_243
	v_cmp_gt_u64_e64 s9, s[12:13], 1
	s_brev_b32 s47, 1
	s_mov_b64 s[56:57], 0
	s_and_b32 s9, s9, exec_lo
	s_cselect_b32 s51, s13, 0
	s_cselect_b32 s50, s12, 1
	s_sub_u32 s66, 0, s44
	s_subb_u32 s67, 0, s45
	s_sub_u32 s52, 0, s28
	s_subb_u32 s53, 0, 0
	s_not_b64 s[54:55], s[44:45]
	s_branch .LBB3_235
.LBB3_233:
	s_mov_b32 s68, 0
.LBB3_234:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s68, s30
	s_cselect_b32 s49, s59, s49
	s_cselect_b32 s48, s58, s48
	s_add_u32 s56, s56, 1
	s_addc_u32 s57, s57, 0
	s_cmp_eq_u64 s[56:57], s[50:51]
	s_cbranch_scc1 .LBB3_243
.LBB3_235:
	v_cmp_ne_u32_e32 vcc_lo, 1, v8
	s_add_i32 s9, s56, s65
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[10:11], s[46:47], s9
	s_or_b64 s[58:59], s[10:11], s[48:49]
	s_cbranch_vccnz .LBB3_233
	s_and_not1_b32 vcc_lo, exec_lo, s63
	s_cbranch_vccnz .LBB3_240
	s_mov_b32 s68, 0
	s_mov_b64 s[60:61], 0
	s_mov_b32 s69, 0
.LBB3_238:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v15, s69
	s_add_i32 s9, s69, 0x4000
	s_add_u32 s72, s66, s60
	s_addc_u32 s73, s67, s61
	s_add_u32 s10, s72, -1
	ds_load_2addr_b32 v[9:10], v15 offset1:1
	ds_load_2addr_b32 v[11:12], v15 offset0:2 offset1:3
	ds_load_2addr_b32 v[13:14], v15 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v15 offset0:6 offset1:7
	s_addc_u32 s11, s73, -1
	v_mov_b32_e32 v17, s9
	v_cmp_ge_u64_e64 s70, s[10:11], s[58:59]
	ds_load_2addr_b32 v[17:18], v17 offset1:1
	s_waitcnt lgkmcnt(4)
	v_cmp_eq_u32_e64 s9, v9, v1
	v_cmp_gt_u32_e32 vcc_lo, v9, v1
	v_cmp_eq_u32_e64 s11, v10, v1
	v_cmp_gt_u32_e64 s10, v10, v1
	s_waitcnt lgkmcnt(3)
	v_cmp_eq_u32_e64 s13, v11, v1
	s_and_b32 s9, s70, s9
	v_cmp_gt_u32_e64 s12, v11, v1
	s_or_b32 vcc_lo, vcc_lo, s9
	s_add_u32 s70, s72, -2
	s_addc_u32 s71, s73, -1
	s_add_i32 s9, s69, 0x4008
	v_cmp_ge_u64_e64 s70, s[70:71], s[58:59]
	v_mov_b32_e32 v9, s9
	v_cmp_eq_u32_e64 s15, v12, v1
	v_cmp_gt_u32_e64 s14, v12, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_u32_e64 s17, v13, v1
	v_cmp_gt_u32_e64 s16, v13, v1
	s_and_b32 s9, s70, s11
	ds_load_2addr_b32 v[9:10], v9 offset1:1
	s_or_b32 s9, s10, s9
	s_add_u32 s10, s72, -3
	s_addc_u32 s11, s73, -1
	v_cmp_eq_u32_e64 s19, v14, v1
	v_cmp_ge_u64_e64 s10, s[10:11], s[58:59]
	v_cmp_gt_u32_e64 s18, v14, v1
	s_waitcnt lgkmcnt(2)
	v_cmp_gt_u32_e64 s20, v15, v1
	v_cmp_eq_u32_e64 s21, v15, v1
	v_cmp_gt_u32_e64 s22, v16, v1
	v_cmp_eq_u32_e64 s23, v16, v1
	s_and_b32 s10, s10, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s10, s12, s10
	s_add_u32 s12, s72, -4
	s_addc_u32 s13, s73, -1
	s_add_i32 s11, s69, 0x4010
	v_cmp_ge_u64_e64 s12, s[12:13], s[58:59]
	v_mov_b32_e32 v11, s11
	ds_load_2addr_b32 v[11:12], v11 offset1:1
	s_and_b32 s11, s12, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s14, s11
	s_add_u32 s12, s72, -5
	s_addc_u32 s13, s73, -1
	v_cmp_ge_u64_e64 s12, s[12:13], s[58:59]
	s_and_b32 s12, s12, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_or_b32 s12, s16, s12
	s_add_u32 s14, s72, -6
	s_addc_u32 s15, s73, -1
	s_add_i32 s13, s69, 0x4018
	v_mov_b32_e32 v13, s13
	v_cmp_ge_u64_e64 s13, s[14:15], s[58:59]
	ds_load_2addr_b32 v[13:14], v13 offset1:1
	s_waitcnt lgkmcnt(3)
	v_cndmask_b32_e32 v15, 0, v17, vcc_lo
	v_cndmask_b32_e64 v16, 0, v18, s9
	s_and_b32 s9, s13, s19
	s_waitcnt lgkmcnt(2)
	v_cndmask_b32_e64 v9, 0, v9, s10
	s_or_b32 vcc_lo, s18, s9
	s_add_u32 s10, s72, -7
	v_cndmask_b32_e64 v10, 0, v10, s11
	s_addc_u32 s11, s73, -1
	v_readfirstlane_b32 s9, v15
	v_cmp_ge_u64_e64 s10, s[10:11], s[58:59]
	v_readfirstlane_b32 s11, v16
	s_waitcnt lgkmcnt(1)
	v_cndmask_b32_e64 v11, 0, v11, s12
	v_readfirstlane_b32 s12, v9
	s_add_f32 s9, s68, s9
	v_cndmask_b32_e32 v12, 0, v12, vcc_lo
	s_and_b32 s10, s10, s21
	v_readfirstlane_b32 s13, v10
	s_add_f32 s9, s9, s11
	s_or_b32 vcc_lo, s20, s10
	s_add_u32 s10, s72, -8
	s_addc_u32 s11, s73, -1
	s_add_f32 s9, s9, s12
	v_cmp_ge_u64_e64 s10, s[10:11], s[58:59]
	v_readfirstlane_b32 s11, v11
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e32 v9, 0, v13, vcc_lo
	s_add_f32 s9, s9, s13
	v_readfirstlane_b32 s12, v12
	s_and_b32 s10, s10, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_f32 s9, s9, s11
	s_or_b32 vcc_lo, s22, s10
	v_readfirstlane_b32 s10, v9
	v_cndmask_b32_e32 v10, 0, v14, vcc_lo
	s_add_f32 s9, s9, s12
	s_add_u32 s60, s60, -8
	s_addc_u32 s61, s61, -1
	s_add_i32 s69, s69, 32
	v_readfirstlane_b32 s11, v10
	s_add_f32 s9, s9, s10
	s_cmp_lg_u64 s[52:53], s[60:61]
	s_delay_alu instid0(SALU_CYCLE_2)
	s_add_f32 s68, s9, s11
	s_cbranch_scc1 .LBB3_238
	s_mov_b64 s[12:13], s[28:29]
	s_mov_b32 s9, s64
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB3_234
	s_branch .LBB3_241
.LBB3_240:
	s_mov_b64 s[12:13], 0
	s_mov_b32 s68, 0
	s_cbranch_execz .LBB3_234
.LBB3_241:
	s_sub_u32 s10, s54, s12
	s_subb_u32 s11, s55, s13
	s_lshl_b32 s14, s12, 2
	s_mov_b64 s[12:13], s[42:43]
	.p2align	6
.LBB3_242:
	v_mov_b32_e32 v9, s14
	v_cmp_ge_u64_e64 s15, s[10:11], s[58:59]
	ds_load_2addr_stride64_b32 v[9:10], v9 offset1:64
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, v9, v1
	v_cmp_gt_u32_e64 s9, v9, v1
	s_and_b32 s15, s15, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s9, s15
	s_add_u32 s10, s10, -1
	v_cndmask_b32_e32 v9, 0, v10, vcc_lo
	s_addc_u32 s11, s11, -1
	s_add_i32 s14, s14, 4
	s_add_u32 s12, s12, -1
	s_addc_u32 s13, s13, -1
	v_readfirstlane_b32 s9, v9
	s_cmp_lg_u64 s[12:13], 0
	s_add_f32 s68, s68, s9
	s_cbranch_scc1 .LBB3_242
	s_branch .LBB3_234
.LBB3_243:
	s_not_b64 s[10:11], s[44:45]
	v_and_b32_e32 v8, 0x7fffffff, v1
	s_sub_u32 s10, s10, s48
	s_subb_u32 s11, s11, s49
	v_not_b32_e32 v9, v1
	s_clz_i32_u32 s9, s11
	v_cmp_gt_i32_e32 vcc_lo, 0, v1
	s_min_u32 s9, s9, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[10:11], s[10:11], s9
	s_sub_i32 s9, 32, s9
	s_min_u32 s10, s10, 1
	v_cndmask_b32_e32 v1, v9, v8, vcc_lo
	s_or_b32 s10, s11, s10
	s_cvt_f32_u32 s10, s10
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v8, s10, s9
.LBB3_244:
	v_add_nc_u32_e64 v9, 0x8000, 0
	ds_store_2addr_b32 v9, v8, v1 offset0:2 offset1:12
.LBB3_245:
	s_or_b32 exec_lo, exec_lo, s62
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s9, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB3_147
.LBB3_247:
	s_and_saveexec_b32 s9, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:32780
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_273
.LBB3_250:
	s_and_saveexec_b32 s14, s8
	s_cbranch_execnz .LBB3_261
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s14, s7
	s_cbranch_execnz .LBB3_262
.LBB3_252:
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s14, s6
	s_cbranch_execnz .LBB3_263
.LBB3_253:
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB3_255
.LBB3_254:
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v2, 0
	s_xor_b64 s[10:11], s[40:41], s[38:39]
	s_mul_i32 s9, s40, 0xcd9e8d57
	s_add_i32 s10, s38, 0x9e3779b9
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s18, 0x1d8e78af
	v_xor_b32_e32 v1, s11, v9
	s_add_i32 s11, s39, 0x76cf5d0a
	s_mov_b32 s20, 0x94229359
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd24924
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s43, 0x3dea39ef
	v_xor3_b32 v1, s9, s10, v10
	s_mul_hi_u32 s9, s40, 0xcd9e8d57
	s_add_i32 s10, s39, 0xbb67ae85
	s_xor_b32 s9, s38, s9
	s_mov_b32 s44, 0xfee00000
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_xor_b32 s9, s2, s9
	s_mov_b32 s45, 0x3fe62e42
	s_mul_hi_u32 s12, s9, 0xd2511f53
	s_mul_i32 s9, s9, 0xd2511f53
	v_xor3_b32 v1, s10, s12, v8
	s_add_i32 s10, s38, 0xdaa66d2b
	v_xor3_b32 v8, s9, s11, v11
	s_add_i32 s9, s38, 0x3c6ef372
	s_mov_b32 s12, 0x96cb03de
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v8, 0
	s_mov_b32 s13, 0x3fc74664
	v_xor3_b32 v1, s9, v12, v9
	s_add_i32 s9, s39, 0x32370b8f
	v_xor3_b32 v11, s10, v14, v11
	s_add_i32 s10, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s9, v9, v10
	s_add_i32 s9, s38, 0x78dde6e4
	v_xor3_b32 v10, s10, v12, v8
	s_add_i32 s10, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v10, 0
	v_lshlrev_b32_e32 v1, 2, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v9, s9, v9, v13
	s_add_i32 s9, s39, 0xa9066899
	v_xor3_b32 v10, s10, v15, v8
	s_add_i32 s10, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v11
	s_add_i32 s9, s38, 0xb54cda56
	v_xor3_b32 v10, s10, v13, v8
	s_add_i32 s10, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v9, 0
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v14
	s_add_i32 s9, s39, 0x1fd5c5a3
	v_xor3_b32 v10, s10, v10, v8
	s_add_i32 s10, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mul_hi_u32 v10, 0xd2511f53, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v12
	s_add_i32 s9, s38, 0x8ff34781
	v_xor3_b32 v8, s10, v10, v8
	s_mov_b32 s10, 0xdf3e5244
	s_mov_b32 s11, 0x3fc2f112
	v_mul_lo_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v8, 0xcd9e8d57, v8
	v_xor3_b32 v8, v9, s9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[8:9], v8
	v_add_f64 v[8:9], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	v_add_nc_u32_e32 v24, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0xfffff, v24
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[8:9], -1.0
	v_mov_b32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_b128 v[8:11], v8 offset:32800
	v_add_f64 v[14:15], v[12:13], 2.0
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v28, s33, v1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v10, v28, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v20, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_cndmask_b32_e32 v22, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_mul_f32_e32 v23, 0x3fb8aa3b, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x4b400000, v23
	v_add_f32_e32 v23, 0xcb400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x35bfbe8e, v23
	v_mul_f32_e32 v26, 0xbf317200, v23
	v_add_f32_e32 v26, v22, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v26, v27
	v_mul_f32_e32 v23, v22, v22
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3331bb4c, v23
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v20, 0x388ab355, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v20, 0xbb360b61, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v29, 0x3e2aaaab, v20
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v29
	v_sub_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, v22, v23
	v_sub_f32_e32 v30, 2.0, v23
	v_div_scale_f64 v[22:23], s9, v[12:13], v[14:15], v[12:13]
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v34, vcc_lo, v29, v30, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v33, -v31, v32, 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v32, v33, v32
	v_mul_f32_e32 v20, v34, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v31, v20, v34
	v_fmac_f32_e32 v20, v21, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v31, v20, v34
	v_div_fmas_f32 v20, v21, v32, v20
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v20, v20, v30, v29
	v_add_nc_u32_e32 v29, 0xb4c00100, v25
	v_sub_f32_e32 v27, v27, v20
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v29, 1, v29
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v25, v25, v29
	v_lshl_add_u32 v27, v29, 23, 0xff800000
	v_add_f32_e32 v26, 1.0, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v25
	v_cndmask_b32_e32 v29, 0x7fc00000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v10, null, v11, v11, v29
	v_rcp_f32_e32 v25, v10
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	v_div_scale_f32 v23, vcc_lo, v29, v11, v29
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v10, v25, 1.0
	v_fmac_f32_e32 v25, v22, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v25
	v_fma_f32 v26, -v10, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v22, v26, v25
	v_mul_f64 v[26:27], v[12:13], 0.5
	v_fma_f32 v10, -v10, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v30, v10, v25, v22
	s_mov_b32 vcc_lo, s9
	v_lshrrev_b32_e32 v10, 20, v24
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_div_fixup_f32 v11, v30, v11, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s9, 0xfffffc01, v10
	v_add_co_ci_u32_e64 v24, null, 0, -1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f64_i32_e32 v[24:25], v24
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], s[10:11]
	v_mul_f64 v[22:23], v[18:19], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[12:13]
	v_add_f64 v[22:23], v[22:23], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[20:21]
	v_add_f64 v[22:23], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_ldexp_f64 v[22:23], v[24:25], 32
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], s[28:29]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_cvt_f64_u32_e32 v[20:21], v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_add_f64 v[18:19], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[24:25], v[16:17]
	v_mul_f64 v[20:21], v[18:19], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[18:19], s[44:45]
	v_add_f64 v[14:15], v[20:21], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -v[24:25]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_xor_b32_e32 v10, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, s9, 0x95f62, v10
	v_add_co_ci_u32_e64 v15, null, 0, 0, s9
	v_cmp_eq_f32_e64 s9, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v10, 0xfffff, v14
	v_lshrrev_b64 v[14:15], 20, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v10
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[12:13], 2.0
	v_mul_f64 v[26:27], v[12:13], 0.5
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[12:13]
	v_div_scale_f64 v[24:25], vcc_lo, v[12:13], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
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
	v_add_co_u32 v10, vcc_lo, 0xfffffc01, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, -1, v15, vcc_lo
	v_cvt_f64_i32_e32 v[14:15], v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[12:13]
	v_ldexp_f64 v[14:15], v[14:15], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], s[10:11]
	v_mul_f64 v[24:25], v[20:21], s[16:17]
	v_cmp_gt_f32_e64 s10, v1, v8
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], s[12:13]
	v_add_f64 v[24:25], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[20:21]
	v_add_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[28:29]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_cvt_f64_u32_e32 v[22:23], v10
	v_clz_i32_u32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_min_u32_e32 v10, 32, v10
	v_add_f64 v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], v[22:23]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[14:15], s[42:43]
	v_mul_f64 v[14:15], v[14:15], s[44:45]
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_lshlrev_b64 v[14:15], v10, v[2:3]
	v_sub_nc_u32_e32 v10, 32, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v14, 1, v14
	v_or_b32_e32 v14, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v14, v14
	v_ldexp_f32 v14, v14, v10
	v_add_nc_u32_e64 v10, 0x8000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v9, v14
	ds_load_2addr_b32 v[9:10], v10 offset0:2 offset1:12
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s9
	v_cvt_f32_f64_e32 v12, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v8, v1
	v_dual_cndmask_b32 v1, v1, v8 :: v_dual_add_f32 v8, 0, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, -1.0, v8, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v14
	v_cmp_eq_f32_e64 s9, v8, v10
	v_cmp_gt_f32_e64 s10, v8, v10
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_mul_f32_e32 v1, v1, v8
	v_sub_f32_e32 v8, v28, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0xff800000, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:12288
.LBB3_255:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s31, s4
	s_cbranch_execz .LBB3_271
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB3_264
	s_add_u32 s10, s36, -1
	s_addc_u32 s11, s37, -1
	s_and_b32 s18, s36, 7
	v_cmp_lt_u64_e64 s9, s[10:11], 7
	s_mov_b32 s19, 0
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_265
	v_mov_b32_e32 v1, 0xff800000
	s_and_b32 s22, s36, 0x1ff8
	s_mov_b32 s23, s19
	s_mov_b64 s[10:11], 0
	s_mov_b32 s42, s19
.LBB3_259:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v14, s42
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
	s_add_i32 s42, s42, 32
	v_cndmask_b32_e32 v1, v1, v15, vcc_lo
	s_add_u32 s10, s28, 8
	s_addc_u32 s11, s29, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[10:11], s[22:23]
	s_cbranch_scc1 .LBB3_259
	s_add_u32 s12, s28, 8
	s_addc_u32 s13, s29, 0
	s_cmp_lg_u64 s[18:19], 0
	s_cselect_b32 s9, -1, 0
	s_branch .LBB3_266
.LBB3_261:
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_xor_b64 s[10:11], s[40:41], s[38:39]
	s_mul_i32 s9, s40, 0xcd9e8d57
	s_add_i32 s10, s38, 0x9e3779b9
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s18, 0x1d8e78af
	v_xor_b32_e32 v1, s11, v9
	s_add_i32 s11, s39, 0x76cf5d0a
	s_mov_b32 s20, 0x94229359
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd24924
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s43, 0x3dea39ef
	v_xor3_b32 v1, s9, s10, v10
	s_mul_hi_u32 s9, s40, 0xcd9e8d57
	s_add_i32 s10, s39, 0xbb67ae85
	s_xor_b32 s9, s38, s9
	s_mov_b32 s44, 0xfee00000
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_xor_b32 s9, s2, s9
	s_mov_b32 s45, 0x3fe62e42
	s_mul_hi_u32 s12, s9, 0xd2511f53
	s_mul_i32 s9, s9, 0xd2511f53
	v_xor3_b32 v1, s10, s12, v8
	s_add_i32 s10, s38, 0xdaa66d2b
	v_xor3_b32 v8, s9, s11, v11
	s_add_i32 s9, s38, 0x3c6ef372
	s_mov_b32 s12, 0x96cb03de
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v8, 0
	s_mov_b32 s13, 0x3fc74664
	v_xor3_b32 v1, s9, v12, v9
	s_add_i32 s9, s39, 0x32370b8f
	v_xor3_b32 v11, s10, v14, v11
	s_add_i32 s10, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s9, v9, v10
	s_add_i32 s9, s38, 0x78dde6e4
	v_xor3_b32 v10, s10, v12, v8
	s_add_i32 s10, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v10, 0
	v_lshlrev_b32_e32 v1, 2, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v9, s9, v9, v13
	s_add_i32 s9, s39, 0xa9066899
	v_xor3_b32 v10, s10, v15, v8
	s_add_i32 s10, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v11
	s_add_i32 s9, s38, 0xb54cda56
	v_xor3_b32 v10, s10, v13, v8
	s_add_i32 s10, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v9, 0
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v14
	s_add_i32 s9, s39, 0x1fd5c5a3
	v_xor3_b32 v10, s10, v10, v8
	s_add_i32 s10, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mul_hi_u32 v10, 0xd2511f53, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v12
	s_add_i32 s9, s38, 0x8ff34781
	v_xor3_b32 v8, s10, v10, v8
	s_mov_b32 s10, 0xdf3e5244
	s_mov_b32 s11, 0x3fc2f112
	v_mul_lo_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v8, 0xcd9e8d57, v8
	v_xor3_b32 v8, v9, s9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[8:9], v8
	v_add_f64 v[8:9], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	v_add_nc_u32_e32 v24, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0xfffff, v24
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[8:9], -1.0
	v_mov_b32_e32 v8, 0
	global_load_b32 v28, v1, s[34:35]
	ds_load_b128 v[8:11], v8 offset:32800
	v_add_f64 v[14:15], v[12:13], 2.0
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v29, s33, v28
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v10, v29, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v20, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_cndmask_b32_e32 v22, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_mul_f32_e32 v23, 0x3fb8aa3b, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x4b400000, v23
	v_add_f32_e32 v23, 0xcb400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v26, 0xbf317200, v23
	v_dual_mul_f32 v27, 0x35bfbe8e, v23 :: v_dual_add_f32 v26, v22, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v26, v27
	v_mul_f32_e32 v23, v22, v22
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3331bb4c, v23
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v20, 0x388ab355, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v20, 0xbb360b61, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v30, 0x3e2aaaab, v20
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v30
	v_sub_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v30, v22, v23
	v_sub_f32_e32 v31, 2.0, v23
	v_div_scale_f64 v[22:23], s9, v[12:13], v[14:15], v[12:13]
	v_div_scale_f32 v32, null, v31, v31, v30
	v_div_scale_f32 v35, vcc_lo, v30, v31, v30
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v33, v32
	v_fma_f32 v34, -v32, v33, 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v33, v34, v33
	v_mul_f32_e32 v20, v35, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v32, v20, v35
	v_fmac_f32_e32 v20, v21, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v32, v20, v35
	v_div_fmas_f32 v20, v21, v33, v20
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v20, v20, v31, v30
	v_dual_sub_f32 v27, v27, v20 :: v_dual_add_nc_u32 v30, 0xb4c00100, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v30, 1, v30
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v25, v25, v30
	v_lshl_add_u32 v27, v30, 23, 0xff800000
	v_add_f32_e32 v26, 1.0, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v25
	v_cndmask_b32_e32 v30, 0x7fc00000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v10, null, v11, v11, v30
	v_rcp_f32_e32 v25, v10
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	v_div_scale_f32 v23, vcc_lo, v30, v11, v30
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v10, v25, 1.0
	v_fmac_f32_e32 v25, v22, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v25
	v_fma_f32 v26, -v10, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v22, v26, v25
	v_mul_f64 v[26:27], v[12:13], 0.5
	v_fma_f32 v10, -v10, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v31, v10, v25, v22
	s_mov_b32 vcc_lo, s9
	v_lshrrev_b32_e32 v10, 20, v24
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_div_fixup_f32 v11, v31, v11, v30
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s9, 0xfffffc01, v10
	v_add_co_ci_u32_e64 v24, null, 0, -1, s9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v11, 0, v11
	v_cvt_f64_i32_e32 v[24:25], v24
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], s[10:11]
	v_mul_f64 v[22:23], v[18:19], s[16:17]
	v_add_f64 v[20:21], v[20:21], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[18:19]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_add_f64 v[20:21], v[20:21], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[22:23]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_ldexp_f64 v[22:23], v[24:25], 32
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	v_add_f64 v[20:21], v[20:21], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_cvt_f64_u32_e32 v[20:21], v10
	v_add_f64 v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[22:23], v[20:21]
	v_add_f64 v[16:17], v[24:25], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], s[42:43]
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[18:19], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[20:21], v[14:15]
	v_add_f64 v[14:15], v[14:15], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v10, 0x80000000, v13
	v_add_co_u32 v14, s9, 0x95f62, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v15, null, 0, 0, s9
	v_and_b32_e32 v10, 0xfffff, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[14:15], 20, v[14:15]
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -1.0
	v_add_f64 v[16:17], v[12:13], 2.0
	v_mul_f64 v[26:27], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[12:13]
	v_div_scale_f64 v[24:25], vcc_lo, v[12:13], v[16:17], v[12:13]
	v_rcp_f64_e32 v[20:21], v[18:19]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[22:23], -v[18:19], v[20:21], 1.0
	v_fma_f64 v[20:21], v[20:21], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[24:25], v[20:21]
	v_fma_f64 v[18:19], -v[18:19], v[22:23], v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[18:19], v[18:19], v[20:21], v[22:23]
	v_add_co_u32 v10, vcc_lo, 0xfffffc01, v14
	v_add_co_ci_u32_e64 v14, null, -1, v15, vcc_lo
	v_cmp_eq_f32_e32 vcc_lo, v28, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[14:15], v14
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[12:13]
	v_ldexp_f64 v[14:15], v[14:15], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], s[10:11]
	v_mul_f64 v[24:25], v[20:21], s[16:17]
	v_cmp_gt_f32_e64 s10, v28, v8
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], s[12:13]
	v_add_f64 v[24:25], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[20:21]
	v_add_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[28:29]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_cvt_f64_u32_e32 v[22:23], v10
	v_add_nc_u32_e64 v10, 0x8000, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f64 v[18:19], v[20:21], v[18:19]
	v_add_f64 v[14:15], v[14:15], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[24:25], v[18:19]
	v_mul_f64 v[20:21], v[14:15], s[42:43]
	v_mul_f64 v[14:15], v[14:15], s[44:45]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_add_f64 v[16:17], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	v_add_f64 v[12:13], v[12:13], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_cvt_f32_u32_e32 v14, v0
	v_cmp_ge_f32_e64 s9, v9, v14
	ds_load_2addr_b32 v[9:10], v10 offset0:2 offset1:12
	s_and_b32 s9, vcc_lo, s9
	v_cvt_f32_f64_e32 v12, v[12:13]
	v_cndmask_b32_e64 v13, 0, 1.0, s9
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s9, v9, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v13, v8
	v_cndmask_b32_e32 v8, v8, v13, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v11, -1.0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_f32_e32 vcc_lo, v11, v10
	v_cmp_gt_f32_e64 s10, v11, v10
	s_and_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v9, 0, 1.0, s10
	v_cndmask_b32_e64 v10, 0, 1.0, s9
	v_cmp_gt_f32_e32 vcc_lo, v10, v9
	v_cndmask_b32_e32 v9, v9, v10, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v8, v8, v9 :: v_dual_sub_f32 v9, v29, v12
	v_cmp_neq_f32_e32 vcc_lo, 0, v8
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v8, 0xff800000, v9, vcc_lo
	ds_store_b32 v1, v8
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB3_252
.LBB3_262:
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	s_xor_b64 s[10:11], s[40:41], s[38:39]
	s_mul_i32 s9, s40, 0xcd9e8d57
	s_add_i32 s10, s38, 0x9e3779b9
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s18, 0x1d8e78af
	v_xor_b32_e32 v1, s11, v9
	s_add_i32 s11, s39, 0x76cf5d0a
	s_mov_b32 s20, 0x94229359
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd24924
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s43, 0x3dea39ef
	v_xor3_b32 v1, s9, s10, v10
	s_mul_hi_u32 s9, s40, 0xcd9e8d57
	s_add_i32 s10, s39, 0xbb67ae85
	s_xor_b32 s9, s38, s9
	s_mov_b32 s44, 0xfee00000
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_xor_b32 s9, s2, s9
	s_mov_b32 s45, 0x3fe62e42
	s_mul_hi_u32 s12, s9, 0xd2511f53
	s_mul_i32 s9, s9, 0xd2511f53
	v_xor3_b32 v1, s10, s12, v8
	s_add_i32 s10, s38, 0xdaa66d2b
	v_xor3_b32 v8, s9, s11, v11
	s_add_i32 s9, s38, 0x3c6ef372
	s_mov_b32 s12, 0x96cb03de
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v8, 0
	s_mov_b32 s13, 0x3fc74664
	v_xor3_b32 v1, s9, v12, v9
	s_add_i32 s9, s39, 0x32370b8f
	v_xor3_b32 v11, s10, v14, v11
	s_add_i32 s10, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s9, v9, v10
	s_add_i32 s9, s38, 0x78dde6e4
	v_xor3_b32 v10, s10, v12, v8
	s_add_i32 s10, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v10, 0
	v_lshlrev_b32_e32 v1, 2, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v9, s9, v9, v13
	s_add_i32 s9, s39, 0xa9066899
	v_xor3_b32 v10, s10, v15, v8
	s_add_i32 s10, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v11
	s_add_i32 s9, s38, 0xb54cda56
	v_xor3_b32 v10, s10, v13, v8
	s_add_i32 s10, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v9, 0
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v14
	s_add_i32 s9, s39, 0x1fd5c5a3
	v_xor3_b32 v10, s10, v10, v8
	s_add_i32 s10, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mul_hi_u32 v10, 0xd2511f53, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v12
	s_add_i32 s9, s38, 0x8ff34781
	v_xor3_b32 v8, s10, v10, v8
	s_mov_b32 s10, 0xdf3e5244
	s_mov_b32 s11, 0x3fc2f112
	v_mul_lo_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v8, 0xcd9e8d57, v8
	v_xor3_b32 v8, v9, s9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[8:9], v8
	v_add_f64 v[8:9], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	v_add_nc_u32_e32 v24, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0xfffff, v24
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[8:9], -1.0
	v_mov_b32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_b128 v[8:11], v8 offset:32800
	v_add_f64 v[14:15], v[12:13], 2.0
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v28, s33, v1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v10, v28, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v20, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_cndmask_b32_e32 v22, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_mul_f32_e32 v23, 0x3fb8aa3b, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x4b400000, v23
	v_add_f32_e32 v23, 0xcb400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x35bfbe8e, v23
	v_mul_f32_e32 v26, 0xbf317200, v23
	v_add_f32_e32 v26, v22, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v26, v27
	v_mul_f32_e32 v23, v22, v22
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3331bb4c, v23
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v20, 0x388ab355, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v20, 0xbb360b61, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v29, 0x3e2aaaab, v20
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v29
	v_sub_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, v22, v23
	v_sub_f32_e32 v30, 2.0, v23
	v_div_scale_f64 v[22:23], s9, v[12:13], v[14:15], v[12:13]
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v34, vcc_lo, v29, v30, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v33, -v31, v32, 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v32, v33, v32
	v_mul_f32_e32 v20, v34, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v31, v20, v34
	v_fmac_f32_e32 v20, v21, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v31, v20, v34
	v_div_fmas_f32 v20, v21, v32, v20
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v20, v20, v30, v29
	v_add_nc_u32_e32 v29, 0xb4c00100, v25
	v_sub_f32_e32 v27, v27, v20
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v29, 1, v29
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v25, v25, v29
	v_lshl_add_u32 v27, v29, 23, 0xff800000
	v_add_f32_e32 v26, 1.0, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v25
	v_cndmask_b32_e32 v29, 0x7fc00000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v10, null, v11, v11, v29
	v_rcp_f32_e32 v25, v10
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	v_div_scale_f32 v23, vcc_lo, v29, v11, v29
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v10, v25, 1.0
	v_fmac_f32_e32 v25, v22, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v25
	v_fma_f32 v26, -v10, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v22, v26, v25
	v_mul_f64 v[26:27], v[12:13], 0.5
	v_fma_f32 v10, -v10, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v30, v10, v25, v22
	s_mov_b32 vcc_lo, s9
	v_lshrrev_b32_e32 v10, 20, v24
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_div_fixup_f32 v11, v30, v11, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s9, 0xfffffc01, v10
	v_add_co_ci_u32_e64 v24, null, 0, -1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f64_i32_e32 v[24:25], v24
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], s[10:11]
	v_mul_f64 v[22:23], v[18:19], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[12:13]
	v_add_f64 v[22:23], v[22:23], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[20:21]
	v_add_f64 v[22:23], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_ldexp_f64 v[22:23], v[24:25], 32
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], s[28:29]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_cvt_f64_u32_e32 v[20:21], v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_add_f64 v[18:19], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[24:25], v[16:17]
	v_mul_f64 v[20:21], v[18:19], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[18:19], s[44:45]
	v_add_f64 v[14:15], v[20:21], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -v[24:25]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_xor_b32_e32 v10, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, s9, 0x95f62, v10
	v_add_co_ci_u32_e64 v15, null, 0, 0, s9
	v_cmp_eq_f32_e64 s9, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v10, 0xfffff, v14
	v_lshrrev_b64 v[14:15], 20, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v10
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[12:13], 2.0
	v_mul_f64 v[26:27], v[12:13], 0.5
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[12:13]
	v_div_scale_f64 v[24:25], vcc_lo, v[12:13], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
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
	v_add_co_u32 v10, vcc_lo, 0xfffffc01, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, -1, v15, vcc_lo
	v_cvt_f64_i32_e32 v[14:15], v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[12:13]
	v_ldexp_f64 v[14:15], v[14:15], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], s[10:11]
	v_mul_f64 v[24:25], v[20:21], s[16:17]
	v_cmp_gt_f32_e64 s10, v1, v8
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], s[12:13]
	v_add_f64 v[24:25], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[20:21]
	v_add_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[28:29]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_cvt_f64_u32_e32 v[22:23], v10
	v_clz_i32_u32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_min_u32_e32 v10, 32, v10
	v_add_f64 v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], v[22:23]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[14:15], s[42:43]
	v_mul_f64 v[14:15], v[14:15], s[44:45]
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_lshlrev_b64 v[14:15], v10, v[6:7]
	v_sub_nc_u32_e32 v10, 32, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v14, 1, v14
	v_or_b32_e32 v14, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v14, v14
	v_ldexp_f32 v14, v14, v10
	v_add_nc_u32_e64 v10, 0x8000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v9, v14
	ds_load_2addr_b32 v[9:10], v10 offset0:2 offset1:12
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s9
	v_cvt_f32_f64_e32 v12, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v8, v1
	v_dual_cndmask_b32 v1, v1, v8 :: v_dual_add_f32 v8, 0, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, -1.0, v8, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v14
	v_cmp_eq_f32_e64 s9, v8, v10
	v_cmp_gt_f32_e64 s10, v8, v10
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_mul_f32_e32 v1, v1, v8
	v_sub_f32_e32 v8, v28, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0xff800000, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:4096
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s14, s6
	s_cbranch_execz .LBB3_253
.LBB3_263:
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v4, 0
	s_xor_b64 s[10:11], s[40:41], s[38:39]
	s_mul_i32 s9, s40, 0xcd9e8d57
	s_add_i32 s10, s38, 0x9e3779b9
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s18, 0x1d8e78af
	v_xor_b32_e32 v1, s11, v9
	s_add_i32 s11, s39, 0x76cf5d0a
	s_mov_b32 s20, 0x94229359
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd24924
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s42, 0x35793c76
	s_mov_b32 s43, 0x3dea39ef
	v_xor3_b32 v1, s9, s10, v10
	s_mul_hi_u32 s9, s40, 0xcd9e8d57
	s_add_i32 s10, s39, 0xbb67ae85
	s_xor_b32 s9, s38, s9
	s_mov_b32 s44, 0xfee00000
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_xor_b32 s9, s2, s9
	s_mov_b32 s45, 0x3fe62e42
	s_mul_hi_u32 s12, s9, 0xd2511f53
	s_mul_i32 s9, s9, 0xd2511f53
	v_xor3_b32 v1, s10, s12, v8
	s_add_i32 s10, s38, 0xdaa66d2b
	v_xor3_b32 v8, s9, s11, v11
	s_add_i32 s9, s38, 0x3c6ef372
	s_mov_b32 s12, 0x96cb03de
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v8, 0
	s_mov_b32 s13, 0x3fc74664
	v_xor3_b32 v1, s9, v12, v9
	s_add_i32 s9, s39, 0x32370b8f
	v_xor3_b32 v11, s10, v14, v11
	s_add_i32 s10, s39, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s9, v9, v10
	s_add_i32 s9, s38, 0x78dde6e4
	v_xor3_b32 v10, s10, v12, v8
	s_add_i32 s10, s38, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v10, 0
	v_lshlrev_b32_e32 v1, 2, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_xor3_b32 v9, s9, v9, v13
	s_add_i32 s9, s39, 0xa9066899
	v_xor3_b32 v10, s10, v15, v8
	s_add_i32 s10, s39, 0x646e171e
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v11
	s_add_i32 s9, s38, 0xb54cda56
	v_xor3_b32 v10, s10, v13, v8
	s_add_i32 s10, s38, 0x5384540f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v9, 0
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v14
	s_add_i32 s9, s39, 0x1fd5c5a3
	v_xor3_b32 v10, s10, v10, v8
	s_add_i32 s10, s39, 0xdb3d7428
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	v_mul_hi_u32 v10, 0xd2511f53, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v9, s9, v9, v12
	s_add_i32 s9, s38, 0x8ff34781
	v_xor3_b32 v8, s10, v10, v8
	s_mov_b32 s10, 0xdf3e5244
	s_mov_b32 s11, 0x3fc2f112
	v_mul_lo_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v8, 0xcd9e8d57, v8
	v_xor3_b32 v8, v9, s9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[8:9], v8
	v_add_f64 v[8:9], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	v_add_nc_u32_e32 v24, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v9, 0xfffff, v24
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[8:9], -1.0
	v_mov_b32_e32 v8, 0
	global_load_b32 v1, v1, s[34:35]
	ds_load_b128 v[8:11], v8 offset:32800
	v_add_f64 v[14:15], v[12:13], 2.0
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v28, s33, v1
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v10, v28, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v10
	v_cndmask_b32_e32 v20, 0xc2d00000, v10, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v20
	v_cndmask_b32_e32 v22, 0x42b20000, v20, vcc_lo
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_mul_f32_e32 v23, 0x3fb8aa3b, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x4b400000, v23
	v_add_f32_e32 v23, 0xcb400000, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, 0x35bfbe8e, v23
	v_mul_f32_e32 v26, 0xbf317200, v23
	v_add_f32_e32 v26, v22, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v22, v26, v27
	v_mul_f32_e32 v23, v22, v22
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, 0x3331bb4c, v23
	v_add_f32_e32 v20, 0xb5ddea0e, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v20, 0x388ab355, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v20, 0xbb360b61, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v23, v20
	v_add_f32_e32 v29, 0x3e2aaaab, v20
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v23, v23, v29
	v_sub_f32_e32 v23, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v29, v22, v23
	v_sub_f32_e32 v30, 2.0, v23
	v_div_scale_f64 v[22:23], s9, v[12:13], v[14:15], v[12:13]
	v_div_scale_f32 v31, null, v30, v30, v29
	v_div_scale_f32 v34, vcc_lo, v29, v30, v29
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v32, v31
	v_fma_f32 v33, -v31, v32, 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v32, v33, v32
	v_mul_f32_e32 v20, v34, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v31, v20, v34
	v_fmac_f32_e32 v20, v21, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v21, -v31, v20, v34
	v_div_fmas_f32 v20, v21, v32, v20
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v20, v20, v30, v29
	v_add_nc_u32_e32 v29, 0xb4c00100, v25
	v_sub_f32_e32 v27, v27, v20
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v29, 1, v29
	v_sub_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v25, v25, v29
	v_lshl_add_u32 v27, v29, 23, 0xff800000
	v_add_f32_e32 v26, 1.0, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v25, v25, 23, 0x7f800000
	v_mul_f32_e32 v26, v26, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v25, v26, v25
	v_cndmask_b32_e32 v29, 0x7fc00000, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f32 v10, null, v11, v11, v29
	v_rcp_f32_e32 v25, v10
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	v_div_scale_f32 v23, vcc_lo, v29, v11, v29
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v10, v25, 1.0
	v_fmac_f32_e32 v25, v22, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v23, v25
	v_fma_f32 v26, -v10, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v22, v26, v25
	v_mul_f64 v[26:27], v[12:13], 0.5
	v_fma_f32 v10, -v10, v22, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_div_fmas_f32 v30, v10, v25, v22
	s_mov_b32 vcc_lo, s9
	v_lshrrev_b32_e32 v10, 20, v24
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_div_fixup_f32 v11, v30, v11, v29
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s9, 0xfffffc01, v10
	v_add_co_ci_u32_e64 v24, null, 0, -1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cvt_f64_i32_e32 v[24:25], v24
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], s[10:11]
	v_mul_f64 v[22:23], v[18:19], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[12:13]
	v_add_f64 v[22:23], v[22:23], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[20:21]
	v_add_f64 v[22:23], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_ldexp_f64 v[22:23], v[24:25], 32
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], s[28:29]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_cvt_f64_u32_e32 v[20:21], v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_add_f64 v[18:19], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[24:25], v[16:17]
	v_mul_f64 v[20:21], v[18:19], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[18:19], s[44:45]
	v_add_f64 v[14:15], v[20:21], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -v[24:25]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_xor_b32_e32 v10, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, s9, 0x95f62, v10
	v_add_co_ci_u32_e64 v15, null, 0, 0, s9
	v_cmp_eq_f32_e64 s9, v1, v8
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_and_b32_e32 v10, 0xfffff, v14
	v_lshrrev_b64 v[14:15], 20, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v10
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[12:13], 2.0
	v_mul_f64 v[26:27], v[12:13], 0.5
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[12:13]
	v_div_scale_f64 v[24:25], vcc_lo, v[12:13], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
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
	v_add_co_u32 v10, vcc_lo, 0xfffffc01, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, -1, v15, vcc_lo
	v_cvt_f64_i32_e32 v[14:15], v14
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[12:13]
	v_ldexp_f64 v[14:15], v[14:15], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], s[10:11]
	v_mul_f64 v[24:25], v[20:21], s[16:17]
	v_cmp_gt_f32_e64 s10, v1, v8
	v_cndmask_b32_e64 v1, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[22:23], v[22:23], s[12:13]
	v_add_f64 v[24:25], v[24:25], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[20:21]
	v_add_f64 v[24:25], v[24:25], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[22:23], v[22:23], s[28:29]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_cvt_f64_u32_e32 v[22:23], v10
	v_clz_i32_u32_e32 v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_min_u32_e32 v10, 32, v10
	v_add_f64 v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], v[22:23]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[14:15], s[42:43]
	v_mul_f64 v[14:15], v[14:15], s[44:45]
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_lshlrev_b64 v[14:15], v10, v[4:5]
	v_sub_nc_u32_e32 v10, 32, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v14, 1, v14
	v_or_b32_e32 v14, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v14, v14
	v_ldexp_f32 v14, v14, v10
	v_add_nc_u32_e64 v10, 0x8000, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e32 vcc_lo, v9, v14
	ds_load_2addr_b32 v[9:10], v10 offset0:2 offset1:12
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s9
	v_cvt_f32_f64_e32 v12, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v8, v1
	v_dual_cndmask_b32 v1, v1, v8 :: v_dual_add_f32 v8, 0, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v8, -1.0, v8, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v9, v14
	v_cmp_eq_f32_e64 s9, v8, v10
	v_cmp_gt_f32_e64 s10, v8, v10
	s_and_b32 s9, s9, vcc_lo
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	v_cndmask_b32_e64 v9, 0, 1.0, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v9, v8
	v_cndmask_b32_e32 v8, v8, v9, vcc_lo
	v_mul_f32_e32 v1, v1, v8
	v_sub_f32_e32 v8, v28, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	v_cndmask_b32_e32 v1, 0xff800000, v8, vcc_lo
	v_lshlrev_b32_e32 v8, 2, v0
	ds_store_b32 v8, v1 offset:8192
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s14, s5
	s_cbranch_execnz .LBB3_254
	s_branch .LBB3_255
.LBB3_264:
	v_mov_b32_e32 v1, 0
	s_branch .LBB3_270
.LBB3_265:
	v_mov_b32_e32 v1, 0xff800000
	s_mov_b32 s9, -1
	s_mov_b64 s[12:13], 0
.LBB3_266:
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccz .LBB3_269
	s_lshl_b32 s11, s12, 2
	.p2align	6
.LBB3_268:
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
	s_cbranch_scc1 .LBB3_268
.LBB3_269:
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
.LBB3_270:
	v_mov_b32_e32 v8, 0
	ds_store_b32 v8, v1 offset:32780
.LBB3_271:
	s_or_b32 exec_lo, exec_lo, s31
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB3_273:
	s_cmp_lt_f32 s30, 1.0
	buffer_gl0_inv
	s_cselect_b32 s9, -1, 0
	s_xor_b32 s10, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s9, s10
	s_and_b32 vcc_lo, exec_lo, s9
	s_mov_b32 s9, -1
	s_cbranch_vccnz .LBB3_278
	s_and_b32 vcc_lo, exec_lo, s9
	s_cbranch_vccnz .LBB3_281
.LBB3_275:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB3_277
.LBB3_276:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v2, 0x8014
	v_mov_b32_e32 v4, 0x800c
	ds_load_b64 v[0:1], v6 offset:32768
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v1
	ds_load_b32 v7, v6 offset:32796
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v2
	v_add_f32_e32 v0, v0, v1
	v_cndmask_b32_e64 v2, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v1, 0x41000000, v7 :: v_dual_add_f32 v0, v0, v2
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v2, v5, v4, s1
	v_add_f32_e32 v4, v1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v0, v3, v2, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s26, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_eq_f32_e32 vcc_lo, 0, v4
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
	v_cvt_u32_f32_e32 v1, v4
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v0, v0, v1
	global_store_b32 v6, v0, s[2:3]
.LBB3_277:
	s_endpgm
.LBB3_278:
	s_and_saveexec_b32 s9, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:32784
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB3_275
.LBB3_281:
	v_lshlrev_b32_e32 v1, 2, v0
	s_mul_i32 s12, s40, 0xcd9e8d57
	s_mul_hi_u32 s13, s40, 0xcd9e8d57
	s_and_saveexec_b32 s14, s8
	s_cbranch_execnz .LBB3_292
	s_or_b32 exec_lo, exec_lo, s14
	v_clz_i32_u32_e32 v0, 0
	s_and_saveexec_b32 s14, s7
	s_cbranch_execnz .LBB3_293
.LBB3_283:
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s10, s6
	s_cbranch_execnz .LBB3_294
.LBB3_284:
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB3_286
.LBB3_285:
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v2, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_add_i32 s5, s38, 0x9e3779b9
	s_add_i32 s6, s39, 0xbb67ae85
	s_mov_b32 s14, 0x1d8e78af
	s_mov_b32 s16, 0x94229359
	s_mov_b32 s15, 0x3fcc71c5
	v_xor_b32_e32 v5, s7, v5
	s_add_i32 s7, s39, 0x76cf5d0a
	s_mov_b32 s17, 0x3fd24924
	s_mov_b32 s18, 0x9997fa04
	s_mov_b32 s20, 0x55555593
	v_mad_u64_u32 v[5:6], null, 0xcd9e8d57, v5, 0
	s_mov_b32 s19, 0x3fd99999
	s_mov_b32 s21, 0x3fe55555
	s_mov_b32 s22, 0x35793c76
	s_mov_b32 s23, 0x3dea39ef
	s_mov_b32 s28, 0xfee00000
	s_mov_b32 s29, 0x3fe62e42
	v_xor3_b32 v6, s12, s5, v6
	s_xor_b32 s5, s38, s13
	s_mov_b32 s12, 0xd078c69f
	s_xor_b32 s5, s2, s5
	s_mov_b32 s13, 0x3fc39a09
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_mul_hi_u32 s8, s5, 0xd2511f53
	s_mul_i32 s5, s5, 0xd2511f53
	v_xor3_b32 v4, s6, s8, v4
	s_add_i32 s6, s38, 0xdaa66d2b
	s_mov_b32 s8, 0x96cb03de
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v9, s5, s7, v7
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v4, 0
	s_add_i32 s5, s38, 0x3c6ef372
	v_min_u32_e32 v0, 32, v0
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v9, 0
	v_xor3_b32 v4, s5, v8, v5
	s_add_i32 s5, s39, 0x32370b8f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v7, s6, v10, v7
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_add_i32 s6, s39, 0xed9eba14
	v_mad_u64_u32 v[7:8], null, 0xd2511f53, v7, 0
	v_xor3_b32 v5, s5, v5, v6
	s_add_i32 s5, s38, 0x78dde6e4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v8, v4
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	s_add_i32 s6, s38, 0x1715609d
	v_mad_u64_u32 v[10:11], null, 0xcd9e8d57, v6, 0
	v_xor3_b32 v5, s5, v5, v9
	s_add_i32 s5, s39, 0xa9066899
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v11, v4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s6, s39, 0x646e171e
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	v_xor3_b32 v5, s5, v5, v7
	s_add_i32 s5, s38, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v9, v4
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v5, 0
	s_add_i32 s6, s38, 0x5384540f
	v_mul_hi_u32 v6, 0xcd9e8d57, v6
	v_xor3_b32 v5, s5, v5, v10
	s_add_i32 s5, s39, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v6, s6, v6, v4
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v5, 0
	s_add_i32 s6, s39, 0xdb3d7428
	v_mul_hi_u32 v6, 0xd2511f53, v6
	v_xor3_b32 v5, s5, v5, v8
	s_add_i32 s5, s38, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v4, s6, v6, v4
	v_mul_lo_u32 v5, 0xcd9e8d57, v5
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v4, 0xcd9e8d57, v4
	v_xor3_b32 v4, v5, s5, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[4:5], v4
	v_add_f64 v[4:5], v[4:5], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[4:5], v[4:5], 0xffffffe0
	v_add_nc_u32_e32 v16, 0x95f62, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v5, 0xfffff, v16
	v_lshrrev_b32_e32 v16, 20, v16
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v20, s5, 0xfffffc01, v16
	v_add_co_ci_u32_e64 v16, null, 0, -1, s5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[4:5], v[4:5], -1.0
	v_cvt_f64_i32_e32 v[16:17], v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[6:7], v[4:5], 2.0
	v_mul_f64 v[18:19], v[4:5], 0.5
	v_div_scale_f64 v[8:9], null, v[6:7], v[6:7], v[4:5]
	v_div_scale_f64 v[14:15], vcc_lo, v[4:5], v[6:7], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_mul_f64 v[12:13], v[14:15], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[8:9], -v[8:9], v[12:13], v[14:15]
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[6:7], v[8:9], v[6:7], v[4:5]
	v_mul_f64 v[8:9], v[6:7], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	v_mul_f64 v[12:13], v[10:11], s[6:7]
	v_mul_f64 v[14:15], v[10:11], s[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], s[8:9]
	v_add_f64 v[14:15], v[14:15], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_mul_f64 v[14:15], v[10:11], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], s[16:17]
	v_add_f64 v[14:15], v[14:15], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[10:11], v[12:13]
	v_mul_f64 v[10:11], v[10:11], v[14:15]
	v_ldexp_f64 v[14:15], v[16:17], 32
	v_mul_f64 v[16:17], v[4:5], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], s[20:21]
	v_mul_f64 v[8:9], v[8:9], v[12:13]
	v_cvt_f64_u32_e32 v[12:13], v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_add_f64 v[10:11], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[16:17], v[8:9]
	v_mul_f64 v[12:13], v[10:11], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[6:7], v[6:7], v[8:9]
	v_mul_f64 v[8:9], v[10:11], s[28:29]
	v_add_f64 v[6:7], v[12:13], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], -v[16:17]
	v_add_f64 v[4:5], v[4:5], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[8:9], v[4:5]
	v_xor_b32_e32 v5, 0x80000000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, s5, 0x95f62, v5
	v_add_co_ci_u32_e64 v7, null, 0, 0, s5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v5, 0xfffff, v6
	v_lshrrev_b64 v[6:7], 20, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0x3fe6a09e, v5
	v_add_f64 v[4:5], v[4:5], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[4:5], 2.0
	v_mul_f64 v[18:19], v[4:5], 0.5
	v_div_scale_f64 v[10:11], null, v[8:9], v[8:9], v[4:5]
	v_div_scale_f64 v[16:17], vcc_lo, v[4:5], v[8:9], v[4:5]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[12:13], v[10:11]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	v_mul_f64 v[14:15], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[10:11], v[14:15], v[16:17]
	v_div_fmas_f64 v[10:11], v[10:11], v[12:13], v[14:15]
	v_add_co_u32 v20, vcc_lo, 0xfffffc01, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, -1, v7, vcc_lo
	v_cvt_f64_i32_e32 v[6:7], v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[8:9], v[10:11], v[8:9], v[4:5]
	v_ldexp_f64 v[6:7], v[6:7], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[12:13], s[6:7]
	v_mul_f64 v[16:17], v[12:13], s[12:13]
	v_add_f64 v[14:15], v[14:15], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[14:15]
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[14:15], v[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[18:19]
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_mul_f64 v[16:17], v[4:5], v[18:19]
	v_add_f64 v[14:15], v[14:15], s[20:21]
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f64 v[10:11], v[10:11], v[14:15]
	v_lshlrev_b32_e32 v14, 2, v2
	v_lshlrev_b64 v[2:3], v0, v[2:3]
	v_sub_nc_u32_e32 v0, 32, v0
	global_load_b32 v21, v14, s[34:35]
	v_cvt_f64_u32_e32 v[14:15], v20
	v_min_u32_e32 v2, 1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v3, v2
	v_cvt_f32_u32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_ldexp_f32 v0, v2, v0
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_add_f64 v[6:7], v[6:7], v[14:15]
	v_add_f64 v[10:11], v[16:17], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[12:13], v[6:7], s[22:23]
	v_mul_f64 v[6:7], v[6:7], s[28:29]
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[4:5], v[4:5], v[8:9]
	v_add_f64 v[4:5], v[6:7], v[4:5]
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_cvt_f32_f64_e32 v7, v[4:5]
	ds_load_b64 v[4:5], v6 offset:32800
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s5, v5, v0
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v21, v4
	v_cmp_gt_f32_e64 s6, v21, v4
	v_mul_f32_e32 v3, s33, v21
	s_and_b32 s5, vcc_lo, s5
	v_cndmask_b32_e64 v0, 0, 1.0, s6
	v_cndmask_b32_e64 v2, 0, 1.0, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v2, v0
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	v_sub_f32_e32 v2, v3, v7
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xff800000, v2, vcc_lo
	ds_store_b32 v1, v0 offset:12288
.LBB3_286:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s22, s4
	s_cbranch_execz .LBB3_302
	s_cmp_eq_u64 s[36:37], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB3_295
	s_add_u32 s6, s36, -1
	s_addc_u32 s7, s37, -1
	s_and_b32 s14, s36, 7
	v_cmp_lt_u64_e64 s5, s[6:7], 7
	s_mov_b32 s15, 0
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB3_296
	v_mov_b32_e32 v0, 0xff800000
	s_and_b32 s18, s36, 0x1ff8
	s_mov_b32 s19, s15
	s_mov_b64 s[6:7], 0
	s_mov_b32 s23, s15
.LBB3_290:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v7, s23
	s_mov_b64 s[20:21], s[6:7]
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_2addr_b32 v[1:2], v7 offset1:1
	ds_load_2addr_b32 v[3:4], v7 offset0:2 offset1:3
	ds_load_2addr_b32 v[5:6], v7 offset0:4 offset1:5
	ds_load_2addr_b32 v[7:8], v7 offset0:6 offset1:7
	s_waitcnt lgkmcnt(3)
	v_cmp_u_f32_e64 s6, v1, v1
	v_cmp_gt_f32_e64 s5, v1, v0
	v_cmp_u_f32_e64 s7, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_u_f32_e64 s8, v3, v3
	v_cmp_u_f32_e64 s9, v4, v4
	s_and_b32 s6, vcc_lo, s6
	s_waitcnt lgkmcnt(1)
	v_cmp_u_f32_e64 s10, v5, v5
	s_or_b32 vcc_lo, s5, s6
	v_cmp_u_f32_e64 s11, v6, v6
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_and_b32 s5, vcc_lo, exec_lo
	s_cselect_b32 s6, s20, s16
	s_cselect_b32 s16, s21, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s12, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v2, v0
	v_cmp_u_f32_e64 s13, v8, v8
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s7
	s_add_u32 s5, s20, 1
	v_cndmask_b32_e32 v0, v0, v2, vcc_lo
	s_addc_u32 s7, s21, 0
	s_and_b32 s17, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s7, s16
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v3, v0
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 2
	v_cndmask_b32_e32 v0, v0, v3, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v4, v0
	s_and_b32 s8, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 3
	v_cndmask_b32_e32 v0, v0, v4, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v5, v0
	s_and_b32 s8, vcc_lo, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 4
	v_cndmask_b32_e32 v0, v0, v5, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v6, v0
	s_and_b32 s8, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 5
	v_cndmask_b32_e32 v0, v0, v6, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v7, v0
	s_and_b32 s8, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 6
	v_cndmask_b32_e32 v0, v0, v7, vcc_lo
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s6, s5, s6
	s_cselect_b32 s7, s8, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	v_cmp_gt_f32_e64 s5, v8, v0
	s_and_b32 s8, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s5, s8
	s_add_u32 s5, s20, 7
	s_addc_u32 s8, s21, 0
	s_and_b32 s9, vcc_lo, exec_lo
	s_cselect_b32 s17, s8, s7
	s_cselect_b32 s16, s5, s6
	s_add_i32 s23, s23, 32
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	s_add_u32 s6, s20, 8
	s_addc_u32 s7, s21, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[6:7], s[18:19]
	s_cbranch_scc1 .LBB3_290
	s_add_u32 s8, s20, 8
	s_addc_u32 s9, s21, 0
	s_cmp_lg_u64 s[14:15], 0
	s_cselect_b32 s5, -1, 0
	s_branch .LBB3_297
.LBB3_292:
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v0, 0
	s_xor_b64 s[8:9], s[40:41], s[38:39]
	s_add_i32 s8, s38, 0x9e3779b9
	s_add_i32 s10, s39, 0x76cf5d0a
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s18, 0x1d8e78af
	v_xor_b32_e32 v9, s9, v9
	s_add_i32 s9, s39, 0xbb67ae85
	s_mov_b32 s20, 0x94229359
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd24924
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v9, 0
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s31, 0x3dea39ef
	v_xor3_b32 v10, s12, s8, v10
	s_xor_b32 s8, s38, s13
	s_mov_b32 s42, 0xfee00000
	s_xor_b32 s8, s2, s8
	s_mov_b32 s43, 0x3fe62e42
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	s_mul_hi_u32 s11, s8, 0xd2511f53
	s_mul_i32 s8, s8, 0xd2511f53
	v_xor3_b32 v8, s9, s11, v8
	s_add_i32 s9, s38, 0xdaa66d2b
	global_load_b32 v25, v1, s[34:35]
	v_cvt_f32_u32_e32 v0, v0
	v_xor3_b32 v13, s8, s10, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v8, 0
	s_add_i32 s8, s38, 0x3c6ef372
	s_mov_b32 s10, 0x96cb03de
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_mov_b32 s11, 0x3fc74664
	v_xor3_b32 v8, s8, v12, v9
	s_add_i32 s8, s39, 0x32370b8f
	v_xor3_b32 v11, s9, v14, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_add_i32 s9, s39, 0xed9eba14
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	v_xor3_b32 v9, s8, v9, v10
	s_add_i32 s8, s38, 0x78dde6e4
	v_xor3_b32 v10, s9, v12, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v9, 0
	s_add_i32 s9, s38, 0x1715609d
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v9, s8, v9, v13
	s_add_i32 s8, s39, 0xa9066899
	v_xor3_b32 v10, s9, v15, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_add_i32 s9, s39, 0x646e171e
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	v_xor3_b32 v9, s8, v9, v11
	s_add_i32 s8, s38, 0xb54cda56
	v_xor3_b32 v10, s9, v13, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v9, 0
	s_add_i32 s9, s38, 0x5384540f
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	v_xor3_b32 v9, s8, v9, v14
	s_add_i32 s8, s39, 0x1fd5c5a3
	v_xor3_b32 v10, s9, v10, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_add_i32 s9, s39, 0xdb3d7428
	v_mul_hi_u32 v10, 0xd2511f53, v10
	v_xor3_b32 v9, s8, v9, v12
	s_add_i32 s8, s38, 0x8ff34781
	v_xor3_b32 v8, s9, v10, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v9, 0xcd9e8d57, v9
	v_mul_hi_u32 v8, 0xcd9e8d57, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v8, v9, s8, v8
	s_mov_b32 s8, 0xdf3e5244
	s_mov_b32 s9, 0x3fc2f112
	v_cvt_f64_u32_e32 v[8:9], v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], 0.5
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v20, 0x95f62, v9
	v_and_b32_e32 v9, 0xfffff, v20
	v_lshrrev_b32_e32 v20, 20, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	v_add_co_u32 v24, s15, 0xfffffc01, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, 0, -1, s15
	v_add_f64 v[8:9], v[8:9], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[20:21], v20
	v_add_f64 v[10:11], v[8:9], 2.0
	v_mul_f64 v[22:23], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[8:9]
	v_div_scale_f64 v[18:19], vcc_lo, v[8:9], v[10:11], v[8:9]
	v_rcp_f64_e32 v[14:15], v[12:13]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[18:19], v[14:15]
	v_fma_f64 v[12:13], -v[12:13], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], s[8:9]
	v_mul_f64 v[18:19], v[14:15], s[16:17]
	v_add_f64 v[16:17], v[16:17], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[18:19]
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	v_add_f64 v[16:17], v[16:17], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[22:23]
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_ldexp_f64 v[18:19], v[20:21], 32
	v_mul_f64 v[20:21], v[8:9], v[22:23]
	v_add_f64 v[16:17], v[16:17], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_cvt_f64_u32_e32 v[16:17], v24
	v_add_f64 v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[18:19], v[16:17]
	v_add_f64 v[12:13], v[20:21], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], s[30:31]
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[14:15], s[42:43]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[16:17], v[10:11]
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], v[10:11]
	v_add_f64 v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v9, 0x80000000, v9
	v_add_co_u32 v10, s15, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v11, null, 0, 0, s15
	v_and_b32_e32 v9, 0xfffff, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[8:9], -1.0
	v_add_f64 v[12:13], v[8:9], 2.0
	v_mul_f64 v[22:23], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], v[8:9]
	v_div_scale_f64 v[20:21], vcc_lo, v[8:9], v[12:13], v[8:9]
	v_rcp_f64_e32 v[16:17], v[14:15]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[16:17]
	v_fma_f64 v[14:15], -v[14:15], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_add_co_u32 v24, vcc_lo, 0xfffffc01, v10
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[10:11], v10
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[10:11], v[10:11], 32
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	v_mul_f64 v[18:19], v[16:17], s[8:9]
	v_mul_f64 v[20:21], v[16:17], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[10:11]
	v_add_f64 v[20:21], v[20:21], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[18:19], v[18:19], s[20:21]
	v_add_f64 v[20:21], v[20:21], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[8:9], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], s[28:29]
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[16:17], v[14:15]
	v_add_f64 v[10:11], v[10:11], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[20:21], v[14:15]
	v_mul_f64 v[16:17], v[10:11], s[30:31]
	v_mul_f64 v[10:11], v[10:11], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_add_f64 v[8:9], v[8:9], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_mov_b32_e32 v10, 0
	v_cvt_f32_f64_e32 v11, v[8:9]
	ds_load_b64 v[8:9], v10 offset:32800
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v25, v8
	v_cmp_ge_f32_e64 s8, v9, v0
	v_cmp_gt_f32_e64 s9, v25, v8
	v_mul_f32_e32 v9, s33, v25
	s_and_b32 s8, vcc_lo, s8
	v_cndmask_b32_e64 v0, 0, 1.0, s9
	v_cndmask_b32_e64 v8, 0, 1.0, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v8, v0
	v_cndmask_b32_e32 v0, v0, v8, vcc_lo
	v_sub_f32_e32 v8, v9, v11
	v_cmp_neq_f32_e32 vcc_lo, 0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v0, 0xff800000, v8, vcc_lo
	ds_store_b32 v1, v0
	s_or_b32 exec_lo, exec_lo, s14
	v_clz_i32_u32_e32 v0, 0
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB3_283
.LBB3_293:
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v6, 0
	s_xor_b64 s[8:9], s[40:41], s[38:39]
	s_add_i32 s7, s38, 0x9e3779b9
	s_add_i32 s8, s39, 0xbb67ae85
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s18, 0x1d8e78af
	v_xor_b32_e32 v9, s9, v9
	s_add_i32 s9, s39, 0x76cf5d0a
	s_mov_b32 s20, 0x94229359
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd24924
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v9, 0
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s31, 0x3dea39ef
	v_xor3_b32 v10, s12, s7, v10
	s_xor_b32 s7, s38, s13
	s_mov_b32 s42, 0xfee00000
	s_xor_b32 s7, s2, s7
	s_mov_b32 s43, 0x3fe62e42
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v10, 0
	s_mul_hi_u32 s10, s7, 0xd2511f53
	s_mul_i32 s7, s7, 0xd2511f53
	v_xor3_b32 v8, s8, s10, v8
	s_add_i32 s8, s38, 0xdaa66d2b
	s_mov_b32 s10, 0x96cb03de
	s_mov_b32 s11, 0x3fc74664
	v_xor3_b32 v13, s7, s9, v11
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v8, 0
	s_add_i32 s7, s38, 0x3c6ef372
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v8, s7, v12, v9
	s_add_i32 s7, s39, 0x32370b8f
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s8, v14, v11
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_add_i32 s8, s39, 0xed9eba14
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	v_xor3_b32 v9, s7, v9, v10
	s_add_i32 s7, s38, 0x78dde6e4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v12, v8
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v9, 0
	s_add_i32 s8, s38, 0x1715609d
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v10, 0
	v_xor3_b32 v9, s7, v9, v13
	s_add_i32 s7, s39, 0xa9066899
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v15, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_add_i32 s8, s39, 0x646e171e
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v10, 0
	v_xor3_b32 v9, s7, v9, v11
	s_add_i32 s7, s38, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v13, v8
	v_mad_u64_u32 v[8:9], null, 0xcd9e8d57, v9, 0
	s_add_i32 s8, s38, 0x5384540f
	v_mul_hi_u32 v10, 0xcd9e8d57, v10
	v_xor3_b32 v9, s7, v9, v14
	s_add_i32 s7, s39, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v10, s8, v10, v8
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v9, 0
	s_add_i32 s8, s39, 0xdb3d7428
	v_mul_hi_u32 v10, 0xd2511f53, v10
	v_xor3_b32 v9, s7, v9, v12
	s_add_i32 s7, s38, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v8, s8, v10, v8
	v_mul_lo_u32 v9, 0xcd9e8d57, v9
	s_mov_b32 s8, 0xdf3e5244
	s_mov_b32 s9, 0x3fc2f112
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v8, 0xcd9e8d57, v8
	v_xor3_b32 v8, v9, s7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[8:9], v8
	v_add_f64 v[8:9], v[8:9], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[8:9], v[8:9], 0xffffffe0
	v_add_nc_u32_e32 v20, 0x95f62, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xfffff, v20
	v_lshrrev_b32_e32 v20, 20, v20
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v24, s7, 0xfffffc01, v20
	v_add_co_ci_u32_e64 v20, null, 0, -1, s7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[8:9], -1.0
	v_cvt_f64_i32_e32 v[20:21], v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[10:11], v[8:9], 2.0
	v_mul_f64 v[22:23], v[8:9], 0.5
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[8:9]
	v_div_scale_f64 v[18:19], vcc_lo, v[8:9], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[14:15], v[12:13]
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	v_mul_f64 v[16:17], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[12:13], -v[12:13], v[16:17], v[18:19]
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[16:17], v[14:15], s[8:9]
	v_mul_f64 v[18:19], v[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[10:11]
	v_add_f64 v[18:19], v[18:19], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[20:21]
	v_add_f64 v[18:19], v[18:19], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_ldexp_f64 v[18:19], v[20:21], 32
	v_mul_f64 v[20:21], v[8:9], v[22:23]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], s[28:29]
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_cvt_f64_u32_e32 v[16:17], v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_add_f64 v[14:15], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[20:21], v[12:13]
	v_mul_f64 v[16:17], v[14:15], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	v_mul_f64 v[12:13], v[14:15], s[42:43]
	v_add_f64 v[10:11], v[16:17], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -v[20:21]
	v_add_f64 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[12:13], v[8:9]
	v_xor_b32_e32 v9, 0x80000000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s7, 0x95f62, v9
	v_add_co_ci_u32_e64 v11, null, 0, 0, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v9, 0xfffff, v10
	v_lshrrev_b64 v[10:11], 20, v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 0x3fe6a09e, v9
	v_add_f64 v[8:9], v[8:9], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[8:9], 2.0
	v_mul_f64 v[22:23], v[8:9], 0.5
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], v[8:9]
	v_div_scale_f64 v[20:21], vcc_lo, v[8:9], v[12:13], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[16:17], v[14:15]
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	v_mul_f64 v[18:19], v[20:21], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], -v[14:15], v[18:19], v[20:21]
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_add_co_u32 v24, vcc_lo, 0xfffffc01, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, -1, v11, vcc_lo
	v_cvt_f64_i32_e32 v[10:11], v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], v[8:9]
	v_ldexp_f64 v[10:11], v[10:11], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], s[8:9]
	v_mul_f64 v[20:21], v[16:17], s[16:17]
	v_add_f64 v[18:19], v[18:19], s[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[18:19]
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	v_add_f64 v[18:19], v[18:19], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[22:23]
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_mul_f64 v[20:21], v[8:9], v[22:23]
	v_add_f64 v[18:19], v[18:19], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_lshlrev_b32_e32 v18, 2, v6
	global_load_b32 v25, v18, s[34:35]
	v_cvt_f64_u32_e32 v[18:19], v24
	v_add_f64 v[14:15], v[16:17], v[14:15]
	v_add_f64 v[10:11], v[10:11], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[20:21], v[14:15]
	v_mul_f64 v[16:17], v[10:11], s[30:31]
	v_mul_f64 v[10:11], v[10:11], s[42:43]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_add_f64 v[12:13], v[16:17], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], -v[20:21]
	v_add_f64 v[8:9], v[8:9], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[10:11], v[8:9]
	v_min_u32_e32 v10, 32, v0
	v_mov_b32_e32 v11, 0
	v_lshlrev_b64 v[6:7], v10, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v6, 1, v6
	v_or_b32_e32 v6, v7, v6
	v_sub_nc_u32_e32 v7, 32, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v6, v6
	v_ldexp_f32 v6, v6, v7
	v_cvt_f32_f64_e32 v12, v[8:9]
	ds_load_b64 v[8:9], v11 offset:32800
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s7, v9, v6
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v25, v8
	v_cmp_gt_f32_e64 s8, v25, v8
	v_mul_f32_e32 v8, s33, v25
	s_and_b32 s7, vcc_lo, s7
	v_cndmask_b32_e64 v6, 0, 1.0, s8
	v_cndmask_b32_e64 v7, 0, 1.0, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v7, v6
	v_dual_cndmask_b32 v6, v6, v7 :: v_dual_sub_f32 v7, v8, v12
	v_cmp_neq_f32_e32 vcc_lo, 0, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v6, 0xff800000, v7, vcc_lo
	ds_store_b32 v1, v6 offset:4096
	s_or_b32 exec_lo, exec_lo, s14
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB3_284
.LBB3_294:
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v4, 0
	s_xor_b64 s[6:7], s[40:41], s[38:39]
	s_add_i32 s6, s38, 0x9e3779b9
	s_add_i32 s8, s39, 0x76cf5d0a
	s_mov_b32 s14, 0xd078c69f
	s_mov_b32 s15, 0x3fc39a09
	s_mov_b32 s16, 0x1d8e78af
	v_xor_b32_e32 v7, s7, v7
	s_add_i32 s7, s39, 0xbb67ae85
	s_mov_b32 s18, 0x94229359
	s_mov_b32 s17, 0x3fcc71c5
	s_mov_b32 s19, 0x3fd24924
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v7, 0
	s_mov_b32 s20, 0x9997fa04
	s_mov_b32 s22, 0x55555593
	s_mov_b32 s21, 0x3fd99999
	s_mov_b32 s23, 0x3fe55555
	s_mov_b32 s28, 0x35793c76
	s_mov_b32 s29, 0x3dea39ef
	v_xor3_b32 v8, s12, s6, v8
	s_xor_b32 s6, s38, s13
	s_mov_b32 s30, 0xfee00000
	s_xor_b32 s6, s2, s6
	s_mov_b32 s31, 0x3fe62e42
	v_mad_u64_u32 v[8:9], null, 0xd2511f53, v8, 0
	s_mul_hi_u32 s9, s6, 0xd2511f53
	s_mul_i32 s6, s6, 0xd2511f53
	v_xor3_b32 v6, s7, s9, v6
	s_add_i32 s7, s38, 0xdaa66d2b
	v_xor3_b32 v11, s6, s8, v9
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v6, 0
	s_add_i32 s6, s38, 0x3c6ef372
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	s_mov_b32 s9, 0x3fc74664
	v_xor3_b32 v6, s6, v10, v7
	s_add_i32 s6, s39, 0x32370b8f
	v_xor3_b32 v9, s7, v12, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v6, 0
	s_add_i32 s7, s39, 0xed9eba14
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v9, 0
	v_xor3_b32 v7, s6, v7, v8
	s_add_i32 s6, s38, 0x78dde6e4
	v_xor3_b32 v8, s7, v10, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v7, 0
	s_add_i32 s7, s38, 0x1715609d
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v8, 0
	v_xor3_b32 v7, s6, v7, v11
	s_add_i32 s6, s39, 0xa9066899
	v_xor3_b32 v8, s7, v13, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	s_add_i32 s7, s39, 0x646e171e
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v8, 0
	v_xor3_b32 v7, s6, v7, v9
	s_add_i32 s6, s38, 0xb54cda56
	v_xor3_b32 v8, s7, v11, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v7, 0
	s_add_i32 s7, s38, 0x5384540f
	v_mul_hi_u32 v8, 0xcd9e8d57, v8
	v_xor3_b32 v7, s6, v7, v12
	s_add_i32 s6, s39, 0x1fd5c5a3
	v_xor3_b32 v8, s7, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xd2511f53, v7, 0
	s_add_i32 s7, s39, 0xdb3d7428
	v_mul_hi_u32 v8, 0xd2511f53, v8
	v_xor3_b32 v7, s6, v7, v10
	s_add_i32 s6, s38, 0x8ff34781
	v_xor3_b32 v6, s7, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v7, 0xcd9e8d57, v7
	v_mul_hi_u32 v6, 0xcd9e8d57, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v6, v7, s6, v6
	s_mov_b32 s6, 0xdf3e5244
	s_mov_b32 s7, 0x3fc2f112
	v_cvt_f64_u32_e32 v[6:7], v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], 0.5
	v_ldexp_f64 v[6:7], v[6:7], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v18, 0x95f62, v7
	v_and_b32_e32 v7, 0xfffff, v18
	v_lshrrev_b32_e32 v18, 20, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v7
	v_add_co_u32 v22, s11, 0xfffffc01, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v18, null, 0, -1, s11
	v_add_f64 v[6:7], v[6:7], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[18:19], v18
	v_add_f64 v[8:9], v[6:7], 2.0
	v_mul_f64 v[20:21], v[6:7], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[10:11], null, v[8:9], v[8:9], v[6:7]
	v_div_scale_f64 v[16:17], vcc_lo, v[6:7], v[8:9], v[6:7]
	v_rcp_f64_e32 v[12:13], v[10:11]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[14:15], -v[10:11], v[12:13], 1.0
	v_fma_f64 v[12:13], v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[16:17], v[12:13]
	v_fma_f64 v[10:11], -v[10:11], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[10:11], v[10:11], v[12:13], v[14:15]
	v_div_fixup_f64 v[8:9], v[10:11], v[8:9], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[10:11], v[8:9], v[8:9]
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[12:13], s[6:7]
	v_mul_f64 v[16:17], v[12:13], s[14:15]
	v_add_f64 v[14:15], v[14:15], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[16:17]
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[12:13], v[16:17]
	v_add_f64 v[14:15], v[14:15], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[20:21]
	v_mul_f64 v[14:15], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_ldexp_f64 v[16:17], v[18:19], 32
	v_mul_f64 v[18:19], v[6:7], v[20:21]
	v_add_f64 v[14:15], v[14:15], s[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[10:11], v[10:11], v[14:15]
	v_cvt_f64_u32_e32 v[14:15], v22
	v_add_f64 v[10:11], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[16:17], v[14:15]
	v_add_f64 v[10:11], v[18:19], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[12:13], s[28:29]
	v_mul_f64 v[8:9], v[8:9], v[10:11]
	v_mul_f64 v[10:11], v[12:13], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[8:9], v[14:15], v[8:9]
	v_add_f64 v[8:9], v[8:9], -v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], v[8:9]
	v_add_f64 v[6:7], v[10:11], v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v7, 0x80000000, v7
	v_add_co_u32 v8, s11, 0x95f62, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, 0, 0, s11
	v_and_b32_e32 v7, 0xfffff, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[8:9], 20, v[8:9]
	v_add_nc_u32_e32 v7, 0x3fe6a09e, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], -1.0
	v_add_f64 v[10:11], v[6:7], 2.0
	v_mul_f64 v[20:21], v[6:7], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[12:13], null, v[10:11], v[10:11], v[6:7]
	v_div_scale_f64 v[18:19], vcc_lo, v[6:7], v[10:11], v[6:7]
	v_rcp_f64_e32 v[14:15], v[12:13]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[16:17], -v[12:13], v[14:15], 1.0
	v_fma_f64 v[14:15], v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[18:19], v[14:15]
	v_fma_f64 v[12:13], -v[12:13], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[12:13], v[12:13], v[14:15], v[16:17]
	v_add_co_u32 v22, vcc_lo, 0xfffffc01, v8
	v_add_co_ci_u32_e64 v8, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[8:9], v8
	v_div_fixup_f64 v[10:11], v[12:13], v[10:11], v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[8:9], v[8:9], 32
	v_mul_f64 v[12:13], v[10:11], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[16:17], v[14:15], s[6:7]
	v_mul_f64 v[18:19], v[14:15], s[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[8:9]
	v_add_f64 v[18:19], v[18:19], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	v_mul_f64 v[18:19], v[14:15], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[16:17], s[18:19]
	v_add_f64 v[18:19], v[18:19], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[16:17], v[14:15], v[16:17]
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_mul_f64 v[18:19], v[6:7], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[16:17], s[22:23]
	v_mul_f64 v[12:13], v[12:13], v[16:17]
	v_lshlrev_b32_e32 v16, 2, v4
	global_load_b32 v23, v16, s[34:35]
	v_cvt_f64_u32_e32 v[16:17], v22
	v_add_f64 v[12:13], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[8:9], v[8:9], v[16:17]
	v_add_f64 v[12:13], v[18:19], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[14:15], v[8:9], s[28:29]
	v_mul_f64 v[8:9], v[8:9], s[30:31]
	v_mul_f64 v[10:11], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[14:15], v[10:11]
	v_add_f64 v[10:11], v[10:11], -v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[6:7], v[6:7], v[10:11]
	v_add_f64 v[6:7], v[8:9], v[6:7]
	v_min_u32_e32 v8, 32, v0
	v_mov_b32_e32 v9, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], v8, v[4:5]
	v_min_u32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v4, v5, v4
	v_sub_nc_u32_e32 v5, 32, v8
	v_cvt_f32_u32_e32 v4, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f32 v4, v4, v5
	v_cvt_f32_f64_e32 v10, v[6:7]
	ds_load_b64 v[6:7], v9 offset:32800
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s6, v7, v4
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, v23, v6
	v_cmp_gt_f32_e64 s7, v23, v6
	v_mul_f32_e32 v6, s33, v23
	s_and_b32 s6, vcc_lo, s6
	v_cndmask_b32_e64 v4, 0, 1.0, s7
	v_cndmask_b32_e64 v5, 0, 1.0, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v5, v4
	v_dual_cndmask_b32 v4, v4, v5 :: v_dual_sub_f32 v5, v6, v10
	v_cmp_neq_f32_e32 vcc_lo, 0, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v4, 0xff800000, v5, vcc_lo
	ds_store_b32 v1, v4 offset:8192
	s_or_b32 exec_lo, exec_lo, s10
	s_and_saveexec_b32 s10, s5
	s_cbranch_execnz .LBB3_285
	s_branch .LBB3_286
.LBB3_295:
	v_mov_b32_e32 v0, 0
	s_branch .LBB3_301
.LBB3_296:
	v_mov_b32_e32 v0, 0xff800000
	s_mov_b32 s5, -1
	s_mov_b64 s[8:9], 0
.LBB3_297:
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccz .LBB3_300
	s_lshl_b32 s7, s8, 2
	.p2align	6
.LBB3_299:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v1, s7
	v_cmp_o_f32_e32 vcc_lo, v0, v0
	ds_load_b32 v1, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_u_f32_e64 s5, v1, v1
	v_cmp_gt_f32_e64 s6, v1, v0
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s5
	s_and_b32 s5, vcc_lo, exec_lo
	s_cselect_b32 s17, s9, s17
	s_cselect_b32 s16, s8, s16
	s_add_u32 s8, s8, 1
	s_addc_u32 s9, s9, 0
	s_add_i32 s7, s7, 4
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[14:15], 0
	s_cbranch_scc1 .LBB3_299
.LBB3_300:
	s_clz_i32_u32 s5, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s5, s5, 32
	s_lshl_b64 s[6:7], s[16:17], s5
	s_sub_i32 s5, 32, s5
	s_min_u32 s6, s6, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	s_cvt_f32_u32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v0, s6, s5
.LBB3_301:
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v0 offset:32784
.LBB3_302:
	s_or_b32 exec_lo, exec_lo, s22
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB3_276
	s_branch .LBB3_277
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_w4096
		.amdhsa_group_segment_fixed_size 32820
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
		.amdhsa_next_free_vgpr 36
		.amdhsa_next_free_sgpr 74
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

	.set tessera_gumbel_w4096.num_vgpr, 36
	.set tessera_gumbel_w4096.num_agpr, 0
	.set tessera_gumbel_w4096.numbered_sgpr, 74
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
	s_cbranch_vccnz .LBB4_181
	s_load_b32 s77, s[0:1], 0x40
	v_mov_b32_e32 v1, 0
	s_mul_i32 s4, s47, s2
	s_mul_hi_u32 s5, s46, s2
	s_mul_i32 s44, s46, s2
	s_add_i32 s45, s5, s4
	v_cmp_gt_u64_e64 s5, s[46:47], v[0:1]
	s_mul_i32 s4, s45, 20
	s_mul_hi_u32 s33, s44, 20
	s_mul_i32 s76, s44, 20
	s_add_i32 s33, s33, s4
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB4_4
	v_dual_mov_b32 v7, v1 :: v_dual_lshlrev_b32 v4, 2, v0
	s_add_u32 s4, s42, s76
	s_addc_u32 s9, s43, s33
	s_lshl_b64 s[6:7], s[44:45], 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s4, s4, v4
	v_add_co_ci_u32_e64 v3, null, s9, 0, s4
	s_add_u32 s4, s40, s6
	s_addc_u32 s6, s41, s7
	v_add_co_u32 v4, s4, s4, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s6, 0, s4
	v_mov_b32_e32 v6, v0
	s_lshl_b64 s[6:7], s[46:47], 2
	s_mov_b32 s9, 0
.LBB4_3:
	global_load_b32 v16, v[4:5], off
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
	v_add_co_u32 v14, s4, v12, s6
	v_add_co_ci_u32_e64 v15, null, s7, v13, s4
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s4, v16, v16
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v18, s77, v16
	v_cmp_class_f32_e64 s10, v16, 0x1f8
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v17, 0, 1.0, s4
	v_cmp_eq_f32_e64 s4, 0x7f800000, v16
	v_cmp_class_f32_e64 s11, v18, 0x204
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e64 v19, 0, 1.0, s4
	s_and_b32 s10, s11, s10
	s_or_b32 s9, vcc_lo, s9
	s_clause 0x1
	global_store_b32 v[2:3], v17, off
	global_store_b32 v[8:9], v19, off
	v_add_co_u32 v2, s4, 0x400, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s4
	v_cndmask_b32_e64 v8, 0, 1.0, s10
	s_clause 0x2
	global_store_b32 v[10:11], v16, off
	global_store_b32 v[12:13], v16, off
	global_store_b32 v[14:15], v8, off
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB4_3
.LBB4_4:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_eq_u32_e64 s4, 0, v0
	s_add_u32 s34, s42, s76
	s_addc_u32 s35, s43, s33
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s78, s4
	s_cbranch_execz .LBB4_40
	s_and_b32 s30, s46, -8
	s_mov_b32 s31, s47
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0xff800000
	v_dual_mov_b32 v4, 0xff800000 :: v_dual_mov_b32 v5, 0xff800000
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	v_mov_b32_e32 v8, 0xff800000
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s68, 0xff800000
	s_mov_b64 s[26:27], 0
	s_cselect_b32 s69, -1, 0
	s_cmp_eq_u64 s[30:31], 0
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
	s_mov_b64 s[64:65], s[34:35]
	s_mov_b64 s[66:67], 0
.LBB4_7:
	s_clause 0x1
	global_load_b128 v[10:13], v9, s[64:65] offset:16
	global_load_b128 v[14:17], v9, s[64:65]
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
	v_cmp_u_f32_e64 s25, v14, v14
	v_cmp_u_f32_e64 s19, v12, v12
	v_cmp_u_f32_e64 s20, v11, v11
	v_cmp_u_f32_e64 s21, v10, v10
	s_cmp_gt_f32 s70, s68
	v_mov_b32_e32 v13, s70
	v_cmp_u_f32_e64 s22, v17, v17
	v_cmp_u_f32_e64 s23, v16, v16
	s_cselect_b32 s71, -1, 0
	s_cmp_u_f32 s70, s70
	v_cmp_u_f32_e64 s24, v15, v15
	v_cmp_gt_f32_e64 s12, v14, v7
	v_cmp_gt_f32_e64 s13, v15, v8
	s_cselect_b32 s70, -1, 0
	s_cmp_o_f32 s68, s68
	v_cmp_gt_f32_e64 s14, v16, v6
	v_cmp_gt_f32_e64 s15, v17, v5
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
	v_cndmask_b32_e64 v8, v8, v15, s6
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
	v_cndmask_b32_e32 v7, v7, v14, vcc_lo
	v_cmp_lt_u64_e64 s6, s[66:67], s[30:31]
	v_cndmask_b32_e64 v6, v6, v16, s7
	v_cndmask_b32_e64 v5, v5, v17, s8
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
	s_cmp_lg_u64 s[30:31], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v3, v4, v3, vcc_lo
	v_and_b32_e32 v3, 1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
	v_cndmask_b32_e64 v3, v2, s68, vcc_lo
	s_cselect_b32 s68, -1, 0
	s_cmp_eq_u64 s[30:31], s[46:47]
	s_cbranch_scc1 .LBB4_11
	s_lshl_b64 s[6:7], s[46:47], 2
	v_mov_b32_e32 v2, 0
	s_and_not1_b32 s6, s6, 31
	s_mov_b64 s[10:11], s[30:31]
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
	s_add_u32 s64, s34, s6
	s_addc_u32 s65, s35, s7
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
	global_load_b128 v[11:14], v10, s[64:65] offset:16
	global_load_b128 v[15:18], v10, s[64:65]
	v_cmp_o_f32_e64 s11, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s6, v3, v3
	v_cmp_o_f32_e64 s7, v5, v5
	v_cmp_o_f32_e64 s8, v6, v6
	v_cmp_o_f32_e64 s9, v7, v7
	v_cmp_o_f32_e64 s10, v9, v9
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s70, v14
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s25, v15, v15
	v_cmp_u_f32_e64 s19, v13, v13
	v_cmp_u_f32_e64 s20, v12, v12
	v_cmp_u_f32_e64 s21, v11, v11
	s_cmp_gt_f32 s70, s69
	v_mov_b32_e32 v14, s70
	v_cmp_u_f32_e64 s22, v18, v18
	v_cmp_u_f32_e64 s23, v17, v17
	s_cselect_b32 s71, -1, 0
	s_cmp_u_f32 s70, s70
	v_cmp_u_f32_e64 s24, v16, v16
	v_cmp_gt_f32_e64 s12, v15, v8
	v_cmp_gt_f32_e64 s13, v16, v9
	s_cselect_b32 s70, -1, 0
	s_cmp_o_f32 s69, s69
	v_cmp_gt_f32_e64 s14, v17, v7
	v_cmp_gt_f32_e64 s15, v18, v6
	v_cmp_gt_f32_e64 s16, v11, v5
	v_cmp_gt_f32_e64 s17, v12, v3
	v_cmp_gt_f32_e64 s18, v13, v2
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
	v_cndmask_b32_e64 v9, v9, v16, s6
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
	v_cndmask_b32_e64 v5, v5, v11, s9
	v_cndmask_b32_e64 v11, s69, v14, s12
	s_addc_u32 s67, s67, 0
	v_cndmask_b32_e32 v8, v8, v15, vcc_lo
	v_cmp_lt_u64_e64 s6, s[66:67], s[30:31]
	v_cndmask_b32_e64 v7, v7, v17, s7
	v_cndmask_b32_e64 v6, v6, v18, s8
	v_cndmask_b32_e64 v3, v3, v12, s10
	v_cndmask_b32_e64 v2, v2, v13, s11
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
	s_mov_b64 s[10:11], s[30:31]
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
	s_add_u32 s54, s34, s52
	s_addc_u32 s55, s35, s53
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
	global_load_b128 v[12:15], v11, s[68:69] offset:16
	global_load_b128 v[16:19], v11, s[68:69]
	v_cmp_o_f32_e64 s11, v9, v9
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s6, v3, v3
	v_cmp_o_f32_e64 s7, v6, v6
	v_cmp_o_f32_e64 s8, v7, v7
	v_cmp_o_f32_e64 s9, v8, v8
	v_cmp_o_f32_e64 s10, v10, v10
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s73, v15
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s25, v16, v16
	v_cmp_u_f32_e64 s19, v14, v14
	v_cmp_u_f32_e64 s20, v13, v13
	v_cmp_u_f32_e64 s21, v12, v12
	s_cmp_gt_f32 s73, s72
	v_mov_b32_e32 v15, s73
	v_cmp_u_f32_e64 s22, v19, v19
	v_cmp_u_f32_e64 s23, v18, v18
	s_cselect_b32 s74, -1, 0
	s_cmp_u_f32 s73, s73
	v_cmp_u_f32_e64 s24, v17, v17
	v_cmp_gt_f32_e64 s12, v16, v9
	v_cmp_gt_f32_e64 s13, v17, v10
	s_cselect_b32 s73, -1, 0
	s_cmp_o_f32 s72, s72
	v_cmp_gt_f32_e64 s14, v18, v8
	v_cmp_gt_f32_e64 s15, v19, v7
	v_cmp_gt_f32_e64 s16, v12, v6
	v_cmp_gt_f32_e64 s17, v13, v3
	v_cmp_gt_f32_e64 s18, v14, v2
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
	v_cndmask_b32_e64 v10, v10, v17, s6
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
	v_cndmask_b32_e64 v6, v6, v12, s9
	v_cndmask_b32_e64 v12, s72, v15, s12
	s_addc_u32 s71, s71, 0
	v_cndmask_b32_e32 v9, v9, v16, vcc_lo
	v_cmp_lt_u64_e64 s6, s[70:71], s[30:31]
	v_cndmask_b32_e64 v8, v8, v18, s7
	v_cndmask_b32_e64 v7, v7, v19, s8
	v_cndmask_b32_e64 v3, v3, v13, s10
	v_cndmask_b32_e64 v2, v2, v14, s11
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
	v_cndmask_b32_e64 v14, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v13, v14, v13, vcc_lo
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
	s_mov_b64 s[10:11], s[30:31]
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
	ds_store_b32 v12, v2 offset:20
	s_cbranch_vccnz .LBB4_28
	s_mul_i32 s6, s47, 12
	s_mul_hi_u32 s7, s46, 12
	s_mul_i32 s8, s46, 12
	v_dual_mov_b32 v10, 0xff800000 :: v_dual_mov_b32 v11, 0xff800000
	v_dual_mov_b32 v9, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	s_add_i32 s7, s7, s6
	s_add_u32 s72, s34, s8
	s_addc_u32 s73, s35, s7
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
	global_load_b128 v[13:16], v12, s[72:73]
	global_load_b128 v[17:20], v12, s[72:73] offset:16
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
	v_cmp_u_f32_e64 s24, v13, v13
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s21, v20, v20
	v_cmp_u_f32_e64 s22, v19, v19
	v_cmp_u_f32_e64 s23, v18, v18
	v_cmp_u_f32_e64 s25, v14, v14
	v_cmp_u_f32_e64 s26, v15, v15
	v_cmp_u_f32_e64 s27, v16, v16
	v_cmp_u_f32_e64 s28, v17, v17
	v_cmp_gt_f32_e64 s13, v13, v10
	v_cmp_gt_f32_e64 s14, v14, v11
	v_cmp_gt_f32_e64 s15, v15, v9
	v_cmp_gt_f32_e64 s16, v16, v8
	v_cmp_gt_f32_e64 s17, v17, v7
	v_cmp_gt_f32_e64 s18, v18, v3
	v_cmp_gt_f32_e64 s19, v19, v2
	v_cmp_gt_f32_e64 s20, v20, v6
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
	v_cndmask_b32_e64 v11, v11, v14, s6
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
	v_cndmask_b32_e32 v10, v10, v13, vcc_lo
	v_cmp_lt_u64_e64 s6, s[74:75], s[30:31]
	v_cndmask_b32_e64 v9, v9, v15, s7
	v_cndmask_b32_e64 v8, v8, v16, s8
	v_cndmask_b32_e64 v7, v7, v17, s9
	v_cndmask_b32_e64 v3, v3, v18, s10
	v_cndmask_b32_e64 v2, v2, v19, s11
	v_cndmask_b32_e64 v6, v6, v20, s12
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
	v_cndmask_b32_e64 v14, 0, 1, s7
	v_cndmask_b32_e64 v15, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v14, v15, v14, vcc_lo
	v_and_b32_e32 v14, 1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v14
	v_cndmask_b32_e32 v14, v10, v11, vcc_lo
	v_cndmask_b32_e64 v11, v13, s69, vcc_lo
	v_cndmask_b32_e64 v10, v12, s68, vcc_lo
	v_cmp_eq_f32_e64 s6, v9, v14
	v_cmp_o_f32_e64 s7, v14, v14
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[66:67], v[10:11]
	v_cmp_gt_f32_e64 s8, v9, v14
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
	v_cndmask_b32_e32 v9, v14, v9, vcc_lo
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
	s_mov_b64 s[10:11], s[30:31]
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
	ds_store_b32 v10, v3 offset:24
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
	global_load_b128 v[11:14], v10, s[64:65] offset:16
	global_load_b128 v[15:18], v10, s[64:65]
	v_cmp_o_f32_e64 s11, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s6, v3, v3
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_o_f32_e64 s8, v6, v6
	v_cmp_o_f32_e64 s9, v7, v7
	v_cmp_o_f32_e64 s10, v9, v9
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s69, v14
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s25, v15, v15
	v_cmp_u_f32_e64 s19, v13, v13
	v_cmp_u_f32_e64 s20, v12, v12
	v_cmp_u_f32_e64 s21, v11, v11
	s_cmp_gt_f32 s69, s68
	v_mov_b32_e32 v14, s69
	v_cmp_u_f32_e64 s22, v18, v18
	v_cmp_u_f32_e64 s23, v17, v17
	s_cselect_b32 s70, -1, 0
	s_cmp_u_f32 s69, s69
	v_cmp_u_f32_e64 s24, v16, v16
	v_cmp_gt_f32_e64 s12, v15, v8
	v_cmp_gt_f32_e64 s13, v16, v9
	s_cselect_b32 s69, -1, 0
	s_cmp_o_f32 s68, s68
	v_cmp_gt_f32_e64 s14, v17, v7
	v_cmp_gt_f32_e64 s15, v18, v6
	v_cmp_gt_f32_e64 s16, v11, v4
	v_cmp_gt_f32_e64 s17, v12, v3
	v_cmp_gt_f32_e64 s18, v13, v2
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
	v_cndmask_b32_e64 v9, v9, v16, s6
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
	v_cndmask_b32_e64 v4, v4, v11, s9
	v_cndmask_b32_e64 v11, s68, v14, s12
	s_addc_u32 s67, s67, 0
	v_cndmask_b32_e32 v8, v8, v15, vcc_lo
	v_cmp_lt_u64_e64 s6, s[66:67], s[30:31]
	v_cndmask_b32_e64 v7, v7, v17, s7
	v_cndmask_b32_e64 v6, v6, v18, s8
	v_cndmask_b32_e64 v3, v3, v12, s10
	v_cndmask_b32_e64 v2, v2, v13, s11
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
	s_add_u32 s30, s30, 1
	s_addc_u32 s31, s31, 0
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_cmp_lt_u64_e64 s6, s[30:31], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_38
.LBB4_39:
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2 offset:28
.LBB4_40:
	s_or_b32 exec_lo, exec_lo, s78
	s_load_b128 s[28:31], s[0:1], 0x48
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s31, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s31, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[28:29], 0
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s6, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB4_44
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v2, 0xff800000
	v_dual_mov_b32 v3, 0x7f800000 :: v_dual_mov_b32 v4, 0
	ds_store_b64 v4, v[2:3] offset:32
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
	v_dual_mov_b32 v9, v1 :: v_dual_lshlrev_b32 v6, 2, v0
	s_mul_i32 s1, s46, s1
	s_add_i32 s7, s7, s9
	s_add_u32 s1, s42, s1
	s_addc_u32 s7, s43, s7
	v_add_co_u32 v2, s1, s1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, 0, s1
	s_add_u32 s1, s42, s76
	s_addc_u32 s7, s43, s33
	s_lshl_b64 s[8:9], s[44:45], 2
	v_add_co_u32 v4, s1, s1, v6
	v_add_co_ci_u32_e64 v5, null, s7, 0, s1
	s_add_u32 s1, s40, s8
	s_addc_u32 s7, s41, s9
	v_add_co_u32 v6, s1, s1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s7, 0, s1
	v_mov_b32_e32 v10, 1.0
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
	s_and_saveexec_b32 s26, s4
	s_cbranch_execz .LBB4_82
	s_clz_i32_u32 s1, s29
	s_clz_i32_u32 s6, s47
	s_min_u32 s1, s1, 32
	s_min_u32 s10, s6, 32
	s_lshl_b64 s[6:7], s[28:29], s1
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
	v_readfirstlane_b32 s27, v2
	v_cmp_nge_f32_e32 vcc_lo, v3, v2
	s_cbranch_vccnz .LBB4_71
	s_cmp_lg_u64 s[46:47], 0
	v_mov_b32_e32 v3, 0
	s_cselect_b32 s1, -1, 0
	s_mov_b32 s28, 0
	v_cndmask_b32_e64 v2, 0, 1, s1
	s_mov_b64 s[6:7], 0
	s_branch .LBB4_53
.LBB4_51:
	s_mov_b32 s8, 0
.LBB4_52:
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s8, s27
	s_cselect_b32 s28, s15, s14
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[6:7], 32
	s_cbranch_scc1 .LBB4_72
.LBB4_53:
	s_lshr_b32 s8, 0x80000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s14, s8, s28
	s_mov_b32 s8, 0
	s_cbranch_vccnz .LBB4_57
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[34:35]
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
	s_cmp_ge_f32 s8, s27
	s_cselect_b32 s14, s14, s28
	s_lshr_b32 s8, 2.0, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s15, s8, s14
	s_cbranch_vccnz .LBB4_61
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[34:35]
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
	s_cmp_ge_f32 s8, s27
	s_cselect_b32 s14, s15, s14
	s_lshr_b32 s8, 0x20000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s15, s8, s14
	s_cbranch_vccnz .LBB4_66
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[34:35]
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
	s_cmp_ge_f32 s8, s27
	s_cselect_b32 s14, s15, s14
	s_lshr_b32 s8, 0x10000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_or_b32 s15, s8, s14
	s_cbranch_vccnz .LBB4_51
	s_mov_b64 s[8:9], 0
	s_mov_b64 s[10:11], s[34:35]
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
	v_mov_b32_e32 v3, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_branch .LBB4_81
.LBB4_72:
	s_add_u32 s8, s46, -1
	s_addc_u32 s9, s47, -1
	s_mov_b32 s10, 0
	s_clz_i32_u64 s1, s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s29, s1, 64
	s_sub_u32 s12, 64, s29
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
	s_cmp_ge_f32 s1, s27
	s_cselect_b32 s9, s17, s9
	s_cselect_b32 s8, s16, s8
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[14:15], s[12:13]
	s_cbranch_scc1 .LBB4_80
.LBB4_76:
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_add_i32 s1, s14, s29
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[16:17], s[10:11], s1
	s_or_b64 s[16:17], s[16:17], s[8:9]
	s_cbranch_vccnz .LBB4_74
	s_mov_b64 s[18:19], 0
	s_mov_b64 s[20:21], s[34:35]
	s_mov_b64 s[22:23], s[6:7]
	s_mov_b64 s[24:25], s[46:47]
	.p2align	6
.LBB4_78:
	global_load_b32 v4, v3, s[20:21]
	v_cmp_ge_u64_e64 s31, s[22:23], s[16:17]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e32 vcc_lo, s28, v4
	v_cmp_lt_u32_e64 s1, s28, v4
	s_and_b32 s31, s31, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s1, s31
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
	s_and_b32 s1, s28, 0x7fffffff
	s_not_b32 s10, s28
	s_cmp_lt_i32 s28, 0
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
	v_ldexp_f32 v3, s6, s7
.LBB4_81:
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v4, 0
	ds_store_b64 v4, v[2:3] offset:32
.LBB4_82:
	s_or_b32 exec_lo, exec_lo, s26
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_83:
	s_cmp_lt_f32 s30, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s6, s1, s0
	s_xor_b32 s31, s6, -1
	s_mov_b32 s6, -1
	s_and_b32 vcc_lo, exec_lo, s31
	s_cbranch_vccnz .LBB4_91
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_94
.LBB4_85:
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_106
.LBB4_86:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_109
.LBB4_87:
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_119
.LBB4_88:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_122
.LBB4_89:
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB4_160
.LBB4_90:
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_163
	s_branch .LBB4_175
.LBB4_91:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:40
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_85
.LBB4_94:
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB4_97
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v9, v1
	v_lshlrev_b32_e32 v6, 2, v0
	s_add_u32 s8, s42, s76
	s_addc_u32 s10, s43, s33
	ds_load_b64 v[2:3], v2 offset:32
	s_lshl_b64 s[6:7], s[44:45], 2
	v_add_co_u32 v4, s8, s8, v6
	s_add_u32 s6, s40, s6
	s_addc_u32 s7, s41, s7
	v_add_co_u32 v6, s6, s6, v6
	v_add_co_ci_u32_e64 v5, null, s10, 0, s8
	v_add_co_ci_u32_e64 v7, null, s7, 0, s6
	v_mov_b32_e32 v8, v0
	s_mov_b32 s10, 0
.LBB4_96:
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
	v_cmp_ge_f32_e64 s6, v3, v10
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s7, v12, v2
	v_cmp_gt_f32_e64 s8, v12, v2
	v_mul_f32_e32 v10, s77, v12
	s_and_b32 s6, s7, s6
	v_cndmask_b32_e64 v11, 0, 1.0, s8
	v_cndmask_b32_e64 v12, 0, 1.0, s6
	s_or_b32 s10, vcc_lo, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s6, v12, v11
	v_cndmask_b32_e64 v11, v11, v12, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e64 s6, 0, v11
	v_cndmask_b32_e64 v10, 0xff800000, v10, s6
	global_store_b32 v[4:5], v10, off
	v_add_co_u32 v4, s6, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s6
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB4_96
.LBB4_97:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s70, s4
	s_cbranch_execz .LBB4_105
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0xff800000
	v_dual_mov_b32 v4, 0xff800000 :: v_dual_mov_b32 v5, 0xff800000
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	v_mov_b32_e32 v8, 0xff800000
	s_and_b32 s26, s46, -8
	s_mov_b32 s27, s47
	s_mov_b32 s71, 0xff800000
	s_mov_b64 s[28:29], 0
	s_cmp_eq_u64 s[26:27], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[64:65], 0
	s_cbranch_scc1 .LBB4_101
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	s_mov_b64 s[66:67], s[34:35]
	s_mov_b64 s[68:69], 0
.LBB4_100:
	s_clause 0x1
	global_load_b128 v[10:13], v9, s[66:67] offset:16
	global_load_b128 v[14:17], v9, s[66:67]
	v_cmp_o_f32_e64 s11, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cmp_o_f32_e64 s6, v3, v3
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_o_f32_e64 s8, v5, v5
	v_cmp_o_f32_e64 s9, v6, v6
	v_cmp_o_f32_e64 s10, v8, v8
	s_waitcnt vmcnt(1)
	v_readfirstlane_b32 s72, v13
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s25, v14, v14
	v_cmp_u_f32_e64 s19, v12, v12
	v_cmp_u_f32_e64 s20, v11, v11
	v_cmp_u_f32_e64 s21, v10, v10
	s_cmp_gt_f32 s72, s71
	v_mov_b32_e32 v13, s72
	v_cmp_u_f32_e64 s22, v17, v17
	v_cmp_u_f32_e64 s23, v16, v16
	s_cselect_b32 s73, -1, 0
	s_cmp_u_f32 s72, s72
	v_cmp_u_f32_e64 s24, v15, v15
	v_cmp_gt_f32_e64 s12, v14, v7
	v_cmp_gt_f32_e64 s13, v15, v8
	s_cselect_b32 s72, -1, 0
	s_cmp_o_f32 s71, s71
	v_cmp_gt_f32_e64 s14, v16, v6
	v_cmp_gt_f32_e64 s15, v17, v5
	v_cmp_gt_f32_e64 s16, v10, v4
	v_cmp_gt_f32_e64 s17, v11, v3
	v_cmp_gt_f32_e64 s18, v12, v2
	s_cselect_b32 s74, -1, 0
	s_and_b32 s11, s11, s25
	s_and_b32 s10, s10, s24
	s_and_b32 s9, s9, s23
	s_and_b32 s8, s8, s22
	s_and_b32 s21, s7, s21
	s_and_b32 s20, s6, s20
	s_and_b32 s19, vcc_lo, s19
	s_and_b32 s72, s74, s72
	s_or_b32 vcc_lo, s12, s11
	s_or_b32 s22, s68, 7
	s_or_b32 s23, s68, 6
	s_or_b32 s24, s68, 5
	s_or_b32 s25, s68, 4
	s_or_b32 s75, s68, 3
	s_or_b32 s78, s68, 2
	s_or_b32 s79, s68, 1
	s_or_b32 s6, s13, s10
	s_or_b32 s7, s14, s9
	s_or_b32 s8, s15, s8
	s_or_b32 s9, s16, s21
	s_or_b32 s10, s17, s20
	s_or_b32 s11, s18, s19
	s_or_b32 s12, s73, s72
	s_and_b32 s13, vcc_lo, exec_lo
	v_cndmask_b32_e64 v8, v8, v15, s6
	s_cselect_b32 s65, s69, s65
	s_cselect_b32 s64, s68, s64
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s63, s69, s63
	s_cselect_b32 s62, s79, s62
	s_and_b32 s6, s7, exec_lo
	s_cselect_b32 s61, s69, s61
	s_cselect_b32 s60, s78, s60
	s_and_b32 s6, s8, exec_lo
	s_cselect_b32 s59, s69, s59
	s_cselect_b32 s58, s75, s58
	s_and_b32 s6, s9, exec_lo
	s_cselect_b32 s57, s69, s57
	s_cselect_b32 s56, s25, s56
	s_and_b32 s6, s10, exec_lo
	s_cselect_b32 s55, s69, s55
	s_cselect_b32 s54, s24, s54
	s_and_b32 s6, s11, exec_lo
	s_cselect_b32 s53, s69, s53
	s_cselect_b32 s52, s23, s52
	s_and_b32 s6, s12, exec_lo
	s_cselect_b32 s29, s69, s29
	s_cselect_b32 s28, s22, s28
	s_add_u32 s68, s68, 8
	v_cndmask_b32_e64 v4, v4, v10, s9
	v_cndmask_b32_e64 v10, s71, v13, s12
	s_addc_u32 s69, s69, 0
	v_cndmask_b32_e32 v7, v7, v14, vcc_lo
	v_cmp_lt_u64_e64 s6, s[68:69], s[26:27]
	v_cndmask_b32_e64 v6, v6, v16, s7
	v_cndmask_b32_e64 v5, v5, v17, s8
	v_cndmask_b32_e64 v3, v3, v11, s10
	v_cndmask_b32_e64 v2, v2, v12, s11
	v_readfirstlane_b32 s71, v10
	s_add_u32 s66, s66, 32
	s_addc_u32 s67, s67, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_100
.LBB4_101:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v7
	v_cmp_eq_f32_e64 s6, v8, v7
	v_cmp_o_f32_e64 s7, v7, v7
	v_cmp_gt_f32_e64 s8, v8, v7
	v_cndmask_b32_e64 v10, 0, s65, vcc_lo
	v_cndmask_b32_e64 v9, 0, s64, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[62:63], v[9:10]
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
	v_cndmask_b32_e64 v8, v10, s63, vcc_lo
	v_cndmask_b32_e64 v7, v9, s62, vcc_lo
	v_cmp_eq_f32_e64 s6, v6, v11
	v_cmp_o_f32_e64 s7, v11, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[60:61], v[7:8]
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
	v_cndmask_b32_e64 v8, v8, s61, vcc_lo
	v_cndmask_b32_e64 v7, v7, s60, vcc_lo
	v_cndmask_b32_e32 v6, v11, v6, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[58:59], v[7:8]
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
	v_cndmask_b32_e64 v6, v8, s59, vcc_lo
	v_cndmask_b32_e64 v5, v7, s58, vcc_lo
	v_cmp_eq_f32_e64 s6, v4, v9
	v_cmp_o_f32_e64 s7, v9, v9
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[56:57], v[5:6]
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
	v_cndmask_b32_e64 v6, v6, s57, vcc_lo
	v_cndmask_b32_e64 v5, v5, s56, vcc_lo
	v_cndmask_b32_e32 v4, v9, v4, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[54:55], v[5:6]
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
	v_cndmask_b32_e64 v4, v6, s55, vcc_lo
	v_cndmask_b32_e64 v3, v5, s54, vcc_lo
	v_cmp_eq_f32_e64 s6, v2, v7
	v_cmp_o_f32_e64 s7, v7, v7
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[52:53], v[3:4]
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
	v_cndmask_b32_e64 v4, v4, s53, vcc_lo
	v_cndmask_b32_e64 v3, v3, s52, vcc_lo
	v_cndmask_b32_e32 v2, v7, v2, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[28:29], v[3:4]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_f32_e64 s6, s71, v2
	v_cmp_o_f32_e64 s7, v2, v2
	v_cmp_gt_f32_e64 s8, s71, v2
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	s_cmp_u_f32 s71, s71
	v_cndmask_b32_e64 v3, 0, 1, s7
	v_cndmask_b32_e64 v4, 0, 1, s6
	s_cselect_b32 vcc_lo, -1, 0
	s_cmp_eq_u64 s[26:27], s[46:47]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v3, v4, v3, vcc_lo
	v_and_b32_e32 v3, 1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v3
	v_cndmask_b32_e64 v2, v2, s71, vcc_lo
	s_cbranch_scc1 .LBB4_104
	s_lshl_b64 s[6:7], s[46:47], 2
	v_mov_b32_e32 v3, 0
	s_and_not1_b32 s6, s6, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s76, s6
	s_addc_u32 s7, s33, s7
	s_add_u32 s8, s42, s6
	s_addc_u32 s9, s43, s7
	.p2align	6
.LBB4_103:
	global_load_b32 v4, v3, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s6, v4, v4
	v_cmp_gt_f32_e64 s7, v4, v2
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s26, s26, 1
	s_addc_u32 s27, s27, 0
	v_cndmask_b32_e32 v2, v2, v4, vcc_lo
	v_cmp_lt_u64_e64 s6, s[26:27], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_103
.LBB4_104:
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2 offset:40
.LBB4_105:
	s_or_b32 exec_lo, exec_lo, s70
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_86
.LBB4_106:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:44
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_87
.LBB4_109:
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB4_112
	v_dual_mov_b32 v4, 0 :: v_dual_mov_b32 v9, v1
	v_lshlrev_b32_e32 v6, 2, v0
	s_add_u32 s8, s42, s76
	s_addc_u32 s10, s43, s33
	ds_load_b64 v[2:3], v4 offset:32
	ds_load_b32 v10, v4 offset:40
	s_lshl_b64 s[6:7], s[44:45], 2
	v_add_co_u32 v4, s8, s8, v6
	s_add_u32 s6, s40, s6
	s_addc_u32 s7, s41, s7
	v_add_co_u32 v6, s6, s6, v6
	v_add_co_ci_u32_e64 v5, null, s10, 0, s8
	v_add_co_ci_u32_e64 v7, null, s7, 0, s6
	v_mov_b32_e32 v8, v0
	s_mov_b32 s10, 0
.LBB4_111:
	global_load_b32 v13, v[6:7], off
	v_clz_i32_u32_e32 v11, v9
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_min_u32_e32 v14, 32, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[11:12], v14, v[8:9]
	v_sub_nc_u32_e32 v14, 32, v14
	v_add_co_u32 v8, vcc_lo, 0x100, v8
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v11, 1, v11
	v_cmp_le_u64_e64 s6, s[46:47], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v11, v12, v11
	v_cvt_f32_u32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v11, v11, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s7, v13, v2
	v_mul_f32_e32 v11, s77, v13
	v_cmp_gt_f32_e64 s8, v13, v2
	s_and_b32 s7, s7, vcc_lo
	s_or_b32 s10, s6, s10
	v_cndmask_b32_e64 v12, 0, 1.0, s8
	v_cndmask_b32_e64 v13, 0, 1.0, s7
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v11, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v11
	v_cndmask_b32_e32 v14, 0xc2d00000, v11, vcc_lo
	v_cmp_gt_f32_e32 vcc_lo, v13, v12
	v_cndmask_b32_e32 v12, v12, v13, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v14
	v_cndmask_b32_e32 v13, 0x42b20000, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v14, 0x3fb8aa3b, v13
	v_add_f32_e32 v14, 0x4b400000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0xcb400000, v14
	v_mul_f32_e32 v17, 0xbf317200, v15
	v_mul_f32_e32 v15, 0x35bfbe8e, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, v13, v17
	v_sub_f32_e32 v17, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v17, v17
	v_mul_f32_e32 v19, 0x3331bb4c, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v19, 0xb5ddea0e, v19
	v_dual_mul_f32 v19, v18, v19 :: v_dual_add_nc_u32 v16, 0xb4c00100, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v16, 1, v16
	v_add_f32_e32 v19, 0x388ab355, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v14, v14, v16
	v_lshl_add_u32 v16, v16, 23, 0xff800000
	v_mul_f32_e32 v19, v18, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v14, v14, 23, 0x7f800000
	v_add_f32_e32 v19, 0xbb360b61, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v18, v19
	v_add_f32_e32 v19, 0x3e2aaaab, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v18, v18, v19
	v_sub_f32_e32 v18, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, v17, v18
	v_sub_f32_e32 v18, 2.0, v18
	v_div_scale_f32 v19, null, v18, v18, v17
	v_div_scale_f32 v21, vcc_lo, v17, v18, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v20, v19
	v_fma_f32 v22, -v19, v20, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v20, v22, v20
	v_mul_f32_e32 v22, v21, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v19, v22, v21
	v_fmac_f32_e32 v22, v23, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v19, -v19, v22, v21
	v_div_fmas_f32 v19, v19, v20, v22
	v_cmp_o_f32_e32 vcc_lo, v11, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v17, v19, v18, v17
	v_sub_f32_e32 v15, v15, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v13, v13, v15
	v_add_f32_e32 v13, 1.0, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v13, v16
	v_mul_f32_e32 v13, v13, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v11, 0x7fc00000, v13, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v12
	v_cndmask_b32_e32 v11, 0, v11, vcc_lo
	global_store_b32 v[4:5], v11, off
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB4_111
.LBB4_112:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s4
	s_cbranch_execz .LBB4_118
	s_cmp_eq_u64 s[46:47], 0
	s_cbranch_scc1 .LBB4_116
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v2, 0
	s_mov_b64 s[6:7], s[34:35]
	s_mov_b64 s[8:9], s[46:47]
.LBB4_115:
	global_load_b32 v4, v3, s[6:7]
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_lg_u64 s[8:9], 0
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_cbranch_scc1 .LBB4_115
	s_branch .LBB4_117
.LBB4_116:
	v_mov_b32_e32 v2, 0
.LBB4_117:
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2 offset:44
.LBB4_118:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_88
.LBB4_119:
	s_and_saveexec_b32 s6, s4
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0
	v_mov_b32_e32 v4, 0x7f800000
	ds_store_2addr_b32 v3, v4, v2 offset0:2 offset1:12
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_89
.LBB4_122:
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB4_125
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v13, v1
	s_mul_i32 s6, s2, 20
	s_mul_hi_u32 s7, s2, 20
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_mul_hi_u32 s8, s46, s6
	s_mul_i32 s7, s46, s7
	ds_load_2addr_b64 v[2:5], v2 offset0:4 offset1:5
	s_add_i32 s7, s8, s7
	s_mul_i32 s8, s47, s6
	v_lshlrev_b32_e32 v10, 2, v0
	s_mul_i32 s6, s46, s6
	s_add_i32 s7, s7, s8
	s_add_u32 s6, s42, s6
	s_addc_u32 s7, s43, s7
	v_add_co_u32 v6, s6, s6, v10
	s_add_u32 s8, s42, s76
	v_add_co_ci_u32_e64 v7, null, s7, 0, s6
	s_addc_u32 s10, s43, s33
	s_lshl_b64 s[6:7], s[44:45], 2
	v_add_co_u32 v8, s8, s8, v10
	s_add_u32 s6, s40, s6
	s_addc_u32 s7, s41, s7
	v_add_co_u32 v10, s6, s6, v10
	v_add_co_ci_u32_e64 v9, null, s10, 0, s8
	v_add_co_ci_u32_e64 v11, null, s7, 0, s6
	v_mov_b32_e32 v12, v0
	s_mov_b32 s10, 0
.LBB4_124:
	global_load_b32 v16, v[10:11], off
	v_clz_i32_u32_e32 v14, v13
	v_add_co_u32 v10, vcc_lo, 0x400, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	v_min_u32_e32 v17, 32, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[14:15], v17, v[12:13]
	v_sub_nc_u32_e32 v17, 32, v17
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v14, 1, v14
	v_cmp_le_u64_e64 s6, s[46:47], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v14, v15, v14
	v_cvt_f32_u32_e32 v14, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v14, v14, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v3, v14
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s77, v16
	v_cmp_eq_f32_e64 s7, v16, v2
	v_cmp_gt_f32_e64 s8, v16, v2
	s_delay_alu instid0(VALU_DEP_3)
	v_sub_f32_e32 v14, v14, v4
	s_and_b32 s7, s7, vcc_lo
	v_cndmask_b32_e64 v15, 0, 1.0, s8
	v_cndmask_b32_e64 v16, 0, 1.0, s7
	s_or_b32 s10, s6, s10
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v14
	v_cndmask_b32_e32 v17, 0xc2d00000, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_gt_f32_e32 vcc_lo, v16, v15
	v_cndmask_b32_e32 v15, v15, v16, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v17
	v_cndmask_b32_e32 v16, 0x42b20000, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v17, 0x3fb8aa3b, v16
	v_add_f32_e32 v17, 0x4b400000, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v18, 0xcb400000, v17
	v_add_nc_u32_e32 v19, 0xb4c00100, v17
	v_mul_f32_e32 v20, 0xbf317200, v18
	v_mul_f32_e32 v18, 0x35bfbe8e, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v19, 1, v19
	v_add_f32_e32 v16, v16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v17, v17, v19
	v_lshl_add_u32 v19, v19, 23, 0xff800000
	v_sub_f32_e32 v20, v16, v18
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v17, v17, 23, 0x7f800000
	v_mul_f32_e32 v21, v20, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, 0x3331bb4c, v21
	v_add_f32_e32 v22, 0xb5ddea0e, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v22
	v_add_f32_e32 v22, 0x388ab355, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v22
	v_add_f32_e32 v22, 0xbb360b61, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v21, v22
	v_add_f32_e32 v22, 0x3e2aaaab, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v21, v21, v22
	v_sub_f32_e32 v21, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v20, v20, v21
	v_sub_f32_e32 v21, 2.0, v21
	v_div_scale_f32 v22, null, v21, v21, v20
	v_div_scale_f32 v23, vcc_lo, v20, v21, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v24, v22
	v_fma_f32 v25, -v22, v24, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v24, v25, v24
	v_mul_f32_e32 v25, v23, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v22, v25, v23
	v_fmac_f32_e32 v25, v26, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v22, v25, v23
	v_div_fmas_f32 v22, v22, v24, v25
	v_cmp_o_f32_e32 vcc_lo, v14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v20, v22, v21, v20
	v_sub_f32_e32 v18, v18, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v16, v18
	v_add_f32_e32 v16, 1.0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v16, v19
	v_mul_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v14, 0x7fc00000, v16, vcc_lo
	v_div_scale_f32 v16, null, v5, v5, v14
	v_div_scale_f32 v17, vcc_lo, v14, v5, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v18, v16
	v_fma_f32 v19, -v16, v18, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v19, v18
	v_mul_f32_e32 v19, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v16, v19, v17
	v_fmac_f32_e32 v19, v20, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v16, v19, v17
	v_div_fmas_f32 v16, v16, v18, v19
	v_cmp_neq_f32_e32 vcc_lo, 0, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v14, v16, v5, v14
	v_add_f32_e32 v15, 0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v14, 0, v14 :: v_dual_cndmask_b32 v15, -1.0, v15
	v_not_b32_e32 v16, v15
	v_or_b32_e32 v17, 0x80000000, v15
	v_cmp_gt_i32_e32 vcc_lo, 0, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v15, v17, v16, vcc_lo
	global_store_b32 v[8:9], v15, off
	global_store_b32 v[6:7], v14, off
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s10
	s_cbranch_execnz .LBB4_124
.LBB4_125:
	s_or_b32 exec_lo, exec_lo, s9
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s56, s4
	s_cbranch_execz .LBB4_159
	s_cmp_eq_u64 s[46:47], 0
	s_mov_b64 s[8:9], 0
	s_cbranch_scc1 .LBB4_131
	s_lshl_b64 s[6:7], s[46:47], 2
	v_mov_b32_e32 v2, 0
	s_add_u32 s6, s34, s6
	s_addc_u32 s7, s35, s7
	s_lshl_b64 s[10:11], s[46:47], 3
	s_mov_b64 s[12:13], 0
	s_mov_b64 s[14:15], s[6:7]
	s_mov_b64 s[16:17], s[34:35]
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB4_129
	.p2align	6
.LBB4_128:
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_add_u32 s14, s14, 4
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[46:47], s[12:13]
	s_cbranch_scc1 .LBB4_131
.LBB4_129:
	global_load_b32 v3, v2, s[14:15]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	s_cbranch_vccnz .LBB4_128
	global_load_b32 v4, v2, s[16:17]
	s_lshl_b64 s[18:19], s[8:9], 2
	v_mov_b32_e32 v5, s12
	s_add_u32 s20, s34, s18
	s_addc_u32 s21, s35, s19
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
	s_branch .LBB4_128
.LBB4_131:
	s_set_inst_prefetch_distance 0x2
	s_cmp_lg_u64 s[8:9], 0
	s_cselect_b32 s18, -1, 0
	s_cmp_eq_u64 s[8:9], 0
	s_cbranch_scc1 .LBB4_134
	s_lshl_b64 s[6:7], s[46:47], 2
	v_mov_b32_e32 v2, 0
	s_add_u32 s6, s34, s6
	s_addc_u32 s7, s35, s7
	s_mov_b32 s12, 0
	s_mov_b64 s[10:11], s[8:9]
.LBB4_133:
	global_load_b32 v3, v2, s[6:7]
	s_add_u32 s10, s10, -1
	s_addc_u32 s11, s11, -1
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_lg_u64 s[10:11], 0
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s13, v3
	s_add_f32 s12, s12, s13
	s_cbranch_scc1 .LBB4_133
	s_branch .LBB4_135
.LBB4_134:
	s_mov_b32 s12, 0
.LBB4_135:
	s_cmp_ngt_f32 s30, 0
	s_mov_b32 s57, 0
	s_cselect_b32 s6, -1, 0
	s_cmp_nge_f32 s12, s30
	s_cselect_b32 s7, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s6, s7
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_150
	s_lshl_b64 s[6:7], s[46:47], 2
	v_cndmask_b32_e64 v2, 0, 1, s18
	v_mov_b32_e32 v3, 0
	s_add_u32 s10, s34, s6
	s_addc_u32 s11, s35, s7
	s_mov_b64 s[6:7], 0
	s_branch .LBB4_138
.LBB4_137:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s21, s30
	s_cselect_b32 s57, s20, s19
	s_add_u32 s6, s6, 4
	s_addc_u32 s7, s7, 0
	s_cmp_eq_u64 s[6:7], 32
	s_cbranch_scc1 .LBB4_151
.LBB4_138:
	s_lshr_b32 s12, 0x80000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_or_b32 s19, s12, s57
	s_mov_b32 s20, 0
	s_cbranch_vccnz .LBB4_141
	s_mov_b64 s[12:13], s[34:35]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[8:9]
.LBB4_140:
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
	s_cbranch_scc1 .LBB4_140
.LBB4_141:
	s_delay_alu instid0(SALU_CYCLE_2)
	s_cmp_ge_f32 s20, s30
	s_mov_b32 s21, 0
	s_cselect_b32 s19, s19, s57
	s_lshr_b32 s12, 2.0, s6
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_or_b32 s20, s12, s19
	s_cbranch_vccnz .LBB4_144
	s_mov_b64 s[12:13], s[34:35]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[8:9]
.LBB4_143:
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
	v_cmp_le_u32_e32 vcc_lo, s20, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s22, v4
	s_add_f32 s21, s21, s22
	s_cbranch_scc1 .LBB4_143
.LBB4_144:
	s_delay_alu instid0(SALU_CYCLE_2)
	s_cmp_ge_f32 s21, s30
	s_mov_b32 s21, 0
	s_cselect_b32 s19, s20, s19
	s_lshr_b32 s12, 0x20000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_or_b32 s20, s12, s19
	s_cbranch_vccnz .LBB4_147
	s_mov_b64 s[12:13], s[34:35]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[8:9]
.LBB4_146:
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
	v_cmp_le_u32_e32 vcc_lo, s20, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s22, v4
	s_add_f32 s21, s21, s22
	s_cbranch_scc1 .LBB4_146
.LBB4_147:
	s_delay_alu instid0(SALU_CYCLE_2)
	s_cmp_ge_f32 s21, s30
	s_mov_b32 s21, 0
	s_cselect_b32 s19, s20, s19
	s_lshr_b32 s12, 0x10000000, s6
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_or_b32 s20, s12, s19
	s_cbranch_vccnz .LBB4_137
	s_mov_b64 s[12:13], s[34:35]
	s_mov_b64 s[14:15], s[10:11]
	s_mov_b64 s[16:17], s[8:9]
	.p2align	6
.LBB4_149:
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
	v_cmp_le_u32_e32 vcc_lo, s20, v4
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_readfirstlane_b32 s22, v4
	s_add_f32 s21, s21, s22
	s_cbranch_scc1 .LBB4_149
	s_branch .LBB4_137
.LBB4_150:
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s6, 0xff800000
	s_branch .LBB4_158
.LBB4_151:
	s_add_u32 s16, s46, -1
	s_addc_u32 s17, s47, -1
	s_mov_b32 s14, 0
	s_clz_i32_u64 s6, s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s58, s6, 64
	s_sub_u32 s6, 64, s58
	s_subb_u32 s7, 0, 0
	s_lshl_b64 s[12:13], -1, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b64 s[12:13], s[12:13]
	s_cmp_eq_u64 s[16:17], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB4_157
	v_cmp_gt_u64_e64 s15, s[6:7], 1
	s_mul_i32 s17, s2, 20
	s_mul_hi_u32 s16, s2, 20
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[22:23], 0
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s19, s7, 0
	s_cselect_b32 s18, s6, 1
	s_add_u32 s6, s17, 8
	s_addc_u32 s7, s16, 0
	s_mul_hi_u32 s15, s46, s6
	s_mul_i32 s7, s46, s7
	s_mul_i32 s16, s47, s6
	s_add_i32 s7, s15, s7
	s_mul_i32 s6, s46, s6
	s_add_i32 s7, s7, s16
	s_add_u32 s20, s42, s6
	s_addc_u32 s21, s43, s7
	s_mov_b64 s[16:17], 0
	s_brev_b32 s15, 1
	s_branch .LBB4_154
.LBB4_153:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s59, s30
	s_cselect_b32 s17, s25, s17
	s_cselect_b32 s16, s24, s16
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u64 s[22:23], s[18:19]
	s_cbranch_scc1 .LBB4_157
.LBB4_154:
	v_cmp_ne_u32_e32 vcc_lo, 1, v2
	s_add_i32 s6, s22, s58
	s_mov_b32 s59, 0
	s_lshr_b64 s[6:7], s[14:15], s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[24:25], s[6:7], s[16:17]
	s_cbranch_vccnz .LBB4_153
	s_mov_b64 s[26:27], s[34:35]
	s_mov_b64 s[28:29], s[20:21]
	s_mov_b64 s[52:53], s[10:11]
	s_mov_b64 s[54:55], s[8:9]
	.p2align	6
.LBB4_156:
	s_clause 0x2
	global_load_b32 v4, v3, s[28:29]
	global_load_b32 v6, v3, s[26:27]
	global_load_b32 v7, v3, s[52:53]
	s_waitcnt vmcnt(2)
	v_sub_co_u32 v4, s6, s12, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v5, null, s13, 0, s6
	s_waitcnt vmcnt(1)
	v_cmp_eq_u32_e64 s6, s57, v6
	v_cmp_lt_u32_e64 s7, s57, v6
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[4:5]
	s_and_b32 s6, s6, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	s_add_u32 s54, s54, -1
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v7, vcc_lo
	s_addc_u32 s55, s55, -1
	s_add_u32 s52, s52, 4
	s_addc_u32 s53, s53, 0
	s_add_u32 s28, s28, 4
	v_readfirstlane_b32 s6, v4
	s_addc_u32 s29, s29, 0
	s_add_u32 s26, s26, 4
	s_addc_u32 s27, s27, 0
	s_cmp_lg_u64 s[54:55], 0
	s_add_f32 s59, s59, s6
	s_cbranch_scc1 .LBB4_156
	s_branch .LBB4_153
.LBB4_157:
	s_and_b32 s6, s57, 0x7fffffff
	s_not_b32 s7, s57
	s_cmp_lt_i32 s57, 0
	s_cselect_b32 s6, s6, s7
	s_sub_u32 s8, s12, s16
	s_subb_u32 s9, s13, s17
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
	v_ldexp_f32 v2, s8, s7
.LBB4_158:
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s6
	ds_store_2addr_b32 v3, v2, v4 offset0:2 offset1:12
.LBB4_159:
	s_or_b32 exec_lo, exec_lo, s56
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s31
	s_mov_b32 s6, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB4_90
.LBB4_160:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:12
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_175
.LBB4_163:
	s_and_saveexec_b32 s31, s5
	s_cbranch_execz .LBB4_166
	s_mul_hi_u32 s7, s50, 0xcd9e8d57
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v11, v1
	s_xor_b32 s8, s48, s7
	s_xor_b64 s[12:13], s[50:51], s[48:49]
	s_xor_b32 s16, s2, s8
	s_add_u32 s8, s48, 0x9e3779b9
	ds_load_b32 v12, v6 offset:8
	ds_load_2addr_b64 v[2:5], v6 offset0:4 offset1:5
	ds_load_b32 v13, v6 offset:48
	s_addc_u32 s9, s49, 0
	s_mul_hi_u32 s19, s16, 0xd2511f53
	s_add_u32 s14, s49, 0xbb67ae85
	s_mov_b32 s11, 0
	s_addc_u32 s15, 0, 0
	s_mov_b32 s10, s19
	s_mul_i32 s6, s50, 0xcd9e8d57
	s_xor_b64 s[14:15], s[10:11], s[14:15]
	s_add_u32 s10, s48, 0x3c6ef372
	s_add_u32 s20, s49, 0x76cf5d0a
	s_mul_i32 s18, s16, 0xd2511f53
	s_addc_u32 s21, 0, 0
	s_add_u32 s12, s48, 0xdaa66d2b
	s_add_u32 s15, s49, 0x32370b8f
	s_add_u32 s60, s48, 0x78dde6e4
	s_add_u32 s61, s49, 0xed9eba14
	s_add_u32 s62, s48, 0x1715609d
	s_add_u32 s63, s49, 0xa9066899
	s_add_u32 s64, s48, 0xb54cda56
	s_add_u32 s65, s49, 0x646e171e
	s_add_u32 s66, s48, 0x5384540f
	s_add_u32 s67, s49, 0x1fd5c5a3
	s_add_u32 s68, s49, 0xdb3d7428
	s_add_i32 s69, s48, 0x8ff34781
	s_xor_b64 s[16:17], s[8:9], s[6:7]
	s_xor_b64 s[18:19], s[20:21], s[18:19]
	v_lshlrev_b32_e32 v8, 2, v0
	s_add_u32 s8, s42, s76
	s_addc_u32 s9, s43, s33
	s_lshl_b64 s[6:7], s[44:45], 2
	v_mov_b32_e32 v10, v0
	s_add_u32 s6, s40, s6
	v_add_co_u32 v6, s8, s8, v8
	s_addc_u32 s7, s41, s7
	v_add_co_u32 v8, s6, s6, v8
	v_add_co_ci_u32_e64 v7, null, s9, 0, s8
	v_add_co_ci_u32_e64 v9, null, s7, 0, s6
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s22, 0x1d8e78af
	s_mov_b32 s24, 0x9997fa04
	s_mov_b32 s26, 0xdf3e5244
	s_mov_b32 s28, 0x96cb03de
	s_mov_b32 s52, 0x94229359
	s_mov_b32 s54, 0x55555593
	s_mov_b32 s56, 0x35793c76
	s_mov_b32 s58, 0xfee00000
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s25, 0x3fd99999
	s_mov_b32 s27, 0x3fc2f112
	s_mov_b32 s29, 0x3fc74664
	s_mov_b32 s53, 0x3fd24924
	s_mov_b32 s55, 0x3fe55555
	s_mov_b32 s57, 0x3dea39ef
	s_mov_b32 s59, 0x3fe62e42
.LBB4_165:
	global_load_b32 v30, v[8:9], off
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v15, s13, v15
	v_xor_b32_e32 v14, s14, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v16, s16, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v14, s18, v17
	v_mad_u64_u32 v[20:21], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v14, v19, s10, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v17, s12, v21, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	v_xor3_b32 v15, v15, s15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_xor3_b32 v14, s61, v18, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v14, v16, s60, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v14, 0
	v_xor3_b32 v14, s62, v19, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	v_xor3_b32 v16, v21, s63, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v15, s65, v15, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v15, 0xcd9e8d57, v15
	v_xor3_b32 v17, v17, s64, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v17, 0
	v_xor3_b32 v15, s66, v15, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_hi_u32 v15, 0xd2511f53, v15
	v_xor3_b32 v14, v18, s67, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v14, 0xcd9e8d57, v14
	v_xor3_b32 v15, s68, v15, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v15, 0xcd9e8d57, v15
	v_xor3_b32 v14, v14, s69, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f64_u32_e32 v[14:15], v14
	v_add_f64 v[14:15], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f64 v[14:15], v[14:15], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v31, s77, v30 :: v_dual_add_nc_u32 v26, 0x95f62, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s8, v30, v2
	v_cmp_gt_f32_e64 s9, v30, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v27, v31, v4
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v27
	v_cndmask_b32_e32 v22, 0xc2d00000, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v22
	v_cndmask_b32_e32 v28, 0x42b20000, v22, vcc_lo
	v_mul_f32_e32 v29, 0x3fb8aa3b, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v29, 0x4b400000, v29
	v_add_f32_e32 v32, 0xcb400000, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v34, 0xbf317200, v32
	v_mul_f32_e32 v32, 0x35bfbe8e, v32
	v_add_f32_e32 v28, v28, v34
	v_and_b32_e32 v15, 0xfffff, v26
	v_lshrrev_b32_e32 v26, 20, v26
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v34, v28, v32
	v_mul_f32_e32 v35, v34, v34
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v15
	v_add_f64 v[14:15], v[14:15], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[14:15], 2.0
	v_div_scale_f64 v[18:19], null, v[16:17], v[16:17], v[14:15]
	v_div_scale_f64 v[22:23], s6, v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[20:21], v[18:19]
	v_fma_f64 v[24:25], -v[18:19], v[20:21], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], v[20:21], v[24:25], v[20:21]
	v_mul_f32_e32 v24, 0x3331bb4c, v35
	v_add_f32_e32 v24, 0xb5ddea0e, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v35, v24
	v_add_f32_e32 v24, 0x388ab355, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v35, v24
	v_add_f32_e32 v24, 0xbb360b61, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v24, v35, v24 :: v_dual_add_nc_u32 v33, 0xb4c00100, v29
	v_lshrrev_b32_e32 v33, 1, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v36, 0x3e2aaaab, v24
	v_sub_nc_u32_e32 v29, v29, v33
	v_fma_f64 v[24:25], -v[18:19], v[20:21], 1.0
	v_lshl_add_u32 v33, v33, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v35, v35, v36
	v_lshl_add_u32 v29, v29, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v35, v34, v35
	v_mul_f32_e32 v34, v34, v35
	v_sub_f32_e32 v35, 2.0, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v36, null, v35, v35, v34
	v_div_scale_f32 v38, vcc_lo, v34, v35, v34
	v_rcp_f32_e32 v37, v36
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fma_f32 v39, -v36, v37, 1.0
	v_fma_f64 v[20:21], v[20:21], v[24:25], v[20:21]
	v_fmac_f32_e32 v37, v39, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v24, v38, v37
	v_fma_f32 v25, -v36, v24, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v24, v25, v37
	v_fma_f32 v25, -v36, v24, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v24, v25, v37, v24
	v_cmp_o_f32_e32 vcc_lo, v27, v27
	v_div_fixup_f32 v24, v24, v35, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v32, v32, v24
	v_mul_f64 v[24:25], v[22:23], v[20:21]
	v_sub_f32_e32 v28, v28, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v28, 1.0, v28
	v_mul_f32_e32 v28, v28, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, v28, v29
	v_cndmask_b32_e32 v32, 0x7fc00000, v28, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v27, null, v5, v5, v32
	v_div_scale_f32 v28, vcc_lo, v32, v5, v32
	v_rcp_f32_e32 v29, v27
	v_fma_f64 v[18:19], -v[18:19], v[24:25], v[22:23]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v27, v29, 1.0
	v_fmac_f32_e32 v29, v22, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v22, v28, v29
	v_fma_f32 v23, -v27, v22, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v22, v23, v29
	v_fma_f32 v23, -v27, v22, v28
	s_delay_alu instid0(VALU_DEP_1)
	v_div_fmas_f32 v33, v23, v29, v22
	s_mov_b32 vcc_lo, s6
	v_add_co_u32 v34, s6, 0xfffffc01, v26
	v_div_fmas_f64 v[18:19], v[18:19], v[20:21], v[24:25]
	v_add_co_ci_u32_e64 v26, null, 0, -1, s6
	v_mul_f64 v[28:29], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[26:27], v26
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], s[26:27]
	v_mul_f64 v[24:25], v[20:21], s[20:21]
	v_add_f64 v[22:23], v[22:23], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[22:23]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	v_add_f64 v[22:23], v[22:23], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[24:25]
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_ldexp_f64 v[24:25], v[26:27], 32
	v_mul_f64 v[26:27], v[14:15], v[28:29]
	v_add_f64 v[22:23], v[22:23], s[54:55]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_cvt_f64_u32_e32 v[22:23], v34
	v_add_f64 v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[24:25], v[22:23]
	v_add_f64 v[18:19], v[26:27], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], s[56:57]
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	v_mul_f64 v[18:19], v[20:21], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[22:23], v[16:17]
	v_add_f64 v[16:17], v[16:17], -v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], v[16:17]
	v_add_f64 v[14:15], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v15, 0x80000000, v15
	v_add_co_u32 v16, s6, 0x95f62, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v17, null, 0, 0, s6
	v_and_b32_e32 v15, 0xfffff, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[16:17], 20, v[16:17]
	v_add_nc_u32_e32 v15, 0x3fe6a09e, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -1.0
	v_add_f64 v[18:19], v[14:15], 2.0
	v_mul_f64 v[28:29], v[14:15], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[20:21], null, v[18:19], v[18:19], v[14:15]
	v_div_scale_f64 v[26:27], vcc_lo, v[14:15], v[18:19], v[14:15]
	v_rcp_f64_e32 v[22:23], v[20:21]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[24:25], -v[20:21], v[22:23], 1.0
	v_fma_f64 v[22:23], v[22:23], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[24:25], v[26:27], v[22:23]
	v_fma_f64 v[20:21], -v[20:21], v[24:25], v[26:27]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[20:21], v[20:21], v[22:23], v[24:25]
	v_add_co_u32 v34, vcc_lo, 0xfffffc01, v16
	v_add_co_ci_u32_e64 v16, null, -1, v17, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x400, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_cvt_f64_i32_e32 v[16:17], v16
	v_div_fixup_f64 v[18:19], v[20:21], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[16:17], v[16:17], 32
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[22:23], v[20:21], v[20:21]
	v_mul_f64 v[24:25], v[22:23], s[26:27]
	v_mul_f64 v[26:27], v[22:23], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[28:29]
	v_add_f64 v[26:27], v[26:27], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[26:27], v[22:23], v[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[24:25], v[24:25], s[52:53]
	v_add_f64 v[26:27], v[26:27], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[24:25], v[22:23], v[24:25]
	v_mul_f64 v[22:23], v[22:23], v[26:27]
	v_mul_f64 v[26:27], v[14:15], v[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[24:25], v[24:25], s[54:55]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_cvt_f64_u32_e32 v[24:25], v34
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[22:23], v[20:21]
	v_add_f64 v[16:17], v[16:17], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[26:27], v[20:21]
	v_mul_f64 v[22:23], v[16:17], s[56:57]
	v_mul_f64 v[16:17], v[16:17], s[58:59]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[20:21]
	v_add_f64 v[18:19], v[22:23], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[18:19], v[18:19], -v[26:27]
	v_add_f64 v[14:15], v[14:15], v[18:19]
	v_clz_i32_u32_e32 v18, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v20, 32, v18
	v_lshlrev_b64 v[18:19], v20, v[10:11]
	v_sub_nc_u32_e32 v20, 32, v20
	v_add_co_u32 v10, vcc_lo, 0x100, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[10:11]
	v_add_f64 v[14:15], v[16:17], v[14:15]
	v_min_u32_e32 v16, 1, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v16, v19, v16
	v_cvt_f32_u32_e32 v16, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v16, v16, v20
	v_cmp_ge_f32_e64 s6, v3, v16
	v_cmp_ge_f32_e64 s7, v12, v16
	v_cndmask_b32_e64 v16, 0, 1.0, s9
	s_and_b32 s6, s8, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v17, 0, 1.0, s6
	v_cmp_gt_f32_e64 s6, v17, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v16, v16, v17, s6
	v_cvt_f32_f64_e32 v14, v[14:15]
	v_div_fixup_f32 v15, v33, v5, v32
	v_cmp_neq_f32_e64 s6, 0, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v15, 0, v15
	v_cndmask_b32_e64 v15, -1.0, v15, s6
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_f32_e64 s6, v15, v13
	v_cmp_gt_f32_e64 s8, v15, v13
	s_and_b32 s6, s6, s7
	v_cndmask_b32_e64 v15, 0, 1.0, s8
	v_cndmask_b32_e64 v17, 0, 1.0, s6
	s_or_b32 s11, vcc_lo, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s6, v17, v15
	v_cndmask_b32_e64 v15, v15, v17, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v15, v16, v15 :: v_dual_sub_f32 v14, v31, v14
	v_cmp_neq_f32_e64 s6, 0, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, 0xff800000, v14, s6
	global_store_b32 v[6:7], v14, off
	v_add_co_u32 v6, s6, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, s6
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB4_165
.LBB4_166:
	s_or_b32 exec_lo, exec_lo, s31
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s29, s4
	s_cbranch_execz .LBB4_174
	v_dual_mov_b32 v4, 0xff800000 :: v_dual_mov_b32 v3, 0xff800000
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v5, 0xff800000
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	v_dual_mov_b32 v9, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	s_and_b32 s52, s46, -8
	s_mov_b32 s53, s47
	s_mov_b64 s[54:55], 0
	s_cmp_eq_u64 s[52:53], 0
	s_mov_b64 s[56:57], 0
	s_mov_b64 s[58:59], 0
	s_mov_b64 s[60:61], 0
	s_mov_b64 s[62:63], 0
	s_mov_b64 s[64:65], 0
	s_mov_b64 s[66:67], 0
	s_mov_b64 s[68:69], 0
	s_cbranch_scc1 .LBB4_170
	v_dual_mov_b32 v8, 0xff800000 :: v_dual_mov_b32 v9, 0xff800000
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v7, 0xff800000
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v5, 0xff800000
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	v_mov_b32_e32 v4, 0xff800000
	s_mov_b64 s[70:71], s[34:35]
	s_mov_b64 s[72:73], 0
.LBB4_169:
	s_clause 0x1
	global_load_b128 v[11:14], v10, s[70:71]
	global_load_b128 v[15:18], v10, s[70:71] offset:16
	v_cmp_o_f32_e64 s12, v8, v8
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	v_cmp_o_f32_e64 s6, v2, v2
	v_cmp_o_f32_e64 s7, v3, v3
	v_cmp_o_f32_e64 s8, v5, v5
	v_cmp_o_f32_e64 s9, v6, v6
	v_cmp_o_f32_e64 s10, v7, v7
	v_cmp_o_f32_e64 s11, v9, v9
	s_or_b32 s31, s72, 7
	s_or_b32 s74, s72, 6
	s_or_b32 s75, s72, 5
	s_or_b32 s78, s72, 4
	s_or_b32 s79, s72, 3
	s_or_b32 s80, s72, 2
	s_or_b32 s81, s72, 1
	s_waitcnt vmcnt(1)
	v_cmp_u_f32_e64 s24, v11, v11
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s21, v18, v18
	v_cmp_u_f32_e64 s22, v17, v17
	v_cmp_u_f32_e64 s23, v16, v16
	v_cmp_u_f32_e64 s25, v12, v12
	v_cmp_u_f32_e64 s26, v13, v13
	v_cmp_u_f32_e64 s27, v14, v14
	v_cmp_u_f32_e64 s28, v15, v15
	v_cmp_gt_f32_e64 s13, v11, v8
	v_cmp_gt_f32_e64 s14, v12, v9
	v_cmp_gt_f32_e64 s15, v13, v7
	v_cmp_gt_f32_e64 s16, v14, v6
	v_cmp_gt_f32_e64 s17, v15, v5
	v_cmp_gt_f32_e64 s18, v16, v3
	v_cmp_gt_f32_e64 s19, v17, v2
	v_cmp_gt_f32_e64 s20, v18, v4
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
	v_cndmask_b32_e64 v9, v9, v12, s6
	s_cselect_b32 s69, s73, s69
	s_cselect_b32 s68, s72, s68
	s_and_b32 s6, s6, exec_lo
	s_cselect_b32 s67, s73, s67
	s_cselect_b32 s66, s81, s66
	s_and_b32 s6, s7, exec_lo
	s_cselect_b32 s65, s73, s65
	s_cselect_b32 s64, s80, s64
	s_and_b32 s6, s8, exec_lo
	s_cselect_b32 s63, s73, s63
	s_cselect_b32 s62, s79, s62
	s_and_b32 s6, s9, exec_lo
	s_cselect_b32 s61, s73, s61
	s_cselect_b32 s60, s78, s60
	s_and_b32 s6, s10, exec_lo
	s_cselect_b32 s59, s73, s59
	s_cselect_b32 s58, s75, s58
	s_and_b32 s6, s11, exec_lo
	s_cselect_b32 s57, s73, s57
	s_cselect_b32 s56, s74, s56
	s_and_b32 s6, s12, exec_lo
	s_cselect_b32 s55, s73, s55
	s_cselect_b32 s54, s31, s54
	s_add_u32 s72, s72, 8
	s_addc_u32 s73, s73, 0
	v_cndmask_b32_e32 v8, v8, v11, vcc_lo
	v_cmp_lt_u64_e64 s6, s[72:73], s[52:53]
	v_cndmask_b32_e64 v7, v7, v13, s7
	v_cndmask_b32_e64 v6, v6, v14, s8
	v_cndmask_b32_e64 v5, v5, v15, s9
	v_cndmask_b32_e64 v3, v3, v16, s10
	v_cndmask_b32_e64 v2, v2, v17, s11
	v_cndmask_b32_e64 v4, v4, v18, s12
	s_add_u32 s70, s70, 32
	s_addc_u32 s71, s71, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_169
.LBB4_170:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v8
	v_cmp_eq_f32_e64 s6, v9, v8
	v_cmp_o_f32_e64 s7, v8, v8
	v_cmp_gt_f32_e64 s8, v9, v8
	v_cndmask_b32_e64 v11, 0, s69, vcc_lo
	v_cndmask_b32_e64 v10, 0, s68, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[66:67], v[10:11]
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
	v_cndmask_b32_e64 v9, v11, s67, vcc_lo
	v_cndmask_b32_e64 v8, v10, s66, vcc_lo
	v_cmp_eq_f32_e64 s6, v7, v12
	v_cmp_o_f32_e64 s7, v12, v12
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[64:65], v[8:9]
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
	v_cndmask_b32_e64 v9, v9, s65, vcc_lo
	v_cndmask_b32_e64 v8, v8, s64, vcc_lo
	v_cndmask_b32_e32 v7, v12, v7, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[62:63], v[8:9]
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
	v_cndmask_b32_e64 v7, v9, s63, vcc_lo
	v_cndmask_b32_e64 v6, v8, s62, vcc_lo
	v_cmp_eq_f32_e64 s6, v5, v10
	v_cmp_o_f32_e64 s7, v10, v10
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[60:61], v[6:7]
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
	v_cndmask_b32_e64 v7, v7, s61, vcc_lo
	v_cndmask_b32_e64 v6, v6, s60, vcc_lo
	v_cndmask_b32_e32 v5, v10, v5, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[58:59], v[6:7]
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
	v_cndmask_b32_e64 v7, v7, s59, vcc_lo
	v_cndmask_b32_e64 v6, v6, s58, vcc_lo
	v_cndmask_b32_e32 v3, v5, v3, vcc_lo
	v_cmp_lt_u64_e32 vcc_lo, s[56:57], v[6:7]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_cndmask_b32_e32 v5, v3, v2, vcc_lo
	v_cndmask_b32_e64 v3, v7, s57, vcc_lo
	v_cndmask_b32_e64 v2, v6, s56, vcc_lo
	v_cmp_eq_f32_e64 s6, v4, v5
	v_cmp_o_f32_e64 s7, v5, v5
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[54:55], v[2:3]
	v_cmp_gt_f32_e64 s8, v4, v5
	s_and_b32 s6, s6, vcc_lo
	s_or_b32 s7, s7, vcc_lo
	s_or_b32 s6, s8, s6
	v_cndmask_b32_e64 v6, 0, 1, s7
	v_cndmask_b32_e64 v7, 0, 1, s6
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	s_cmp_eq_u64 s[52:53], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v6, v7, v6, vcc_lo
	v_and_b32_e32 v6, 1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v6
	v_cndmask_b32_e64 v3, v3, s55, vcc_lo
	v_cndmask_b32_e64 v2, v2, s54, vcc_lo
	s_cbranch_scc1 .LBB4_173
	s_lshl_b64 s[6:7], s[46:47], 2
	v_dual_cndmask_b32 v4, v5, v4 :: v_dual_mov_b32 v5, 0
	s_and_not1_b32 s6, s6, 31
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s76, s6
	s_addc_u32 s7, s33, s7
	s_add_u32 s8, s42, s6
	s_addc_u32 s9, s43, s7
	.p2align	6
.LBB4_172:
	global_load_b32 v6, v5, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s6, v6, v6
	v_cmp_gt_f32_e64 s7, v6, v4
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s7, s6
	v_cndmask_b32_e64 v2, v2, s52, vcc_lo
	s_add_u32 s52, s52, 1
	v_cndmask_b32_e64 v3, v3, s53, vcc_lo
	s_addc_u32 s53, s53, 0
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	v_cmp_lt_u64_e64 s6, s[52:53], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_172
.LBB4_173:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v4, v3
	v_min_u32_e32 v4, 32, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], v4, v[2:3]
	v_min_u32_e32 v2, 1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v2, v3, v2
	v_sub_nc_u32_e32 v3, 32, v4
	v_cvt_f32_u32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f32 v2, v2, v3
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v2 offset:12
.LBB4_174:
	s_or_b32 exec_lo, exec_lo, s29
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_175:
	s_cmp_lt_f32 s30, 1.0
	buffer_gl0_inv
	s_cselect_b32 s6, -1, 0
	s_xor_b32 s7, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s6, s7
	s_and_b32 vcc_lo, exec_lo, s6
	s_mov_b32 s6, -1
	s_cbranch_vccnz .LBB4_182
	s_and_b32 vcc_lo, exec_lo, s6
	s_cbranch_vccnz .LBB4_185
.LBB4_177:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB4_179
.LBB4_178:
	v_mov_b32_e32 v7, 0
	ds_load_b64 v[1:2], v7
	ds_load_2addr_b32 v[3:4], v7 offset0:5 offset1:6
	ds_load_b32 v8, v7 offset:28
	ds_load_2addr_b32 v[5:6], v7 offset0:3 offset1:4
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v2
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v1, v1, v2 :: v_dual_mul_f32 v2, 0x41000000, v8
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	v_add_f32_e32 v1, v1, v3
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v3, v6, v5, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v5, v2, v1
	v_cndmask_b32_e64 v1, v4, v3, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_add_u32 s0, s38, s0
	v_cmp_eq_f32_e32 vcc_lo, 0, v5
	s_addc_u32 s1, s39, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_add_u32 s2, s36, s2
	v_cndmask_b32_e32 v1, -1.0, v1, vcc_lo
	s_addc_u32 s3, s37, s3
	v_readfirstlane_b32 s4, v1
	s_trunc_f32 s4, s4
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_2)
	s_and_b32 s6, s4, 0x7fffffff
	s_ashr_i32 s8, s4, 31
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
	global_store_b64 v7, v[1:2], s[0:1]
	global_load_b32 v1, v7, s[2:3]
	v_cvt_u32_f32_e32 v2, v5
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v1, v1, v2
	global_store_b32 v7, v1, s[2:3]
.LBB4_179:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v0, 0xffffff00, v0
	v_mov_b32_e32 v1, -1
	s_mov_b32 s0, 0
.LBB4_180:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, 0x100, v0
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[0:1]
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB4_180
.LBB4_181:
	s_endpgm
.LBB4_182:
	s_and_saveexec_b32 s6, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:16
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB4_177
.LBB4_185:
	s_and_saveexec_b32 s52, s5
	s_cbranch_execz .LBB4_188
	s_mul_hi_u32 s7, s50, 0xcd9e8d57
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v9, v1
	s_xor_b32 s5, s48, s7
	s_xor_b64 s[10:11], s[50:51], s[48:49]
	s_xor_b32 s5, s2, s5
	s_add_u32 s14, s48, 0x9e3779b9
	s_addc_u32 s15, s49, 0
	s_mul_hi_u32 s17, s5, 0xd2511f53
	s_add_u32 s12, s49, 0xbb67ae85
	s_mov_b32 s9, 0
	ds_load_b64 v[2:3], v2 offset:32
	s_addc_u32 s13, 0, 0
	s_mov_b32 s8, s17
	s_mul_i32 s6, s50, 0xcd9e8d57
	s_xor_b64 s[12:13], s[8:9], s[12:13]
	s_add_u32 s8, s48, 0x3c6ef372
	s_add_u32 s18, s49, 0x76cf5d0a
	s_mul_i32 s16, s5, 0xd2511f53
	s_addc_u32 s19, 0, 0
	v_lshlrev_b32_e32 v6, 2, v0
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
	s_add_u32 s5, s42, s76
	s_addc_u32 s15, s43, s33
	s_lshl_b64 s[6:7], s[44:45], 2
	v_add_co_u32 v4, s5, s5, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s15, 0, s5
	s_add_u32 s5, s40, s6
	s_addc_u32 s6, s41, s7
	v_add_co_u32 v6, s5, s5, v6
	v_add_co_ci_u32_e64 v7, null, s6, 0, s5
	v_mov_b32_e32 v8, v0
	s_mov_b32 s18, 0xd078c69f
	s_mov_b32 s20, 0x1d8e78af
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s24, 0xdf3e5244
	s_mov_b32 s26, 0x96cb03de
	s_mov_b32 s28, 0x94229359
	s_mov_b32 s30, 0x55555593
	s_mov_b32 s40, 0x35793c76
	s_mov_b32 s44, 0xfee00000
	s_mov_b32 s19, 0x3fc39a09
	s_mov_b32 s21, 0x3fcc71c5
	s_mov_b32 s23, 0x3fd99999
	s_mov_b32 s25, 0x3fc2f112
	s_mov_b32 s27, 0x3fc74664
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s31, 0x3fe55555
	s_mov_b32 s41, 0x3dea39ef
	s_mov_b32 s45, 0x3fe62e42
.LBB4_187:
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v8, 0
	global_load_b32 v26, v[6:7], off
	v_xor_b32_e32 v1, s11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	v_xor_b32_e32 v1, s14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v1, 0
	v_xor_b32_e32 v1, s12, v10
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, s16, v13
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v15, s8, v11
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s10, v17, v14
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v11, s13, v12
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s51, v14, v10
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v12, s50, v16
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s53, v15, v11
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v17, s54, v13
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s56, v11, v16
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v11, v13, s55, v14
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s57, v1, v12
	v_mul_hi_u32 v1, 0xd2511f53, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v10, v14, s58, v10
	v_mul_lo_u32 v10, 0xcd9e8d57, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s49, v1, v13
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v10, s48, v1
	v_cvt_f64_u32_e32 v[10:11], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], 0.5
	v_ldexp_f64 v[10:11], v[10:11], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x95f62, v11
	v_and_b32_e32 v11, 0xfffff, v1
	v_lshrrev_b32_e32 v1, 20, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v11
	v_add_co_u32 v1, s5, 0xfffffc01, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v22, null, 0, -1, s5
	v_add_f64 v[10:11], v[10:11], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[22:23], v22
	v_add_f64 v[12:13], v[10:11], 2.0
	v_mul_f64 v[24:25], v[10:11], 0.5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e64 s6, v26, v2
	v_cmp_gt_f32_e64 s7, v26, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[14:15], null, v[12:13], v[12:13], v[10:11]
	v_div_scale_f64 v[20:21], vcc_lo, v[10:11], v[12:13], v[10:11]
	v_rcp_f64_e32 v[16:17], v[14:15]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[18:19], -v[14:15], v[16:17], 1.0
	v_fma_f64 v[16:17], v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[20:21], v[16:17]
	v_fma_f64 v[14:15], -v[14:15], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[14:15], v[14:15], v[16:17], v[18:19]
	v_div_fixup_f64 v[12:13], v[14:15], v[12:13], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[14:15], v[12:13], v[12:13]
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], s[24:25]
	v_mul_f64 v[20:21], v[16:17], s[18:19]
	v_add_f64 v[18:19], v[18:19], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[20:21]
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[16:17], v[20:21]
	v_add_f64 v[18:19], v[18:19], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[22:23]
	v_mul_f64 v[18:19], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_ldexp_f64 v[20:21], v[22:23], 32
	v_mul_f64 v[22:23], v[10:11], v[24:25]
	v_add_f64 v[18:19], v[18:19], s[30:31]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[14:15], v[18:19]
	v_cvt_f64_u32_e32 v[18:19], v1
	v_add_f64 v[14:15], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[20:21], v[18:19]
	v_add_f64 v[14:15], v[22:23], v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[16:17], s[40:41]
	v_mul_f64 v[12:13], v[12:13], v[14:15]
	v_mul_f64 v[14:15], v[16:17], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[18:19], v[12:13]
	v_add_f64 v[12:13], v[12:13], -v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[12:13]
	v_add_f64 v[10:11], v[14:15], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, 0x80000000, v11
	v_add_co_u32 v12, s5, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, 0, 0, s5
	v_and_b32_e32 v1, 0xfffff, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[12:13], 20, v[12:13]
	v_add_nc_u32_e32 v11, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], -1.0
	v_add_f64 v[14:15], v[10:11], 2.0
	v_mul_f64 v[24:25], v[10:11], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[10:11]
	v_div_scale_f64 v[22:23], vcc_lo, v[10:11], v[14:15], v[10:11]
	v_rcp_f64_e32 v[18:19], v[16:17]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[20:21], -v[16:17], v[18:19], 1.0
	v_fma_f64 v[18:19], v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[22:23], v[18:19]
	v_fma_f64 v[16:17], -v[16:17], v[20:21], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_add_co_u32 v1, vcc_lo, 0xfffffc01, v12
	v_add_co_ci_u32_e64 v12, null, -1, v13, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_cvt_f64_i32_e32 v[12:13], v12
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[12:13], v[12:13], 32
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	v_mul_f64 v[20:21], v[18:19], s[24:25]
	v_mul_f64 v[22:23], v[18:19], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[26:27]
	v_add_f64 v[22:23], v[22:23], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[20:21], v[20:21], s[28:29]
	v_add_f64 v[22:23], v[22:23], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_mul_f64 v[22:23], v[10:11], v[24:25]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[20:21], v[20:21], s[30:31]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_cvt_f64_u32_e32 v[20:21], v1
	v_clz_i32_u32_e32 v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_min_u32_e32 v1, 32, v1
	v_add_f64 v[16:17], v[18:19], v[16:17]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[12:13], v[12:13], v[20:21]
	v_add_f64 v[16:17], v[22:23], v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[18:19], v[12:13], s[40:41]
	v_mul_f64 v[12:13], v[12:13], s[44:45]
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[18:19], v[14:15]
	v_add_f64 v[14:15], v[14:15], -v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[10:11], v[10:11], v[14:15]
	v_add_f64 v[10:11], v[12:13], v[10:11]
	v_lshlrev_b64 v[12:13], v1, v[8:9]
	v_sub_nc_u32_e32 v1, 32, v1
	v_add_co_u32 v8, vcc_lo, 0x100, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[8:9]
	v_cvt_f32_f64_e32 v10, v[10:11]
	v_min_u32_e32 v11, 1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v11, v13, v11
	v_cvt_f32_u32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ldexp_f32 v1, v11, v1
	v_cndmask_b32_e64 v11, 0, 1.0, s7
	v_cmp_ge_f32_e64 s5, v3, v1
	v_mul_f32_e32 v1, s77, v26
	s_and_b32 s5, s6, s5
	s_or_b32 s9, vcc_lo, s9
	v_cndmask_b32_e64 v12, 0, 1.0, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s5, v12, v11
	v_cndmask_b32_e64 v11, v11, v12, s5
	v_sub_f32_e32 v1, v1, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e64 s5, 0, v11
	v_cndmask_b32_e64 v1, 0xff800000, v1, s5
	global_store_b32 v[4:5], v1, off
	v_add_co_u32 v4, s5, 0x400, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s5
	s_and_not1_b32 exec_lo, exec_lo, s9
	s_cbranch_execnz .LBB4_187
.LBB4_188:
	s_or_b32 exec_lo, exec_lo, s52
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s60, s4
	s_cbranch_execz .LBB4_196
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v2, 0xff800000
	v_dual_mov_b32 v1, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v8, 0xff800000 :: v_dual_mov_b32 v7, 0xff800000
	s_and_b32 s28, s46, -8
	s_mov_b32 s29, s47
	s_mov_b64 s[30:31], 0
	s_cmp_eq_u64 s[28:29], 0
	s_mov_b64 s[40:41], 0
	s_mov_b64 s[44:45], 0
	s_mov_b64 s[48:49], 0
	s_mov_b64 s[50:51], 0
	s_mov_b64 s[52:53], 0
	s_mov_b64 s[54:55], 0
	s_mov_b64 s[56:57], 0
	s_cbranch_scc1 .LBB4_192
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v8, 0xff800000
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v5, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v1, 0xff800000
	v_mov_b32_e32 v3, 0xff800000
	s_mov_b64 s[58:59], 0
.LBB4_191:
	s_clause 0x1
	global_load_b128 v[10:13], v9, s[34:35]
	global_load_b128 v[14:17], v9, s[34:35] offset:16
	v_cmp_o_f32_e64 s11, v7, v7
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	v_cmp_o_f32_e64 s5, v1, v1
	v_cmp_o_f32_e64 s6, v2, v2
	v_cmp_o_f32_e64 s7, v4, v4
	v_cmp_o_f32_e64 s8, v5, v5
	v_cmp_o_f32_e64 s9, v6, v6
	v_cmp_o_f32_e64 s10, v8, v8
	s_or_b32 s61, s58, 7
	s_or_b32 s62, s58, 6
	s_or_b32 s63, s58, 5
	s_or_b32 s64, s58, 4
	s_or_b32 s65, s58, 3
	s_or_b32 s66, s58, 2
	s_or_b32 s67, s58, 1
	s_waitcnt vmcnt(1)
	v_cmp_u_f32_e64 s23, v10, v10
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s20, v17, v17
	v_cmp_u_f32_e64 s21, v16, v16
	v_cmp_u_f32_e64 s22, v15, v15
	v_cmp_u_f32_e64 s24, v11, v11
	v_cmp_u_f32_e64 s25, v12, v12
	v_cmp_u_f32_e64 s26, v13, v13
	v_cmp_u_f32_e64 s27, v14, v14
	v_cmp_gt_f32_e64 s12, v10, v7
	v_cmp_gt_f32_e64 s13, v11, v8
	v_cmp_gt_f32_e64 s14, v12, v6
	v_cmp_gt_f32_e64 s15, v13, v5
	v_cmp_gt_f32_e64 s16, v14, v4
	v_cmp_gt_f32_e64 s17, v15, v2
	v_cmp_gt_f32_e64 s18, v16, v1
	v_cmp_gt_f32_e64 s19, v17, v3
	s_and_b32 s11, s11, s23
	s_and_b32 s10, s10, s24
	s_and_b32 s9, s9, s25
	s_and_b32 s8, s8, s26
	s_and_b32 s23, s7, s27
	s_and_b32 s22, s6, s22
	s_and_b32 s21, s5, s21
	s_and_b32 s20, vcc_lo, s20
	s_or_b32 vcc_lo, s12, s11
	s_or_b32 s5, s13, s10
	s_or_b32 s6, s14, s9
	s_or_b32 s7, s15, s8
	s_or_b32 s8, s16, s23
	s_or_b32 s9, s17, s22
	s_or_b32 s10, s18, s21
	s_or_b32 s11, s19, s20
	s_and_b32 s12, vcc_lo, exec_lo
	v_cndmask_b32_e64 v8, v8, v11, s5
	s_cselect_b32 s57, s59, s57
	s_cselect_b32 s56, s58, s56
	s_and_b32 s5, s5, exec_lo
	s_cselect_b32 s55, s59, s55
	s_cselect_b32 s54, s67, s54
	s_and_b32 s5, s6, exec_lo
	s_cselect_b32 s53, s59, s53
	s_cselect_b32 s52, s66, s52
	s_and_b32 s5, s7, exec_lo
	s_cselect_b32 s51, s59, s51
	s_cselect_b32 s50, s65, s50
	s_and_b32 s5, s8, exec_lo
	s_cselect_b32 s49, s59, s49
	s_cselect_b32 s48, s64, s48
	s_and_b32 s5, s9, exec_lo
	s_cselect_b32 s45, s59, s45
	s_cselect_b32 s44, s63, s44
	s_and_b32 s5, s10, exec_lo
	s_cselect_b32 s41, s59, s41
	s_cselect_b32 s40, s62, s40
	s_and_b32 s5, s11, exec_lo
	s_cselect_b32 s31, s59, s31
	s_cselect_b32 s30, s61, s30
	s_add_u32 s58, s58, 8
	s_addc_u32 s59, s59, 0
	v_cndmask_b32_e32 v7, v7, v10, vcc_lo
	v_cmp_lt_u64_e64 s5, s[58:59], s[28:29]
	v_cndmask_b32_e64 v6, v6, v12, s6
	v_cndmask_b32_e64 v5, v5, v13, s7
	v_cndmask_b32_e64 v4, v4, v14, s8
	v_cndmask_b32_e64 v2, v2, v15, s9
	v_cndmask_b32_e64 v1, v1, v16, s10
	v_cndmask_b32_e64 v3, v3, v17, s11
	s_add_u32 s34, s34, 32
	s_addc_u32 s35, s35, 0
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB4_191
.LBB4_192:
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v7
	v_cmp_eq_f32_e64 s5, v8, v7
	v_cmp_o_f32_e64 s6, v7, v7
	v_cmp_gt_f32_e64 s7, v8, v7
	v_cndmask_b32_e64 v10, 0, s57, vcc_lo
	v_cndmask_b32_e64 v9, 0, s56, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, s[54:55], v[9:10]
	s_and_b32 s5, s5, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s5, s7, s5
	v_cndmask_b32_e64 v11, 0, 1, s6
	v_cndmask_b32_e64 v12, 0, 1, s5
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, v12, v11, vcc_lo
	v_and_b32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v11
	v_cndmask_b32_e32 v11, v7, v8, vcc_lo
	v_cndmask_b32_e64 v8, v10, s55, vcc_lo
	v_cndmask_b32_e64 v7, v9, s54, vcc_lo
	v_cmp_eq_f32_e64 s5, v6, v11
	v_cmp_o_f32_e64 s6, v11, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[52:53], v[7:8]
	v_cmp_gt_f32_e64 s7, v6, v11
	s_and_b32 s5, s5, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s5, s7, s5
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cndmask_b32_e64 v10, 0, 1, s5
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
	v_cmp_eq_f32_e64 s5, v5, v6
	v_cmp_o_f32_e64 s6, v6, v6
	v_cmp_gt_f32_e64 s7, v5, v6
	s_and_b32 s5, s5, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s5, s7, s5
	v_cndmask_b32_e64 v9, 0, 1, s6
	v_cndmask_b32_e64 v10, 0, 1, s5
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, v10, v9, vcc_lo
	v_and_b32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v9
	v_cndmask_b32_e32 v9, v6, v5, vcc_lo
	v_cndmask_b32_e64 v6, v8, s51, vcc_lo
	v_cndmask_b32_e64 v5, v7, s50, vcc_lo
	v_cmp_eq_f32_e64 s5, v4, v9
	v_cmp_o_f32_e64 s6, v9, v9
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[48:49], v[5:6]
	v_cmp_gt_f32_e64 s7, v4, v9
	s_and_b32 s5, s5, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s5, s7, s5
	v_cndmask_b32_e64 v7, 0, 1, s6
	v_cndmask_b32_e64 v8, 0, 1, s5
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
	v_cmp_eq_f32_e64 s5, v2, v4
	v_cmp_o_f32_e64 s6, v4, v4
	v_cmp_gt_f32_e64 s7, v2, v4
	s_and_b32 s5, s5, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s5, s7, s5
	v_cndmask_b32_e64 v7, 0, 1, s6
	v_cndmask_b32_e64 v8, 0, 1, s5
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
	v_cmp_eq_f32_e64 s5, v1, v2
	v_cmp_o_f32_e64 s6, v2, v2
	v_cmp_gt_f32_e64 s7, v1, v2
	s_and_b32 s5, s5, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s5, s7, s5
	v_cndmask_b32_e64 v4, 0, 1, s6
	v_cndmask_b32_e64 v7, 0, 1, s5
	v_cmp_u_f32_e32 vcc_lo, v1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v4, v7, v4, vcc_lo
	v_and_b32_e32 v4, 1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 1, v4
	v_cndmask_b32_e32 v4, v2, v1, vcc_lo
	v_cndmask_b32_e64 v2, v6, s41, vcc_lo
	v_cndmask_b32_e64 v1, v5, s40, vcc_lo
	v_cmp_eq_f32_e64 s5, v3, v4
	v_cmp_o_f32_e64 s6, v4, v4
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, s[30:31], v[1:2]
	v_cmp_gt_f32_e64 s7, v3, v4
	s_and_b32 s5, s5, vcc_lo
	s_or_b32 s6, s6, vcc_lo
	s_or_b32 s5, s7, s5
	v_cndmask_b32_e64 v5, 0, 1, s6
	v_cndmask_b32_e64 v6, 0, 1, s5
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	s_cmp_eq_u64 s[28:29], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v5, v6, v5, vcc_lo
	v_and_b32_e32 v5, 1, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 1, v5
	v_cndmask_b32_e64 v2, v2, s31, vcc_lo
	v_cndmask_b32_e64 v1, v1, s30, vcc_lo
	s_cbranch_scc1 .LBB4_195
	s_lshl_b64 s[6:7], s[46:47], 2
	v_dual_cndmask_b32 v3, v4, v3 :: v_dual_mov_b32 v4, 0
	s_and_b32 s5, s6, 0xffffffe0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s5, s76, s5
	s_addc_u32 s6, s33, s7
	s_add_u32 s8, s42, s5
	s_addc_u32 s9, s43, s6
	.p2align	6
.LBB4_194:
	global_load_b32 v5, v4, s[8:9]
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s5, v5, v5
	v_cmp_gt_f32_e64 s6, v5, v3
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s6, s5
	v_cndmask_b32_e64 v1, v1, s28, vcc_lo
	s_add_u32 s28, s28, 1
	v_cndmask_b32_e64 v2, v2, s29, vcc_lo
	s_addc_u32 s29, s29, 0
	v_cndmask_b32_e32 v3, v3, v5, vcc_lo
	v_cmp_lt_u64_e64 s5, s[28:29], s[46:47]
	s_add_u32 s8, s8, 4
	s_addc_u32 s9, s9, 0
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccnz .LBB4_194
.LBB4_195:
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
	ds_store_b32 v2, v1 offset:16
.LBB4_196:
	s_or_b32 exec_lo, exec_lo, s60
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB4_178
	s_branch .LBB4_179
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_wide
		.amdhsa_group_segment_fixed_size 52
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
    .group_segment_fixed_size: 2100
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_w256
    .private_segment_fixed_size: 0
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w256.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
    .group_segment_fixed_size: 8244
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w1024
    .private_segment_fixed_size: 0
    .sgpr_count:     73
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w1024.kd
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
    .group_segment_fixed_size: 16436
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w2048
    .private_segment_fixed_size: 0
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     32
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
    .group_segment_fixed_size: 32820
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_w4096
    .private_segment_fixed_size: 0
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     36
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
    .group_segment_fixed_size: 52
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
