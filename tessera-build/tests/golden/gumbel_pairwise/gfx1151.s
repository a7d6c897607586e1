	.amdgcn_target "amdgcn-amd-amdhsa--gfx1151"
	.amdhsa_code_object_version 6
	.text
	.globl	tessera_gumbel_pairwise_w4x64
	.p2align	8
	.type	tessera_gumbel_pairwise_w4x64,@function
tessera_gumbel_pairwise_w4x64:
	s_clause 0x1
	s_load_b128 s[28:31], s[0:1], 0x40
	s_load_b128 s[20:23], s[0:1], 0x20
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s31, 0
	v_cmp_gt_u64_e64 s6, s[20:21], 4
	s_cselect_b32 s4, -1, 0
	s_cmp_lg_u64 s[28:29], 0
	s_cselect_b32 s3, -1, 0
	s_cmp_lt_f32 s30, 1.0
	s_cselect_b32 s5, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s3, s5
	s_and_b32 s3, s3, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s6, s3
	s_and_b32 vcc_lo, exec_lo, s3
	s_mov_b32 s3, 0
	s_cbranch_vccnz .LBB0_67
	s_load_b256 s[12:19], s[0:1], 0x0
	v_lshrrev_b32_e32 v8, 2, v0
	s_lshl_b64 s[2:3], s[2:3], 6
	s_load_b128 s[24:27], s[0:1], 0x30
	v_dual_mov_b32 v2, s3 :: v_dual_mov_b32 v11, 0xff800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s2, v8
	s_waitcnt lgkmcnt(0)
	s_add_u32 s6, s18, -1
	s_addc_u32 s7, s19, -1
	v_cmp_le_u64_e64 s2, s[18:19], v[1:2]
	v_mov_b32_e32 v2, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v1, v1, s6, s2
	v_cndmask_b32_e64 v2, s3, v2, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v3, v1, s21
	v_mad_u64_u32 v[5:6], null, v1, s20, 0
	v_mul_lo_u32 v4, v2, s20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v6, v6, v3, v4
	v_dual_mov_b32 v4, 0 :: v_dual_and_b32 v3, 3, v0
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v12, v4
	v_cmp_gt_u64_e64 s8, s[20:21], v[3:4]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s16, v5
	v_add_co_ci_u32_e64 v10, null, s17, v6, vcc_lo
	s_and_saveexec_b32 s3, s8
	s_cbranch_execz .LBB0_3
	v_dual_mov_b32 v12, v3 :: v_dual_lshlrev_b32 v5, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v5, vcc_lo, v9, v5
	v_add_co_ci_u32_e64 v6, null, 0, v10, vcc_lo
	global_load_b32 v5, v[5:6], off
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
.LBB0_3:
	s_or_b32 exec_lo, exec_lo, s3
	v_and_b32_e32 v7, 0xfc, v0
	v_cmp_gt_u64_e64 s7, 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v6, v7, 2, 0x1100
	v_lshl_or_b32 v0, v3, 2, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v5, 0xfffffc00, v0
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB0_5
	ds_load_2addr_b32 v[13:14], v5 offset1:2
	ds_load_2addr_b32 v[15:16], v0 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s3, v16, v15
	v_cmp_gt_f32_e64 s6, v16, v15
	v_cmp_o_f32_e64 s9, v15, v15
	s_and_b32 s3, vcc_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s3, s6, s3
	v_cndmask_b32_e64 v11, 0, 1, s3
	s_or_b32 s3, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	v_cndmask_b32_e64 v12, 0, 1, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v15, v16 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_5:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_ne_u64_e64 s3, 0, v[3:4]
	v_cmp_eq_u64_e64 s6, 0, v[3:4]
	v_lshl_add_u32 v7, v7, 2, 0xd00
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_7
	ds_load_b32 v13, v5
	ds_load_b32 v14, v7 offset:4
	ds_load_b32 v15, v6 offset:4
	ds_load_b32 v16, v0
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v15, v16
	v_cmp_gt_f32_e64 s10, v15, v16
	v_cmp_o_f32_e64 s11, v16, v16
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s10, s9
	v_cndmask_b32_e64 v11, 0, 1, s9
	s_or_b32 s9, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v12, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v16, v15 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s16
	v_mul_u32_u24_e32 v8, 52, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_9
	ds_load_b32 v11, v6
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v11
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v11, 0xff800000 :: v_dual_mov_b32 v12, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_11
	v_lshlrev_b32_e32 v11, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, v9, v11
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	global_load_b32 v11, v[11:12], off
	v_mov_b32_e32 v12, v3
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v11
	v_cndmask_b32_e64 v11, 0, 1.0, vcc_lo
.LBB0_11:
	s_or_b32 exec_lo, exec_lo, s9
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_13
	ds_load_2addr_b32 v[13:14], v5 offset1:2
	ds_load_2addr_b32 v[15:16], v0 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v16, v15
	v_cmp_gt_f32_e64 s10, v16, v15
	v_cmp_o_f32_e64 s11, v15, v15
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s10, s9
	v_cndmask_b32_e64 v11, 0, 1, s9
	s_or_b32 s9, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	v_cndmask_b32_e64 v12, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v15, v16 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_15
	ds_load_b32 v13, v5
	ds_load_b32 v14, v7 offset:4
	ds_load_b32 v15, v6 offset:4
	ds_load_b32 v16, v0
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v15, v16
	v_cmp_gt_f32_e64 s10, v15, v16
	v_cmp_o_f32_e64 s11, v16, v16
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s10, s9
	v_cndmask_b32_e64 v11, 0, 1, s9
	s_or_b32 s9, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v12, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v16, v15 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_15:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_17
	ds_load_b32 v11, v6
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v11 offset:4
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_19
	v_lshlrev_b32_e32 v11, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, v9, v11
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	global_load_b32 v11, v[11:12], off
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v11
	v_cndmask_b32_e32 v12, 0, v3, vcc_lo
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s9
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_21
	ds_load_2addr_b32 v[13:14], v5 offset1:2
	ds_load_2addr_b32 v[15:16], v0 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v16, v15
	v_cmp_gt_f32_e64 s10, v16, v15
	v_cmp_o_f32_e64 s11, v15, v15
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s10, s9
	v_cndmask_b32_e64 v11, 0, 1, s9
	s_or_b32 s9, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	v_cndmask_b32_e64 v12, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v15, v16 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_21:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_23
	ds_load_b32 v13, v5
	ds_load_b32 v14, v7 offset:4
	ds_load_b32 v15, v6 offset:4
	ds_load_b32 v16, v0
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v15, v16
	v_cmp_gt_f32_e64 s10, v15, v16
	v_cmp_o_f32_e64 s11, v16, v16
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s10, s9
	v_cndmask_b32_e64 v11, 0, 1, s9
	s_or_b32 s9, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v12, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v16, v15 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_23:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_25
	ds_load_b32 v11, v6
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v11 offset:8
.LBB0_25:
	s_or_b32 exec_lo, exec_lo, s9
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_27
	v_lshlrev_b32_e32 v11, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, v9, v11
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	global_load_b32 v11, v[11:12], off
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v11
	v_cndmask_b32_e32 v12, 0, v3, vcc_lo
.LBB0_27:
	s_or_b32 exec_lo, exec_lo, s9
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB0_29
	ds_load_2addr_b32 v[13:14], v5 offset1:2
	ds_load_2addr_b32 v[15:16], v0 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v16, v15
	v_cmp_gt_f32_e64 s10, v16, v15
	v_cmp_o_f32_e64 s11, v15, v15
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s10, s9
	v_cndmask_b32_e64 v11, 0, 1, s9
	s_or_b32 s9, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	v_cndmask_b32_e64 v12, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v15, v16 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB0_31
	ds_load_b32 v13, v5
	ds_load_b32 v14, v7 offset:4
	ds_load_b32 v15, v6 offset:4
	ds_load_b32 v16, v0
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v15, v16
	v_cmp_gt_f32_e64 s10, v15, v16
	v_cmp_o_f32_e64 s11, v16, v16
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s10, s9
	v_cndmask_b32_e64 v11, 0, 1, s9
	s_or_b32 s9, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v12, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v16, v15 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_31:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB0_33
	ds_load_b32 v11, v7
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v11, v11
	ds_store_b32 v8, v11 offset:12
.LBB0_33:
	s_or_b32 exec_lo, exec_lo, s9
	s_load_b32 s10, s[0:1], 0x38
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0xff800000
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB0_35
	v_lshlrev_b32_e32 v11, 2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, vcc_lo, v9, v11
	v_add_co_ci_u32_e64 v12, null, 0, v10, vcc_lo
	global_load_b32 v11, v[11:12], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v12, s10, v11
	v_cmp_class_f32_e64 s1, v11, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s9, v12, 0x204
	v_mov_b32_e32 v12, v3
	s_and_b32 s1, s9, s1
	v_cndmask_b32_e64 v11, 0, 1.0, s1
.LBB0_35:
	s_or_b32 exec_lo, exec_lo, s0
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s7
	s_cbranch_execz .LBB0_37
	ds_load_2addr_b32 v[13:14], v5 offset1:2
	ds_load_2addr_b32 v[15:16], v0 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v16, v15
	v_cmp_gt_f32_e64 s1, v16, v15
	v_cmp_o_f32_e64 s9, v15, v15
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_or_b32 s0, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v16, v16
	v_cndmask_b32_e64 v12, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v15, v16 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_37:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB0_39
	ds_load_b32 v13, v5
	ds_load_b32 v14, v7 offset:4
	ds_load_b32 v15, v6 offset:4
	ds_load_b32 v16, v0
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v14, v13
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v15, v16
	v_cmp_gt_f32_e64 s1, v15, v16
	v_cmp_o_f32_e64 s9, v16, v16
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v11, 0, 1, s0
	s_or_b32 s0, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v12, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v11.l, v11.l, v12.l, vcc_lo
	v_and_b16 v11.l, 1, v11.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v11.l
	v_dual_cndmask_b32 v11, v16, v15 :: v_dual_cndmask_b32 v12, v13, v14
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
.LBB0_39:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_41
	ds_load_b32 v11, v6
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v8, v11 offset:16
.LBB0_41:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s6
	v_mov_b32_e32 v11, 0xff800000
	v_mov_b32_e32 v12, 0x7f800000
	ds_store_2addr_b32 v8, v11, v12 offset0:5 offset1:6
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s6
	v_mov_b32_e32 v11, 0
	ds_store_b32 v8, v11 offset:28
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s6
	v_mov_b32_e32 v11, 0
	ds_store_b32 v8, v11 offset:32
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s6
	v_mov_b32_e32 v11, 0xff800000
	v_mov_b32_e32 v12, 0x7f800000
	ds_store_2addr_b32 v8, v11, v12 offset0:9 offset1:10
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s6
	v_mov_b32_e32 v11, 0
	ds_store_b32 v8, v11 offset:44
	s_or_b32 exec_lo, exec_lo, s0
	s_cmp_lt_f32 s30, 1.0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cselect_b32 s0, -1, 0
	s_xor_b32 s1, s4, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s0, s1
	s_and_b32 vcc_lo, exec_lo, s0
	s_mov_b32 s0, -1
	s_cbranch_vccz .LBB0_55
	s_and_saveexec_b32 s0, s6
	v_mov_b32_e32 v11, 0
	ds_store_b32 v8, v11 offset:48
	s_or_b32 exec_lo, exec_lo, s0
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_55:
	s_and_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccz .LBB0_65
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v11, 0xff800000
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB0_58
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v3, 0
	s_xor_b64 s[0:1], s[24:25], s[22:23]
	s_mul_i32 s0, s24, 0xcd9e8d57
	s_add_i32 s8, s22, 0x9e3779b9
	s_mov_b32 s16, 0xd078c69f
	s_mov_b32 s17, 0x3fc39a09
	s_mov_b32 s18, 0x1d8e78af
	v_xor_b32_e32 v12, s1, v12
	s_mul_hi_u32 s1, s24, 0xcd9e8d57
	s_mov_b32 s20, 0x94229359
	v_xor3_b32 v14, s22, s1, v1
	s_add_i32 s1, s23, 0x76cf5d0a
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v12, 0
	s_mov_b32 s19, 0x3fcc71c5
	s_mov_b32 s21, 0x3fd24924
	s_mov_b32 s24, 0x55555593
	s_mov_b32 s25, 0x3fe55555
	s_mov_b32 s28, 0xfee00000
	s_mov_b32 s29, 0x3fe62e42
	v_xor3_b32 v15, s0, s8, v13
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	s_add_i32 s0, s23, 0xbb67ae85
	s_mov_b32 s8, 0x96cb03de
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_mov_b32 s9, 0x3fc74664
	v_lshlrev_b32_e32 v28, 2, v3
	v_xor3_b32 v11, s0, v14, v11
	s_add_i32 s0, s22, 0x3c6ef372
	v_xor3_b32 v16, s1, v16, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v11, 0
	s_add_i32 s1, s22, 0xdaa66d2b
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v11, s0, v14, v12
	s_add_i32 s0, s23, 0x32370b8f
	v_xor3_b32 v13, s1, v17, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v11, 0
	s_add_i32 s1, s23, 0xed9eba14
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	v_xor3_b32 v12, s0, v12, v15
	s_add_i32 s0, s22, 0x78dde6e4
	v_xor3_b32 v14, s1, v14, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v12, 0
	s_add_i32 s1, s22, 0x1715609d
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v12, s0, v12, v16
	s_add_i32 s0, s23, 0xa9066899
	v_xor3_b32 v15, s1, v15, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_add_i32 s1, s23, 0x646e171e
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	v_xor3_b32 v12, s0, v12, v13
	s_add_i32 s0, s22, 0xb54cda56
	v_xor3_b32 v13, s1, v16, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v12, 0
	s_add_i32 s1, s22, 0x5384540f
	v_mul_hi_u32 v13, 0xcd9e8d57, v13
	v_xor3_b32 v12, s0, v12, v14
	s_add_i32 s0, s23, 0x1fd5c5a3
	v_xor3_b32 v13, s1, v13, v11
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v12, 0
	s_add_i32 s1, s23, 0xdb3d7428
	v_mul_hi_u32 v13, 0xd2511f53, v13
	v_xor3_b32 v12, s0, v12, v15
	s_add_i32 s0, s22, 0x8ff34781
	s_mov_b32 s22, 0x9997fa04
	s_mov_b32 s23, 0x3fd99999
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v11, s1, v13, v11
	v_mul_lo_u32 v12, 0xcd9e8d57, v12
	v_mul_hi_u32 v11, 0xcd9e8d57, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v11, v12, s0, v11
	s_mov_b32 s0, 0xdf3e5244
	s_mov_b32 s1, 0x3fc2f112
	v_cvt_f64_u32_e32 v[11:12], v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], 0.5
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v23, 0x95f62, v12
	v_and_b32_e32 v12, 0xfffff, v23
	v_lshrrev_b32_e32 v23, 20, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v12
	v_add_co_u32 v27, s26, 0xfffffc01, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v23, null, 0, -1, s26
	v_add_f64 v[11:12], v[11:12], -1.0
	s_mov_b32 s26, 0x35793c76
	s_mov_b32 s27, 0x3dea39ef
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[23:24], v23
	v_add_f64 v[13:14], v[11:12], 2.0
	v_mul_f64 v[25:26], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[11:12]
	v_div_scale_f64 v[21:22], vcc_lo, v[11:12], v[13:14], v[11:12]
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
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], s[0:1]
	v_mul_f64 v[21:22], v[17:18], s[16:17]
	v_add_f64 v[19:20], v[19:20], s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[18:19]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_add_f64 v[19:20], v[19:20], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[22:23]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_ldexp_f64 v[21:22], v[23:24], 32
	v_mul_f64 v[23:24], v[11:12], v[25:26]
	v_add_f64 v[19:20], v[19:20], s[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[15:16], v[19:20]
	v_cvt_f64_u32_e32 v[19:20], v27
	v_add_f64 v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[21:22], v[19:20]
	v_add_f64 v[15:16], v[23:24], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], s[26:27]
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[15:16], v[17:18], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[19:20], v[13:14]
	v_add_f64 v[13:14], v[13:14], -v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], v[13:14]
	v_add_f64 v[11:12], v[15:16], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v12, 0x80000000, v12
	v_add_co_u32 v13, s30, 0x95f62, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, 0, 0, s30
	v_and_b32_e32 v12, 0xfffff, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[13:14], 20, v[13:14]
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -1.0
	v_add_f64 v[15:16], v[11:12], 2.0
	v_mul_f64 v[25:26], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[17:18], null, v[15:16], v[15:16], v[11:12]
	v_div_scale_f64 v[23:24], vcc_lo, v[11:12], v[15:16], v[11:12]
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
	v_add_co_u32 v27, vcc_lo, 0xfffffc01, v13
	v_add_co_ci_u32_e64 v13, null, -1, v14, vcc_lo
	v_add_co_u32 v9, vcc_lo, v9, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v10, null, 0, v10, vcc_lo
	v_cvt_f64_i32_e32 v[13:14], v13
	v_div_fixup_f64 v[15:16], v[17:18], v[15:16], v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[13:14], v[13:14], 32
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[21:22], v[19:20], s[0:1]
	v_mul_f64 v[23:24], v[19:20], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[8:9]
	v_add_f64 v[23:24], v[23:24], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[20:21]
	v_add_f64 v[23:24], v[23:24], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	global_load_b32 v23, v[9:10], off
	v_cvt_f64_u32_e32 v[9:10], v27
	v_add_f64 v[21:22], v[21:22], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[9:10], v[13:14], v[9:10]
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_mul_f64 v[21:22], v[11:12], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_add_f64 v[13:14], v[21:22], v[17:18]
	v_mul_f64 v[17:18], v[9:10], s[26:27]
	v_mul_f64 v[9:10], v[9:10], s[28:29]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[13:14]
	v_add_f64 v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], -v[21:22]
	v_add_f64 v[11:12], v[11:12], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], v[11:12]
	v_clz_i32_u32_e32 v11, 0
	v_min_u32_e32 v13, 32, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[11:12], v13, v[3:4]
	v_min_u32_e32 v11, 1, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or_b32_e32 v11, v12, v11
	v_sub_nc_u32_e32 v12, 32, v13
	v_cvt_f32_u32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_ldexp_f32 v11, v11, v12
	v_cvt_f32_f64_e32 v4, v[9:10]
	ds_load_2addr_b32 v[9:10], v8 offset0:5 offset1:6
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v10, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s0, v23, v9
	v_cmp_gt_f32_e64 s1, v23, v9
	v_mul_f32_e32 v11, s10, v23
	s_and_b32 s0, s0, vcc_lo
	v_cndmask_b32_e64 v9, 0, 1.0, s1
	v_cndmask_b32_e64 v10, 0, 1.0, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v10, v9
	v_dual_sub_f32 v4, v11, v4 :: v_dual_cndmask_b32 v9, v9, v10
	v_cmp_neq_f32_e32 vcc_lo, 0, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v11, 0xff800000, v4, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v11
	v_cndmask_b32_e32 v12, 0, v3, vcc_lo
.LBB0_58:
	s_or_b32 exec_lo, exec_lo, s11
	ds_store_b32 v0, v11
	ds_store_b32 v5, v12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s7
	s_cbranch_execz .LBB0_60
	ds_load_2addr_b32 v[9:10], v5 offset1:2
	ds_load_2addr_b32 v[11:12], v0 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v12, v11
	v_cmp_gt_f32_e64 s1, v12, v11
	v_cmp_o_f32_e64 s7, v11, v11
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_or_b32 s0, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v11, v12 :: v_dual_cndmask_b32 v4, v9, v10
	ds_store_b32 v0, v3
	ds_store_b32 v5, v4
.LBB0_60:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s6
	s_cbranch_execz .LBB0_62
	ds_load_b32 v9, v5
	ds_load_b32 v10, v7 offset:4
	ds_load_b32 v6, v6 offset:4
	ds_load_b32 v11, v0
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v11
	v_cmp_gt_f32_e64 s1, v6, v11
	v_cmp_o_f32_e64 s7, v11, v11
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_or_b32 s0, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v4, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v6, vcc_lo
	v_cndmask_b32_e32 v4, v9, v10, vcc_lo
	ds_store_b32 v0, v3
	ds_store_b32 v5, v4
.LBB0_62:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s6
	s_cbranch_execz .LBB0_64
	ds_load_b32 v0, v7
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v0, v0
	ds_store_b32 v8, v0 offset:48
.LBB0_64:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB0_65:
	s_nor_b32 s0, s2, s3
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB0_67
	ds_load_2addr_b32 v[3:4], v8 offset1:1
	ds_load_2addr_b32 v[5:6], v8 offset0:2 offset1:3
	ds_load_b32 v0, v8 offset:16
	ds_load_2addr_b32 v[7:8], v8 offset0:11 offset1:12
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v5
	s_waitcnt lgkmcnt(1)
	v_mul_f32_e32 v0, 0x41000000, v0
	v_cndmask_b32_e64 v5, 0, 4.0, vcc_lo
	v_add_f32_e32 v4, v4, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v3, v3, v4
	s_waitcnt lgkmcnt(0)
	v_cndmask_b32_e64 v4, v8, v7, s5
	v_add_f32_e32 v3, v3, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v7, v0, v3
	v_cndmask_b32_e64 v0, v6, v4, s4
	v_lshlrev_b64 v[3:4], 3, v[1:2]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_f32_e32 vcc_lo, 0, v7
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v5, v0
	v_mul_f32_e64 v0, 0x2f800000, |v5|
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_floor_f32_e32 v6, v0
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v2, vcc_lo, s14, v3
	v_add_co_ci_u32_e64 v3, null, s15, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fma_f32 v8, 0xcf800000, v6, |v5|
	v_ashrrev_i32_e32 v5, 31, v5
	v_cvt_u32_f32_e32 v6, v6
	v_add_co_u32 v0, vcc_lo, s12, v0
	v_cvt_u32_f32_e32 v8, v8
	v_add_co_ci_u32_e64 v1, null, s13, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor_b32_e32 v6, v6, v5
	v_xor_b32_e32 v4, v8, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v4, vcc_lo, v4, v5
	v_sub_co_ci_u32_e64 v5, null, v6, v5, vcc_lo
	v_cvt_u32_f32_e32 v6, v7
	global_store_b64 v[2:3], v[4:5], off
	global_store_b32 v[0:1], v6, off
.LBB0_67:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_pairwise_w4x64
		.amdhsa_group_segment_fixed_size 5376
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
		.amdhsa_next_free_sgpr 32
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
.Lfunc_end0:
	.size	tessera_gumbel_pairwise_w4x64, .Lfunc_end0-tessera_gumbel_pairwise_w4x64

	.set tessera_gumbel_pairwise_w4x64.num_vgpr, 29
	.set tessera_gumbel_pairwise_w4x64.num_agpr, 0
	.set tessera_gumbel_pairwise_w4x64.numbered_sgpr, 32
	.set tessera_gumbel_pairwise_w4x64.num_named_barrier, 0
	.set tessera_gumbel_pairwise_w4x64.private_seg_size, 0
	.set tessera_gumbel_pairwise_w4x64.uses_vcc, 1
	.set tessera_gumbel_pairwise_w4x64.uses_flat_scratch, 0
	.set tessera_gumbel_pairwise_w4x64.has_dyn_sized_stack, 0
	.set tessera_gumbel_pairwise_w4x64.has_recursion, 0
	.set tessera_gumbel_pairwise_w4x64.has_indirect_call, 0
	.globl	tessera_gumbel_pairwise_w1024
	.p2align	8
	.type	tessera_gumbel_pairwise_w1024,@function
tessera_gumbel_pairwise_w1024:
	s_clause 0x1
	s_load_b256 s[36:43], s[0:1], 0x0
	s_load_b128 s[28:31], s[0:1], 0x20
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[42:43], s[2:3]
	v_cmp_lt_u64_e64 s5, 0x400, s[28:29]
	s_or_b32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB6_463
	s_load_b128 s[44:47], s[0:1], 0x30
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0xff800000
	s_mul_i32 s4, s29, s2
	s_mul_hi_u32 s5, s28, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_i32 s5, s5, s4
	s_mul_i32 s4, s28, s2
	v_cmp_gt_u64_e64 s14, s[28:29], v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	v_mov_b32_e32 v3, v1
	s_add_u32 s34, s40, s4
	s_addc_u32 s35, s41, s5
	s_and_saveexec_b32 s4, s14
	s_cbranch_execz .LBB6_3
	v_dual_mov_b32 v3, v0 :: v_dual_lshlrev_b32 v2, 2, v0
	global_load_b32 v2, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
.LBB6_3:
	s_or_b32 exec_lo, exec_lo, s4
	v_lshlrev_b32_e32 v4, 2, v0
	v_cmp_gt_u32_e64 s5, 0x200, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v11, 0x4000, v4
	v_or_b32_e32 v12, 0x3000, v4
	ds_store_2addr_stride64_b32 v4, v3, v2 offset0:48 offset1:64
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB6_5
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:8
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s6, v7, v6
	v_cmp_o_f32_e64 s7, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s6, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_5:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s6, 0x100, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB6_7
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:4
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s7, v7, v6
	v_cmp_o_f32_e64 s8, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s7, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_7:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s7, 0x80, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB6_9
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s8, v7, v6
	v_cmp_o_f32_e64 s9, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s8, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_9:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s8, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB6_11
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s9, v7, v6
	v_cmp_o_f32_e64 s10, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s9, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_11:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s9, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s9
	s_cbranch_execz .LBB6_13
	ds_load_2addr_b32 v[4:5], v12 offset1:32
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s10, v7, v6
	v_cmp_o_f32_e64 s11, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s10, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_13:
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s10, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s10
	s_cbranch_execz .LBB6_15
	ds_load_2addr_b32 v[4:5], v12 offset1:16
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s11, v7, v6
	v_cmp_o_f32_e64 s12, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s11, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_15:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s11, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s11
	s_cbranch_execz .LBB6_17
	ds_load_2addr_b32 v[4:5], v12 offset1:8
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s12, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_17:
	s_or_b32 exec_lo, exec_lo, s15
	v_cmp_gt_u32_e64 s12, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB6_19
	ds_load_2addr_b32 v[4:5], v12 offset1:4
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s13, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s13, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_19:
	s_or_b32 exec_lo, exec_lo, s16
	v_cmp_gt_u32_e64 s13, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s13
	s_cbranch_execz .LBB6_21
	ds_load_2addr_b32 v[4:5], v12 offset1:2
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v7, v6
	v_cmp_gt_f32_e64 s15, v7, v6
	v_cmp_o_f32_e64 s16, v6, v6
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s15, s4
	v_cndmask_b32_e64 v2, 0, 1, s4
	s_or_b32 s4, s16, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_21:
	s_or_b32 exec_lo, exec_lo, s17
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB6_23
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:48 offset1:64
	ds_load_b32 v6, v12
	ds_load_b32 v7, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v5, v7
	v_cmp_gt_f32_e64 s16, v5, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_23:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_25
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:16384
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:20484
.LBB6_25:
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB6_27
	v_dual_mov_b32 v3, v0 :: v_dual_lshlrev_b32 v2, 2, v0
	global_load_b32 v2, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e32 vcc_lo, 0x7f800000, v2
	v_cndmask_b32_e64 v2, 0, 1.0, vcc_lo
.LBB6_27:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB6_29
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:8
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_29:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB6_31
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:4
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_31:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB6_33
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_33:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB6_35
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_35:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB6_37
	ds_load_2addr_b32 v[4:5], v12 offset1:32
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_37:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB6_39
	ds_load_2addr_b32 v[4:5], v12 offset1:16
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_39:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB6_41
	ds_load_2addr_b32 v[4:5], v12 offset1:8
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_41:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB6_43
	ds_load_2addr_b32 v[4:5], v12 offset1:4
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_43:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB6_45
	ds_load_2addr_b32 v[4:5], v12 offset1:2
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_45:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB6_47
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:48 offset1:64
	ds_load_b32 v6, v12
	ds_load_b32 v7, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v5, v7
	v_cmp_gt_f32_e64 s16, v5, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_47:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_49
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:16384
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:20488
.LBB6_49:
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB6_51
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_b32 v2, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v2
	v_cndmask_b32_e32 v3, 0, v0, vcc_lo
.LBB6_51:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB6_53
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:8
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_53:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB6_55
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:4
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_55:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB6_57
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_57:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB6_59
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_59:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB6_61
	ds_load_2addr_b32 v[4:5], v12 offset1:32
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_61:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB6_63
	ds_load_2addr_b32 v[4:5], v12 offset1:16
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_63:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB6_65
	ds_load_2addr_b32 v[4:5], v12 offset1:8
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_65:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB6_67
	ds_load_2addr_b32 v[4:5], v12 offset1:4
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_67:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB6_69
	ds_load_2addr_b32 v[4:5], v12 offset1:2
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_69:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB6_71
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:48 offset1:64
	ds_load_b32 v6, v12
	ds_load_b32 v7, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v5, v7
	v_cmp_gt_f32_e64 s16, v5, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_71:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_73
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:16384
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:20504
.LBB6_73:
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB6_75
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_b32 v2, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v2
	v_cndmask_b32_e32 v3, 0, v0, vcc_lo
.LBB6_75:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB6_77
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:8
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_77:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB6_79
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:4
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_79:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB6_81
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_81:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB6_83
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_83:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB6_85
	ds_load_2addr_b32 v[4:5], v12 offset1:32
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_85:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB6_87
	ds_load_2addr_b32 v[4:5], v12 offset1:16
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_87:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB6_89
	ds_load_2addr_b32 v[4:5], v12 offset1:8
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_89:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB6_91
	ds_load_2addr_b32 v[4:5], v12 offset1:4
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_91:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB6_93
	ds_load_2addr_b32 v[4:5], v12 offset1:2
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_93:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB6_95
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:48 offset1:64
	ds_load_b32 v6, v12
	ds_load_b32 v7, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v5, v7
	v_cmp_gt_f32_e64 s16, v5, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_95:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_97
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:12288
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v3, v3
	ds_store_b32 v2, v3 offset:20508
.LBB6_97:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b32 s33, s[0:1], 0x38
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB6_99
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_b32 v2, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, s33, v2
	v_cmp_class_f32_e64 s16, v2, 0x1f8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s17, v3, 0x204
	v_mov_b32_e32 v3, v0
	s_and_b32 s16, s17, s16
	v_cndmask_b32_e64 v2, 0, 1.0, s16
.LBB6_99:
	s_or_b32 exec_lo, exec_lo, s15
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB6_101
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:8
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_101:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB6_103
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:4
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_103:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB6_105
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_105:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB6_107
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_107:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB6_109
	ds_load_2addr_b32 v[4:5], v12 offset1:32
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_109:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB6_111
	ds_load_2addr_b32 v[4:5], v12 offset1:16
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_111:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB6_113
	ds_load_2addr_b32 v[4:5], v12 offset1:8
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_113:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB6_115
	ds_load_2addr_b32 v[4:5], v12 offset1:4
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_115:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB6_117
	ds_load_2addr_b32 v[4:5], v12 offset1:2
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_117:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB6_119
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:48 offset1:64
	ds_load_b32 v6, v12
	ds_load_b32 v7, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v5, v7
	v_cmp_gt_f32_e64 s16, v5, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_119:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_121
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:16384
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:20512
.LBB6_121:
	s_or_b32 exec_lo, exec_lo, s15
	s_load_b128 s[24:27], s[0:1], 0x40
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s27, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s27, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[24:25], 0
	s_cselect_b32 s15, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s15, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB6_125
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB6_124
	v_mov_b32_e32 v2, 0x5024
	v_mov_b32_e32 v3, 0xff800000
	v_mov_b32_e32 v4, 0x7f800000
	ds_store_2addr_b32 v2, v3, v4 offset1:1
.LBB6_124:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB6_125:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB6_186
	s_and_saveexec_b32 s1, s14
	s_cbranch_execz .LBB6_128
	v_lshlrev_b32_e32 v2, 2, v0
	v_add_nc_u32_e32 v6, 0xffffe000, v11
	v_add_nc_u32_e32 v5, 0xffffc000, v11
	global_load_b32 v2, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, 0, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_not_b32_e32 v3, v2
	v_or_b32_e32 v4, 0x80000000, v2
	v_cmp_gt_i32_e32 vcc_lo, 0, v2
	v_dual_cndmask_b32 v2, v4, v3 :: v_dual_mov_b32 v3, 1.0
	ds_store_b32 v5, v2
	ds_store_b32 v6, v3
.LBB6_128:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s14
	v_not_b32_e32 v2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, s15, s28, v2
	v_add_co_ci_u32_e64 v3, null, s29, -1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_alignbit_b32 v2, v3, v2, 10
	v_add_nc_u32_e32 v2, 1, v2
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v3, 0
	ds_store_b32 v3, v3 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s15, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB6_133:
	s_ctz_i32_b32 s16, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s17, v2, s16
	s_lshl_b32 s16, 1, s16
	s_add_i32 s1, s1, s17
	s_and_not1_b32 s15, s15, s16
	s_cbranch_scc1 .LBB6_133
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s15, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s15, exec_lo, s15
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s1
	ds_add_u32 v2, v3 offset:20480
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clz_i32_u32 s1, s25
	ds_load_b32 v3, v2 offset:20480
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[24:25], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s15, s16, 1
	s_or_b32 s15, s17, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s15, s15
	v_ldexp_f32 v4, s15, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s27, v4
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v3, v3
	v_cmp_nge_f32_e32 vcc_lo, v3, v4
	s_cbranch_vccnz .LBB6_171
	v_add_nc_u32_e32 v4, 0xffffc000, v11
	s_mov_b32 s42, 0
	s_mov_b64 s[16:17], 0
	s_branch .LBB6_139
.LBB6_138:
	s_or_b32 exec_lo, exec_lo, s19
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v3, v2 offset:20480
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s18, v3
	s_cvt_f32_u32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s18, s27
	s_cselect_b32 s42, s15, s1
	s_add_u32 s16, s16, 4
	s_addc_u32 s17, s17, 0
	s_cmp_eq_u64 s[16:17], 32
	s_cbranch_scc1 .LBB6_172
.LBB6_139:
	v_mov_b32_e32 v3, 0
	s_lshr_b32 s1, 0x80000000, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s1, s1, s42
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB6_141
	ds_load_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s1, v3
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
.LBB6_141:
	s_or_b32 exec_lo, exec_lo, s15
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	ds_store_b32 v2, v2 offset:20480
	s_or_b32 exec_lo, exec_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s18, exec_lo
	s_mov_b32 s15, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB6_144:
	s_ctz_i32_b32 s19, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s20, v3, s19
	s_lshl_b32 s19, 1, s19
	s_add_i32 s15, s15, s20
	s_and_not1_b32 s18, s18, s19
	s_cbranch_scc1 .LBB6_144
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s18, exec_lo, s18
	v_mov_b32_e32 v3, s15
	ds_add_u32 v2, v3 offset:20480
	s_or_b32 exec_lo, exec_lo, s18
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v5, v3 offset:20480
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s15, v5
	s_cvt_f32_u32 s15, s15
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s15, s27
	s_cselect_b32 s1, s1, s42
	s_lshr_b32 s15, 2.0, s16
	s_or_b32 s15, s15, s1
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB6_149
	ds_load_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v3
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
.LBB6_149:
	s_or_b32 exec_lo, exec_lo, s18
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	ds_store_b32 v2, v2 offset:20480
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s19, exec_lo
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB6_152:
	s_ctz_i32_b32 s20, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s21, v3, s20
	s_lshl_b32 s20, 1, s20
	s_add_i32 s18, s18, s21
	s_and_not1_b32 s19, s19, s20
	s_cbranch_scc1 .LBB6_152
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s19, exec_lo, s19
	v_mov_b32_e32 v3, s18
	ds_add_u32 v2, v3 offset:20480
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v5, v3 offset:20480
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s18, v5
	s_cvt_f32_u32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s18, s27
	s_cselect_b32 s1, s15, s1
	s_lshr_b32 s15, 0x20000000, s16
	s_or_b32 s15, s15, s1
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB6_157
	ds_load_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v3
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
.LBB6_157:
	s_or_b32 exec_lo, exec_lo, s18
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	ds_store_b32 v2, v2 offset:20480
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s19, exec_lo
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB6_160:
	s_ctz_i32_b32 s20, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s21, v3, s20
	s_lshl_b32 s20, 1, s20
	s_add_i32 s18, s18, s21
	s_and_not1_b32 s19, s19, s20
	s_cbranch_scc1 .LBB6_160
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s19, exec_lo, s19
	v_mov_b32_e32 v3, s18
	ds_add_u32 v2, v3 offset:20480
	s_or_b32 exec_lo, exec_lo, s19
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v5, v3 offset:20480
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s18, v5
	s_cvt_f32_u32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s18, s27
	s_cselect_b32 s1, s15, s1
	s_lshr_b32 s15, 0x10000000, s16
	s_or_b32 s15, s15, s1
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB6_165
	ds_load_b32 v3, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s15, v3
	v_cndmask_b32_e64 v3, 0, 1, vcc_lo
.LBB6_165:
	s_or_b32 exec_lo, exec_lo, s18
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	ds_store_b32 v2, v2 offset:20480
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s19, exec_lo
	s_mov_b32 s18, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB6_168:
	s_ctz_i32_b32 s20, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s21, v3, s20
	s_lshl_b32 s20, 1, s20
	s_add_i32 s18, s18, s21
	s_and_not1_b32 s19, s19, s20
	s_cbranch_scc1 .LBB6_168
	v_mbcnt_lo_u32_b32 v3, exec_lo, 0
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v3
	s_xor_b32 s19, exec_lo, s19
	s_cbranch_execz .LBB6_138
	v_mov_b32_e32 v3, s18
	ds_add_u32 v2, v3 offset:20480
	s_branch .LBB6_138
.LBB6_171:
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_and_saveexec_b32 s15, s4
	s_cbranch_execnz .LBB6_184
	s_branch .LBB6_185
.LBB6_172:
	s_add_u32 s20, s28, -1
	s_addc_u32 s21, s29, -1
	s_mov_b32 s18, 0
	s_clz_i32_u64 s1, s[20:21]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s43, s1, 64
	s_sub_u32 s22, 64, s43
	s_subb_u32 s23, 0, 0
	s_lshl_b64 s[16:17], -1, s22
	s_delay_alu instid0(SALU_CYCLE_1)
	s_not_b64 s[16:17], s[16:17]
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB6_183
	v_cmp_gt_u64_e64 s1, s[22:23], 1
	v_sub_co_u32 v2, s15, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_sub_co_ci_u32_e64 v3, null, s17, 0, s15
	v_mov_b32_e32 v5, 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s23, s23, 0
	s_cselect_b32 s22, s22, 1
	s_brev_b32 s19, 1
	s_mov_b64 s[24:25], 0
	s_branch .LBB6_175
.LBB6_174:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v5 offset:20480
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v6
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s27
	s_cselect_b32 s21, s41, s21
	s_cselect_b32 s20, s40, s20
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	s_cmp_eq_u64 s[24:25], s[22:23]
	s_cbranch_scc1 .LBB6_183
.LBB6_175:
	s_add_i32 s1, s24, s43
	v_mov_b32_e32 v6, 0
	s_lshr_b64 s[40:41], s[18:19], s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[40:41], s[40:41], s[20:21]
	s_and_saveexec_b32 s46, s14
	s_cbranch_execz .LBB6_177
	ds_load_b32 v6, v4
	v_cmp_le_u64_e32 vcc_lo, s[40:41], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s1, s42, v6
	v_cmp_lt_u32_e64 s15, s42, v6
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s15, s1
	v_cndmask_b32_e64 v6, 0, 1, s1
.LBB6_177:
	s_or_b32 exec_lo, exec_lo, s46
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v5, v5 offset:20480
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s15, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB6_180:
	s_ctz_i32_b32 s46, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s47, v6, s46
	s_lshl_b32 s46, 1, s46
	s_add_i32 s1, s1, s47
	s_and_not1_b32 s15, s15, s46
	s_cbranch_scc1 .LBB6_180
	v_mbcnt_lo_u32_b32 v6, exec_lo, 0
	s_mov_b32 s15, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v6
	s_xor_b32 s15, exec_lo, s15
	s_cbranch_execz .LBB6_174
	v_mov_b32_e32 v6, s1
	ds_add_u32 v5, v6 offset:20480
	s_branch .LBB6_174
.LBB6_183:
	s_and_b32 s1, s42, 0x7fffffff
	s_not_b32 s15, s42
	s_cmp_lt_i32 s42, 0
	s_cselect_b32 s1, s1, s15
	s_sub_u32 s16, s16, s20
	s_subb_u32 s17, s17, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s15, s17
	s_min_u32 s15, s15, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[16:17], s[16:17], s15
	s_sub_i32 s15, 32, s15
	s_min_u32 s16, s16, 1
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s16, s16
	v_ldexp_f32 v2, s16, s15
	s_and_saveexec_b32 s15, s4
.LBB6_184:
	v_dual_mov_b32 v3, s1 :: v_dual_mov_b32 v4, 0x5024
	ds_store_2addr_b32 v4, v3, v2 offset1:1
.LBB6_185:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB6_186:
	s_cmp_lt_f32 s26, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s15, s1, s0
	s_xor_b32 s27, s15, -1
	s_mov_b32 s15, -1
	s_and_b32 vcc_lo, exec_lo, s27
	s_cbranch_vccnz .LBB6_194
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_197
.LBB6_188:
	s_and_b32 vcc_lo, exec_lo, s27
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_222
.LBB6_189:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_225
.LBB6_190:
	s_and_b32 vcc_lo, exec_lo, s27
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_236
.LBB6_191:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_239
.LBB6_192:
	s_and_b32 vcc_lo, exec_lo, s27
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_431
.LBB6_193:
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_434
	s_branch .LBB6_459
.LBB6_194:
	s_and_saveexec_b32 s15, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:20524
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB6_188
.LBB6_197:
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v3, 0
	s_and_saveexec_b32 s17, s14
	s_cbranch_execz .LBB6_199
	v_lshlrev_b32_e32 v2, 2, v0
	v_cvt_f32_u32_e32 v5, v0
	global_load_b32 v4, v2, s[34:35]
	v_mov_b32_e32 v2, 0x5024
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v3, v5
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s15, v4, v2
	v_cmp_gt_f32_e64 s16, v4, v2
	s_and_b32 s15, s15, vcc_lo
	v_cndmask_b32_e64 v2, 0, 1.0, s16
	v_cndmask_b32_e64 v3, 0, 1.0, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v3, v2
	v_dual_cndmask_b32 v2, v2, v3 :: v_dual_mul_f32 v3, s33, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v2, 0xff800000, v3, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v2
	v_cndmask_b32_e32 v3, 0, v0, vcc_lo
.LBB6_199:
	s_or_b32 exec_lo, exec_lo, s17
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB6_201
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:8
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_201:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB6_203
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:4
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_203:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB6_205
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_205:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB6_207
	ds_load_2addr_stride64_b32 v[4:5], v12 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_207:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB6_209
	ds_load_2addr_b32 v[4:5], v12 offset1:32
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_209:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB6_211
	ds_load_2addr_b32 v[4:5], v12 offset1:16
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_211:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB6_213
	ds_load_2addr_b32 v[4:5], v12 offset1:8
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_213:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB6_215
	ds_load_2addr_b32 v[4:5], v12 offset1:4
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_215:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB6_217
	ds_load_2addr_b32 v[4:5], v12 offset1:2
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v7, v6
	v_cmp_gt_f32_e64 s16, v7, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_217:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB6_219
	v_add_nc_u32_e64 v2, 4, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:48 offset1:64
	ds_load_b32 v6, v12
	ds_load_b32 v7, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v5, v7
	v_cmp_gt_f32_e64 s16, v5, v7
	v_cmp_o_f32_e64 s17, v7, v7
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v11, v2
	ds_store_b32 v12, v3
.LBB6_219:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_221
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:16384
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:20524
.LBB6_221:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s27
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_189
.LBB6_222:
	s_and_saveexec_b32 s15, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:20528
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB6_190
.LBB6_225:
	s_and_saveexec_b32 s17, s14
	s_cbranch_execz .LBB6_227
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_b32 v4, v2, s[34:35]
	s_waitcnt vmcnt(0)
	v_dual_mov_b32 v2, 0 :: v_dual_mul_f32 v3, s33, v4
	ds_load_b32 v2, v2 offset:20524
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v5, v3, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v5
	v_cndmask_b32_e32 v2, 0xc2d00000, v5, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v2
	v_cndmask_b32_e32 v2, 0x42b20000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, 0x3fb8aa3b, v2
	v_add_f32_e32 v6, 0x4b400000, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, 0xcb400000, v6
	v_mul_f32_e32 v8, 0x35bfbe8e, v3
	v_mul_f32_e32 v7, 0xbf317200, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v7, v2, v7
	v_sub_f32_e32 v2, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v3, v2, v2
	v_mul_f32_e32 v9, 0x3331bb4c, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xb5ddea0e, v9
	v_mul_f32_e32 v9, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x388ab355, v9
	v_mul_f32_e32 v9, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0xbb360b61, v9
	v_mul_f32_e32 v9, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v9, 0x3e2aaaab, v9
	v_mul_f32_e32 v3, v3, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v3, v2, v3
	v_mul_f32_e32 v9, v2, v3
	v_sub_f32_e32 v10, 2.0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v2, null, v10, v10, v9
	v_div_scale_f32 v14, vcc_lo, v9, v10, v9
	v_rcp_f32_e32 v13, v2
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v3, -v2, v13, 1.0
	v_fmac_f32_e32 v13, v3, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v15, v14, v13
	v_fma_f32 v3, -v2, v15, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v15, v3, v13
	v_mov_b32_e32 v3, 0x5024
	v_fma_f32 v14, -v2, v15, v14
	ds_load_2addr_b32 v[2:3], v3 offset1:1
	v_div_fmas_f32 v13, v14, v13, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v9, v13, v10, v9
	v_add_nc_u32_e32 v10, 0xb4c00100, v6
	v_sub_f32_e32 v8, v8, v9
	v_cvt_f32_u32_e32 v9, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v10, 1, v10
	v_sub_f32_e32 v7, v7, v8
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_ge_f32_e32 vcc_lo, v3, v9
	v_cmp_eq_f32_e64 s15, v4, v2
	v_sub_nc_u32_e32 v3, v6, v10
	v_lshl_add_u32 v6, v10, 23, 0xff800000
	v_add_f32_e32 v7, 1.0, v7
	v_cmp_gt_f32_e64 s16, v4, v2
	s_and_b32 s15, s15, vcc_lo
	v_lshl_add_u32 v3, v3, 23, 0x7f800000
	v_mul_f32_e32 v4, v7, v6
	v_cndmask_b32_e64 v2, 0, 1.0, s16
	v_cndmask_b32_e64 v6, 0, 1.0, s15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, v4, v3
	v_cmp_gt_f32_e32 vcc_lo, v6, v2
	v_cndmask_b32_e32 v2, v2, v6, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v5, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v3, 0x7fc00000, v3, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cndmask_b32_e32 v2, 0, v3, vcc_lo
	v_add_nc_u32_e32 v3, 0xffffc000, v11
	ds_store_b32 v3, v2
.LBB6_227:
	s_or_b32 exec_lo, exec_lo, s17
	s_add_u32 s16, s28, -1
	s_addc_u32 s17, s29, -1
	s_mov_b64 s[18:19], 0
	s_cmp_eq_u64 s[16:17], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB6_233
	s_clz_i32_u64 s15, s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_u32 s20, 64, s15
	s_subb_u32 s21, 0, 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB6_230
	.p2align	6
.LBB6_229:
	s_or_b32 exec_lo, exec_lo, s15
	s_cmp_eq_u64 s[18:19], s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB6_233
.LBB6_230:
	s_lshl_b64 s[22:23], 1, s18
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_add_u32 s24, s22, s16
	s_addc_u32 s25, s23, s17
	s_mov_b32 s15, exec_lo
	s_lshr_b64 s[24:25], s[24:25], s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[24:25], v[0:1]
	s_cbranch_execz .LBB6_229
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s23, 0
	.p2align	6
.LBB6_232:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], s18, v[2:3]
	v_add_co_u32 v2, vcc_lo, 0x400, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v5, 2, v4
	v_add_lshl_u32 v4, v4, s22, 2
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[2:3]
	ds_load_b32 v6, v5
	ds_load_b32 v4, v4
	s_or_b32 s23, vcc_lo, s23
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v6, v4
	ds_store_b32 v5, v4
	s_and_not1_b32 exec_lo, exec_lo, s23
	s_cbranch_execnz .LBB6_232
	s_branch .LBB6_229
.LBB6_233:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_235
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:20528
.LBB6_235:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s27
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_191
.LBB6_236:
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_238
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v3, 0x7f800000
	v_add_nc_u32_e64 v4, 0x5000, 0
	ds_store_2addr_b32 v4, v3, v2 offset0:3 offset1:13
.LBB6_238:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB6_192
.LBB6_239:
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB6_241
	v_lshlrev_b32_e32 v2, 2, v0
	global_load_b32 v6, v2, s[34:35]
	v_mov_b32_e32 v2, 0x502c
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v4, s33, v6
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v2, v4, v2
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v2
	v_cndmask_b32_e32 v4, 0xc2d00000, v2, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v4
	v_cndmask_b32_e32 v4, 0x42b20000, v4, vcc_lo
	v_mul_f32_e32 v5, 0x3fb8aa3b, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v5, 0x4b400000, v5
	v_add_f32_e32 v7, 0xcb400000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v8, 0xbf317200, v7
	v_dual_mul_f32 v7, 0x35bfbe8e, v7 :: v_dual_add_f32 v4, v4, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v8, v4, v7
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
	v_div_scale_f32 v15, vcc_lo, v8, v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v13, v10
	v_fma_f32 v14, -v10, v13, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v14, v13
	v_mul_f32_e32 v14, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v10, v14, v15
	v_fmac_f32_e32 v14, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v10, -v10, v14, v15
	v_div_fmas_f32 v10, v10, v13, v14
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cvt_f32_u32_e32 v14, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v8, v10, v9, v8
	v_add_nc_u32_e32 v9, 0xb4c00100, v5
	v_sub_f32_e32 v7, v7, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v8, 1, v9
	v_sub_f32_e32 v4, v4, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v5, v5, v8
	v_lshl_add_u32 v7, v8, 23, 0xff800000
	v_add_f32_e32 v4, 1.0, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v5, v5, 23, 0x7f800000
	v_mul_f32_e32 v4, v4, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v4, v4, v5
	v_cndmask_b32_e32 v2, 0x7fc00000, v4, vcc_lo
	v_mov_b32_e32 v4, 0x5024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(TRANS32_DEP_1)
	v_div_scale_f32 v7, null, v3, v3, v2
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	v_div_scale_f32 v10, vcc_lo, v2, v3, v2
	v_rcp_f32_e32 v8, v7
	v_fma_f32 v9, -v7, v8, 1.0
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s15, v5, v14
	v_cmp_eq_f32_e64 s16, v6, v4
	v_cmp_gt_f32_e64 s17, v6, v4
	s_and_b32 s15, s16, s15
	v_cndmask_b32_e64 v4, 0, 1.0, s17
	v_cndmask_b32_e64 v6, 0, 1.0, s15
	v_fmac_f32_e32 v8, v9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v9, v10, v8
	v_fma_f32 v13, -v7, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v9, v13, v8
	v_fma_f32 v5, -v7, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v5, v5, v8, v9
	v_cmp_gt_f32_e32 vcc_lo, v6, v4
	v_div_fixup_f32 v2, v5, v3, v2
	v_dual_cndmask_b32 v3, v4, v6 :: v_dual_add_nc_u32 v6, 0xffffc000, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v4, 0, v2
	v_cmp_neq_f32_e32 vcc_lo, 0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v3, -1.0, v4 :: v_dual_cndmask_b32 v2, 0, v2
	v_not_b32_e32 v4, v3
	v_or_b32_e32 v5, 0x80000000, v3
	v_cmp_gt_i32_e32 vcc_lo, 0, v3
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v3, v5, v4 :: v_dual_add_nc_u32 v4, 0xffffe000, v11
	ds_store_b32 v6, v3
	ds_store_b32 v4, v2
.LBB6_241:
	s_or_b32 exec_lo, exec_lo, s18
	s_cmp_lg_u64 s[28:29], 0
	s_mov_b64 s[18:19], 0
	s_cselect_b32 s40, -1, 0
	s_cmp_eq_u64 s[28:29], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB6_257
	s_cmp_eq_u64 s[28:29], 1
	s_cbranch_scc1 .LBB6_258
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_and_b32 s18, s28, 0x7fe
	s_mov_b32 s19, 0
	s_movk_i32 s17, 0x7fc
	s_movk_i32 s24, 0x5f8
	s_mov_b64 s[20:21], 0
	s_branch .LBB6_245
.LBB6_244:
	s_or_b32 exec_lo, exec_lo, s25
	v_lshl_add_u32 v5, v4, 2, 0x800
	s_add_u32 s20, s20, 2
	v_lshl_add_u32 v4, v4, 3, 0x600
	s_addc_u32 s21, s21, 0
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v5, v13, off
	scratch_store_b64 v4, v[8:9], off
	s_cmp_eq_u64 s[20:21], s[18:19]
	s_cbranch_scc1 .LBB6_259
.LBB6_245:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b32 s25, s20, 2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v6, s25
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	ds_load_b32 v10, v6 offset:8192
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	v_lshl_add_u32 v4, v4, 3, 0x600
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s15, 0, v[4:5]
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s16, s15
	s_xor_b32 s15, exec_lo, s16
	v_add_co_u32 v4, vcc_lo, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_or_saveexec_b32 s41, s15
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s41
	s_cbranch_execz .LBB6_251
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v13, v2, 2, s17
	v_lshl_add_u32 v14, v2, 3, s24
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s42, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_249:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s22 :: v_dual_mov_b32 v9, s23
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v14, v4
	v_add_nc_u32_e32 v14, -8, v14
	scratch_load_b64 v[15:16], v4, off
	scratch_load_b32 v17, v13, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v13, -4, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s16, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s16
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s15, s[22:23], v[15:16]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v10, v10, v17
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s15, exec_lo, s15
	s_or_b32 s42, s15, s42
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s42
	s_cbranch_execnz .LBB6_249
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s42
.LBB6_251:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s41
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_lshl_add_u32 v6, v2, 3, 0x600
	s_add_i32 s15, s25, 0x2000
	v_lshl_add_u32 v2, v2, 2, 0x800
	scratch_store_b64 v6, v[8:9], off
	v_subrev_co_ci_u32_e64 v3, null, 0, v4, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[4:5]
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v2, v10, off
	v_lshl_add_u32 v3, v3, 3, 0x600
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s15
	ds_load_b32 v13, v3 offset:4
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s15, 0, v[6:7]
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s16, s15
	s_xor_b32 s15, exec_lo, s16
	v_add_co_u32 v2, vcc_lo, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v5, vcc_lo
	s_or_saveexec_b32 s25, s15
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s25
	s_cbranch_execz .LBB6_244
	v_add_co_u32 v6, vcc_lo, v4, -1
	v_lshl_add_u32 v10, v4, 2, s17
	v_lshl_add_u32 v14, v4, 3, s24
	v_add_co_ci_u32_e64 v7, null, -1, v5, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s41, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_255:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s22 :: v_dual_mov_b32 v9, s23
	v_cndmask_b32_e32 v2, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 3, v2
	v_sub_nc_u32_e32 v2, v14, v2
	v_add_nc_u32_e32 v14, -8, v14
	scratch_load_b64 v[15:16], v2, off
	scratch_load_b32 v17, v10, off
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	v_add_nc_u32_e32 v10, -4, v10
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s15, s[22:23], v[15:16]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v13, v13, v17
	v_cmp_eq_u64_e32 vcc_lo, 1, v[2:3]
	v_add_co_u32 v4, s16, v2, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v5, null, -1, v3, s16
	s_or_b32 s15, vcc_lo, s15
	s_and_b32 s15, exec_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s41, s15, s41
	s_and_not1_b32 exec_lo, exec_lo, s41
	s_cbranch_execnz .LBB6_255
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s41
	s_branch .LBB6_244
.LBB6_257:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_branch .LBB6_267
.LBB6_258:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	s_cbranch_execnz .LBB6_260
	s_branch .LBB6_267
.LBB6_259:
	s_bitcmp1_b32 s28, 0
	s_cselect_b32 s15, -1, 0
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccz .LBB6_267
.LBB6_260:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b32 s15, s18, 2
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v6, s15
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	ds_load_b32 v10, v6 offset:8192
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	v_lshl_add_u32 v4, v4, 3, 0x600
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s15, 0, v[4:5]
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s16, s15
	s_xor_b32 s15, exec_lo, s16
	v_add_co_u32 v4, vcc_lo, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_or_saveexec_b32 s17, s15
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s17
	s_cbranch_execz .LBB6_266
	v_lshlrev_b32_e32 v4, 2, v2
	v_lshlrev_b32_e32 v5, 3, v2
	v_add_co_u32 v6, vcc_lo, v2, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	v_add3_u32 v13, 0x800, v4, -4
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v14, 0x600, v5, -8
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_264:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s18 :: v_dual_mov_b32 v9, s19
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v14, v4
	v_add_nc_u32_e32 v14, -8, v14
	scratch_load_b64 v[15:16], v4, off
	scratch_load_b32 v17, v13, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v13, -4, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s16, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s16
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s15, s[18:19], v[15:16]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_add_f32_e32 v10, v10, v17
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s15, exec_lo, s15
	s_or_b32 s20, s15, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s20
	s_cbranch_execnz .LBB6_264
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s20
.LBB6_266:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	v_lshl_add_u32 v3, v2, 2, 0x800
	v_lshl_add_u32 v2, v2, 3, 0x600
	s_waitcnt lgkmcnt(0)
	scratch_store_b32 v3, v10, off
	scratch_store_b64 v2, v[8:9], off
.LBB6_267:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b32 s19, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s15, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s15
	v_cmp_lt_u64_e64 s15, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x800
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s18, s15
	s_cbranch_execz .LBB6_271
	v_lshlrev_b32_e32 v4, 2, v4
	s_mov_b64 s[16:17], 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x800, v4, -8
.LBB6_269:
	scratch_load_b32 v6, v4, off
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[16:17], v[2:3]
	s_or_b32 s19, vcc_lo, s19
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s19
	s_cbranch_execnz .LBB6_269
	s_or_b32 exec_lo, exec_lo, s19
.LBB6_271:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s18
	s_cmp_gt_f32 s26, 0
	v_cmp_le_f32_e32 vcc_lo, s26, v5
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v3, 0x7f800000
	s_cselect_b32 s15, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s15, s15, vcc_lo
	s_and_saveexec_b32 s70, s15
	s_cbranch_execz .LBB6_428
	v_cmp_gt_u64_e32 vcc_lo, 0x3fe, v[0:1]
	v_clz_i32_u32_e32 v5, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v4, 0 :: v_dual_cndmask_b32 v1, 0x3fe, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v8, v2
	v_dual_mov_b32 v6, v2 :: v_dual_add_nc_u32 v21, 1, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v1, v21
	v_add_nc_u32_e32 v1, 32, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v22, v1, v5
	v_sub_nc_u32_e32 v5, 62, v22
	v_xor_b32_e32 v1, 63, v22
	v_sub_nc_u32_e32 v7, 61, v22
	v_cmp_eq_u32_e64 s17, 63, v22
	v_sub_nc_u32_e32 v9, 60, v22
	v_lshlrev_b64 v[16:17], v5, 1
	v_cmp_lt_u64_e64 s18, 1, v[1:2]
	v_lshlrev_b64 v[17:18], v7, 1
	v_sub_nc_u32_e32 v13, 59, v22
	v_lshlrev_b64 v[18:19], v9, 1
	v_cmp_lt_u64_e64 s19, 2, v[1:2]
	v_cndmask_b32_e64 v5, v16, 1, s17
	v_mov_b32_e32 v10, v2
	v_cndmask_b32_e64 v7, 1, v17, s18
	v_mov_b32_e32 v14, v2
	v_sub_nc_u32_e32 v23, 58, v22
	v_and_b32_e32 v5, v5, v21
	v_lshlrev_b64 v[19:20], v13, 1
	v_and_b32_e32 v7, v7, v21
	v_cmp_lt_u64_e64 s20, 3, v[1:2]
	v_cndmask_b32_e64 v9, 1, v18, s19
	v_cmp_ne_u64_e64 s22, 0, v[5:6]
	v_lshlrev_b64 v[16:17], v23, 1
	v_cmp_ne_u64_e64 s23, 0, v[7:8]
	v_cmp_lt_u64_e64 s21, 4, v[1:2]
	v_cmp_eq_u32_e32 vcc_lo, 62, v22
	v_sub_nc_u32_e32 v24, 57, v22
	v_cndmask_b32_e64 v13, 1, v19, s20
	v_and_b32_e32 v9, v9, v21
	s_or_b32 s71, s17, s22
	s_and_b32 s17, s18, s23
	v_cndmask_b32_e64 v16, 1, v16, s21
	v_and_b32_e32 v13, v13, v21
	v_lshlrev_b64 v[5:6], v24, 1
	s_or_b32 s72, vcc_lo, s17
	v_cmp_lt_u64_e32 vcc_lo, 5, v[1:2]
	v_cmp_ne_u64_e64 s24, 0, v[9:10]
	v_mov_b32_e32 v15, v2
	v_cmp_eq_u32_e64 s15, 61, v22
	v_sub_nc_u32_e32 v25, 56, v22
	v_cmp_ne_u64_e64 s25, 0, v[13:14]
	v_and_b32_e32 v14, v16, v21
	v_cndmask_b32_e32 v7, 1, v5, vcc_lo
	v_cmp_eq_u32_e64 s16, 60, v22
	s_and_b32 s18, s19, s24
	v_lshlrev_b64 v[5:6], v25, 1
	s_or_b32 s73, s15, s18
	v_cmp_ne_u64_e64 s15, 0, v[14:15]
	v_sub_nc_u32_e32 v8, 55, v22
	s_and_b32 s19, s20, s25
	v_dual_mov_b32 v7, v2 :: v_dual_and_b32 v6, v7, v21
	s_or_b32 s74, s16, s19
	v_cmp_lt_u64_e64 s16, 6, v[1:2]
	v_lshlrev_b64 v[8:9], v8, 1
	v_cmp_lt_u64_e64 s18, 7, v[1:2]
	s_and_b32 s21, s21, s15
	v_cmp_ne_u64_e64 s15, 0, v[6:7]
	v_sub_nc_u32_e32 v7, 54, v22
	v_cndmask_b32_e64 v5, 1, v5, s16
	v_cmp_lt_u64_e64 s20, 8, v[1:2]
	v_cndmask_b32_e64 v9, 1, v8, s18
	v_mov_b32_e32 v6, v2
	v_lshlrev_b64 v[7:8], v7, 1
	v_and_b32_e32 v5, v5, v21
	v_cmp_eq_u32_e64 s19, 58, v22
	v_cmp_eq_u32_e64 s17, 59, v22
	s_and_b32 s15, vcc_lo, s15
	v_cndmask_b32_e64 v13, 0, 1, s40
	v_cndmask_b32_e64 v1, 1, v7, s20
	v_cmp_ne_u64_e32 vcc_lo, 0, v[5:6]
	v_and_b32_e32 v5, v9, v21
	s_or_b32 s76, s19, s15
	v_cmp_eq_u32_e64 s15, 57, v22
	v_and_b32_e32 v1, v1, v21
	s_or_b32 s75, s17, s21
	v_cmp_ne_u64_e64 s17, 0, v[5:6]
	s_and_b32 s16, s16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 56, v22
	s_or_b32 s77, s15, s16
	v_cmp_ne_u64_e64 s16, 0, v[1:2]
	s_and_b32 s15, s18, s17
	v_cmp_eq_u32_e64 s17, 55, v22
	s_or_b32 s78, vcc_lo, s15
	v_cmp_eq_u32_e64 s15, 54, v22
	s_and_b32 s16, s20, s16
	s_and_not1_b32 vcc_lo, exec_lo, s40
	s_or_b32 s79, s17, s16
	s_cbranch_vccnz .LBB6_298
	v_cndmask_b32_e64 v1, 0, 0x80000000, s71
	v_cndmask_b32_e64 v2, 0, 2.0, s72
	v_cndmask_b32_e64 v3, 0, 0x20000000, s73
	v_cndmask_b32_e64 v4, 0, 0x10000000, s74
	v_cndmask_b32_e64 v5, 0, 0x4000000, s76
	s_cmp_eq_u64 s[28:29], 1
	v_or_b32_e32 v1, v2, v1
	v_cndmask_b32_e64 v2, 0, 0x8000000, s75
	s_mov_b32 s19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or3_b32 v1, v3, v1, v4
	v_cndmask_b32_e64 v3, 0, 0x2000000, s77
	v_cndmask_b32_e64 v4, 0, 0x1000000, s78
	v_or3_b32 v1, v2, v1, v5
	v_cndmask_b32_e64 v2, 0, 0x800000, s79
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_or3_b32 v1, v3, v1, v4
	v_cndmask_b32_e64 v3, 0, 0x400000, s15
	v_or3_b32 v9, v2, v1, v3
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB6_288
	s_and_b32 s18, s28, 0x7fe
	s_movk_i32 s24, 0x4fc
	s_movk_i32 s25, 0x2f8
	s_mov_b64 s[20:21], 0
	s_branch .LBB6_276
.LBB6_275:
	s_or_b32 exec_lo, exec_lo, s40
	v_lshl_add_u32 v4, v3, 2, 0x500
	s_add_u32 s20, s20, 2
	v_lshl_add_u32 v3, v3, 3, 0x300
	s_addc_u32 s21, s21, 0
	scratch_store_b32 v4, v10, off
	scratch_store_b64 v3, v[7:8], off
	s_cmp_eq_u64 s[20:21], s[18:19]
	s_cbranch_scc1 .LBB6_289
.LBB6_276:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s40, s20, 2
	v_cmp_eq_u64_e64 s16, 0, v[1:2]
	v_subrev_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, 0x300
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s40
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v4, v9
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v3, s16, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s16
	s_or_saveexec_b32 s41, s17
	v_dual_mov_b32 v7, 0 :: v_dual_cndmask_b32 v10, 0, v5
	v_mov_b32_e32 v8, 0
	s_xor_b32 exec_lo, exec_lo, s41
	s_cbranch_execz .LBB6_282
	v_add_co_u32 v5, vcc_lo, v1, -1
	v_lshl_add_u32 v14, v1, 2, s24
	v_lshl_add_u32 v15, v1, 3, s25
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s42, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_280:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s22 :: v_dual_mov_b32 v8, s23
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v15, v3
	v_add_nc_u32_e32 v15, -8, v15
	scratch_load_b64 v[16:17], v3, off
	scratch_load_b32 v18, v14, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v14, -4, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[22:23], v[16:17]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v10, v18
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s42, s16, s42
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s42
	s_cbranch_execnz .LBB6_280
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s42
.LBB6_282:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s41
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	v_lshl_add_u32 v5, v1, 3, 0x300
	v_cmp_eq_u64_e64 s16, 0, v[3:4]
	v_lshl_add_u32 v1, v1, 2, 0x500
	scratch_store_b64 v5, v[7:8], off
	v_subrev_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	scratch_store_b32 v1, v10, off
	v_lshl_add_u32 v2, v2, 3, 0x300
	scratch_load_b64 v[7:8], v2, off
	v_add_nc_u32_e64 v2, 4, s40
	ds_load_2addr_stride64_b32 v[5:6], v2 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v5, v9
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[7:8]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v1, s16, v3, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v4, s16
	s_or_saveexec_b32 s40, s17
	v_dual_mov_b32 v7, 0 :: v_dual_cndmask_b32 v10, 0, v6
	v_mov_b32_e32 v8, 0
	s_xor_b32 exec_lo, exec_lo, s40
	s_cbranch_execz .LBB6_275
	v_add_co_u32 v5, vcc_lo, v3, -1
	v_lshl_add_u32 v14, v3, 2, s24
	v_lshl_add_u32 v15, v3, 3, s25
	v_add_co_ci_u32_e64 v6, null, -1, v4, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s41, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_286:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s22 :: v_dual_mov_b32 v8, s23
	v_cndmask_b32_e32 v1, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v1, v15, v1
	v_add_nc_u32_e32 v15, -8, v15
	scratch_load_b64 v[16:17], v1, off
	scratch_load_b32 v18, v14, off
	v_dual_mov_b32 v1, v3 :: v_dual_add_nc_u32 v14, -4, v14
	v_mov_b32_e32 v2, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v3, s17, v1, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[1:2]
	v_add_co_ci_u32_e64 v4, null, -1, v2, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[22:23], v[16:17]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v10, v18
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s41, s16, s41
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s41
	s_cbranch_execnz .LBB6_286
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s41
	s_branch .LBB6_275
.LBB6_288:
	s_mov_b32 s16, -1
	s_mov_b64 s[18:19], 0
	s_branch .LBB6_290
.LBB6_289:
	s_bitcmp1_b32 s28, 0
	s_cselect_b32 s16, -1, 0
.LBB6_290:
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB6_298
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s16, s18, 2
	v_subrev_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, 0x300
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s16
	v_cmp_eq_u64_e64 s16, 0, v[1:2]
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v4, v9
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v3, s16, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s16
	s_or_saveexec_b32 s20, s17
	v_mov_b32_e32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v9, 0, v5
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB6_297
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v4, 3, v1
	v_add_co_u32 v5, vcc_lo, v1, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	v_add3_u32 v10, 0x500, v3, -4
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v14, 0x300, v4, -8
	s_mov_b64 s[18:19], 0
	s_mov_b32 s21, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_295:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s18 :: v_dual_mov_b32 v8, s19
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v14, v3
	v_add_nc_u32_e32 v14, -8, v14
	scratch_load_b64 v[15:16], v3, off
	scratch_load_b32 v17, v10, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v10, -4, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[18:19], v[15:16]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v17
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s21, s16, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB6_295
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s21
.LBB6_297:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s20
	v_lshl_add_u32 v2, v1, 2, 0x500
	v_lshl_add_u32 v1, v1, 3, 0x300
	scratch_store_b32 v2, v9, off
	scratch_store_b64 v1, v[7:8], off
.LBB6_298:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	s_mov_b64 s[18:19], 0
	s_mov_b32 s20, 0
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_sub_co_u32 v1, s16, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v2, null, 0, v4, s16
	v_cmp_lt_u64_e64 s16, 1, v[3:4]
	v_lshl_add_u32 v5, v1, 2, 0x500
	scratch_load_b32 v5, v5, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_and_saveexec_b32 s17, s16
	s_cbranch_execz .LBB6_302
	v_lshlrev_b32_e32 v3, 2, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v3, 0x500, v3, -8
.LBB6_300:
	scratch_load_b32 v5, v3, off
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	v_add_nc_u32_e32 v3, -4, v3
	v_cmp_ge_u64_e32 vcc_lo, s[18:19], v[1:2]
	s_or_b32 s20, vcc_lo, s20
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_and_not1_b32 exec_lo, exec_lo, s20
	s_cbranch_execnz .LBB6_300
	s_or_b32 exec_lo, exec_lo, s20
.LBB6_302:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v14, 0xffffd000, v11
	ds_store_b32 v14, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v1, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_and_b32 s24, vcc_lo, exec_lo
	s_cselect_b32 s24, 0x80000000, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4100
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s26, v2
	v_cndmask_b32_e64 v2, 0, 1, s16
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s16, 2.0, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s16, s16, s24
	v_or_b32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, 4, v1
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s17
	s_and_b32 s17, s17, exec_lo
	s_cselect_b32 s17, 0x20000000, 0
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s18, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s17, s18, exec_lo
	s_cselect_b32 s17, 0x10000000, 0
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s19, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s19
	s_and_b32 s17, s19, exec_lo
	s_cselect_b32 s17, 0x8000000, 0
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s20, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s20
	s_and_b32 s17, s20, exec_lo
	s_cselect_b32 s17, 0x4000000, 0
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s21, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s21
	s_and_b32 s17, s21, exec_lo
	s_cselect_b32 s17, 0x2000000, 0
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s22, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s22
	s_and_b32 s17, s22, exec_lo
	s_cselect_b32 s17, 0x1000000, 0
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 3, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s23, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s23
	s_and_b32 s17, s23, exec_lo
	s_cselect_b32 s17, 0x800000, 0
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v2
	v_or_b32_e32 v1, v1, v2
	ds_load_b32 v1, v1 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e64 v1, 0, 0x400000, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v9, s16, v1
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_318
	v_cndmask_b32_e64 v1, 0, 0x200000, s71
	v_cndmask_b32_e64 v2, 0, 0x100000, s72
	v_cndmask_b32_e64 v3, 0, 0x80000, s73
	v_cndmask_b32_e64 v4, 0, 0x40000, s74
	v_cndmask_b32_e64 v5, 0, 0x20000, s75
	s_cmp_eq_u64 s[28:29], 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or3_b32 v1, v1, v2, v3
	v_cndmask_b32_e64 v2, 0, 0x10000, s76
	v_cndmask_b32_e64 v3, 0, 0x8000, s77
	v_or3_b32 v1, v1, v4, v5
	v_cndmask_b32_e64 v4, 0, 0x4000, s78
	v_cndmask_b32_e64 v5, 0, 0x2000, s79
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v1, v1, v2, v3
	v_cndmask_b32_e64 v2, 0, 0x1000, s15
	v_or3_b32 v1, v1, v4, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_or3_b32 v10, v1, v2, v9
	s_cbranch_scc1 .LBB6_319
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_b32 s18, s28, 0x7fe
	s_mov_b32 s19, 0
	s_movk_i32 s24, 0x4fc
	s_movk_i32 s25, 0x2f8
	s_mov_b64 s[20:21], 0
	s_branch .LBB6_306
.LBB6_305:
	s_or_b32 exec_lo, exec_lo, s40
	v_lshl_add_u32 v4, v3, 2, 0x500
	s_add_u32 s20, s20, 2
	v_lshl_add_u32 v3, v3, 3, 0x300
	s_addc_u32 s21, s21, 0
	scratch_store_b32 v4, v15, off
	scratch_store_b64 v3, v[7:8], off
	s_cmp_lg_u64 s[20:21], s[18:19]
	s_cbranch_scc0 .LBB6_320
.LBB6_306:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s40, s20, 2
	v_cmp_eq_u64_e64 s16, 0, v[1:2]
	v_subrev_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, 0x300
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s40
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v4, v10
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v3, s16, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s16
	s_or_saveexec_b32 s41, s17
	v_mov_b32_e32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v5
	s_xor_b32 exec_lo, exec_lo, s41
	s_cbranch_execz .LBB6_312
	v_add_co_u32 v5, vcc_lo, v1, -1
	v_lshl_add_u32 v16, v1, 2, s24
	v_lshl_add_u32 v17, v1, 3, s25
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s42, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_310:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s22 :: v_dual_mov_b32 v8, s23
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v17, v3
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v3, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[22:23], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s42, s16, s42
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s42
	s_cbranch_execnz .LBB6_310
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s42
.LBB6_312:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s41
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	v_lshl_add_u32 v5, v1, 3, 0x300
	v_cmp_eq_u64_e64 s16, 0, v[3:4]
	v_lshl_add_u32 v1, v1, 2, 0x500
	scratch_store_b64 v5, v[7:8], off
	v_subrev_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	scratch_store_b32 v1, v15, off
	v_lshl_add_u32 v2, v2, 3, 0x300
	scratch_load_b64 v[7:8], v2, off
	v_add_nc_u32_e64 v2, 4, s40
	ds_load_2addr_stride64_b32 v[5:6], v2 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v5, v10
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[7:8]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v1, s16, v3, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v4, s16
	s_or_saveexec_b32 s40, s17
	v_mov_b32_e32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v6
	s_xor_b32 exec_lo, exec_lo, s40
	s_cbranch_execz .LBB6_305
	v_add_co_u32 v5, vcc_lo, v3, -1
	v_lshl_add_u32 v16, v3, 2, s24
	v_lshl_add_u32 v17, v3, 3, s25
	v_add_co_ci_u32_e64 v6, null, -1, v4, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s41, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_316:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s22 :: v_dual_mov_b32 v8, s23
	v_cndmask_b32_e32 v1, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v1, v17, v1
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v1, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v1, v3 :: v_dual_add_nc_u32 v16, -4, v16
	v_mov_b32_e32 v2, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v3, s17, v1, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[1:2]
	v_add_co_ci_u32_e64 v4, null, -1, v2, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[22:23], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s41, s16, s41
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s41
	s_cbranch_execnz .LBB6_316
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s41
	s_branch .LBB6_305
.LBB6_318:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	s_branch .LBB6_329
.LBB6_319:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s16, -1
	s_mov_b64 s[18:19], 0
	s_branch .LBB6_321
.LBB6_320:
	s_bitcmp1_b32 s28, 0
	s_cselect_b32 s16, -1, 0
.LBB6_321:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB6_329
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s16, s18, 2
	v_subrev_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, 0x300
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s16
	v_cmp_eq_u64_e64 s16, 0, v[1:2]
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v4, v10
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v3, s16, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s16
	s_or_saveexec_b32 s20, s17
	v_dual_mov_b32 v7, 0 :: v_dual_cndmask_b32 v10, 0, v5
	v_mov_b32_e32 v8, 0
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB6_328
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v4, 3, v1
	v_add_co_u32 v5, vcc_lo, v1, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	v_add3_u32 v15, 0x500, v3, -4
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v16, 0x300, v4, -8
	s_mov_b64 s[18:19], 0
	s_mov_b32 s21, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_326:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s18 :: v_dual_mov_b32 v8, s19
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v16, v3
	v_add_nc_u32_e32 v16, -8, v16
	scratch_load_b64 v[17:18], v3, off
	scratch_load_b32 v19, v15, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v15, -4, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[18:19], v[17:18]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v10, v19
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s21, s16, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB6_326
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s21
.LBB6_328:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s20
	v_lshl_add_u32 v2, v1, 2, 0x500
	v_lshl_add_u32 v1, v1, 3, 0x300
	scratch_store_b32 v2, v10, off
	scratch_store_b64 v1, v[7:8], off
.LBB6_329:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	s_mov_b64 s[18:19], 0
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_sub_co_u32 v1, s16, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v2, null, 0, v4, s16
	v_cmp_lt_u64_e64 s16, 1, v[3:4]
	v_lshl_add_u32 v5, v1, 2, 0x500
	scratch_load_b32 v5, v5, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_and_saveexec_b32 s17, s16
	s_cbranch_execz .LBB6_333
	v_lshlrev_b32_e32 v3, 2, v3
	s_mov_b32 s16, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v3, 0x500, v3, -8
.LBB6_331:
	scratch_load_b32 v5, v3, off
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	v_add_nc_u32_e32 v3, -4, v3
	v_cmp_ge_u64_e32 vcc_lo, s[18:19], v[1:2]
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB6_331
	s_or_b32 exec_lo, exec_lo, s16
.LBB6_333:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v1, 0
	ds_store_b32 v14, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v1, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_and_b32 s24, vcc_lo, exec_lo
	s_cselect_b32 s24, 0x200000, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4100
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s26, v2
	v_cndmask_b32_e64 v2, 0, 1, s16
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s16, 0x100000, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s16, s24, s16
	v_or_b32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, 4, v1
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s17
	s_and_b32 s17, s17, exec_lo
	s_cselect_b32 s17, 0x80000, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s18, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s17, s18, exec_lo
	s_cselect_b32 s17, 0x40000, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s19, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s19
	s_and_b32 s17, s19, exec_lo
	s_cselect_b32 s17, 0x20000, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s20, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s20
	s_and_b32 s17, s20, exec_lo
	s_cselect_b32 s17, 0x10000, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s21, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s21
	s_and_b32 s17, s21, exec_lo
	s_cselect_b32 s17, 0x8000, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s22, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s22
	s_and_b32 s17, s22, exec_lo
	s_cselect_b32 s17, 0x4000, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 3, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s23, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s23
	s_and_b32 s17, s23, exec_lo
	s_cselect_b32 s17, 0x2000, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v2
	v_or_b32_e32 v1, v1, v2
	ds_load_b32 v1, v1 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e64 v1, 0, 0x1000, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s16, v1
	v_or_b32_e32 v9, v1, v9
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_349
	v_cndmask_b32_e64 v1, 0, 0x800, s71
	v_cndmask_b32_e64 v2, 0, 0x400, s72
	v_cndmask_b32_e64 v3, 0, 0x200, s73
	v_cndmask_b32_e64 v4, 0, 0x100, s74
	v_cndmask_b32_e64 v5, 0, 0x80, s75
	s_cmp_eq_u64 s[28:29], 1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_or3_b32 v1, v1, v2, v3
	v_cndmask_b32_e64 v2, 0, 64, s76
	v_cndmask_b32_e64 v3, 0, 32, s77
	v_or3_b32 v1, v1, v4, v5
	v_cndmask_b32_e64 v4, 0, 16, s78
	v_cndmask_b32_e64 v5, 0, 8, s79
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v1, v1, v2, v3
	v_cndmask_b32_e64 v2, 0, 4, s15
	v_or3_b32 v1, v1, v4, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_or3_b32 v10, v1, v2, v9
	s_cbranch_scc1 .LBB6_350
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_b32 s18, s28, 0x7fe
	s_mov_b32 s19, 0
	s_movk_i32 s24, 0x4fc
	s_movk_i32 s25, 0x2f8
	s_mov_b64 s[20:21], 0
	s_branch .LBB6_337
.LBB6_336:
	s_or_b32 exec_lo, exec_lo, s40
	v_lshl_add_u32 v4, v3, 2, 0x500
	s_add_u32 s20, s20, 2
	v_lshl_add_u32 v3, v3, 3, 0x300
	s_addc_u32 s21, s21, 0
	scratch_store_b32 v4, v15, off
	scratch_store_b64 v3, v[7:8], off
	s_cmp_lg_u64 s[20:21], s[18:19]
	s_cbranch_scc0 .LBB6_351
.LBB6_337:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s40, s20, 2
	v_cmp_eq_u64_e64 s16, 0, v[1:2]
	v_subrev_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, 0x300
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s40
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v4, v10
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v3, s16, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s16
	s_or_saveexec_b32 s41, s17
	v_mov_b32_e32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v5
	s_xor_b32 exec_lo, exec_lo, s41
	s_cbranch_execz .LBB6_343
	v_add_co_u32 v5, vcc_lo, v1, -1
	v_lshl_add_u32 v16, v1, 2, s24
	v_lshl_add_u32 v17, v1, 3, s25
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s42, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_341:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s22 :: v_dual_mov_b32 v8, s23
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v17, v3
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v3, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[22:23], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s42, s16, s42
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s42
	s_cbranch_execnz .LBB6_341
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s42
.LBB6_343:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s41
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	v_lshl_add_u32 v5, v1, 3, 0x300
	v_cmp_eq_u64_e64 s16, 0, v[3:4]
	v_lshl_add_u32 v1, v1, 2, 0x500
	scratch_store_b64 v5, v[7:8], off
	v_subrev_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	scratch_store_b32 v1, v15, off
	v_lshl_add_u32 v2, v2, 3, 0x300
	scratch_load_b64 v[7:8], v2, off
	v_add_nc_u32_e64 v2, 4, s40
	ds_load_2addr_stride64_b32 v[5:6], v2 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v5, v10
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[7:8]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v1, s16, v3, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v4, s16
	s_or_saveexec_b32 s40, s17
	v_mov_b32_e32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v6
	s_xor_b32 exec_lo, exec_lo, s40
	s_cbranch_execz .LBB6_336
	v_add_co_u32 v5, vcc_lo, v3, -1
	v_lshl_add_u32 v16, v3, 2, s24
	v_lshl_add_u32 v17, v3, 3, s25
	v_add_co_ci_u32_e64 v6, null, -1, v4, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s41, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_347:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s22 :: v_dual_mov_b32 v8, s23
	v_cndmask_b32_e32 v1, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v1, v17, v1
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v1, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v1, v3 :: v_dual_add_nc_u32 v16, -4, v16
	v_mov_b32_e32 v2, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v3, s17, v1, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[1:2]
	v_add_co_ci_u32_e64 v4, null, -1, v2, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[22:23], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s41, s16, s41
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s41
	s_cbranch_execnz .LBB6_347
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s41
	s_branch .LBB6_336
.LBB6_349:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	s_branch .LBB6_360
.LBB6_350:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s16, -1
	s_mov_b64 s[18:19], 0
	s_branch .LBB6_352
.LBB6_351:
	s_bitcmp1_b32 s28, 0
	s_cselect_b32 s16, -1, 0
.LBB6_352:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB6_360
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s16, s18, 2
	v_subrev_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, 0x300
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s16
	v_cmp_eq_u64_e64 s16, 0, v[1:2]
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v4, v10
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v3, s16, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s16
	s_or_saveexec_b32 s20, s17
	v_dual_mov_b32 v7, 0 :: v_dual_cndmask_b32 v10, 0, v5
	v_mov_b32_e32 v8, 0
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB6_359
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v4, 3, v1
	v_add_co_u32 v5, vcc_lo, v1, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	v_add3_u32 v15, 0x500, v3, -4
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v16, 0x300, v4, -8
	s_mov_b64 s[18:19], 0
	s_mov_b32 s21, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_357:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s18 :: v_dual_mov_b32 v8, s19
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v16, v3
	v_add_nc_u32_e32 v16, -8, v16
	scratch_load_b64 v[17:18], v3, off
	scratch_load_b32 v19, v15, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v15, -4, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[18:19], v[17:18]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v10, v19
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s21, s16, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB6_357
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s21
.LBB6_359:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s20
	v_lshl_add_u32 v2, v1, 2, 0x500
	v_lshl_add_u32 v1, v1, 3, 0x300
	scratch_store_b32 v2, v10, off
	scratch_store_b64 v1, v[7:8], off
.LBB6_360:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	s_mov_b64 s[18:19], 0
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_sub_co_u32 v1, s16, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v2, null, 0, v4, s16
	v_cmp_lt_u64_e64 s16, 1, v[3:4]
	v_lshl_add_u32 v5, v1, 2, 0x500
	scratch_load_b32 v5, v5, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_and_saveexec_b32 s17, s16
	s_cbranch_execz .LBB6_364
	v_lshlrev_b32_e32 v3, 2, v3
	s_mov_b32 s16, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v3, 0x500, v3, -8
.LBB6_362:
	scratch_load_b32 v5, v3, off
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	v_add_nc_u32_e32 v3, -4, v3
	v_cmp_ge_u64_e32 vcc_lo, s[18:19], v[1:2]
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB6_362
	s_or_b32 exec_lo, exec_lo, s16
.LBB6_364:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v1, 0
	ds_store_b32 v14, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v1, v1 offset:4096
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_and_b32 s24, vcc_lo, exec_lo
	s_cselect_b32 s24, 0x800, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4100
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s26, v2
	v_cndmask_b32_e64 v2, 0, 1, s16
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s16, 0x400, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s16, s24, s16
	v_or_b32_e32 v1, v1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, 4, v1
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s17
	s_and_b32 s17, s17, exec_lo
	s_cselect_b32 s17, 0x200, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s18, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s17, s18, exec_lo
	s_cselect_b32 s17, 0x100, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s19, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s19
	s_and_b32 s17, s19, exec_lo
	s_cselect_b32 s17, 0x80, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s20, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s20
	s_and_b32 s17, s20, exec_lo
	s_cselect_b32 s17, 64, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s21, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s21
	s_and_b32 s17, s21, exec_lo
	s_cselect_b32 s17, 32, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s22, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s22
	s_and_b32 s17, s22, exec_lo
	s_cselect_b32 s17, 16, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 3, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s23, s26, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s23
	s_and_b32 s17, s23, exec_lo
	s_cselect_b32 s17, 8, 0
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v2
	v_or_b32_e32 v1, v1, v2
	ds_load_b32 v1, v1 offset:4092
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e64 v1, 0, 4, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, s16, v1
	v_or_b32_e32 v15, v1, v9
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB6_380
	v_cndmask_b32_e64 v1, 0, 2, s71
	v_cndmask_b32_e64 v2, 0, 1, s72
	s_cmp_eq_u64 s[28:29], 1
	s_delay_alu instid0(VALU_DEP_1)
	v_or3_b32 v9, v1, v2, v15
	s_cbranch_scc1 .LBB6_381
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_and_b32 s18, s28, 0x7fe
	s_mov_b32 s19, 0
	s_movk_i32 s24, 0x4fc
	s_movk_i32 s25, 0x2f8
	s_mov_b64 s[20:21], 0
	s_branch .LBB6_368
.LBB6_367:
	s_or_b32 exec_lo, exec_lo, s40
	v_lshl_add_u32 v4, v3, 2, 0x500
	s_add_u32 s20, s20, 2
	v_lshl_add_u32 v3, v3, 3, 0x300
	s_addc_u32 s21, s21, 0
	scratch_store_b32 v4, v10, off
	scratch_store_b64 v3, v[7:8], off
	s_cmp_lg_u64 s[20:21], s[18:19]
	s_cbranch_scc0 .LBB6_382
.LBB6_368:
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s40, s20, 2
	v_cmp_eq_u64_e64 s16, 0, v[1:2]
	v_subrev_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, 0x300
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s40
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v4, v9
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v3, s16, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s16
	s_or_saveexec_b32 s41, s17
	v_dual_mov_b32 v7, 0 :: v_dual_cndmask_b32 v10, 0, v5
	v_mov_b32_e32 v8, 0
	s_xor_b32 exec_lo, exec_lo, s41
	s_cbranch_execz .LBB6_374
	v_add_co_u32 v5, vcc_lo, v1, -1
	v_lshl_add_u32 v16, v1, 2, s24
	v_lshl_add_u32 v17, v1, 3, s25
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s42, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_372:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s22 :: v_dual_mov_b32 v8, s23
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v17, v3
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v3, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[22:23], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v10, v20
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s42, s16, s42
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s42
	s_cbranch_execnz .LBB6_372
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s42
.LBB6_374:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s41
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	v_lshl_add_u32 v5, v1, 3, 0x300
	v_cmp_eq_u64_e64 s16, 0, v[3:4]
	v_lshl_add_u32 v1, v1, 2, 0x500
	scratch_store_b64 v5, v[7:8], off
	v_subrev_co_ci_u32_e64 v2, null, 0, v3, vcc_lo
	scratch_store_b32 v1, v10, off
	v_lshl_add_u32 v2, v2, 3, 0x300
	scratch_load_b64 v[7:8], v2, off
	v_add_nc_u32_e64 v2, 4, s40
	ds_load_2addr_stride64_b32 v[5:6], v2 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v5, v9
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[7:8]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v1, s16, v3, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v4, s16
	s_or_saveexec_b32 s40, s17
	v_dual_mov_b32 v7, 0 :: v_dual_cndmask_b32 v10, 0, v6
	v_mov_b32_e32 v8, 0
	s_xor_b32 exec_lo, exec_lo, s40
	s_cbranch_execz .LBB6_367
	v_add_co_u32 v5, vcc_lo, v3, -1
	v_lshl_add_u32 v16, v3, 2, s24
	v_lshl_add_u32 v17, v3, 3, s25
	v_add_co_ci_u32_e64 v6, null, -1, v4, vcc_lo
	s_mov_b64 s[22:23], 0
	s_mov_b32 s41, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_378:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s22 :: v_dual_mov_b32 v8, s23
	v_cndmask_b32_e32 v1, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v1, v17, v1
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v1, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v1, v3 :: v_dual_add_nc_u32 v16, -4, v16
	v_mov_b32_e32 v2, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v3, s17, v1, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[1:2]
	v_add_co_ci_u32_e64 v4, null, -1, v2, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[22:23], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v10, v10, v20
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s41, s16, s41
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s41
	s_cbranch_execnz .LBB6_378
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s41
	s_branch .LBB6_367
.LBB6_380:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	s_branch .LBB6_391
.LBB6_381:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	s_mov_b32 s16, -1
	s_mov_b64 s[18:19], 0
	s_branch .LBB6_383
.LBB6_382:
	s_bitcmp1_b32 s28, 0
	s_cselect_b32 s16, -1, 0
.LBB6_383:
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB6_391
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s16, s18, 2
	v_subrev_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v3, 3, 0x300
	scratch_load_b64 v[6:7], v3, off
	v_mov_b32_e32 v3, s16
	v_cmp_eq_u64_e64 s16, 0, v[1:2]
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u32_e32 vcc_lo, v4, v9
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v3, s16, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s16
	s_or_saveexec_b32 s20, s17
	v_mov_b32_e32 v7, 0
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v9, 0, v5
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB6_390
	v_lshlrev_b32_e32 v3, 2, v1
	v_lshlrev_b32_e32 v4, 3, v1
	v_add_co_u32 v5, vcc_lo, v1, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	v_add3_u32 v10, 0x500, v3, -4
	s_delay_alu instid0(VALU_DEP_4)
	v_add3_u32 v16, 0x300, v4, -8
	s_mov_b64 s[18:19], 0
	s_mov_b32 s21, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_388:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s18 :: v_dual_mov_b32 v8, s19
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v16, v3
	v_add_nc_u32_e32 v16, -8, v16
	scratch_load_b64 v[17:18], v3, off
	scratch_load_b32 v19, v10, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v10, -4, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[18:19], v[17:18]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v19
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s21, s16, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB6_388
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s21
.LBB6_390:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s20
	v_lshl_add_u32 v2, v1, 2, 0x500
	v_lshl_add_u32 v1, v1, 3, 0x300
	scratch_store_b32 v2, v9, off
	scratch_store_b64 v1, v[7:8], off
.LBB6_391:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	s_mov_b64 s[18:19], 0
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_sub_co_u32 v1, s16, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v2, null, 0, v4, s16
	v_cmp_lt_u64_e64 s16, 1, v[3:4]
	v_lshl_add_u32 v5, v1, 2, 0x500
	scratch_load_b32 v5, v5, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_and_saveexec_b32 s17, s16
	s_cbranch_execz .LBB6_395
	v_lshlrev_b32_e32 v3, 2, v3
	s_mov_b32 s16, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v3, 0x500, v3, -8
.LBB6_393:
	scratch_load_b32 v5, v3, off
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	v_add_nc_u32_e32 v3, -4, v3
	v_cmp_ge_u64_e32 vcc_lo, s[18:19], v[1:2]
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB6_393
	s_or_b32 exec_lo, exec_lo, s16
.LBB6_395:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	v_mov_b32_e32 v16, 0
	ds_store_b32 v14, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v1, v16 offset:4096
	s_mov_b32 s23, 0
	s_mov_b64 s[40:41], 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_and_b32 s16, vcc_lo, exec_lo
	s_cselect_b32 s18, 2, 0
	s_add_u32 s16, s28, -1
	s_addc_u32 s17, s29, -1
	v_lshlrev_b32_e32 v1, 2, v1
	s_clz_i32_u64 s19, s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s80, s19, 64
	s_sub_u32 s24, 64, s80
	ds_load_b32 v1, v1 offset:4100
	s_subb_u32 s25, 0, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s26, v1
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, s18, v1
	s_lshl_b64 s[18:19], -1, s24
	s_not_b64 s[20:21], s[18:19]
	s_cmp_lg_u64 s[16:17], 0
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v17, v1, v15
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB6_427
	s_sub_i32 s16, 0x49, s80
	s_and_b32 s42, s28, 0x7fe
	s_and_b32 s16, s16, 0xff
	s_mov_b32 s43, s23
	s_mulk_i32 s16, 0x67
	s_movk_i32 s82, 0x1fc
	s_bfe_u32 s16, s16, 0x6000a
	s_mov_b32 s83, -8
	s_max_u32 s22, s16, 1
	s_bitcmp1_b32 s28, 0
	s_brev_b32 s29, 1
	s_cselect_b32 s81, -1, 0
	s_mov_b32 s28, s23
	s_mov_b64 s[46:47], 0
	s_branch .LBB6_398
.LBB6_397:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v14, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v1, v16 offset:4096
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s16, v1
	s_cmp_ge_f32 s16, s26
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v1, 0, 1, s16
	s_and_b32 s16, s16, s93
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s17, s67, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	s_cselect_b32 s16, s66, 0
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4100
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s18, v2
	s_cmp_ge_f32 s18, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s18, s18, s92
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s65, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, v1, v2
	s_cselect_b32 s18, s64, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v1, 4, v1
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s66, v2
	s_cmp_ge_f32 s66, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s18, s18, s91
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s63, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, v1, v2
	s_cselect_b32 s18, s62, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s64, v2
	s_cmp_ge_f32 s64, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s18, s18, s90
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s61, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, v1, v2
	s_cselect_b32 s18, s60, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s62, v2
	s_cmp_ge_f32 s62, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s18, s18, s89
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s59, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, v1, v2
	s_cselect_b32 s18, s58, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s60, v2
	s_cmp_ge_f32 s60, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s18, s18, s88
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s57, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, v1, v2
	s_cselect_b32 s18, s56, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s58, v2
	s_cmp_ge_f32 s58, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s18, s18, s87
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s55, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, v1, v2
	s_cselect_b32 s18, s54, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 1, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s56, v2
	s_cmp_ge_f32 s56, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s18, s18, s86
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s53, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v1, v1, v2
	s_cselect_b32 s18, s52, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v1, 3, v1
	ds_load_b32 v2, v2 offset:4092
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s54, v2
	s_cmp_ge_f32 s54, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s18
	s_and_b32 s18, s18, s84
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s49, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v2, 2, v2
	s_cselect_b32 s18, s48, 0
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v1, v1, v2
	ds_load_b32 v1, v1 offset:4092
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s52, v1
	s_cmp_ge_f32 s52, s26
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s18, s18, s85
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s19, s51, 0
	s_cselect_b32 s18, s50, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b64 s[16:17], s[16:17], s[18:19]
	s_or_b64 s[40:41], s[16:17], s[40:41]
	s_add_u32 s46, s46, 1
	s_addc_u32 s47, s47, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[46:47], s[22:23]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB6_427
.LBB6_398:
	s_mul_i32 s17, s47, 10
	s_mul_hi_u32 s18, s46, 10
	s_mul_i32 s16, s46, 10
	s_add_i32 s17, s18, s17
	s_or_b32 s18, s16, 1
	s_mov_b32 s19, s17
	v_cmp_lt_u64_e64 s93, s[16:17], s[24:25]
	v_cmp_lt_u64_e64 s92, s[18:19], s[24:25]
	s_add_i32 s19, s16, s80
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_lshr_b64 s[66:67], s[28:29], s19
	s_and_b32 s19, s92, exec_lo
	s_cselect_b32 s18, s18, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s18, s18, s80
	s_lshr_b64 s[64:65], s[28:29], s18
	s_add_u32 s18, s16, 2
	s_addc_u32 s19, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s91, s[18:19], s[24:25]
	s_and_b32 s19, s91, exec_lo
	s_cselect_b32 s18, s18, s16
	s_add_i32 s18, s18, s80
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[62:63], s[28:29], s18
	s_add_u32 s18, s16, 3
	s_addc_u32 s19, s17, 0
	v_cmp_lt_u64_e64 s90, s[18:19], s[24:25]
	s_and_b32 s19, s90, exec_lo
	s_cselect_b32 s18, s18, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s18, s18, s80
	s_lshr_b64 s[60:61], s[28:29], s18
	s_add_u32 s18, s16, 4
	s_addc_u32 s19, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s89, s[18:19], s[24:25]
	s_and_b32 s19, s89, exec_lo
	s_cselect_b32 s18, s18, s16
	s_add_i32 s18, s18, s80
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[58:59], s[28:29], s18
	s_add_u32 s18, s16, 5
	s_addc_u32 s19, s17, 0
	v_cmp_lt_u64_e64 s88, s[18:19], s[24:25]
	s_and_b32 s19, s88, exec_lo
	s_cselect_b32 s18, s18, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s18, s18, s80
	s_lshr_b64 s[56:57], s[28:29], s18
	s_add_u32 s18, s16, 6
	s_addc_u32 s19, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s87, s[18:19], s[24:25]
	s_and_b32 s19, s87, exec_lo
	s_cselect_b32 s18, s18, s16
	s_add_i32 s18, s18, s80
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[54:55], s[28:29], s18
	s_add_u32 s18, s16, 7
	s_addc_u32 s19, s17, 0
	v_cmp_lt_u64_e64 s86, s[18:19], s[24:25]
	s_and_b32 s19, s86, exec_lo
	s_cselect_b32 s18, s18, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s18, s18, s80
	s_lshr_b64 s[52:53], s[28:29], s18
	s_add_u32 s18, s16, 8
	s_addc_u32 s19, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u64_e64 s84, s[18:19], s[24:25]
	s_and_b32 s19, s84, exec_lo
	s_cselect_b32 s18, s18, s16
	s_add_i32 s18, s18, s80
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshr_b64 s[48:49], s[28:29], s18
	s_add_u32 s18, s16, 9
	s_addc_u32 s19, s17, 0
	v_cmp_lt_u64_e64 s85, s[18:19], s[24:25]
	s_and_b32 s17, s85, exec_lo
	s_cselect_b32 s16, s18, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s16, s16, s80
	s_lshr_b64 s[50:51], s[28:29], s16
	s_cbranch_vccnz .LBB6_421
	s_and_b32 s16, s71, s93
	s_and_b32 s17, s72, s92
	s_and_b32 s18, s73, s91
	v_cndmask_b32_e64 v1, 0, s67, s16
	v_cndmask_b32_e64 v2, 0, s65, s17
	v_cndmask_b32_e64 v3, 0, s63, s18
	v_cndmask_b32_e64 v4, 0, s66, s16
	v_cndmask_b32_e64 v5, 0, s64, s17
	v_cndmask_b32_e64 v6, 0, s62, s18
	s_and_b32 s16, s74, s90
	s_and_b32 s17, s75, s89
	v_or3_b32 v1, v1, v2, v3
	v_cndmask_b32_e64 v2, 0, s61, s16
	v_cndmask_b32_e64 v3, 0, s59, s17
	v_or3_b32 v4, v4, v5, v6
	v_cndmask_b32_e64 v5, 0, s60, s16
	v_cndmask_b32_e64 v6, 0, s58, s17
	s_and_b32 s16, s76, s88
	s_and_b32 s17, s77, s87
	v_or3_b32 v1, v1, v2, v3
	v_cndmask_b32_e64 v2, 0, s57, s16
	v_cndmask_b32_e64 v3, 0, s55, s17
	v_or3_b32 v4, v4, v5, v6
	v_cndmask_b32_e64 v5, 0, s56, s16
	v_cndmask_b32_e64 v6, 0, s54, s17
	s_and_b32 s16, s78, s86
	s_and_b32 s17, s79, s84
	v_or3_b32 v1, v1, v2, v3
	v_cndmask_b32_e64 v2, 0, s53, s16
	v_cndmask_b32_e64 v3, 0, s49, s17
	v_or3_b32 v4, v4, v5, v6
	v_cndmask_b32_e64 v5, 0, s52, s16
	v_cndmask_b32_e64 v6, 0, s48, s17
	s_and_b32 s16, s15, s85
	v_or3_b32 v1, v1, v2, v3
	v_cndmask_b32_e64 v2, 0, s51, s16
	s_mov_b64 s[68:69], 0
	v_or3_b32 v3, v4, v5, v6
	v_cndmask_b32_e64 v5, 0, s50, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_or3_b32 v4, v1, v2, s41
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_or3_b32 v3, v3, v5, s40
	s_branch .LBB6_401
.LBB6_400:
	s_or_b32 exec_lo, exec_lo, s95
	v_lshl_add_u32 v6, v5, 2, 0x200
	s_add_u32 s68, s68, 2
	v_lshl_add_u32 v5, v5, 3, 0
	s_addc_u32 s69, s69, 0
	scratch_store_b32 v6, v18, off
	scratch_store_b64 v5, v[9:10], off
	s_cmp_eq_u64 s[68:69], s[42:43]
	s_cbranch_scc1 .LBB6_413
.LBB6_401:
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_lshl_b32 s94, s68, 2
	s_sub_u32 s16, s20, s68
	s_subb_u32 s17, s21, s69
	v_cmp_eq_u64_e64 s18, 0, v[1:2]
	v_cmp_ge_u64_e64 s16, s[16:17], v[3:4]
	v_subrev_co_ci_u32_e64 v5, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[8:9], v5, off
	v_mov_b32_e32 v5, s94
	ds_load_2addr_stride64_b32 v[6:7], v5 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s17, v6, v17
	v_cmp_gt_u32_e32 vcc_lo, v6, v17
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s19, 0, v[8:9]
	s_or_b32 s18, s18, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s19, s18
	s_xor_b32 s19, exec_lo, s19
	v_add_co_u32 v5, s18, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, 0, v2, s18
	s_or_saveexec_b32 s95, s19
	s_and_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, vcc_lo, s16
	v_dual_mov_b32 v9, 0 :: v_dual_cndmask_b32 v18, 0, v7
	v_mov_b32_e32 v10, 0
	s_xor_b32 exec_lo, exec_lo, s95
	s_cbranch_execz .LBB6_407
	v_add_co_u32 v7, vcc_lo, v1, -1
	v_lshl_add_u32 v19, v1, 2, s82
	v_lshl_add_u32 v20, v1, 3, s83
	v_add_co_ci_u32_e64 v8, null, -1, v2, vcc_lo
	s_mov_b64 s[18:19], 0
	s_mov_b32 s96, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_405:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[7:8]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v9, s18 :: v_dual_mov_b32 v10, s19
	v_cndmask_b32_e32 v5, 1, v7, vcc_lo
	v_add_co_u32 v7, vcc_lo, v7, -1
	v_add_co_ci_u32_e64 v8, null, -1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v5, 3, v5
	v_sub_nc_u32_e32 v5, v20, v5
	v_add_nc_u32_e32 v20, -8, v20
	scratch_load_b64 v[21:22], v5, off
	scratch_load_b32 v23, v19, off
	v_dual_mov_b32 v6, v2 :: v_dual_mov_b32 v5, v1
	v_add_nc_u32_e32 v19, -4, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[5:6]
	v_add_co_u32 v1, s17, v5, -1
	v_add_co_ci_u32_e64 v2, null, -1, v6, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[18:19], v[21:22]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v23
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s96, s16, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s96
	s_cbranch_execnz .LBB6_405
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s96
.LBB6_407:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s95
	v_cmp_ne_u64_e32 vcc_lo, 0, v[5:6]
	v_lshl_add_u32 v7, v1, 3, 0
	s_or_b32 s16, s68, 1
	v_cmp_eq_u64_e64 s18, 0, v[5:6]
	s_sub_u32 s16, s20, s16
	s_subb_u32 s17, s21, s69
	v_subrev_co_ci_u32_e64 v2, null, 0, v5, vcc_lo
	scratch_store_b64 v7, v[9:10], off
	v_cmp_ge_u64_e64 s16, s[16:17], v[3:4]
	v_lshl_add_u32 v1, v1, 2, 0x200
	v_lshl_add_u32 v2, v2, 3, 0
	scratch_store_b32 v1, v18, off
	scratch_load_b64 v[9:10], v2, off
	v_add_nc_u32_e64 v2, 4, s94
	ds_load_2addr_stride64_b32 v[7:8], v2 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s17, v7, v17
	v_cmp_gt_u32_e32 vcc_lo, v7, v17
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s19, 0, v[9:10]
	s_or_b32 s18, s18, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s19, s18
	s_xor_b32 s19, exec_lo, s19
	v_add_co_u32 v1, s18, v5, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, v6, s18
	s_or_saveexec_b32 s95, s19
	s_and_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, vcc_lo, s16
	v_dual_mov_b32 v9, 0 :: v_dual_cndmask_b32 v18, 0, v8
	v_mov_b32_e32 v10, 0
	s_xor_b32 exec_lo, exec_lo, s95
	s_cbranch_execz .LBB6_400
	v_add_co_u32 v7, vcc_lo, v5, -1
	v_lshl_add_u32 v19, v5, 2, s82
	v_lshl_add_u32 v20, v5, 3, s83
	v_add_co_ci_u32_e64 v8, null, -1, v6, vcc_lo
	s_mov_b64 s[18:19], 0
	s_mov_b32 s96, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_411:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[7:8]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v9, s18 :: v_dual_mov_b32 v10, s19
	v_cndmask_b32_e32 v1, 1, v7, vcc_lo
	v_add_co_u32 v7, vcc_lo, v7, -1
	v_add_co_ci_u32_e64 v8, null, -1, v8, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v1, 3, v1
	v_sub_nc_u32_e32 v1, v20, v1
	scratch_load_b64 v[21:22], v1, off
	scratch_load_b32 v23, v19, off
	v_dual_mov_b32 v1, v5 :: v_dual_add_nc_u32 v20, -8, v20
	v_dual_mov_b32 v2, v6 :: v_dual_add_nc_u32 v19, -4, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v5, s17, v1, -1
	v_cmp_eq_u64_e32 vcc_lo, 1, v[1:2]
	v_add_co_ci_u32_e64 v6, null, -1, v2, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[18:19], v[21:22]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v18, v18, v23
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s96, s16, s96
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s96
	s_cbranch_execnz .LBB6_411
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s96
	s_branch .LBB6_400
.LBB6_413:
	s_and_not1_b32 vcc_lo, exec_lo, s81
	s_cbranch_vccnz .LBB6_422
	v_cmp_ne_u64_e32 vcc_lo, 0, v[1:2]
	s_sub_u32 s16, s20, s42
	s_subb_u32 s17, s21, 0
	v_cmp_eq_u64_e64 s18, 0, v[1:2]
	v_cmp_ge_u64_e64 s16, s[16:17], v[3:4]
	v_subrev_co_ci_u32_e64 v5, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v5, v5, 3, 0
	scratch_load_b64 v[7:8], v5, off
	v_add_nc_u32_e64 v5, 8, s94
	ds_load_2addr_stride64_b32 v[5:6], v5 offset1:32
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_u32_e64 s17, v5, v17
	v_cmp_gt_u32_e32 vcc_lo, v5, v17
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s19, 0, v[7:8]
	s_or_b32 s18, s18, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s19, s18
	s_xor_b32 s19, exec_lo, s19
	v_add_co_u32 v3, s18, v1, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v4, null, 0, v2, s18
	s_or_saveexec_b32 s68, s19
	s_and_b32 s16, s16, s17
	v_mov_b32_e32 v7, 0
	s_or_b32 vcc_lo, vcc_lo, s16
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v9, 0, v6
	s_xor_b32 exec_lo, exec_lo, s68
	s_cbranch_execz .LBB6_420
	v_add_co_u32 v5, vcc_lo, v1, -1
	v_lshl_add_u32 v10, v1, 2, s82
	v_lshl_add_u32 v18, v1, 3, s83
	v_add_co_ci_u32_e64 v6, null, -1, v2, vcc_lo
	s_mov_b64 s[18:19], 0
	s_mov_b32 s69, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB6_418:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[5:6]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v7, s18 :: v_dual_mov_b32 v8, s19
	v_cndmask_b32_e32 v3, 1, v5, vcc_lo
	v_add_co_u32 v5, vcc_lo, v5, -1
	v_add_co_ci_u32_e64 v6, null, -1, v6, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 3, v3
	v_sub_nc_u32_e32 v3, v18, v3
	v_add_nc_u32_e32 v18, -8, v18
	scratch_load_b64 v[19:20], v3, off
	scratch_load_b32 v21, v10, off
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
	v_add_nc_u32_e32 v10, -4, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[3:4]
	v_add_co_u32 v1, s17, v3, -1
	v_add_co_ci_u32_e64 v2, null, -1, v4, s17
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s16, s[18:19], v[19:20]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, v9, v21
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, exec_lo, s16
	s_or_b32 s69, s16, s69
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s69
	s_cbranch_execnz .LBB6_418
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s69
.LBB6_420:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s68
	v_lshl_add_u32 v2, v1, 2, 0x200
	v_lshl_add_u32 v1, v1, 3, 0
	scratch_store_b32 v2, v9, off
	scratch_store_b64 v1, v[7:8], off
	s_branch .LBB6_423
.LBB6_421:
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	s_branch .LBB6_423
.LBB6_422:
	v_dual_mov_b32 v4, v2 :: v_dual_mov_b32 v3, v1
.LBB6_423:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[3:4]
	v_cndmask_b32_e64 v1, 0, 1, vcc_lo
	v_sub_co_u32 v1, s16, v3, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v2, null, 0, v4, s16
	v_cmp_lt_u64_e64 s16, 1, v[3:4]
	v_lshl_add_u32 v5, v1, 2, 0x200
	scratch_load_b32 v5, v5, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v5, vcc_lo
	s_and_saveexec_b32 s18, s16
	s_cbranch_execz .LBB6_397
	v_lshlrev_b32_e32 v3, 2, v3
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v3, v3, s82, -4
.LBB6_425:
	scratch_load_b32 v5, v3, off
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	v_add_nc_u32_e32 v3, -4, v3
	v_cmp_ge_u64_e32 vcc_lo, s[16:17], v[1:2]
	s_or_b32 s19, vcc_lo, s19
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v5
	s_and_not1_b32 exec_lo, exec_lo, s19
	s_cbranch_execnz .LBB6_425
	s_or_b32 exec_lo, exec_lo, s19
	s_branch .LBB6_397
.LBB6_427:
	s_sub_u32 s16, s20, s40
	s_subb_u32 s17, s21, s41
	v_and_b32_e32 v1, 0x7fffffff, v17
	s_clz_i32_u32 s15, s17
	v_not_b32_e32 v2, v17
	s_min_u32 s15, s15, 32
	v_cmp_gt_i32_e32 vcc_lo, 0, v15
	s_lshl_b64 s[16:17], s[16:17], s15
	s_sub_i32 s15, 32, s15
	s_min_u32 s16, s16, 1
	v_cndmask_b32_e32 v2, v2, v1, vcc_lo
	s_or_b32 s16, s17, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s16, s16
	v_ldexp_f32 v3, s16, s15
.LBB6_428:
	s_or_b32 exec_lo, exec_lo, s70
	s_and_saveexec_b32 s15, s4
	v_add_nc_u32_e64 v1, 0x5000, 0
	ds_store_2addr_b32 v1, v3, v2 offset0:3 offset1:13
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s27
	s_mov_b32 s15, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB6_193
.LBB6_431:
	s_and_saveexec_b32 s15, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:20496
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB6_459
.LBB6_434:
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_and_saveexec_b32 s20, s14
	s_cbranch_execz .LBB6_436
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[16:17], s[44:45], s[30:31]
	s_mul_i32 s15, s44, 0xcd9e8d57
	s_add_i32 s16, s30, 0x9e3779b9
	v_mov_b32_e32 v9, 0x502c
	s_mov_b32 s22, 0xd078c69f
	s_mov_b32 s23, 0x3fc39a09
	v_xor_b32_e32 v2, s17, v2
	s_add_i32 s17, s31, 0x76cf5d0a
	ds_load_2addr_b32 v[9:10], v9 offset1:1
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s28, 0x94229359
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd24924
	s_mov_b32 s40, 0x9997fa04
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s41, 0x3fd99999
	s_mov_b32 s43, 0x3fe55555
	v_xor3_b32 v3, s15, s16, v3
	s_mul_hi_u32 s15, s44, 0xcd9e8d57
	s_add_i32 s16, s31, 0xbb67ae85
	s_xor_b32 s15, s30, s15
	s_mov_b32 s46, 0x35793c76
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_xor_b32 s15, s2, s15
	s_mov_b32 s47, 0x3dea39ef
	s_mul_hi_u32 s18, s15, 0xd2511f53
	s_mul_i32 s15, s15, 0xd2511f53
	v_xor3_b32 v1, s16, s18, v1
	s_add_i32 s16, s30, 0xdaa66d2b
	v_xor3_b32 v6, s15, s17, v4
	s_add_i32 s15, s30, 0x3c6ef372
	s_mov_b32 s18, 0x96cb03de
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_mov_b32 s19, 0x3fc74664
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s49, 0x3fe62e42
	v_xor3_b32 v1, s15, v5, v2
	s_add_i32 s15, s31, 0x32370b8f
	v_xor3_b32 v4, s16, v7, v4
	s_add_i32 s16, s31, 0xed9eba14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v2, s15, v2, v3
	s_add_i32 s15, s30, 0x78dde6e4
	v_xor3_b32 v3, s16, v5, v1
	s_add_i32 s16, s30, 0x1715609d
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_lshlrev_b32_e32 v3, 2, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_xor3_b32 v2, s15, v2, v6
	global_load_b32 v21, v3, s[34:35]
	v_xor3_b32 v5, s16, v8, v1
	s_add_i32 s15, s31, 0xa9066899
	s_add_i32 s16, s31, 0x646e171e
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v5, 0
	v_xor3_b32 v2, s15, v2, v4
	s_add_i32 s15, s30, 0xb54cda56
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s16, v6, v1
	s_add_i32 s16, s30, 0x5384540f
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	v_xor3_b32 v2, s15, v2, v7
	s_add_i32 s15, s31, 0x1fd5c5a3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v3, s16, v3, v1
	s_add_i32 s16, s31, 0xdb3d7428
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v3, 0xd2511f53, v3
	v_xor3_b32 v2, s15, v2, v5
	s_add_i32 s15, s30, 0x8ff34781
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s16, v3, v1
	s_mov_b32 s16, 0xdf3e5244
	s_mov_b32 s17, 0x3fc2f112
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, s15, v1
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v22, s33, v21
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v22, v9
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v9
	v_cndmask_b32_e32 v13, 0xc2d00000, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v13
	v_cndmask_b32_e32 v15, 0x42b20000, v13, vcc_lo
	v_mul_f32_e32 v16, 0x3fb8aa3b, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v18, 0x4b400000, v16
	v_add_f32_e32 v16, 0xcb400000, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, 0xbf317200, v16
	v_dual_mul_f32 v20, 0x35bfbe8e, v16 :: v_dual_add_f32 v19, v15, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v15, v19, v20
	v_dual_mul_f32 v16, v15, v15 :: v_dual_add_nc_u32 v17, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_b32_e32 v2, 0xfffff, v17
	v_lshrrev_b32_e32 v17, 20, v17
	v_mul_f32_e32 v23, 0x3331bb4c, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[1:2], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[3:4], v[1:2], 2.0
	v_div_scale_f64 v[5:6], null, v[3:4], v[3:4], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[7:8], v[5:6]
	v_fma_f64 v[13:14], -v[5:6], v[7:8], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], v[7:8], v[13:14], v[7:8]
	v_add_f32_e32 v13, 0xb5ddea0e, v23
	v_mul_f32_e32 v13, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x388ab355, v13
	v_mul_f32_e32 v13, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0xbb360b61, v13
	v_mul_f32_e32 v13, v16, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x3e2aaaab, v13
	v_mul_f32_e32 v16, v16, v23
	v_fma_f64 v[13:14], -v[5:6], v[7:8], 1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v16, v15, v16
	v_mul_f32_e32 v23, v15, v16
	v_sub_f32_e32 v24, 2.0, v16
	v_div_scale_f64 v[15:16], s15, v[1:2], v[3:4], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f32 v25, null, v24, v24, v23
	v_div_scale_f32 v28, vcc_lo, v23, v24, v23
	v_rcp_f32_e32 v26, v25
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v25, v26, 1.0
	v_fmac_f32_e32 v26, v27, v26
	v_fma_f64 v[7:8], v[7:8], v[13:14], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, v28, v26
	v_fma_f32 v14, -v25, v13, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v14, v26
	v_fma_f32 v14, -v25, v13, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v13, v14, v26, v13
	v_cmp_o_f32_e32 vcc_lo, v9, v9
	v_div_fixup_f32 v13, v13, v24, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_f32 v20, v20, v13 :: v_dual_add_nc_u32 v23, 0xb4c00100, v18
	v_lshrrev_b32_e32 v23, 1, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v19, v19, v20
	v_sub_nc_u32_e32 v18, v18, v23
	v_mul_f64 v[13:14], v[15:16], v[7:8]
	v_lshl_add_u32 v20, v23, 23, 0xff800000
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v19, 1.0, v19
	v_lshl_add_u32 v18, v18, 23, 0x7f800000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v19, v19, v20
	v_mul_f32_e32 v18, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v9, 0x7fc00000, v18, vcc_lo
	v_div_scale_f32 v18, null, v10, v10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f64 v[5:6], -v[5:6], v[13:14], v[15:16]
	v_fma_f32 v15, -v18, v19, 1.0
	v_div_scale_f32 v16, vcc_lo, v9, v10, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v19, v15, v19
	v_mul_f32_e32 v15, v16, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v20, -v18, v15, v16
	v_fmac_f32_e32 v15, v20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v16, -v18, v15, v16
	v_div_fmas_f32 v23, v16, v19, v15
	s_mov_b32 vcc_lo, s15
	v_add_co_u32 v24, s15, 0xfffffc01, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v17, null, 0, -1, s15
	v_mul_f64 v[19:20], v[1:2], 0.5
	v_div_fmas_f64 v[5:6], v[5:6], v[7:8], v[13:14]
	v_cvt_f64_i32_e32 v[17:18], v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[3:4], v[5:6], v[3:4], v[1:2]
	v_mul_f64 v[5:6], v[3:4], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	v_mul_f64 v[13:14], v[7:8], s[16:17]
	v_mul_f64 v[15:16], v[7:8], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[18:19]
	v_add_f64 v[15:16], v[15:16], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[7:8], v[13:14]
	v_mul_f64 v[15:16], v[7:8], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[28:29]
	v_add_f64 v[15:16], v[15:16], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[7:8], v[13:14]
	v_mul_f64 v[7:8], v[7:8], v[15:16]
	v_ldexp_f64 v[15:16], v[17:18], 32
	v_mul_f64 v[17:18], v[1:2], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], s[42:43]
	v_mul_f64 v[5:6], v[5:6], v[13:14]
	v_cvt_f64_u32_e32 v[13:14], v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[7:8], v[5:6]
	v_add_f64 v[7:8], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[17:18], v[5:6]
	v_mul_f64 v[13:14], v[7:8], s[46:47]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[3:4], v[3:4], v[5:6]
	v_mul_f64 v[5:6], v[7:8], s[48:49]
	v_add_f64 v[3:4], v[13:14], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[3:4], v[3:4], -v[17:18]
	v_add_f64 v[1:2], v[1:2], v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[5:6], v[1:2]
	v_xor_b32_e32 v2, 0x80000000, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, s15, 0x95f62, v2
	v_add_co_ci_u32_e64 v4, null, 0, 0, s15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v2, 0xfffff, v3
	v_lshrrev_b64 v[3:4], 20, v[3:4]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_f64 v[1:2], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[5:6], v[1:2], 2.0
	v_mul_f64 v[19:20], v[1:2], 0.5
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_div_scale_f64 v[17:18], vcc_lo, v[1:2], v[5:6], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[13:14], v[7:8]
	v_fma_f64 v[15:16], -v[7:8], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_fma_f64 v[15:16], -v[7:8], v[13:14], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_mul_f64 v[15:16], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[7:8], -v[7:8], v[15:16], v[17:18]
	v_div_fmas_f64 v[7:8], v[7:8], v[13:14], v[15:16]
	v_add_co_u32 v24, vcc_lo, 0xfffffc01, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, -1, v4, vcc_lo
	v_cvt_f64_i32_e32 v[3:4], v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[1:2]
	v_ldexp_f64 v[3:4], v[3:4], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	v_mul_f64 v[13:14], v[7:8], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[13:14], s[16:17]
	v_mul_f64 v[17:18], v[13:14], s[22:23]
	v_add_f64 v[15:16], v[15:16], s[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[24:25]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[13:14], v[17:18]
	v_add_f64 v[15:16], v[15:16], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[17:18], s[40:41]
	v_mul_f64 v[15:16], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_mul_f64 v[17:18], v[1:2], v[19:20]
	v_add_f64 v[15:16], v[15:16], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[7:8], v[7:8], v[15:16]
	v_cvt_f64_u32_e32 v[15:16], v24
	v_add_f64 v[7:8], v[13:14], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[3:4], v[3:4], v[15:16]
	v_add_f64 v[7:8], v[17:18], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[13:14], v[3:4], s[46:47]
	v_mul_f64 v[3:4], v[3:4], s[48:49]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	v_div_fixup_f32 v7, v23, v10, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[13:14], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[1:2], v[1:2], v[5:6]
	v_cvt_f32_u32_e32 v6, v0
	v_add_nc_u32_e64 v5, 0x5000, 0
	v_add_f64 v[1:2], v[3:4], v[1:2]
	v_mov_b32_e32 v3, 0x5024
	ds_load_2addr_b32 v[3:4], v3 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v4, v6
	v_cmp_eq_f32_e64 s15, v21, v3
	v_cmp_gt_f32_e64 s16, v21, v3
	ds_load_2addr_b32 v[4:5], v5 offset0:3 offset1:13
	s_and_b32 s15, s15, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v3, 0, 1.0, s15
	v_cvt_f32_f64_e32 v1, v[1:2]
	v_cndmask_b32_e64 v2, 0, 1.0, s16
	v_cmp_gt_f32_e32 vcc_lo, v3, v2
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_add_f32_e32 v3, 0, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	v_cndmask_b32_e32 v3, -1.0, v3, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v4, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_eq_f32_e64 s15, v3, v5
	v_cmp_gt_f32_e64 s16, v3, v5
	s_and_b32 s15, s15, vcc_lo
	v_cndmask_b32_e64 v3, 0, 1.0, s16
	v_cndmask_b32_e64 v4, 0, 1.0, s15
	v_cmp_gt_f32_e32 vcc_lo, v4, v3
	v_sub_f32_e32 v1, v22, v1
	v_cndmask_b32_e32 v3, v3, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, v2, v3
	v_cmp_neq_f32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v1, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB6_436:
	s_or_b32 exec_lo, exec_lo, s20
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s5
	s_cbranch_execz .LBB6_438
	ds_load_2addr_stride64_b32 v[3:4], v12 offset1:8
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_438:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s6
	s_cbranch_execz .LBB6_440
	ds_load_2addr_stride64_b32 v[3:4], v12 offset1:4
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_440:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s7
	s_cbranch_execz .LBB6_442
	ds_load_2addr_stride64_b32 v[3:4], v12 offset1:2
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_442:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s8
	s_cbranch_execz .LBB6_444
	ds_load_2addr_stride64_b32 v[3:4], v12 offset1:1
	ds_load_2addr_stride64_b32 v[5:6], v11 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_444:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s9
	s_cbranch_execz .LBB6_446
	ds_load_2addr_b32 v[3:4], v12 offset1:32
	ds_load_2addr_b32 v[5:6], v11 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_446:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB6_448
	ds_load_2addr_b32 v[3:4], v12 offset1:16
	ds_load_2addr_b32 v[5:6], v11 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_448:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s11
	s_cbranch_execz .LBB6_450
	ds_load_2addr_b32 v[3:4], v12 offset1:8
	ds_load_2addr_b32 v[5:6], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_450:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB6_452
	ds_load_2addr_b32 v[3:4], v12 offset1:4
	ds_load_2addr_b32 v[5:6], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_452:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB6_454
	ds_load_2addr_b32 v[3:4], v12 offset1:2
	ds_load_2addr_b32 v[5:6], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v6, v5
	v_cmp_gt_f32_e64 s16, v6, v5
	v_cmp_o_f32_e64 s17, v5, v5
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_454:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s4
	s_cbranch_execz .LBB6_456
	v_add_nc_u32_e64 v1, 4, 0
	ds_load_2addr_stride64_b32 v[3:4], v1 offset0:48 offset1:64
	ds_load_b32 v5, v12
	ds_load_b32 v6, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s15, v4, v6
	v_cmp_gt_f32_e64 s16, v4, v6
	v_cmp_o_f32_e64 s17, v6, v6
	s_and_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s16, s15
	v_cndmask_b32_e64 v1, 0, 1, s15
	s_or_b32 s15, s17, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	v_cndmask_b32_e64 v2, 0, 1, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v6, v4 :: v_dual_cndmask_b32 v2, v5, v3
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
.LBB6_456:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s4
	s_cbranch_execz .LBB6_458
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:12288
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v1, v2 offset:20496
.LBB6_458:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB6_459:
	s_cmp_lt_f32 s26, 1.0
	buffer_gl0_inv
	s_cselect_b32 s15, -1, 0
	s_xor_b32 s16, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s15, s15, s16
	s_and_b32 vcc_lo, exec_lo, s15
	s_mov_b32 s15, -1
	s_cbranch_vccnz .LBB6_464
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccnz .LBB6_467
.LBB6_461:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB6_463
.LBB6_462:
	v_mov_b32_e32 v0, 0x5004
	v_mov_b32_e32 v6, 0
	ds_load_2addr_b32 v[4:5], v0 offset1:1
	ds_load_b128 v[0:3], v6 offset:20496
	ds_load_b32 v7, v6 offset:20512
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v5, v5, v5
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v2
	v_cndmask_b32_e64 v0, v1, v0, s1
	s_delay_alu instid0(VALU_DEP_3)
	v_add_f32_e32 v4, v4, v5
	v_cndmask_b32_e64 v2, 0, 4.0, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v5, 0x41000000, v7
	v_cndmask_b32_e64 v0, v3, v0, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_add_u32 s0, s38, s0
	v_add_f32_e32 v2, v4, v2
	s_addc_u32 s1, s39, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s36, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v5, v2
	s_addc_u32 s3, s37, s3
	v_cmp_eq_f32_e32 vcc_lo, 0, v2
	v_cvt_u32_f32_e32 v2, v2
	v_cndmask_b32_e32 v0, -1.0, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s4, v0
	s_trunc_f32 s4, s4
	s_and_b32 s5, s4, 0x7fffffff
	s_ashr_i32 s4, s4, 31
	s_mul_f32 s6, s5, 0x2f800000
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_floor_f32 s6, s6
	s_fmac_f32 s5, s6, 0xcf800000
	s_cvt_u32_f32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s6, s5
	s_mov_b32 s5, s4
	s_xor_b64 s[6:7], s[6:7], s[4:5]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_sub_u32 s6, s6, s4
	s_subb_u32 s7, s7, s4
	v_dual_mov_b32 v0, s6 :: v_dual_mov_b32 v1, s7
	s_clause 0x1
	global_store_b64 v6, v[0:1], s[0:1]
	global_store_b32 v6, v2, s[2:3]
.LBB6_463:
	s_endpgm
.LBB6_464:
	s_and_saveexec_b32 s15, s4
	v_mov_b32_e32 v1, 0
	ds_store_b32 v1, v1 offset:20500
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB6_461
.LBB6_467:
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v1, 0xff800000
	s_and_saveexec_b32 s18, s14
	s_cbranch_execz .LBB6_469
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v0, 0
	s_xor_b64 s[14:15], s[44:45], s[30:31]
	s_mul_i32 s14, s44, 0xcd9e8d57
	s_add_i32 s16, s31, 0x76cf5d0a
	s_mov_b32 s20, 0xd078c69f
	s_mov_b32 s21, 0x3fc39a09
	s_mov_b32 s22, 0x1d8e78af
	v_xor_b32_e32 v2, s15, v2
	s_add_i32 s15, s30, 0x9e3779b9
	s_mov_b32 s24, 0x94229359
	s_mov_b32 s23, 0x3fcc71c5
	s_mov_b32 s25, 0x3fd24924
	v_mad_u64_u32 v[2:3], null, 0xcd9e8d57, v2, 0
	s_mov_b32 s26, 0x9997fa04
	s_mov_b32 s28, 0x55555593
	s_mov_b32 s27, 0x3fd99999
	s_mov_b32 s29, 0x3fe55555
	s_mov_b32 s40, 0xfee00000
	s_mov_b32 s41, 0x3fe62e42
	v_xor3_b32 v3, s14, s15, v3
	s_mul_hi_u32 s14, s44, 0xcd9e8d57
	s_add_i32 s15, s31, 0xbb67ae85
	s_xor_b32 s14, s30, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s14, s2, s14
	v_mad_u64_u32 v[3:4], null, 0xd2511f53, v3, 0
	s_mul_hi_u32 s17, s14, 0xd2511f53
	s_mul_i32 s14, s14, 0xd2511f53
	v_xor3_b32 v1, s15, s17, v1
	s_add_i32 s15, s30, 0xdaa66d2b
	v_xor3_b32 v6, s14, s16, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[4:5], null, 0xcd9e8d57, v1, 0
	s_add_i32 s14, s30, 0x3c6ef372
	s_mov_b32 s16, 0x96cb03de
	v_mad_u64_u32 v[6:7], null, 0xcd9e8d57, v6, 0
	s_mov_b32 s17, 0x3fc74664
	v_xor3_b32 v1, s14, v5, v2
	s_add_i32 s14, s31, 0x32370b8f
	v_xor3_b32 v4, s15, v7, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v1, 0
	s_add_i32 s15, s31, 0xed9eba14
	v_mad_u64_u32 v[4:5], null, 0xd2511f53, v4, 0
	v_xor3_b32 v2, s14, v2, v3
	s_add_i32 s14, s30, 0x78dde6e4
	v_xor3_b32 v3, s15, v5, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_add_i32 s15, s30, 0x1715609d
	v_mad_u64_u32 v[7:8], null, 0xcd9e8d57, v3, 0
	v_xor3_b32 v2, s14, v2, v6
	s_add_i32 s14, s31, 0xa9066899
	v_xor3_b32 v3, s15, v8, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_add_i32 s15, s31, 0x646e171e
	v_mad_u64_u32 v[5:6], null, 0xd2511f53, v3, 0
	v_xor3_b32 v2, s14, v2, v4
	s_add_i32 s14, s30, 0xb54cda56
	v_xor3_b32 v3, s15, v6, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xcd9e8d57, v2, 0
	s_add_i32 s15, s30, 0x5384540f
	v_mul_hi_u32 v3, 0xcd9e8d57, v3
	v_xor3_b32 v2, s14, v2, v7
	s_add_i32 s14, s31, 0x1fd5c5a3
	v_xor3_b32 v3, s15, v3, v1
	s_delay_alu instid0(VALU_DEP_2)
	v_mad_u64_u32 v[1:2], null, 0xd2511f53, v2, 0
	s_add_i32 s15, s31, 0xdb3d7428
	v_mul_hi_u32 v3, 0xd2511f53, v3
	v_xor3_b32 v2, s14, v2, v5
	s_add_i32 s14, s30, 0x8ff34781
	s_mov_b32 s30, 0x35793c76
	s_mov_b32 s31, 0x3dea39ef
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s15, v3, v1
	v_mul_lo_u32 v2, 0xcd9e8d57, v2
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v2, s14, v1
	s_mov_b32 s14, 0xdf3e5244
	s_mov_b32 s15, 0x3fc2f112
	v_cvt_f64_u32_e32 v[1:2], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], 0.5
	v_ldexp_f64 v[1:2], v[1:2], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v15, 0x95f62, v2
	v_and_b32_e32 v2, 0xfffff, v15
	v_lshrrev_b32_e32 v15, 20, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	v_add_co_u32 v19, s19, 0xfffffc01, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v15, null, 0, -1, s19
	v_add_f64 v[1:2], v[1:2], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[15:16], v15
	v_add_f64 v[3:4], v[1:2], 2.0
	v_mul_f64 v[17:18], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[5:6], null, v[3:4], v[3:4], v[1:2]
	v_div_scale_f64 v[13:14], vcc_lo, v[1:2], v[3:4], v[1:2]
	v_rcp_f64_e32 v[7:8], v[5:6]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[9:10], -v[5:6], v[7:8], 1.0
	v_fma_f64 v[7:8], v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[13:14], v[7:8]
	v_fma_f64 v[5:6], -v[5:6], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[5:6], v[5:6], v[7:8], v[9:10]
	v_div_fixup_f64 v[3:4], v[5:6], v[3:4], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[5:6], v[3:4], v[3:4]
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[7:8], s[14:15]
	v_mul_f64 v[13:14], v[7:8], s[20:21]
	v_add_f64 v[9:10], v[9:10], s[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[22:23]
	v_mul_f64 v[9:10], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[7:8], v[13:14]
	v_add_f64 v[9:10], v[9:10], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[26:27]
	v_mul_f64 v[9:10], v[7:8], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[7:8], v[7:8], v[13:14]
	v_ldexp_f64 v[13:14], v[15:16], 32
	v_mul_f64 v[15:16], v[1:2], v[17:18]
	v_add_f64 v[9:10], v[9:10], s[28:29]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[5:6], v[5:6], v[9:10]
	v_cvt_f64_u32_e32 v[9:10], v19
	v_add_f64 v[5:6], v[7:8], v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[7:8], v[13:14], v[9:10]
	v_add_f64 v[5:6], v[15:16], v[5:6]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[9:10], v[7:8], s[30:31]
	v_mul_f64 v[3:4], v[3:4], v[5:6]
	v_mul_f64 v[5:6], v[7:8], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[3:4], v[9:10], v[3:4]
	v_add_f64 v[3:4], v[3:4], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[3:4]
	v_add_f64 v[1:2], v[5:6], v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, 0x80000000, v2
	v_add_co_u32 v3, s19, 0x95f62, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v4, null, 0, 0, s19
	v_and_b32_e32 v2, 0xfffff, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[3:4], 20, v[3:4]
	v_add_nc_u32_e32 v2, 0x3fe6a09e, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], -1.0
	v_add_f64 v[5:6], v[1:2], 2.0
	v_mul_f64 v[17:18], v[1:2], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[7:8], null, v[5:6], v[5:6], v[1:2]
	v_div_scale_f64 v[15:16], vcc_lo, v[1:2], v[5:6], v[1:2]
	v_rcp_f64_e32 v[9:10], v[7:8]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[13:14], -v[7:8], v[9:10], 1.0
	v_fma_f64 v[9:10], v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[15:16], v[9:10]
	v_fma_f64 v[7:8], -v[7:8], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[7:8], v[7:8], v[9:10], v[13:14]
	v_add_co_u32 v19, vcc_lo, 0xfffffc01, v3
	v_add_co_ci_u32_e64 v3, null, -1, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cvt_f64_i32_e32 v[3:4], v3
	v_div_fixup_f64 v[5:6], v[7:8], v[5:6], v[1:2]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[3:4], v[3:4], 32
	v_mul_f64 v[7:8], v[5:6], v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[9:10], v[7:8], v[7:8]
	v_mul_f64 v[13:14], v[9:10], s[14:15]
	v_mul_f64 v[15:16], v[9:10], s[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[16:17]
	v_add_f64 v[15:16], v[15:16], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	v_mul_f64 v[15:16], v[9:10], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[13:14], s[24:25]
	v_add_f64 v[15:16], v[15:16], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[13:14], v[9:10], v[13:14]
	v_mul_f64 v[9:10], v[9:10], v[15:16]
	v_mul_f64 v[15:16], v[1:2], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], s[28:29]
	v_mul_f64 v[7:8], v[7:8], v[13:14]
	v_lshlrev_b32_e32 v13, 2, v0
	global_load_b32 v20, v13, s[34:35]
	v_cvt_f64_u32_e32 v[13:14], v19
	v_add_f64 v[7:8], v[9:10], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[3:4], v[3:4], v[13:14]
	v_add_f64 v[7:8], v[15:16], v[7:8]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[9:10], v[3:4], s[30:31]
	v_mul_f64 v[3:4], v[3:4], s[40:41]
	v_mul_f64 v[5:6], v[5:6], v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[5:6], v[9:10], v[5:6]
	v_add_f64 v[5:6], v[5:6], -v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[1:2], v[1:2], v[5:6]
	v_add_f64 v[1:2], v[3:4], v[1:2]
	v_mov_b32_e32 v3, 0x5024
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cvt_f32_f64_e32 v4, v[1:2]
	ds_load_2addr_b32 v[1:2], v3 offset1:1
	v_cvt_f32_u32_e32 v3, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e32 vcc_lo, v2, v3
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s14, v20, v1
	v_cmp_gt_f32_e64 s15, v20, v1
	v_mul_f32_e32 v3, s33, v20
	s_and_b32 s14, s14, vcc_lo
	v_cndmask_b32_e64 v1, 0, 1.0, s15
	v_cndmask_b32_e64 v2, 0, 1.0, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e32 vcc_lo, v2, v1
	v_dual_cndmask_b32 v1, v1, v2 :: v_dual_sub_f32 v2, v3, v4
	v_cmp_neq_f32_e32 vcc_lo, 0, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, 0xff800000, v2, vcc_lo
	v_cmp_neq_f32_e32 vcc_lo, 0xff800000, v1
	v_cndmask_b32_e32 v2, 0, v0, vcc_lo
.LBB6_469:
	s_or_b32 exec_lo, exec_lo, s18
	ds_store_b32 v11, v1
	ds_store_b32 v12, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB6_471
	ds_load_2addr_stride64_b32 v[2:3], v12 offset1:8
	ds_load_2addr_stride64_b32 v[4:5], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s14, v5, v4
	v_cmp_o_f32_e64 s15, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s14, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_471:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s6
	s_cbranch_execz .LBB6_473
	ds_load_2addr_stride64_b32 v[2:3], v12 offset1:4
	ds_load_2addr_stride64_b32 v[4:5], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s6, v5, v4
	v_cmp_o_f32_e64 s14, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_473:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB6_475
	ds_load_2addr_stride64_b32 v[2:3], v12 offset1:2
	ds_load_2addr_stride64_b32 v[4:5], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s6, v5, v4
	v_cmp_o_f32_e64 s7, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_475:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s8
	s_cbranch_execz .LBB6_477
	ds_load_2addr_stride64_b32 v[2:3], v12 offset1:1
	ds_load_2addr_stride64_b32 v[4:5], v11 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s6, v5, v4
	v_cmp_o_f32_e64 s7, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_477:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB6_479
	ds_load_2addr_b32 v[2:3], v12 offset1:32
	ds_load_2addr_b32 v[4:5], v11 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s6, v5, v4
	v_cmp_o_f32_e64 s7, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_479:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s10
	s_cbranch_execz .LBB6_481
	ds_load_2addr_b32 v[2:3], v12 offset1:16
	ds_load_2addr_b32 v[4:5], v11 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s6, v5, v4
	v_cmp_o_f32_e64 s7, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_481:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s11
	s_cbranch_execz .LBB6_483
	ds_load_2addr_b32 v[2:3], v12 offset1:8
	ds_load_2addr_b32 v[4:5], v11 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s6, v5, v4
	v_cmp_o_f32_e64 s7, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_483:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s12
	s_cbranch_execz .LBB6_485
	ds_load_2addr_b32 v[2:3], v12 offset1:4
	ds_load_2addr_b32 v[4:5], v11 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s6, v5, v4
	v_cmp_o_f32_e64 s7, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_485:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s13
	s_cbranch_execz .LBB6_487
	ds_load_2addr_b32 v[2:3], v12 offset1:2
	ds_load_2addr_b32 v[4:5], v11 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v5, v4
	v_cmp_gt_f32_e64 s6, v5, v4
	v_cmp_o_f32_e64 s7, v4, v4
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v4, v5 :: v_dual_cndmask_b32 v1, v2, v3
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_487:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB6_489
	v_add_nc_u32_e64 v0, 4, 0
	ds_load_2addr_stride64_b32 v[2:3], v0 offset0:48 offset1:64
	ds_load_b32 v4, v12
	ds_load_b32 v5, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v2, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v3, v5
	v_cmp_gt_f32_e64 s6, v3, v5
	v_cmp_o_f32_e64 s7, v5, v5
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v0, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v3, v3
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v0.l, v0.l, v1.l, vcc_lo
	v_and_b16 v0.l, 1, v0.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v0.l
	v_dual_cndmask_b32 v0, v5, v3 :: v_dual_cndmask_b32 v1, v4, v2
	ds_store_b32 v11, v0
	ds_store_b32 v12, v1
.LBB6_489:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB6_491
	v_mov_b32_e32 v0, 0
	ds_load_b32 v1, v0 offset:12288
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v1, v1
	ds_store_b32 v0, v1 offset:20500
.LBB6_491:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execnz .LBB6_462
	s_branch .LBB6_463
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_pairwise_w1024
		.amdhsa_group_segment_fixed_size 20536
		.amdhsa_private_segment_fixed_size 2312
		.amdhsa_kernarg_size 80
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
		.amdhsa_next_free_vgpr 29
		.amdhsa_next_free_sgpr 97
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
	.size	tessera_gumbel_pairwise_w1024, .Lfunc_end6-tessera_gumbel_pairwise_w1024

	.set tessera_gumbel_pairwise_w1024.num_vgpr, 29
	.set tessera_gumbel_pairwise_w1024.num_agpr, 0
	.set tessera_gumbel_pairwise_w1024.numbered_sgpr, 97
	.set tessera_gumbel_pairwise_w1024.num_named_barrier, 0
	.set tessera_gumbel_pairwise_w1024.private_seg_size, 2312
	.set tessera_gumbel_pairwise_w1024.uses_vcc, 1
	.set tessera_gumbel_pairwise_w1024.uses_flat_scratch, 0
	.set tessera_gumbel_pairwise_w1024.has_dyn_sized_stack, 0
	.set tessera_gumbel_pairwise_w1024.has_recursion, 0
	.set tessera_gumbel_pairwise_w1024.has_indirect_call, 0
	.globl	tessera_gumbel_pairwise_wide
	.p2align	8
	.type	tessera_gumbel_pairwise_wide,@function
tessera_gumbel_pairwise_wide:
	s_load_b512 s[36:51], s[0:1], 0x0
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_u64_e64 s4, s[44:45], s[2:3]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB9_426
	s_load_b32 s72, s[0:1], 0x40
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v20, 0xff800000
	v_lshlrev_b32_e32 v83, 2, v0
	v_dual_mov_b32 v19, 0xff800000 :: v_dual_mov_b32 v18, 0xff800000
	v_mov_b32_e32 v17, 0xff800000
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_u64_e64 s12, s[46:47], v[0:1]
	v_mov_b32_e32 v10, v1
	v_mov_b32_e32 v8, v1
	v_mov_b32_e32 v6, v1
	v_mov_b32_e32 v4, v1
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v2, v1
	s_mul_i32 s4, s47, s2
	s_mul_hi_u32 s5, s46, s2
	s_mul_i32 s34, s46, s2
	s_add_i32 s35, s5, s4
	s_and_saveexec_b32 s10, s12
	s_cbranch_execz .LBB9_5
	v_lshlrev_b32_e32 v2, 2, v0
	s_lshl_b64 s[4:5], s[34:35], 2
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v15, v1
	s_add_u32 s4, s40, s4
	s_addc_u32 s5, s41, s5
	v_mov_b32_e32 v11, 0
	v_add_co_u32 v12, s4, s4, v2
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v2, 0
	v_add_co_ci_u32_e64 v13, null, s5, 0, s4
	v_dual_mov_b32 v20, 0xff800000 :: v_dual_mov_b32 v19, 0xff800000
	v_dual_mov_b32 v14, v0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v18, 0xff800000 :: v_dual_mov_b32 v17, 0xff800000
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v5, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v16, 0xff800000
	s_mov_b32 s11, 0
.LBB9_3:
	global_load_b32 v21, v[12:13], off
	v_cmp_o_f32_e32 vcc_lo, v18, v18
	v_cmp_o_f32_e64 s4, v17, v17
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s6, 0x7f800000, v21
	v_cmp_u_f32_e64 s5, v21, v21
	v_cmp_gt_f32_e64 s7, v21, v17
	v_cmp_class_f32_e64 s13, v21, 0x1f8
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v24, 0, 1.0, s6
	v_cmp_gt_f32_e64 s6, v21, v18
	s_and_b32 s15, vcc_lo, s5
	s_and_b32 s4, s4, s5
	v_cndmask_b32_e64 v22, 0, 1.0, s5
	s_or_b32 s4, s7, s4
	s_or_b32 vcc_lo, s6, s15
	s_waitcnt lgkmcnt(0)
	v_dual_mul_f32 v23, s72, v21 :: v_dual_cndmask_b32 v6, v6, v14
	v_cndmask_b32_e64 v17, v17, v21, s4
	v_cndmask_b32_e64 v5, v5, v15, s4
	v_cndmask_b32_e64 v4, v4, v14, s4
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s14, v23, 0x204
	v_dual_cndmask_b32 v18, v18, v21 :: v_dual_cndmask_b32 v7, v7, v15
	v_cmp_gt_f32_e64 s8, v22, v20
	v_cmp_gt_f32_e64 s9, v24, v19
	s_and_b32 s4, s14, s13
	v_cndmask_b32_e64 v21, 0, 1.0, s4
	v_cndmask_b32_e64 v10, v10, v14, s8
	v_cndmask_b32_e64 v8, v8, v14, s9
	v_cndmask_b32_e64 v11, v11, v15, s8
	v_cndmask_b32_e64 v9, v9, v15, s9
	v_cmp_gt_f32_e32 vcc_lo, v21, v16
	v_add_co_u32 v12, s4, 0x400, v12
	v_cndmask_b32_e64 v20, v20, v22, s8
	v_cndmask_b32_e64 v19, v19, v24, s9
	v_dual_cndmask_b32 v16, v16, v21 :: v_dual_cndmask_b32 v3, v3, v15
	v_cndmask_b32_e32 v2, v2, v14, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x100, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_add_co_ci_u32_e64 v13, null, 0, v13, s4
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[14:15]
	s_or_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB9_3
	s_or_b32 exec_lo, exec_lo, s11
.LBB9_5:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s10
	v_add_nc_u32_e32 v3, 48, v83
	v_add_nc_u32_e32 v81, 0x5030, v83
	v_add_nc_u32_e32 v82, 0x4c30, v83
	v_cmp_gt_u32_e64 s5, 0x80, v0
	ds_store_2addr_stride64_b32 v3, v10, v20 offset0:76 offset1:80
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s5
	s_cbranch_execz .LBB9_7
	ds_load_2addr_stride64_b32 v[9:10], v82 offset1:2
	ds_load_2addr_stride64_b32 v[11:12], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v12, v11
	v_cmp_gt_f32_e64 s6, v12, v11
	v_cmp_o_f32_e64 s7, v11, v11
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s6, s4
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_or_b32 s4, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_7:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s6, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s6
	s_cbranch_execz .LBB9_9
	ds_load_2addr_stride64_b32 v[9:10], v82 offset1:1
	ds_load_2addr_stride64_b32 v[11:12], v81 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v12, v11
	v_cmp_gt_f32_e64 s7, v12, v11
	v_cmp_o_f32_e64 s8, v11, v11
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s7, s4
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_or_b32 s4, s8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_9:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s7, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s7
	s_cbranch_execz .LBB9_11
	ds_load_2addr_b32 v[9:10], v82 offset1:32
	ds_load_2addr_b32 v[11:12], v81 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v12, v11
	v_cmp_gt_f32_e64 s8, v12, v11
	v_cmp_o_f32_e64 s9, v11, v11
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s8, s4
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_or_b32 s4, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_11:
	s_or_b32 exec_lo, exec_lo, s10
	v_cmp_gt_u32_e64 s8, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s8
	s_cbranch_execz .LBB9_13
	ds_load_2addr_b32 v[9:10], v82 offset1:16
	ds_load_2addr_b32 v[11:12], v81 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v12, v11
	v_cmp_gt_f32_e64 s9, v12, v11
	v_cmp_o_f32_e64 s10, v11, v11
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s9, s4
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_or_b32 s4, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_13:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s9, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s9
	s_cbranch_execz .LBB9_15
	ds_load_2addr_b32 v[9:10], v82 offset1:8
	ds_load_2addr_b32 v[11:12], v81 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v12, v11
	v_cmp_gt_f32_e64 s10, v12, v11
	v_cmp_o_f32_e64 s11, v11, v11
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s10, s4
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_or_b32 s4, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_15:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s10, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s10
	s_cbranch_execz .LBB9_17
	ds_load_2addr_b32 v[9:10], v82 offset1:4
	ds_load_2addr_b32 v[11:12], v81 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v12, v11
	v_cmp_gt_f32_e64 s11, v12, v11
	v_cmp_o_f32_e64 s13, v11, v11
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s11, s4
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_or_b32 s4, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_17:
	s_or_b32 exec_lo, exec_lo, s14
	v_cmp_gt_u32_e64 s11, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s15, s11
	s_cbranch_execz .LBB9_19
	ds_load_2addr_b32 v[9:10], v82 offset1:2
	ds_load_2addr_b32 v[11:12], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s4, v12, v11
	v_cmp_gt_f32_e64 s13, v12, v11
	v_cmp_o_f32_e64 s14, v11, v11
	s_and_b32 s4, vcc_lo, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s13, s4
	v_cndmask_b32_e64 v3, 0, 1, s4
	s_or_b32 s4, s14, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_19:
	s_or_b32 exec_lo, exec_lo, s15
	v_cmp_eq_u32_e64 s4, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_21
	v_add_nc_u32_e64 v3, 52, 0
	ds_load_2addr_stride64_b32 v[9:10], v3 offset0:76 offset1:80
	ds_load_b32 v7, v82
	ds_load_b32 v11, v81
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v9, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v10, v11
	v_cmp_gt_f32_e64 s14, v10, v11
	v_cmp_o_f32_e64 s15, v11, v11
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v9, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_21:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_23
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:18476
.LBB9_23:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v81, v19
	ds_store_b32 v82, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB9_25
	ds_load_2addr_stride64_b32 v[7:8], v82 offset1:2
	ds_load_2addr_stride64_b32 v[9:10], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v10, v9
	v_cmp_gt_f32_e64 s14, v10, v9
	v_cmp_o_f32_e64 s15, v9, v9
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_25:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB9_27
	ds_load_2addr_stride64_b32 v[7:8], v82 offset1:1
	ds_load_2addr_stride64_b32 v[9:10], v81 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v10, v9
	v_cmp_gt_f32_e64 s14, v10, v9
	v_cmp_o_f32_e64 s15, v9, v9
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_27:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB9_29
	ds_load_2addr_b32 v[7:8], v82 offset1:32
	ds_load_2addr_b32 v[9:10], v81 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v10, v9
	v_cmp_gt_f32_e64 s14, v10, v9
	v_cmp_o_f32_e64 s15, v9, v9
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_29:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB9_31
	ds_load_2addr_b32 v[7:8], v82 offset1:16
	ds_load_2addr_b32 v[9:10], v81 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v10, v9
	v_cmp_gt_f32_e64 s14, v10, v9
	v_cmp_o_f32_e64 s15, v9, v9
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_31:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB9_33
	ds_load_2addr_b32 v[7:8], v82 offset1:8
	ds_load_2addr_b32 v[9:10], v81 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v10, v9
	v_cmp_gt_f32_e64 s14, v10, v9
	v_cmp_o_f32_e64 s15, v9, v9
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_33:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB9_35
	ds_load_2addr_b32 v[7:8], v82 offset1:4
	ds_load_2addr_b32 v[9:10], v81 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v10, v9
	v_cmp_gt_f32_e64 s14, v10, v9
	v_cmp_o_f32_e64 s15, v9, v9
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_35:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB9_37
	ds_load_2addr_b32 v[7:8], v82 offset1:2
	ds_load_2addr_b32 v[9:10], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v10, v9
	v_cmp_gt_f32_e64 s14, v10, v9
	v_cmp_o_f32_e64 s15, v9, v9
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_37:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_39
	v_add_nc_u32_e64 v3, 52, 0
	ds_load_2addr_stride64_b32 v[7:8], v3 offset0:76 offset1:80
	ds_load_b32 v9, v82
	ds_load_b32 v10, v81
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v10
	v_cmp_gt_f32_e64 s14, v8, v10
	v_cmp_o_f32_e64 s15, v10, v10
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v10, v8, vcc_lo
	v_cndmask_b32_e32 v5, v9, v7, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_39:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_41
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:21552
.LBB9_41:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v81, v18
	ds_store_b32 v82, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB9_43
	ds_load_2addr_stride64_b32 v[6:7], v82 offset1:2
	ds_load_2addr_stride64_b32 v[8:9], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v9, v8
	v_cmp_gt_f32_e64 s14, v9, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_43:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB9_45
	ds_load_2addr_stride64_b32 v[6:7], v82 offset1:1
	ds_load_2addr_stride64_b32 v[8:9], v81 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v9, v8
	v_cmp_gt_f32_e64 s14, v9, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_45:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB9_47
	ds_load_2addr_b32 v[6:7], v82 offset1:32
	ds_load_2addr_b32 v[8:9], v81 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v9, v8
	v_cmp_gt_f32_e64 s14, v9, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_47:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB9_49
	ds_load_2addr_b32 v[6:7], v82 offset1:16
	ds_load_2addr_b32 v[8:9], v81 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v9, v8
	v_cmp_gt_f32_e64 s14, v9, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_49:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB9_51
	ds_load_2addr_b32 v[6:7], v82 offset1:8
	ds_load_2addr_b32 v[8:9], v81 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v9, v8
	v_cmp_gt_f32_e64 s14, v9, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_51:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB9_53
	ds_load_2addr_b32 v[6:7], v82 offset1:4
	ds_load_2addr_b32 v[8:9], v81 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v9, v8
	v_cmp_gt_f32_e64 s14, v9, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_53:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB9_55
	ds_load_2addr_b32 v[6:7], v82 offset1:2
	ds_load_2addr_b32 v[8:9], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v9, v8
	v_cmp_gt_f32_e64 s14, v9, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_55:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_57
	v_add_nc_u32_e64 v3, 52, 0
	ds_load_2addr_stride64_b32 v[6:7], v3 offset0:76 offset1:80
	ds_load_b32 v8, v82
	ds_load_b32 v9, v81
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v9
	v_cmp_gt_f32_e64 s14, v7, v9
	v_cmp_o_f32_e64 s15, v9, v9
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v5, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v7, vcc_lo
	v_cndmask_b32_e32 v5, v8, v6, vcc_lo
	ds_store_b32 v81, v3
	ds_store_b32 v82, v5
.LBB9_57:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_59
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:21568
.LBB9_59:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v81, v17
	ds_store_b32 v82, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB9_61
	ds_load_2addr_stride64_b32 v[5:6], v82 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v81, v3
	ds_store_b32 v82, v4
.LBB9_61:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB9_63
	ds_load_2addr_stride64_b32 v[5:6], v82 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v81 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v81, v3
	ds_store_b32 v82, v4
.LBB9_63:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB9_65
	ds_load_2addr_b32 v[5:6], v82 offset1:32
	ds_load_2addr_b32 v[7:8], v81 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v81, v3
	ds_store_b32 v82, v4
.LBB9_65:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB9_67
	ds_load_2addr_b32 v[5:6], v82 offset1:16
	ds_load_2addr_b32 v[7:8], v81 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v81, v3
	ds_store_b32 v82, v4
.LBB9_67:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB9_69
	ds_load_2addr_b32 v[5:6], v82 offset1:8
	ds_load_2addr_b32 v[7:8], v81 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v81, v3
	ds_store_b32 v82, v4
.LBB9_69:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB9_71
	ds_load_2addr_b32 v[5:6], v82 offset1:4
	ds_load_2addr_b32 v[7:8], v81 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v81, v3
	ds_store_b32 v82, v4
.LBB9_71:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB9_73
	ds_load_2addr_b32 v[5:6], v82 offset1:2
	ds_load_2addr_b32 v[7:8], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v8, v7
	v_cmp_gt_f32_e64 s14, v8, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v81, v3
	ds_store_b32 v82, v4
.LBB9_73:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_75
	v_add_nc_u32_e64 v3, 52, 0
	ds_load_2addr_stride64_b32 v[5:6], v3 offset0:76 offset1:80
	ds_load_b32 v7, v82
	ds_load_b32 v8, v81
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v6, v8
	v_cmp_gt_f32_e64 s14, v6, v8
	v_cmp_o_f32_e64 s15, v8, v8
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v4, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v8, v6 :: v_dual_cndmask_b32 v4, v7, v5
	ds_store_b32 v81, v3
	ds_store_b32 v82, v4
.LBB9_75:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_77
	v_mov_b32_e32 v3, 0
	ds_load_b32 v4, v3 offset:19504
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v4, v4
	ds_store_b32 v3, v4 offset:21572
.LBB9_77:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v81, v16
	ds_store_b32 v82, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB9_79
	ds_load_2addr_stride64_b32 v[4:5], v82 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_79:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB9_81
	ds_load_2addr_stride64_b32 v[4:5], v82 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v81 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_81:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB9_83
	ds_load_2addr_b32 v[4:5], v82 offset1:32
	ds_load_2addr_b32 v[6:7], v81 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_83:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB9_85
	ds_load_2addr_b32 v[4:5], v82 offset1:16
	ds_load_2addr_b32 v[6:7], v81 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_85:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB9_87
	ds_load_2addr_b32 v[4:5], v82 offset1:8
	ds_load_2addr_b32 v[6:7], v81 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_87:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB9_89
	ds_load_2addr_b32 v[4:5], v82 offset1:4
	ds_load_2addr_b32 v[6:7], v81 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_89:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB9_91
	ds_load_2addr_b32 v[4:5], v82 offset1:2
	ds_load_2addr_b32 v[6:7], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_91:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_93
	v_add_nc_u32_e64 v2, 52, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:76 offset1:80
	ds_load_b32 v6, v82
	ds_load_b32 v7, v81
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v5, v7
	v_cmp_gt_f32_e64 s14, v5, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_93:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_95
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:21576
.LBB9_95:
	s_or_b32 exec_lo, exec_lo, s13
	s_load_b128 s[52:55], s[0:1], 0x48
	s_mul_i32 s0, s35, 20
	s_mul_hi_u32 s28, s34, 20
	s_mul_i32 s29, s34, 20
	s_add_i32 s28, s28, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cmp_eq_u32 s55, 0
	s_cselect_b32 s0, -1, 0
	s_cmp_lg_u32 s55, 0
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u64 s[52:53], 0
	s_cselect_b32 s13, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s13, s1
	s_and_b32 vcc_lo, exec_lo, s1
	s_mov_b32 s1, -1
	s_cbranch_vccz .LBB9_99
	s_and_saveexec_b32 s1, s4
	s_cbranch_execz .LBB9_98
	v_mov_b32_e32 v2, 0x544c
	v_mov_b32_e32 v3, 0xff800000
	v_mov_b32_e32 v4, 0x7f800000
	ds_store_2addr_b32 v2, v3, v4 offset1:1
.LBB9_98:
	s_or_b32 exec_lo, exec_lo, s1
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB9_99:
	s_and_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccz .LBB9_153
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB9_103
	s_mul_i32 s1, s2, 20
	s_mul_hi_u32 s14, s2, 20
	s_add_u32 s1, s1, 4
	s_addc_u32 s14, s14, 0
	s_mul_hi_u32 s15, s46, s1
	s_mul_i32 s14, s46, s14
	s_mul_i32 s16, s47, s1
	s_add_i32 s14, s15, s14
	v_dual_mov_b32 v9, v1 :: v_dual_lshlrev_b32 v6, 2, v0
	s_mul_i32 s1, s46, s1
	s_add_i32 s14, s14, s16
	s_add_u32 s1, s42, s1
	s_addc_u32 s14, s43, s14
	v_add_co_u32 v2, s1, s1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s14, 0, s1
	s_add_u32 s1, s42, s29
	s_addc_u32 s16, s43, s28
	s_lshl_b64 s[14:15], s[34:35], 2
	v_add_co_u32 v4, s1, s1, v6
	v_add_co_ci_u32_e64 v5, null, s16, 0, s1
	s_add_u32 s1, s40, s14
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v6, s1, s1, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s14, 0, s1
	v_mov_b32_e32 v10, 1.0
	v_mov_b32_e32 v8, v0
	s_mov_b32 s14, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_102:
	global_load_b32 v11, v[6:7], off
	v_add_co_u32 v8, vcc_lo, 0x100, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x400, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[8:9]
	s_or_b32 s14, vcc_lo, s14
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
	s_and_not1_b32 exec_lo, exec_lo, s14
	s_cbranch_execnz .LBB9_102
.LBB9_103:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v4, 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s12
	s_cbranch_execz .LBB9_107
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s14, 0
	s_mov_b32 s13, 0
.LBB9_105:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_add_i32 s14, s14, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s14
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[2:3]
	s_or_b32 s13, vcc_lo, s13
	s_and_not1_b32 exec_lo, exec_lo, s13
	s_cbranch_execnz .LBB9_105
	s_or_b32 exec_lo, exec_lo, s13
.LBB9_107:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:18472
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s13, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB9_110:
	s_ctz_i32_b32 s14, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s15, v4, s14
	s_lshl_b32 s14, 1, s14
	s_add_i32 s1, s1, s15
	s_and_not1_b32 s13, s13, s14
	s_cbranch_scc1 .LBB9_110
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s13, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s13, exec_lo, s13
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s1
	ds_add_u32 v2, v3 offset:18472
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v8, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clz_i32_u32 s1, s53
	ds_load_b32 v2, v8 offset:18472
	s_min_u32 s1, s1, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[52:53], s1
	s_sub_i32 s1, 32, s1
	s_min_u32 s13, s14, 1
	s_or_b32 s13, s15, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s13, s13
	v_ldexp_f32 v3, s13, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s30, v3
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	v_cmp_nge_f32_e32 vcc_lo, v2, v3
	s_cbranch_vccnz .LBB9_136
	v_lshlrev_b32_e32 v2, 2, v0
	s_add_u32 s1, s42, s29
	s_addc_u32 s13, s43, s28
	s_mov_b32 s31, 0
	s_mov_b64 s[14:15], 0
	v_add_co_u32 v2, s1, s1, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s13, 0, s1
	s_branch .LBB9_116
.LBB9_115:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v4, v8 offset:18472
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v4
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s30
	s_cselect_b32 s31, s16, s13
	s_add_u32 s14, s14, 2
	s_addc_u32 s15, s15, 0
	s_cmp_eq_u64 s[14:15], 32
	s_cbranch_scc1 .LBB9_137
.LBB9_116:
	v_mov_b32_e32 v9, 0
	s_lshr_b32 s1, 0x80000000, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s13, s1, s31
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB9_120
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v7, v1
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v4, v2
	v_mov_b32_e32 v6, v0
	s_mov_b32 s17, 0
	.p2align	6
.LBB9_118:
	global_load_b32 v10, v[4:5], off
	v_add_co_u32 v6, vcc_lo, 0x100, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e64 s1, s[46:47], v[6:7]
	s_or_b32 s17, s1, s17
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s13, v10
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB9_118
	s_or_b32 exec_lo, exec_lo, s17
.LBB9_120:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s16
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v8, v8 offset:18472
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB9_123:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s18, v9, s17
	s_lshl_b32 s17, 1, s17
	s_add_i32 s1, s1, s18
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB9_123
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s16, exec_lo, s16
	v_mov_b32_e32 v4, s1
	ds_add_u32 v8, v4 offset:18472
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v4, v9 offset:18472
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v4
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s30
	s_cselect_b32 s13, s13, s31
	s_lshr_b32 s1, 2.0, s14
	s_or_b32 s16, s1, s13
	s_and_saveexec_b32 s17, s12
	s_cbranch_execz .LBB9_130
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v7, v1
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v4, v2
	v_mov_b32_e32 v6, v0
	s_mov_b32 s18, 0
	.p2align	6
.LBB9_128:
	global_load_b32 v10, v[4:5], off
	v_add_co_u32 v6, vcc_lo, 0x100, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_add_co_u32 v4, vcc_lo, 0x400, v4
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_le_u64_e64 s1, s[46:47], v[6:7]
	s_or_b32 s18, s1, s18
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e32 vcc_lo, s16, v10
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB9_128
	s_or_b32 exec_lo, exec_lo, s18
.LBB9_130:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v8, v8 offset:18472
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s17, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB9_133:
	s_ctz_i32_b32 s18, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s19, v9, s18
	s_lshl_b32 s18, 1, s18
	s_add_i32 s1, s1, s19
	s_and_not1_b32 s17, s17, s18
	s_cbranch_scc1 .LBB9_133
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s17, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s17, exec_lo, s17
	s_cbranch_execz .LBB9_115
	v_mov_b32_e32 v4, s1
	ds_add_u32 v8, v4 offset:18472
	s_branch .LBB9_115
.LBB9_136:
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s1, 0xff800000
	s_and_saveexec_b32 s13, s4
	s_cbranch_execnz .LBB9_151
	s_branch .LBB9_152
.LBB9_137:
	s_add_u32 s20, s46, -1
	s_addc_u32 s21, s47, -1
	s_mov_b32 s18, 0
	s_clz_i32_u64 s1, s[20:21]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s33, s1, 64
	s_sub_u32 s14, 64, s33
	s_subb_u32 s15, 0, 0
	s_lshl_b64 s[16:17], -1, s14
	s_cmp_eq_u64 s[20:21], 0
	s_mov_b64 s[20:21], 0
	s_cbranch_scc1 .LBB9_150
	v_add_co_u32 v4, s13, s16, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s17, 0, s13
	v_cmp_gt_u64_e64 s1, s[14:15], 1
	v_not_b32_e32 v4, v4
	v_mov_b32_e32 v12, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_not_b32_e32 v5, v5
	s_brev_b32 s19, 1
	s_mov_b64 s[24:25], 0
	s_and_b32 s1, s1, exec_lo
	s_cselect_b32 s23, s15, 0
	s_cselect_b32 s22, s14, 1
	s_branch .LBB9_140
.LBB9_139:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v6, v12 offset:18472
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s1, v6
	s_cvt_f32_u32 s1, s1
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s1, s30
	s_cselect_b32 s21, s27, s21
	s_cselect_b32 s20, s26, s20
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	s_cmp_eq_u64 s[24:25], s[22:23]
	s_cbranch_scc1 .LBB9_150
.LBB9_140:
	s_add_i32 s1, s24, s33
	v_mov_b32_e32 v13, 0
	s_lshr_b64 s[14:15], s[18:19], s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[26:27], s[14:15], s[20:21]
	s_and_saveexec_b32 s15, s12
	s_cbranch_execz .LBB9_144
	v_mov_b32_e32 v7, v3
	v_mov_b32_e32 v9, v5
	v_mov_b32_e32 v11, v1
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v6, v2
	v_mov_b32_e32 v8, v4
	v_mov_b32_e32 v10, v0
	s_mov_b32 s44, 0
	.p2align	6
.LBB9_142:
	global_load_b32 v14, v[6:7], off
	v_cmp_le_u64_e32 vcc_lo, s[26:27], v[8:9]
	v_add_co_u32 v10, s1, 0x100, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, 0, v11, s1
	v_add_co_u32 v8, s1, 0xffffff00, v8
	v_add_co_ci_u32_e64 v9, null, -1, v9, s1
	v_add_co_u32 v6, s1, 0x400, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, s1
	v_cmp_le_u64_e64 s1, s[46:47], v[10:11]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s13, s31, v14
	v_cmp_lt_u32_e64 s14, s31, v14
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s14, s13
	s_or_b32 s44, s1, s44
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s44
	s_cbranch_execnz .LBB9_142
	s_or_b32 exec_lo, exec_lo, s44
.LBB9_144:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s1, s4
	ds_store_b32 v12, v12 offset:18472
	s_or_b32 exec_lo, exec_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s13, exec_lo
	s_mov_b32 s1, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB9_147:
	s_ctz_i32_b32 s14, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s15, v13, s14
	s_lshl_b32 s14, 1, s14
	s_add_i32 s1, s1, s15
	s_and_not1_b32 s13, s13, s14
	s_cbranch_scc1 .LBB9_147
	v_mbcnt_lo_u32_b32 v6, exec_lo, 0
	s_mov_b32 s13, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v6
	s_xor_b32 s13, exec_lo, s13
	s_cbranch_execz .LBB9_139
	v_mov_b32_e32 v6, s1
	ds_add_u32 v12, v6 offset:18472
	s_branch .LBB9_139
.LBB9_150:
	s_not_b64 s[14:15], s[16:17]
	s_and_b32 s1, s31, 0x7fffffff
	s_not_b32 s13, s31
	s_cmp_lt_i32 s31, 0
	s_cselect_b32 s1, s1, s13
	s_sub_u32 s14, s14, s20
	s_subb_u32 s15, s15, s21
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s13, s15
	s_min_u32 s13, s13, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[14:15], s[14:15], s13
	s_sub_i32 s13, 32, s13
	s_min_u32 s14, s14, 1
	s_or_b32 s14, s15, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s14, s14
	v_ldexp_f32 v2, s14, s13
	s_and_saveexec_b32 s13, s4
.LBB9_151:
	v_dual_mov_b32 v3, s1 :: v_dual_mov_b32 v4, 0x544c
	ds_store_2addr_b32 v4, v3, v2 offset1:1
.LBB9_152:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB9_153:
	s_cmp_lt_f32 s54, 1.0
	buffer_gl0_inv
	s_cselect_b32 s1, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s13, s1, s0
	s_xor_b32 s55, s13, -1
	s_mov_b32 s13, -1
	s_and_b32 vcc_lo, exec_lo, s55
	s_cbranch_vccz .LBB9_157
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:21588
	s_or_b32 exec_lo, exec_lo, s13
	s_mov_b32 s13, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB9_157:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccz .LBB9_181
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v10, 0xff800000
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB9_162
	v_dual_mov_b32 v2, 0x544c :: v_dual_mov_b32 v9, v1
	s_lshl_b64 s[14:15], s[34:35], 2
	v_mov_b32_e32 v8, v0
	s_add_u32 s13, s40, s14
	ds_load_2addr_b32 v[4:5], v2 offset1:1
	v_lshlrev_b32_e32 v2, 2, v0
	s_addc_u32 s14, s41, s15
	s_mov_b32 s17, 0
	v_mov_b32_e32 v10, 0xff800000
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v6, s13, s13, v2
	v_mov_b32_e32 v2, 0
	v_add_co_ci_u32_e64 v7, null, s14, 0, s13
	v_mov_b32_e32 v3, 0
.LBB9_160:
	global_load_b32 v13, v[6:7], off
	v_clz_i32_u32_e32 v11, v9
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v14, 32, v11
	v_lshlrev_b64 v[11:12], v14, v[8:9]
	v_sub_nc_u32_e32 v14, 32, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v11, 1, v11
	v_or_b32_e32 v11, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v11, v11
	v_ldexp_f32 v11, v11, v14
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e64 s13, v5, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s14, v13, v4
	v_cmp_gt_f32_e64 s15, v13, v4
	v_mul_f32_e32 v11, s72, v13
	s_and_b32 s13, s14, s13
	v_cndmask_b32_e64 v12, 0, 1.0, s15
	v_cndmask_b32_e64 v13, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s13, v13, v12
	v_cndmask_b32_e64 v12, v12, v13, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e64 s13, 0, v12
	v_cndmask_b32_e64 v11, 0xff800000, v11, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e64 s13, v11, v11
	v_cmp_gt_f32_e64 s14, v11, v10
	s_and_b32 s13, vcc_lo, s13
	s_or_b32 vcc_lo, s14, s13
	v_add_co_u32 v6, s13, 0x400, v6
	v_dual_cndmask_b32 v10, v10, v11 :: v_dual_cndmask_b32 v3, v3, v9
	v_cndmask_b32_e32 v2, v2, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, 0x100, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_add_co_ci_u32_e64 v7, null, 0, v7, s13
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[8:9]
	s_or_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB9_160
	s_or_b32 exec_lo, exec_lo, s17
.LBB9_162:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s16
	ds_store_b32 v81, v10
	ds_store_b32 v82, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB9_164
	ds_load_2addr_stride64_b32 v[4:5], v82 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_164:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB9_166
	ds_load_2addr_stride64_b32 v[4:5], v82 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v81 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_166:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB9_168
	ds_load_2addr_b32 v[4:5], v82 offset1:32
	ds_load_2addr_b32 v[6:7], v81 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_168:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB9_170
	ds_load_2addr_b32 v[4:5], v82 offset1:16
	ds_load_2addr_b32 v[6:7], v81 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_170:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB9_172
	ds_load_2addr_b32 v[4:5], v82 offset1:8
	ds_load_2addr_b32 v[6:7], v81 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_172:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB9_174
	ds_load_2addr_b32 v[4:5], v82 offset1:4
	ds_load_2addr_b32 v[6:7], v81 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_174:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB9_176
	ds_load_2addr_b32 v[4:5], v82 offset1:2
	ds_load_2addr_b32 v[6:7], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_176:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_178
	v_add_nc_u32_e64 v2, 52, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:76 offset1:80
	ds_load_b32 v6, v82
	ds_load_b32 v7, v81
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v5, v7
	v_cmp_gt_f32_e64 s14, v5, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_178:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_180
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:21588
.LBB9_180:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB9_181:
	s_add_u32 s44, s42, s29
	s_addc_u32 s45, s43, s28
	s_and_b32 vcc_lo, exec_lo, s55
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_187
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB9_190
.LBB9_183:
	s_and_b32 vcc_lo, exec_lo, s55
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_202
.LBB9_184:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB9_205
.LBB9_185:
	s_and_b32 vcc_lo, exec_lo, s55
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_394
.LBB9_186:
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB9_397
	s_branch .LBB9_420
.LBB9_187:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:21592
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB9_183
.LBB9_190:
	s_and_saveexec_b32 s16, s12
	s_cbranch_execz .LBB9_193
	v_dual_mov_b32 v2, 0x544c :: v_dual_mov_b32 v9, v1
	v_mov_b32_e32 v4, 0
	v_lshlrev_b32_e32 v6, 2, v0
	s_add_u32 s13, s42, s29
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_b32 v10, v4 offset:21588
	s_addc_u32 s17, s43, s28
	s_lshl_b64 s[14:15], s[34:35], 2
	v_add_co_u32 v4, s13, s13, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, s17, 0, s13
	s_add_u32 s13, s40, s14
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v6, s13, s13, v6
	v_add_co_ci_u32_e64 v7, null, s14, 0, s13
	v_mov_b32_e32 v8, v0
	s_mov_b32 s17, 0
.LBB9_192:
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
	v_cmp_le_u64_e64 s13, s[46:47], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v11, v12, v11
	v_cvt_f32_u32_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v11, v11, v14
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v11
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s14, v13, v2
	v_mul_f32_e32 v11, s72, v13
	v_cmp_gt_f32_e64 s15, v13, v2
	s_and_b32 s14, s14, vcc_lo
	s_or_b32 s17, s13, s17
	v_cndmask_b32_e64 v12, 0, 1.0, s15
	v_cndmask_b32_e64 v13, 0, 1.0, s14
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
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB9_192
.LBB9_193:
	s_or_b32 exec_lo, exec_lo, s16
	s_add_u32 s14, s46, -1
	s_addc_u32 s15, s47, -1
	s_mov_b64 s[16:17], 0
	s_cmp_eq_u64 s[14:15], 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_199
	s_clz_i32_u64 s13, s[14:15]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_u32 s18, 64, s13
	s_subb_u32 s19, 0, 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB9_196
	.p2align	6
.LBB9_195:
	s_or_b32 exec_lo, exec_lo, s13
	s_cmp_eq_u64 s[16:17], s[18:19]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_199
.LBB9_196:
	s_lshl_b64 s[22:23], 1, s16
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_add_u32 s20, s22, s14
	s_addc_u32 s21, s23, s15
	s_mov_b32 s13, exec_lo
	s_lshr_b64 s[20:21], s[20:21], s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[20:21], v[0:1]
	s_cbranch_execz .LBB9_195
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s24, 0
	s_lshl_b64 s[22:23], s[22:23], 2
	.p2align	6
.LBB9_198:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], s16, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, s44, v4
	v_add_co_ci_u32_e64 v5, null, s45, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, v4, s22
	v_add_co_ci_u32_e64 v7, null, s23, v5, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_clause 0x1
	global_load_b32 v8, v[4:5], off
	global_load_b32 v6, v[6:7], off
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[2:3]
	s_or_b32 s24, vcc_lo, s24
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v8, v6
	global_store_b32 v[4:5], v6, off
	s_and_not1_b32 exec_lo, exec_lo, s24
	s_cbranch_execnz .LBB9_198
	s_branch .LBB9_195
.LBB9_199:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_201
	v_mov_b32_e32 v2, 0
	global_load_b32 v3, v2, s[44:45]
	s_waitcnt vmcnt(0)
	ds_store_b32 v2, v3 offset:21592
.LBB9_201:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s55
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB9_184
.LBB9_202:
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_204
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v3, 0x7f800000
	v_add_nc_u32_e64 v4, 0x5400, 0
	ds_store_2addr_b32 v4, v3, v2 offset0:13 offset1:23
.LBB9_204:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB9_185
.LBB9_205:
	s_mul_hi_u32 s16, s2, 20
	s_mul_i32 s17, s2, 20
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB9_208
	v_dual_mov_b32 v2, 0x544c :: v_dual_mov_b32 v13, v1
	s_add_u32 s13, s17, 4
	v_mov_b32_e32 v4, 0x5454
	s_addc_u32 s14, s16, 0
	s_mul_hi_u32 s15, s46, s13
	s_mul_i32 s14, s46, s14
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_add_i32 s14, s15, s14
	s_mul_i32 s15, s47, s13
	v_lshlrev_b32_e32 v10, 2, v0
	s_mul_i32 s13, s46, s13
	s_add_i32 s14, s14, s15
	s_add_u32 s13, s42, s13
	s_addc_u32 s14, s43, s14
	v_add_co_u32 v6, s13, s13, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s14, 0, s13
	s_add_u32 s13, s42, s29
	s_addc_u32 s19, s43, s28
	s_lshl_b64 s[14:15], s[34:35], 2
	v_add_co_u32 v8, s13, s13, v10
	v_add_co_ci_u32_e64 v9, null, s19, 0, s13
	s_add_u32 s13, s40, s14
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v10, s13, s13, v10
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s14, 0, s13
	v_mov_b32_e32 v12, v0
	s_mov_b32 s19, 0
.LBB9_207:
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
	v_cmp_le_u64_e64 s13, s[46:47], v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v14, v15, v14
	v_cvt_f32_u32_e32 v14, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v14, v14, v17
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e32 vcc_lo, v3, v14
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v14, s72, v16
	v_cmp_eq_f32_e64 s14, v16, v2
	v_cmp_gt_f32_e64 s15, v16, v2
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3)
	v_sub_f32_e32 v14, v14, v4
	s_and_b32 s14, s14, vcc_lo
	v_cndmask_b32_e64 v15, 0, 1.0, s15
	v_cndmask_b32_e64 v16, 0, 1.0, s14
	s_or_b32 s19, s13, s19
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
	s_and_not1_b32 exec_lo, exec_lo, s19
	s_cbranch_execnz .LBB9_207
.LBB9_208:
	s_or_b32 exec_lo, exec_lo, s18
	s_cmp_ngt_f32 s54, 0
	s_mov_b32 s59, 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_294
	s_add_u32 s14, s46, -1
	s_addc_u32 s15, s47, -1
	v_mov_b32_e32 v8, 0
	s_clz_i32_u64 s13, s[14:15]
	v_lshl_or_b32 v88, v0, 3, 0x4000
	s_min_u32 s73, s13, 64
	v_add_nc_u32_e32 v90, 0xffffcfd0, v81
	s_sub_u32 s56, 64, s73
	s_subb_u32 s57, 0, 0
	s_lshl_b64 s[18:19], -1, s56
	s_lshl_b64 s[14:15], s[46:47], 2
	s_not_b64 s[52:53], s[18:19]
	s_add_u32 s74, s44, s14
	s_addc_u32 s75, s45, s15
	s_add_u32 s14, s46, 0xff
	s_addc_u32 s15, s47, 0
	s_mov_b64 s[60:61], 0
	s_lshr_b64 s[14:15], s[14:15], 8
	s_movk_i32 s76, 0x944
	v_cmp_gt_u64_e64 s13, s[14:15], 8
	s_mov_b32 s33, 0
	s_mov_b32 s78, 0
	s_mov_b64 s[62:63], 0
	v_add_nc_u32_e32 v89, 0xffffafd0, v81
	v_mov_b32_e32 v9, 0
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s13, s14, 8
	s_cselect_b32 s15, s15, 0
	s_add_u32 s14, s13, -1
	s_addc_u32 s15, s15, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_clz_i32_u64 s13, s[14:15]
	v_cmp_eq_u32_e64 s14, 15, v0
	v_sub_nc_u32_e64 v2, 64, s13 clamp
	v_add_co_u32 v84, s13, v0, -3
	v_add_co_ci_u32_e64 v85, null, 0, -1, s13
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[55:56], v2, v[0:1]
	v_lshlrev_b64 v[2:3], v2, 1
	v_add_co_u32 v86, s13, v0, -7
	v_add_co_ci_u32_e64 v87, null, 0, -1, s13
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v4, vcc_lo, s46, v55
	v_sub_co_ci_u32_e64 v5, null, s47, v56, vcc_lo
	v_cmp_gt_u32_e64 s13, 7, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_lt_u64_e32 vcc_lo, v[4:5], v[2:3]
	v_dual_cndmask_b32 v3, v3, v5 :: v_dual_cndmask_b32 v2, v2, v4
	v_add_co_u32 v5, s15, s18, v0
	v_add_co_ci_u32_e64 v6, null, s19, 0, s15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, v2, 7
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[55:56]
	s_add_u32 s15, s17, 4
	s_addc_u32 s16, s16, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshrrev_b64 v[2:3], 3, v[2:3]
	v_mov_b32_e32 v10, -1
	s_mul_hi_u32 s17, s46, s15
	s_mul_i32 s16, s46, s16
	s_mul_i32 s18, s47, s15
	s_add_i32 s16, s17, s16
	v_dual_cndmask_b32 v57, 0, v2 :: v_dual_cndmask_b32 v58, 0, v3
	s_add_i32 s16, s16, s18
	s_mul_i32 s15, s46, s15
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_2)
	v_clz_i32_u32_e32 v2, v57
	v_clz_i32_u32_e32 v3, v58
	s_add_u32 s15, s42, s15
	s_addc_u32 s16, s43, s16
	s_add_u32 s17, s42, s29
	v_add_nc_u32_e64 v2, v2, 32 clamp
	v_add_co_u32 v61, s15, s15, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v62, null, s16, 0, s15
	v_min3_u32 v2, v2, v3, 64
	s_addc_u32 s15, s43, s28
	v_add_co_u32 v63, s16, s17, v83
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v64, null, s15, 0, s16
	v_sub_co_u32 v2, s18, 64, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_sub_co_ci_u32_e64 v3, null, 0, 0, s18
	v_cmp_ne_u64_e64 s15, 0, v[57:58]
	v_mov_b32_e32 v11, -1
	v_not_b32_e32 v60, v6
	v_cmp_lt_u64_e32 vcc_lo, 1, v[2:3]
	v_not_b32_e32 v59, v5
	v_mov_b32_e32 v6, -1
	v_dual_cndmask_b32 v66, 0, v3 :: v_dual_cndmask_b32 v65, 1, v2
	s_branch .LBB9_212
.LBB9_210:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[7:10], v4 offset:16384
	ds_load_b128 v[11:14], v4 offset:18480
	ds_load_b128 v[15:18], v4 offset:16400
	ds_load_b128 v[23:26], v4 offset:18528
	s_and_b32 s18, exec_lo, s79
	s_cselect_b32 s64, s78, 0
	ds_load_b128 v[19:22], v4 offset:18496
	ds_load_b128 v[35:38], v4 offset:16432
	s_waitcnt lgkmcnt(5)
	v_cmp_gt_u64_e32 vcc_lo, s[42:43], v[7:8]
	s_waitcnt lgkmcnt(4)
	v_cmp_le_f32_e64 s16, s54, v11
	v_cmp_le_u64_e64 s18, s[26:27], v[7:8]
	s_waitcnt lgkmcnt(2)
	v_readfirstlane_b32 s19, v26
	v_cndmask_b32_e64 v2, v7, s42, vcc_lo
	v_cndmask_b32_e64 v3, v8, s43, vcc_lo
	s_cmp_nge_f32 s19, s54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s42, v2, s16
	v_cndmask_b32_e64 v3, s43, v3, s16
	s_cselect_b32 s65, -1, 0
	s_cmp_ge_f32 s19, s54
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e32 vcc_lo, v[2:3], v[9:10]
	s_cselect_b32 s58, -1, 0
	s_or_b32 s66, s18, s16
	v_cmp_le_f32_e64 s18, s54, v14
	v_cndmask_b32_e64 v8, v8, s27, s66
	v_cndmask_b32_e64 v7, v7, s26, s66
	v_cndmask_b32_e32 v5, v9, v2, vcc_lo
	v_cndmask_b32_e32 v27, v10, v3, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, s54, v12
	s_and_b32 s58, s77, s58
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_or_b32 s58, s58, s16
	v_dual_cndmask_b32 v3, v3, v27 :: v_dual_cndmask_b32 v2, v2, v5
	ds_load_b128 v[27:30], v4 offset:16416
	ds_load_b128 v[31:34], v4 offset:18512
	v_cmp_gt_u64_e64 s17, v[2:3], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v5, v15, v2, s17
	v_cndmask_b32_e64 v26, v16, v3, s17
	v_cmp_le_f32_e64 s17, s54, v13
	v_cndmask_b32_e64 v3, v3, v26, s17
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v5, s17
	v_cmp_gt_u64_e64 s19, v[2:3], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v17, v2, s19
	v_cndmask_b32_e64 v26, v18, v3, s19
	v_cmp_ge_u64_e64 s19, v[9:10], v[7:8]
	v_cndmask_b32_e64 v2, v2, v5, s18
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, v3, v26, s18
	s_or_b32 s19, s19, vcc_lo
	v_cndmask_b32_e64 v8, v10, v8, s19
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_gt_u64_e64 s20, v[2:3], v[27:28]
	v_cndmask_b32_e64 v7, v9, v7, s19
	v_cndmask_b32_e64 v5, v27, v2, s20
	v_cndmask_b32_e64 v9, v28, v3, s20
	v_cmp_le_f32_e64 s20, s54, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s21, v[15:16], v[7:8]
	v_cndmask_b32_e64 v3, v3, v9, s20
	v_cndmask_b32_e64 v2, v2, v5, s20
	s_or_b32 s21, s21, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v8, v16, v8, s21
	v_cndmask_b32_e64 v7, v15, v7, s21
	v_cmp_gt_u64_e64 s22, v[2:3], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s23, v[17:18], v[7:8]
	v_cndmask_b32_e64 v5, v29, v2, s22
	v_cndmask_b32_e64 v9, v30, v3, s22
	v_cmp_le_f32_e64 s22, s54, v20
	s_or_b32 s23, s23, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v18, v8, s23
	v_cndmask_b32_e64 v3, v3, v9, s22
	v_cndmask_b32_e64 v2, v2, v5, s22
	v_cndmask_b32_e64 v7, v17, v7, s23
	v_cmp_gt_u64_e64 s24, v[2:3], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s25, v[27:28], v[7:8]
	v_cndmask_b32_e64 v5, v35, v2, s24
	v_cndmask_b32_e64 v9, v36, v3, s24
	v_cmp_le_f32_e64 s24, s54, v21
	s_or_b32 s25, s25, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cndmask_b32_e64 v16, v28, v8, s25
	v_cndmask_b32_e64 v15, v27, v7, s25
	v_cndmask_b32_e64 v3, v3, v9, s24
	v_cndmask_b32_e64 v2, v2, v5, s24
	ds_load_b128 v[7:10], v4 offset:16448
	v_cmp_ge_u64_e64 s26, v[29:30], v[15:16]
	v_cmp_gt_u64_e64 s27, v[2:3], v[37:38]
	s_or_b32 s26, s26, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v27, v30, v16, s26
	v_cndmask_b32_e64 v5, v37, v2, s27
	v_cndmask_b32_e64 v16, v38, v3, s27
	v_cmp_le_f32_e64 s27, s54, v22
	v_cndmask_b32_e64 v26, v29, v15, s26
	v_cndmask_b32_e64 v3, v3, v16, s27
	v_cndmask_b32_e64 v2, v2, v5, s27
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_ge_u64_e64 s28, v[35:36], v[26:27]
	ds_load_b128 v[15:18], v4 offset:16464
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u64_e64 s29, v[2:3], v[7:8]
	s_or_b32 s28, s28, s24
	v_cndmask_b32_e64 v27, v36, v27, s28
	v_cndmask_b32_e64 v26, v35, v26, s28
	v_cndmask_b32_e64 v5, v7, v2, s29
	v_cndmask_b32_e64 v28, v8, v3, s29
	v_cmp_le_f32_e64 s29, s54, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s30, v[37:38], v[26:27]
	v_cndmask_b32_e64 v3, v3, v28, s29
	v_cndmask_b32_e64 v2, v2, v5, s29
	v_cndmask_b32_e64 v5, v11, s33, s66
	s_or_b32 s30, s30, s27
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v27, v38, v27, s30
	v_cmp_gt_u64_e64 s31, v[2:3], v[9:10]
	v_cndmask_b32_e64 v26, v37, v26, s30
	v_cndmask_b32_e64 v5, v12, v5, s19
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, v9, v2, s31
	v_cndmask_b32_e64 v28, v10, v3, s31
	v_cmp_le_f32_e64 s31, s54, v32
	v_cmp_ge_u64_e64 s33, v[7:8], v[26:27]
	v_cndmask_b32_e64 v5, v13, v5, s21
	v_cndmask_b32_e64 v3, v3, v28, s31
	v_cndmask_b32_e64 v2, v2, v11, s31
	s_or_b32 s19, s33, s29
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v14, v5, s23
	v_cndmask_b32_e64 v8, v8, v27, s19
	v_cndmask_b32_e64 v7, v7, v26, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s33, v[2:3], v[15:16]
	ds_load_b128 v[26:29], v4 offset:16480
	v_cndmask_b32_e64 v5, v19, v5, s25
	v_cmp_ge_u64_e64 s21, v[9:10], v[7:8]
	v_cndmask_b32_e64 v11, v15, v2, s33
	v_cndmask_b32_e64 v12, v16, v3, s33
	v_cmp_le_f32_e64 s33, s54, v33
	v_cndmask_b32_e64 v5, v20, v5, s26
	s_or_b32 s16, s21, s31
	s_or_b32 s21, s58, vcc_lo
	v_cndmask_b32_e64 v8, v10, v8, s16
	v_cndmask_b32_e64 v3, v3, v12, s33
	v_cndmask_b32_e64 v2, v2, v11, s33
	v_cndmask_b32_e64 v7, v9, v7, s16
	s_or_b32 s21, s21, s17
	v_cndmask_b32_e64 v5, v21, v5, s28
	s_or_b32 s18, s21, s18
	v_cmp_gt_u64_e32 vcc_lo, v[2:3], v[17:18]
	v_cmp_ge_u64_e64 s17, v[15:16], v[7:8]
	s_or_b32 s20, s18, s20
	v_cndmask_b32_e64 v5, v22, v5, s30
	s_or_b32 s21, s20, s22
	v_dual_cndmask_b32 v9, v17, v2 :: v_dual_cndmask_b32 v10, v18, v3
	v_cmp_le_f32_e32 vcc_lo, s54, v34
	s_or_b32 s17, s17, s33
	s_or_b32 s21, s21, s24
	v_cndmask_b32_e64 v8, v16, v8, s17
	v_cndmask_b32_e64 v7, v15, v7, s17
	v_dual_cndmask_b32 v3, v3, v10 :: v_dual_cndmask_b32 v2, v2, v9
	ds_load_b64 v[10:11], v4 offset:16496
	s_or_b32 s21, s21, s27
	v_cmp_ge_u64_e64 s18, v[17:18], v[7:8]
	s_or_b32 s21, s21, s29
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u64_e64 s20, v[2:3], v[26:27]
	v_cndmask_b32_e64 v5, v31, v5, s19
	s_or_b32 s22, s21, s31
	s_or_b32 s18, s18, vcc_lo
	v_cndmask_b32_e64 v9, v26, v2, s20
	v_cndmask_b32_e64 v12, v27, v3, s20
	v_cmp_le_f32_e64 s20, s54, v23
	v_cndmask_b32_e64 v8, v18, v8, s18
	v_cndmask_b32_e64 v7, v17, v7, s18
	v_cndmask_b32_e64 v5, v32, v5, s16
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v3, v3, v12, s20
	v_cndmask_b32_e64 v2, v2, v9, s20
	v_cmp_ge_u64_e64 s19, v[26:27], v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v33, v5, s17
	v_cmp_gt_u64_e64 s21, v[2:3], v[28:29]
	s_or_b32 s16, s19, s20
	v_cmp_le_f32_e64 s19, s54, v24
	v_cndmask_b32_e64 v8, v27, v8, s16
	v_cndmask_b32_e64 v7, v26, v7, s16
	v_cndmask_b32_e64 v9, v28, v2, s21
	v_cndmask_b32_e64 v12, v29, v3, s21
	s_or_b32 s21, s22, s33
	v_cndmask_b32_e64 v5, v34, v5, s18
	v_cmp_ge_u64_e64 s17, v[28:29], v[7:8]
	v_cndmask_b32_e64 v2, v2, v9, s19
	v_cndmask_b32_e64 v3, v3, v12, s19
	s_or_b32 s21, s21, vcc_lo
	v_cndmask_b32_e64 v5, v23, v5, s16
	s_or_b32 s18, s21, s20
	s_or_b32 s17, s17, s19
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, v[2:3], v[10:11]
	v_cndmask_b32_e64 v8, v29, v8, s17
	v_cndmask_b32_e64 v7, v28, v7, s17
	s_or_b32 s18, s18, s19
	v_cndmask_b32_e64 v5, v24, v5, s17
	v_dual_cndmask_b32 v12, v10, v2 :: v_dual_cndmask_b32 v9, v11, v3
	v_cmp_le_f32_e32 vcc_lo, s54, v25
	v_cmp_ge_u64_e64 s16, v[10:11], v[7:8]
	s_or_b32 s17, s18, vcc_lo
	v_cndmask_b32_e32 v9, v3, v9, vcc_lo
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_or_b32 s16, s16, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v25, v5, s16
	v_cndmask_b32_e64 v11, v11, v8, s16
	v_readfirstlane_b32 s58, v3
	v_cndmask_b32_e32 v8, v2, v12, vcc_lo
	v_cndmask_b32_e64 v10, v10, v7, s16
	v_readfirstlane_b32 s33, v5
	s_and_b32 s16, s77, s65
	s_or_b64 s[62:63], s[62:63], s[58:59]
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s78, 2, s64
.LBB9_211:
	s_add_u32 s60, s60, 1
	s_addc_u32 s61, s61, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[60:61], 8
	s_cbranch_scc1 .LBB9_295
.LBB9_212:
	s_cmp_eq_u32 s78, 0
	s_cbranch_scc0 .LBB9_211
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_215
	v_mov_b32_e32 v5, v4
	v_dual_mov_b32 v7, v6 :: v_dual_mov_b32 v2, v4
	v_mov_b32_e32 v3, v4
	ds_store_b128 v4, v[4:7] offset:18432
	ds_store_b128 v4, v[2:5] offset:18448
	ds_store_b64 v4, v[4:5] offset:18464
.LBB9_215:
	s_or_b32 exec_lo, exec_lo, s16
	v_mov_b32_e32 v14, -1
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v15, -1
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s19, s12
	s_cbranch_execz .LBB9_219
	v_mov_b32_e32 v14, -1
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v15, -1
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v18, v63 :: v_dual_mov_b32 v19, v64
	v_dual_mov_b32 v20, v61 :: v_dual_mov_b32 v21, v62
	v_dual_mov_b32 v22, v59 :: v_dual_mov_b32 v23, v60
	v_mov_b32_e32 v3, 0
	v_dual_mov_b32 v25, v1 :: v_dual_mov_b32 v24, v0
	s_mov_b32 s20, 0
.LBB9_217:
	global_load_b32 v5, v[18:19], off
	global_load_b32 v7, v[20:21], off
	v_mov_b32_e32 v26, v22
	v_add_co_u32 v24, vcc_lo, 0x100, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, 0, v25, vcc_lo
	v_add_co_u32 v20, vcc_lo, 0x400, v20
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_add_co_u32 v18, vcc_lo, 0x400, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, 0, v19, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[24:25]
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v27, v5, v23
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e64 s17, 0, v7
	v_cmp_neq_f32_e64 s16, 0, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s18, v[26:27], v[10:11]
	v_cndmask_b32_e64 v5, 0, 1, s17
	v_cmp_ge_u64_e64 s17, v[26:27], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v5
	s_and_b32 s17, s17, s18
	s_and_b32 s16, s16, s17
	s_or_b32 s20, vcc_lo, s20
	v_cndmask_b32_e64 v29, -1, v27, s16
	v_cndmask_b32_e64 v28, -1, v22, s16
	v_cndmask_b32_e64 v27, 0, v27, s16
	v_cndmask_b32_e64 v26, 0, v22, s16
	v_cndmask_b32_e64 v5, 0, 1, s16
	v_add_co_u32 v22, s16, 0xffffff00, v22
	v_cmp_lt_u64_e64 s17, v[14:15], v[28:29]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s18, v[12:13], v[26:27]
	v_add_co_ci_u32_e64 v23, null, -1, v23, s16
	v_add_co_u32 v16, s16, v16, v5
	v_add_co_ci_u32_e64 v17, null, 0, v17, s16
	v_cndmask_b32_e64 v15, v29, v15, s17
	v_cndmask_b32_e64 v13, v27, v13, s18
	v_cndmask_b32_e64 v14, v28, v14, s17
	v_cndmask_b32_e64 v12, v26, v12, s18
	s_and_not1_b32 exec_lo, exec_lo, s20
	s_cbranch_execnz .LBB9_217
	s_or_b32 exec_lo, exec_lo, s20
.LBB9_219:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s19
	s_mov_b32 s18, exec_lo
	s_mov_b64 s[16:17], 0
.LBB9_220:
	s_ctz_i32_b32 s19, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s20, v16, s19
	v_readlane_b32 s21, v17, s19
	s_add_u32 s16, s16, s20
	s_addc_u32 s17, s17, s21
	s_lshl_b32 s19, 1, s19
	s_and_not1_b32 s18, s18, s19
	s_cbranch_scc1 .LBB9_220
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_xor_b32 s18, exec_lo, s18
	v_dual_mov_b32 v16, s16 :: v_dual_mov_b32 v17, s17
	ds_add_u64 v4, v[16:17] offset:18432
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s18, exec_lo
	s_mov_b64 s[16:17], -1
.LBB9_224:
	s_ctz_i32_b32 s19, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_readlane_b32 s21, v15, s19
	v_readlane_b32 s20, v14, s19
	v_cmp_lt_u64_e64 s22, s[16:17], s[20:21]
	s_and_b32 s22, s22, exec_lo
	s_cselect_b32 s17, s17, s21
	s_cselect_b32 s16, s16, s20
	s_lshl_b32 s19, 1, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s18, s18, s19
	s_cbranch_scc1 .LBB9_224
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_xor_b32 s18, exec_lo, s18
	v_dual_mov_b32 v14, s16 :: v_dual_mov_b32 v15, s17
	ds_min_u64 v4, v[14:15] offset:18440
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s18, exec_lo
	s_mov_b64 s[16:17], 0
.LBB9_228:
	s_ctz_i32_b32 s19, s18
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_readlane_b32 s21, v13, s19
	v_readlane_b32 s20, v12, s19
	v_cmp_gt_u64_e64 s22, s[16:17], s[20:21]
	s_and_b32 s22, s22, exec_lo
	s_cselect_b32 s17, s17, s21
	s_cselect_b32 s16, s16, s20
	s_lshl_b32 s19, 1, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s18, s18, s19
	s_cbranch_scc1 .LBB9_228
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_xor_b32 s18, exec_lo, s18
	v_dual_mov_b32 v12, s16 :: v_dual_mov_b32 v13, s17
	ds_max_u64 v4, v[12:13] offset:18448
	s_or_b32 exec_lo, exec_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s18, exec_lo
	s_mov_b64 s[16:17], 0
.LBB9_232:
	s_ctz_i32_b32 s19, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s21, v3, s19
	v_readlane_b32 s20, v2, s19
	s_lshl_b32 s19, 1, s19
	s_or_b64 s[16:17], s[16:17], s[20:21]
	s_and_not1_b32 s18, s18, s19
	s_cbranch_scc1 .LBB9_232
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s18, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s18, exec_lo, s18
	v_dual_mov_b32 v2, s16 :: v_dual_mov_b32 v3, s17
	ds_or_b64 v4, v[2:3] offset:18456
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[12:15], v4 offset:18432
	ds_load_b128 v[16:19], v4 offset:18448
	s_cmp_eq_u64 s[62:63], 0
	s_cselect_b32 s77, -1, 0
	s_cmp_lg_u64 s[62:63], 0
	s_cselect_b32 s16, -1, 0
	s_waitcnt lgkmcnt(1)
	v_readfirstlane_b32 s29, v13
	v_readfirstlane_b32 s28, v12
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s17, v19
	v_readfirstlane_b32 s43, v15
	v_readfirstlane_b32 s42, v14
	s_cmp_eq_u64 s[28:29], 1
	s_cselect_b32 s18, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_and_b32 s18, s18, s16
	s_cmp_eq_u64 s[28:29], 0
	v_readfirstlane_b32 s16, v18
	s_cselect_b32 s19, -1, 0
	s_and_b32 s20, s19, exec_lo
	s_cselect_b32 s20, 2, 1
	s_or_b32 s18, s19, s18
	s_cmp_lg_u64 s[16:17], 0
	v_readfirstlane_b32 s17, v16
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s19, s16, exec_lo
	s_cselect_b32 s78, 3, s20
	s_or_b32 s79, s18, s16
	v_readfirstlane_b32 s16, v17
	s_and_b32 vcc_lo, exec_lo, s79
	s_cbranch_vccnz .LBB9_211
	v_cmp_gt_u64_e64 s18, s[28:29], 15
	s_add_u32 s26, s17, 1
	s_addc_u32 s27, s16, 0
	s_and_b32 vcc_lo, exec_lo, s18
	s_mov_b32 s18, -1
	s_cbranch_vccz .LBB9_268
	s_sub_u32 s18, s17, s42
	s_clz_i32_u64 s17, s[28:29]
	s_subb_u32 s19, s16, s43
	s_sub_u32 s16, 64, s17
	s_subb_u32 s17, 0, 0
	s_clz_i32_u64 s21, s[18:19]
	v_cmp_lt_u64_e64 s20, s[16:17], 11
	s_and_b32 s20, s20, exec_lo
	s_cselect_b32 s17, s17, 0
	s_cselect_b32 s16, s16, 11
	s_min_u32 s20, s21, 64
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_sub_u32 s20, 64, s20
	s_subb_u32 s21, 0, 0
	s_sub_u32 s16, s20, s16
	s_subb_u32 s17, s21, s17
	s_cselect_b32 s17, -1, 0
	s_and_b32 s17, s17, exec_lo
	s_cselect_b32 s80, 0, s16
	s_mov_b32 s16, exec_lo
	s_lshr_b64 s[30:31], s[18:19], s80
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_u32 s18, s30, 1
	s_addc_u32 s19, s31, 0
	v_cmpx_gt_u64_e64 s[18:19], v[0:1]
	s_cbranch_execz .LBB9_240
	v_mov_b32_e32 v3, v1
	v_dual_mov_b32 v5, v83 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s17, 0
.LBB9_239:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	ds_store_b32 v5, v4
	v_add_nc_u32_e32 v5, 0x400, v5
	v_cmp_le_u64_e32 vcc_lo, s[18:19], v[2:3]
	s_or_b32 s17, vcc_lo, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB9_239
.LBB9_240:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s12
	s_cbranch_execz .LBB9_245
	v_dual_mov_b32 v2, v63 :: v_dual_mov_b32 v3, v64
	v_dual_mov_b32 v7, v61 :: v_dual_mov_b32 v8, v62
	v_dual_mov_b32 v9, v59 :: v_dual_mov_b32 v10, v60
	v_dual_mov_b32 v12, v1 :: v_dual_mov_b32 v11, v0
	s_mov_b32 s21, 0
	s_branch .LBB9_243
.LBB9_242:
	s_or_b32 exec_lo, exec_lo, s16
	v_add_co_u32 v11, vcc_lo, 0x100, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, 0, v12, vcc_lo
	v_add_co_u32 v9, vcc_lo, 0xffffff00, v9
	v_add_co_ci_u32_e64 v10, null, -1, v10, vcc_lo
	v_add_co_u32 v7, vcc_lo, 0x400, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[11:12]
	v_add_co_u32 v2, s16, 0x400, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, s16
	s_or_b32 s21, vcc_lo, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execz .LBB9_245
.LBB9_243:
	global_load_b32 v14, v[2:3], off
	global_load_b32 v5, v[7:8], off
	v_mov_b32_e32 v13, v9
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v14, v14, v10
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s17, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[42:43], v[13:14]
	v_cmp_gt_u64_e64 s16, s[26:27], v[13:14]
	s_and_b32 s16, vcc_lo, s16
	s_and_b32 s17, s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s16, s17
	s_cbranch_execz .LBB9_242
	v_sub_co_u32 v13, vcc_lo, v13, s42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_subrev_co_ci_u32_e64 v14, null, s43, v14, vcc_lo
	v_lshrrev_b64 v[13:14], s80, v[13:14]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v13, 2, v13
	ds_add_f32 v13, v5
	s_branch .LBB9_242
.LBB9_245:
	s_or_b32 exec_lo, exec_lo, s20
	s_cmp_eq_u64 s[18:19], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_250
	v_cmp_gt_u64_e64 s22, s[30:31], 6
	s_and_b32 s58, s18, 7
	s_and_b32 vcc_lo, exec_lo, s22
	s_cbranch_vccz .LBB9_251
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v8, 0
	s_lshl_b32 s23, s30, 2
	s_and_b32 s16, s18, -8
	s_mov_b32 s17, s19
	s_sub_i32 s64, s23, 28
	s_mov_b32 s24, -1
	s_mov_b64 s[20:21], 0
	s_mov_b32 s25, s33
.LBB9_248:
	v_mov_b32_e32 v5, s64
	ds_load_2addr_b32 v[9:10], v5 offset0:6 offset1:7
	ds_load_2addr_b32 v[11:12], v5 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v5 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v5 offset1:1
	s_waitcnt lgkmcnt(3)
	v_readfirstlane_b32 s66, v10
	v_readfirstlane_b32 s65, v9
	s_waitcnt lgkmcnt(2)
	v_readfirstlane_b32 s68, v12
	v_readfirstlane_b32 s67, v11
	s_waitcnt lgkmcnt(1)
	v_readfirstlane_b32 s70, v14
	s_cmp_gt_f32 s66, 0
	s_add_f32 s25, s25, s66
	v_readfirstlane_b32 s69, v13
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s81, v16
	s_cselect_b32 s66, -1, 0
	s_add_f32 s82, s25, s65
	v_cndmask_b32_e64 v5, 0, 1, s66
	s_and_b32 s66, s24, s66
	s_cmp_nge_f32 s25, s54
	v_cndmask_b32_e64 v9, 0, 1, s66
	s_add_f32 s66, s82, s68
	v_add_co_u32 v5, vcc_lo, v7, v5
	s_cselect_b32 s25, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v8, vcc_lo
	s_and_b32 s24, s24, s25
	s_cmp_gt_f32 s65, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s25, -1, 0
	s_add_f32 s83, s66, s67
	v_cndmask_b32_e64 v8, 0, 1, s25
	s_and_b32 s25, s24, s25
	s_cmp_nge_f32 s82, s54
	v_cndmask_b32_e64 v9, 0, 1, s25
	s_add_f32 s65, s83, s70
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s25, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s24, s24, s25
	s_cmp_gt_f32 s68, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s68, -1, 0
	s_add_f32 s84, s65, s69
	v_cndmask_b32_e64 v8, 0, 1, s68
	s_and_b32 s68, s24, s68
	s_cmp_nge_f32 s66, s54
	v_cndmask_b32_e64 v9, 0, 1, s68
	s_add_f32 s82, s84, s81
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s66, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s24, s24, s66
	s_cmp_gt_f32 s67, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s66, -1, 0
	v_readfirstlane_b32 s71, v15
	v_cndmask_b32_e64 v8, 0, 1, s66
	s_and_b32 s66, s24, s66
	s_cmp_nge_f32 s83, s54
	v_cndmask_b32_e64 v9, 0, 1, s66
	s_add_f32 s25, s82, s71
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s66, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s24, s24, s66
	s_cmp_gt_f32 s70, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s66, -1, 0
	v_cndmask_b32_e64 v8, 0, 1, s66
	s_and_b32 s66, s24, s66
	s_cmp_nge_f32 s65, s54
	v_cndmask_b32_e64 v9, 0, 1, s66
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s65, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s24, s24, s65
	s_cmp_gt_f32 s69, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s65, -1, 0
	v_cndmask_b32_e64 v8, 0, 1, s65
	s_and_b32 s65, s24, s65
	s_cmp_nge_f32 s84, s54
	v_cndmask_b32_e64 v9, 0, 1, s65
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s65, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s24, s24, s65
	s_cmp_gt_f32 s81, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s65, -1, 0
	v_cndmask_b32_e64 v8, 0, 1, s65
	s_and_b32 s65, s24, s65
	s_cmp_nge_f32 s82, s54
	v_cndmask_b32_e64 v9, 0, 1, s65
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s65, -1, 0
	v_add_co_ci_u32_e64 v8, null, 0, v7, vcc_lo
	s_and_b32 s24, s24, s65
	s_cmp_gt_f32 s71, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s65, -1, 0
	v_cndmask_b32_e64 v7, 0, 1, s65
	s_and_b32 s65, s24, s65
	s_cmp_nge_f32 s25, s54
	v_cndmask_b32_e64 v9, 0, 1, s65
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, v5, v7
	s_cselect_b32 s65, -1, 0
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_and_b32 s24, s24, s65
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_add_u32 s20, s20, 8
	s_addc_u32 s21, s21, 0
	s_sub_i32 s64, s64, 32
	s_cmp_lg_u64 s[16:17], s[20:21]
	s_cbranch_scc1 .LBB9_248
	s_cmp_lg_u64 s[58:59], 0
	s_mov_b32 s21, 0
	s_cselect_b32 s20, -1, 0
	s_branch .LBB9_252
.LBB9_250:
	v_mov_b32_e32 v9, -1
	v_mov_b32_e32 v10, -1
	s_branch .LBB9_267
.LBB9_251:
	s_mov_b32 s21, -1
	s_mov_b32 s20, 0
.LBB9_252:
	v_dual_mov_b32 v10, v8 :: v_dual_mov_b32 v9, v7
	v_dual_mov_b32 v12, v3 :: v_dual_mov_b32 v11, v2
	s_and_b32 vcc_lo, exec_lo, s21
	s_cbranch_vccz .LBB9_254
	v_mov_b32_e32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v9, 0
	v_mov_b32_e32 v10, 0
	s_lshl_b32 s23, s30, 2
	s_mov_b64 s[16:17], 0
	s_mov_b32 s24, -1
	s_mov_b32 s25, s33
	s_mov_b32 s20, -1
.LBB9_254:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s20
	s_cbranch_vccnz .LBB9_257
	v_dual_mov_b32 v5, s25 :: v_dual_mov_b32 v2, v11
	v_mov_b32_e32 v7, v9
	v_dual_mov_b32 v3, v12 :: v_dual_mov_b32 v8, v10
	s_lshl_b32 s16, s16, 2
	s_mov_b64 s[20:21], s[58:59]
	s_sub_i32 s17, s23, s16
	.p2align	6
.LBB9_256:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s17
	s_add_i32 s17, s17, -4
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0, v9
	v_add_f32_e32 v5, v5, v9
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	s_and_b32 s16, s24, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v9, 0, 1, s16
	v_add_co_u32 v7, vcc_lo, v7, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, s54, v5
	v_add_co_u32 v2, s16, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s16
	s_and_b32 s24, s24, vcc_lo
	s_add_u32 s20, s20, -1
	s_addc_u32 s21, s21, -1
	s_cmp_lg_u64 s[20:21], 0
	s_cbranch_scc1 .LBB9_256
.LBB9_257:
	v_mul_lo_u32 v5, v8, v86
	v_mul_lo_u32 v9, v7, v87
	v_mad_u64_u32 v[7:8], null, v7, v86, 0
	v_add_co_u32 v2, vcc_lo, v84, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, v85, v3, vcc_lo
	v_add3_u32 v8, v8, v9, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[7:8], 3, v[7:8]
	v_add_co_u32 v5, vcc_lo, v7, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v8, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s22
	v_cndmask_b32_e64 v2, v5, v2, s13
	v_cndmask_b32_e64 v3, v7, v3, s13
	s_cbranch_vccz .LBB9_261
	s_and_b32 s16, s18, -8
	v_mov_b32_e32 v9, -1
	v_dual_mov_b32 v10, -1 :: v_dual_mov_b32 v7, 0
	s_sub_u32 s66, 0, s16
	v_mov_b32_e32 v8, 0
	s_subb_u32 s67, 0, s19
	s_lshl_b32 s81, s30, 2
	s_mov_b64 s[64:65], 0
	s_sub_i32 s82, s81, 28
	s_mov_b64 s[68:69], 0
.LBB9_259:
	v_mov_b32_e32 v5, s82
	s_add_u32 s70, s30, s68
	s_addc_u32 s71, s31, s69
	ds_load_2addr_b32 v[11:12], v5 offset0:6 offset1:7
	ds_load_2addr_b32 v[13:14], v5 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v5 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v5 offset1:1
	s_lshl_b64 s[16:17], s[70:71], s80
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s83, s16, s42
	s_addc_u32 s86, s17, s43
	s_waitcnt lgkmcnt(3)
	v_cmp_lt_f32_e32 vcc_lo, 0, v12
	v_cmp_lt_f32_e64 s16, 0, v11
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_f32_e64 s17, 0, v14
	v_cmp_lt_f32_e64 s18, 0, v13
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s19, 0, v16
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_cndmask_b32_e64 v11, 0, 1, s16
	v_cndmask_b32_e64 v14, 0, 1, s17
	v_cndmask_b32_e64 v13, 0, 1, s18
	v_cndmask_b32_e64 v16, 0, 1, s19
	v_add_co_u32 v7, s23, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v8, null, 0, v8, s23
	v_cmp_lt_f32_e64 s20, 0, v15
	v_add_co_u32 v11, s23, v7, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, 0, v8, s23
	v_cmp_eq_u64_e64 s23, v[7:8], v[2:3]
	v_add_co_u32 v7, s25, v11, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v12, s25
	v_cmp_eq_u64_e64 s24, v[11:12], v[2:3]
	s_and_b32 s23, vcc_lo, s23
	s_add_u32 s84, s70, -1
	v_cndmask_b32_e64 v5, v9, s83, s23
	s_addc_u32 s85, s71, -1
	v_cndmask_b32_e64 v9, v10, s86, s23
	v_cmp_eq_u64_e32 vcc_lo, v[7:8], v[2:3]
	v_add_co_u32 v7, s23, v7, v13
	s_lshl_b64 s[84:85], s[84:85], s80
	v_add_co_ci_u32_e64 v8, null, 0, v8, s23
	s_add_u32 s23, s84, s42
	s_addc_u32 s25, s85, s43
	s_and_b32 s16, s16, s24
	v_cndmask_b32_e64 v15, 0, 1, s20
	v_cndmask_b32_e64 v9, v9, s25, s16
	v_cndmask_b32_e64 v5, v5, s23, s16
	v_cmp_eq_u64_e64 s16, v[7:8], v[2:3]
	v_add_co_u32 v7, s23, v7, v16
	s_add_u32 s24, s70, -2
	v_add_co_ci_u32_e64 v8, null, 0, v8, s23
	s_addc_u32 s25, s71, -1
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s21, 0, v18
	s_lshl_b64 s[24:25], s[24:25], s80
	v_cmp_eq_u64_e64 s23, v[7:8], v[2:3]
	s_add_u32 s83, s24, s42
	v_add_co_u32 v7, s24, v7, v15
	v_cndmask_b32_e64 v18, 0, 1, s21
	v_add_co_ci_u32_e64 v8, null, 0, v8, s24
	s_addc_u32 s84, s25, s43
	s_and_b32 s17, s17, vcc_lo
	v_cmp_lt_f32_e64 s22, 0, v17
	s_add_u32 s24, s70, -3
	s_addc_u32 s25, s71, -1
	v_cndmask_b32_e64 v5, v5, s83, s17
	v_cndmask_b32_e64 v9, v9, s84, s17
	s_lshl_b64 s[24:25], s[24:25], s80
	v_cmp_eq_u64_e32 vcc_lo, v[7:8], v[2:3]
	v_add_co_u32 v7, s17, v7, v18
	v_cndmask_b32_e64 v17, 0, 1, s22
	v_add_co_ci_u32_e64 v8, null, 0, v8, s17
	s_add_u32 s17, s24, s42
	s_addc_u32 s25, s25, s43
	s_and_b32 s16, s18, s16
	s_add_u32 s24, s70, -4
	v_cndmask_b32_e64 v9, v9, s25, s16
	s_addc_u32 s25, s71, -1
	v_cndmask_b32_e64 v5, v5, s17, s16
	v_cmp_eq_u64_e64 s16, v[7:8], v[2:3]
	v_add_co_u32 v7, s17, v7, v17
	s_lshl_b64 s[24:25], s[24:25], s80
	v_add_co_ci_u32_e64 v8, null, 0, v8, s17
	s_add_u32 s17, s24, s42
	s_addc_u32 s24, s25, s43
	s_and_b32 s23, s19, s23
	s_add_u32 s18, s70, -5
	s_addc_u32 s19, s71, -1
	v_cndmask_b32_e64 v9, v9, s24, s23
	s_lshl_b64 s[18:19], s[18:19], s80
	v_cndmask_b32_e64 v5, v5, s17, s23
	s_add_u32 s23, s18, s42
	s_addc_u32 s19, s19, s43
	s_and_b32 s20, s20, vcc_lo
	s_add_u32 s18, s70, -6
	v_cndmask_b32_e64 v9, v9, s19, s20
	s_addc_u32 s19, s71, -1
	v_cndmask_b32_e64 v5, v5, s23, s20
	s_lshl_b64 s[18:19], s[18:19], s80
	v_cmp_eq_u64_e64 s17, v[7:8], v[2:3]
	s_add_u32 s18, s18, s42
	s_addc_u32 s20, s19, s43
	s_and_b32 s16, s21, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v5, v5, s18, s16
	s_add_u32 s18, s70, -7
	s_addc_u32 s19, s71, -1
	v_cndmask_b32_e64 v9, v9, s20, s16
	s_lshl_b64 s[18:19], s[18:19], s80
	s_add_u32 s16, s18, s42
	s_addc_u32 s18, s19, s43
	s_and_b32 s17, s22, s17
	s_add_u32 s64, s64, 8
	s_addc_u32 s65, s65, 0
	v_cndmask_b32_e64 v10, v9, s18, s17
	v_cndmask_b32_e64 v9, v5, s16, s17
	s_add_u32 s68, s68, -8
	s_addc_u32 s69, s69, -1
	s_sub_i32 s82, s82, 32
	s_cmp_eq_u64 s[66:67], s[68:69]
	s_cbranch_scc0 .LBB9_259
	s_cmp_lg_u64 s[58:59], 0
	v_dual_mov_b32 v13, s64 :: v_dual_mov_b32 v14, s65
	s_cselect_b32 s16, -1, 0
	v_dual_mov_b32 v12, v10 :: v_dual_mov_b32 v11, v9
	s_branch .LBB9_263
.LBB9_261:
	s_mov_b32 s16, 0
	v_dual_mov_b32 v12, v10 :: v_dual_mov_b32 v11, v9
	s_cbranch_execz .LBB9_263
	v_mov_b32_e32 v11, -1
	v_dual_mov_b32 v12, -1 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v14, 0
	v_mov_b32_e32 v8, 0
	s_lshl_b32 s81, s30, 2
	s_mov_b32 s16, -1
.LBB9_263:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccnz .LBB9_267
	v_lshlrev_b32_e32 v5, 2, v13
	v_sub_co_u32 v9, vcc_lo, s30, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v10, null, s31, v14, vcc_lo
	v_sub_nc_u32_e32 v5, s81, v5
	s_mov_b64 s[18:19], s[58:59]
	.p2align	6
.LBB9_265:
	ds_load_b32 v15, v5
	v_lshlrev_b64 v[13:14], s80, v[9:10]
	v_add_co_u32 v9, vcc_lo, v9, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, -1, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0, v15
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_add_co_u32 v7, s16, v7, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v8, s16
	v_add_co_u32 v13, s16, v13, s42
	v_add_co_ci_u32_e64 v14, null, s43, v14, s16
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_u64_e64 s17, v[7:8], v[2:3]
	s_and_b32 vcc_lo, vcc_lo, s17
	v_dual_cndmask_b32 v12, v12, v14 :: v_dual_add_nc_u32 v5, -4, v5
	s_add_u32 s18, s18, -1
	v_cndmask_b32_e32 v11, v11, v13, vcc_lo
	s_addc_u32 s19, s19, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[18:19], 0
	s_cbranch_scc1 .LBB9_265
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v9, v11 :: v_dual_mov_b32 v10, v12
.LBB9_267:
	s_mov_b32 s18, 0
.LBB9_268:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccz .LBB9_277
	s_and_saveexec_b32 s18, s12
	s_cbranch_execz .LBB9_276
	v_dual_mov_b32 v7, v63 :: v_dual_mov_b32 v8, v64
	v_dual_mov_b32 v9, v61 :: v_dual_mov_b32 v10, v62
	v_dual_mov_b32 v11, v59 :: v_dual_mov_b32 v12, v60
	v_dual_mov_b32 v14, v1 :: v_dual_mov_b32 v13, v0
	s_mov_b32 s19, 0
	s_branch .LBB9_273
.LBB9_271:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s17, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_lshl_u32 v2, s17, v5, 3
	ds_store_b64 v2, v[15:16] offset:16384
.LBB9_272:
	s_or_b32 exec_lo, exec_lo, s16
	v_add_co_u32 v13, vcc_lo, 0x100, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, 0, v14, vcc_lo
	v_add_co_u32 v11, vcc_lo, 0xffffff00, v11
	v_add_co_ci_u32_e64 v12, null, -1, v12, vcc_lo
	v_add_co_u32 v9, vcc_lo, 0x400, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v10, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[13:14]
	v_add_co_u32 v7, s16, 0x400, v7
	v_add_co_ci_u32_e64 v8, null, 0, v8, s16
	s_or_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s19
	s_cbranch_execz .LBB9_276
.LBB9_273:
	global_load_b32 v2, v[7:8], off
	global_load_b32 v3, v[9:10], off
	v_mov_b32_e32 v15, v11
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v16, v2, v12
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s17, 0, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[42:43], v[15:16]
	v_cmp_gt_u64_e64 s16, s[26:27], v[15:16]
	s_and_b32 s16, vcc_lo, s16
	s_and_b32 s17, s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s16, s17
	s_cbranch_execz .LBB9_272
	s_mov_b32 s20, exec_lo
	s_mov_b32 s17, exec_lo
	v_mbcnt_lo_u32_b32 v5, s20, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_cbranch_execz .LBB9_271
	s_bcnt1_i32_b32 s20, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s20
	ds_add_rtn_u64 v[2:3], v4, v[3:4] offset:18464
	s_branch .LBB9_271
.LBB9_276:
	s_or_b32 exec_lo, exec_lo, s18
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b64 v[2:3], v88
	v_cmp_gt_u64_e32 vcc_lo, s[28:29], v[0:1]
	s_waitcnt lgkmcnt(0)
	v_dual_cndmask_b32 v10, -1, v3 :: v_dual_cndmask_b32 v9, -1, v2
.LBB9_277:
	s_and_b32 s16, s14, s77
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v7, v9, 0, s16
	v_cndmask_b32_e64 v8, v10, 0, s16
	v_mov_b32_e32 v5, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v12, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v20, -1, v7, s8
	v_cndmask_b32_e64 v21, -1, v8, s8
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v19, 0
	ds_store_b64 v88, v[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s20, s15
	s_cbranch_execz .LBB9_287
	ds_load_b128 v[7:10], v4 offset:16384
	ds_load_b128 v[11:14], v4 offset:16400
	ds_load_b128 v[15:18], v4 offset:16416
	ds_load_b128 v[19:22], v4 offset:16432
	ds_load_b128 v[23:26], v4 offset:16448
	ds_load_b128 v[27:30], v4 offset:16464
	ds_load_b128 v[31:34], v4 offset:16480
	ds_load_b128 v[35:38], v4 offset:16496
	s_mov_b64 s[18:19], 0
	s_mov_b32 s21, 0
	s_branch .LBB9_280
.LBB9_279:
	s_lshl_b32 s16, s58, 6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_addk_i32 s16, 0x908
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_clause 0x1
	scratch_store_b128 off, v[39:42], s16
	scratch_store_b128 off, v[43:46], s16 offset:16
	v_cmp_eq_u64_e32 vcc_lo, s[18:19], v[57:58]
	s_clause 0x1
	scratch_store_b128 off, v[47:50], s16 offset:32
	scratch_store_b128 off, v[51:54], s16 offset:48
	s_or_b32 s21, vcc_lo, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execz .LBB9_282
.LBB9_280:
	s_lshl_b64 s[16:17], s[18:19], 3
	s_mov_b32 s22, s76
	v_add_co_u32 v39, vcc_lo, s16, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v40, null, s17, v56, vcc_lo
	v_lshlrev_b64 v[2:3], 2, v[39:40]
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v41, s16, s44, v2
	v_add_co_ci_u32_e64 v42, null, s45, v3, s16
	v_add_co_u32 v2, s16, s74, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s75, v3, s16
	s_clause 0x1
	global_load_b32 v41, v[41:42], off
	global_load_b32 v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v2, vcc_lo
	v_sub_co_u32 v2, vcc_lo, s52, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v3, null, s53, v40, vcc_lo
	v_or_b32_e32 v3, v41, v3
	v_add_co_u32 v41, vcc_lo, v39, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s16, s44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s45, v44, s16
	v_add_co_u32 v43, s16, s74, v43
	v_add_co_ci_u32_e64 v44, null, s75, v44, s16
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v54, 0, v43, vcc_lo
	v_sub_co_u32 v67, vcc_lo, s52, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s53, v42, vcc_lo
	v_or_b32_e32 v68, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s16, s44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s45, v44, s16
	v_add_co_u32 v43, s16, s74, v43
	v_add_co_ci_u32_e64 v44, null, s75, v44, s16
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v91, 0, v43, vcc_lo
	v_sub_co_u32 v69, vcc_lo, s52, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s53, v42, vcc_lo
	v_or_b32_e32 v70, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s16, s44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s45, v44, s16
	v_add_co_u32 v43, s16, s74, v43
	v_add_co_ci_u32_e64 v44, null, s75, v44, s16
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v92, 0, v43, vcc_lo
	v_sub_co_u32 v71, vcc_lo, s52, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s53, v42, vcc_lo
	v_or_b32_e32 v72, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s16, s44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s45, v44, s16
	v_add_co_u32 v43, s16, s74, v43
	v_add_co_ci_u32_e64 v44, null, s75, v44, s16
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v93, 0, v43, vcc_lo
	v_sub_co_u32 v73, vcc_lo, s52, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s53, v42, vcc_lo
	v_or_b32_e32 v74, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s16, s44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s45, v44, s16
	v_add_co_u32 v43, s16, s74, v43
	v_add_co_ci_u32_e64 v44, null, s75, v44, s16
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v94, 0, v43, vcc_lo
	v_sub_co_u32 v75, vcc_lo, s52, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s53, v42, vcc_lo
	v_or_b32_e32 v76, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s16, s44, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s45, v44, s16
	v_add_co_u32 v43, s16, s74, v43
	v_add_co_ci_u32_e64 v44, null, s75, v44, s16
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v95, 0, v43, vcc_lo
	v_sub_co_u32 v77, vcc_lo, s52, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s53, v42, vcc_lo
	v_or_b32_e32 v78, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v40, v40, v42 :: v_dual_cndmask_b32 v39, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 2, v[39:40]
	v_add_co_u32 v43, s16, s44, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v44, null, s45, v42, s16
	v_add_co_u32 v41, s16, s74, v41
	v_add_co_ci_u32_e64 v42, null, s75, v42, s16
	global_load_b32 v43, v[43:44], off
	s_not_b64 s[16:17], s[18:19]
	global_load_b32 v41, v[41:42], off
	s_ctz_i32_b64 s58, s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_eq_u32 s58, 0
	s_mov_b64 s[16:17], s[58:59]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v96, 0, v41, vcc_lo
	v_sub_co_u32 v79, vcc_lo, s52, v39
	v_sub_co_ci_u32_e64 v39, null, s53, v40, vcc_lo
	s_waitcnt lgkmcnt(7)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v80, v43, v39
	v_cndmask_b32_e32 v39, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[7:8]
	v_cndmask_b32_e32 v40, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[7:8]
	v_cndmask_b32_e32 v41, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[7:8]
	v_cndmask_b32_e32 v42, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v39, v39, v40 :: v_dual_add_f32 v40, v41, v42
	v_cndmask_b32_e32 v43, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[7:8]
	v_cndmask_b32_e32 v44, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[7:8]
	v_cndmask_b32_e32 v45, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[7:8]
	v_cndmask_b32_e32 v46, 0, v96, vcc_lo
	v_add_f32_e32 v41, v43, v44
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v42, v45, v46 :: v_dual_add_f32 v39, v39, v40
	v_add_f32_e32 v40, v41, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v39, v39, v40 :: v_dual_cndmask_b32 v40, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[9:10]
	v_cndmask_b32_e32 v41, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[9:10]
	v_cndmask_b32_e32 v42, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[9:10]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v40, v40, v41 :: v_dual_cndmask_b32 v43, 0, v92
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[9:10]
	v_cndmask_b32_e32 v44, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[9:10]
	v_cndmask_b32_e32 v45, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[9:10]
	v_cndmask_b32_e32 v46, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[9:10]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v41, v42, v43 :: v_dual_add_f32 v42, v44, v45
	v_cndmask_b32_e32 v47, 0, v96, vcc_lo
	s_waitcnt lgkmcnt(6)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[11:12]
	v_dual_add_f32 v40, v40, v41 :: v_dual_add_f32 v43, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v41, v42, v43
	v_add_f32_e32 v40, v40, v41
	v_cndmask_b32_e32 v41, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[11:12]
	v_cndmask_b32_e32 v42, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[11:12]
	v_cndmask_b32_e32 v43, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[11:12]
	v_cndmask_b32_e32 v44, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[11:12]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v41, v41, v42 :: v_dual_add_f32 v42, v43, v44
	v_cndmask_b32_e32 v45, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[11:12]
	v_cndmask_b32_e32 v46, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[11:12]
	v_cndmask_b32_e32 v47, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v48, 0, v96 :: v_dual_add_f32 v43, v45, v46
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[13:14]
	v_dual_add_f32 v44, v47, v48 :: v_dual_add_f32 v41, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, v43, v44
	v_dual_add_f32 v41, v41, v42 :: v_dual_cndmask_b32 v42, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[13:14]
	v_cndmask_b32_e32 v43, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[13:14]
	v_cndmask_b32_e32 v44, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[13:14]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v42, v42, v43 :: v_dual_cndmask_b32 v45, 0, v92
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[13:14]
	v_cndmask_b32_e32 v46, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[13:14]
	v_cndmask_b32_e32 v47, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[13:14]
	v_cndmask_b32_e32 v48, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v43, v44, v45 :: v_dual_add_f32 v44, v46, v47
	v_cndmask_b32_e32 v49, 0, v96, vcc_lo
	s_waitcnt lgkmcnt(5)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[15:16]
	v_dual_add_f32 v42, v42, v43 :: v_dual_add_f32 v45, v48, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, v44, v45
	v_dual_add_f32 v42, v42, v43 :: v_dual_cndmask_b32 v43, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[15:16]
	v_cndmask_b32_e32 v44, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[15:16]
	v_cndmask_b32_e32 v45, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[15:16]
	v_cndmask_b32_e32 v46, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[15:16]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v43, v43, v44 :: v_dual_add_f32 v44, v45, v46
	v_cndmask_b32_e32 v47, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[15:16]
	v_cndmask_b32_e32 v48, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[15:16]
	v_cndmask_b32_e32 v49, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[15:16]
	v_cndmask_b32_e32 v50, 0, v96, vcc_lo
	v_add_f32_e32 v45, v47, v48
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v46, v49, v50 :: v_dual_add_f32 v43, v43, v44
	v_add_f32_e32 v44, v45, v46
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v43, v43, v44 :: v_dual_cndmask_b32 v44, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[17:18]
	v_cndmask_b32_e32 v45, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[17:18]
	v_cndmask_b32_e32 v46, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[17:18]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v44, v44, v45 :: v_dual_cndmask_b32 v47, 0, v92
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[17:18]
	v_cndmask_b32_e32 v48, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[17:18]
	v_cndmask_b32_e32 v49, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[17:18]
	v_cndmask_b32_e32 v50, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v45, v46, v47 :: v_dual_add_f32 v46, v48, v49
	v_cndmask_b32_e32 v51, 0, v96, vcc_lo
	s_waitcnt lgkmcnt(4)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[19:20]
	v_dual_add_f32 v44, v44, v45 :: v_dual_add_f32 v47, v50, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, v46, v47
	v_add_f32_e32 v44, v44, v45
	v_cndmask_b32_e32 v45, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[19:20]
	v_cndmask_b32_e32 v46, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[19:20]
	v_cndmask_b32_e32 v47, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[19:20]
	v_cndmask_b32_e32 v48, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[19:20]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v45, v45, v46 :: v_dual_add_f32 v46, v47, v48
	v_cndmask_b32_e32 v49, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[19:20]
	v_cndmask_b32_e32 v50, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[19:20]
	v_cndmask_b32_e32 v51, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v52, 0, v96 :: v_dual_add_f32 v47, v49, v50
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[21:22]
	v_dual_add_f32 v48, v51, v52 :: v_dual_add_f32 v45, v45, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, v47, v48
	v_dual_add_f32 v45, v45, v46 :: v_dual_cndmask_b32 v46, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[21:22]
	v_cndmask_b32_e32 v47, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[21:22]
	v_cndmask_b32_e32 v48, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[21:22]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v46, v46, v47 :: v_dual_cndmask_b32 v49, 0, v92
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[21:22]
	v_cndmask_b32_e32 v50, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[21:22]
	v_cndmask_b32_e32 v51, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[21:22]
	v_cndmask_b32_e32 v52, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v47, v48, v49 :: v_dual_add_f32 v48, v50, v51
	v_cndmask_b32_e32 v53, 0, v96, vcc_lo
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[23:24]
	v_dual_add_f32 v46, v46, v47 :: v_dual_add_f32 v49, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, v48, v49
	v_dual_add_f32 v46, v46, v47 :: v_dual_cndmask_b32 v47, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[23:24]
	v_cndmask_b32_e32 v48, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[23:24]
	v_cndmask_b32_e32 v49, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[23:24]
	v_cndmask_b32_e32 v50, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[23:24]
	v_cndmask_b32_e32 v51, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[23:24]
	v_cndmask_b32_e32 v52, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[23:24]
	v_cndmask_b32_e32 v53, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[23:24]
	v_dual_add_f32 v47, v47, v48 :: v_dual_add_f32 v48, v49, v50
	v_add_f32_e32 v49, v51, v52
	v_cndmask_b32_e32 v97, 0, v96, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v50, v53, v97 :: v_dual_add_f32 v47, v47, v48
	v_add_f32_e32 v48, v49, v50
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v47, v47, v48 :: v_dual_cndmask_b32 v48, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[25:26]
	v_cndmask_b32_e32 v49, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[25:26]
	v_cndmask_b32_e32 v50, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[25:26]
	v_cndmask_b32_e32 v51, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[25:26]
	v_cndmask_b32_e32 v52, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[25:26]
	v_cndmask_b32_e32 v53, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[25:26]
	v_cndmask_b32_e32 v97, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[25:26]
	v_cndmask_b32_e32 v98, 0, v96, vcc_lo
	v_dual_add_f32 v48, v48, v49 :: v_dual_add_f32 v49, v50, v51
	s_waitcnt lgkmcnt(2)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, v48, v49
	v_dual_add_f32 v50, v52, v53 :: v_dual_add_f32 v51, v97, v98
	v_add_f32_e32 v49, v50, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v48, v48, v49
	v_cndmask_b32_e32 v49, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[27:28]
	v_cndmask_b32_e32 v50, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[27:28]
	v_cndmask_b32_e32 v51, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[27:28]
	v_cndmask_b32_e32 v52, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[27:28]
	v_cndmask_b32_e32 v53, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[27:28]
	v_cndmask_b32_e32 v97, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[27:28]
	v_cndmask_b32_e32 v98, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[27:28]
	v_dual_add_f32 v49, v49, v50 :: v_dual_add_f32 v50, v51, v52
	v_cndmask_b32_e32 v99, 0, v96, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v49, v49, v50 :: v_dual_add_f32 v52, v98, v99
	v_add_f32_e32 v51, v53, v97
	v_add_f32_e32 v50, v51, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v49, v49, v50 :: v_dual_cndmask_b32 v50, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[29:30]
	v_cndmask_b32_e32 v51, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[29:30]
	v_add_f32_e32 v50, v50, v51
	v_cndmask_b32_e32 v52, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[29:30]
	v_cndmask_b32_e32 v53, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v51, v52, v53
	v_cndmask_b32_e32 v97, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[29:30]
	v_add_f32_e32 v50, v50, v51
	v_cndmask_b32_e32 v98, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_dual_add_f32 v52, v97, v98 :: v_dual_cndmask_b32 v99, 0, v95
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[29:30]
	v_cndmask_b32_e32 v100, 0, v96, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[31:32]
	v_add_f32_e32 v53, v99, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v51, v52, v53
	v_dual_add_f32 v50, v50, v51 :: v_dual_cndmask_b32 v51, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[31:32]
	v_cndmask_b32_e32 v52, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v51, v51, v52
	v_cndmask_b32_e32 v53, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[31:32]
	v_cndmask_b32_e32 v97, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[31:32]
	v_add_f32_e32 v52, v53, v97
	v_cndmask_b32_e32 v98, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v51, v51, v52
	v_cndmask_b32_e32 v99, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[31:32]
	v_add_f32_e32 v53, v98, v99
	v_cndmask_b32_e32 v100, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[31:32]
	v_cndmask_b32_e32 v101, 0, v96, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v97, v100, v101
	v_add_f32_e32 v52, v53, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v51, v51, v52 :: v_dual_cndmask_b32 v52, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[33:34]
	v_cndmask_b32_e32 v53, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[33:34]
	v_dual_add_f32 v52, v52, v53 :: v_dual_cndmask_b32 v97, 0, v91
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[33:34]
	v_cndmask_b32_e32 v98, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v53, v97, v98
	v_cndmask_b32_e32 v99, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[33:34]
	v_add_f32_e32 v52, v52, v53
	v_cndmask_b32_e32 v100, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[33:34]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v97, v99, v100
	v_cndmask_b32_e32 v101, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[33:34]
	v_cndmask_b32_e32 v102, 0, v96, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v98, v101, v102
	v_add_f32_e32 v53, v97, v98
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v52, v52, v53
	v_cndmask_b32_e32 v53, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[35:36]
	v_cndmask_b32_e32 v97, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[35:36]
	v_cndmask_b32_e32 v98, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[35:36]
	v_cndmask_b32_e32 v99, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[35:36]
	v_cndmask_b32_e32 v100, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[35:36]
	v_cndmask_b32_e32 v101, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[35:36]
	v_cndmask_b32_e32 v102, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[35:36]
	v_cndmask_b32_e32 v103, 0, v96, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[37:38]
	v_cndmask_b32_e32 v2, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[37:38]
	v_cndmask_b32_e32 v3, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e32 v5, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[37:38]
	v_cndmask_b32_e32 v54, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[37:38]
	v_add_f32_e32 v3, v5, v54
	v_cndmask_b32_e32 v67, 0, v93, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v3 :: v_dual_add_f32 v53, v53, v97
	v_cndmask_b32_e32 v68, 0, v94, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[77:78], v[37:38]
	v_add_f32_e32 v5, v67, v68
	v_cndmask_b32_e32 v69, 0, v95, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[79:80], v[37:38]
	v_cndmask_b32_e32 v70, 0, v96, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v54, v69, v70 :: v_dual_add_f32 v97, v98, v99
	v_add_f32_e32 v99, v102, v103
	v_add_f32_e32 v3, v5, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v53, v53, v97 :: v_dual_add_f32 v54, v2, v3
	v_add_f32_e32 v98, v100, v101
	v_add_f32_e32 v97, v98, v99
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v53, v53, v97
	s_cbranch_scc1 .LBB9_279
	.p2align	6
.LBB9_281:
	s_clause 0x3
	scratch_load_b128 v[67:70], off, s22 offset:-60
	scratch_load_b128 v[71:74], off, s22 offset:-44
	scratch_load_b128 v[75:78], off, s22 offset:-28
	scratch_load_b128 v[91:94], off, s22 offset:-12
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_add_i32 s22, s22, 64
	s_cmp_lg_u64 s[16:17], 0
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v39, v39, v67 :: v_dual_add_f32 v40, v40, v68
	v_dual_add_f32 v41, v41, v69 :: v_dual_add_f32 v42, v42, v70
	s_waitcnt vmcnt(2)
	v_dual_add_f32 v43, v43, v71 :: v_dual_add_f32 v44, v44, v72
	v_dual_add_f32 v45, v45, v73 :: v_dual_add_f32 v46, v46, v74
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v47, v47, v75 :: v_dual_add_f32 v48, v48, v76
	v_dual_add_f32 v49, v49, v77 :: v_dual_add_f32 v50, v50, v78
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v51, v51, v91 :: v_dual_add_f32 v52, v52, v92
	v_dual_add_f32 v53, v53, v93 :: v_dual_add_f32 v54, v54, v94
	s_cbranch_scc1 .LBB9_281
	s_branch .LBB9_279
.LBB9_282:
	s_or_b32 exec_lo, exec_lo, s21
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 0
	s_mov_b64 s[16:17], 0
	s_mov_b32 s18, 0
	s_mov_b32 s19, s76
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB9_284
	.p2align	6
.LBB9_283:
	s_or_b32 exec_lo, exec_lo, s21
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_add_i32 s19, s19, 64
	v_cmp_eq_u64_e32 vcc_lo, s[16:17], v[65:66]
	s_or_b32 s18, vcc_lo, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execz .LBB9_286
.LBB9_284:
	v_lshrrev_b64 v[20:21], s16, v[57:58]
	s_mov_b32 s21, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 1, v20
	v_cmpx_eq_u32_e32 1, v20
	s_cbranch_execz .LBB9_283
	s_clause 0x3
	scratch_load_b128 v[20:23], off, s19 offset:-60
	scratch_load_b128 v[24:27], off, s19 offset:-44
	scratch_load_b128 v[28:31], off, s19 offset:-28
	scratch_load_b128 v[32:35], off, s19 offset:-12
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v5, v5, v20 :: v_dual_add_f32 v8, v8, v22
	s_waitcnt vmcnt(2)
	v_dual_add_f32 v7, v7, v21 :: v_dual_add_f32 v10, v10, v24
	v_dual_add_f32 v9, v9, v23 :: v_dual_add_f32 v12, v12, v26
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v11, v11, v25 :: v_dual_add_f32 v14, v14, v28
	v_dual_add_f32 v13, v13, v27 :: v_dual_add_f32 v16, v16, v30
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v15, v15, v29 :: v_dual_add_f32 v18, v18, v32
	v_add_f32_e32 v17, v17, v31
	v_dual_add_f32 v19, v19, v33 :: v_dual_add_f32 v2, v2, v35
	v_add_f32_e32 v3, v3, v34
	s_branch .LBB9_283
.LBB9_286:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s18
.LBB9_287:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s20
	s_mov_b64 s[16:17], 0
	ds_store_2addr_stride64_b32 v89, v5, v7 offset1:4
	ds_store_2addr_stride64_b32 v89, v8, v9 offset0:8 offset1:12
	ds_store_2addr_stride64_b32 v89, v10, v11 offset0:16 offset1:20
	ds_store_2addr_stride64_b32 v89, v12, v13 offset0:24 offset1:28
	ds_store_2addr_stride64_b32 v90, v14, v15 offset1:4
	ds_store_2addr_stride64_b32 v90, v16, v17 offset0:8 offset1:12
	ds_store_2addr_stride64_b32 v90, v18, v19 offset0:16 offset1:20
	ds_store_2addr_stride64_b32 v90, v3, v2 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_branch .LBB9_289
.LBB9_288:
	s_or_b32 exec_lo, exec_lo, s19
	s_cmp_eq_u64 s[16:17], 8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_292
.LBB9_289:
	s_lshl_b64 s[18:19], 1, s16
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_add_u32 s20, s18, 0xff
	s_addc_u32 s21, s19, 0
	s_mov_b32 s19, exec_lo
	s_lshr_b64 s[20:21], s[20:21], s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[20:21], v[0:1]
	s_cbranch_execz .LBB9_288
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s22, 0
.LBB9_291:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[7:8], s16, v[2:3]
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v5, 2, v7
	v_add_lshl_u32 v13, v7, s18, 2
	v_cmp_le_u64_e32 vcc_lo, s[20:21], v[2:3]
	ds_load_2addr_stride64_b32 v[7:8], v5 offset1:4
	ds_load_b32 v9, v13
	s_or_b32 s22, vcc_lo, s22
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7
	ds_load_b32 v7, v13 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:8 offset1:12
	ds_store_b32 v5, v9 offset:1024
	ds_load_b32 v9, v13 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:2048
	ds_load_b32 v7, v13 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:16 offset1:20
	ds_store_b32 v5, v9 offset:3072
	ds_load_b32 v9, v13 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:4096
	ds_load_b32 v7, v13 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:24 offset1:28
	ds_store_b32 v5, v9 offset:5120
	ds_load_b32 v9, v13 offset:6144
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_load_2addr_stride64_b32 v[9:10], v5 offset0:32 offset1:36
	ds_store_b32 v5, v7 offset:6144
	ds_load_2addr_stride64_b32 v[11:12], v13 offset0:28 offset1:32
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v8, v11 :: v_dual_add_f32 v8, v9, v12
	ds_store_2addr_stride64_b32 v5, v7, v8 offset0:28 offset1:32
	ds_load_b32 v7, v13 offset:9216
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v10, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:40 offset1:44
	ds_store_b32 v5, v9 offset:9216
	ds_load_b32 v9, v13 offset:10240
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:10240
	ds_load_b32 v7, v13 offset:11264
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:48 offset1:52
	ds_store_b32 v5, v9 offset:11264
	ds_load_b32 v9, v13 offset:12288
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:12288
	ds_load_b32 v7, v13 offset:13312
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:56 offset1:60
	ds_store_b32 v5, v9 offset:13312
	ds_load_b32 v9, v13 offset:14336
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:14336
	ds_load_b32 v7, v13 offset:15360
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v8, v7
	ds_store_b32 v5, v7 offset:15360
	s_and_not1_b32 exec_lo, exec_lo, s22
	s_cbranch_execnz .LBB9_291
	s_branch .LBB9_288
.LBB9_292:
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_210
	ds_load_2addr_stride64_b32 v[7:8], v4 offset1:4
	ds_load_2addr_stride64_b32 v[9:10], v4 offset0:8 offset1:12
	ds_load_2addr_stride64_b32 v[11:12], v4 offset0:16 offset1:20
	ds_load_2addr_stride64_b32 v[13:14], v4 offset0:24 offset1:28
	ds_load_2addr_stride64_b32 v[15:16], v4 offset0:32 offset1:36
	ds_load_2addr_stride64_b32 v[17:18], v4 offset0:40 offset1:44
	ds_load_2addr_stride64_b32 v[19:20], v4 offset0:48 offset1:52
	ds_load_2addr_stride64_b32 v[21:22], v4 offset0:56 offset1:60
	s_waitcnt lgkmcnt(6)
	ds_store_b128 v4, v[7:10] offset:18480
	s_waitcnt lgkmcnt(5)
	ds_store_b128 v4, v[11:14] offset:18496
	s_waitcnt lgkmcnt(4)
	ds_store_b128 v4, v[15:18] offset:18512
	s_waitcnt lgkmcnt(3)
	ds_store_b128 v4, v[19:22] offset:18528
	s_branch .LBB9_210
.LBB9_294:
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v3, 0xff800000
	s_branch .LBB9_391
.LBB9_295:
	s_cmp_lg_u32 s78, 1
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB9_306
	s_cmp_eq_u32 s78, 0
	s_cselect_b32 s13, -1, 0
	s_cmp_lg_u32 s78, 3
	s_cbranch_scc1 .LBB9_313
	s_cmp_eq_u64 s[46:47], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB9_307
	v_mov_b32_e32 v2, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v10, 0
	s_movk_i32 s15, 0x804
	s_movk_i32 s20, 0x600
	s_branch .LBB9_300
.LBB9_299:
	s_or_b32 exec_lo, exec_lo, s21
	v_lshl_add_u32 v6, v2, 2, 0x808
	v_lshl_add_u32 v7, v2, 3, 0x608
	s_add_u32 s16, s16, 1
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	s_addc_u32 s17, s17, 0
	scratch_store_b32 v6, v11, off
	scratch_store_b64 v7, v[8:9], off
	s_cmp_eq_u64 s[16:17], s[46:47]
	s_cbranch_scc1 .LBB9_308
.LBB9_300:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b64 s[18:19], s[16:17], 2
	s_add_u32 s18, s74, s18
	s_addc_u32 s19, s75, s19
	global_load_b32 v11, v10, s[18:19]
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_lshl_add_u32 v4, v4, 3, 0x608
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s13, 0, v[4:5]
	s_or_b32 s13, vcc_lo, s13
	s_and_saveexec_b32 s14, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s13, exec_lo, s14
	v_add_co_u32 v4, vcc_lo, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_or_saveexec_b32 s21, s13
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s21
	s_cbranch_execz .LBB9_299
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v12, v2, 2, s15
	v_lshl_add_u32 v13, v2, 3, s20
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[18:19], 0
	s_mov_b32 s22, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_304:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s18 :: v_dual_mov_b32 v9, s19
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v13, v4
	v_add_nc_u32_e32 v13, -8, v13
	scratch_load_b64 v[14:15], v4, off
	scratch_load_b32 v16, v12, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v12, -4, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s14, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s14
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s13, s[18:19], v[14:15]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v11, v11, v16
	s_or_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s13, exec_lo, s13
	s_or_b32 s22, s13, s22
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s22
	s_cbranch_execnz .LBB9_304
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s22
	s_branch .LBB9_299
.LBB9_306:
	s_cbranch_execnz .LBB9_390
	s_branch .LBB9_391
.LBB9_307:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB9_308:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b64 s[14:15], 0
	s_mov_b32 s17, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s13, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s13
	v_cmp_lt_u64_e64 s13, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x808
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s16, s13
	s_cbranch_execz .LBB9_312
	v_lshlrev_b32_e32 v4, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x808, v4, -8
.LBB9_310:
	scratch_load_b32 v6, v4, off
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[14:15], v[2:3]
	s_or_b32 s17, vcc_lo, s17
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB9_310
	s_or_b32 exec_lo, exec_lo, s17
.LBB9_312:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s16
	v_cmp_le_f32_e64 s13, s54, v5
.LBB9_313:
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v3, 0xff800000
	s_delay_alu instid0(VALU_DEP_3)
	s_and_saveexec_b32 s33, s13
	s_cbranch_execz .LBB9_389
	v_cmp_gt_u64_e32 vcc_lo, 0xfe, v[0:1]
	v_clz_i32_u32_e32 v4, 0
	s_cmp_lg_u64 s[46:47], 0
	v_mov_b32_e32 v3, 0
	s_cselect_b32 s23, -1, 0
	v_cndmask_b32_e32 v2, 0xfe, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v5, v3
	v_add_nc_u32_e32 v19, 1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v2, v19
	v_add_nc_u32_e32 v2, 32, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v20, v2, v4
	v_sub_nc_u32_e32 v4, 62, v20
	v_sub_nc_u32_e32 v6, 61, v20
	v_xor_b32_e32 v2, 63, v20
	v_sub_nc_u32_e32 v8, 60, v20
	v_cmp_eq_u32_e64 s14, 63, v20
	v_lshlrev_b64 v[11:12], v4, 1
	v_lshlrev_b64 v[12:13], v6, 1
	v_cmp_lt_u64_e64 s15, 1, v[2:3]
	v_lshlrev_b64 v[13:14], v8, 1
	v_cmp_lt_u64_e64 s16, 2, v[2:3]
	v_sub_nc_u32_e32 v15, 59, v20
	v_cndmask_b32_e64 v4, v11, 1, s14
	v_mov_b32_e32 v7, v3
	v_cndmask_b32_e64 v6, 1, v12, s15
	v_mov_b32_e32 v9, v3
	v_cndmask_b32_e64 v8, 1, v13, s16
	v_and_b32_e32 v4, v4, v19
	v_lshlrev_b64 v[14:15], v15, 1
	v_and_b32_e32 v6, v6, v19
	v_cmp_lt_u64_e64 s17, 3, v[2:3]
	v_and_b32_e32 v8, v8, v19
	v_sub_nc_u32_e32 v16, 58, v20
	v_cmp_ne_u64_e64 s19, 0, v[4:5]
	v_cmp_ne_u64_e64 s20, 0, v[6:7]
	v_sub_nc_u32_e32 v17, 57, v20
	v_cmp_ne_u64_e64 s21, 0, v[8:9]
	v_cmp_eq_u32_e64 s13, 61, v20
	v_sub_nc_u32_e32 v18, 56, v20
	v_lshlrev_b64 v[15:16], v16, 1
	v_cndmask_b32_e64 v11, 1, v14, s17
	v_cmp_lt_u64_e64 s18, 4, v[2:3]
	s_or_b32 s70, s14, s19
	s_and_b32 s14, s15, s20
	s_and_b32 s15, s16, s21
	v_lshlrev_b64 v[16:17], v17, 1
	v_lshlrev_b64 v[17:18], v18, 1
	v_cmp_lt_u64_e64 s22, 5, v[2:3]
	s_or_b32 s76, s13, s15
	v_cmp_lt_u64_e64 s13, 6, v[2:3]
	v_cmp_eq_u32_e32 vcc_lo, 62, v20
	v_and_b32_e32 v9, v11, v19
	v_cndmask_b32_e64 v12, 1, v15, s18
	v_cndmask_b32_e64 v6, 1, v16, s22
	v_cndmask_b32_e64 v2, 1, v17, s13
	s_or_b32 s71, vcc_lo, s14
	v_cmp_ne_u64_e32 vcc_lo, 0, v[9:10]
	v_and_b32_e32 v4, v12, v19
	v_and_b32_e32 v6, v6, v19
	v_and_b32_e32 v2, v2, v19
	v_cmp_eq_u32_e64 s14, 60, v20
	s_and_b32 s16, s17, vcc_lo
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_cmp_ne_u64_e64 s15, 0, v[6:7]
	v_cmp_ne_u64_e64 s17, 0, v[2:3]
	s_or_b32 s77, s14, s16
	v_cmp_eq_u32_e64 s14, 59, v20
	v_cmp_eq_u32_e64 s16, 58, v20
	s_and_b32 s18, s18, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 57, v20
	s_and_b32 s15, s22, s15
	s_or_b32 s78, s14, s18
	s_and_b32 s14, s13, s17
	v_cmp_eq_u32_e64 s13, 56, v20
	s_or_b32 s79, s16, s15
	s_or_b32 s80, vcc_lo, s14
	s_cmp_eq_u64 s[46:47], 0
	s_mov_b64 s[16:17], 0
	s_cbranch_scc1 .LBB9_323
	v_cndmask_b32_e64 v2, 0, 0x80000000, s70
	v_cndmask_b32_e64 v4, 0, 2.0, s71
	v_cndmask_b32_e64 v5, 0, 0x20000000, s76
	v_cndmask_b32_e64 v6, 0, 0x10000000, s77
	v_cndmask_b32_e64 v7, 0, 0x4000000, s79
	s_movk_i32 s20, 0x504
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 0x8000000, s78
	s_movk_i32 s21, 0x300
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v2, v5, v2, v6
	v_cndmask_b32_e64 v6, 0, 0x2000000, s80
	v_or3_b32 v2, v4, v2, v7
	v_cndmask_b32_e64 v7, 0, 0x1000000, s13
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v2, v6, v2, v7
	s_branch .LBB9_317
.LBB9_316:
	s_or_b32 exec_lo, exec_lo, s22
	v_lshl_add_u32 v8, v4, 2, 0x508
	v_lshl_add_u32 v9, v4, 3, 0x308
	s_add_u32 s16, s16, 1
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	s_addc_u32 s17, s17, 0
	scratch_store_b32 v8, v12, off
	scratch_store_b64 v9, v[10:11], off
	s_cmp_eq_u64 s[16:17], s[46:47]
	s_cbranch_scc1 .LBB9_324
.LBB9_317:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b64 s[14:15], s[16:17], 2
	s_add_u32 s18, s44, s14
	s_addc_u32 s19, s45, s15
	s_add_u32 s14, s74, s14
	v_subrev_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	s_addc_u32 s15, s75, s15
	s_clause 0x1
	global_load_b32 v9, v3, s[18:19]
	global_load_b32 v8, v3, s[14:15]
	v_lshl_add_u32 v6, v6, 3, 0x308
	v_cmp_eq_u64_e64 s14, 0, v[4:5]
	scratch_load_b64 v[6:7], v6, off
	s_waitcnt vmcnt(2)
	v_cmp_ge_u32_e32 vcc_lo, v9, v2
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s15, 0, v[6:7]
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s15, s14
	s_xor_b32 s15, exec_lo, s15
	v_add_co_u32 v6, s14, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, s14
	s_or_saveexec_b32 s22, s15
	v_mov_b32_e32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_cndmask_b32 v12, 0, v8
	s_xor_b32 exec_lo, exec_lo, s22
	s_cbranch_execz .LBB9_316
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v13, v4, 2, s20
	v_lshl_add_u32 v14, v4, 3, s21
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[18:19], 0
	s_mov_b32 s24, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_321:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s18 :: v_dual_mov_b32 v11, s19
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v14, v6
	v_add_nc_u32_e32 v14, -8, v14
	scratch_load_b64 v[15:16], v6, off
	scratch_load_b32 v17, v13, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v13, -4, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s15, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s15
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s14, s[18:19], v[15:16]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v17
	s_or_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s14, exec_lo, s14
	s_or_b32 s24, s14, s24
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s24
	s_cbranch_execnz .LBB9_321
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s24
	s_branch .LBB9_316
.LBB9_323:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
.LBB9_324:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_mov_b64 s[16:17], 0
	s_mov_b32 s18, 0
	s_mov_b32 s15, exec_lo
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s14, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_subrev_co_ci_u32_e64 v3, null, 0, v7, s14
	v_lshl_add_u32 v4, v2, 2, 0x508
	scratch_load_b32 v4, v4, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cmpx_lt_u64_e32 1, v[6:7]
	s_cbranch_execz .LBB9_328
	v_lshlrev_b32_e32 v5, 2, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v5, 0x508, v5, -8
.LBB9_326:
	scratch_load_b32 v6, v5, off
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	v_add_nc_u32_e32 v5, -4, v5
	v_cmp_ge_u64_e32 vcc_lo, s[16:17], v[2:3]
	s_or_b32 s18, vcc_lo, s18
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v6
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB9_326
	s_or_b32 exec_lo, exec_lo, s18
.LBB9_328:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
	v_dual_mov_b32 v11, 0 :: v_dual_add_nc_u32 v12, 0xfffff800, v81
	v_cndmask_b32_e64 v13, 0, 1, s23
	ds_store_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v11 offset:18480
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_and_b32 s20, vcc_lo, exec_lo
	s_cselect_b32 s20, 0x80000000, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s14, s54, v3
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s14, 2.0, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s14, s14, s20
	v_or_b32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s15, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s15, 0x20000000, 0
	s_or_b32 s14, s15, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s15, s16, exec_lo
	s_cselect_b32 s15, 0x10000000, 0
	s_or_b32 s14, s15, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_and_b32 s15, s17, exec_lo
	s_cselect_b32 s15, 0x8000000, 0
	s_or_b32 s14, s15, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s18, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s18
	s_and_b32 s15, s18, exec_lo
	s_cselect_b32 s15, 0x4000000, 0
	s_or_b32 s14, s15, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s19, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s19
	s_and_b32 s15, s19, exec_lo
	s_cselect_b32 s15, 0x2000000, 0
	s_or_b32 s14, s15, s14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 0x1000000, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s23
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v10, s14, v2
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_337
	v_cndmask_b32_e64 v2, 0, 0x800000, s70
	v_cndmask_b32_e64 v3, 0, 0x400000, s71
	v_cndmask_b32_e64 v4, 0, 0x200000, s76
	v_cndmask_b32_e64 v5, 0, 0x100000, s77
	v_cndmask_b32_e64 v6, 0, 0x80000, s78
	s_movk_i32 s20, 0x504
	s_movk_i32 s21, 0x300
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, 0x40000, s79
	v_cndmask_b32_e64 v4, 0, 0x20000, s80
	s_mov_b64 s[16:17], 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v2, v2, v5, v6
	v_cndmask_b32_e64 v5, 0, 0x10000, s13
	v_or3_b32 v4, v2, v3, v4
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v14, v4, v5, v10
	s_branch .LBB9_331
.LBB9_330:
	s_or_b32 exec_lo, exec_lo, s22
	v_lshl_add_u32 v6, v2, 2, 0x508
	v_lshl_add_u32 v7, v2, 3, 0x308
	s_add_u32 s16, s16, 1
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	s_addc_u32 s17, s17, 0
	scratch_store_b32 v6, v15, off
	scratch_store_b64 v7, v[8:9], off
	s_cmp_lg_u64 s[16:17], s[46:47]
	s_cbranch_scc0 .LBB9_338
.LBB9_331:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b64 s[14:15], s[16:17], 2
	s_add_u32 s18, s44, s14
	s_addc_u32 s19, s45, s15
	s_add_u32 s14, s74, s14
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_addc_u32 s15, s75, s15
	s_clause 0x1
	global_load_b32 v7, v11, s[18:19]
	global_load_b32 v6, v11, s[14:15]
	v_lshl_add_u32 v4, v4, 3, 0x308
	v_cmp_eq_u64_e64 s14, 0, v[2:3]
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(2)
	v_cmp_ge_u32_e32 vcc_lo, v7, v14
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s15, 0, v[4:5]
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s15, s14
	s_xor_b32 s15, exec_lo, s15
	v_add_co_u32 v4, s14, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, s14
	s_or_saveexec_b32 s22, s15
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v6
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s22
	s_cbranch_execz .LBB9_330
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v16, v2, 2, s20
	v_lshl_add_u32 v17, v2, 3, s21
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[18:19], 0
	s_mov_b32 s23, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_335:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s18 :: v_dual_mov_b32 v9, s19
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v17, v4
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v4, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s15, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s15
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s14, s[18:19], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s14, exec_lo, s14
	s_or_b32 s23, s14, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s23
	s_cbranch_execnz .LBB9_335
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s23
	s_branch .LBB9_330
.LBB9_337:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB9_338:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b64 s[16:17], 0
	s_mov_b32 s18, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s14, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s14
	v_cmp_lt_u64_e64 s14, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x508
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB9_342
	v_lshlrev_b32_e32 v4, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x508, v4, -8
.LBB9_340:
	scratch_load_b32 v6, v4, off
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[16:17], v[2:3]
	s_or_b32 s18, vcc_lo, s18
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB9_340
	s_or_b32 exec_lo, exec_lo, s18
.LBB9_342:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v11, 0
	ds_store_b32 v12, v5
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v11 offset:18480
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_and_b32 s20, vcc_lo, exec_lo
	s_cselect_b32 s20, 0x800000, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s14, s54, v3
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s14, 0x400000, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s14, s20, s14
	v_or_b32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s15, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s15, 0x200000, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s15, s16, exec_lo
	s_cselect_b32 s15, 0x100000, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_and_b32 s15, s17, exec_lo
	s_cselect_b32 s15, 0x80000, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s18, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s18
	s_and_b32 s15, s18, exec_lo
	s_cselect_b32 s15, 0x40000, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s19, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s19
	s_and_b32 s15, s19, exec_lo
	s_cselect_b32 s15, 0x20000, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 0x10000, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, s14, v2
	v_or_b32_e32 v10, v2, v10
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_351
	v_cndmask_b32_e64 v2, 0, 0x8000, s70
	v_cndmask_b32_e64 v3, 0, 0x4000, s71
	v_cndmask_b32_e64 v4, 0, 0x2000, s76
	v_cndmask_b32_e64 v5, 0, 0x1000, s77
	v_cndmask_b32_e64 v6, 0, 0x800, s78
	s_movk_i32 s20, 0x504
	s_movk_i32 s21, 0x300
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, 0x400, s79
	v_cndmask_b32_e64 v4, 0, 0x200, s80
	s_mov_b64 s[16:17], 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v2, v2, v5, v6
	v_cndmask_b32_e64 v5, 0, 0x100, s13
	v_or3_b32 v4, v2, v3, v4
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v14, v4, v5, v10
	s_branch .LBB9_345
.LBB9_344:
	s_or_b32 exec_lo, exec_lo, s22
	v_lshl_add_u32 v6, v2, 2, 0x508
	v_lshl_add_u32 v7, v2, 3, 0x308
	s_add_u32 s16, s16, 1
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	s_addc_u32 s17, s17, 0
	scratch_store_b32 v6, v15, off
	scratch_store_b64 v7, v[8:9], off
	s_cmp_lg_u64 s[16:17], s[46:47]
	s_cbranch_scc0 .LBB9_352
.LBB9_345:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b64 s[14:15], s[16:17], 2
	s_add_u32 s18, s44, s14
	s_addc_u32 s19, s45, s15
	s_add_u32 s14, s74, s14
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_addc_u32 s15, s75, s15
	s_clause 0x1
	global_load_b32 v7, v11, s[18:19]
	global_load_b32 v6, v11, s[14:15]
	v_lshl_add_u32 v4, v4, 3, 0x308
	v_cmp_eq_u64_e64 s14, 0, v[2:3]
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(2)
	v_cmp_ge_u32_e32 vcc_lo, v7, v14
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s15, 0, v[4:5]
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s15, s14
	s_xor_b32 s15, exec_lo, s15
	v_add_co_u32 v4, s14, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, s14
	s_or_saveexec_b32 s22, s15
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v6
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s22
	s_cbranch_execz .LBB9_344
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v16, v2, 2, s20
	v_lshl_add_u32 v17, v2, 3, s21
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[18:19], 0
	s_mov_b32 s23, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_349:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s18 :: v_dual_mov_b32 v9, s19
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v17, v4
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v4, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s15, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s15
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s14, s[18:19], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s14, exec_lo, s14
	s_or_b32 s23, s14, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s23
	s_cbranch_execnz .LBB9_349
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s23
	s_branch .LBB9_344
.LBB9_351:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB9_352:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b64 s[16:17], 0
	s_mov_b32 s18, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s14, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s14
	v_cmp_lt_u64_e64 s14, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x508
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB9_356
	v_lshlrev_b32_e32 v4, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x508, v4, -8
.LBB9_354:
	scratch_load_b32 v6, v4, off
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[16:17], v[2:3]
	s_or_b32 s18, vcc_lo, s18
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB9_354
	s_or_b32 exec_lo, exec_lo, s18
.LBB9_356:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v11, 0
	ds_store_b32 v12, v5
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v11 offset:18480
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_and_b32 s20, vcc_lo, exec_lo
	s_cselect_b32 s20, 0x8000, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s14, s54, v3
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s14, 0x4000, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s14, s20, s14
	v_or_b32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s15, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s15, 0x2000, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s15, s16, exec_lo
	s_cselect_b32 s15, 0x1000, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_and_b32 s15, s17, exec_lo
	s_cselect_b32 s15, 0x800, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s18, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s18
	s_and_b32 s15, s18, exec_lo
	s_cselect_b32 s15, 0x400, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s19, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s19
	s_and_b32 s15, s19, exec_lo
	s_cselect_b32 s15, 0x200, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, s14, v2
	v_or_b32_e32 v10, v2, v10
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB9_365
	v_cndmask_b32_e64 v2, 0, 0x80, s70
	v_cndmask_b32_e64 v3, 0, 64, s71
	v_cndmask_b32_e64 v4, 0, 32, s76
	v_cndmask_b32_e64 v5, 0, 16, s77
	v_cndmask_b32_e64 v6, 0, 8, s78
	s_movk_i32 s20, 0x504
	s_movk_i32 s21, 0x300
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, 4, s79
	v_cndmask_b32_e64 v4, 0, 2, s80
	s_mov_b64 s[16:17], 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v2, v2, v5, v6
	v_cndmask_b32_e64 v5, 0, 1, s13
	v_or3_b32 v4, v2, v3, v4
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v14, v4, v5, v10
	s_branch .LBB9_359
.LBB9_358:
	s_or_b32 exec_lo, exec_lo, s22
	v_lshl_add_u32 v6, v2, 2, 0x508
	v_lshl_add_u32 v7, v2, 3, 0x308
	s_add_u32 s16, s16, 1
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	s_addc_u32 s17, s17, 0
	scratch_store_b32 v6, v15, off
	scratch_store_b64 v7, v[8:9], off
	s_cmp_lg_u64 s[16:17], s[46:47]
	s_cbranch_scc0 .LBB9_366
.LBB9_359:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b64 s[14:15], s[16:17], 2
	s_add_u32 s18, s44, s14
	s_addc_u32 s19, s45, s15
	s_add_u32 s14, s74, s14
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_addc_u32 s15, s75, s15
	s_clause 0x1
	global_load_b32 v7, v11, s[18:19]
	global_load_b32 v6, v11, s[14:15]
	v_lshl_add_u32 v4, v4, 3, 0x308
	v_cmp_eq_u64_e64 s14, 0, v[2:3]
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(2)
	v_cmp_ge_u32_e32 vcc_lo, v7, v14
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s15, 0, v[4:5]
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s15, s14
	s_xor_b32 s15, exec_lo, s15
	v_add_co_u32 v4, s14, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, s14
	s_or_saveexec_b32 s22, s15
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v6
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s22
	s_cbranch_execz .LBB9_358
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v16, v2, 2, s20
	v_lshl_add_u32 v17, v2, 3, s21
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[18:19], 0
	s_mov_b32 s23, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_363:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s18, s18, 1
	s_addc_u32 s19, s19, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s18 :: v_dual_mov_b32 v9, s19
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v17, v4
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v4, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s15, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s15
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s14, s[18:19], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s14, exec_lo, s14
	s_or_b32 s23, s14, s23
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s23
	s_cbranch_execnz .LBB9_363
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s23
	s_branch .LBB9_358
.LBB9_365:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB9_366:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b64 s[16:17], 0
	s_mov_b32 s18, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s14, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s14
	v_cmp_lt_u64_e64 s14, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x508
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s15, s14
	s_cbranch_execz .LBB9_370
	v_lshlrev_b32_e32 v4, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x508, v4, -8
.LBB9_368:
	scratch_load_b32 v6, v4, off
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[16:17], v[2:3]
	s_or_b32 s18, vcc_lo, s18
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB9_368
	s_or_b32 exec_lo, exec_lo, s18
.LBB9_370:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v14, 0
	ds_store_b32 v12, v5
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v14 offset:18480
	s_mov_b32 s21, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_and_b32 s20, vcc_lo, exec_lo
	s_cselect_b32 s20, 0x80, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s14, s54, v3
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s14, 64, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s14, s20, s14
	v_or_b32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s15, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s15, 32, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s15, s16, exec_lo
	s_cselect_b32 s15, 16, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_and_b32 s15, s17, exec_lo
	s_cselect_b32 s15, 8, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s18, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s18
	s_and_b32 s15, s18, exec_lo
	s_cselect_b32 s15, 4, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s19, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s19
	s_and_b32 s15, s19, exec_lo
	s_cselect_b32 s15, 2, 0
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, s14, v2
	s_sub_i32 s14, 0x47, s73
	s_lshr_b32 s20, s14, 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_eq_u32 s20, 0
	v_or_b32_e32 v15, v2, v10
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_387
	s_movk_i32 s81, 0x204
	s_mov_b32 s82, 0
	s_mov_b64 s[18:19], 0
	s_brev_b32 s23, 1
	s_mov_b32 s22, s21
	s_mov_b64 s[24:25], 0
	s_branch .LBB9_373
.LBB9_372:
	s_or_b32 exec_lo, exec_lo, s16
	ds_store_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v14 offset:18480
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s14, v2
	s_cmp_ge_f32 s14, s54
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s14
	s_and_b32 s14, s14, s90
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s15, s67, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	s_cselect_b32 s14, s66, 0
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s16, v3
	s_cmp_ge_f32 s16, s54
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s16, s16, s89
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s17, s65, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s16, s64, 0
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s66, v3
	s_cmp_ge_f32 s66, s54
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s16, s16, s88
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s17, s63, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s16, s62, 0
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s64, v3
	s_cmp_ge_f32 s64, s54
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s16, s16, s87
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s17, s61, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s16, s60, 0
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s62, v3
	s_cmp_ge_f32 s62, s54
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s16, s16, s86
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s17, s59, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s16, s58, 0
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s60, v3
	s_cmp_ge_f32 s60, s54
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s16, s16, s85
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s17, s31, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s16, s30, 0
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s58, v3
	s_cmp_ge_f32 s58, s54
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s16, s16, s83
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s17, s27, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v3, 2, v3
	s_cselect_b32 s16, s26, 0
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s30, v2
	s_cmp_ge_f32 s30, s54
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, s16, s84
	s_and_b32 s16, s16, exec_lo
	s_cselect_b32 s17, s29, 0
	s_cselect_b32 s16, s28, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b64 s[14:15], s[14:15], s[16:17]
	s_or_b64 s[18:19], s[14:15], s[18:19]
	s_add_u32 s24, s24, 1
	s_addc_u32 s25, s25, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[24:25], s[20:21]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB9_388
.LBB9_373:
	s_lshl_b64 s[14:15], s[24:25], 3
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_or_b32 s16, s14, 1
	s_mov_b32 s17, s15
	s_add_i32 s26, s14, s73
	v_cmp_lt_u64_e64 s89, s[16:17], s[56:57]
	s_lshr_b64 s[66:67], s[22:23], s26
	v_cmp_lt_u64_e64 s90, s[14:15], s[56:57]
	s_and_b32 s26, s89, exec_lo
	s_cselect_b32 s26, s16, s14
	s_or_b32 s16, s14, 2
	s_add_i32 s26, s26, s73
	v_cmp_lt_u64_e64 s88, s[16:17], s[56:57]
	s_lshr_b64 s[64:65], s[22:23], s26
	s_and_b32 s26, s88, exec_lo
	s_cselect_b32 s26, s16, s14
	s_or_b32 s16, s14, 3
	s_add_i32 s26, s26, s73
	v_cmp_lt_u64_e64 s87, s[16:17], s[56:57]
	s_lshr_b64 s[62:63], s[22:23], s26
	s_and_b32 s26, s87, exec_lo
	s_cselect_b32 s26, s16, s14
	s_or_b32 s16, s14, 4
	s_add_i32 s26, s26, s73
	v_cmp_lt_u64_e64 s86, s[16:17], s[56:57]
	s_lshr_b64 s[60:61], s[22:23], s26
	s_and_b32 s26, s86, exec_lo
	s_cselect_b32 s26, s16, s14
	s_or_b32 s16, s14, 5
	s_add_i32 s26, s26, s73
	v_cmp_lt_u64_e64 s85, s[16:17], s[56:57]
	s_lshr_b64 s[58:59], s[22:23], s26
	s_and_b32 s26, s85, exec_lo
	s_cselect_b32 s26, s16, s14
	s_or_b32 s16, s14, 6
	s_add_i32 s26, s26, s73
	v_cmp_lt_u64_e64 s83, s[16:17], s[56:57]
	s_lshr_b64 s[30:31], s[22:23], s26
	s_and_b32 s17, s83, exec_lo
	s_cselect_b32 s26, s16, s14
	s_or_b32 s16, s14, 7
	s_mov_b32 s17, s15
	s_add_i32 s26, s26, s73
	v_cmp_lt_u64_e64 s84, s[16:17], s[56:57]
	s_lshr_b64 s[26:27], s[22:23], s26
	s_and_b32 s15, s84, exec_lo
	s_cselect_b32 s14, s16, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s14, s14, s73
	s_lshr_b64 s[28:29], s[22:23], s14
	s_cbranch_vccnz .LBB9_382
	s_and_b32 s14, s70, s90
	s_and_b32 s15, s71, s89
	s_and_b32 s16, s76, s88
	v_cndmask_b32_e64 v2, 0, s67, s14
	v_cndmask_b32_e64 v3, 0, s65, s15
	v_cndmask_b32_e64 v4, 0, s63, s16
	v_cndmask_b32_e64 v5, 0, s66, s14
	v_cndmask_b32_e64 v6, 0, s64, s15
	v_cndmask_b32_e64 v7, 0, s62, s16
	s_and_b32 s14, s77, s87
	s_and_b32 s15, s78, s86
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, s61, s14
	v_cndmask_b32_e64 v4, 0, s59, s15
	v_or3_b32 v5, v5, v6, v7
	v_cndmask_b32_e64 v6, 0, s60, s14
	v_cndmask_b32_e64 v7, 0, s58, s15
	s_and_b32 s14, s79, s85
	s_and_b32 s15, s80, s83
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, s31, s14
	v_cndmask_b32_e64 v4, 0, s27, s15
	v_or3_b32 v5, v5, v6, v7
	v_cndmask_b32_e64 v6, 0, s30, s14
	v_cndmask_b32_e64 v7, 0, s26, s15
	s_and_b32 s14, s13, s84
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, s29, s14
	s_mov_b64 s[68:69], 0
	v_or3_b32 v6, v5, v6, v7
	v_cndmask_b32_e64 v7, 0, s28, s14
	v_mov_b32_e32 v4, 0
	v_or3_b32 v3, v2, v3, s19
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_or3_b32 v2, v6, v7, s18
	s_branch .LBB9_376
.LBB9_375:
	s_or_b32 exec_lo, exec_lo, s91
	v_lshl_add_u32 v8, v4, 2, 0x208
	v_lshl_add_u32 v9, v4, 3, 8
	s_add_u32 s68, s68, 1
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	s_addc_u32 s69, s69, 0
	scratch_store_b32 v8, v16, off
	scratch_store_b64 v9, v[10:11], off
	s_cmp_eq_u64 s[68:69], s[46:47]
	s_cbranch_scc1 .LBB9_383
.LBB9_376:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b64 s[14:15], s[68:69], 2
	s_add_u32 s16, s44, s14
	s_addc_u32 s17, s45, s15
	s_add_u32 s14, s74, s14
	v_subrev_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	s_addc_u32 s15, s75, s15
	global_load_b32 v8, v14, s[14:15]
	v_lshl_add_u32 v6, v6, 3, 8
	s_sub_u32 s14, s52, s68
	s_subb_u32 s15, s53, s69
	scratch_load_b64 v[6:7], v6, off
	global_load_b32 v9, v14, s[16:17]
	v_cmp_eq_u64_e64 s16, 0, v[4:5]
	v_cmp_ge_u64_e64 s14, s[14:15], v[2:3]
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s17, 0, v[6:7]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s15, v9, v15
	v_cmp_gt_u32_e32 vcc_lo, v9, v15
	s_or_b32 s16, s16, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s17, s16
	s_xor_b32 s17, exec_lo, s17
	v_add_co_u32 v6, s16, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, s16
	s_or_saveexec_b32 s91, s17
	s_and_b32 s14, s14, s15
	v_mov_b32_e32 v10, 0
	s_or_b32 vcc_lo, vcc_lo, s14
	v_dual_mov_b32 v11, 0 :: v_dual_cndmask_b32 v16, 0, v8
	s_xor_b32 exec_lo, exec_lo, s91
	s_cbranch_execz .LBB9_375
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v17, v4, 2, s81
	v_lshl_add_u32 v18, v4, 3, s82
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[16:17], 0
	s_mov_b32 s92, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB9_380:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s16 :: v_dual_mov_b32 v11, s17
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
	v_add_co_u32 v4, s15, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s15
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s14, s[16:17], v[19:20]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v16, v16, v21
	s_or_b32 s14, vcc_lo, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s14, exec_lo, s14
	s_or_b32 s92, s14, s92
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s92
	s_cbranch_execnz .LBB9_380
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s92
	s_branch .LBB9_375
.LBB9_382:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
.LBB9_383:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_mov_b32 s16, exec_lo
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s14, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_subrev_co_ci_u32_e64 v3, null, 0, v7, s14
	v_lshl_add_u32 v4, v2, 2, 0x208
	scratch_load_b32 v4, v4, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cmpx_lt_u64_e32 1, v[6:7]
	s_cbranch_execz .LBB9_372
	v_lshlrev_b32_e32 v5, 2, v6
	s_mov_b64 s[14:15], 0
	s_mov_b32 s17, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v5, v5, s81, -4
.LBB9_385:
	scratch_load_b32 v6, v5, off
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	v_add_nc_u32_e32 v5, -4, v5
	v_cmp_ge_u64_e32 vcc_lo, s[14:15], v[2:3]
	s_or_b32 s17, vcc_lo, s17
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v6
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB9_385
	s_or_b32 exec_lo, exec_lo, s17
	s_branch .LBB9_372
.LBB9_387:
	s_mov_b64 s[18:19], 0
.LBB9_388:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_u32 s14, s52, s18
	s_subb_u32 s15, s53, s19
	v_and_b32_e32 v2, 0x7fffffff, v15
	s_clz_i32_u32 s13, s15
	v_not_b32_e32 v3, v15
	s_min_u32 s13, s13, 32
	v_cmp_gt_i32_e32 vcc_lo, 0, v15
	s_lshl_b64 s[14:15], s[14:15], s13
	s_sub_i32 s13, 32, s13
	s_min_u32 s14, s14, 1
	v_cndmask_b32_e32 v3, v3, v2, vcc_lo
	s_or_b32 s14, s15, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s14, s14
	v_ldexp_f32 v2, s14, s13
.LBB9_389:
	s_or_b32 exec_lo, exec_lo, s33
	s_branch .LBB9_391
.LBB9_390:
	v_cmp_lt_i64_e64 s13, s[42:43], 0
	s_and_b32 s14, s43, 0x7fffffff
	s_not_b32 s15, s43
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s13, s14, s15
	s_sub_u32 s14, s52, s42
	s_subb_u32 s15, s53, 0
	v_mov_b32_e32 v3, s13
	s_clz_i32_u32 s16, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s16, s16, 32
	s_lshl_b64 s[14:15], s[14:15], s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s14, s14, 1
	s_or_b32 s14, s15, s14
	s_sub_i32 s15, 32, s16
	s_cvt_f32_u32 s14, s14
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v2, s14, s15
.LBB9_391:
	s_and_saveexec_b32 s13, s4
	v_add_nc_u32_e64 v4, 0x5400, 0
	ds_store_2addr_b32 v4, v2, v3 offset0:13 offset1:23
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s55
	s_mov_b32 s13, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB9_186
.LBB9_394:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:21560
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB9_420
.LBB9_397:
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b32 s33, s12
	s_cbranch_execz .LBB9_401
	v_mov_b32_e32 v2, 0x544c
	v_dual_mov_b32 v4, 0x5454 :: v_dual_mov_b32 v13, v1
	v_add_nc_u32_e64 v6, 0x5400, 0
	s_mul_hi_u32 s15, s50, 0xcd9e8d57
	v_mov_b32_e32 v8, 0
	s_xor_b32 s13, s48, s15
	v_mov_b32_e32 v9, 0
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v6 offset0:13 offset1:23
	s_xor_b32 s13, s2, s13
	s_xor_b64 s[18:19], s[50:51], s[48:49]
	s_add_u32 s22, s48, 0x9e3779b9
	s_addc_u32 s23, s49, 0
	s_mul_hi_u32 s25, s13, 0xd2511f53
	s_add_u32 s20, s49, 0xbb67ae85
	s_mov_b32 s17, 0
	s_addc_u32 s21, 0, 0
	s_mov_b32 s16, s25
	s_add_u32 s18, s48, 0x3c6ef372
	s_xor_b64 s[20:21], s[16:17], s[20:21]
	s_mul_i32 s14, s50, 0xcd9e8d57
	s_add_u32 s26, s49, 0x76cf5d0a
	s_mul_i32 s24, s13, 0xd2511f53
	s_addc_u32 s27, 0, 0
	s_xor_b64 s[22:23], s[22:23], s[14:15]
	s_lshl_b64 s[14:15], s[34:35], 2
	s_add_u32 s21, s48, 0xdaa66d2b
	s_add_u32 s55, s49, 0x32370b8f
	s_add_u32 s62, s48, 0x78dde6e4
	s_add_u32 s63, s49, 0xed9eba14
	s_add_u32 s64, s48, 0x1715609d
	s_add_u32 s65, s49, 0xa9066899
	s_add_u32 s66, s48, 0xb54cda56
	s_add_u32 s67, s49, 0x646e171e
	s_add_u32 s68, s48, 0x5384540f
	s_add_u32 s69, s49, 0x1fd5c5a3
	s_add_u32 s70, s49, 0xdb3d7428
	s_add_i32 s71, s48, 0x8ff34781
	s_xor_b64 s[24:25], s[26:27], s[24:25]
	s_add_u32 s13, s40, s14
	s_addc_u32 s14, s41, s15
	v_add_co_u32 v10, s13, s13, v83
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s14, 0, s13
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v12, v0
	s_mov_b32 s26, 0xd078c69f
	s_mov_b32 s28, 0x1d8e78af
	s_mov_b32 s30, 0x9997fa04
	s_mov_b32 s42, 0xdf3e5244
	s_mov_b32 s44, 0x96cb03de
	s_mov_b32 s52, 0x94229359
	s_mov_b32 s56, 0x55555593
	s_mov_b32 s58, 0x35793c76
	s_mov_b32 s60, 0xfee00000
	s_mov_b32 s27, 0x3fc39a09
	s_mov_b32 s29, 0x3fcc71c5
	s_mov_b32 s31, 0x3fd99999
	s_mov_b32 s43, 0x3fc2f112
	s_mov_b32 s45, 0x3fc74664
	s_mov_b32 s53, 0x3fd24924
	s_mov_b32 s57, 0x3fe55555
	s_mov_b32 s59, 0x3dea39ef
	s_mov_b32 s61, 0x3fe62e42
.LBB9_399:
	global_load_b32 v31, v[10:11], off
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, s19, v16
	v_xor_b32_e32 v17, s20, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v16, 0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, s22, v16
	v_xor3_b32 v18, v18, s18, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v16, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v18, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v16, s24, v16
	v_xor3_b32 v19, v19, s55, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v16, 0
	v_mad_u64_u32 v[19:20], null, 0xcd9e8d57, v19, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s21, v16, v17
	v_xor3_b32 v17, v20, s62, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v16, 0
	v_mad_u64_u32 v[20:21], null, 0xd2511f53, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, s63, v16, v18
	v_xor3_b32 v18, v21, s65, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v16, 0
	v_xor3_b32 v16, s64, v16, v19
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[18:19], null, 0xcd9e8d57, v18, 0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v15, v19, s66, v15
	v_xor3_b32 v17, s67, v17, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[19:20], null, 0xd2511f53, v15, 0
	v_mul_hi_u32 v17, 0xcd9e8d57, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v16, v20, s69, v16
	v_xor3_b32 v15, s68, v17, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v16, 0xcd9e8d57, v16
	v_mul_hi_u32 v15, 0xd2511f53, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v15, s70, v15, v19
	v_mul_hi_u32 v15, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v15, v16, s71, v15
	v_cvt_f64_u32_e32 v[15:16], v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], 0.5
	v_ldexp_f64 v[15:16], v[15:16], 0xffffffe0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v32, s72, v31 :: v_dual_add_nc_u32 v27, 0x95f62, v16
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e64 s15, v31, v2
	v_cmp_gt_f32_e64 s16, v31, v2
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v28, v32, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v28
	v_cndmask_b32_e32 v23, 0xc2d00000, v28, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v23
	v_cndmask_b32_e32 v29, 0x42b20000, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v30, 0x3fb8aa3b, v29
	v_add_f32_e32 v30, 0x4b400000, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v33, 0xcb400000, v30
	v_mul_f32_e32 v35, 0xbf317200, v33
	v_mul_f32_e32 v33, 0x35bfbe8e, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v29, v29, v35
	v_and_b32_e32 v16, 0xfffff, v27
	v_lshrrev_b32_e32 v27, 20, v27
	v_sub_f32_e32 v35, v29, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v36, v35, v35
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v37, 0x3331bb4c, v36
	v_add_f64 v[15:16], v[15:16], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[15:16], 2.0
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[15:16]
	v_div_scale_f64 v[23:24], s13, v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[21:22], v[19:20]
	v_fma_f64 v[25:26], -v[19:20], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[21:22], v[25:26], v[21:22]
	v_add_f32_e32 v25, 0xb5ddea0e, v37
	v_mul_f32_e32 v25, v36, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0x388ab355, v25
	v_mul_f32_e32 v25, v36, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v25, 0xbb360b61, v25
	v_dual_mul_f32 v25, v36, v25 :: v_dual_add_nc_u32 v34, 0xb4c00100, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v34, 1, v34
	v_add_f32_e32 v25, 0x3e2aaaab, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v30, v30, v34
	v_lshl_add_u32 v34, v34, 23, 0xff800000
	v_mul_f32_e32 v36, v36, v25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v30, v30, 23, 0x7f800000
	v_fma_f64 v[25:26], -v[19:20], v[21:22], 1.0
	v_sub_f32_e32 v36, v35, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v35, v35, v36
	v_sub_f32_e32 v36, 2.0, v36
	v_div_scale_f32 v37, null, v36, v36, v35
	v_div_scale_f32 v39, vcc_lo, v35, v36, v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v38, v37
	v_fma_f32 v40, -v37, v38, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v38, v40, v38
	v_fma_f64 v[21:22], v[21:22], v[25:26], v[21:22]
	v_mul_f32_e32 v25, v39, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v37, v25, v39
	v_fmac_f32_e32 v25, v26, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v26, -v37, v25, v39
	v_div_fmas_f32 v25, v26, v38, v25
	v_cmp_o_f32_e32 vcc_lo, v28, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v25, v25, v36, v35
	v_sub_f32_e32 v33, v33, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v29, v29, v33
	v_mul_f64 v[25:26], v[23:24], v[21:22]
	v_add_f32_e32 v29, 1.0, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v29, v29, v34
	v_mul_f32_e32 v29, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v33, 0x7fc00000, v29, vcc_lo
	v_div_scale_f32 v28, null, v5, v5, v33
	v_div_scale_f32 v29, vcc_lo, v33, v5, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v30, v28
	v_fma_f64 v[19:20], -v[19:20], v[25:26], v[23:24]
	v_fma_f32 v23, -v28, v30, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v30, v23, v30
	v_mul_f32_e32 v23, v29, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v28, v23, v29
	v_fmac_f32_e32 v23, v24, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v28, v23, v29
	v_div_fmas_f32 v34, v24, v30, v23
	s_mov_b32 vcc_lo, s13
	v_add_co_u32 v35, s13, 0xfffffc01, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v27, null, 0, -1, s13
	v_mul_f64 v[29:30], v[15:16], 0.5
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[25:26]
	v_cvt_f64_i32_e32 v[27:28], v27
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[15:16]
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	v_mul_f64 v[23:24], v[21:22], s[42:43]
	v_mul_f64 v[25:26], v[21:22], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[44:45]
	v_add_f64 v[25:26], v[25:26], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[52:53]
	v_add_f64 v[25:26], v[25:26], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_ldexp_f64 v[25:26], v[27:28], 32
	v_mul_f64 v[27:28], v[15:16], v[29:30]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[56:57]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_cvt_f64_u32_e32 v[23:24], v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[21:22], v[19:20]
	v_add_f64 v[21:22], v[25:26], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[27:28], v[19:20]
	v_mul_f64 v[23:24], v[21:22], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	v_mul_f64 v[19:20], v[21:22], s[60:61]
	v_add_f64 v[17:18], v[23:24], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], -v[27:28]
	v_add_f64 v[15:16], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[19:20], v[15:16]
	v_xor_b32_e32 v16, 0x80000000, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v17, s13, 0x95f62, v16
	v_add_co_ci_u32_e64 v18, null, 0, 0, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v16, 0xfffff, v17
	v_lshrrev_b64 v[17:18], 20, v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v16, 0x3fe6a09e, v16
	v_add_f64 v[15:16], v[15:16], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[15:16], 2.0
	v_mul_f64 v[29:30], v[15:16], 0.5
	v_div_scale_f64 v[21:22], null, v[19:20], v[19:20], v[15:16]
	v_div_scale_f64 v[27:28], vcc_lo, v[15:16], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[23:24], v[21:22]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_fma_f64 v[25:26], -v[21:22], v[23:24], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[23:24], v[23:24], v[25:26], v[23:24]
	v_mul_f64 v[25:26], v[27:28], v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], -v[21:22], v[25:26], v[27:28]
	v_div_fmas_f64 v[21:22], v[21:22], v[23:24], v[25:26]
	v_add_co_u32 v35, vcc_lo, 0xfffffc01, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v17, null, -1, v18, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v14, v14
	v_cvt_f64_i32_e32 v[17:18], v17
	v_div_fixup_f64 v[19:20], v[21:22], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[17:18], v[17:18], 32
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[23:24], v[21:22], v[21:22]
	v_mul_f64 v[25:26], v[23:24], s[42:43]
	v_mul_f64 v[27:28], v[23:24], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[44:45]
	v_add_f64 v[27:28], v[27:28], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	v_mul_f64 v[27:28], v[23:24], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[25:26], v[25:26], s[52:53]
	v_add_f64 v[27:28], v[27:28], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[25:26], v[23:24], v[25:26]
	v_mul_f64 v[23:24], v[23:24], v[27:28]
	v_mul_f64 v[27:28], v[15:16], v[29:30]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[25:26], v[25:26], s[56:57]
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_cvt_f64_u32_e32 v[25:26], v35
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[23:24], v[21:22]
	v_add_f64 v[17:18], v[17:18], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[27:28], v[21:22]
	v_mul_f64 v[23:24], v[17:18], s[58:59]
	v_mul_f64 v[17:18], v[17:18], s[60:61]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[19:20], v[21:22]
	v_add_f64 v[19:20], v[23:24], v[19:20]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[19:20], v[19:20], -v[27:28]
	v_add_f64 v[15:16], v[15:16], v[19:20]
	v_clz_i32_u32_e32 v19, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v21, 32, v19
	v_lshlrev_b64 v[19:20], v21, v[12:13]
	v_sub_nc_u32_e32 v21, 32, v21
	v_add_f64 v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v17, 1, v19
	v_or_b32_e32 v17, v20, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v17, v17
	v_ldexp_f32 v17, v17, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e64 s13, v3, v17
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s14, v6, v17
	v_cndmask_b32_e64 v17, 0, 1.0, s16
	s_and_b32 s13, s15, s13
	v_cndmask_b32_e64 v18, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s13, v18, v17
	v_cndmask_b32_e64 v17, v17, v18, s13
	v_cvt_f32_f64_e32 v15, v[15:16]
	v_div_fixup_f32 v16, v34, v5, v33
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e64 s13, 0, v17
	v_add_f32_e32 v16, 0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v16, -1.0, v16, s13
	v_cmp_eq_f32_e64 s13, v16, v7
	v_cmp_gt_f32_e64 s15, v16, v7
	s_and_b32 s13, s13, s14
	v_cndmask_b32_e64 v16, 0, 1.0, s15
	v_cndmask_b32_e64 v18, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s13, v18, v16
	v_cndmask_b32_e64 v16, v16, v18, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v16, v17, v16 :: v_dual_sub_f32 v15, v32, v15
	v_cmp_neq_f32_e64 s13, 0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v15, 0xff800000, v15, s13
	v_cmp_u_f32_e64 s13, v15, v15
	v_cmp_gt_f32_e64 s14, v15, v14
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_or_b32 vcc_lo, s14, s13
	v_add_co_u32 v10, s13, 0x400, v10
	v_dual_cndmask_b32 v14, v14, v15 :: v_dual_cndmask_b32 v9, v9, v13
	v_cndmask_b32_e32 v8, v8, v12, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	v_add_co_ci_u32_e64 v11, null, 0, v11, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[12:13]
	s_or_b32 s17, vcc_lo, s17
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB9_399
	s_or_b32 exec_lo, exec_lo, s17
.LBB9_401:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s33
	ds_store_b32 v81, v14
	ds_store_b32 v82, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s5
	s_cbranch_execz .LBB9_403
	ds_load_2addr_stride64_b32 v[4:5], v82 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_403:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s6
	s_cbranch_execz .LBB9_405
	ds_load_2addr_stride64_b32 v[4:5], v82 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v81 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_405:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s7
	s_cbranch_execz .LBB9_407
	ds_load_2addr_b32 v[4:5], v82 offset1:32
	ds_load_2addr_b32 v[6:7], v81 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_407:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s8
	s_cbranch_execz .LBB9_409
	ds_load_2addr_b32 v[4:5], v82 offset1:16
	ds_load_2addr_b32 v[6:7], v81 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_409:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s9
	s_cbranch_execz .LBB9_411
	ds_load_2addr_b32 v[4:5], v82 offset1:8
	ds_load_2addr_b32 v[6:7], v81 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_411:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB9_413
	ds_load_2addr_b32 v[4:5], v82 offset1:4
	ds_load_2addr_b32 v[6:7], v81 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_413:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s11
	s_cbranch_execz .LBB9_415
	ds_load_2addr_b32 v[4:5], v82 offset1:2
	ds_load_2addr_b32 v[6:7], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v7, v6
	v_cmp_gt_f32_e64 s14, v7, v6
	v_cmp_o_f32_e64 s15, v6, v6
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_415:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s16, s4
	s_cbranch_execz .LBB9_417
	v_add_nc_u32_e64 v2, 52, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:76 offset1:80
	ds_load_b32 v6, v82
	ds_load_b32 v7, v81
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v5, v7
	v_cmp_gt_f32_e64 s14, v5, v7
	v_cmp_o_f32_e64 s15, v7, v7
	s_and_b32 s13, vcc_lo, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s14, s13
	v_cndmask_b32_e64 v2, 0, 1, s13
	s_or_b32 s13, s15, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v81, v2
	ds_store_b32 v82, v3
.LBB9_417:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s4
	s_cbranch_execz .LBB9_419
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:19504
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v3, v3
	ds_store_b32 v2, v3 offset:21560
.LBB9_419:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB9_420:
	s_cmp_lt_f32 s54, 1.0
	buffer_gl0_inv
	s_cselect_b32 s13, -1, 0
	s_xor_b32 s14, s0, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s13, s13, s14
	s_and_b32 vcc_lo, exec_lo, s13
	s_mov_b32 s13, -1
	s_cbranch_vccnz .LBB9_427
	s_and_b32 vcc_lo, exec_lo, s13
	s_cbranch_vccnz .LBB9_430
.LBB9_422:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_424
.LBB9_423:
	v_add_nc_u32_e64 v1, 0x5400, 0
	v_dual_mov_b32 v2, 0x5438 :: v_dual_mov_b32 v7, 0
	ds_load_2addr_b32 v[5:6], v1 offset0:12 offset1:18
	ds_load_2addr_b64 v[1:4], v2 offset1:1
	ds_load_b32 v8, v7 offset:18476
	s_waitcnt lgkmcnt(2)
	v_dual_add_f32 v5, v5, v5 :: v_dual_mul_f32 v6, 0x41000000, v6
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	v_cndmask_b32_e64 v1, v2, v1, s1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v8, v5
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v1, v4, v1, s0
	s_lshl_b64 s[0:1], s[2:3], 3
	s_add_u32 s0, s38, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v3, v5, v3
	s_addc_u32 s1, s39, s1
	s_lshl_b64 s[2:3], s[2:3], 2
	s_add_u32 s2, s36, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v6, v3
	s_addc_u32 s3, s37, s3
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cndmask_b32_e32 v1, -1.0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s4, v1
	s_trunc_f32 s4, s4
	s_and_b32 s7, s4, 0x7fffffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s6, s7, 0x2f800000
	s_floor_f32 s8, s6
	s_ashr_i32 s6, s4, 31
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s7, s8, 0xcf800000
	s_cvt_u32_f32 s9, s8
	s_cvt_u32_f32 s8, s7
	s_mov_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[8:9], s[8:9], s[6:7]
	s_sub_u32 s8, s8, s6
	s_subb_u32 s9, s9, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, s8 :: v_dual_mov_b32 v2, s9
	s_clause 0x1
	global_store_b64 v7, v[1:2], s[0:1]
	global_store_b32 v7, v3, s[2:3]
.LBB9_424:
	s_or_b32 exec_lo, exec_lo, s5
	v_or_b32_e32 v0, 0xffffff00, v0
	v_mov_b32_e32 v1, -1
	s_mov_b32 s0, 0
.LBB9_425:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, 0x100, v0
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[0:1]
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB9_425
.LBB9_426:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB9_427:
	s_and_saveexec_b32 s13, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:21564
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB9_422
.LBB9_430:
	v_mov_b32_e32 v10, 0xff800000
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s33, s12
	s_cbranch_execz .LBB9_434
	v_mov_b32_e32 v2, 0x544c
	s_mul_hi_u32 s13, s50, 0xcd9e8d57
	v_mov_b32_e32 v4, 0
	s_xor_b32 s14, s48, s13
	s_xor_b64 s[16:17], s[50:51], s[48:49]
	s_xor_b32 s22, s2, s14
	v_mov_b32_e32 v5, 0
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_add_u32 s20, s48, 0x9e3779b9
	s_addc_u32 s21, s49, 0
	s_mul_hi_u32 s23, s22, 0xd2511f53
	s_add_u32 s18, s49, 0xbb67ae85
	s_mov_b32 s15, 0
	s_addc_u32 s19, 0, 0
	s_mov_b32 s14, s23
	s_add_u32 s16, s48, 0x3c6ef372
	s_xor_b64 s[18:19], s[14:15], s[18:19]
	s_mul_i32 s12, s50, 0xcd9e8d57
	s_add_u32 s24, s49, 0x76cf5d0a
	s_mul_i32 s22, s22, 0xd2511f53
	s_addc_u32 s25, 0, 0
	s_xor_b64 s[20:21], s[20:21], s[12:13]
	s_lshl_b64 s[12:13], s[34:35], 2
	s_add_u32 s19, s48, 0xdaa66d2b
	s_add_u32 s50, s49, 0x32370b8f
	s_add_u32 s51, s48, 0x78dde6e4
	s_add_u32 s52, s49, 0xed9eba14
	s_add_u32 s53, s48, 0x1715609d
	s_add_u32 s54, s49, 0xa9066899
	s_add_u32 s55, s48, 0xb54cda56
	s_add_u32 s56, s49, 0x646e171e
	s_add_u32 s57, s48, 0x5384540f
	s_add_u32 s58, s49, 0x1fd5c5a3
	s_add_u32 s59, s49, 0xdb3d7428
	s_add_i32 s60, s48, 0x8ff34781
	s_xor_b64 s[22:23], s[24:25], s[22:23]
	s_add_u32 s12, s40, s12
	s_addc_u32 s13, s41, s13
	v_add_co_u32 v6, s12, s12, v83
	v_dual_mov_b32 v10, 0xff800000 :: v_dual_mov_b32 v9, v1
	v_add_co_ci_u32_e64 v7, null, s13, 0, s12
	v_mov_b32_e32 v8, v0
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s26, 0x1d8e78af
	s_mov_b32 s28, 0x9997fa04
	s_mov_b32 s30, 0xdf3e5244
	s_mov_b32 s34, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s27, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd99999
	s_mov_b32 s31, 0x3fc2f112
	s_mov_b32 s35, 0x3fc74664
	s_mov_b32 s41, 0x3fd24924
	s_mov_b32 s43, 0x3fe55555
	s_mov_b32 s45, 0x3dea39ef
	s_mov_b32 s49, 0x3fe62e42
.LBB9_432:
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v8, 0
	global_load_b32 v27, v[6:7], off
	v_xor_b32_e32 v1, s17, v12
	v_xor_b32_e32 v13, s18, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, s20, v12
	v_xor3_b32 v14, v14, s16, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, s22, v12
	v_xor3_b32 v15, v15, s50, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s19, v12, v13
	v_xor3_b32 v13, v16, s51, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[11:12], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s52, v12, v14
	v_xor3_b32 v14, v17, s54, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, s53, v12, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v15, s55, v11
	v_xor3_b32 v11, s56, v13, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v11, 0xcd9e8d57, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v1, s57, v11, v14
	v_xor3_b32 v11, v16, s58, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v1, 0xd2511f53, v1
	v_mul_lo_u32 v11, 0xcd9e8d57, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s59, v1, v15
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v11, s60, v1
	v_cvt_f64_u32_e32 v[11:12], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], 0.5
	v_ldexp_f64 v[11:12], v[11:12], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x95f62, v12
	v_and_b32_e32 v12, 0xfffff, v1
	v_lshrrev_b32_e32 v1, 20, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v12
	v_add_co_u32 v1, s12, 0xfffffc01, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v23, null, 0, -1, s12
	v_add_f64 v[11:12], v[11:12], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[23:24], v23
	v_add_f64 v[13:14], v[11:12], 2.0
	v_mul_f64 v[25:26], v[11:12], 0.5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e64 s13, v27, v2
	v_cmp_gt_f32_e64 s14, v27, v2
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[11:12]
	v_div_scale_f64 v[21:22], vcc_lo, v[11:12], v[13:14], v[11:12]
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
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], s[30:31]
	v_mul_f64 v[21:22], v[17:18], s[24:25]
	v_add_f64 v[19:20], v[19:20], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[26:27]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	v_add_f64 v[19:20], v[19:20], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[28:29]
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_ldexp_f64 v[21:22], v[23:24], 32
	v_mul_f64 v[23:24], v[11:12], v[25:26]
	v_add_f64 v[19:20], v[19:20], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[15:16], v[19:20]
	v_cvt_f64_u32_e32 v[19:20], v1
	v_add_f64 v[15:16], v[17:18], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[21:22], v[19:20]
	v_add_f64 v[15:16], v[23:24], v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], s[44:45]
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	v_mul_f64 v[15:16], v[17:18], s[48:49]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[19:20], v[13:14]
	v_add_f64 v[13:14], v[13:14], -v[23:24]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], v[13:14]
	v_add_f64 v[11:12], v[15:16], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v1, 0x80000000, v12
	v_add_co_u32 v13, s12, 0x95f62, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, 0, 0, s12
	v_and_b32_e32 v1, 0xfffff, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b64 v[13:14], 20, v[13:14]
	v_add_nc_u32_e32 v12, 0x3fe6a09e, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -1.0
	v_add_f64 v[15:16], v[11:12], 2.0
	v_mul_f64 v[25:26], v[11:12], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[17:18], null, v[15:16], v[15:16], v[11:12]
	v_div_scale_f64 v[23:24], vcc_lo, v[11:12], v[15:16], v[11:12]
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
	v_add_co_u32 v1, vcc_lo, 0xfffffc01, v13
	v_add_co_ci_u32_e64 v13, null, -1, v14, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[13:14], v13
	v_div_fixup_f64 v[15:16], v[17:18], v[15:16], v[11:12]
	v_ldexp_f64 v[13:14], v[13:14], 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], s[30:31]
	v_mul_f64 v[23:24], v[19:20], s[24:25]
	v_add_f64 v[21:22], v[21:22], s[34:35]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[26:27]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	v_add_f64 v[21:22], v[21:22], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[28:29]
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_mul_f64 v[23:24], v[11:12], v[25:26]
	v_add_f64 v[21:22], v[21:22], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_cvt_f64_u32_e32 v[21:22], v1
	v_clz_i32_u32_e32 v1, v9
	v_min_u32_e32 v1, 32, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_add_f64 v[13:14], v[13:14], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[23:24], v[17:18]
	v_mul_f64 v[19:20], v[13:14], s[44:45]
	v_mul_f64 v[13:14], v[13:14], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[15:16], v[17:18]
	v_add_f64 v[15:16], v[19:20], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], -v[23:24]
	v_add_f64 v[11:12], v[11:12], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[11:12], v[13:14], v[11:12]
	v_lshlrev_b64 v[13:14], v1, v[8:9]
	v_sub_nc_u32_e32 v1, 32, v1
	v_cvt_f32_f64_e32 v11, v[11:12]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v12, 1, v13
	v_or_b32_e32 v12, v14, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v12, v12
	v_ldexp_f32 v1, v12, v1
	v_cndmask_b32_e64 v12, 0, 1.0, s14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e64 s12, v3, v1
	v_mul_f32_e32 v1, s72, v27
	s_and_b32 s12, s13, s12
	v_cndmask_b32_e64 v13, 0, 1.0, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cndmask_b32_e64 v12, v12, v13, s12
	v_sub_f32_e32 v1, v1, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e64 s12, 0, v12
	v_cndmask_b32_e64 v1, 0xff800000, v1, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e64 s12, v1, v1
	v_cmp_gt_f32_e64 s13, v1, v10
	s_and_b32 s12, vcc_lo, s12
	s_or_b32 vcc_lo, s13, s12
	v_add_co_u32 v6, s12, 0x400, v6
	v_cndmask_b32_e32 v10, v10, v1, vcc_lo
	v_dual_cndmask_b32 v5, v5, v9 :: v_dual_cndmask_b32 v4, v4, v8
	v_add_co_u32 v8, vcc_lo, 0x100, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	v_add_co_ci_u32_e64 v7, null, 0, v7, s12
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[8:9]
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB9_432
	s_or_b32 exec_lo, exec_lo, s15
.LBB9_434:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s33
	ds_store_b32 v81, v10
	ds_store_b32 v82, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB9_436
	ds_load_2addr_stride64_b32 v[3:4], v82 offset1:2
	ds_load_2addr_stride64_b32 v[5:6], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v5
	v_cmp_gt_f32_e64 s12, v6, v5
	v_cmp_o_f32_e64 s13, v5, v5
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s12, s5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_or_b32 s5, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v81, v1
	ds_store_b32 v82, v2
.LBB9_436:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s6
	s_cbranch_execz .LBB9_438
	ds_load_2addr_stride64_b32 v[3:4], v82 offset1:1
	ds_load_2addr_stride64_b32 v[5:6], v81 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v5
	v_cmp_gt_f32_e64 s6, v6, v5
	v_cmp_o_f32_e64 s12, v5, v5
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_or_b32 s5, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v81, v1
	ds_store_b32 v82, v2
.LBB9_438:
	s_or_b32 exec_lo, exec_lo, s13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB9_440
	ds_load_2addr_b32 v[3:4], v82 offset1:32
	ds_load_2addr_b32 v[5:6], v81 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v5
	v_cmp_gt_f32_e64 s6, v6, v5
	v_cmp_o_f32_e64 s7, v5, v5
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v81, v1
	ds_store_b32 v82, v2
.LBB9_440:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s8
	s_cbranch_execz .LBB9_442
	ds_load_2addr_b32 v[3:4], v82 offset1:16
	ds_load_2addr_b32 v[5:6], v81 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v5
	v_cmp_gt_f32_e64 s6, v6, v5
	v_cmp_o_f32_e64 s7, v5, v5
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v81, v1
	ds_store_b32 v82, v2
.LBB9_442:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s9
	s_cbranch_execz .LBB9_444
	ds_load_2addr_b32 v[3:4], v82 offset1:8
	ds_load_2addr_b32 v[5:6], v81 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v5
	v_cmp_gt_f32_e64 s6, v6, v5
	v_cmp_o_f32_e64 s7, v5, v5
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v81, v1
	ds_store_b32 v82, v2
.LBB9_444:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s10
	s_cbranch_execz .LBB9_446
	ds_load_2addr_b32 v[3:4], v82 offset1:4
	ds_load_2addr_b32 v[5:6], v81 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v5
	v_cmp_gt_f32_e64 s6, v6, v5
	v_cmp_o_f32_e64 s7, v5, v5
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v81, v1
	ds_store_b32 v82, v2
.LBB9_446:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s11
	s_cbranch_execz .LBB9_448
	ds_load_2addr_b32 v[3:4], v82 offset1:2
	ds_load_2addr_b32 v[5:6], v81 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v6, v5
	v_cmp_gt_f32_e64 s6, v6, v5
	v_cmp_o_f32_e64 s7, v5, v5
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v81, v1
	ds_store_b32 v82, v2
.LBB9_448:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB9_450
	v_add_nc_u32_e64 v1, 52, 0
	ds_load_2addr_stride64_b32 v[3:4], v1 offset0:76 offset1:80
	ds_load_b32 v5, v82
	ds_load_b32 v6, v81
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v4, v6
	v_cmp_gt_f32_e64 s6, v4, v6
	v_cmp_o_f32_e64 s7, v6, v6
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v1, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	v_cndmask_b32_e64 v2, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v6, v4 :: v_dual_cndmask_b32 v2, v5, v3
	ds_store_b32 v81, v1
	ds_store_b32 v82, v2
.LBB9_450:
	s_or_b32 exec_lo, exec_lo, s8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB9_452
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:19504
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v1, v2 offset:21564
.LBB9_452:
	s_or_b32 exec_lo, exec_lo, s5
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB9_423
	s_branch .LBB9_424
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_pairwise_wide
		.amdhsa_group_segment_fixed_size 21600
		.amdhsa_private_segment_fixed_size 4360
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
		.amdhsa_next_free_vgpr 104
		.amdhsa_next_free_sgpr 93
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
	.size	tessera_gumbel_pairwise_wide, .Lfunc_end9-tessera_gumbel_pairwise_wide

	.set tessera_gumbel_pairwise_wide.num_vgpr, 104
	.set tessera_gumbel_pairwise_wide.num_agpr, 0
	.set tessera_gumbel_pairwise_wide.numbered_sgpr, 93
	.set tessera_gumbel_pairwise_wide.num_named_barrier, 0
	.set tessera_gumbel_pairwise_wide.private_seg_size, 4360
	.set tessera_gumbel_pairwise_wide.uses_vcc, 1
	.set tessera_gumbel_pairwise_wide.uses_flat_scratch, 1
	.set tessera_gumbel_pairwise_wide.has_dyn_sized_stack, 0
	.set tessera_gumbel_pairwise_wide.has_recursion, 0
	.set tessera_gumbel_pairwise_wide.has_indirect_call, 0
	.globl	tessera_gumbel_pairwise_split
	.p2align	8
	.type	tessera_gumbel_pairwise_split,@function
tessera_gumbel_pairwise_split:
	s_load_b128 s[16:19], s[0:1], 0x58
	s_mov_b32 s3, 0
	s_mov_b64 s[34:35], 0
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u64_e64 s4, s[2:3], s[16:17]
	s_and_b32 vcc_lo, exec_lo, s4
	s_cbranch_vccnz .LBB10_2
	v_cvt_f32_u32_e32 v1, s16
	s_sub_i32 s5, 0, s16
	s_mov_b32 s35, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v1, v1
	v_mul_f32_e32 v1, 0x4f7ffffe, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v1, v1
	v_readfirstlane_b32 s4, v1
	s_mul_i32 s5, s5, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s5, s4, s5
	s_add_i32 s4, s4, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s4, s2, s4
	s_mul_i32 s5, s4, s16
	s_add_i32 s6, s4, 1
	s_sub_i32 s5, s2, s5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s7, s5, s16
	s_cmp_ge_u32 s5, s16
	s_cselect_b32 s4, s6, s4
	s_cselect_b32 s5, s7, s5
	s_add_i32 s6, s4, 1
	s_cmp_ge_u32 s5, s16
	s_cselect_b32 s34, s6, s4
.LBB10_2:
	s_load_b512 s[36:51], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u64_e64 s3, s[34:35], s[44:45]
	s_and_b32 vcc_lo, exec_lo, s3
	s_cbranch_vccnz .LBB10_586
	s_clause 0x1
	s_load_b128 s[52:55], s[0:1], 0x48
	s_load_b32 s33, s[0:1], 0x40
	s_mul_i32 s3, s34, s17
	s_mul_hi_u32 s75, s34, s16
	s_mul_i32 s74, s34, s16
	s_add_i32 s75, s75, s3
	s_sub_u32 s14, s2, s74
	s_subb_u32 s15, 0, s75
	v_mov_b32_e32 v1, 0
	v_cmp_eq_u32_e64 s4, 0, v0
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s55, 0
	s_cselect_b32 s2, -1, 0
	s_cmp_lg_u64 s[52:53], 0
	s_cselect_b32 s3, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_and_b32 s72, s3, s2
	s_cmp_lt_f32 s54, 1.0
	s_cselect_b32 s3, -1, 0
	s_and_b32 s73, s3, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s72, s73
	s_and_not1_b32 vcc_lo, exec_lo, s5
	s_mov_b32 s5, -1
	s_cbranch_vccz .LBB10_154
	s_mul_i32 s5, s14, s47
	s_mul_hi_u32 s7, s14, s46
	s_mul_i32 s8, s14, s46
	s_add_i32 s5, s7, s5
	s_mul_i32 s7, s15, s46
	s_cvt_f32_u32 s12, s17
	s_add_i32 s9, s5, s7
	s_cvt_f32_u32 s5, s16
	s_or_b64 s[10:11], s[8:9], s[16:17]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mov_b32 s7, s11
	s_cmp_lg_u64 s[6:7], 0
	s_cbranch_scc0 .LBB10_260
	s_mov_b32 s6, s5
	s_sub_u32 s10, 0, s16
	s_fmac_f32 s6, s12, 0x4f800000
	s_subb_u32 s11, 0, s17
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v2, s6
	v_readfirstlane_b32 s6, v2
	s_mul_f32 s6, s6, 0x5f7ffffc
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s7, s6, 0x2f800000
	s_trunc_f32 s7, s7
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s6, s7, 0xcf800000
	s_cvt_u32_f32 s7, s7
	s_cvt_u32_f32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_i32 s13, s10, s7
	s_mul_hi_u32 s21, s10, s6
	s_mul_i32 s20, s11, s6
	s_add_i32 s13, s21, s13
	s_mul_i32 s22, s10, s6
	s_add_i32 s13, s13, s20
	s_mul_hi_u32 s21, s6, s22
	s_mul_i32 s24, s6, s13
	s_mul_hi_u32 s23, s7, s22
	s_mul_i32 s20, s7, s22
	s_mul_hi_u32 s22, s6, s13
	s_add_u32 s21, s21, s24
	s_addc_u32 s22, 0, s22
	s_mul_hi_u32 s25, s7, s13
	s_add_u32 s20, s21, s20
	s_mul_i32 s13, s7, s13
	s_addc_u32 s20, s22, s23
	s_addc_u32 s21, s25, 0
	s_add_u32 s13, s20, s13
	s_addc_u32 s20, 0, s21
	s_add_u32 s6, s6, s13
	s_addc_u32 s7, s7, s20
	s_mul_hi_u32 s13, s10, s6
	s_mul_i32 s20, s10, s6
	s_mul_i32 s10, s10, s7
	s_mul_i32 s11, s11, s6
	s_add_i32 s10, s13, s10
	s_mul_i32 s13, s7, s20
	s_add_i32 s10, s10, s11
	s_mul_hi_u32 s11, s6, s20
	s_mul_i32 s23, s6, s10
	s_mul_hi_u32 s22, s6, s10
	s_add_u32 s11, s11, s23
	s_mul_hi_u32 s21, s7, s20
	s_addc_u32 s22, 0, s22
	s_mul_hi_u32 s20, s7, s10
	s_add_u32 s11, s11, s13
	s_mul_i32 s10, s7, s10
	s_addc_u32 s11, s22, s21
	s_addc_u32 s13, s20, 0
	s_add_u32 s10, s11, s10
	s_addc_u32 s11, 0, s13
	s_add_u32 s6, s6, s10
	s_addc_u32 s7, s7, s11
	s_mul_hi_u32 s10, s8, s6
	s_mul_i32 s20, s8, s7
	s_mul_hi_u32 s13, s8, s7
	s_mul_hi_u32 s11, s9, s6
	s_mul_i32 s6, s9, s6
	s_add_u32 s10, s10, s20
	s_addc_u32 s13, 0, s13
	s_mul_hi_u32 s21, s9, s7
	s_add_u32 s6, s10, s6
	s_mul_i32 s7, s9, s7
	s_addc_u32 s6, s13, s11
	s_addc_u32 s10, s21, 0
	s_add_u32 s6, s6, s7
	s_addc_u32 s7, 0, s10
	s_mul_hi_u32 s10, s16, s6
	s_mul_i32 s11, s16, s7
	s_mul_i32 s13, s17, s6
	s_add_i32 s10, s10, s11
	s_mul_i32 s11, s16, s6
	s_add_i32 s10, s10, s13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s13, s9, s10
	s_sub_u32 s11, s8, s11
	s_cselect_b32 s20, -1, 0
	s_subb_u32 s13, s13, s17
	s_sub_u32 s21, s11, s16
	s_subb_u32 s13, s13, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s13, s17
	s_cselect_b32 s22, -1, 0
	s_cmp_ge_u32 s21, s16
	s_cselect_b32 s21, -1, 0
	s_cmp_eq_u32 s13, s17
	s_cselect_b32 s13, s21, s22
	s_add_u32 s21, s6, 1
	s_addc_u32 s22, s7, 0
	s_add_u32 s23, s6, 2
	s_addc_u32 s24, s7, 0
	s_cmp_lg_u32 s13, 0
	s_cselect_b32 s13, s23, s21
	s_cselect_b32 s21, s24, s22
	s_cmp_lg_u32 s20, 0
	s_subb_u32 s10, s9, s10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s10, s17
	s_cselect_b32 s20, -1, 0
	s_cmp_ge_u32 s11, s16
	s_cselect_b32 s11, -1, 0
	s_cmp_eq_u32 s10, s17
	s_cselect_b32 s10, s11, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s10, 0
	s_cselect_b32 s7, s21, s7
	s_cselect_b32 s6, s13, s6
	v_cvt_f32_u32_e32 v2, s16
	s_cbranch_execnz .LBB10_7
.LBB10_6:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v3, v2
	s_sub_i32 s7, 0, s16
	v_mul_f32_e32 v3, 0x4f7ffffe, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v3, v3
	v_readfirstlane_b32 s6, v3
	s_mul_i32 s7, s7, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s7, s6, s7
	s_add_i32 s6, s6, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_hi_u32 s6, s8, s6
	s_mul_i32 s7, s6, s16
	s_add_i32 s10, s6, 1
	s_sub_i32 s7, s8, s7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s11, s7, s16
	s_cmp_ge_u32 s7, s16
	s_cselect_b32 s6, s10, s6
	s_cselect_b32 s7, s11, s7
	s_add_i32 s10, s6, 1
	s_cmp_ge_u32 s7, s16
	s_mov_b32 s7, 0
	s_cselect_b32 s6, s10, s6
.LBB10_7:
	s_add_u32 s8, s8, s46
	s_addc_u32 s9, s9, s47
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_or_b64 s[10:11], s[8:9], s[16:17]
	s_mov_b32 s10, 0
	s_cmp_lg_u64 s[10:11], 0
	s_cbranch_scc0 .LBB10_261
	s_fmac_f32 s5, s12, 0x4f800000
	s_sub_u32 s12, 0, s16
	s_subb_u32 s13, 0, s17
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v3, s5
	v_readfirstlane_b32 s5, v3
	s_mul_f32 s5, s5, 0x5f7ffffc
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s11, s5, 0x2f800000
	s_trunc_f32 s11, s11
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s5, s11, 0xcf800000
	s_cvt_u32_f32 s11, s11
	s_cvt_u32_f32 s5, s5
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_2)
	s_mul_i32 s20, s12, s11
	s_mul_hi_u32 s22, s12, s5
	s_mul_i32 s21, s13, s5
	s_add_i32 s20, s22, s20
	s_mul_i32 s23, s12, s5
	s_add_i32 s20, s20, s21
	s_mul_hi_u32 s22, s5, s23
	s_mul_i32 s25, s5, s20
	s_mul_hi_u32 s24, s11, s23
	s_mul_i32 s21, s11, s23
	s_mul_hi_u32 s23, s5, s20
	s_add_u32 s22, s22, s25
	s_addc_u32 s23, 0, s23
	s_mul_hi_u32 s26, s11, s20
	s_add_u32 s21, s22, s21
	s_mul_i32 s20, s11, s20
	s_addc_u32 s21, s23, s24
	s_addc_u32 s22, s26, 0
	s_add_u32 s20, s21, s20
	s_addc_u32 s21, 0, s22
	s_add_u32 s5, s5, s20
	s_addc_u32 s11, s11, s21
	s_mul_hi_u32 s20, s12, s5
	s_mul_i32 s21, s12, s5
	s_mul_i32 s12, s12, s11
	s_mul_i32 s13, s13, s5
	s_add_i32 s12, s20, s12
	s_mul_i32 s20, s11, s21
	s_add_i32 s12, s12, s13
	s_mul_hi_u32 s13, s5, s21
	s_mul_i32 s24, s5, s12
	s_mul_hi_u32 s23, s5, s12
	s_add_u32 s13, s13, s24
	s_mul_hi_u32 s22, s11, s21
	s_addc_u32 s23, 0, s23
	s_mul_hi_u32 s21, s11, s12
	s_add_u32 s13, s13, s20
	s_mul_i32 s12, s11, s12
	s_addc_u32 s13, s23, s22
	s_addc_u32 s20, s21, 0
	s_add_u32 s12, s13, s12
	s_addc_u32 s13, 0, s20
	s_add_u32 s5, s5, s12
	s_addc_u32 s11, s11, s13
	s_mul_hi_u32 s12, s8, s5
	s_mul_i32 s21, s8, s11
	s_mul_hi_u32 s20, s8, s11
	s_mul_hi_u32 s13, s9, s5
	s_mul_i32 s5, s9, s5
	s_add_u32 s12, s12, s21
	s_addc_u32 s20, 0, s20
	s_mul_hi_u32 s22, s9, s11
	s_add_u32 s5, s12, s5
	s_mul_i32 s11, s9, s11
	s_addc_u32 s5, s20, s13
	s_addc_u32 s12, s22, 0
	s_add_u32 s5, s5, s11
	s_addc_u32 s11, 0, s12
	s_mul_hi_u32 s12, s16, s5
	s_mul_i32 s13, s16, s11
	s_mul_i32 s20, s17, s5
	s_add_i32 s12, s12, s13
	s_mul_i32 s13, s16, s5
	s_add_i32 s12, s12, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_i32 s20, s9, s12
	s_sub_u32 s13, s8, s13
	s_cselect_b32 s21, -1, 0
	s_subb_u32 s20, s20, s17
	s_sub_u32 s22, s13, s16
	s_subb_u32 s20, s20, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s20, s17
	s_cselect_b32 s23, -1, 0
	s_cmp_ge_u32 s22, s16
	s_cselect_b32 s22, -1, 0
	s_cmp_eq_u32 s20, s17
	s_cselect_b32 s20, s22, s23
	s_add_u32 s22, s5, 1
	s_addc_u32 s23, s11, 0
	s_add_u32 s24, s5, 2
	s_addc_u32 s25, s11, 0
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s20, s24, s22
	s_cselect_b32 s22, s25, s23
	s_cmp_lg_u32 s21, 0
	s_subb_u32 s9, s9, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s9, s17
	s_cselect_b32 s12, -1, 0
	s_cmp_ge_u32 s13, s16
	s_cselect_b32 s13, -1, 0
	s_cmp_eq_u32 s9, s17
	s_cselect_b32 s9, s13, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s23, s22, s11
	s_cselect_b32 s22, s20, s5
	s_and_not1_b32 vcc_lo, exec_lo, s10
	s_cbranch_vccnz .LBB10_10
.LBB10_9:
	v_rcp_iflag_f32_e32 v2, v2
	s_sub_i32 s9, 0, s16
	s_mov_b32 s23, 0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_readfirstlane_b32 s5, v2
	s_mul_i32 s9, s9, s5
	s_mul_hi_u32 s9, s5, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s5, s5, s9
	s_mul_hi_u32 s5, s8, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_mul_i32 s9, s5, s16
	s_sub_i32 s8, s8, s9
	s_add_i32 s9, s5, 1
	s_sub_i32 s10, s8, s16
	s_cmp_ge_u32 s8, s16
	s_cselect_b32 s5, s9, s5
	s_cselect_b32 s8, s10, s8
	s_add_i32 s9, s5, 1
	s_cmp_ge_u32 s8, s16
	s_cselect_b32 s22, s9, s5
.LBB10_10:
	s_load_b64 s[20:21], s[0:1], 0x68
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB10_12
	v_mov_b32_e32 v2, 0xff800000
	v_dual_mov_b32 v3, 0x544c :: v_dual_mov_b32 v6, 0
	v_mov_b32_e32 v4, 0x7f800000
	v_mov_b32_e32 v5, 0x5454
	v_mov_b32_e32 v7, 0x5434
	ds_store_2addr_b32 v3, v2, v4 offset1:1
	ds_store_2addr_b32 v5, v6, v6 offset1:1
	ds_store_b32 v6, v2 offset:21596
	ds_store_2addr_b32 v7, v4, v6 offset1:1
.LBB10_12:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v2, s5, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, 0, s5
	s_mul_i32 s0, s34, s47
	s_mul_hi_u32 s1, s34, s46
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v19, 0xff800000
	s_add_i32 s1, s1, s0
	s_mul_i32 s0, s34, s46
	v_cmp_gt_u64_e64 s10, s[22:23], v[2:3]
	s_lshl_b64 s[0:1], s[0:1], 2
	v_dual_mov_b32 v20, 0xff800000 :: v_dual_mov_b32 v17, 0xff800000
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v18, 0xff800000
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v4, 0
	s_add_u32 s55, s40, s0
	s_addc_u32 s76, s41, s1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s10
	s_cbranch_execz .LBB10_16
	v_mov_b32_e32 v6, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v15, v3
	v_mov_b32_e32 v10, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v17, 0xff800000
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v20, 0xff800000
	v_dual_mov_b32 v14, v2 :: v_dual_mov_b32 v19, 0xff800000
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v18, 0xff800000
	v_mov_b32_e32 v9, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v16, 0xff800000
	s_mov_b32 s11, 0
.LBB10_14:
	v_lshlrev_b64 v[21:22], 2, v[14:15]
	v_cmp_o_f32_e64 s0, v17, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v21, vcc_lo, s55, v21
	v_add_co_ci_u32_e64 v22, null, s76, v22, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v18, v18
	global_load_b32 v21, v[21:22], off
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s5, 0x7f800000, v21
	v_cmp_u_f32_e64 s1, v21, v21
	v_cmp_gt_f32_e64 s6, v21, v17
	v_cmp_class_f32_e64 s12, v21, 0x1f8
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v24, 0, 1.0, s5
	v_cmp_gt_f32_e64 s5, v21, v18
	s_and_b32 s24, vcc_lo, s1
	s_and_b32 s0, s0, s1
	v_cndmask_b32_e64 v22, 0, 1.0, s1
	s_or_b32 s0, s6, s0
	s_or_b32 vcc_lo, s5, s24
	v_dual_mul_f32 v23, s33, v21 :: v_dual_cndmask_b32 v8, v8, v14
	v_cndmask_b32_e64 v17, v17, v21, s0
	v_cndmask_b32_e64 v7, v7, v15, s0
	v_cndmask_b32_e64 v6, v6, v14, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s13, v23, 0x204
	v_dual_cndmask_b32 v18, v18, v21 :: v_dual_cndmask_b32 v9, v9, v15
	v_cmp_gt_f32_e64 s7, v22, v20
	v_cmp_gt_f32_e64 s8, v24, v19
	s_and_b32 s0, s13, s12
	v_cndmask_b32_e64 v21, 0, 1.0, s0
	v_cndmask_b32_e64 v12, v12, v14, s7
	v_cndmask_b32_e64 v10, v10, v14, s8
	v_cndmask_b32_e64 v13, v13, v15, s7
	v_cndmask_b32_e64 v11, v11, v15, s8
	v_cmp_gt_f32_e32 vcc_lo, v21, v16
	v_cndmask_b32_e64 v20, v20, v22, s7
	v_cndmask_b32_e64 v19, v19, v24, s8
	v_dual_cndmask_b32 v16, v16, v21 :: v_dual_cndmask_b32 v5, v5, v15
	v_cndmask_b32_e32 v4, v4, v14, vcc_lo
	v_add_co_u32 v14, vcc_lo, 0x100, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, 0, v15, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[14:15]
	s_or_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_14
	s_or_b32 exec_lo, exec_lo, s11
.LBB10_16:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s9
	v_lshlrev_b32_e32 v5, 2, v0
	v_cmp_gt_u32_e64 s0, 0x80, v0
	v_add_nc_u32_e32 v7, 48, v5
	v_add_nc_u32_e32 v9, 0x5030, v5
	v_add_nc_u32_e32 v11, 0x4c30, v5
	ds_store_2addr_stride64_b32 v7, v12, v20 offset0:76 offset1:80
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB10_18
	ds_load_2addr_stride64_b32 v[12:13], v11 offset1:2
	ds_load_2addr_stride64_b32 v[14:15], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v15, v14
	v_cmp_gt_f32_e64 s5, v15, v14
	v_cmp_o_f32_e64 s6, v14, v14
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s5, s1
	v_cndmask_b32_e64 v5, 0, 1, s1
	s_or_b32 s1, s6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_18:
	s_or_b32 exec_lo, exec_lo, s7
	v_cmp_gt_u32_e64 s1, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB10_20
	ds_load_2addr_stride64_b32 v[12:13], v11 offset1:1
	ds_load_2addr_stride64_b32 v[14:15], v9 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v15, v14
	v_cmp_gt_f32_e64 s6, v15, v14
	v_cmp_o_f32_e64 s7, v14, v14
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v5, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_20:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s5, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB10_22
	ds_load_2addr_b32 v[12:13], v11 offset1:32
	ds_load_2addr_b32 v[14:15], v9 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s6, v15, v14
	v_cmp_gt_f32_e64 s7, v15, v14
	v_cmp_o_f32_e64 s8, v14, v14
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	v_cndmask_b32_e64 v5, 0, 1, s6
	s_or_b32 s6, s8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_22:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s6, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB10_24
	ds_load_2addr_b32 v[12:13], v11 offset1:16
	ds_load_2addr_b32 v[14:15], v9 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s7, v15, v14
	v_cmp_gt_f32_e64 s8, v15, v14
	v_cmp_o_f32_e64 s9, v14, v14
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s7, s8, s7
	v_cndmask_b32_e64 v5, 0, 1, s7
	s_or_b32 s7, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_24:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s7, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB10_26
	ds_load_2addr_b32 v[12:13], v11 offset1:8
	ds_load_2addr_b32 v[14:15], v9 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v15, v14
	v_cmp_gt_f32_e64 s9, v15, v14
	v_cmp_o_f32_e64 s11, v14, v14
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s9, s8
	v_cndmask_b32_e64 v5, 0, 1, s8
	s_or_b32 s8, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_26:
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s8, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s8
	s_cbranch_execz .LBB10_28
	ds_load_2addr_b32 v[12:13], v11 offset1:4
	ds_load_2addr_b32 v[14:15], v9 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v15, v14
	v_cmp_gt_f32_e64 s11, v15, v14
	v_cmp_o_f32_e64 s12, v14, v14
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s11, s9
	v_cndmask_b32_e64 v5, 0, 1, s9
	s_or_b32 s9, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_28:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s9, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s9
	s_cbranch_execz .LBB10_30
	ds_load_2addr_b32 v[12:13], v11 offset1:2
	ds_load_2addr_b32 v[14:15], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_30:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB10_32
	v_add_nc_u32_e64 v5, 52, 0
	ds_load_2addr_stride64_b32 v[12:13], v5 offset0:76 offset1:80
	ds_load_b32 v14, v11
	ds_load_b32 v15, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v12, v14
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v15
	v_cmp_gt_f32_e64 s12, v13, v15
	v_cmp_o_f32_e64 s13, v15, v15
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v15, v13, vcc_lo
	v_cndmask_b32_e32 v7, v14, v12, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_32:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_34
	v_add_nc_u32_e64 v5, 48, 0
	s_add_u32 s12, s74, s14
	s_addc_u32 s25, s75, s15
	s_mul_i32 s13, s12, s19
	s_mul_hi_u32 s24, s12, s18
	ds_load_2addr_stride64_b32 v[12:13], v5 offset0:76 offset1:80
	s_add_i32 s13, s24, s13
	s_mul_i32 s25, s25, s18
	s_mul_i32 s12, s12, s18
	s_add_i32 s13, s13, s25
	v_mov_b32_e32 v5, 0
	s_lshl_b64 s[12:13], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s20, s12
	s_addc_u32 s13, s21, s13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, v12
	global_store_b64 v5, v[13:14], s[12:13] offset:4
.LBB10_34:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v9, v19
	ds_store_b32 v11, v10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s0
	s_cbranch_execz .LBB10_36
	ds_load_2addr_stride64_b32 v[12:13], v11 offset1:2
	ds_load_2addr_stride64_b32 v[14:15], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_36:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s1
	s_cbranch_execz .LBB10_38
	ds_load_2addr_stride64_b32 v[12:13], v11 offset1:1
	ds_load_2addr_stride64_b32 v[14:15], v9 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_38:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s5
	s_cbranch_execz .LBB10_40
	ds_load_2addr_b32 v[12:13], v11 offset1:32
	ds_load_2addr_b32 v[14:15], v9 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_40:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s6
	s_cbranch_execz .LBB10_42
	ds_load_2addr_b32 v[12:13], v11 offset1:16
	ds_load_2addr_b32 v[14:15], v9 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_42:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s7
	s_cbranch_execz .LBB10_44
	ds_load_2addr_b32 v[12:13], v11 offset1:8
	ds_load_2addr_b32 v[14:15], v9 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_44:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s8
	s_cbranch_execz .LBB10_46
	ds_load_2addr_b32 v[12:13], v11 offset1:4
	ds_load_2addr_b32 v[14:15], v9 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_46:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s9
	s_cbranch_execz .LBB10_48
	ds_load_2addr_b32 v[12:13], v11 offset1:2
	ds_load_2addr_b32 v[14:15], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_48:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB10_50
	v_add_nc_u32_e64 v5, 52, 0
	ds_load_2addr_stride64_b32 v[12:13], v5 offset0:76 offset1:80
	ds_load_b32 v10, v11
	ds_load_b32 v14, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v12, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v14
	v_cmp_gt_f32_e64 s12, v13, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v13, vcc_lo
	v_cndmask_b32_e32 v7, v10, v12, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_50:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_52
	v_add_nc_u32_e64 v5, 48, 0
	s_add_u32 s12, s74, s14
	s_addc_u32 s25, s75, s15
	s_mul_i32 s13, s12, s19
	s_mul_hi_u32 s24, s12, s18
	ds_load_2addr_stride64_b32 v[12:13], v5 offset0:76 offset1:80
	s_add_i32 s13, s24, s13
	s_mul_i32 s25, s25, s18
	s_mul_i32 s12, s12, s18
	s_add_i32 s13, s13, s25
	v_mov_b32_e32 v5, 0
	s_lshl_b64 s[12:13], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s20, s12
	s_addc_u32 s13, s21, s13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, v12
	global_store_b64 v5, v[13:14], s[12:13] offset:12
.LBB10_52:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v9, v18
	ds_store_b32 v11, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s0
	s_cbranch_execz .LBB10_54
	ds_load_2addr_stride64_b32 v[12:13], v11 offset1:2
	ds_load_2addr_stride64_b32 v[14:15], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_54:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s1
	s_cbranch_execz .LBB10_56
	ds_load_2addr_stride64_b32 v[12:13], v11 offset1:1
	ds_load_2addr_stride64_b32 v[14:15], v9 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_56:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s5
	s_cbranch_execz .LBB10_58
	ds_load_2addr_b32 v[12:13], v11 offset1:32
	ds_load_2addr_b32 v[14:15], v9 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_58:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s6
	s_cbranch_execz .LBB10_60
	ds_load_2addr_b32 v[12:13], v11 offset1:16
	ds_load_2addr_b32 v[14:15], v9 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_60:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s7
	s_cbranch_execz .LBB10_62
	ds_load_2addr_b32 v[12:13], v11 offset1:8
	ds_load_2addr_b32 v[14:15], v9 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_62:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s8
	s_cbranch_execz .LBB10_64
	ds_load_2addr_b32 v[12:13], v11 offset1:4
	ds_load_2addr_b32 v[14:15], v9 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_64:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s9
	s_cbranch_execz .LBB10_66
	ds_load_2addr_b32 v[12:13], v11 offset1:2
	ds_load_2addr_b32 v[14:15], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v13, v12
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v15, v14
	v_cmp_gt_f32_e64 s12, v15, v14
	v_cmp_o_f32_e64 s13, v14, v14
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v15, v15
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v14, v15, vcc_lo
	v_cndmask_b32_e32 v7, v12, v13, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_66:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB10_68
	v_add_nc_u32_e64 v5, 52, 0
	ds_load_2addr_stride64_b32 v[12:13], v5 offset0:76 offset1:80
	ds_load_b32 v8, v11
	ds_load_b32 v10, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v12, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v10
	v_cmp_gt_f32_e64 s12, v13, v10
	v_cmp_o_f32_e64 s13, v10, v10
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v7, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v7.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_cndmask_b32_e32 v5, v10, v13, vcc_lo
	v_cndmask_b32_e32 v7, v8, v12, vcc_lo
	ds_store_b32 v9, v5
	ds_store_b32 v11, v7
.LBB10_68:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_70
	v_add_nc_u32_e64 v5, 48, 0
	s_add_u32 s12, s74, s14
	s_addc_u32 s25, s75, s15
	s_mul_i32 s13, s12, s19
	s_mul_hi_u32 s24, s12, s18
	ds_load_2addr_stride64_b32 v[12:13], v5 offset0:76 offset1:80
	s_add_i32 s13, s24, s13
	s_mul_i32 s25, s25, s18
	s_mul_i32 s12, s12, s18
	s_add_i32 s13, s13, s25
	v_mov_b32_e32 v5, 0
	s_lshl_b64 s[12:13], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s20, s12
	s_addc_u32 s13, s21, s13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v14, v12
	global_store_b64 v5, v[13:14], s[12:13] offset:20
.LBB10_70:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v9, v17
	ds_store_b32 v11, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s0
	s_cbranch_execz .LBB10_72
	ds_load_2addr_stride64_b32 v[7:8], v11 offset1:2
	ds_load_2addr_stride64_b32 v[12:13], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v6.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_dual_cndmask_b32 v5, v12, v13 :: v_dual_cndmask_b32 v6, v7, v8
	ds_store_b32 v9, v5
	ds_store_b32 v11, v6
.LBB10_72:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s1
	s_cbranch_execz .LBB10_74
	ds_load_2addr_stride64_b32 v[7:8], v11 offset1:1
	ds_load_2addr_stride64_b32 v[12:13], v9 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v6.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_dual_cndmask_b32 v5, v12, v13 :: v_dual_cndmask_b32 v6, v7, v8
	ds_store_b32 v9, v5
	ds_store_b32 v11, v6
.LBB10_74:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s5
	s_cbranch_execz .LBB10_76
	ds_load_2addr_b32 v[7:8], v11 offset1:32
	ds_load_2addr_b32 v[12:13], v9 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v6.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_dual_cndmask_b32 v5, v12, v13 :: v_dual_cndmask_b32 v6, v7, v8
	ds_store_b32 v9, v5
	ds_store_b32 v11, v6
.LBB10_76:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s6
	s_cbranch_execz .LBB10_78
	ds_load_2addr_b32 v[7:8], v11 offset1:16
	ds_load_2addr_b32 v[12:13], v9 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v6.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_dual_cndmask_b32 v5, v12, v13 :: v_dual_cndmask_b32 v6, v7, v8
	ds_store_b32 v9, v5
	ds_store_b32 v11, v6
.LBB10_78:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s7
	s_cbranch_execz .LBB10_80
	ds_load_2addr_b32 v[7:8], v11 offset1:8
	ds_load_2addr_b32 v[12:13], v9 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v6.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_dual_cndmask_b32 v5, v12, v13 :: v_dual_cndmask_b32 v6, v7, v8
	ds_store_b32 v9, v5
	ds_store_b32 v11, v6
.LBB10_80:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s8
	s_cbranch_execz .LBB10_82
	ds_load_2addr_b32 v[7:8], v11 offset1:4
	ds_load_2addr_b32 v[12:13], v9 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v6.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_dual_cndmask_b32 v5, v12, v13 :: v_dual_cndmask_b32 v6, v7, v8
	ds_store_b32 v9, v5
	ds_store_b32 v11, v6
.LBB10_82:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s9
	s_cbranch_execz .LBB10_84
	ds_load_2addr_b32 v[7:8], v11 offset1:2
	ds_load_2addr_b32 v[12:13], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v6.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_dual_cndmask_b32 v5, v12, v13 :: v_dual_cndmask_b32 v6, v7, v8
	ds_store_b32 v9, v5
	ds_store_b32 v11, v6
.LBB10_84:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB10_86
	v_add_nc_u32_e64 v5, 52, 0
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:76 offset1:80
	ds_load_b32 v10, v11
	ds_load_b32 v12, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v10
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v12
	v_cmp_gt_f32_e64 s12, v8, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v6, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v5.l, v5.l, v6.l, vcc_lo
	v_and_b16 v5.l, 1, v5.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v5.l
	v_dual_cndmask_b32 v5, v12, v8 :: v_dual_cndmask_b32 v6, v10, v7
	ds_store_b32 v9, v5
	ds_store_b32 v11, v6
.LBB10_86:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_88
	v_add_nc_u32_e64 v5, 48, 0
	s_add_u32 s12, s74, s14
	s_addc_u32 s25, s75, s15
	s_mul_i32 s13, s12, s19
	s_mul_hi_u32 s24, s12, s18
	ds_load_2addr_stride64_b32 v[5:6], v5 offset0:76 offset1:80
	s_add_i32 s13, s24, s13
	s_mul_i32 s25, s25, s18
	s_mul_i32 s12, s12, s18
	s_add_i32 s13, s13, s25
	v_mov_b32_e32 v8, 0
	s_lshl_b64 s[12:13], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s20, s12
	s_addc_u32 s13, s21, s13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, v5
	global_store_b64 v8, v[6:7], s[12:13] offset:28
.LBB10_88:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v9, v16
	ds_store_b32 v11, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s0
	s_cbranch_execz .LBB10_90
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:2
	ds_load_2addr_stride64_b32 v[12:13], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v12, v13 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v9, v4
	ds_store_b32 v11, v5
.LBB10_90:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s1
	s_cbranch_execz .LBB10_92
	ds_load_2addr_stride64_b32 v[6:7], v11 offset1:1
	ds_load_2addr_stride64_b32 v[12:13], v9 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v12, v13 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v9, v4
	ds_store_b32 v11, v5
.LBB10_92:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s5
	s_cbranch_execz .LBB10_94
	ds_load_2addr_b32 v[6:7], v11 offset1:32
	ds_load_2addr_b32 v[12:13], v9 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v12, v13 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v9, v4
	ds_store_b32 v11, v5
.LBB10_94:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s6
	s_cbranch_execz .LBB10_96
	ds_load_2addr_b32 v[6:7], v11 offset1:16
	ds_load_2addr_b32 v[12:13], v9 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v12, v13 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v9, v4
	ds_store_b32 v11, v5
.LBB10_96:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s7
	s_cbranch_execz .LBB10_98
	ds_load_2addr_b32 v[6:7], v11 offset1:8
	ds_load_2addr_b32 v[12:13], v9 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v12, v13 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v9, v4
	ds_store_b32 v11, v5
.LBB10_98:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s8
	s_cbranch_execz .LBB10_100
	ds_load_2addr_b32 v[6:7], v11 offset1:4
	ds_load_2addr_b32 v[12:13], v9 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v12, v13 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v9, v4
	ds_store_b32 v11, v5
.LBB10_100:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s9
	s_cbranch_execz .LBB10_102
	ds_load_2addr_b32 v[6:7], v11 offset1:2
	ds_load_2addr_b32 v[12:13], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v13, v12
	v_cmp_gt_f32_e64 s12, v13, v12
	v_cmp_o_f32_e64 s13, v12, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v13, v13
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v12, v13 :: v_dual_cndmask_b32 v5, v6, v7
	ds_store_b32 v9, v4
	ds_store_b32 v11, v5
.LBB10_102:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s24, s4
	s_cbranch_execz .LBB10_104
	v_add_nc_u32_e64 v4, 52, 0
	ds_load_2addr_stride64_b32 v[6:7], v4 offset0:76 offset1:80
	ds_load_b32 v8, v11
	ds_load_b32 v10, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v10
	v_cmp_gt_f32_e64 s12, v7, v10
	v_cmp_o_f32_e64 s13, v10, v10
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v4.l, v4.l, v5.l, vcc_lo
	v_and_b16 v4.l, 1, v4.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v4.l
	v_dual_cndmask_b32 v4, v10, v7 :: v_dual_cndmask_b32 v5, v8, v6
	ds_store_b32 v9, v4
	ds_store_b32 v11, v5
.LBB10_104:
	s_or_b32 exec_lo, exec_lo, s24
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_106
	v_add_nc_u32_e64 v4, 48, 0
	s_add_u32 s12, s74, s14
	s_addc_u32 s25, s75, s15
	s_mul_i32 s13, s12, s19
	s_mul_hi_u32 s24, s12, s18
	ds_load_2addr_stride64_b32 v[4:5], v4 offset0:76 offset1:80
	s_add_i32 s13, s24, s13
	s_mul_i32 s25, s25, s18
	s_mul_i32 s12, s12, s18
	s_add_i32 s13, s13, s25
	v_mov_b32_e32 v7, 0
	s_lshl_b64 s[12:13], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s20, s12
	s_addc_u32 s13, s21, s13
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v6, v4
	global_store_b64 v7, v[5:6], s[12:13] offset:36
.LBB10_106:
	s_or_b32 exec_lo, exec_lo, s11
	s_cmp_nlt_f32 s54, 1.0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cselect_b32 s11, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s11, s11, s2
	v_cndmask_b32_e64 v8, 0, 1, s11
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_mov_b32 s11, -1
	s_cbranch_vccnz .LBB10_109
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB10_112
.LBB10_108:
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execnz .LBB10_135
	s_branch .LBB10_153
.LBB10_109:
	s_and_saveexec_b32 s11, s4
	v_mov_b32_e32 v4, 0
	ds_store_b32 v4, v4 offset:21564
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_108
.LBB10_112:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v10, 0xff800000
	s_and_saveexec_b32 s77, s10
	s_cbranch_execz .LBB10_116
	v_mov_b32_e32 v4, 0x544c
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	s_xor_b64 s[12:13], s[50:51], s[48:49]
	s_add_u32 s28, s48, 0x9e3779b9
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_mul_hi_u32 s11, s50, 0xcd9e8d57
	s_addc_u32 s29, s49, 0
	s_add_u32 s26, s49, 0xbb67ae85
	s_addc_u32 s27, 0, 0
	s_xor_b32 s10, s11, s48
	s_mov_b32 s25, 0
	s_xor_b32 s12, s10, s34
	v_mov_b32_e32 v10, 0xff800000
	s_mul_hi_u32 s31, s12, 0xd2511f53
	s_mul_i32 s30, s12, 0xd2511f53
	s_mov_b32 s24, s31
	s_mul_i32 s10, s50, 0xcd9e8d57
	s_xor_b64 s[26:27], s[24:25], s[26:27]
	s_add_u32 s24, s48, 0x3c6ef372
	s_add_u32 s44, s49, 0x76cf5d0a
	s_addc_u32 s45, 0, 0
	s_mov_b32 s56, 0x1d8e78af
	s_xor_b64 s[30:31], s[44:45], s[30:31]
	s_mov_b32 s44, 0xd078c69f
	s_mov_b32 s58, 0x9997fa04
	s_mov_b32 s60, 0xdf3e5244
	s_mov_b32 s62, 0x96cb03de
	s_mov_b32 s64, 0x94229359
	s_mov_b32 s66, 0x55555593
	s_mov_b32 s68, 0x35793c76
	s_mov_b32 s70, 0xfee00000
	s_add_u32 s27, s48, 0xdaa66d2b
	s_add_u32 s78, s49, 0x32370b8f
	s_add_u32 s79, s48, 0x78dde6e4
	s_add_u32 s80, s49, 0xed9eba14
	s_add_u32 s81, s48, 0x1715609d
	s_add_u32 s82, s49, 0xa9066899
	s_add_u32 s83, s48, 0xb54cda56
	s_add_u32 s84, s49, 0x646e171e
	s_add_u32 s85, s48, 0x5384540f
	s_add_u32 s86, s49, 0x1fd5c5a3
	s_add_u32 s87, s49, 0xdb3d7428
	s_add_i32 s88, s48, 0x8ff34781
	s_xor_b64 s[28:29], s[28:29], s[10:11]
	s_mov_b32 s45, 0x3fc39a09
	s_mov_b32 s57, 0x3fcc71c5
	s_mov_b32 s59, 0x3fd99999
	s_mov_b32 s61, 0x3fc2f112
	s_mov_b32 s63, 0x3fc74664
	s_mov_b32 s65, 0x3fd24924
	s_mov_b32 s67, 0x3fe55555
	s_mov_b32 s69, 0x3dea39ef
	s_mov_b32 s71, 0x3fe62e42
.LBB10_114:
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v2, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v13, s13, v13
	v_xor_b32_e32 v14, s26, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v13, 0
	v_mad_u64_u32 v[14:15], null, 0xcd9e8d57, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v13, s28, v13
	v_xor3_b32 v15, v15, s24, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v13, 0
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v13, s30, v13
	v_xor3_b32 v16, v16, s78, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v13, 0
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s27, v13, v14
	v_xor3_b32 v14, v17, s79, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v13, 0
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, s80, v13, v15
	v_xor3_b32 v15, v18, s82, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v13, 0
	v_xor3_b32 v13, s81, v13, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v12, v16, s83, v12
	v_xor3_b32 v14, s84, v14, v17
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v12, 0
	v_mul_hi_u32 v14, 0xcd9e8d57, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s86, v13
	v_xor3_b32 v12, s85, v14, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v13, 0xcd9e8d57, v13
	v_mul_hi_u32 v12, 0xd2511f53, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v12, s87, v12, v16
	v_mul_hi_u32 v12, 0xcd9e8d57, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v12, v13, s88, v12
	v_cvt_f64_u32_e32 v[12:13], v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], 0.5
	v_ldexp_f64 v[12:13], v[12:13], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v24, 0x95f62, v13
	v_and_b32_e32 v13, 0xfffff, v24
	v_lshrrev_b32_e32 v24, 20, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	v_add_co_u32 v28, s10, 0xfffffc01, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v24, null, 0, -1, s10
	v_add_f64 v[12:13], v[12:13], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[24:25], v24
	v_add_f64 v[14:15], v[12:13], 2.0
	v_mul_f64 v[26:27], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[16:17], null, v[14:15], v[14:15], v[12:13]
	v_div_scale_f64 v[22:23], vcc_lo, v[12:13], v[14:15], v[12:13]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[16:17], v[16:17], v[18:19], v[20:21]
	v_div_fixup_f64 v[14:15], v[16:17], v[14:15], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[16:17], v[14:15], v[14:15]
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[20:21], v[18:19], s[60:61]
	v_mul_f64 v[22:23], v[18:19], s[44:45]
	v_add_f64 v[20:21], v[20:21], s[62:63]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[56:57]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[18:19], v[22:23]
	v_add_f64 v[20:21], v[20:21], s[64:65]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[58:59]
	v_mul_f64 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_ldexp_f64 v[22:23], v[24:25], 32
	v_mul_f64 v[24:25], v[12:13], v[26:27]
	v_lshlrev_b64 v[26:27], 2, v[2:3]
	v_add_f64 v[20:21], v[20:21], s[66:67]
	v_mul_f64 v[16:17], v[16:17], v[20:21]
	v_cvt_f64_u32_e32 v[20:21], v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[18:19], v[16:17]
	v_add_f64 v[18:19], v[22:23], v[20:21]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[16:17], v[24:25], v[16:17]
	v_mul_f64 v[20:21], v[18:19], s[68:69]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[14:15], v[14:15], v[16:17]
	v_mul_f64 v[16:17], v[18:19], s[70:71]
	v_add_f64 v[14:15], v[20:21], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[14:15], v[14:15], -v[24:25]
	v_add_f64 v[12:13], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[16:17], v[12:13]
	v_xor_b32_e32 v13, 0x80000000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, s10, 0x95f62, v13
	v_add_co_ci_u32_e64 v15, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v13, 0xfffff, v14
	v_lshrrev_b64 v[14:15], 20, v[14:15]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v13, 0x3fe6a09e, v13
	v_add_co_u32 v30, s10, 0xfffffc01, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[12:13], v[12:13], -1.0
	v_add_co_ci_u32_e64 v14, null, -1, v15, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[14:15], v14
	v_add_f64 v[16:17], v[12:13], 2.0
	v_mul_f64 v[28:29], v[12:13], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[14:15], v[14:15], 32
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
	v_add_co_u32 v26, vcc_lo, s55, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, s76, v27, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	global_load_b32 v26, v[26:27], off
	v_div_fixup_f64 v[16:17], v[18:19], v[16:17], v[12:13]
	v_mul_f64 v[18:19], v[16:17], v[16:17]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[20:21], v[18:19], v[18:19]
	v_mul_f64 v[22:23], v[20:21], s[60:61]
	v_mul_f64 v[24:25], v[20:21], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[62:63]
	v_add_f64 v[24:25], v[24:25], s[56:57]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[24:25], v[20:21], v[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[22:23], v[22:23], s[64:65]
	v_add_f64 v[24:25], v[24:25], s[58:59]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[22:23], v[20:21], v[22:23]
	v_mul_f64 v[20:21], v[20:21], v[24:25]
	v_mul_f64 v[24:25], v[12:13], v[28:29]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v26, v4
	v_cmp_gt_f32_e64 s12, v26, v4
	v_add_f64 v[22:23], v[22:23], s[66:67]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[18:19], v[18:19], v[22:23]
	v_cvt_f64_u32_e32 v[22:23], v30
	v_add_f64 v[18:19], v[20:21], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[14:15], v[14:15], v[22:23]
	v_add_f64 v[18:19], v[24:25], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_f64 v[20:21], v[14:15], s[68:69]
	v_mul_f64 v[14:15], v[14:15], s[70:71]
	v_mul_f64 v[16:17], v[16:17], v[18:19]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[16:17], v[20:21], v[16:17]
	v_add_f64 v[16:17], v[16:17], -v[24:25]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[12:13], v[12:13], v[16:17]
	v_add_f64 v[12:13], v[14:15], v[12:13]
	v_clz_i32_u32_e32 v14, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v16, 32, v14
	v_lshlrev_b64 v[14:15], v16, v[2:3]
	v_sub_nc_u32_e32 v16, 32, v16
	v_cvt_f32_f64_e32 v12, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_min_u32_e32 v13, 1, v14
	v_cndmask_b32_e64 v14, 0, 1.0, s12
	v_or_b32_e32 v13, v15, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v13, v13
	v_ldexp_f32 v13, v13, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e64 s10, v5, v13
	v_mul_f32_e32 v13, s33, v26
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v15, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s10, v15, v14
	v_cndmask_b32_e64 v14, v14, v15, s10
	v_sub_f32_e32 v12, v13, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e64 s10, 0, v14
	v_cndmask_b32_e64 v12, 0xff800000, v12, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e64 s10, v12, v12
	v_cmp_gt_f32_e64 s11, v12, v10
	s_and_b32 s10, vcc_lo, s10
	s_or_b32 vcc_lo, s11, s10
	v_dual_cndmask_b32 v10, v10, v12 :: v_dual_cndmask_b32 v7, v7, v3
	v_cndmask_b32_e32 v6, v6, v2, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[22:23], v[2:3]
	s_or_b32 s25, vcc_lo, s25
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s25
	s_cbranch_execnz .LBB10_114
	s_or_b32 exec_lo, exec_lo, s25
.LBB10_116:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s77
	ds_store_b32 v9, v10
	ds_store_b32 v11, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB10_118
	ds_load_2addr_stride64_b32 v[4:5], v11 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v7, v6
	v_cmp_gt_f32_e64 s10, v7, v6
	v_cmp_o_f32_e64 s11, v6, v6
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s10, s0
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_or_b32 s0, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v9, v2
	ds_store_b32 v11, v3
.LBB10_118:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s1
	s_cbranch_execz .LBB10_120
	ds_load_2addr_stride64_b32 v[4:5], v11 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v9 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v7, v6
	v_cmp_gt_f32_e64 s1, v7, v6
	v_cmp_o_f32_e64 s10, v6, v6
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_or_b32 s0, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v9, v2
	ds_store_b32 v11, v3
.LBB10_120:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB10_122
	ds_load_2addr_b32 v[4:5], v11 offset1:32
	ds_load_2addr_b32 v[6:7], v9 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v7, v6
	v_cmp_gt_f32_e64 s1, v7, v6
	v_cmp_o_f32_e64 s5, v6, v6
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v9, v2
	ds_store_b32 v11, v3
.LBB10_122:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB10_124
	ds_load_2addr_b32 v[4:5], v11 offset1:16
	ds_load_2addr_b32 v[6:7], v9 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v7, v6
	v_cmp_gt_f32_e64 s1, v7, v6
	v_cmp_o_f32_e64 s5, v6, v6
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v9, v2
	ds_store_b32 v11, v3
.LBB10_124:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB10_126
	ds_load_2addr_b32 v[4:5], v11 offset1:8
	ds_load_2addr_b32 v[6:7], v9 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v7, v6
	v_cmp_gt_f32_e64 s1, v7, v6
	v_cmp_o_f32_e64 s5, v6, v6
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v9, v2
	ds_store_b32 v11, v3
.LBB10_126:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s8
	s_cbranch_execz .LBB10_128
	ds_load_2addr_b32 v[4:5], v11 offset1:4
	ds_load_2addr_b32 v[6:7], v9 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v7, v6
	v_cmp_gt_f32_e64 s1, v7, v6
	v_cmp_o_f32_e64 s5, v6, v6
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v9, v2
	ds_store_b32 v11, v3
.LBB10_128:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s9
	s_cbranch_execz .LBB10_130
	ds_load_2addr_b32 v[4:5], v11 offset1:2
	ds_load_2addr_b32 v[6:7], v9 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v7, v6
	v_cmp_gt_f32_e64 s1, v7, v6
	v_cmp_o_f32_e64 s5, v6, v6
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v9, v2
	ds_store_b32 v11, v3
.LBB10_130:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB10_132
	v_add_nc_u32_e64 v2, 52, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:76 offset1:80
	ds_load_b32 v6, v11
	ds_load_b32 v7, v9
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v5, v7
	v_cmp_gt_f32_e64 s1, v5, v7
	v_cmp_o_f32_e64 s5, v7, v7
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v9, v2
	ds_store_b32 v11, v3
.LBB10_132:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB10_134
	v_add_nc_u32_e64 v2, 48, 0
	s_add_u32 s1, s74, s14
	s_addc_u32 s7, s75, s15
	s_mul_i32 s5, s1, s19
	s_mul_hi_u32 s6, s1, s18
	ds_load_2addr_stride64_b32 v[2:3], v2 offset0:76 offset1:80
	s_add_i32 s5, s6, s5
	s_mul_i32 s7, s7, s18
	s_mul_i32 s6, s1, s18
	s_add_i32 s7, s5, s7
	v_mov_b32_e32 v5, 0
	s_lshl_b64 s[6:7], s[6:7], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s6, s20, s6
	s_addc_u32 s7, s21, s7
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, v2
	global_store_b64 v5, v[3:4], s[6:7] offset:44
.LBB10_134:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB10_153
.LBB10_135:
	s_mul_i32 s0, s74, s19
	s_mul_hi_u32 s1, s74, s18
	s_mul_i32 s7, s75, s18
	s_add_i32 s0, s1, s0
	s_mov_b32 s6, exec_lo
	s_add_i32 s1, s0, s7
	s_mul_i32 s0, s74, s18
	v_mbcnt_lo_u32_b32 v2, s6, 0
	s_lshl_b64 s[0:1], s[0:1], 2
	s_mov_b32 s7, exec_lo
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB10_137
	s_bcnt1_i32_b32 s6, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v4, s6
	global_atomic_add_u32 v3, v3, v4, s[0:1] glc
	s_waitcnt vmcnt(0)
	buffer_gl1_inv
	buffer_gl0_inv
.LBB10_137:
	s_or_b32 exec_lo, exec_lo, s7
	v_readfirstlane_b32 s6, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v2, s6, v2
	s_add_i32 s6, s16, -1
	s_delay_alu instid0(VALU_DEP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, s6, v2
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB10_153
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v7, 0xff800000
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], s[16:17]
	global_store_b32 v2, v2, s[0:1]
	s_waitcnt_vscnt null, 0x0
	buffer_gl1_inv
	buffer_gl0_inv
	.p2align	6
.LBB10_139:
	s_add_u32 s0, s6, s74
	s_addc_u32 s1, s7, s75
	s_mul_i32 s10, s0, s19
	s_mul_hi_u32 s11, s0, s18
	s_mul_i32 s1, s1, s18
	s_add_i32 s10, s11, s10
	s_mul_i32 s0, s0, s18
	s_add_i32 s1, s10, s1
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	s_lshl_b64 s[0:1], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_b32 v3, v2, s[0:1] offset:4
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s0, v3, v3
	v_cmp_gt_f32_e64 s1, v3, v7
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_cndmask_b32_e32 v7, v7, v3, vcc_lo
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB10_139
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v9, 0xff800000
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], s[16:17]
	ds_store_b32 v2, v7 offset:18476
	.p2align	6
.LBB10_141:
	s_add_u32 s0, s6, s74
	s_addc_u32 s1, s7, s75
	s_mul_i32 s10, s0, s19
	s_mul_hi_u32 s11, s0, s18
	s_mul_i32 s1, s1, s18
	s_add_i32 s10, s11, s10
	s_mul_i32 s0, s0, s18
	s_add_i32 s1, s10, s1
	v_cmp_o_f32_e32 vcc_lo, v9, v9
	s_lshl_b64 s[0:1], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_b32 v3, v2, s[0:1] offset:12
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s0, v3, v3
	v_cmp_gt_f32_e64 s1, v3, v9
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_cndmask_b32_e32 v9, v9, v3, vcc_lo
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB10_141
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v10, 0xff800000
	s_mov_b64 s[6:7], 0
	s_mov_b64 s[8:9], s[16:17]
	ds_store_b32 v2, v9 offset:21552
	.p2align	6
.LBB10_143:
	s_add_u32 s0, s6, s74
	s_addc_u32 s1, s7, s75
	s_mul_i32 s10, s0, s19
	s_mul_hi_u32 s11, s0, s18
	s_mul_i32 s1, s1, s18
	s_add_i32 s10, s11, s10
	s_mul_i32 s0, s0, s18
	s_add_i32 s1, s10, s1
	v_cmp_o_f32_e32 vcc_lo, v10, v10
	s_lshl_b64 s[0:1], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_b32 v3, v2, s[0:1] offset:20
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s0, v3, v3
	v_cmp_gt_f32_e64 s1, v3, v10
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_cndmask_b32_e32 v10, v10, v3, vcc_lo
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB10_143
	v_mov_b32_e32 v2, 0
	s_mov_b32 s10, 0xff800000
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[8:9], s[16:17]
	s_mov_b64 s[6:7], 0
	ds_store_b32 v2, v10 offset:21568
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_145:
	s_add_u32 s11, s0, s74
	s_addc_u32 s13, s1, s75
	s_mul_i32 s22, s11, s19
	s_mul_hi_u32 s23, s11, s18
	s_mul_i32 s12, s11, s18
	s_mul_i32 s13, s13, s18
	s_add_i32 s11, s23, s22
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s13, s11, s13
	s_lshl_b64 s[12:13], s[12:13], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s12, s20, s12
	s_addc_u32 s13, s21, s13
	global_load_b64 v[3:4], v2, s[12:13] offset:28
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s11, v3
	v_readfirstlane_b32 s12, v4
	s_cmp_gt_f32 s11, s10
	v_mov_b32_e32 v3, s11
	s_cselect_b32 s13, -1, 0
	s_cmp_u_f32 s11, s11
	s_cselect_b32 s11, -1, 0
	s_cmp_o_f32 s10, s10
	s_cselect_b32 s22, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s11, s22, s11
	s_or_b32 vcc_lo, s13, s11
	v_cndmask_b32_e32 v3, s10, v3, vcc_lo
	s_and_b32 s10, vcc_lo, exec_lo
	s_cselect_b32 s7, 0, s7
	s_cselect_b32 s6, s12, s6
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	v_readfirstlane_b32 s10, v3
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB10_145
	s_set_inst_prefetch_distance 0x2
	s_clz_i32_u32 s0, s7
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v5, 0xff800000
	s_min_u32 s8, s0, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[0:1], s[6:7], s8
	s_mov_b64 s[6:7], 0
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s8
	s_cvt_f32_u32 s0, s0
	s_mov_b64 s[8:9], s[16:17]
	s_delay_alu instid0(SALU_CYCLE_2)
	v_ldexp_f32 v11, s0, s1
	ds_store_b32 v2, v11 offset:21572
	.p2align	6
.LBB10_147:
	s_add_u32 s0, s6, s74
	s_addc_u32 s1, s7, s75
	s_mul_i32 s10, s0, s19
	s_mul_hi_u32 s11, s0, s18
	s_mul_i32 s1, s1, s18
	s_add_i32 s10, s11, s10
	s_mul_i32 s0, s0, s18
	s_add_i32 s1, s10, s1
	v_cmp_o_f32_e32 vcc_lo, v5, v5
	s_lshl_b64 s[0:1], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s0, s20, s0
	s_addc_u32 s1, s21, s1
	global_load_b32 v3, v2, s[0:1] offset:36
	s_waitcnt vmcnt(0)
	v_cmp_u_f32_e64 s0, v3, v3
	v_cmp_gt_f32_e64 s1, v3, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s1, s0
	s_add_u32 s6, s6, 1
	s_addc_u32 s7, s7, 0
	v_cndmask_b32_e32 v5, v5, v3, vcc_lo
	s_add_u32 s8, s8, -1
	s_addc_u32 s9, s9, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[8:9], 0
	s_cbranch_scc1 .LBB10_147
	v_dual_mov_b32 v6, 0xff800000 :: v_dual_mov_b32 v3, 0
	v_cmp_ne_u32_e32 vcc_lo, 1, v8
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v8, 0x5448
	s_delay_alu instid0(VALU_DEP_4)
	v_mov_b32_e32 v4, v6
	v_mov_b32_e32 v12, 0x5434
	s_mov_b32 s8, 0xff800000
	ds_store_b64 v3, v[3:4] offset:21592
	ds_store_2addr_b64 v8, v[5:6], v[2:3] offset1:1
	ds_store_2addr_b32 v12, v2, v3 offset1:1
	s_cbranch_vccnz .LBB10_152
	v_mov_b32_e32 v2, 0
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[6:7], 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_150:
	s_add_u32 s9, s0, s74
	s_addc_u32 s11, s1, s75
	s_mul_i32 s12, s9, s19
	s_mul_hi_u32 s13, s9, s18
	s_mul_i32 s10, s9, s18
	s_mul_i32 s11, s11, s18
	s_add_i32 s9, s13, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s11, s9, s11
	s_lshl_b64 s[10:11], s[10:11], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s10, s20, s10
	s_addc_u32 s11, s21, s11
	global_load_b64 v[3:4], v2, s[10:11] offset:44
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s9, v3
	v_readfirstlane_b32 s10, v4
	s_cmp_gt_f32 s9, s8
	v_mov_b32_e32 v3, s9
	s_cselect_b32 s11, -1, 0
	s_cmp_u_f32 s9, s9
	s_cselect_b32 s9, -1, 0
	s_cmp_o_f32 s8, s8
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s9, s12, s9
	s_or_b32 vcc_lo, s11, s9
	v_cndmask_b32_e32 v3, s8, v3, vcc_lo
	s_and_b32 s8, vcc_lo, exec_lo
	s_cselect_b32 s7, 0, s7
	s_cselect_b32 s6, s10, s6
	s_add_u32 s0, s0, 1
	s_addc_u32 s1, s1, 0
	v_readfirstlane_b32 s8, v3
	s_add_u32 s16, s16, -1
	s_addc_u32 s17, s17, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB10_150
	s_set_inst_prefetch_distance 0x2
	s_clz_i32_u32 s0, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s8, s0, 32
	s_lshl_b64 s[0:1], s[6:7], s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s0, s0, 1
	s_or_b32 s0, s1, s0
	s_sub_i32 s1, 32, s8
	s_cvt_f32_u32 s0, s0
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v3, s0, s1
.LBB10_152:
	v_add_f32_e32 v2, v9, v9
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v10
	s_lshl_b64 s[0:1], s[34:35], 3
	v_mov_b32_e32 v6, 0
	s_add_u32 s0, s38, s0
	v_dual_add_f32 v2, v7, v2 :: v_dual_mul_f32 v5, 0x41000000, v5
	v_cndmask_b32_e64 v4, 0, 4.0, vcc_lo
	s_addc_u32 s1, s39, s1
	s_lshl_b64 s[6:7], s[34:35], 2
	ds_store_b32 v6, v3 offset:21564
	s_add_u32 s6, s36, s6
	v_add_f32_e32 v2, v2, v4
	v_cndmask_b32_e64 v4, v3, 0, s3
	s_addc_u32 s7, s37, s7
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f32_e32 v2, v2, v5
	v_cndmask_b32_e64 v4, v11, v4, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cmp_eq_f32_e32 vcc_lo, 0, v2
	v_cvt_u32_f32_e32 v2, v2
	v_cndmask_b32_e32 v4, -1.0, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s8, v4
	s_trunc_f32 s8, s8
	s_and_b32 s9, s8, 0x7fffffff
	s_ashr_i32 s8, s8, 31
	s_mul_f32 s10, s9, 0x2f800000
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_floor_f32 s10, s10
	s_fmac_f32 s9, s10, 0xcf800000
	s_cvt_u32_f32 s11, s10
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_cvt_u32_f32 s10, s9
	s_mov_b32 s9, s8
	s_xor_b64 s[10:11], s[10:11], s[8:9]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_sub_u32 s10, s10, s8
	s_subb_u32 s11, s11, s8
	v_dual_mov_b32 v4, s10 :: v_dual_mov_b32 v5, s11
	s_clause 0x1
	global_store_b64 v6, v[4:5], s[0:1]
	global_store_b32 v6, v2, s[6:7]
.LBB10_153:
	s_or_b32 exec_lo, exec_lo, s5
	s_mov_b32 s5, 0
.LBB10_154:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s5
	s_cbranch_vccz .LBB10_586
	s_cmp_eq_u64 s[14:15], 0
	s_cbranch_scc0 .LBB10_586
	s_mul_i32 s0, s34, s47
	s_mul_hi_u32 s1, s34, s46
	s_mul_i32 s14, s34, s46
	s_add_i32 s15, s1, s0
	v_cmp_gt_u64_e64 s10, s[46:47], v[0:1]
	s_lshl_b64 s[0:1], s[14:15], 2
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v17, 0xff800000
	v_dual_mov_b32 v18, 0xff800000 :: v_dual_mov_b32 v15, 0xff800000
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v16, 0xff800000
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v14, 0xff800000
	v_mov_b32_e32 v2, 0
	s_add_u32 s55, s40, s0
	s_addc_u32 s68, s41, s1
	s_and_saveexec_b32 s9, s10
	s_cbranch_execz .LBB10_160
	v_mov_b32_e32 v4, 0
	v_dual_mov_b32 v10, 0 :: v_dual_mov_b32 v13, v1
	v_mov_b32_e32 v8, 0
	v_dual_mov_b32 v6, 0 :: v_dual_mov_b32 v15, 0xff800000
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v2, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v18, 0xff800000
	v_dual_mov_b32 v12, v0 :: v_dual_mov_b32 v17, 0xff800000
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v16, 0xff800000
	v_mov_b32_e32 v7, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v14, 0xff800000
	s_mov_b32 s11, 0
.LBB10_158:
	v_lshlrev_b64 v[19:20], 2, v[12:13]
	v_cmp_o_f32_e64 s0, v15, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, vcc_lo, s55, v19
	v_add_co_ci_u32_e64 v20, null, s68, v20, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v16, v16
	global_load_b32 v19, v[19:20], off
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s5, 0x7f800000, v19
	v_cmp_u_f32_e64 s1, v19, v19
	v_cmp_gt_f32_e64 s6, v19, v15
	v_cmp_class_f32_e64 s12, v19, 0x1f8
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v22, 0, 1.0, s5
	v_cmp_gt_f32_e64 s5, v19, v16
	s_and_b32 s16, vcc_lo, s1
	s_and_b32 s0, s0, s1
	v_cndmask_b32_e64 v20, 0, 1.0, s1
	s_or_b32 s0, s6, s0
	s_or_b32 vcc_lo, s5, s16
	v_dual_mul_f32 v21, s33, v19 :: v_dual_cndmask_b32 v6, v6, v12
	v_cndmask_b32_e64 v15, v15, v19, s0
	v_cndmask_b32_e64 v5, v5, v13, s0
	v_cndmask_b32_e64 v4, v4, v12, s0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_class_f32_e64 s13, v21, 0x204
	v_dual_cndmask_b32 v16, v16, v19 :: v_dual_cndmask_b32 v7, v7, v13
	v_cmp_gt_f32_e64 s7, v20, v18
	v_cmp_gt_f32_e64 s8, v22, v17
	s_and_b32 s0, s13, s12
	v_cndmask_b32_e64 v19, 0, 1.0, s0
	v_cndmask_b32_e64 v10, v10, v12, s7
	v_cndmask_b32_e64 v8, v8, v12, s8
	v_cndmask_b32_e64 v11, v11, v13, s7
	v_cndmask_b32_e64 v9, v9, v13, s8
	v_cmp_gt_f32_e32 vcc_lo, v19, v14
	v_cndmask_b32_e64 v18, v18, v20, s7
	v_cndmask_b32_e64 v17, v17, v22, s8
	v_dual_cndmask_b32 v14, v14, v19 :: v_dual_cndmask_b32 v3, v3, v13
	v_cndmask_b32_e32 v2, v2, v12, vcc_lo
	v_add_co_u32 v12, vcc_lo, 0x100, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, 0, v13, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[12:13]
	s_or_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s11
	s_cbranch_execnz .LBB10_158
	s_or_b32 exec_lo, exec_lo, s11
.LBB10_160:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
	v_lshlrev_b32_e32 v79, 2, v0
	v_cmp_gt_u32_e64 s0, 0x80, v0
	s_xor_b32 s16, s72, -1
	s_xor_b32 s69, s73, -1
	v_add_nc_u32_e32 v3, 48, v79
	v_add_nc_u32_e32 v77, 0x5030, v79
	v_add_nc_u32_e32 v78, 0x4c30, v79
	ds_store_2addr_stride64_b32 v3, v10, v18 offset0:76 offset1:80
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB10_162
	ds_load_2addr_stride64_b32 v[9:10], v78 offset1:2
	ds_load_2addr_stride64_b32 v[11:12], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s1, v12, v11
	v_cmp_gt_f32_e64 s5, v12, v11
	v_cmp_o_f32_e64 s6, v11, v11
	s_and_b32 s1, vcc_lo, s1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s1, s5, s1
	v_cndmask_b32_e64 v3, 0, 1, s1
	s_or_b32 s1, s6, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_162:
	s_or_b32 exec_lo, exec_lo, s7
	v_cmp_gt_u32_e64 s1, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s8, s1
	s_cbranch_execz .LBB10_164
	ds_load_2addr_stride64_b32 v[9:10], v78 offset1:1
	ds_load_2addr_stride64_b32 v[11:12], v77 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s5, v12, v11
	v_cmp_gt_f32_e64 s6, v12, v11
	v_cmp_o_f32_e64 s7, v11, v11
	s_and_b32 s5, vcc_lo, s5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s5, s6, s5
	v_cndmask_b32_e64 v3, 0, 1, s5
	s_or_b32 s5, s7, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_164:
	s_or_b32 exec_lo, exec_lo, s8
	v_cmp_gt_u32_e64 s5, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s9, s5
	s_cbranch_execz .LBB10_166
	ds_load_2addr_b32 v[9:10], v78 offset1:32
	ds_load_2addr_b32 v[11:12], v77 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s6, v12, v11
	v_cmp_gt_f32_e64 s7, v12, v11
	v_cmp_o_f32_e64 s8, v11, v11
	s_and_b32 s6, vcc_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s6, s7, s6
	v_cndmask_b32_e64 v3, 0, 1, s6
	s_or_b32 s6, s8, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_166:
	s_or_b32 exec_lo, exec_lo, s9
	v_cmp_gt_u32_e64 s6, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s6
	s_cbranch_execz .LBB10_168
	ds_load_2addr_b32 v[9:10], v78 offset1:16
	ds_load_2addr_b32 v[11:12], v77 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s7, v12, v11
	v_cmp_gt_f32_e64 s8, v12, v11
	v_cmp_o_f32_e64 s9, v11, v11
	s_and_b32 s7, vcc_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s7, s8, s7
	v_cndmask_b32_e64 v3, 0, 1, s7
	s_or_b32 s7, s9, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_168:
	s_or_b32 exec_lo, exec_lo, s11
	v_cmp_gt_u32_e64 s7, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s7
	s_cbranch_execz .LBB10_170
	ds_load_2addr_b32 v[9:10], v78 offset1:8
	ds_load_2addr_b32 v[11:12], v77 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s8, v12, v11
	v_cmp_gt_f32_e64 s9, v12, v11
	v_cmp_o_f32_e64 s11, v11, v11
	s_and_b32 s8, vcc_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s9, s8
	v_cndmask_b32_e64 v3, 0, 1, s8
	s_or_b32 s8, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_170:
	s_or_b32 exec_lo, exec_lo, s12
	v_cmp_gt_u32_e64 s8, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s13, s8
	s_cbranch_execz .LBB10_172
	ds_load_2addr_b32 v[9:10], v78 offset1:4
	ds_load_2addr_b32 v[11:12], v77 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s9, v12, v11
	v_cmp_gt_f32_e64 s11, v12, v11
	v_cmp_o_f32_e64 s12, v11, v11
	s_and_b32 s9, vcc_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s9, s11, s9
	v_cndmask_b32_e64 v3, 0, 1, s9
	s_or_b32 s9, s12, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_172:
	s_or_b32 exec_lo, exec_lo, s13
	v_cmp_gt_u32_e64 s9, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB10_174
	ds_load_2addr_b32 v[9:10], v78 offset1:2
	ds_load_2addr_b32 v[11:12], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v10, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v12, v11
	v_cmp_gt_f32_e64 s12, v12, v11
	v_cmp_o_f32_e64 s13, v11, v11
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v12, v12
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v12, vcc_lo
	v_cndmask_b32_e32 v5, v9, v10, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_174:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB10_176
	v_add_nc_u32_e64 v3, 52, 0
	ds_load_2addr_stride64_b32 v[9:10], v3 offset0:76 offset1:80
	ds_load_b32 v7, v78
	ds_load_b32 v11, v77
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v9, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v10, v11
	v_cmp_gt_f32_e64 s12, v10, v11
	v_cmp_o_f32_e64 s13, v11, v11
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v11, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v9, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_176:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_178
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:18476
.LBB10_178:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v77, v17
	ds_store_b32 v78, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB10_180
	ds_load_2addr_stride64_b32 v[7:8], v78 offset1:2
	ds_load_2addr_stride64_b32 v[9:10], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v10, v9
	v_cmp_gt_f32_e64 s12, v10, v9
	v_cmp_o_f32_e64 s13, v9, v9
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_180:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB10_182
	ds_load_2addr_stride64_b32 v[7:8], v78 offset1:1
	ds_load_2addr_stride64_b32 v[9:10], v77 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v10, v9
	v_cmp_gt_f32_e64 s12, v10, v9
	v_cmp_o_f32_e64 s13, v9, v9
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_182:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB10_184
	ds_load_2addr_b32 v[7:8], v78 offset1:32
	ds_load_2addr_b32 v[9:10], v77 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v10, v9
	v_cmp_gt_f32_e64 s12, v10, v9
	v_cmp_o_f32_e64 s13, v9, v9
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_184:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB10_186
	ds_load_2addr_b32 v[7:8], v78 offset1:16
	ds_load_2addr_b32 v[9:10], v77 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v10, v9
	v_cmp_gt_f32_e64 s12, v10, v9
	v_cmp_o_f32_e64 s13, v9, v9
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_186:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s7
	s_cbranch_execz .LBB10_188
	ds_load_2addr_b32 v[7:8], v78 offset1:8
	ds_load_2addr_b32 v[9:10], v77 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v10, v9
	v_cmp_gt_f32_e64 s12, v10, v9
	v_cmp_o_f32_e64 s13, v9, v9
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_188:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s8
	s_cbranch_execz .LBB10_190
	ds_load_2addr_b32 v[7:8], v78 offset1:4
	ds_load_2addr_b32 v[9:10], v77 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v10, v9
	v_cmp_gt_f32_e64 s12, v10, v9
	v_cmp_o_f32_e64 s13, v9, v9
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_190:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB10_192
	ds_load_2addr_b32 v[7:8], v78 offset1:2
	ds_load_2addr_b32 v[9:10], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v8, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v10, v9
	v_cmp_gt_f32_e64 s12, v10, v9
	v_cmp_o_f32_e64 s13, v9, v9
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v10, v10
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v10, vcc_lo
	v_cndmask_b32_e32 v5, v7, v8, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_192:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB10_194
	v_add_nc_u32_e64 v3, 52, 0
	ds_load_2addr_stride64_b32 v[7:8], v3 offset0:76 offset1:80
	ds_load_b32 v9, v78
	ds_load_b32 v10, v77
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v10
	v_cmp_gt_f32_e64 s12, v8, v10
	v_cmp_o_f32_e64 s13, v10, v10
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v10, v8, vcc_lo
	v_cndmask_b32_e32 v5, v9, v7, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_194:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_196
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:21552
.LBB10_196:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v77, v16
	ds_store_b32 v78, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB10_198
	ds_load_2addr_stride64_b32 v[6:7], v78 offset1:2
	ds_load_2addr_stride64_b32 v[8:9], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v9, v8
	v_cmp_gt_f32_e64 s12, v9, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_198:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB10_200
	ds_load_2addr_stride64_b32 v[6:7], v78 offset1:1
	ds_load_2addr_stride64_b32 v[8:9], v77 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v9, v8
	v_cmp_gt_f32_e64 s12, v9, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_200:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB10_202
	ds_load_2addr_b32 v[6:7], v78 offset1:32
	ds_load_2addr_b32 v[8:9], v77 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v9, v8
	v_cmp_gt_f32_e64 s12, v9, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_202:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB10_204
	ds_load_2addr_b32 v[6:7], v78 offset1:16
	ds_load_2addr_b32 v[8:9], v77 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v9, v8
	v_cmp_gt_f32_e64 s12, v9, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_204:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s7
	s_cbranch_execz .LBB10_206
	ds_load_2addr_b32 v[6:7], v78 offset1:8
	ds_load_2addr_b32 v[8:9], v77 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v9, v8
	v_cmp_gt_f32_e64 s12, v9, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_206:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s8
	s_cbranch_execz .LBB10_208
	ds_load_2addr_b32 v[6:7], v78 offset1:4
	ds_load_2addr_b32 v[8:9], v77 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v9, v8
	v_cmp_gt_f32_e64 s12, v9, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_208:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB10_210
	ds_load_2addr_b32 v[6:7], v78 offset1:2
	ds_load_2addr_b32 v[8:9], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v7, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v9, v8
	v_cmp_gt_f32_e64 s12, v9, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v9, v9
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v8, v9, vcc_lo
	v_cndmask_b32_e32 v5, v6, v7, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_210:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB10_212
	v_add_nc_u32_e64 v3, 52, 0
	ds_load_2addr_stride64_b32 v[6:7], v3 offset0:76 offset1:80
	ds_load_b32 v8, v78
	ds_load_b32 v9, v77
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v8
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v9
	v_cmp_gt_f32_e64 s12, v7, v9
	v_cmp_o_f32_e64 s13, v9, v9
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v5, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v5.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_cndmask_b32_e32 v3, v9, v7, vcc_lo
	v_cndmask_b32_e32 v5, v8, v6, vcc_lo
	ds_store_b32 v77, v3
	ds_store_b32 v78, v5
.LBB10_212:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_214
	v_mov_b32_e32 v3, 0
	ds_load_b32 v5, v3 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v3, v5 offset:21568
.LBB10_214:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v77, v15
	ds_store_b32 v78, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB10_216
	ds_load_2addr_stride64_b32 v[5:6], v78 offset1:2
	ds_load_2addr_stride64_b32 v[7:8], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v77, v3
	ds_store_b32 v78, v4
.LBB10_216:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB10_218
	ds_load_2addr_stride64_b32 v[5:6], v78 offset1:1
	ds_load_2addr_stride64_b32 v[7:8], v77 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v77, v3
	ds_store_b32 v78, v4
.LBB10_218:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB10_220
	ds_load_2addr_b32 v[5:6], v78 offset1:32
	ds_load_2addr_b32 v[7:8], v77 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v77, v3
	ds_store_b32 v78, v4
.LBB10_220:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB10_222
	ds_load_2addr_b32 v[5:6], v78 offset1:16
	ds_load_2addr_b32 v[7:8], v77 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v77, v3
	ds_store_b32 v78, v4
.LBB10_222:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s7
	s_cbranch_execz .LBB10_224
	ds_load_2addr_b32 v[5:6], v78 offset1:8
	ds_load_2addr_b32 v[7:8], v77 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v77, v3
	ds_store_b32 v78, v4
.LBB10_224:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s8
	s_cbranch_execz .LBB10_226
	ds_load_2addr_b32 v[5:6], v78 offset1:4
	ds_load_2addr_b32 v[7:8], v77 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v77, v3
	ds_store_b32 v78, v4
.LBB10_226:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB10_228
	ds_load_2addr_b32 v[5:6], v78 offset1:2
	ds_load_2addr_b32 v[7:8], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v6, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v8, v7
	v_cmp_gt_f32_e64 s12, v8, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v8, v8
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v7, v8 :: v_dual_cndmask_b32 v4, v5, v6
	ds_store_b32 v77, v3
	ds_store_b32 v78, v4
.LBB10_228:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB10_230
	v_add_nc_u32_e64 v3, 52, 0
	ds_load_2addr_stride64_b32 v[5:6], v3 offset0:76 offset1:80
	ds_load_b32 v7, v78
	ds_load_b32 v8, v77
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v7
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v6, v8
	v_cmp_gt_f32_e64 s12, v6, v8
	v_cmp_o_f32_e64 s13, v8, v8
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v4, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v3.l, v3.l, v4.l, vcc_lo
	v_and_b16 v3.l, 1, v3.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v3.l
	v_dual_cndmask_b32 v3, v8, v6 :: v_dual_cndmask_b32 v4, v7, v5
	ds_store_b32 v77, v3
	ds_store_b32 v78, v4
.LBB10_230:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_232
	v_mov_b32_e32 v3, 0
	ds_load_b32 v4, v3 offset:19504
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v4, v4
	ds_store_b32 v3, v4 offset:21572
.LBB10_232:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_store_b32 v77, v14
	ds_store_b32 v78, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s0
	s_cbranch_execz .LBB10_234
	ds_load_2addr_stride64_b32 v[4:5], v78 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_234:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s1
	s_cbranch_execz .LBB10_236
	ds_load_2addr_stride64_b32 v[4:5], v78 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v77 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_236:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s5
	s_cbranch_execz .LBB10_238
	ds_load_2addr_b32 v[4:5], v78 offset1:32
	ds_load_2addr_b32 v[6:7], v77 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_238:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s6
	s_cbranch_execz .LBB10_240
	ds_load_2addr_b32 v[4:5], v78 offset1:16
	ds_load_2addr_b32 v[6:7], v77 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_240:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s7
	s_cbranch_execz .LBB10_242
	ds_load_2addr_b32 v[4:5], v78 offset1:8
	ds_load_2addr_b32 v[6:7], v77 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_242:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s8
	s_cbranch_execz .LBB10_244
	ds_load_2addr_b32 v[4:5], v78 offset1:4
	ds_load_2addr_b32 v[6:7], v77 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_244:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s9
	s_cbranch_execz .LBB10_246
	ds_load_2addr_b32 v[4:5], v78 offset1:2
	ds_load_2addr_b32 v[6:7], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_246:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s4
	s_cbranch_execz .LBB10_248
	v_add_nc_u32_e64 v2, 52, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:76 offset1:80
	ds_load_b32 v6, v78
	ds_load_b32 v7, v77
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v5, v7
	v_cmp_gt_f32_e64 s12, v5, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_248:
	s_or_b32 exec_lo, exec_lo, s17
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_250
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:21576
.LBB10_250:
	s_or_b32 exec_lo, exec_lo, s11
	s_mul_i32 s11, s15, 20
	s_mul_hi_u32 s12, s14, 20
	s_mul_i32 s13, s14, 20
	s_add_i32 s12, s12, s11
	s_add_u32 s40, s42, s13
	s_addc_u32 s41, s43, s12
	s_and_b32 vcc_lo, exec_lo, s16
	s_mov_b32 s11, -1
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_262
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB10_265
.LBB10_252:
	s_and_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s11, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_319
.LBB10_253:
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB10_322
.LBB10_254:
	s_and_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s11, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_345
.LBB10_255:
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB10_348
.LBB10_256:
	s_and_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s11, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_360
.LBB10_257:
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB10_363
.LBB10_258:
	s_and_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s11, -1
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_554
.LBB10_259:
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB10_557
	s_branch .LBB10_580
.LBB10_260:
	v_cvt_f32_u32_e32 v2, s16
	s_branch .LBB10_6
.LBB10_261:
	s_branch .LBB10_9
.LBB10_262:
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_264
	v_mov_b32_e32 v2, 0x544c
	v_mov_b32_e32 v3, 0xff800000
	v_mov_b32_e32 v4, 0x7f800000
	ds_store_2addr_b32 v2, v3, v4 offset1:1
.LBB10_264:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_252
.LBB10_265:
	s_and_saveexec_b32 s12, s10
	s_cbranch_execz .LBB10_268
	v_dual_mov_b32 v4, 1.0 :: v_dual_mov_b32 v3, v1
	s_lshl_b64 s[14:15], s[46:47], 2
	v_mov_b32_e32 v2, v0
	s_add_u32 s13, s40, s14
	s_addc_u32 s14, s41, s15
	s_mov_b32 s15, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_267:
	v_lshlrev_b64 v[5:6], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v7, vcc_lo, s55, v5
	v_add_co_ci_u32_e64 v8, null, s68, v6, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	global_load_b32 v9, v[7:8], off
	v_add_co_u32 v7, s11, s40, v5
	v_add_co_ci_u32_e64 v8, null, s41, v6, s11
	v_add_co_u32 v5, s11, s13, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, s14, v6, s11
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[2:3]
	s_or_b32 s15, vcc_lo, s15
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v9, 0, v9
	v_not_b32_e32 v10, v9
	v_or_b32_e32 v11, 0x80000000, v9
	v_cmp_gt_i32_e64 s11, 0, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_cndmask_b32_e64 v9, v11, v10, s11
	s_clause 0x1
	global_store_b32 v[7:8], v9, off
	global_store_b32 v[5:6], v4, off
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB10_267
.LBB10_268:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v4, 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s10
	s_cbranch_execz .LBB10_272
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s13, 0
	s_mov_b32 s12, 0
.LBB10_270:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_add_i32 s13, s13, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v4, s13
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[2:3]
	s_or_b32 s12, vcc_lo, s12
	s_and_not1_b32 exec_lo, exec_lo, s12
	s_cbranch_execnz .LBB10_270
	s_or_b32 exec_lo, exec_lo, s12
.LBB10_272:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s11
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:18472
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s12, exec_lo
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB10_275:
	s_ctz_i32_b32 s13, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s14, v4, s13
	s_lshl_b32 s13, 1, s13
	s_add_i32 s11, s11, s14
	s_and_not1_b32 s12, s12, s13
	s_cbranch_scc1 .LBB10_275
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s12, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s12, exec_lo, s12
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s11
	ds_add_u32 v2, v3 offset:18472
	s_or_b32 exec_lo, exec_lo, s12
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_clz_i32_u32 s11, s53
	ds_load_b32 v2, v4 offset:18472
	s_min_u32 s11, s11, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[12:13], s[52:53], s11
	s_sub_i32 s11, 32, s11
	s_min_u32 s12, s12, 1
	s_or_b32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s12, s12
	v_ldexp_f32 v3, s12, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_readfirstlane_b32 s26, v3
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	v_cmp_nge_f32_e32 vcc_lo, v2, v3
	s_cbranch_vccnz .LBB10_301
	s_mov_b32 s27, 0
	s_mov_b64 s[12:13], 0
	s_branch .LBB10_281
.LBB10_280:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v4 offset:18472
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s11, v2
	s_cvt_f32_u32 s11, s11
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s11, s26
	s_cselect_b32 s27, s15, s14
	s_add_u32 s12, s12, 2
	s_addc_u32 s13, s13, 0
	s_cmp_eq_u64 s[12:13], 32
	s_cbranch_scc1 .LBB10_302
.LBB10_281:
	v_mov_b32_e32 v5, 0
	s_lshr_b32 s11, 0x80000000, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s14, s11, s27
	s_and_saveexec_b32 s15, s10
	s_cbranch_execz .LBB10_285
	v_mov_b32_e32 v3, v1
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s16, 0
	.p2align	6
.LBB10_283:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_add_co_u32 v6, vcc_lo, s40, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s41, v7, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	global_load_b32 v6, v[6:7], off
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[2:3]
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e64 s11, s14, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s11
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB10_283
	s_or_b32 exec_lo, exec_lo, s16
.LBB10_285:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	ds_store_b32 v4, v4 offset:18472
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s15, exec_lo
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB10_288:
	s_ctz_i32_b32 s16, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s17, v5, s16
	s_lshl_b32 s16, 1, s16
	s_add_i32 s11, s11, s17
	s_and_not1_b32 s15, s15, s16
	s_cbranch_scc1 .LBB10_288
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s15, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s15, exec_lo, s15
	v_mov_b32_e32 v2, s11
	ds_add_u32 v4, v2 offset:18472
	s_or_b32 exec_lo, exec_lo, s15
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v5 offset:18472
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s11, v2
	s_cvt_f32_u32 s11, s11
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s11, s26
	s_cselect_b32 s14, s14, s27
	s_lshr_b32 s11, 2.0, s12
	s_or_b32 s15, s11, s14
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB10_295
	v_mov_b32_e32 v3, v1
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s17, 0
	.p2align	6
.LBB10_293:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_add_co_u32 v6, vcc_lo, s40, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, s41, v7, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	global_load_b32 v6, v[6:7], off
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[2:3]
	s_or_b32 s17, vcc_lo, s17
	s_waitcnt vmcnt(0)
	v_cmp_le_u32_e64 s11, s15, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v5, s11
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB10_293
	s_or_b32 exec_lo, exec_lo, s17
.LBB10_295:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s16
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	ds_store_b32 v4, v4 offset:18472
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB10_298:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s18, v5, s17
	s_lshl_b32 s17, 1, s17
	s_add_i32 s11, s11, s18
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB10_298
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s16, exec_lo, s16
	s_cbranch_execz .LBB10_280
	v_mov_b32_e32 v2, s11
	ds_add_u32 v4, v2 offset:18472
	s_branch .LBB10_280
.LBB10_301:
	v_mov_b32_e32 v2, 0x7f800000
	s_mov_b32 s11, 0xff800000
	s_branch .LBB10_316
.LBB10_302:
	s_add_u32 s18, s46, -1
	s_addc_u32 s19, s47, -1
	s_mov_b32 s16, 0
	s_clz_i32_u64 s11, s[18:19]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s28, s11, 64
	s_sub_u32 s12, 64, s28
	s_subb_u32 s13, 0, 0
	s_lshl_b64 s[14:15], -1, s12
	s_cmp_eq_u64 s[18:19], 0
	s_mov_b64 s[18:19], 0
	s_cbranch_scc1 .LBB10_315
	v_add_co_u32 v2, s17, s14, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, s15, 0, s17
	v_cmp_gt_u64_e64 s11, s[12:13], 1
	v_not_b32_e32 v2, v2
	v_mov_b32_e32 v8, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_not_b32_e32 v3, v3
	s_brev_b32 s17, 1
	s_mov_b64 s[22:23], 0
	s_and_b32 s11, s11, exec_lo
	s_cselect_b32 s21, s13, 0
	s_cselect_b32 s20, s12, 1
	s_branch .LBB10_305
.LBB10_304:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v4, v8 offset:18472
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s11, v4
	s_cvt_f32_u32 s11, s11
	s_delay_alu instid0(SALU_CYCLE_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_cmp_ge_f32 s11, s26
	s_cselect_b32 s19, s25, s19
	s_cselect_b32 s18, s24, s18
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_cmp_eq_u64 s[22:23], s[20:21]
	s_cbranch_scc1 .LBB10_315
.LBB10_305:
	s_add_i32 s11, s22, s28
	v_mov_b32_e32 v9, 0
	s_lshr_b64 s[12:13], s[16:17], s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b64 s[24:25], s[12:13], s[18:19]
	s_and_saveexec_b32 s29, s10
	s_cbranch_execz .LBB10_309
	v_mov_b32_e32 v5, v3
	v_mov_b32_e32 v7, v1
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v4, v2
	v_mov_b32_e32 v6, v0
	s_mov_b32 s30, 0
	.p2align	6
.LBB10_307:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[10:11], 2, v[6:7]
	v_add_co_u32 v6, s11, 0x100, v6
	v_add_co_ci_u32_e64 v7, null, 0, v7, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, vcc_lo, s40, v10
	v_add_co_ci_u32_e64 v11, null, s41, v11, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[24:25], v[4:5]
	v_add_co_u32 v4, s11, 0xffffff00, v4
	global_load_b32 v10, v[10:11], off
	v_add_co_ci_u32_e64 v5, null, -1, v5, s11
	v_cmp_le_u64_e64 s11, s[46:47], v[6:7]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s12, s27, v10
	v_cmp_lt_u32_e64 s13, s27, v10
	s_and_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 vcc_lo, s13, s12
	s_or_b32 s30, s11, s30
	v_add_co_ci_u32_e64 v9, null, 0, v9, vcc_lo
	s_and_not1_b32 exec_lo, exec_lo, s30
	s_cbranch_execnz .LBB10_307
	s_or_b32 exec_lo, exec_lo, s30
.LBB10_309:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s29
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	ds_store_b32 v8, v8 offset:18472
	s_or_b32 exec_lo, exec_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s12, exec_lo
	s_mov_b32 s11, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
.LBB10_312:
	s_ctz_i32_b32 s13, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s29, v9, s13
	s_lshl_b32 s13, 1, s13
	s_add_i32 s11, s11, s29
	s_and_not1_b32 s12, s12, s13
	s_cbranch_scc1 .LBB10_312
	v_mbcnt_lo_u32_b32 v4, exec_lo, 0
	s_mov_b32 s12, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v4
	s_xor_b32 s12, exec_lo, s12
	s_cbranch_execz .LBB10_304
	v_mov_b32_e32 v4, s11
	ds_add_u32 v8, v4 offset:18472
	s_branch .LBB10_304
.LBB10_315:
	s_not_b64 s[12:13], s[14:15]
	s_and_b32 s11, s27, 0x7fffffff
	s_not_b32 s14, s27
	s_cmp_lt_i32 s27, 0
	s_cselect_b32 s11, s11, s14
	s_sub_u32 s12, s12, s18
	s_subb_u32 s13, s13, s19
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_clz_i32_u32 s14, s13
	s_min_u32 s14, s14, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_lshl_b64 s[12:13], s[12:13], s14
	s_min_u32 s12, s12, 1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_3)
	s_or_b32 s12, s13, s12
	s_sub_i32 s13, 32, s14
	s_cvt_f32_u32 s12, s12
	v_ldexp_f32 v2, s12, s13
.LBB10_316:
	s_and_saveexec_b32 s12, s4
	v_dual_mov_b32 v3, s11 :: v_dual_mov_b32 v4, 0x544c
	ds_store_2addr_b32 v4, v3, v2 offset1:1
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s11, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_253
.LBB10_319:
	s_and_saveexec_b32 s11, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:21588
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_254
.LBB10_322:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v8, 0xff800000
	s_and_saveexec_b32 s14, s10
	s_cbranch_execz .LBB10_326
	v_dual_mov_b32 v2, 0x544c :: v_dual_mov_b32 v7, v1
	v_mov_b32_e32 v6, v0
	s_mov_b32 s15, 0
	v_mov_b32_e32 v8, 0xff800000
	ds_load_2addr_b32 v[4:5], v2 offset1:1
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB10_324:
	v_lshlrev_b64 v[9:10], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, s55, v9
	v_add_co_ci_u32_e64 v10, null, s68, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	global_load_b32 v11, v[9:10], off
	v_clz_i32_u32_e32 v9, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v12, 32, v9
	v_lshlrev_b64 v[9:10], v12, v[6:7]
	v_sub_nc_u32_e32 v12, 32, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v9, 1, v9
	v_or_b32_e32 v9, v10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v9, v9
	v_ldexp_f32 v9, v9, v12
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ge_f32_e64 s11, v5, v9
	s_waitcnt vmcnt(0)
	v_cmp_eq_f32_e64 s12, v11, v4
	v_cmp_gt_f32_e64 s13, v11, v4
	v_mul_f32_e32 v9, s33, v11
	s_and_b32 s11, s12, s11
	v_cndmask_b32_e64 v10, 0, 1.0, s13
	v_cndmask_b32_e64 v11, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s11, v11, v10
	v_cndmask_b32_e64 v10, v10, v11, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e64 s11, 0, v10
	v_cndmask_b32_e64 v9, 0xff800000, v9, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e64 s11, v9, v9
	v_cmp_gt_f32_e64 s12, v9, v8
	s_and_b32 s11, vcc_lo, s11
	s_or_b32 vcc_lo, s12, s11
	v_dual_cndmask_b32 v8, v8, v9 :: v_dual_cndmask_b32 v3, v3, v7
	v_cndmask_b32_e32 v2, v2, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x100, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[6:7]
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB10_324
	s_or_b32 exec_lo, exec_lo, s15
.LBB10_326:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s14
	ds_store_b32 v77, v8
	ds_store_b32 v78, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB10_328
	ds_load_2addr_stride64_b32 v[4:5], v78 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_328:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s1
	s_cbranch_execz .LBB10_330
	ds_load_2addr_stride64_b32 v[4:5], v78 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v77 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_330:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB10_332
	ds_load_2addr_b32 v[4:5], v78 offset1:32
	ds_load_2addr_b32 v[6:7], v77 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_332:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s6
	s_cbranch_execz .LBB10_334
	ds_load_2addr_b32 v[4:5], v78 offset1:16
	ds_load_2addr_b32 v[6:7], v77 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_334:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB10_336
	ds_load_2addr_b32 v[4:5], v78 offset1:8
	ds_load_2addr_b32 v[6:7], v77 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_336:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s8
	s_cbranch_execz .LBB10_338
	ds_load_2addr_b32 v[4:5], v78 offset1:4
	ds_load_2addr_b32 v[6:7], v77 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_338:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s9
	s_cbranch_execz .LBB10_340
	ds_load_2addr_b32 v[4:5], v78 offset1:2
	ds_load_2addr_b32 v[6:7], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_340:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s4
	s_cbranch_execz .LBB10_342
	v_add_nc_u32_e64 v2, 52, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:76 offset1:80
	ds_load_b32 v6, v78
	ds_load_b32 v7, v77
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v5, v7
	v_cmp_gt_f32_e64 s12, v5, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_342:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_344
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:20528
	s_waitcnt lgkmcnt(0)
	ds_store_b32 v2, v3 offset:21588
.LBB10_344:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s11, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_255
.LBB10_345:
	s_and_saveexec_b32 s11, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:21592
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_256
.LBB10_348:
	s_and_saveexec_b32 s15, s10
	s_cbranch_execz .LBB10_351
	v_mov_b32_e32 v2, 0x544c
	v_mov_b32_e32 v4, 0
	s_mov_b32 s16, 0
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_b32 v6, v4 offset:21588
	v_dual_mov_b32 v5, v1 :: v_dual_mov_b32 v4, v0
.LBB10_350:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[7:8], 2, v[4:5]
	v_add_co_u32 v9, vcc_lo, s55, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, s68, v8, vcc_lo
	v_add_co_u32 v7, s11, s40, v7
	v_add_co_ci_u32_e64 v8, null, s41, v8, s11
	global_load_b32 v11, v[9:10], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v9, s33, v11
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e64 s13, v11, v2
	v_cmp_gt_f32_e64 s14, v11, v2
	s_waitcnt lgkmcnt(0)
	v_sub_f32_e32 v12, v9, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v11, 0, 1.0, s14
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v12
	v_cndmask_b32_e32 v9, 0xc2d00000, v12, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v9
	v_cndmask_b32_e32 v9, 0x42b20000, v9, vcc_lo
	v_mul_f32_e32 v10, 0x3fb8aa3b, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v13, 0x4b400000, v10
	v_add_f32_e32 v10, 0xcb400000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v14, 0xbf317200, v10
	v_mul_f32_e32 v15, 0x35bfbe8e, v10
	v_add_f32_e32 v14, v9, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_f32_e32 v9, v14, v15
	v_mul_f32_e32 v10, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, 0x3331bb4c, v10
	v_add_f32_e32 v16, 0xb5ddea0e, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v10, v16
	v_add_f32_e32 v16, 0x388ab355, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v10, v16
	v_add_f32_e32 v16, 0xbb360b61, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v10, v16
	v_add_f32_e32 v16, 0x3e2aaaab, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, v10, v16
	v_sub_f32_e32 v10, v9, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v16, v9, v10
	v_sub_f32_e32 v17, 2.0, v10
	v_div_scale_f32 v18, null, v17, v17, v16
	v_div_scale_f32 v20, vcc_lo, v16, v17, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v19, v18
	v_fma_f32 v9, -v18, v19, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v19, v9, v19
	v_clz_i32_u32_e32 v9, v5
	v_mul_f32_e32 v22, v20, v19
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_min_u32_e32 v21, 32, v9
	v_fma_f32 v23, -v18, v22, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[9:10], v21, v[4:5]
	v_sub_nc_u32_e32 v21, 32, v21
	v_add_co_u32 v4, s12, 0x100, v4
	v_fmac_f32_e32 v22, v23, v19
	v_add_co_ci_u32_e64 v5, null, 0, v5, s12
	v_min_u32_e32 v9, 1, v9
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v18, -v18, v22, v20
	v_or_b32_e32 v9, v10, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_div_fmas_f32 v10, v18, v19, v22
	v_cvt_f32_u32_e32 v9, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v10, v10, v17, v16
	v_add_nc_u32_e32 v16, 0xb4c00100, v13
	v_ldexp_f32 v9, v9, v21
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v10, v15, v10
	v_cmp_ge_f32_e32 vcc_lo, v3, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshrrev_b32_e32 v9, 1, v16
	v_sub_f32_e32 v10, v14, v10
	s_and_b32 s13, s13, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v13, v13, v9
	v_lshl_add_u32 v9, v9, 23, 0xff800000
	v_add_f32_e32 v10, 1.0, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v13, v13, 23, 0x7f800000
	v_mul_f32_e32 v9, v10, v9
	v_cndmask_b32_e64 v10, 0, 1.0, s13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v9, v9, v13
	v_cmp_gt_f32_e32 vcc_lo, v10, v11
	v_cndmask_b32_e32 v10, v11, v10, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e64 s11, 0, v10
	v_cndmask_b32_e32 v9, 0x7fc00000, v9, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[4:5]
	v_cndmask_b32_e64 v9, 0, v9, s11
	s_or_b32 s16, vcc_lo, s16
	global_store_b32 v[7:8], v9, off
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB10_350
.LBB10_351:
	s_or_b32 exec_lo, exec_lo, s15
	s_add_u32 s12, s46, -1
	s_addc_u32 s13, s47, -1
	s_mov_b64 s[14:15], 0
	s_cmp_eq_u64 s[12:13], 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_357
	s_clz_i32_u64 s11, s[12:13]
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_u32 s16, 64, s11
	s_subb_u32 s17, 0, 0
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB10_354
	.p2align	6
.LBB10_353:
	s_or_b32 exec_lo, exec_lo, s11
	s_cmp_eq_u64 s[14:15], s[16:17]
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_357
.LBB10_354:
	s_lshl_b64 s[20:21], 1, s14
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_add_u32 s18, s20, s12
	s_addc_u32 s19, s21, s13
	s_mov_b32 s11, exec_lo
	s_lshr_b64 s[18:19], s[18:19], s14
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[18:19], v[0:1]
	s_cbranch_execz .LBB10_353
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s22, 0
	s_lshl_b64 s[20:21], s[20:21], 2
	.p2align	6
.LBB10_356:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], s14, v[2:3]
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, s40, v4
	v_add_co_ci_u32_e64 v5, null, s41, v5, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, v4, s20
	v_add_co_ci_u32_e64 v7, null, s21, v5, vcc_lo
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_clause 0x1
	global_load_b32 v8, v[4:5], off
	global_load_b32 v6, v[6:7], off
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_le_u64_e32 vcc_lo, s[18:19], v[2:3]
	s_or_b32 s22, vcc_lo, s22
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v8, v6
	global_store_b32 v[4:5], v6, off
	s_and_not1_b32 exec_lo, exec_lo, s22
	s_cbranch_execnz .LBB10_356
	s_branch .LBB10_353
.LBB10_357:
	s_set_inst_prefetch_distance 0x2
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_359
	v_mov_b32_e32 v2, 0
	global_load_b32 v3, v2, s[40:41]
	s_waitcnt vmcnt(0)
	ds_store_b32 v2, v3 offset:21592
.LBB10_359:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s11, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_257
.LBB10_360:
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_362
	v_mov_b32_e32 v2, 0xff800000
	v_mov_b32_e32 v3, 0x7f800000
	v_add_nc_u32_e64 v4, 0x5400, 0
	ds_store_2addr_b32 v4, v3, v2 offset0:13 offset1:23
.LBB10_362:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_258
.LBB10_363:
	s_and_saveexec_b32 s14, s10
	s_cbranch_execz .LBB10_366
	v_dual_mov_b32 v2, 0x544c :: v_dual_mov_b32 v7, v1
	v_mov_b32_e32 v4, 0x5454
	s_lshl_b64 s[12:13], s[46:47], 2
	v_mov_b32_e32 v6, v0
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	s_add_u32 s15, s40, s12
	s_addc_u32 s16, s41, s13
	s_mov_b32 s17, 0
.LBB10_365:
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, vcc_lo, s55, v8
	v_add_co_ci_u32_e64 v11, null, s68, v9, vcc_lo
	global_load_b32 v14, v[10:11], off
	v_clz_i32_u32_e32 v10, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_min_u32_e32 v15, 32, v10
	v_add_co_u32 v10, vcc_lo, s40, v8
	v_add_co_ci_u32_e64 v11, null, s41, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[12:13], v15, v[6:7]
	v_sub_nc_u32_e32 v15, 32, v15
	v_min_u32_e32 v12, 1, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v12, v13, v12
	v_cvt_f32_u32_e32 v12, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_ldexp_f32 v12, v12, v15
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_f32_e64 s11, v3, v12
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v16, s33, v14
	v_cmp_gt_f32_e64 s13, v14, v2
	v_cmp_eq_f32_e64 s12, v14, v2
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_f32_e32 v16, v16, v4
	v_cndmask_b32_e64 v14, 0, 1.0, s13
	s_and_b32 s11, s12, s11
	v_add_co_u32 v6, s12, 0x100, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v16
	v_add_co_ci_u32_e64 v7, null, 0, v7, s12
	v_cndmask_b32_e32 v17, 0xc2d00000, v16, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v17
	v_cndmask_b32_e32 v17, 0x42b20000, v17, vcc_lo
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
	v_div_scale_f32 v25, vcc_lo, v21, v22, v21
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v24, v23
	v_fma_f32 v26, -v23, v24, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v24, v26, v24
	v_mul_f32_e32 v26, v25, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v27, -v23, v26, v25
	v_fmac_f32_e32 v26, v27, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v23, -v23, v26, v25
	v_div_fmas_f32 v23, v23, v24, v26
	v_cmp_o_f32_e32 vcc_lo, v16, v16
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
	v_cndmask_b32_e32 v16, 0x7fc00000, v17, vcc_lo
	v_div_scale_f32 v17, null, v5, v5, v16
	v_div_scale_f32 v19, vcc_lo, v16, v5, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v18, v17
	v_fma_f32 v13, -v17, v18, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v18, v13, v18
	v_mul_f32_e32 v13, v19, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v12, -v17, v13, v19
	v_fmac_f32_e32 v13, v12, v18
	v_cndmask_b32_e64 v12, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v15, -v17, v13, v19
	v_div_fmas_f32 v13, v15, v18, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_f32_e32 vcc_lo, v12, v14
	v_div_fixup_f32 v13, v13, v5, v16
	v_cndmask_b32_e32 v12, v14, v12, vcc_lo
	v_add_co_u32 v8, vcc_lo, s15, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v9, null, s16, v9, vcc_lo
	v_cmp_neq_f32_e64 s11, 0, v12
	v_add_f32_e32 v12, 0, v13
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[6:7]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v13, 0, v13, s11
	v_cndmask_b32_e64 v12, -1.0, v12, s11
	s_or_b32 s17, vcc_lo, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_not_b32_e32 v14, v12
	v_or_b32_e32 v15, 0x80000000, v12
	v_cmp_gt_i32_e64 s11, 0, v12
	v_cndmask_b32_e64 v12, v15, v14, s11
	s_clause 0x1
	global_store_b32 v[10:11], v12, off
	global_store_b32 v[8:9], v13, off
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB10_365
.LBB10_366:
	s_or_b32 exec_lo, exec_lo, s14
	s_cmp_ngt_f32 s54, 0
	s_mov_b32 s31, 0
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_453
	s_add_u32 s12, s46, -1
	s_addc_u32 s13, s47, -1
	v_mov_b32_e32 v10, -1
	s_clz_i32_u64 s11, s[12:13]
	v_lshl_or_b32 v84, v0, 3, 0x4000
	s_min_u32 s70, s11, 64
	v_dual_mov_b32 v11, -1 :: v_dual_add_nc_u32 v86, 0xffffcfd0, v77
	s_sub_u32 s44, 64, s70
	s_subb_u32 s45, 0, 0
	s_lshl_b64 s[14:15], -1, s44
	s_lshl_b64 s[12:13], s[46:47], 2
	s_not_b64 s[42:43], s[14:15]
	s_add_u32 s71, s40, s12
	s_addc_u32 s72, s41, s13
	s_add_u32 s12, s46, 0xff
	s_addc_u32 s13, s47, 0
	s_mov_b64 s[56:57], 0
	s_lshr_b64 s[12:13], s[12:13], 8
	s_movk_i32 s73, 0x944
	v_cmp_gt_u64_e64 s11, s[12:13], 8
	s_mov_b32 s74, 0
	s_mov_b32 s76, 0
	s_mov_b64 s[58:59], 0
	v_add_nc_u32_e32 v85, 0xffffafd0, v77
	s_and_b32 s11, s11, exec_lo
	s_cselect_b32 s11, s12, 8
	s_cselect_b32 s13, s13, 0
	s_add_u32 s12, s11, -1
	s_addc_u32 s13, s13, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_clz_i32_u64 s11, s[12:13]
	v_cmp_eq_u32_e64 s12, 15, v0
	v_sub_nc_u32_e64 v2, 64, s11 clamp
	v_add_co_u32 v80, s11, v0, -3
	v_add_co_ci_u32_e64 v81, null, 0, -1, s11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[55:56], v2, v[0:1]
	v_lshlrev_b64 v[2:3], v2, 1
	v_add_co_u32 v82, s11, v0, -7
	v_add_co_ci_u32_e64 v83, null, 0, -1, s11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v4, vcc_lo, s46, v55
	v_sub_co_ci_u32_e64 v5, null, s47, v56, vcc_lo
	v_cmp_gt_u32_e64 s11, 7, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_lt_u64_e32 vcc_lo, v[4:5], v[2:3]
	v_dual_cndmask_b32 v3, v3, v5 :: v_dual_cndmask_b32 v2, v2, v4
	v_mov_b32_e32 v4, 0
	v_add_co_u32 v2, vcc_lo, v2, 7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[55:56]
	v_lshrrev_b64 v[2:3], 3, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v58, 0, v3 :: v_dual_cndmask_b32 v57, 0, v2
	v_clz_i32_u32_e32 v3, v58
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v2, v57
	v_add_nc_u32_e64 v2, v2, 32 clamp
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min3_u32 v2, v2, v3, 64
	v_sub_co_u32 v2, s13, 64, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v3, null, 0, 0, s13
	v_add_co_u32 v5, s13, s14, v0
	v_add_co_ci_u32_e64 v6, null, s15, 0, s13
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_u64_e32 vcc_lo, 1, v[2:3]
	v_mov_b32_e32 v8, 0
	v_cmp_ne_u64_e64 s13, 0, v[57:58]
	v_mov_b32_e32 v9, 0
	v_not_b32_e32 v60, v6
	v_not_b32_e32 v59, v5
	v_dual_cndmask_b32 v62, 0, v3 :: v_dual_cndmask_b32 v61, 1, v2
	v_mov_b32_e32 v6, -1
	s_branch .LBB10_370
.LBB10_368:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[7:10], v4 offset:16384
	ds_load_b128 v[11:14], v4 offset:18480
	ds_load_b128 v[15:18], v4 offset:16400
	ds_load_b128 v[23:26], v4 offset:18528
	s_and_b32 s16, exec_lo, s77
	s_cselect_b32 s60, s76, 0
	ds_load_b128 v[19:22], v4 offset:18496
	ds_load_b128 v[35:38], v4 offset:16432
	s_waitcnt lgkmcnt(5)
	v_cmp_gt_u64_e32 vcc_lo, s[52:53], v[7:8]
	s_waitcnt lgkmcnt(4)
	v_cmp_le_f32_e64 s14, s54, v11
	v_cmp_le_u64_e64 s16, s[24:25], v[7:8]
	s_waitcnt lgkmcnt(2)
	v_readfirstlane_b32 s17, v26
	v_cndmask_b32_e64 v2, v7, s52, vcc_lo
	v_cndmask_b32_e64 v3, v8, s53, vcc_lo
	s_cmp_nge_f32 s17, s54
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, s52, v2, s14
	v_cndmask_b32_e64 v3, s53, v3, s14
	s_cselect_b32 s61, -1, 0
	s_cmp_ge_f32 s17, s54
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u64_e32 vcc_lo, v[2:3], v[9:10]
	s_cselect_b32 s62, -1, 0
	s_or_b32 s30, s16, s14
	v_cmp_le_f32_e64 s16, s54, v14
	v_cndmask_b32_e64 v8, v8, s25, s30
	v_cndmask_b32_e64 v7, v7, s24, s30
	v_cndmask_b32_e32 v5, v9, v2, vcc_lo
	v_cndmask_b32_e32 v27, v10, v3, vcc_lo
	v_cmp_le_f32_e32 vcc_lo, s54, v12
	s_and_b32 s62, s75, s62
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_or_b32 s62, s62, s14
	v_dual_cndmask_b32 v3, v3, v27 :: v_dual_cndmask_b32 v2, v2, v5
	ds_load_b128 v[27:30], v4 offset:16416
	ds_load_b128 v[31:34], v4 offset:18512
	v_cmp_gt_u64_e64 s15, v[2:3], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v5, v15, v2, s15
	v_cndmask_b32_e64 v26, v16, v3, s15
	v_cmp_le_f32_e64 s15, s54, v13
	v_cndmask_b32_e64 v3, v3, v26, s15
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, v2, v5, s15
	v_cmp_gt_u64_e64 s17, v[2:3], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v17, v2, s17
	v_cndmask_b32_e64 v26, v18, v3, s17
	v_cmp_ge_u64_e64 s17, v[9:10], v[7:8]
	v_cndmask_b32_e64 v2, v2, v5, s16
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, v3, v26, s16
	s_or_b32 s17, s17, vcc_lo
	v_cndmask_b32_e64 v8, v10, v8, s17
	s_waitcnt lgkmcnt(1)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cmp_gt_u64_e64 s18, v[2:3], v[27:28]
	v_cndmask_b32_e64 v7, v9, v7, s17
	v_cndmask_b32_e64 v5, v27, v2, s18
	v_cndmask_b32_e64 v9, v28, v3, s18
	v_cmp_le_f32_e64 s18, s54, v19
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s19, v[15:16], v[7:8]
	v_cndmask_b32_e64 v3, v3, v9, s18
	v_cndmask_b32_e64 v2, v2, v5, s18
	s_or_b32 s19, s19, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v8, v16, v8, s19
	v_cndmask_b32_e64 v7, v15, v7, s19
	v_cmp_gt_u64_e64 s20, v[2:3], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s21, v[17:18], v[7:8]
	v_cndmask_b32_e64 v5, v29, v2, s20
	v_cndmask_b32_e64 v9, v30, v3, s20
	v_cmp_le_f32_e64 s20, s54, v20
	s_or_b32 s21, s21, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v8, v18, v8, s21
	v_cndmask_b32_e64 v3, v3, v9, s20
	v_cndmask_b32_e64 v2, v2, v5, s20
	v_cndmask_b32_e64 v7, v17, v7, s21
	v_cmp_gt_u64_e64 s22, v[2:3], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s23, v[27:28], v[7:8]
	v_cndmask_b32_e64 v5, v35, v2, s22
	v_cndmask_b32_e64 v9, v36, v3, s22
	v_cmp_le_f32_e64 s22, s54, v21
	s_or_b32 s23, s23, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cndmask_b32_e64 v16, v28, v8, s23
	v_cndmask_b32_e64 v15, v27, v7, s23
	v_cndmask_b32_e64 v3, v3, v9, s22
	v_cndmask_b32_e64 v2, v2, v5, s22
	ds_load_b128 v[7:10], v4 offset:16448
	v_cmp_ge_u64_e64 s24, v[29:30], v[15:16]
	v_cmp_gt_u64_e64 s25, v[2:3], v[37:38]
	s_or_b32 s24, s24, s20
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v27, v30, v16, s24
	v_cndmask_b32_e64 v5, v37, v2, s25
	v_cndmask_b32_e64 v16, v38, v3, s25
	v_cmp_le_f32_e64 s25, s54, v22
	v_cndmask_b32_e64 v26, v29, v15, s24
	v_cndmask_b32_e64 v3, v3, v16, s25
	v_cndmask_b32_e64 v2, v2, v5, s25
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_ge_u64_e64 s26, v[35:36], v[26:27]
	ds_load_b128 v[15:18], v4 offset:16464
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u64_e64 s27, v[2:3], v[7:8]
	s_or_b32 s26, s26, s22
	v_cndmask_b32_e64 v27, v36, v27, s26
	v_cndmask_b32_e64 v26, v35, v26, s26
	v_cndmask_b32_e64 v5, v7, v2, s27
	v_cndmask_b32_e64 v28, v8, v3, s27
	v_cmp_le_f32_e64 s27, s54, v31
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ge_u64_e64 s28, v[37:38], v[26:27]
	v_cndmask_b32_e64 v3, v3, v28, s27
	v_cndmask_b32_e64 v2, v2, v5, s27
	v_cndmask_b32_e64 v5, v11, s74, s30
	s_or_b32 s28, s28, s25
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v27, v38, v27, s28
	v_cmp_gt_u64_e64 s29, v[2:3], v[9:10]
	v_cndmask_b32_e64 v26, v37, v26, s28
	v_cndmask_b32_e64 v5, v12, v5, s17
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v11, v9, v2, s29
	v_cndmask_b32_e64 v28, v10, v3, s29
	v_cmp_le_f32_e64 s29, s54, v32
	v_cmp_ge_u64_e64 s30, v[7:8], v[26:27]
	v_cndmask_b32_e64 v5, v13, v5, s19
	v_cndmask_b32_e64 v3, v3, v28, s29
	v_cndmask_b32_e64 v2, v2, v11, s29
	s_or_b32 s17, s30, s27
	s_delay_alu instid0(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v14, v5, s21
	v_cndmask_b32_e64 v8, v8, v27, s17
	v_cndmask_b32_e64 v7, v7, v26, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e64 s30, v[2:3], v[15:16]
	ds_load_b128 v[26:29], v4 offset:16480
	v_cndmask_b32_e64 v5, v19, v5, s23
	v_cmp_ge_u64_e64 s19, v[9:10], v[7:8]
	v_cndmask_b32_e64 v11, v15, v2, s30
	v_cndmask_b32_e64 v12, v16, v3, s30
	v_cmp_le_f32_e64 s30, s54, v33
	v_cndmask_b32_e64 v5, v20, v5, s24
	s_or_b32 s14, s19, s29
	s_or_b32 s19, s62, vcc_lo
	v_cndmask_b32_e64 v8, v10, v8, s14
	v_cndmask_b32_e64 v3, v3, v12, s30
	v_cndmask_b32_e64 v2, v2, v11, s30
	v_cndmask_b32_e64 v7, v9, v7, s14
	s_or_b32 s19, s19, s15
	v_cndmask_b32_e64 v5, v21, v5, s26
	s_or_b32 s16, s19, s16
	v_cmp_gt_u64_e32 vcc_lo, v[2:3], v[17:18]
	v_cmp_ge_u64_e64 s15, v[15:16], v[7:8]
	s_or_b32 s18, s16, s18
	v_cndmask_b32_e64 v5, v22, v5, s28
	s_or_b32 s19, s18, s20
	v_dual_cndmask_b32 v9, v17, v2 :: v_dual_cndmask_b32 v10, v18, v3
	v_cmp_le_f32_e32 vcc_lo, s54, v34
	s_or_b32 s15, s15, s30
	s_or_b32 s19, s19, s22
	v_cndmask_b32_e64 v8, v16, v8, s15
	v_cndmask_b32_e64 v7, v15, v7, s15
	v_dual_cndmask_b32 v3, v3, v10 :: v_dual_cndmask_b32 v2, v2, v9
	ds_load_b64 v[10:11], v4 offset:16496
	s_or_b32 s19, s19, s25
	v_cmp_ge_u64_e64 s16, v[17:18], v[7:8]
	s_or_b32 s19, s19, s27
	s_waitcnt lgkmcnt(1)
	v_cmp_gt_u64_e64 s18, v[2:3], v[26:27]
	v_cndmask_b32_e64 v5, v31, v5, s17
	s_or_b32 s20, s19, s29
	s_or_b32 s16, s16, vcc_lo
	v_cndmask_b32_e64 v9, v26, v2, s18
	v_cndmask_b32_e64 v12, v27, v3, s18
	v_cmp_le_f32_e64 s18, s54, v23
	v_cndmask_b32_e64 v8, v18, v8, s16
	v_cndmask_b32_e64 v7, v17, v7, s16
	v_cndmask_b32_e64 v5, v32, v5, s14
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v3, v3, v12, s18
	v_cndmask_b32_e64 v2, v2, v9, s18
	v_cmp_ge_u64_e64 s17, v[26:27], v[7:8]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v33, v5, s15
	v_cmp_gt_u64_e64 s19, v[2:3], v[28:29]
	s_or_b32 s14, s17, s18
	v_cmp_le_f32_e64 s17, s54, v24
	v_cndmask_b32_e64 v8, v27, v8, s14
	v_cndmask_b32_e64 v7, v26, v7, s14
	v_cndmask_b32_e64 v9, v28, v2, s19
	v_cndmask_b32_e64 v12, v29, v3, s19
	s_or_b32 s19, s20, s30
	v_cndmask_b32_e64 v5, v34, v5, s16
	v_cmp_ge_u64_e64 s15, v[28:29], v[7:8]
	v_cndmask_b32_e64 v2, v2, v9, s17
	v_cndmask_b32_e64 v3, v3, v12, s17
	s_or_b32 s19, s19, vcc_lo
	v_cndmask_b32_e64 v5, v23, v5, s14
	s_or_b32 s16, s19, s18
	s_or_b32 s15, s15, s17
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u64_e32 vcc_lo, v[2:3], v[10:11]
	v_cndmask_b32_e64 v8, v29, v8, s15
	v_cndmask_b32_e64 v7, v28, v7, s15
	s_or_b32 s16, s16, s17
	v_cndmask_b32_e64 v5, v24, v5, s15
	v_dual_cndmask_b32 v12, v10, v2 :: v_dual_cndmask_b32 v9, v11, v3
	v_cmp_le_f32_e32 vcc_lo, s54, v25
	v_cmp_ge_u64_e64 s14, v[10:11], v[7:8]
	s_or_b32 s15, s16, vcc_lo
	v_cndmask_b32_e32 v9, v3, v9, vcc_lo
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_or_b32 s14, s14, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v5, v25, v5, s14
	v_cndmask_b32_e64 v11, v11, v8, s14
	v_readfirstlane_b32 s30, v3
	v_cndmask_b32_e32 v8, v2, v12, vcc_lo
	v_cndmask_b32_e64 v10, v10, v7, s14
	v_readfirstlane_b32 s74, v5
	s_and_b32 s14, s75, s61
	s_or_b64 s[58:59], s[58:59], s[30:31]
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s76, 2, s60
.LBB10_369:
	s_add_u32 s56, s56, 1
	s_addc_u32 s57, s57, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[56:57], 8
	s_cbranch_scc1 .LBB10_454
.LBB10_370:
	s_cmp_eq_u32 s76, 0
	s_cbranch_scc0 .LBB10_369
	s_and_saveexec_b32 s14, s4
	s_cbranch_execz .LBB10_373
	v_mov_b32_e32 v5, v4
	v_dual_mov_b32 v7, v6 :: v_dual_mov_b32 v2, v4
	v_mov_b32_e32 v3, v4
	ds_store_b128 v4, v[4:7] offset:18432
	ds_store_b128 v4, v[2:5] offset:18448
	ds_store_b64 v4, v[4:5] offset:18464
.LBB10_373:
	s_or_b32 exec_lo, exec_lo, s14
	v_mov_b32_e32 v14, -1
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v15, -1
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s17, s10
	s_cbranch_execz .LBB10_377
	v_mov_b32_e32 v14, -1
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v15, -1
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v18, v59 :: v_dual_mov_b32 v19, v60
	v_mov_b32_e32 v3, 0
	v_dual_mov_b32 v21, v1 :: v_dual_mov_b32 v20, v0
	s_mov_b32 s18, 0
.LBB10_375:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[22:23], 2, v[20:21]
	v_add_co_u32 v24, vcc_lo, s40, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v25, null, s41, v23, vcc_lo
	v_add_co_u32 v22, vcc_lo, s71, v22
	v_add_co_ci_u32_e64 v23, null, s72, v23, vcc_lo
	s_clause 0x1
	global_load_b32 v5, v[24:25], off
	global_load_b32 v7, v[22:23], off
	v_mov_b32_e32 v22, v18
	v_add_co_u32 v20, vcc_lo, 0x100, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v21, null, 0, v21, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[20:21]
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v23, v5, v19
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32_e64 s15, 0, v7
	v_cmp_neq_f32_e64 s14, 0, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_lt_u64_e64 s16, v[22:23], v[10:11]
	v_cndmask_b32_e64 v5, 0, 1, s15
	v_cmp_ge_u64_e64 s15, v[22:23], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v5
	s_and_b32 s15, s15, s16
	s_and_b32 s14, s14, s15
	s_or_b32 s18, vcc_lo, s18
	v_cndmask_b32_e64 v25, -1, v23, s14
	v_cndmask_b32_e64 v24, -1, v18, s14
	v_cndmask_b32_e64 v23, 0, v23, s14
	v_cndmask_b32_e64 v22, 0, v18, s14
	v_cndmask_b32_e64 v5, 0, 1, s14
	v_add_co_u32 v18, s14, 0xffffff00, v18
	v_cmp_lt_u64_e64 s15, v[14:15], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_u64_e64 s16, v[12:13], v[22:23]
	v_add_co_ci_u32_e64 v19, null, -1, v19, s14
	v_add_co_u32 v16, s14, v16, v5
	v_add_co_ci_u32_e64 v17, null, 0, v17, s14
	v_cndmask_b32_e64 v15, v25, v15, s15
	v_cndmask_b32_e64 v13, v23, v13, s16
	v_cndmask_b32_e64 v14, v24, v14, s15
	v_cndmask_b32_e64 v12, v22, v12, s16
	s_and_not1_b32 exec_lo, exec_lo, s18
	s_cbranch_execnz .LBB10_375
	s_or_b32 exec_lo, exec_lo, s18
.LBB10_377:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
	s_mov_b32 s16, exec_lo
	s_mov_b64 s[14:15], 0
.LBB10_378:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_readlane_b32 s18, v16, s17
	v_readlane_b32 s19, v17, s17
	s_add_u32 s14, s14, s18
	s_addc_u32 s15, s15, s19
	s_lshl_b32 s17, 1, s17
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB10_378
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_xor_b32 s16, exec_lo, s16
	v_dual_mov_b32 v17, s15 :: v_dual_mov_b32 v16, s14
	ds_add_u64 v4, v[16:17] offset:18432
	s_or_b32 exec_lo, exec_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b64 s[14:15], -1
.LBB10_382:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_readlane_b32 s19, v15, s17
	v_readlane_b32 s18, v14, s17
	v_cmp_lt_u64_e64 s20, s[14:15], s[18:19]
	s_and_b32 s20, s20, exec_lo
	s_cselect_b32 s15, s15, s19
	s_cselect_b32 s14, s14, s18
	s_lshl_b32 s17, 1, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB10_382
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_xor_b32 s16, exec_lo, s16
	v_dual_mov_b32 v14, s14 :: v_dual_mov_b32 v15, s15
	ds_min_u64 v4, v[14:15] offset:18440
	s_or_b32 exec_lo, exec_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b64 s[14:15], 0
.LBB10_386:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_readlane_b32 s19, v13, s17
	v_readlane_b32 s18, v12, s17
	v_cmp_gt_u64_e64 s20, s[14:15], s[18:19]
	s_and_b32 s20, s20, exec_lo
	s_cselect_b32 s15, s15, s19
	s_cselect_b32 s14, s14, s18
	s_lshl_b32 s17, 1, s17
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB10_386
	v_mbcnt_lo_u32_b32 v5, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_xor_b32 s16, exec_lo, s16
	v_dual_mov_b32 v12, s14 :: v_dual_mov_b32 v13, s15
	ds_max_u64 v4, v[12:13] offset:18448
	s_or_b32 exec_lo, exec_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s16, exec_lo
	s_mov_b64 s[14:15], 0
.LBB10_390:
	s_ctz_i32_b32 s17, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s19, v3, s17
	v_readlane_b32 s18, v2, s17
	s_lshl_b32 s17, 1, s17
	s_or_b64 s[14:15], s[14:15], s[18:19]
	s_and_not1_b32 s16, s16, s17
	s_cbranch_scc1 .LBB10_390
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s16, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_xor_b32 s16, exec_lo, s16
	v_dual_mov_b32 v2, s14 :: v_dual_mov_b32 v3, s15
	ds_or_b64 v4, v[2:3] offset:18456
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b128 v[12:15], v4 offset:18432
	ds_load_b128 v[16:19], v4 offset:18448
	s_cmp_eq_u64 s[58:59], 0
	s_cselect_b32 s75, -1, 0
	s_cmp_lg_u64 s[58:59], 0
	s_cselect_b32 s14, -1, 0
	s_waitcnt lgkmcnt(1)
	v_readfirstlane_b32 s27, v13
	v_readfirstlane_b32 s26, v12
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s15, v19
	v_readfirstlane_b32 s53, v15
	v_readfirstlane_b32 s52, v14
	s_cmp_eq_u64 s[26:27], 1
	s_cselect_b32 s16, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	s_and_b32 s16, s16, s14
	s_cmp_eq_u64 s[26:27], 0
	v_readfirstlane_b32 s14, v18
	s_cselect_b32 s17, -1, 0
	s_and_b32 s18, s17, exec_lo
	s_cselect_b32 s18, 2, 1
	s_or_b32 s16, s17, s16
	s_cmp_lg_u64 s[14:15], 0
	v_readfirstlane_b32 s15, v16
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s17, s14, exec_lo
	s_cselect_b32 s76, 3, s18
	s_or_b32 s77, s16, s14
	v_readfirstlane_b32 s14, v17
	s_and_b32 vcc_lo, exec_lo, s77
	s_cbranch_vccnz .LBB10_369
	v_cmp_gt_u64_e64 s16, s[26:27], 15
	s_add_u32 s24, s15, 1
	s_addc_u32 s25, s14, 0
	s_and_b32 vcc_lo, exec_lo, s16
	s_mov_b32 s16, -1
	s_cbranch_vccz .LBB10_427
	s_sub_u32 s16, s15, s52
	s_clz_i32_u64 s15, s[26:27]
	s_subb_u32 s17, s14, s53
	s_sub_u32 s14, 64, s15
	s_subb_u32 s15, 0, 0
	s_clz_i32_u64 s19, s[16:17]
	v_cmp_lt_u64_e64 s18, s[14:15], 11
	s_and_b32 s18, s18, exec_lo
	s_cselect_b32 s15, s15, 0
	s_cselect_b32 s14, s14, 11
	s_min_u32 s18, s19, 64
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_sub_u32 s18, 64, s18
	s_subb_u32 s19, 0, 0
	s_sub_u32 s14, s18, s14
	s_subb_u32 s15, s19, s15
	s_cselect_b32 s15, -1, 0
	s_and_b32 s15, s15, exec_lo
	s_cselect_b32 s78, 0, s14
	s_mov_b32 s14, exec_lo
	s_lshr_b64 s[28:29], s[16:17], s78
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	s_add_u32 s16, s28, 1
	s_addc_u32 s17, s29, 0
	v_cmpx_gt_u64_e64 s[16:17], v[0:1]
	s_cbranch_execz .LBB10_398
	v_mov_b32_e32 v3, v1
	v_dual_mov_b32 v5, v79 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s15, 0
.LBB10_397:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	ds_store_b32 v5, v4
	v_add_nc_u32_e32 v5, 0x400, v5
	v_cmp_le_u64_e32 vcc_lo, s[16:17], v[2:3]
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB10_397
.LBB10_398:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s10
	s_cbranch_execz .LBB10_403
	v_dual_mov_b32 v2, v59 :: v_dual_mov_b32 v3, v60
	v_dual_mov_b32 v8, v1 :: v_dual_mov_b32 v7, v0
	s_mov_b32 s19, 0
	s_branch .LBB10_401
.LBB10_400:
	s_or_b32 exec_lo, exec_lo, s14
	v_add_co_u32 v7, vcc_lo, 0x100, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	v_add_co_u32 v2, s14, 0xffffff00, v2
	v_add_co_ci_u32_e64 v3, null, -1, v3, s14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[7:8]
	s_or_b32 s19, vcc_lo, s19
	s_and_not1_b32 exec_lo, exec_lo, s19
	s_cbranch_execz .LBB10_403
.LBB10_401:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[9:10], 2, v[7:8]
	v_add_co_u32 v11, vcc_lo, s40, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s41, v10, vcc_lo
	v_add_co_u32 v9, vcc_lo, s71, v9
	v_add_co_ci_u32_e64 v10, null, s72, v10, vcc_lo
	s_clause 0x1
	global_load_b32 v11, v[11:12], off
	global_load_b32 v5, v[9:10], off
	v_mov_b32_e32 v9, v2
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v10, v11, v3
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s15, 0, v5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[52:53], v[9:10]
	v_cmp_gt_u64_e64 s14, s[24:25], v[9:10]
	s_and_b32 s14, vcc_lo, s14
	s_and_b32 s15, s15, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s14, s15
	s_cbranch_execz .LBB10_400
	v_sub_co_u32 v9, vcc_lo, v9, s52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_subrev_co_ci_u32_e64 v10, null, s53, v10, vcc_lo
	v_lshrrev_b64 v[9:10], s78, v[9:10]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v9, 2, v9
	ds_add_f32 v9, v5
	s_branch .LBB10_400
.LBB10_403:
	s_or_b32 exec_lo, exec_lo, s18
	s_cmp_eq_u64 s[16:17], 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_408
	v_cmp_gt_u64_e64 s20, s[28:29], 6
	s_and_b32 s30, s16, 7
	s_and_b32 vcc_lo, exec_lo, s20
	s_cbranch_vccz .LBB10_409
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v8, 0
	s_lshl_b32 s21, s28, 2
	s_and_b32 s14, s16, -8
	s_mov_b32 s15, s17
	s_sub_i32 s60, s21, 28
	s_mov_b32 s22, -1
	s_mov_b64 s[18:19], 0
	s_mov_b32 s23, s74
.LBB10_406:
	v_mov_b32_e32 v5, s60
	ds_load_2addr_b32 v[9:10], v5 offset0:6 offset1:7
	ds_load_2addr_b32 v[11:12], v5 offset0:4 offset1:5
	ds_load_2addr_b32 v[13:14], v5 offset0:2 offset1:3
	ds_load_2addr_b32 v[15:16], v5 offset1:1
	s_waitcnt lgkmcnt(3)
	v_readfirstlane_b32 s62, v10
	v_readfirstlane_b32 s61, v9
	s_waitcnt lgkmcnt(2)
	v_readfirstlane_b32 s64, v12
	v_readfirstlane_b32 s63, v11
	s_waitcnt lgkmcnt(1)
	v_readfirstlane_b32 s66, v14
	s_cmp_gt_f32 s62, 0
	s_add_f32 s23, s23, s62
	v_readfirstlane_b32 s65, v13
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s79, v16
	s_cselect_b32 s62, -1, 0
	s_add_f32 s80, s23, s61
	v_cndmask_b32_e64 v5, 0, 1, s62
	s_and_b32 s62, s22, s62
	s_cmp_nge_f32 s23, s54
	v_cndmask_b32_e64 v9, 0, 1, s62
	s_add_f32 s62, s80, s64
	v_add_co_u32 v5, vcc_lo, v7, v5
	s_cselect_b32 s23, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v8, vcc_lo
	s_and_b32 s22, s22, s23
	s_cmp_gt_f32 s61, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s23, -1, 0
	s_add_f32 s81, s62, s63
	v_cndmask_b32_e64 v8, 0, 1, s23
	s_and_b32 s23, s22, s23
	s_cmp_nge_f32 s80, s54
	v_cndmask_b32_e64 v9, 0, 1, s23
	s_add_f32 s61, s81, s66
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s23, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s22, s22, s23
	s_cmp_gt_f32 s64, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s64, -1, 0
	s_add_f32 s82, s61, s65
	v_cndmask_b32_e64 v8, 0, 1, s64
	s_and_b32 s64, s22, s64
	s_cmp_nge_f32 s62, s54
	v_cndmask_b32_e64 v9, 0, 1, s64
	s_add_f32 s80, s82, s79
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s62, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s22, s22, s62
	s_cmp_gt_f32 s63, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s62, -1, 0
	v_readfirstlane_b32 s67, v15
	v_cndmask_b32_e64 v8, 0, 1, s62
	s_and_b32 s62, s22, s62
	s_cmp_nge_f32 s81, s54
	v_cndmask_b32_e64 v9, 0, 1, s62
	s_add_f32 s23, s80, s67
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s62, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s22, s22, s62
	s_cmp_gt_f32 s66, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s62, -1, 0
	v_cndmask_b32_e64 v8, 0, 1, s62
	s_and_b32 s62, s22, s62
	s_cmp_nge_f32 s61, s54
	v_cndmask_b32_e64 v9, 0, 1, s62
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s61, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s22, s22, s61
	s_cmp_gt_f32 s65, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s61, -1, 0
	v_cndmask_b32_e64 v8, 0, 1, s61
	s_and_b32 s61, s22, s61
	s_cmp_nge_f32 s82, s54
	v_cndmask_b32_e64 v9, 0, 1, s61
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s61, -1, 0
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	s_and_b32 s22, s22, s61
	s_cmp_gt_f32 s79, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s61, -1, 0
	v_cndmask_b32_e64 v8, 0, 1, s61
	s_and_b32 s61, s22, s61
	s_cmp_nge_f32 s80, s54
	v_cndmask_b32_e64 v9, 0, 1, s61
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v5, vcc_lo, v5, v8
	s_cselect_b32 s61, -1, 0
	v_add_co_ci_u32_e64 v8, null, 0, v7, vcc_lo
	s_and_b32 s22, s22, s61
	s_cmp_gt_f32 s67, 0
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_cselect_b32 s61, -1, 0
	v_cndmask_b32_e64 v7, 0, 1, s61
	s_and_b32 s61, s22, s61
	s_cmp_nge_f32 s23, s54
	v_cndmask_b32_e64 v9, 0, 1, s61
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v7, vcc_lo, v5, v7
	s_cselect_b32 s61, -1, 0
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v9
	s_and_b32 s22, s22, s61
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_add_u32 s18, s18, 8
	s_addc_u32 s19, s19, 0
	s_sub_i32 s60, s60, 32
	s_cmp_lg_u64 s[14:15], s[18:19]
	s_cbranch_scc1 .LBB10_406
	s_cmp_lg_u64 s[30:31], 0
	s_mov_b32 s19, 0
	s_cselect_b32 s18, -1, 0
	s_branch .LBB10_410
.LBB10_408:
	v_mov_b32_e32 v9, -1
	v_mov_b32_e32 v10, -1
	s_branch .LBB10_426
.LBB10_409:
	s_mov_b32 s19, -1
	s_mov_b32 s18, 0
.LBB10_410:
	v_dual_mov_b32 v10, v8 :: v_dual_mov_b32 v9, v7
	v_dual_mov_b32 v12, v3 :: v_dual_mov_b32 v11, v2
	s_and_b32 vcc_lo, exec_lo, s19
	s_cbranch_vccz .LBB10_412
	v_mov_b32_e32 v11, 0
	v_dual_mov_b32 v12, 0 :: v_dual_mov_b32 v9, 0
	v_mov_b32_e32 v10, 0
	s_lshl_b32 s21, s28, 2
	s_mov_b64 s[14:15], 0
	s_mov_b32 s22, -1
	s_mov_b32 s23, s74
	s_mov_b32 s18, -1
.LBB10_412:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s18
	s_cbranch_vccnz .LBB10_415
	v_dual_mov_b32 v5, s23 :: v_dual_mov_b32 v2, v11
	v_mov_b32_e32 v7, v9
	v_dual_mov_b32 v3, v12 :: v_dual_mov_b32 v8, v10
	s_lshl_b32 s14, s14, 2
	s_mov_b64 s[18:19], s[30:31]
	s_sub_i32 s15, s21, s14
	.p2align	6
.LBB10_414:
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v9, s15
	s_add_i32 s15, s15, -4
	ds_load_b32 v9, v9
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0, v9
	v_add_f32_e32 v5, v5, v9
	v_cndmask_b32_e64 v10, 0, 1, vcc_lo
	s_and_b32 s14, s22, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v9, 0, 1, s14
	v_add_co_u32 v7, vcc_lo, v7, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v8, null, 0, v8, vcc_lo
	v_cmp_nle_f32_e32 vcc_lo, s54, v5
	v_add_co_u32 v2, s14, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, 0, v3, s14
	s_and_b32 s22, s22, vcc_lo
	s_add_u32 s18, s18, -1
	s_addc_u32 s19, s19, -1
	s_cmp_lg_u64 s[18:19], 0
	s_cbranch_scc1 .LBB10_414
.LBB10_415:
	v_mul_lo_u32 v5, v8, v82
	v_mul_lo_u32 v9, v7, v83
	v_mad_u64_u32 v[7:8], null, v7, v82, 0
	v_add_co_u32 v2, vcc_lo, v80, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, v81, v3, vcc_lo
	v_add3_u32 v8, v8, v9, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshrrev_b64 v[7:8], 3, v[7:8]
	v_add_co_u32 v5, vcc_lo, v7, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v8, vcc_lo
	s_and_b32 vcc_lo, exec_lo, s20
	v_cndmask_b32_e64 v2, v5, v2, s11
	v_cndmask_b32_e64 v3, v7, v3, s11
	s_cbranch_vccz .LBB10_419
	s_and_b32 s14, s16, -8
	v_mov_b32_e32 v9, -1
	v_dual_mov_b32 v10, -1 :: v_dual_mov_b32 v7, 0
	s_sub_u32 s62, 0, s14
	v_mov_b32_e32 v8, 0
	s_subb_u32 s63, 0, s17
	s_lshl_b32 s79, s28, 2
	s_mov_b64 s[60:61], 0
	s_sub_i32 s80, s79, 28
	s_mov_b64 s[64:65], 0
.LBB10_417:
	v_mov_b32_e32 v5, s80
	s_add_u32 s66, s28, s64
	s_addc_u32 s67, s29, s65
	ds_load_2addr_b32 v[11:12], v5 offset0:6 offset1:7
	ds_load_2addr_b32 v[13:14], v5 offset0:4 offset1:5
	ds_load_2addr_b32 v[15:16], v5 offset0:2 offset1:3
	ds_load_2addr_b32 v[17:18], v5 offset1:1
	s_lshl_b64 s[14:15], s[66:67], s78
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_u32 s81, s14, s52
	s_addc_u32 s84, s15, s53
	s_waitcnt lgkmcnt(3)
	v_cmp_lt_f32_e32 vcc_lo, 0, v12
	v_cmp_lt_f32_e64 s14, 0, v11
	s_waitcnt lgkmcnt(2)
	v_cmp_lt_f32_e64 s15, 0, v14
	v_cmp_lt_f32_e64 s16, 0, v13
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_f32_e64 s17, 0, v16
	v_cndmask_b32_e64 v5, 0, 1, vcc_lo
	v_cndmask_b32_e64 v11, 0, 1, s14
	v_cndmask_b32_e64 v14, 0, 1, s15
	v_cndmask_b32_e64 v13, 0, 1, s16
	v_cndmask_b32_e64 v16, 0, 1, s17
	v_add_co_u32 v7, s21, v7, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v8, null, 0, v8, s21
	v_cmp_lt_f32_e64 s18, 0, v15
	v_add_co_u32 v11, s21, v7, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, 0, v8, s21
	v_cmp_eq_u64_e64 s21, v[7:8], v[2:3]
	v_add_co_u32 v7, s23, v11, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v12, s23
	v_cmp_eq_u64_e64 s22, v[11:12], v[2:3]
	s_and_b32 s21, vcc_lo, s21
	s_add_u32 s82, s66, -1
	v_cndmask_b32_e64 v5, v9, s81, s21
	s_addc_u32 s83, s67, -1
	v_cndmask_b32_e64 v9, v10, s84, s21
	v_cmp_eq_u64_e32 vcc_lo, v[7:8], v[2:3]
	v_add_co_u32 v7, s21, v7, v13
	s_lshl_b64 s[82:83], s[82:83], s78
	v_add_co_ci_u32_e64 v8, null, 0, v8, s21
	s_add_u32 s21, s82, s52
	s_addc_u32 s23, s83, s53
	s_and_b32 s14, s14, s22
	v_cndmask_b32_e64 v15, 0, 1, s18
	v_cndmask_b32_e64 v9, v9, s23, s14
	v_cndmask_b32_e64 v5, v5, s21, s14
	v_cmp_eq_u64_e64 s14, v[7:8], v[2:3]
	v_add_co_u32 v7, s21, v7, v16
	s_add_u32 s22, s66, -2
	v_add_co_ci_u32_e64 v8, null, 0, v8, s21
	s_addc_u32 s23, s67, -1
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e64 s19, 0, v18
	s_lshl_b64 s[22:23], s[22:23], s78
	v_cmp_eq_u64_e64 s21, v[7:8], v[2:3]
	s_add_u32 s81, s22, s52
	v_add_co_u32 v7, s22, v7, v15
	v_cndmask_b32_e64 v18, 0, 1, s19
	v_add_co_ci_u32_e64 v8, null, 0, v8, s22
	s_addc_u32 s82, s23, s53
	s_and_b32 s15, s15, vcc_lo
	v_cmp_lt_f32_e64 s20, 0, v17
	s_add_u32 s22, s66, -3
	s_addc_u32 s23, s67, -1
	v_cndmask_b32_e64 v5, v5, s81, s15
	v_cndmask_b32_e64 v9, v9, s82, s15
	s_lshl_b64 s[22:23], s[22:23], s78
	v_cmp_eq_u64_e32 vcc_lo, v[7:8], v[2:3]
	v_add_co_u32 v7, s15, v7, v18
	v_cndmask_b32_e64 v17, 0, 1, s20
	v_add_co_ci_u32_e64 v8, null, 0, v8, s15
	s_add_u32 s15, s22, s52
	s_addc_u32 s23, s23, s53
	s_and_b32 s14, s16, s14
	s_add_u32 s22, s66, -4
	v_cndmask_b32_e64 v9, v9, s23, s14
	s_addc_u32 s23, s67, -1
	v_cndmask_b32_e64 v5, v5, s15, s14
	v_cmp_eq_u64_e64 s14, v[7:8], v[2:3]
	v_add_co_u32 v7, s15, v7, v17
	s_lshl_b64 s[22:23], s[22:23], s78
	v_add_co_ci_u32_e64 v8, null, 0, v8, s15
	s_add_u32 s15, s22, s52
	s_addc_u32 s22, s23, s53
	s_and_b32 s21, s17, s21
	s_add_u32 s16, s66, -5
	s_addc_u32 s17, s67, -1
	v_cndmask_b32_e64 v9, v9, s22, s21
	s_lshl_b64 s[16:17], s[16:17], s78
	v_cndmask_b32_e64 v5, v5, s15, s21
	s_add_u32 s21, s16, s52
	s_addc_u32 s17, s17, s53
	s_and_b32 s18, s18, vcc_lo
	s_add_u32 s16, s66, -6
	v_cndmask_b32_e64 v9, v9, s17, s18
	s_addc_u32 s17, s67, -1
	v_cndmask_b32_e64 v5, v5, s21, s18
	s_lshl_b64 s[16:17], s[16:17], s78
	v_cmp_eq_u64_e64 s15, v[7:8], v[2:3]
	s_add_u32 s16, s16, s52
	s_addc_u32 s18, s17, s53
	s_and_b32 s14, s19, s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v5, v5, s16, s14
	s_add_u32 s16, s66, -7
	s_addc_u32 s17, s67, -1
	v_cndmask_b32_e64 v9, v9, s18, s14
	s_lshl_b64 s[16:17], s[16:17], s78
	s_add_u32 s14, s16, s52
	s_addc_u32 s16, s17, s53
	s_and_b32 s15, s20, s15
	s_add_u32 s60, s60, 8
	s_addc_u32 s61, s61, 0
	v_cndmask_b32_e64 v10, v9, s16, s15
	v_cndmask_b32_e64 v9, v5, s14, s15
	s_add_u32 s64, s64, -8
	s_addc_u32 s65, s65, -1
	s_sub_i32 s80, s80, 32
	s_cmp_eq_u64 s[62:63], s[64:65]
	s_cbranch_scc0 .LBB10_417
	s_cmp_lg_u64 s[30:31], 0
	v_dual_mov_b32 v13, s60 :: v_dual_mov_b32 v14, s61
	s_mov_b32 s15, 0
	s_cselect_b32 s14, -1, 0
	s_branch .LBB10_420
.LBB10_419:
	s_mov_b32 s15, -1
	s_mov_b32 s14, 0
.LBB10_420:
	v_dual_mov_b32 v12, v10 :: v_dual_mov_b32 v11, v9
	s_and_b32 vcc_lo, exec_lo, s15
	s_cbranch_vccz .LBB10_422
	v_mov_b32_e32 v11, -1
	v_dual_mov_b32 v12, -1 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v14, 0
	v_mov_b32_e32 v8, 0
	s_lshl_b32 s79, s28, 2
	s_mov_b32 s14, -1
.LBB10_422:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 vcc_lo, exec_lo, s14
	s_cbranch_vccnz .LBB10_426
	v_lshlrev_b32_e32 v5, 2, v13
	v_sub_co_u32 v9, vcc_lo, s28, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v10, null, s29, v14, vcc_lo
	v_sub_nc_u32_e32 v5, s79, v5
	s_mov_b64 s[16:17], s[30:31]
	.p2align	6
.LBB10_424:
	ds_load_b32 v15, v5
	v_lshlrev_b64 v[13:14], s78, v[9:10]
	v_add_co_u32 v9, vcc_lo, v9, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, -1, v10, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_f32_e32 vcc_lo, 0, v15
	v_cndmask_b32_e64 v15, 0, 1, vcc_lo
	v_add_co_u32 v7, s14, v7, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v8, null, 0, v8, s14
	v_add_co_u32 v13, s14, v13, s52
	v_add_co_ci_u32_e64 v14, null, s53, v14, s14
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_u64_e64 s15, v[7:8], v[2:3]
	s_and_b32 vcc_lo, vcc_lo, s15
	v_dual_cndmask_b32 v12, v12, v14 :: v_dual_add_nc_u32 v5, -4, v5
	s_add_u32 s16, s16, -1
	v_cndmask_b32_e32 v11, v11, v13, vcc_lo
	s_addc_u32 s17, s17, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u64 s[16:17], 0
	s_cbranch_scc1 .LBB10_424
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v9, v11 :: v_dual_mov_b32 v10, v12
.LBB10_426:
	s_mov_b32 s16, 0
.LBB10_427:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s16
	s_cbranch_vccz .LBB10_436
	s_and_saveexec_b32 s16, s10
	s_cbranch_execz .LBB10_435
	v_dual_mov_b32 v7, v59 :: v_dual_mov_b32 v8, v60
	v_dual_mov_b32 v10, v1 :: v_dual_mov_b32 v9, v0
	s_mov_b32 s17, 0
	s_branch .LBB10_432
.LBB10_430:
	s_or_b32 exec_lo, exec_lo, s15
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s15, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_lshl_u32 v2, s15, v5, 3
	ds_store_b64 v2, v[11:12] offset:16384
.LBB10_431:
	s_or_b32 exec_lo, exec_lo, s14
	v_add_co_u32 v9, vcc_lo, 0x100, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v10, null, 0, v10, vcc_lo
	v_add_co_u32 v7, s14, 0xffffff00, v7
	v_add_co_ci_u32_e64 v8, null, -1, v8, s14
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[9:10]
	s_or_b32 s17, vcc_lo, s17
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execz .LBB10_435
.LBB10_432:
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[9:10]
	v_add_co_u32 v11, vcc_lo, s40, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v12, null, s41, v3, vcc_lo
	v_add_co_u32 v2, vcc_lo, s71, v2
	v_add_co_ci_u32_e64 v3, null, s72, v3, vcc_lo
	s_clause 0x1
	global_load_b32 v5, v[11:12], off
	global_load_b32 v2, v[2:3], off
	v_mov_b32_e32 v11, v7
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v12, v5, v8
	s_waitcnt vmcnt(0)
	v_cmp_neq_f32_e64 s15, 0, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[52:53], v[11:12]
	v_cmp_gt_u64_e64 s14, s[24:25], v[11:12]
	s_and_b32 s14, vcc_lo, s14
	s_and_b32 s15, s15, s14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s14, s15
	s_cbranch_execz .LBB10_431
	s_mov_b32 s18, exec_lo
	s_mov_b32 s15, exec_lo
	v_mbcnt_lo_u32_b32 v5, s18, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v5
	s_cbranch_execz .LBB10_430
	s_bcnt1_i32_b32 s18, s18
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s18
	ds_add_rtn_u64 v[2:3], v4, v[3:4] offset:18464
	s_branch .LBB10_430
.LBB10_435:
	s_or_b32 exec_lo, exec_lo, s16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_b64 v[2:3], v84
	v_cmp_gt_u64_e32 vcc_lo, s[26:27], v[0:1]
	s_waitcnt lgkmcnt(0)
	v_dual_cndmask_b32 v10, -1, v3 :: v_dual_cndmask_b32 v9, -1, v2
.LBB10_436:
	s_and_b32 s14, s12, s75
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v7, v9, 0, s14
	v_cndmask_b32_e64 v8, v10, 0, s14
	v_mov_b32_e32 v5, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v12, 0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cndmask_b32_e64 v20, -1, v7, s6
	v_cndmask_b32_e64 v21, -1, v8, s6
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v8, 0 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v14, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v16, 0 :: v_dual_mov_b32 v15, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v17, 0
	v_mov_b32_e32 v19, 0
	ds_store_b64 v84, v[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s18, s13
	s_cbranch_execz .LBB10_446
	ds_load_b128 v[7:10], v4 offset:16384
	ds_load_b128 v[11:14], v4 offset:16400
	ds_load_b128 v[15:18], v4 offset:16416
	ds_load_b128 v[19:22], v4 offset:16432
	ds_load_b128 v[23:26], v4 offset:16448
	ds_load_b128 v[27:30], v4 offset:16464
	ds_load_b128 v[31:34], v4 offset:16480
	ds_load_b128 v[35:38], v4 offset:16496
	s_mov_b64 s[16:17], 0
	s_mov_b32 s19, 0
	s_branch .LBB10_439
.LBB10_438:
	s_lshl_b32 s14, s30, 6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_addk_i32 s14, 0x908
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_clause 0x1
	scratch_store_b128 off, v[39:42], s14
	scratch_store_b128 off, v[43:46], s14 offset:16
	v_cmp_eq_u64_e32 vcc_lo, s[16:17], v[57:58]
	s_clause 0x1
	scratch_store_b128 off, v[47:50], s14 offset:32
	scratch_store_b128 off, v[51:54], s14 offset:48
	s_or_b32 s19, vcc_lo, s19
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s19
	s_cbranch_execz .LBB10_441
.LBB10_439:
	s_lshl_b64 s[14:15], s[16:17], 3
	s_mov_b32 s20, s73
	v_add_co_u32 v39, vcc_lo, s14, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v40, null, s15, v56, vcc_lo
	v_lshlrev_b64 v[2:3], 2, v[39:40]
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[39:40]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v41, s14, s40, v2
	v_add_co_ci_u32_e64 v42, null, s41, v3, s14
	v_add_co_u32 v2, s14, s71, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s72, v3, s14
	s_clause 0x1
	global_load_b32 v41, v[41:42], off
	global_load_b32 v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v2, vcc_lo
	v_sub_co_u32 v2, vcc_lo, s42, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v3, null, s43, v40, vcc_lo
	v_or_b32_e32 v3, v41, v3
	v_add_co_u32 v41, vcc_lo, v39, 1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s14, s40, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s41, v44, s14
	v_add_co_u32 v43, s14, s71, v43
	v_add_co_ci_u32_e64 v44, null, s72, v44, s14
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v54, 0, v43, vcc_lo
	v_sub_co_u32 v63, vcc_lo, s42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s43, v42, vcc_lo
	v_or_b32_e32 v64, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s14, s40, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s41, v44, s14
	v_add_co_u32 v43, s14, s71, v43
	v_add_co_ci_u32_e64 v44, null, s72, v44, s14
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v87, 0, v43, vcc_lo
	v_sub_co_u32 v65, vcc_lo, s42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s43, v42, vcc_lo
	v_or_b32_e32 v66, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s14, s40, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s41, v44, s14
	v_add_co_u32 v43, s14, s71, v43
	v_add_co_ci_u32_e64 v44, null, s72, v44, s14
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v88, 0, v43, vcc_lo
	v_sub_co_u32 v67, vcc_lo, s42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s43, v42, vcc_lo
	v_or_b32_e32 v68, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s14, s40, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s41, v44, s14
	v_add_co_u32 v43, s14, s71, v43
	v_add_co_ci_u32_e64 v44, null, s72, v44, s14
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v89, 0, v43, vcc_lo
	v_sub_co_u32 v69, vcc_lo, s42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s43, v42, vcc_lo
	v_or_b32_e32 v70, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s14, s40, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s41, v44, s14
	v_add_co_u32 v43, s14, s71, v43
	v_add_co_ci_u32_e64 v44, null, s72, v44, s14
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v90, 0, v43, vcc_lo
	v_sub_co_u32 v71, vcc_lo, s42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s43, v42, vcc_lo
	v_or_b32_e32 v72, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v42, v40, v42 :: v_dual_cndmask_b32 v41, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_add_co_u32 v45, s14, s40, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v46, null, s41, v44, s14
	v_add_co_u32 v43, s14, s71, v43
	v_add_co_ci_u32_e64 v44, null, s72, v44, s14
	s_clause 0x1
	global_load_b32 v45, v[45:46], off
	global_load_b32 v43, v[43:44], off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v91, 0, v43, vcc_lo
	v_sub_co_u32 v73, vcc_lo, s42, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_ci_u32_e64 v41, null, s43, v42, vcc_lo
	v_or_b32_e32 v74, v45, v41
	v_add_co_u32 v41, vcc_lo, v39, 7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v42, null, 0, v40, vcc_lo
	v_cmp_gt_u64_e32 vcc_lo, s[46:47], v[41:42]
	v_dual_cndmask_b32 v40, v40, v42 :: v_dual_cndmask_b32 v39, v39, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[41:42], 2, v[39:40]
	v_add_co_u32 v43, s14, s40, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v44, null, s41, v42, s14
	v_add_co_u32 v41, s14, s71, v41
	v_add_co_ci_u32_e64 v42, null, s72, v42, s14
	global_load_b32 v43, v[43:44], off
	s_not_b64 s[14:15], s[16:17]
	global_load_b32 v41, v[41:42], off
	s_ctz_i32_b64 s30, s[14:15]
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	s_cmp_eq_u32 s30, 0
	s_mov_b64 s[14:15], s[30:31]
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v92, 0, v41, vcc_lo
	v_sub_co_u32 v75, vcc_lo, s42, v39
	v_sub_co_ci_u32_e64 v39, null, s43, v40, vcc_lo
	s_waitcnt lgkmcnt(7)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_or_b32_e32 v76, v43, v39
	v_cndmask_b32_e32 v39, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[7:8]
	v_cndmask_b32_e32 v40, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[7:8]
	v_cndmask_b32_e32 v41, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[7:8]
	v_cndmask_b32_e32 v42, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[7:8]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v39, v39, v40 :: v_dual_add_f32 v40, v41, v42
	v_cndmask_b32_e32 v43, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[7:8]
	v_cndmask_b32_e32 v44, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[7:8]
	v_cndmask_b32_e32 v45, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[7:8]
	v_cndmask_b32_e32 v46, 0, v92, vcc_lo
	v_add_f32_e32 v41, v43, v44
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v42, v45, v46 :: v_dual_add_f32 v39, v39, v40
	v_add_f32_e32 v40, v41, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v39, v39, v40 :: v_dual_cndmask_b32 v40, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[9:10]
	v_cndmask_b32_e32 v41, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[9:10]
	v_cndmask_b32_e32 v42, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[9:10]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v40, v40, v41 :: v_dual_cndmask_b32 v43, 0, v88
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[9:10]
	v_cndmask_b32_e32 v44, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[9:10]
	v_cndmask_b32_e32 v45, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[9:10]
	v_cndmask_b32_e32 v46, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[9:10]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v41, v42, v43 :: v_dual_add_f32 v42, v44, v45
	v_cndmask_b32_e32 v47, 0, v92, vcc_lo
	s_waitcnt lgkmcnt(6)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[11:12]
	v_dual_add_f32 v40, v40, v41 :: v_dual_add_f32 v43, v46, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v41, v42, v43
	v_add_f32_e32 v40, v40, v41
	v_cndmask_b32_e32 v41, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[11:12]
	v_cndmask_b32_e32 v42, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[11:12]
	v_cndmask_b32_e32 v43, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[11:12]
	v_cndmask_b32_e32 v44, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[11:12]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v41, v41, v42 :: v_dual_add_f32 v42, v43, v44
	v_cndmask_b32_e32 v45, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[11:12]
	v_cndmask_b32_e32 v46, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[11:12]
	v_cndmask_b32_e32 v47, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[11:12]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v48, 0, v92 :: v_dual_add_f32 v43, v45, v46
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[13:14]
	v_dual_add_f32 v44, v47, v48 :: v_dual_add_f32 v41, v41, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v42, v43, v44
	v_dual_add_f32 v41, v41, v42 :: v_dual_cndmask_b32 v42, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[13:14]
	v_cndmask_b32_e32 v43, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[13:14]
	v_cndmask_b32_e32 v44, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[13:14]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v42, v42, v43 :: v_dual_cndmask_b32 v45, 0, v88
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[13:14]
	v_cndmask_b32_e32 v46, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[13:14]
	v_cndmask_b32_e32 v47, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[13:14]
	v_cndmask_b32_e32 v48, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[13:14]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v43, v44, v45 :: v_dual_add_f32 v44, v46, v47
	v_cndmask_b32_e32 v49, 0, v92, vcc_lo
	s_waitcnt lgkmcnt(5)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[15:16]
	v_dual_add_f32 v42, v42, v43 :: v_dual_add_f32 v45, v48, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v43, v44, v45
	v_dual_add_f32 v42, v42, v43 :: v_dual_cndmask_b32 v43, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[15:16]
	v_cndmask_b32_e32 v44, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[15:16]
	v_cndmask_b32_e32 v45, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[15:16]
	v_cndmask_b32_e32 v46, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[15:16]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v43, v43, v44 :: v_dual_add_f32 v44, v45, v46
	v_cndmask_b32_e32 v47, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[15:16]
	v_cndmask_b32_e32 v48, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[15:16]
	v_cndmask_b32_e32 v49, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[15:16]
	v_cndmask_b32_e32 v50, 0, v92, vcc_lo
	v_add_f32_e32 v45, v47, v48
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[17:18]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v46, v49, v50 :: v_dual_add_f32 v43, v43, v44
	v_add_f32_e32 v44, v45, v46
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v43, v43, v44 :: v_dual_cndmask_b32 v44, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[17:18]
	v_cndmask_b32_e32 v45, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[17:18]
	v_cndmask_b32_e32 v46, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[17:18]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v44, v44, v45 :: v_dual_cndmask_b32 v47, 0, v88
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[17:18]
	v_cndmask_b32_e32 v48, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[17:18]
	v_cndmask_b32_e32 v49, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[17:18]
	v_cndmask_b32_e32 v50, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[17:18]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v45, v46, v47 :: v_dual_add_f32 v46, v48, v49
	v_cndmask_b32_e32 v51, 0, v92, vcc_lo
	s_waitcnt lgkmcnt(4)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[19:20]
	v_dual_add_f32 v44, v44, v45 :: v_dual_add_f32 v47, v50, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v45, v46, v47
	v_add_f32_e32 v44, v44, v45
	v_cndmask_b32_e32 v45, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[19:20]
	v_cndmask_b32_e32 v46, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[19:20]
	v_cndmask_b32_e32 v47, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[19:20]
	v_cndmask_b32_e32 v48, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[19:20]
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v45, v45, v46 :: v_dual_add_f32 v46, v47, v48
	v_cndmask_b32_e32 v49, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[19:20]
	v_cndmask_b32_e32 v50, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[19:20]
	v_cndmask_b32_e32 v51, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[19:20]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v52, 0, v92 :: v_dual_add_f32 v47, v49, v50
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[21:22]
	v_dual_add_f32 v48, v51, v52 :: v_dual_add_f32 v45, v45, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v46, v47, v48
	v_dual_add_f32 v45, v45, v46 :: v_dual_cndmask_b32 v46, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[21:22]
	v_cndmask_b32_e32 v47, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[21:22]
	v_cndmask_b32_e32 v48, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[21:22]
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_add_f32 v46, v46, v47 :: v_dual_cndmask_b32 v49, 0, v88
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[21:22]
	v_cndmask_b32_e32 v50, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[21:22]
	v_cndmask_b32_e32 v51, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[21:22]
	v_cndmask_b32_e32 v52, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[21:22]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v47, v48, v49 :: v_dual_add_f32 v48, v50, v51
	v_cndmask_b32_e32 v53, 0, v92, vcc_lo
	s_waitcnt lgkmcnt(3)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[23:24]
	v_dual_add_f32 v46, v46, v47 :: v_dual_add_f32 v49, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v47, v48, v49
	v_dual_add_f32 v46, v46, v47 :: v_dual_cndmask_b32 v47, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[23:24]
	v_cndmask_b32_e32 v48, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[23:24]
	v_cndmask_b32_e32 v49, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[23:24]
	v_cndmask_b32_e32 v50, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[23:24]
	v_cndmask_b32_e32 v51, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[23:24]
	v_cndmask_b32_e32 v52, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[23:24]
	v_cndmask_b32_e32 v53, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[23:24]
	v_dual_add_f32 v47, v47, v48 :: v_dual_add_f32 v48, v49, v50
	v_add_f32_e32 v49, v51, v52
	v_cndmask_b32_e32 v93, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v50, v53, v93 :: v_dual_add_f32 v47, v47, v48
	v_add_f32_e32 v48, v49, v50
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_add_f32 v47, v47, v48 :: v_dual_cndmask_b32 v48, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[25:26]
	v_cndmask_b32_e32 v49, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[25:26]
	v_cndmask_b32_e32 v50, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[25:26]
	v_cndmask_b32_e32 v51, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[25:26]
	v_cndmask_b32_e32 v52, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[25:26]
	v_cndmask_b32_e32 v53, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[25:26]
	v_cndmask_b32_e32 v93, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[25:26]
	v_cndmask_b32_e32 v94, 0, v92, vcc_lo
	v_dual_add_f32 v48, v48, v49 :: v_dual_add_f32 v49, v50, v51
	s_waitcnt lgkmcnt(2)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[27:28]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v48, v48, v49
	v_dual_add_f32 v50, v52, v53 :: v_dual_add_f32 v51, v93, v94
	v_add_f32_e32 v49, v50, v51
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v48, v48, v49
	v_cndmask_b32_e32 v49, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[27:28]
	v_cndmask_b32_e32 v50, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[27:28]
	v_cndmask_b32_e32 v51, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[27:28]
	v_cndmask_b32_e32 v52, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[27:28]
	v_cndmask_b32_e32 v53, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[27:28]
	v_cndmask_b32_e32 v93, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[27:28]
	v_cndmask_b32_e32 v94, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[27:28]
	v_dual_add_f32 v49, v49, v50 :: v_dual_add_f32 v50, v51, v52
	v_cndmask_b32_e32 v95, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v49, v49, v50 :: v_dual_add_f32 v52, v94, v95
	v_add_f32_e32 v51, v53, v93
	v_add_f32_e32 v50, v51, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v49, v49, v50 :: v_dual_cndmask_b32 v50, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[29:30]
	v_cndmask_b32_e32 v51, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[29:30]
	v_add_f32_e32 v50, v50, v51
	v_cndmask_b32_e32 v52, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[29:30]
	v_cndmask_b32_e32 v53, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v51, v52, v53
	v_cndmask_b32_e32 v93, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[29:30]
	v_add_f32_e32 v50, v50, v51
	v_cndmask_b32_e32 v94, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[29:30]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_dual_add_f32 v52, v93, v94 :: v_dual_cndmask_b32 v95, 0, v91
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[29:30]
	v_cndmask_b32_e32 v96, 0, v92, vcc_lo
	s_waitcnt lgkmcnt(1)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[31:32]
	v_add_f32_e32 v53, v95, v96
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v51, v52, v53
	v_dual_add_f32 v50, v50, v51 :: v_dual_cndmask_b32 v51, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[31:32]
	v_cndmask_b32_e32 v52, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[31:32]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v51, v51, v52
	v_cndmask_b32_e32 v53, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[31:32]
	v_cndmask_b32_e32 v93, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[31:32]
	v_add_f32_e32 v52, v53, v93
	v_cndmask_b32_e32 v94, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[31:32]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v51, v51, v52
	v_cndmask_b32_e32 v95, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[31:32]
	v_add_f32_e32 v53, v94, v95
	v_cndmask_b32_e32 v96, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[31:32]
	v_cndmask_b32_e32 v97, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v93, v96, v97
	v_add_f32_e32 v52, v53, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_add_f32 v51, v51, v52 :: v_dual_cndmask_b32 v52, 0, v5
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[33:34]
	v_cndmask_b32_e32 v53, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[33:34]
	v_dual_add_f32 v52, v52, v53 :: v_dual_cndmask_b32 v93, 0, v87
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[33:34]
	v_cndmask_b32_e32 v94, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[33:34]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v53, v93, v94
	v_cndmask_b32_e32 v95, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[33:34]
	v_add_f32_e32 v52, v52, v53
	v_cndmask_b32_e32 v96, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[33:34]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v93, v95, v96
	v_cndmask_b32_e32 v97, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[33:34]
	v_cndmask_b32_e32 v98, 0, v92, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[35:36]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v94, v97, v98
	v_add_f32_e32 v53, v93, v94
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v52, v52, v53
	v_cndmask_b32_e32 v53, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[35:36]
	v_cndmask_b32_e32 v93, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[35:36]
	v_cndmask_b32_e32 v94, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[35:36]
	v_cndmask_b32_e32 v95, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[35:36]
	v_cndmask_b32_e32 v96, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[35:36]
	v_cndmask_b32_e32 v97, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[35:36]
	v_cndmask_b32_e32 v98, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[35:36]
	v_cndmask_b32_e32 v99, 0, v92, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[2:3], v[37:38]
	v_cndmask_b32_e32 v2, 0, v5, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[63:64], v[37:38]
	v_cndmask_b32_e32 v3, 0, v54, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[65:66], v[37:38]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v2, v2, v3
	v_cndmask_b32_e32 v5, 0, v87, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[67:68], v[37:38]
	v_cndmask_b32_e32 v54, 0, v88, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[69:70], v[37:38]
	v_add_f32_e32 v3, v5, v54
	v_cndmask_b32_e32 v63, 0, v89, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[71:72], v[37:38]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_add_f32 v2, v2, v3 :: v_dual_add_f32 v53, v53, v93
	v_cndmask_b32_e32 v64, 0, v90, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[73:74], v[37:38]
	v_add_f32_e32 v5, v63, v64
	v_cndmask_b32_e32 v65, 0, v91, vcc_lo
	v_cmp_ge_u64_e32 vcc_lo, v[75:76], v[37:38]
	v_cndmask_b32_e32 v66, 0, v92, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_add_f32 v54, v65, v66 :: v_dual_add_f32 v93, v94, v95
	v_add_f32_e32 v95, v98, v99
	v_add_f32_e32 v3, v5, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_add_f32 v53, v53, v93 :: v_dual_add_f32 v54, v2, v3
	v_add_f32_e32 v94, v96, v97
	v_add_f32_e32 v93, v94, v95
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v53, v53, v93
	s_cbranch_scc1 .LBB10_438
	.p2align	6
.LBB10_440:
	s_clause 0x3
	scratch_load_b128 v[63:66], off, s20 offset:-60
	scratch_load_b128 v[67:70], off, s20 offset:-44
	scratch_load_b128 v[71:74], off, s20 offset:-28
	scratch_load_b128 v[87:90], off, s20 offset:-12
	s_add_u32 s14, s14, -1
	s_addc_u32 s15, s15, -1
	s_add_i32 s20, s20, 64
	s_cmp_lg_u64 s[14:15], 0
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v39, v39, v63 :: v_dual_add_f32 v40, v40, v64
	v_dual_add_f32 v41, v41, v65 :: v_dual_add_f32 v42, v42, v66
	s_waitcnt vmcnt(2)
	v_dual_add_f32 v43, v43, v67 :: v_dual_add_f32 v44, v44, v68
	v_dual_add_f32 v45, v45, v69 :: v_dual_add_f32 v46, v46, v70
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v47, v47, v71 :: v_dual_add_f32 v48, v48, v72
	v_dual_add_f32 v49, v49, v73 :: v_dual_add_f32 v50, v50, v74
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v51, v51, v87 :: v_dual_add_f32 v52, v52, v88
	v_dual_add_f32 v53, v53, v89 :: v_dual_add_f32 v54, v54, v90
	s_cbranch_scc1 .LBB10_440
	s_branch .LBB10_438
.LBB10_441:
	s_or_b32 exec_lo, exec_lo, s19
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v5, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v10, 0
	v_dual_mov_b32 v9, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v14, 0
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v15, 0 :: v_dual_mov_b32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v19, 0
	s_mov_b64 s[14:15], 0
	s_mov_b32 s16, 0
	s_mov_b32 s17, s73
	s_set_inst_prefetch_distance 0x1
	s_branch .LBB10_443
	.p2align	6
.LBB10_442:
	s_or_b32 exec_lo, exec_lo, s19
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_add_i32 s17, s17, 64
	v_cmp_eq_u64_e32 vcc_lo, s[14:15], v[61:62]
	s_or_b32 s16, vcc_lo, s16
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execz .LBB10_445
.LBB10_443:
	v_lshrrev_b64 v[20:21], s14, v[57:58]
	s_mov_b32 s19, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v20, 1, v20
	v_cmpx_eq_u32_e32 1, v20
	s_cbranch_execz .LBB10_442
	s_clause 0x3
	scratch_load_b128 v[20:23], off, s17 offset:-60
	scratch_load_b128 v[24:27], off, s17 offset:-44
	scratch_load_b128 v[28:31], off, s17 offset:-28
	scratch_load_b128 v[32:35], off, s17 offset:-12
	s_waitcnt vmcnt(3)
	v_dual_add_f32 v18, v18, v20 :: v_dual_add_f32 v19, v19, v21
	v_dual_add_f32 v17, v17, v22 :: v_dual_add_f32 v16, v16, v23
	s_waitcnt vmcnt(2)
	v_dual_add_f32 v15, v15, v24 :: v_dual_add_f32 v14, v14, v25
	v_dual_add_f32 v13, v13, v26 :: v_dual_add_f32 v12, v12, v27
	s_waitcnt vmcnt(1)
	v_dual_add_f32 v11, v11, v28 :: v_dual_add_f32 v10, v10, v29
	v_dual_add_f32 v9, v9, v30 :: v_dual_add_f32 v8, v8, v31
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v7, v7, v32 :: v_dual_add_f32 v2, v2, v35
	v_add_f32_e32 v5, v5, v33
	v_add_f32_e32 v3, v3, v34
	s_branch .LBB10_442
.LBB10_445:
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s16
.LBB10_446:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s18
	s_mov_b64 s[14:15], 0
	ds_store_2addr_stride64_b32 v85, v18, v19 offset1:4
	ds_store_2addr_stride64_b32 v85, v17, v16 offset0:8 offset1:12
	ds_store_2addr_stride64_b32 v85, v15, v14 offset0:16 offset1:20
	ds_store_2addr_stride64_b32 v85, v13, v12 offset0:24 offset1:28
	ds_store_2addr_stride64_b32 v86, v11, v10 offset1:4
	ds_store_2addr_stride64_b32 v86, v9, v8 offset0:8 offset1:12
	ds_store_2addr_stride64_b32 v86, v7, v5 offset0:16 offset1:20
	ds_store_2addr_stride64_b32 v86, v3, v2 offset0:24 offset1:28
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	s_branch .LBB10_448
.LBB10_447:
	s_or_b32 exec_lo, exec_lo, s17
	s_cmp_eq_u64 s[14:15], 8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_451
.LBB10_448:
	s_lshl_b64 s[16:17], 1, s14
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_add_u32 s18, s16, 0xff
	s_addc_u32 s19, s17, 0
	s_mov_b32 s17, exec_lo
	s_lshr_b64 s[18:19], s[18:19], s14
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmpx_gt_u64_e64 s[18:19], v[0:1]
	s_cbranch_execz .LBB10_447
	v_dual_mov_b32 v3, v1 :: v_dual_mov_b32 v2, v0
	s_mov_b32 s20, 0
.LBB10_450:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[7:8], s14, v[2:3]
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b32_e32 v5, 2, v7
	v_add_lshl_u32 v13, v7, s16, 2
	v_cmp_le_u64_e32 vcc_lo, s[18:19], v[2:3]
	ds_load_2addr_stride64_b32 v[7:8], v5 offset1:4
	ds_load_b32 v9, v13
	s_or_b32 s20, vcc_lo, s20
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7
	ds_load_b32 v7, v13 offset:1024
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:8 offset1:12
	ds_store_b32 v5, v9 offset:1024
	ds_load_b32 v9, v13 offset:2048
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:2048
	ds_load_b32 v7, v13 offset:3072
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:16 offset1:20
	ds_store_b32 v5, v9 offset:3072
	ds_load_b32 v9, v13 offset:4096
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:4096
	ds_load_b32 v7, v13 offset:5120
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:24 offset1:28
	ds_store_b32 v5, v9 offset:5120
	ds_load_b32 v9, v13 offset:6144
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_load_2addr_stride64_b32 v[9:10], v5 offset0:32 offset1:36
	ds_store_b32 v5, v7 offset:6144
	ds_load_2addr_stride64_b32 v[11:12], v13 offset0:28 offset1:32
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v7, v8, v11 :: v_dual_add_f32 v8, v9, v12
	ds_store_2addr_stride64_b32 v5, v7, v8 offset0:28 offset1:32
	ds_load_b32 v7, v13 offset:9216
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v10, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:40 offset1:44
	ds_store_b32 v5, v9 offset:9216
	ds_load_b32 v9, v13 offset:10240
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:10240
	ds_load_b32 v7, v13 offset:11264
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:48 offset1:52
	ds_store_b32 v5, v9 offset:11264
	ds_load_b32 v9, v13 offset:12288
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:12288
	ds_load_b32 v7, v13 offset:13312
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v9, v8, v7
	ds_load_2addr_stride64_b32 v[7:8], v5 offset0:56 offset1:60
	ds_store_b32 v5, v9 offset:13312
	ds_load_b32 v9, v13 offset:14336
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v7, v9
	ds_store_b32 v5, v7 offset:14336
	ds_load_b32 v7, v13 offset:15360
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v7, v8, v7
	ds_store_b32 v5, v7 offset:15360
	s_and_not1_b32 exec_lo, exec_lo, s20
	s_cbranch_execnz .LBB10_450
	s_branch .LBB10_447
.LBB10_451:
	s_and_saveexec_b32 s14, s4
	s_cbranch_execz .LBB10_368
	ds_load_2addr_stride64_b32 v[7:8], v4 offset1:4
	ds_load_2addr_stride64_b32 v[9:10], v4 offset0:8 offset1:12
	ds_load_2addr_stride64_b32 v[11:12], v4 offset0:16 offset1:20
	ds_load_2addr_stride64_b32 v[13:14], v4 offset0:24 offset1:28
	ds_load_2addr_stride64_b32 v[15:16], v4 offset0:32 offset1:36
	ds_load_2addr_stride64_b32 v[17:18], v4 offset0:40 offset1:44
	ds_load_2addr_stride64_b32 v[19:20], v4 offset0:48 offset1:52
	ds_load_2addr_stride64_b32 v[21:22], v4 offset0:56 offset1:60
	s_waitcnt lgkmcnt(6)
	ds_store_b128 v4, v[7:10] offset:18480
	s_waitcnt lgkmcnt(5)
	ds_store_b128 v4, v[11:14] offset:18496
	s_waitcnt lgkmcnt(4)
	ds_store_b128 v4, v[15:18] offset:18512
	s_waitcnt lgkmcnt(3)
	ds_store_b128 v4, v[19:22] offset:18528
	s_branch .LBB10_368
.LBB10_453:
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v3, 0xff800000
	s_branch .LBB10_551
.LBB10_454:
	s_cmp_lg_u32 s76, 1
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB10_465
	s_cmp_eq_u32 s76, 0
	s_cselect_b32 s11, -1, 0
	s_cmp_lg_u32 s76, 3
	s_cbranch_scc1 .LBB10_472
	s_cmp_eq_u64 s[46:47], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB10_466
	v_mov_b32_e32 v2, 0
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v10, 0
	s_movk_i32 s13, 0x804
	s_movk_i32 s18, 0x600
	s_branch .LBB10_459
.LBB10_458:
	s_or_b32 exec_lo, exec_lo, s19
	v_lshl_add_u32 v6, v2, 2, 0x808
	v_lshl_add_u32 v7, v2, 3, 0x608
	s_add_u32 s14, s14, 1
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	s_addc_u32 s15, s15, 0
	scratch_store_b32 v6, v11, off
	scratch_store_b64 v7, v[8:9], off
	s_cmp_eq_u64 s[14:15], s[46:47]
	s_cbranch_scc1 .LBB10_467
.LBB10_459:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b64 s[16:17], s[14:15], 2
	s_add_u32 s16, s71, s16
	s_addc_u32 s17, s72, s17
	global_load_b32 v11, v10, s[16:17]
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	v_cmp_eq_u64_e32 vcc_lo, 0, v[2:3]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_lshl_add_u32 v4, v4, 3, 0x608
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s11, 0, v[4:5]
	s_or_b32 s11, vcc_lo, s11
	s_and_saveexec_b32 s12, s11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s11, exec_lo, s12
	v_add_co_u32 v4, vcc_lo, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, vcc_lo
	s_or_saveexec_b32 s19, s11
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s19
	s_cbranch_execz .LBB10_458
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v12, v2, 2, s13
	v_lshl_add_u32 v13, v2, 3, s18
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[16:17], 0
	s_mov_b32 s20, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_463:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s16 :: v_dual_mov_b32 v9, s17
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v13, v4
	v_add_nc_u32_e32 v13, -8, v13
	scratch_load_b64 v[14:15], v4, off
	scratch_load_b32 v16, v12, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v12, -4, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s12, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s12
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s11, s[16:17], v[14:15]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v11, v11, v16
	s_or_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s11, exec_lo, s11
	s_or_b32 s20, s11, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s20
	s_cbranch_execnz .LBB10_463
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s20
	s_branch .LBB10_458
.LBB10_465:
	s_mov_b32 s11, -1
	s_branch .LBB10_549
.LBB10_466:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB10_467:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b64 s[12:13], 0
	s_mov_b32 s15, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s11, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s11
	v_cmp_lt_u64_e64 s11, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x808
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s14, s11
	s_cbranch_execz .LBB10_471
	v_lshlrev_b32_e32 v4, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x808, v4, -8
.LBB10_469:
	scratch_load_b32 v6, v4, off
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[12:13], v[2:3]
	s_or_b32 s15, vcc_lo, s15
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB10_469
	s_or_b32 exec_lo, exec_lo, s15
.LBB10_471:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s14
	v_cmp_le_f32_e64 s11, s54, v5
.LBB10_472:
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v3, 0xff800000
	s_delay_alu instid0(VALU_DEP_3)
	s_and_saveexec_b32 s66, s11
	s_cbranch_execz .LBB10_548
	v_cmp_gt_u64_e32 vcc_lo, 0xfe, v[0:1]
	v_clz_i32_u32_e32 v4, 0
	s_cmp_lg_u64 s[46:47], 0
	v_mov_b32_e32 v3, 0
	s_cselect_b32 s21, -1, 0
	v_cndmask_b32_e32 v2, 0xfe, v0, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v10, v3
	v_mov_b32_e32 v5, v3
	v_add_nc_u32_e32 v19, 1, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_clz_i32_u32_e32 v2, v19
	v_add_nc_u32_e32 v2, 32, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v20, v2, v4
	v_sub_nc_u32_e32 v4, 62, v20
	v_sub_nc_u32_e32 v6, 61, v20
	v_xor_b32_e32 v2, 63, v20
	v_sub_nc_u32_e32 v8, 60, v20
	v_cmp_eq_u32_e64 s12, 63, v20
	v_lshlrev_b64 v[11:12], v4, 1
	v_lshlrev_b64 v[12:13], v6, 1
	v_cmp_lt_u64_e64 s13, 1, v[2:3]
	v_lshlrev_b64 v[13:14], v8, 1
	v_cmp_lt_u64_e64 s14, 2, v[2:3]
	v_sub_nc_u32_e32 v15, 59, v20
	v_cndmask_b32_e64 v4, v11, 1, s12
	v_mov_b32_e32 v7, v3
	v_cndmask_b32_e64 v6, 1, v12, s13
	v_mov_b32_e32 v9, v3
	v_cndmask_b32_e64 v8, 1, v13, s14
	v_and_b32_e32 v4, v4, v19
	v_lshlrev_b64 v[14:15], v15, 1
	v_and_b32_e32 v6, v6, v19
	v_cmp_lt_u64_e64 s15, 3, v[2:3]
	v_and_b32_e32 v8, v8, v19
	v_sub_nc_u32_e32 v16, 58, v20
	v_cmp_ne_u64_e64 s17, 0, v[4:5]
	v_cmp_ne_u64_e64 s18, 0, v[6:7]
	v_sub_nc_u32_e32 v17, 57, v20
	v_cmp_ne_u64_e64 s19, 0, v[8:9]
	v_cmp_eq_u32_e64 s11, 61, v20
	v_sub_nc_u32_e32 v18, 56, v20
	v_lshlrev_b64 v[15:16], v16, 1
	v_cndmask_b32_e64 v11, 1, v14, s15
	v_cmp_lt_u64_e64 s16, 4, v[2:3]
	s_or_b32 s67, s12, s17
	s_and_b32 s12, s13, s18
	s_and_b32 s13, s14, s19
	v_lshlrev_b64 v[16:17], v17, 1
	v_lshlrev_b64 v[17:18], v18, 1
	v_cmp_lt_u64_e64 s20, 5, v[2:3]
	s_or_b32 s74, s11, s13
	v_cmp_lt_u64_e64 s11, 6, v[2:3]
	v_cmp_eq_u32_e32 vcc_lo, 62, v20
	v_and_b32_e32 v9, v11, v19
	v_cndmask_b32_e64 v12, 1, v15, s16
	v_cndmask_b32_e64 v6, 1, v16, s20
	v_cndmask_b32_e64 v2, 1, v17, s11
	s_or_b32 s73, vcc_lo, s12
	v_cmp_ne_u64_e32 vcc_lo, 0, v[9:10]
	v_and_b32_e32 v4, v12, v19
	v_and_b32_e32 v6, v6, v19
	v_and_b32_e32 v2, v2, v19
	v_cmp_eq_u32_e64 s12, 60, v20
	s_and_b32 s14, s15, vcc_lo
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	v_cmp_ne_u64_e64 s13, 0, v[6:7]
	v_cmp_ne_u64_e64 s15, 0, v[2:3]
	s_or_b32 s75, s12, s14
	v_cmp_eq_u32_e64 s12, 59, v20
	v_cmp_eq_u32_e64 s14, 58, v20
	s_and_b32 s16, s16, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 57, v20
	s_and_b32 s13, s20, s13
	s_or_b32 s76, s12, s16
	s_and_b32 s12, s11, s15
	v_cmp_eq_u32_e64 s11, 56, v20
	s_or_b32 s77, s14, s13
	s_or_b32 s78, vcc_lo, s12
	s_cmp_eq_u64 s[46:47], 0
	s_mov_b64 s[14:15], 0
	s_cbranch_scc1 .LBB10_482
	v_cndmask_b32_e64 v2, 0, 0x80000000, s67
	v_cndmask_b32_e64 v4, 0, 2.0, s73
	v_cndmask_b32_e64 v5, 0, 0x20000000, s74
	v_cndmask_b32_e64 v6, 0, 0x10000000, s75
	v_cndmask_b32_e64 v7, 0, 0x4000000, s77
	s_movk_i32 s18, 0x504
	v_or_b32_e32 v2, v4, v2
	v_cndmask_b32_e64 v4, 0, 0x8000000, s76
	s_movk_i32 s19, 0x300
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v2, v5, v2, v6
	v_cndmask_b32_e64 v6, 0, 0x2000000, s78
	v_or3_b32 v2, v4, v2, v7
	v_cndmask_b32_e64 v7, 0, 0x1000000, s11
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v2, v6, v2, v7
	s_branch .LBB10_476
.LBB10_475:
	s_or_b32 exec_lo, exec_lo, s20
	v_lshl_add_u32 v8, v4, 2, 0x508
	v_lshl_add_u32 v9, v4, 3, 0x308
	s_add_u32 s14, s14, 1
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	s_addc_u32 s15, s15, 0
	scratch_store_b32 v8, v12, off
	scratch_store_b64 v9, v[10:11], off
	s_cmp_eq_u64 s[14:15], s[46:47]
	s_cbranch_scc1 .LBB10_483
.LBB10_476:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b64 s[12:13], s[14:15], 2
	s_add_u32 s16, s40, s12
	s_addc_u32 s17, s41, s13
	s_add_u32 s12, s71, s12
	v_subrev_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	s_addc_u32 s13, s72, s13
	s_clause 0x1
	global_load_b32 v9, v3, s[16:17]
	global_load_b32 v8, v3, s[12:13]
	v_lshl_add_u32 v6, v6, 3, 0x308
	v_cmp_eq_u64_e64 s12, 0, v[4:5]
	scratch_load_b64 v[6:7], v6, off
	s_waitcnt vmcnt(2)
	v_cmp_ge_u32_e32 vcc_lo, v9, v2
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s13, 0, v[6:7]
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s13, s12
	s_xor_b32 s13, exec_lo, s13
	v_add_co_u32 v6, s12, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, s12
	s_or_saveexec_b32 s20, s13
	v_mov_b32_e32 v10, 0
	v_dual_mov_b32 v11, 0 :: v_dual_cndmask_b32 v12, 0, v8
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB10_475
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v13, v4, 2, s18
	v_lshl_add_u32 v14, v4, 3, s19
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[16:17], 0
	s_mov_b32 s22, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_480:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s16 :: v_dual_mov_b32 v11, s17
	v_cndmask_b32_e32 v6, 1, v8, vcc_lo
	v_add_co_u32 v8, vcc_lo, v8, -1
	v_add_co_ci_u32_e64 v9, null, -1, v9, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v6, 3, v6
	v_sub_nc_u32_e32 v6, v14, v6
	v_add_nc_u32_e32 v14, -8, v14
	scratch_load_b64 v[15:16], v6, off
	scratch_load_b32 v17, v13, off
	v_dual_mov_b32 v7, v5 :: v_dual_mov_b32 v6, v4
	v_add_nc_u32_e32 v13, -4, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[6:7]
	v_add_co_u32 v4, s13, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s13
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s12, s[16:17], v[15:16]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v12, v12, v17
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s12, exec_lo, s12
	s_or_b32 s22, s12, s22
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s22
	s_cbranch_execnz .LBB10_480
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s22
	s_branch .LBB10_475
.LBB10_482:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
.LBB10_483:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_mov_b64 s[14:15], 0
	s_mov_b32 s16, 0
	s_mov_b32 s13, exec_lo
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s12, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_subrev_co_ci_u32_e64 v3, null, 0, v7, s12
	v_lshl_add_u32 v4, v2, 2, 0x508
	scratch_load_b32 v4, v4, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cmpx_lt_u64_e32 1, v[6:7]
	s_cbranch_execz .LBB10_487
	v_lshlrev_b32_e32 v5, 2, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v5, 0x508, v5, -8
.LBB10_485:
	scratch_load_b32 v6, v5, off
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	v_add_nc_u32_e32 v5, -4, v5
	v_cmp_ge_u64_e32 vcc_lo, s[14:15], v[2:3]
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v6
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB10_485
	s_or_b32 exec_lo, exec_lo, s16
.LBB10_487:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s13
	v_dual_mov_b32 v11, 0 :: v_dual_add_nc_u32 v12, 0xfffff800, v77
	v_cndmask_b32_e64 v13, 0, 1, s21
	ds_store_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v11 offset:18480
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s18, 0x80000000, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s12, s54, v3
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_and_b32 s12, s12, exec_lo
	s_cselect_b32 s12, 2.0, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s12, s12, s18
	v_or_b32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s13, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s13, 0x20000000, 0
	s_or_b32 s12, s13, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s14, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s13, s14, exec_lo
	s_cselect_b32 s13, 0x10000000, 0
	s_or_b32 s12, s13, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s15, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_and_b32 s13, s15, exec_lo
	s_cselect_b32 s13, 0x8000000, 0
	s_or_b32 s12, s13, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s13, s16, exec_lo
	s_cselect_b32 s13, 0x4000000, 0
	s_or_b32 s12, s13, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_and_b32 s13, s17, exec_lo
	s_cselect_b32 s13, 0x2000000, 0
	s_or_b32 s12, s13, s12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 0x1000000, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s21
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v10, s12, v2
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_496
	v_cndmask_b32_e64 v2, 0, 0x800000, s67
	v_cndmask_b32_e64 v3, 0, 0x400000, s73
	v_cndmask_b32_e64 v4, 0, 0x200000, s74
	v_cndmask_b32_e64 v5, 0, 0x100000, s75
	v_cndmask_b32_e64 v6, 0, 0x80000, s76
	s_movk_i32 s18, 0x504
	s_movk_i32 s19, 0x300
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, 0x40000, s77
	v_cndmask_b32_e64 v4, 0, 0x20000, s78
	s_mov_b64 s[14:15], 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v2, v2, v5, v6
	v_cndmask_b32_e64 v5, 0, 0x10000, s11
	v_or3_b32 v4, v2, v3, v4
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v14, v4, v5, v10
	s_branch .LBB10_490
.LBB10_489:
	s_or_b32 exec_lo, exec_lo, s20
	v_lshl_add_u32 v6, v2, 2, 0x508
	v_lshl_add_u32 v7, v2, 3, 0x308
	s_add_u32 s14, s14, 1
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	s_addc_u32 s15, s15, 0
	scratch_store_b32 v6, v15, off
	scratch_store_b64 v7, v[8:9], off
	s_cmp_lg_u64 s[14:15], s[46:47]
	s_cbranch_scc0 .LBB10_497
.LBB10_490:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b64 s[12:13], s[14:15], 2
	s_add_u32 s16, s40, s12
	s_addc_u32 s17, s41, s13
	s_add_u32 s12, s71, s12
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_addc_u32 s13, s72, s13
	s_clause 0x1
	global_load_b32 v7, v11, s[16:17]
	global_load_b32 v6, v11, s[12:13]
	v_lshl_add_u32 v4, v4, 3, 0x308
	v_cmp_eq_u64_e64 s12, 0, v[2:3]
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(2)
	v_cmp_ge_u32_e32 vcc_lo, v7, v14
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s13, 0, v[4:5]
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s13, s12
	s_xor_b32 s13, exec_lo, s13
	v_add_co_u32 v4, s12, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, s12
	s_or_saveexec_b32 s20, s13
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v6
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB10_489
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v16, v2, 2, s18
	v_lshl_add_u32 v17, v2, 3, s19
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[16:17], 0
	s_mov_b32 s21, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_494:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s16 :: v_dual_mov_b32 v9, s17
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v17, v4
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v4, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s13, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s13
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s12, s[16:17], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s12, exec_lo, s12
	s_or_b32 s21, s12, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB10_494
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s21
	s_branch .LBB10_489
.LBB10_496:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB10_497:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b64 s[14:15], 0
	s_mov_b32 s16, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s12, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s12
	v_cmp_lt_u64_e64 s12, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x508
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB10_501
	v_lshlrev_b32_e32 v4, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x508, v4, -8
.LBB10_499:
	scratch_load_b32 v6, v4, off
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[14:15], v[2:3]
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB10_499
	s_or_b32 exec_lo, exec_lo, s16
.LBB10_501:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v11, 0
	ds_store_b32 v12, v5
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v11 offset:18480
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s18, 0x800000, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s12, s54, v3
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_and_b32 s12, s12, exec_lo
	s_cselect_b32 s12, 0x400000, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s12, s18, s12
	v_or_b32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s13, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s13, 0x200000, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s14, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s13, s14, exec_lo
	s_cselect_b32 s13, 0x100000, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s15, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_and_b32 s13, s15, exec_lo
	s_cselect_b32 s13, 0x80000, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s13, s16, exec_lo
	s_cselect_b32 s13, 0x40000, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_and_b32 s13, s17, exec_lo
	s_cselect_b32 s13, 0x20000, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 0x10000, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, s12, v2
	v_or_b32_e32 v10, v2, v10
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_510
	v_cndmask_b32_e64 v2, 0, 0x8000, s67
	v_cndmask_b32_e64 v3, 0, 0x4000, s73
	v_cndmask_b32_e64 v4, 0, 0x2000, s74
	v_cndmask_b32_e64 v5, 0, 0x1000, s75
	v_cndmask_b32_e64 v6, 0, 0x800, s76
	s_movk_i32 s18, 0x504
	s_movk_i32 s19, 0x300
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, 0x400, s77
	v_cndmask_b32_e64 v4, 0, 0x200, s78
	s_mov_b64 s[14:15], 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v2, v2, v5, v6
	v_cndmask_b32_e64 v5, 0, 0x100, s11
	v_or3_b32 v4, v2, v3, v4
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v14, v4, v5, v10
	s_branch .LBB10_504
.LBB10_503:
	s_or_b32 exec_lo, exec_lo, s20
	v_lshl_add_u32 v6, v2, 2, 0x508
	v_lshl_add_u32 v7, v2, 3, 0x308
	s_add_u32 s14, s14, 1
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	s_addc_u32 s15, s15, 0
	scratch_store_b32 v6, v15, off
	scratch_store_b64 v7, v[8:9], off
	s_cmp_lg_u64 s[14:15], s[46:47]
	s_cbranch_scc0 .LBB10_511
.LBB10_504:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b64 s[12:13], s[14:15], 2
	s_add_u32 s16, s40, s12
	s_addc_u32 s17, s41, s13
	s_add_u32 s12, s71, s12
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_addc_u32 s13, s72, s13
	s_clause 0x1
	global_load_b32 v7, v11, s[16:17]
	global_load_b32 v6, v11, s[12:13]
	v_lshl_add_u32 v4, v4, 3, 0x308
	v_cmp_eq_u64_e64 s12, 0, v[2:3]
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(2)
	v_cmp_ge_u32_e32 vcc_lo, v7, v14
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s13, 0, v[4:5]
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s13, s12
	s_xor_b32 s13, exec_lo, s13
	v_add_co_u32 v4, s12, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, s12
	s_or_saveexec_b32 s20, s13
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v6
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB10_503
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v16, v2, 2, s18
	v_lshl_add_u32 v17, v2, 3, s19
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[16:17], 0
	s_mov_b32 s21, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_508:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s16 :: v_dual_mov_b32 v9, s17
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v17, v4
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v4, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s13, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s13
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s12, s[16:17], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s12, exec_lo, s12
	s_or_b32 s21, s12, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB10_508
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s21
	s_branch .LBB10_503
.LBB10_510:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB10_511:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b64 s[14:15], 0
	s_mov_b32 s16, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s12, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s12
	v_cmp_lt_u64_e64 s12, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x508
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB10_515
	v_lshlrev_b32_e32 v4, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x508, v4, -8
.LBB10_513:
	scratch_load_b32 v6, v4, off
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[14:15], v[2:3]
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB10_513
	s_or_b32 exec_lo, exec_lo, s16
.LBB10_515:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v11, 0
	ds_store_b32 v12, v5
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v11 offset:18480
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s18, 0x8000, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s12, s54, v3
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_and_b32 s12, s12, exec_lo
	s_cselect_b32 s12, 0x4000, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s12, s18, s12
	v_or_b32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s13, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s13, 0x2000, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s14, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s13, s14, exec_lo
	s_cselect_b32 s13, 0x1000, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s15, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_and_b32 s13, s15, exec_lo
	s_cselect_b32 s13, 0x800, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s13, s16, exec_lo
	s_cselect_b32 s13, 0x400, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_and_b32 s13, s17, exec_lo
	s_cselect_b32 s13, 0x200, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 0x100, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, s12, v2
	v_or_b32_e32 v10, v2, v10
	s_barrier
	buffer_gl0_inv
	s_cbranch_vccnz .LBB10_524
	v_cndmask_b32_e64 v2, 0, 0x80, s67
	v_cndmask_b32_e64 v3, 0, 64, s73
	v_cndmask_b32_e64 v4, 0, 32, s74
	v_cndmask_b32_e64 v5, 0, 16, s75
	v_cndmask_b32_e64 v6, 0, 8, s76
	s_movk_i32 s18, 0x504
	s_movk_i32 s19, 0x300
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, 4, s77
	v_cndmask_b32_e64 v4, 0, 2, s78
	s_mov_b64 s[14:15], 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_or3_b32 v2, v2, v5, v6
	v_cndmask_b32_e64 v5, 0, 1, s11
	v_or3_b32 v4, v2, v3, v4
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_or3_b32 v14, v4, v5, v10
	s_branch .LBB10_518
.LBB10_517:
	s_or_b32 exec_lo, exec_lo, s20
	v_lshl_add_u32 v6, v2, 2, 0x508
	v_lshl_add_u32 v7, v2, 3, 0x308
	s_add_u32 s14, s14, 1
	v_dual_mov_b32 v2, v4 :: v_dual_mov_b32 v3, v5
	s_addc_u32 s15, s15, 0
	scratch_store_b32 v6, v15, off
	scratch_store_b64 v7, v[8:9], off
	s_cmp_lg_u64 s[14:15], s[46:47]
	s_cbranch_scc0 .LBB10_525
.LBB10_518:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[2:3]
	s_lshl_b64 s[12:13], s[14:15], 2
	s_add_u32 s16, s40, s12
	s_addc_u32 s17, s41, s13
	s_add_u32 s12, s71, s12
	v_subrev_co_ci_u32_e64 v4, null, 0, v2, vcc_lo
	s_addc_u32 s13, s72, s13
	s_clause 0x1
	global_load_b32 v7, v11, s[16:17]
	global_load_b32 v6, v11, s[12:13]
	v_lshl_add_u32 v4, v4, 3, 0x308
	v_cmp_eq_u64_e64 s12, 0, v[2:3]
	scratch_load_b64 v[4:5], v4, off
	s_waitcnt vmcnt(2)
	v_cmp_ge_u32_e32 vcc_lo, v7, v14
	s_waitcnt vmcnt(0)
	v_cmp_ne_u64_e64 s13, 0, v[4:5]
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s13, s12
	s_xor_b32 s13, exec_lo, s13
	v_add_co_u32 v4, s12, v2, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, 0, v3, s12
	s_or_saveexec_b32 s20, s13
	v_dual_mov_b32 v8, 0 :: v_dual_cndmask_b32 v15, 0, v6
	v_mov_b32_e32 v9, 0
	s_xor_b32 exec_lo, exec_lo, s20
	s_cbranch_execz .LBB10_517
	v_add_co_u32 v6, vcc_lo, v2, -1
	v_lshl_add_u32 v16, v2, 2, s18
	v_lshl_add_u32 v17, v2, 3, s19
	v_add_co_ci_u32_e64 v7, null, -1, v3, vcc_lo
	s_mov_b64 s[16:17], 0
	s_mov_b32 s21, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_522:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[6:7]
	s_add_u32 s16, s16, 1
	s_addc_u32 s17, s17, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v8, s16 :: v_dual_mov_b32 v9, s17
	v_cndmask_b32_e32 v4, 1, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, v6, -1
	v_add_co_ci_u32_e64 v7, null, -1, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v4, 3, v4
	v_sub_nc_u32_e32 v4, v17, v4
	v_add_nc_u32_e32 v17, -8, v17
	scratch_load_b64 v[18:19], v4, off
	scratch_load_b32 v20, v16, off
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v4, v2
	v_add_nc_u32_e32 v16, -4, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_eq_u64_e32 vcc_lo, 1, v[4:5]
	v_add_co_u32 v2, s13, v4, -1
	v_add_co_ci_u32_e64 v3, null, -1, v5, s13
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s12, s[16:17], v[18:19]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v15, v15, v20
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s12, exec_lo, s12
	s_or_b32 s21, s12, s21
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s21
	s_cbranch_execnz .LBB10_522
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s21
	s_branch .LBB10_517
.LBB10_524:
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
.LBB10_525:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_mov_b64 s[14:15], 0
	s_mov_b32 s16, 0
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s12, v4, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v3, null, 0, v5, s12
	v_cmp_lt_u64_e64 s12, 1, v[4:5]
	v_lshl_add_u32 v6, v2, 2, 0x508
	scratch_load_b32 v6, v6, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v5, 0, v6, vcc_lo
	s_and_saveexec_b32 s13, s12
	s_cbranch_execz .LBB10_529
	v_lshlrev_b32_e32 v4, 2, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, 0x508, v4, -8
.LBB10_527:
	scratch_load_b32 v6, v4, off
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	v_add_nc_u32_e32 v4, -4, v4
	v_cmp_ge_u64_e32 vcc_lo, s[14:15], v[2:3]
	s_or_b32 s16, vcc_lo, s16
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v5, v5, v6
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB10_527
	s_or_b32 exec_lo, exec_lo, s16
.LBB10_529:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s13
	v_mov_b32_e32 v14, 0
	ds_store_b32 v12, v5
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v14 offset:18480
	s_mov_b32 s19, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_and_b32 s18, vcc_lo, exec_lo
	s_cselect_b32 s18, 0x80, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s12, s54, v3
	v_cndmask_b32_e64 v3, 0, 1, s12
	s_and_b32 s12, s12, exec_lo
	s_cselect_b32 s12, 64, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_or_b32 s12, s18, s12
	v_or_b32_e32 v2, v2, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s13, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s13
	s_and_b32 s13, s13, exec_lo
	s_cselect_b32 s13, 32, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s14, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s13, s14, exec_lo
	s_cselect_b32 s13, 16, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s15, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s15
	s_and_b32 s13, s15, exec_lo
	s_cselect_b32 s13, 8, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s16, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s16
	s_and_b32 s13, s16, exec_lo
	s_cselect_b32 s13, 4, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e64 s17, s54, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s17
	s_and_b32 s13, s17, exec_lo
	s_cselect_b32 s13, 2, 0
	s_or_b32 s12, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v3
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_cmp_le_f32_e32 vcc_lo, s54, v2
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, s12, v2
	s_sub_i32 s12, 0x47, s70
	s_lshr_b32 s18, s12, 3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_cmp_eq_u32 s18, 0
	v_or_b32_e32 v15, v2, v10
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_546
	s_movk_i32 s79, 0x204
	s_mov_b32 s80, 0
	s_mov_b64 s[16:17], 0
	s_brev_b32 s21, 1
	s_mov_b32 s20, s19
	s_mov_b64 s[22:23], 0
	s_branch .LBB10_532
.LBB10_531:
	s_or_b32 exec_lo, exec_lo, s14
	ds_store_b32 v12, v4
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_b32 v2, v14 offset:18480
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s12, v2
	s_cmp_ge_f32 s12, s54
	s_cselect_b32 s12, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v2, 0, 1, s12
	s_and_b32 s12, s12, s88
	s_and_b32 s12, s12, exec_lo
	s_cselect_b32 s13, s63, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	s_cselect_b32 s12, s62, 0
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18484
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s14, v3
	s_cmp_ge_f32 s14, s54
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, s87
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s15, s61, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s14, s60, 0
	s_or_b64 s[12:13], s[12:13], s[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v2, 4, v2
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s62, v3
	s_cmp_ge_f32 s62, s54
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, s86
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s15, s59, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s14, s58, 0
	s_or_b64 s[12:13], s[12:13], s[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s60, v3
	s_cmp_ge_f32 s60, s54
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, s85
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s15, s57, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s14, s56, 0
	s_or_b64 s[12:13], s[12:13], s[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s58, v3
	s_cmp_ge_f32 s58, s54
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, s84
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s15, s31, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s14, s30, 0
	s_or_b64 s[12:13], s[12:13], s[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 1, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s56, v3
	s_cmp_ge_f32 s56, s54
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, s83
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s15, s29, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_or_b32_e32 v2, v2, v3
	s_cselect_b32 s14, s28, 0
	s_or_b64 s[12:13], s[12:13], s[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v3, 2, v2
	v_lshlrev_b32_e32 v2, 3, v2
	ds_load_b32 v3, v3 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s30, v3
	s_cmp_ge_f32 s30, s54
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v3, 0, 1, s14
	s_and_b32 s14, s14, s81
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s15, s25, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_lshlrev_b32_e32 v3, 2, v3
	s_cselect_b32 s14, s24, 0
	s_or_b64 s[12:13], s[12:13], s[14:15]
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v2, v2, v3
	ds_load_b32 v2, v2 offset:18476
	s_waitcnt lgkmcnt(0)
	v_readfirstlane_b32 s28, v2
	s_cmp_ge_f32 s28, s54
	s_cselect_b32 s14, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s14, s14, s82
	s_and_b32 s14, s14, exec_lo
	s_cselect_b32 s15, s27, 0
	s_cselect_b32 s14, s26, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b64 s[12:13], s[12:13], s[14:15]
	s_or_b64 s[16:17], s[12:13], s[16:17]
	s_add_u32 s22, s22, 1
	s_addc_u32 s23, s23, 0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_eq_u64 s[22:23], s[18:19]
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB10_547
.LBB10_532:
	s_lshl_b64 s[12:13], s[22:23], 3
	v_cmp_ne_u32_e32 vcc_lo, 1, v13
	s_or_b32 s14, s12, 1
	s_mov_b32 s15, s13
	s_add_i32 s24, s12, s70
	v_cmp_lt_u64_e64 s87, s[14:15], s[44:45]
	s_lshr_b64 s[62:63], s[20:21], s24
	v_cmp_lt_u64_e64 s88, s[12:13], s[44:45]
	s_and_b32 s24, s87, exec_lo
	s_cselect_b32 s24, s14, s12
	s_or_b32 s14, s12, 2
	s_add_i32 s24, s24, s70
	v_cmp_lt_u64_e64 s86, s[14:15], s[44:45]
	s_lshr_b64 s[60:61], s[20:21], s24
	s_and_b32 s24, s86, exec_lo
	s_cselect_b32 s24, s14, s12
	s_or_b32 s14, s12, 3
	s_add_i32 s24, s24, s70
	v_cmp_lt_u64_e64 s85, s[14:15], s[44:45]
	s_lshr_b64 s[58:59], s[20:21], s24
	s_and_b32 s24, s85, exec_lo
	s_cselect_b32 s24, s14, s12
	s_or_b32 s14, s12, 4
	s_add_i32 s24, s24, s70
	v_cmp_lt_u64_e64 s84, s[14:15], s[44:45]
	s_lshr_b64 s[56:57], s[20:21], s24
	s_and_b32 s24, s84, exec_lo
	s_cselect_b32 s24, s14, s12
	s_or_b32 s14, s12, 5
	s_add_i32 s24, s24, s70
	v_cmp_lt_u64_e64 s83, s[14:15], s[44:45]
	s_lshr_b64 s[30:31], s[20:21], s24
	s_and_b32 s24, s83, exec_lo
	s_cselect_b32 s24, s14, s12
	s_or_b32 s14, s12, 6
	s_add_i32 s24, s24, s70
	v_cmp_lt_u64_e64 s81, s[14:15], s[44:45]
	s_lshr_b64 s[28:29], s[20:21], s24
	s_and_b32 s15, s81, exec_lo
	s_cselect_b32 s24, s14, s12
	s_or_b32 s14, s12, 7
	s_mov_b32 s15, s13
	s_add_i32 s24, s24, s70
	v_cmp_lt_u64_e64 s82, s[14:15], s[44:45]
	s_lshr_b64 s[24:25], s[20:21], s24
	s_and_b32 s13, s82, exec_lo
	s_cselect_b32 s12, s14, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_add_i32 s12, s12, s70
	s_lshr_b64 s[26:27], s[20:21], s12
	s_cbranch_vccnz .LBB10_541
	s_and_b32 s12, s67, s88
	s_and_b32 s13, s73, s87
	s_and_b32 s14, s74, s86
	v_cndmask_b32_e64 v2, 0, s63, s12
	v_cndmask_b32_e64 v3, 0, s61, s13
	v_cndmask_b32_e64 v4, 0, s59, s14
	v_cndmask_b32_e64 v5, 0, s62, s12
	v_cndmask_b32_e64 v6, 0, s60, s13
	v_cndmask_b32_e64 v7, 0, s58, s14
	s_and_b32 s12, s75, s85
	s_and_b32 s13, s76, s84
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, s57, s12
	v_cndmask_b32_e64 v4, 0, s31, s13
	v_or3_b32 v5, v5, v6, v7
	v_cndmask_b32_e64 v6, 0, s56, s12
	v_cndmask_b32_e64 v7, 0, s30, s13
	s_and_b32 s12, s77, s83
	s_and_b32 s13, s78, s81
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, s29, s12
	v_cndmask_b32_e64 v4, 0, s25, s13
	v_or3_b32 v5, v5, v6, v7
	v_cndmask_b32_e64 v6, 0, s28, s12
	v_cndmask_b32_e64 v7, 0, s24, s13
	s_and_b32 s12, s11, s82
	v_or3_b32 v2, v2, v3, v4
	v_cndmask_b32_e64 v3, 0, s27, s12
	s_mov_b64 s[64:65], 0
	v_or3_b32 v6, v5, v6, v7
	v_cndmask_b32_e64 v7, 0, s26, s12
	v_mov_b32_e32 v4, 0
	v_or3_b32 v3, v2, v3, s17
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_4)
	v_or3_b32 v2, v6, v7, s16
	s_branch .LBB10_535
.LBB10_534:
	s_or_b32 exec_lo, exec_lo, s89
	v_lshl_add_u32 v8, v4, 2, 0x208
	v_lshl_add_u32 v9, v4, 3, 8
	s_add_u32 s64, s64, 1
	v_dual_mov_b32 v4, v6 :: v_dual_mov_b32 v5, v7
	s_addc_u32 s65, s65, 0
	scratch_store_b32 v8, v16, off
	scratch_store_b64 v9, v[10:11], off
	s_cmp_eq_u64 s[64:65], s[46:47]
	s_cbranch_scc1 .LBB10_542
.LBB10_535:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[4:5]
	s_lshl_b64 s[12:13], s[64:65], 2
	s_add_u32 s14, s40, s12
	s_addc_u32 s15, s41, s13
	s_add_u32 s12, s71, s12
	v_subrev_co_ci_u32_e64 v6, null, 0, v4, vcc_lo
	s_addc_u32 s13, s72, s13
	global_load_b32 v8, v14, s[12:13]
	v_lshl_add_u32 v6, v6, 3, 8
	s_sub_u32 s12, s42, s64
	s_subb_u32 s13, s43, s65
	scratch_load_b64 v[6:7], v6, off
	global_load_b32 v9, v14, s[14:15]
	v_cmp_eq_u64_e64 s14, 0, v[4:5]
	v_cmp_ge_u64_e64 s12, s[12:13], v[2:3]
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s15, 0, v[6:7]
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s13, v9, v15
	v_cmp_gt_u32_e32 vcc_lo, v9, v15
	s_or_b32 s14, s14, s15
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_saveexec_b32 s15, s14
	s_xor_b32 s15, exec_lo, s15
	v_add_co_u32 v6, s14, v4, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v5, s14
	s_or_saveexec_b32 s89, s15
	s_and_b32 s12, s12, s13
	v_mov_b32_e32 v10, 0
	s_or_b32 vcc_lo, vcc_lo, s12
	v_dual_mov_b32 v11, 0 :: v_dual_cndmask_b32 v16, 0, v8
	s_xor_b32 exec_lo, exec_lo, s89
	s_cbranch_execz .LBB10_534
	v_add_co_u32 v8, vcc_lo, v4, -1
	v_lshl_add_u32 v17, v4, 2, s79
	v_lshl_add_u32 v18, v4, 3, s80
	v_add_co_ci_u32_e64 v9, null, -1, v5, vcc_lo
	s_mov_b64 s[14:15], 0
	s_mov_b32 s90, 0
	s_set_inst_prefetch_distance 0x1
	.p2align	6
.LBB10_539:
	v_cmp_eq_u64_e32 vcc_lo, 0, v[8:9]
	s_add_u32 s14, s14, 1
	s_addc_u32 s15, s15, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v10, s14 :: v_dual_mov_b32 v11, s15
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
	v_add_co_u32 v4, s13, v6, -1
	v_add_co_ci_u32_e64 v5, null, -1, v7, s13
	s_waitcnt vmcnt(1)
	v_cmp_ne_u64_e64 s12, s[14:15], v[19:20]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v16, v16, v21
	s_or_b32 s12, vcc_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s12, exec_lo, s12
	s_or_b32 s90, s12, s90
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s90
	s_cbranch_execnz .LBB10_539
	s_set_inst_prefetch_distance 0x2
	s_or_b32 exec_lo, exec_lo, s90
	s_branch .LBB10_534
.LBB10_541:
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
.LBB10_542:
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_ne_u64_e32 vcc_lo, 0, v[6:7]
	s_mov_b32 s14, exec_lo
	v_cndmask_b32_e64 v2, 0, 1, vcc_lo
	v_sub_co_u32 v2, s12, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_subrev_co_ci_u32_e64 v3, null, 0, v7, s12
	v_lshl_add_u32 v4, v2, 2, 0x208
	scratch_load_b32 v4, v4, off
	s_waitcnt vmcnt(0)
	v_cndmask_b32_e32 v4, 0, v4, vcc_lo
	v_cmpx_lt_u64_e32 1, v[6:7]
	s_cbranch_execz .LBB10_531
	v_lshlrev_b32_e32 v5, 2, v6
	s_mov_b64 s[12:13], 0
	s_mov_b32 s15, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v5, v5, s79, -4
.LBB10_544:
	scratch_load_b32 v6, v5, off
	s_add_u32 s12, s12, 1
	s_addc_u32 s13, s13, 0
	v_add_nc_u32_e32 v5, -4, v5
	v_cmp_ge_u64_e32 vcc_lo, s[12:13], v[2:3]
	s_or_b32 s15, vcc_lo, s15
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v4, v4, v6
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB10_544
	s_or_b32 exec_lo, exec_lo, s15
	s_branch .LBB10_531
.LBB10_546:
	s_mov_b64 s[16:17], 0
.LBB10_547:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_sub_u32 s12, s42, s16
	s_subb_u32 s13, s43, s17
	v_and_b32_e32 v2, 0x7fffffff, v15
	s_clz_i32_u32 s11, s13
	v_not_b32_e32 v3, v15
	s_min_u32 s11, s11, 32
	v_cmp_gt_i32_e32 vcc_lo, 0, v15
	s_lshl_b64 s[12:13], s[12:13], s11
	s_sub_i32 s11, 32, s11
	s_min_u32 s12, s12, 1
	v_cndmask_b32_e32 v3, v3, v2, vcc_lo
	s_or_b32 s12, s13, s12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_cvt_f32_u32 s12, s12
	v_ldexp_f32 v2, s12, s11
.LBB10_548:
	s_or_b32 exec_lo, exec_lo, s66
	s_mov_b32 s11, 0
.LBB10_549:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccz .LBB10_551
	v_cmp_lt_i64_e64 s11, s[52:53], 0
	s_and_b32 s12, s53, 0x7fffffff
	s_not_b32 s13, s53
	s_and_b32 s11, s11, exec_lo
	s_cselect_b32 s11, s12, s13
	s_sub_u32 s12, s42, s52
	s_subb_u32 s13, s43, 0
	v_mov_b32_e32 v3, s11
	s_clz_i32_u32 s14, s13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s14, s14, 32
	s_lshl_b64 s[12:13], s[12:13], s14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_min_u32 s12, s12, 1
	s_or_b32 s12, s13, s12
	s_sub_i32 s13, 32, s14
	s_cvt_f32_u32 s12, s12
	s_delay_alu instid0(SALU_CYCLE_3)
	v_ldexp_f32 v2, s12, s13
.LBB10_551:
	s_and_saveexec_b32 s11, s4
	v_add_nc_u32_e64 v4, 0x5400, 0
	ds_store_2addr_b32 v4, v2, v3 offset0:13 offset1:23
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_and_b32 vcc_lo, exec_lo, s69
	s_mov_b32 s11, -1
	buffer_gl0_inv
	s_cbranch_vccz .LBB10_259
.LBB10_554:
	s_and_saveexec_b32 s11, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:21560
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_580
.LBB10_557:
	v_mov_b32_e32 v12, 0xff800000
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b32 s58, s10
	s_cbranch_execz .LBB10_561
	v_mov_b32_e32 v2, 0x544c
	v_add_nc_u32_e64 v6, 0x5400, 0
	v_dual_mov_b32 v4, 0x5454 :: v_dual_mov_b32 v11, v1
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	ds_load_2addr_b32 v[4:5], v4 offset1:1
	ds_load_2addr_b32 v[6:7], v6 offset0:13 offset1:23
	s_xor_b64 s[14:15], s[50:51], s[48:49]
	s_add_u32 s20, s48, 0x9e3779b9
	s_mul_hi_u32 s13, s50, 0xcd9e8d57
	s_addc_u32 s21, s49, 0
	s_add_u32 s18, s49, 0xbb67ae85
	s_addc_u32 s19, 0, 0
	s_xor_b32 s11, s13, s48
	s_mov_b32 s17, 0
	s_xor_b32 s11, s11, s34
	v_mov_b32_e32 v12, 0xff800000
	s_mul_hi_u32 s23, s11, 0xd2511f53
	s_mul_i32 s22, s11, 0xd2511f53
	s_mov_b32 s16, s23
	v_mov_b32_e32 v10, v0
	s_xor_b64 s[18:19], s[16:17], s[18:19]
	s_add_u32 s16, s48, 0x3c6ef372
	s_add_u32 s24, s49, 0x76cf5d0a
	s_addc_u32 s25, 0, 0
	s_mul_i32 s12, s50, 0xcd9e8d57
	s_xor_b64 s[22:23], s[24:25], s[22:23]
	s_mov_b32 s24, 0xd078c69f
	s_mov_b32 s26, 0x1d8e78af
	s_mov_b32 s28, 0x9997fa04
	s_mov_b32 s30, 0xdf3e5244
	s_mov_b32 s40, 0x96cb03de
	s_mov_b32 s42, 0x94229359
	s_mov_b32 s44, 0x55555593
	s_mov_b32 s52, 0x35793c76
	s_mov_b32 s56, 0xfee00000
	s_add_u32 s19, s48, 0xdaa66d2b
	s_add_u32 s59, s49, 0x32370b8f
	s_add_u32 s60, s48, 0x78dde6e4
	s_add_u32 s61, s49, 0xed9eba14
	s_add_u32 s62, s48, 0x1715609d
	s_add_u32 s63, s49, 0xa9066899
	s_add_u32 s64, s48, 0xb54cda56
	s_add_u32 s65, s49, 0x646e171e
	s_add_u32 s66, s48, 0x5384540f
	s_add_u32 s67, s49, 0x1fd5c5a3
	s_add_u32 s69, s49, 0xdb3d7428
	s_add_i32 s70, s48, 0x8ff34781
	s_xor_b64 s[20:21], s[20:21], s[12:13]
	s_mov_b32 s25, 0x3fc39a09
	s_mov_b32 s27, 0x3fcc71c5
	s_mov_b32 s29, 0x3fd99999
	s_mov_b32 s31, 0x3fc2f112
	s_mov_b32 s41, 0x3fc74664
	s_mov_b32 s43, 0x3fd24924
	s_mov_b32 s45, 0x3fe55555
	s_mov_b32 s53, 0x3dea39ef
	s_mov_b32 s57, 0x3fe62e42
.LBB10_559:
	v_lshlrev_b64 v[13:14], 2, v[10:11]
	v_mad_u64_u32 v[15:16], null, 0xd2511f53, v10, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, vcc_lo, s55, v13
	v_add_co_ci_u32_e64 v14, null, s68, v14, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_xor_b32_e32 v16, s15, v16
	v_xor_b32_e32 v15, s18, v15
	global_load_b32 v29, v[13:14], off
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v16, 0
	v_mad_u64_u32 v[15:16], null, 0xcd9e8d57, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v14, s20, v14
	v_xor3_b32 v16, v16, s16, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_mad_u64_u32 v[16:17], null, 0xd2511f53, v16, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v14, s22, v14
	v_xor3_b32 v17, v17, s59, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v14, 0
	v_mad_u64_u32 v[17:18], null, 0xcd9e8d57, v17, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s19, v14, v15
	v_xor3_b32 v15, v18, s60, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v14, 0
	v_mad_u64_u32 v[18:19], null, 0xd2511f53, v15, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, s61, v14, v16
	v_xor3_b32 v16, v19, s63, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v14, 0
	v_xor3_b32 v14, s62, v14, v17
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[16:17], null, 0xcd9e8d57, v16, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v14, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v13, v17, s64, v13
	v_xor3_b32 v15, s65, v15, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[17:18], null, 0xd2511f53, v13, 0
	v_mul_hi_u32 v15, 0xcd9e8d57, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v14, v18, s67, v14
	v_xor3_b32 v13, s66, v15, v16
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_lo_u32 v14, 0xcd9e8d57, v14
	v_mul_hi_u32 v13, 0xd2511f53, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v13, s69, v13, v17
	v_mul_hi_u32 v13, 0xcd9e8d57, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v13, v14, s70, v13
	v_cvt_f64_u32_e32 v[13:14], v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], 0.5
	v_ldexp_f64 v[13:14], v[13:14], 0xffffffe0
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mul_f32 v30, s33, v29 :: v_dual_add_nc_u32 v25, 0x95f62, v14
	s_waitcnt lgkmcnt(2)
	v_cmp_eq_f32_e64 s13, v29, v2
	v_cmp_gt_f32_e64 s14, v29, v2
	s_waitcnt lgkmcnt(1)
	v_sub_f32_e32 v26, v30, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_cmp_ngt_f32_e32 vcc_lo, 0xc2d00000, v26
	v_cndmask_b32_e32 v23, 0xc2d00000, v26, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0x42b20000, v23
	v_cndmask_b32_e32 v27, 0x42b20000, v23, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v28, 0x3fb8aa3b, v27
	v_add_f32_e32 v28, 0x4b400000, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v31, 0xcb400000, v28
	v_mul_f32_e32 v33, 0xbf317200, v31
	v_mul_f32_e32 v31, 0x35bfbe8e, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f32_e32 v27, v27, v33
	v_and_b32_e32 v14, 0xfffff, v25
	v_lshrrev_b32_e32 v25, 20, v25
	v_sub_f32_e32 v33, v27, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v34, v33, v33
	v_add_nc_u32_e32 v14, 0x3fe6a09e, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v35, 0x3331bb4c, v34
	v_add_f64 v[13:14], v[13:14], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[13:14], 2.0
	v_div_scale_f64 v[17:18], null, v[15:16], v[15:16], v[13:14]
	v_div_scale_f64 v[21:22], s11, v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[19:20], v[17:18]
	v_fma_f64 v[23:24], -v[17:18], v[19:20], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	v_add_f32_e32 v23, 0xb5ddea0e, v35
	v_mul_f32_e32 v23, v34, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0x388ab355, v23
	v_mul_f32_e32 v23, v34, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v23, 0xbb360b61, v23
	v_dual_mul_f32 v23, v34, v23 :: v_dual_add_nc_u32 v32, 0xb4c00100, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshrrev_b32_e32 v32, 1, v32
	v_add_f32_e32 v23, 0x3e2aaaab, v23
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_nc_u32_e32 v28, v28, v32
	v_lshl_add_u32 v32, v32, 23, 0xff800000
	v_mul_f32_e32 v34, v34, v23
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v28, v28, 23, 0x7f800000
	v_fma_f64 v[23:24], -v[17:18], v[19:20], 1.0
	v_sub_f32_e32 v34, v33, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v33, v33, v34
	v_sub_f32_e32 v34, 2.0, v34
	v_div_scale_f32 v35, null, v34, v34, v33
	v_div_scale_f32 v37, vcc_lo, v33, v34, v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v36, v35
	v_fma_f32 v38, -v35, v36, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v36, v38, v36
	v_fma_f64 v[19:20], v[19:20], v[23:24], v[19:20]
	v_mul_f32_e32 v23, v37, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v35, v23, v37
	v_fmac_f32_e32 v23, v24, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v24, -v35, v23, v37
	v_div_fmas_f32 v23, v24, v36, v23
	v_cmp_o_f32_e32 vcc_lo, v26, v26
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f32 v23, v23, v34, v33
	v_sub_f32_e32 v31, v31, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_sub_f32_e32 v27, v27, v31
	v_mul_f64 v[23:24], v[21:22], v[19:20]
	v_add_f32_e32 v27, 1.0, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v27, v27, v32
	v_mul_f32_e32 v27, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v31, 0x7fc00000, v27, vcc_lo
	v_div_scale_f32 v26, null, v5, v5, v31
	v_div_scale_f32 v27, vcc_lo, v31, v5, v31
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v28, v26
	v_fma_f64 v[17:18], -v[17:18], v[23:24], v[21:22]
	v_fma_f32 v21, -v26, v28, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v28, v21, v28
	v_mul_f32_e32 v21, v27, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v26, v21, v27
	v_fmac_f32_e32 v21, v22, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v22, -v26, v21, v27
	v_div_fmas_f32 v32, v22, v28, v21
	s_mov_b32 vcc_lo, s11
	v_add_co_u32 v33, s11, 0xfffffc01, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v25, null, 0, -1, s11
	v_mul_f64 v[27:28], v[13:14], 0.5
	v_div_fmas_f64 v[17:18], v[17:18], v[19:20], v[23:24]
	v_cvt_f64_i32_e32 v[25:26], v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fixup_f64 v[15:16], v[17:18], v[15:16], v[13:14]
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	v_mul_f64 v[21:22], v[19:20], s[30:31]
	v_mul_f64 v[23:24], v[19:20], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[40:41]
	v_add_f64 v[23:24], v[23:24], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[23:24], v[19:20], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[21:22], v[21:22], s[42:43]
	v_add_f64 v[23:24], v[23:24], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[21:22], v[19:20], v[21:22]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_ldexp_f64 v[23:24], v[25:26], 32
	v_mul_f64 v[25:26], v[13:14], v[27:28]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[21:22], v[21:22], s[44:45]
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_cvt_f64_u32_e32 v[21:22], v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[19:20], v[17:18]
	v_add_f64 v[19:20], v[23:24], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[25:26], v[17:18]
	v_mul_f64 v[21:22], v[19:20], s[52:53]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[15:16], v[15:16], v[17:18]
	v_mul_f64 v[17:18], v[19:20], s[56:57]
	v_add_f64 v[15:16], v[21:22], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[15:16], v[15:16], -v[25:26]
	v_add_f64 v[13:14], v[13:14], v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[17:18], v[13:14]
	v_xor_b32_e32 v14, 0x80000000, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, s11, 0x95f62, v14
	v_add_co_ci_u32_e64 v16, null, 0, 0, s11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v14, 0xfffff, v15
	v_lshrrev_b64 v[15:16], 20, v[15:16]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v14, 0x3fe6a09e, v14
	v_add_f64 v[13:14], v[13:14], -1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f64 v[17:18], v[13:14], 2.0
	v_mul_f64 v[27:28], v[13:14], 0.5
	v_div_scale_f64 v[19:20], null, v[17:18], v[17:18], v[13:14]
	v_div_scale_f64 v[25:26], vcc_lo, v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_rcp_f64_e32 v[21:22], v[19:20]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_fma_f64 v[23:24], -v[19:20], v[21:22], 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[21:22], v[21:22], v[23:24], v[21:22]
	v_mul_f64 v[23:24], v[25:26], v[21:22]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[19:20], -v[19:20], v[23:24], v[25:26]
	v_div_fmas_f64 v[19:20], v[19:20], v[21:22], v[23:24]
	v_add_co_u32 v33, vcc_lo, 0xfffffc01, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v15, null, -1, v16, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v12, v12
	v_cvt_f64_i32_e32 v[15:16], v15
	v_div_fixup_f64 v[17:18], v[19:20], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ldexp_f64 v[15:16], v[15:16], 32
	v_mul_f64 v[19:20], v[17:18], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[21:22], v[19:20], v[19:20]
	v_mul_f64 v[23:24], v[21:22], s[30:31]
	v_mul_f64 v[25:26], v[21:22], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[40:41]
	v_add_f64 v[25:26], v[25:26], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	v_mul_f64 v[25:26], v[21:22], v[25:26]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[23:24], v[23:24], s[42:43]
	v_add_f64 v[25:26], v[25:26], s[28:29]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[23:24], v[21:22], v[23:24]
	v_mul_f64 v[21:22], v[21:22], v[25:26]
	v_mul_f64 v[25:26], v[13:14], v[27:28]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[23:24], v[23:24], s[44:45]
	v_mul_f64 v[19:20], v[19:20], v[23:24]
	v_cvt_f64_u32_e32 v[23:24], v33
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[21:22], v[19:20]
	v_add_f64 v[15:16], v[15:16], v[23:24]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[25:26], v[19:20]
	v_mul_f64 v[21:22], v[15:16], s[52:53]
	v_mul_f64 v[15:16], v[15:16], s[56:57]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[17:18], v[19:20]
	v_add_f64 v[17:18], v[21:22], v[17:18]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[17:18], v[17:18], -v[25:26]
	v_add_f64 v[13:14], v[13:14], v[17:18]
	v_clz_i32_u32_e32 v17, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v19, 32, v17
	v_lshlrev_b64 v[17:18], v19, v[10:11]
	v_sub_nc_u32_e32 v19, 32, v19
	v_add_f64 v[13:14], v[15:16], v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v15, 1, v17
	v_or_b32_e32 v15, v18, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v15, v15
	v_ldexp_f32 v15, v15, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e64 s11, v3, v15
	s_waitcnt lgkmcnt(0)
	v_cmp_ge_f32_e64 s12, v6, v15
	v_cndmask_b32_e64 v15, 0, 1.0, s14
	s_and_b32 s11, s13, s11
	v_cndmask_b32_e64 v16, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s11, v16, v15
	v_cndmask_b32_e64 v15, v15, v16, s11
	v_cvt_f32_f64_e32 v13, v[13:14]
	v_div_fixup_f32 v14, v32, v5, v31
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_neq_f32_e64 s11, 0, v15
	v_add_f32_e32 v14, 0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v14, -1.0, v14, s11
	v_cmp_eq_f32_e64 s11, v14, v7
	v_cmp_gt_f32_e64 s13, v14, v7
	s_and_b32 s11, s11, s12
	v_cndmask_b32_e64 v14, 0, 1.0, s13
	v_cndmask_b32_e64 v16, 0, 1.0, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s11, v16, v14
	v_cndmask_b32_e64 v14, v14, v16, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v14, v15, v14 :: v_dual_sub_f32 v13, v30, v13
	v_cmp_neq_f32_e64 s11, 0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v13, 0xff800000, v13, s11
	v_cmp_u_f32_e64 s11, v13, v13
	v_cmp_gt_f32_e64 s12, v13, v12
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_or_b32 vcc_lo, s12, s11
	v_dual_cndmask_b32 v12, v12, v13 :: v_dual_cndmask_b32 v9, v9, v11
	v_cndmask_b32_e32 v8, v8, v10, vcc_lo
	v_add_co_u32 v10, vcc_lo, 0x100, v10
	v_add_co_ci_u32_e64 v11, null, 0, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[10:11]
	s_or_b32 s17, vcc_lo, s17
	s_and_not1_b32 exec_lo, exec_lo, s17
	s_cbranch_execnz .LBB10_559
	s_or_b32 exec_lo, exec_lo, s17
.LBB10_561:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s58
	ds_store_b32 v77, v12
	ds_store_b32 v78, v8
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s0
	s_cbranch_execz .LBB10_563
	ds_load_2addr_stride64_b32 v[4:5], v78 offset1:2
	ds_load_2addr_stride64_b32 v[6:7], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_563:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s1
	s_cbranch_execz .LBB10_565
	ds_load_2addr_stride64_b32 v[4:5], v78 offset1:1
	ds_load_2addr_stride64_b32 v[6:7], v77 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_565:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s5
	s_cbranch_execz .LBB10_567
	ds_load_2addr_b32 v[4:5], v78 offset1:32
	ds_load_2addr_b32 v[6:7], v77 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_567:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s6
	s_cbranch_execz .LBB10_569
	ds_load_2addr_b32 v[4:5], v78 offset1:16
	ds_load_2addr_b32 v[6:7], v77 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_569:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s7
	s_cbranch_execz .LBB10_571
	ds_load_2addr_b32 v[4:5], v78 offset1:8
	ds_load_2addr_b32 v[6:7], v77 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_571:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s8
	s_cbranch_execz .LBB10_573
	ds_load_2addr_b32 v[4:5], v78 offset1:4
	ds_load_2addr_b32 v[6:7], v77 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_573:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s9
	s_cbranch_execz .LBB10_575
	ds_load_2addr_b32 v[4:5], v78 offset1:2
	ds_load_2addr_b32 v[6:7], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v5, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v7, v6
	v_cmp_gt_f32_e64 s12, v7, v6
	v_cmp_o_f32_e64 s13, v6, v6
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v6, v7 :: v_dual_cndmask_b32 v3, v4, v5
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_575:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s14, s4
	s_cbranch_execz .LBB10_577
	v_add_nc_u32_e64 v2, 52, 0
	ds_load_2addr_stride64_b32 v[4:5], v2 offset0:76 offset1:80
	ds_load_b32 v6, v78
	ds_load_b32 v7, v77
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v6
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v5, v7
	v_cmp_gt_f32_e64 s12, v5, v7
	v_cmp_o_f32_e64 s13, v7, v7
	s_and_b32 s11, vcc_lo, s11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s12, s11
	v_cndmask_b32_e64 v2, 0, 1, s11
	s_or_b32 s11, s13, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v5, v5
	v_cndmask_b32_e64 v3, 0, 1, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v2.l, v2.l, v3.l, vcc_lo
	v_and_b16 v2.l, 1, v2.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v2.l
	v_dual_cndmask_b32 v2, v7, v5 :: v_dual_cndmask_b32 v3, v6, v4
	ds_store_b32 v77, v2
	ds_store_b32 v78, v3
.LBB10_577:
	s_or_b32 exec_lo, exec_lo, s14
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s4
	s_cbranch_execz .LBB10_579
	v_mov_b32_e32 v2, 0
	ds_load_b32 v3, v2 offset:19504
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v3, v3
	ds_store_b32 v2, v3 offset:21560
.LBB10_579:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB10_580:
	s_cmp_lt_f32 s54, 1.0
	buffer_gl0_inv
	s_cselect_b32 s11, -1, 0
	s_xor_b32 s12, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s11, s11, s12
	s_and_b32 vcc_lo, exec_lo, s11
	s_mov_b32 s11, -1
	s_cbranch_vccnz .LBB10_587
	s_and_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB10_590
.LBB10_582:
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB10_584
.LBB10_583:
	v_add_nc_u32_e64 v1, 0x5400, 0
	v_dual_mov_b32 v2, 0x5438 :: v_dual_mov_b32 v7, 0
	ds_load_2addr_b32 v[5:6], v1 offset0:12 offset1:18
	ds_load_2addr_b64 v[1:4], v2 offset1:1
	ds_load_b32 v8, v7 offset:18476
	s_waitcnt lgkmcnt(2)
	v_dual_add_f32 v5, v5, v5 :: v_dual_mul_f32 v6, 0x41000000, v6
	s_waitcnt lgkmcnt(1)
	v_cmp_eq_f32_e32 vcc_lo, 0xff800000, v3
	v_cndmask_b32_e64 v1, v2, v1, s3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v8, v5
	v_cndmask_b32_e64 v3, 0, 4.0, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cndmask_b32_e64 v1, v4, v1, s2
	s_lshl_b64 s[2:3], s[34:35], 3
	s_add_u32 s2, s38, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_f32_e32 v3, v5, v3
	s_addc_u32 s3, s39, s3
	s_lshl_b64 s[4:5], s[34:35], 2
	s_add_u32 s4, s36, s4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v3, v6, v3
	s_addc_u32 s5, s37, s5
	v_cmp_eq_f32_e32 vcc_lo, 0, v3
	v_cvt_u32_f32_e32 v3, v3
	v_cndmask_b32_e32 v1, -1.0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_3)
	v_readfirstlane_b32 s1, v1
	s_trunc_f32 s1, s1
	s_and_b32 s7, s1, 0x7fffffff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
	s_mul_f32 s6, s7, 0x2f800000
	s_floor_f32 s8, s6
	s_ashr_i32 s6, s1, 31
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_2)
	s_fmac_f32 s7, s8, 0xcf800000
	s_cvt_u32_f32 s9, s8
	s_cvt_u32_f32 s8, s7
	s_mov_b32 s7, s6
	s_delay_alu instid0(SALU_CYCLE_2) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_xor_b64 s[8:9], s[8:9], s[6:7]
	s_sub_u32 s8, s8, s6
	s_subb_u32 s9, s9, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v1, s8 :: v_dual_mov_b32 v2, s9
	s_clause 0x1
	global_store_b64 v7, v[1:2], s[2:3]
	global_store_b32 v7, v3, s[4:5]
.LBB10_584:
	s_or_b32 exec_lo, exec_lo, s0
	v_or_b32_e32 v0, 0xffffff00, v0
	v_mov_b32_e32 v1, -1
	s_mov_b32 s0, 0
.LBB10_585:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, 0x100, v0
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[0:1]
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB10_585
.LBB10_586:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.LBB10_587:
	s_and_saveexec_b32 s11, s4
	v_mov_b32_e32 v2, 0
	ds_store_b32 v2, v2 offset:21564
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_branch .LBB10_582
.LBB10_590:
	v_mov_b32_e32 v8, 0xff800000
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s52, s10
	s_cbranch_execz .LBB10_594
	v_mov_b32_e32 v2, 0x544c
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_xor_b64 s[12:13], s[50:51], s[48:49]
	s_add_u32 s18, s48, 0x9e3779b9
	ds_load_2addr_b32 v[2:3], v2 offset1:1
	s_mul_hi_u32 s11, s50, 0xcd9e8d57
	s_addc_u32 s19, s49, 0
	s_add_u32 s16, s49, 0xbb67ae85
	s_addc_u32 s17, 0, 0
	s_xor_b32 s10, s11, s48
	s_mov_b32 s15, 0
	s_xor_b32 s12, s10, s34
	v_dual_mov_b32 v8, 0xff800000 :: v_dual_mov_b32 v7, v1
	s_mul_hi_u32 s21, s12, 0xd2511f53
	s_mul_i32 s20, s12, 0xd2511f53
	s_mov_b32 s14, s21
	v_mov_b32_e32 v6, v0
	s_xor_b64 s[16:17], s[14:15], s[16:17]
	s_add_u32 s14, s48, 0x3c6ef372
	s_add_u32 s22, s49, 0x76cf5d0a
	s_addc_u32 s23, 0, 0
	s_mul_i32 s10, s50, 0xcd9e8d57
	s_add_u32 s17, s48, 0xdaa66d2b
	s_add_u32 s50, s49, 0x32370b8f
	s_add_u32 s51, s48, 0x78dde6e4
	s_add_u32 s53, s49, 0xed9eba14
	s_add_u32 s54, s48, 0x1715609d
	s_add_u32 s56, s49, 0xa9066899
	s_add_u32 s57, s48, 0xb54cda56
	s_add_u32 s58, s49, 0x646e171e
	s_add_u32 s59, s48, 0x5384540f
	s_add_u32 s60, s49, 0x1fd5c5a3
	s_add_u32 s61, s49, 0xdb3d7428
	s_add_i32 s62, s48, 0x8ff34781
	s_xor_b64 s[20:21], s[22:23], s[20:21]
	s_mov_b32 s22, 0xd078c69f
	s_mov_b32 s24, 0x1d8e78af
	s_mov_b32 s26, 0x9997fa04
	s_mov_b32 s28, 0xdf3e5244
	s_mov_b32 s30, 0x96cb03de
	s_mov_b32 s40, 0x94229359
	s_mov_b32 s42, 0x55555593
	s_mov_b32 s44, 0x35793c76
	s_mov_b32 s48, 0xfee00000
	s_xor_b64 s[18:19], s[18:19], s[10:11]
	s_mov_b32 s23, 0x3fc39a09
	s_mov_b32 s25, 0x3fcc71c5
	s_mov_b32 s27, 0x3fd99999
	s_mov_b32 s29, 0x3fc2f112
	s_mov_b32 s31, 0x3fc74664
	s_mov_b32 s41, 0x3fd24924
	s_mov_b32 s43, 0x3fe55555
	s_mov_b32 s45, 0x3dea39ef
	s_mov_b32 s49, 0x3fe62e42
.LBB10_592:
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v6, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, s13, v10
	v_xor_b32_e32 v11, s16, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[11:12], null, 0xcd9e8d57, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, s18, v10
	v_xor3_b32 v12, v12, s14, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[12:13], null, 0xd2511f53, v12, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor_b32_e32 v1, s20, v10
	v_xor3_b32 v13, v13, s50, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	v_mad_u64_u32 v[13:14], null, 0xcd9e8d57, v13, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s17, v10, v11
	v_xor3_b32 v11, v14, s51, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[9:10], null, 0xd2511f53, v1, 0
	v_mad_u64_u32 v[14:15], null, 0xd2511f53, v11, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, s53, v10, v12
	v_xor3_b32 v12, v15, s56, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_u64_u32 v[9:10], null, 0xcd9e8d57, v1, 0
	v_xor3_b32 v1, s54, v10, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[12:13], null, 0xcd9e8d57, v12, 0
	v_mad_u64_u32 v[10:11], null, 0xd2511f53, v1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xor3_b32 v1, v13, s57, v9
	v_xor3_b32 v9, s58, v11, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mad_u64_u32 v[13:14], null, 0xd2511f53, v1, 0
	v_mul_hi_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_xor3_b32 v1, s59, v9, v12
	v_xor3_b32 v9, v14, s60, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_hi_u32 v1, 0xd2511f53, v1
	v_mul_lo_u32 v9, 0xcd9e8d57, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, s61, v1, v13
	v_mul_hi_u32 v1, 0xcd9e8d57, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_xor3_b32 v1, v9, s62, v1
	v_cvt_f64_u32_e32 v[9:10], v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[9:10], 0.5
	v_ldexp_f64 v[9:10], v[9:10], 0xffffffe0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, 0x95f62, v10
	v_and_b32_e32 v10, 0xfffff, v1
	v_lshrrev_b32_e32 v1, 20, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v10, 0x3fe6a09e, v10
	v_add_co_u32 v1, s10, 0xfffffc01, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v21, null, 0, -1, s10
	v_add_f64 v[9:10], v[9:10], -1.0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cvt_f64_i32_e32 v[21:22], v21
	v_add_f64 v[11:12], v[9:10], 2.0
	v_mul_f64 v[23:24], v[9:10], 0.5
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_scale_f64 v[13:14], null, v[11:12], v[11:12], v[9:10]
	v_div_scale_f64 v[19:20], vcc_lo, v[9:10], v[11:12], v[9:10]
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
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[13:14], v[13:14], v[15:16], v[17:18]
	v_div_fixup_f64 v[11:12], v[13:14], v[11:12], v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[11:12], v[11:12]
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[17:18], v[15:16], s[28:29]
	v_mul_f64 v[19:20], v[15:16], s[22:23]
	v_add_f64 v[17:18], v[17:18], s[30:31]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[24:25]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[15:16], v[19:20]
	v_add_f64 v[17:18], v[17:18], s[40:41]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[26:27]
	v_mul_f64 v[17:18], v[15:16], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[15:16], v[19:20]
	v_ldexp_f64 v[19:20], v[21:22], 32
	v_mul_f64 v[21:22], v[9:10], v[23:24]
	v_lshlrev_b64 v[23:24], 2, v[6:7]
	v_add_f64 v[17:18], v[17:18], s[42:43]
	v_mul_f64 v[13:14], v[13:14], v[17:18]
	v_cvt_f64_u32_e32 v[17:18], v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[15:16], v[13:14]
	v_add_f64 v[15:16], v[19:20], v[17:18]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[13:14], v[21:22], v[13:14]
	v_mul_f64 v[17:18], v[15:16], s[44:45]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f64 v[11:12], v[11:12], v[13:14]
	v_mul_f64 v[13:14], v[15:16], s[48:49]
	v_add_f64 v[11:12], v[17:18], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[11:12], v[11:12], -v[21:22]
	v_add_f64 v[9:10], v[9:10], v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[9:10], v[13:14], v[9:10]
	v_xor_b32_e32 v1, 0x80000000, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v11, s10, 0x95f62, v1
	v_add_co_ci_u32_e64 v12, null, 0, 0, s10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 0xfffff, v11
	v_lshrrev_b64 v[11:12], 20, v[11:12]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v10, 0x3fe6a09e, v1
	v_add_co_u32 v1, s10, 0xfffffc01, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[9:10], v[9:10], -1.0
	v_add_co_ci_u32_e64 v11, null, -1, v12, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cvt_f64_i32_e32 v[11:12], v11
	v_add_f64 v[13:14], v[9:10], 2.0
	v_mul_f64 v[25:26], v[9:10], 0.5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_ldexp_f64 v[11:12], v[11:12], 32
	v_div_scale_f64 v[15:16], null, v[13:14], v[13:14], v[9:10]
	v_div_scale_f64 v[21:22], vcc_lo, v[9:10], v[13:14], v[9:10]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(TRANS32_DEP_1)
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
	v_add_co_u32 v23, vcc_lo, s55, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v24, null, s68, v24, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	global_load_b32 v23, v[23:24], off
	v_div_fixup_f64 v[13:14], v[15:16], v[13:14], v[9:10]
	v_mul_f64 v[15:16], v[13:14], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[17:18], v[15:16], v[15:16]
	v_mul_f64 v[19:20], v[17:18], s[28:29]
	v_mul_f64 v[21:22], v[17:18], s[22:23]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[30:31]
	v_add_f64 v[21:22], v[21:22], s[24:25]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[21:22], v[17:18], v[21:22]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[19:20], v[19:20], s[40:41]
	v_add_f64 v[21:22], v[21:22], s[26:27]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f64 v[19:20], v[17:18], v[19:20]
	v_mul_f64 v[17:18], v[17:18], v[21:22]
	v_mul_f64 v[21:22], v[9:10], v[25:26]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_cmp_eq_f32_e64 s11, v23, v2
	v_cmp_gt_f32_e64 s12, v23, v2
	v_add_f64 v[19:20], v[19:20], s[42:43]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_f64 v[15:16], v[15:16], v[19:20]
	v_cvt_f64_u32_e32 v[19:20], v1
	v_clz_i32_u32_e32 v1, v7
	v_min_u32_e32 v1, 32, v1
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f64 v[15:16], v[17:18], v[15:16]
	v_add_f64 v[11:12], v[11:12], v[19:20]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_f64 v[15:16], v[21:22], v[15:16]
	v_mul_f64 v[17:18], v[11:12], s[44:45]
	v_mul_f64 v[11:12], v[11:12], s[48:49]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64 v[13:14], v[13:14], v[15:16]
	v_add_f64 v[13:14], v[17:18], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f64 v[13:14], v[13:14], -v[21:22]
	v_add_f64 v[9:10], v[9:10], v[13:14]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_add_f64 v[9:10], v[11:12], v[9:10]
	v_lshlrev_b64 v[11:12], v1, v[6:7]
	v_sub_nc_u32_e32 v1, 32, v1
	v_cvt_f32_f64_e32 v9, v[9:10]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_min_u32_e32 v10, 1, v11
	v_or_b32_e32 v10, v12, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_f32_u32_e32 v10, v10
	v_ldexp_f32 v1, v10, v1
	v_cndmask_b32_e64 v10, 0, 1.0, s12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_ge_f32_e64 s10, v3, v1
	v_mul_f32_e32 v1, s33, v23
	s_and_b32 s10, s11, s10
	v_cndmask_b32_e64 v11, 0, 1.0, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_f32_e64 s10, v11, v10
	v_cndmask_b32_e64 v10, v10, v11, s10
	v_sub_f32_e32 v1, v1, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_neq_f32_e64 s10, 0, v10
	v_cndmask_b32_e64 v1, 0xff800000, v1, s10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_u_f32_e64 s10, v1, v1
	v_cmp_gt_f32_e64 s11, v1, v8
	s_and_b32 s10, vcc_lo, s10
	s_or_b32 vcc_lo, s11, s10
	v_dual_cndmask_b32 v8, v8, v1 :: v_dual_cndmask_b32 v5, v5, v7
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	v_add_co_u32 v6, vcc_lo, 0x100, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v7, null, 0, v7, vcc_lo
	v_cmp_le_u64_e32 vcc_lo, s[46:47], v[6:7]
	s_or_b32 s15, vcc_lo, s15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s15
	s_cbranch_execnz .LBB10_592
	s_or_b32 exec_lo, exec_lo, s15
.LBB10_594:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s52
	ds_store_b32 v77, v8
	ds_store_b32 v78, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s12, s0
	s_cbranch_execz .LBB10_596
	ds_load_2addr_stride64_b32 v[3:4], v78 offset1:2
	ds_load_2addr_stride64_b32 v[5:6], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v5
	v_cmp_gt_f32_e64 s10, v6, v5
	v_cmp_o_f32_e64 s11, v5, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s10, s0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_or_b32 s0, s11, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v77, v1
	ds_store_b32 v78, v2
.LBB10_596:
	s_or_b32 exec_lo, exec_lo, s12
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s11, s1
	s_cbranch_execz .LBB10_598
	ds_load_2addr_stride64_b32 v[3:4], v78 offset1:1
	ds_load_2addr_stride64_b32 v[5:6], v77 offset1:1
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v5
	v_cmp_gt_f32_e64 s1, v6, v5
	v_cmp_o_f32_e64 s10, v5, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_or_b32 s0, s10, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v77, v1
	ds_store_b32 v78, v2
.LBB10_598:
	s_or_b32 exec_lo, exec_lo, s11
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s5
	s_cbranch_execz .LBB10_600
	ds_load_2addr_b32 v[3:4], v78 offset1:32
	ds_load_2addr_b32 v[5:6], v77 offset1:32
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v5
	v_cmp_gt_f32_e64 s1, v6, v5
	v_cmp_o_f32_e64 s5, v5, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v77, v1
	ds_store_b32 v78, v2
.LBB10_600:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s10, s6
	s_cbranch_execz .LBB10_602
	ds_load_2addr_b32 v[3:4], v78 offset1:16
	ds_load_2addr_b32 v[5:6], v77 offset1:16
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v5
	v_cmp_gt_f32_e64 s1, v6, v5
	v_cmp_o_f32_e64 s5, v5, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v77, v1
	ds_store_b32 v78, v2
.LBB10_602:
	s_or_b32 exec_lo, exec_lo, s10
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s7
	s_cbranch_execz .LBB10_604
	ds_load_2addr_b32 v[3:4], v78 offset1:8
	ds_load_2addr_b32 v[5:6], v77 offset1:8
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v5
	v_cmp_gt_f32_e64 s1, v6, v5
	v_cmp_o_f32_e64 s5, v5, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v77, v1
	ds_store_b32 v78, v2
.LBB10_604:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s8
	s_cbranch_execz .LBB10_606
	ds_load_2addr_b32 v[3:4], v78 offset1:4
	ds_load_2addr_b32 v[5:6], v77 offset1:4
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v5
	v_cmp_gt_f32_e64 s1, v6, v5
	v_cmp_o_f32_e64 s5, v5, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v77, v1
	ds_store_b32 v78, v2
.LBB10_606:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s9
	s_cbranch_execz .LBB10_608
	ds_load_2addr_b32 v[3:4], v78 offset1:2
	ds_load_2addr_b32 v[5:6], v77 offset1:2
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v4, v3
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v6, v5
	v_cmp_gt_f32_e64 s1, v6, v5
	v_cmp_o_f32_e64 s5, v5, v5
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v5, v6 :: v_dual_cndmask_b32 v2, v3, v4
	ds_store_b32 v77, v1
	ds_store_b32 v78, v2
.LBB10_608:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB10_610
	v_add_nc_u32_e64 v1, 52, 0
	ds_load_2addr_stride64_b32 v[3:4], v1 offset0:76 offset1:80
	ds_load_b32 v5, v78
	ds_load_b32 v6, v77
	s_waitcnt lgkmcnt(1)
	v_cmp_lt_u32_e32 vcc_lo, v3, v5
	s_waitcnt lgkmcnt(0)
	v_cmp_eq_f32_e64 s0, v4, v6
	v_cmp_gt_f32_e64 s1, v4, v6
	v_cmp_o_f32_e64 s5, v6, v6
	s_and_b32 s0, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s0, s1, s0
	v_cndmask_b32_e64 v1, 0, 1, s0
	s_or_b32 s0, s5, vcc_lo
	v_cmp_u_f32_e32 vcc_lo, v4, v4
	v_cndmask_b32_e64 v2, 0, 1, s0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b16 v1.l, v1.l, v2.l, vcc_lo
	v_and_b16 v1.l, 1, v1.l
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u16_e32 vcc_lo, 1, v1.l
	v_dual_cndmask_b32 v1, v6, v4 :: v_dual_cndmask_b32 v2, v5, v3
	ds_store_b32 v77, v1
	ds_store_b32 v78, v2
.LBB10_610:
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB10_612
	v_mov_b32_e32 v1, 0
	ds_load_b32 v2, v1 offset:19504
	s_waitcnt lgkmcnt(0)
	v_cvt_f32_u32_e32 v2, v2
	ds_store_b32 v1, v2 offset:21564
.LBB10_612:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_cbranch_execnz .LBB10_583
	s_branch .LBB10_584
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel tessera_gumbel_pairwise_split
		.amdhsa_group_segment_fixed_size 21600
		.amdhsa_private_segment_fixed_size 4360
		.amdhsa_kernarg_size 112
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
		.amdhsa_next_free_vgpr 100
		.amdhsa_next_free_sgpr 91
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
.Lfunc_end10:
	.size	tessera_gumbel_pairwise_split, .Lfunc_end10-tessera_gumbel_pairwise_split

	.set tessera_gumbel_pairwise_split.num_vgpr, 100
	.set tessera_gumbel_pairwise_split.num_agpr, 0
	.set tessera_gumbel_pairwise_split.numbered_sgpr, 91
	.set tessera_gumbel_pairwise_split.num_named_barrier, 0
	.set tessera_gumbel_pairwise_split.private_seg_size, 4360
	.set tessera_gumbel_pairwise_split.uses_vcc, 1
	.set tessera_gumbel_pairwise_split.uses_flat_scratch, 1
	.set tessera_gumbel_pairwise_split.has_dyn_sized_stack, 0
	.set tessera_gumbel_pairwise_split.has_recursion, 0
	.set tessera_gumbel_pairwise_split.has_indirect_call, 0
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
    .group_segment_fixed_size: 5376
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_pairwise_w4x64
    .private_segment_fixed_size: 0
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w4x64.kd
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
    .group_segment_fixed_size: 2464
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_pairwise_w32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w32x8.kd
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
    .group_segment_fixed_size: 2256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_pairwise_w64x4
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w64x4.kd
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
    .group_segment_fixed_size: 2152
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_pairwise_w128x2
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w128x2.kd
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
    .group_segment_fixed_size: 5176
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_pairwise_w256
    .private_segment_fixed_size: 2312
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w256.kd
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
    .group_segment_fixed_size: 10296
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 512
    .name:           tessera_gumbel_pairwise_w512
    .private_segment_fixed_size: 2312
    .sgpr_count:     96
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w512.kd
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
    .group_segment_fixed_size: 20536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_pairwise_w1024
    .private_segment_fixed_size: 2312
    .sgpr_count:     99
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w1024.kd
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
    .group_segment_fixed_size: 28728
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_pairwise_w2048
    .private_segment_fixed_size: 2312
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w2048.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
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
    .group_segment_fixed_size: 45112
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 1024
    .name:           tessera_gumbel_pairwise_w4096
    .private_segment_fixed_size: 2312
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_w4096.kd
    .uses_dynamic_stack: false
    .vgpr_count:     39
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
    .group_segment_fixed_size: 21600
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_pairwise_wide
    .private_segment_fixed_size: 4360
    .sgpr_count:     95
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     104
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
      - .name:           n_spans
        .offset:         88
        .size:           8
        .value_kind:     by_value
      - .name:           span_words
        .offset:         96
        .size:           8
        .value_kind:     by_value
      - .address_space:  global
        .name:           partials
        .offset:         104
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 21600
    .kernarg_segment_align: 8
    .kernarg_segment_size: 112
    .max_flat_workgroup_size: 256
    .name:           tessera_gumbel_pairwise_split
    .private_segment_fixed_size: 4360
    .sgpr_count:     93
    .sgpr_spill_count: 0
    .symbol:         tessera_gumbel_pairwise_split.kd
    .uses_dynamic_stack: false
    .vgpr_count:     100
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1151
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
